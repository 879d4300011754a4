// How selectUnits (src/service/compose.ts) spends the sentence budget: on the best-scoring points wherever they are.
// One source may give more than five points: its sixth, scoring above another source's, is chosen over it (the
// study's fibre figures, not a forum post's baking times); near-duplicates and the budget still bound the answer.
import { describe, expect, it } from 'vitest';
import { selectUnits } from '../../src/service/compose';
import { stemsOf } from '../../src/service/concepts';

const unit = (documentId: string, score: number, sentence: string) => ({ documentId, score, sentences: [sentence], stems: stemsOf(sentence) });

const study = [
  unit('study', 1.0, 'Peak blood glucose after the sourdough was 23 percent lower than after the white bread.'),
  unit('study', 0.9, 'The control was a commercial white sandwich bread leavened with baker yeast.'),
  unit('study', 0.85, 'The test bread was a wheat sourdough fermented for sixteen hours.'),
  unit('study', 0.8, 'Participants rated the two breads as equally filling three hours later.'),
  unit('study', 0.75, 'The authors note that part of the effect may come from the higher fibre.'),
  unit('study', 0.7, 'The sourdough loaf contained 4.1 g of dietary fibre per 100 g.'),
];
const forum = [unit('forum', 0.55, 'My sourdough takes about twelve hours from mixing to oven.')];

describe('selectUnits: the budget goes to the best points', () => {
  const cases: { name: string; units: ReturnType<typeof unit>[]; max: number; chosen: string[]; left: string[] }[] = [
    { name: "a source's sixth point over another source's weaker one", units: [...study, ...forum], max: 6, chosen: ['4.1 g'], left: ['twelve hours'] },
    { name: 'with room for both, both', units: [...study, ...forum], max: 8, chosen: ['4.1 g', 'twelve hours'], left: [] },
    { name: 'the budget still bounds the answer', units: [...study, ...forum], max: 5, chosen: ['23 percent'], left: ['4.1 g', 'twelve hours'] },
    {
      name: 'a near-duplicate is still left out',
      units: [unit('a', 1, 'The ferry crossing takes forty minutes each way.'), unit('b', 0.9, 'The ferry crossing takes forty minutes each way in summer.')],
      max: 8,
      chosen: ['each way.'],
      left: ['in summer'],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const text = selectUnits(c.units, c.max).map((u) => u.sentences.join(' ')).join(' | ');
      for (const s of c.chosen) expect(text).toContain(s);
      for (const s of c.left) expect(text).not.toContain(s);
      expect(selectUnits(c.units, c.max).reduce((n, u) => n + u.sentences.length, 0)).toBeLessThanOrEqual(c.max);
    });
  }
});
