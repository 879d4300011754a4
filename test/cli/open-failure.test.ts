// What `quire` says when its data folder cannot be opened: a folder it cannot write is named as such, with what
// to do. Pure table, then the real CLI on a data folder whose files cannot be written.
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openFailureMessage } from '../../src/cli/session';
import { runQuire, runQuireProcess } from './helpers';

describe('openFailureMessage', () => {
  const WRITE = /^Quire cannot write to its data folder \/data \(.*\)\. It writes there even to read .* point --data or \$QUIRE_DATA_DIR at a folder you can write, such as a copy of this one\.$/;
  it.each<[string, string, RegExp]>([
    ['a read-only mount (SQLite)', 'attempt to write a readonly database', WRITE],
    ['a read-only file system', "EROFS: read-only file system, open '/data/profiles.json'", WRITE],
    ['no permission', "EACCES: permission denied, mkdir '/data'", WRITE],
    ['anything else is said as it is', 'file is not a database', /^Could not open Quire's data in \/data: file is not a database$/],
  ])('%s', (_name, detail, expected) => {
    expect(openFailureMessage('/data', detail)).toMatch(expected);
  });
});

describe('quire on a data folder it cannot write', () => {
  const temps: string[] = [];
  afterAll(() => {
    for (const dir of temps) {
      chmodSync(dir, 0o700);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // root writes through any mode bits (and a read-only mount needs privileges a test does not have): run as root, the
  // CLI runs as the unprivileged user "nobody" (65534), whom the folder's mode bars
  const root = process.getuid?.() === 0;
  // (as "nobody", the CLI must reach this checkout: every folder above it searchable by others)
  const reachable = (dir: string): boolean => dir === dirname(dir) || ((statSync(dir).mode & 0o001) !== 0 && reachable(dirname(dir)));
  // (and a temporary folder it may write, for tsx's cache: the test runner's own TMPDIR is root's alone)
  const sharedTmp = ['/tmp', '/var/tmp'].find((dir) => existsSync(dir) && (statSync(dir).mode & 0o003) === 0o003);
  const runnable = !root || (reachable(process.cwd()) && sharedTmp !== undefined);
  if (!runnable) console.log(`[skip] open-failure: run as root in ${process.cwd()}, where the unprivileged user "nobody" cannot reach the checkout or write a temporary folder; the CLI's message on an unwritable folder is checked by the table above only`);
  it.runIf(runnable)('names the folder it cannot write and what to do (exit 1, nothing on stdout)', async () => {
    const parent = mkdtempSync(join(root ? (sharedTmp ?? tmpdir()) : tmpdir(), 'quire-readonly-'));
    temps.push(parent);
    chmodSync(parent, root ? 0o555 : 0o500);
    const result = root ? await runQuireProcess(['--data', join(parent, 'data'), 'jobs'], { as: { uid: 65534, gid: 65534 }, env: { TMPDIR: sharedTmp ?? tmpdir() } }) : await runQuire(['--data', join(parent, 'data'), 'jobs']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/Quire cannot write to its data folder .*data \(EACCES: permission denied.*\)\. .*point --data/);
  });
});
