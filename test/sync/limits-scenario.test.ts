// The account's limits end to end (#10): a budget learned from the service's 429, limits the user sets
// on a profile (gating at once, kept in profiles.json, the newer of set and learned holding), and the
// local library refusing them. Real local service over loopback, real SQLite mirrors.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import type { Core } from '../../src/main/core-types';
import { createCore } from '../../src/main/core';
import { call, checkInvariants, emptyAcknowledged, makeCore, serviceState, startTestService, tempDir, waitFor } from './helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

/** A core whose window profile is a remote profile on `service` (the local one is left alone). */
async function remoteCore(service: RunningService, dataDir = tempDir('core')): Promise<{ core: Core; dataDir: string; profileId: string }> {
  const core = await makeCore(dataDir, service);
  cleanup.push(() => core.close());
  const existing = (await call(core, 'profiles.list', {})).profiles.find((p) => p.kind === 'remote');
  const profileId = existing?.id ?? (await call(core, 'profiles.add', { name: 'Account', baseUrl: service.url, apiKey: service.apiKey })).id;
  await call(core, 'profiles.switch', { id: profileId });
  return { core, dataDir, profileId };
}

async function completeOne(core: Core, query: string): Promise<void> {
  const { id } = await call(core, 'jobs.create', { query, options: { reasoningLoops: 1 } });
  await waitFor(`"${query}" to complete`, async () => (await call(core, 'jobs.get', { id })).status === 'completed', 30_000);
}

describe('account limits', () => {
  it("learns the monthly budget from a 429 with nothing running, shows it as learned, and the user's setting takes over", async () => {
    const serviceDir = tempDir('svc');
    const service = await startTestService(serviceDir, { monthlyLoopBudget: 2 });
    cleanup.push(() => service.close());
    const { core, dataDir } = await remoteCore(service);
    const fresh = await call(core, 'usage.get', {});
    expect(fresh).toMatchObject({ loopsBudget: null, budgetSource: null, concurrencyLimit: null, unit: 'loops' });
    for (const query of ['kelp forests one', 'kelp forests two']) {
      await completeOne(core, query);
    }
    const used = await waitFor('two loops used', async () => {
      const usage = await call(core, 'usage.get', {});
      return (usage.loopsUsed ?? 0) >= 2 ? usage.loopsUsed : null;
    });
    // the third is refused by the service (budget spent, nothing running): the budget is what was used
    const { id: held } = await call(core, 'jobs.create', { query: 'kelp forests three', options: { reasoningLoops: 1 } });
    const learned = await waitFor('the learned budget', async () => {
      const usage = await call(core, 'usage.get', {});
      return usage.budgetSource === 'learned' ? usage : null;
    });
    expect(learned.loopsBudget).toBe(used);
    // a learned concurrency limit would be a lie here: nothing was running
    expect(learned.concurrencyLimit).toBeNull();
    expect((await call(core, 'jobs.get', { id: held })).syncState).toBe('pending');

    // the user sets a budget: it holds (and gates) at once, newer than the learned one
    const profileId = (await call(core, 'profiles.list', {})).profiles.find((p) => p.active)?.id ?? '';
    expect(await call(core, 'profiles.setLimits', { id: profileId, budget: 1 })).toEqual({ concurrency: null, budget: 1 });
    const set = await call(core, 'usage.get', {});
    expect(set).toMatchObject({ loopsBudget: 1, budgetSource: 'set' });
    const paused = await waitFor('the budget pause', async () => {
      const status = await call(core, 'sync.status', {});
      return status.pausedReason === 'budget' ? status : null;
    });
    expect(paused.message).toMatch(/monthly loops used up until/);
    expect((await call(core, 'profiles.list', {})).profiles.find((p) => p.id === profileId)?.limits).toEqual({ concurrency: null, budget: 1 });

    // forgetting it brings the learned one back (shown as learned, not as the user's)
    await call(core, 'profiles.setLimits', { id: profileId, budget: null });
    expect(await call(core, 'usage.get', {})).toMatchObject({ loopsBudget: used, budgetSource: 'learned' });
    expect((await serviceState(service)).jobs.some((j) => j.query === 'kelp forests three')).toBe(false);
    // the held job is still queued, not lost
    expect((await call(core, 'jobs.get', { id: held })).syncState).toBe('pending');

    // the account gets a bigger budget (the service restarts on the same address with 10): the held job
    // goes once the service's pause lifts, and the acceptance above the learned budget raises it
    await service.close();
    const bigger = await startTestService(serviceDir, { monthlyLoopBudget: 10, port: service.port });
    cleanup.push(() => bigger.close());
    await waitFor('the held job on the service', async () => (await call(core, 'jobs.get', { id: held })).syncState === 'synced', 30_000);
    expect(await call(core, 'usage.get', {})).toMatchObject({ loopsBudget: (used ?? 0) + 1, budgetSource: 'learned' });
    await checkInvariants(core, bigger, dataDir, { ...emptyAcknowledged(), jobs: ['kelp forests one', 'kelp forests two', 'kelp forests three'] }, profileId);
  }, 60_000);

  it('a concurrency limit the user sets gates new research at once, survives a restart, and bad values are refused in words', async () => {
    const service = await startTestService(tempDir('svc'), { stepDelayMs: 300 });
    cleanup.push(() => service.close());
    const { core, dataDir, profileId } = await remoteCore(service);
    await expect(call(core, 'profiles.setLimits', { id: profileId, concurrency: 0 })).rejects.toThrow(/whole number from 1 to 1,000/);
    // this core's local profile is the test service given for the run (like --base-url): said so
    await expect(call(core, 'profiles.setLimits', { id: 'local', budget: 50 })).rejects.toThrow(/given for this run only/);
    const plain = await createCore({ dataDir: tempDir('plain'), transport: 'cli', openExternal: async () => undefined, autoSync: false, startLocalService: false });
    cleanup.push(() => plain.close());
    await expect(call(plain, 'profiles.setLimits', { id: 'local', budget: 50 })).rejects.toThrow(/local library runs with its own limits/);
    await call(core, 'profiles.setLimits', { id: profileId, concurrency: 1 });
    expect(await call(core, 'usage.get', {})).toMatchObject({ concurrencyLimit: 1, concurrencySource: 'set' });
    const { id: first } = await call(core, 'jobs.create', { query: 'sea otters first', options: { reasoningLoops: 2 } });
    await waitFor('the first job on the service', async () => (await call(core, 'jobs.get', { id: first })).syncState === 'synced');
    const { id: second } = await call(core, 'jobs.create', { query: 'sea otters second', options: { reasoningLoops: 1 } });
    const waiting = await waitFor('the concurrency wait', async () => {
      const status = await call(core, 'sync.status', {});
      return status.pausedReason === 'concurrency' ? status : null;
    });
    expect(waiting.message).toMatch(/1 research jobs are running \(the limit\)/);
    expect((await serviceState(service)).jobs.map((j) => j.query)).toEqual(['sea otters first']);
    // once the first finishes, the second goes
    await waitFor('the second job on the service', async () => (await call(core, 'jobs.get', { id: second })).syncState === 'synced', 30_000);
    await core.close();
    // kept with the profile (profiles.json): a new core holds research at it before any exchange
    const again = await makeCore(dataDir, service, { autoSync: false });
    cleanup.push(() => again.close());
    await call(again, 'profiles.switch', { id: profileId });
    expect(await call(again, 'usage.get', {})).toMatchObject({ concurrencyLimit: 1, concurrencySource: 'set' });
  }, 60_000);
});
