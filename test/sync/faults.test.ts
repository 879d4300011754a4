// Fault scenarios against the local service. Each one injects a fault while the user works, clears
// it, and ends with the same invariant check (helpers.checkInvariants).
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import type { Core } from '../../src/main/core-types';
import type { SyncStatus } from '../../src/shared/domain';
import type { QuireCoreOptions } from '../../src/main/core';
import { runQuire } from '../cli/helpers';
import { call, checkInvariants, emptyAcknowledged, makeCore, mirrorFile, readMirror, serviceState, startTestService, tempDir, waitFor, closedPort, type Acknowledged } from './helpers';

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

async function world(serviceOptions: Parameters<typeof startTestService>[1] = {}, coreOptions: Partial<QuireCoreOptions> = {}, beforeCore?: (service: RunningService) => void): Promise<World> {
  const service = await startTestService(tempDir('svc'), serviceOptions);
  cleanup.push(() => service.close());
  beforeCore?.(service);
  const dataDir = tempDir('core');
  const core = await makeCore(dataDir, service, coreOptions);
  cleanup.push(() => core.close());
  const statuses: SyncStatus[] = [];
  core.bus.subscribe((name, payload) => {
    if (name === 'sync.status') statuses.push(payload as SyncStatus);
  });
  return { service, core, dataDir, statuses, acknowledged: emptyAcknowledged() };
}

/** A loopback port with nothing listening on it: connections are refused at once. */
async function createJob(w: World, query: string): Promise<string> {
  const { id } = await call(w.core, 'jobs.create', { query, options: { reasoningLoops: 1 } });
  w.acknowledged.jobs.push(query);
  return id;
}

describe('fault scenarios', () => {
  it('offline start: intents wait visibly, then sync once the service is reachable', async () => {
    const w = await world({}, {}, (service) => service.faults.set({ offline: true }));
    const jobId = await createJob(w, 'offline otters');
    const { id: collectionId } = await call(w.core, 'collections.create', { name: 'Offline shelf', description: '' });
    w.acknowledged.collections.push('Offline shelf');
    await waitFor('the offline status', () => w.statuses.find((s) => s.state === 'offline'));
    const status = await call(w.core, 'sync.status', {});
    expect(status.state).toBe('offline');
    expect(status.message).toMatch(/Offline: 2 items waiting/);
    expect((await call(w.core, 'jobs.get', { id: jobId })).syncState).toBe('pending');
    expect((await call(w.core, 'outbox.list', {})).items.map((i) => i.targetId).sort()).toEqual([collectionId, jobId].sort());
    w.service.faults.clear();
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
    expect((await call(w.core, 'jobs.get', { id: jobId })).syncState).toBe('synced');
  });

  it('connection dropped before the server commits: resent, created once', async () => {
    const w = await world();
    w.service.faults.set({ pathPattern: '^/research(/collections)?$', methods: ['POST'], dropBeforeCommitNext: 3 });
    await createJob(w, 'dropped before commit');
    await call(w.core, 'collections.create', { name: 'Dropped shelf', description: '' });
    w.acknowledged.collections.push('Dropped shelf');
    await waitFor('the job to reach the service', async () => (await serviceState(w.service)).jobs.some((j) => j.query === 'dropped before commit'));
    w.service.faults.clear();
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });

  for (const sendIdempotencyKeys of [false, true]) {
    it(`connection dropped after the server commits: reconciled, never created twice (Idempotency-Key ${sendIdempotencyKeys ? 'sent' : 'not sent'})`, async () => {
      const w = await world({}, { sendIdempotencyKeys });
      // a job, a collection, a file and a chat message, each answered by a cut connection after the commit
      const jobId = await createJob(w, 'sea otters kelp urchins');
      await waitFor('the first job to complete', async () => (await call(w.core, 'jobs.get', { id: jobId })).status === 'completed');
      w.service.faults.set({ pathPattern: '^/research(/collections|/files|/[^/]+/chat)?$', methods: ['POST'], dropAfterCommitNext: 4 });
      const second = await createJob(w, 'lithium battery ageing');
      const { id: collectionId } = await call(w.core, 'collections.create', { name: 'Committed shelf', description: 'x' });
      w.acknowledged.collections.push('Committed shelf');
      const folder = tempDir('files');
      fs.writeFileSync(path.join(folder, 'notes.md'), '# Notes\nOtters hold hands while sleeping.');
      const added = await call(w.core, 'uploads.addPaths', { paths: [folder], collectionId });
      expect(added.queued).toHaveLength(1);
      w.acknowledged.files.push('notes.md');
      await call(w.core, 'chat.send', { jobId, content: 'Do otters sleep holding hands?' });
      w.acknowledged.chats.push({ jobQuery: 'sea otters kelp urchins', content: 'Do otters sleep holding hands?' });
      await waitFor('every intent to be acknowledged', () => readMirror(mirrorFile(w.dataDir)).outbox.length === 0, 20_000);
      // all four creates really were answered by a cut connection after the commit
      expect(w.service.faults.current().dropAfterCommitNext).toBe(0);
      w.service.faults.clear();
      const mirror = await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
      expect(mirror.jobs.find((j) => j.id === second)?.server_id).not.toBeNull();
      const state = await serviceState(w.service);
      expect(state.jobs.filter((j) => j.query === 'lithium battery ageing')).toHaveLength(1);
      expect(state.files.filter((f) => f.file_name === 'notes.md')).toHaveLength(1);
      expect(state.collections.filter((c) => c.name === 'Committed shelf')).toHaveLength(1);
    });
  }

  it('runs of 5xx on every path: retried with backoff, nothing lost or doubled', async () => {
    const w = await world();
    w.service.faults.set({ status5xxNext: 12 });
    await createJob(w, 'five hundreds');
    await createJob(w, 'more five hundreds');
    await call(w.core, 'collections.create', { name: '5xx shelf', description: '' });
    w.acknowledged.collections.push('5xx shelf');
    await waitFor('both jobs on the service', async () => (await serviceState(w.service)).jobs.filter((j) => j.query.includes('five hundreds')).length === 2);
    w.service.faults.clear();
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });

  it('429 storm without Retry-After: job creation pauses account-wide, backs off, then drains', async () => {
    const w = await world();
    w.service.faults.set({ pathPattern: '^/research$', methods: ['POST'], status429Next: 5 });
    for (let i = 0; i < 3; i++) await createJob(w, `storm job ${i}`);
    await waitFor('a rate-limited pause', () => w.statuses.find((s) => s.pausedReason === 'rate_limited'));
    await waitFor('all three jobs on the service', async () => (await serviceState(w.service)).jobs.filter((j) => j.query.startsWith('storm job')).length === 3, 20_000);
    expect(w.service.faults.current().status429Next).toBe(0);
    w.service.faults.clear();
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });

  it('429 storm with Retry-After: the header is honoured', async () => {
    const w = await world({ retryAfterSeconds: 1 });
    w.service.faults.set({ pathPattern: '^/research$', methods: ['POST'], status429Next: 2 });
    await createJob(w, 'retry after job');
    const paused = await waitFor('a rate-limited pause', () => w.statuses.find((s) => s.pausedReason === 'rate_limited'));
    expect(paused.message).toMatch(/slow down/);
    await waitFor('the job on the service', async () => (await serviceState(w.service)).jobs.some((j) => j.query === 'retry after job'), 20_000);
    w.service.faults.clear();
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });

  it('401 mid-sync: the queue pauses, asks for a key, keeps everything, resumes with the right key', async () => {
    const w = await world();
    await createJob(w, 'before the key broke');
    await waitFor('the first job synced', () => readMirror(mirrorFile(w.dataDir)).outbox.length === 0);
    const { id: remoteId } = await call(w.core, 'profiles.add', { name: 'Same service', baseUrl: w.service.url, apiKey: w.service.apiKey });
    await call(w.core, 'profiles.switch', { id: remoteId });
    await waitFor('the remote profile to mirror the job', async () => (await call(w.core, 'jobs.list', {})).total === 1);
    await call(w.core, 'profiles.update', { id: remoteId, apiKey: 'csk-revoked' });
    const { id } = await call(w.core, 'jobs.create', { query: 'while the key is revoked', options: {} });
    w.acknowledged.jobs.push('while the key is revoked');
    const paused = await waitFor('an unauthorized pause', () => w.statuses.find((s) => s.pausedReason === 'unauthorized'));
    expect(paused.message).toMatch(/API key/);
    expect((await call(w.core, 'jobs.get', { id })).syncState).toBe('pending');
    await call(w.core, 'profiles.update', { id: remoteId, apiKey: w.service.apiKey });
    await waitFor('the job on the service', async () => (await serviceState(w.service)).jobs.some((j) => j.query === 'while the key is revoked'));
    const remoteFile = mirrorFile(w.dataDir, remoteId);
    await waitFor('the remote outbox to drain', () => readMirror(remoteFile).outbox.length === 0);
    expect(readMirror(remoteFile).integrity).toBe('ok');
    // back on the first profile the invariants hold for both intents
    await call(w.core, 'profiles.switch', { id: 'local' });
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });

  it('malformed and truncated bodies become typed errors; reads retry and writes reconcile', async () => {
    const w = await world({}, { sendIdempotencyKeys: false });
    w.service.faults.set({ pathPattern: '^/research', malformedNext: 3, truncatedNext: 3 });
    await createJob(w, 'garbled answers');
    await createJob(w, 'more garbled answers');
    await waitFor('both jobs on the service', async () => (await serviceState(w.service)).jobs.filter((j) => j.query.includes('garbled answers')).length === 2);
    await waitFor('every garbled answer to be consumed', () => w.service.faults.current().malformedNext === 0 && w.service.faults.current().truncatedNext === 0);
    w.service.faults.clear();
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });

  // Every read the service answers with an error (a 5xx, or a 200 whose body is not JSON): the status
  // must say so and never "Up to date", the mirror stays as last synced, and `quire sync --once` exits 5.
  const readFaults = [
    { name: 'every read answers 5xx', plan: { methods: ['GET'], fraction5xx: 1 }, named: /\((500|502|503)\)/ },
    { name: 'every read answers garbage', plan: { methods: ['GET'], malformedNext: 1_000_000 }, named: /\(answers that are not JSON\)/ },
  ];
  for (const fault of readFaults) {
    it(`${fault.name}: the status says the service is answering with errors, never "Up to date"; quire sync --once exits 5`, async () => {
      const w = await world();
      await createJob(w, `before the reads broke: ${fault.name}`);
      const synced = await waitFor('a first full sync', async () => {
        const status = await call(w.core, 'sync.status', {});
        return status.state === 'online' && status.pending === 0 && status.lastSyncAt ? status : null;
      });
      w.service.faults.set(fault.plan);
      await call(w.core, 'sync.now', {});
      const status = await call(w.core, 'sync.status', {});
      expect(status.state).toBe('error');
      expect(status.message).toMatch(/^The service is answering with errors \([^)]+\) since \d\d:\d\d; showing your library as last synced; retrying in \d+ s\.$/);
      expect(status.message).toMatch(fault.named);
      // the last good sync is kept, not moved by the failing passes
      expect(status.lastSyncAt).toBe(synced.lastSyncAt);
      const firstError = w.statuses.findIndex((s) => s.state === 'error');
      expect(firstError).toBeGreaterThanOrEqual(0);
      // more passes (explicit and the engine's own) keep saying so while the fault lasts
      await call(w.core, 'sync.now', {});
      await new Promise((resolve) => setTimeout(resolve, 1_000)); // the main loop runs a few passes (300 ms apart)
      const after = w.statuses.slice(firstError);
      expect(after.every((s) => s.state === 'error'), JSON.stringify(after.map((s) => s.message))).toBe(true);
      expect(after.some((s) => s.message === 'Up to date')).toBe(false);
      expect((await call(w.core, 'sync.status', {})).state).toBe('error');

      // the CLI on a fresh data folder: never synced, says why, exits with the documented code 5
      const cli = await runQuire(['--data', tempDir('cli-read-errors'), '--base-url', w.service.url, '--api-key', w.service.apiKey, 'sync', '--once', '--timeout', '30']);
      expect(cli.code, cli.stderr).toBe(5);
      expect(cli.stderr).toMatch(/answered with errors: The service is answering with errors/);
      expect(cli.stderr).toContain('nothing has been synced yet');
      expect(cli.stdout + cli.stderr).not.toContain('Up to date');

      w.service.faults.clear();
      await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
      const recovered = await waitFor('the status to recover', async () => {
        const s = await call(w.core, 'sync.status', {});
        return s.state === 'online' ? s : null;
      });
      expect(recovered.message).toBe('Up to date');
    });
  }

  it('a profile whose URL never answered: the status says Quire never reached it and why; usage figures are unknown, never 0', async () => {
    const w = await world();
    await createJob(w, 'known figures on the local profile');
    await waitFor('the local profile to mirror its jobs', async () => (await call(w.core, 'usage.get', {})).loopsUsed !== null);
    // jobs mirrored: their counts are known; the limits of a service Quire did not start are not
    const local = await call(w.core, 'usage.get', {});
    expect(local).toMatchObject({ loopsBudget: null, concurrencyLimit: null });
    expect(local.running).not.toBeNull();

    const port = await closedPort();
    const { id, check } = await call(w.core, 'profiles.add', { name: 'Never answers', baseUrl: `http://127.0.0.1:${port}`, apiKey: 'csk-never' });
    // adding it tested it, and said so
    expect(check).toMatchObject({ outcome: 'unreachable', reachable: false });
    await call(w.core, 'profiles.switch', { id });
    const status = await waitFor('the never-reached status', async () => {
      const s = await call(w.core, 'sync.status', {});
      return s.state === 'offline' ? s : null;
    });
    expect(status.lastSyncAt).toBeNull();
    expect(status.message).toMatch(new RegExp(`^Offline: Quire has never reached http://127\\.0\\.0\\.1:${port} \\(.*ECONNREFUSED.*\\); check the address in Settings or that the service is running; retrying`));
    expect(status.message).not.toContain('as last synced');
    const usage = await call(w.core, 'usage.get', {});
    expect(usage).toMatchObject({ loopsUsed: null, loopsBudget: null, running: null, concurrencyLimit: null, balanceCents: null });

    // the CLI prints the same figures as unknown
    const cli = await runQuire(['--data', tempDir('cli-never'), '--base-url', `http://127.0.0.1:${port}`, '--api-key', 'csk-never', 'usage']);
    expect(cli.stdout).toContain('unknown/unknown reasoning loops this month');
    expect(cli.stdout).toContain('unknown/unknown research jobs running');
    expect(cli.stdout).not.toMatch(/\b0\/200\b/);

    await call(w.core, 'profiles.switch', { id: 'local' });
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });

  it('a service that took a create but cuts every read: the status says when it last answered, not that it was never reached', async () => {
    // the service answers writes, while every read of research is cut (as a proxy dropping GETs would)
    const w = await world({}, {}, (service) => service.faults.set({ pathPattern: '^/research', methods: ['GET'], offline: true }));
    const jobId = await createJob(w, 'reads cut, writes answered');
    await waitFor('the create to be sent', async () => ((await call(w.core, 'jobs.get', { id: jobId })).syncState === 'synced' ? true : null));
    const status = await waitFor('the offline status after the create', async () => {
      const s = await call(w.core, 'sync.status', {});
      return s.state === 'offline' ? s : null;
    });
    expect(status.lastSyncAt).toBeNull();
    expect(status.message).not.toContain('never reached');
    expect(status.message).toMatch(/^Offline: http:\/\/127\.0\.0\.1:\d+ last answered at \d\d:\d\d, and nothing has been synced yet \(.+\); retrying/);
    w.service.faults.clear();
    const recovered = await waitFor('the status to recover', async () => {
      const s = await call(w.core, 'sync.status', {});
      return s.state === 'online' ? s : null;
    });
    expect(recovered.message).toBe('Up to date');
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });

  it('unknown statuses are stored and shown, and the job is followed until it really ends', async () => {
    const w = await world({ stepDelayMs: 60 });
    w.service.faults.set({ unknownStatus: 'pondering' });
    const id = await createJob(w, 'coffee sleep caffeine');
    await waitFor('the unknown status in the mirror', async () => (await call(w.core, 'jobs.get', { id })).status === 'pondering');
    w.service.faults.clear();
    await waitFor('the job to complete', async () => (await call(w.core, 'jobs.get', { id })).status === 'completed');
    const detail = await call(w.core, 'jobs.get', { id });
    expect(detail.statusHistory.map((h) => h.status)).toContain('pondering');
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });

  it('a chat stream cut mid-message falls back to polling and ends with the service text', async () => {
    const w = await world();
    const jobId = await createJob(w, 'sea otters and kelp');
    await waitFor('the job to complete', async () => (await call(w.core, 'jobs.get', { id: jobId })).status === 'completed');
    w.service.faults.set({ streamCutAfterChars: 12 });
    await call(w.core, 'chat.send', { jobId, content: 'What do otters eat?' });
    w.acknowledged.chats.push({ jobQuery: 'sea otters and kelp', content: 'What do otters eat?' });
    const reply = await waitFor('the final answer', async () => (await call(w.core, 'chat.list', { jobId })).messages.find((m) => m.role === 'assistant' && m.status === 'completed'));
    w.service.faults.clear();
    const state = await serviceState(w.service);
    const job = state.jobs.find((j) => j.query === 'sea otters and kelp')!;
    const { ApiClient } = await import('../../src/main/api/client');
    const client = new ApiClient({ baseUrl: w.service.url, apiKey: w.service.apiKey, apiVersion: '2025-11-27' });
    const onService = (await client.listChat(job.id)).find((m) => m.role === 'assistant')!;
    await client.close();
    expect(reply.content).toBe(onService.content);
    expect(reply.content.length).toBeGreaterThan(12);
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
  });

  it('service restart mid-job: the engine rides out the outage and the job completes', async () => {
    const serviceDir = tempDir('svc-restart');
    let service = await startTestService(serviceDir, { stepDelayMs: 80 });
    const port = service.port;
    const dataDir = tempDir('core');
    const core = await makeCore(dataDir, service);
    cleanup.push(() => core.close());
    const id = (await call(core, 'jobs.create', { query: 'restart in the middle', options: { reasoningLoops: 3 } })).id;
    await waitFor('the job to be running on the service', async () => {
      const job = await call(core, 'jobs.get', { id });
      return job.serverId && job.status !== 'queued' && job.status !== 'completed' ? job : null;
    });
    await service.close();
    await createLater(core);
    service = await startTestService(serviceDir, { stepDelayMs: 20, port, sampleLibrary: false });
    const restarted = service;
    cleanup.push(() => restarted.close());
    const done = await waitFor('the job to end', async () => {
      const job = await call(core, 'jobs.get', { id });
      return job.status === 'completed' || job.status === 'failed' ? job : null;
    }, 30_000);
    expect(['completed', 'failed']).toContain(done.status);
    const acknowledged = emptyAcknowledged();
    acknowledged.jobs.push('restart in the middle', 'created while the service was down');
    await checkInvariants(core, service, dataDir, acknowledged);
  });

  it('a running job the service no longer knows (404) leaves the mirror instead of counting as running forever', async () => {
    let service = await startTestService(tempDir('svc-lost'), { stepDelayMs: 400 });
    const { port, apiKey } = service;
    const dataDir = tempDir('core');
    const core = await makeCore(dataDir, service);
    cleanup.push(() => core.close());
    const { id } = await call(core, 'jobs.create', { query: 'otters that vanish', options: { reasoningLoops: 5 } });
    await waitFor('the job to run on the service', async () => (await call(core, 'jobs.get', { id })).serverId);
    expect((await call(core, 'usage.get', {})).running).toBe(1);
    await service.close();
    service = await startTestService(tempDir('svc-empty'), { port, apiKey, sampleLibrary: false });
    const replaced = service;
    cleanup.push(() => replaced.close());
    await waitFor('the lost job to leave the mirror', async () => (await call(core, 'jobs.list', {})).total === 0);
    expect((await call(core, 'usage.get', {})).running).toBe(0);
    await checkInvariants(core, service, dataDir, emptyAcknowledged());
  });

  it('a permanent refusal keeps the data, shows the server message, and can be discarded', async () => {
    const w = await world();
    const longQuery = `too long ${'x'.repeat(4100)}`;
    const { id } = await call(w.core, 'jobs.create', { query: longQuery, options: {} });
    const failed = await waitFor('the job to fail', async () => {
      const job = await call(w.core, 'jobs.get', { id });
      return job.syncState === 'failed' ? job : null;
    });
    expect(failed.query).toBe(longQuery);
    expect(failed.error).toMatch(/query/);
    const items = (await call(w.core, 'outbox.list', {})).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ state: 'failed', targetId: id });
    const jobIntent = items[0]!;
    w.acknowledged.jobs.push(longQuery);
    // a follow-up on the refused research cannot be sent either: it fails visibly instead of waiting forever
    const { id: chatId } = await call(w.core, 'chat.send', { jobId: id, content: 'follow-up on a refused job' });
    w.acknowledged.chats.push({ jobQuery: longQuery, content: 'follow-up on a refused job' });
    const chat = await waitFor('the dependent chat to fail', async () => (await call(w.core, 'chat.list', { jobId: id })).messages.find((m) => m.id === chatId && m.syncState === 'failed'));
    expect(chat.error).toMatch(/depends on an item/);
    await createJob(w, 'other intents continue');
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
    await call(w.core, 'outbox.discard', { id: jobIntent.id });
    await expect(call(w.core, 'jobs.get', { id })).rejects.toThrow(/NOT_FOUND/);
    // its follow-up went with it; nothing is left waiting
    expect((await call(w.core, 'outbox.list', {})).items).toEqual([]);
    expect(readMirror(mirrorFile(w.dataDir)).chats.filter((m) => m.content === 'follow-up on a refused job')).toEqual([]);
  });
});

describe('local limits', () => {
  it('queues instead of provoking 429s when the concurrency limit is reached', async () => {
    const w = await world({ concurrencyLimit: 1, stepDelayMs: 25 }, { limits: { concurrencyLimit: 1 } });
    for (let i = 0; i < 3; i++) await createJob(w, `one at a time ${i} otters`);
    await waitFor('a concurrency pause', () => w.statuses.find((s) => s.pausedReason === 'concurrency'));
    await waitFor('all three on the service', async () => (await serviceState(w.service)).jobs.length === 3, 20_000);
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
    expect(w.statuses.some((s) => s.pausedReason === 'rate_limited')).toBe(false);
  });

  it('learns the concurrency limit from the service: a 429 at 2 running makes 2 the account limit, kept per profile', async () => {
    const w = await world({ concurrencyLimit: 2, stepDelayMs: 150 });
    const before = await call(w.core, 'usage.get', {});
    expect(before.concurrencyLimit).toBeNull();
    for (let i = 0; i < 4; i++) await createJob(w, `learned limit ${i} otters`);
    const learned = await waitFor('the learned limit', async () => {
      const usage = await call(w.core, 'usage.get', {});
      return usage.concurrencyLimit !== null ? usage : null;
    }, 20_000);
    expect(learned.concurrencyLimit).toBe(2);
    await waitFor('all four on the service', async () => (await serviceState(w.service)).jobs.length === 4, 30_000);
    await checkInvariants(w.core, w.service, w.dataDir, w.acknowledged);
    // kept with the profile: a new core on the same data folder knows it before any exchange (later
    // acceptances may have raised it again from the mirror's view, so compare with the last value)
    const last = (await call(w.core, 'usage.get', {})).concurrencyLimit;
    expect(last).not.toBeNull();
    await w.core.close();
    const again = await makeCore(w.dataDir, w.service, { autoSync: false });
    cleanup.push(() => again.close());
    expect((await call(again, 'usage.get', {})).concurrencyLimit).toBe(last);
  });

  it('holds new research when the monthly budget is used up, saying until when', async () => {
    const w = await world({}, { limits: { monthlyLoopBudget: 1 } });
    const first = await createJob(w, 'budget eater otters kelp');
    await waitFor('the first job to complete', async () => (await call(w.core, 'jobs.get', { id: first })).status === 'completed');
    const { id } = await call(w.core, 'jobs.create', { query: 'over budget', options: {} });
    const paused = await waitFor('a budget pause', async () => {
      const status = await call(w.core, 'sync.status', {});
      return status.pausedReason === 'budget' ? status : null;
    });
    expect(paused.message).toMatch(/monthly loops used up until 1 /);
    expect((await call(w.core, 'jobs.get', { id })).syncState).toBe('pending');
    expect((await serviceState(w.service)).jobs.some((j) => j.query === 'over budget')).toBe(false);
    const usage = await call(w.core, 'usage.get', {});
    // both figures are known here (the budget was given, the jobs mirrored): neither may be null
    expect(usage.loopsBudget).toBe(1);
    expect(usage.loopsUsed).not.toBeNull();
    expect(usage.loopsUsed ?? -1).toBeGreaterThanOrEqual(usage.loopsBudget ?? Number.POSITIVE_INFINITY);
  });
});

async function createLater(core: Core): Promise<void> {
  await call(core, 'jobs.create', { query: 'created while the service was down', options: { reasoningLoops: 1 } });
}
