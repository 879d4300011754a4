// part-given.ts: whether an answer gives the amount or degree a "how …" part asks, so that a note saying the answer
// leaves that part out is not said above a sentence that gives it. Table tests on wordings written for this file.
import { describe, expect, it } from 'vitest';
import { partGiven, partNouns } from '../../src/service/part-given';

describe('partGiven (table)', () => {
  it.each<[string, string, boolean]>([
    ['how full was it', '2024-09: storage pct 38; notes Lowest since 2003.', true],
    ['how full was it', 'The tank was two-thirds full by noon.', true],
    ['how full was it', 'It was the lowest level since 2003.', false],
    ['how long does it last', 'Every newcomer sits a two-hour briefing first.', true],
    ['how long does it last', 'The briefing costs £12 and covers the winches.', false],
    ['how deep is the quarry', 'The quarry is 30 metres deep at its north end.', true],
    ['how deep is the quarry', 'The canal is 2 metres deep at the lock.', false],
    ['how much is a day pass', 'The new roof cost £2 million in 2023.', false],
    ['how many volunteers came', 'About 40 volunteers came.', false],
    ['how often should it be fertilised', 'The trap shuts only when a hair is touched twice within 20 seconds.', false],
    ['how often should it be fed', 'Feed it once a month in summer.', true],
    ['how does it work', 'It runs at 50 percent of capacity.', false],
  ])('%s / %s → %s', (part, answer, given) => {
    expect(partGiven(part, answer)).toBe(given);
  });
});

describe('partNouns (table)', () => {
  it.each<[string, string[]]>([
    ['how deep is the quarry', ['quarry']],
    ['how long does it last', []],
    ['how full was it', []],
  ])('%s → %j', (part, nouns) => {
    expect(partNouns(part)).toEqual(nouns);
  });
});
