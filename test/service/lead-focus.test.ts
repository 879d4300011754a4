// Table tests of lead-focus.ts's pure decisions, on sentences written here: which question words tell a
// document's sentences apart (within-document idf), the kind of answer asked and given, and which point leads.
import { describe, expect, it } from 'vitest';
import { answerType, answerTypeStrength, focusedLead, focusOf, focusWeights, superlativesIn } from '../../src/service/lead-focus';

describe('focusWeights: a concept said by most sentences of a document, or by their setting, weighs little', () => {
  // a one-topic document on a bell foundry: every sentence says "bell"; the title says "foundry" of all of them
  const units = [
    { documentId: 'd', sentences: ['The foundry casts each bell in a loam mould.'], own: ['bell'], setting: ['foundry'] },
    { documentId: 'd', sentences: ['A bell of one tonne cools for three days.'], own: ['bell'], setting: ['foundry'] },
    { documentId: 'd', sentences: ['The tenor bell was tuned on a lathe by the master founder.'], own: ['bell', 'tune'], setting: ['foundry'] },
    { documentId: 'd', sentences: ['Each bell is hung in an oak frame.'], own: ['bell'], setting: ['foundry'] },
    // the same sentence again, with a referent brought in before it: it counts once
    { documentId: 'd', sentences: ['The bells came by barge.', 'Each bell is hung in an oak frame.'], own: ['bell'], setting: ['foundry'] },
    { documentId: 'e', sentences: ['A carillon needs at least 23 bells.'], own: ['bell'], setting: [] },
  ];
  const weights = focusWeights(units, (u) => u.own, (u) => u.setting);
  const d = weights.get('d');
  it.each([
    ['the word one sentence alone says weighs most', 'tune', (w: number) => w > 1],
    ['the word every sentence says weighs little', 'bell', (w: number) => w < 0.2],
    ['the title\'s word is said of every sentence under it', 'foundry', (w: number) => w < 0.2],
  ])('%s', (_label, concept, check) => {
    expect(check(d?.get(concept) ?? -1)).toBe(true);
  });
  it('a sentence repeated with its referent counts once (four distinct sentences)', () => {
    // df(bell) = 4 of N = 4: ln(1 + 0.5 / 4.5)
    expect(d?.get('bell')).toBeCloseTo(Math.log(1 + 0.5 / 4.5), 5);
  });
  it('each document has its own weights', () => {
    expect(weights.get('e')?.has('tune')).toBe(false);
    expect(weights.get('e')?.has('bell')).toBe(true);
  });
});

describe('focusOf: the share of the document\'s question weight a sentence names', () => {
  const weights = new Map([['bell', 0.1], ['tune', 1.9]]);
  it.each([
    [['tune'], 0.95],
    [['bell'], 0.05],
    [['bell', 'tune', 'tune'], 1],
    [[], 0],
  ])('%j → %d', (own, share) => {
    expect(focusOf(own, weights)).toBeCloseTo(share, 5);
  });
  it('no weights for the document: 0', () => {
    expect(focusOf(['tune'], undefined)).toBe(0);
  });
});

describe('superlativesIn: the adjectives a sentence ranks by', () => {
  it.each([
    ['The Kestrel 9 is the lightest of the four tents.', ['light']],
    ['The commonest finch at the feeder was the goldfinch.', ['common']],
    ['The most reliable pump was the Hartley.', ['reliable']],
    ['Spring is the best time to plant.', ['best']],
    ['The forest path is closed until the interest is paid.', []],
    ['We tested three tents in the rain.', []],
  ])('%s', (sentence, found) => {
    expect(superlativesIn(sentence)).toEqual(found);
  });
});

describe('answerType and answerTypeStrength: the kind of answer asked and given', () => {
  it.each([
    ['Which tent is the lightest?', null, 'extreme'],
    ['Who carved the pulpit?', 'who', 'who'],
    ['What does the pulpit depict?', null, null],
  ] as const)('%s → %s', (query, shape, type) => {
    expect(answerType(query, shape)).toBe(type);
  });
  it.each([
    // the superlative asked beats another superlative, which beats none
    ['extreme', 'The Kestrel 9 is the lightest of the four tents.', 'Which tent is the lightest?', 2],
    ['extreme', 'The Ridgeback is the heaviest of the four tents.', 'Which tent is the lightest?', 1],
    ['extreme', 'We pitched each tent in a gale.', 'Which tent is the lightest?', 0],
    // an agent that is not a named person: a passive with its by-phrase
    ['who', 'The pulpit was carved by a joiner from Ludlow in 1620.', 'Who carved the pulpit?', 1],
    ['who', 'The pulpit stands on the north side of the nave.', 'Who carved the pulpit?', 0],
    // "how much X" asks a quantity of X: a figure that measures something else is no answer
    ['amount', 'A full racket takes about ten metres of string.', 'How much string does a racket need?', 1],
    ['amount', 'Newcomers need two hours for a first racket.', 'How much string does a racket need?', 0],
    ['amount', 'Each restring costs £18.', 'How much does a restring cost?', 1],
  ] as const)('%s: %s', (type, text, query, strength) => {
    const got = answerTypeStrength(type, text, query);
    if (strength === 0) expect(got).toBe(0);
    else if (strength === 1) expect(got).toBeGreaterThan(0);
    else expect(got).toBeGreaterThan(answerTypeStrength(type, 'The Ridgeback is the heaviest of the four tents.', query));
  });
});

describe('focusedLead: a lead without the answer type gives way to a point with it that holds as much of the question', () => {
  const doc = (): string => 'd';
  it.each([
    {
      label: 'a lead without the type gives way to one with it that names nearly as much',
      scores: [10, 8, 7], focus: [0.3, 0.2, 0.6], type: [0, 1, 0], expected: 1,
    },
    {
      label: 'but not to one naming far less of the question (only its setting)',
      scores: [10, 8], focus: [0.9, 0.05], type: [0, 1], expected: -1,
    },
    {
      label: 'among several with the type, the better focused',
      scores: [10, 9, 8], focus: [0.3, 0.2, 0.5], type: [0, 1, 1], expected: 2,
    },
    {
      label: 'the strongest form of the type first (the superlative asked over another)',
      scores: [10, 9, 8], focus: [0.3, 0.5, 0.3], type: [0, 1, 2], expected: 2,
    },
    {
      label: 'a lead with the type keeps its place, whatever the focus of the others',
      scores: [10, 9], focus: [0.1, 0.9], type: [1, 1], expected: -1,
    },
    {
      label: 'a point below the score floor never leads',
      scores: [10, 4], focus: [0.1, 0.9], type: [0, 1], expected: -1,
    },
    {
      label: 'no point with the type: the lead stays',
      scores: [10, 9], focus: [0.1, 0.9], type: [0, 0], expected: -1,
    },
  ])('$label', ({ scores, focus, type, expected }) => {
    const candidates = scores.map((score) => ({ score }));
    expect(focusedLead(candidates, 0, (i) => focus[i] ?? 0, (i) => type[i] ?? 0, doc)).toBe(expected);
  });

  it('focus compares points of one document only: another document\'s point with the type may lead', () => {
    const candidates = [{ score: 10 }, { score: 9 }];
    const documentOf = (i: number): string => (i === 1 ? 'other' : 'd');
    expect(focusedLead(candidates, 0, (i) => [0.9, 0.05][i] ?? 0, (i) => (i === 1 ? 1 : 0), documentOf)).toBe(1);
  });

  it('an ineligible point (a table row) never leads', () => {
    const candidates = [{ score: 10 }, { score: 9 }];
    expect(focusedLead(candidates, 0, () => 0.5, (i) => i, doc, 0.5, (i) => i !== 1)).toBe(-1);
  });
});
