// Reading uploaded files' text for offline search: what it costs an upload, against the same upload with
// the reading turned off (the core's readFileTexts: false), interleaved, medians of whole batches. The
// real core and engine in this process, a fresh built local service in a child for each run
// (--no-sample-library; a service keeping an earlier run's files would send them to the next mirror). The
// batch: 100 Markdown notes of about 3 KB and 2 plain-text files of 1 MB (QUIRE_BENCH_FILE_TEXT_RUNS runs).
// Also the mirror's size on disk after the batch, with and without the texts (the index's own cost), and
// against the bytes uploaded.
import fs from 'node:fs';
import path from 'node:path';
import { createCore } from '../src/main/core';
import type { Core } from '../src/main/core-types';
import { ROOT, median, ratioRow, RATIO_HEADER, scratchDir, spawnGroup, stop, waitForOutput, withChildren } from './lib';

const RUNS = Number(process.env.QUIRE_BENCH_FILE_TEXT_RUNS ?? 3);
const KEY = 'csk-bench-file-text';
const WORDS = ['kelp', 'urchin', 'otter', 'tide', 'harbour', 'survey', 'quadrat', 'transect', 'limpet', 'barnacle', 'wrack', 'estuary', 'salinity', 'sediment', 'plankton', 'bloom'];

/** A note of about `bytes`, its words varied by `seed` (so each file's text and index entries differ). */
function note(seed: number, bytes: number): string {
  const lines = [`# Field note ${seed}`, ''];
  let size = 0;
  for (let i = 0; size < bytes; i += 1) {
    const words = Array.from({ length: 12 }, (_, k) => `${WORDS[(seed * 7 + i * 3 + k) % WORDS.length]}${(seed + i + k) % 97}`);
    const line = `On day ${i} the ${words.join(' ')} were counted at station ${seed}-${i}.`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

function writeBatch(dir: string): { files: string[]; bytes: number } {
  fs.mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  let bytes = 0;
  for (let i = 0; i < 100; i += 1) {
    const file = path.join(dir, `note-${String(i).padStart(3, '0')}.md`);
    fs.writeFileSync(file, note(i, 3_000));
    files.push(file);
  }
  for (let i = 0; i < 2; i += 1) {
    const file = path.join(dir, `log-${i}.txt`);
    fs.writeFileSync(file, note(1_000 + i, 1024 * 1024));
    files.push(file);
  }
  for (const file of files) bytes += fs.statSync(file).size;
  return { files, bytes };
}

/** Bytes of every SQLite file (with its WAL) under a folder. */
function sqliteBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.db(-wal)?$/.test(entry.name)) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

async function uploadBatch(work: string, run: string, folder: string, count: number, readFileTexts: boolean): Promise<{ ms: number; mirrorBytes: number }> {
  const service = spawnGroup(process.execPath, ['out/main/service-cli.js', '--port', '0', '--data', path.join(work, `service-${run}`), '--no-sample-library'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, QUIRE_SERVICE_API_KEY: KEY },
  });
  try {
    const url = /listening on (http:\/\/\S+)/.exec(await waitForOutput(service, /listening on http:\/\/\S+/))?.[1] ?? '';
    return await uploadTo(url, path.join(work, run), folder, count, readFileTexts);
  } finally {
    await stop(service);
  }
}

async function uploadTo(url: string, dataDir: string, folder: string, count: number, readFileTexts: boolean): Promise<{ ms: number; mirrorBytes: number }> {
  const core: Core = await createCore({ dataDir, transport: 'cli', openExternal: async () => undefined, serviceOverride: { baseUrl: url, apiKey: KEY }, readFileTexts });
  let ms = 0;
  try {
    // the first pull ends before the clock starts
    for (let i = 0; i < 400 && !(await core.handlers['sync.status']({})).lastSyncAt; i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    const started = performance.now();
    const added = await core.handlers['uploads.addPaths']({ paths: [folder], collectionId: null, confirmLarge: true });
    if (added.queued.length !== count) throw new Error(`queued ${added.queued.length} of ${count}: ${JSON.stringify(added.rejected.slice(0, 3))}`);
    for (;;) {
      const { files } = await core.handlers['files.list']({});
      const failed = files.find((file) => file.state === 'failed');
      if (failed) throw new Error(`${failed.fileName} failed: ${failed.error}`);
      if (files.length >= count && files.every((file) => file.state === 'synced')) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    ms = performance.now() - started;
    if (readFileTexts && (await core.handlers['search.query']({ text: 'kelp0', limit: 5 })).hits.length === 0) throw new Error('the texts were not searchable');
  } finally {
    await core.close();
  }
  return { ms, mirrorBytes: sqliteBytes(dataDir) };
}

await withChildren(async () => {
  const work = scratchDir('quire-bench-file-text-');
  try {
    const batch = writeBatch(path.join(work, 'batch'));
    const count = batch.files.length;
    await uploadBatch(work, 'warm', path.join(work, 'batch'), count, true); // warm-up: page cache, the extraction worker's code
    const withText: Array<{ ms: number; mirrorBytes: number }> = [];
    const without: Array<{ ms: number; mirrorBytes: number }> = [];
    for (let i = 0; i < RUNS; i += 1) {
      without.push(await uploadBatch(work, `off-${i}`, path.join(work, 'batch'), count, false));
      withText.push(await uploadBatch(work, `on-${i}`, path.join(work, 'batch'), count, true));
    }
    const mib = (bytes: number): string => (bytes / (1024 * 1024)).toFixed(1);
    const sizeOn = median(withText.map((run) => run.mirrorBytes));
    const sizeOff = median(without.map((run) => run.mirrorBytes));
    console.log(`${count} files (100 notes of ~3 KB, 2 text files of 1 MB; ${mib(batch.bytes)} MiB), ${RUNS} interleaved runs each, uploaded by the real core to the built local service.\n`);
    console.log(RATIO_HEADER);
    console.log(ratioRow('upload of the batch, queued to all stored: text read for offline search vs not read', withText.map((run) => run.ms), without.map((run) => run.ms), 1.25));
    console.log(
      `\nMirror on disk after the batch: ${mib(sizeOn)} MiB with the texts, ${mib(sizeOff)} MiB without: the texts and their index add ${mib(sizeOn - sizeOff)} MiB, ${((sizeOn - sizeOff) / batch.bytes).toFixed(2)}× the bytes uploaded (${(sizeOn / sizeOff).toFixed(1)}× the mirror without them).`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
