// A hostile or broken service cannot exhaust Quire: answers are read with a byte cap (refused by their
// Content-Length, or cut while reading, with a clear error), a chat frame with no end stops the stream,
// and paging never trusts the service to stop (endless has_next, repeated or empty pages, absurd totals).
// Real HTTP on loopback (node:http) against the real ApiClient; the paging helpers table-tested.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, ApiError } from '../../src/main/api/client';
import { MAX_PAGES, listAll, pagingStop, plannedPages, type Page } from '../../src/main/api/paging';

let servers: http.Server[] = [];
let clients: ApiClient[] = [];
afterEach(async () => {
  for (const client of clients) await client.destroy();
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  servers = [];
  clients = [];
});

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function client(baseUrl: string, extra: { maxBodyBytes?: number; maxFrameBytes?: number } = {}): ApiClient {
  const c = new ApiClient({ baseUrl, apiKey: 'k', apiVersion: '2025-11-27', retry: { attempts: 1, baseMs: 1, capMs: 1 }, ...extra });
  clients.push(c);
  return c;
}

const collection = (id: string) => ({ id, name: `shelf ${id}`, description: '', created_at: '2026-11-01T00:00:00Z' });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('answer bodies are read with a byte cap', () => {
  it('a huge body (no Content-Length, chunked) is cut at the cap with a clear error, and the sending stops', async () => {
    let bytesWritten = 0;
    let closedEarly = false;
    const url = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":[');
      const piece = `${JSON.stringify(collection('x'))},`.repeat(500);
      const pump = (): void => {
        // keep sending until the client goes away (or a generous bound the test would notice)
        while (bytesWritten < 50 * 1024 * 1024 && res.write(piece)) bytesWritten += piece.length;
        if (bytesWritten < 50 * 1024 * 1024) res.once('drain', pump);
      };
      res.on('close', () => (closedEarly = !res.writableFinished));
      pump();
    });
    const error = await failure(client(url, { maxBodyBytes: 256 * 1024 }).listCollections(1, 200));
    expect(error.kind).toBe('bad_response');
    expect(error.code).toBe('too_large');
    expect(error.message).toMatch(/larger than the 0\.3 MiB Quire reads/);
    await expect.poll(() => closedEarly).toBe(true);
    expect(bytesWritten).toBeLessThan(50 * 1024 * 1024);
  });

  it('a body whose Content-Length is over the cap is refused unread', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024 * 1024) });
      res.write('{"data":[');
    });
    const error = await failure(client(url).listCollections(1, 200));
    expect(error.code).toBe('too_large');
    expect(error.message).toMatch(/larger than the 64 MiB Quire reads \(at least 10240 MiB\)/);
  });

  it('an answer under the cap is read as before', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: [collection('a')], pagination: { page: 1, limit: 200, has_next: false } }));
    });
    const page = await client(url, { maxBodyBytes: 4096 }).listCollections(1, 200);
    expect(page.data.map((c) => c.id)).toEqual(['a']);
  });
});

describe('chat frames are capped', () => {
  it('a frame with no end stops the stream (false: not finished) instead of growing in memory', async () => {
    let bytesWritten = 0;
    let clientGone = false;
    const url = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${JSON.stringify({ content: 'Otters ' })}\n\n`);
      res.write('data: {"content":"');
      const piece = 'x'.repeat(16 * 1024);
      const timer = setInterval(() => {
        if (bytesWritten > 20 * 1024 * 1024) return clearInterval(timer);
        bytesWritten += piece.length;
        res.write(piece);
      }, 1);
      req.on('close', () => {
        clientGone = true;
        clearInterval(timer);
      });
    });
    const deltas: string[] = [];
    const finished = await client(url, { maxFrameBytes: 128 * 1024 }).streamChat('job', 'msg', (frame) => void deltas.push(frame.delta));
    expect(finished).toBe(false);
    expect(deltas).toEqual(['Otters ']);
    await expect.poll(() => clientGone).toBe(true);
    expect(bytesWritten).toBeLessThan(20 * 1024 * 1024);
  });
});

describe('paging never trusts the service to stop', () => {
  const items = (...ids: string[]) => ids.map((id) => ({ id }));
  const page = (data: Array<{ id: string }>, has_next: boolean, total?: number | null): Page<{ id: string }> => ({ data, pagination: { has_next, total } });

  it.each<[string, number, Page<{ id: string }>, string | null, string | null]>([
    ['the last page', 3, page(items('a'), false), null, 'last'],
    ['an empty page that still says has_next', 2, page([], true), 'a…a:1', 'empty'],
    ['a page repeating the previous one', 2, page(items('a', 'b'), true), 'a…b:2', 'repeat'],
    ['past the bound', MAX_PAGES, page(items('z'), true), 'y…y:1', 'bound'],
    ['a new full page continues', 2, page(items('c', 'd'), true), 'a…b:2', null],
  ])('pagingStop: %s', (_name, n, result, previous, expected) => {
    expect(pagingStop(n, result, previous)).toBe(expected);
  });

  it.each<[number | null | undefined, number | null]>([
    [0, 0],
    [401, 3],
    [200 * MAX_PAGES, MAX_PAGES],
    [200 * MAX_PAGES + 1, null],
    [1e15, null],
    [-5, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
  ])('plannedPages(total %s, 200 a page) → %s', (total, expected) => {
    expect(plannedPages(total, 200)).toBe(expected);
  });

  it('listAll: endless has_next with new items stops at the bound', async () => {
    let fetched = 0;
    const all = await listAll(async (n) => {
      fetched++;
      return page(items(`p${n}`), true, 1e12);
    }, 50);
    expect(fetched).toBe(50);
    expect(all).toHaveLength(50);
  });

  it('listAll: a service that repeats the same page with has_next stops after the repeat, items not doubled', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: [collection('a'), collection('b')], pagination: { page: 1, limit: 2, has_next: true, total: 1e12 } }));
    });
    const c = client(url);
    const all = await listAll((n) => c.listCollections(n, 2));
    expect(all.map((x) => x.id)).toEqual(['a', 'b']);
  });

  it('listAll: an empty page with has_next ends paging', async () => {
    const all = await listAll(async (n) => (n === 1 ? page(items('a'), true, 99) : page([], true, 99)));
    expect(all.map((x) => x.id)).toEqual(['a']);
  });
});
