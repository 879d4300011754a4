// Every profile alive: two local services, two profiles in one core. The profile not in the window
// keeps syncing in the background (its queue drains, its jobs are followed, its chat answers finish),
// its events do not reach the window, and profiles.list says how each profile's sync stands.
import { afterEach, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../src/shared/domain';
import { profileLabel, othersNeedingAttention } from '../../src/renderer/src/features/sync/profileSummary';
import { call, checkInvariants, emptyAcknowledged, makeCore, mirrorFile, readMirror, serviceState, startTestService, tempDir, waitFor } from './helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

describe('profileLabel (pure)', () => {
  const sync = (over: object) => ({ state: 'online' as const, message: 'Up to date', running: 0, pending: 0, failed: 0, ...over });
  it.each([
    ['not open', { name: 'Work', sync: null }, 'Work'],
    ['quiet', { name: 'Work', sync: sync({}) }, 'Work'],
    ['running unknown', { name: 'Work', sync: sync({ running: null }) }, 'Work'],
    ['busy', { name: 'Work', sync: sync({ running: 2, pending: 3 }) }, 'Work · 2 running · 3 waiting'],
    ['one failed', { name: 'Work', sync: sync({ failed: 1 }) }, 'Work · 1 needs attention'],
    ['two failed, offline', { name: 'Work', sync: sync({ failed: 2, state: 'offline' }) }, 'Work · offline · 2 need attention'],
    ['errors', { name: 'Work', sync: sync({ state: 'error' }) }, 'Work · service errors'],
    ['paused', { name: 'Work', sync: sync({ state: 'paused', pending: 1 }) }, 'Work · paused · 1 waiting'],
  ])('%s', (_name, profile, label) => {
    expect(profileLabel(profile)).toBe(label);
  });
  it('counts the other profiles that need the user', () => {
    expect(
      othersNeedingAttention([
        { active: true, sync: sync({ failed: 3 }) },
        { active: false, sync: sync({ failed: 1 }) },
        { active: false, sync: sync({ state: 'paused' }) },
        { active: false, sync: sync({ state: 'offline' }) },
        { active: false, sync: null },
      ]),
    ).toBe(2);
  });
});

describe('every profile syncs in the background', () => {
  it('a profile switched away from drains its queue, follows its jobs to the end and finishes its chat; its events stay out of the window', async () => {
    const serviceA = await startTestService(tempDir('bg-a'), { stepDelayMs: 40 });
    cleanup.push(() => serviceA.close());
    const serviceB = await startTestService(tempDir('bg-b'), { stepDelayMs: 40 });
    cleanup.push(() => serviceB.close());
    const dataDir = tempDir('bg-core');
    const core = await makeCore(dataDir, serviceA, { backgroundProfiles: true, backgroundDelayMs: 0 });
    cleanup.push(() => core.close());
    const statuses: SyncStatus[] = [];
    core.bus.subscribe((name, payload) => {
      if (name === 'sync.status') statuses.push(payload as SyncStatus);
    });
    const ackA = emptyAcknowledged();
    const ackB = emptyAcknowledged();

    // profile B: a job completes there, then B goes offline with a new job and a chat waiting
    const { id: b } = await call(core, 'profiles.add', { name: 'Second', baseUrl: serviceB.url, apiKey: serviceB.apiKey });
    await call(core, 'profiles.switch', { id: b });
    const { id: bDone } = await call(core, 'jobs.create', { query: 'sea otters and kelp forests', options: { reasoningLoops: 1 } });
    ackB.jobs.push('sea otters and kelp forests');
    await waitFor('B\'s first job to complete', async () => (await call(core, 'jobs.get', { id: bDone })).status === 'completed', 30_000);
    serviceB.faults.set({ offline: true });
    const { id: bQueued } = await call(core, 'jobs.create', { query: 'queued on B while offline', options: { reasoningLoops: 1 } });
    ackB.jobs.push('queued on B while offline');
    await call(core, 'chat.send', { jobId: bDone, content: 'What do otters eat?' });
    ackB.chats.push({ jobQuery: 'sea otters and kelp forests', content: 'What do otters eat?' });
    expect((await call(core, 'outbox.list', {})).items.length).toBe(2);

    // back to A: B stays open in the background, offline, with two items waiting
    await call(core, 'profiles.switch', { id: 'local' });
    const fromHere = statuses.length;
    const waiting = await waitFor('B\'s summary in the profile list', async () => {
      const p = (await call(core, 'profiles.list', {})).profiles.find((x) => x.id === b);
      return p?.sync?.state === 'offline' && p.sync.pending === 2 ? p : null;
    });
    expect(waiting.active).toBe(false);
    expect(profileLabel(waiting)).toBe('Second · offline · 2 waiting');
    // A works meanwhile
    const { id: aJob } = await call(core, 'jobs.create', { query: 'lithium battery ageing', options: { reasoningLoops: 1 } });
    ackA.jobs.push('lithium battery ageing');

    // B comes back: its queue drains, its new job is followed to the end, its chat answer finishes, all in the background
    serviceB.faults.clear();
    await waitFor('B\'s queue to drain in the background', () => readMirror(mirrorFile(dataDir, b)).outbox.length === 0, 30_000);
    await waitFor('B\'s queued job to complete in the background', () => readMirror(mirrorFile(dataDir, b)).jobs.find((j) => j.query === 'queued on B while offline')?.status === 'completed', 30_000);
    await waitFor('B\'s chat answer to finish in the background', () => readMirror(mirrorFile(dataDir, b)).chats.some((m) => m.role === 'assistant' && m.status === 'completed'), 30_000);
    const onB = await serviceState(serviceB);
    expect(onB.jobs.filter((j) => j.query === 'queued on B while offline')).toHaveLength(1);
    const settled = await waitFor('B\'s summary to settle', async () => {
      const p = (await call(core, 'profiles.list', {})).profiles.find((x) => x.id === b);
      return p?.sync?.state === 'online' && p.sync.pending === 0 && p.sync.running === 0 ? p : null;
    });
    expect(profileLabel(settled)).toBe('Second');

    // the window heard only A: none of B's offline statuses reached the bus while B was in the background
    await waitFor('A\'s job to complete', async () => (await call(core, 'jobs.get', { id: aJob })).status === 'completed', 30_000);
    const windowStatuses = statuses.slice(fromHere);
    expect(windowStatuses.length).toBeGreaterThan(0);
    expect(windowStatuses.some((s) => s.state === 'offline'), JSON.stringify(windowStatuses.map((s) => s.message))).toBe(false);
    // A's own mirror holds none of B's jobs
    expect(readMirror(mirrorFile(dataDir)).jobs.some((j) => j.query.includes('on B'))).toBe(false);

    await checkInvariants(core, serviceA, dataDir, ackA);
    // switching to B shows it as the background left it, then the invariants hold there too
    await call(core, 'profiles.switch', { id: b });
    expect((await call(core, 'jobs.get', { id: bQueued })).status).toBe('completed');
    await checkInvariants(core, serviceB, dataDir, ackB, b);
  }, 120_000);

  it('removing a background profile closes it; the CLI (no background) keeps one profile open', async () => {
    const serviceA = await startTestService(tempDir('bg2-a'));
    cleanup.push(() => serviceA.close());
    const serviceB = await startTestService(tempDir('bg2-b'));
    cleanup.push(() => serviceB.close());
    const dataDir = tempDir('bg2-core');
    const core = await makeCore(dataDir, serviceA, { backgroundProfiles: true, backgroundDelayMs: 0 });
    cleanup.push(() => core.close());
    const { id: b } = await call(core, 'profiles.add', { name: 'Second', baseUrl: serviceB.url, apiKey: serviceB.apiKey });
    const open = await waitFor('B open in the background', async () => (await call(core, 'profiles.list', {})).profiles.find((p) => p.id === b && p.sync !== null));
    expect(open.active).toBe(false);
    await call(core, 'profiles.remove', { id: b });
    expect((await call(core, 'profiles.list', {})).profiles.some((p) => p.id === b)).toBe(false);

    const cliCore = await makeCore(tempDir('bg2-cli'), serviceA);
    cleanup.push(() => cliCore.close());
    const { id: c } = await call(cliCore, 'profiles.add', { name: 'Third', baseUrl: serviceB.url, apiKey: serviceB.apiKey });
    expect((await call(cliCore, 'profiles.list', {})).profiles.find((p) => p.id === c)?.sync).toBeNull();
  });
});
