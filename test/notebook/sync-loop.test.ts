// Notebook sync end to end: two and three "machines" (separate data folders, real SQLite files)
// syncing through a real folder and a real WebDAV server (rclone serve webdav on loopback), with
// concurrent offline edits, a late joiner, compaction, a wrong passphrase, a tampered file, a
// writer SIGKILLed mid-write and the target disappearing at every step of a pass. Each ends with the
// same invariant: every note typed anywhere is on every machine, nothing duplicated, integrity ok.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { Notebook } from '../../src/main/notebook/store';
import { FolderTarget } from '../../src/main/notebook/sync/targets/folder';
import { WebdavTarget } from '../../src/main/notebook/sync/targets/webdav';
import type { SyncTarget } from '../../src/main/notebook/sync/targets/target';
import { filesToApply, parseSequence, sequenceName, shouldCompact, syncOnce, type SyncPassOptions } from '../../src/main/notebook/sync/syncer';
import { QuireError } from '../../src/shared/errors';
import { findRclone, makeFolder, startDav, type DavServer } from './webdav-server';

const PASS = 'kelp forests at dusk';
const open: Notebook[] = [];
afterEach(() => {
  while (open.length > 0) open.pop()?.close();
});

function machine(dataDir = mkdtempSync(join(tmpdir(), 'quire-machine-'))): { dataDir: string; notebook: Notebook } {
  const notebook = Notebook.open(join(dataDir, 'notebook.db'));
  open.push(notebook);
  return { dataDir, notebook };
}

function pass(notebook: Notebook, target: SyncTarget, extra: Partial<SyncPassOptions> = {}) {
  return syncOnce({ target, passphrase: PASS, notebookKey: 'local', notebook, ...extra });
}

function view(notebook: Notebook) {
  return notebook.entryKeys().map(({ targetType, targetId }) => ({ targetType, targetId, ...notebook.entryView(targetType, targetId) }));
}

/** Every machine holds the same notebook, each typed phrase once, and SQLite says the file is sound. */
function expectConverged(notebooks: Notebook[], phrases: Array<{ id: string; words: string[] }>): void {
  const first = notebooks[0];
  if (!first) throw new Error('no machines');
  for (const notebook of notebooks) {
    expect(view(notebook)).toEqual(view(first));
    for (const { id, words } of phrases) {
      const body = notebook.getNote('job', id).body;
      for (const word of words) expect(body.split(word).length - 1, `${word} once in ${id}`).toBe(1);
    }
    expect(notebook.db.pragma('integrity_check', { simple: true })).toBe('ok');
  }
}

function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else out.push(relative(root, join(dir, entry.name)));
    }
  };
  walk(root);
  return out.sort();
}

describe('sync decisions (pure)', () => {
  it('reads only new sequence files in order, and compacts at the threshold', () => {
    const entry = (name: string, isDir = false) => ({ name, isDir, modified: null });
    expect(filesToApply([entry(sequenceName(3)), entry(sequenceName(1)), entry('.tmp-1-ab'), entry('0000000002', true), entry('notes.txt'), entry(sequenceName(2))], 1)).toEqual([2, 3]);
    expect(filesToApply([], 0)).toEqual([]);
    expect(parseSequence('0000000042')).toBe(42);
    expect(parseSequence('42')).toBeNull();
    expect(parseSequence('.tmp-0000000042')).toBeNull();
    expect([shouldCompact(0, 50), shouldCompact(49, 50), shouldCompact(50, 50), shouldCompact(99, 0)]).toEqual([false, false, true, false]);
  });
});

function scenarios(makeTarget: () => Promise<{ target: () => SyncTarget; root: string }>) {
  it('concurrent offline edits of the same note and tags converge on both machines, in either order', async () => {
    for (const order of ['ab', 'ba'] as const) {
      const { target } = await makeTarget();
      const a = machine().notebook;
      const b = machine().notebook;
      a.saveNote('job', 'j1', 'The otters eat urchins.');
      a.setTags('job', 'j1', ['kelp', 'otters']);
      await pass(a, target());
      await pass(b, target());
      expect(b.getNote('job', 'j1').body).toBe('The otters eat urchins.');
      // Both offline: the same note and the same tags edited on each side.
      a.saveNote('job', 'j1', 'The sea otters eat urchins.');
      a.setTags('job', 'j1', ['kelp']);
      a.saveNote('job', 'j2', 'only on a');
      b.saveNote('job', 'j1', 'The otters eat urchins. Kelp recovers.');
      b.setTags('job', 'j1', ['kelp', 'otters', 'urchins']);
      b.setStar('job', 'j3', true);
      const [first, second] = order === 'ab' ? [a, b] : [b, a];
      await pass(first, target());
      await pass(second, target());
      await pass(first, target());
      expect(a.getNote('job', 'j1').body).toBe('The sea otters eat urchins. Kelp recovers.');
      expect(a.tagsFor('job', 'j1')).toEqual(['kelp', 'urchins']);
      expect(a.isStarred('job', 'j3')).toBe(true);
      expect(b.getNote('job', 'j2').body).toBe('only on a');
      expectConverged([a, b], [{ id: 'j1', words: ['sea', 'recovers'] }, { id: 'j2', words: ['only on a'] }]);
      expect(a.pendingCount()).toBe(0);
      expect(b.pendingCount()).toBe(0);
      expect((await pass(a, target())).machines).toHaveLength(1);
    }
  });

  it('a third machine joining later gets everything, also after compaction', async () => {
    const { target, root } = await makeTarget();
    const a = machine().notebook;
    const b = machine().notebook;
    for (let round = 0; round < 4; round += 1) {
      a.saveNote('job', `a${round}`, `from a, round ${round}`);
      b.saveNote('job', `b${round}`, `from b, round ${round}`);
      a.saveNote('job', 'shared', `${a.getNote('job', 'shared').body} a${round}`.trim());
      await pass(a, target(), { compactAfter: 3 });
      await pass(b, target(), { compactAfter: 3 });
    }
    expect((await pass(a, target(), { compactAfter: 3 })).compacted || a.writtenFileCount() < 3).toBe(true);
    const c = machine().notebook;
    await pass(c, target());
    await pass(a, target());
    await pass(b, target());
    const phrases = [0, 1, 2, 3].flatMap((round) => [
      { id: `a${round}`, words: [`from a, round ${round}`] },
      { id: `b${round}`, words: [`from b, round ${round}`] },
    ]);
    expectConverged([a, b, c], [...phrases, { id: 'shared', words: ['a0', 'a1', 'a2', 'a3'] }]);
    // Compaction kept each machine's folder small (a snapshot plus what came after it).
    if (root) {
      const perDevice = new Map<string, number>();
      for (const file of filesUnder(root)) {
        const parts = file.split('/');
        if (parts.length === 3) perDevice.set(parts[1] ?? '', (perDevice.get(parts[1] ?? '') ?? 0) + 1);
      }
      expect(perDevice.size).toBe(2); // c had nothing of its own to write
      for (const count of perDevice.values()) expect(count).toBeLessThan(4);
    }
  });

  it('a wrong passphrase is a clear error that reads and writes nothing', async () => {
    const { target, root } = await makeTarget();
    const a = machine().notebook;
    a.saveNote('job', 'j', 'secret thoughts');
    await pass(a, target());
    const b = machine().notebook;
    b.saveNote('job', 'k', 'b has words too');
    const before = root ? filesUnder(root).map((file) => [file, readFileSync(join(root, file)).toString('base64')]) : [];
    const error = await pass(b, target(), { passphrase: 'kelp forests at dawn' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QuireError);
    expect((error as QuireError).message).toMatch(/Wrong passphrase/);
    expect((error as QuireError).details?.reason).toBe('wrong-passphrase');
    if (root) expect(filesUnder(root).map((file) => [file, readFileSync(join(root, file)).toString('base64')])).toEqual(before);
    expect(b.getNote('job', 'j').body).toBe('');
    expect(b.pendingCount()).toBe(1);
    await pass(b, target()); // the right one still works
    expect(b.getNote('job', 'j').body).toBe('secret thoughts');
  });
}

describe('folder target', () => {
  scenarios(async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-synced-folder-'));
    return { target: () => new FolderTarget(root), root };
  });

  it('file names reveal no content: no profile, machine or note words under the target', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-synced-names-'));
    const a = machine().notebook;
    a.saveNote('job', 'otter-job-id', 'urchin barrens persist');
    a.setTags('job', 'otter-job-id', ['kelp-tag']);
    await syncOnce({ target: new FolderTarget(root), passphrase: PASS, notebookKey: 'https://research.example.org', notebook: a });
    const files = filesUnder(root);
    expect(files.length).toBe(2);
    const everything = files.join('\n') + files.map((file) => readFileSync(join(root, file)).toString('latin1')).join('\n');
    for (const word of ['otter', 'urchin', 'kelp', 'research.example', a.deviceId()]) expect(everything).not.toContain(word);
  });

  it('a tampered or truncated file is reported and never applied; the rest still syncs', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-synced-tamper-'));
    const a = machine().notebook;
    const b = machine().notebook;
    a.saveNote('job', 'j', 'first words');
    await pass(a, new FolderTarget(root));
    a.saveNote('job', 'j', 'first words, then more');
    await pass(a, new FolderTarget(root));
    const aFiles = filesUnder(root).filter((file) => file.split('/').length === 3).sort();
    const second = aFiles[1];
    if (!second) throw new Error('expected two files from a');
    const bytes = readFileSync(join(root, second));
    bytes[bytes.length - 5] = (bytes[bytes.length - 5] ?? 0) ^ 0xff;
    writeFileSync(join(root, second), bytes);
    const report = await pass(b, new FolderTarget(root));
    expect(report.rejected).toHaveLength(1);
    expect(report.rejected[0]?.message).toMatch(/failed its authentication check/);
    expect(b.getNote('job', 'j').body).toBe('first words'); // the good file applied, the bad one not
    // Truncated: same outcome, and reported again on every pass until it is fixed.
    writeFileSync(join(root, second), bytes.subarray(0, 20));
    expect((await pass(b, new FolderTarget(root))).rejected).toHaveLength(1);
    expect(b.getNote('job', 'j').body).toBe('first words');
    expect(b.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('the target disappearing at any step of a pass queues changes locally and loses nothing', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-synced-flaky-'));
    const a = machine().notebook;
    const b = machine().notebook;
    a.saveNote('job', 'base', 'shared start');
    await pass(a, new FolderTarget(root));
    await pass(b, new FolderTarget(root));
    let step = 0;
    for (let failAt = 1; failAt <= 12; failAt += 1) {
      a.saveNote('job', `a${failAt}`, `a typed ${failAt}`);
      b.saveNote('job', `b${failAt}`, `b typed ${failAt}`);
      for (const notebook of [a, b]) {
        step = 0;
        const flaky = new FailingTarget(new FolderTarget(root), () => (step += 1) === failAt);
        const error = await pass(notebook, flaky, { compactAfter: 4 }).catch((caught: unknown) => caught);
        if (error !== undefined && !(error instanceof QuireError && error.details?.reason === 'unreachable')) throw error;
      }
    }
    for (let i = 0; i < 2; i += 1) for (const notebook of [a, b]) await pass(notebook, new FolderTarget(root), { compactAfter: 4 });
    const phrases = Array.from({ length: 12 }, (_, index) => [
      { id: `a${index + 1}`, words: [`a typed ${index + 1}`] },
      { id: `b${index + 1}`, words: [`b typed ${index + 1}`] },
    ]).flat();
    expectConverged([a, b], phrases);
    expect(a.pendingCount() + b.pendingCount()).toBe(0);
    const c = machine().notebook;
    await pass(c, new FolderTarget(root));
    expectConverged([a, b, c], phrases);
  });

  it('a machine SIGKILLed while writing leaves only a temporary file that others ignore and it cleans up', async () => {
    const root = mkdtempSync(join(tmpdir(), 'quire-synced-kill-'));
    const { dataDir, notebook: a } = machine();
    const b = machine().notebook;
    a.saveNote('job', 'j', 'before the crash');
    await pass(a, new FolderTarget(root));
    a.saveNote('job', 'j', 'before the crash, and typed after');
    a.close();
    // A child process opens the same notebook and is killed after its temporary file is written,
    // before the rename that would publish it.
    const script = `
      import { writeFileSync, mkdirSync } from 'node:fs';
      import { join } from 'node:path';
      import { Notebook } from ${JSON.stringify(resolve('src/main/notebook/store.ts'))};
      import { FolderTarget } from ${JSON.stringify(resolve('src/main/notebook/sync/targets/folder.ts'))};
      import { tempName } from ${JSON.stringify(resolve('src/main/notebook/sync/targets/target.ts'))};
      import { syncOnce } from ${JSON.stringify(resolve('src/main/notebook/sync/syncer.ts'))};
      class Dying extends FolderTarget {
        async create(path, bytes) {
          if (!path.includes('/')) return super.create(path, bytes);
          const dir = join(${JSON.stringify(root)}, path, '..');
          mkdirSync(dir, { recursive: true });
          writeFileSync(join(dir, tempName()), bytes.subarray(0, Math.floor(bytes.length / 2)));
          process.kill(process.pid, 'SIGKILL');
          return false;
        }
      }
      const notebook = Notebook.open(${JSON.stringify(join(dataDir, 'notebook.db'))});
      await syncOnce({ target: new Dying(${JSON.stringify(root)}), passphrase: ${JSON.stringify(PASS)}, notebookKey: 'local', notebook });
    `;
    const scriptFile = join(dataDir, 'dying.mts');
    writeFileSync(scriptFile, script);
    const result = spawnSync(process.execPath, ['--import', 'tsx', scriptFile], { encoding: 'utf8' });
    expect(result.signal, result.stderr).toBe('SIGKILL');
    const temps = filesUnder(root).filter((file) => file.split('/').pop()?.startsWith('.tmp-'));
    expect(temps).toHaveLength(1);
    // Another machine ignores the temporary file.
    const other = await pass(b, new FolderTarget(root));
    expect(other.rejected).toEqual([]);
    expect(b.getNote('job', 'j').body).toBe('before the crash');
    // The machine restarts: its change was still queued; the abandoned temporary file goes.
    const again = machine(dataDir).notebook;
    expect(again.pendingCount()).toBe(1);
    const report = await pass(again, new FolderTarget(root));
    expect(report.cleanedTemp).toBe(1);
    expect(filesUnder(root).filter((file) => file.split('/').pop()?.startsWith('.tmp-'))).toEqual([]);
    await pass(b, new FolderTarget(root));
    expectConverged([again, b], [{ id: 'j', words: ['before the crash', 'typed after'] }]);
    expect(statSync(join(dataDir, 'notebook.db')).size).toBeGreaterThan(0);
  });
});

/** A real target whose storage "disappears" (every call fails as unreachable) once `fails()` says so. */
class FailingTarget implements SyncTarget {
  readonly label = 'flaky';
  private gone = false;
  constructor(
    private readonly inner: SyncTarget,
    private readonly fails: () => boolean,
  ) {}
  private check(): void {
    if (this.gone || this.fails()) {
      this.gone = true;
      throw new QuireError('OFFLINE', 'The sync folder cannot be reached (test).', true, { reason: 'unreachable' });
    }
  }
  async probe() {
    this.check();
    return this.inner.probe();
  }
  async read(path: string) {
    this.check();
    return this.inner.read(path);
  }
  async list(dir: string) {
    this.check();
    return this.inner.list(dir);
  }
  async create(path: string, bytes: Uint8Array) {
    this.check();
    const made = await this.inner.create(path, bytes);
    this.check(); // written, but the answer is lost
    return made;
  }
  async remove(path: string) {
    this.check();
    return this.inner.remove(path);
  }
}

const rclone = findRclone();
if ('missing' in rclone) console.warn(`[skip] notebook sync over WebDAV: ${rclone.missing}`);

describe.skipIf('missing' in rclone)('WebDAV target (rclone serve webdav on loopback)', () => {
  let server: DavServer;
  beforeAll(async () => {
    server = await startDav();
  });
  afterAll(async () => {
    await server?.stop();
  });
  let n = 0;
  scenarios(async () => {
    n += 1;
    const folder = `nb${n}`;
    const url = await makeFolder(server, folder);
    return { target: () => new WebdavTarget({ url, user: server.user, password: server.password }), root: join(server.dir, folder) };
  });
});
