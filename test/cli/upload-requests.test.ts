// `quire upload` sends the file without whole sync passes beside it: the requests the in-process CLI
// sends to the service are seen through undici's diagnostics channel. The service holds the upload's
// POST for a moment (its fault plan's added latency), so any pull asked for while the file is in
// flight would be seen; only the sync engine's one start-up pass may list jobs.
import diagnostics from 'node:diagnostics_channel';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../src/service/server';
import { runQuire } from './helpers';

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
  it('uploads with no pull beside the transfer (only the start-up pass lists jobs)', async () => {
    const origin = new URL(service.url).origin;
    const seen: string[] = [];
    const onCreate = (message: unknown): void => {
      const request = (message as { request: { method: string; origin?: string | URL; path: string } }).request;
      if (String(request.origin ?? '') === origin) seen.push(`${request.method} ${request.path}`);
    };
    diagnostics.subscribe('undici:request:create', onCreate);
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
      expect(seen.filter((request) => request.startsWith('GET /research?')).length).toBeLessThanOrEqual(1);
    } finally {
      service.faults.set({});
      diagnostics.unsubscribe('undici:request:create', onCreate);
    }
  });
});
