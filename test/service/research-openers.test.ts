// Openers that need what came before them (src/service/openers.ts, used by compose.ts buildUnits and
// the rendering of cited sentences): an enumeration adverb cited without its list is dropped ("Second,
// the bread keeps longer" → "The bread keeps longer"); a bare comparative inside a paragraph brings the
// sentence it compares with ("Longer boats must book a berth" after "Boats up to 12 metres moor free."),
// but opens a section on its own; a sentence reporting a question people ask is never cited as a finding.
// The sentences and documents (a marina guide, a bakery note) are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { bareComparative, ordinalOpener, reportsQuestion, withoutOrdinal } from '../../src/service/openers';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('openers.ts (pure but for the shipped modifier table)', () => {
  it.each<[string, string | null, string]>([
    ['Second, the bread keeps longer.', 'Second, ', 'The bread keeps longer.'],
    ['Finally, rinse the jar.', 'Finally, ', 'Rinse the jar.'],
    ['Thirdly , costs fall.', 'Thirdly , ', 'Costs fall.'],
    ['First-time visitors pay half.', null, 'First-time visitors pay half.'],
    ['The first boats arrived in May.', null, 'The first boats arrived in May.'],
  ])('ordinalOpener/withoutOrdinal(%j)', (sentence, opener, rest) => {
    expect(ordinalOpener(sentence)).toBe(opener);
    expect(withoutOrdinal(sentence)).toBe(rest);
  });
  it.each<[string, boolean]>([
    ['Longer boats must book a berth in advance.', true],
    ['Heavier loaves need a hotter oven.', true],
    ['Larger boats pay more than small ones.', false],
    ['Fewer loaves sold this year, against 400 last year.', false],
    ['Water levels rose overnight.', false],
    ['Other boats may moor at the outer pier.', false],
    ['Upper berths are reserved for residents.', false],
  ])('bareComparative(%j) → %s', (sentence, expected) => {
    expect(bareComparative(sentence)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['Many sailors ask why the harbour silts up.', true],
    ['Bakers often wonder whether rye needs more water.', true],
    ['Why does the harbour silt up?', false],
    ['The harbourmaster asked the council for a dredger.', false],
  ])('reportsQuestion(%j) → %s', (sentence, expected) => {
    expect(reportsQuestion(sentence)).toBe(expected);
  });
});

const documents = new Map([['marina', { title: 'Kestrel Bay marina guide', url: 'https://marina.example/guide' }]]);
const passages = [
  {
    documentId: 'marina',
    text: 'Berths. Boats up to 12 metres moor free for the first night at Kestrel Bay marina. Longer boats must book a berth in advance and pay a fee.\n\nMany sailors ask why the harbour silts up every winter. Storms carry sand from the spit into the harbour mouth, and the tide cannot flush it out.\n\nWhy stay. There are three reasons to winter a boat here. First, the marina is sheltered from westerly gales. Second, the yard can lift boats of up to 20 tonnes. Third, winter fees are half the summer fees.',
  },
];

describe('compose: openers over a marina guide', () => {
  it('a bare comparative comes with the sentence it compares with', () => {
    const answer = compose('Must longer boats book a berth at Kestrel Bay marina?', passages, documents);
    expect(answer.content).toMatch(/Boats up to 12 metres moor free[^[]*\[1\]\. Longer boats must book/);
  });
  it('the reported question is not cited; the cause is', () => {
    const answer = compose('Why does the Kestrel Bay harbour silt up every winter?', passages, documents);
    expect(answer.content).toMatch(/Storms carry sand/);
    expect(answer.content).not.toMatch(/Many sailors ask/);
  });
  it('an ordinal cited without its list loses its ordinal', () => {
    const answer = compose('How heavy a boat can the Kestrel Bay yard lift?', passages, documents);
    expect(answer.content).toMatch(/The yard can lift boats of up to 20 tonnes/);
    expect(answer.content).not.toMatch(/Second, the yard/);
  });
});

describe('over the real service: a comparative lead keeps what it compares with', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'bakery.md': `# Notes from the rye bakery\n\n## Baking\n\nA one-kilo rye loaf bakes at 230 °C for 50 minutes. Heavier loaves need a lower oven and a longer bake, up to 80 minutes.\n`,
    });
  });
  afterAll(async () => {
    await service.close();
  });
  it('"Heavier loaves…" is cited after the one-kilo loaf it is compared with', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long do heavier rye loaves bake?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/one-kilo rye loaf[^\n]*Heavier loaves/);
  });
});
