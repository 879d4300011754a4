// pro-form.ts: a "that" of the asked clause standing alone stands for the story's clause just before the question; the
// clauses read from the story's own structure; the reader's own remark passed over. And what question-roles.ts then reads
// as asked about (session 35, h35p; wording of this file's own).
import { describe, expect, it } from 'vitest';
import { conceptsOf, requiredConcepts } from '../../src/service/concepts';
import { directQuestion } from '../../src/service/embedded-question';
import { eventAntecedent, eventProForm, readerRemark, storyClauses } from '../../src/service/pro-form';
import { conceptRoles, type ConceptRole } from '../../src/service/question-roles';

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const clausesOf = (text: string): string[] => {
  const words = [...text.matchAll(WORD)].map((m) => m[0]);
  return storyClauses(text).map((c) => words.slice(c.start, c.end).join(' '));
};
const noun = (w: string): boolean => /^(?:type|kettle|lamp|leaves|box|cart|materials|idea)$/i.test(w);

describe('storyClauses: where a story clause ends (table)', () => {
  it.each<[string, string[]]>([
    ['The kettle clicks off early. It never boils', ['The kettle clicks off early', 'It never boils']],
    // "and" before a new subject opens a clause; "and" before a verb of the same subject does not
    ['my lamp flickered for a week and it is dim now', ['my lamp flickered for a week', 'and it is dim now']],
    ['I cleaned the lamp and put it back', ['I cleaned the lamp and put it back']],
    // a comma before a pronoun subject, or before a conjunction
    ['we left the cart in the shed, we thought it was dry', ['we left the cart in the shed', 'we thought it was dry']],
    ['the paint cracked, but only on the north side', ['the paint cracked', 'but only on the north side']],
    // a dash and a semicolon
    ['the gate sticks - the hinge is rusty; the latch is fine', ['the gate sticks', 'the hinge is rusty', 'the latch is fine']],
  ])('%s', (text, clauses) => {
    expect(clausesOf(text)).toEqual(clauses);
  });
});

describe('readerRemark: the asker thinking about the rest, not an event (table)', () => {
  it.each<[string, boolean]>([
    ['I honestly thought they were dead', true],
    ['we assumed the frost would kill it', true],
    ['I think that it is broken', true],
    // the reader doing something is an event of the story
    ['we found two voles in the shed', false],
    ['I put the lamp on the shelf', false],
    // another's thought is no remark of the reader's
    ['the man thought it was dead', false],
  ])('%s', (text, remark) => {
    expect(readerRemark(text.split(' '))).toBe(remark);
  });
});

describe('eventProForm: "that" standing alone for an event (table)', () => {
  it.each<[string, boolean]>([
    ['Why does that happen', true],
    ['What does that mean', true],
    ['Why does it keep doing that', true],
    ['Would that work as well as taking cuttings', true],
    ['Is this normal', true],
    // a determiner before its noun, a relative pronoun after a noun, "so that"
    ['Where was that type of helmet made', false],
    ['Is the box that we bought too small', false],
    ['How do I dry it so that it keeps', false],
    ['Why does it happen', false],
  ])('%s', (text, event) => {
    expect(eventProForm(text.split(' '), noun)).toBe(event);
  });
});

describe('eventAntecedent: the clause just before the question that says something (table)', () => {
  const says = (ws: string[]): boolean => ws.some((w) => w.length > 3 && !/^(?:driving|thought|honestly)$/i.test(w));
  it.each<[string, string | null]>([
    ['One of the bottom leaves on my fern has gone brown', 'One of the bottom leaves on my fern has gone brown'],
    // the reader's remark after the event is passed over
    ['we found two voles in a box that were cold, I honestly thought they were dead', 'we found two voles in a box that were cold'],
    // so is a clause that says nothing
    ['the kettle clicks off early. driving me mad', 'the kettle clicks off early'],
    ['it me', null],
  ])('%s', (text, clause) => {
    const found = eventAntecedent(text, says);
    const words = [...text.matchAll(WORD)].map((m) => m[0]);
    expect(found ? words.slice(found.start, found.end).join(' ') : null).toBe(clause ? [...clause.matchAll(WORD)].map((m) => m[0]).join(' ') : null);
  });
});

describe('eventAntecedent: the clause of the thing the asked clause\'s own subject stands for (table)', () => {
  const says = (ws: string[]): boolean => ws.some((w) => w.length > 3);
  it.each<[string, number, string]>([
    // "why does IT keep doing THAT?": the clause whose subject is the kettle, not the story's last
    ['kettle keeps clicking off at 80 degrees, I refill it and it works for a day then stops again', 0, 'kettle keeps clicking off at 80 degrees'],
    ['we cleaned it. the pump hums all night, so we switched it off', 4, 'the pump hums all night'],
  ])('%s', (text, holding, clause) => {
    const found = eventAntecedent(text, says, holding);
    const words = [...text.matchAll(WORD)].map((m) => m[0]);
    expect(found ? words.slice(found.start, found.end).join(' ') : null).toBe(clause ? [...clause.matchAll(WORD)].map((m) => m[0]).join(' ') : null);
  });
});

/** The role of each of a question's required concepts, by its word as the question writes it. */
function rolesOf(question: string): Record<string, ConceptRole> {
  const direct = directQuestion(question);
  const required = requiredConcepts(conceptsOf(direct));
  const roles = conceptRoles(direct, required);
  return Object.fromEntries(required.map((c) => [c.term, roles.get(c.stem) ?? 'core']));
}

describe('question-roles.ts: the words of the clause "that" stands for are asked about; the rest stays the story (table)', () => {
  it.each<[string, Record<string, ConceptRole>]>([
    // the event's things and what its verb says of them; not the reader's people, nor its earlier sentence
    ['We moved house in May. One of the lower leaves on my fern has gone brown. What does that mean?', { leaves: 'core', fern: 'core', brown: 'core', moved: 'context', house: 'context' }],
    // the reader's remark is passed over for the event before it
    ['we found two voles in the woodpile that were cold, I honestly thought they were dead. why does that happen?', { voles: 'core', woodpile: 'core', cold: 'core', dead: 'context' }],
    // a yes/no question passes judgement on what "that" stands for: its story stays the reader's circumstances
    ['the letting agent wants eight weeks of rent as a deposit. is that more than they can take?', { agent: 'context', deposit: 'context' }],
  ])('%s', (question, expected) => {
    const roles = rolesOf(question);
    for (const [word, role] of Object.entries(expected)) expect([word, roles[word]]).toEqual([word, role]);
  });
});

describe('question-roles.ts: what a pronoun of the asked clause stands for (table)', () => {
  it.each<[string, Record<string, ConceptRole>]>([
    // "it … doing that": the story's subject and the clause it is the subject of; not the remark told after it
    ['heater keeps tripping the 13 amp fuse every few days, I reset it and its fine for a while then goes off again. why does it keep doing that?', { heater: 'entity', fuse: 'core', every: 'context', reset: 'context' }],
    // a pronoun of quantity is no thing "it" stands for, nor a time ("last autumn")
    ['I hung a bat box up last autumn and nothing has gone in it. how do I get them to notice it?', { box: 'entity', autumn: 'context' }],
    // a quantity of the story's things: the things are its subject ("one of", "some of" passed over)
    ['Two of the bottom slates on my shed have gone green. What does that mean, is it rotten?', { bottom: 'entity', slates: 'core', shed: 'core', green: 'core' }],
  ])('%s', (question, expected) => {
    const roles = rolesOf(question);
    for (const [word, role] of Object.entries(expected)) expect([word, roles[word]]).toEqual([word, role]);
  });
});

describe('directQuestion: a remark after the question mark is told with the story (table)', () => {
  it.each<[string, string]>([
    ['the porch light comes on by itself at 2am. why does it only do it at night?? doing my head in', 'Why does it only do it at night - doing my head in. the porch light comes on by itself at 2am?'],
    // a second question after the mark is no remark
    ['the porch light comes on by itself. why does it do it? and how do I stop it?', 'Why does it do it? and how do I stop it - the porch light comes on by itself?'],
  ])('%s', (question, direct) => {
    expect(directQuestion(question)).toBe(direct);
  });
});
