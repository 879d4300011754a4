// heldBy: a verdict read off one sentence of a chosen point leads with that point, so the sentence is said once.
import { describe, expect, it } from 'vitest';
import { heldBy } from '../../src/service/compose';

const a = { sentences: ['Tin glaze does not fire at stoneware heat.'] };
const ab = { sentences: ['Tin glaze does not fire at stoneware heat.', 'It blisters above 1,100 °C.'] };
const c = { sentences: ['The kiln is fired twice a month.'] };
const empty = { sentences: [] as string[] };

describe('heldBy', () => {
  it.each([
    ['a chosen unit is itself', ab, [ab, c], ab],
    ['a sentence a chosen point holds: that point', a, [c, ab], ab],
    ['held by none: the unit itself (it joins the chosen)', a, [c], a],
    ['an empty unit is never matched to a point', empty, [c, ab], empty],
  ] as const)('%s', (_name, unit, chosen, expected) => {
    expect(heldBy(unit, chosen)).toBe(expected);
  });
});
