// npm run bench: runs every bench/*.bench.ts in its own process (so peak RSS and timings do not
// bleed between them) and prints each one's Markdown report. Each benchmark measures its own
// baseline in the same run and reports ratios, never absolute pass/fail thresholds.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

// The renderer benchmark serves the built app: build first unless out/ is already fresh.
const build = spawnSync(process.execPath, ['-e', "import('./scripts/lib.mjs').then(async (m) => process.exit(await m.buildIfStale()))"], {
  stdio: 'inherit',
  cwd: join(dir, '..'),
});
if (build.status !== 0) process.exit(build.status ?? 1);

let failures = 0;
for (const file of benches) {
  console.log(`\n## ${file}\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], { stdio: 'inherit' });
  if (result.status !== 0) {
    failures += 1;
    console.log(`(${file} exited with ${result.status ?? result.signal})`);
  }
}
process.exit(failures > 0 ? 1 : 0);
