// Two sides compared across a table's rows, with the figures read in full and the difference said
// (table-rows.ts compoundDuration, table-compare.ts columnAsked, comparison.ts cellMeasures and the measured
// noun's WordNet kin, table-columns.ts the antonym's family, figure-difference.ts): "2 min 58 s" is read whole, the
// column the question's own words name is chosen among several of one kind, a column whose cells carry the
// quality's unit counts, "a bigger crop" reads the yield column, "quieter" the noise column the other way, and the
// answer says the difference in the cells' unit. Table tests over the pure functions, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonQuestion } from '../../src/service/comparison';
import { durationSaid, figureDifference } from '../../src/service/figure-difference';
import type { TableCell } from '../../src/service/passage';
import type { RunningService } from '../../src/service/server';
import { columnAsked, compareRows } from '../../src/service/table-compare';
import { columnOfQuality } from '../../src/service/table-columns';
import { cellFigure, compoundDuration } from '../../src/service/table-rows';
import { createJob, startLibraryService, waitForJob } from './helpers';

function table(header: string, ...lines: string[]): TableCell[][] {
  const names = header.split(',');
  return lines.map((line) => line.split(',').map((value, i) => ({ name: names[i] ?? '', value })));
}

describe('a duration in two units is read whole (compoundDuration, cellFigure)', () => {
  it.each<[string, number | null]>([
    ['2 min 58 s', 2 + 58 / 60],
    ['1 h 38 min', 98],
    ['3 hours 20 minutes', 200],
    ['28 min', null],
    ['58 s 2 min', null],
    ['1 lb 2 oz', null],
  ])('compoundDuration(%s)', (value, expected) => {
    const got = compoundDuration(value);
    if (expected === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(expected, 6);
  });
  it.each<[string, number]>([
    ['2 min 58 s', 2 + 58 / 60],
    ['210 s', 3.5],
    ['28 min', 28],
    ['4 to 6 weeks', 4 * 10080],
  ])('cellFigure(%s)', (value, expected) => {
    expect(cellFigure(value)).toBeCloseTo(expected, 6);
  });
});

describe('the difference between two figures, in their unit (figureDifference)', () => {
  it.each<[string, string, string, string | null]>([
    ['28 min', '41 min', '', '13 min'],
    ['2 min 58 s', '2 min 41 s', '', '17 s'],
    ['1 h 38 min', '2 h 05 min', '', '27 min'],
    ['£64.99', '£42.00', '', '£22.99'],
    ['38.2', '44.6', '', '6.4'],
    ['58', '64', 'dB', '6 dB'],
    ['12%', '20%', '', '8 percentage points'],
    // different units, a range, a level, equal figures: nothing to say
    ['3.2 oz', '85 g', '', null],
    ['4 to 6 weeks', '8 weeks', '', null],
    ['high', 'low', '', null],
    ['41 min', '41 min', '', null],
  ])('%s vs %s', (a, b, unit, expected) => {
    expect(figureDifference(a, b, unit)).toBe(expected);
  });
  it('says seconds in the largest units', () => {
    expect(durationSaid(3900)).toBe('1 h 5 min');
  });
});

describe('which column the comparison reads', () => {
  it('prefers the column the question names among several of one kind (columnAsked)', () => {
    expect(columnAsked(['category 1 median', 'category 2 median', 'category 3 median'], 'Is Kersey faster than Tollerton for Category 2 calls?')).toBe('category 2 median');
    expect(columnAsked(['category 1 median', 'category 2 median'], 'Is Kersey faster than Tollerton?')).toBe('category 1 median');
    expect(columnAsked([], 'anything')).toBeUndefined();
  });
  it('reads a column named by the quality\'s antonym the other way (columnOfQuality)', () => {
    expect(columnOfQuality('Noise at boil (dB)', 'quiet')).toBe(-1);
    expect(columnOfQuality('Price', 'quiet')).toBeNull();
  });
  it.each<[string, string, 'yes' | 'no', string]>([
    // cells with the quality's unit under a column naming none; the column the question's words name
    ['Do ambulances reach Category 2 calls faster in Kersey than in Harlow Vale?', 'district,category 1 median,category 2 median|Kersey,8 min 55 s,28 min|Harlow Vale,9 min 40 s,41 min', 'yes', 'Category 2 median: Kersey 28 min vs Harlow Vale 41 min, a difference of 13 min'],
    // two-unit durations: 2 min 58 s is slower than 2 min 41 s
    ['Does the Vallo boil water faster than the Orrin?', 'kettle,price,time to boil 1 litre|Vallo,£54.50,2 min 58 s|Orrin,£42.00,2 min 41 s', 'no', 'Time to boil 1 litre: Vallo 2 min 58 s vs Orrin 2 min 41 s, a difference of 17 s'],
    // a crop is a yield (WordNet's broader word)
    ['Did Marlow Red give a bigger crop than Pentland Crown?', 'variety,tubers per plant,yield t per ha|Marlow Red,14,38.2|Pentland Crown,9,44.6', 'no', 'Yield t per ha: Marlow Red 38.2 vs Pentland Crown 44.6, a difference of 6.4'],
    // quieter: the lower noise
    ['Is the Orrin quieter than the Kestrel?', 'kettle,price,noise at boil (dB)|Kestrel,£64.99,64|Orrin,£42.00,58', 'yes', 'Noise at boil (dB): Orrin 58 vs Kestrel 64, a difference of 6 dB'],
  ])('%s', (query, written, verdict, sentence) => {
    const [header, ...lines] = written.split('|');
    const q = comparisonQuestion(query);
    expect(q).not.toBeNull();
    const r = q ? compareRows(table(header ?? '', ...lines), q, query) : null;
    expect(r?.verdict).toBe(verdict);
    expect(r?.sentence).toBe(sentence);
  });
});

describe('the service answers a comparison of two rows with the verdict and the difference', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'response-times.md': [
        '# District response times, winter quarter',
        '',
        'Times are medians for the quarter, from the call being categorised to the first vehicle arriving.',
        '',
        '| District | Category 1 median | Category 2 median | Calls attended |',
        '|---|---|---|---|',
        '| Ashcombe | 7 min 50 s | 31 min | 5,120 |',
        '| Brindle | 9 min 05 s | 47 min | 2,860 |',
        '| Corwen | 8 min 30 s | 39 min | 3,400 |',
        '',
        'Brindle is the most rural district and its longer distances explain part of the gap.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('leads with both rows\' figures of the column asked and the difference', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Do crews reach Category 2 calls faster in Ashcombe than in Brindle?', reasoning_loops: 2 }));
    expect(job.content ?? '').toMatch(/^Your sources point to yes: Category 2 median: Ashcombe 31 min vs Brindle 47 min, a difference of 16 min \[1\]\./m);
  });
});
