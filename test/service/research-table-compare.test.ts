// A comparison read across a table's rows (src/service/table-compare.ts): "Did straw mulch give a bigger
// yield than bare soil?" over a table with a mulch column and a yield column is answered by the figures of
// each side's rows, side by side (pair by pair where another column pairs them one to one, else all of
// them), and the answer leads with them, not with one row. Table tests over the pure functions on tables
// written here, then the real service over a CSV written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnMeasures, comparisonQuestion } from '../../src/service/comparison';
import type { TableCell } from '../../src/service/passage';
import type { RunningService } from '../../src/service/server';
import { compareRows, levelOf } from '../../src/service/table-compare';
import { createJob, startLibraryService, waitForJob } from './helpers';

/** Rows of cells from a header line and value lines ("a,b" / "1,2"). */
function table(header: string, ...lines: string[]): TableCell[][] {
  const names = header.split(',');
  return lines.map((line) => line.split(',').map((value, i) => ({ name: names[i] ?? '', value })));
}

describe('a comparative before the thing measured (comparisonQuestion)', () => {
  it.each<[string, string[], string[], string[] | undefined, 1 | -1]>([
    ['Did straw mulch give a bigger yield than bare soil?', ['straw', 'mulch'], ['bare', 'soil'], ['yield'], 1],
    ['Do hill farms have a lower lambing rate than lowland farms?', ['hill'], ['lowland'], ['lambing', 'rate'], -1],
    // a plain comparative keeps its own reading
    ['Is the oak table heavier than the pine table?', ['oak'], ['pine'], undefined, 1],
  ])('%j', (query, subject, other, measured, sign) => {
    const q = comparisonQuestion(query);
    expect(q?.subject).toEqual(subject);
    expect(q?.other).toEqual(other);
    expect(q?.measured).toEqual(measured);
    expect(q?.sign).toBe(sign);
  });
});

describe('a verb made with "out-" compares on the verb (comparisonQuestion)', () => {
  it.each<[string, string[], string[], string]>([
    ['Does a cedar-shingle roof outlast one made of slate?', ['cedar-shingle', 'roof'], ['made', 'slate'], 'last'],
    ['Do beech hedges outgrow hornbeam hedges?', ['beech'], ['hornbeam'], 'grow'],
    ['Did the Vikings outnumber the Saxons at the ford?', ['vikings'], ['saxons'], 'number'],
  ])('%j', (query, subject, other, quality) => {
    const q = comparisonQuestion(query);
    expect(q?.subject).toEqual(subject);
    expect(q?.other).toEqual(other);
    expect(q?.quality).toBe(quality);
    expect(q?.sign).toBe(1);
  });
  it('a word that merely starts with "out" is no comparison', () => {
    expect(comparisonQuestion('Does the outdoor pool open in May?')).toBeNull();
    expect(comparisonQuestion('Did the output of the mill rise?')).toBeNull();
  });
});

describe('the column that measures the quality compared (columnMeasures)', () => {
  const yieldQ = comparisonQuestion('Did straw mulch give a bigger yield than bare soil?');
  const heavyQ = comparisonQuestion('Is the oak table heavier than the pine table?');
  it.each<[string, string, 'named' | 'kind' | null]>([
    ['yield', 'yield kg per plot', 'named'],
    ['yield', 'plot', null],
    ['heavy', 'weight kg', 'kind'],
    ['heavy', 'mass (g)', 'kind'],
    ['heavy', 'length cm', null],
  ])('%s: %j → %s', (which, name, expected) => {
    const q = which === 'yield' ? yieldQ : heavyQ;
    expect(q).not.toBeNull();
    if (q) expect(columnMeasures(name, q)).toBe(expected);
  });
});

describe('a level instead of a figure (levelOf)', () => {
  it.each<[string, number | null]>([
    ['high: the coat sheds rain', 4],
    ['low', 2],
    ['Medium (after two coats)', 3],
    ['42', null],
    ['hardly any', null],
  ])('%j → %s', (value, level) => {
    expect(levelOf(value)).toBe(level);
  });
});

describe('the rows of each side compared (compareRows)', () => {
  const mulch = table(
    'plot,soil,mulch,yield kg',
    '1,clay,straw,52',
    '2,clay,bare soil,30',
    '3,sand,straw,47',
    '4,sand,bare soil,28',
    '5,sand,straw and compost,60',
  );
  it('pairs the rows by a column matching them one to one, and says so', () => {
    const q = comparisonQuestion('Did straw mulch give a bigger yield than bare soil?');
    const r = q ? compareRows(mulch, q, 'Did straw mulch give a bigger yield than bare soil?') : null;
    expect(r?.verdict).toBe('yes');
    expect(r?.sentence).toBe('Yield kg: straw 52, 47 vs bare soil 30, 28, soil by soil: clay, sand');
    // "straw and compost" is another treatment: not a row of the straw side
    expect(r?.subjectRows).toEqual([0, 2]);
    expect(r?.otherRows).toEqual([1, 3]);
  });
  it('reads the other way round as a no', () => {
    const q = comparisonQuestion('Did bare soil give a bigger yield than straw mulch?');
    expect(q ? compareRows(mulch, q)?.verdict : null).toBe('no');
  });
  it('pairs pointing both ways are qualified', () => {
    const mixed = table('plot,soil,mulch,yield kg', '1,clay,straw,52', '2,clay,bare soil,30', '3,sand,straw,25', '4,sand,bare soil,28');
    const q = comparisonQuestion('Did straw mulch give a bigger yield than bare soil?');
    expect(q ? compareRows(mixed, q)?.verdict : null).toBe('qualified');
  });
  it('without pairs: all of each side, with the means', () => {
    const unpaired = table('plot,mulch,yield kg', '1,straw,52', '2,straw,47', '3,bare soil,30');
    const q = comparisonQuestion('Did straw mulch give a bigger yield than bare soil?');
    const r = q ? compareRows(unpaired, q) : null;
    expect(r?.verdict).toBe('yes');
    expect(r?.sentence).toBe('Yield kg: straw 52, 47 vs bare soil 30 (means 49.5 vs 30)');
  });
  it('a quality of a kind: heavier reads the weight column; a speed reads a time column the other way', () => {
    const tables = table('table,wood,weight kg', 'Oak table,oak,48', 'Pine table,pine,31');
    const heavier = comparisonQuestion('Is the oak table heavier than the pine table?');
    expect(heavier ? compareRows(tables, heavier)?.verdict : null).toBe('yes');
    const methods = table('method,time to dry', 'Air drying,3 to 4 weeks', 'Kiln drying,5 days');
    const faster = comparisonQuestion('Is kiln drying faster than air drying?');
    expect(faster ? compareRows(methods, faster)?.verdict : null).toBe('yes');
  });
  it('levels: the higher level of the quality the column names', () => {
    const coats = table('coat,water resistance', 'Waxed cotton,high: the coat sheds rain', 'Plain cotton,low: soaks through in minutes');
    const q = comparisonQuestion('Is waxed cotton more water resistant than plain cotton?');
    const r = q ? compareRows(coats, q) : null;
    expect(r?.verdict).toBe('yes');
    expect(r?.sentence).toContain('Waxed cotton high: the coat sheds rain vs Plain cotton low');
  });
  it('no column for the quality, or no row for a side: no comparison', () => {
    const q = comparisonQuestion('Did straw mulch give a bigger yield than bark chips?');
    expect(q ? compareRows(mulch, q) : 'no question').toBeNull();
    const height = comparisonQuestion('Is the oak table taller than the pine table?');
    expect(height ? compareRows(table('table,weight kg', 'Oak table,48', 'Pine table,31'), height) : 'no question').toBeNull();
  });
});

describe('a comparison across a CSV\'s rows through the service (a CSV written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'roofing-guide.md': [
        '# Choosing a roof covering',
        '',
        'Each covering has its own weight, cost and life. Typical figures for a small house:',
        '',
        '- **Cedar shingle:** typical lifespan 30 to 40 years',
        '- **Natural slate:** typical lifespan 100 years',
        '- **Concrete tile:** typical lifespan 50 years',
        '',
      ].join('\n'),
      'hedge-trial-2023.csv': [
        'plot,site,hedge,nests_found,notes',
        'P1,Upper Field,laid hawthorn,9,Laid in the winter of 2021',
        'P2,Upper Field,flailed hawthorn,4,Cut every autumn by tractor',
        'P3,Brook Meadow,laid hawthorn,11,Thick at the base; wrens and dunnocks',
        'P4,Brook Meadow,flailed hawthorn,5,Gappy at the base',
        'P5,Church Lane,laid hawthorn,7,Next to a footpath',
        'P6,Church Lane,flailed hawthorn,3,Cut late in 2022',
        'P7,Church Lane,laid blackthorn,6,Young hedge',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('leads with the figures of both sides, pair by pair, and the verdict they give', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Did laid hawthorn hedges have more nests than flailed hawthorn?', reasoning_loops: 2 }));
    const content = job.content ?? '';
    expect(content).toMatch(/^Your sources point to yes: Nests found: laid hawthorn 9, 11, 7 vs flailed hawthorn 4, 5, 3, site by site: Upper Field, Brook Meadow, Church Lane \[1\]\./m);
  });

  it('compares the figures each side is given for "Does X outlast Y?"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Does a cedar-shingle roof outlast one made of natural slate?', reasoning_loops: 2 }));
    expect(job.content ?? '').toMatch(/^Your sources point to no: Cedar shingle: typical lifespan 30 to 40 years \[1\]\. Natural slate: typical lifespan 100 years \[1\]\./m);
  });
});
