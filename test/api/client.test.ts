// The API client at the edge: Retry-After forms, full-jitter bounds, both error body shapes, 402,
// schema checks with unknown fields kept, and both documented chat stream frame shapes — over real
// HTTP on 127.0.0.1 (the local service, or a tiny scripted server for what the service never sends).
import http from 'node:http';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, ApiError, UPLOAD_BUFFERS, UPLOAD_READ_BYTES, fullJitter, parseRetryAfter } from '../../src/main/api/client';
import { startTestService, tempDir } from '../sync/helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

/** A scripted HTTP server on 127.0.0.1:0 answering each request with `handler`. */
async function scripted(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function client(baseUrl: string, apiKey = 'k'): ApiClient {
  const c = new ApiClient({ baseUrl, apiKey, apiVersion: '2025-11-27', retry: { attempts: 2, baseMs: 1, capMs: 5 }, rateLimitBackoff: { baseMs: 50, capMs: 100 } });
  cleanup.push(() => c.close());
  return c;
}

describe('api client', () => {
  it('explains an unreachable service in words, keeping the code for support', async () => {
    // A port that was just free: nothing listens there.
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const client = new ApiClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k', apiVersion: '2025-11-27', retry: { attempts: 1, baseMs: 1, capMs: 1 } });
    try {
      const failure = await client.listJobs(1, 10).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).message).toBe('Could not reach the research service (nothing answered at that address; ECONNREFUSED).');
    } finally {
      await client.destroy();
    }
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 00:00:30 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });

  it('draws full-jitter delays within [0, min(cap, base * 2^attempt)]', () => {
    const options = { baseMs: 100, capMs: 1_000 };
    expect(fullJitter(0, options, () => 0.999)).toBe(99);
    expect(fullJitter(3, options, () => 0.5)).toBe(400);
    expect(fullJitter(20, options, () => 0.999)).toBe(999);
    expect(fullJitter(5, options, () => 0)).toBe(0);
  });

  it('understands both error body shapes from the local service and sends API-Version', async () => {
    const service = await startTestService(tempDir('client-svc'), { sampleLibrary: false });
    cleanup.push(() => service.close());
    const api = client(service.url, service.apiKey);
    const notFound = await api.getJob('00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound).toMatchObject({ kind: 'http', status: 404, message: 'Resource not found' });
    const badPage = await api.listJobs(0, 10).catch((e: unknown) => e);
    expect(badPage).toMatchObject({ status: 400, code: 'INVALID_PAGINATION' });
    const unauthorized = await client(service.url, 'csk-wrong').listJobs(1, 10).catch((e: unknown) => e);
    expect(unauthorized).toMatchObject({ status: 401 });
  });

  it('keeps unknown fields, accepts unknown statuses, and types garbage as bad_response', async () => {
    let mode = 'ok';
    const url = await scripted((req, res) => {
      expect(req.headers['api-version']).toBe('2025-11-27');
      expect(req.headers.authorization).toBe('Bearer k');
      if (mode === 'ok') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ id: 'j', status: 'researching-deeper', query: 'q', created_at: '2026-01-01T00:00:00Z', results: [], content: null, surprise: { nested: true } }));
      } else if (mode === 'html') {
        res.end('<html>gateway</html>');
      } else {
        res.end(JSON.stringify({ id: 42 }));
      }
    });
    const api = client(url);
    const job = await api.getJob('j');
    expect(job.status).toBe('researching-deeper');
    expect((job as Record<string, unknown>).surprise).toEqual({ nested: true });
    mode = 'html';
    await expect(api.getJob('j')).rejects.toMatchObject({ kind: 'bad_response' });
    mode = 'shape';
    await expect(api.getJob('j')).rejects.toMatchObject({ kind: 'bad_response', message: /unexpected shape/ });
  });

  it('treats 402 as out of credit and 429 as an account-wide pause of job creation', async () => {
    let status = 402;
    const url = await scripted((_req, res) => {
      res.statusCode = status;
      if (status === 429) res.setHeader('retry-after', '1');
      res.end(JSON.stringify({ error: status === 402 ? 'Insufficient credit' : 'Rate limit exceeded. Try again later.' }));
    });
    const api = client(url);
    await expect(api.createJob({ query: 'q' }, 'key-1')).rejects.toMatchObject({ status: 402, message: 'Insufficient credit' });
    status = 429;
    await expect(api.createJob({ query: 'q' }, 'key-2')).rejects.toMatchObject({ status: 429, retryAfterMs: 1_000 });
    expect(api.rateLimitPausedUntil).toBeGreaterThan(Date.now());
    // the next job creation does not even reach the network while paused
    await expect(api.createJob({ query: 'q' }, 'key-3')).rejects.toMatchObject({ kind: 'rate_paused' });
  });

  it('accepts both documented chat frame shapes and reports a cut stream', async () => {
    let shape = 'quire';
    const url = await scripted((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (shape === 'quire') {
        res.write('data: {"id":"m","content":"Otters ","citationIndex":null}\n\n');
        res.write('data: {"id":"m","content":"eat urchins.","citationIndices":[1,2]}\n\n');
        res.end('data: [DONE]\n\n');
      } else if (shape === 'openai') {
        res.write('data: {"object":"chat.completion.chunk","choices":[{"delta":{"role":"assistant"}}]}\n\n');
        res.write('data: {"object":"chat.completion.chunk","choices":[{"delta":{"content":"Kelp "}}]}\n\n');
        res.write('data: {"object":"chat.completion.chunk","choices":[{"delta":{"content":"recovers."}}],"results":[]}\n\n');
        res.end('data: [DONE]\n\n');
      } else {
        // one whole frame, then half of the next, then the connection dies
        res.write('data: {"id":"m","content":"Whole. "}\n\n', () => {
          res.write('data: {"id":"m","content":"Half a sen', () => setTimeout(() => res.destroy(), 20));
        });
      }
    });
    const api = client(url);
    const collect = async (): Promise<{ text: string; done: boolean; citations: number[] }> => {
      let text = '';
      const citations: number[] = [];
      const done = await api.streamChat('job', 'm', (frame) => {
        text += frame.delta;
        citations.push(...frame.citationIndices);
      });
      return { text, done, citations };
    };
    expect(await collect()).toEqual({ text: 'Otters eat urchins.', done: true, citations: [1, 2] });
    shape = 'openai';
    expect(await collect()).toEqual({ text: 'Kelp recovers.', done: true, citations: [] });
    shape = 'cut';
    expect(await collect()).toEqual({ text: 'Whole. ', done: false, citations: [] });
  });
});

describe('uploadFile', () => {
  it('streams the file in reads of UPLOAD_READ_BYTES, sends exactly its bytes and returns their SHA-256', async () => {
    expect(UPLOAD_READ_BYTES).toBe(1024 * 1024);
    // a file of two and a half reads and a few bytes, every byte varied (a field survey's photos, say)
    const size = UPLOAD_READ_BYTES * 2 + UPLOAD_READ_BYTES / 2 + 13;
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + (i >> 11)) & 0xff;
    const file = join(tempDir('upload-reads'), 'survey-photos.bin');
    writeFileSync(file, bytes);
    let received = Buffer.alloc(0);
    let contentType = '';
    const baseUrl = await scripted((request, response) => {
      contentType = request.headers['content-type'] ?? '';
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received = Buffer.concat(chunks);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: 'file-1', file_name: 'survey-photos.bin', content_type: 'application/octet-stream', size }));
      });
    });
    const progress: number[] = [];
    const uploaded = await client(baseUrl).uploadFile({ path: file, fileName: 'survey-photos.bin', contentType: 'application/octet-stream', size, collectionId: null }, 'upload-key-1', (sent) => progress.push(sent));
    expect(uploaded.file.id).toBe('file-1');
    expect(uploaded.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    // the multipart body carries the file's bytes exactly, between its head and the closing boundary
    const boundary = /boundary=(\S+)/.exec(contentType)?.[1] ?? '';
    const start = received.indexOf('\r\n\r\n') + 4;
    const end = received.lastIndexOf(Buffer.from(`\r\n--${boundary}--`));
    expect(received.subarray(start, end).equals(bytes)).toBe(true);
    // one progress step per read: two full reads and the rest
    expect(progress).toEqual([UPLOAD_READ_BYTES, UPLOAD_READ_BYTES * 2, size]);
  });

  it('uploads files named as downloads name them to the real local service, each indexed under its own name', async () => {
    // "report (1).pdf" used to arrive as a form field, not a file: `(`, `)` and `'` were left unencoded in filename*
    const service = await startTestService(tempDir('client-names-svc'), { sampleLibrary: false });
    cleanup.push(() => service.close());
    const api = client(service.url, service.apiKey);
    const dir = tempDir('upload-names');
    const names = ['report (1).md', "keeper's diary.md", 'x; rm -rf ~ "$(id)"\n<img src=x onerror=alert(1)>.md', 'été – notes*!.md'];
    for (const [i, name] of names.entries()) {
      const text = `Field note ${i}: the hive scale read ${40 + i} kilograms.\n`;
      const file = join(dir, `note-${i}.md`);
      writeFileSync(file, text);
      const uploaded = await api.uploadFile({ path: file, fileName: name, contentType: 'text/markdown', size: Buffer.byteLength(text), collectionId: null }, `names-${i}`, () => undefined);
      expect(uploaded.file.file_name).toBe(name);
    }
  });

  it('reuses its read buffers without ever sending one before its bytes have gone, also to a service that reads slowly', async () => {
    // several times round the buffers, every mebibyte different, to a server that stops reading now and then
    const size = UPLOAD_READ_BYTES * UPLOAD_BUFFERS * 3 + 777;
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i += 1) bytes[i] = (i * 131 + (i >> 20) * 17) & 0xff;
    const file = join(tempDir('upload-slow'), 'core-scans.bin');
    writeFileSync(file, bytes);
    let received = Buffer.alloc(0);
    const baseUrl = await scripted((request, response) => {
      const chunks: Buffer[] = [];
      let got = 0;
      request.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        got += chunk.length;
        // every quarter mebibyte the server stops reading for a moment: the client's socket fills and must wait to drain
        if (got > UPLOAD_READ_BYTES / 4) {
          got = 0;
          request.pause();
          setTimeout(() => request.resume(), 2);
        }
      });
      request.on('end', () => {
        received = Buffer.concat(chunks);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: 'file-2', file_name: 'core-scans.bin', content_type: 'application/octet-stream', size }));
      });
    });
    const uploaded = await client(baseUrl).uploadFile({ path: file, fileName: 'core-scans.bin', contentType: 'application/octet-stream', size, collectionId: null }, 'upload-key-2', () => undefined);
    expect(uploaded.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const start = received.indexOf('\r\n\r\n') + 4;
    const end = received.lastIndexOf(Buffer.from('\r\n--'));
    expect(received.subarray(start, end).equals(bytes)).toBe(true);
  });
});
