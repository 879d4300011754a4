// Shared helpers for the local service's contract tests: a service per test file on 127.0.0.1:0
// in a temp data dir, a tiny fetch wrapper that returns status/headers/parsed body, and job polling.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService, type RunningService, type ServiceOptions } from '../../src/service/server';
import { expect } from 'vitest';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export function tempDir(prefix = 'quire-service-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function startTestService(options: Partial<ServiceOptions> = {}): Promise<RunningService & { dataDir: string }> {
  const dataDir = options.dataDir ?? tempDir();
  const service = await startService({ stepDelayMs: 10, testHooks: true, ...options, dataDir });
  return Object.assign(service, { dataDir });
}

/** A service whose library is exactly these documents (file name → text), written to a fresh temp folder; no step delay. */
export async function startLibraryService(documents: Record<string, string>, options: Partial<ServiceOptions> = {}): Promise<RunningService & { dataDir: string }> {
  const dir = tempDir('quire-library-');
  for (const [name, text] of Object.entries(documents)) fs.writeFileSync(path.join(dir, name), text);
  return startTestService({ sampleLibraryDir: dir, stepDelayMs: 0, ...options });
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  key?: string | null;
  version?: string;
}

/** JSON request with the service's key (unless key: null); never throws on HTTP errors. */
export async function call<T = Record<string, unknown>>(service: RunningService, method: string, urlPath: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  const key = options.key === undefined ? service.apiKey : options.key;
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  if (options.version) headers['API-Version'] = options.version;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const res = await fetch(`${service.url}${urlPath}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export interface JobBody {
  id: string;
  status: string;
  query: string;
  created_at: string;
  reasoning_loops_consumed?: number;
  running_time?: number;
  results: { id: string; title: string; url: string; citation_index: number; score?: number }[];
  content: string | null;
  transformed_content: string | null;
}

/** Polls a job until it is completed or failed (bounded by the vitest timeout, not by time asserts). */
export async function waitForJob(service: RunningService, id: string, version?: string): Promise<JobBody> {
  for (;;) {
    const res = await call<JobBody>(service, 'GET', `/research/${id}`, { version });
    if (res.status !== 200) throw new Error(`GET /research/${id} → ${res.status} ${res.text}`);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

export async function createJob(service: RunningService, body: Record<string, unknown>, version?: string): Promise<string> {
  const res = await call<{ id: string; status: string }>(service, 'POST', '/research', { body, version });
  if (res.status !== 200) throw new Error(`POST /research → ${res.status} ${res.text}`);
  return res.body.id;
}

export async function upload(service: RunningService, fileName: string, content: Buffer | string, type: string, collectionId?: string, urlPath = '/research/files'): Promise<ApiResponse> {
  const form = new FormData();
  if (collectionId) form.append('collection_id', collectionId);
  form.append('file', new Blob([typeof content === 'string' ? Buffer.from(content) : content], { type }), fileName);
  const res = await fetch(`${service.url}${urlPath}`, { method: 'POST', headers: { Authorization: `Bearer ${service.apiKey}` }, body: form });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text) as unknown, text };
}

/** Every [n] marker in a text. */
/** Sends a follow-up chat message on a job and waits for the reply's final content (status no longer 'processing'). */
export async function askChat(service: RunningService, jobId: string, content: string): Promise<string> {
  const created = await call<{ id: string }>(service, 'POST', `/research/${jobId}/chat`, { body: { content } });
  if (created.status !== 200) throw new Error(`chat message refused: ${created.status}`);
  for (;;) {
    const res = await call<{ status: string; content: string }>(service, 'GET', `/research/${jobId}/chat/${created.body.id}`);
    if (res.body.status !== 'processing') return res.body.content;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The lead of a research answer: the first sentence of its first cited paragraph, up to its first "[n].". */
export function answerLead(content: string): string {
  return content.split('\n\n').find((p) => /\[\d+\]/.test(p))?.split(/(?<=\]\.)\s/)[0] ?? '';
}

/** The paragraph of a research answer that leads it, after its notes ("In short: …", "Your sources …", "The main reason …"). */
export function leadParagraph(content: string): string {
  return content.split('\n\n').find((p) => /^(?:In short|Your sources|The main reason)/.test(p)) ?? '';
}

/** Runs a research job (the service's default loops unless given), expects it to complete, and returns its whole answer. */
export async function researchContent(service: RunningService, query: string, loops?: number): Promise<string> {
  const job = await waitForJob(service, await createJob(service, { query, ...(loops === undefined ? {} : { reasoning_loops: loops }) }));
  if (job.status !== 'completed') throw new Error(`research job ${job.status}: ${query}`);
  return job.content ?? '';
}

/** Runs a one-loop research job, expects it to complete, and returns its answer's lead. */
export async function researchLead(service: RunningService, query: string): Promise<string> {
  const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
  if (job.status !== 'completed') throw new Error(`research job ${job.status}: ${query}`);
  return answerLead(job.content ?? '');
}

export function citationMarkers(text: string): number[] {
  return [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
}

/** Reads an SSE response to its end (or until the connection drops); returns the data payloads and whether it ended cleanly. */
export async function readSse(res: Response): Promise<{ frames: string[]; error: unknown }> {
  const { createParser } = await import('eventsource-parser');
  const frames: string[] = [];
  const parser = createParser({ onEvent: (event) => frames.push(event.data) });
  let error: unknown = null;
  try {
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (caught) {
    error = caught;
  }
  return { frames, error };
}

/** A research job's transformed_content under a system prompt, the job completed (the system-prompt tests). */
export async function transformedBy(service: RunningService, query: string, systemPrompt: string): Promise<string> {
  const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1, system_prompt: systemPrompt }));
  expect(job.status).toBe('completed');
  return job.transformed_content ?? '';
}
