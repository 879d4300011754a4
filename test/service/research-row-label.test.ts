// A table row cited as a sentence keeps its first column's name when its first cell is only a code or a
// number ("Plot C: crop barley; …", not "C: crop barley; …"; src/service/passage.ts rowLabel). A first cell
// that says what the row is ("Barley") stays as it is. The allotment trial CSV below is written for this test.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { csvAsMarkdown, pipeTableRows } from '../../src/service/extract';
import { rowLabel, rowSentence } from '../../src/service/passage';

describe('rowLabel (pure)', () => {
  it.each<[string, string, string]>([
    ['plot', 'C', 'Plot C'],
    ['Year', '2019', 'Year 2019'],
    ['bed', 'A3', 'Bed A3'],
    ['crop', 'Barley', 'Barley'],
    ['Type', 'Tubular', 'Tubular'],
    ['', 'C', 'C'],
    ['c', 'C', 'C'],
  ])('rowLabel(%j: %j) → %j', (name, value, expected) => {
    expect(rowLabel({ name, value })).toBe(expected);
  });
  it('rowSentence names the code with its column', () => {
    expect(rowSentence([{ name: 'plot', value: 'C' }, { name: 'crop', value: 'barley' }, { name: 'yield kg', value: '14' }])).toBe('Plot C: crop barley; yield kg 14.');
  });
});

const csv = `plot,crop,mulch,yield_kg,notes
A,potatoes,straw,31,"Blight in late July"
B,potatoes,none,22,"Dry soil by August"
C,onions,straw,12,"Highest onion yield of the trial"`;

describe('compose: a CSV row cited with its first column', () => {
  it('the lead row is "Plot C: …", never a bare "C: …"', () => {
    // the rows as the library stores them: one line per row, each cell with its column's name (extract.ts)
    const passages = [{ documentId: 'trial', text: (pipeTableRows((csvAsMarkdown(csv) ?? '').split('\n')) ?? []).join('\n') }];
    const answer = compose('Which plot of the allotment trial gave the highest onion yield?', passages, new Map([['trial', { title: 'allotment mulch trial', url: 'file:///trial.csv' }]]));
    expect(answer.content).toMatch(/Plot C: crop onions; mulch straw; yield kg 12/);
    expect(answer.content).not.toMatch(/(?:^|[.:]\s)C: crop onions/);
  });
});
