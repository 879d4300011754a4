// Table rows in the body of an answer (src/service/table-body.ts, compose.ts): the rows the question names, never the
// table dumped. Table tests of the pure pieces, then composed answers over two spreadsheets written here, asked in
// varied wording (a possessive, a relative clause, "how come", a month or a number naming the row).
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import { chunkParagraphs } from '../../src/service/text';
import { cellsNamed, limitedBodyRows } from '../../src/service/table-body';

const HIVES = 'hive,month,inspector,queen_seen,varroa_count,notes\n1,June,Ada Pryce,yes,4,calm colony\n2,June,Tom Reyes,no,9,queen cells found; split planned\n3,June,Ada Pryce,yes,12,chalkbrood in two frames\n4,July,Tom Reyes,yes,6,supers added\n1,August,Ada Pryce,yes,21,varroa above threshold; treatment started\n3,August,Tom Reyes,no,15,colony queenless; merged with hive 4\n';
const BOATS = 'boat,season,skipper,trips,days_lost,notes\nKittiwake,2023,Mairi Bell,88,12,new engine fitted in March\nKittiwake,2024,Mairi Bell,101,5,\nGuillemot,2023,Iain Ross,64,30,hull repairs kept her ashore in May\nGuillemot,2024,Iain Ross,97,8,\nShearwater,2023,Ann Watt,71,19,skipper ill for three weeks\nShearwater,2024,Ann Watt,90,9,record puffin season\n';

async function answer(query: string): Promise<string> {
  const passages: { documentId: string; text: string }[] = [];
  const meta = new Map<string, { title: string; url: string }>();
  for (const [name, text] of Object.entries({ 'hive-log.csv': HIVES, 'boat-log.csv': BOATS })) {
    const doc = await extractDocument(Buffer.from(text), name);
    passages.push(...chunkParagraphs(doc.paragraphs).map((t) => ({ documentId: name, text: t })));
    meta.set(name, { title: doc.title ?? name, url: '' });
  }
  return compose(query, passages, meta).content;
}

/** The table rows an answer cites: sentences that open with a row's label ("Hive 3: …", "Kittiwake: …"). */
const rowsCited = (content: string): number => (content.match(/(?:^|\s|: )(?:Hive \d|Kittiwake|Guillemot|Shearwater): (?:month|season)/g) ?? []).length;

describe('the cells of a row the question names (cellsNamed)', () => {
  const row = [{ name: 'hive', value: '3' }, { name: 'month', value: 'June' }, { name: 'notes', value: 'chalkbrood in two frames' }];
  it.each<[string, number]>([
    ['What happened to hive 3 in June?', 2],
    ["How was hive 3's brood?", 1],
    ['What happened in July?', 0],
    // a long value (a note) names no row, even where the question shares its words
    ['Were two frames of chalkbrood found in any hive?', 0],
  ])('%j → %d', (question, n) => {
    expect(cellsNamed(row, question)).toBe(n);
  });
  it('keeps the best-named body rows, at most two, and whatever the caller keeps', () => {
    type U = { id: string; cells?: { name: string; value: string }[] };
    const r = (id: string, hive: string, month: string): U => ({ id, cells: [{ name: 'hive', value: hive }, { name: 'month', value: month }] });
    const lead = r('lead', '2', 'June');
    const units = [lead, r('a', '3', 'June'), r('b', '3', 'August'), r('c', '1', 'June'), { id: 'text' }, r('d', '4', 'July')];
    expect(limitedBodyRows(units, lead, () => false, 'What happened to hive 3 in June?').map((u) => u.id)).toEqual(['lead', 'a', 'b', 'c', 'text']);
    expect(limitedBodyRows(units, lead, () => false, 'What happened to hive 4 in July?').map((u) => u.id)).toEqual(['lead', 'text', 'd']);
    expect(limitedBodyRows(units, lead, (u) => u.id === 'b', 'What happened to hive 4 in July?').map((u) => u.id)).toEqual(['lead', 'b', 'text', 'd']);
    expect(limitedBodyRows(units, lead, () => false, 'Which hives had trouble?').map((u) => u.id)).toEqual(['lead', 'a', 'b', 'c', 'text', 'd']);
  });
});

describe('a composed answer cites the rows asked, not the table (variants)', () => {
  // (the most rows that name a value the question says, the lead's row aside: the rule keeps those, drops the rest)
  it.each<[string, string, number]>([
    ['What happened to hive 3 in June?', 'chalkbrood', 4],
    ["What did the notes say about hive 1's varroa count in August?", 'treatment started', 3],
    ['Which inspector checked hive 2, and what did they find?', 'queen cells', 3],
    ['Why did the Guillemot lose so many days in 2023?', 'hull repairs', 3],
    ['How come the Shearwater lost 19 days in 2023?', 'skipper ill', 3],
    ['What was the Kittiwake fitted with in 2023?', 'new engine', 3],
    ['How many trips did the boat that Ann Watt skippers make in 2024?', '90', 4],
    ['What did the July inspection of hive 4 find?', 'supers added', 3],
  ])('%j', async (query, fact, most) => {
    const content = await answer(query);
    expect(content).toContain(fact);
    expect(rowsCited(content)).toBeLessThanOrEqual(most);
  });
});
