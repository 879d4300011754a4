// A lost answer from a service that is slow to store and does not replay resends by Idempotency-Key
// (the public service documents no such replay): the reconcile finds nothing yet, so the engine waits
// until resendSettleMs after the lost send, checks again, and adopts what the lost request created
// instead of sending it a second time. The "slow service" is the real local service behind a loopback
// proxy (a test double of that behaviour): the proxy takes the whole first matching POST, cuts the
// client's connection, and hands the request on to the service only `lateMs` later. The settle times
// are many times the late commit, so a busy machine does not change the outcome (a run at load 10
// with 2.5 s against 600 ms once stored twice).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '../../src/main/core-types';
import { call, makeCore, mirrorFile, readMirror, serviceState, startTestService, tempDir, TEST_TIMING, waitFor } from './helpers';

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

interface LateProxy {
  url: string;
  /** Requests cut and handed on late so far. */
  cut: number;
  close(): Promise<void>;
}

/** Proxies to `target`; the first `times` POSTs to `pathname` are cut at once and forwarded `lateMs` later (or never, when lateMs < 0). */
async function lateProxy(target: string, pathname: string, times: number, lateMs: number): Promise<LateProxy> {
  const upstream = new URL(target);
  const state = { cut: 0 };
  const forward = (req: http.IncomingMessage, body: Buffer | null, res: http.ServerResponse | null): void => {
    const headers = { ...req.headers, host: upstream.host };
    const out = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      if (!res) return void answer.resume();
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res?.destroy());
    if (body) out.end(body);
    else req.pipe(out);
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'POST' && url.pathname === pathname && state.cut < times) {
      state.cut += 1;
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        // the whole request arrived; the client never hears back
        req.socket.destroy();
        if (lateMs >= 0) setTimeout(() => forward(req, Buffer.concat(chunks), null), lateMs);
      });
      return;
    }
    forward(req, null, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get cut() {
      return state.cut;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function world(pathname: string, lateMs: number, resendSettleMs: number): Promise<{ core: Core; dataDir: string; proxy: LateProxy; service: { url: string; apiKey: string } }> {
  const service = await startTestService(tempDir('svc-settle'));
  cleanup.push(() => service.close());
  const proxy = await lateProxy(service.url, pathname, 1, lateMs);
  cleanup.push(() => proxy.close());
  const dataDir = tempDir('core-settle');
  const core = await makeCore(dataDir, { url: proxy.url, apiKey: service.apiKey }, { sendIdempotencyKeys: false, engineTiming: { ...TEST_TIMING, resendSettleMs } });
  cleanup.push(() => core.close());
  return { core, dataDir, proxy, service };
}

async function queueUpload(core: Core, name: string): Promise<void> {
  const folder = tempDir('settle-files');
  fs.writeFileSync(path.join(folder, name), '# Field notes\nOtters hold hands while they sleep.');
  expect((await call(core, 'uploads.addPaths', { paths: [path.join(folder, name)] })).queued).toHaveLength(1);
}

const drained = (dataDir: string) => () => readMirror(mirrorFile(dataDir)).outbox.length === 0;

describe('a resend after a lost answer waits for a slow service to show what it stored', () => {
  // the settle time is 20× the late commit: the test does not depend on how busy the machine is
  it('upload: the service stores it 200 ms after the cut; the engine checks again and adopts it, stored once', async () => {
    const w = await world('/research/files', 200, 4_000);
    await queueUpload(w.core, 'otter-notes.md');
    // while it waits, the intent says why it is not sent again
    await waitFor('the intent to say it is checking before a resend', async () =>
      (await call(w.core, 'outbox.list', {})).items.some((item) => item.lastError?.includes('checking again before sending it a second time')),
    );
    await waitFor('the upload to be acknowledged', drained(w.dataDir), 20_000);
    expect(w.proxy.cut).toBe(1);
    const stored = (await serviceState(w.service)).files.filter((f) => f.file_name === 'otter-notes.md');
    expect(stored).toHaveLength(1);
    const mirrored = readMirror(mirrorFile(w.dataDir)).files.filter((f) => f.file_name === 'otter-notes.md');
    expect(mirrored.map((f) => f.server_id)).toEqual([stored[0]!.id]);
  });

  it('job: created 200 ms after the cut; adopted, created once', async () => {
    const w = await world('/research', 200, 4_000);
    await call(w.core, 'jobs.create', { query: 'slow service otters', options: { reasoningLoops: 1 } });
    await waitFor('the job intent to be acknowledged', drained(w.dataDir), 20_000);
    expect(w.proxy.cut).toBe(1);
    expect((await serviceState(w.service)).jobs.filter((j) => j.query === 'slow service otters')).toHaveLength(1);
  });

  it('a lost request that never reached the store is sent again after the wait, and stored once', async () => {
    const w = await world('/research/files', -1, 800);
    await queueUpload(w.core, 'never-arrived.md');
    await waitFor('the upload to be acknowledged', drained(w.dataDir), 20_000);
    expect(w.proxy.cut).toBe(1);
    expect((await serviceState(w.service)).files.filter((f) => f.file_name === 'never-arrived.md')).toHaveLength(1);
  });

  it('without the wait (resendSettleMs 0) the same slow service stores the upload twice: the race this guards against', async () => {
    const w = await world('/research/files', 1_500, 0);
    await queueUpload(w.core, 'twice.md');
    await waitFor('the upload to be acknowledged', drained(w.dataDir), 20_000);
    await waitFor('the late first request to be stored too', async () => (await serviceState(w.service)).files.filter((f) => f.file_name === 'twice.md').length === 2, 5_000);
  });
});
