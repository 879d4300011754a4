// Upload benchmark: one large file (500 MB; QUIRE_BENCH_UPLOAD_MB to change) uploaded by `quire upload`
// (the real CLI, core and engine: content hash, queue, streamed multipart) to a local service started
// with --max-upload-mb, against a raw streaming multipart POST of the same file to the same service by
// a 20-line node:http script (no engine), interleaved, medians of whole processes. Goals: throughput
// ≥ 80% of the raw POST (time ≤ 1.25×), and the client's peak RSS at most 50 MB above the same CLI
// uploading a 1 KB file. Peak RSS is each process's own maxRSS, printed at exit by a preload.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
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
    const service = spawnGroup(process.execPath, ['out/main/service-cli.js', '--port', '0', '--data', serviceData, '--max-upload-mb', String(SIZE_MB + 10), '--no-sample-library'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, QUIRE_SERVICE_API_KEY: KEY },
    });
    const url = /listening on (http:\/\/\S+)/.exec(await waitForOutput(service, /listening on http:\/\/\S+/))?.[1] ?? '';

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
    await quire(small); // warm-up: page cache, first build check
    for (let i = 0; i < RUNS; i += 1) {
      rawRuns.push(await runProcess(['--import', preload, raw, url, big, KEY]));
      clearUploads();
      quireRuns.push(await quire(big));
      clearUploads();
      smallRuns.push(await quire(small));
    }

    const mbPerSecond = (runs: Run[]): string => (SIZE_MB / (median(runs.map((run) => run.ms)) / 1000)).toFixed(0);
    const growth = median(quireRuns.map((run) => run.peakMiB)) - median(smallRuns.map((run) => run.peakMiB));
    console.log(`A ${SIZE_MB} MB file, ${RUNS} interleaved runs of whole processes; the service stores it on disk (over the indexing limit, so not indexed).\n`);
    console.log(RATIO_HEADER);
    console.log(ratioRow(`\`quire upload\` vs raw streaming POST (throughput ≥ 80% ⇔ ≤ 1.25×)`, quireRuns.map((run) => run.ms), rawRuns.map((run) => run.ms), 1.25));
    console.log(`\nThroughput: quire ${mbPerSecond(quireRuns)} MB/s, raw POST ${mbPerSecond(rawRuns)} MB/s.`);
    console.log(
      `Client peak RSS: ${median(quireRuns.map((run) => run.peakMiB)).toFixed(0)} MiB for ${SIZE_MB} MB vs ${median(smallRuns.map((run) => run.peakMiB)).toFixed(0)} MiB for 1 KB: growth ${growth.toFixed(1)} MiB (goal < 50 MiB: ${growth < 50 ? 'met' : 'NOT met'}); the raw POST peaks at ${median(rawRuns.map((run) => run.peakMiB)).toFixed(0)} MiB.`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
