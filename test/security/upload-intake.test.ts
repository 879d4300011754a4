// @vitest-environment node
// Hostile dropped folders against the real intake and a real SQLite mirror: links to private
// folders (`refs -> ~/.ssh`), link loops (`a -> .`, `b -> ..`), FIFOs, very deep and very wide
// trees. Each case checks what the user is told (queued, rejected with a reason) and what was
// queued in the database, so nothing private is uploaded and nothing the user meant is lost.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openMirror } from '../../src/main/db/open';
import { Repo } from '../../src/main/db/repo';
import { budgetReason, intakePaths, LINK_SKIPPED, unreadablePathReason, walkDropped } from '../../src/main/sync/upload-intake';
import type { UploadResult } from '../../src/shared/domain';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function temp(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `quire-sec-${prefix}-`));
  dirs.push(dir);
  return dir;
}

let repo: Repo;
beforeEach(() => {
  repo = new Repo(openMirror(path.join(temp('db'), 'quire.db')).db);
});

/** A fake home with a private ~/.ssh, and a dropped folder holding one real note. */
function world(): { home: string; ssh: string; dropped: string } {
  const home = temp('home');
  const ssh = path.join(home, '.ssh');
  fs.mkdirSync(ssh, { mode: 0o700 });
  fs.writeFileSync(path.join(ssh, 'id_ed25519'), '-----BEGIN OPENSSH PRIVATE KEY-----\nsecret\n');
  fs.writeFileSync(path.join(ssh, 'known_hosts'), 'example.org ssh-ed25519 AAAA\n');
  const dropped = path.join(home, 'paper');
  fs.mkdirSync(dropped);
  fs.writeFileSync(path.join(dropped, 'notes.md'), '# Kelp\nOtters eat urchins.');
  return { home, ssh, dropped };
}

const queuedNames = (r: UploadResult): string[] => r.queued.map((q) => q.fileName).sort();
const storedPaths = (): string[] =>
  repo
    .listFiles(undefined)
    .map((f) => repo.fileRow(f.id)?.path ?? '')
    .sort();

describe('dropped folders never follow links out of themselves', () => {
  it('refs -> ~/.ssh: the private keys are not queued; the link is reported as skipped; the real note is queued', async () => {
    const { ssh, dropped } = world();
    fs.symlinkSync(ssh, path.join(dropped, 'refs'));
    const result = await intakePaths(repo, [dropped], null, false);
    expect(queuedNames(result)).toEqual(['notes.md']);
    expect(result.rejected).toEqual([{ path: path.join(dropped, 'refs'), reason: LINK_SKIPPED }]);
    expect(storedPaths().some((p) => p.includes('.ssh'))).toBe(false);
    expect(storedPaths()).toEqual([path.join(dropped, 'notes.md')]);
  });

  it('a file link to a private key (id -> ~/.ssh/id_ed25519) is skipped, not uploaded', async () => {
    const { ssh, dropped } = world();
    fs.symlinkSync(path.join(ssh, 'id_ed25519'), path.join(dropped, 'id.txt'));
    const result = await intakePaths(repo, [dropped], null, false);
    expect(queuedNames(result)).toEqual(['notes.md']);
    expect(result.rejected.map((r) => r.reason)).toEqual([LINK_SKIPPED]);
    expect(repo.listFiles(undefined).map((f) => f.fileName)).toEqual(['notes.md']);
  });

  it('a link nested deep inside the dropped folder (sub/deeper/keys -> ~/.ssh) is skipped too', async () => {
    const { ssh, dropped } = world();
    fs.mkdirSync(path.join(dropped, 'sub', 'deeper'), { recursive: true });
    fs.writeFileSync(path.join(dropped, 'sub', 'deeper', 'data.csv'), 'a,b\n1,2\n');
    fs.symlinkSync(ssh, path.join(dropped, 'sub', 'deeper', 'keys'));
    const result = await intakePaths(repo, [dropped], null, false);
    expect(queuedNames(result)).toEqual(['data.csv', 'notes.md']);
    expect(result.rejected).toEqual([{ path: path.join(dropped, 'sub', 'deeper', 'keys'), reason: LINK_SKIPPED }]);
  });

  it('a -> . loop: the walk ends, the note is queued once, the loop link is reported', async () => {
    const { dropped } = world();
    fs.symlinkSync('.', path.join(dropped, 'a'));
    const result = await intakePaths(repo, [dropped], null, false);
    expect(queuedNames(result)).toEqual(['notes.md']);
    expect(result.rejected.map((r) => r.path)).toEqual([path.join(dropped, 'a')]);
    expect(repo.listFiles(undefined)).toHaveLength(1);
  });

  it('b -> .. (a link to the parent, which holds ~/.ssh): nothing outside the folder is queued', async () => {
    const { dropped } = world();
    fs.symlinkSync('..', path.join(dropped, 'b'));
    const result = await intakePaths(repo, [dropped], null, false);
    expect(queuedNames(result)).toEqual(['notes.md']);
    expect(result.rejected.map((r) => r.reason)).toEqual([LINK_SKIPPED]);
  });

  it('two links pointing at each other (x -> y, y -> x) are skipped without an error', async () => {
    const { dropped } = world();
    fs.symlinkSync(path.join(dropped, 'y'), path.join(dropped, 'x'));
    fs.symlinkSync(path.join(dropped, 'x'), path.join(dropped, 'y'));
    const result = await intakePaths(repo, [dropped], null, false);
    expect(queuedNames(result)).toEqual(['notes.md']);
    expect(result.rejected.map((r) => path.basename(r.path)).sort()).toEqual(['x', 'y']);
  });

  it('a dangling link is skipped (reported), the rest is queued', async () => {
    const { dropped } = world();
    fs.symlinkSync(path.join(dropped, 'gone.pdf'), path.join(dropped, 'dangling.pdf'));
    const result = await intakePaths(repo, [dropped], null, false);
    expect(queuedNames(result)).toEqual(['notes.md']);
    expect(result.rejected).toEqual([{ path: path.join(dropped, 'dangling.pdf'), reason: LINK_SKIPPED }]);
  });

  it('a link the user dropped on purpose is resolved once and queued under the name they dropped', async () => {
    const { home, dropped } = world();
    const shortcut = path.join(home, 'shortcut.md');
    fs.symlinkSync(path.join(dropped, 'notes.md'), shortcut);
    const result = await intakePaths(repo, [shortcut], null, false);
    expect(queuedNames(result)).toEqual(['shortcut.md']);
    expect(storedPaths()).toEqual([path.join(fs.realpathSync(dropped), 'notes.md')]);
  });

  it('a dropped folder that is itself a link to a folder is walked, and links inside it are still skipped', async () => {
    const { home, ssh, dropped } = world();
    fs.symlinkSync(ssh, path.join(dropped, 'refs'));
    const alias = path.join(home, 'alias');
    fs.symlinkSync(dropped, alias);
    const result = await intakePaths(repo, [alias], null, false);
    expect(queuedNames(result)).toEqual(['notes.md']);
    expect(result.rejected.map((r) => r.reason)).toEqual([LINK_SKIPPED]);
  });

  it('a FIFO in the folder is refused as not a regular file (reading it would hang)', async () => {
    const { dropped } = world();
    execFileSync('mkfifo', [path.join(dropped, 'pipe.txt')]);
    const result = await intakePaths(repo, [dropped], null, false);
    expect(queuedNames(result)).toEqual(['notes.md']);
    expect(result.rejected).toEqual([{ path: path.join(dropped, 'pipe.txt'), reason: 'Not a regular file.' }]);
  });

  it('a path that does not exist is reported and the other dropped paths are still queued', async () => {
    const { home, dropped } = world();
    const result = await intakePaths(repo, [path.join(home, 'nope'), dropped], null, false);
    expect(queuedNames(result)).toEqual(['notes.md']);
    expect(result.rejected).toEqual([{ path: path.join(home, 'nope'), reason: 'The file or folder does not exist.' }]);
  });

  it('a dropped link whose target is gone names that target (it did not "no longer exist")', async () => {
    const { home, dropped } = world();
    const link = path.join(home, 'dangling.md');
    fs.symlinkSync(path.join(home, 'moved-away.md'), link);
    const result = await intakePaths(repo, [link, dropped], null, false);
    expect(queuedNames(result)).toEqual(['notes.md']);
    expect(result.rejected).toEqual([{ path: link, reason: `It is a link to ${path.join(home, 'moved-away.md')}, which does not exist.` }]);
  });
});

describe('dropped folders are walked asynchronously within a budget', () => {
  it('a folder wider than the entry budget stops the walk with a clear reason and queues nothing', async () => {
    const { dropped } = world();
    for (let i = 0; i < 60; i++) fs.writeFileSync(path.join(dropped, `f${i}.txt`), `file ${i}`);
    const rejected: UploadResult['rejected'] = [];
    const outcome = await walkDropped([dropped], rejected, 50);
    expect(outcome.budgetExceeded).toBe(true);
    expect(outcome.found.length).toBeLessThanOrEqual(50);
    // the intake says so and queues nothing
    const result = await intakePaths(repo, [dropped], null, true, 50);
    expect(result.queued).toEqual([]);
    expect(result.rejected).toEqual([{ path: dropped, reason: budgetReason(50) }]);
    expect(budgetReason(50)).toMatch(/more than 50 entries.*queued nothing/);
    expect(repo.listFiles(undefined)).toHaveLength(0);
  });

  it('links count against the budget too (a folder of 100 links to itself ends)', async () => {
    const { dropped } = world();
    for (let i = 0; i < 100; i++) fs.symlinkSync('.', path.join(dropped, `loop${i}`));
    const rejected: UploadResult['rejected'] = [];
    const outcome = await walkDropped([dropped], rejected, 1_000);
    expect(outcome.budgetExceeded).toBe(false);
    expect(outcome.found.map((c) => c.fileName)).toEqual(['notes.md']);
    expect(rejected).toHaveLength(100);
  });

  it('a tree deeper than 32 folders is walked only to depth 32 (the walk ends)', async () => {
    const { dropped } = world();
    let dir = dropped;
    for (let i = 0; i < 40; i++) {
      dir = path.join(dir, `d${i}`);
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, `level${i}.txt`), `level ${i}`);
    }
    const outcome = await walkDropped([dropped], []);
    const levels = outcome.found.filter((c) => c.fileName.startsWith('level'));
    expect(levels).toHaveLength(32);
  });

  it('the main process keeps turning while a folder is walked (the walk yields to the event loop)', async () => {
    const { dropped } = world();
    for (let i = 0; i < 200; i++) fs.writeFileSync(path.join(dropped, `n${i}.txt`), `n ${i}`);
    let turned = false;
    setImmediate(() => (turned = true));
    const walking = walkDropped([dropped], []);
    const turnedBeforeDone = await walking.then(() => turned);
    expect(turnedBeforeDone).toBe(true);
  });
});

describe('unreadablePathReason', () => {
  it.each<[string | undefined, string | null, string]>([
    ['ENOENT', '/home/ana/moved.md', 'It is a link to /home/ana/moved.md, which does not exist.'],
    ['ENOENT', null, 'The file or folder does not exist.'],
    ['EACCES', null, 'Quire is not allowed to read it.'],
    ['EPERM', null, 'Quire is not allowed to read it.'],
    [undefined, null, 'The file or folder does not exist.'],
  ])('%s, link %s → %s', (code, link, expected) => {
    expect(unreadablePathReason(code, link)).toBe(expected);
  });
});
