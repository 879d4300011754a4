// The account's limits: which value holds (set, learned, the account's own, documented) and what a
// job creation's answer teaches (src/main/sync/limits.ts), as tables.
import { describe, expect, it } from 'vitest';
import { parseLimitInput } from '../../src/shared/limits';
import { heldBudget, heldLimit, learnFromAnswer, limitProblem, type DatedLimit, type HeldLimit, type Learned, type LimitFacts } from '../../src/main/sync/limits';

const at = (value: number, time: number): DatedLimit => ({ value, at: time });

describe('heldLimit', () => {
  it.each<[string, number | undefined, DatedLimit | undefined, DatedLimit | undefined, HeldLimit]>([
    ['nothing known: the docs, shown as unknown and not gating', undefined, undefined, undefined, { value: 5, source: 'documented', gates: false }],
    ["the account's own (the local service's) gates", 3, undefined, undefined, { value: 3, source: 'account', gates: true }],
    ['set by the user gates', undefined, at(10, 100), undefined, { value: 10, source: 'set', gates: true }],
    ['learned only: known, but the service holds research (no gate)', undefined, undefined, at(7, 50), { value: 7, source: 'learned', gates: false }],
    ['learned after the user set it: the newer wins, and still gates', undefined, at(10, 100), at(7, 200), { value: 7, source: 'learned', gates: true }],
    ['set after something was learned: the user wins', undefined, at(10, 300), at(7, 200), { value: 10, source: 'set', gates: true }],
    ['learned beats the account default', 5, undefined, at(4, 1), { value: 4, source: 'learned', gates: true }],
  ])('%s', (_name, account, set, learned, expected) => {
    expect(heldLimit(5, account, set, learned)).toEqual(expected);
  });
});

describe('heldBudget', () => {
  it.each<[string, number | null | undefined, DatedLimit | undefined, DatedLimit | undefined, HeldLimit | null]>([
    ['the embedded library (given as none) has no budget', null, undefined, undefined, null],
    ['nothing set or learned (in an old mirror) brings one back there', null, at(10, 100), at(200, 50), null],
    ['an account with a budget of its own holds it', 300, undefined, undefined, { value: 300, source: 'account', gates: true }],
    ['unknown: the docs, not gating', undefined, undefined, undefined, { value: 200, source: 'documented', gates: false }],
  ])('%s', (_name, account, set, learned, expected) => {
    expect(heldBudget(200, account, set, learned)).toEqual(expected);
  });
});

describe('learnFromAnswer', () => {
  const documentedLimit = (value: number): HeldLimit => ({ value, source: 'documented', gates: false });
  const knownLimit = (value: number): HeldLimit => ({ value, source: 'learned', gates: false });
  const facts = (over: Partial<LimitFacts>): LimitFacts => ({ concurrency: documentedLimit(5), budget: documentedLimit(200), running: 0, loopsUsed: 0, ...over });
  const docs = { concurrency: 5, budget: 200 };
  it.each<[string, LimitFacts, 'rate_limited' | 'accepted', Learned]>([
    ['a 429 at 2 running (little used) lowers the concurrency limit to 2', facts({ running: 2, loopsUsed: 10 }), 'rate_limited', { concurrency: 2 }],
    ['a 429 at 5 running confirms 5', facts({ running: 5, loopsUsed: 10 }), 'rate_limited', { concurrency: 5 }],
    ['a 429 with nothing running is the budget, at the loops used', facts({ running: 0, loopsUsed: 120 }), 'rate_limited', { budget: 120 }],
    ['a 429 with nothing running and nothing used teaches nothing', facts({ running: 0, loopsUsed: 0 }), 'rate_limited', {}],
    ['a 429 below a known concurrency limit is the budget', facts({ concurrency: knownLimit(8), running: 3, loopsUsed: 150 }), 'rate_limited', { budget: 150 }],
    ['a 429 at 2 running with the documented budget used up is the budget', facts({ running: 2, loopsUsed: 230 }), 'rate_limited', { budget: 230 }],
    ['a 429 the known budget explains teaches nothing', facts({ budget: knownLimit(100), running: 1, loopsUsed: 100 }), 'rate_limited', {}],
    ['a 429 with the running count unknown teaches nothing', facts({ running: null, loopsUsed: 50 }), 'rate_limited', {}],
    ['a 429 below the known limit with the loops unknown (2025-08-08) teaches nothing', facts({ concurrency: knownLimit(8), running: 3, loopsUsed: null }), 'rate_limited', {}],
    ['accepted at 5 running raises 5 to 6', facts({ running: 5 }), 'accepted', { concurrency: 6 }],
    ['accepted at 7 running raises 5 to 8', facts({ running: 7 }), 'accepted', { concurrency: 8 }],
    ['accepted below the limits teaches nothing', facts({ running: 3, loopsUsed: 20 }), 'accepted', {}],
    ['no budget (the embedded library): a 429 with jobs running is the concurrency limit', facts({ budget: null, running: 2, loopsUsed: 500 }), 'rate_limited', { concurrency: 2 }],
    ['no budget: a 429 with nothing running teaches nothing (never a budget)', facts({ budget: null, running: 0, loopsUsed: 500 }), 'rate_limited', {}],
    ['no budget: accepted past 200 loops teaches no budget', facts({ budget: null, running: 1, loopsUsed: 900 }), 'accepted', {}],
    ['accepted at a known budget raises it past the loops used', facts({ budget: knownLimit(100), running: 1, loopsUsed: 130 }), 'accepted', { budget: 131 }],
    ['accepted past the documented budget teaches nothing (the docs are only an assumption)', facts({ running: 1, loopsUsed: 250 }), 'accepted', {}],
    ['accepted with the counts unknown teaches nothing', facts({ running: null, loopsUsed: null }), 'accepted', {}],
  ])('%s', (_name, f, outcome, expected) => {
    expect(learnFromAnswer(f, outcome, docs)).toEqual(expected);
  });
});

describe('limitProblem', () => {
  it.each<[string, 'concurrency' | 'budget', number | null, RegExp | null]>([
    ['forgetting is fine', 'budget', null, null],
    ['a whole number is fine', 'concurrency', 12, null],
    ['zero is refused', 'concurrency', 0, /whole number from 1 to 1,000/],
    ['a fraction is refused', 'budget', 2.5, /monthly loop budget must be a whole number/],
    ['absurdly many is refused', 'budget', 1e9, /1 to 10,000,000/],
  ])('%s', (_name, kind, value, expected) => {
    const problem = limitProblem(kind, value);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe('parseLimitInput (the Settings form)', () => {
  it.each<[string, 'concurrency' | 'budget', string, ReturnType<typeof parseLimitInput>]>([
    ['empty forgets the limit', 'budget', '  ', { value: null }],
    ['a whole number sets it', 'concurrency', ' 8 ', { value: 8 }],
    ['words are refused in words', 'budget', 'lots', { problem: 'The monthly loop budget must be a whole number from 1 to 10,000,000.' }],
    ['a negative number is refused', 'concurrency', '-3', { problem: 'The number of jobs running at once must be a whole number from 1 to 1,000.' }],
  ])('%s', (_name, kind, text, expected) => {
    expect(parseLimitInput(kind, text)).toEqual(expected);
  });
});
