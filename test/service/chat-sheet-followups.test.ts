// @vitest-environment node
// Spreadsheet follow-ups (issue #11, rev16c class 4/5): "And at Crane Bridge?" after a superlative asks it again of
// the other value of the same column (chat-swap.ts swappedQuestion); "that month" is the row the previous reply gave
// first (demonstrativeRow); "lay out the 2025 Holloway Barn counts in a table" gives the source's rows the request
// keeps (chat-sheet.ts), a year matching its ISO months (table-filter.ts). Spreadsheet in roost-counts.fixture.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { demonstrativeRow, swappedQuestion } from '../../src/service/chat-swap';
import { sheetTable } from '../../src/service/chat-sheet';
import { columnSays } from '../../src/service/column-words';
import { readPassage } from '../../src/service/passage';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';
import { ROOST_CSV } from './roost-counts.fixture';

// the rows as the library stores a CSV (one "| column: value |" line per row, empty cells left out) and reads them back
const header = (ROOST_CSV.split('\n')[0] ?? '').replace(/_/g, ' ').split(',');
const stored = ROOST_CSV.trim().split('\n').slice(1).map((line) => `| ${line.split(',').flatMap((v, i) => (v === '' ? [] : [`${header[i] ?? ''}: ${v}`])).join(' | ')} |`).join('\n');
const rows = readPassage(stored).sentences.flatMap((s) => (s.cells ? [{ cells: s.cells, text: s.text, citation: 1 }] : []));
const PREVIOUS = 'Which month had the most pipistrelles at Holloway Barn in 2025?';

// The variants tables (own wording). On main before these modules: swap 0/8, "that month" 0/5, tables 0/4.
const SWAPS = ['And at Crane Bridge?', 'What about Crane Bridge?', 'And for Crane Bridge?', 'Same for Crane Bridge?', 'How about the Crane Bridge roost?', 'And Crane Bridge?', '*Crane Bridge*?', 'And at Crane Bridge, then?'];
const THAT_MONTH: [string, string][] = [
  ['How warm was it that month?', '14.8'],
  ['What was the mean temperature that month?', '14.8'],
  ['How many noctules were there that month?', '61'],
  ['How many survey nights were done in that month?', '8'],
  ['What was the temperature in that same month?', '14.8'],
];
const TABLES = ['Can you lay out the 2025 Holloway Barn counts month by month in a table?', 'A table of the 2025 figures for Holloway Barn, please.', 'Put the Crane Bridge rows for 2025 in a table.', 'Show me 2025 at Crane Bridge as a table.'];

describe('swappedQuestion', () => {
  it.each(SWAPS.filter((s) => !s.startsWith('*')))('%j', (fragment) => {
    expect(swappedQuestion(fragment, PREVIOUS, rows.map((r) => r.cells))).toBe('Which month had the most pipistrelles at Crane Bridge in 2025?');
  });
  it.each([
    ['How many pipistrelles were counted at Crane Bridge in June 2025?', 'a question of its own'],
    ['And in 2024?', 'no value of a text column'],
    ['And at Holloway Barn?', 'the value the question already names'],
  ])('%j: none (%s)', (fragment) => expect(swappedQuestion(fragment, PREVIOUS, rows.map((r) => r.cells))).toBeNull());
});

describe('demonstrativeRow', () => {
  const reply = 'In short: For month 2025 and roost Crane Bridge, pipistrelles: 2025-06 (236) > 2025-07 (198) [1]. 2025-06: roost Crane Bridge; survey nights 8; pipistrelles 236; noctules 61; mean temp c 14.8 [1].';
  it.each(THAT_MONTH)('%j', (followUp) => expect(demonstrativeRow(followUp, reply, rows, columnSays)?.text).toMatch(/^2025-06: roost Crane Bridge/));
  it.each(['How warm was it in that barn?', 'What did that survey find?', 'How warm was it?'])('%j: none', (followUp) => expect(demonstrativeRow(followUp, reply, rows, columnSays)).toBeNull());
});

describe('sheetTable', () => {
  it('the 2025 Holloway Barn rows, no total row', () => {
    const t = sheetTable(rows, TABLES[0] ?? '', false);
    expect(t?.lines.slice(2).map((l) => l.split(' | ')[0])).toEqual(['| 2025-05', '| 2025-06', '| 2025-07']);
  });
  it('with totals asked, the total row too', () => expect(sheetTable(rows, 'A table of the 2025 Holloway Barn rows with the season total', true)?.lines.length).toBe(6));
  it('a request that keeps every row, or names nothing: none', () => expect(sheetTable(rows, 'Put it all in a table', false)).toBeNull());
});

describe('spreadsheet follow-ups over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'bat-roost-counts-2024-2025.csv': ROOST_CSV });
  });
  afterAll(async () => {
    await service.close();
  });
  const job = async (): Promise<string> => (await waitForJob(service, await createJob(service, { query: PREVIOUS, reasoning_loops: 1 }))).id;

  it('the research superlative ranks the 2025 rows only, not the total', async () => {
    const j = await waitForJob(service, await createJob(service, { query: PREVIOUS, reasoning_loops: 1 }));
    expect(String(j.content)).toMatch(/^In short: [^\n]*2025-07 \(502\) > 2025-06 \(410\) > 2025-05 \(240\)/);
  });
  it.each(SWAPS)('%j: the superlative again, of Crane Bridge', async (fragment) => {
    expect(await askChat(service, await job(), fragment)).toMatch(/^In short: [^\n]*Crane Bridge[^\n]*2025-06 \(236\) >/);
  });
  it.each(THAT_MONTH)('%j after "And at Crane Bridge?": that row', async (followUp, figure) => {
    const id = await job();
    await askChat(service, id, 'And at Crane Bridge?');
    const reply = await askChat(service, id, followUp);
    expect(reply).toMatch(/^2025-06: roost Crane Bridge/);
    expect(reply).toContain(figure);
  });
  it.each(TABLES)('%j: the rows kept, as a table', async (request) => {
    const reply = await askChat(service, await job(), request);
    const body = reply.split('\n').filter((l) => /^\| 2025-0\d/.test(l));
    expect(body).toHaveLength(3);
    expect(reply).not.toMatch(/2024-0\d|total/);
  });
});
