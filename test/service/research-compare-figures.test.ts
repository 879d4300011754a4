// The quantity a comparison is judged on and each side's figure in a document of its own (compared-quantity.ts,
// figure-sides.ts, comparison.ts): "last longer" is years, not metres; a column's measure is what stands before its
// "per"; a comparative measured by figures ("cheaper") is no missing word when each side's price is given; and two
// reviews, one of each side, whose figures are said of "it", give the verdict with both sentences cited. Table tests
// over the pure functions on questions and sentences written here, then compose() and the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { measuredPart, proFormHead, verbMeasure } from '../../src/service/compared-quantity';
import { columnMeasures, comparativeByFigures, comparisonQuestion } from '../../src/service/comparison';
import { documentSide, figuresBySide, pairedSideDocuments } from '../../src/service/figure-sides';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, upload, waitForJob } from './helpers';

const question = (q: string): NonNullable<ReturnType<typeof comparisonQuestion>> => {
  const found = comparisonQuestion(q);
  if (!found) throw new Error(`a comparison: ${q}`);
  return found;
};

describe('the quantity a measuring verb asks for (verbMeasure) and a column\'s own measure (measuredPart)', () => {
  it.each<[string[], number, string[] | null]>([
    [['does', 'slate', 'last', 'longer', 'than', 'felt'], 3, ['time']],
    [['does', 'it', 'weigh', 'less', 'than', 'that'], 3, ['weight']],
    [['is', 'slate', 'longer', 'than', 'felt'], 2, null],
  ])('%j at %i → %j', (tokens, at, expected) => {
    expect(verbMeasure(tokens, at)).toEqual(expected);
  });
  it.each([
    ['Cost per square metre', 'Cost'],
    ['Weight (kg per square metre)', 'Weight (kg )'],
    ['Lifespan (years)', 'Lifespan (years)'],
    // what the days run until is not what the column measures
    ['Days to first harvest', 'Days'],
  ])('%j → %j', (name, expected) => {
    expect(measuredPart(name)).toBe(expected);
  });
});

describe('a column measuring the quality compared (columnMeasures)', () => {
  const longer = question('Does natural slate last longer than asphalt shingles?');
  const cheaper = question('Are clay tiles cheaper than natural slate?');
  it('reads "last longer" as time', () => {
    expect(longer).toMatchObject({ quality: 'long', measures: ['time'] });
  });
  it.each<[string, ReturnType<typeof question>, 'named' | 'kind' | null]>([
    // the area a cost is given for is no length; the years a roof lasts are
    ['Cost per square metre', longer, null],
    ['Lifespan (years)', longer, 'kind'],
    ['Length (m)', longer, null],
    ['Cost per square metre', cheaper, 'kind'],
    ['Weight (kg per square metre)', cheaper, null],
    // a noun that may measure money ("yield") with a unit of another kind: a weight
    ['Yield (kg per plant)', cheaper, null],
    ['Seed cost per packet', cheaper, 'kind'],
  ])('%j → %s', (name, q, expected) => {
    expect(columnMeasures(name, q)).toBe(expected);
  });
});

describe('a comparative measured by figures (comparativeByFigures)', () => {
  it.each<[string, string, boolean]>([
    ['cheaper', 'Is the Kestrel cheaper than the Falcon?', true],
    ['lighter', 'Is the Falcon lighter than the Kestrel?', true],
    // a quality no figure of a known kind measures: its word is what the sources must say
    ['safer', 'Is the Kestrel safer than the Falcon?', false],
    ['kestrel', 'Is the Kestrel cheaper than the Falcon?', false],
  ])('%s in %j → %s', (word, q, expected) => {
    expect(comparativeByFigures(word, question(q))).toBe(expected);
  });
});

const KESTREL = ['The Kestrel City is a commuter e-bike with a 500 Wh battery.', 'It weighs 22 kg and sells for €2,400.'];
const FALCON = ['The Falcon Tour is a touring e-bike with a 750 Wh battery.', 'It weighs 18 kg and sells for €2,900.'];

describe('each side\'s figure in a document of its own (documentSide, figuresBySide)', () => {
  const cheaper = question('Is the Kestrel cheaper than the Falcon?');
  it.each<[string, 'subject' | 'other' | null]>([
    [KESTREL.join(' '), 'subject'],
    [FALCON.join(' '), 'other'],
    ['The Kestrel costs less than the Falcon.', null],
    ['Commuter bikes are popular.', null],
  ])('%j → %s', (text, expected) => {
    expect(documentSide(text, cheaper)).toBe(expected);
  });
  const units = [
    ...KESTREL.map((s, i) => ({ documentId: 'k', sentences: [s], order: i })),
    ...FALCON.map((s, i) => ({ documentId: 'f', sentences: [s], order: i })),
  ];
  it('reads the price of each review, said of "it"', () => {
    const found = figuresBySide(units, [units[0], units[2]].filter((u) => u !== undefined), cheaper);
    expect(found?.verdict).toBe('yes');
    expect(found?.subject.sentences[0]).toMatch(/€2,400/);
    expect(found?.other.sentences[0]).toMatch(/€2,900/);
    expect(figuresBySide(units, units, question('Is the Kestrel heavier than the Falcon?'))?.verdict).toBe('yes');
  });
  it('gives nothing with one side\'s document only, or a quality no figure measures', () => {
    expect(figuresBySide(units.slice(0, 2), units.slice(0, 2), cheaper)).toBeNull();
    expect(figuresBySide(units, units, question('Is the Kestrel safer than the Falcon?'))).toBeNull();
  });
});

describe('compose: two reviews, a verdict from the two prices, both cited in the lead', () => {
  const documents = new Map([
    ['k', { title: 'Kestrel City review', url: 'https://k.example' }],
    ['f', { title: 'Falcon Tour review', url: 'https://f.example' }],
  ]);
  const passages = [
    { documentId: 'k', text: KESTREL.join(' ') },
    { documentId: 'f', text: FALCON.join(' ') },
  ];
  it('"Is the Kestrel cheaper than the Falcon?"', () => {
    const content = compose('Is the Kestrel cheaper than the Falcon?', passages, documents).content;
    const lead = content.split(/\n\s*\n/)[0] ?? '';
    expect(lead).toMatch(/^Your sources point to yes: .*€2,400 \[\d\]\. .*€2,900 \[\d\]\./);
  });
  it('"Is the Falcon cheaper than the Kestrel?" is a no', () => {
    expect(compose('Is the Falcon cheaper than the Kestrel?', passages, documents).content).toMatch(/^Your sources point to no: /);
  });
});

describe('each side\'s figure through the service (documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('a verdict from the figures of two reviews, citing both', async () => {
    expect((await upload(service, 'kestrel-review.md', `# Kestrel City review\n\n${KESTREL.join(' ')}\n`, 'text/markdown')).status).toBe(200);
    expect((await upload(service, 'falcon-review.md', `# Falcon Tour review\n\n${FALCON.join(' ')}\n`, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Is the Falcon lighter than the Kestrel?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const lead = String(job.content).split(/\n\s*\n/).find((p) => /point to/.test(p)) ?? '';
    expect(lead).toMatch(/point to yes: .*18 kg.*\[\d\]\. .*22 kg.*\[\d\]\./);
  });
});

describe('"than chemical ones": the pro-form stands for the subject\'s head (proFormHead, comparisonQuestion, compose)', () => {
  it.each<[string[], string | null]>([
    [['mineral', 'sunscreens', 'protect'], 'sunscreens'],
    [['red', 'apples'], null],
    [[], null],
  ])('%j → %j', (subject, expected) => {
    expect(proFormHead(subject, (w) => w === 'protect')).toBe(expected);
  });
  it('reads the sides without the shared head where the verb follows it', () => {
    expect(question('Do mineral sunscreens protect against UVA better than chemical ones?')).toMatchObject({ subject: ['mineral', 'protect'], other: ['chemical'] });
    expect(question('Are red apples sweeter than green ones?')).toMatchObject({ subject: ['red', 'apples'], other: ['green'] });
  });
  it('two documents setting the two against each other the opposite ways disagree', () => {
    const documents = new Map([
      ['a', { title: 'Mineral sunscreen guide', url: 'https://a.example' }],
      ['b', { title: 'Dermatology notes on sunscreen', url: 'https://b.example' }],
    ]);
    const passages = [
      { documentId: 'a', text: 'Mineral sunscreens protect against UVA better than chemical sunscreens, according to the lab tests we ran in 2024.' },
      { documentId: 'b', text: 'In broad-spectrum testing, chemical sunscreens protected against UVA better than mineral sunscreens did.' },
    ];
    const content = compose('Do mineral sunscreens protect against UVA better than chemical ones?', passages, documents).content;
    expect(content).toMatch(/^Your sources disagree: .*\[1\]\. .*chemical sunscreens protected against UVA better than mineral sunscreens did \[2\]/);
  });
});

describe('documents on one side each, one on each side (pairedSideDocuments)', () => {
  const cheaper = question('Is the Kestrel cheaper than the Falcon?');
  it('the two reviews, and nothing where no document is on the other side', () => {
    const reviews = [
      { documentId: 'k', text: KESTREL.join(' ') },
      { documentId: 'f', text: FALCON.join(' ') },
      { documentId: 'x', text: 'Commuter bikes are popular.' },
    ];
    expect(pairedSideDocuments(reviews, cheaper).sort()).toEqual(['f', 'k']);
    expect(pairedSideDocuments(reviews.slice(0, 1), cheaper)).toEqual([]);
  });
});

describe('compose over a table: the column of the quantity compared, not one naming another thing', () => {
  it('"Is Brandywine seed cheaper than Sungold seed?" reads the seed cost, not the yield', async () => {
    const { startLibraryService, createJob: create, waitForJob: wait } = await import('./helpers');
    const service = await startLibraryService({
      'tomato-trial.md': '# Greenhouse tomato trial\n\n| Variety | Yield (kg per plant) | Days to first harvest | Seed cost per packet |\n|---|---|---|---|\n| Sungold | 4.2 | 57 | €3.50 |\n| Brandywine | 3.1 | 80 | €2.80 |\n| Moneymaker | 5.0 | 70 | €1.90 |\n',
    });
    try {
      const job = await wait(service, await create(service, { query: 'Is Brandywine seed cheaper than Sungold seed?', reasoning_loops: 2 }));
      expect(String(job.content)).toMatch(/^Your sources point to yes: Seed cost per packet: Brandywine €2\.80 vs Sungold €3\.50/);
    } finally {
      await service.close();
    }
  });
});
