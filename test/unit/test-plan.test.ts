// npm test's plan (scripts/test-plan.mjs): how the steps share the machine, which run side by side,
// and the step times' wording.
import { describe, expect, it } from 'vitest';
import { chooseMode, formatSeconds, phasesOf, STEP_ORDER, type TestMode } from '../../scripts/test-plan.mjs';

describe('chooseMode', () => {
  it.each([
    [{}, 0.3, 2, 'overlap'],
    [{}, 0.99, 2, 'overlap'],
    [{}, 1.0, 2, 'checks'],
    [{}, 9.7, 2, 'checks'],
    [{}, 3.5, 8, 'overlap'],
    [{ QUIRE_TEST_SERIAL: '1' }, 0.1, 2, 'serial'],
    [{ QUIRE_TEST_SERIAL: '1', QUIRE_TEST_OVERLAP: '1' }, 0.1, 2, 'serial'],
    [{ QUIRE_TEST_OVERLAP: '1' }, 9.7, 2, 'overlap'],
    [{ QUIRE_TEST_OVERLAP: '0' }, 0.1, 2, 'checks'],
    [{ QUIRE_TEST_SERIAL: '0' }, 0.1, 2, 'overlap'],
  ])('%j, load %d on %i cores → %s', (env, load, cores, mode) => {
    expect(chooseMode(env, load, cores).mode).toBe(mode);
  });

  it('says why, with the load it saw', () => {
    expect(chooseMode({}, 9.71, 2).why).toBe('the machine is busy (load average 9.7 on 2 cores): Vitest and the flows run one after the other');
    expect(chooseMode({}, 0.2, 2).why).toBe('the machine is idle (load average 0.2 on 2 cores)');
    expect(chooseMode({ QUIRE_TEST_SERIAL: '1' }, 0.2, 2).why).toBe('QUIRE_TEST_SERIAL=1');
  });
});

describe('phasesOf', () => {
  it.each<[string[], TestMode, string[][]]>([
    [[], 'overlap', [['typecheck', 'lint', 'build'], ['unit', 'e2e'], ['electron']]],
    [[], 'checks', [['typecheck', 'lint', 'build'], ['unit'], ['e2e'], ['electron']]],
    [[], 'serial', [['typecheck'], ['lint'], ['unit'], ['build'], ['e2e'], ['electron']]],
    // npm run test:e2e
    [['build', 'e2e'], 'overlap', [['build'], ['e2e']]],
    [['e2e', 'build'], 'serial', [['build'], ['e2e']]],
    [['unit'], 'overlap', [['unit']]],
    [['lint', 'typecheck'], 'checks', [['typecheck', 'lint']]],
  ])('only %j, %s → %j', (only, mode, phases) => {
    expect(phasesOf(only, mode)).toEqual(phases);
  });

  it('runs every step exactly once, the build before the flows and the flows before the Electron smoke test', () => {
    for (const mode of ['overlap', 'checks', 'serial'] as const) {
      const phases = phasesOf([], mode);
      expect(phases.flat().sort()).toEqual([...STEP_ORDER].sort());
      const phaseOf = (name: string) => phases.findIndex((phase) => phase.includes(name));
      expect(phaseOf('build')).toBeLessThan(phaseOf('e2e'));
      expect(phaseOf('e2e')).toBeLessThan(phaseOf('electron'));
      expect(phaseOf('build')).toBeLessThan(phaseOf('electron'));
    }
  });

  it('refuses a step it does not know, naming the steps it does', () => {
    expect(() => phasesOf(['unit', 'e2ee'], 'overlap')).toThrow('unknown step e2ee: the steps are typecheck, lint, unit, build, e2e, electron');
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
