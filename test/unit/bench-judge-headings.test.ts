// The answers bench judge's check for a document's heading line glued onto a cited sentence
// (bench/judge-headings.ts), on lines written here.
import { describe, expect, it } from 'vitest';
import { gluedHeading } from '../../bench/judge-headings';

const REPORT = `HOLLINS CANAL LOCK RESTORATION

1. OVERVIEW
In 2023 volunteers drained Lock 4 and removed 140 tonnes of silt.

2. DIFFICULTIES
Nine coping stones cracked in the frost. They were replaced with granite.

The stone came from a quarry near
Settle, where it was cut to size.
`;

describe('gluedHeading (table)', () => {
  it.each<[string, boolean]>([
    ['OVERVIEW In 2023 volunteers drained Lock 4 and removed 140 tonnes of silt [1].', true],
    ['In short: 1. OVERVIEW In 2023 volunteers drained Lock 4 [1].', true],
    ['[DIFFICULTIES Nine coping stones] were replaced with granite [1].', true],
    ['In 2023 volunteers drained Lock 4 and removed 140 tonnes of silt [1].', false],
    ['[Nine coping stones] were replaced with granite [1].', false],
    // a line wrapped inside a sentence is no heading
    ['The stone came from a quarry near Settle, where it was cut to size [1].', false],
  ])('%j → %s', (sentence, expected) => {
    expect(gluedHeading(sentence, REPORT)).toBe(expected);
  });
});
