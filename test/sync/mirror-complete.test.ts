// A complete mirror: events of jobs that finished elsewhere, research updates made elsewhere, a job
// opened with its events missing, and a source's raw content fetched on demand and kept for offline
// reading. Two devices (cores) on one local service; the data test of migration 8.
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { ApiClient } from '../../src/main/api/client';
import { migrate } from '../../src/main/db/migrations';
import { rawOpen } from '../../src/main/db/open';
import { call, makeCore, mirrorFile, startTestService, tempDir, waitFor } from './helpers';
import path from 'node:path';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

function rows<T>(file: string, sql: string, ...params: unknown[]): T[] {
  const db = rawOpen(file, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

describe('a complete mirror', () => {
  it('jobs finished elsewhere arrive with their events and updates; updates made elsewhere while a job runs are mirrored once', async () => {
    const service = await startTestService(tempDir('mc-svc'), { stepDelayMs: 80 });
    cleanup.push(() => service.close());
    const other = new ApiClient({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' });
    cleanup.push(() => other.close());

    // device B (a plain client) runs a job to the end and adds an update while it runs
    const { id: elsewhere } = await other.createJob({ query: 'sea otters and kelp forests', reasoning_loops: 1 }, 'key-elsewhere');
    await other.createUpdate(elsewhere, 'Focus on the Pacific coast', 'update-elsewhere');
    await waitFor('the job elsewhere to complete', async () => (await other.getJob(elsewhere)).status === 'completed', 30_000);

    // device A starts now: the job arrives, with the events and update it never followed
    const dataDir = tempDir('mc-a');
    const core = await makeCore(dataDir, service);
    cleanup.push(() => core.close());
    const job = await waitFor('the job elsewhere in A\'s mirror with its events', async () => {
      const list = await call(core, 'jobs.list', {});
      const summary = list.items.find((j) => j.query === 'sea otters and kelp forests');
      if (!summary) return null;
      const detail = await call(core, 'jobs.get', { id: summary.id });
      return detail.events.length > 0 && detail.updates.length > 0 ? detail : null;
    });
    const serviceEvents = await other.getEvents(elsewhere);
    expect(job.events.map((e) => e.message)).toEqual(serviceEvents.map((e) => e.message));
    expect(job.updates.map((u) => u.content)).toEqual(['Focus on the Pacific coast']);
    expect(job.updates[0]?.syncState).toBe('synced');

    // A's own job: B adds an update while it runs; A adds one too; each is mirrored exactly once
    const { id: mine } = await call(core, 'jobs.create', { query: 'lithium battery ageing', options: { reasoningLoops: 1 } });
    const serverId = await waitFor('A\'s job on the service', () => rows<{ server_id: string | null }>(mirrorFile(dataDir), 'SELECT server_id FROM jobs WHERE id = ?', mine)[0]?.server_id);
    await call(core, 'jobs.addUpdate', { jobId: mine, content: 'Include solid-state cells' });
    await other.createUpdate(serverId, 'Mention cycling temperature', 'update-from-b');
    const done = await waitFor('both updates mirrored once, the job completed', async () => {
      const detail = await call(core, 'jobs.get', { id: mine });
      const texts = detail.updates.map((u) => u.content).sort();
      return detail.status === 'completed' && texts.length >= 2 && detail.updates.every((u) => u.syncState === 'synced') ? detail : null;
    }, 30_000);
    expect(done.updates.map((u) => u.content).sort()).toEqual(['Include solid-state cells', 'Mention cycling temperature']);
    await call(core, 'sync.now', {});
    expect((await call(core, 'jobs.get', { id: mine })).updates).toHaveLength(2);
    // two jobs run to the end at 80 ms a step, with waits of up to 30 s each: the default 30 s for the
    // whole test ran out once in a loaded full run (1.7 s alone)
  }, 90_000);

  it('opening a job whose events are missing fetches them', async () => {
    const service = await startTestService(tempDir('mc2-svc'));
    cleanup.push(() => service.close());
    const dataDir = tempDir('mc2-a');
    const core = await makeCore(dataDir, service);
    cleanup.push(() => core.close());
    const { id } = await call(core, 'jobs.create', { query: 'coffee and sleep', options: { reasoningLoops: 1 } });
    await waitFor('completed with events', async () => {
      const d = await call(core, 'jobs.get', { id });
      return d.status === 'completed' && d.events.length > 0 && d.availableOffline;
    }, 30_000);
    // an older mirror (or one that lost them): no events for a finished job
    const db = rawOpen(mirrorFile(dataDir));
    db.prepare('DELETE FROM job_events WHERE job_id = ?').run(id);
    db.close();
    expect((await call(core, 'jobs.get', { id })).events.length).toBe(0);
    await waitFor('the events to be fetched after opening', async () => (await call(core, 'jobs.get', { id })).events.length > 0);
  });

  it('a source\'s raw content is fetched on demand, kept, and read offline', async () => {
    const service = await startTestService(tempDir('mc3-svc'));
    cleanup.push(() => service.close());
    const dataDir = tempDir('mc3-a');
    const core = await makeCore(dataDir, service);
    cleanup.push(() => core.close());
    const { id } = await call(core, 'jobs.create', { query: 'sea otters and kelp forests', options: { reasoningLoops: 1 } });
    const detail = await waitFor('a completed job with two sources', async () => {
      const d = await call(core, 'jobs.get', { id });
      return d.status === 'completed' && d.results.length >= 2 ? d : null;
    }, 30_000);
    const [first, second] = detail.results;
    const serverId = rows<{ server_id: string }>(mirrorFile(dataDir), 'SELECT server_id FROM jobs WHERE id = ?', id)[0]!.server_id;
    const client = new ApiClient({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' });
    const expected = (await client.getResultContent(serverId, first!.id, 'raw')).content;
    await client.close();

    const fetched = await call(core, 'sources.raw', { jobId: id, resultId: first!.id });
    expect(fetched).toEqual({ content: expected, from: 'service', truncated: false });
    // kept: offline, it still reads; a source never fetched says it cannot be reached
    service.faults.set({ offline: true });
    expect(await call(core, 'sources.raw', { jobId: id, resultId: first!.id })).toEqual({ content: expected, from: 'mirror', truncated: false });
    await expect(call(core, 'sources.raw', { jobId: id, resultId: second!.id })).rejects.toThrow(/OFFLINE/);
    await expect(call(core, 'sources.raw', { jobId: id, resultId: 'no-such-source' })).rejects.toThrow(/NOT_FOUND/);
    service.faults.clear();
  });
});

describe('migration 8 (data test)', () => {
  it('adds raw_content to results, keeping every row and value', () => {
    const file = path.join(tempDir('mig8'), 'mirror.db');
    const db = new Database(file);
    migrate(db, 7);
    db.prepare("INSERT INTO jobs (id, server_id, query, status, created_at) VALUES ('j1', 's1', 'q', 'completed', '2026-01-01T00:00:00Z')").run();
    db.prepare("INSERT INTO results (job_id, id, position, title, url, citation_index, content, detail_fetched) VALUES ('j1', 'r1', 0, 'Otters', 'https://example.org', 1, 'text', 1)").run();
    expect(migrate(db)).toBeGreaterThanOrEqual(8);
    const row = db.prepare('SELECT * FROM results').get() as Record<string, unknown>;
    expect(row).toMatchObject({ job_id: 'j1', id: 'r1', title: 'Otters', content: 'text', detail_fetched: 1, raw_content: null });
    db.close();
  });
});
