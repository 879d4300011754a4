// What a how-many question counts (src/service/counted.ts howManyNoun): the head of the noun phrase after
// "how many", past "of the/its/their", before its verb or preposition; never "of". And over the real
// service: "How many of the <noun> …" leads with the count of that noun, not a sentence whose figure
// stands before "of" ("several thousand of the old bales"). The wording and documents are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { howManyNoun } from '../../src/service/counted';
import { amountAsked } from '../../src/service/answer-shape';
import type { RunningService } from '../../src/service/server';
import { answerLead, createJob, startLibraryService, waitForJob } from './helpers';

describe('howManyNoun (variants: structure, not the first word)', () => {
  it.each([
    ['How many of the ringed swifts came back to the tower?', 'swifts'],
    ['How many of the rescued hedgehogs were released in spring?', 'hedgehogs'],
    ["I was wondering how many of the village's listed barns have been converted.", 'barns'],
    ['how many **volunteer wardens** patrol the reserve at weekends', 'wardens'],
    ['How many ferries crossed the sound in 1990, and how many still sail?', 'ferries'],
    ['How many beehives did the club lose over the winter?', 'beehives'],
    ['How many of its 40 allotments are vacant?', 'allotments'],
    ['How many surveyed colonies collapsed?', 'colonies'],
    ['How many of them survived the storm?', null],
    ['How many were still standing in 2020?', null],
  ])('%j counts %j', (query, noun) => {
    expect(howManyNoun(query)).toBe(noun);
  });
  it('amountAsked counts the head noun, so a figure before "of" counts nothing', () => {
    const asked = amountAsked('How many of the listed barns have been converted?');
    expect(asked.counted?.test('Of the 64 listed barns, 22 have been converted.')).toBe(true);
    expect(asked.counted?.test('The lofts hold several thousand of the old hay bales.')).toBe(false);
  });
});

const DOCUMENTS: Record<string, string> = {
  'barn-survey.txt': `FARMSTEAD BARN SURVEY, NORTH VALE, 2024

The survey team visited every listed farm building in the parish between May and September. The lofts of the older barns still hold several thousand of the old hay bales, which the owners are asked to clear before any conversion starts, because loose hay is a fire risk.

Of the 64 listed barns, 22 have been converted to homes, 9 to workshops and 33 remain in farm use. Most conversions took place after 2005, when the council relaxed its policy on rural homes.

Timber frames were found in 41 barns and stone walls in the rest.
`,
};

describe('a how-many question over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"How many of the listed barns in North Vale have been turned into homes?" leads with the count of barns', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many of the listed barns in North Vale have been turned into homes?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(answerLead(job.content ?? '')).toContain('22 have been converted to homes');
  });
});
