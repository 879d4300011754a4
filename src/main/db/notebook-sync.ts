// SQL of the notebook's CRDT form and of notebook sync (owned by issue 14; the rest of the
// notebook's SQL is still in src/main/notebook/store.ts). Tables:
//   entries     one Yjs state per target (the truth; notes/tags/stars/marks are its view)
//   outbox      local updates, file_seq NULL until written to the sync target (then kept, merged,
//               as the content of this machine's next compacting snapshot)
//   marks       removed-from-library marks (view, like stars)
//   sync_peers  per other machine: the last file applied and when it was seen
//   sync_meta   this machine's device id, own file sequence, target settings that are not secret
import type Database from 'better-sqlite3';

/**
 * Immutable records (the local library's files and jobs, target types 'library-…', see
 * notebook/sync/library.ts) are pinned: written in files of their own, which compaction keeps
 * instead of copying them into every snapshot (an upload would otherwise be rewritten each time).
 */
export const PINNED = "target_type LIKE 'library-%'";
export const isPinnedType = (targetType: string): boolean => targetType.startsWith('library-');

export const NOTEBOOK_SYNC_DDL = `
  CREATE TABLE entries (
    target_type TEXT NOT NULL,
    target_id TEXT NOT NULL,
    state BLOB NOT NULL,
    PRIMARY KEY (target_type, target_id)
  ) WITHOUT ROWID;
  CREATE TABLE outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    target_type TEXT NOT NULL,
    target_id TEXT NOT NULL,
    update_bytes BLOB NOT NULL,
    file_seq INTEGER
  );
  CREATE INDEX outbox_by_file ON outbox(file_seq);
  CREATE TABLE marks (
    target_type TEXT NOT NULL,
    target_id TEXT NOT NULL,
    removed_at TEXT NOT NULL,
    PRIMARY KEY (target_type, target_id)
  ) WITHOUT ROWID;
  CREATE TABLE sync_peers (
    device TEXT PRIMARY KEY,
    applied_seq INTEGER NOT NULL,
    seen_at TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE sync_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
`;

export interface EntryKey {
  targetType: string;
  targetId: string;
}
export interface QueuedChange extends EntryKey {
  seq: number;
  update: Uint8Array;
}
/** What the view tables hold for one target (written from the entry after every change). */
export interface EntryRows {
  body: string;
  noteUpdatedAt: string | null;
  tags: readonly string[];
  starredAt: string | null;
  removedAt: string | null;
}

interface KeyRow {
  target_type: string;
  target_id: string;
}

export class NotebookSyncTables {
  constructor(private readonly db: Database.Database) {}

  /** Targets present in the schema-1 view tables (the one-time migration's input). */
  viewTargets(includeEntries: boolean): EntryKey[] {
    const sql = `SELECT target_type, target_id FROM notes UNION SELECT target_type, target_id FROM tags UNION SELECT target_type, target_id FROM stars${includeEntries ? ' UNION SELECT target_type, target_id FROM entries' : ''}`;
    return (this.db.prepare(sql).all() as KeyRow[]).map(toKey);
  }

  viewNote(key: EntryKey): { body: string; updatedAt: string } | null {
    const row = this.db.prepare('SELECT body, updated_at FROM notes WHERE target_type = ? AND target_id = ?').get(key.targetType, key.targetId) as { body: string; updated_at: string } | undefined;
    return row ? { body: row.body, updatedAt: row.updated_at } : null;
  }

  viewTags(key: EntryKey): string[] {
    return (this.db.prepare('SELECT tag FROM tags WHERE target_type = ? AND target_id = ? ORDER BY tag COLLATE NOCASE').all(key.targetType, key.targetId) as Array<{ tag: string }>).map((row) => row.tag);
  }

  viewStar(key: EntryKey): string | null {
    const row = this.db.prepare('SELECT starred_at FROM stars WHERE target_type = ? AND target_id = ?').get(key.targetType, key.targetId) as { starred_at: string } | undefined;
    return row ? row.starred_at : null;
  }

  isRemoved(key: EntryKey): boolean {
    return this.db.prepare('SELECT 1 FROM marks WHERE target_type = ? AND target_id = ?').get(key.targetType, key.targetId) !== undefined;
  }

  /** Rewrites one target's rows in notes, tags, stars and marks (null rows: the entry moved away). */
  writeView(key: EntryKey, rows: EntryRows | null): void {
    const { targetType: type, targetId: id } = key;
    this.db.prepare('DELETE FROM notes WHERE target_type = ? AND target_id = ?').run(type, id);
    this.db.prepare('DELETE FROM tags WHERE target_type = ? AND target_id = ?').run(type, id);
    this.db.prepare('DELETE FROM stars WHERE target_type = ? AND target_id = ?').run(type, id);
    this.db.prepare('DELETE FROM marks WHERE target_type = ? AND target_id = ?').run(type, id);
    if (!rows) return;
    if (rows.body.length > 0) {
      this.db.prepare('INSERT INTO notes (target_type, target_id, body, updated_at) VALUES (?, ?, ?, ?)').run(type, id, rows.body, rows.noteUpdatedAt ?? new Date(0).toISOString());
    }
    const insertTag = this.db.prepare('INSERT OR IGNORE INTO tags (target_type, target_id, tag) VALUES (?, ?, ?)');
    for (const tag of rows.tags) insertTag.run(type, id, tag);
    if (rows.starredAt) this.db.prepare('INSERT INTO stars (target_type, target_id, starred_at) VALUES (?, ?, ?)').run(type, id, rows.starredAt);
    if (rows.removedAt) this.db.prepare('INSERT INTO marks (target_type, target_id, removed_at) VALUES (?, ?, ?)').run(type, id, rows.removedAt);
  }

  entryState(key: EntryKey): Uint8Array | null {
    const row = this.db.prepare('SELECT state FROM entries WHERE target_type = ? AND target_id = ?').get(key.targetType, key.targetId) as { state: Buffer } | undefined;
    return row ? new Uint8Array(row.state) : null;
  }

  putEntry(key: EntryKey, state: Uint8Array): void {
    this.db
      .prepare('INSERT INTO entries (target_type, target_id, state) VALUES (?, ?, ?) ON CONFLICT (target_type, target_id) DO UPDATE SET state = excluded.state')
      .run(key.targetType, key.targetId, state);
  }

  entryKeys(): EntryKey[] {
    return (this.db.prepare('SELECT target_type, target_id FROM entries ORDER BY target_type, target_id').all() as KeyRow[]).map(toKey);
  }

  entryIdsOfType(targetType: string): string[] {
    return (this.db.prepare('SELECT target_id FROM entries WHERE target_type = ? ORDER BY target_id').all(targetType) as Array<{ target_id: string }>).map((row) => row.target_id);
  }

  /** Entries keyed by a job id: the job (or collection) itself and its sources (`<id>/...`). */
  entriesOf(jobId: string): EntryKey[] {
    return (
      this.db
        .prepare("SELECT target_type, target_id FROM entries WHERE (target_id = ? AND target_type IN ('job', 'collection')) OR (target_type = 'source' AND substr(target_id, 1, ?) = ?)")
        .all(jobId, jobId.length + 1, `${jobId}/`) as KeyRow[]
    ).map(toKey);
  }

  queue(key: EntryKey, update: Uint8Array, fileSeq: number | null = null): void {
    this.db.prepare('INSERT INTO outbox (target_type, target_id, update_bytes, file_seq) VALUES (?, ?, ?, ?)').run(key.targetType, key.targetId, update, fileSeq);
  }

  pending(limit: number): QueuedChange[] {
    return (this.db.prepare('SELECT seq, target_type, target_id, update_bytes FROM outbox WHERE file_seq IS NULL ORDER BY seq LIMIT ?').all(limit) as Array<KeyRow & { seq: number; update_bytes: Buffer }>).map(
      (row) => ({ seq: row.seq, targetType: row.target_type, targetId: row.target_id, update: new Uint8Array(row.update_bytes) }),
    );
  }

  pendingCount(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE file_seq IS NULL').get() as { n: number }).n;
  }

  markWritten(lastSeq: number, fileSeq: number): void {
    this.db.prepare('UPDATE outbox SET file_seq = ? WHERE file_seq IS NULL AND seq <= ?').run(fileSeq, lastSeq);
  }

  /** Marks these outbox rows as written in file `fileSeq`. */
  markWrittenRows(seqs: readonly number[], fileSeq: number): void {
    const mark = this.db.prepare('UPDATE outbox SET file_seq = ? WHERE seq = ? AND file_seq IS NULL');
    this.db.transaction(() => {
      for (const seq of seqs) mark.run(fileSeq, seq);
    })();
  }

  /** Written history that compaction folds into a snapshot (records are pinned: see PINNED). */
  written(): QueuedChange[] {
    return (this.db.prepare(`SELECT seq, target_type, target_id, update_bytes FROM outbox WHERE file_seq IS NOT NULL AND NOT (${PINNED}) ORDER BY seq`).all() as Array<KeyRow & { seq: number; update_bytes: Buffer }>).map(
      (row) => ({ seq: row.seq, targetType: row.target_type, targetId: row.target_id, update: new Uint8Array(row.update_bytes) }),
    );
  }

  writtenFileCount(): number {
    return (this.db.prepare(`SELECT COUNT(DISTINCT file_seq) AS n FROM outbox WHERE file_seq IS NOT NULL AND NOT (${PINNED})`).get() as { n: number }).n;
  }

  dropWritten(upToFileSeq: number): void {
    this.db.prepare(`DELETE FROM outbox WHERE file_seq IS NOT NULL AND file_seq <= ? AND NOT (${PINNED})`).run(upToFileSeq);
  }

  /** Forgets every written row, records too (this machine's files on a target it no longer writes to). */
  dropAllWritten(): void {
    this.db.prepare('DELETE FROM outbox WHERE file_seq IS NOT NULL').run();
  }

  /** Forgets the other machines seen (and how far their files were applied). */
  clearPeers(): void {
    this.db.prepare('DELETE FROM sync_peers').run();
  }

  /** This machine's files that hold records: kept on the target, never replaced by a snapshot. */
  pinnedFileSeqs(): Set<number> {
    return new Set((this.db.prepare(`SELECT DISTINCT file_seq FROM outbox WHERE file_seq IS NOT NULL AND ${PINNED}`).all() as Array<{ file_seq: number }>).map((row) => row.file_seq));
  }

  peers(): Array<{ device: string; appliedSeq: number; seenAt: string }> {
    return (this.db.prepare('SELECT device, applied_seq, seen_at FROM sync_peers ORDER BY seen_at DESC, device').all() as Array<{ device: string; applied_seq: number; seen_at: string }>).map(
      (row) => ({ device: row.device, appliedSeq: row.applied_seq, seenAt: row.seen_at }),
    );
  }

  setPeer(device: string, appliedSeq: number, seenAt: string): void {
    this.db
      .prepare('INSERT INTO sync_peers (device, applied_seq, seen_at) VALUES (?, ?, ?) ON CONFLICT (device) DO UPDATE SET applied_seq = excluded.applied_seq, seen_at = MAX(seen_at, excluded.seen_at)')
      .run(device, appliedSeq, seenAt);
  }

  touchPeer(device: string, seenAt: string): void {
    this.db.prepare('INSERT INTO sync_peers (device, applied_seq, seen_at) VALUES (?, 0, ?) ON CONFLICT (device) DO UPDATE SET seen_at = MAX(seen_at, excluded.seen_at)').run(device, seenAt);
  }

  meta(key: string): string | null {
    const row = this.db.prepare('SELECT value FROM sync_meta WHERE key = ?').get(key) as { value: string } | undefined;
    return row ? row.value : null;
  }

  setMeta(key: string, value: string | null): void {
    if (value === null) this.db.prepare('DELETE FROM sync_meta WHERE key = ?').run(key);
    else this.db.prepare('INSERT INTO sync_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
  }
}

function toKey(row: KeyRow): EntryKey {
  return { targetType: row.target_type, targetId: row.target_id };
}
