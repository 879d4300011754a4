// The engine against a hostile service (the local service's fault injector in its hostile modes):
// huge bodies, a slow drip, JSON of another shape, lying pagination (total and has_next), a chat
// stream that never ends. Each scenario asserts a clear status, that the engine stays responsive
// (new work is acknowledged and sent), that memory stays bounded, and ends with the invariant check.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import type { Core } from '../../src/main/core-types';
import type { QuireCoreOptions } from '../../src/main/core';
import type { SyncStatus } from '../../src/shared/domain';
import { call, checkInvariants, emptyAcknowledged, makeCore, mirrorFile, readMirror, serviceState, startTestService, tempDir, waitFor, type Acknowledged } from './helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

interface World {
  service: RunningService;
  core: Core;
  dataDir: string;
  statuses: SyncStatus[];
  acknowledged: Acknowledged;
}

async function world(coreOptions: Partial<QuireCoreOptions> = {}, service?: RunningService): Promise<World> {
  const svc = service ?? (await startTestService(tempDir('hostile-svc')));
  if (!service) cleanup.push(() => svc.close());
  const dataDir = tempDir('hostile-core');
  const core = await makeCore(dataDir, svc, coreOptions);
  cleanup.push(() => core.close());
  const statuses: SyncStatus[] = [];
  core.bus.subscribe((name, payload) => {
    if (name === 'sync.status') statuses.push(payload as SyncStatus);
  });
  return { service: svc, core, dataDir, statuses, acknowledged: emptyAcknowledged() };
}

async function createJob(w: World, query: string): Promise<string> {
  const { id } = await call(w.core, 'jobs.create', { query, options: { reasoningLoops: 1 } });
  w.acknowledged.jobs.push(query);
  return id;
}

const MiB = 1024 * 1024;

/** Samples this process's RSS while `run` runs; returns the peak growth over the start, in MiB. */
async function peakRssGrowth(run: () => Promise<void>): Promise<number> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  return Math.round((peak - start) / MiB);
}

async function firstSync(w: World): Promise<SyncStatus> {
  return waitFor('a first full sync', async () => {
    const status = await call(w.core, 'sync.status', {});
    return status.state === 'online' && status.pending === 0 && status.lastSyncAt ? status : null;
  });
}

/** While a read fault lasts: the status names it, never "Up to date", and new research still goes out. */
async function duringReadFault(w: World, named: RegExp, query: string): Promise<void> {
  const status = await waitFor('the status to name the fault', async () => {
    await call(w.core, 'sync.now', {});
    const s = await call(w.core, 'sync.status', {});
    return s.state === 'error' ? s : null;
  });
  expect(status.message).toMatch(/^The service is answering with errors \(/);
  expect(status.message).toMatch(named);
  // responsive: a new research is accepted and sent (writes are not under the read fault)
  await createJob(w, query);
  await waitFor('the new research to be sent', () => readMirror(mirrorFile(w.dataDir)).outbox.length === 0);
  const first = w.statuses.findIndex((s) => s.state === 'error');
  expect(w.statuses.slice(first).some((s) => s.message === 'Up to date')).toBe(false);
}

describe('hostile service: bodies', () => {
  it('a huge answer to every list read: "answers too large to read", the sender sees Quire hang up, memory stays bounded', async () => {
    const w = await world({ clientBounds: { maxBodyBytes: 4 * MiB } });
    await createJob(w, 'before the huge bodies');
    await firstSync(w);
    w.service.faults.set({ methods: ['GET'], pathPattern: '^/research(/files|/collections)?$', hugeBodyBytes: 512 * MiB });
    const growth = await peakRssGrowth(() => duringReadFault(w, /\(answers too large to read\)/, 'while the bodies are huge'));
    const { hugeAnswers, hugeBytesSent } = w.service.faults.stats;
    expect(hugeAnswers).toBeGreaterThan(0);
    // each huge answer was abandoned near the cap: far less than the 512 MiB each would have been
    expect(hugeBytesSent / hugeAnswers).toBeLessThan(64 * MiB);
    console.log(`[hostile] huge bodies: ${hugeAnswers} answers, ${Math.round(hugeBytesSent / MiB)} MiB sent in all, peak RSS growth ${growth} MiB`);
    expect(growth).toBeLessThan(256);
    w.service.faults.clear();
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });

  it('a slow drip (one byte every 20 ms): cut at the request deadline, "answers too slow to arrive"', async () => {
    const w = await world({ clientBounds: { requestDeadlineMs: 400 } });
    await createJob(w, 'before the drip');
    await firstSync(w);
    w.service.faults.set({ methods: ['GET'], pathPattern: '^/research$', dripMs: 20 });
    await duringReadFault(w, /\(answers too slow to arrive\)/, 'while the answers drip');
    w.service.faults.clear();
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });

  it('JSON of another shape on every read: "answers of an unexpected shape"; nothing in the mirror is lost', async () => {
    const w = await world();
    await createJob(w, 'before the wrong shapes');
    await firstSync(w);
    const before = readMirror(mirrorFile(w.dataDir)).jobs.length;
    w.service.faults.set({ methods: ['GET'], wrongShapeNext: 1_000_000 });
    await duringReadFault(w, /\(answers of an unexpected shape\)/, 'while the shapes are wrong');
    expect(readMirror(mirrorFile(w.dataDir)).jobs.length).toBeGreaterThanOrEqual(before + 1);
    w.service.faults.clear();
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });
});

describe('hostile service: lying pagination', () => {
  const lies = [
    { name: 'has_next forever, past the end the last page again, total absurd', plan: { lyingHasNext: 'repeat' as const, lyingTotal: 1e15 } },
    { name: 'has_next forever, past the end empty pages, total plausible but false', plan: { lyingHasNext: 'empty' as const, lyingTotal: 2 * 4_000 } },
    { name: 'has_next forever, past the end the last page again, total plausible but false', plan: { lyingHasNext: 'repeat' as const, lyingTotal: 2 * 4_000 } },
  ];
  for (const lie of lies) {
    it(`${lie.name}: a fresh mirror bootstraps once, no duplicates, a bounded number of pages, "Up to date"`, async () => {
      const seed = await world({ engineTiming: { pageSize: 2 } });
      for (let i = 0; i < 5; i++) await createJob(seed, `lying pages ${i}`);
      await call(seed.core, 'collections.create', { name: 'Shelf one' });
      seed.acknowledged.collections.push('Shelf one');
      await firstSync(seed);
      await waitFor('all jobs on the service', async () => (await serviceState(seed.service)).jobs.length === 5);

      seed.service.faults.set({ methods: ['GET'], ...lie.plan });
      const fresh = await world({ engineTiming: { pageSize: 2 } }, seed.service);
      const status = await firstSync(fresh);
      expect(status.message).toBe('Up to date');
      const mirror = readMirror(mirrorFile(fresh.dataDir));
      expect(mirror.jobs).toHaveLength(5);
      expect(new Set(mirror.jobs.map((j) => j.server_id)).size).toBe(5);
      expect(mirror.collections.filter((c) => c.server_id)).toHaveLength(1);
      // paging stopped on its own: a handful of list answers, not thousands
      const answers = seed.service.faults.stats.listAnswers;
      expect(answers).toBeLessThan(60);
      // later passes keep it bounded too
      await call(fresh.core, 'sync.now', {});
      await call(fresh.core, 'sync.now', {});
      expect(seed.service.faults.stats.listAnswers - answers).toBeLessThan(40);
      expect(readMirror(mirrorFile(fresh.dataDir)).jobs).toHaveLength(5);
      seed.service.faults.clear();
      fresh.acknowledged = seed.acknowledged;
      await checkInvariants(fresh.core, fresh.service, fresh.dataDir, emptyAcknowledged());
    });
  }
});

describe('hostile service: a chat stream that never ends', () => {
  it('Quire stops reading it, keeps the service\'s real answer, and keeps working meanwhile', async () => {
    const w = await world();
    const jobId = await createJob(w, 'sea otters and kelp forests');
    await waitFor('the research to complete', async () => (await call(w.core, 'jobs.get', { id: jobId })).status === 'completed', 30_000);
    w.service.faults.set({ endlessStream: true });
    let growth = 0;
    growth = await peakRssGrowth(async () => {
      await call(w.core, 'chat.send', { jobId, content: 'What do otters eat?' });
      w.acknowledged.chats.push({ jobQuery: 'sea otters and kelp forests', content: 'What do otters eat?' });
      // responsive while the stream pours: a new research is sent
      await createJob(w, 'while the stream pours');
      await waitFor('the new research to be sent', () => readMirror(mirrorFile(w.dataDir)).outbox.length === 0);
      await waitFor('the stream to be abandoned and the answer finished', async () => (await call(w.core, 'chat.list', { jobId })).messages.find((m) => m.role === 'assistant' && m.status === 'completed'), 60_000);
    });
    const frames = w.service.faults.stats.endlessFramesSent;
    expect(frames).toBeGreaterThan(0);
    // Quire hung up: no more frames are sent
    await new Promise((resolve) => setTimeout(resolve, 300));
    const later = w.service.faults.stats.endlessFramesSent;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(w.service.faults.stats.endlessFramesSent).toBe(later);
    // the kept answer is the service's real one, not the stream's endless text
    const reply = (await call(w.core, 'chat.list', { jobId })).messages.find((m) => m.role === 'assistant')!;
    expect(reply.content).not.toContain('and on and on');
    expect(reply.content.length).toBeGreaterThan(0);
    console.log(`[hostile] endless stream: ${frames} frames (${Math.round((frames * 60) / MiB)} MiB) before Quire stopped, peak RSS growth ${growth} MiB`);
    expect(growth).toBeLessThan(256);
    w.service.faults.clear();
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });
});
