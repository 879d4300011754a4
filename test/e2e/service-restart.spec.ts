// Browser mode on its embedded local research service (no --service-url): when that service process
// dies (killed here with SIGKILL, as the OS would for memory), Quire starts it again and the window
// says so; the library is still there afterwards. Runs the built bundles (serve.js forks service.js).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtEntry, expect, test } from './fixtures';

/** Children of `parent` whose environment names `needle` (the embedded service started for this data folder). */
function childrenNaming(parent: number, needle: string): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there are none
  }
  return out
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => {
      if (!(pid > 0)) return false;
      try {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').includes(needle);
      } catch {
        return false;
      }
    });
}

let quire: ChildProcess | null = null;
let dataDir = '';
let log = '';
test.afterEach(async () => {
  if (quire && quire.exitCode === null) {
    const exited = new Promise((resolve) => quire?.once('exit', resolve));
    quire.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the embedded service is killed: the window says it is restarting, then running again', async ({ page, shot }) => {
  test.skip(process.platform !== 'linux', 'finds the embedded service through /proc (Linux only)');
  dataDir = mkdtempSync(join(tmpdir(), 'quire-e2e-restart-'));
  const serve = spawn(process.execPath, [builtEntry('serve'), '--data', dataDir, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  quire = serve;
  serve.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  serve.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await expect.poll(() => /Quire is running at (\S+)/.exec(log)?.[1] ?? '', { timeout: 60_000 }).not.toBe('');
  const url = /Quire is running at (\S+)/.exec(log)?.[1] ?? '';
  await page.goto(url);
  // The core answers only once the embedded service is up: kill the running one, not one still starting.
  await expect(page.getByRole('combobox', { name: 'Profile' })).toContainText('Local library', { timeout: 60_000 });

  const serviceDir = join(dataDir, 'local-service');
  await expect.poll(() => childrenNaming(serve.pid ?? 0, serviceDir).length, { timeout: 60_000 }).toBe(1);
  const [pid] = childrenNaming(serve.pid ?? 0, serviceDir);
  expect(pid).toBeGreaterThan(0);
  process.kill(pid as number, 'SIGKILL');

  await expect(page.getByRole('status').filter({ hasText: 'The local research service is running again.' })).toBeVisible({ timeout: 60_000 });
  await shot(page, 'service-restarted');
  // the window was told first that it stopped (the same words are in the log), and a new process runs
  expect(log).toContain('The local research service stopped unexpectedly (killed); restarting it.');
  const [again] = childrenNaming(serve.pid ?? 0, serviceDir);
  expect(again).toBeGreaterThan(0);
  expect(again).not.toBe(pid);
});
