// npm test: everything, in phases (scripts/test-plan.mjs decides). First the static checks
// (typecheck of the node, web and e2e programs, ESLint with the layer rules) and the build, side by
// side (each is one process on one core). Then the unit/integration tests (Vitest) and the
// end-to-end flows in Chromium (Playwright, against that build, browser mode): side by side when
// the machine is otherwise idle at that moment (both spend most of their time waiting, so together
// they fill a 2-core machine), one after the other when other work keeps it busy; decided from a
// one-second sample of the machine's CPU time minus this run's own. Last the Electron smoke test where the
// binary exists. A failed phase stops the run. Output stays readable: the first step of a phase
// prints as it runs, the others are held and printed, in order, once the one before has finished.
// Ends with each step's time and one line: "N passed, N failed, N skipped".
// QUIRE_TEST_SERIAL=1 runs every step alone; QUIRE_TEST_OVERLAP=1/0 forces the tests side by side or not.
// The tests' temporary files go to a fresh folder in memory (/dev/shm) where it has room, removed at
// the end (chooseTempBase; QUIRE_TEST_TMPDIR=0 keeps the system's folder).
// `node scripts/test.mjs build e2e` runs only the named steps.
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { cpus, freemem } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { ROOT, run } from './lib.mjs';
import { ensureChromium } from './chromium.mjs';
import { ensureTools } from './debian-tools.mjs';
import { chooseMode, chooseTempBase, cpuShare, decisionPoint, forcedMode, formatSeconds, othersBusyCores, phasesOf, treeCpuMs } from './test-plan.mjs';

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

let chromium = null;

/**
 * Each step: `prepare` runs first, alone (it may install Debian packages); `run(out)` starts the
 * step's processes, giving `out` as their stdio: 'inherit' when it prints live, or a writer.
 */
const STEPS = {
  // The three programs are independent: checked side by side.
  typecheck: { run: (out) => Promise.all(['node', 'web', 'e2e'].map((p) => run('tsc', ['-p', `tsconfig.${p}.json`, '--noEmit'], { output: out }))).then((codes) => codes.find((c) => c !== 0) ?? 0) },
  lint: { run: (out) => run('eslint', ['.', '--max-warnings=0'], { output: out }) },
  build: { run: (out) => run('electron-vite', ['build'], { output: out }) },
  unit: {
    // rclone (WebDAV) and pdftoppm, installed where missing, else those tests skip and say why.
    prepare: () => ensureTools(),
    run: async (out) => {
      const file = join(results, 'vitest.json');
      rmSync(file, { force: true });
      const code = await run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile=${file}`], { output: out });
      countVitest(file);
      return code;
    },
  },
  e2e: {
    prepare: () => {
      chromium = ensureChromium();
    },
    run: async (out) => {
      const file = join(results, 'playwright.json');
      rmSync(file, { force: true });
      const code = await run('playwright', ['test'], { env: { CHROMIUM_PATH: chromium }, output: out });
      countPlaywright(file);
      return code;
    },
  },
  electron: {
    run: async (out) => {
      const report = join(results, 'electron.json');
      rmSync(report, { force: true });
      const code = await run(process.execPath, ['scripts/electron-smoke.mjs'], { output: out });
      // Without the Electron binary the smoke test is skipped (the script printed why): count it.
      if (existsSync(report)) countPlaywright(report);
      else if (code === 0) totals.skipped += 1;
      return code;
    },
  },
};

/** Runs one phase's steps side by side; resolves with [name, code, seconds] in the phase's order. */
async function runPhase(names) {
  for (const name of names) STEPS[name].prepare?.();
  const held = names.map(() => ({ chunks: [], live: false, done: false }));
  let current = 0;
  const release = () => {
    // The step printing live has finished: print the next ones' held output, in order.
    while (current < names.length) {
      const slot = held[current];
      if (!slot.live) {
        console.log(`\n━━ ${names[current]} ━━`);
        for (const chunk of slot.chunks) process.stdout.write(chunk);
        slot.chunks = [];
        slot.live = true;
      }
      if (!slot.done) return;
      current += 1;
    }
  };
  console.log(`\n━━ ${names[0]} ━━`);
  held[0].live = true;
  const started = performance.now();
  const outcomes = await Promise.all(
    names.map(async (name, index) => {
      const slot = held[index];
      // The first step inherits the terminal (colours, live progress); the others write through.
      const out = index === 0 ? 'inherit' : (chunk) => (slot.live ? process.stdout.write(chunk) : slot.chunks.push(chunk));
      const code = await STEPS[name].run(out);
      const seconds = (performance.now() - started) / 1000;
      slot.done = true;
      if (slot.live) console.log(`(${name}: ${code === 0 ? 'ok' : `exit ${code}`}, ${formatSeconds(seconds)})`);
      else slot.chunks.push(`(${name}: ${code === 0 ? 'ok' : `exit ${code}`}, ${formatSeconds(seconds)})\n`);
      if (index === current) release();
      return [name, code, seconds];
    }),
  );
  return outcomes;
}

/** CPU milliseconds this run's process tree has used (Linux: /proc; elsewhere this process only). */
function ownCpuMs() {
  try {
    const stats = [];
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        stats.push(readFileSync(`/proc/${name}/stat`, 'utf8'));
      } catch {
        // The process ended meanwhile.
      }
    }
    return treeCpuMs(process.pid, stats);
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
}

/** How many cores' worth other processes use now: one second of the machine's CPU time minus ours. */
async function othersBusyNow() {
  const before = cpus();
  const ownBefore = ownCpuMs();
  await sleep(1000);
  return othersBusyCores(before, cpus(), ownCpuMs() - ownBefore);
}

/** What chooseTempBase looks at: whether /dev/shm is a writable tmpfs, and its room. */
function shmFacts(shm = '/dev/shm') {
  const facts = { platform: process.platform, shm, isTmpfs: false, writable: false, freeBytes: 0, freeMemory: freemem() };
  try {
    facts.isTmpfs = readFileSync('/proc/mounts', 'utf8').split('\n').some((line) => {
      const [, mountPoint, type] = line.split(' ');
      return mountPoint === shm && type === 'tmpfs';
    });
    accessSync(shm, constants.W_OK);
    facts.writable = true;
    const stats = statfsSync(shm);
    facts.freeBytes = stats.bavail * stats.bsize;
  } catch {
    // not Linux, no /dev/shm, or not ours to write: the facts say so
  }
  return facts;
}

// The tests' temporary folder (Vitest's and the flows' data folders, Chromium's profiles): chosen
// once for the run, given to every step as TMPDIR, removed when the run ends.
if (only.length === 0 || only.includes('unit') || only.includes('e2e')) {
  const { base, why } = chooseTempBase(process.env, shmFacts());
  if (base) {
    const temp = mkdtempSync(join(base, 'quire-test-'));
    process.env.TMPDIR = temp;
    const cleanUp = () => rmSync(temp, { recursive: true, force: true });
    process.on('exit', cleanUp);
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, () => {
        cleanUp();
        process.exit(130);
      });
    }
    console.log(`quire: ${why} (${temp})`);
  } else console.log(`quire: ${why}`);
}

const begun = performance.now();
const cpusAtStart = cpus();
const ownAtStart = ownCpuMs();
const times = [];
let failedStep = null;
const forced = forcedMode(process.env);
// Not forced: run as 'checks' up to the tests, then decide from what the machine does at that moment.
let phases = phasesOf(only, forced?.mode ?? 'checks');
const decideAt = forced ? -1 : decisionPoint(only);
if (forced && phases.some((phase) => phase.length > 1)) console.log(`quire: ${phases.map((phase) => phase.join(' + ')).join(', then ')} (${forced.why})`);
else if (decideAt >= 0) console.log(`quire: ${phases.slice(0, decideAt).map((phase) => phase.join(' + ')).concat('unit and e2e (side by side if the machine is otherwise idle then)', phases.slice(decideAt + 2).map((phase) => phase.join(' + '))).filter((text) => text.length > 0).join(', then ')}`);
for (let index = 0; index < phases.length; index++) {
  if (index === decideAt) {
    const { mode, why } = chooseMode(process.env, await othersBusyNow(), cpus().length);
    phases = [...phases.slice(0, index), ...phasesOf(only, mode).slice(index)];
    console.log(`\nquire: ${why}`);
  }
  const cpusBefore = cpus();
  const ownBefore = ownCpuMs();
  const outcomes = await runPhase(phases[index]);
  // How busy the machine was meanwhile: this run's processes and everything else, in cores.
  const { ours, others } = cpuShare(cpusBefore, cpus(), ownCpuMs() - ownBefore);
  times.push(`${outcomes.map(([name, , seconds]) => `${name} ${formatSeconds(seconds)}`).join(', ')} (this run ${ours.toFixed(1)} cores, others ${others.toFixed(1)})`);
  const failed = outcomes.filter(([, code]) => code !== 0);
  for (const [name, code] of failed) console.error(`\nquire: step "${name}" failed (exit ${code}).`);
  if (failed.length > 0) {
    failedStep = failed[0][0];
    break;
  }
}
if (failedStep && totals.failed === 0) totals.failed = 1;
const share = cpuShare(cpusAtStart, cpus(), ownCpuMs() - ownAtStart);
console.log(`\nsteps (side by side within a phase; the CPU each phase's processes and all others used, in cores of ${cpus().length}): ${times.join(' | ')}; total ${formatSeconds((performance.now() - begun) / 1000)} (this run ${share.ours.toFixed(1)} cores, others ${share.others.toFixed(1)})`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
