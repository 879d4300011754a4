// Queuing an upload wakes the upload loop only: no whole sync pass (push, pull, follow) runs beside
// the file's transfer, which would cost both ends CPU while a large file moves (bench/uploads.bench.ts).
// The requests the core sends are seen through undici's diagnostics channel.
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_TIMING, call, makeCore, startTestService, tempDir, waitFor } from './helpers';

let cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await Promise.resolve(fn()).catch(() => undefined);
  cleanup = [];
});

/** Every request undici creates from now on, as "METHOD /path?query", to the given origin only. */
function watchRequests(origin: string): string[] {
  const seen: string[] = [];
  const onCreate = (message: unknown): void => {
    const request = (message as { request: { method: string; origin?: string | URL; path: string } }).request;
    if (String(request.origin ?? '') === origin) seen.push(`${request.method} ${request.path}`);
  };
  diagnostics.subscribe('undici:request:create', onCreate);
  cleanup.push(() => {
    diagnostics.unsubscribe('undici:request:create', onCreate);
  });
  return seen;
}

describe('uploads.addPaths wakes the upload queue alone', () => {
  it('uploads a queued file without pulling jobs, files or collections beside it', async () => {
    const service = await startTestService(tempDir('svc'));
    cleanup.push(() => service.close());
    const requests = watchRequests(new URL(service.url).origin);
    // the interval pull is far away: only a pull somebody asks for could run during this test
    const core = await makeCore(tempDir('core'), service, { engineTiming: { ...TEST_TIMING, pullIntervalMs: 600_000 } });
    cleanup.push(() => core.close());
    // the engine's first pass (it pulls once at start)
    await waitFor('the first pull', () => requests.some((request) => request.startsWith('GET /research?')));
    await waitFor('the first pass to end', async () => ((await call(core, 'sync.status', {})).lastSyncAt ? true : null));
    const before = requests.length;

    const folder = tempDir('wake');
    fs.writeFileSync(path.join(folder, 'quarry-notes.txt'), 'The limestone quarry flooded in 1952 and became a diving lake.');
    const added = await call(core, 'uploads.addPaths', { paths: [path.join(folder, 'quarry-notes.txt')] });
    expect(added.queued).toHaveLength(1);
    await waitFor('the file to upload', async () => ((await call(core, 'files.list', {})).files.find((file) => file.state === 'synced') ? true : null));

    const during = requests.slice(before);
    expect(during).toContain('POST /research/files');
    expect(during.filter((request) => request.startsWith('GET '))).toEqual([]);
  });
});
