// "What triggers / sets off / prompts X?" asks for a cause, like "why" (src/service/concepts.ts
// questionKind): the lead is the sentence that states the cause, not the one that merely mentions
// the event. The question wordings and the document are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionKind } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('questionKind: cause questions (pure)', () => {
  it.each([
    ['What triggers an avalanche on a calm day?', 'why'],
    ['What set off the 1906 fire?', 'why'],
    ['What prompts salmon to return upriver?', 'why'],
    ['Why are old walls repointed with lime rather than cement?', 'why'],
    ['What causes hiccups?', 'why'],
    ['What is a trigger point?', 'what'],
    ['What time does the ferry leave?', 'what'],
  ])('%j → %s', (query, kind) => {
    expect(questionKind(query)).toBe(kind);
  });
});

const DOCUMENTS: Record<string, string> = {
  'salmon-run.md': `# The Autumn Salmon Run

Once the salmon start their run upriver, the river is full of fish for about six weeks, and bears gather at the falls to catch them.

Adult salmon begin the journey upriver because the first autumn rains raise the river and cool the water below 15 °C. The smell of their home stream, learned as young fish, guides them back to the gravel where they hatched.
`,
  'lime-mortar.md': `# Repointing an Old Stone Wall

Old stone walls are repointed with lime mortar rather than cement because lime stays softer than the stone and lets trapped moisture evaporate through the joints. Hard cement mortar traps water behind it, so the stone around the joints cracks and flakes in frost.
`,
};

describe('answers over the real service lead cause questions with the cause', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What prompts salmon to start the run upriver?" leads with the rains and the cooling water', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What prompts salmon to start the run upriver?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const lead = (job.content ?? '').split(/\[\d+\]/)[0] ?? '';
    expect(lead).toContain('first autumn rains');
  });

  it('"Why … rather than …?" is answered with the reason, not a yes or no', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why are old stone walls repointed with lime rather than cement?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('lets trapped moisture evaporate');
    expect(job.content).not.toMatch(/point to (yes|no)|Your sources disagree/);
  });
});
