// typed-focus.ts (which of several points giving the asked kind of answer leads) and the answer-shape.ts readings it
// rests on (a price is no time of day, a figure in words is a figure, "last Sunday" is one day): table tests.
import { describe, expect, it } from 'vitest';
import { betterFocusedTyped, FOCUS_MARGIN } from '../../src/service/typed-focus';
import { givesShape, shapeFit } from '../../src/service/answer-shape';

describe('betterFocusedTyped: a lead with the answer type gives way to a point of its document with it that names clearly more of the question', () => {
  const oneDocument = (): string => 'd';
  it.each([
    { label: 'a typed point naming clearly more of the question leads', scores: [10, 9], focus: [0.3, 0.7], type: [1, 1], expected: 1 },
    { label: 'not one naming only a little more (under the margin)', scores: [10, 9], focus: [0.3, 0.3 + FOCUS_MARGIN / 2], type: [1, 1], expected: -1 },
    { label: 'not one without the type', scores: [10, 9], focus: [0.3, 0.9], type: [1, 0], expected: -1 },
    { label: 'not one giving the type less strongly (a year where the lead gives a full date)', scores: [10, 9], focus: [0.3, 0.9], type: [2, 1], expected: -1 },
    { label: 'a lead without the type is left to focusedLead', scores: [10, 9], focus: [0.3, 0.9], type: [0, 1], expected: -1 },
    { label: 'not one under the score floor', scores: [10, 4], focus: [0.3, 0.9], type: [1, 1], expected: -1 },
    { label: 'among several, the best focused', scores: [10, 9, 8], focus: [0.2, 0.6, 0.8], type: [1, 1, 1], expected: 2 },
    { label: 'equal focus: the better score', scores: [10, 8, 9], focus: [0.2, 0.7, 0.7], type: [1, 1, 1], expected: 2 },
  ])('$label', ({ scores, focus, type, expected }) => {
    const candidates = scores.map((score) => ({ score }));
    expect(betterFocusedTyped(candidates, 0, (i) => focus[i] ?? 0, (i) => type[i] ?? 0, oneDocument)).toBe(expected);
  });

  it('focus is a statistic of one document: a point of another document never displaces the lead here', () => {
    const candidates = [{ score: 10 }, { score: 9 }];
    expect(betterFocusedTyped(candidates, 0, (i) => [0.1, 0.9][i] ?? 0, () => 1, (i) => (i === 1 ? 'other' : 'd'))).toBe(-1);
  });

  it('an ineligible point (a table row) never leads', () => {
    const candidates = [{ score: 10 }, { score: 9 }];
    expect(betterFocusedTyped(candidates, 0, (i) => [0.1, 0.9][i] ?? 0, () => 1, oneDocument, 0.5, (i) => i !== 1)).toBe(-1);
  });
});

describe('answer-shape: the amount a sentence gives', () => {
  it.each([
    { label: 'a price in pounds and pence is a sum, not a time of day', query: 'How much is an adult single fare to Porthmellin?', text: 'An adult single fare to Porthmellin costs £3.40.', gives: true },
    { label: 'a euro price with cents too', query: 'How much does a coffee cost at the kiosk?', text: 'A coffee at the kiosk costs €2.80.', gives: true },
    { label: 'a time of day still counts nothing', query: 'How much does a coffee cost at the kiosk?', text: 'The kiosk opens at 7.30 every morning.', gives: false },
    { label: 'a figure in words of the teens is a figure', query: 'How long did it take to build the canoe?', text: 'It was launched seventeen months after the first rib was steamed.', gives: true },
  ])('$label', ({ query, text, gives }) => {
    expect(givesShape('amount', text, query)).toBe(gives);
  });

  it('"last Saturday" names one day: the figure beside it is no figure for some days only', () => {
    const query = 'How long did it take to build the canoe?';
    expect(shapeFit('amount', 'I launched it last Saturday, seventeen months after I steamed the first rib.', query)).toBe(shapeFit('amount', 'I launched it, seventeen months after I steamed the first rib.', query));
    expect(shapeFit('amount', 'The ferry runs on Saturdays, every 40 minutes.', query)).toBeLessThan(shapeFit('amount', 'The ferry runs every 40 minutes.', query));
  });
});

describe('a who-lead: the doer a passive names as a bare plural is an agent (passive-agent.ts, asked-filler.ts)', () => {
  it.each([
    ['The food is paid for by donations from local people and churches.', 'donations', true],
    ['The hut is run by volunteers from the village.', 'volunteers', true],
    ['Each chair is assembled by hand from parts.', null, false],
    ['Visitors arrive by train or by car.', null, false],
  ])('%s', async (sentence, agent, holds) => {
    const { passiveAgent } = await import('../../src/service/passive-agent');
    const { holdsAgent } = await import('../../src/service/asked-filler');
    expect(passiveAgent(sentence)).toBe(agent);
    expect(holdsAgent(sentence)).toBe(holds);
  });
});
