// A question offering two alternatives is answered by the sentence naming one (follow-up-alternative.ts, h32k session
// 32): read from the question's shape, never a yes or a no. Table tests of the pure pieces.
import { describe, expect, it } from 'vitest';
import { alternativeLed, alternativesAsked } from '../../src/service/follow-up-alternative';

describe('alternativesAsked', () => {
  it.each<[string, [string, string] | null]>([
    ['is that income limit before or after tax?', ['before tax', 'after tax']],
    ['Is the fee paid weekly or monthly?', ['weekly', 'monthly']],
    ['ok, is it indoors or outdoors?', ['indoors', 'outdoors']],
    // no alternatives offered
    ['Is the limit before tax?', null],
    ['or is it free?', null],
  ])('%j → %j', (question, expected) => {
    expect(alternativesAsked(question)).toEqual(expected);
  });
});

describe('alternativeLed', () => {
  const reply = [
    { text: 'None of your sources uses the word "tax"; the answer below covers the rest of the question.', citations: [] },
    { text: 'Your sources do not say this outright; what they say: From 1 September the income limit rises to £38,500 [1].', citations: [1] },
    { text: 'Applications received after that date are assessed against the new limit.', citations: [1] },
    { text: 'Your household\'s combined gross income (before tax) must be below £36,000 a year.', citations: [1] },
  ];
  it('leads with the line naming one alternative, without the hedge or the notes before it', () => {
    const led = alternativeLed('is that income limit before or after tax?', reply);
    expect(led?.map((r) => r.text)).toEqual([
      "Your household's combined gross income (before tax) must be below £36,000 a year.",
      'From 1 September the income limit rises to £38,500 [1].',
      'Applications received after that date are assessed against the new limit.',
    ]);
  });
  it('keeps a reply whose lead names an alternative already, or where no line names just one', () => {
    expect(alternativeLed('is that income limit before or after tax?', [reply[3] as (typeof reply)[number], reply[1] as (typeof reply)[number]])).toBeNull();
    expect(alternativeLed('Is it paid weekly or monthly?', reply)).toBeNull();
    expect(alternativeLed('Is the limit £36,000?', reply)).toBeNull();
  });
});
