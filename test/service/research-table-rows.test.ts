// Which table row answers a "which" question (src/service/table-rows.ts rowWeights, used by
// compose.ts scoreUnits): the value in the column the question names (Yes/No), or the extreme figure
// a superlative asks for, leads, not the table's first row. Tables written here (tents, ferry routes).
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import { cellFigure, rowWeights } from '../../src/service/table-rows';
import { chunkParagraphs } from '../../src/service/text';

const row = (item: string, weight: string, dogs: string): { name: string; value: string }[] => [
  { name: 'Tent', value: item },
  { name: 'Weight', value: weight },
  { name: 'Dogs allowed', value: dogs },
];
const rows = [row('Ridge 2', '2.1 kg', 'No'), row('Dome 3', '3.4 kg', 'No'), row('Tunnel 4', '1.6 kg', 'Yes, on a lead')];

describe('rowWeights', () => {
  it.each<[string, string[], number[]]>([
    ['the named Yes/No column', ['tent', 'dogs', 'allowed'], [0.5, 0.5, 1.5]],
    ['a superlative over a named figure column', ['tent', 'lowest', 'weight'], [1, 1, 1.5]],
    ['the largest figure', ['tent', 'highest', 'weight'], [1, 1.5, 1]],
    ['no column named', ['tent', 'colour'], [1, 1, 1]],
  ])('%s', (_, terms, expected) => {
    expect(rowWeights(rows, terms)).toEqual(expected);
  });
  it('a speed superlative reads the time column, units included', () => {
    const routes = [
      [{ name: 'Route', value: 'North ferry' }, { name: 'Crossing', value: '2 hours' }],
      [{ name: 'Route', value: 'South ferry' }, { name: 'Crossing', value: '45 minutes' }],
    ];
    expect(rowWeights(routes, ['route', 'quickest'])).toEqual([1, 1.5]);
  });
  it.each<[string, number | null]>([
    ['4 to 6 weeks', 4 * 10080],
    ['1 to 3 months', 43200],
    ['2.1 kg', 2.1],
    ['a kitchen cupboard', null],
    // thousands separators are thousands, a lone comma with fewer or more than three digits a decimal comma
    ['1,240 visitors', 1240],
    ['12,500,000', 12500000],
    ['2,5 kg', 2.5],
    ['£3,400', 3400],
  ])('cellFigure(%s)', (value, expected) => {
    expect(cellFigure(value)).toBe(expected);
  });
});

const TENTS = `---
title: Three tents for a weekend
url: https://outdoors.example/tents
---

# Three tents for a weekend

We pitched three tents on the same field. They differ in weight and in the campsites that take them.

| Tent | Weight | Dogs allowed |
|---|---|---|
| Ridge Lite Pro 2 | 2.1 kg | No |
| Tunnel 4 | 1.6 kg | Yes |
| Dome 3 | 3.4 kg | No |
`;

describe('a composed "which" answer leads with the row that answers', () => {
  it('the row whose named column says yes, and the lightest for "lowest weight"', async () => {
    const doc = await extractDocument(Buffer.from(TENTS), 'tents.md');
    const passages = chunkParagraphs(doc.paragraphs).map((text) => ({ documentId: 'tents', text }));
    const documents = new Map([['tents', { title: 'Three tents for a weekend', url: 'https://outdoors.example/tents' }]]);
    expect(compose('Which tent are dogs allowed in?', passages, documents).sentences[0]?.original).toMatch(/^Tunnel 4/);
    // a superlative's lead names the extreme row first, then the others in order (table-extreme.ts); its row follows
    const lightest = compose('Which tent has the lowest weight?', passages, documents).sentences;
    expect(lightest[0]?.original).toMatch(/^Weight: Tunnel 4 \(1\.6 kg\) < Ridge Lite Pro 2/);
    expect(lightest[1]?.original).toMatch(/^Tunnel 4/);
  });
});
