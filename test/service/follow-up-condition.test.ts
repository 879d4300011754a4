// The condition a "what if" follow-up asks about (follow-up-condition.ts): read from the follow-up, found in a
// sentence's own condition clauses, and the reply led by the sentence whose condition matches.
import { describe, expect, it } from 'vitest';
import { askedCondition, conditionClauses, conditionLed, conditionMatch } from '../../src/service/follow-up-condition';

describe('askedCondition', () => {
  it.each([
    ["what if I can't afford it?", "I can't afford it"],
    ['And if nobody turns up?', 'nobody turns up'],
    ['What happens if the ferry is cancelled?', 'the ferry is cancelled'],
    ['What should I do if the alarm sounds?', 'the alarm sounds'],
    ['What does it cost?', null],
    ['Why is it closed?', null],
  ])('%s → %s', (q, condition) => {
    expect(askedCondition(q)).toBe(condition);
  });
});

describe('conditionClauses and conditionMatch', () => {
  it('if-clauses and a relative "who cannot" clause', () => {
    expect(conditionClauses('If the ferry is cancelled, the fare is refunded.')).toEqual(['the ferry is cancelled']);
    expect(conditionClauses('Members who cannot pay the fee can ask the treasurer for help.')).toEqual(['cannot pay the fee can ask the treasurer for help']);
    expect(conditionClauses('The fee is £30.')).toEqual([]);
  });
  it('shared words and a negation on both sides count; no condition is 0', () => {
    expect(conditionMatch('the ferry is cancelled', 'If the ferry is cancelled, the fare is refunded.')).toBeGreaterThan(0);
    expect(conditionMatch("I can't afford it", 'Members who cannot pay the fee can ask the treasurer for help.')).toBeGreaterThan(0);
    expect(conditionMatch("I can't afford it", 'The fee is £30, which covers the boat.')).toBe(0);
  });
});

describe('conditionLed', () => {
  const LEAD_IN = /^In short: /;
  it('the sentence whose condition matches leads; the padding after it goes', () => {
    const reply = [
      { text: 'In short: The fee is £30, which covers the boat and lunch.', citations: [1] },
      { text: 'Members who cannot pay the fee can ask the treasurer for help.', citations: [1] },
      { text: 'Please reply to the secretary by Friday.', citations: [1] },
    ];
    expect(conditionLed("what if I can't afford it?", reply, LEAD_IN)?.map((r) => r.text)).toEqual(['In short: Members who cannot pay the fee can ask the treasurer for help.']);
  });
  it('a lead that matches stays, without the sentences after it that match nothing', () => {
    const reply = [
      { text: 'In short: If the ferry is cancelled, the fare is refunded.', citations: [1] },
      { text: 'The ferry leaves at 08:00.', citations: [1] },
    ];
    expect(conditionLed('What happens if the ferry is cancelled?', reply, LEAD_IN)?.map((r) => r.text)).toEqual(['In short: If the ferry is cancelled, the fare is refunded.']);
  });
  it('what the matching sentence\'s source says next (its consequence) stays with it', () => {
    const reply = [
      { text: 'In short: Leave the car and climb into the refuge hut.', citations: [1] },
      { text: 'About a dozen cars are stranded every year.', citations: [1] },
      { text: 'If you are caught by the tide, do not drive on.', citations: [1] },
    ];
    const next = (t: string): string | null => (t === 'If you are caught by the tide, do not drive on.' ? 'Leave the car and climb into the refuge hut.' : null);
    expect(conditionLed('What if I get caught by the tide?', reply, LEAD_IN, () => false, next)?.map((r) => r.text)).toEqual(['In short: If you are caught by the tide, do not drive on.', 'Leave the car and climb into the refuge hut.']);
  });
  it('no "what if", or nothing matching: kept', () => {
    const reply = [
      { text: 'In short: The fee is £30.', citations: [1] },
      { text: 'The ferry leaves at 08:00.', citations: [1] },
    ];
    expect(conditionLed('What does it cost?', reply, LEAD_IN)).toBeNull();
    expect(conditionLed('What if it snows?', reply, LEAD_IN)).toBeNull();
  });
});

describe('conditionLed over the sources the reply left out (pool)', () => {
  const LEAD_IN = /^In short: /;
  const reply = [
    { text: 'In short: Turn the heating back on and check that each radiator heats evenly from top to bottom.', citations: [1] },
    { text: 'Check the gauge: it should read 1 to 1.5 bar when the system is cold.', citations: [1] },
  ];
  const pool = [
    { text: 'Turn the heating back on and check that each radiator heats evenly from top to bottom.', citations: [1] },
    { text: 'If a radiator is cold at the bottom but warm at the top, the problem is usually sludge, not air.', citations: [1] },
    { text: 'Bleeding will not fix that; the system may need a power flush.', citations: [1] },
    { text: 'If the pressure is low, top it up.', citations: [1] },
  ];
  const next = (t: string): string | null => pool[pool.findIndex((p) => p.text === t) + 1]?.text ?? null;
  it('the sources sentence whose condition matches in two words or more leads, with what its source says next', () => {
    expect(conditionLed("what if it's cold at the bottom instead of the top?", reply, LEAD_IN, () => false, next, pool)?.map((r) => r.text).slice(0, 2)).toEqual([
      'In short: If a radiator is cold at the bottom but warm at the top, the problem is usually sludge, not air.',
      'Bleeding will not fix that; the system may need a power flush.',
    ]);
  });
  it('a sources sentence matching in one word only, or no better than the reply, does not', () => {
    expect(conditionLed('what if the pressure drops?', reply, LEAD_IN, () => false, next, pool)).toBeNull();
    expect(conditionLed('what if the system is cold?', reply, LEAD_IN, () => false, next, pool)?.[0]?.text).toBe('In short: Check the gauge: it should read 1 to 1.5 bar when the system is cold.');
  });
});

describe('conditionLed: an FAQ question heading is the condition of the answer under it', () => {
  const LEAD_IN = /^In short: /;
  const reply = [
    { text: 'In short: We send you the scheme details and what to do if there is a dispute.', citations: [1] },
    { text: 'The deposit is capped at five weeks of rent.', citations: [1] },
  ];
  const pool = [
    { text: 'Once you and the landlord have agreed the amount, we pay it back within 10 days.', citations: [1], heading: 'Getting your deposit back' },
    { text: "Either side can use the scheme's free dispute resolution service.", citations: [1], heading: 'What if we cannot agree?' },
    { text: 'An independent adjudicator decides on the evidence.', citations: [1], heading: 'What if we cannot agree?' },
  ];
  const next = (t: string): string | null => pool[pool.findIndex((p) => p.text === t) + 1]?.text ?? null;
  it('the first sentence under the heading leads, with the next; no heading field is left on them', () => {
    const led = conditionLed("what if we can't agree on how much he keeps?", reply, LEAD_IN, () => false, next, pool);
    expect(led?.slice(0, 2)).toEqual([
      { text: "In short: Either side can use the scheme's free dispute resolution service.", citations: [1] },
      { text: 'An independent adjudicator decides on the evidence.', citations: [1] },
    ]);
  });
});
