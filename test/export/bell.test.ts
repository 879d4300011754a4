// `quire research --wait` rings the terminal bell (BEL on stderr) when the research ends, so a
// user who switched away hears it; not with --quiet, not into a pipe. Real CLI (runCli + the real
// core) against a real local research service on 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run';
import { shouldRingBell } from '../../src/cli/commands/research';
import { createCore } from '../../src/main/core';
import { startService, type RunningService } from '../../src/service/server';
import { capturedIo } from '../cli/helpers';

let service: RunningService;
const temps: string[] = [];

function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `quire-bell-${name}-`));
  temps.push(dir);
  return dir;
}

beforeAll(async () => {
  service = await startService({ dataDir: tempDir('service'), port: 0, stepDelayMs: 5, testHooks: true });
});

afterAll(async () => {
  await service?.close();
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('shouldRingBell', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('terminal %s, quiet %s → %s', (terminal, quiet, expected) => {
    expect(shouldRingBell({ terminal, quiet })).toBe(expected);
  });
});

describe('quire research --wait and the terminal bell', () => {
  async function research(extra: string[], tty: boolean): Promise<{ code: number; stderr: string; stdout: string }> {
    const io = capturedIo({ ...process.env, NO_COLOR: '1', QUIRE_API_KEY: service.apiKey, QUIRE_DATA_DIR: '' }, { tty });
    const args = ['--data', tempDir('data'), '--base-url', service.url, 'research', 'How do sea otters protect kelp forests?', '--wait', '--loops', '1', ...extra];
    const code = await runCli(args, io, (options) => createCore(options));
    return { code, stderr: io.err(), stdout: io.out() };
  }

  it('rings once at the end on a terminal', async () => {
    const run = await research([], true);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('[1]');
    expect(run.stderr.split('\u0007')).toHaveLength(2);
    expect(run.stderr.endsWith('\u0007')).toBe(true);
  }, 60_000);

  it('stays silent with --quiet and into a pipe', async () => {
    const quiet = await research(['--quiet'], true);
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(quiet.stderr).not.toContain('\u0007');
    const piped = await research([], false);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stderr + piped.stdout).not.toContain('\u0007');
  }, 60_000);
});
