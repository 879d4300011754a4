// 'job.finished' from the core (#13): a job that completes in a profile syncing in the background
// (not the window's) is told on the bus with that profile's name, so the main process can notify
// with the window closed; the window's profile is told the same way.
import { afterEach, describe, expect, it } from 'vitest';
import type { JobFinished } from '../../src/main/export/finish-watch';
import { call, makeCore, startTestService, tempDir, waitFor } from '../sync/helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

describe('job.finished from every profile', () => {
  it('a background profile\'s job that completes is told with its profile name; so is the window\'s', async () => {
    const serviceA = await startTestService(tempDir('fin-a'), { stepDelayMs: 40 });
    cleanup.push(() => serviceA.close());
    const serviceB = await startTestService(tempDir('fin-b'), { stepDelayMs: 40 });
    cleanup.push(() => serviceB.close());
    const core = await makeCore(tempDir('fin-core'), serviceA, { backgroundProfiles: true, backgroundDelayMs: 0 });
    cleanup.push(() => core.close());
    const finished: JobFinished[] = [];
    core.bus.subscribe((name, payload) => {
      if (name === 'job.finished') finished.push(payload as JobFinished);
    });

    const { id: b } = await call(core, 'profiles.add', { name: 'Second', baseUrl: serviceB.url, apiKey: serviceB.apiKey });
    await call(core, 'profiles.switch', { id: b });
    // B's service is offline: the job waits in B's queue, so it can only finish after the switch away
    serviceB.faults.set({ offline: true });
    const { id: onB } = await call(core, 'jobs.create', { query: 'sea otters and kelp forests', options: { reasoningLoops: 1 } });
    await call(core, 'profiles.switch', { id: 'local' });
    expect(finished).toEqual([]);
    serviceB.faults.set({ offline: false });
    const fromB = await waitFor('B\'s job.finished', async () => finished.find((event) => event.profileId === b) ?? null, 30_000);
    expect(fromB).toMatchObject({ profileName: 'Second', jobId: onB, status: 'completed', query: 'sea otters and kelp forests' });
    expect((await call(core, 'profiles.list', {})).profiles.find((p) => p.id === b)?.active).toBe(false);

    const { id: onA } = await call(core, 'jobs.create', { query: 'bees and pesticides', options: { reasoningLoops: 1 } });
    const fromA = await waitFor('A\'s job.finished', async () => finished.find((event) => event.jobId === onA) ?? null, 30_000);
    expect(fromA).toMatchObject({ profileId: 'local', status: 'completed', query: 'bees and pesticides' });
    // each finish is told once
    expect(finished.filter((event) => event.jobId === onB)).toHaveLength(1);
  }, 90_000);
});
