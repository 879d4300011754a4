// A judgement passed on what a pronoun subject stands for ("Is that OK?", "is that actually a good idea?", "Am I right
// that…") frames the question: the sources pass it by a rule, seldom in its word, and a question refused for "ok" or
// "idea" was refused over a word that is not its matter (frame-words.ts judgedBy). Where the main clause says nothing but
// that judgement on "that"/"it", the story told is what is asked about (question-roles.ts); a figure told of the
// reader's case weighs as a setting word. Real WordNet tables.
import { describe, expect, it } from 'vitest';
import { frameReason } from '../../src/service/frame-words';
import { conceptsOf, requiredConcepts } from '../../src/service/concepts';
import { conceptRoles, retoldStems } from '../../src/service/question-roles';
import { stem } from '../../src/service/text';

describe('a judgement passed on a pronoun subject frames the question (table)', () => {
  it.each([
    ['ok', 'Is that ok?', 'judgement'],
    ['ok', 'am I still OK to go up?', 'judgement'],
    ['good', 'Is that actually a good idea?', 'judgement'],
    ['idea', 'Is that actually a good idea?', 'judgement'], // the noun judged as an idea
    ['idea', 'Why is that supposed to be a bad idea?', 'judgement'],
    ['right', 'Am I right that the large-dog price applies?', 'judgement'],
    ['idea', 'Would it be a good idea to prune in winter?', 'judgement'],
    ['wrong', 'Was I wrong to pay the deposit?', 'judgement'],
    // a noun subject: what is judged is named, and the judgement may be what is asked of it
    ['ok', 'Is the cafe OK?', null],
    ['good', 'Is chocolate good for dogs?', null],
    // "it" before its own infinitive: the modal reading decides, with its degree word ("all right to")
    ['right', 'Is it right to swim in the lake?', null],
    // no judgement: a legal status, a ranking, a noun that is no idea or act, a noun of its own
    ['legal', 'Is it legal to sell pangolin scales?', null],
    ['best', 'What is the best time to visit?', null],
    ['price', 'Is that a good price?', null],
    ['case', 'Is that still the case?', null],
  ])('%s in "%s": %s', (term, question, reason) => {
    expect(frameReason(term, question)).toBe(reason);
  });
});

function roles(part: string): Record<string, string> {
  const required = requiredConcepts(conceptsOf(part));
  const map = conceptRoles(part, required);
  return Object.fromEntries(required.map((c) => [c.term, map.get(c.stem) ?? '']));
}

describe('the story a judgement points back to is what is asked about', () => {
  it('"is that actually a good idea - my dad reckons I should leave a glass of water inside our piano": the piano and the water are asked about', () => {
    const r = roles('Is that actually a good idea - my dad reckons I should leave a glass of water inside our piano');
    expect(r.piano).toBe('core');
    expect(r.water).toBe('core');
    expect(r.glass).toBe('core');
    // (the reader's own people stay the reader's circumstances)
    expect(r.dad).toBe('context');
    expect(r.idea).toBeUndefined();
  });

  it('a judgement "on a normal membership" asks about the membership: the story stays the reader\'s circumstances', () => {
    const r = roles('Is that ok on a normal membership - thinking of making wooden coasters to sell at a craft fair, maybe 30ish');
    expect(r.membership).toBe('asked');
    expect(r.coasters).toBe('context');
  });

  it('a question that names a thing of its own keeps the story as the reader\'s circumstances', () => {
    const r = roles('Is that still the case - the pool closes early on Fridays');
    expect(r.pool).toBe('context');
  });
});

describe('the story\'s words are asked about in the reader\'s own words: never named as missing (retoldStems)', () => {
  it.each([
    ['Is that actually a good idea - my dad reckons I should leave a glass of water inside our piano', ['glass', 'water', 'piano'], ['dad', 'leave']],
    // (its most general verbs, "PUT vaseline on", stay the reader's own)
    ['Why is that supposed to be a bad idea - my mum always said to put vaseline on a tick', ['vaseline', 'tick'], ['put', 'mum', 'always']],
    // a clause that names a thing of its own: nothing retold
    ['Is that ok on a normal membership - thinking of making wooden coasters to sell at a craft fair', [], ['coasters', 'membership']],
  ])('%s', (part, retold, not) => {
    const stems = retoldStems(part, requiredConcepts(conceptsOf(part)));
    for (const w of retold) expect(stems.has(stem(w))).toBe(true);
    for (const w of not) expect(stems.has(stem(w))).toBe(false);
  });
});
