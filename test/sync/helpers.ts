// Shared scaffolding for the sync tests: a real local service on 127.0.0.1:0, a core over temp dirs,
// condition polling (never timed assertions), and THE invariant check every scenario ends with.
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { startService, type RunningService, type ServiceOptions } from '../../src/service/server';
import { createCore, type QuireCoreOptions } from '../../src/main/core';
import type { Core } from '../../src/main/core-types';
import { ApiClient } from '../../src/main/api/client';
import { rawOpen } from '../../src/main/db/open';
import type { OperationInput, OperationName, OperationOutput } from '../../src/shared/contract';
import { dispatch } from '../../src/shared/dispatch';
import type { WireCollection, WireFile, WireJob } from '../../src/main/api/wire';

const createdDirs: string[] = [];
// every temp dir a test file made goes when the file is done (services and cores are closed by then)
afterAll(() => {
  for (const dir of createdDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `quire-${prefix}-`));
  createdDirs.push(dir);
  return dir;
}

export async function startTestService(dataDir: string, options: Partial<ServiceOptions> = {}): Promise<RunningService> {
  return startService({ dataDir, port: 0, stepDelayMs: 15, testHooks: true, ...options });
}

/** Fast engine pacing for tests: everything that waits, waits milliseconds. */
export const TEST_TIMING = {
  pullIntervalMs: 300,
  followMinMs: 40,
  followMaxMs: 150,
  retryBaseMs: 30,
  retryCapMs: 300,
  progressThrottleMs: 5,
  reconcileSkewMs: 60_000,
  // the test service replays resends by Idempotency-Key; reconcile.test.ts sets a settle of its own
  resendSettleMs: 0,
};

export async function makeCore(dataDir: string, service: { url: string; apiKey: string }, extra: Partial<QuireCoreOptions> = {}): Promise<Core> {
  return createCore({
    dataDir,
    transport: 'cli',
    openExternal: async () => undefined,
    serviceOverride: { baseUrl: service.url, apiKey: service.apiKey },
    engineTiming: TEST_TIMING,
    retry: { attempts: 3, baseMs: 10, capMs: 50 },
    rateLimitBackoff: { baseMs: 100, capMs: 400 },
    ...extra,
  });
}

/** Calls one operation through the real dispatcher (input validation included); throws on an error envelope. */
export async function call<K extends OperationName>(core: Core, name: K, input: OperationInput<K>): Promise<OperationOutput<K>> {
  const envelope = await dispatch(core.handlers, name, input);
  if (!envelope.ok) throw Object.assign(new Error(`${name}: ${envelope.error.code} ${envelope.error.message}`), { wire: envelope.error });
  return envelope.value as OperationOutput<K>;
}

export async function waitFor<T>(what: string, probe: () => T | Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what} (last value: ${JSON.stringify(last)?.slice(0, 300)})`);
}

/** Everything the service holds, read through an independent client. */
export async function serviceState(service: { url: string; apiKey: string }): Promise<{ jobs: WireJob[]; collections: WireCollection[]; files: WireFile[] }> {
  const client = new ApiClient({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' });
  try {
    const jobs: WireJob[] = [];
    for (let page = 1; ; page++) {
      const r = await client.listJobs(page, 200);
      jobs.push(...r.data);
      if (!r.pagination.has_next) break;
    }
    const collections: WireCollection[] = [];
    for (let page = 1; ; page++) {
      const r = await client.listCollections(page, 200);
      collections.push(...r.data);
      if (!r.pagination.has_next) break;
    }
    const files: WireFile[] = [];
    for (let page = 1; ; page++) {
      const r = await client.listFiles(page, 200);
      files.push(...r.data);
      if (!r.pagination.has_next) break;
    }
    return { jobs, collections, files };
  } finally {
    await client.close();
  }
}

export function mirrorFile(dataDir: string, profileId = 'local'): string {
  return path.join(dataDir, 'profiles', profileId, 'quire.db');
}

/** What the UI was told was saved: the test records every acknowledged intent here. */
export interface Acknowledged {
  jobs: string[];
  collections: string[];
  files: string[];
  chats: Array<{ jobQuery: string; content: string }>;
}
export const emptyAcknowledged = (): Acknowledged => ({ jobs: [], collections: [], files: [], chats: [] });

interface MirrorSnapshot {
  jobs: Array<{ id: string; server_id: string | null; query: string; status: string; content: string | null; sync_state: string }>;
  collections: Array<{ server_id: string | null; name: string; description: string; sync_state: string }>;
  files: Array<{ server_id: string | null; file_name: string; state: string }>;
  chats: Array<{ server_id: string | null; job_id: string; role: string; content: string; status: string; sync_state: string }>;
  outbox: Array<{ kind: string; state: string; summary: string; last_error: string | null }>;
  integrity: string;
}

export function readMirror(file: string): MirrorSnapshot {
  const db = rawOpen(file, { readonly: true });
  try {
    return {
      jobs: db.prepare('SELECT id, server_id, query, status, content, sync_state FROM jobs').all() as MirrorSnapshot['jobs'],
      collections: db.prepare('SELECT server_id, name, description, sync_state FROM collections').all() as MirrorSnapshot['collections'],
      files: db.prepare('SELECT server_id, file_name, state FROM files').all() as MirrorSnapshot['files'],
      chats: db.prepare('SELECT server_id, job_id, role, content, status, sync_state FROM chat_messages').all() as MirrorSnapshot['chats'],
      outbox: db.prepare('SELECT kind, state, summary, last_error FROM outbox').all() as MirrorSnapshot['outbox'],
      integrity: (db.pragma('integrity_check') as Array<{ integrity_check: string }>).map((r) => r.integrity_check).join(','),
    };
  } finally {
    db.close();
  }
}

/**
 * The invariant every scenario ends with (after faults are cleared and a final sync has run):
 * every acknowledged intent is on the service exactly once, or visible as failed with its data intact;
 * the mirror equals the service; integrity_check is ok; the queue is not wedged (nothing left pending).
 */
export async function checkInvariants(core: Core, service: { url: string; apiKey: string }, dataDir: string, acknowledged: Acknowledged, profileId = 'local'): Promise<MirrorSnapshot> {
  await call(core, 'sync.now', {});
  // the queue must drain on its own once the faults are gone: only failed intents may remain
  const queued = (): MirrorSnapshot['outbox'] => readMirror(mirrorFile(dataDir, profileId)).outbox.filter((o) => o.state !== 'failed');
  // The 30 s are for a queue that stops moving, not for a slow one: each item sent starts the time
  // again, so a loaded machine may drain slowly, but a queue stuck for 30 s fails.
  let fewest = Number.POSITIVE_INFINITY;
  let stuckSince = Date.now();
  for (;;) {
    const left = queued();
    if (left.length === 0) break;
    if (left.length < fewest) {
      fewest = left.length;
      stuckSince = Date.now();
    }
    if (Date.now() - stuckSince > 30_000) throw new Error(`Timed out waiting for the outbox to drain (no item sent for 30 s): ${left.length} still queued, first ${JSON.stringify(left.slice(0, 3))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const state = await serviceState(service);
  // the mirror converges: every service job present with the service's status and content
  const mirror = await waitFor('the mirror to converge', async () => {
    await call(core, 'sync.now', {});
    const snapshot = readMirror(mirrorFile(dataDir, profileId));
    const latest = await serviceState(service);
    const byServer = new Map(snapshot.jobs.map((j) => [j.server_id, j]));
    const jobsMatch = latest.jobs.every((job) => {
      const local = byServer.get(job.id);
      return local && local.status === job.status && local.content === job.content;
    });
    const collectionsMatch = JSON.stringify(latest.collections.map((c) => [c.id, c.name, c.description]).sort()) === JSON.stringify(snapshot.collections.filter((c) => c.server_id).map((c) => [c.server_id, c.name, c.description]).sort());
    const filesMatch = JSON.stringify(latest.files.map((f) => f.id).sort()) === JSON.stringify(snapshot.files.filter((f) => f.server_id).map((f) => f.server_id).sort());
    return jobsMatch && collectionsMatch && filesMatch ? snapshot : null;
    // every job must also finish its research on the service first: slow on a loaded machine
  }, 90_000);

  expect(mirror.integrity).toBe('ok');
  // no job exists twice locally, and no mirror job is unknown to the service
  const serverIds = mirror.jobs.map((j) => j.server_id).filter((id): id is string => id !== null);
  expect(new Set(serverIds).size).toBe(serverIds.length);
  const serviceJobIds = new Set(state.jobs.map((j) => j.id));
  for (const id of serverIds) expect(serviceJobIds.has(id)).toBe(true);
  for (const query of acknowledged.jobs) {
    const onService = state.jobs.filter((j) => j.query === query).length;
    const failedLocally = mirror.jobs.find((j) => j.query === query && j.sync_state === 'failed');
    expect(onService === 1 || (onService === 0 && failedLocally !== undefined), `job "${query}": ${onService} on the service`).toBe(true);
  }
  for (const name of acknowledged.collections) {
    const onService = state.collections.filter((c) => c.name === name).length;
    const failedLocally = mirror.collections.find((c) => c.name === name && c.sync_state === 'failed');
    expect(onService === 1 || (onService === 0 && failedLocally !== undefined), `collection "${name}": ${onService} on the service`).toBe(true);
  }
  for (const name of acknowledged.files) {
    const onService = state.files.filter((f) => f.file_name === name).length;
    const failedLocally = mirror.files.find((f) => f.file_name === name && f.state === 'failed');
    expect(onService === 1 || (onService === 0 && failedLocally !== undefined), `file "${name}": ${onService} on the service`).toBe(true);
  }
  for (const chat of acknowledged.chats) {
    const local = mirror.chats.filter((m) => m.role === 'user' && m.content === chat.content);
    expect(local.length, `chat "${chat.content}" locally`).toBe(1);
    const job = state.jobs.find((j) => j.query === chat.jobQuery);
    if (local[0]!.sync_state !== 'failed' && job) {
      const client = new ApiClient({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' });
      const messages = await client.listChat(job.id);
      await client.close();
      expect(messages.filter((m) => m.role === 'user' && m.content === chat.content).length, `chat "${chat.content}" on the service`).toBe(1);
    }
  }
  return mirror;
}

/** A loopback port nothing listens on (bound once, then closed): connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 9;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
