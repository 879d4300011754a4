// "Explain that simply" (plain-retell.ts): fewer sentences than the reply had, each without its asides, never the same text.
import { describe, expect, it } from 'vitest';
import { plainCount, plainerSentence, plainRetelling } from '../../src/service/plain-retell';

describe('plainCount', () => {
  it.each([
    [3, undefined, 2],
    [2, undefined, 1],
    [1, undefined, 1],
    [5, undefined, 2],
    [3, 3, 3], // a count asked is kept
  ] as const)('%i sentences before, %s asked → %i', (previous, asked, n) => {
    expect(plainCount(previous, asked)).toBe(n);
  });
});

describe('plainerSentence', () => {
  it.each([
    ['East Water, the local water company, paid £900,000 because rewetting reduces nitrate.', 'East Water paid £900,000 because rewetting reduces nitrate.'],
    ['The alarm did not sound because it had been switched off, a fact that police believe the thieves knew.', 'The alarm did not sound because it had been switched off.'],
    ['The hall (built in 1878) reopens in May.', 'The hall reopens in May.'],
    ['The ferry, which has run since 1952, stops in winter.', 'The ferry stops in winter.'],
    // no aside: unchanged
    ['The project cost £1.3 million.', 'The project cost £1.3 million.'],
    // a list between commas is no aside
    ['Cranes, bitterns and otters returned, and water voles followed.', 'Cranes, bitterns and otters returned, and water voles followed.'],
  ])('%s', (sentence, plain) => {
    expect(plainerSentence(sentence)).toBe(plain);
  });
});

describe('plainRetelling', () => {
  it('never the same text: a reply with no asides loses its last sentence', () => {
    const previous = [{ text: 'The project cost £1.3 million.' }, { text: 'The rest came from a grant.' }];
    expect(plainRetelling(previous, previous).map((s) => s.text)).toEqual(['The project cost £1.3 million.']);
  });
  it('one sentence with no aside: its first clause', () => {
    const previous = [{ text: 'Most of it came from the county fund, and the Friends raised the remaining £140,000 through book sales.' }];
    expect(plainRetelling(previous, previous).map((s) => s.text)).toEqual(['Most of it came from the county fund.']);
  });

  it('asides dropped: a different text already', () => {
    const previous = [{ text: 'East Water, the local water company, paid £900,000.' }];
    expect(plainRetelling(previous, previous).map((s) => s.text)).toEqual(['East Water paid £900,000.']);
  });
});
