// SQL of the notebook's search index (owned by issue 14). notebook_fts is an FTS5 table whose key
// columns are UNINDEXED, so deleting "the rows of this target" by those columns scans the whole
// index (EXPLAIN QUERY PLAN: "SCAN notebook_fts VIRTUAL TABLE INDEX 0:"), which made re-indexing
// every note of a pulled notebook quadratic. Each target now gets a stable number in
// notebook_fts_keys and its FTS rows have rowids derived from it (2n for the note, 2n+1 for the
// tags), so a re-index deletes by rowid ("INDEX 0:=", a direct lookup).
import type Database from 'better-sqlite3';

export const NOTEBOOK_FTS_KEYS_DDL = `
  CREATE TABLE notebook_fts_keys (
    id INTEGER PRIMARY KEY,
    target_type TEXT NOT NULL,
    target_id TEXT NOT NULL,
    UNIQUE (target_type, target_id)
  );
`;

/** FTS rowids of one target's two rows: its note and its tags. */
export function ftsRowids(keyId: number): { note: number; tag: number } {
  return { note: keyId * 2, tag: keyId * 2 + 1 };
}

export class NotebookFtsTables {
  constructor(private readonly db: Database.Database) {}

  private keyId(targetType: string, targetId: string): number {
    const row = this.db.prepare('SELECT id FROM notebook_fts_keys WHERE target_type = ? AND target_id = ?').get(targetType, targetId) as { id: number } | undefined;
    if (row) return row.id;
    return Number(this.db.prepare('INSERT INTO notebook_fts_keys (target_type, target_id) VALUES (?, ?)').run(targetType, targetId).lastInsertRowid);
  }

  /** Replaces one target's searchable rows (its note's text, its tags joined by spaces). */
  reindex(targetType: string, targetId: string, note: string | null, tags: readonly string[]): void {
    const rowids = ftsRowids(this.keyId(targetType, targetId));
    this.db.prepare('DELETE FROM notebook_fts WHERE rowid IN (?, ?)').run(rowids.note, rowids.tag);
    if (note !== null && note.trim().length > 0) {
      this.db.prepare("INSERT INTO notebook_fts (rowid, target_type, target_id, field, body) VALUES (?, ?, ?, 'note', ?)").run(rowids.note, targetType, targetId, note);
    }
    if (tags.length > 0) {
      this.db.prepare("INSERT INTO notebook_fts (rowid, target_type, target_id, field, body) VALUES (?, ?, ?, 'tag', ?)").run(rowids.tag, targetType, targetId, tags.join(' '));
    }
  }

  /** Empties the index (and its keys); the caller re-indexes every target after. */
  clear(): void {
    this.db.exec('DELETE FROM notebook_fts; DELETE FROM notebook_fts_keys;');
  }

  /** Every target that has a note or tags in the view tables. */
  indexedTargets(): Array<{ targetType: string; targetId: string }> {
    const rows = this.db
      .prepare('SELECT target_type, target_id FROM notes UNION SELECT target_type, target_id FROM tags')
      .all() as Array<{ target_type: string; target_id: string }>;
    return rows.map((row) => ({ targetType: row.target_type, targetId: row.target_id }));
  }

  /** The query plan of a re-index's delete (for the test that guards against a scan). */
  deletePlan(): string[] {
    return (this.db.prepare('EXPLAIN QUERY PLAN DELETE FROM notebook_fts WHERE rowid IN (?, ?)').all(0, 1) as Array<{ detail: string }>).map((row) => row.detail);
  }
}
