// Each side's figure read where it stands: a race time on a clock ("1:04:31") is hours, minutes and seconds and a
// time (table-rows.ts cellFigure, table-compare.ts); a year compared stands alone in its cell ("in 2023 than in 2016");
// a word with its accents is the word without ("jalapeños"); a document whose title names one side is that side's
// though its lines leave the brand out ("Mowmaster M40 … specification": "Noise level: 82 dB(A)"), read whole by the
// loops (research.ts) and by the figures (figure-sides.ts figuresBySide), and the answer says whose figure such a line
// gives ("[Hollin H9] Noise level: 88 dB": sideName). Every wording is written here.
import { describe, expect, it } from 'vitest';
import { comparisonQuestion } from '../../src/service/comparison';
import { figuresBySide, sideName } from '../../src/service/figure-sides';
import { compareRows } from '../../src/service/table-compare';
import { cellFigure } from '../../src/service/table-rows';
import { stem } from '../../src/service/text';
import { createJob, startLibraryService, waitForJob } from './helpers';

const question = (q: string): NonNullable<ReturnType<typeof comparisonQuestion>> => {
  const found = comparisonQuestion(q);
  if (!found) throw new Error(`a comparison: ${q}`);
  return found;
};

describe('a clock time in a cell (cellFigure)', () => {
  it.each<[string, number | null]>([
    ['1:04:31', 64 + 31 / 60],
    ['2:10:05', 130 + 5 / 60],
    // (one figure with a unit, as before)
    ['45 min', 45],
    ['12', 12],
  ])('%s → %s', (value, expected) => {
    expect(cellFigure(value)).toBeCloseTo(expected ?? Number.NaN, 5);
  });
});

describe('two years compared over a table of race times (compareRows)', () => {
  const rows = [
    [{ name: 'Year', value: '2016' }, { name: 'Winning time', value: '2:11:52' }],
    [{ name: 'Year', value: '2019' }, { name: 'Winning time', value: '2:09:40' }],
    [{ name: 'Year', value: '2023' }, { name: 'Winning time', value: '2:10:31' }],
  ];
  it.each<[string, 'yes' | 'no']>([
    // faster is the shorter time, read off a clock
    ['Was the winning time faster in 2023 than in 2016?', 'yes'],
    ['Was the winning time faster in 2023 than in 2019?', 'no'],
    ['Was the winning time slower in 2016 than in 2019?', 'yes'],
  ])('%s → %s', (query, verdict) => {
    expect(compareRows(rows, question(query), query)?.verdict).toBe(verdict);
  });
});

describe('a word with or without its accents (stem)', () => {
  it.each([
    ['jalapeños', 'jalapenos'],
    ['café', 'cafe'],
    ['Zürich', 'zurich'],
  ])('%s is %s', (a, b) => {
    expect(stem(a)).toBe(stem(b));
  });
});

describe("a side's document named by its title (figuresBySide)", () => {
  const q = question('Is the Greenway G5 quieter than the Hollin H9?');
  const units = [
    { documentId: 'g', sentences: ['The Greenway G5 is a cordless hedge trimmer.'], order: 0 },
    { documentId: 'g', sentences: ['We measured 79 dB at arm\'s length.'], order: 1 },
    // the specification's lines say "H9" without its brand; its title names it whole
    { documentId: 'h', sentences: ['The H9 has a 60 cm blade.'], order: 0 },
    { documentId: 'h', sentences: ['Noise level: 88 dB.'], order: 1 },
  ];
  it('reads the figure of the document its title names, and nothing without the title', () => {
    const titles = new Map([['g', 'Greenway G5 review'], ['h', 'Hollin H9 trimmer: specification']]);
    const found = figuresBySide(units, units, q, titles);
    expect(found?.verdict).toBe('yes');
    expect(found?.other.sentences[0]).toBe('Noise level: 88 dB.');
    expect(figuresBySide(units, units, q)).toBeNull();
  });
});

describe('through the service: a review and a specification whose lines leave out the brand', () => {
  it('"Is the Greenway G5 quieter than the Hollin H9?" reads the H9\'s noise level from its specification', async () => {
    const service = await startLibraryService({
      'greenway-g5-review.md': '# Greenway G5 review: a quiet trimmer\n\nThe Greenway G5 is a cordless hedge trimmer for small gardens. It is noticeably quiet: we measured 79 dB at arm\'s length. The G5 weighs 2.9 kg with its battery.\n',
      'hollin-h9-spec.md': '# Hollin H9 hedge trimmer: product specification\n\nThe H9 is a 36-volt trimmer for long hedges.\n\n- Blade length: 60 cm\n- Weight with battery: 3.4 kg\n- Noise level: 88 dB\n- Warranty: 2 years\n',
    });
    try {
      const job = await waitForJob(service, await createJob(service, { query: 'Is the Greenway G5 quieter than the Hollin H9?', reasoning_loops: 2 }));
      const content = String(job.content);
      expect(content).toMatch(/point to yes: .*79 dB.*\[\d\]/);
      // (the specification's line, which names no trimmer, says whose figure it is)
      expect(content).toMatch(/\[Hollin H9\] Noise level: 88 dB \[\d\]/);
    } finally {
      await service.close();
    }
  });
});

describe("a side's name as the question writes it (sideName)", () => {
  it.each<[string, string, string]>([
    ['Is the Pipit 14 balance bike heavier than the Pipit 12?', 'Pipit 14 balance bike', 'Pipit 12'],
    ['Is the Greenway G5 quieter than the Hollin H9?', 'Greenway G5', 'Hollin H9'],
    ['Are edible dormice bigger than hazel dormice?', 'edible dormice', 'hazel dormice'],
  ])('%s → %s | %s', (query, subject, other) => {
    const q = question(query);
    expect(sideName(q, 'subject', query)).toBe(subject);
    expect(sideName(q, 'other', query)).toBe(other);
  });
});
