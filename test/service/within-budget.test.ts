// The answer's points within its budget of sentences (compose.ts withinBudget): the last point not kept goes first,
// never below the floor, never a kept point.
import { describe, expect, it } from 'vitest';
import { withinBudget } from '../../src/service/compose';

const point = (name: string, n: number) => ({ name, sentences: Array.from({ length: n }, (_x, i) => `${name} ${i}.`) });
const a = point('a', 3);
const b = point('b', 2);
const c = point('c', 2);
const d = point('d', 1);

describe('withinBudget', () => {
  it.each<[string, ReturnType<typeof point>[], number, number, ReturnType<typeof point>[], ReturnType<typeof point>[]]>([
    ['within the budget: unchanged', [a, b, c], 7, 1, [], [a, b, c]],
    ['over it: the last go first', [a, b, c, d], 5, 1, [], [a, b]],
    ['never below the floor', [a, b, c], 2, 2, [], [a, b]],
    ['a kept point stays, the one before it goes', [a, b, c], 5, 1, [c], [a, c]],
    ['only kept points left to drop: they stand', [a, b], 2, 1, [a, b], [a, b]],
    ['the lead last and kept (once a loop that never ended)', [d, b, a], 4, 1, [a], [d, a]],
  ])('%s', (_name, points, max, floor, keep, expected) => {
    expect(withinBudget(points, max, floor, keep).map((p) => p.name)).toEqual(expected.map((p) => p.name));
  });
});
