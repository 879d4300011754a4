// Startup benchmark: whole processes, interleaved with their baseline (`node -e 0`) in the same run,
// medians. `quire --help`, `quire jobs` on a 10,000-job mirror (goals ≤ 2× and ≤ 3×), and the embedded
// service from spawn to ready (goal ≤ 4×). Uses the bundled entries in out/main (bench/run.ts builds).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RATIO_HEADER, ROOT, ratioRow, spawnGroup, stop, waitForOutput, withChildren } from './lib';

const JOBS = Number(process.env.QUIRE_BENCH_JOBS ?? 10_000);
const RUNS = Number(process.env.QUIRE_BENCH_RUNS ?? 7);
const CLI = join(ROOT, 'bin', 'quire.mjs');

function timed(args: string[], env: Record<string, string> = {}): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  const elapsed = performance.now() - started;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${result.status}: ${result.stderr.toString().slice(0, 500)}`);
  return elapsed;
}

async function serviceReady(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawnGroup(process.execPath, ['-e', "import('./out/main/service.js')"], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, QUIRE_SERVICE_OPTIONS: JSON.stringify({ dataDir, port: 0 }) },
  });
  const elapsed = await new Promise<number>((resolveReady, reject) => {
    child.on('message', (message) => {
      if ((message as { type?: unknown }).type === 'ready') resolveReady(performance.now() - started);
    });
    child.once('exit', (code) => reject(new Error(`the service exited with ${code} before it was ready`)));
  });
  await stop(child);
  return elapsed;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'quire-bench-startup-'));
  try {
    await withChildren(async () => {
      // A 10,000-job mirror: seed a local service, then one `quire sync --once` against it.
      const key = 'csk-bench-startup';
      const service = spawnGroup(process.execPath, ['out/main/service-cli.js', '--port', '0', '--data', join(work, 'service'), '--api-key', key], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = await waitForOutput(service, /admin token:\s*\S+/);
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
      const admin = /admin token:\s*(\S+)/.exec(output)?.[1] ?? '';
      const seeded = await fetch(`${url}/__admin/seed`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ jobs: JOBS, resultsPerJob: 2 }),
      });
      if (!seeded.ok) throw new Error(`seeding failed: HTTP ${seeded.status}`);
      const notebook = join(work, 'notebook');
      timed([CLI, '--data', notebook, '--base-url', url, '--api-key', key, 'sync', '--once']);
      await stop(service);
      const listed = spawnSync(process.execPath, [CLI, '--data', notebook, 'jobs', '--json', '--limit', '1'], { cwd: ROOT, encoding: 'utf8' });
      const total = (JSON.parse(listed.stdout) as { total: number }).total;

      const baseline: number[] = [];
      const help: number[] = [];
      const jobs: number[] = [];
      const ready: number[] = [];
      const serviceData = join(work, 'embedded');
      // warm-up (disk cache, the service's first indexing of the sample library)
      timed(['-e', '0']);
      timed([CLI, '--help']);
      timed([CLI, '--data', notebook, 'jobs']);
      await serviceReady(serviceData);
      for (let run = 0; run < RUNS; run++) {
        baseline.push(timed(['-e', '0']));
        help.push(timed([CLI, '--help']));
        baseline.push(timed(['-e', '0']));
        jobs.push(timed([CLI, '--data', notebook, 'jobs']));
        baseline.push(timed(['-e', '0']));
        ready.push(await serviceReady(serviceData));
      }
      console.log(`Startup: whole processes, ${RUNS} runs each interleaved with \`node -e 0\` (${baseline.length} baseline runs); medians. Mirror: ${total.toLocaleString('en-US')} jobs.\n`);
      console.log(RATIO_HEADER);
      console.log(ratioRow('`quire --help` vs `node -e 0`', help, baseline, 2));
      console.log(ratioRow(`\`quire jobs\` (${total.toLocaleString('en-US')} jobs) vs \`node -e 0\``, jobs, baseline, 3));
      console.log(ratioRow('embedded service spawn → ready vs `node -e 0`', ready, baseline, 4));
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
