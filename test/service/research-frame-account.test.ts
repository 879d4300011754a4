// @vitest-environment node
// "What is the history of printing?" and "printing history" were refused over a library of printing's history: "none
// of them uses the word history". A noun for an account of a topic ("the HISTORY of printing", "printing HISTORY", "an
// OVERVIEW of sea otters", "the STORY of the pier": WordNet's kinds of record or summary, or the past) frames the
// question; what it is an account of is the topic (frame-words.ts 'account'). So does a unit of time after "what"/"which"
// ("What YEAR was the Bible finished?" noted that no source uses "year" above the year; 'when'). A topic the library
// does not hold is still refused. And a request's own opening ("Summarise what my library says about…", "Give me a
// summary of…", "Outline…", "List…") is its form: "none of them uses the word summarise" refused the first. Table tests, then the answer over the real service with documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameReason } from '../../src/service/frame-words';
import { conceptsOf, withoutRequestFrame } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('a noun for an account of a topic frames the question (frameReason, table)', () => {
  it.each<[string, string, string | null]>([
    ['history', 'What is the history of printing?', 'account'],
    ['history', 'printing history', 'account'],
    ['overview', 'Give me an overview of sea otters.', 'account'],
    ['story', 'What is the story behind the pier?', 'account'],
    ['timeline', 'the ferry timeline', 'account'],
    // not before "of"/"behind" nor closing after a topic word: it is what the question says something of
    ['history', 'The history is unclear, what happened?', null],
    // a count or a fact is no account
    ['record', 'What is the record of the pier?', null],
    // a unit of time after "what"/"which" asks when: a date answers it without the word
    ['year', 'What year was the pier rebuilt?', 'when'],
    ['month', 'In which month does the lido open?', 'when'],
    ['year', 'How was the year 1953 for the pier?', null],
  ])('%s in %s → %s', (word, question, reason) => {
    expect(frameReason(word, question)).toBe(reason);
  });

  it('leaves the topic required and the account word soft, beside a single topic word too', () => {
    const concepts = conceptsOf('What is the history of printing?');
    expect(concepts.find((c) => c.term === 'history')?.soft).toBe(true);
    expect(concepts.find((c) => c.term === 'printing')?.soft).toBe(false);
  });
});

describe("a request's own words before its topic are its form (withoutRequestFrame)", () => {
  it.each([
    ['Summarise what my library says about batteries.', 'what my library says about batteries.'],
    ['Give me a summary of decaf', 'decaf'],
    ['Could you outline the causes of kelp decline?', 'the causes of kelp decline?'],
    ['List the risks of storing batteries full', 'the risks of storing batteries full'],
    ['Please sum up the evidence on sleep', 'the evidence on sleep'],
    // no request opening it: unchanged
    ['What is on the list of banned items?', 'What is on the list of banned items?'],
    ['Summary judgments in small claims court', 'Summary judgments in small claims court'],
  ])('%j → %j', (query, rest) => {
    expect(withoutRequestFrame(query)).toBe(rest);
  });
});

describe('the history of a thing over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'saltcombe-pier.md': '# Saltcombe pier\n\nSaltcombe pier opened in 1869 as a landing stage for paddle steamers. A storm destroyed the pier head in 1953. The pier was rebuilt in 1957 with a concrete deck.\n',
      'kettles.md': '# Choosing a kettle\n\nA kettle with a limescale filter keeps scale out of tea. Cordless kettles sit on a powered base.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it.each(['What is the history of Saltcombe pier?', 'Saltcombe pier history'])('%s is answered from the pier document, naming no missing "history"', async (query) => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').not.toMatch(/"history"|uses the words?/);
    expect(job.content ?? '').toMatch(/1869|1953|1957/);
    expect(job.results.map((r) => r.title)).toEqual(['Saltcombe pier']);
  });

  it('"What year was the pier rebuilt?" gives the year with no note that no source uses "year"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What year was Saltcombe pier rebuilt?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').not.toMatch(/"year"/);
    expect(job.content ?? '').toMatch(/rebuilt in 1957/);
  });

  it('"Summarise what my library says about Saltcombe pier" answers from the pier document, naming no missing "summarise"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Summarise what my library says about Saltcombe pier.', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').not.toMatch(/summari[sz]e/i);
    expect(job.results.map((r) => r.title)).toEqual(['Saltcombe pier']);
  });

  it('a history of something no document names is still refused, with nothing cited', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What is the history of the Peruvian navy?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toHaveLength(0);
    expect(job.content ?? '').toMatch(/navy/);
  });
});
