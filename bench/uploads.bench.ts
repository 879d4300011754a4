// Upload benchmark: one large file (500 MB; QUIRE_BENCH_UPLOAD_MB to change) uploaded by `quire upload`
// (the real CLI, core and engine: content hash, queue, streamed multipart) to a local service started
// with --max-upload-mb, against a raw streaming multipart POST of the same file to the same service by
// a 20-line node:http script (no engine), interleaved, medians. Two figures for each client:
// - receive throughput, judged against the goal (≥ 80% of the raw POST's): the service itself
//   (--log-upload-timing) logs the time from an upload's first body byte to its storing, measured the
//   same way for both clients: how fast the file moves and is stored;
// - the end-to-end time of the whole process, shown beside it and never hidden: it also counts what a
//   client does before its first byte (Quire: start-up, its data folder, the queue) and after the answer.
// And the client's peak RSS, at most 50 MB above the same CLI uploading a 1 KB file (each process's own
// maxRSS, printed at exit by a preload).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { parseUploadTiming, receiveMiBps } from '../src/service/upload-timing';
import { ROOT, median, ratioRow, RATIO_HEADER, scratchDir, spawnGroup, waitForOutput, withChildren } from './lib';

const SIZE_MB = Number(process.env.QUIRE_BENCH_UPLOAD_MB ?? 500);
const RUNS = Number(process.env.QUIRE_BENCH_RUNS ?? 3);
const KEY = 'csk-bench-uploads';
const CLI = join(ROOT, 'bin', 'quire.mjs');

// Prints this process's peak resident set size (KiB) on stderr when it exits.
const PEAK_RSS_PRELOAD = "process.on('exit', () => process.stderr.write(`\\npeak-rss-kib ${process.resourceUsage().maxRSS}\\n`));\n";

// The baseline: the smallest client that streams one file as multipart/form-data.
const RAW_POST = [
  "import http from 'node:http';",
  "import fs from 'node:fs';",
  'const [url, file, key] = process.argv.slice(2);',
  "const boundary = '----rawbench';",
  "const head = Buffer.from(`--${boundary}\\r\\nContent-Disposition: form-data; name=\"file\"; filename=\"big.bin\"\\r\\nContent-Type: application/octet-stream\\r\\n\\r\\n`);",
  'const tail = Buffer.from(`\\r\\n--${boundary}--\\r\\n`);',
  'const size = fs.statSync(file).size;',
  "const request = http.request(url + '/research/files', { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length } });",
  "request.on('response', (response) => { let body = ''; response.on('data', (c) => (body += c)); response.on('end', () => { if (response.statusCode !== 200) { console.error(body); process.exit(1); } }); });",
  'request.write(head);',
  "const stream = fs.createReadStream(file, { highWaterMark: 256 * 1024 });",
  "stream.pipe(request, { end: false });",
  "stream.on('end', () => request.end(tail));",
].join('\n');

interface Run {
  ms: number;
  peakMiB: number;
  /** The service's time from the first body byte to the stored file (--log-upload-timing). */
  receiveMs?: number;
}

async function runProcess(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`node ${args.join(' ')} exited with ${code}: ${stderr.slice(-800)}`);
  const peak = /peak-rss-kib (\d+)/.exec(stderr);
  if (!peak) throw new Error(`no peak RSS printed by node ${args.join(' ')}`);
  return { ms, peakMiB: Number(peak[1]) / 1024 };
}

async function writeFile(file: string, megabytes: number): Promise<void> {
  // Varied bytes (not a run of zeros that a filesystem or transport could shortcut).
  const block = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < block.length; i += 1) block[i] = (i * 2654435761) >>> 24;
  const out = createWriteStream(file);
  for (let i = 0; i < megabytes; i += 1) {
    block.writeUInt32LE(i, 0); // every megabyte differs
    if (!out.write(block)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

await withChildren(async () => {
  const work = scratchDir('quire-bench-uploads-');
  try {
    const preload = join(work, 'peak-rss.mjs');
    writeFileSync(preload, PEAK_RSS_PRELOAD);
    const raw = join(work, 'raw-post.mjs');
    writeFileSync(raw, RAW_POST);
    const big = join(work, 'big.bin');
    const small = join(work, 'small.bin');
    await writeFile(big, SIZE_MB);
    writeFileSync(small, Buffer.alloc(1024, 7));

    const serviceData = join(work, 'service');
    const service = spawnGroup(process.execPath, ['out/main/service-cli.js', '--port', '0', '--data', serviceData, '--max-upload-mb', String(SIZE_MB + 10), '--no-sample-library', '--log-upload-timing'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, QUIRE_SERVICE_API_KEY: KEY },
    });
    const url = /listening on (http:\/\/\S+)/.exec(await waitForOutput(service, /listening on http:\/\/\S+/))?.[1] ?? '';
    // The service's upload timings, one line per stored upload, taken in order.
    const timings: Array<{ bytes: number; ms: number }> = [];
    const waiting: Array<() => void> = [];
    let pending = '';
    service.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const timing = parseUploadTiming(line);
        if (!timing) continue;
        timings.push(timing);
        waiting.shift()?.();
      }
    });
    const nextTiming = async (bytes: number): Promise<number> => {
      if (timings.length === 0) await new Promise<void>((wake) => waiting.push(wake));
      const timing = timings.shift();
      if (!timing || timing.bytes !== bytes) throw new Error(`expected the service's timing of ${bytes} bytes, got ${JSON.stringify(timing)}`);
      return timing.ms;
    };
    const timed = async (run: Promise<Run>, bytes: number): Promise<Run> => {
      const done = await run;
      return { ...done, receiveMs: await nextTiming(bytes) };
    };
    const BIG_BYTES = SIZE_MB * 1024 * 1024;

    let notebook = 0;
    const quire = (file: string): Promise<Run> => {
      const data = join(work, `notebook-${(notebook += 1)}`);
      mkdirSync(data);
      return runProcess(['--import', preload, CLI, '--data', data, '--base-url', url, 'upload', file, '--json'], { QUIRE_API_KEY: KEY, NO_COLOR: '1' });
    };
    const clearUploads = (): void => rmSync(join(serviceData, 'uploads'), { recursive: true, force: true });

    const quireRuns: Run[] = [];
    const rawRuns: Run[] = [];
    const smallRuns: Run[] = [];
    await timed(quire(small), 1024); // warm-up: page cache, first build check
    for (let i = 0; i < RUNS; i += 1) {
      rawRuns.push(await timed(runProcess(['--import', preload, raw, url, big, KEY]), BIG_BYTES));
      clearUploads();
      quireRuns.push(await timed(quire(big), BIG_BYTES));
      clearUploads();
      smallRuns.push(await timed(quire(small), 1024));
    }

    const mibPerSecond = (runs: Run[]): string => (SIZE_MB / (median(runs.map((run) => run.ms)) / 1000)).toFixed(0);
    const receive = (runs: Run[]): number[] => runs.map((run) => run.receiveMs ?? Number.NaN);
    const receiveRate = (runs: Run[]): string => (receiveMiBps(BIG_BYTES, median(receive(runs)))?.toFixed(0) ?? '?');
    const outside = (runs: Run[]): string => median(runs.map((run) => run.ms - (run.receiveMs ?? Number.NaN))).toFixed(0);
    const growth = median(quireRuns.map((run) => run.peakMiB)) - median(smallRuns.map((run) => run.peakMiB));
    console.log(`A ${SIZE_MB} MiB file, ${RUNS} interleaved runs of whole processes; the service stores it on disk (over the indexing limit, so not indexed).\n`);
    console.log(RATIO_HEADER);
    console.log(ratioRow(`receive time at the service, first body byte to stored: \`quire upload\` vs raw streaming POST (throughput ≥ 80% ⇔ ≤ 1.25×; the goal)`, receive(quireRuns), receive(rawRuns), 1.25));
    console.log(ratioRow(`end-to-end process time: \`quire upload\` vs raw streaming POST (shown beside it, same 1.25×)`, quireRuns.map((run) => run.ms), rawRuns.map((run) => run.ms), 1.25));
    console.log(`\nThroughput as received by the service: quire ${receiveRate(quireRuns)} MiB/s, raw POST ${receiveRate(rawRuns)} MiB/s (the goal is judged on this: it is the rate at which the file moves, measured at one place for both clients).`);
    console.log(`End to end (file size / process time): quire ${mibPerSecond(quireRuns)} MiB/s, raw POST ${mibPerSecond(rawRuns)} MiB/s. Outside the transfer (process time minus receive time): quire ${outside(quireRuns)} ms, raw POST ${outside(rawRuns)} ms.`);
    console.log(
      `Client peak RSS: ${median(quireRuns.map((run) => run.peakMiB)).toFixed(0)} MiB for ${SIZE_MB} MiB vs ${median(smallRuns.map((run) => run.peakMiB)).toFixed(0)} MiB for 1 KB: growth ${growth.toFixed(1)} MiB (goal < 50 MiB: ${growth < 50 ? 'met' : 'NOT met'}); the raw POST peaks at ${median(rawRuns.map((run) => run.peakMiB)).toFixed(0)} MiB.`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
