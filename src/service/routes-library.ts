// Routes for the user's library: file uploads (multipart streamed to disk, then extracted and
// indexed) and listing, and collections (list/create/get/PATCH). Uploads survive restarts: the
// file is fsynced and renamed into place before its row is committed.
import Busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ServiceContext } from './context';
import { nextSeq } from './db';
import type { ExtractedDocument } from './extract';
import { ExtractError } from './extract-limits';
import { json, onCutOff, type RequestContext, type Router } from './http';
import { indexDocument, uploadUrl } from './library';
import { megabytes } from '../shared/upload-limit';
import { uuidParam } from './routes-research';
import { badRequest, CollectionCreateSchema, CollectionPatchSchema, envelope, isUuid, notFound, parseBody, parsePagination } from './validation';

/** Above this the file is stored but not read into memory, extracted or indexed. */
export const MAX_INDEX_BYTES = 25 * 1024 * 1024;

/** Whether an uploaded file of `size` bytes is extracted and indexed, and if not, the reason said to the user. */
export function indexingDecision(size: number): { index: true } | { index: false; reason: string } {
  if (size <= MAX_INDEX_BYTES) return { index: true };
  return { index: false, reason: `stored but not searchable: ${megabytes(size)} is over the ${megabytes(MAX_INDEX_BYTES)} indexing limit` };
}

interface FileRow {
  id: string;
  file_name: string;
  content_type: string;
  collection_id: string | null;
  size: number;
  created_at: string;
}

interface CollectionRow {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

/** Spec 2.4's fields, plus size and created_at (extra fields help clients reconcile lost responses). */
function fileJson(row: FileRow): Record<string, unknown> {
  return { id: row.id, file_name: row.file_name, content_type: row.content_type, collection_id: row.collection_id, size: row.size, created_at: row.created_at };
}

function collectionJson(row: CollectionRow): Record<string, unknown> {
  return { id: row.id, name: row.name, description: row.description, created_at: row.created_at, updated_at: row.updated_at };
}

/**
 * The name of an uploaded file as its client sent it. Only a '/' separates a path (a client that sent
 * one); a backslash is a character of the name, as POSIX file systems allow (busboy's own basename cut
 * "field\\notes.md" to "notes.md"). A name that is no name ('', '.', '..') is "upload".
 */
export function uploadedFileName(sent: string | undefined): string {
  const base = (sent ?? '').slice((sent ?? '').lastIndexOf('/') + 1);
  return base === '' || base === '.' || base === '..' ? 'upload' : base;
}

function safeFileName(name: string): string {
  const printable = [...path.basename(name)].map((c) => (c.charCodeAt(0) < 32 ? '_' : c)).join('');
  const base = printable.replace(/[/\\:*?"<>|]+/g, '_').trim();
  return base.length > 0 ? base.slice(0, 200) : 'upload';
}

/** Streams a multipart upload to a temp file, then extracts, indexes and commits it. */
export async function handleUpload(service: ServiceContext, ctx: RequestContext): Promise<Record<string, unknown>> {
  const contentType = ctx.req.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    ctx.req.resume();
    throw badRequest("Expected a multipart/form-data body with a 'file' field");
  }
  const uploadsDir = path.join(service.dataDir, 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  const tempPath = path.join(uploadsDir, `.incoming-${randomUUID()}`);
  let fileName: string | null = null;
  let declaredType = 'application/octet-stream';
  let tooLarge = false;
  let collectionId: string | null = null;
  let fileWrite: Promise<void> | null = null;
  // when the body's first byte was read (only watched when someone asks for upload timings: the bench)
  let firstByteAt: number | null = null;
  if (service.onUploadStored) ctx.req.once('data', () => (firstByteAt ??= performance.now()));

  try {
    await new Promise<void>((resolve, reject) => {
      let busboy: Busboy.Busboy;
      try {
        // preservePath: the name is cut here (uploadedFileName), where a backslash stays part of it
        busboy = Busboy({ headers: ctx.req.headers, preservePath: true, limits: { fileSize: service.maxUploadBytes, files: 1, fields: 10 } });
      } catch (error) {
        reject(badRequest(`Malformed multipart body: ${error instanceof Error ? error.message : String(error)}`));
        return;
      }
      busboy.on('file', (field, stream, info) => {
        if (field !== 'file' || fileWrite) {
          stream.resume();
          return;
        }
        fileName = uploadedFileName(info.filename);
        declaredType = info.mimeType || declaredType;
        stream.on('limit', () => {
          tooLarge = true;
        });
        fileWrite = pipeline(stream, fs.createWriteStream(tempPath));
        fileWrite.catch(reject);
      });
      busboy.on('field', (field, value) => {
        if (field === 'collection_id' && value !== '') collectionId = value;
      });
      busboy.on('error', (error) => reject(badRequest(`Malformed multipart body: ${error instanceof Error ? error.message : String(error)}`)));
      busboy.on('close', () => resolve());
      // a client that goes away mid-body: the parser would wait for the rest forever (pipe does not end it)
      // (also one that went away while this request waited for an earlier one with its Idempotency-Key)
      onCutOff(ctx.req, () => {
        const cut = badRequest('The upload was cut off before its end');
        busboy.destroy(cut);
        reject(cut);
      });
      ctx.req.pipe(busboy);
    });
    if (fileWrite) await fileWrite;
    if (!fileName) throw badRequest("Missing required field 'file'");
    if (tooLarge) throw badRequest(`Invalid value for field 'file': ${fileName} exceeds the ${megabytes(service.maxUploadBytes)} upload limit`);
    if (collectionId !== null) {
      if (!isUuid(collectionId) || !service.db.prepare('SELECT 1 FROM collections WHERE id = ?').get(collectionId)) {
        throw badRequest(`Invalid value for field 'collection_id': unknown collection ${collectionId}`);
      }
    }
    const size = fs.statSync(tempPath).size;
    const decision = indexingDecision(size);
    let extracted: ExtractedDocument | null = null;
    if (decision.index) {
      // Read in a worker thread with a heap cap and a time limit (extract-runner.ts): a hostile file fails alone.
      try {
        extracted = await service.extractor.extract(fs.readFileSync(tempPath), fileName, declaredType);
      } catch (error) {
        if (error instanceof ExtractError) throw badRequest(`Invalid value for field 'file': ${error.message}`);
        throw error;
      }
    }
    const contentType = extracted?.contentType ?? declaredType;
    const id = randomUUID();
    const storedName = safeFileName(fileName);
    const finalDir = path.join(uploadsDir, id);
    fs.mkdirSync(finalDir, { recursive: true });
    const finalPath = path.join(finalDir, storedName);
    // Durable before acknowledged: fsync the bytes, rename into place, then commit the row.
    const fd = fs.openSync(tempPath, 'r+');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(tempPath, finalPath);
    const now = service.now().toISOString();
    const row: FileRow = { id, file_name: fileName, content_type: contentType, collection_id: collectionId, size, created_at: now };
    service.db.transaction(() => {
      service.db
        .prepare('INSERT INTO files (id, file_name, content_type, collection_id, size, stored_path, created_at, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(id, fileName, contentType, collectionId, size, path.relative(service.dataDir, finalPath), now, nextSeq(service.db, 'files'));
      if (extracted) indexDocument(service.db, extracted, { source: 'upload', fileId: id, url: uploadUrl(id, storedName) }, now);
    })();
    if (service.onUploadStored && firstByteAt !== null) service.onUploadStored({ fileId: id, bytes: size, firstByteAt, storedAt: performance.now() });
    if (decision.index) {
      service.log(`indexed upload ${fileName} (${size} bytes) as file ${id}`);
      return fileJson(row);
    }
    service.log(`upload ${fileName} (${size} bytes) ${decision.reason}; file ${id}`);
    return { ...fileJson(row), indexed: false, note: decision.reason };
  } catch (error) {
    ctx.req.resume(); // drain whatever the client still sends so it gets our 400
    throw error;
  } finally {
    fs.rmSync(tempPath, { force: true });
  }
}

export function registerLibraryRoutes(router: Router, service: ServiceContext): void {
  const { db } = service;

  router.add('GET', '/research/files', (ctx) => {
    const page = parsePagination(ctx.query);
    const collectionId = ctx.query.get('collection_id');
    const where = collectionId ? 'WHERE collection_id = ?' : '';
    const args: unknown[] = collectionId ? [collectionId] : [];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM files ${where}`).get(...args) as { n: number }).n;
    const rows = db.prepare(`SELECT id, file_name, content_type, collection_id, size, created_at FROM files ${where} ORDER BY seq DESC LIMIT ? OFFSET ?`).all(...args, page.limit, page.offset) as FileRow[];
    return json(envelope(rows.map(fileJson), page, total));
  });

  router.add('POST', '/research/files', async (ctx) => json(await handleUpload(service, ctx)), { idempotent: true });

  // Quire's local library only (not part of the public API): the text extracted from a file, so the
  // window can preview it. A file stored without being indexed answers indexed: false and no text.
  router.add('GET', '/research/files/:id/content', (ctx) => {
    const id = uuidParam(ctx, 'id');
    const file = db.prepare('SELECT id, file_name FROM files WHERE id = ?').get(id) as { id: string; file_name: string } | undefined;
    if (!file) throw notFound();
    const docs = db.prepare('SELECT markdown FROM documents WHERE file_id = ? ORDER BY created_at, id').all(id) as Array<{ markdown: string }>;
    return json({ id: file.id, file_name: file.file_name, indexed: docs.length > 0, content: docs.map((doc) => doc.markdown).join('\n\n') });
  });

  router.add('GET', '/research/collections', (ctx) => {
    const page = parsePagination(ctx.query);
    const total = (db.prepare('SELECT COUNT(*) AS n FROM collections').get() as { n: number }).n;
    const rows = db.prepare('SELECT * FROM collections ORDER BY seq DESC LIMIT ? OFFSET ?').all(page.limit, page.offset) as CollectionRow[];
    return json(envelope(rows.map(collectionJson), page, total));
  });

  router.add(
    'POST',
    '/research/collections',
    async (ctx) => {
      const body = parseBody(CollectionCreateSchema, await ctx.json());
      const now = service.now().toISOString();
      const row: CollectionRow = { id: randomUUID(), name: body.name, description: body.description ?? null, created_at: now, updated_at: now };
      db.prepare('INSERT INTO collections (id, name, description, created_at, updated_at, seq) VALUES (?, ?, ?, ?, ?, ?)').run(
        row.id,
        row.name,
        row.description,
        now,
        now,
        nextSeq(db, 'collections'),
      );
      return json(collectionJson(row));
    },
    { idempotent: true },
  );

  const requireCollection = (ctx: RequestContext): CollectionRow => {
    const row = db.prepare('SELECT * FROM collections WHERE id = ?').get(uuidParam(ctx, 'id')) as CollectionRow | undefined;
    if (!row) throw notFound();
    return row;
  };

  router.add('GET', '/research/collections/:id', (ctx) => json(collectionJson(requireCollection(ctx))));

  router.add('PATCH', '/research/collections/:id', async (ctx) => {
    const row = requireCollection(ctx);
    const body = parseBody(CollectionPatchSchema, await ctx.json());
    const updated: CollectionRow = {
      ...row,
      name: body.name ?? row.name,
      description: body.description !== undefined ? body.description : row.description,
      updated_at: service.now().toISOString(),
    };
    db.prepare('UPDATE collections SET name = ?, description = ?, updated_at = ? WHERE id = ?').run(updated.name, updated.description, updated.updated_at, row.id);
    return json(collectionJson(updated));
  });
}
