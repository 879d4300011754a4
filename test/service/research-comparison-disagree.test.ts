// @vitest-environment node
// "Is heat worse than cold for a battery?" over the sample library said "Your sources disagree:", set against "A
// lithium-ion battery loses capacity even when it is not used" (a "not" about something else). Another document
// disagrees on a comparison only with a claim that speaks to it, a comparative or the quality compared (verdict.ts);
// two documents that do compare the sides and point opposite ways still disagree. Over the real service, with
// documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { defaultSampleLibraryDir } from '../../src/service/library';
import { createJob, startLibraryService, startTestService, waitForJob } from './helpers';

describe('a disagreement on a comparison needs a claim on that comparison', () => {
  let service: RunningService;
  let sample: RunningService;
  beforeAll(async () => {
    sample = await startTestService({ sampleLibraryDir: defaultSampleLibraryDir(), stepDelayMs: 0 });
    service = await startLibraryService({
      'paint-heat.md': '# Paint in the cold\n\nFrost is worse than heat for water-based paint, because frozen paint curdles and cannot be saved.\n',
      'paint-guide.md': '# Storing paint\n\nHeat is worse than frost for water-based paint, since a hot garage skins it over within weeks.\n',
    });
  });
  afterAll(async () => {
    await service.close();
    await sample.close();
  });

  it('the sample library: heat against cold for a battery is no disagreement with "loses capacity even when it is not used"', async () => {
    const job = await waitForJob(sample, await createJob(sample, { query: 'Is heat worse than cold for a battery?', reasoning_loops: 3 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').not.toMatch(/disagree/i);
    expect(job.content ?? '').toMatch(/hot car/);
  });

  it('still says so when two documents compare the sides and point opposite ways', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Is frost worse than heat for water-based paint?', reasoning_loops: 1 }));
    expect(job.content ?? '').toMatch(/^Your sources disagree/m);
    expect(job.content ?? '').toMatch(/curdles/);
    expect(job.content ?? '').toMatch(/skins it over/);
  });
});
