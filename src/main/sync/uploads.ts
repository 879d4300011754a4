// Uploads: the file.upload intents, one at a time beside the main loop. Waits for the file's collection,
// reconciles after a lost answer (a file of that name and size), checks the file is unchanged, streams
// it with throttled progress, and removes a browser-staged copy once the service has it.
import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '../api/client';
import type { OutboxRow } from '../db/repo';
import type { EngineContext } from './context';
import { handleIntentError, isAdoptable, settlingBeforeResend, waitFor } from './intents';
import { listAllFiles } from './pull';
import { EMBEDDED_UPLOAD_LIMIT_BYTES, overLimitReason, overUploadLimit, uploadLimitFromRefusal } from '../../shared/upload-limit';

/** Milliseconds until the next upload is due. */
export function nextUploadIn(ctx: EngineContext): number {
  if (ctx.facts.unauthorized) return 60 * 60_000;
  const now = Date.now();
  const next = Math.min(now + 60_000, ctx.repo.nextUploadAt() ?? Number.POSITIVE_INFINITY);
  return Math.max(20, next - now);
}

function emitProgress(ctx: EngineContext, fileId: string, bytesSent: number, size: number, state: string): void {
  ctx.events.uploadProgress({ fileId, bytesSent, size, state });
}

/** Due uploads read at a time (one waiting for its collection is passed over for the next). */
const DUE_PAGE = 50;

/** Uploads the next due file; returns whether it did any work. */
export async function uploadNext(ctx: EngineContext): Promise<boolean> {
  if (ctx.facts.unauthorized) return false;
  // due ones a page at a time: the first that can go goes, and a queue of 1,000 is not read whole for every file
  const now = Date.now();
  for (let offset = 0; ; offset += DUE_PAGE) {
    const page = ctx.repo.dueUploads(now, DUE_PAGE, offset);
    if (page.length === 0) return false;
    const outcome = await uploadFirstOf(ctx, page);
    if (outcome !== 'none') return outcome === 'worked';
  }
}

/** Uploads the first of `due` that can go: 'worked', 'stop' (an error that stops the loop), or 'none' (all wait). */
async function uploadFirstOf(ctx: EngineContext, due: readonly OutboxRow[]): Promise<'worked' | 'stop' | 'none'> {
  for (const row of due) {
    const file = ctx.repo.fileRow(row.target_id);
    if (!file) {
      ctx.repo.completeIntent(row, () => undefined);
      return 'worked';
    }
    let collectionServerId: string | null = null;
    if (file.collection_id) {
      collectionServerId = ctx.repo.collectionRow(file.collection_id)?.server_id ?? null;
      if (!collectionServerId) {
        waitFor(ctx, row, 'Waiting for its collection to be created.', file.collection_id);
        continue;
      }
    }
    try {
      await uploadOne(ctx, row, file.id, collectionServerId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (refusedOverLimit(ctx, row, file.file_name, file.size, error)) {
        emitProgress(ctx, file.id, 0, file.size ?? 0, 'failed');
        return 'worked';
      }
      ctx.repo.setFileProgress(file.id, 'queued', 0, null);
      const stop = handleIntentError(ctx, row, error);
      emitProgress(ctx, file.id, 0, file.size ?? 0, ctx.repo.fileRow(file.id)?.state ?? 'queued');
      if (stop) return 'stop';
    }
    return 'worked';
  }
  return 'none';
}

/** The upload limit this profile's service holds, where known: the embedded service's own, or learned from a refusal. */
export function uploadLimitOf(ctx: Pick<EngineContext, 'ownLibrary' | 'repo'>): number | null {
  if (ctx.ownLibrary) return EMBEDDED_UPLOAD_LIMIT_BYTES;
  const learned = Number(ctx.repo.getState(LEARNED_UPLOAD_LIMIT));
  return Number.isInteger(learned) && learned > 0 ? learned : null;
}
const LEARNED_UPLOAD_LIMIT = 'limits.upload_bytes';

/**
 * A refusal that states the upload limit: the limit is kept (the next file over it is not sent) and
 * the file fails with the limit said plainly, no retry offered. Returns whether it was one.
 */
function refusedOverLimit(ctx: EngineContext, row: OutboxRow, fileName: string, size: number | null, error: ApiError): boolean {
  if (error.kind !== 'http' || error.status === null || error.status < 400 || error.status >= 500) return false;
  const limit = uploadLimitFromRefusal(error.message);
  if (limit === null) return false;
  if (!ctx.ownLibrary) ctx.repo.setState(LEARNED_UPLOAD_LIMIT, String(limit));
  ctx.repo.failIntent(row, size !== null && size > limit ? overLimitReason(fileName, size, limit, true) : error.message);
  return true;
}

async function uploadOne(ctx: EngineContext, row: OutboxRow, fileId: string, collectionServerId: string | null): Promise<void> {
  const file = ctx.repo.fileRow(fileId);
  if (!file) return;
  if (row.maybe_sent) {
    const existing = await listAllFiles(ctx, collectionServerId ?? undefined);
    const match = existing.find(
      (f) => f.file_name === file.file_name && (f.collection_id ?? null) === collectionServerId && (f.size == null || f.size === file.size) && isAdoptable(ctx, 'files', f.id, file.id),
    );
    if (match) return adoptFile(ctx, row, file.id, match.id, match.content_type);
    if (settlingBeforeResend(ctx, row)) return;
  }
  let size: number;
  try {
    const stat = fs.statSync(file.path ?? '');
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch {
    ctx.repo.failIntent(row, `"${file.file_name}" was moved or deleted before it could be uploaded. Put it back and retry, or discard it.`);
    emitProgress(ctx, file.id, 0, file.size ?? 0, 'failed');
    return;
  }
  if (size !== file.size) {
    ctx.repo.failIntent(row, `"${file.file_name}" changed size since it was queued. Discard it and add it again.`);
    emitProgress(ctx, file.id, 0, file.size ?? 0, 'failed');
    return;
  }
  // over a limit the service stated: its bytes would all be sent and then refused
  const limit = uploadLimitOf(ctx);
  if (overUploadLimit(size, limit) && limit !== null) {
    ctx.repo.failIntent(row, overLimitReason(file.file_name, size, limit));
    emitProgress(ctx, file.id, 0, size, 'failed');
    return;
  }
  if (!ctx.repo.markSending(row.id)) return;
  ctx.repo.setFileProgress(file.id, 'uploading', 0);
  emitProgress(ctx, file.id, 0, size, 'uploading');
  // its text is read beside the transfer (offline too: a failed send has read it); the upload never waits for it,
  // only the removal of a staged copy does
  const reading = readTextOnce(ctx, file.id, file.path ?? '', file.file_name, file.content_type);
  let lastEmit = 0;
  const uploaded = await ctx.client.uploadFile(
    { path: file.path ?? '', fileName: file.file_name, contentType: file.content_type, size, collectionId: collectionServerId },
    row.id,
    (sent) => {
      const now = Date.now();
      if (now - lastEmit < ctx.timing.progressThrottleMs && sent < size) return;
      lastEmit = now;
      ctx.repo.setFileBytesSent(file.id, sent);
      emitProgress(ctx, file.id, sent, size, 'uploading');
    },
    ctx.signal,
  );
  if (uploaded.sha256) ctx.repo.setFileHash(file.id, uploaded.sha256);
  adoptFile(ctx, row, file.id, uploaded.file.id, uploaded.file.content_type, reading);
}

/** Files whose text is being read now, per engine: a retry while the first reading runs does not start another. */
const readingNow = new WeakMap<EngineContext, Map<string, Promise<void>>>();

/**
 * Reads the file's text for offline search, once per file (a retry after a failed send does not read it
 * again); the outcome, text or the reason there is none, is kept with the file. Runs beside the loops
 * (stop() waits for it); never rejects.
 */
function readTextOnce(ctx: EngineContext, fileId: string, filePath: string, fileName: string, contentType: string): Promise<void> {
  let running = readingNow.get(ctx);
  if (!running) readingNow.set(ctx, (running = new Map()));
  const already = running.get(fileId);
  if (already) return already;
  const reader = ctx.fileText;
  if (!reader || ctx.repo.fileTexts.get(fileId)) return Promise.resolve();
  const reading = (async () => {
    try {
      const outcome = await reader.read(filePath, fileName, contentType);
      if (ctx.repo.fileTexts.set(fileId, outcome, 'upload')) ctx.repo.changed('files');
    } catch (error) {
      // the upload goes on; the file is listed without a reading of its text
      if (!ctx.stopped()) console.error('[quire] reading an uploaded file for search failed:', error);
    } finally {
      running.delete(fileId);
    }
  })();
  running.set(fileId, reading);
  ctx.track(reading);
  return reading;
}

function adoptFile(ctx: EngineContext, row: OutboxRow, fileId: string, serverId: string, contentType: string, reading: Promise<void> = Promise.resolve()): void {
  const file = ctx.repo.fileRow(fileId);
  ctx.repo.completeIntent(row, () => ctx.repo.adoptFileRow(fileId, serverId, contentType));
  emitProgress(ctx, fileId, file?.size ?? 0, file?.size ?? 0, 'synced');
  const staging = ctx.stagingDir;
  // a staged browser upload (staging/<uuid>/<name>) is removed with its folder once the service has it
  // (once its text has been read from it)
  if (staging && file?.path && path.dirname(path.dirname(path.resolve(file.path))) === path.resolve(staging)) {
    const folder = path.dirname(file.path);
    void reading.then(() => fs.rm(folder, { recursive: true, force: true }, () => undefined));
  }
  ctx.mainWake.kick();
}
