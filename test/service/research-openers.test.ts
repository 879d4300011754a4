// Openers that need what came before them (src/service/openers.ts, used by compose.ts buildUnits and
// the rendering of cited sentences): an enumeration adverb cited without its list is dropped ("Second,
// the bread keeps longer" → "The bread keeps longer"); a bare comparative inside a paragraph brings the
// sentence it compares with ("Longer boats must book a berth" after "Boats up to 12 metres moor free."),
// but opens a section on its own; a sentence reporting a question people ask is never cited as a finding.
// The sentences and documents (a marina guide, a bakery note) are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose, hasDanglingOpener } from '../../src/service/compose';
import { bareComparative, countedNoun, ordinalOpener, ordinalPronoun, pronounOne, reportsQuestion, withCountedNoun, withoutOrdinal } from '../../src/service/openers';
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

describe('openers.ts: an ordinal or "one" standing for a noun said before (pure but for the shipped tables)', () => {
  it.each<[string, boolean]>([
    ['The third was a burst pipe.', true],
    ['The second involved the bell tower.', true],
    ['The first, in 1968, was minor.', true],
    ['The second of these is rarer.', true],
    ['Rust was the first.', true],
    ['The last came in June.', true],
    ['The third floor is closed.', false],
    ['The First Tay Bridge fell in 1879.', false],
    ['The first boats arrived in May.', false],
    ['The last train leaves at ten.', false],
    ['The second half was better.', false],
    ['Amundsen was the first to reach the pole.', false],
  ])('ordinalPronoun(%j) → %s', (sentence, expected) => {
    expect(ordinalPronoun(sentence)).toBe(expected);
    expect(hasDanglingOpener(sentence)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['You do need one to ring or handle owls.', true],
    ['Bring one if it rains.', true],
    ['Buy one before the season starts.', true],
    ['Take one.', true],
    ['No one knows why.', false],
    ['One should always check the tide tables.', false],
    ['Each one weighs 2 kg.', false],
    ['It takes one to two hours.', false],
    ['The trap needs one or two days.', false],
    ['You need one permit per site.', false],
    ['One of them broke.', false],
    ['The hut has one door.', false],
  ])('pronounOne(%j) → %s', (sentence, expected) => {
    expect(pronounOne(sentence)).toBe(expected);
  });
  it.each<[string, string | null]>([
    ['Four separate faults had appeared by the spring.', 'fault'],
    ['There are two reasons for this:', 'reason'],
    ['Several old mills stand by the river.', 'mill'],
    ['The mill stands by the river.', null],
  ])('countedNoun(%j) → %s', (sentence, expected) => {
    expect(countedNoun(sentence)).toBe(expected);
  });
  it('withCountedNoun supplies the counted noun in brackets', () => {
    expect(withCountedNoun('The third was a burst pipe.', 'fault')).toBe('The third [fault] was a burst pipe.');
    expect(withCountedNoun('Rust was the first.', 'fault')).toBe('Rust was the first [fault].');
  });
});

const chapel = new Map([['chapel', { title: 'Repairing the Wellow chapel', url: 'https://chapel.example/repairs' }]]);
const chapelPassages = [
  { documentId: 'chapel', text: '## What went wrong\nFour separate faults had appeared by the spring of 2021.', chunkId: 1 },
  { documentId: 'chapel', text: '## What went wrong\nThe first was a cracked lintel over the west door. A mason replaced it with oak in May.', chunkId: 2 },
  {
    documentId: 'chapel',
    text: '## What went wrong\nThe second was a burst pipe under the vestry floor. The flooding soaked the parish registers stored there.',
    chunkId: 3,
    before: '## What went wrong\nThe first was a cracked lintel over the west door. A mason replaced it with oak in May.',
    earlier: ['## What went wrong\nFour separate faults had appeared by the spring of 2021.', '## What went wrong\nThe first was a cracked lintel over the west door. A mason replaced it with oak in May.'],
  },
  { documentId: 'chapel', text: '## Permits\nYou do not need a faculty to repaint the porch. You do need one to alter the windows or the roof of the chapel.', chunkId: 4 },
];

describe('compose: ordinals and "one" over a chapel repair note', () => {
  it('"The second was…" gets the noun its list counts, in brackets, from the sentence that introduced the list', () => {
    const answer = compose('What happened to the vestry floor of the Wellow chapel?', chapelPassages, chapel);
    expect(answer.content).toMatch(/The second \[fault\] was a burst pipe under the vestry floor \[1\]/);
  });
  it('without the sentence that introduced the list, the ordinal sentence is not cited', () => {
    const alone = [{ documentId: 'chapel', text: '## What went wrong\nThe second was a burst pipe under the vestry floor. The flooding soaked the parish registers stored there.' }];
    const answer = compose('What happened to the vestry floor of the Wellow chapel?', alone, chapel);
    expect(answer.content).not.toMatch(/The second was/);
  });
  it('"You do need one…" comes with the sentence naming what "one" is', () => {
    const answer = compose('Do you need a faculty to alter the chapel windows?', chapelPassages, chapel);
    expect(answer.content).toMatch(/You do not need a faculty to repaint the porch \[1\]\. You do need one to alter the windows/);
  });
});

describe('hasDanglingOpener: "both", "the latter" and the rest of an enumeration without its referent', () => {
  it.each<[string, boolean]>([
    ['Both were rebuilt after the storm.', true],
    ['The latter is cheaper to run.', true],
    ['The former closed in 1962.', true],
    ['The third was a burst pipe.', true],
    ['You do need one to moor overnight.', true],
    ['Both piers were rebuilt after the storm.', true],
    ['Both the pier and the slipway were rebuilt.', false],
    ['The third pier was rebuilt in 1962.', false],
    ['Each berth has one cleat.', false],
  ])('hasDanglingOpener(%j) → %s', (sentence, expected) => {
    expect(hasDanglingOpener(sentence)).toBe(expected);
  });
});
