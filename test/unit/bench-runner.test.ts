// npm run bench interrupted (Ctrl-C): the benchmark running then, and the processes it started in
// process groups of their own (a service, browser mode), stop, and its scratch folder goes. Real
// processes: a runner (bench/runner.ts, as bench/run.ts uses it) runs a stand-in benchmark that starts
// a long-lived child with bench/lib.ts's spawnGroup and a scratchDir, then waits; the test interrupts
// the runner as a terminal would (SIGINT to the runner's own group, which the benchmark is not in).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'quire-bench-runner-'));
const leftovers: number[] = [];
afterAll(() => {
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
  rmSync(work, { recursive: true, force: true });
});

/** Whether the process runs (a zombie waiting for its reaper counts as stopped). */
function running(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (existsSync('/proc/self/stat')) {
    if (!existsSync(stat)) return false;
    try {
      return !/^\d+ \(.*\) Z/.test(readFileSync(stat, 'utf8'));
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('bench runner', () => {
  it('stops an interrupted benchmark, the process groups it started and its scratch folder', { timeout: 60_000 }, async () => {
    const lib = pathToFileURL(join(ROOT, 'bench', 'lib.ts')).href;
    const runner = pathToFileURL(join(ROOT, 'bench', 'runner.ts')).href;
    const standIn = join(work, 'stand-in.bench.mts');
    writeFileSync(
      standIn,
      [
        `const { scratchDir, spawnGroup } = await import(${JSON.stringify(lib)});`,
        "const dir = scratchDir('quire-bench-runner-scratch-');",
        "const child = spawnGroup(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });",
        "console.log('started ' + JSON.stringify({ child: child.pid, dir }));",
        'setInterval(() => {}, 1000);',
      ].join('\n'),
    );
    const harness = join(work, 'harness.mts');
    writeFileSync(
      harness,
      [
        `const { runInOwnGroup } = await import(${JSON.stringify(runner)});`,
        `const result = await runInOwnGroup(${JSON.stringify(standIn)}, { execArgv: ['--import', 'tsx'], graceMs: 20_000 });`,
        "console.log('result ' + JSON.stringify(result));",
      ].join('\n'),
    );
    const run = spawn(process.execPath, ['--import', 'tsx', harness], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolveExit) => run.once('exit', (code) => resolveExit(code)));
    const started = await new Promise<{ child: number; dir: string }>((resolveStarted, reject) => {
      run.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = /started (\{.*\})/.exec(output);
        if (line) resolveStarted(JSON.parse(line[1] ?? '{}') as { child: number; dir: string });
      });
      void exited.then(() => reject(new Error(`the runner ended before the benchmark started:\n${output}`)));
    });
    leftovers.push(started.child);
    expect(running(started.child)).toBe(true);
    expect(existsSync(started.dir)).toBe(true);

    const runnerGroup = run.pid;
    if (runnerGroup === undefined) throw new Error('the runner has no process id'); // never signal group 0 (our own)
    process.kill(-runnerGroup, 'SIGINT'); // Ctrl-C reaches the runner's group only
    expect(await exited).toBe(0);
    expect(JSON.parse(/result (\{.*\})/.exec(output)?.[1] ?? 'null')).toEqual({ status: 130, interrupted: true });
    // the benchmark stopped its child's group before it exited (its own SIGTERM handler, bench/lib.ts)
    await expect.poll(() => running(started.child), { timeout: 10_000 }).toBe(false);
    expect(existsSync(started.dir)).toBe(false);
  });
});
