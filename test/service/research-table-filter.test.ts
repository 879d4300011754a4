// A superlative asked of a table ranks only the rows the question's named values keep, and by the column
// of its own quality, never by a column the question names with a verb (src/service/table-filter.ts,
// table-columns.ts verbsAsSaid, table-rows.ts askedColumn, table-extreme.ts). f219d5d ranked "Which bell
// cast by … is the heaviest?" by a Cast column ("the highest cast"). Documents written here: a Markdown table
// of a tower's bells, a CSV of bat-box checks by year and a price list of boat trips.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import { verbsAsSaid } from '../../src/service/table-columns';
import { extremeSentence, missingSentence } from '../../src/service/table-extreme';
import { rowFilter } from '../../src/service/table-filter';
import { askedColumn, extremeOrder } from '../../src/service/table-rows';
import type { TableCell } from '../../src/service/passage';
import { chunkParagraphs } from '../../src/service/text';

const table = (header: string[], ...rows: string[][]): TableCell[][] => rows.map((row) => row.map((value, i) => ({ name: header[i] ?? '', value })));

const BELLS = table(['Bell', 'Cast', 'Weight (kg)', 'Founder'], ['Treble', '1887', '212', 'Mears'], ['Second', '1702', '340', 'Rudhall'], ['Tenor', '1923', '810', 'Mears'], ['Fourth', '1654', '455', 'Purdue']);

describe('verbsAsSaid: the question words that stand as verbs where they are said', () => {
  it.each<[string, string[]]>([
    ['Which bell cast by Mears is the heaviest?', ['cast']],
    ['Which of the bells was cast the earliest?', ['cast']],
    ['Which rope stretches the most?', ['stretch']],
    ['Which plot had the highest count?', ['had']],
    ['What was the cast of the first production?', []],
    ['Which tower rings the heaviest bell?', ['ring']],
  ])('%s → %j', (query, verbs) => {
    expect([...verbsAsSaid(query)]).toEqual(verbs);
  });
});

describe('askedColumn: a superlative with a quality of its own is never ranked by a column named by a verb', () => {
  it.each<[string, string, 'high' | 'low']>([
    ['Which bell cast by Mears is the heaviest?', 'Weight (kg)', 'high'],
    ['Which is the lightest bell that was cast?', 'Weight (kg)', 'low'],
    // a question of time reads the year column, however it names it
    ['Which of the bells was cast the earliest?', 'Cast', 'low'],
    ['Which bell was cast later than the rest?', 'Cast', 'high'],
  ])('%s → %s', (query, column, end) => {
    const terms = query.toLowerCase().match(/\p{L}+/gu) ?? [];
    expect(askedColumn(BELLS, terms, query)).toMatchObject({ kind: 'extreme', column, end });
  });
});

const BOXES = table(
  ['Wood', 'Year', 'Bats counted', 'Boxes checked'],
  ['Hollin Wood', '2024', '31', '12'],
  ['Hollin Wood', '2025', '18', '12'],
  ['Carr Plantation', '2024', '9', '20'],
  ['Carr Plantation', '2025', '44', '20'],
  ['Stainby Copse', '2025', '27', '8'],
);

describe('rowFilter: the rows a question names values of', () => {
  it('keeps the rows of the year the question names, and says a year no row has', () => {
    expect(rowFilter(BOXES, 'Which wood had the most bats in 2025?', ['Bats counted'])).toEqual({ keep: [false, true, false, true, true], named: [{ column: 'Year', value: '2025' }], missing: [] });
    expect(rowFilter(BOXES, 'Which wood had the most bats in 2019?', ['Bats counted']).missing).toEqual([{ column: 'Year', value: '2019', has: ['2024', '2025'] }]);
    expect(rowFilter(BOXES, 'Which wood had the most bats?', ['Bats counted']).keep.every(Boolean)).toBe(true);
  });
  it('keeps the rows whose short value names a word of the question, not a word every row or the column name has', () => {
    const trips = table(['Trip', 'Price', 'For'], ['Seal cruise', '£18', 'Adults'], ['Seal cruise', '£9', 'Children'], ['Harbour loop', '£60', 'Groups of up to 8'], ['Island landing', '£95', 'Groups of up to 12']);
    expect(rowFilter(trips, 'What is the cheapest trip for groups?', ['Price'], ['cheapest']).keep).toEqual([false, false, true, true]);
    // every row is a trip: the column's own word filters nothing
    expect(rowFilter(trips, 'Which trip is the cheapest?', ['Price'], ['cheapest']).keep.every(Boolean)).toBe(true);
  });
  it('a column of free text is no category: a word said in a remark keeps no row', () => {
    const notes = table(['Month', 'Rain (mm)', 'Remarks'], ['January', '88', 'Gauge heater fitted after the funnel froze'], ['February', '61', 'Snow on three days, measured as melted rain'], ['March', '47', 'Driest March since records began']);
    expect(rowFilter(notes, 'In which month was the most rain measured?', ['Rain (mm)']).keep.every(Boolean)).toBe(true);
  });
  it('a month column keeps the named month and says a month it does not have', () => {
    const months = table(['Month', 'Site', 'Moths'], ['2024-06', 'Garden', '212'], ['2024-06', 'Orchard', '340'], ['2024-07', 'Garden', '198'], ['2024-07', 'Orchard', '150']);
    expect(rowFilter(months, 'Which site caught the most moths in July?', ['Moths']).keep).toEqual([false, false, true, true]);
    expect(rowFilter(months, 'Which site caught the most moths in September?', ['Moths']).missing).toEqual([{ column: 'Month', value: 'September', has: ['2024-06', '2024-07'] }]);
  });
});

describe('extremeOrder with a filter', () => {
  it('ranks only the kept rows', () => {
    expect(extremeOrder(BOXES, ['wood', 'bats', '2025'], 'Which wood had the most bats in 2025?')).toMatchObject({ column: 'Bats counted', order: [3, 4, 1] });
    expect(extremeOrder(BELLS, ['bell', 'cast', 'mears', 'heaviest'], 'Which bell cast by Mears is the heaviest?')).toMatchObject({ column: 'Weight (kg)', order: [2, 0] });
  });
  it('ranks nothing when the named year is not in the table', () => {
    expect(extremeOrder(BOXES, ['wood', 'bats', '2019'], 'Which wood had the most bats in 2019?')?.order).toEqual([]);
  });
  it('a label two ranked rows share is told apart by the first other column that names each row once', () => {
    expect(extremeSentence(BOXES, 'Bats counted', 'low', [2, 1, 4, 0, 3])).toBe('Bats counted: Carr Plantation, 2024 (9) < Hollin Wood, 2025 (18) < Stainby Copse, 2025 (27) < Hollin Wood, 2024 (31) < Carr Plantation, 2025 (44).');
    // (labels said once each need nothing more)
    expect(extremeSentence(BOXES, 'Bats counted', 'high', [3, 4, 1])).toBe('Bats counted: Carr Plantation (44) > Stainby Copse (27) > Hollin Wood (18).');
  });
  it('missingSentence says the value and what the column has', () => {
    expect(missingSentence([{ column: 'Year', value: '2019', has: ['2024', '2025'] }])).toBe('No row is for 2019 (year: 2024 and 2025).');
  });
});

const BOX_CSV = `wood,year,bats_counted,boxes_checked
Hollin Wood,2024,31,12
Hollin Wood,2025,18,12
Carr Plantation,2024,9,20
Carr Plantation,2025,44,20
Stainby Copse,2025,27,8
`;

const TOWER = `# The bells of St Ebba's

The ring of four was completed in 1923, when the tenor was added. The ringers practise on Thursday evenings.

| Bell | Cast | Weight (kg) | Founder |
|---|---|---|---|
| Treble | 1887 | 212 | Mears |
| Second | 1702 | 340 | Rudhall |
| Tenor | 1923 | 810 | Mears |
| Fourth | 1654 | 455 | Purdue |

The fourth bell was recast in 1654 after a crack was found in its crown.
`;

async function passagesOf(name: string, text: string): Promise<{ passages: { documentId: string; text: string }[]; documents: Map<string, { title: string; url: string }> }> {
  const doc = await extractDocument(Buffer.from(text), name);
  return { passages: chunkParagraphs(doc.paragraphs).map((t) => ({ documentId: name, text: t })), documents: new Map([[name, { title: doc.title ?? name, url: '' }]]) };
}

describe('a composed answer to a superlative with a filter', () => {
  it('ranks the bells of the named founder by weight, not by the year they were cast', async () => {
    const { passages, documents } = await passagesOf('tower.md', TOWER);
    const answer = compose("Which of the bells cast by Mears is the heaviest?", passages, documents);
    expect(answer.sentences[0]?.text).toBe('For founder Mears, weight (kg): Tenor (810) > Treble (212).');
    expect(answer.content).not.toMatch(/highest cast/);
  });
  it('ranks the woods of the named year; the other years\' rows are not its answer', async () => {
    const { passages, documents } = await passagesOf('boxes.csv', BOX_CSV);
    const answer = compose('Which wood had the most bats counted in 2025?', passages, documents);
    expect(answer.sentences[0]?.text).toBe('For year 2025, bats counted: Carr Plantation (44) > Stainby Copse (27) > Hollin Wood (18).');
    expect(answer.sentences.slice(1, 3).map((s) => s.text)).toEqual(['Carr Plantation: year 2025; bats counted 44; boxes checked 20.', 'Stainby Copse: year 2025; bats counted 27; boxes checked 8.']);
  });
  it('says a year the table does not have instead of ranking the years it has', async () => {
    const { passages, documents } = await passagesOf('tower.md', `${TOWER}\nThe frame was renewed in 1998.\n`);
    const answer = compose('Which was the heaviest bell cast in 1998?', passages, documents);
    expect(answer.sentences[0]?.text).toBe('No row is for 1998 (cast: 1887, 1702, 1923 and 1654).');
    expect(answer.content).not.toMatch(/highest weight/);
  });
});
