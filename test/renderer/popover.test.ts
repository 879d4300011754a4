// Where a citation pill's popover opens: the answer's column scrolls and clips what overflows it, so
// the popover opens towards the room there is (found on a screenshot: it was cut at the sources panel).
import { describe, expect, it } from 'vitest';
import { popoverPlacement } from '../../src/renderer/src/lib/citations';

const column = { left: 290, right: 1030, top: 0 };

describe('popoverPlacement', () => {
  it.each([
    ['a pill in the middle of the column', { left: 500, right: 524, top: 400 }, { end: false, below: false }],
    ['a pill near the right edge (the sources panel beside it)', { left: 790, right: 814, top: 500 }, { end: true, below: false }],
    ['a pill on the first line, under the column top', { left: 400, right: 424, top: 60 }, { end: false, below: true }],
    ['a pill in the top right corner', { left: 1000, right: 1024, top: 20 }, { end: true, below: true }],
    ['exactly enough room to the right', { left: 690, right: 714, top: 400 }, { end: false, below: false }],
  ])('%s', (_name, pill, expected) => {
    expect(popoverPlacement(pill, column)).toEqual(expected);
  });
});
