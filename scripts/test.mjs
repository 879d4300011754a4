// npm test: everything, in order: typecheck (node + web), lint, unit/integration tests (vitest),
// build, end-to-end tests in Chromium (browser mode), and the Electron smoke test where the binary
// exists. Ends with one line: "N passed, N failed, N skipped".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureTools } from './debian-tools.mjs';

const only = process.argv.slice(2);
const results = join(ROOT, 'test-results');
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

const steps = [
  // The three programs are independent: checked side by side (each tsc uses one core).
  ['typecheck', () => Promise.all(['node', 'web', 'e2e'].map((p) => run('tsc', ['-p', `tsconfig.${p}.json`, '--noEmit']))).then((codes) => codes.find((c) => c !== 0) ?? 0)],
  ['lint', () => run('eslint', ['.', '--max-warnings=0'])],
  [
    'unit',
    async () => {
      ensureTools(); // rclone (WebDAV) and pdftoppm, installed where missing, else those tests skip and say why
      const file = join(results, 'vitest.json');
      rmSync(file, { force: true });
      const code = await run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile=${file}`]);
      countVitest(file);
      return code;
    },
  ],
  ['build', () => run('electron-vite', ['build'])],
  [
    'e2e',
    async () => {
      const chromium = ensureChromium();
      const file = join(results, 'playwright.json');
      rmSync(file, { force: true });
      const code = await run('playwright', ['test'], { env: { CHROMIUM_PATH: chromium } });
      countPlaywright(file);
      return code;
    },
  ],
  [
    'electron',
    async () => {
      const report = join(results, 'electron.json');
      rmSync(report, { force: true });
      const code = await run(process.execPath, ['scripts/electron-smoke.mjs']);
      // Without the Electron binary the smoke test is skipped (the script printed why): count it.
      if (existsSync(report)) countPlaywright(report);
      else if (code === 0) totals.skipped += 1;
      return code;
    },
  ],
];

let failedStep = null;
for (const [name, step] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  const code = await step();
  if (code !== 0) {
    failedStep = name;
    console.error(`\nquire: step "${name}" failed (exit ${code}).`);
    break;
  }
}
if (failedStep && totals.failed === 0) totals.failed = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
