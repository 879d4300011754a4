// Figures in digits and in words (src/service/number-words.ts) and the threshold questions that use them
// (threshold.ts): "more than a million pounds" is a figure with a bound and a currency, "nearly twenty" is just below
// twenty. Table tests on wording written for this file.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { numberInWords, quantitiesIn, rangeAgainst } from '../../src/service/number-words';
import { thresholdQuestion, thresholdVerdict } from '../../src/service/threshold';

describe('numberInWords', () => {
  it.each<[string, number]>([
    ['seventeen', 17],
    ['forty-two', 42],
    ['3,450', 3450],
    ['0.75', 0.75],
    ['a million', 1_000_000],
    ['a thousand', 1_000],
    ['half a dozen', 6],
    ['two dozen', 24],
    ['three hundred and six', 306],
    ['one and a half million', 1_500_000],
    ['two and a half thousand', 2_500],
    ['a quarter of a million', 250_000],
    ['half a million', 500_000],
    ['a couple of hundred', 200],
    ['forty-one thousand two hundred', 41_200],
    ['2.4 billion', 2_400_000_000],
    ['£1.2m', 1_200_000],
    ['€80k', 80_000],
    ['4bn', 4_000_000_000],
    ['Ninety', 90],
  ])('%j = %j', (text, value) => {
    expect(numberInWords(text)).toBeCloseTo(value, 6);
  });

  it.each(['half', 'a half', 'a quarter', 'twelfth', '12th', 'the', 'sixty sixty', 'nineteen eighty', 'hundred hundred', ''])('%j is no number', (text) => {
    expect(numberInWords(text)).toBeNaN();
  });
});

describe('quantitiesIn: each figure with its bound, currency and noun', () => {
  it.each<[string, [number, string, string, string][]]>([
    ['The appeal brought in well over a million pounds.', [[1_000_000, '>', '£', '']]],
    ['Roughly 40 per cent of the grant went on scaffolding.', [[40, '~', '', '%']]],
    ['Nearly thirty volunteers and at least 12 staff helped.', [[30, '<', '', 'volunteers'], [12, '>=', '', 'staff']]],
    ['Tickets sold: 500 or more each night, up to 900 at weekends.', [[500, '>=', '', ''], [900, '<=', '', 'at']]],
    ['A £3.5m grant and €400k of loans', [[3_500_000, '=', '£', 'grant'], [400_000, '=', '€', 'of']]],
    ['Half a dozen barn owls nested there in 2024-05.', [[6, '=', '', 'barn']]],
    ['The 3rd trap caught fewer than two hundred and fifty eels.', [[250, '<', '', 'eels']]],
    ['It is 5m deep and 20 km long.', [[5, '=', '', 'm'], [20, '=', '', 'km']]],
    ['Some 600-plus walkers and a couple of thousand cyclists', [[600, '~', '', 'walkers'], [2_000, '=', '', 'cyclists']]],
    ['In excess of $2 million was spent.', [[2_000_000, '>', '$', 'was']]],
  ])('%j', (text, expected) => {
    const got = quantitiesIn(text).map((q) => [q.value, q.bound, q.currency, q.unit]);
    expect(got).toEqual(expected);
  });

  it('gives where each figure and its bound stand', () => {
    const text = 'It cost more than a million pounds.';
    const [q] = quantitiesIn(text);
    expect(text.slice(q?.at, q?.end)).toBe('a million');
    expect(text.slice(q?.boundAt, q?.end)).toBe('more than a million');
  });

  it.each<[string, '>' | '>=' | '<' | '<=', number, 'yes' | 'no' | 'qualified']>([
    ['more than a million', '>', 1_000_000, 'yes'],
    ['a million', '>', 1_000_000, 'no'],
    ['nearly a million', '>', 1_000_000, 'no'],
    ['about a million', '>', 1_000_000, 'qualified'],
    ['at least 20', '>=', 20, 'yes'],
    ['up to 20', '<=', 20, 'yes'],
    ['fewer than 20', '<', 20, 'yes'],
    ['just over 20', '>', 25, 'no'],
  ])('%j against %s %d: %s', (text, op, value, verdict) => {
    const [q] = quantitiesIn(text);
    if (!q) throw new Error('a figure');
    expect(rangeAgainst(q, op, value)).toBe(verdict);
  });
});

// The variants table of this class: threshold questions with the figure in words or in a short form.
describe('threshold questions with figures in words', () => {
  it.each<[string, { op: string; value: number; of: string }]>([
    ['Did the bridge repairs cost more than a million pounds?', { op: '>', value: 1_000_000, of: '£' }],
    ["Was the appeal's target at least half a million euros?", { op: '>=', value: 500_000, of: '€' }],
    ['Were fewer than two hundred and fifty seals counted on the sandbank?', { op: '<', value: 250, of: 'seal' }],
    ['Did over a dozen volunteers turn up on the day?', { op: '>', value: 12, of: 'volunt' }],
    ['Is the reservoir deeper than thirty-five metres at the dam?', { op: '>', value: 35, of: 'metr' }],
    ['Did the festival draw more than 1.5 million visitors?', { op: '>', value: 1_500_000, of: 'visitor' }],
    ['Has the museum raised more than £2m so far?', { op: '>', value: 2_000_000, of: '£' }],
    ['Did the works come in under a quarter of a million dollars?', { op: '<', value: 250_000, of: '$' }],
    ['Were more than a couple of thousand tickets sold?', { op: '>', value: 2_000, of: 'ticket' }],
    ['Did the scheme cost over one and a half million pounds in the end?', { op: '>', value: 1_500_000, of: '£' }],
  ])('%j', (query, expected) => {
    expect(thresholdQuestion(query)).toEqual(expected);
  });

  const q = thresholdQuestion('Did the bridge repairs cost more than a million pounds?');
  if (!q) throw new Error('a threshold question');
  it.each<[string, 'yes' | 'no' | 'qualified' | null]>([
    ['The final bill for the bridge came to £950,000.', 'no'],
    ['The repairs cost £1.2 million in all.', 'yes'],
    ['The works cost nearly a million pounds.', 'no'],
    ['They cost roughly a million pounds.', 'qualified'],
    ['The bill was well over a million pounds.', 'yes'],
    ['The council paid £1.05m for the repairs.', 'yes'],
    ['Some 40 volunteers helped with the repairs.', null],
  ])('%j → %j', (sentence, verdict) => {
    expect(thresholdVerdict(sentence, q)?.verdict ?? null).toBe(verdict);
  });
});

describe('composed verdicts on a figure in words (documents written here)', () => {
  const documents = new Map([
    ['report', { title: 'Pier works: final account', url: 'https://pier.example/account' }],
    ['gazette', { title: 'Pier reopens to walkers', url: 'https://gazette.example/pier' }],
  ]);
  const report = { documentId: 'report', text: 'The pier works finished in May. The final cost of rebuilding the pier was £430,000, within the approved budget of £600,000.' };
  const gazette = { documentId: 'gazette', text: 'Walkers were back on the pier on Sunday. The £610,000 rebuild of the pier was paid for by a heritage grant and the town council.' };

  it('"more than half a million pounds": one source\'s £430,000 is a no', () => {
    expect(compose('Did rebuilding the pier cost more than half a million pounds?', [report], documents).content).toMatch(/^Your sources point to no: The final cost of rebuilding the pier was £430,000/);
  });

  it('a sum standing before the noun asked ("the £610,000 rebuild") is that thing\'s cost: the sources disagree', () => {
    const first = compose('Did rebuilding the pier cost more than half a million pounds?', [report, gazette], documents).content.split('\n\n')[0] ?? '';
    expect(first).toMatch(/^Your sources disagree: /);
    expect(first).toContain('£430,000');
    expect(first).toContain('£610,000');
  });
});
