// The service's upload limit, end to end over real HTTP and real SQLite: a file the service refuses for
// its size fails with the limit said plainly and no retry that could help; the limit is kept, and the
// next file over it is not sent at all (refused at intake, no POST). On the embedded local library the
// limit is the service's own (25 MB) and known from the start. A backslash in a name arrives whole.
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../src/main/core';
import { retryCannotHelp } from '../../src/shared/upload-limit';
import { call, makeCore, startTestService, tempDir, waitFor } from './helpers';

let cleanup: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await Promise.resolve(fn()).catch(() => undefined);
  cleanup = [];
});

const MiB = 1024 * 1024;

/** POSTs of files undici sends from now on to `origin`. */
function watchUploads(origin: string): string[] {
  const seen: string[] = [];
  const onCreate = (message: unknown): void => {
    const request = (message as { request: { method: string; origin?: string | URL; path: string } }).request;
    if (String(request.origin ?? '') === origin && request.method === 'POST' && request.path.startsWith('/research/files')) seen.push(request.path);
  };
  diagnostics.subscribe('undici:request:create', onCreate);
  cleanup.push(() => {
    diagnostics.unsubscribe('undici:request:create', onCreate);
  });
  return seen;
}

describe("a file over the service's upload limit", () => {
  it('refused by the service: failed with the limit in words and no useful retry; the next one over it is not sent', async () => {
    const service = await startTestService(tempDir('limit-svc'), { maxUploadBytes: 1 * MiB });
    cleanup.push(() => service.close());
    const posts = watchUploads(new URL(service.url).origin);
    const core = await makeCore(tempDir('limit-core'), service);
    cleanup.push(() => core.close());
    const folder = tempDir('limit-files');
    const big = path.join(folder, 'survey scans.txt');
    fs.writeFileSync(big, 'x'.repeat(1.5 * MiB));
    const first = await call(core, 'uploads.addPaths', { paths: [big] });
    expect(first.queued).toHaveLength(1);
    const failed = await waitFor('the refusal', async () => (await call(core, 'files.list', {})).files.find((file) => file.state === 'failed') ?? null);
    expect(failed.error).toBe(`"survey scans.txt" is 1.5 MB, over the research service's 1 MB upload limit, so the research service refused it; retrying cannot help. Make it smaller or split it, then add it again.`);
    expect(retryCannotHelp(failed.error)).toBe(true);
    const pending = await call(core, 'outbox.list', {});
    expect(retryCannotHelp(pending.items[0]?.lastError ?? null)).toBe(true);
    expect(posts).toHaveLength(1);

    // the limit is now known: a second file over it is refused before anything is sent
    const bigger = path.join(folder, 'field\\notes.txt');
    fs.writeFileSync(bigger, 'y'.repeat(2 * MiB));
    const second = await call(core, 'uploads.addPaths', { paths: [bigger] });
    expect(second.queued).toEqual([]);
    expect(second.rejected).toEqual([{ path: bigger, reason: `"field\\notes.txt" is 2 MB, over the research service's 1 MB upload limit, so it was not sent; retrying cannot help. Make it smaller or split it, then add it again.` }]);
    // one under it is sent, and its backslash is kept by the service
    const small = path.join(folder, 'field\\summary.txt');
    fs.writeFileSync(small, 'The transect crossed three hedgerows.');
    expect((await call(core, 'uploads.addPaths', { paths: [small] })).queued).toHaveLength(1);
    await waitFor('the small file to upload', async () => ((await call(core, 'files.list', {})).files.find((file) => file.state === 'synced') ? true : null));
    const listed = await fetch(`${service.url}/research/files?page=1&limit=10`, { headers: { Authorization: `Bearer ${service.apiKey}` } });
    const names = ((await listed.json()) as { data: Array<{ file_name: string }> }).data.map((file) => file.file_name);
    expect(names).toEqual(['field\\summary.txt']);
    expect(posts).toHaveLength(2);
  });

  it('on the embedded local library the 25 MB limit is known at once: a 26 MB file is not queued', async () => {
    const dataDir = tempDir('limit-local');
    const core = await createCore({ dataDir, transport: 'cli', openExternal: async () => undefined, autoSync: false });
    cleanup.push(() => core.close());
    const file = path.join(tempDir('limit-local-files'), 'scan.pdf');
    fs.closeSync(fs.openSync(file, 'w'));
    fs.truncateSync(file, 26 * MiB); // sparse: nothing written
    const result = await call(core, 'uploads.addPaths', { paths: [file] });
    expect(result.queued).toEqual([]);
    expect(result.rejected[0]?.reason).toBe(`"scan.pdf" is 26 MB, over the research service's 25 MB upload limit, so it was not sent; retrying cannot help. Make it smaller or split it, then add it again.`);
  });
});
