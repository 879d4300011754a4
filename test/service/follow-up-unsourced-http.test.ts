// @vitest-environment node
// A research job that cited no sources still answers its follow-ups honestly, over the real service
// (follow-up-unsourced.ts, chat.ts): a follow-up a library document speaks to gets that document's own words, named
// and uncited; one nothing speaks to is refused plainly. A ferry page written for this test (h20f, session 20).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const FERRY: Record<string, string> = {
  'tarn-ferry.md': `---
title: Travelling with Tarnholm Ferries
---

# Travelling with Tarnholm Ferries

Each foot passenger may bring two pieces of luggage free of charge.
Gas cylinders for camping stoves travel on the vehicle deck and are never permitted in the passenger lounges.
Close to the pier the lake looks calm, because the hills shelter it from the westerly wind.
`,
};

describe('follow-ups on a job with no sources, over the service', () => {
  let service: RunningService;
  let jobId = '';
  beforeAll(async () => {
    service = await startLibraryService(FERRY);
    const job = await waitForJob(service, await createJob(service, { query: 'Were the Tarnholm crew wearing the right lifejackets during the regatta?', reasoning_loops: 1 }));
    expect(job.results).toEqual([]);
    jobId = job.id;
  });
  afterAll(async () => {
    await service.close();
  });

  it('a follow-up the library speaks to: the document named, its own words, nothing cited', async () => {
    const reply = await askChat(service, jobId, 'Can I keep a camping gas cylinder with me in the lounge?');
    expect(reply).toMatch(/cited no sources/);
    expect(reply).toMatch(/"Travelling with Tarnholm Ferries"/);
    expect(reply).toMatch(/never permitted in the passenger lounges/);
    expect(reply).not.toMatch(/\[\d+\]/);
  });

  it('a follow-up with no word of its own, or one nothing speaks to: refused plainly', async () => {
    for (const message of ['What should they have had with them?', 'How much does a season ticket cost?']) {
      const reply = await askChat(service, jobId, message);
      expect(reply).toMatch(/^That is not in these sources/);
      expect(reply).not.toMatch(/\[\d+\]/);
    }
  });
});
