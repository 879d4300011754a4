// Entries of a document (chart-lines.ts, table-aggregate.ts, entry-kind.ts, extract.ts plainTitle, table-rows.ts
// cellFigure): a plain-text chart of aligned cells read as a table, one row a line; a total or an average asked of a
// table's column computed from its rows, or said plainly why it cannot be; a table named by its form ("the X table")
// being that form; a times of several units read as their sum. Table tests on lines and rows written for this file,
// then answers over the real HTTP service: a kiln manual (a chart of cones), a CSV of a choir's concert takings, and
// a forum thread on the kiln that shares its words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartCells, chartOf } from '../../src/service/chart-lines';
import { aggregateAsked, aggregateColumns, aggregateOf, asCell, computedFrom, durationText, singleFigure } from '../../src/service/table-aggregate';
import { holdsTable, namesFormOf, rowContext } from '../../src/service/entry-kind';
import { cellFigure, extremeOrder, isMoneyUnit, isPriceQuality } from '../../src/service/table-rows';
import { countedKind, entryWeights, namedRowLead } from '../../src/service/entry-choice';
import { extractDocument } from '../../src/service/extract';
import { titleBlock } from '../../src/service/research';
import type { TableCell } from '../../src/service/passage';
import type { RunningService } from '../../src/service/server';
import { answerLead, createJob, startLibraryService, waitForJob } from './helpers';
import { DOCUMENTS as SET5_DOCUMENTS } from '../../bench/sets/set5';

describe('countedKind: what a how-many question counts is no entry name', () => {
  it.each<[string, string | null]>([
    ['How many patients took part in the HEAL-DF study?', 'patients'],
    ['how many volunteers counted the swifts?', 'volunteers'],
    ['How much did it cost?', null],
    ['What is the carry-on allowance?', null],
  ])('%s', (query, expected) => {
    expect(countedKind(query)).toBe(expected);
  });
});

describe('chartCells / chartOf: aligned lines as a table', () => {
  it.each<[string, string[] | null]>([
    ['Cone 06        999 °C       low-fire glaze', ['Cone 06', '999 °C', 'low-fire glaze']],
    ['Trim ........ £12', ['Trim', '£12']],
    ['Tab\tseparated\tcells', ['Tab', 'separated', 'cells']],
    ['A sentence with single spaces only.', null],
    ['It works.  Then the next sentence goes on and on.', null],
    ['- a list item  with a gap', null],
  ])('%s', (line, cells) => {
    expect(chartCells(line)).toEqual(cells);
  });
  it('a header line without figures over rows with them', () => {
    expect(chartOf(['Cone      Temperature     Use', 'Cone 06   999 °C          low-fire glaze', 'Cone 6    1222 °C         stoneware'])).toEqual({
      header: ['Cone', 'Temperature', 'Use'],
      rows: [
        ['Cone 06', '999 °C', 'low-fire glaze'],
        ['Cone 6', '1222 °C', 'stoneware'],
      ],
    });
  });
  it('a price list has no header: its column of sums of money is named its prices', () => {
    expect(chartOf(['Trim ....... £12', 'Wash and cut ....... £25', 'Colour ....... £60'])?.header).toEqual(['', 'price']);
    expect(chartOf(['Trim ....... 12 min', 'Wash and cut ....... 25 min', 'Colour ....... 60 min'])?.header).toEqual([]);
  });
  it('lines of unequal cells, running text or two lines are no chart', () => {
    expect(chartOf(['Cone   Temperature   Use', 'Cone 06   999 °C', 'Cone 6   1222 °C   stoneware'])).toBeNull();
    expect(chartOf(['Fire the kiln slowly.', 'Then open it.', 'Wait a day.'])).toBeNull();
    expect(chartOf(['Cone   Temperature', 'Cone 6   1222 °C'])).toBeNull();
  });
  it('a text file with a chart under a heading reads it as rows with their column names', async () => {
    const text = 'KILN GUIDE\n\n2. FIRING CHART\n\nCone      Temperature     Use\nCone 06   999 °C          low-fire glaze\nCone 6    1222 °C         stoneware\n';
    const doc = await extractDocument(Buffer.from(text), 'kiln.txt');
    expect(doc.paragraphs.join('\n')).toContain('| Cone: Cone 6 | Temperature: 1222 °C | Use: stoneware |');
  });
});

const takings = (concert: string, tickets: string, raffle: string, share: string): TableCell[] => [
  { name: 'concert', value: concert },
  { name: 'ticket_sales', value: tickets },
  { name: 'raffle', value: raffle },
  { name: 'share_percent', value: share },
];
const TAKINGS = [takings('Spring', '£420', '£35', '30'), takings('Summer', '£610', '£50', '45'), takings('Winter', '£380', '', '25')];

describe('table-aggregate: a total or an average over a column', () => {
  it.each<[string, 'total' | 'average' | null]>([
    ['What were the average ticket sales?', 'average'],
    ['How much did the tickets bring in altogether?', 'total'],
    ['What was the total raffle money?', 'total'],
    ['What does the word mean?', null],
    ['Which concert sold the most tickets?', null],
  ])('%s → %s', (query, op) => {
    expect(aggregateAsked(query)).toBe(op);
  });
  it('the column the question names; a percentage is never totalled', () => {
    expect(aggregateColumns(TAKINGS, 'What were the average ticket sales?', 'average')).toEqual(['ticket_sales']);
    expect(aggregateColumns(TAKINGS, 'What was the total share?', 'total')).toEqual([]);
    expect(aggregateColumns(TAKINGS, 'What was the average share?', 'average')).toEqual(['share_percent']);
    expect(aggregateColumns(TAKINGS, 'What was the average weather?', 'average')).toEqual([]);
  });
  it('computes in the cells’ own unit and names the rows', () => {
    const r = aggregateOf(TAKINGS, 'What were the total ticket sales?', 'total');
    expect(r?.computed).toBe(true);
    expect(r?.sentence).toBe('Ticket sales: £1,410 in total (Spring £420, Summer £610 and Winter £380).');
    // (rows the question names by their label are the ones summed)
    expect(aggregateOf(TAKINGS, 'What were the ticket sales for Spring and Winter in total?', 'total')?.sentence).toBe('Ticket sales: £800 in total (Spring £420 and Winter £380).');
  });
  it('says why a figure cannot be computed: a row without a figure, or units that differ', () => {
    const r = aggregateOf(TAKINGS, 'What was the total raffle money?', 'total');
    expect(r?.computed).toBe(false);
    expect(r?.sentence).toBe('The raffle cannot be totalled from the table: Winter has no figure.');
    const mixed = [takings('Spring', '£420', '', ''), takings('Summer', '610 euros', '', '')];
    expect(aggregateOf(mixed, 'What were the average ticket sales?', 'average')?.sentence).toContain('different units');
  });
  it('a source gives the operation only where its rows can be computed over', () => {
    const text = '| month: 2025-05 | rainfall mm: 30 |\n| month: 2025-06 | rainfall mm: 18 |';
    expect(computedFrom(text, 'What was the average rainfall?')).toBe(true);
    expect(computedFrom(text, 'How does June 2025 compare with the long-term June average rainfall?')).toBe(false);
    expect(computedFrom('Rain fell on 12 days.', 'What was the average rainfall?')).toBe(false);
  });
  it('durations of two units are read whole and written back so; a noun is never a column in other words', () => {
    const bake = (name: string, time: string): TableCell[] => [{ name: 'programme', value: name }, { name: 'time', value: time }, { name: 'loaves', value: '2' }];
    const rows = [bake('Basic', '3 h 10 min'), bake('Quick', '1 h 55 min'), bake('Dough', '90 min')];
    expect(aggregateOf(rows, 'What is the average time of the programmes?', 'average')?.sentence).toBe('Time: 2 h 12 min on average (Basic 3 h 10 min, Quick 1 h 55 min and Dough 90 min).');
    expect(aggregateColumns(rows, 'What was the average number of ebooks lent?', 'average')).toEqual([]);
    expect(singleFigure('3 h 10 min')).toBeNull();
    expect(durationText(132)).toBe('2 h 12 min');
  });
  it('reads single figures and writes a result as the cells are written', () => {
    expect(singleFigure('£1,240')).toBe(1240);
    expect(singleFigure('4 to 6 weeks')).toBeNull();
    expect(asCell(17.708, '25%')).toBe('17.71%');
    expect(asCell(1825, '2400')).toBe('1,825');
    expect(asCell(84.25, '£12.50')).toBe('£84.25');
  });
});

describe('entry-kind: a table named by its form', () => {
  const rows = '| species: Oak | heat: 2100 |\n| species: Ash | heat: 1900 |';
  it.each<[string, string, boolean]>([
    ['table', rows, true],
    ['spreadsheet', rows, true],
    ['chart', rows, true],
    ['table', 'Oak gives more heat than ash.', false],
    ['heat', rows, false],
  ])('%s', (word, text, names) => {
    expect(namesFormOf(word, text)).toBe(names);
  });
  it('holds a table only where row lines are', () => {
    expect(holdsTable(rows)).toBe(true);
    expect(holdsTable('| not a row')).toBe(false);
  });
  it('a row is read with the form word and its caption; a sentence is not', () => {
    const table = { term: 'table' };
    const fire = { term: 'firewood' };
    expect(rowContext([table, { term: 'heat' }], [fire], true)).toEqual([table, fire]);
    expect(rowContext([table], [fire], false)).toEqual([]);
  });
});

describe('entry-choice: the entry a question names among its siblings', () => {
  it.each<[string, string[][], number[]]>([
    ['one item names the word only it says', [['climb', 'wall'], ['chalk'], ['climb'], ['climb', 'wall']], [0.85, 1.5, 0.85, 0.85]],
    ['two such words weigh as one', [['climb'], ['chalk', 'ball'], ['climb'], ['wall'], ['wall'], ['climb']], [0.85, 1.5, 0.85, 0.85, 0.85, 0.85]],
    ['a word two items say tells neither', [['pot'], ['pot', 'dye'], ['dye'], ['wool'], ['wool']], [1, 1, 1, 1, 1]],
    ['every item names the same words', [['climb'], ['climb'], ['climb'], ['climb']], [1, 1, 1, 1]],
    ['too few items to tell', [['chalk'], ['climb'], ['climb']], [1, 1, 1]],
  ])('%s', (_name, named, weights) => {
    expect(entryWeights(named)).toEqual(weights);
  });
  it('a row the question does not name gives way to the row it names', () => {
    const rows = [{ cells: [], otherRow: true, table: 0, documentId: 'a' }, { cells: [], table: 0, documentId: 'a' }, { documentId: 'a' }];
    expect(namedRowLead(rows, 0)).toBe(1);
    expect(namedRowLead(rows, 2)).toBe(2);
    expect(namedRowLead([{ cells: [], otherRow: true, table: 0, documentId: 'a' }, { cells: [], table: 1, documentId: 'a' }], 0)).toBe(0);
  });
});

describe('a superlative of price reads the column of sums of money', () => {
  it.each<[string, boolean]>([
    ['cheap', true],
    ['expensive', true],
    ['inexpensive', true],
    ['heavy', false],
  ])('%s', (quality, price) => {
    expect(isPriceQuality(quality)).toBe(price);
  });
  it('a price list with no header is ranked by its prices', () => {
    const rows = [['Trim', '£12'], ['Colour', '£60'], ['Wash and cut', '£25']].map(([label, price]) => [{ name: '', value: label as string }, { name: 'price', value: price as string }]);
    expect(extremeOrder(rows, ['cheapest'], 'Which is the cheapest?')?.order).toEqual([0, 2, 1]);
    expect(isMoneyUnit('gbp')).toBe(true);
    expect(isMoneyUnit('kg')).toBe(false);
  });
});

describe('cellFigure: a time of several units is their sum', () => {
  it.each<[string, number]>([
    ['3 min 40 s', 3 + 40 / 60],
    ['210 s', 3.5],
    ['1 h 20 min', 80],
    ['4 min', 4],
  ])('%s', (value, minutes) => {
    expect(cellFigure(value)).toBeCloseTo(minutes, 5);
  });
});

describe('titleBlock: a title block in capitals opens the document', () => {
  it('a first line in capitals is what the document is about; a heading or a sentence is not', () => {
    expect(titleBlock('KILNMASTER K-20 KILN OWNER GUIDE\nRead this first.')).toBe('KILNMASTER K-20 KILN OWNER GUIDE');
    expect(titleBlock('## KILN GUIDE\nRead this first.')).toBe('');
    expect(titleBlock('Read this first.')).toBe('');
  });
});

const KILN_MANUAL = `KILNMASTER K-20 KILN
OWNER GUIDE (EXCERPT)

1. LOADING

Leave two centimetres between pots and the elements. Glazed pots must not touch one another or the shelf.

2. FIRING CHART

Programme      Top temperature      Hold
Bisque         1000 °C              10 min
Earthenware    1120 °C              15 min
Stoneware      1240 °C              20 min

3. TROUBLESHOOTING

Glaze crawls away from the edges: the pot was dusty or greasy when it was glazed. Wipe bisque ware with a damp sponge before glazing.

Pots crack in the bisque firing: the clay was still damp. Let the pots dry for a week before they go in.
`;

const TAKINGS_CSV = `concert,ticket_sales,raffle,audience
Spring,£420,£35,140
Summer,£610,£50,198
Autumn,£455,£41,150
Winter,£380,£29,122
`;

const PRICES = `POTTERS YARD
PRICE LIST

Clay (12.5 kg bag) ........ £9.20
Glaze (500 ml) ........ £14.00
Kiln shelf ........ £22.50
Sponge ........ £1.50
`;

const SURVEY = `# Swift nest survey of Harlow Fen villages, 2025

## Background

Swifts nest in the eaves of older houses, and re-roofing has closed many of their nest holes.

## Methods

The survey enlisted 48 residents, who watched 230 houses on three evenings in June. Each house was watched for an hour.

## Results

The watchers found 61 occupied nest sites. Nest boxes cost the parish about £30 per volunteer household that put one up.

## Costs

Printing the record sheets came to £120, and every watcher could borrow binoculars.

## Next steps

The parish will repeat the survey in 2027 and fit twenty more nest boxes on the school.
`;

const STUDIO_RULES = `# Potters Yard studio: rules for members

1. Every member must book a wheel before using the studio.
2. Glaze buckets must be stirred and closed with their lids after use.
3. Members under 16 must be with an adult in the studio.
4. Clean your wheel and the studio floor around it before you leave.
5. Do not open the kiln in the studio while it is above 100 °C.
`;

const FORUM = `---
title: "Glaze crawling on my mugs" – PotterChat forum
---

**mudlark** wrote:
My glaze keeps crawling on the rims. The kiln temperature seems fine. Is it the glaze recipe?

**kilnqueen** wrote:
Could be the recipe, could be the kiln. Temperature matters less than people think for crawling.
`;

describe('entries over the real HTTP service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'kilnmaster-k20-guide.txt': KILN_MANUAL, 'choir-takings.csv': TAKINGS_CSV, 'potterchat-crawling.md': FORUM, 'potters-yard-prices.txt': PRICES, 'potters-yard-rules.md': STUDIO_RULES, 'swift-survey.md': SURVEY, 'heal-df-trial.md': SET5_DOCUMENTS['heal-df-trial.md'] ?? '' });
  });
  afterAll(async () => {
    await service.close();
  });
  const answer = async (query: string): Promise<string> => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    return job.content ?? '';
  };
  it('a chart row answers the entry asked, with its column names', async () => {
    const lead = answerLead(await answer('What top temperature does the stoneware programme reach on the K-20?'));
    expect(lead).toContain('Stoneware');
    expect(lead).toContain('1240 °C');
  });
  it('an average over a CSV column is computed from its rows and shows them', async () => {
    const lead = answerLead(await answer('What was the average audience at the choir concerts?'));
    expect(lead).toContain('152.5');
    expect(lead).toContain('Spring 140');
    expect(lead).toContain('Winter 122');
  });
  it('a total over a column of sums keeps the currency', async () => {
    const lead = answerLead(await answer('How much did the raffle raise in total across the concerts?'));
    expect(lead).toContain('£155');
    expect(lead).toContain('Winter £29');
  });
  it('a price list line answers the item asked, with no sibling lines as padding', async () => {
    const content = await answer('How much is a bag of clay at Potters Yard?');
    expect(answerLead(content)).toContain('£9.20');
    expect(content).not.toContain('£14.00');
  });
  it('the cheapest item of a price list leads', async () => {
    expect(answerLead(await answer('Which item on the Potters Yard price list is the cheapest?'))).toMatch(/^In short: (?:Price: )?Sponge/);
  });
  it('a how-many question is answered where the kind is counted, not from a section naming it in passing', async () => {
    // (set 5's HEAL-DF count led with "Twelve per cent of participants…" from the section that says "per patient")
    expect(answerLead(await answer('How many volunteers took part in the Harlow Fen swift survey?'))).toContain('48 residents');
    expect(answerLead(await answer('How many patients took part in the HEAL-DF study?'))).toContain('312 adults');
  });
  it('the rule the question names by its own word leads among the rules', async () => {
    expect(answerLead(await answer('What is the rule about glaze buckets in the Potters Yard studio?'))).toContain('Glaze buckets');
  });
  it('the troubleshooting entry the question names answers it, not the section on another fault', async () => {
    const lead = answerLead(await answer('My glaze crawls away from the edges after firing in the K-20. Why does that happen?'));
    expect(lead).toMatch(/dusty or greasy/);
  });
});
