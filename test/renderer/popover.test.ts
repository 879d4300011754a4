// Where a citation pill's popover opens: the answer's column scrolls and clips what overflows it, so
// the popover opens towards the room there is (found on a screenshot: it was cut at the sources panel), below the
// pill unless there is no room there (found on another: above, it covered the verdict line).
import { describe, expect, it } from 'vitest';
import { popoverPlacement } from '../../src/renderer/src/lib/citations';

const column = { left: 290, right: 1030, top: 0, bottom: 800 };

describe('popoverPlacement', () => {
  it.each([
    // below by default: above, it covered the sentence being checked (and the verdict line over it)
    ['a pill in the middle of the column', { left: 500, right: 524, top: 400, bottom: 420 }, { end: false, below: true }],
    ['a pill near the right edge (the sources panel beside it)', { left: 790, right: 814, top: 500, bottom: 520 }, { end: true, below: true }],
    ['a pill on the first line, under the column top', { left: 400, right: 424, top: 60, bottom: 80 }, { end: false, below: true }],
    ['a pill in the top right corner', { left: 1000, right: 1024, top: 20, bottom: 40 }, { end: true, below: true }],
    ['exactly enough room to the right', { left: 690, right: 714, top: 400, bottom: 420 }, { end: false, below: true }],
    // no room below (the column's last lines): above
    ['a pill near the column bottom', { left: 500, right: 524, top: 700, bottom: 720 }, { end: false, below: false }],
  ])('%s', (_name, pill, expected) => {
    expect(popoverPlacement(pill, column)).toEqual(expected);
  });
});
