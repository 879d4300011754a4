// @vitest-environment node
// Contract tests for chat on a research job (facts: /research/{id}/chat and /agents/.../chat):
// create, list newest first, get, SSE stream frames {"id","content","citationIndex"} + [DONE]
// whose text equals the REST message, answers cited from the job's own sources.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { call, citationMarkers, createJob, readSse, startTestService, waitForJob, type JobBody } from './helpers';

let service: RunningService;
let job: JobBody;

interface Message {
  id: string;
  role: string;
  content: string;
  status: string;
  snippets: unknown[];
  created_at: string;
  updated_at: string;
  error_message: string | null;
  results: { id: string; citation_index: number }[];
}

async function waitForMessage(jobId: string, messageId: string): Promise<Message> {
  for (;;) {
    const res = await call<Message>(service, 'GET', `/research/${jobId}/chat/${messageId}`);
    if (res.body.status !== 'processing') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  service = await startTestService();
  job = await waitForJob(service, await createJob(service, { query: 'How does caffeine affect sleep?', reasoning_loops: 3 }));
});
afterAll(async () => {
  await service.close();
});

describe('chat under /research/{id}/chat', () => {
  it('creates a processing assistant message that completes with citations of the job results', async () => {
    const res = await call<Message>(service, 'POST', `/research/${job.id}/chat`, { body: { content: 'What is the half-life of caffeine?' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'assistant', status: 'processing', error_message: null });
    const done = await waitForMessage(job.id, res.body.id);
    expect(done.status).toBe('completed');
    expect(done.content).toMatch(/half-life/i);
    const markers = citationMarkers(done.content);
    expect(markers.length).toBeGreaterThan(0);
    const jobIndexes = job.results.map((r) => r.citation_index);
    for (const n of markers) expect(jobIndexes).toContain(n);
    expect(done.results.every((r) => jobIndexes.includes(r.citation_index))).toBe(true);
  });

  it('lists messages newest first in { data }', async () => {
    const res = await call<{ data: Message[] }>(service, 'GET', `/research/${job.id}/chat`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(2);
    const times = res.body.data.map((m) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body.data.some((m) => m.role === 'user' && m.content === 'What is the half-life of caffeine?')).toBe(true);
  });

  it('streams unnamed data frames whose text equals the final message, ending with [DONE]', async () => {
    const created = await call<Message>(service, 'POST', `/research/${job.id}/chat`, { body: { content: 'Does coffee in the afternoon reduce deep sleep?' } });
    const res = await fetch(`${service.url}/research/${job.id}/chat/${created.body.id}/stream`, { headers: { Authorization: `Bearer ${service.apiKey}` } });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const { frames, error } = await readSse(res);
    expect(error).toBeNull();
    expect(frames.at(-1)).toBe('[DONE]');
    const parsed = frames.slice(0, -1).map((f) => JSON.parse(f) as { id: string; content: string; citationIndex?: number; citationIndices?: number[] });
    expect(parsed.length).toBeGreaterThan(1);
    expect(parsed.every((f) => f.id === created.body.id)).toBe(true);
    expect(parsed.some((f) => typeof f.citationIndex === 'number')).toBe(true);
    const final = await waitForMessage(job.id, created.body.id);
    expect(parsed.map((f) => f.content).join('')).toBe(final.content);
  });

  it('a stream opened after completion replays the whole message', async () => {
    const created = await call<Message>(service, 'POST', `/research/${job.id}/chat`, { body: { content: 'adenosine receptors' } });
    const final = await waitForMessage(job.id, created.body.id);
    const res = await fetch(`${service.url}/research/${job.id}/chat/${created.body.id}/stream`, { headers: { Authorization: `Bearer ${service.apiKey}` } });
    const { frames } = await readSse(res);
    expect(frames.slice(0, -1).map((f) => (JSON.parse(f) as { content: string }).content).join('')).toBe(final.content);
  });

  it('answers honestly when the sources say nothing, and validates input', async () => {
    const created = await call<Message>(service, 'POST', `/research/${job.id}/chat`, { body: { content: 'volcanic eruptions' } });
    const final = await waitForMessage(job.id, created.body.id);
    expect(final.content).toMatch(/^That is not in these sources: .*volcanic/);
    expect(citationMarkers(final.content)).toEqual([]);
    const bad = await call<{ error: string }>(service, 'POST', `/research/${job.id}/chat`, { body: { content: 7 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('content');
    expect((await call(service, 'GET', `/research/${job.id}/chat/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('refuses chat on a job that has not completed', async () => {
    const failed = await waitForJob(service, await createJob(service, { query: 'the of and' }));
    expect(failed.status).toBe('failed');
    const res = await call<{ error: string }>(service, 'POST', `/research/${failed.id}/chat`, { body: { content: 'why?' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/completed/);
  });
});

describe('agent chat', () => {
  it('POST ?stream=false returns { id, content, status, error_message, results }; GET and /stream work', async () => {
    const res = await call<Record<string, unknown>>(service, 'POST', `/agents/research/${job.id}/chat?stream=false`, { body: { content: 'caffeine crash' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['content', 'error_message', 'id', 'results', 'status']);
    const id = String(res.body.id);
    const stream = await fetch(`${service.url}/agents/research/${job.id}/chat/${id}/stream`, { headers: { Authorization: `Bearer ${service.apiKey}` } });
    const { frames } = await readSse(stream);
    expect(frames.at(-1)).toBe('[DONE]');
    const got = await call<{ status: string; content: string }>(service, 'GET', `/agents/research/${job.id}/chat/${id}`);
    expect(got.body.status).toBe('completed');
    expect(frames.slice(0, -1).map((f) => (JSON.parse(f) as { content: string }).content).join('')).toBe(got.body.content);
  });

  it('POST ?stream=true answers with the SSE stream directly', async () => {
    const res = await fetch(`${service.url}/agents/research/${job.id}/chat?stream=true`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${service.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'teenagers caffeine' }),
    });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const { frames } = await readSse(res);
    expect(frames.at(-1)).toBe('[DONE]');
    expect(frames.length).toBeGreaterThan(1);
  });
});
