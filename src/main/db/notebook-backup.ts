// SQL that reads a notebook backup (a read-only copy of notebook.db, see notebook/backup.ts) for a
// restore (owned by issue 14). A backup from schema 2 on holds the CRDT form: one Yjs state per
// target in `entries`, read whole. An older backup (schema 1, before the CRDT form) holds only the
// view tables, read as one view per target. Nothing here writes.
import type Database from 'better-sqlite3';
import type { EntryKey } from './notebook-sync';

export interface BackupEntry extends EntryKey {
  state: Uint8Array;
}

/** What a schema-1 backup knows about one target (no removed marks existed then). */
export interface BackupView extends EntryKey {
  body: string;
  noteUpdatedAt: string | null;
  tags: string[];
  starredAt: string | null;
}

function hasTable(db: Database.Database, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/** Every entry of a backup in CRDT form, or null when the backup predates it. */
export function readBackupEntries(db: Database.Database): BackupEntry[] | null {
  if (!hasTable(db, 'entries')) return null;
  return (db.prepare('SELECT target_type, target_id, state FROM entries ORDER BY target_type, target_id').all() as Array<{ target_type: string; target_id: string; state: Buffer }>).map((row) => ({
    targetType: row.target_type,
    targetId: row.target_id,
    state: new Uint8Array(row.state),
  }));
}

/** The view tables of a backup (notes, tags, stars), one row per target. */
export function readBackupViews(db: Database.Database): BackupView[] {
  const views = new Map<string, BackupView>();
  const viewOf = (targetType: string, targetId: string): BackupView => {
    const key = `${targetType}\u0000${targetId}`;
    let view = views.get(key);
    if (!view) views.set(key, (view = { targetType, targetId, body: '', noteUpdatedAt: null, tags: [], starredAt: null }));
    return view;
  };
  for (const row of db.prepare('SELECT target_type, target_id, body, updated_at FROM notes').all() as Array<{ target_type: string; target_id: string; body: string; updated_at: string }>) {
    Object.assign(viewOf(row.target_type, row.target_id), { body: row.body, noteUpdatedAt: row.updated_at });
  }
  for (const row of db.prepare('SELECT target_type, target_id, tag FROM tags ORDER BY tag COLLATE NOCASE').all() as Array<{ target_type: string; target_id: string; tag: string }>) {
    viewOf(row.target_type, row.target_id).tags.push(row.tag);
  }
  for (const row of db.prepare('SELECT target_type, target_id, starred_at FROM stars').all() as Array<{ target_type: string; target_id: string; starred_at: string }>) {
    viewOf(row.target_type, row.target_id).starredAt = row.starred_at;
  }
  return [...views.values()];
}
