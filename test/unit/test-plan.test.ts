// npm test's plan (scripts/test-plan.mjs): which steps run side by side, and the step times' wording.
import { describe, expect, it } from 'vitest';
import { formatSeconds, phasesOf, STEP_ORDER } from '../../scripts/test-plan.mjs';

describe('phasesOf', () => {
  it.each([
    [[], false, [['typecheck', 'lint', 'build'], ['unit', 'e2e'], ['electron']]],
    [[], true, [['typecheck'], ['lint'], ['unit'], ['build'], ['e2e'], ['electron']]],
    // npm run test:e2e
    [['build', 'e2e'], false, [['build'], ['e2e']]],
    [['e2e', 'build'], true, [['build'], ['e2e']]],
    [['unit'], false, [['unit']]],
    [['lint', 'typecheck'], false, [['typecheck', 'lint']]],
  ])('only %j, serial %s → %j', (only, serial, phases) => {
    expect(phasesOf(only, serial)).toEqual(phases);
  });

  it('runs every step exactly once, the build before the flows and the flows before the Electron smoke test', () => {
    for (const serial of [false, true]) {
      const phases = phasesOf([], serial);
      expect(phases.flat().sort()).toEqual([...STEP_ORDER].sort());
      const phaseOf = (name: string) => phases.findIndex((phase) => phase.includes(name));
      expect(phaseOf('build')).toBeLessThan(phaseOf('e2e'));
      expect(phaseOf('e2e')).toBeLessThan(phaseOf('electron'));
      expect(phaseOf('build')).toBeLessThan(phaseOf('electron'));
    }
  });

  it('refuses a step it does not know, naming the steps it does', () => {
    expect(() => phasesOf(['unit', 'e2ee'], false)).toThrow('unknown step e2ee: the steps are typecheck, lint, unit, build, e2e, electron');
  });
});

describe('formatSeconds', () => {
  it.each([
    [0.2, '0 s'],
    [7.4, '7 s'],
    [59.4, '59 s'],
    [59.6, '1 min 0 s'],
    [95, '1 min 35 s'],
    [421, '7 min 1 s'],
  ])('%d → %s', (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });
});
