// The asker's own figures against a table's rows (src/service/table-fit.ts): a bound read from a cell ("Under 5",
// "Adult (16 and over)", "10 to 25 kg") or from a column's name with its figure ("min_rider_age" 14), the asker's
// figure of the same kind ("I'm 13", "my foot is 24cm"), the rows that fit leading with the sentence that says what was
// applied; bands in a row's headers ("Up to 2 kg", "2 to 10 kg") read for the cell of each figure and their total.
// Documents written here: a kayak and bike hire sheet (CSV), a ski boot size chart and a parcel price list (Markdown).
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import { askerFigures, bandedRow, cellBound, columnBound, fitSentence, tableFit } from '../../src/service/table-fit';
import type { TableCell } from '../../src/service/passage';
import { chunkParagraphs } from '../../src/service/text';
import { gluedMeasure } from '../../src/service/concepts';

/** Rows of cells from a header and lines of values. */
function table(header: string[], lines: string[][]): TableCell[][] {
  return lines.map((line) => line.map((value, i) => ({ name: header[i] ?? '', value })));
}

describe('cellBound: the span a short text allows', () => {
  it.each<[string, [number, number] | null, string | null]>([
    ['Under 5', [-Infinity, 5], null],
    ['Adult (16 and over)', [16, Infinity], null],
    ['Child (5–15)', [5, 15], null],
    ['48-53 cm', [0.48, 0.53], 'measure:m'],
    ['over 25 kg', [25, Infinity], 'measure:kg'],
    ['65+', [65, Infinity], null],
    ['12+ years', [12, Infinity], 'age'],
    ['aged 8 to 11', [8, 11], 'age'],
    ['up to 3.5 t', [-Infinity, 3500], 'measure:kg'],
    ['Family (2 adults + 2 children aged 5–15)', null, null],
    ['£24', null, null],
    ['10:00-17:00', null, null],
    ['Mon-Fri', null, null],
  ])('%s', (text, span, of) => {
    const b = cellBound(text);
    if (span === null) expect(b).toBeNull();
    else {
      expect([b?.lo, b?.hi]).toEqual(span);
      expect(b?.of).toBe(of);
    }
  });
});

describe('columnBound: a bound set by a column name', () => {
  it.each<[string, 'min' | 'max' | null]>([
    ['min_driver_age', 'min'],
    ['Minimum age', 'min'],
    ['Max load (kg)', 'max'],
    ['Weight limit', 'max'],
    ['Typical age', null],
    ['Price', null],
  ])('%s → %s', (name, bound) => {
    expect(columnBound(name)).toBe(bound);
  });
});

describe('askerFigures: the asker’s own figures and the bounds a question sets', () => {
  it.each<[string, [number, string, string][]]>([
    ["I'm 13 and I'd like to hire a kayak. Which boats can I take?", [[13, 'age', '=']]],
    ['My son is 9 and his foot is 24cm long. Which boot size?', [[9, 'age', '='], [0.24, 'measure:m', '=']]],
    ['My parcel weighs about 3 kilos, what will it cost?', [[3, 'measure:kg', '=']]],
    ['Which is the lightest tent that sleeps at least 3 and packs under 40 cm?', [[0.4, 'measure:m', '<']]],
    ['Which boats are cheapest?', []],
  ])('%s', (query, expected) => {
    expect(askerFigures(query).map((f) => [Number(f.value.toFixed(4)), f.of, f.bound])).toEqual(expected);
  });
});

const HIRE = table(
  ['boat', 'seats', 'min_rider_age', 'hour_rate'],
  [
    ['Sit-on-top kayak', '1', '12', '£12'],
    ['Touring kayak', '1', '16', '£15'],
    ['Open canoe', '3', '8', '£20'],
    ['Stand-up paddleboard', '1', '14', '£14'],
    ['Safety briefing', '', '', ''],
  ],
);

const BOOTS = table(
  ['Size', 'Foot length', 'Typical age'],
  [
    ['Junior S', '20-22 cm', '5-7 years'],
    ['Junior M', '22-24.5 cm', '8-10 years'],
    ['Junior L', '24.5-26 cm', '11-13 years'],
  ],
);

describe('tableFit: the rows that hold for the asker’s figures', () => {
  it.each<[string, TableCell[][], string, (string | null)[]]>([
    ['a minimum age in the column name', HIRE, "I'm 13. Which of the boats am I allowed to take out?", ['fits', 'fails', 'fits', 'fails', null]],
    ['a span in the cells, two figures agreeing', BOOTS, 'My son is 9 and his foot is 23cm. Which size should I get?', ['fails', 'fits', 'fails']],
    ['two figures disagreeing: no row fits', BOOTS, 'My son is 12 and his foot is 23cm. Which size should I get?', ['fails', 'fails', 'fails']],
    ['no figure of an asked kind: nothing read', BOOTS, 'Which size should I get?', [null, null, null]],
    ['a count is no bound of a row', HIRE, 'There are 3 of us. Which boats can we take?', [null, null, null, null, null]],
  ])('%s', (_, rows, query, expected) => {
    expect(tableFit(rows, query).rows).toEqual(expected);
  });

  it('ages in a ticket list: the person labels make a bare "Under 5" an age', () => {
    const tickets = table(['Ticket', 'Day'], [['Adult (18 and over)', '£9'], ['Junior (5-17)', '£5'], ['Under 5', 'Free'], ['Family (2 adults + 2 juniors)', '£24']]);
    expect(tableFit(tickets, 'My daughter is 4. Which ticket does she need?').rows).toEqual(['fails', 'fails', 'fits', null]);
  });

  it('a bound the question sets on a figure column', () => {
    const tents = table(['Tent', 'Packed length', 'Weight'], [['Ridge 2', '38 cm', '1.9 kg'], ['Dome 3', '46 cm', '2.4 kg'], ['Tunnel 3', '42 cm', '2.1 kg']]);
    expect(tableFit(tents, 'Which tent packs to under 45 cm?').rows).toEqual(['fits', 'fails', 'fits']);
  });

  it('the sentence says the figure, the column and each row’s cell', () => {
    const query = "I'm 13. Which of the boats am I allowed to take out?";
    expect(fitSentence(HIRE, tableFit(HIRE, query))).toBe('For age 13, by min rider age: Sit-on-top kayak (12) and Open canoe (8) fit; not Touring kayak (16) or Stand-up paddleboard (14).');
    expect(fitSentence(BOOTS, tableFit(BOOTS, 'My son is 12 and his foot is 23cm. Which size?'))).toBeNull();
  });
});

describe('bandedRow: bands named in a row’s headers', () => {
  const PARCELS = table(['Service', 'Up to 2 kg', '2 to 10 kg', 'Over 10 kg'], [['Next day', '£7.50', '£11', '£19'], ['Standard', '£4', '£6.50', '£12']]);
  it.each<[string, number, string, string | null]>([
    ['one figure: its band', 1, 'My parcel weighs about 3 kilos, what will standard delivery cost?', 'For about 3 kilos, Standard: 2 to 10 kg £6.50.'],
    ['two figures: each band and the total', 0, 'I have two boxes, one of 1 kg and one of 12 kg. What does next day cost for both?', 'For 1 kg and 12 kg, Next day: up to 2 kg £7.50; over 10 kg £19; together £26.50.'],
    ['no figure: nothing', 1, 'What does standard delivery cost?', null],
    ['a figure of another kind: nothing', 1, 'I am 30. What does standard delivery cost?', null],
  ])('%s', (_, row, query, expected) => {
    expect(bandedRow(PARCELS[row] ?? [], query)).toBe(expected);
  });
});

async function passagesOf(name: string, text: string): Promise<{ passages: { documentId: string; text: string }[]; documents: Map<string, { title: string; url: string }> }> {
  const doc = await extractDocument(Buffer.from(text), name);
  return { passages: chunkParagraphs(doc.paragraphs).map((t) => ({ documentId: name, text: t })), documents: new Map([[name, { title: doc.title ?? name, url: '' }]]) };
}

describe('compose: the rows that fit lead, said with what was applied', () => {
  const CSV = ['boat,seats,min_rider_age,hour_rate', 'Sit-on-top kayak,1,12,£12', 'Touring kayak,1,16,£15', 'Open canoe,3,8,£20', 'Stand-up paddleboard,1,14,£14'].join('\n');
  it('which boats a 13-year-old may take', async () => {
    const { passages, documents } = await passagesOf('lake-hire.csv', CSV);
    const answer = compose("I'm 13. Which of the boats am I allowed to hire?", passages, documents);
    const first = answer.sentences[0]?.text ?? '';
    expect(first).toContain('For age 13');
    expect(first).toMatch(/Sit-on-top kayak \(12\) and Open canoe \(8\) fit/);
    expect(answer.content).not.toMatch(/Touring kayak: seats/);
  });
});

describe('gluedMeasure: a figure with its unit glued on is no word a source must use', () => {
  it.each<[string, boolean]>([
    ['55cm', true],
    ['14kg', true],
    ['2.5m', true],
    ['82cm', true],
    ['e21', false],
    ['1st', false],
    ['4x4', false],
    ['helmet', false],
  ])('%s → %s', (word, expected) => {
    expect(gluedMeasure(word)).toBe(expected);
  });
});
