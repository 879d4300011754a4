// The asker's party against a ticket or price list (src/service/table-fit.ts partyOf, partyTotal): counts of kinds of
// people ("We are 3 adults") and ages ("children aged 6 and 12", "a 4-year-old"), each member placed on the one row its
// age span or its kind names, and the total per column of prices with its parts. Documents written here: a castle's
// admission prices (Markdown) and a ferry's fares (CSV).
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import type { TableCell } from '../../src/service/passage';
import { partyOf, partyTotal } from '../../src/service/table-fit';
import { chunkParagraphs } from '../../src/service/text';

/** Rows of cells from a header and lines of values. */
function table(header: string[], lines: string[][]): TableCell[][] {
  return lines.map((line) => line.map((value, i) => ({ name: header[i] ?? '', value })));
}

describe('partyOf: the people a question says it is for', () => {
  it.each<[string, [number, string, number | null][] | null]>([
    ['We are 3 adults. What does it cost?', [[3, 'adult', null]]],
    ['Two adults and two children aged 6 and 12: how much?', [[2, 'adult', null], [1, '', 6], [1, '', 12]]],
    ['me, my husband and a 4-year-old, what will we pay?', null],
    ['2 grown-ups plus our kids who are 9 and 14', [[2, 'grown-up', null], [1, '', 9], [1, '', 14]]],
    ['3 students and a teenager', [[3, 'student', null], [1, 'teenager', null]]],
    ['A family of four, 2 adults and 2 kids', [[2, 'adult', null], [2, 'kid', null]]],
    ['How much is one adult ticket?', null],
  ])('%s', (query, expected) => {
    const party = partyOf(query);
    expect(party === null ? null : party.map((m) => [m.count, m.noun, m.age ?? null])).toEqual(expected);
  });
});

const CASTLE = table(
  ['Ticket', 'Standard', 'Gift Aid'],
  [
    ['Adult (17 and over)', '£15', '£16.50'],
    ['Child (4-16)', '£8', '£8.80'],
    ['Under 4', 'Free', 'Free'],
    ['Senior (65+)', '£12', '£13.20'],
    ['Family (2 adults and up to 3 children)', '£40', '£44'],
  ],
);

describe('partyTotal: each member’s row and the total', () => {
  it.each<[string, string | null]>([
    ['Two adults and two children aged 6 and 12: how much for standard tickets?', 'For 2 adults and ages 6 and 12 (Adult (17 and over), Child (4-16)): standard £15 × 2 + £8 + £8 = £46.'],
    ['We are 2 adults and a 3-year-old. What will we pay?', 'For 2 adults and age 3 (Adult (17 and over), Under 4): standard £15 × 2 + Free = £30; gift Aid £16.50 × 2 + Free = £33.'],
    // ("kids" for the Child row: a synonym in WordNet; "an adult": one)
    ['3 kids and an adult, what does it cost us?', 'For 3 kids and 1 adult (Child (4-16), Adult (17 and over)): standard £8 × 3 + £15 = £39; gift Aid £8.80 × 3 + £16.50 = £42.90.'],
    ['2 adults and 3 kids: how much is standard?', 'For 2 adults and 3 kids (Adult (17 and over), Child (4-16)): standard £15 × 2 + £8 × 3 = £54.'],
    // (a kind of person no row names, something that is no person, someone named but not counted: nothing said)
    ['2 adults and a teenager, how much?', null],
    ['How much for me and my 2 children aged 5 and 9?', null],
  ])('%s', (query, expected) => {
    expect(partyTotal(CASTLE, query)?.sentence ?? null).toBe(expected);
  });

  it('a list whose labels name no people is no ticket list', () => {
    const parcels = table(['Size', 'Price'], [['Up to 2 kg', '£4'], ['2 to 10 kg', '£7']]);
    expect(partyTotal(parcels, 'We are 2 adults and a 9-year-old. How much?')).toBeNull();
  });
});

async function passagesOf(name: string, text: string): Promise<{ passages: { documentId: string; text: string }[]; documents: Map<string, { title: string; url: string }> }> {
  const doc = await extractDocument(Buffer.from(text), name);
  return { passages: chunkParagraphs(doc.paragraphs).map((t) => ({ documentId: name, text: t })), documents: new Map([[name, { title: doc.title ?? name, url: '' }]]) };
}

describe('compose: a party asking what it costs gets the total', () => {
  const CSV = ['fare,single,day_return', 'Adult (18+),£6.40,£11.00', 'Child (5-17),£3.20,£5.50', 'Under 5,Free,Free', 'Bicycle,£2.00,£2.00'].join('\n');
  it('two adults and two children on the ferry', async () => {
    const { passages, documents } = await passagesOf('ferry-fares.csv', CSV);
    const answer = compose('We are 2 adults and 2 children aged 7 and 10. How much is a day return on the ferry for all of us?', passages, documents);
    expect(answer.sentences[0]?.text ?? '').toContain('day return £11.00 × 2 + £5.50 + £5.50 = £33');
  });
});
