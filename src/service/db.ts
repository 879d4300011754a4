// The local service's own SQLite database: opening (WAL), the schema, and small shared helpers.
// One account per service; every table here belongs to it. Schema changes are appended to SERVICE_MIGRATIONS.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { refuseNewer, runMigrations } from '../shared/migrate';

export type ServiceDb = Database.Database;


const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS api_keys (key TEXT PRIMARY KEY, origin TEXT NOT NULL, email TEXT, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS collections (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, description TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, seq INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS collections_seq ON collections(seq);
CREATE TABLE IF NOT EXISTS files (
  id TEXT PRIMARY KEY, file_name TEXT NOT NULL, content_type TEXT NOT NULL, collection_id TEXT,
  size INTEGER NOT NULL, stored_path TEXT NOT NULL, created_at TEXT NOT NULL, seq INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS files_seq ON files(seq);
CREATE INDEX IF NOT EXISTS files_collection ON files(collection_id, seq);
CREATE TABLE IF NOT EXISTS documents (
  id TEXT PRIMARY KEY, source TEXT NOT NULL, file_id TEXT, sample_name TEXT, title TEXT NOT NULL, url TEXT NOT NULL,
  host TEXT NOT NULL, raw TEXT NOT NULL, raw_format TEXT NOT NULL, markdown TEXT NOT NULL, text TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS documents_file ON documents(file_id);
CREATE TABLE IF NOT EXISTS chunks (id INTEGER PRIMARY KEY, document_id TEXT NOT NULL, ord INTEGER NOT NULL, text TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS chunks_document ON chunks(document_id, ord);
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(text, content='chunks', content_rowid='id', tokenize='porter unicode61');
CREATE TABLE IF NOT EXISTS jobs (
  id TEXT PRIMARY KEY, seq INTEGER NOT NULL, origin TEXT NOT NULL, created_at TEXT NOT NULL, started_at TEXT, completed_at TEXT,
  status TEXT NOT NULL, query TEXT NOT NULL, params TEXT NOT NULL, loops_requested INTEGER NOT NULL,
  reasoning_loops_consumed INTEGER NOT NULL DEFAULT 0, running_time INTEGER NOT NULL DEFAULT 0,
  content TEXT, transformed_content TEXT, failure_reason TEXT, charged INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS jobs_seq ON jobs(seq);
CREATE INDEX IF NOT EXISTS jobs_status ON jobs(status);
CREATE INDEX IF NOT EXISTS jobs_completed ON jobs(completed_at) WHERE status = 'completed';
CREATE TABLE IF NOT EXISTS results (
  id TEXT PRIMARY KEY, job_id TEXT NOT NULL, document_id TEXT, title TEXT NOT NULL, url TEXT NOT NULL,
  citation_index INTEGER NOT NULL, score REAL NOT NULL, highlights TEXT NOT NULL, raw TEXT, markdown TEXT
);
-- Covering index: job lists read result references without touching the (large) result rows.
CREATE INDEX IF NOT EXISTS results_job ON results(job_id, citation_index, id, title, url, score);
CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, job_id TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS events_job ON events(job_id, id);
CREATE TABLE IF NOT EXISTS updates (
  id TEXT PRIMARY KEY, job_id TEXT NOT NULL, ask_id TEXT NOT NULL, update_content TEXT NOT NULL, files TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS updates_job ON updates(job_id, created_at);
CREATE TABLE IF NOT EXISTS chat_messages (
  id TEXT PRIMARY KEY, seq INTEGER NOT NULL, job_id TEXT NOT NULL, role TEXT NOT NULL, content TEXT NOT NULL, pending_content TEXT,
  snippets TEXT NOT NULL, status TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, error_message TEXT,
  results TEXT NOT NULL, citations TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_job ON chat_messages(job_id, seq);
CREATE TABLE IF NOT EXISTS brainstorms (id TEXT PRIMARY KEY, query TEXT NOT NULL, questions TEXT NOT NULL, created_at TEXT NOT NULL, used_at TEXT);
CREATE TABLE IF NOT EXISTS agent_codes (id INTEGER PRIMARY KEY, email TEXT NOT NULL, code TEXT NOT NULL, sent_at TEXT NOT NULL, expires_at TEXT NOT NULL, used_at TEXT);
CREATE TABLE IF NOT EXISTS ledger (id INTEGER PRIMARY KEY, amount_cents INTEGER NOT NULL, reason TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS checkouts (id TEXT PRIMARY KEY, amount_cents INTEGER NOT NULL, created_at TEXT NOT NULL, paid_at TEXT);
CREATE TABLE IF NOT EXISTS idempotency (key TEXT NOT NULL, route TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (key, route));
`;

/** Step i takes service.db from user_version i to i + 1 (the shared runner, src/shared/migrate.ts). Never edit a shipped step; append. */
export const SERVICE_MIGRATIONS: ReadonlyArray<(db: ServiceDb) => void> = [
  // 1: the whole schema (IF NOT EXISTS: databases of earlier builds at version 0 had none of it)
  (db) => db.exec(SCHEMA),
];

export function openServiceDb(dataDir: string): ServiceDb {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'service.db'), { nativeBinding: process.env.QUIRE_SQLITE_NATIVE_BINDING || undefined });
  const tooNew = (found: number, known: number): Error => {
    db.close();
    return new Error(`service.db in ${dataDir} has schema version ${found}, newer than this service (${known})`);
  };
  // refused before anything (WAL included) writes to the file
  refuseNewer(db, SERVICE_MIGRATIONS.length, tooNew);
  db.pragma('journal_mode = WAL');
  // FULL: a response the service sent must survive a crash right after (clients trust acknowledgements).
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('cache_size = -32000'); // 32 MB: list pages over large seeded libraries stay in memory
  runMigrations(db, SERVICE_MIGRATIONS, { tooNew });
  return db;
}

export function getMeta(db: ServiceDb, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: ServiceDb, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

/** Monotonic ordering key for "newest first" lists (timestamps can tie within a millisecond). */
export function nextSeq(db: ServiceDb, table: 'jobs' | 'files' | 'collections' | 'chat_messages'): number {
  const row = db.prepare(`SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM ${table}`).get() as { next: number };
  return row.next;
}
