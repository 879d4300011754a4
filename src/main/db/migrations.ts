// Schema migrations keyed on PRAGMA user_version: one small function per version, applied in order
// inside one transaction each. A database whose version is newer than this build is refused.
import type Database from 'better-sqlite3';
import { runMigrations } from '../../shared/migrate';

export type Migration = (db: Database.Database) => void;

/** migrations[i] takes a database from user_version i to i + 1. Never edit a shipped one; append. */
export const migrations: readonly Migration[] = [
  // 1: the mirror of server-owned data plus local bookkeeping columns.
  (db) => {
    db.exec(`
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY NOT NULL,
        server_id TEXT UNIQUE,
        query TEXT NOT NULL,
        status TEXT NOT NULL,
        loops_consumed INTEGER,
        running_time REAL,
        created_at TEXT NOT NULL,
        content TEXT,
        transformed_content TEXT,
        options_json TEXT NOT NULL DEFAULT '{}',
        extra_json TEXT NOT NULL DEFAULT '{}',
        wire_hash TEXT NOT NULL DEFAULT '',
        sync_state TEXT NOT NULL DEFAULT 'synced',
        error TEXT,
        source_count INTEGER NOT NULL DEFAULT 0,
        available_offline INTEGER NOT NULL DEFAULT 0,
        next_poll_at INTEGER NOT NULL DEFAULT 0,
        poll_interval_ms INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX jobs_by_created ON jobs(created_at DESC, id);
      CREATE INDEX jobs_by_status ON jobs(status, created_at);
      CREATE TABLE results (
        job_id TEXT NOT NULL,
        id TEXT NOT NULL,
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        url TEXT NOT NULL,
        citation_index INTEGER,
        highlights_json TEXT NOT NULL DEFAULT '[]',
        content TEXT,
        detail_fetched INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (job_id, id)
      ) WITHOUT ROWID;
      CREATE TABLE job_events (
        job_id TEXT NOT NULL,
        seq INTEGER NOT NULL,
        message TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (job_id, seq)
      ) WITHOUT ROWID;
      CREATE TABLE job_status_history (
        job_id TEXT NOT NULL,
        status TEXT NOT NULL,
        seen_at TEXT NOT NULL,
        PRIMARY KEY (job_id, status)
      );
      CREATE TABLE research_updates (
        id TEXT PRIMARY KEY NOT NULL,
        server_id TEXT UNIQUE,
        job_id TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at TEXT NOT NULL,
        sync_state TEXT NOT NULL DEFAULT 'synced',
        error TEXT
      );
      CREATE INDEX research_updates_by_job ON research_updates(job_id, created_at);
      CREATE TABLE chat_messages (
        id TEXT PRIMARY KEY NOT NULL,
        server_id TEXT UNIQUE,
        job_id TEXT NOT NULL,
        role TEXT NOT NULL,
        content TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL,
        sync_state TEXT NOT NULL DEFAULT 'synced',
        error TEXT,
        results_json TEXT NOT NULL DEFAULT '[]'
      );
      CREATE INDEX chat_messages_by_job ON chat_messages(job_id, created_at);
      CREATE TABLE collections (
        id TEXT PRIMARY KEY NOT NULL,
        server_id TEXT UNIQUE,
        name TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        sync_state TEXT NOT NULL DEFAULT 'synced',
        error TEXT
      );
      CREATE TABLE files (
        id TEXT PRIMARY KEY NOT NULL,
        server_id TEXT UNIQUE,
        file_name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        collection_id TEXT,
        size INTEGER,
        state TEXT NOT NULL DEFAULT 'synced',
        bytes_sent INTEGER NOT NULL DEFAULT 0,
        error TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX files_by_collection ON files(collection_id, file_name);
      CREATE TABLE sync_state (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;
    `);
  },
  // 2: the durable outbox of local intents and the upload bookkeeping on files.
  (db) => {
    db.exec(`
      CREATE TABLE outbox (
        id TEXT PRIMARY KEY NOT NULL,
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL,
        target_id TEXT NOT NULL,
        payload_json TEXT NOT NULL,
        summary TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        maybe_sent INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL DEFAULT 0,
        first_attempt_at INTEGER,
        last_error TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX outbox_by_seq ON outbox(state, seq);
      CREATE INDEX outbox_by_target ON outbox(target_id);
      ALTER TABLE files ADD COLUMN path TEXT;
      ALTER TABLE files ADD COLUMN content_hash TEXT;
      CREATE INDEX files_by_hash ON files(content_hash);
    `);
  },
  // 3: full-text search. search_docs maps one FTS row to (job or file, field).
  (db) => {
    db.exec(`
      CREATE TABLE search_docs (
        rowid INTEGER PRIMARY KEY,
        owner_id TEXT NOT NULL,
        field TEXT NOT NULL,
        UNIQUE (owner_id, field)
      );
      CREATE VIRTUAL TABLE search_fts USING fts5(text, tokenize = 'unicode61 remove_diacritics 2');
    `);
  },
  // 4: partial indexes for the engine's hot loops (followed jobs, detail prefetch).
  (db) => {
    db.exec(`
      CREATE INDEX jobs_unfinished ON jobs(next_poll_at)
        WHERE server_id IS NOT NULL AND status NOT IN ('completed', 'failed');
      CREATE INDEX jobs_needing_details ON jobs(created_at)
        WHERE status = 'completed' AND available_offline = 0 AND server_id IS NOT NULL;
    `);
  },
  // 5: the FTS index becomes contentless (text lives once, in the mirror tables; snippets are cut from
  // there), which halves the cost of indexing a bulk pull. Rebuilt from the mirror in SQL.
  (db) => {
    db.exec(`
      DROP TABLE search_fts;
      DELETE FROM search_docs;
      CREATE VIRTUAL TABLE search_fts USING fts5(text, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2');
      INSERT INTO search_docs (owner_id, field) SELECT id, 'query' FROM jobs WHERE query != '';
      INSERT INTO search_docs (owner_id, field) SELECT id, 'content' FROM jobs WHERE content IS NOT NULL AND content != '';
      INSERT INTO search_docs (owner_id, field) SELECT id, 'transformed' FROM jobs WHERE transformed_content IS NOT NULL AND transformed_content != '';
      INSERT INTO search_docs (owner_id, field) SELECT DISTINCT job_id, 'source' FROM results;
      INSERT INTO search_docs (owner_id, field) SELECT DISTINCT job_id, 'highlight' FROM results WHERE highlights_json != '[]';
      INSERT INTO search_docs (owner_id, field) SELECT DISTINCT job_id, 'source_content' FROM results WHERE content IS NOT NULL;
      INSERT INTO search_docs (owner_id, field) SELECT id, 'file' FROM files;
    `);
    const docs = db.prepare<[], { rowid: number; owner_id: string; field: string }>('SELECT rowid, owner_id, field FROM search_docs').all();
    const insert = db.prepare('INSERT INTO search_fts (rowid, text) VALUES (?, ?)');
    for (const doc of docs) {
      const text = indexedText(db, doc.owner_id, doc.field);
      if (text) insert.run(doc.rowid, text);
    }
  },
  // 6: unknown fields of collections, files and chat messages are kept too (jobs had them from 1).
  (db) => {
    db.exec(`
      ALTER TABLE collections ADD COLUMN extra_json TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE files ADD COLUMN extra_json TEXT NOT NULL DEFAULT '{}';
      ALTER TABLE chat_messages ADD COLUMN extra_json TEXT NOT NULL DEFAULT '{}';
    `);
  },
  // 7: an intent that waits for (pending) or failed because of (failed) another row names that row in
  // blocked_by, instead of the engine matching its error text. Rows failed that way before this
  // migration are recognised by their text once, here, and marked '*' (the row is not recorded).
  (db) => {
    db.exec(`
      ALTER TABLE outbox ADD COLUMN blocked_by TEXT;
      UPDATE outbox SET blocked_by = '*' WHERE state = 'failed' AND last_error LIKE 'It depends on an item%';
    `);
  },
  // 8: a source's raw content (the service's format=raw), fetched on demand and kept for offline reading.
  (db) => {
    db.exec(`ALTER TABLE results ADD COLUMN raw_content TEXT;`);
  },
  // 9: when an intent was last sent, so a resend after a lost answer can first give a slow service time to
  // show what the lost request created (uploads and jobs a service is still storing when the answer is lost).
  (db) => {
    db.exec(`ALTER TABLE outbox ADD COLUMN last_sent_at INTEGER;`);
  },
  // 10: the text of a file the user uploads through Quire, read on this machine at upload (the public API
  // gives no file's content back), searched offline as the field 'file_text'. A row says whether the text
  // was read (text) or why not (reason); it goes with its file (the trigger), so a deleted file is not found.
  (db) => {
    db.exec(`
      CREATE TABLE file_texts (
        file_id TEXT PRIMARY KEY NOT NULL,
        text TEXT,
        reason TEXT,
        truncated INTEGER NOT NULL DEFAULT 0,
        source TEXT NOT NULL,
        read_at TEXT NOT NULL
      );
      CREATE TRIGGER file_texts_go_with_files AFTER DELETE ON files BEGIN
        DELETE FROM file_texts WHERE file_id = old.id;
      END;
    `);
  },
];

const INDEXED_TEXT_SQL: Record<string, string> = {
  query: 'SELECT query AS t FROM jobs WHERE id = ?',
  content: 'SELECT content AS t FROM jobs WHERE id = ?',
  transformed: 'SELECT transformed_content AS t FROM jobs WHERE id = ?',
  source: 'SELECT group_concat(title, char(10)) AS t FROM (SELECT title FROM results WHERE job_id = ? ORDER BY position)',
  highlight:
    'SELECT group_concat(h.value, char(10)) AS t FROM (SELECT highlights_json FROM results WHERE job_id = ? ORDER BY position) r, json_each(r.highlights_json) h',
  source_content:
    'SELECT group_concat(content, char(10) || char(10)) AS t FROM (SELECT content FROM results WHERE job_id = ? AND content IS NOT NULL ORDER BY position)',
  file: 'SELECT file_name AS t FROM files WHERE id = ?',
  file_text: 'SELECT text AS t FROM file_texts WHERE file_id = ?',
};
const textStatements = new WeakMap<Database.Database, Map<string, Database.Statement<[string], { t: string | null }>>>();

/** The text indexed for (owner, field), read from the mirror tables (the FTS index keeps no copy). */
export function indexedText(db: Database.Database, ownerId: string, field: string): string | null {
  const sql = INDEXED_TEXT_SQL[field];
  if (!sql) return null;
  let cache = textStatements.get(db);
  if (!cache) textStatements.set(db, (cache = new Map()));
  let statement = cache.get(field);
  if (!statement) cache.set(field, (statement = db.prepare<[string], { t: string | null }>(sql)));
  return statement.get(ownerId)?.t ?? null;
}

export const LATEST_VERSION = migrations.length;

export class FutureDatabaseError extends Error {
  constructor(readonly found: number) {
    super(
      `This library was written by a newer version of Quire (schema ${found}, this Quire knows up to ${LATEST_VERSION}). ` +
        'Update Quire to open it; the file was left untouched.',
    );
    this.name = 'FutureDatabaseError';
  }
}

/** Brings the database to LATEST_VERSION (or `target`), one transaction per step. */
export function migrate(db: Database.Database, target = LATEST_VERSION): number {
  return runMigrations(db, migrations, { tooNew: (found) => new FutureDatabaseError(found), target });
}
