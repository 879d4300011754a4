// npm test's plan (scripts/test.mjs): which steps run side by side. Pure, table-tested in
// test/unit/test-plan.test.ts.

/** Every step, in the order a serial run takes them. */
export const STEP_ORDER = ['typecheck', 'lint', 'unit', 'build', 'e2e', 'electron'];

/**
 * The phases: steps within one run side by side, a phase starts when the one before has passed.
 * Static checks and the build share the first (each is one process on one core); Vitest and the
 * Playwright flows share the second (both mostly wait, and the flows need the build); the Electron
 * smoke test (which starts the real app) runs alone at the end. `only` keeps just the named steps
 * (none named: all); `serial` gives every step a phase of its own, in STEP_ORDER.
 * @param {string[]} only
 * @param {boolean} serial
 * @returns {string[][]}
 */
export function phasesOf(only, serial) {
  const unknown = only.filter((name) => !STEP_ORDER.includes(name));
  if (unknown.length > 0) throw new Error(`unknown step ${unknown.join(', ')}: the steps are ${STEP_ORDER.join(', ')}`);
  const wanted = (name) => only.length === 0 || only.includes(name);
  const groups = serial ? STEP_ORDER.map((name) => [name]) : [['typecheck', 'lint', 'build'], ['unit', 'e2e'], ['electron']];
  return groups.map((group) => group.filter(wanted)).filter((group) => group.length > 0);
}

/** 7.4 → "7 s", 95 → "1 min 35 s". */
export function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
