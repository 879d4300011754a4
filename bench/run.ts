// npm run bench: runs every bench/*.bench.ts in its own process (so peak RSS and timings do not
// bleed between them) and prints each one's Markdown report. Each benchmark measures its own
// baseline in the same run and reports ratios, never absolute pass/fail thresholds.
// A new benchmark is one new bench/<name>.bench.ts file (helpers in bench/lib.ts); `npm run bench
// <name>` runs only the ones whose file name contains <name>.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
// The same helper as `npm test`: $CHROMIUM_PATH, Debian's chromium, Playwright's cache, or install it.
import { ensureChromium } from '../scripts/chromium.mjs';
import { buildIfStale } from '../scripts/lib.mjs';
import { runInOwnGroup, type GroupRun } from './runner';

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

// The benchmarks run the built entries (out/main) and the built renderer: build first unless fresh.
const built = await buildIfStale();
if (built !== 0) process.exit(built);
const chromium = ensureChromium();

/** Runs one benchmark in a process group of its own; whatever it leaves running is stopped after it. */
function runBench(file: string): Promise<GroupRun> {
  return runInOwnGroup(join(dir, file), { execArgv: ['--import', 'tsx'], env: { ...process.env, CHROMIUM_PATH: chromium } });
}

let failures = 0;
for (const file of benches) {
  console.log(`\n## ${file}\n`);
  const { status, interrupted } = await runBench(file);
  if (status !== 0) {
    failures += 1;
    console.log(`(${file} exited with ${status})`);
  }
  if (interrupted) {
    console.log('(interrupted: the remaining benchmarks are not run)');
    process.exit(130);
  }
}
process.exit(failures > 0 ? 1 : 0);
