// @vitest-environment node
// Extraction runs in a worker thread with a heap cap and a time limit (src/service/extract-runner.ts):
// a dropped file that needs more memory or time than allowed ends as that file's error in words,
// while the local service stays up, keeps what it had, and reads the next files. Real service over
// loopback HTTP, real worker threads (from the TypeScript source through tsx, as in development).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { EXTRACT_LIMITS } from '../../src/service/extract-limits';
import { ExtractionRunner, workerEntry } from '../../src/service/extract-runner';
import type { RunningService } from '../../src/service/server';
import { call, startTestService, upload } from '../service/helpers';
import { manyParagraphsHtml } from './hostile-files';

const started: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.close()));
});

async function fileNames(service: RunningService): Promise<string[]> {
  const listed = await call<{ data: { file_name: string }[] }>(service, 'GET', '/research/files?limit=100');
  expect(listed.status).toBe(200);
  return listed.body.data.map((f) => f.file_name).sort();
}

async function searchable(service: RunningService, fileName: string): Promise<boolean> {
  const listed = await call<{ data: { file_name: string; id: string }[] }>(service, 'GET', '/research/files?limit=100');
  const id = listed.body.data.find((f) => f.file_name === fileName)?.id;
  if (!id) return false;
  const text = await call<{ content?: string }>(service, 'GET', `/research/files/${id}/content`);
  return text.status === 200;
}

describe('the extraction worker', () => {
  it('is started from the bundled file beside the code, or from its TypeScript source through tsx', () => {
    expect(workerEntry('file:///app/out/main/service.js')).toEqual({ code: '/app/out/main/extract-worker.js', eval: false });
    const source = path.resolve('src/service/extract-runner.ts');
    const fromSource = workerEntry(pathToFileURL(source).href);
    expect(fromSource.eval).toBe(true);
    expect(fromSource.code).toContain(`tsImport(${JSON.stringify(path.join(path.dirname(source), 'extract-worker.ts'))}`);
    expect(fromSource.code).toMatch(/import\("file:\/\/[^"]+\/tsx\/dist\/esm\/api\/index\.mjs"\)/);
  });

  it('a file over the heap cap is refused in words; the files before and after it are read', async () => {
    const runner = new ExtractionRunner({ ...EXTRACT_LIMITS, workerMemoryMb: 32 });
    started.push(runner);
    const results = await Promise.allSettled([
      runner.extract(Buffer.from('# Otters\n\nSea otters hold hands while sleeping.'), 'before.md', 'text/markdown'),
      runner.extract(Buffer.from(manyParagraphsHtml(20_000)), 'huge.html', 'text/html'),
      runner.extract(Buffer.from('Kelp grows up to half a metre a day.'), 'after.txt', 'text/plain'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const [before, huge, after] = results;
    if (before?.status === 'fulfilled') expect(before.value.paragraphs).toEqual(['Sea otters hold hands while sleeping.']);
    if (huge?.status === 'rejected') expect(String(huge.reason)).toContain('huge.html was not read: reading it needed more than 32 MB of memory and was stopped');
    if (after?.status === 'fulfilled') expect(after.value.paragraphs).toEqual(['Kelp grows up to half a metre a day.']);
  });
});

describe('the local service with hostile uploads', () => {
  it('refuses a file over the heap cap with a 400 in words, stays up and indexes the next file', async () => {
    const service = await startTestService({ sampleLibrary: false, extractLimits: { workerMemoryMb: 32 } });
    started.push(service);
    expect((await upload(service, 'first.md', '# First\n\nUrchins graze kelp.', 'text/markdown')).status).toBe(200);
    const huge = await upload(service, 'huge.html', manyParagraphsHtml(20_000), 'text/html');
    expect(huge.status).toBe(400);
    expect(huge.text).toContain('huge.html was not read: reading it needed more than 32 MB of memory and was stopped');
    const next = await upload(service, 'next.txt', 'Otters return and the kelp comes back.', 'text/plain');
    expect(next.status).toBe(200);
    // nothing lost: the earlier file is still there and searchable, the refused one was not half-stored
    expect(await fileNames(service)).toEqual(['first.md', 'next.txt']);
    expect(await searchable(service, 'first.md')).toBe(true);
    expect(await searchable(service, 'next.txt')).toBe(true);
  });

  it('stops a file that reads longer than the time limit, says so, and reads the next file', async () => {
    // 200,000 paragraphs (11.8 MB) take seconds to parse on any machine; the limit is 900 ms of reading
    // (the worker's start-up is not counted), and the heap is large enough that time runs out first.
    // (not 300 ms: on a loaded CI machine the 31-byte file after it once took longer than that to read)
    const service = await startTestService({ sampleLibrary: false, extractLimits: { workerTimeoutMs: 900, workerMemoryMb: 4096 } });
    started.push(service);
    const slow = await upload(service, 'slow.html', manyParagraphsHtml(200_000), 'text/html');
    expect(slow.status).toBe(400);
    expect(slow.text).toContain('slow.html was not read: reading it took longer than 900 ms and was stopped');
    const next = await upload(service, 'quick.txt', 'Sea urchins eat kelp holdfasts.', 'text/plain');
    expect(next.status).toBe(200);
    expect(await fileNames(service)).toEqual(['quick.txt']);
    const alive = await call(service, 'GET', '/research');
    expect(alive.status).toBe(200);
  });
});
