// @vitest-environment node
// A follow-up read against the job's own tables (table-ask.ts), and the readings it rests on: the operation asked
// (extreme, total, a sum of the rows named, the next or previous row), the row the last reply led with, the rows a sum's
// parts name; a price superlative ranks the money column (table-rows.ts), a verb names a column by its root
// (column-words.ts verbColumn: "lost" → losses, over the counted noun), a number word is no total (total-words.ts), a
// modifier before a row's noun is no total row ("Full plot"), a word of money is said by a money column (coverage).
// Then through the real service: a CSV job and its chat follow-ups. On main before: every follow-up below was refused
// or answered with another row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { readPassage } from '../../src/service/passage';
import { askedFirst, serviceNotListed, asksRowStep, ledRow, rowsNamedInParts, statedColumn, tableFollowUp, tableOperation, type AskedRow } from '../../src/service/table-ask';
import { extremeOrder, isAggregateLabel, namedRowWeights, superlativeHead } from '../../src/service/table-rows';
import { aggregateAsked, aggregateColumn } from '../../src/service/table-aggregate';
import { moneyHeader, verbColumn } from '../../src/service/column-words';
import { isTotalWord } from '../../src/service/total-words';
import { isNumberWord } from '../../src/service/number-words';
import { commonScale } from '../../src/service/table-units';
import { conceptsOf } from '../../src/service/concepts';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const HIVES_CSV = `apiary,hives,losses,queenless,remarks
Eastfold,12,2,1,windy ridge
Millbeck,8,4,0,
Sandy Lane,15,1,2,new queens in May
Top Meadow,5,0,0,
`;
const FERRY_CSV = `crossing,single fare (EUR),return fare (EUR),minutes
Harbour to Isle,6,10,25
Isle to Point,4,7,15
Harbour to Point,9,15,40
Point to Lighthouse,3,5,10
`;

const REPAIRS_CSV = `repair,price (GBP),days
Phone screen replacement,60,1
Phone battery swap,35,1
Laptop keyboard replacement,80,3
Case engraving,12,2
`;

/** The rows as the library stores a CSV (one "| column: value |" line per row) and reads them back. */
function rowsOf(csv: string): AskedRow[] {
  const [head = '', ...lines] = csv.trim().split('\n');
  const names = head.split(',');
  const stored = lines.map((l) => `| ${l.split(',').flatMap((v, i) => (v === '' ? [] : [`${(names[i] ?? '').replace(/_/g, ' ')}: ${v}`])).join(' | ')} |`).join('\n');
  return readPassage(stored).sentences.flatMap((s) => (s.cells ? [{ cells: s.cells, citation: 1, documentId: 'd' }] : []));
}
const hives = rowsOf(HIVES_CSV);
const ferry = rowsOf(FERRY_CSV);

describe('tableOperation', () => {
  it.each([
    ['Which crossing is cheapest?', 'extreme'],
    ['And the longest?', 'extreme'],
    ['What would Harbour to Isle plus Isle to Point come to?', 'sum'],
    ['Add those two together.', 'sum'],
    ['What did they lose in total?', 'total'],
    ['What is the average fare?', 'average'],
    ['And the next one?', 'next'],
    ['What about the row after that?', 'next'],
    ['And the previous one?', 'previous'],
    ['Who runs the ferry?', null],
    ['What about half a day on the island?', null],
    ['Do all five crossings run on Sundays?', null],
  ])('%j → %s', (text, op) => expect(tableOperation(text)).toBe(op));
  it('a row step is asked by next and previous only', () => {
    expect(asksRowStep('And the next one in the table?')).toBe(true);
    expect(asksRowStep('Put the totals in a table')).toBe(false);
  });
});

describe('ledRow and rowsNamedInParts', () => {
  it('the row whose label a reply states first', () => {
    expect(ledRow(ferry, 'In short: Isle to Point: single fare (EUR) 4; return fare (EUR) 7 [1]. Harbour to Isle: …')).toBe(1);
    expect(ledRow(ferry, 'None of the sources says.')).toBe(-1);
  });
  it.each([
    ['the Harbour to Isle crossing plus the Point to Lighthouse one', [0, 3]],
    ['Isle to Point and Harbour to Point', [1, 2]],
  ])('%j', (text, rows) => expect(rowsNamedInParts(ferry, text)).toEqual(rows));
});

describe('tableFollowUp', () => {
  const previous = { question: 'How many hives did Eastfold lose?', reply: 'In short: Eastfold: hives 12; losses 2; queenless 1; remarks windy ridge [1].' };
  it('the extreme of the column the verb names, not the counted noun', () => {
    expect(tableFollowUp(hives, 'Which apiary lost the most hives?', previous)?.sentence).toMatch(/^Losses: Millbeck \(4\) > Eastfold \(2\)/);
  });
  it('the cheapest: the money column', () => {
    expect(tableFollowUp(ferry, 'Which crossing is the cheapest single?', { question: 'How long is the Harbour to Point crossing?', reply: 'Harbour to Point: minutes 40 [1].' })?.sentence).toMatch(/^Single fare \(EUR\): Point to Lighthouse \(3\) </);
  });
  it('the next row after the one the last reply gave', () => {
    expect(tableFollowUp(hives, 'And the next one?', previous)?.sentence).toMatch(/^Millbeck: hives 8; losses 4/);
    expect(tableFollowUp(hives, 'And the previous one?', previous)?.sentence).toMatch(/Eastfold is the first row/);
  });
  it('a sum of the rows named, in the column the previous question asked', () => {
    const r = tableFollowUp(ferry, 'What would Harbour to Isle plus Point to Lighthouse come to?', { question: 'What is the single fare from Harbour to Isle?', reply: 'Harbour to Isle: single fare (EUR) 6 [1].' });
    expect(r?.sentence).toBe('Single fare (EUR): 9 in total (Harbour to Isle 6 and Point to Lighthouse 3).');
  });
  it('"add those up": the total of the previous question\'s column over every row', () => {
    expect(tableFollowUp(hives, 'Add those up for all the apiaries.', { question: 'Which apiary lost the most?', reply: 'Losses: Millbeck (4) > Eastfold (2) [1].' })?.sentence).toMatch(/^Losses: 7 in total/);
  });
  it('no operation: none', () => expect(tableFollowUp(hives, 'Who keeps the bees?', previous)).toBeNull());
});

describe('askedFirst: the row with the asked cell first', () => {
  const eastfold = hives[0]?.cells ?? [];
  const harbour = ferry[0]?.cells ?? [];
  it.each([
    [eastfold, 'How many hives did Eastfold lose?', 'Eastfold: losses 2; hives 12; queenless 1; remarks windy ridge.'],
    [harbour, 'How much is a return fare from Harbour to Isle?', 'Harbour to Isle: return fare (EUR) 10; single fare (EUR) 6; minutes 25.'],
    [harbour, 'How many minutes does Harbour to Isle take?', 'Harbour to Isle: minutes 25; single fare (EUR) 6; return fare (EUR) 10.'],
    [eastfold, 'How many hives does Eastfold have?', null],
    [eastfold, 'Tell me about Eastfold', null],
  ])('%#: %j', (cells, q, want) => expect(askedFirst(cells, q)).toBe(want));
  it('the column a reply names first', () => expect(statedColumn(['minutes', 'single fare (EUR)'], 'Single fare (EUR): Point to Lighthouse (3) < Isle to Point (4)')).toBe('single fare (EUR)'));
});

describe('serviceNotListed: the price of a service the table does not list', () => {
  const list = 'Screen replacement, phone £60. Battery swap, phone £35. Case engraving £12. Data recovery (per device) £45.';
  it.each([
    ['How much do they charge to unlock a phone?', 'unlock'],
    ['How much does it cost to engrave a case?', null],
    ['How much would they charge to recover data from a tablet?', null],
    ['How much does it cost to put a new screen on a phone?', null],
    ['How much is a battery swap?', null],
    ['Why do they engrave cases?', null],
  ])('%j → %s', (q, want) => expect(serviceNotListed(q, list)).toBe(want));
});

describe('commonScale: units of one kind ranked in one unit', () => {
  it.each([
    [['6.1 kg', '13 lb', '900 g'], [1000, 453.592, 1]],
    [['800 m', '1.2 km', '2 miles'], [1, 1000, 1609.344]],
    [['6.1 kg', '5.4 kg'], null],
    [['1 cup', '250 ml'], null],
    [['3 kg', '2 km'], null],
  ])('%j', (values, want) => expect(commonScale(values)).toEqual(want));
  it('the heaviest over kg and lb', () => {
    const scopes = rowsOf('scope,weight\nLark 90,6.1 kg\nMerlin 80,13 lb\nWren 60,3.2 kg\n').map((r) => r.cells);
    const q = 'Which scope is the heaviest?';
    expect(extremeOrder(scopes, conceptsOf(q).map((c) => c.term), q)?.order).toEqual([0, 1, 2]);
    const q2 = 'Which scope is the lightest?';
    expect(extremeOrder(scopes, conceptsOf(q2).map((c) => c.term), q2)?.order).toEqual([2, 1, 0]);
  });
});

describe('the readings under it', () => {
  it('a verb names a column by its root', () => {
    expect(verbColumn(['hives', 'losses', 'queenless'], 'Which apiary lost the most hives?')).toBe('losses');
    expect(verbColumn(['hives', 'losses'], 'Which apiary has the most hives?')).toBeNull();
    expect(aggregateColumn(hives.map((r) => r.cells), 'How many hives were lost across all the apiaries?', 'total')).toBe('losses');
  });
  it('a total across all the rows', () => expect(aggregateAsked('How many hives were lost across all the apiaries?')).toBe('total'));
  it.each([['cost_gbp', true], ['Day rate (GBP)', true], ['single fare (EUR)', true], ['Price', true], ['minutes', false], ['losses', false]])('moneyHeader(%j) = %s', (name, money) => expect(moneyHeader(name)).toBe(money));
  it('a price superlative ranks the money column, not one another word names', () => {
    const q = 'Which crossing minutes are cheapest?';
    expect(extremeOrder(ferry.map((r) => r.cells), conceptsOf(q).map((c) => c.term), q)?.column).toBe('single fare (EUR)');
  });
  it('the noun a superlative governs is the kind of row, no filter', () => {
    expect(superlativeHead('What is the cheapest bike to hire for a day?')).toBe('bike');
    expect(superlativeHead('Which is the cheapest?')).toBeNull();
  });
  it.each(['five', 'half', 'quarter', 'twelve'])('%j is a number word, no total', (w) => {
    expect(isNumberWord(w)).toBe(true);
    expect(isTotalWord(w)).toBe(false);
  });
  it.each([['Full plot', false], ['Half plot', false], ['Full service', false], ['Total', true], ['2025 total', true], ['All sites', true], ['Sites combined', true]])('isAggregateLabel(%j) = %s', (label, sums) => expect(isAggregateLabel(label)).toBe(sums));
  it('a row whose label the question says whole outweighs one it says in part', () => {
    const bikes = rowsOf('type,day rate (GBP)\nStandard hybrid,18\nE-bike,35\nTandem,40\nChild\'s bike,10\nTrailer,12\n');
    expect(namedRowWeights(bikes.map((r) => r.cells), 'How much is the deposit on an e-bike?')).toEqual([0.7, 1.5, 0.7, 1, 0.7]);
  });
});

describe('table follow-ups over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'apiary-hives-2025.csv': HIVES_CSV, 'island-ferry-fares.csv': FERRY_CSV, 'repair-shop-prices.csv': REPAIRS_CSV });
  });
  afterAll(async () => {
    await service.close();
  });
  const job = async (query: string): Promise<string> => (await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }))).id;

  it('a money question over a column of money is answered, not refused for "cost"', async () => {
    const j = await waitForJob(service, await createJob(service, { query: 'How much does the Isle to Point crossing cost one way?', reasoning_loops: 1 }));
    expect(String(j.content)).toMatch(/Isle to Point: single fare \(EUR\) 4/);
  });
  it('the price of a service the table does not list is said plainly, no row cited', async () => {
    const j = await waitForJob(service, await createJob(service, { query: 'How much does the repair shop charge to unlock a phone?', reasoning_loops: 1 }));
    expect(String(j.content)).toMatch(/is for "unlock", so your sources give no price for it/);
    expect(String(j.content)).not.toMatch(/\[1\]/);
  });
  it('a value asked of one row leads with its cell', async () => {
    const j = await waitForJob(service, await createJob(service, { query: 'How many hives did Eastfold lose?', reasoning_loops: 1 }));
    expect(String(j.content)).toMatch(/^In short: Eastfold: losses 2;/);
  });
  it('the extreme, the next row, a sum and a total, from the table', async () => {
    const id = await job('How many hives did Eastfold lose?');
    expect(await askChat(service, id, 'And the next one in the table?')).toMatch(/^Millbeck: hives 8; losses 4/);
    expect(await askChat(service, id, 'Which apiary lost the most?')).toMatch(/^Losses: Millbeck \(4\) >/);
    expect(await askChat(service, id, 'Add those up for all the apiaries.')).toMatch(/^Losses: 7 in total/);
    const fares = await job('What is the single fare from Harbour to Isle?');
    expect(await askChat(service, fares, 'Which crossing is cheapest?')).toMatch(/^Single fare \(EUR\): Point to Lighthouse \(3\) </);
    expect(await askChat(service, fares, 'What would Harbour to Isle plus Point to Lighthouse come to?')).toMatch(/9 in total/);
  });
});
