// The row a question names leads (src/service/table-rows.ts namedRowWeights): every row of a table
// carries the same column names, so "How much is a pedalo for an hour?" shares its words with every row
// alike; the row whose label (its first cell) the question names, "Pedalo", is the answer and the other
// rows are the table around it. "How thick…" asks for an amount like "How deep…" (concepts.ts). The
// table, the lines and the questions are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isQuantityQuestion, questionKind } from '../../src/service/concepts';
import type { TableCell } from '../../src/service/passage';
import type { RunningService } from '../../src/service/server';
import { namedColumn, namedRowWeights, rowWeights } from '../../src/service/table-rows';
import { stem } from '../../src/service/text';
import { createJob, startLibraryService, waitForJob } from './helpers';

const row = (label: string, value: string): TableCell[] => [
  { name: 'Boat', value: label },
  { name: 'Per hour', value },
];
const BOATS = [row('Rowing boat', '£12'), row('Canoe', '£10'), row('Pedalo', '£15'), row('Electric launch', '£30'), row('Sailing dinghy', '£22')];

describe('namedRowWeights (table)', () => {
  it.each<[string, TableCell[][], number[]]>([
    ['How much does it cost to hire a pedalo for an hour?', BOATS, [0.7, 0.7, 1.5, 0.7, 0.7]],
    ['Is a canoe cheaper than a rowing boat?', BOATS, [1.5, 1.5, 0.7, 0.7, 0.7]],
    // no row named, or most of them: the rows weigh alike
    ['How much does a boat cost per hour?', BOATS, [1, 1, 1, 1, 1]],
    ['Which boat is best for a family?', BOATS, [1, 1, 1, 1, 1]],
    ['Can I take a boat, a canoe, a pedalo or a launch out?', BOATS, [1, 1, 1, 1, 1]],
    // a word every label has tells no row apart
    ['How much is a blue boat?', [row('Blue boat', '£5'), row('Red boat', '£6'), row('Green boat', '£7')], [1.5, 0.7, 0.7]],
    ['How much is a boat?', [row('Blue boat', '£5'), row('Red boat', '£6'), row('Green boat', '£7')], [1, 1, 1]],
  ])('%j', (query, rows, expected) => {
    expect(namedRowWeights(rows, query)).toEqual(expected);
  });
});

describe('a column named without its unit or rate, and "the most" of it (table)', () => {
  const pegs = [
    [{ name: 'Peg', value: 'Peg 1' }, { name: 'Bait', value: 'maggots' }, { name: 'Fish caught per hour', value: '6' }],
    [{ name: 'Peg', value: 'Peg 2' }, { name: 'Bait', value: 'sweetcorn' }, { name: 'Fish caught per hour', value: '11' }],
    [{ name: 'Peg', value: 'Peg 3' }, { name: 'Bait', value: 'bread' }, { name: 'Fish caught per hour', value: '4' }],
  ];
  const stems = (q: string): Set<string> => new Set(q.toLowerCase().match(/\p{L}+/gu)?.map(stem) ?? []);
  it.each<[string, string, string | undefined]>([
    ['Fish caught per hour', 'Which peg had the most fish caught?', 'Fish caught per hour'],
    ['Top speed (km/h)', 'Which boat has the highest top speed?', 'Top speed (km/h)'],
    ['Weight in kg per metre', 'How heavy is the rope?', undefined],
  ])('%j named by %j', (column, query, expected) => {
    expect(namedColumn([{ name: 'Label', value: 'x' }, { name: column, value: '1' }], stems(query))?.name).toBe(expected);
  });
  it.each<[string, number[]]>([
    ['Which peg had the most fish caught?', [1, 1.5, 1]],
    ['At which peg were the fewest fish caught?', [1, 1, 1.5]],
    ['Which peg used sweetcorn?', [1, 1, 1]],
  ])('%j', (query, expected) => {
    expect(rowWeights(pegs, ['peg', 'fish', 'caught', 'sweetcorn'].filter((t) => query.toLowerCase().includes(t)), query)).toEqual(expected);
  });
});

describe('"How thick…" asks for an amount (table)', () => {
  it.each<[string, boolean]>([
    ['How thick must the ice be before a tractor can cross it?', true],
    ['How thin can the walls of the vase be?', true],
    ['How does the ice grow thicker?', false],
  ])('%j → %s', (query, quantity) => {
    expect(isQuantityQuestion(query)).toBe(quantity);
    expect(questionKind(query)).toBe(quantity ? 'what' : 'how');
  });
});

const HIRE = `# Boat hire on Brackmere Lake

Boats can be hired from the jetty by the café between April and October. Life jackets are included in the price.

| Boat | Per hour | Per day | Seats |
|---|---|---|---|
| Rowing boat | £12 | £45 | 4 |
| Canoe | £10 | £38 | 2 |
| Pedalo | £15 | not hired by the day | 4 |
| Electric launch | £30 | £120 | 6 |
| Sailing dinghy | £22 | £80 | 3 |

Children under 14 must be accompanied by an adult in every boat.
`;

const DEPTH = `# Water depth needed by boat

| Boat | Depth of water needed |
|---|---|
| Canoe | 20 cm |
| Rowing boat | 40 cm |
| Small sailing dinghy | 60 cm |
| Keelboat | 120 cm |
| Motor cruiser | 90 cm |

Depths are for calm water; add 20 cm where there are waves.
`;

describe('over the real service: the row the question names leads, the other rows are not its answer', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'brackmere-boats.md': HIRE, 'boat-depths.md': DEPTH, 'brackmere-pegs.csv': 'peg,bait,fish caught per hour,notes\nPeg 1,maggots,6,nearest the car park\nPeg 2,sweetcorn,11,under the willow\nPeg 3,"bread, paste",4,shallow\n' });
  });
  afterAll(async () => {
    await service.close();
  });
  it.each<[string, RegExp, RegExp]>([
    ['How much does it cost to hire a pedalo for an hour on Brackmere Lake?', /^In short[^:]*: Pedalo: per hour £15/m, /Canoe:|Rowing boat:|Electric launch:/],
    ['How much water does a motor cruiser need under it?', /^In short[^:]*: Motor cruiser: depth of water needed 90 cm/m, /Canoe:|Keelboat:|Rowing boat:/],
    ['Is 50 cm of water enough for a rowing boat?', /: Rowing boat: depth of water needed 40 cm/, /Canoe:|Keelboat:|Motor cruiser:/],
    // the column named without its rate, and the most of it
    // (named first in the sentence that lists the pegs by it, table-extreme.ts; its row right after)
    ['At which peg on Brackmere were the most fish caught?', /^In short[^:]*: Fish caught per hour: Peg 2 \(11\) >[^\n]*\[1\]\. Peg 2: bait sweetcorn; fish caught per hour 11/m, /^In short[^:]*: Peg [13]/m],
  ])('%j', async (query, lead, otherRows) => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(lead);
    expect(job.content).not.toMatch(otherRows);
  });
});
