// npm test's plan (scripts/test.mjs): which steps run side by side. Pure, table-tested in
// test/unit/test-plan.test.ts.

/** Every step, in the order a serial run takes them. */
export const STEP_ORDER = ['typecheck', 'lint', 'unit', 'build', 'e2e', 'electron'];

/**
 * How the steps share the machine: 'serial' (each alone, in STEP_ORDER), 'checks' (the static
 * checks and the build side by side, each one process on one core; the rest one after another) or
 * 'overlap' (also Vitest beside the Playwright flows: both mostly wait on HTTP, child processes and
 * files, so together they fill an idle 2-core machine, but on a machine other work already keeps
 * busy they only slow each other down and their waits get tight).
 * QUIRE_TEST_SERIAL=1 forces 'serial', QUIRE_TEST_OVERLAP=1 or 0 forces overlap on or off; else null:
 * the run decides when it gets to the tests, from what other processes use then (chooseMode).
 * @param {{ QUIRE_TEST_SERIAL?: string, QUIRE_TEST_OVERLAP?: string }} env
 * @returns {{ mode: 'serial' | 'checks' | 'overlap', why: string } | null}
 */
export function forcedMode(env) {
  if (env.QUIRE_TEST_SERIAL === '1') return { mode: 'serial', why: 'QUIRE_TEST_SERIAL=1' };
  if (env.QUIRE_TEST_OVERLAP === '1') return { mode: 'overlap', why: 'QUIRE_TEST_OVERLAP=1' };
  if (env.QUIRE_TEST_OVERLAP === '0') return { mode: 'checks', why: 'QUIRE_TEST_OVERLAP=0' };
  return null;
}

/** Other processes may keep at most this share of the cores busy for the tests to overlap. */
export const OVERLAP_MAX_OTHERS = 0.25;

/**
 * The forced mode, else 'overlap' when processes other than this run's kept less than a quarter of
 * the cores busy over the sample (`othersBusy`, in cores, from othersBusyCores), else 'checks'.
 * Not the load average: it decays over minutes, so right after `npm ci` or this run's own checks
 * it stays high on a machine that is idle now.
 * @param {{ QUIRE_TEST_SERIAL?: string, QUIRE_TEST_OVERLAP?: string }} env
 * @param {number} othersBusy
 * @param {number} cores
 * @returns {{ mode: 'serial' | 'checks' | 'overlap', why: string }}
 */
export function chooseMode(env, othersBusy, cores) {
  const forced = forcedMode(env);
  if (forced) return forced;
  const use = `other processes kept ${othersBusy.toFixed(2)} of ${cores} cores busy`;
  return othersBusy < cores * OVERLAP_MAX_OTHERS
    ? { mode: 'overlap', why: `the machine is otherwise idle (${use}): Vitest and the flows run side by side` }
    : { mode: 'checks', why: `the machine is busy (${use}): Vitest and the flows run one after the other` };
}

/**
 * How many cores' worth of CPU our own process tree and all other processes used between two
 * samples of the machine's CPU times (os.cpus(): per core, milliseconds spent in each state), given
 * the CPU milliseconds our tree used meanwhile. `others` is never below 0 (the counters are not read
 * at the same instant).
 * @param {Array<{ times: { user: number, nice: number, sys: number, idle: number, irq: number } }>} before
 * @param {Array<{ times: { user: number, nice: number, sys: number, idle: number, irq: number } }>} after
 * @param {number} ownMs
 * @returns {{ ours: number, others: number }}
 */
export function cpuShare(before, after, ownMs) {
  const sum = (cpus, busyOnly) => cpus.reduce((total, { times }) => total + times.user + times.nice + times.sys + times.irq + (busyOnly ? 0 : times.idle), 0);
  const busy = sum(after, true) - sum(before, true);
  const total = sum(after, false) - sum(before, false);
  const cores = after.length;
  if (total <= 0 || cores === 0) return { ours: 0, others: 0 };
  // total is cores × the sample's length: x / (total / cores) is in cores.
  const perCore = total / cores;
  return { ours: Math.max(0, ownMs) / perCore, others: Math.max(0, (busy - ownMs) / perCore) };
}

/** Other processes' share alone (cpuShare().others): what the overlap decision looks at. */
export function othersBusyCores(before, after, ownMs) {
  return cpuShare(before, after, ownMs).others;
}

/**
 * CPU time of a process tree from Linux's /proc/<pid>/stat texts, in milliseconds: for the root and
 * each live descendant utime + stime + cutime + cstime (fields 14-17, after the ")" that ends the
 * command name; the last two hold the children it has already reaped, so finished steps still count).
 * @param {number} root
 * @param {string[]} stats
 * @param {number} ticksPerSecond
 * @returns {number}
 */
export function treeCpuMs(root, stats, ticksPerSecond = 100) {
  const processes = [];
  for (const text of stats) {
    const close = text.lastIndexOf(')');
    if (close < 0) continue;
    const pid = Number(text.slice(0, text.indexOf(' ')));
    // After ")": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
    const fields = text.slice(close + 2).split(' ').map(Number);
    const ticks = fields.slice(11, 15).reduce((total, value) => total + value, 0);
    if (!Number.isFinite(pid) || !Number.isFinite(ticks)) continue;
    processes.push({ pid, ppid: fields[1], ticks });
  }
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const { pid, ppid } of processes) {
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  const ticks = processes.filter(({ pid }) => inTree.has(pid)).reduce((total, { ticks: t }) => total + t, 0);
  return (ticks * 1000) / ticksPerSecond;
}

/**
 * Where a run that was not forced into a mode decides: the index of the phase that holds Vitest,
 * when both Vitest and the flows are to run (up to there the 'checks' and 'overlap' phases are the
 * same), else -1 (nothing to decide).
 * @param {string[]} only
 * @returns {number}
 */
export function decisionPoint(only) {
  const wanted = (name) => only.length === 0 || only.includes(name);
  if (!wanted('unit') || !wanted('e2e')) return -1;
  return phasesOf(only, 'checks').findIndex((phase) => phase.includes('unit'));
}

/**
 * The phases: steps within one run side by side, a phase starts when the one before has passed.
 * The flows need the build; the Electron smoke test (which starts the real app) runs alone at the
 * end. `only` keeps just the named steps (none named: all).
 * @param {string[]} only
 * @param {'serial' | 'checks' | 'overlap'} mode
 * @returns {string[][]}
 */
export function phasesOf(only, mode) {
  const unknown = only.filter((name) => !STEP_ORDER.includes(name));
  if (unknown.length > 0) throw new Error(`unknown step ${unknown.join(', ')}: the steps are ${STEP_ORDER.join(', ')}`);
  const wanted = (name) => only.length === 0 || only.includes(name);
  const groups = {
    serial: STEP_ORDER.map((name) => [name]),
    checks: [['typecheck', 'lint', 'build'], ['unit'], ['e2e'], ['electron']],
    overlap: [['typecheck', 'lint', 'build'], ['unit', 'e2e'], ['electron']],
  }[mode];
  return groups.map((group) => group.filter(wanted)).filter((group) => group.length > 0);
}

/** 7.4 → "7 s", 95 → "1 min 35 s". */
export function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** A memory-backed folder needs this much room (its own limit and the machine's free memory) to hold the tests' files. */
export const TEMP_MIN_FREE_BYTES = 4 * 1024 ** 3;

/**
 * Where the tests (Vitest and the flows) keep their temporary files: a fresh folder under `shm`
 * (Linux's /dev/shm, a tmpfs in memory) when it can hold them, else the system's own (null). The
 * tests' SQLite databases commit with fsync; on a disk each fsync waits for the device (measured on
 * this machine: 332 fsyncs of test/sync/core.test.ts waited 0.83 s on the disk, 0.004 s in /dev/shm),
 * in memory it returns at once. A process killed by a test keeps what it wrote either way (the page
 * cache survives a SIGKILL; only a power cut would differ, which no test simulates).
 * QUIRE_TEST_TMPDIR=0 keeps the system's folder; QUIRE_TEST_TMPDIR=<dir> uses <dir>.
 * @param {{ QUIRE_TEST_TMPDIR?: string }} env
 * @param {{ platform: string, shm: string, isTmpfs: boolean, writable: boolean, freeBytes: number, freeMemory: number }} machine
 * @returns {{ base: string | null, why: string }}
 */
export function chooseTempBase(env, machine) {
  const asked = env.QUIRE_TEST_TMPDIR;
  if (asked === '0') return { base: null, why: 'QUIRE_TEST_TMPDIR=0: temporary files in the system folder' };
  if (asked) return { base: asked, why: `QUIRE_TEST_TMPDIR: temporary files in ${asked}` };
  const gb = (bytes) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (machine.platform !== 'linux' || !machine.isTmpfs) return { base: null, why: `temporary files in the system folder (no memory-backed ${machine.shm})` };
  if (!machine.writable) return { base: null, why: `temporary files in the system folder (${machine.shm} is not writable)` };
  const room = Math.min(machine.freeBytes, machine.freeMemory);
  if (room < TEMP_MIN_FREE_BYTES) return { base: null, why: `temporary files in the system folder (${machine.shm} has room for ${gb(room)}, under ${gb(TEMP_MIN_FREE_BYTES)})` };
  return { base: machine.shm, why: `temporary files in memory (${machine.shm}, ${gb(room)} free): the tests' database commits do not wait for the disk` };
}
