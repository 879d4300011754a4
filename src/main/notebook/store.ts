// The notebook: what the researcher thinks about jobs and sources (notes, tags, stars). It exists
// only on this machine, so it lives in its own SQLite file beside the mirror (the mirror is a cache
// that can be quarantined and rebuilt from the service; this cannot), written with synchronous=FULL
// and protected by online backups (see backup.ts).
import Database from 'better-sqlite3';
import { QuireError } from '../../shared/errors';
import { MATCH_END, MATCH_START } from '../../shared/domain';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { backupFolderName } from './backup';

export type NoteTarget = 'job' | 'source';
export type TagTarget = 'job' | 'collection';

export const NOTEBOOK_MIGRATIONS: ReadonlyArray<(db: Database.Database) => void> = [
  (db) => {
    db.exec(`
      CREATE TABLE notes (
        target_type TEXT NOT NULL,
        target_id TEXT NOT NULL,
        body TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (target_type, target_id)
      ) WITHOUT ROWID;
      CREATE TABLE tags (
        target_type TEXT NOT NULL,
        target_id TEXT NOT NULL,
        tag TEXT NOT NULL COLLATE NOCASE,
        PRIMARY KEY (target_type, target_id, tag)
      ) WITHOUT ROWID;
      CREATE INDEX tags_by_tag ON tags(tag, target_type);
      CREATE TABLE stars (
        target_type TEXT NOT NULL,
        target_id TEXT NOT NULL,
        starred_at TEXT NOT NULL,
        PRIMARY KEY (target_type, target_id)
      ) WITHOUT ROWID;
      -- One searchable document per target: its note and its tags.
      CREATE VIRTUAL TABLE notebook_fts USING fts5(target_type UNINDEXED, target_id UNINDEXED, field UNINDEXED, body, tokenize = 'unicode61 remove_diacritics 2');
    `);
  },
];

export const NOTEBOOK_SCHEMA_VERSION = NOTEBOOK_MIGRATIONS.length;

/** Turns free text into an FTS5 query of quoted prefix terms, so no input can be FTS syntax. */
export function ftsQuery(text: string): string | null {
  const terms = text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((term) => term.length > 0)
    .slice(0, 16);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term.replaceAll('"', '""')}"*`).join(' AND ');
}

export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of tags) {
    const tag = raw.normalize('NFKC').trim().replace(/\s+/g, '-').replace(/^#+/, '').slice(0, 64);
    if (tag.length > 0 && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()];
}

export interface NotebookHit {
  targetType: string;
  targetId: string;
  field: 'note' | 'tag';
  snippet: string;
}

export class Notebook {
  readonly db: Database.Database;

  private constructor(
    readonly file: string,
    private readonly preMigrationBackupDir: string | null,
    private readonly migrations: ReadonlyArray<(db: Database.Database) => void>,
  ) {
    this.db = new Database(file, { nativeBinding: process.env.QUIRE_SQLITE_NATIVE_BINDING || undefined });
    this.db.pragma('journal_mode = WAL');
    // Every note save is the user's own words: make it durable before answering "saved".
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.migrate();
  }

  /**
   * Opens (creating or migrating) a notebook. Before migrating one that already holds data, a copy
   * is written into `preMigrationBackupDir` (a backup folder named like the scheduled ones).
   */
  static open(file: string, options: { preMigrationBackupDir?: string; migrations?: ReadonlyArray<(db: Database.Database) => void> } = {}): Notebook {
    return new Notebook(file, options.preMigrationBackupDir ?? null, options.migrations ?? NOTEBOOK_MIGRATIONS);
  }

  private migrate(): void {
    const version = this.db.pragma('user_version', { simple: true }) as number;
    const latest = this.migrations.length;
    if (version > latest) {
      this.db.close();
      throw new QuireError('CONFLICT', `This notebook was written by a newer Quire (schema ${version}, this one knows ${latest}). Update Quire to open it; nothing was changed.`);
    }
    if (version > 0 && version < latest && this.preMigrationBackupDir) {
      // VACUUM INTO writes a consistent copy through SQLite itself (synchronously, before any change).
      const folder = join(this.preMigrationBackupDir, backupFolderName(new Date(), `before-migration-${latest}`));
      mkdirSync(folder, { recursive: true });
      this.db.prepare('VACUUM INTO ?').run(join(folder, 'notebook.db'));
    }
    for (let next = version; next < latest; next += 1) {
      const migration = this.migrations[next];
      if (!migration) break;
      this.db.transaction(() => {
        migration(this.db);
        this.db.pragma(`user_version = ${next + 1}`);
      })();
    }
  }

  private reindex(targetType: string, targetId: string): void {
    this.db.prepare('DELETE FROM notebook_fts WHERE target_type = ? AND target_id = ?').run(targetType, targetId);
    const note = this.db.prepare('SELECT body FROM notes WHERE target_type = ? AND target_id = ?').get(targetType, targetId) as { body: string } | undefined;
    if (note && note.body.trim().length > 0) {
      this.db.prepare("INSERT INTO notebook_fts (target_type, target_id, field, body) VALUES (?, ?, 'note', ?)").run(targetType, targetId, note.body);
    }
    const tags = this.tagsFor(targetType, targetId);
    if (tags.length > 0) {
      this.db.prepare("INSERT INTO notebook_fts (target_type, target_id, field, body) VALUES (?, ?, 'tag', ?)").run(targetType, targetId, tags.join(' '));
    }
  }

  getNote(targetType: NoteTarget, targetId: string): { body: string; updatedAt: string | null } {
    const row = this.db.prepare('SELECT body, updated_at FROM notes WHERE target_type = ? AND target_id = ?').get(targetType, targetId) as
      | { body: string; updated_at: string }
      | undefined;
    return row ? { body: row.body, updatedAt: row.updated_at } : { body: '', updatedAt: null };
  }

  saveNote(targetType: NoteTarget, targetId: string, body: string, now = new Date()): { updatedAt: string } {
    const updatedAt = now.toISOString();
    this.db.transaction(() => {
      if (body.length === 0) {
        this.db.prepare('DELETE FROM notes WHERE target_type = ? AND target_id = ?').run(targetType, targetId);
      } else {
        this.db
          .prepare(
            `INSERT INTO notes (target_type, target_id, body, updated_at) VALUES (?, ?, ?, ?)
             ON CONFLICT (target_type, target_id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`,
          )
          .run(targetType, targetId, body, updatedAt);
      }
      this.reindex(targetType, targetId);
    })();
    return { updatedAt };
  }

  tagsFor(targetType: string, targetId: string): string[] {
    return (this.db.prepare('SELECT tag FROM tags WHERE target_type = ? AND target_id = ? ORDER BY tag COLLATE NOCASE').all(targetType, targetId) as Array<{ tag: string }>).map(
      (row) => row.tag,
    );
  }

  setTags(targetType: TagTarget, targetId: string, tags: readonly string[]): string[] {
    const clean = normaliseTags(tags);
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM tags WHERE target_type = ? AND target_id = ?').run(targetType, targetId);
      const insert = this.db.prepare('INSERT INTO tags (target_type, target_id, tag) VALUES (?, ?, ?)');
      for (const tag of clean) insert.run(targetType, targetId, tag);
      this.reindex(targetType, targetId);
    })();
    return clean;
  }

  /** Every tag in use with how many targets carry it (autocomplete). */
  allTags(): Array<{ tag: string; count: number }> {
    return this.db.prepare('SELECT tag, COUNT(*) AS count FROM tags GROUP BY tag COLLATE NOCASE ORDER BY count DESC, tag COLLATE NOCASE').all() as Array<{
      tag: string;
      count: number;
    }>;
  }

  setStar(targetType: TagTarget, targetId: string, starred: boolean, now = new Date()): void {
    if (starred) {
      this.db.prepare('INSERT OR IGNORE INTO stars (target_type, target_id, starred_at) VALUES (?, ?, ?)').run(targetType, targetId, now.toISOString());
    } else {
      this.db.prepare('DELETE FROM stars WHERE target_type = ? AND target_id = ?').run(targetType, targetId);
    }
  }

  isStarred(targetType: TagTarget, targetId: string): boolean {
    return this.db.prepare('SELECT 1 FROM stars WHERE target_type = ? AND target_id = ?').get(targetType, targetId) !== undefined;
  }

  /** Ids of targets matching all given filters (tag and/or star); null when no filter is set. */
  filterIds(targetType: TagTarget, filter: { tag?: string; starred?: boolean }): Set<string> | null {
    let ids: Set<string> | null = null;
    if (filter.tag) {
      const rows = this.db.prepare('SELECT target_id FROM tags WHERE target_type = ? AND tag = ?').all(targetType, filter.tag) as Array<{ target_id: string }>;
      ids = new Set(rows.map((row) => row.target_id));
    }
    if (filter.starred) {
      const rows = this.db.prepare('SELECT target_id FROM stars WHERE target_type = ?').all(targetType) as Array<{ target_id: string }>;
      const starred = new Set(rows.map((row) => row.target_id));
      ids = ids ? new Set([...ids].filter((id) => starred.has(id))) : starred;
    }
    return ids;
  }

  search(text: string, limit = 50): NotebookHit[] {
    const query = ftsQuery(text);
    if (!query) return [];
    const rows = this.db
      .prepare(
        `SELECT target_type, target_id, field, snippet(notebook_fts, 3, ?, ?, '…', 12) AS snippet
         FROM notebook_fts WHERE notebook_fts MATCH ? ORDER BY rank LIMIT ?`,
      )
      .all(MATCH_START, MATCH_END, query, limit) as Array<{ target_type: string; target_id: string; field: 'note' | 'tag'; snippet: string }>;
    return rows.map((row) => ({ targetType: row.target_type, targetId: row.target_id, field: row.field, snippet: row.snippet }));
  }

  /** Whether anything in the notebook is keyed by this id (a job's, or a source of that job). */
  hasAny(targetId: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM notebook_fts WHERE target_id = ? OR target_id LIKE ? LIMIT 1').get(targetId, `${targetId.replace(/[%_]/g, '')}/%`) !== undefined ||
      this.db.prepare('SELECT 1 FROM stars WHERE target_id = ? LIMIT 1').get(targetId) !== undefined
    );
  }

  /**
   * Moves everything keyed by `oldId` (and its sources' notes) to `newId`. Jobs are keyed by their
   * server id once they have one, because a rebuilt mirror knows them by that id only.
   */
  rekey(oldId: string, newId: string): void {
    if (oldId === newId || !this.hasAny(oldId)) return;
    this.db.transaction(() => {
      for (const table of ['notes', 'tags', 'stars']) {
        this.db.prepare(`UPDATE OR REPLACE ${table} SET target_id = ? WHERE target_id = ? AND target_type IN ('job', 'collection')`).run(newId, oldId);
      }
      this.db
        .prepare("UPDATE OR REPLACE notes SET target_id = ? || substr(target_id, ?) WHERE target_type = 'source' AND substr(target_id, 1, ?) = ?")
        .run(newId, oldId.length + 1, oldId.length + 1, `${oldId}/`);
      this.db.prepare('UPDATE notebook_fts SET target_id = ? WHERE target_id = ?').run(newId, oldId);
      this.db
        .prepare("UPDATE notebook_fts SET target_id = ? || substr(target_id, ?) WHERE substr(target_id, 1, ?) = ?")
        .run(newId, oldId.length + 1, oldId.length + 1, `${oldId}/`);
    })();
  }

  /** Everything about one job, for exports. */
  jobNotebook(jobId: string): { note: string; tags: string[]; starred: boolean } {
    return { note: this.getNote('job', jobId).body, tags: this.tagsFor('job', jobId), starred: this.isStarred('job', jobId) };
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
