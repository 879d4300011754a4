// A followed job that ends reaches the mirror as ended only with its last progress events: `quire
// research --wait` stops (and closes its core) the moment the mirror says "completed", and before this
// the job's "Completed: …" note, asked for after the job row was stored, was lost with the closing core.
// Real local service, real mirror file read at the moment the job row first says completed.
import { afterEach, describe, expect, it } from 'vitest';
import { rawOpen } from '../../src/main/db/open';
import { ApiClient } from '../../src/main/api/client';
import { call, makeCore, mirrorFile, startTestService, tempDir, TEST_TIMING, waitFor } from './helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

/** Starts a job on a fresh core and records what the mirror held each time a change was told. */
async function runToEnd(prefix: string, engineTiming: Record<string, number>): Promise<{ first: { status: string; events: string[] } | undefined; serverEvents: string[] }> {
  const service = await startTestService(tempDir(`${prefix}-svc`), { stepDelayMs: 40 });
  cleanup.push(() => service.close());
  const dataDir = tempDir(`${prefix}-core`);
  const core = await makeCore(dataDir, service, { autoSync: true, engineTiming: { ...TEST_TIMING, ...engineTiming } });
  cleanup.push(() => core.close());
  const mirror = rawOpen(mirrorFile(dataDir), { readonly: true });
  cleanup.push(async () => void mirror.close());
  // what the mirror held at each change, read in the same tick as the change was told
  const seen: Array<{ status: string; events: string[] }> = [];
  let jobId = '';
  core.bus.subscribe((name) => {
    if (name !== 'db.changed' || !jobId) return;
    const row = mirror.prepare('SELECT status FROM jobs WHERE id = ?').get(jobId) as { status: string } | undefined;
    const events = (mirror.prepare('SELECT message FROM job_events WHERE job_id = ? ORDER BY seq').all(jobId) as Array<{ message: string }>).map((e) => e.message);
    if (row) seen.push({ status: row.status, events });
  });
  jobId = (await call(core, 'jobs.create', { query: 'How do sea otters affect kelp forests?', options: { reasoningLoops: 2 } })).id;
  await waitFor('the job to complete in the mirror', () => seen.some((s) => s.status === 'completed'), 30_000);
  const serverId = (await call(core, 'jobs.get', { id: jobId })).serverId ?? '';
  const client = new ApiClient({ baseUrl: service.url, apiKey: service.apiKey, apiVersion: '2025-11-27' });
  cleanup.push(() => client.close());
  return { first: seen.find((s) => s.status === 'completed'), serverEvents: (await client.getEvents(serverId)).map((e) => e.message) };
}

describe('following a job to its end', () => {
  it('the follower: the mirror says completed only once the job’s last events are in', async () => {
    const { first, serverEvents } = await runToEnd('ffe-follow', { pullIntervalMs: 60_000 });
    expect(first?.events.at(-1)).toMatch(/^Completed: \d+ sources? cited after 2 reasoning loops$/);
    expect(first?.events).toEqual(serverEvents);
  });

  it('the pull, when it sees the end first: the same', async () => {
    // the follower polls once a minute: the pull (every 200 ms) is the one that sees the job end
    const { first, serverEvents } = await runToEnd('ffe-pull', { pullIntervalMs: 200, followMinMs: 60_000, followMaxMs: 60_000 });
    expect(first?.events.at(-1)).toMatch(/^Completed: \d+ sources? cited after 2 reasoning loops$/);
    expect(first?.events).toEqual(serverEvents);
  });
});
