// The engine's first sync waits for the window's first paint (CoreOptions.holdSyncUntil, used by
// browser mode): until then the core answers from the mirror and sends nothing to the service. A
// real HTTP server on loopback counts what reaches it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TIMING, call, makeCore, tempDir, waitFor } from './helpers';

let server: Server;
let url = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    // an empty account: every list is empty
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: [], items: [], pagination: { page: 1, limit: 50, total: 0, has_next: false } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('holding the first sync until the window has painted', () => {
  it('sends nothing before the hold is released, then syncs', async () => {
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const core = await makeCore(tempDir('hold-sync'), { url, apiKey: 'csk-hold' }, { autoSync: true, holdSyncUntil: hold, engineTiming: TEST_TIMING });
    try {
      // the window's first calls are answered from the mirror meanwhile
      expect((await call(core, 'jobs.list', {})).total).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(seen).toEqual([]);
      release();
      await waitFor('the first request after the hold', () => (seen.length > 0 ? true : null));
      expect(seen.some((line) => line.startsWith('GET /research'))).toBe(true);
    } finally {
      await core.close();
    }
  });
});
