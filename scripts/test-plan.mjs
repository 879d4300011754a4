// npm test's plan (scripts/test.mjs): which steps run side by side. Pure, table-tested in
// test/unit/test-plan.test.ts.

/** Every step, in the order a serial run takes them. */
export const STEP_ORDER = ['typecheck', 'lint', 'unit', 'build', 'e2e', 'electron'];

/**
 * How the steps share the machine: 'serial' (each alone, in STEP_ORDER), 'checks' (the static
 * checks and the build side by side, each one process on one core; the rest one after another) or
 * 'overlap' (also Vitest beside the Playwright flows: both mostly wait on HTTP, child processes and
 * files, so together they fill an idle 2-core machine, but on a machine already busy they only
 * slow each other down and their waits get tight).
 * QUIRE_TEST_SERIAL=1 forces 'serial', QUIRE_TEST_OVERLAP=1 or 0 forces overlap on or off;
 * otherwise the tests overlap when the machine is idle: a 1-minute load average under half its cores.
 * @param {{ QUIRE_TEST_SERIAL?: string, QUIRE_TEST_OVERLAP?: string }} env
 * @param {number} load1 the 1-minute load average
 * @param {number} cores
 * @returns {{ mode: 'serial' | 'checks' | 'overlap', why: string }}
 */
export function chooseMode(env, load1, cores) {
  if (env.QUIRE_TEST_SERIAL === '1') return { mode: 'serial', why: 'QUIRE_TEST_SERIAL=1' };
  if (env.QUIRE_TEST_OVERLAP === '1') return { mode: 'overlap', why: 'QUIRE_TEST_OVERLAP=1' };
  if (env.QUIRE_TEST_OVERLAP === '0') return { mode: 'checks', why: 'QUIRE_TEST_OVERLAP=0' };
  const load = `load average ${load1.toFixed(1)} on ${cores} cores`;
  return load1 < cores / 2 ? { mode: 'overlap', why: `the machine is idle (${load})` } : { mode: 'checks', why: `the machine is busy (${load}): Vitest and the flows run one after the other` };
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
