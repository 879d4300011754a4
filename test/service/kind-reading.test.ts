// Table tests for a noun the asker uses that the sources name only by its kind (src/service/kind-reading.ts, kinds.ts
// nearestKind, concepts.ts partCoverage, compose.ts's note): "spaniel" by "dog", "lunch" by "meal"; never a word for things
// in general, never a name, a day or what is asked for; only where the part is not answered in the sources' own words;
// and the answer says so. Pure functions over passages written here, with the shipped WordNet tables.
import { describe, expect, it } from 'vitest';
import { kindsSaid, readableAsKind } from '../../src/service/kind-reading';
import { nearestKind } from '../../src/service/kinds';
import { partCoverage } from '../../src/service/concepts';
import { compose } from '../../src/service/compose';
import { stem } from '../../src/service/text';

describe('nearestKind: the nearest word for a kind of a noun that a source says', () => {
  it.each([
    ['spaniel', ['dog'], 'dog'],
    ['lunch', ['meal', 'food'], 'meal'],
    ['decaf', ['coffee'], 'coffee'],
    // a kind too near the top of the hierarchy never stands for the word
    ['spaniel', ['animal', 'organism'], null],
    ['lunch', ['food', 'substance'], null],
    // more than three steps up
    ['spaniel', ['carnivore'], null],
    // a word WordNet does not know
    ['zorblat', ['dog'], null],
  ])('%s over %j: %s', (word, said, expected) => {
    expect(nearestKind(word, (lemma) => said.includes(lemma), 3, 6)).toBe(expected);
  });
});

describe('readableAsKind: which of the question\'s words may be read as their kind', () => {
  it.each([
    ['spaniel', 'Can I take my spaniel on the ferry?', true],
    ['lunch', 'Will the trust pay for my lunch?', true],
    // a name written with a capital inside the question
    ['rover', 'Can I take Rover on the ferry?', false],
    // a word of many senses, a verb, a modifier
    ['take', 'Can I take my spaniel?', false],
    ['charged', 'I charged my phone, is that allowed?', false],
    ['big', 'Is a big dog allowed?', false],
  ])('%s in %s: %s', (term, part, expected) => {
    expect(readableAsKind(term, part)).toBe(expected);
  });

  it('reads a word only in a sentence that names another word of the question', () => {
    const part = 'Can I take my spaniel on the ferry?';
    const required = ['spaniel', 'ferry'].map((t) => ({ term: t, stem: stem(t) }));
    const names = (sentence: string, others: { term: string; stem: string }[]): boolean => others.some((o) => sentence.toLowerCase().includes(o.term));
    expect([...kindsSaid(part, required, 'Dogs may travel on the ferry if kept on a lead.', new Set([stem('ferry')]), new Set(), names)]).toEqual([[stem('spaniel'), 'dog']]);
    expect([...kindsSaid(part, required, 'Dogs love long walks. The ferry leaves at noon.', new Set([stem('ferry')]), new Set(), names)]).toEqual([]);
    // a word already covered, or excluded (what is asked for, a setting word), is not read
    expect([...kindsSaid(part, required, 'Dogs may travel on the ferry.', new Set([stem('ferry'), stem('spaniel')]), new Set(), names)]).toEqual([]);
    expect([...kindsSaid(part, required, 'Dogs may travel on the ferry.', new Set([stem('ferry')]), new Set([stem('spaniel')]), names)]).toEqual([]);
  });
});

const ferry = [
  { documentId: 'pets', text: 'Dogs may travel on the ferry if they stay on a lead on the car deck. Cats must stay in a carrier.' },
  { documentId: 'pets', text: 'Assistance dogs must wear a muzzle in the lounge of the ferry.' },
];

describe('partCoverage and compose: a part covered only by the kind of one of its words', () => {
  it('is answered where a source names the kind with the rest of the part, and the answer says so', () => {
    // (refused before: "spaniel" is one of the two words the part must find)
    const coverage = partCoverage('Does my spaniel need a muzzle', 'yesno', ferry);
    expect(coverage.answerable).toBe(true);
    expect(coverage.readAsKind?.map((k) => [k.concept.term, k.kind])).toEqual([['spaniel', 'dog']]);
    const answer = compose('Does my spaniel need a muzzle?', ferry.map((p, i) => ({ ...p, id: `p${i}`, score: 1 })), new Map([['pets', { title: 'Pets on board', url: 'https://ferry.example/pets' }]]));
    expect(answer.content).toContain('None of your sources uses the word "spaniel"; the answer gives what they say of "dog", its kind.');
    expect(answer.content).toMatch(/dogs must wear a muzzle[^.]*\[1\]/i);
  });

  it('is not read so where the part is answered in the sources\' own words', () => {
    const own = [...ferry, { documentId: 'pets', text: 'Spaniels must wear a muzzle on the ferry.' }];
    const coverage = partCoverage('Does my spaniel need a muzzle', 'yesno', own);
    expect(coverage.answerable).toBe(true);
    expect(coverage.readAsKind ?? []).toEqual([]);
  });

  it('never reads a word by a kind that is a thing in general: coffee and cancer stay uncovered', () => {
    // ("growth" is a kind of what cancer is a kind of, but first of all a growing; "tumours" is said apart from coffee)
    const docs = [{ documentId: 'sleep', text: 'Coffee drinkers who stop in the afternoon sleep longer. The growth of the coffee trade shows no sign of slowing. Tumours were not studied.' }];
    const coverage = partCoverage('Does coffee cause cancer', 'yesno', docs);
    expect(coverage.answerable).toBe(false);
    expect(coverage.missing.map((c) => c.term)).toEqual(['cancer']);
  });
});
