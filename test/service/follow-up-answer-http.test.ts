// @vitest-environment node
// The job's own answer as a follow-up's first evidence, over the real service (follow-up-answer.ts, chat.ts; issue
// #11): an abbey's notice on its clock repair, written for this test (h27c, session 27). "When can we hear it again?"
// uses a word the notice never does ("hear"), which only sets the question: the date asked is in the sentence the
// research answer cites ("will strike again on Easter Sunday"), so that sentence answers, the word named as read; a
// thing the notice never names ("dolphins") is still refused, naming it. "Give me two bullets on what happens there",
// refused over "happens", gets the answer's own points as two bullets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const ABBEY: Record<string, string> = {
  'fenwick-abbey-clock.md': `---
title: Fenwick Abbey – the tower clock repair
---

# Fenwick Abbey: the tower clock repair

The tower clock of Fenwick Abbey was taken down on Tuesday 4 March for repair at a workshop in Derby.

Its worn escapement wheel is being replaced and the frame cleaned by hand.

The clock will strike again on Easter Sunday, once the new bearings are fitted.

The repair costs £18,000, raised by the parish over two years.

Visitors under 12 must be accompanied by an adult when climbing the tower.
`,
};

describe('the job\'s own answer read first, over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(ABBEY);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"When can we hear it again?": the date the answer cites, not a refusal over "hear"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What is happening with the Fenwick Abbey tower clock?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/Easter Sunday/);
    const reply = await askChat(service, job.id, 'When can we hear it again?');
    expect(reply).toMatch(/Easter Sunday/);
    expect(reply).toMatch(/\[1\]/);
    expect(reply).not.toMatch(/not in these sources/);
    // a form asked over a word that only sets it: the answer's own points, in the form asked
    const bullets = await askChat(service, job.id, 'Give me two bullets on what happens there.');
    expect(bullets.split('\n').filter((l) => /^- .*\[1\]\.?$/.test(l))).toHaveLength(2);
    expect(bullets).not.toMatch(/not in these sources/);
    const dolphins = await askChat(service, job.id, 'Will we see dolphins from the tower?');
    expect(dolphins).toMatch(/dolphins/);
    expect(dolphins).not.toMatch(/\[\d+\]/);
  });
});
