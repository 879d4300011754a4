// Reading the text of a file the user uploads through Quire, on this machine, so it searches and reads
// offline (the public API gives no file's content back). The local service's extractors and limits are
// reused as they are: the file is opened without following a link and read up to a size bound from the
// handle it opened (a file grown or swapped after the check is not read past it); the bytes are read in
// the extraction worker (src/service/extract-runner.ts: heap cap, time limit, zip-bomb and PDF page
// checks), so a hostile file ends as that file's reason in words. The decisions are pure and
// table-tested in test/sync/file-text.test.ts.
import fs from 'node:fs';
import { ExtractionRunner } from '../../service/extract-runner';
import { ExtractError } from '../../service/extract-limits';
import type { FileTextOutcome } from '../db/file-texts';
import { ApiError } from '../api/client';
import type { EngineContext } from './context';
import { megabytes } from '../../shared/upload-limit';

/** The largest file read for its text: the local service's own bound on what it indexes (routes-library.ts). */
export const FILE_TEXT_MAX_BYTES = 25 * 1024 * 1024;
/** Characters of a file's text kept and searched; past it the text is cut and the reader says so. */
export const FILE_TEXT_MAX_CHARS = 2_000_000;

/** Whether a file of this size is read for its text, or why not (said in the window and by the CLI). Pure. */
export function fileTextDecision(size: number | null, maxBytes = FILE_TEXT_MAX_BYTES): { read: true } | { read: false; reason: string } {
  if (size === null || !Number.isFinite(size) || size < 0) return { read: false, reason: 'Its size is unknown, so Quire did not read its text.' };
  if (size === 0) return { read: false, reason: 'The file is empty.' };
  if (size > maxBytes) return { read: false, reason: `It is ${megabytes(size)}; Quire reads the text of files up to ${megabytes(maxBytes)} for search.` };
  return { read: true };
}

/** The text kept of what the extractor gave: whole, or cut at a bound (at a line end where one is near). Pure. */
export function keptText(markdown: string, maxChars = FILE_TEXT_MAX_CHARS): { text: string; truncated: boolean } {
  if (markdown.length <= maxChars) return { text: markdown, truncated: false };
  const cut = markdown.lastIndexOf('\n', maxChars);
  return { text: markdown.slice(0, cut > maxChars * 0.9 ? cut : maxChars), truncated: true };
}

/** Why the extractor did not read a file, as the window says it ("Its text is not searched: …"). Pure. */
export function unreadReason(message: string): string {
  const said = message.replace('the local service indexes', 'Quire reads').replace(/[.\s]+$/, '');
  return `Its text is not searched: ${said}.`;
}

/** Opened without following a link (O_NOFOLLOW where the platform has it). */
const OPEN_NO_FOLLOW = fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0);

/** Reads up to `size + 1` bytes (at most `max + 1`) from an open handle: the one more tells a file grown past the bound. */
async function readBounded(handle: fs.promises.FileHandle, size: number, max: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.min(size, max) + 1);
  let filled = 0;
  while (filled < buffer.length) {
    const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

export class FileTextReader {
  private runner: ExtractionRunner | null = null;
  private closed = false;

  constructor(private readonly maxBytes = FILE_TEXT_MAX_BYTES) {}

  /** Reads the file at `path` for its text; never throws: a file that cannot be read gives its reason. */
  async read(path: string, fileName: string, contentType: string | undefined): Promise<FileTextOutcome> {
    let bytes: Buffer;
    try {
      const handle = await fs.promises.open(path, OPEN_NO_FOLLOW);
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) return { reason: 'It is not a regular file, so Quire did not read its text.' };
        const decision = fileTextDecision(stat.size, this.maxBytes);
        if (!decision.read) return { reason: decision.reason };
        bytes = await readBounded(handle, stat.size, this.maxBytes);
      } finally {
        await handle.close();
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ELOOP' || code === 'EMLINK') return { reason: 'It is a link; Quire does not follow links to read a text.' };
      if (code === 'ENOENT') return { reason: 'The file was gone before Quire could read its text.' };
      return { reason: `Quire could not open it to read its text (${code ?? 'error'}).` };
    }
    // grown past the bound since the check: read no further
    const decision = fileTextDecision(bytes.length, this.maxBytes);
    if (!decision.read) return { reason: decision.reason };
    if (this.closed) return { reason: 'Quire was closing, so it did not read its text.' };
    this.runner ??= new ExtractionRunner();
    try {
      const doc = await this.runner.extract(bytes, fileName, contentType === 'application/octet-stream' ? undefined : contentType);
      return keptText(doc.markdown);
    } catch (error) {
      if (error instanceof ExtractError) return { reason: unreadReason(error.message) };
      return { reason: `Quire could not read its text (${error instanceof Error ? error.message : String(error)}).` };
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const runner = this.runner;
    this.runner = null;
    if (runner) await runner.close();
  }
}

/** Files of the local library read per sync pass (each one request to the service on this machine). */
export const LIBRARY_TEXTS_PER_PASS = 50;

/**
 * The embedded local library's files not uploaded from here (another window's, an earlier install's): their
 * text is read through the library's own content route (GET /research/files/:id/content, which the file
 * preview uses; the public API has none) and kept like an uploaded file's. A file the service stored
 * without reading keeps that reason. Stops at the first failure other than a file gone; the next pass goes on.
 */
export async function readLibraryTexts(ctx: Pick<EngineContext, 'ownLibrary' | 'repo' | 'client' | 'stopped'>, perPass = LIBRARY_TEXTS_PER_PASS): Promise<number> {
  if (!ctx.ownLibrary) return 0;
  let read = 0;
  for (const file of ctx.repo.fileTexts.libraryFilesUnread(perPass)) {
    if (ctx.stopped()) break;
    let answer: { content: string; indexed?: unknown };
    try {
      answer = await ctx.client.getFileContent(file.server_id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) continue;
      break;
    }
    const outcome: FileTextOutcome =
      answer.indexed === false ? { reason: 'The local library stored this file without reading its text (it reads files of up to 25 MB).' } : keptText(answer.content);
    if (ctx.repo.fileTexts.set(file.id, outcome, 'library')) read++;
  }
  if (read > 0) ctx.repo.changed('files');
  return read;
}
