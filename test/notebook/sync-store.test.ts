// The notebook store in CRDT form: the one-time migration of an existing (schema 1) notebook loses
// nothing, local changes are queued, and changes from another machine applied through the store
// converge with both sides' edits, on real SQLite files.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Notebook, NOTEBOOK_MIGRATIONS } from '../../src/main/notebook/store';
import { createBackup } from '../../src/main/notebook/backup';

const open: Notebook[] = [];
function machine(file?: string): Notebook {
  const notebook = Notebook.open(file ?? join(mkdtempSync(join(tmpdir(), 'quire-nbsync-')), 'notebook.db'));
  open.push(notebook);
  return notebook;
}
afterEach(() => {
  while (open.length > 0) open.pop()?.close();
});

/** Sends everything `from` has queued to `to`, as one "file" of sequence `seq`. */
function send(from: Notebook, to: Notebook, seq: number): void {
  const pending = from.pendingChanges();
  to.applyPeerFile(from.deviceId(), seq, pending);
}

function snapshot(notebook: Notebook) {
  return notebook.entryKeys().map(({ targetType, targetId }) => ({ targetType, targetId, ...notebook.entryView(targetType, targetId) }));
}

describe('migration of an existing notebook into CRDT form', () => {
  it('keeps every note, tag, star and time, queues all of it once, and keeps search working', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-nbmig-'));
    const file = join(dir, 'notebook.db');
    const old = Notebook.open(file, { migrations: NOTEBOOK_MIGRATIONS.slice(0, 1) });
    // Written as schema 1 wrote them (rows in notes/tags/stars, no entries).
    const note = old.db.prepare('INSERT INTO notes (target_type, target_id, body, updated_at) VALUES (?, ?, ?, ?)');
    note.run('job', 'j1', 'Otters eat urchins.\nKelp recovers 🦦', '2026-01-01T10:00:00.000Z');
    note.run('source', 'j1/r1', 'A good source', '2026-01-02T10:00:00.000Z');
    const tag = old.db.prepare('INSERT INTO tags (target_type, target_id, tag) VALUES (?, ?, ?)');
    tag.run('job', 'j1', 'Kelp');
    tag.run('job', 'j1', 'otters');
    tag.run('collection', 'c1', 'shared');
    old.db.prepare('INSERT INTO stars (target_type, target_id, starred_at) VALUES (?, ?, ?)').run('job', 'j2', '2026-01-03T10:00:00.000Z');
    old.db.prepare("INSERT INTO notebook_fts (target_type, target_id, field, body) VALUES ('job', 'j1', 'note', ?)").run('Otters eat urchins.');
    old.close();

    const migrated = Notebook.open(file, { preMigrationBackupDir: join(dir, 'backups') });
    open.push(migrated);
    expect(migrated.getNote('job', 'j1')).toEqual({ body: 'Otters eat urchins.\nKelp recovers 🦦', updatedAt: '2026-01-01T10:00:00.000Z' });
    expect(migrated.getNote('source', 'j1/r1')).toEqual({ body: 'A good source', updatedAt: '2026-01-02T10:00:00.000Z' });
    expect(migrated.tagsFor('job', 'j1')).toEqual(['Kelp', 'otters']);
    expect(migrated.tagsFor('collection', 'c1')).toEqual(['shared']);
    expect(migrated.isStarred('job', 'j2')).toBe(true);
    expect(migrated.entryView('job', 'j2').starredAt).toBe('2026-01-03T10:00:00.000Z');
    expect(migrated.entryKeys()).toHaveLength(4);
    expect(migrated.pendingCount()).toBe(4);
    expect(migrated.search('urchins').map((hit) => hit.targetId)).toEqual(['j1']);
    expect(migrated.db.pragma('integrity_check', { simple: true })).toBe('ok');

    // A machine that receives the migrated notebook sees the same thing.
    const other = machine();
    send(migrated, other, 1);
    expect(snapshot(other)).toEqual(snapshot(migrated));
    expect(other.getNote('job', 'j1').body).toBe('Otters eat urchins.\nKelp recovers 🦦');
    expect(other.pendingCount()).toBe(0); // what came from elsewhere is not sent back
  });
});

describe('two machines through the store', () => {
  it('concurrent edits of the same note and tags converge with both kept, in either order', () => {
    for (const order of ['ab', 'ba'] as const) {
      const a = machine();
      const b = machine();
      a.saveNote('job', 'j', 'The otters eat urchins.');
      a.setTags('job', 'j', ['kelp', 'otters']);
      send(a, b, 1);
      a.markWritten(Number.MAX_SAFE_INTEGER, 1);
      a.saveNote('job', 'j', 'The sea otters eat urchins.');
      a.setTags('job', 'j', ['kelp']);
      b.saveNote('job', 'j', 'The otters eat urchins. Kelp recovers.');
      b.setTags('job', 'j', ['kelp', 'otters', 'urchins']);
      if (order === 'ab') {
        send(a, b, 2);
        send(b, a, 1);
      } else {
        send(b, a, 1);
        send(a, b, 2);
      }
      for (const notebook of [a, b]) {
        expect(notebook.getNote('job', 'j').body).toBe('The sea otters eat urchins. Kelp recovers.');
        expect(notebook.tagsFor('job', 'j')).toEqual(['kelp', 'urchins']);
        expect(notebook.search('recovers').map((hit) => hit.targetId)).toEqual(['j']);
      }
      expect(snapshot(a)).toEqual(snapshot(b));
      expect(a.peers().map((peer) => peer.device)).toEqual([b.deviceId()]);
    }
  });

  it('a saved note is an edit of the text it replaces (a re-save of the same text queues nothing)', () => {
    const a = machine();
    a.saveNote('job', 'j', 'x'.repeat(5000));
    const before = a.pendingCount();
    a.saveNote('job', 'j', 'x'.repeat(5000));
    expect(a.pendingCount()).toBe(before);
    a.saveNote('job', 'j', `${'x'.repeat(5000)} and one more line`);
    const last = a.pendingChanges().at(-1);
    expect(last?.update.length ?? 0).toBeLessThan(200); // the edit, not the 5 KB note again
  });

  it('stars, removed marks and clearing a note travel; rekey moves an entry on both machines', () => {
    const a = machine();
    const b = machine();
    a.setStar('job', 'local-1', true);
    a.saveNote('job', 'local-1', 'note under the local id');
    a.saveNote('source', 'local-1/r9', 'source note');
    a.setRemoved('job', 'gone', true);
    a.rekey('local-1', 'server-1');
    expect(a.getNote('job', 'local-1').body).toBe('');
    expect(a.getNote('job', 'server-1').body).toBe('note under the local id');
    expect(a.getNote('source', 'server-1/r9').body).toBe('source note');
    expect(a.isStarred('job', 'server-1')).toBe(true);
    send(a, b, 1);
    expect(b.getNote('job', 'server-1').body).toBe('note under the local id');
    expect(b.getNote('job', 'local-1').body).toBe('');
    expect(b.isStarred('job', 'local-1')).toBe(false);
    expect(b.isRemoved('job', 'gone')).toBe(true);
    b.saveNote('job', 'server-1', '');
    b.setRemoved('job', 'gone', false);
    a.markWritten(Number.MAX_SAFE_INTEGER, 1);
    send(b, a, 1);
    expect(a.getNote('job', 'server-1')).toEqual({ body: '', updatedAt: null });
    expect(a.isRemoved('job', 'gone')).toBe(false);
  });

  it('a restored backup becomes ordinary edits that reach the other machine', async () => {
    const a = machine();
    const b = machine();
    a.saveNote('job', 'j', 'version one');
    a.setTags('job', 'j', ['first']);
    const root = mkdtempSync(join(tmpdir(), 'quire-nbbak-'));
    const backup = await createBackup({ databases: { 'notebook.db': a.db }, files: [] }, root, 'manual', 5, new Date());
    a.saveNote('job', 'j', 'version two');
    a.setTags('job', 'j', ['second']);
    send(a, b, 1);
    a.markWritten(Number.MAX_SAFE_INTEGER, 1);
    expect(b.getNote('job', 'j').body).toBe('version two');
    a.restoreFrom(join(backup.path, 'notebook.db'));
    expect(a.getNote('job', 'j').body).toBe('version one');
    expect(a.entryView('job', 'j').body).toBe('version one');
    send(a, b, 2);
    expect(b.getNote('job', 'j').body).toBe('version one');
    expect(b.tagsFor('job', 'j')).toEqual(['first']);
  });
});
