// `quire upload` sends the file without whole sync passes beside it: the requests the in-process CLI
// sends to the service are seen through undici's diagnostics channel. The service holds the upload's
// POST for a moment (its fault plan's added latency), so any pull asked for while the file is in
// flight would be seen: no job list may be asked between the POST's start and its answer but for the pull
// interval's own (core.ts LOCAL_TIMING: on a loaded machine the transfer may outlast it; CI once saw
// the interval's pull at 10 s counted as a pull beside the transfer).
import diagnostics from 'node:diagnostics_channel';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../src/service/server';
import { runQuire } from './helpers';
import { LOCAL_TIMING } from '../../src/main/core';

let service: RunningService;
const temps: string[] = [];
const tempDir = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), `quire-upload-requests-${prefix}-`));
  temps.push(dir);
  return dir;
};

beforeAll(async () => {
  service = await startService({ dataDir: tempDir('service'), port: 0, stepDelayMs: 20, sampleLibrary: false });
});
afterAll(async () => {
  await service?.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('quire upload', () => {
  it('uploads with no pull beside the transfer (no job list while the file is in flight)', async () => {
    const origin = new URL(service.url).origin;
    const seen: string[] = [];
    const times: number[] = [];
    const at = (message: unknown): string | null => {
      const request = (message as { request: { method: string; origin?: string | URL; path: string } }).request;
      return String(request.origin ?? '') === origin ? `${request.method} ${request.path}` : null;
    };
    const onCreate = (message: unknown): void => {
      const request = at(message);
      if (request) {
        seen.push(request);
        times.push(Date.now());
      }
    };
    // (the answer to the upload's POST closes the window a pull beside it would fall in)
    const onHeaders = (message: unknown): void => {
      if (at(message) === 'POST /research/files') {
        seen.push('answered POST /research/files');
        times.push(Date.now());
      }
    };
    diagnostics.subscribe('undici:request:create', onCreate);
    diagnostics.subscribe('undici:request:headers', onHeaders);
    service.faults.set({ pathPattern: '^/research/files$', methods: ['POST'], latencyMs: 800 });
    try {
      const folder = tempDir('files');
      writeFileSync(join(folder, 'ferry-timetable.txt'), 'The winter ferry leaves the north pier at 07:40 and returns at 16:15.');
      const data = tempDir('notebook');
      const result = await runQuire(['--data', data, '--base-url', service.url, '--api-key', service.apiKey, 'upload', join(folder, 'ferry-timetable.txt'), '--json']);
      expect(result.code).toBe(0);
      const report = JSON.parse(result.stdout) as { files: Array<{ fileName: string; state: string }> };
      expect(report.files).toEqual([expect.objectContaining({ fileName: 'ferry-timetable.txt', state: 'synced' })]);
      expect(seen.filter((request) => request === 'POST /research/files')).toHaveLength(1);
      const sent = seen.indexOf('POST /research/files');
      const answered = seen.indexOf('answered POST /research/files');
      expect(sent).toBeGreaterThanOrEqual(0);
      expect(answered).toBeGreaterThan(sent);
      // a job list in the window is the interval's pull only when the interval has passed since the list before it
      const lists = seen.flatMap((request, i) => (request.startsWith('GET /research?') ? [i] : []));
      const besideTransfer = lists.filter((i, k) => i > sent && i < answered && (times[i] ?? 0) - (times[lists[k - 1] ?? -1] ?? 0) < LOCAL_TIMING.pullIntervalMs);
      expect(besideTransfer.map((i) => `${seen[i]} ${(times[i] ?? 0) - (times[0] ?? 0)} ms`)).toEqual([]);
      // (the start-up pass did list jobs, once: the requests were seen)
      expect(lists.length).toBeGreaterThanOrEqual(1);
    } finally {
      service.faults.set({});
      diagnostics.unsubscribe('undici:request:create', onCreate);
      diagnostics.unsubscribe('undici:request:headers', onHeaders);
    }
  });
});
