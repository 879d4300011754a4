// npm test's plan (scripts/test-plan.mjs): how the steps share the machine, which run side by side,
// and the step times' wording.
import { describe, expect, it } from 'vitest';
import { chooseMode, chooseTempBase, cpuShare, decisionPoint, forcedMode, formatSeconds, othersBusyCores, phasesOf, STEP_ORDER, TEMP_MIN_FREE_BYTES, treeCpuMs, type TempMachine, type TestMode } from '../../scripts/test-plan.mjs';

describe('chooseMode', () => {
  it.each([
    // other processes' CPU use over the sample, in cores
    [{}, 0, 2, 'overlap'],
    [{}, 0.3, 2, 'overlap'],
    [{}, 0.49, 2, 'overlap'],
    [{}, 0.5, 2, 'checks'],
    [{}, 1.9, 2, 'checks'],
    [{}, 1.5, 8, 'overlap'],
    [{}, 2.5, 8, 'checks'],
    [{ QUIRE_TEST_SERIAL: '1' }, 0, 2, 'serial'],
    [{ QUIRE_TEST_SERIAL: '1', QUIRE_TEST_OVERLAP: '1' }, 0, 2, 'serial'],
    [{ QUIRE_TEST_OVERLAP: '1' }, 1.9, 2, 'overlap'],
    [{ QUIRE_TEST_OVERLAP: '0' }, 0, 2, 'checks'],
    [{ QUIRE_TEST_SERIAL: '0' }, 0, 2, 'overlap'],
  ])('%j, others using %d of %i cores → %s', (env, others, cores, mode) => {
    expect(chooseMode(env, others, cores).mode).toBe(mode);
  });

  it('says why, with what it saw', () => {
    expect(chooseMode({}, 1.234, 2).why).toBe('the machine is busy (other processes kept 1.23 of 2 cores busy): Vitest and the flows run one after the other');
    expect(chooseMode({}, 0.04, 2).why).toBe('the machine is otherwise idle (other processes kept 0.04 of 2 cores busy): Vitest and the flows run side by side');
    expect(chooseMode({ QUIRE_TEST_SERIAL: '1' }, 0.2, 2).why).toBe('QUIRE_TEST_SERIAL=1');
  });

  it('is forced by the environment only through the two variables', () => {
    expect(forcedMode({})).toBeNull();
    expect(forcedMode({ QUIRE_TEST_OVERLAP: 'yes' })).toBeNull();
    expect(forcedMode({ QUIRE_TEST_OVERLAP: '0' })).toEqual({ mode: 'checks', why: 'QUIRE_TEST_OVERLAP=0' });
  });
});

const cpu = (busy: number, idle: number) => ({ times: { user: busy * 0.7, nice: 0, sys: busy * 0.3, idle, irq: 0 } });

describe('othersBusyCores', () => {
  it.each([
    // two cores, one-second sample (2,000 ms of CPU time in all): [busy ms per core, our ms] → cores
    ['idle machine', [0, 0], 0, 0],
    ['we used one core ourselves', [1000, 0], 1000, 0],
    ['someone else kept one core busy', [1000, 0], 0, 1],
    ['both cores busy, half a core of it ours', [1000, 1000], 500, 1.5],
    ['a quarter of a core elsewhere', [250, 0], 0, 0.25],
    ["our count ran ahead of the machine's", [100, 0], 200, 0],
  ])('%s', (_name, busy, ownMs, expected) => {
    const before = [cpu(5000, 9000), cpu(6000, 8000)];
    const after = before.map((core, index) => cpu(core.times.user + core.times.sys + busy[index]!, core.times.idle + 1000 - busy[index]!));
    expect(othersBusyCores(before, after, ownMs)).toBeCloseTo(expected, 5);
  });

  it('is 0 when no time passed between the samples', () => {
    const same = [cpu(10, 10)];
    expect(othersBusyCores(same, same, 0)).toBe(0);
    expect(cpuShare(same, same, 50)).toEqual({ ours: 0, others: 0 });
  });

  it("also says how much was ours (the run's own load, printed with each phase)", () => {
    const before = [cpu(0, 0), cpu(0, 0)];
    // 10 s on two cores: 15 s busy in all, 12 s of it ours
    const after = [cpu(8000, 2000), cpu(7000, 3000)];
    const share = cpuShare(before, after, 12_000);
    expect(share.ours).toBeCloseTo(1.2, 5);
    expect(share.others).toBeCloseTo(0.3, 5);
  });
});

describe('treeCpuMs', () => {
  // /proc/<pid>/stat: pid (comm) state ppid … utime (14th field) stime (15th), in clock ticks
  const stat = (pid: number, comm: string, ppid: number, utime: number, stime: number, cutime = 0, cstime = 0) => `${pid} (${comm}) S ${ppid} ${pid} ${pid} 0 -1 4194304 100 0 0 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 1 0 7300081 3133440 413`;
  const stats = [
    stat(1, 'init', 0, 500, 500),
    stat(100, 'node', 1, 30, 10, 40, 5),
    stat(101, 'npm exec (vitest) x', 100, 200, 100),
    stat(102, 'node', 101, 5, 5),
    stat(200, 'other) (user', 1, 9000, 1000),
    stat(201, 'tsc', 200, 70, 30),
  ];
  it.each([
    // 100: itself 40 + the 45 ticks of children it reaped + 101 (300) + 102 (10)
    [100, 395 * 10],
    [102, 10 * 10],
    [200, 10_100 * 10],
    [999, 0],
  ])('the tree under %i used %i ms', (root, ms) => {
    expect(treeCpuMs(root, stats)).toBe(ms);
  });

  it('skips texts that are not a process stat and honours the tick rate', () => {
    expect(treeCpuMs(100, ['', 'garbage', '7 (x) S', stat(100, 'node', 1, 30, 10)], 1000)).toBe(40);
  });
});

describe('decisionPoint', () => {
  it.each<[string[], number]>([
    [[], 1],
    [['unit', 'e2e'], 0],
    [['build', 'unit', 'e2e'], 1],
    [['unit'], -1],
    [['build', 'e2e'], -1],
    [['typecheck', 'lint'], -1],
  ])('only %j → phase %i', (only, index) => {
    expect(decisionPoint(only)).toBe(index);
  });

  it("is where the 'checks' and 'overlap' plans part: the phases before it are the same", () => {
    for (const only of [[], ['unit', 'e2e'], ['build', 'unit', 'e2e'], ['lint', 'unit', 'e2e', 'electron']]) {
      const at = decisionPoint(only);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(phasesOf(only, 'checks').slice(0, at)).toEqual(phasesOf(only, 'overlap').slice(0, at));
      expect(phasesOf(only, 'checks')[at]).toEqual(['unit']);
      expect(phasesOf(only, 'overlap')[at]).toEqual(['unit', 'e2e']);
    }
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

describe('chooseTempBase', () => {
  const GB = 1024 ** 3;
  const roomy: TempMachine = { platform: 'linux', shm: '/dev/shm', isTmpfs: true, writable: true, freeBytes: 20 * GB, freeMemory: 12 * GB };
  it.each([
    ['a writable tmpfs with room', {}, roomy, '/dev/shm'],
    ['not Linux', {}, { ...roomy, platform: 'darwin' }, null],
    ['/dev/shm on a disk, not tmpfs', {}, { ...roomy, isTmpfs: false }, null],
    ['not writable', {}, { ...roomy, writable: false }, null],
    ['the tmpfs nearly full', {}, { ...roomy, freeBytes: 3 * GB }, null],
    ['the machine short of memory', {}, { ...roomy, freeMemory: 2 * GB }, null],
    ['exactly the minimum', {}, { ...roomy, freeBytes: TEMP_MIN_FREE_BYTES, freeMemory: TEMP_MIN_FREE_BYTES }, '/dev/shm'],
    ['switched off', { QUIRE_TEST_TMPDIR: '0' }, roomy, null],
    ['a folder named', { QUIRE_TEST_TMPDIR: '/mnt/fast' }, { ...roomy, isTmpfs: false }, '/mnt/fast'],
  ])('%s', (_case, env, machine, base) => {
    expect(chooseTempBase(env, machine).base).toBe(base);
  });

  it('says where and why', () => {
    expect(chooseTempBase({}, roomy).why).toBe("temporary files in memory (/dev/shm, 12.0 GB free): the tests' database commits do not wait for the disk");
    expect(chooseTempBase({}, { ...roomy, freeMemory: 2 * GB }).why).toBe('temporary files in the system folder (/dev/shm has room for 2.0 GB, under 4.0 GB)');
    expect(chooseTempBase({}, { ...roomy, isTmpfs: false }).why).toBe('temporary files in the system folder (no memory-backed /dev/shm)');
  });
});
