// SQL on the embedded local service's own database (<data>/local-service/service.db) for notebook
// sync of the local library (issue 14): reading an uploaded file (its row, collection, documents and
// passages) and a finished job (its row, results with their text inlined, events) as plain records,
// and importing such records from another machine under the same ids, so notes keyed by those ids
// attach. The schema is the service's (src/service/db.ts, version 1); a service.db of another
// version is left alone. Opened beside the running service (WAL, busy timeout); writes are INSERT
// OR IGNORE in one transaction per record, so a record already there is never overwritten.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { openServiceDb } from '../../service/db';

export type LibraryDb = Database.Database;

/** The service schema version these statements are written for. */
export const SERVICE_SCHEMA_VERSION = 1;

export interface LibraryFileRow {
  id: string;
  fileName: string;
  contentType: string;
  collectionId: string | null;
  size: number;
  storedName: string;
  createdAt: string;
}

export interface LibraryCollectionRow {
  id: string;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LibraryDocumentRow {
  id: string;
  source: string;
  title: string;
  url: string;
  host: string;
  raw: string;
  rawFormat: string;
  markdown: string;
  text: string;
  createdAt: string;
  chunks: string[];
}

export interface LibraryFileRecord {
  file: LibraryFileRow;
  collection: LibraryCollectionRow | null;
  documents: LibraryDocumentRow[];
}

export interface LibraryJobRow {
  id: string;
  origin: string;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  status: string;
  query: string;
  params: string;
  loopsRequested: number;
  reasoningLoopsConsumed: number;
  runningTime: number;
  content: string | null;
  transformedContent: string | null;
  failureReason: string | null;
}

export interface LibraryResultRow {
  id: string;
  documentId: string | null;
  /** The sample library's file name when the result came from it (its ids differ per machine). */
  sampleName: string | null;
  title: string;
  url: string;
  citationIndex: number;
  score: number;
  highlights: string;
  raw: string | null;
  markdown: string | null;
}

export interface LibraryJobRecord {
  job: LibraryJobRow;
  results: LibraryResultRow[];
  events: Array<{ message: string; createdAt: string }>;
}

/**
 * Opens service.db beside the running service; null when there is none (or another schema). With
 * `create`, a service that never ran here gets its database made by the service's own module (its
 * schema and migrations), so records can be imported before it first starts.
 */
export function openLocalLibrary(serviceDir: string, options: { create?: boolean } = {}): LibraryDb | null {
  const file = path.join(serviceDir, 'service.db');
  if (!fs.existsSync(file)) {
    if (!options.create) return null;
    openServiceDb(serviceDir).close();
  }
  const db = new Database(file, { fileMustExist: true, nativeBinding: process.env.QUIRE_SQLITE_NATIVE_BINDING || undefined });
  db.pragma('busy_timeout = 5000');
  if (db.pragma('user_version', { simple: true }) !== SERVICE_SCHEMA_VERSION) {
    db.close();
    return null;
  }
  return db;
}

/** Ids of every uploaded file, oldest first. */
export function libraryFileIds(db: LibraryDb): string[] {
  return (db.prepare('SELECT id FROM files ORDER BY seq').all() as Array<{ id: string }>).map((row) => row.id);
}

/** Ids of every finished job (completed or failed), oldest first. */
export function finishedJobIds(db: LibraryDb): string[] {
  return (db.prepare("SELECT id FROM jobs WHERE status IN ('completed', 'failed') ORDER BY seq").all() as Array<{ id: string }>).map((row) => row.id);
}

/** Which of `ids` the service already has, per kind. */
export function presentIds(db: LibraryDb, kind: 'file' | 'job', ids: readonly string[]): Set<string> {
  const table = kind === 'file' ? 'files' : 'jobs';
  const found = new Set<string>();
  const statement = db.prepare(`SELECT id FROM ${table} WHERE id = ?`);
  for (const id of ids) if (statement.get(id)) found.add(id);
  return found;
}

/** One uploaded file as a record, and where its bytes are (null when the row is gone). */
export function readFileRecord(db: LibraryDb, serviceDir: string, id: string): { record: LibraryFileRecord; bytesPath: string } | null {
  const file = db.prepare('SELECT id, file_name, content_type, collection_id, size, stored_path, created_at FROM files WHERE id = ?').get(id) as
    | { id: string; file_name: string; content_type: string; collection_id: string | null; size: number; stored_path: string; created_at: string }
    | undefined;
  if (!file) return null;
  const collection = file.collection_id
    ? ((db.prepare('SELECT id, name, description, created_at, updated_at FROM collections WHERE id = ?').get(file.collection_id) as
        | { id: string; name: string; description: string | null; created_at: string; updated_at: string }
        | undefined) ?? null)
    : null;
  const documents = (
    db.prepare('SELECT id, source, title, url, host, raw, raw_format, markdown, text, created_at FROM documents WHERE file_id = ? ORDER BY created_at, id').all(id) as Array<{
      id: string;
      source: string;
      title: string;
      url: string;
      host: string;
      raw: string;
      raw_format: string;
      markdown: string;
      text: string;
      created_at: string;
    }>
  ).map((doc) => ({
    id: doc.id,
    source: doc.source,
    title: doc.title,
    url: doc.url,
    host: doc.host,
    raw: doc.raw,
    rawFormat: doc.raw_format,
    markdown: doc.markdown,
    text: doc.text,
    createdAt: doc.created_at,
    chunks: (db.prepare('SELECT text FROM chunks WHERE document_id = ? ORDER BY ord').all(doc.id) as Array<{ text: string }>).map((chunk) => chunk.text),
  }));
  return {
    record: {
      file: { id: file.id, fileName: file.file_name, contentType: file.content_type, collectionId: file.collection_id, size: file.size, storedName: path.basename(file.stored_path), createdAt: file.created_at },
      collection: collection ? { id: collection.id, name: collection.name, description: collection.description, createdAt: collection.created_at, updatedAt: collection.updated_at } : null,
      documents,
    },
    bytesPath: path.resolve(serviceDir, file.stored_path),
  };
}

/** One finished job as a record, its results' text inlined (so it reads the same without their documents). */
export function readJobRecord(db: LibraryDb, id: string): LibraryJobRecord | null {
  const job = db
    .prepare(
      'SELECT id, origin, created_at, started_at, completed_at, status, query, params, loops_requested, reasoning_loops_consumed, running_time, content, transformed_content, failure_reason FROM jobs WHERE id = ?',
    )
    .get(id) as
    | {
        id: string;
        origin: string;
        created_at: string;
        started_at: string | null;
        completed_at: string | null;
        status: string;
        query: string;
        params: string;
        loops_requested: number;
        reasoning_loops_consumed: number;
        running_time: number;
        content: string | null;
        transformed_content: string | null;
        failure_reason: string | null;
      }
    | undefined;
  if (!job) return null;
  const results = (
    db
      .prepare(
        `SELECT r.id, r.document_id, d.sample_name, r.title, r.url, r.citation_index, r.score, r.highlights, COALESCE(r.raw, d.raw) AS raw, COALESCE(r.markdown, d.markdown) AS markdown
         FROM results r LEFT JOIN documents d ON d.id = r.document_id WHERE r.job_id = ? ORDER BY r.citation_index, r.id`,
      )
      .all(id) as Array<{ id: string; document_id: string | null; sample_name: string | null; title: string; url: string; citation_index: number; score: number; highlights: string; raw: string | null; markdown: string | null }>
  ).map((row) => ({
    id: row.id,
    documentId: row.document_id,
    sampleName: row.sample_name,
    title: row.title,
    url: row.url,
    citationIndex: row.citation_index,
    score: row.score,
    highlights: row.highlights,
    raw: row.raw,
    markdown: row.markdown,
  }));
  const events = (db.prepare('SELECT message, created_at FROM events WHERE job_id = ? ORDER BY id').all(id) as Array<{ message: string; created_at: string }>).map((row) => ({ message: row.message, createdAt: row.created_at }));
  return {
    job: {
      id: job.id,
      origin: job.origin,
      createdAt: job.created_at,
      startedAt: job.started_at,
      completedAt: job.completed_at,
      status: job.status,
      query: job.query,
      params: job.params,
      loopsRequested: job.loops_requested,
      reasoningLoopsConsumed: job.reasoning_loops_consumed,
      runningTime: job.running_time,
      content: job.content,
      transformedContent: job.transformed_content,
      failureReason: job.failure_reason,
    },
    results,
    events,
  };
}

const nextSeq = (db: LibraryDb, table: 'jobs' | 'files' | 'collections'): number => (db.prepare(`SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM ${table}`).get() as { next: number }).next;

/**
 * Imports a file from another machine under its own id: the bytes go to uploads/<id>/<name> (fsynced,
 * renamed into place), then its collection (when missing), row, documents and passages in one
 * transaction. False when the service already has it.
 */
export function importFileRecord(db: LibraryDb, serviceDir: string, record: LibraryFileRecord, bytes: Uint8Array | null): boolean {
  if (db.prepare('SELECT 1 FROM files WHERE id = ?').get(record.file.id)) return false;
  const relative = path.join('uploads', record.file.id, record.file.storedName);
  const final = path.join(serviceDir, relative);
  fs.mkdirSync(path.dirname(final), { recursive: true });
  const temp = `${final}.incoming`;
  fs.writeFileSync(temp, bytes ?? new Uint8Array(0));
  const fd = fs.openSync(temp, 'r+');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.renameSync(temp, final);
  db.transaction(() => {
    const { collection, file } = record;
    if (collection) {
      db.prepare('INSERT OR IGNORE INTO collections (id, name, description, created_at, updated_at, seq) VALUES (?, ?, ?, ?, ?, ?)').run(
        collection.id,
        collection.name,
        collection.description,
        collection.createdAt,
        collection.updatedAt,
        nextSeq(db, 'collections'),
      );
    }
    db.prepare('INSERT INTO files (id, file_name, content_type, collection_id, size, stored_path, created_at, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
      file.id,
      file.fileName,
      file.contentType,
      file.collectionId,
      file.size,
      relative,
      file.createdAt,
      nextSeq(db, 'files'),
    );
    const insertDoc = db.prepare(
      `INSERT OR IGNORE INTO documents (id, source, file_id, sample_name, title, url, host, raw, raw_format, markdown, text, created_at) VALUES (?, 'upload', ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertChunk = db.prepare('INSERT INTO chunks (document_id, ord, text) VALUES (?, ?, ?)');
    const insertFts = db.prepare('INSERT INTO chunks_fts (rowid, text) VALUES (?, ?)');
    for (const doc of record.documents) {
      if (insertDoc.run(doc.id, file.id, doc.title, doc.url, doc.host, doc.raw, doc.rawFormat, doc.markdown, doc.text, doc.createdAt).changes === 0) continue;
      doc.chunks.forEach((text, ord) => insertFts.run(insertChunk.run(doc.id, ord, text).lastInsertRowid, text));
    }
  })();
  return true;
}

/**
 * Imports a finished job from another machine under its own id, with its results (text inlined;
 * a result's document is kept when this service has it, found by name for the sample library, else
 * left out) and events. Never charged here. False when the service already has it.
 */
export function importJobRecord(db: LibraryDb, record: LibraryJobRecord): boolean {
  if (db.prepare('SELECT 1 FROM jobs WHERE id = ?').get(record.job.id)) return false;
  const { job } = record;
  db.transaction(() => {
    db.prepare(
      `INSERT INTO jobs (id, seq, origin, created_at, started_at, completed_at, status, query, params, loops_requested, reasoning_loops_consumed, running_time, content, transformed_content, failure_reason, charged)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
    ).run(
      job.id,
      nextSeq(db, 'jobs'),
      job.origin,
      job.createdAt,
      job.startedAt,
      job.completedAt,
      job.status,
      job.query,
      job.params,
      job.loopsRequested,
      job.reasoningLoopsConsumed,
      job.runningTime,
      job.content,
      job.transformedContent,
      job.failureReason,
    );
    const documentById = db.prepare('SELECT id FROM documents WHERE id = ?');
    const sampleByName = db.prepare("SELECT id FROM documents WHERE source = 'sample' AND sample_name = ? LIMIT 1");
    const insertResult = db.prepare(
      'INSERT OR IGNORE INTO results (id, job_id, document_id, title, url, citation_index, score, highlights, raw, markdown) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const result of record.results) {
      const here =
        (result.documentId ? (documentById.get(result.documentId) as { id: string } | undefined) : undefined) ??
        (result.sampleName ? (sampleByName.get(result.sampleName) as { id: string } | undefined) : undefined);
      insertResult.run(result.id, job.id, here?.id ?? null, result.title, result.url, result.citationIndex, result.score, result.highlights, result.raw, result.markdown);
    }
    const insertEvent = db.prepare('INSERT INTO events (job_id, message, created_at) VALUES (?, ?, ?)');
    for (const event of record.events) insertEvent.run(job.id, event.message, event.createdAt);
  })();
  return true;
}
