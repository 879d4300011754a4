// Re-run against the real core (its mirror a real SQLite file, its service real HTTP on loopback): the
// window's decision (src/renderer/src/lib/rerun.ts) fed with what the core reports. A job still queued
// on an offline profile is not copied (one job.create waits, not two) and the window says it is
// already waiting and what sends it; a re-run queued offline is said to be queued, "sent" only once
// the service has it.
import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '../../src/main/core-types';
import { planRerun, rerunOutcome } from '../../src/renderer/src/lib/rerun';
import { call, closedPort, makeCore, startTestService, tempDir, waitFor } from './helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

async function open(dataDir: string, service: { url: string; apiKey: string }): Promise<Core> {
  const core = await makeCore(dataDir, service);
  cleanup.push(() => core.close());
  return core;
}

/** Re-run as the window does it: the plan, then (when it creates) the copy and what is said of it. */
async function rerun(core: Core, jobId: string): Promise<{ text: string; created: string | null }> {
  const job = await call(core, 'jobs.get', { id: jobId });
  const plan = planRerun(job, await call(core, 'sync.status', {}));
  if (plan.kind === 'already-queued') return { text: plan.message, created: null };
  const { id } = await call(core, 'jobs.create', { query: job.query, options: { ...job.options, brainstormSessionId: null, answers: null } });
  const copy = await call(core, 'jobs.get', { id });
  return { text: rerunOutcome(copy, await call(core, 'sync.status', {})).text, created: id };
}

describe('Re-run', () => {
  it('of a job still queued on an offline profile queues no copy and says it is already waiting', async () => {
    const port = await closedPort();
    const dataDir = tempDir('rerun-offline');
    const core = await open(dataDir, { url: `http://127.0.0.1:${port}`, apiKey: 'csk-test' });
    const { id } = await call(core, 'jobs.create', { query: 'How do sea otters affect kelp forests?', options: {} });
    await waitFor('the profile to be offline', async () => (await call(core, 'sync.status', {})).state === 'offline');

    const result = await rerun(core, id);
    expect(result.created).toBeNull();
    expect(result.text).toBe('This research has not been sent yet and is already waiting to be sent, so no copy was queued. Quire sends it when the service can be reached again.');
    const { items } = await call(core, 'outbox.list', {});
    expect(items.filter((item) => item.kind === 'job.create').map((item) => item.targetId)).toEqual([id]);
    expect((await call(core, 'jobs.list', {})).total).toBe(1);
  });

  it('of a sent job while offline queues one copy and says it is queued, not sent; online it says sent once it was', async () => {
    const service = await startTestService(tempDir('rerun-svc'));
    cleanup.push(() => service.close());
    const dataDir = tempDir('rerun-sent');
    const online = await open(dataDir, service);
    const { id } = await call(online, 'jobs.create', { query: 'How do sea otters affect kelp forests?', options: { reasoningLoops: 1 } });
    await waitFor('the job to be sent', async () => (await call(online, 'jobs.get', { id })).syncState === 'synced');
    await online.close();

    const port = await closedPort();
    const offline = await open(dataDir, { url: `http://127.0.0.1:${port}`, apiKey: service.apiKey });
    await call(offline, 'sync.now', {});
    await waitFor('the profile to be offline', async () => (await call(offline, 'sync.status', {})).state === 'offline');
    const queued = await rerun(offline, id);
    expect(queued.created).not.toBeNull();
    expect(queued.text).toBe('Re-run queued with the same options; nothing has been sent yet. Quire sends it when the service can be reached again.');
    // re-running the queued copy queues nothing more
    const again = await rerun(offline, queued.created!);
    expect(again.created).toBeNull();
    const { items } = await call(offline, 'outbox.list', {});
    expect(items.filter((item) => item.kind === 'job.create').map((item) => item.targetId)).toEqual([queued.created]);
    await offline.close();

    const back = await open(dataDir, service);
    await waitFor('the copy to be sent', async () => (await call(back, 'jobs.get', { id: queued.created! })).syncState === 'synced');
    const sent = await call(back, 'jobs.get', { id: queued.created! });
    expect(rerunOutcome(sent, await call(back, 'sync.status', {})).text).toBe('Research sent again with the same options.');
  });
});
