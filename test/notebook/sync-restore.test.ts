// Restoring a backup restores the notebook's CRDT state (`entries`), not only its visible tables, and
// the restore survives notebook sync: two "machines" (separate data folders, real SQLite files) over
// a real folder target. Notes typed, backup, more edits on both machines, restore on one, sync in
// either order: the restored machine shows exactly what was backed up, the other machine follows,
// words typed elsewhere that the restore did not concern are kept, nothing is duplicated and
// integrity_check is ok. Also: a key moved to its job's server id after the backup, a backup from
// before the CRDT form (schema 1), and a damaged backup (refused, nothing changed).
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/main/notebook/backup';
import { Notebook, NOTEBOOK_MIGRATIONS } from '../../src/main/notebook/store';
import { syncOnce } from '../../src/main/notebook/sync/syncer';
import { FolderTarget } from '../../src/main/notebook/sync/targets/folder';

const PASS = 'restored kelp at dawn';
const open: Notebook[] = [];
afterEach(() => {
  while (open.length > 0) open.pop()?.close();
});

const temp = (name: string) => mkdtempSync(join(tmpdir(), `quire-restore-${name}-`));
function machine(): Notebook {
  const notebook = Notebook.open(join(temp('machine'), 'notebook.db'));
  open.push(notebook);
  return notebook;
}
const pass = (notebook: Notebook, folder: string) => syncOnce({ target: new FolderTarget(folder), passphrase: PASS, notebookKey: 'local', notebook });

/** Every entry's view, movedTo included (what the other machines would apply). */
function views(notebook: Notebook) {
  return notebook.entryKeys().map(({ targetType, targetId }) => ({ targetType, targetId, ...notebook.entryView(targetType, targetId) }));
}
/** The visible part only: entries showing nothing are left out (a restore empties, it cannot delete). */
function visible(notebook: Notebook) {
  return views(notebook).filter((view) => view.movedTo === null && (view.body !== '' || view.tags.length > 0 || view.starredAt !== null || view.removedAt !== null));
}

/** A backup of the notebook, and that backup opened as a notebook of its own (a copy) to compare with. */
async function backupOf(notebook: Notebook): Promise<{ file: string; asBacked: ReturnType<typeof visible> }> {
  const backup = await createBackup({ databases: { 'notebook.db': notebook.db }, files: [] }, temp('backups'), 'scheduled', 10, new Date());
  const file = join(backup.path, 'notebook.db');
  const copy = join(temp('copy'), 'notebook.db');
  copyFileSync(file, copy);
  const reopened = Notebook.open(copy);
  const asBacked = visible(reopened);
  reopened.close();
  return { file, asBacked };
}

function expectSound(notebooks: Notebook[], phrases: Array<{ id: string; words: string[] }>): void {
  const first = notebooks[0];
  if (!first) throw new Error('no machines');
  for (const notebook of notebooks) {
    expect(views(notebook)).toEqual(views(first));
    for (const { id, words } of phrases) {
      const body = notebook.getNote('job', id).body;
      for (const word of words) expect(body.split(word).length - 1, `"${word}" once in ${id}: ${body}`).toBe(1);
    }
    expect(notebook.db.pragma('integrity_check', { simple: true })).toBe('ok');
  }
}

describe('restoring a backup restores the CRDT state, and sync keeps the restore', () => {
  for (const order of ['restored machine first', 'other machine first'] as const) {
    it(`notes typed, backup, more edits, restore, sync (${order})`, async () => {
      const folder = temp('target');
      const a = machine();
      const b = machine();
      a.saveNote('job', 'n1', 'Otters eat urchins.');
      a.setTags('job', 'n1', ['kelp', 'Otters']);
      a.setStar('job', 'n1', true);
      a.saveNote('job', 'n2', 'Urchin barrens spread.');
      a.setRemoved('job', 'gone', true);
      a.setStar('collection', 'c1', true);
      await pass(a, folder);
      await pass(b, folder);
      expect(b.getNote('job', 'n1').body).toBe('Otters eat urchins.');

      const backup = await backupOf(a);
      expect(backup.asBacked.map((view) => view.targetId).sort()).toEqual(['c1', 'gone', 'n1', 'n2']);

      // After the backup: edits on a (synced to b), and b's own edits that a has not seen yet.
      a.saveNote('job', 'n1', 'Sea otters eat purple urchins, mostly.');
      a.setTags('job', 'n1', ['sea']);
      a.setStar('job', 'n1', false);
      a.saveNote('job', 'n3', 'typed after the backup');
      a.setRemoved('job', 'gone', false);
      a.setStar('collection', 'c1', false);
      await pass(a, folder);
      await pass(b, folder);
      expect(b.getNote('job', 'n1').body).toBe('Sea otters eat purple urchins, mostly.');
      b.saveNote('job', 'n2', 'Urchin barrens spread. Kelp returns with otters.');
      b.saveNote('job', 'n4', 'typed on b meanwhile');

      a.restoreFrom(backup.file);
      // a shows exactly what was backed up (note times and star times included), before any sync
      expect(visible(a)).toEqual(backup.asBacked);
      expect(a.getNote('job', 'n3').body).toBe('');
      expect(a.search('purple')).toEqual([]);
      expect(a.search('urchin').map((hit) => hit.targetId).sort()).toEqual(['n1', 'n2']);
      expect(a.pendingCount()).toBeGreaterThan(0);

      const [first, second] = order === 'restored machine first' ? [a, b] : [b, a];
      await pass(first, folder);
      await pass(second, folder);
      await pass(first, folder);

      // b follows the restore; b's own words the restore did not concern are kept, once
      for (const notebook of [a, b]) {
        expect(notebook.getNote('job', 'n1').body).toBe('Otters eat urchins.');
        expect(notebook.tagsFor('job', 'n1')).toEqual(['kelp', 'Otters']);
        expect(notebook.isStarred('job', 'n1')).toBe(true);
        expect(notebook.isRemoved('job', 'gone')).toBe(true);
        expect(notebook.isStarred('collection', 'c1')).toBe(true);
        expect(notebook.getNote('job', 'n3').body).toBe('');
        expect(notebook.getNote('job', 'n2').body).toBe('Urchin barrens spread. Kelp returns with otters.');
        expect(notebook.getNote('job', 'n4').body).toBe('typed on b meanwhile');
      }
      expectSound([a, b], [
        { id: 'n1', words: ['Otters eat urchins.'] },
        { id: 'n2', words: ['Urchin barrens spread.', 'Kelp returns'] },
        { id: 'n4', words: ['typed on b meanwhile'] },
      ]);
      expect(a.pendingCount()).toBe(0);
      expect(b.pendingCount()).toBe(0);

      // Editing after the restore merges as usual on both sides (no stale history comes back).
      a.saveNote('job', 'n1', 'Otters eat urchins. Restored, then edited on a.');
      b.saveNote('job', 'n1', 'Otters eat many urchins.');
      await pass(a, folder);
      await pass(b, folder);
      await pass(a, folder);
      expect(a.getNote('job', 'n1').body).toBe('Otters eat many urchins. Restored, then edited on a.');
      expectSound([a, b], [{ id: 'n1', words: ['Otters eat', 'many', 'Restored, then edited on a.'] }]);
    });
  }

  it('a machine whose notebook was lost gets its history back from the backup, and sync does not duplicate it', async () => {
    const folder = temp('target');
    const a = machine();
    const b = machine();
    a.saveNote('job', 'n1', 'Words that only a backup still has.');
    const backup = await backupOf(a);
    await pass(a, folder);
    await pass(b, folder);
    // a's notebook is lost: a fresh notebook on a restores the backup, then syncs with b (which has the same history)
    const fresh = machine();
    fresh.restoreFrom(backup.file);
    expect(visible(fresh)).toEqual(backup.asBacked);
    await pass(fresh, folder);
    await pass(b, folder);
    await pass(fresh, folder);
    expectSound([fresh, b], [{ id: 'n1', words: ['Words that only a backup still has.'] }]);
  });

  it('a note moved to its job’s server id after the backup is restored under the server id; the old key stays moved', async () => {
    const folder = temp('target');
    const a = machine();
    const b = machine();
    a.saveNote('job', 'local-1', 'Thoughts under the local id.');
    a.setTags('job', 'local-1', ['draft']);
    const backup = await backupOf(a);
    a.rekey('local-1', 'server-1');
    a.saveNote('job', 'server-1', 'Thoughts under the server id, rewritten.');
    await pass(a, folder);
    await pass(b, folder);
    a.restoreFrom(backup.file);
    for (const notebook of [a]) {
      expect(notebook.getNote('job', 'server-1').body).toBe('Thoughts under the local id.');
      expect(notebook.getNote('job', 'local-1').body).toBe('');
      expect(notebook.entryView('job', 'local-1').movedTo).toBe('server-1');
    }
    await pass(a, folder);
    await pass(b, folder);
    for (const notebook of [a, b]) {
      expect(notebook.getNote('job', 'server-1').body).toBe('Thoughts under the local id.');
      expect(notebook.tagsFor('job', 'server-1')).toEqual(['draft']);
      expect(notebook.getNote('job', 'local-1').body).toBe('');
    }
    expectSound([a, b], [{ id: 'server-1', words: ['Thoughts under the local id.'] }]);
  });

  it('a backup from before the CRDT form (schema 1) restores notes, tags and stars and leaves removed marks alone', async () => {
    const folder = temp('target');
    const old = join(temp('old'), 'notebook.db');
    const db = new Database(old);
    const first = NOTEBOOK_MIGRATIONS[0];
    if (!first) throw new Error('no first migration');
    first(db);
    db.pragma('user_version = 1');
    db.prepare('INSERT INTO notes VALUES (?, ?, ?, ?)').run('job', 'n1', 'An old note.', '2026-01-02T03:04:05.000Z');
    db.prepare('INSERT INTO tags VALUES (?, ?, ?)').run('job', 'n1', 'Old');
    db.prepare('INSERT INTO stars VALUES (?, ?, ?)').run('job', 'n1', '2026-01-02T03:04:06.000Z');
    db.close();
    const a = machine();
    const b = machine();
    a.saveNote('job', 'n1', 'A newer note.');
    a.saveNote('job', 'n2', 'Not in the old backup.');
    a.setRemoved('job', 'gone', true);
    await pass(a, folder);
    await pass(b, folder);
    a.restoreFrom(old);
    expect(a.getNote('job', 'n1')).toEqual({ body: 'An old note.', updatedAt: '2026-01-02T03:04:05.000Z' });
    expect(a.tagsFor('job', 'n1')).toEqual(['Old']);
    expect(a.entryView('job', 'n1').starredAt).toBe('2026-01-02T03:04:06.000Z');
    expect(a.getNote('job', 'n2').body).toBe('');
    expect(a.isRemoved('job', 'gone')).toBe(true);
    await pass(a, folder);
    await pass(b, folder);
    expectSound([a, b], [{ id: 'n1', words: ['An old note.'] }]);
  });

  it('a damaged backup is refused in words and changes nothing', async () => {
    const a = machine();
    a.saveNote('job', 'n1', 'Kept as it is.');
    const damaged = join(temp('damaged'), 'notebook.db');
    writeFileSync(damaged, Buffer.alloc(64 * 1024, 0x5a));
    const before = { views: views(a), pending: a.pendingCount() };
    expect(() => a.restoreFrom(damaged)).toThrow(/not a database|damaged/);
    expect(() => a.restoreFrom(join(temp('none'), 'notebook.db'))).toThrow(/The backup has no notebook\.db/);
    expect({ views: views(a), pending: a.pendingCount() }).toEqual(before);
    expect(a.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});
