// A superlative in one part of a two-part question (compose.ts: the extreme is read over the part that asks it;
// table-columns.ts columnOfQuality: a column named by a word of the quality noun's senses, "Altitude" for the highest
// via WordNet's {altitude, height}). "Which pass is the highest, and is it open in May?" ranks the passes by
// altitude, not by the column the other part names. Documents and wording written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnOfQuality } from '../../src/service/table-columns';
import type { RunningService } from '../../src/service/server';
import { answerLead, createJob, startLibraryService, waitForJob } from './helpers';

describe('columnOfQuality: a word of the quality noun\'s senses', () => {
  it.each<[string, string, number | null]>([
    ['Altitude (m)', 'high', 1],
    ['Height (m)', 'high', 1],
    ['Toll (€)', 'high', null],
    ['Length (km)', 'long', 1],
  ])('%j for %j', (column, quality, end) => {
    expect(columnOfQuality(column, quality)).toBe(end);
  });
});

const DOCUMENTS: Record<string, string> = {
  'alpine-passes.md': `---
title: Road passes of the Serravalle range
---

# Road passes of the Serravalle range

| Pass | Altitude (m) | Toll (€) | Opens |
|---|---|---|---|
| Passo Lunetta | 1,980 | 12 | 1 May |
| Passo Corvara | 2,450 | 8 | 15 June |
| Passo Tessa | 2,120 | 15 | 20 May |
| Passo Bruma | 1,760 | 5 | all year |

Snow chains must be carried on every pass from October to April.
`,
};

describe('a superlative part over HTTP', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Which pass is the highest, and what is its toll?" names the highest by altitude first', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Which pass in the Serravalle range is the highest, and what is the toll there?', reasoning_loops: 2 }));
    const lead = answerLead(job.content ?? '');
    expect(lead).toMatch(/Altitude \(m\): Passo Corvara \(2,450\)/);
    expect(job.content ?? '').toMatch(/toll \(€\) 8/i);
  });
});
