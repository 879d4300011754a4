// Where each side of a comparison is named and where its figure is: a side's name ends before a clause said of it
// (a relative pronoun, an unmarked clause's subject, a participle: sidePhraseEnd); a question typed in lower case or
// followed by the asker's story is its own sentence; "cost ME more than" compares on the verb past its object; of several
// figures of one kind, the pair whose labels agree decides (figuresVerdict); a line with no subject of its own is of the
// side its heading or title names alone (figure-sides.ts headedSide). Every wording is written here.
import { describe, expect, it } from 'vitest';
import { comparisonQuestion, comparisonSentence, figuresVerdict, sidePhraseEnd } from '../../src/service/comparison';
import { headedSide } from '../../src/service/figure-sides';

describe("where a side's name ends (sidePhraseEnd)", () => {
  it.each<[string, number]>([
    ['those grey herons that nest in the park', 3],
    ['the red kites we saw last spring', 3],
    ['the Vela 3 shown below it', 3],
    ['the kettle built in 1990', 2],
    ['the long wheelbase van', 4],
    // (a relative pronoun before any content word is a determiner: "that one")
    ['that one', 2],
    // (a plural is no participle, nor a word of a name)
    ['the oak floors', 3],
  ])('%s → %i', (phrase, end) => {
    expect(sidePhraseEnd(phrase.toLowerCase().split(' '), new Set(['vela']))).toBe(end);
  });
});

describe('the sides a question names, read past what is said of them (comparisonQuestion)', () => {
  it.each<[string, { subject: string[]; other: string[]; quality: string }]>([
    ['Are the grey herons that nest by the lake heavier than the egrets we saw?', { subject: ['grey', 'herons'], other: ['egrets'], quality: 'heavy' }],
    ['is the Vela kettle quieter than the Orbit kettle shown below it?', { subject: ['vela'], other: ['orbit'], quality: 'quiet' }],
    // the verb compared past its object pronoun
    ['Is the small hall going to cost us more than the big hall?', { subject: ['small'], other: ['big'], quality: 'cost' }],
    ['Will the ferry charge me less than the bridge toll?', { subject: ['ferry'], other: ['bridge', 'toll'], quality: 'charge' }],
    // the asker's story before, in lower case, and after the question mark
    ['we live near the ring road. is the tram faster than the bus?? last week the bus took ages', { subject: ['tram'], other: ['bus'], quality: 'fast' }],
  ])('%s', (query, expected) => {
    expect(comparisonQuestion(query)).toMatchObject(expected);
  });

  it('keeps the words both sides share as the kind both are', () => {
    expect(comparisonQuestion('Is the Corvo 9 kettle louder than the Corvo 7 kettle?')?.shared).toEqual(['corvo', 'kettle']);
    expect(comparisonQuestion('Is the tram faster than the bus?')?.shared).toBeUndefined();
  });

  it('finds the question among lower-case sentences', () => {
    expect(comparisonSentence('my vet says so. is a cat lighter than a dog? just wondering')).toBe('is a cat lighter than a dog?');
  });
});

describe('the pair of figures that decides (figuresVerdict)', () => {
  const q = comparisonQuestion('Is the Corvo 9 heavier than the Corvo 7?');
  it('pairs the figures whose labels agree, not the first of the kind', () => {
    if (!q) throw new Error('no comparison');
    // the Corvo 9's maximum load (40 kg) is a weight too, but the Corvo 7's figure is its own weight
    const found = figuresVerdict(['Corvo 9: maximum load 40 kg.', 'Corvo 9: weight 2.1 kg.', 'Corvo 7: weight 2.6 kg.'], q);
    expect(found).toEqual({ verdict: 'no', subjectSentence: 1, otherSentence: 2 });
  });
  it('keeps the first pair in order when no labels agree', () => {
    if (!q) throw new Error('no comparison');
    expect(figuresVerdict(['The Corvo 9 weighs 3 kg.', 'The Corvo 7 comes in at 2 kg.'], q)?.verdict).toBe('yes');
  });
});

describe('the side a line naming neither side is of (headedSide)', () => {
  const q = comparisonQuestion('Is the Pipit 14 heavier than the Pipit 12?');
  it.each<[string, string, string, 'subject' | 'other' | null]>([
    // the title names the subject alone
    ['Weight: 4.1 kg.', 'Specifications', 'Pipit 14 Balance Bike', 'subject'],
    // the heading names the other side alone, over the title
    ['Weight: 3.2 kg.', 'Pipit 12', 'Pipit 14 Balance Bike', 'other'],
    // a heading naming both says nothing of which
    ['Weight: 3.2 kg.', 'Pipit 12 and Pipit 14 compared', 'Pipit 14 Balance Bike', null],
    // the line names a side itself, or another of the kind ("Pipit 16")
    ['Pipit 12: weight 3.2 kg.', 'Specifications', 'Pipit 14 Balance Bike', null],
    ['Pipit 16 Pedal Bike: weight 6.9 kg.', 'You may also like', 'Pipit 14 Balance Bike', null],
    // nothing above it names a side
    ['Weight: 4.1 kg.', 'Specifications', 'Balance bikes', null],
  ])('%s under "%s" in "%s" → %s', (sentence, heading, title, side) => {
    if (!q) throw new Error('no comparison');
    expect(headedSide(sentence, heading, title, q)).toBe(side);
  });
});
