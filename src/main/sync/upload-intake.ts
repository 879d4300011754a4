// Turns paths (files and folders, recursively) into queued uploads: reports zero-byte, unreadable and
// vanished files, asks for confirmation above a count limit, and skips duplicates by content hash.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Repo } from '../db/repo';
import type { UploadResult } from '../../shared/domain';

export const CONFIRM_ABOVE_FILES = 100;
const HARD_LIMIT_FILES = 5_000;

const CONTENT_TYPES: Record<string, string> = {
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
  '.html': 'text/html',
  '.htm': 'text/html',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.json': 'application/json',
  '.csv': 'text/csv',
};
export function contentTypeFor(fileName: string, declared?: string): string {
  if (declared && declared.includes('/')) return declared;
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

interface Candidate {
  path: string;
  fileName: string;
}

function collect(paths: string[], rejected: UploadResult['rejected']): Candidate[] {
  const found: Candidate[] = [];
  const visit = (target: string, depth: number): void => {
    if (found.length > HARD_LIMIT_FILES) return;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(target);
    } catch {
      rejected.push({ path: target, reason: 'The file or folder no longer exists.' });
      return;
    }
    if (stat.isDirectory()) {
      if (depth > 32) return;
      let entries: string[];
      try {
        entries = fs.readdirSync(target).sort();
      } catch {
        rejected.push({ path: target, reason: 'Quire is not allowed to read this folder.' });
        return;
      }
      for (const entry of entries) if (!entry.startsWith('.')) visit(path.join(target, entry), depth + 1);
      return;
    }
    if (!stat.isFile()) {
      rejected.push({ path: target, reason: 'Not a regular file.' });
      return;
    }
    found.push({ path: target, fileName: path.basename(target) });
  };
  for (const p of paths) visit(path.resolve(p), 0);
  return found;
}

/** Queues the files under `paths` for upload into the (local) collection id, or none. */
export async function intakePaths(repo: Repo, paths: string[], collectionId: string | null, confirmLarge: boolean): Promise<UploadResult> {
  const result: UploadResult = { queued: [], duplicates: [], rejected: [], needsConfirmation: null };
  const candidates = collect(paths, result.rejected);
  if (candidates.length > HARD_LIMIT_FILES) {
    result.rejected.push({ path: paths.join(', '), reason: `More than ${HARD_LIMIT_FILES} files: choose a smaller folder.` });
    return result;
  }
  if (candidates.length > CONFIRM_ABOVE_FILES && !confirmLarge) {
    result.needsConfirmation = { count: candidates.length };
    return result;
  }
  const hashesThisBatch = new Map<string, string>();
  for (const candidate of candidates) {
    let size: number;
    try {
      const stat = fs.statSync(candidate.path);
      size = stat.size;
      fs.accessSync(candidate.path, fs.constants.R_OK);
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      result.rejected.push({ path: candidate.path, reason: missing ? 'The file vanished before it could be queued.' : 'Quire is not allowed to read this file.' });
      continue;
    }
    if (size === 0) {
      result.rejected.push({ path: candidate.path, reason: 'The file is empty (0 bytes); there is nothing to upload.' });
      continue;
    }
    let hash: string;
    try {
      hash = await hashFile(candidate.path);
    } catch {
      result.rejected.push({ path: candidate.path, reason: 'The file could not be read.' });
      continue;
    }
    const sameBatch = hashesThisBatch.get(hash);
    if (sameBatch) {
      result.duplicates.push({ fileName: candidate.fileName, existingFileName: sameBatch });
      continue;
    }
    const existing = repo.findFileByHash(hash);
    if (existing) {
      result.duplicates.push({ fileName: candidate.fileName, existingFileName: existing.file_name });
      continue;
    }
    hashesThisBatch.set(hash, candidate.fileName);
    const id = repo.createLocalFile({
      fileName: candidate.fileName,
      contentType: contentTypeFor(candidate.fileName),
      collectionId,
      size,
      path: candidate.path,
      contentHash: hash,
    });
    result.queued.push({ id, fileName: candidate.fileName });
  }
  return result;
}
