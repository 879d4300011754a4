// @vitest-environment node
// Limits (spec 8) and durability: the concurrency limit counts non-terminal jobs, the monthly
// loop budget counts completed jobs only and resets with the calendar month, both apply to
// POST /research and the compat endpoints; Retry-After only when configured. A restart keeps
// uploads and jobs and resumes an interrupted job; the forked child process reports ready.
import Database from 'better-sqlite3';
import { fork } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { overLimits, type LimitsConfig } from '../../src/service/jobs';
import { call, createJob, startTestService, tempDir, upload, waitForJob } from './helpers';

const started: RunningService[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
});

async function start(options: Parameters<typeof startTestService>[0]): Promise<Awaited<ReturnType<typeof startTestService>>> {
  const service = await startTestService(options);
  started.push(service);
  return service;
}

describe('concurrency limit (spec 3, 8.2)', () => {
  it('429 once the non-terminal jobs reach the limit, on /research and both compat endpoints, without Retry-After by default', async () => {
    // steps of 10 s: the two jobs cannot finish (and free a slot) before the calls below, however loaded the machine
    const service = await start({ concurrencyLimit: 2, stepDelayMs: 10_000 });
    await createJob(service, { query: 'sea otters', reasoning_loops: 5 });
    await createJob(service, { query: 'kelp', reasoning_loops: 5 });
    const third = await call(service, 'POST', '/research', { body: { query: 'urchins' } });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ error: 'Rate limit exceeded. Try again later.' });
    expect(third.headers.get('retry-after')).toBeNull();
    const chat = await call(service, 'POST', '/compat/chat/completions', { body: { messages: [{ role: 'user', content: 'otters' }] } });
    expect(chat.status).toBe(429);
    const legacy = await call(service, 'POST', '/compat/completions', { body: { prompt: 'otters' } });
    expect(legacy.status).toBe(429);
    const agents = await call(service, 'POST', '/agents/research', { body: { query: 'otters' } });
    expect(agents.status).toBe(429);
  });

  it('sends Retry-After when configured, and frees a slot when a job finishes', async () => {
    // steps of 1 s: the first job is still running when the next request comes (it needs several steps), then finishes
    const service = await start({ concurrencyLimit: 1, retryAfterSeconds: 3, stepDelayMs: 1_000 });
    const first = await createJob(service, { query: 'caffeine', reasoning_loops: 2 });
    const blocked = await call(service, 'POST', '/research', { body: { query: 'decaf' } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('3');
    await waitForJob(service, first);
    expect((await call(service, 'POST', '/research', { body: { query: 'decaf' } })).status).toBe(200);
  });
});

describe('monthly reasoning-loop budget (spec 8.1, 8.3)', () => {
  it('counts loops consumed by completed jobs only, and resets with the calendar month', async () => {
    let now = new Date('2026-03-31T12:00:00Z');
    const service = await start({ monthlyLoopBudget: 4, now: () => now });
    // A failed job (no searchable words) does not count.
    expect((await waitForJob(service, await createJob(service, { query: 'the of and' }))).status).toBe('failed');
    // A question the library holds nothing on completes honestly, and its loop counts.
    const nothing = await waitForJob(service, await createJob(service, { query: 'xyzzy plugh' }));
    expect(nothing.status).toBe('completed');
    expect(nothing.reasoning_loops_consumed).toBe(1);
    const done = await waitForJob(service, await createJob(service, { query: 'battery calendar ageing', reasoning_loops: 3 }));
    expect(done.status).toBe('completed');
    expect(done.reasoning_loops_consumed).toBe(3);
    const over = await call(service, 'POST', '/research', { body: { query: 'battery storage' } });
    expect(over.status).toBe(429);
    expect((await call(service, 'POST', '/compat/completions', { body: { prompt: 'battery storage' } })).status).toBe(429);
    now = new Date('2026-04-01T00:00:01Z');
    const fresh = await call<{ id: string }>(service, 'POST', '/research', { body: { query: 'battery storage' } });
    expect(fresh.status).toBe(200);
    await waitForJob(service, fresh.body.id);
  });

  it('with no budget (null: the desktop\'s embedded library) loops past any figure are never refused', async () => {
    const service = await start({ monthlyLoopBudget: null });
    // 12 loops: past a budget of 10, which the same service with one would refuse next
    for (const query of ['battery calendar ageing', 'battery storage']) {
      expect((await waitForJob(service, await createJob(service, { query, reasoning_loops: 6 }))).status).toBe('completed');
    }
    const next = await call<{ id: string }>(service, 'POST', '/research', { body: { query: 'battery chemistry' } });
    expect(next.status).toBe(200);
    await waitForJob(service, next.body.id);
  });
});

describe('overLimits (pure)', () => {
  it.each<[string, number, number, LimitsConfig, boolean]>([
    ['below both', 1, 10, { concurrencyLimit: 5, monthlyLoopBudget: 200 }, false],
    ['at the concurrency limit', 5, 0, { concurrencyLimit: 5, monthlyLoopBudget: 200 }, true],
    ['at the budget', 0, 200, { concurrencyLimit: 5, monthlyLoopBudget: 200 }, true],
    ['no budget: any loops used', 0, 1_000_000, { concurrencyLimit: 5, monthlyLoopBudget: null }, false],
    ['no budget: the concurrency limit still holds', 5, 0, { concurrencyLimit: 5, monthlyLoopBudget: null }, true],
  ])('%s', (_name, running, used, limits, over) => {
    expect(overLimits(running, used, limits)).toBe(over);
  });
});

describe('durability', () => {
  it('uploads and finished jobs survive a restart; the same default key is kept', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    const file = await upload(first, 'notes.txt', 'Bumblebees can fly in cold weather by shivering their flight muscles.', 'text/plain');
    const job = await waitForJob(first, await createJob(first, { query: 'bumblebees cold weather shivering' }));
    await first.close();
    const second = await start({ dataDir });
    expect(second.apiKey).toBe(first.apiKey);
    const files = await call<{ data: { id: string }[] }>(second, 'GET', '/research/files');
    expect(files.body.data.map((f) => f.id)).toContain((file.body as { id: string }).id);
    const again = await call<{ status: string; content: string }>(second, 'GET', `/research/${job.id}`);
    expect(again.body.status).toBe('completed');
    expect(again.body.content).toBe(job.content);
    const research = await waitForJob(second, await createJob(second, { query: 'bumblebees shivering' }));
    expect(research.results.some((r) => r.url.includes((file.body as { id: string }).id))).toBe(true);
  });

  it('a job interrupted by a restart resumes and completes, with an event saying so', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir, stepDelayMs: 40 });
    const id = await createJob(first, { query: 'printing press Reformation pamphlets', reasoning_loops: 8 });
    for (;;) {
      const job = await call<{ status: string; reasoning_loops_consumed: number }>(first, 'GET', `/research/${id}`);
      if (job.body.reasoning_loops_consumed >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await first.close();
    // Let this process's fetch pool see the closed keep-alive sockets before reusing the origin.
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Same port as before, so clients keep their base URL across the restart.
    const second = await start({ dataDir, stepDelayMs: 5, port: first.port });
    expect(second.url).toBe(first.url);
    const job = await waitForJob(second, id);
    expect(job.status).toBe('completed');
    expect(job.reasoning_loops_consumed).toBe(8);
    const events = await call<{ message: string }[]>(second, 'GET', `/research/${id}/events`);
    expect(events.body.some((e) => e.message.startsWith('Service restarted while the job was'))).toBe(true);
  });
});

describe('database versioning', () => {
  it('refuses a service.db from a newer service with a clear message', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir });
    await first.close();
    started.splice(0);
    const raw = new Database(path.join(dataDir, 'service.db'), { nativeBinding: process.env.QUIRE_SQLITE_NATIVE_BINDING || undefined });
    raw.pragma('user_version = 99');
    raw.close();
    await expect(startTestService({ dataDir })).rejects.toThrow(/schema version 99, newer than this service/);
  });
});

describe('chat durability', () => {
  it('a chat answer being revealed when the service stops is completed after the restart', async () => {
    const dataDir = tempDir();
    const first = await start({ dataDir, stepDelayMs: 200 });
    const job = await waitForJob(first, await createJob(first, { query: 'caffeine adenosine sleep pressure' }));
    const message = await call<{ id: string; status: string }>(first, 'POST', `/research/${job.id}/chat`, { body: { content: 'How does caffeine block adenosine?' } });
    expect(message.body.status).toBe('processing');
    await first.close();
    const second = await start({ dataDir, stepDelayMs: 5 });
    for (;;) {
      const got = await call<{ status: string; content: string }>(second, 'GET', `/research/${job.id}/chat/${message.body.id}`);
      if (got.body.status !== 'processing') {
        expect(got.body.status).toBe('completed');
        expect(got.body.content).toMatch(/adenosine/i);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});

describe('child process entry (child.ts)', () => {
  it('reports an error and exits 1 when the options are unusable', async () => {
    const child = fork(path.resolve('src/service/child.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, QUIRE_SERVICE_OPTIONS: JSON.stringify({ port: 1 }) },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const messages: unknown[] = [];
    child.on('message', (m) => messages.push(m));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    expect(code).toBe(1);
    expect(messages).toEqual([{ type: 'error', message: expect.stringContaining('dataDir') }]);
  });

  it('reports ready with url, apiKey and adminToken over IPC and exits on SIGTERM', async () => {
    const child = fork(path.resolve('src/service/child.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, QUIRE_SERVICE_OPTIONS: JSON.stringify({ dataDir: tempDir(), stepDelayMs: 10, apiKey: 'csk-child-test', testHooks: true }) },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const ready = await new Promise<{ type: string; url: string; apiKey: string; adminToken: string }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { type: string; url: string; apiKey: string; adminToken: string }));
      child.once('exit', (code) => reject(new Error(`child exited early with ${code}`)));
    });
    expect(ready).toMatchObject({ type: 'ready', apiKey: 'csk-child-test' });
    expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(ready.adminToken.length).toBeGreaterThan(10);
    const res = await fetch(`${ready.url}/research`, { headers: { Authorization: 'Bearer csk-child-test' } });
    expect(res.status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
