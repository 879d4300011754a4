// A yes/no question answered by one row of a table (src/service/table-verdict.ts): the cell of the column the question
// names, of the row it names, read as a yes or a no; never a "No" or a "Yes" in another cell. Table tests on rows written
// here, then answers over the real service on documents written here (session 28: "Is the tandem electric?" over a row
// "electric No; child seat No" was answered yes, "Does the city cruiser have a child seat?" over "child seat Yes" no).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellReading, tableVerdict } from '../../src/service/table-verdict';
import type { TableCell } from '../../src/service/passage';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('how a cell answers a yes or no (table)', () => {
  it.each<[string, 'yes' | 'no' | 'has' | null]>([
    ['Yes', 'yes'],
    ['✓', 'yes'],
    ['No', 'no'],
    ['None', 'no'],
    ['Closed', 'no'],
    ['–', 'no'],
    ['No (summer only)', 'no'],
    ['Yes, £2 extra', 'yes'],
    ['11am-12pm', 'has'],
    ['£40', 'has'],
    ['', null],
    ['?', null],
  ])('cellReading(%j) → %s', (value, expected) => {
    expect(cellReading(value)).toBe(expected);
  });
});

const row = (label: string, cells: Record<string, string>, labelName = 'Bike'): TableCell[] => [{ name: labelName, value: label }, ...Object.entries(cells).map(([name, value]) => ({ name, value }))];
const BIKES = [row('City cruiser', { electric: 'No', 'child seat': 'Yes', 'day rate': '£15' }), row('Trail e-bike', { electric: 'Yes', 'child seat': 'No', 'day rate': '£40' }), row('Tandem', { electric: 'No', 'child seat': 'No', 'day rate': '£30' })];
const POOL = [
  row('Lane swimming', { monday: '7-9am', saturday: '8-10am', sunday: 'Closed' }, 'Session'),
  row('Aqua aerobics', { monday: '10-11am', saturday: '11am-12pm', sunday: 'None' }, 'Session'),
  row('Family swim', { monday: 'None', saturday: '1-4pm', sunday: '1-4pm' }, 'Session'),
];
const HOURS = [row('Monday', { opens: '9am', closes: '5pm' }, 'Day'), row('Thursday', { opens: '9am', closes: '8pm' }, 'Day')];

describe('the verdict of the row and column asked (table)', () => {
  const read = (rows: TableCell[][], lead: number, query: string): string => {
    const verdict = tableVerdict(rows, lead, query);
    return verdict ? `${rows[verdict.row]?.[0]?.value ?? ''}: ${verdict.verdict}` : 'none';
  };
  it.each<[string, TableCell[][], number, string, string]>([
    // the asked column's cell decides, not a mark in another cell
    ['the tandem is not electric', BIKES, 2, 'Is the tandem electric?', 'Tandem: no'],
    ['the city cruiser has a child seat', BIKES, 0, 'Does the city cruiser have a child seat?', 'City cruiser: yes'],
    // the row the question names, whichever row the answer led with
    ['the named row, not the lead', BIKES, 2, 'Is the trail e-bike electric?', 'Trail e-bike: yes'],
    ['a no-mark under the day asked', POOL, 2, 'Is there a family swim on Mondays?', 'Family swim: no'],
    ['"Closed" under the day asked', POOL, 0, 'Is there lane swimming on Sunday?', 'Lane swimming: no'],
    // a value that is no mark decides nothing ("late" is not said by "8pm"; a time says nothing of agreeing)
    ['a time is no mark', HOURS, 1, 'Is the library open late on Thursdays?', 'none'],
    ['a session time is no mark either', POOL, 2, 'Can I do aqua aerobics on a Saturday?', 'none'],
    // no column asked: no verdict from the row
    ['no column named', BIKES, 2, 'Is the tandem good for hills?', 'none'],
  ])('%s', (_what, rows, lead, query, expected) => {
    expect(read(rows, lead, query)).toBe(expected);
  });
});

describe('answers over the real service: a yes/no read off a table row', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'bikes.md': '---\ntitle: Bike hire fleet\n---\n\n| Bike | Electric | Child seat | Day rate |\n|---|---|---|---|\n| City cruiser | No | Yes | £15 |\n| Trail e-bike | Yes | No | £40 |\n| Tandem | No | No | £30 |\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it.each<[string, RegExp]>([
    ['Is the tandem electric?', /point to no/],
    ['Does the city cruiser have a child seat?', /point to yes/],
  ])('%s', async (query, verdict) => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(verdict);
  });
});
