// Compounds and ages are one concept each (src/service/compounds.ts, resources/lexicon/wordnet-compounds.txt
// built by scripts/wordnet-lexicon.mjs --compounds): a question's "lifespan" is covered by a source's
// "life span" or "life-span" and the other way round, and "a 9-year-old" is one soft concept that a
// source's "aged 7 to 12" states, not the words "year" and "old". Table tests of the pure functions, then
// answers over the real service on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_STEM, ageExpressions, closedForms, compoundBeginsWith, mayStateAge, pairStems, personOfAge, joinedCompound, openForm, parseCompounds, wordsWithCompounds } from '../../src/service/compounds';
import { conceptsOf, partCoverage, requiredConcepts, stemMatches, stemsOf } from '../../src/service/concepts';
import { openForms } from '../../src/service/library';
import { stem } from '../../src/service/text';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('closed, open and hyphenated compounds (table)', () => {
  const table = parseCompounds('# a comment\nj lifespan life span\nj rainfall rain fall\nj breakdown break down\nj seashore sea shore\nj nonsense non sense x\n');
  it.each<[string, string, string | null]>([
    ['life', 'span', 'lifespan'],
    ['life', 'spans', 'lifespan'],
    ['rain', 'fall', 'rainfall'],
    ['sea', 'shore', 'seashore'],
    // a stop word is grammar, not half of a compound ("the car may break down")
    ['break', 'down', null],
    ['life', 'story', null],
    ['shore', 'sea', null],
  ])('%s + %s → %s', (a, b, joined) => {
    expect(joinedCompound(a, b, table)).toBe(joined);
  });
  it.each<[string, string[]]>([
    ['What is the life span of a tortoise?', ['what', 'is', 'the', 'lifespan', 'of', 'a', 'tortoise']],
    ['the life-span of a tortoise', ['the', 'lifespan', 'of', 'a', 'tortoise']],
    ['a tortoise lifespan', ['a', 'tortoise', 'lifespan']],
    ['heavy rain falls on the sea shore', ['heavy', 'rainfall', 'on', 'the', 'seashore']],
  ])('%s', (text, expected) => {
    expect(wordsWithCompounds(text, table)).toEqual(expected);
  });
  it('the open form of a closed compound is searched too', () => {
    expect(openForm('lifespan', table)).toBe('life span');
    expect(openForm('tortoise', table)).toBeNull();
  });
});

describe('any two adjacent words written as one (table)', () => {
  it('a text that writes two words says their closed form, never across a stop word or a number', () => {
    expect(pairStems('Pack the power banks in hand luggage.')).toEqual(expect.arrayContaining(['powerbank', 'handluggag']));
    expect(pairStems('It is land, not sea.')).not.toContain('island');
    expect(pairStems('Model 3 chargers')).toEqual([]);
  });
  it('each word of a question pair is also said by the closed form', () => {
    expect(closedForms(['can', 'i', 'take', 'a', 'power', 'bank'])).toEqual(new Map([['power', ['powerbank']], ['bank', ['powerbank']]]));
  });
  it('a closed word is searched open: WordNet\'s split, else every split into words of three letters or more', () => {
    expect(openForms('powerbank')).toEqual(['pow erbank', 'powe rbank', 'power bank', 'powerb ank']);
    expect(openForms('bank')).toEqual([]);
  });
});

describe('ages (table)', () => {
  it.each<[string, string[]]>([
    ['Can a 9-year-old ride the chairlift alone?', ['9-year-old']],
    ['my nine year old daughter', ['nine year old']],
    ['a 40-year-old ferry', ['40-year-old']],
    ['Children aged 7 to 12 may ride with a pass.', ['aged 7']],
    ['drops for children from 1 to 11 years', ['from 1 to 11 years']],
    ['Riders 16 years and over need no pass.', ['16 years and over']],
    ['free for under-6s', ['under-6s']],
    // a duration or a date is no age
    ['a 10-year study of ferries', []],
    ['The lift opened 12 years ago.', []],
    ['In 1998 the lift was rebuilt.', []],
  ])('%s', (text, expected) => {
    expect(ageExpressions(text)).toEqual(expected);
  });
});

describe('a closed compound does not begin with its first word (table)', () => {
  it.each<[string, string, boolean]>([
    ['wheelchairs', 'wheels', true],
    ['lighthouse', 'light', true],
    ['waterproof', 'water', true],
    // a longer form of the same word is no compound
    ['storage', 'store', false],
    ['wheelchair', 'chair', false],
  ])('%s begins with %s: %s', (longer, shorter, expected) => {
    expect(compoundBeginsWith(stem(longer), stem(shorter))).toBe(expected);
    if (expected) expect(stemMatches(stem(longer), stem(shorter))).toBe(false);
  });
});

describe('texts that cannot state an age skip the age pattern (table)', () => {
  it.each<[string, boolean]>([
    ['Can a 9-year-old ride the chairlift alone?', true],
    ['Children AGED 7 to 12 may ride with a pass.', true],
    ['free for Under-6s', true],
    ['Riders 16 yrs and over', true],
    ['Sea otters and kelp, note r25-i2.', false],
    ['Ten riders took the lift at 9:15.', false],
  ])('%s', (text, expected) => {
    expect(mayStateAge(text)).toBe(expected);
  });
});

describe('the person an age names (table)', () => {
  it.each<[string, 'child' | 'teenager' | null]>([
    ['Can a 9-year-old ride the chairlift alone?', 'child'],
    ['Should my 15-year-old take the night bus?', 'teenager'],
    ['Is the museum good for ten-year-olds?', 'child'],
    ['Is the trail hard for a 7 year old?', 'child'],
    ['a present for a 16-year-old', 'teenager'],
    // the age of a thing, or of an adult
    ['Is a 40-year-old ferry safe?', null],
    ['How strong is a 10-year-old bridge?', null],
    ['Can a 30-year-old join the junior club?', null],
    ['What does the lift cost?', null],
    // the audience of a request to explain, not its topic
    ['Explain how the chairlift works for a 9-year-old', null],
    ['Describe the chairlift rules to my 8-year-old', null],
  ])('%s → %s', (text, person) => {
    expect(personOfAge(text)).toBe(person);
  });
});

describe('the concepts of a question', () => {
  it('an age is one soft concept, never the required words "year" and "old"; used as a noun, it names a child', () => {
    const concepts = conceptsOf('Can a 9-year-old ride the chairlift alone?');
    expect(concepts.map((c) => c.term)).not.toContain('year');
    expect(concepts.map((c) => c.term)).not.toContain('old');
    expect(concepts.find((c) => c.stem === AGE_STEM)).toMatchObject({ term: '9-year-old', soft: true });
    expect(requiredConcepts(concepts).map((c) => c.term)).toEqual(['ride', 'chairlift', 'alone', 'child']);
    expect(requiredConcepts(conceptsOf('Is a 40-year-old ferry safe to board?')).map((c) => c.term)).toEqual(['ferry', 'board']);
    // "for a 9-year-old" after "Explain…" is who the answer is for: no child, no age to cover
    expect(conceptsOf('Explain how the chairlift works for a 9-year-old').map((c) => c.term)).toEqual(['chairlift', 'works']);
    expect(requiredConcepts(conceptsOf('Is the chairlift safe for a 9-year-old?')).map((c) => c.term)).toContain('child');
  });
  it('"life span", "life-span" and "lifespan" make one concept', () => {
    for (const q of ['What is the lifespan of a tortoise?', 'What is the life span of a tortoise?', 'What is the life-span of a tortoise?']) {
      expect(conceptsOf(q).map((c) => c.term)).toEqual(['lifespan', 'tortoise']);
    }
  });
  it('a text that writes a compound open says the closed one, and one that states an age says an age', () => {
    expect(stemsOf('Their life span is long.').has('lifespan')).toBe(true);
    expect(stemsOf('Children aged 7 to 12 ride free.').has(AGE_STEM)).toBe(true);
    expect(stemsOf('The chairlift is old.').has(AGE_STEM)).toBe(false);
  });
  it('a question in one form is covered by a source in the other', () => {
    const passages = [{ documentId: 'd', text: 'Giant tortoises have a life-span of well over a hundred years in the wild.' }];
    expect(partCoverage('What is the lifespan of a giant tortoise?', 'what', passages).missing).toEqual([]);
    const closed = [{ documentId: 'd', text: 'The lifespan of a giant tortoise is well over a hundred years.' }];
    expect(partCoverage('What is the life span of a giant tortoise?', 'what', closed).missing).toEqual([]);
  });
});

const DOCUMENTS: Record<string, string> = {
  'mill.md': `# Ashby Watermill

The mill's undershot water wheel is 4.5 metres across and makes about nine turns a minute when the river is high. Its iron wheel drives two pairs of millstones through a wooden pit wheel.

Visitors climb a steep ladder to the stone floor, where the miller shows how the flour is dressed.
`,
  'tortoises.md': `# Keeping Garden Tortoises

## Life span

A Hermann's tortoise kept outdoors in a sunny enclosure commonly reaches 50 to 70 years, so an owner should plan for the animal to outlive them.

## Feeding

Tortoises graze on dandelion, clover and plantain leaves; fruit should be a rare treat.
`,
  'chairlift.md': `# Brenner Valley Chairlift: Rules for Young Riders

Children aged 7 to 12 may ride the chairlift without an adult once they hold a junior ski pass. Younger children must ride beside an adult who lowers the safety bar.

The chairlift runs from 8:30 to 16:00 in the winter season.
`,
  'garden-birds.md': `# Garden Birds in Spring

The bird song of a blackbird carries furthest in the still, cool air around dawn, which is why males sing hardest then to hold their territory.

Blue tits nest in holes in old trees and take readily to nest boxes.
`,
  'hives.md': `# The Hive in Winter

A honeybee colony clusters tightly around its queen through the winter, shivering its flight muscles to hold the centre of the cluster at about 35 degrees.
`,
  'gadgets.md': `# Flying with Gadgets

Airlines let you carry a power bank in your hand luggage only, never in the hold, and most cap it at 100 watt-hours.

A smartwatch can stay on your wrist through the security scanner.
`,
  'ferry.md': `# The Harbour Ferry

The harbour ferry has crossed the bay every half hour since 1984 and carries up to 120 passengers.
`,
};

describe('answers over the real service: compounds and ages', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  // (WordNet also lists "life" as a synonym of lifespan, so this one held before compounds too)
  it('"lifespan" finds the section headed "Life span" and cites its figure', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What is the lifespan of a Hermann\'s tortoise?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('50 to 70 years');
    expect(job.content).not.toMatch(/uses the word "lifespan"/);
  });

  it('"birdsong" is covered by "bird song", and "honey bees" by "honeybee"', async () => {
    const birds = await waitForJob(service, await createJob(service, { query: 'Why is birdsong loudest at dawn?', reasoning_loops: 1 }));
    expect(birds.content).toContain('which is why males sing hardest then');
    expect(birds.content).not.toMatch(/uses the word/);
    const bees = await waitForJob(service, await createJob(service, { query: 'How do honey bees get through the winter?', reasoning_loops: 1 }));
    expect(bees.content).toContain('shivering its flight muscles');
    expect(bees.content).not.toMatch(/uses the word/);
  });

  it('"a 9-year-old" is answered by the rule for children aged 7 to 12, with no note on "year" or "old", and nothing on ferries', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Can a 9-year-old ride the chairlift without an adult?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('Children aged 7 to 12 may ride the chairlift without an adult');
    expect(job.content).not.toMatch(/"year"|"old"/);
    expect(job.results.map((r) => r.title)).toEqual(['Brenner Valley Chairlift: Rules for Young Riders']);
  });

  it('"powerbank" is found and covered by "power bank", and "smart watch" by "smartwatch"', async () => {
    const bank = await waitForJob(service, await createJob(service, { query: 'Can I carry a powerbank in the hold?', reasoning_loops: 1 }));
    expect(bank.content).toContain('hand luggage only, never in the hold');
    expect(bank.content).not.toMatch(/uses the words? "powerbank"/);
    const watch = await waitForJob(service, await createJob(service, { query: 'Must I take off my smart watch at the security scanner?', reasoning_loops: 1 }));
    expect(watch.content).toContain('stay on your wrist through the security scanner');
    expect(watch.content).not.toMatch(/uses the words? .*"(?:smart|watch)"/);
  });

  it('"wheelchairs" is not covered by the mill\'s "wheels": the half the sources do not speak to gets its note', async () => {
    const job = await waitForJob(service, await createJob(service, { query: "How many turns a minute does the mill's water wheel make, and can wheelchairs reach the stone floor?", reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('nine turns a minute');
    expect(job.content).toMatch(/"wheelchairs?"/);
  });

  it('"Explain … for a 10-year-old" is answered from the tortoise note, with no note on children', async () => {
    const job = await waitForJob(service, await createJob(service, { query: "Explain how long a Hermann's tortoise lives, for a 10-year-old", reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('50 to 70 years');
    expect(job.content).not.toMatch(/"child"|"year"|"old"/);
  });
});
