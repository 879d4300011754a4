// @vitest-environment node
// Fault injection: one test per fault kind of FaultPlan, through both the in-process controller
// and the /__admin/faults endpoint; counters apply to the next N matching requests only.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { call, createJob, readSse, startTestService, waitForJob } from './helpers';

let service: RunningService;

beforeAll(async () => {
  service = await startTestService({ concurrencyLimit: 100, retryAfterSeconds: 7 });
});
afterEach(() => service.faults.clear());
afterAll(async () => {
  await service.close();
});

async function totalJobs(): Promise<number> {
  return (await call<{ pagination: { total: number } }>(service, 'GET', '/research')).body.pagination.total;
}

async function rawFetch(path: string, init: RequestInit = {}): Promise<{ ok: true; res: Response; text: string } | { ok: false; error: unknown }> {
  try {
    const res = await fetch(`${service.url}${path}`, { ...init, headers: { Authorization: `Bearer ${service.apiKey}`, 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
    const text = await res.text();
    return { ok: true, res, text };
  } catch (error) {
    return { ok: false, error };
  }
}

describe('fault plans', () => {
  it('offline: every matching request has its socket destroyed', async () => {
    service.faults.set({ offline: true, pathPattern: '^/research$' });
    expect((await rawFetch('/research')).ok).toBe(false);
    expect((await call(service, 'GET', '/research/files')).status).toBe(200); // not matching
    service.faults.clear();
    expect((await rawFetch('/research')).ok).toBe(true);
  });

  it('latencyMs delays matching requests (the response still arrives intact)', async () => {
    service.faults.set({ latencyMs: 50, pathPattern: '^/research/files$' });
    const res = await call(service, 'GET', '/research/files');
    expect(res.status).toBe(200);
  });

  it('status5xxNext: next N matching requests get 500/502/503 JSON before any side effect', async () => {
    const before = await totalJobs();
    service.faults.set({ status5xxNext: 2, methods: ['POST'], pathPattern: '^/research$' });
    const a = await call<{ error: string }>(service, 'POST', '/research', { body: { query: 'sea otters' } });
    const b = await call<{ error: string }>(service, 'POST', '/research', { body: { query: 'sea otters' } });
    expect([500, 502, 503]).toContain(a.status);
    expect([500, 502, 503]).toContain(b.status);
    expect(typeof a.body.error).toBe('string');
    expect(await totalJobs()).toBe(before);
    const c = await call<{ id: string }>(service, 'POST', '/research', { body: { query: 'sea otters' } });
    expect(c.status).toBe(200);
    await waitForJob(service, c.body.id);
  });

  it('fraction5xx is drawn from a seeded PRNG, so the same seed reproduces the same failures', async () => {
    const run = async (): Promise<number[]> => {
      service.faults.set({ fraction5xx: 0.5, seed: 42, pathPattern: '^/research/files$' });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await call(service, 'GET', '/research/files')).status);
      return statuses;
    };
    const first = await run();
    const second = await run();
    expect(first).toEqual(second);
    expect(first.some((s) => s >= 500)).toBe(true);
    expect(first.some((s) => s === 200)).toBe(true);
  });

  it('status429Next: 429 with the spec body, and Retry-After when configured', async () => {
    service.faults.set({ status429Next: 1 });
    const res = await call(service, 'GET', '/research');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: 'Rate limit exceeded. Try again later.' });
    expect(res.headers.get('retry-after')).toBe('7');
    expect((await call(service, 'GET', '/research')).status).toBe(200);
  });

  it('dropBeforeCommitNext: the connection dies and nothing is created', async () => {
    const before = await totalJobs();
    service.faults.set({ dropBeforeCommitNext: 1, methods: ['POST'] });
    const res = await rawFetch('/research', { method: 'POST', body: JSON.stringify({ query: 'kelp' }) });
    expect(res.ok).toBe(false);
    expect(await totalJobs()).toBe(before);
  });

  it('dropAfterCommitNext: the connection dies after the job was created (the ambiguous case); the idempotency key replays it', async () => {
    const before = await totalJobs();
    service.faults.set({ dropAfterCommitNext: 1, methods: ['POST'] });
    const headers = { 'Idempotency-Key': 'ambiguous-1' };
    const res = await rawFetch('/research', { method: 'POST', body: JSON.stringify({ query: 'kelp urchins' }), headers });
    expect(res.ok).toBe(false);
    expect(await totalJobs()).toBe(before + 1);
    const retry = await rawFetch('/research', { method: 'POST', body: JSON.stringify({ query: 'kelp urchins' }), headers });
    expect(retry.ok && retry.res.status).toBe(200);
    expect(await totalJobs()).toBe(before + 1);
    if (retry.ok) await waitForJob(service, (JSON.parse(retry.text) as { id: string }).id);
  });

  it('malformedNext: 200 with a body that is not JSON', async () => {
    service.faults.set({ malformedNext: 1, pathPattern: '^/research/collections$' });
    const res = await rawFetch('/research/collections');
    expect(res.ok && res.res.status).toBe(200);
    if (res.ok) expect(() => JSON.parse(res.text)).toThrow();
  });

  it('truncatedNext: Content-Length of the full body, half of it written, then the socket dies', async () => {
    service.faults.set({ truncatedNext: 1, pathPattern: '^/research$' });
    const res = await rawFetch('/research?limit=50');
    // fetch reports the short body as an error (terminated) — either way no complete JSON arrives.
    if (res.ok) expect(() => JSON.parse(res.text)).toThrow();
    else expect(res.error).toBeInstanceOf(Error);
  });

  it('unknownStatus: non-terminal jobs report the injected status; finished ones keep theirs', async () => {
    const done = await waitForJob(service, await createJob(service, { query: 'Gutenberg ink' }));
    service.faults.set({ unknownStatus: 'researching' });
    const id = await createJob(service, { query: 'Gutenberg press', reasoning_loops: 3 });
    const running = await call<{ status: string }>(service, 'GET', `/research/${id}`);
    expect(running.body.status).toBe('researching');
    expect((await call<{ status: string }>(service, 'GET', `/research/${done.id}`)).body.status).toBe('completed');
    service.faults.clear();
    expect((await waitForJob(service, id)).status).toBe('completed');
  });

  it('streamCutAfterChars: chat streams are cut mid-message', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'lithium plating cold charging', reasoning_loops: 2 }));
    const message = await call<{ id: string }>(service, 'POST', `/research/${job.id}/chat`, { body: { content: 'Why is charging in the cold harmful?' } });
    service.faults.set({ streamCutAfterChars: 20 });
    const res = await fetch(`${service.url}/research/${job.id}/chat/${message.body.id}/stream`, { headers: { Authorization: `Bearer ${service.apiKey}` } });
    const { frames } = await readSse(res);
    expect(frames).not.toContain('[DONE]');
    const text = frames.map((f) => (JSON.parse(f) as { content: string }).content).join('');
    expect(text.length).toBeLessThanOrEqual(20);
  });

  it('the admin endpoint sets and clears plans, needs the admin token, and is itself exempt', async () => {
    const unauthorized = await fetch(`${service.url}/__admin/faults`, { method: 'POST', body: JSON.stringify({ offline: true }) });
    expect(unauthorized.status).toBe(401);
    const admin = { Authorization: `Bearer ${service.adminToken}`, 'Content-Type': 'application/json' };
    const set = await fetch(`${service.url}/__admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ offline: true }) });
    expect(set.status).toBe(200);
    expect((await rawFetch('/research')).ok).toBe(false);
    const bad = await fetch(`${service.url}/__admin/faults`, { method: 'POST', headers: admin, body: JSON.stringify({ latencyMs: 'slow' }) });
    expect(bad.status).toBe(400);
    const cleared = await fetch(`${service.url}/__admin/faults`, { method: 'POST', headers: admin, body: '{}' });
    expect(cleared.status).toBe(200);
    expect((await rawFetch('/research')).ok).toBe(true);
  });
});

describe('initial fault plan', () => {
  it('options.faults is active from the first request', async () => {
    const faulty = await startTestService({ faults: { status429Next: 1, pathPattern: '^/research$' } });
    try {
      expect((await call(faulty, 'GET', '/research')).status).toBe(429);
      expect((await call(faulty, 'GET', '/research')).status).toBe(200);
    } finally {
      await faulty.close();
    }
  });
});

describe('admin seed', () => {
  it('inserts completed jobs with results, highlights and content in one go, outside this month\'s budget', async () => {
    const before = await totalJobs();
    const res = await fetch(`${service.url}/__admin/seed`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${service.adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ jobs: 30, resultsPerJob: 4 }),
    });
    expect(await res.json()).toEqual({ inserted: 30 });
    expect(await totalJobs()).toBe(before + 30);
    const oldest = await call<{ data: { id: string; status: string; results: { id: string }[] }[] }>(service, 'GET', `/research?limit=1&page=${before + 30}`);
    const seeded = oldest.body.data[0];
    if (!seeded) throw new Error('no seeded job on the last page');
    expect(seeded.status).toBe('completed');
    expect(seeded.results).toHaveLength(4);
    const detail = await call<{ highlights: string[]; content: string }>(service, 'GET', `/agents/research/${seeded.id}/results/${seeded.results[0]?.id}?with_highlights=true&format=markdown`);
    expect(detail.body.highlights.length).toBe(1);
    expect(detail.body.content).toMatch(/^# Source 1/);
  });
});
