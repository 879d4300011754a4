// Schema migrations keyed on PRAGMA user_version: one small function per version, applied in order
// inside one transaction each. A database whose version is newer than this build is refused.
import type Database from 'better-sqlite3';

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
];

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
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > LATEST_VERSION) throw new FutureDatabaseError(current);
  for (let version = current; version < target; version++) {
    const step = migrations[version];
    if (!step) break;
    db.transaction(() => {
      step(db);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return db.pragma('user_version', { simple: true }) as number;
}
