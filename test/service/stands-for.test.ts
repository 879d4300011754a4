// A question's word a source says by what it stands for (stands-for.ts): a temperature for "how warm", a place inside
// the one asked, a named day's date; an asked event said by its noun (focus.ts saysEventNoun); a request frame before
// the question ("Give me three bullet points on how…"; question-form.ts); a colour said of a possessed part ("the
// male's flanks turn green"; asked-role.ts). Table tests over the pure functions, then the real service: a question
// refused before for a word the source says otherwise is answered, and one the source does not answer (a weight
// asked, none stated) stays refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measuredAdjective, namedDayAsked, namesIn, parseDates, placeInside, standsForCovered, statesDate } from '../../src/service/stands-for';
import { saysEventNoun } from '../../src/service/focus';
import { questionForm } from '../../src/service/question-form';
import { frontMatterAuthor } from '../../src/service/writer-role';
import { qualityBound } from '../../src/service/asked-role';
import { isKindOf } from '../../src/service/kinds';
import { mentioned, stemsOf, conceptsOf, requiredConcepts } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('the measured adjective of a how-question whose unit says that quality alone (measuredAdjective)', () => {
  it.each<[string, string | null, string | null]>([
    ['How warm is it inside the glasshouse?', 'warm', 'temperature'],
    ['How cold does the cellar get in January?', 'cold', 'temperature'],
    ['How heavy is the Tarn canoe?', 'heavy', 'weight'],
    // (how fast asks a speed or the time it takes: no one unit)
    ['How fast does the lift climb?', null, null],
    // (a length says depth, height and width alike: never read as one of them)
    ['How deep is the quarry pool?', null, null],
    ['How tall is the radio mast?', null, null],
    ['How many rooms does the inn have?', null, null],
    ['Why is the glasshouse warm?', null, null],
  ])('%s', (query, word, dimension) => {
    const got = measuredAdjective(query);
    expect(got?.word ?? null).toBe(word);
    expect(got?.dimension ?? null).toBe(dimension);
  });
});

describe('a place a text names inside the place asked (placeInside)', () => {
  const table = new Map<string, string>([
    ['calcutta', 'india'],
    ['lyon', 'france'],
  ]);
  const within = (place: string, region: string): boolean | null => (table.has(place.toLowerCase()) ? table.get(place.toLowerCase()) === region : null);
  it.each<[string, string, string | null]>([
    ['india', 'In 1833 a ship reached Calcutta with 100 tonnes of ice.', 'Calcutta'],
    ['france', 'The cheese is aged in Lyon for a year.', 'Lyon'],
    // (the place itself is found as any word is; a place elsewhere is none)
    ['india', 'India bought ice for decades.', null],
    ['india', 'The cheese is aged in Lyon for a year.', null],
    ['france', 'Nothing here names a place.', null],
  ])('%s in "%s"', (asked, text, expected) => {
    expect(placeInside(asked, text, within)).toBe(expected);
  });
  it('names are read one to three capitalised words long, and word by word', () => {
    expect(namesIn('Ice reached Port Blair and then Calcutta.')).toEqual(expect.arrayContaining(['Port Blair', 'Port', 'Blair', 'Calcutta']));
  });
});

describe('a named day and its date (namedDayAsked, statesDate)', () => {
  const table = parseDates(['# comment', 'Christmas|Christmas Day|Xmas\t12 25', "New Year's Day|New Year's\t1 1", 'Christmas Eve\t12 24'].join('\n'));
  it.each<[string, string[] | null, number | null]>([
    ['Do the ferries sail on Christmas Day?', ['christmas', 'day'], 25],
    ['Is the pool open on Christmas Eve?', ['christmas', 'eve'], 24],
    ["Can I visit on New Year's Day?", ['new', "year's", 'day'], 1],
    // (a name that modifies a noun after it is no day: "the Christmas market")
    ['Does the Christmas market open in May?', null, null],
    ['Do the ferries sail on Sundays?', null, null],
  ])('%s', (query, words, day) => {
    const got = namedDayAsked(query, table);
    expect(got?.words ?? null).toEqual(words);
    expect(got?.day ?? null).toBe(day);
  });
  it.each<[string, boolean]>([
    ['There are no sailings on 25 December.', true],
    ['Closed December 25th and 26th.', true],
    ['Closed on the 25th of December.', true],
    ['Dec. 25: closed.', true],
    ['Open 2 December to 24 December.', false],
    ['Order 125 December cards.', false],
  ])('25 December in "%s": %s', (text, expected) => {
    expect(statesDate(text, 12, 25)).toBe(expected);
  });
});

describe('the words a document says by what they stand for (standsForCovered)', () => {
  const covered = (query: string, text: string): string[] => {
    const required = requiredConcepts(conceptsOf(query));
    return standsForCovered(query, required, [text], new Set<string>(), (sentence, others) => mentioned(others, stemsOf(sentence)).length > 0).map((c) => c.term);
  };
  it.each<[string, string, string[]]>([
    // a temperature stated of the thing asked says how warm it is
    ['How warm is it inside the butterfly house?', 'The house is kept at 27°C all year.', ['warm']],
    // (a temperature of nothing the question names, or a length, says nothing of it)
    ['How warm is it inside the butterfly house?', 'Frost reaches -4°C outside in January.', []],
    ['How warm is it inside the butterfly house?', 'The house is 40 metres long.', []],
    ['How heavy is the Tarn canoe?', 'The canoe weighs 21 kg empty.', ['heavy']],
    // a named day by its date, each word of its name ("New Year's Day": new, year, day), never without the date
    ["Is the pool open on New Year's Day?", 'The pool is closed on 1 January.', ['new', 'year', 'day']],
    ["Is the pool open on New Year's Day?", 'The pool is closed on 2 January.', []],
  ])('%s / %s', (query, text, expected) => {
    expect(covered(query, text)).toEqual(expected);
  });
});

describe('an event said by its noun (saysEventNoun)', () => {
  it.each<[string, string, boolean]>([
    ['decides', 'Gritting decisions are taken by the duty winter manager.', true],
    // (a form of the verb itself is its own word, found elsewhere; an unrelated noun is none)
    ['decides', 'He decided to go.', false],
    ['decides', 'The manager reads the forecast.', false],
    ['built', 'The building is old.', false],
  ])('%s in "%s": %s', (verb, sentence, expected) => {
    expect(saysEventNoun(verb, sentence)).toBe(expected);
  });
});

describe("the author a saved post's front matter names (frontMatterAuthor)", () => {
  it.each<[string, string | null]>([
    ['---\ntitle: One violin\nauthor: Hana Okafor\n---\n\nI finished my first violin.', 'Hana Okafor'],
    ['---\nby: "Tom Reyes"\n---\nText', 'Tom Reyes'],
    // (no front matter, or an author that is no person's name)
    ['author: Hana Okafor\n\nText', null],
    ['---\nauthor: admin\n---\nText', null],
  ])('%s', (raw, expected) => {
    expect(frontMatterAuthor(raw)).toBe(expected);
  });
});

describe('a colour said of the subject through its possessive (qualityBound)', () => {
  const colour = (w: string): boolean => isKindOf(w, 'colour');
  it.each<[string, boolean]>([
    ["In the breeding season the male's flanks turn a vivid emerald green, which warns off rivals.", true],
    ["The male's throat is bright blue.", true],
    // (another animal's colour, possessed or not, is none of the male's)
    ["The female's eggs are laid in white sand.", false],
    ['Rival snakes are green.', false],
  ])('%s', (text, expected) => {
    expect(qualityBound(text, ['male', 'lizard'], colour)).toBe(expected);
  });
});

describe('a request frame before the question (questionForm)', () => {
  it.each<[string, string, number | null]>([
    ['Give me three bullet points on how to care for a new tattoo.', 'How to care for a new tattoo?', 3],
    ['Tell me in one sentence why the bridge shut.', 'Why the bridge shut?', null],
    // (a request with no form is the question itself)
    ['Give me the history of the mill', 'Give me the history of the mill', null],
  ])('%s', (query, question, bullets) => {
    const got = questionForm(query);
    expect(got.question).toBe(question);
    expect(got.form?.bullets ?? null).toBe(bullets);
  });
});

describe('the service answers a question a source says in other terms, and still refuses one it does not answer', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'palm-house.md': [
        '# The Palm House at Ardley Gardens',
        '',
        'The Palm House at Ardley Gardens shelters about 300 tropical plants from West Africa and Borneo.',
        '',
        'The Palm House is kept at 24°C and high humidity all year, so visitors are advised to leave coats at the door.',
        '',
        'The glass roof was replaced in 2019 after a hailstorm cracked forty panes.',
        '',
      ].join('\n'),
      'ferry-timetable.md': [
        '# Brack Sound ferry: winter timetable',
        '',
        'The Brack Sound ferry crosses to Holm Island six times a day from November to March.',
        '',
        'There are no sailings on 25 December, and a reduced service runs on 26 December.',
        '',
        'Foot passengers pay £3 each way; bicycles travel free.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"How warm…" is answered by the temperature the source states of the house', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How warm is it inside the Palm House at Ardley?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/24°C/);
    expect(job.results.length).toBeGreaterThan(0);
  });

  it('a named day is answered by its date', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Does the Brack Sound ferry sail on Christmas Day?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/no sailings on 25 December/);
  });

  it('a weight asked where the source states none stays unanswered: nothing cited', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How heavy is the Brack Sound ferry?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toHaveLength(0);
    expect(job.content ?? '').not.toMatch(/\[\d+\]/);
  });
});
