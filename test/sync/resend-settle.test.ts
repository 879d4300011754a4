// A lost answer from a service that is slow to store and does not replay resends by Idempotency-Key
// (the public service documents no such replay): the reconcile finds nothing yet, so the engine waits
// until resendSettleMs after the lost send, checks again, and adopts what the lost request created
// instead of sending it a second time. The "slow service" is the real local service behind a loopback
// proxy (a test double of that behaviour): the proxy takes the whole first matching POST, cuts the
// client's connection, and hands the request on to the service later. No outcome depends on timing:
// the proxy says when the late request was stored, the user's "Sync now" then makes the waiting intent
// check again, and the control case hands the late request on only once the resend has arrived (a
// timed version, 4 s of settle against 200 ms, failed in a full run where storing took longer).
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
  /** Settles once the service has answered the request handed on late. */
  stored: Promise<void>;
  close(): Promise<void>;
}

type Late = { afterMs: number } | 'after-resend' | 'never';

/** Proxies to `target`; the first POST to `pathname` is cut at once and handed on as `late` says. */
async function lateProxy(target: string, pathname: string, late: Late): Promise<LateProxy> {
  const upstream = new URL(target);
  const state = { cut: 0 };
  let markStored = (): void => undefined;
  const stored = new Promise<void>((resolve) => (markStored = resolve));
  let held: (() => void) | null = null;
  const forward = (req: http.IncomingMessage, body: Buffer | null, res: http.ServerResponse | null): void => {
    const headers = { ...req.headers, host: upstream.host };
    const out = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      if (!res) {
        answer.resume();
        answer.on('end', markStored);
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', () => res?.destroy());
    if (body) out.end(body);
    else req.pipe(out);
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const matching = req.method === 'POST' && url.pathname === pathname;
    if (matching && state.cut === 0) {
      state.cut += 1;
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        // the whole request arrived; the client never hears back
        req.socket.destroy();
        const handOn = (): void => forward(req, Buffer.concat(chunks), null);
        if (late === 'after-resend') held = handOn;
        else if (late !== 'never') setTimeout(handOn, late.afterMs);
      });
      return;
    }
    if (matching && held) {
      // the resend is here: the first request is stored before it
      const first = held;
      held = null;
      first();
      void stored.then(() => forward(req, null, res));
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
    stored,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function world(pathname: string, late: Late, resendSettleMs: number): Promise<{ core: Core; dataDir: string; proxy: LateProxy; service: { url: string; apiKey: string } }> {
  const service = await startTestService(tempDir('svc-settle'));
  cleanup.push(() => service.close());
  const proxy = await lateProxy(service.url, pathname, late);
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
  it('upload: stored after the cut; the waiting intent checks again (Sync now) and adopts it, stored once', async () => {
    const w = await world('/research/files', { afterMs: 200 }, 120_000);
    await queueUpload(w.core, 'otter-notes.md');
    // while it waits, the intent says why it is not sent again
    await waitFor('the intent to say it is checking before a resend', async () =>
      (await call(w.core, 'outbox.list', {})).items.some((item) => item.lastError?.includes('checking again before sending it a second time')),
    );
    await w.proxy.stored;
    await call(w.core, 'sync.now', {});
    await waitFor('the upload to be acknowledged', drained(w.dataDir), 20_000);
    expect(w.proxy.cut).toBe(1);
    const stored = (await serviceState(w.service)).files.filter((f) => f.file_name === 'otter-notes.md');
    expect(stored).toHaveLength(1);
    const mirrored = readMirror(mirrorFile(w.dataDir)).files.filter((f) => f.file_name === 'otter-notes.md');
    expect(mirrored.map((f) => f.server_id)).toEqual([stored[0]!.id]);
  });

  it('job: created after the cut; adopted, created once', async () => {
    const w = await world('/research', { afterMs: 200 }, 120_000);
    await call(w.core, 'jobs.create', { query: 'slow service otters', options: { reasoningLoops: 1 } });
    await w.proxy.stored;
    await call(w.core, 'sync.now', {});
    await waitFor('the job intent to be acknowledged', drained(w.dataDir), 20_000);
    expect(w.proxy.cut).toBe(1);
    expect((await serviceState(w.service)).jobs.filter((j) => j.query === 'slow service otters')).toHaveLength(1);
  });

  it('a lost request that never reached the store is sent again after the wait, and stored once', async () => {
    const w = await world('/research/files', 'never', 800);
    await queueUpload(w.core, 'never-arrived.md');
    await waitFor('the upload to be acknowledged', drained(w.dataDir), 20_000);
    expect(w.proxy.cut).toBe(1);
    expect((await serviceState(w.service)).files.filter((f) => f.file_name === 'never-arrived.md')).toHaveLength(1);
  });

  it('without the wait (resendSettleMs 0) the same slow service stores the upload twice: the race this guards against', async () => {
    // the first request is stored only once the resend has reached the service: the slow service's order
    const w = await world('/research/files', 'after-resend', 0);
    await queueUpload(w.core, 'twice.md');
    await waitFor('the upload to be acknowledged', drained(w.dataDir), 20_000);
    await waitFor('the late first request to be stored too', async () => (await serviceState(w.service)).files.filter((f) => f.file_name === 'twice.md').length === 2, 10_000);
  });
});
