// The local library travels with its notebook (issue 14, item 4): the embedded service's uploaded
// files (with their bytes, documents and passages) and finished jobs (with results and events) are
// written into the notebook as immutable records, one entry each ('library-file', 'library-job',
// keyed by the service's own id), so they are encrypted, written, compacted and checked like the
// notes. The receiving machine imports records its own service lacks under the same ids, files
// first, so the notes (keyed by those job ids) attach. What to share and to import are set
// differences (pure, table-tested); records from another machine are validated before anything is
// written. Not shared: jobs still running, chat, collections without files, settings.
import fs from 'node:fs';
import { z } from 'zod';
import { lazySchema } from '../../../shared/lazy';
import {
  finishedJobIds,
  importFileRecord,
  importJobRecord,
  libraryFileIds,
  openLocalLibrary,
  presentIds,
  readFileRecord,
  readJobRecord,
  type LibraryFileRecord,
  type LibraryJobRecord,
} from '../../db/local-library';
import type { Notebook } from '../store';

export const FILE_RECORD = 'library-file';
export const JOB_RECORD = 'library-job';

/** Ids on one side that the other side lacks, in the first side's order (pure). */
export function missingFrom(ids: readonly string[], present: ReadonlySet<string>): string[] {
  return ids.filter((id) => !present.has(id));
}

const Id = lazySchema(() => z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/));
const Text = lazySchema(() => z.string().max(50_000_000));
const Short = lazySchema(() => z.string().max(4096));
const Name = lazySchema(() => z
  .string()
  .min(1)
  .max(255)
  .refine((name) => name !== '.' && name !== '..' && !/[/\\\0]/.test(name), 'not a plain file name'));

/**
 * A file record as it travels: a document's raw text is left out (null) when it is the file's bytes
 * read as UTF-8, and its markdown when it equals its raw text (both are common: a .md or .txt file,
 * a PDF's text), so an upload is not carried three times over (pack/unpack, pure, round-trip tested).
 */
export interface WireFileRecord extends Omit<LibraryFileRecord, 'documents'> {
  documents: Array<Omit<LibraryFileRecord['documents'][number], 'raw' | 'markdown'> & { raw: string | null; markdown: string | null }>;
}

export function packFileRecord(record: LibraryFileRecord, bytes: Uint8Array | null): WireFileRecord {
  const asText = bytes ? Buffer.from(bytes).toString('utf8') : null;
  return {
    ...record,
    documents: record.documents.map((doc) => ({ ...doc, raw: asText !== null && doc.raw === asText ? null : doc.raw, markdown: doc.markdown === doc.raw ? null : doc.markdown })),
  };
}

/** The record as the service stores it; null when a left-out raw text has no bytes to come from. */
export function unpackFileRecord(wire: WireFileRecord, bytes: Uint8Array | null): LibraryFileRecord | null {
  const asText = bytes ? Buffer.from(bytes).toString('utf8') : null;
  const documents: LibraryFileRecord['documents'] = [];
  for (const doc of wire.documents) {
    const raw = doc.raw ?? asText;
    if (raw === null) return null;
    documents.push({ ...doc, raw, markdown: doc.markdown ?? raw });
  }
  return { ...wire, documents };
}

const FileRecordSchema: z.ZodType<WireFileRecord> = lazySchema(() => z
  .object({
    file: z.object({ id: Id, fileName: Short, contentType: Short, collectionId: Id.nullable(), size: z.number().int().nonnegative(), storedName: Name, createdAt: Short }).strict(),
    collection: z.object({ id: Id, name: Short, description: Text.nullable(), createdAt: Short, updatedAt: Short }).strict().nullable(),
    documents: z
      .array(
        z
          .object({ id: Id, source: Short, title: Text, url: Text, host: Short, raw: Text.nullable(), rawFormat: Short, markdown: Text.nullable(), text: Text, createdAt: Short, chunks: z.array(Text).max(1_000_000) })
          .strict(),
      )
      .max(10_000),
  })
  .strict());

const JobRecordSchema: z.ZodType<LibraryJobRecord> = lazySchema(() => z
  .object({
    job: z
      .object({
        id: Id,
        origin: Short,
        createdAt: Short,
        startedAt: Short.nullable(),
        completedAt: Short.nullable(),
        status: z.enum(['completed', 'failed']),
        query: Text,
        params: Text,
        loopsRequested: z.number().int(),
        reasoningLoopsConsumed: z.number().int(),
        runningTime: z.number(),
        content: Text.nullable(),
        transformedContent: Text.nullable(),
        failureReason: Text.nullable(),
      })
      .strict(),
    results: z
      .array(
        z
          .object({
            id: Id,
            documentId: Id.nullable(),
            sampleName: Short.nullable(),
            title: Text,
            url: Text,
            citationIndex: z.number().int(),
            score: z.number(),
            highlights: Text,
            raw: Text.nullable(),
            markdown: Text.nullable(),
          })
          .strict(),
      )
      .max(10_000),
    events: z.array(z.object({ message: Text, createdAt: Short }).strict()).max(100_000),
  })
  .strict());

/** A record from another machine, checked; null (with why) when it is not one Quire wrote. */
export function parseRecord<T>(schema: z.ZodType<T>, json: string, id: string): { record: T } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { problem: `library record ${id} is not JSON` };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { problem: `library record ${id} is malformed (${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0]?.message ?? ''})` };
  const record = parsed.data as { file?: { id: string }; job?: { id: string } };
  if ((record.file?.id ?? record.job?.id) !== id) return { problem: `library record ${id} names another id` };
  return { record: parsed.data };
}

export const parseFileRecord = (json: string, id: string) => parseRecord(FileRecordSchema, json, id);
export const parseJobRecord = (json: string, id: string) => parseRecord(JobRecordSchema, json, id);

export interface LibraryShareReport {
  sharedFiles: number;
  sharedJobs: number;
}

/** At most this many bytes of files are shared per pass (at least one file); the rest goes with the next passes. */
export const SHARE_BYTES_PER_PASS = 64 * 1024 * 1024;

/** Writes this machine's files and finished jobs that the notebook does not hold yet as records (queued for sync). */
export function shareLocalLibrary(notebook: Notebook, serviceDir: string, maxBytes = SHARE_BYTES_PER_PASS): LibraryShareReport {
  const db = openLocalLibrary(serviceDir);
  if (!db) return { sharedFiles: 0, sharedJobs: 0 };
  try {
    let sharedFiles = 0;
    let sharedJobs = 0;
    let sharedBytes = 0;
    for (const id of missingFrom(libraryFileIds(db), new Set(notebook.entryIdsOfType(FILE_RECORD)))) {
      if (sharedFiles > 0 && sharedBytes >= maxBytes) break;
      const found = readFileRecord(db, serviceDir, id);
      if (!found) continue;
      const bytes = fs.existsSync(found.bytesPath) ? new Uint8Array(fs.readFileSync(found.bytesPath)) : null;
      const json = JSON.stringify(packFileRecord(found.record, bytes));
      if (notebook.putRecord(FILE_RECORD, id, json, bytes)) {
        sharedFiles += 1;
        sharedBytes += json.length + (bytes?.length ?? 0);
      }
    }
    for (const id of missingFrom(finishedJobIds(db), new Set(notebook.entryIdsOfType(JOB_RECORD)))) {
      const record = readJobRecord(db, id);
      if (record && notebook.putRecord(JOB_RECORD, id, JSON.stringify(record), null)) sharedJobs += 1;
    }
    return { sharedFiles, sharedJobs };
  } finally {
    db.close();
  }
}

export interface LibraryImportReport {
  importedFiles: number;
  importedJobs: number;
  /** Records that were not imported, in words (malformed, or another machine's bug). */
  refused: string[];
}

/** Imports the records this machine's service lacks (files, then jobs), under their own ids. */
export function importLocalLibrary(notebook: Notebook, serviceDir: string): LibraryImportReport {
  const report: LibraryImportReport = { importedFiles: 0, importedJobs: 0, refused: [] };
  const fileIds = notebook.entryIdsOfType(FILE_RECORD);
  const jobIds = notebook.entryIdsOfType(JOB_RECORD);
  if (fileIds.length === 0 && jobIds.length === 0) return report;
  const db = openLocalLibrary(serviceDir, { create: true });
  if (!db) return report;
  try {
    for (const id of missingFrom(fileIds, presentIds(db, 'file', fileIds))) {
      const stored = notebook.record(FILE_RECORD, id);
      if (!stored) continue;
      const parsed = parseFileRecord(stored.json, id);
      const record = 'problem' in parsed ? null : unpackFileRecord(parsed.record, stored.bytes);
      if ('problem' in parsed) report.refused.push(parsed.problem);
      else if (!record) report.refused.push(`library record ${id} has a document without its text`);
      else if (importFileRecord(db, serviceDir, record, stored.bytes)) report.importedFiles += 1;
    }
    for (const id of missingFrom(jobIds, presentIds(db, 'job', jobIds))) {
      const stored = notebook.record(JOB_RECORD, id);
      if (!stored) continue;
      const parsed = parseJobRecord(stored.json, id);
      if ('problem' in parsed) report.refused.push(parsed.problem);
      else if (importJobRecord(db, parsed.record)) report.importedJobs += 1;
    }
    return report;
  } finally {
    db.close();
  }
}
