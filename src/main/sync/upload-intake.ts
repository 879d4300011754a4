// Turns paths (files and folders, recursively) into queued uploads: reports zero-byte, unreadable and
// vanished files, asks for confirmation above a count limit, and skips duplicates by content hash.
// The walk is asynchronous with an entry budget, and never follows a link inside a dropped folder.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Repo } from '../db/repo';
import type { FileRow } from '../db/rows';
import type { NewLocalFile } from '../db/outbox';
import type { UploadResult } from '../../shared/domain';
import { overLimitReason, overUploadLimit } from '../../shared/upload-limit';

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

/**
 * The name a browser gave a file, as it is kept on this machine: a browser sends no folder in a name,
 * so a backslash is part of it (POSIX allows it: "field\\notes.md" stays whole); on Windows, where it
 * would separate folders, it becomes '_'. A '/' still cuts (a name never holds one); no name is "upload".
 */
export function uploadedName(name: string, platform: NodeJS.Platform): string {
  const kept = platform === 'win32' ? name.replace(/\\/g, '_') : name;
  const base = kept.slice(kept.lastIndexOf('/') + 1);
  return base === '' || base === '.' || base === '..' ? 'upload' : base;
}

/** Opened without following a link (O_NOFOLLOW where the platform has it), so a file swapped for a link after the walk is refused. */
const OPEN_NO_FOLLOW = fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0);

/** What duplicate detection reads of a file: a row of the mirror, or one of this drop not yet written. */
type KnownFile = Pick<FileRow, 'content_hash' | 'path' | 'file_name' | 'collection_id'>;

/** The first of `rows` whose content has this hash: its stored hash, or (queued, not yet uploaded) its file's. */
async function firstWithHash(rows: readonly KnownFile[], hash: string): Promise<KnownFile | null> {
  for (const row of rows) {
    const known = row.content_hash ?? (row.path ? await hashFile(row.path).catch(() => null) : null);
    if (known === hash) return row;
  }
  return null;
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  const handle = await fs.promises.open(file, OPEN_NO_FOLLOW);
  try {
    // 1 MiB reads: a 500 MB file hashes in about half the time of the default 64 KiB (measured in bench/uploads.bench.ts)
    for await (const chunk of handle.createReadStream({ autoClose: false, highWaterMark: 1024 * 1024 })) hash.update(chunk as Buffer);
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

interface Candidate {
  path: string;
  fileName: string;
}

/** Entries (files, folders, links, anything) a walk looks at before it gives up: a drop of a whole disk stops here. */
export const WALK_ENTRY_BUDGET = 20_000;
const MAX_DEPTH = 32;

export const LINK_SKIPPED = 'A link (shortcut) inside a dropped folder: Quire does not follow links, so it was skipped.';
export const budgetReason = (budget: number): string => `The folder holds more than ${budget} entries: Quire stopped looking and queued nothing. Choose a smaller folder.`;

export interface WalkOutcome {
  found: Candidate[];
  /** Set when the entry budget ran out (nothing is queued then). */
  budgetExceeded: boolean;
}

/**
 * Walks the dropped paths without blocking the main process. A dropped item itself may be a link
 * (the user chose it): it is resolved once. Inside a dropped folder, links are never followed
 * (lstat; each is reported as skipped), so `refs -> ~/.ssh` uploads nothing and `a -> .` cannot
 * loop; folders are also remembered by device and inode, so a bind mount cannot loop either.
 */
export async function walkDropped(paths: string[], rejected: UploadResult['rejected'], budget = WALK_ENTRY_BUDGET): Promise<WalkOutcome> {
  const found: Candidate[] = [];
  const visited = new Set<string>();
  let seen = 0;
  let budgetExceeded = false;

  const visit = async (target: string, displayName: string, stat: fs.Stats, depth: number): Promise<void> => {
    if (budgetExceeded) return;
    if (stat.isDirectory()) {
      const key = `${stat.dev}:${stat.ino}`;
      if (visited.has(key) || depth > MAX_DEPTH) return;
      visited.add(key);
      let entries: string[];
      try {
        entries = (await fs.promises.readdir(target)).sort();
      } catch {
        rejected.push({ path: target, reason: 'Quire is not allowed to read this folder.' });
        return;
      }
      for (const entry of entries) {
        if (entry.startsWith('.')) continue;
        if (++seen > budget) {
          budgetExceeded = true;
          return;
        }
        const child = path.join(target, entry);
        let childStat: fs.Stats;
        try {
          childStat = await fs.promises.lstat(child);
        } catch {
          rejected.push({ path: child, reason: 'The file or folder no longer exists.' }); // listed a moment ago
          continue;
        }
        if (childStat.isSymbolicLink()) {
          rejected.push({ path: child, reason: LINK_SKIPPED });
          continue;
        }
        await visit(child, entry, childStat, depth + 1);
        if (budgetExceeded) return;
      }
      return;
    }
    if (!stat.isFile()) {
      rejected.push({ path: target, reason: 'Not a regular file.' });
      return;
    }
    found.push({ path: target, fileName: displayName });
  };

  for (const dropped of paths) {
    const absolute = path.resolve(dropped);
    let real: string;
    let stat: fs.Stats;
    try {
      real = await fs.promises.realpath(absolute);
      stat = await fs.promises.lstat(real);
    } catch (error) {
      // a link whose target is gone is named as such (it "no longer existed" though the link is right there)
      const linkTarget = await fs.promises.readlink(absolute).catch(() => null);
      rejected.push({ path: absolute, reason: unreadablePathReason((error as NodeJS.ErrnoException).code, linkTarget) });
      continue;
    }
    if (++seen > budget) budgetExceeded = true;
    await visit(real, path.basename(absolute), stat, 0);
    if (budgetExceeded) break;
  }
  return { found, budgetExceeded };
}

/**
 * Why a path given to upload cannot be read, in words: a link names the target that is missing; a path nothing is at
 * "does not exist" (a typo never existed, so "no longer" claimed more than Quire knows); no permission says so. Pure.
 */
export function unreadablePathReason(code: string | undefined, linkTarget: string | null): string {
  if (linkTarget !== null) return `It is a link to ${linkTarget}, which does not exist.`;
  if (code === 'EACCES' || code === 'EPERM') return 'Quire is not allowed to read it.';
  return 'The file or folder does not exist.';
}

/** Queues the files under `paths` for upload into the (local) collection id, or none. */
/** `uploadLimit`: the service's upload limit where Quire knows it (upload-limit.ts); a file over it is not queued. */
export async function intakePaths(repo: Repo, paths: string[], collectionId: string | null, confirmLarge: boolean, walkBudget = WALK_ENTRY_BUDGET, uploadLimit: number | null = null): Promise<UploadResult> {
  const result: UploadResult = { queued: [], duplicates: [], rejected: [], needsConfirmation: null };
  const walk = await walkDropped(paths, result.rejected, walkBudget);
  if (walk.budgetExceeded) {
    result.rejected.push({ path: paths.join(', '), reason: budgetReason(walkBudget) });
    return result;
  }
  const candidates = walk.found;
  if (candidates.length > HARD_LIMIT_FILES) {
    result.rejected.push({ path: paths.join(', '), reason: `More than ${HARD_LIMIT_FILES} files: choose a smaller folder.` });
    return result;
  }
  if (candidates.length > CONFIRM_ABOVE_FILES && !confirmLarge) {
    result.needsConfirmation = { count: candidates.length };
    return result;
  }
  // the drop is queued in one durable transaction at the end (one sync to disk, not one per file); a copy
  // of a file earlier in the same drop is still a duplicate of it
  const toQueue: NewLocalFile[] = [];
  for (const candidate of candidates) {
    let size: number;
    try {
      const stat = await fs.promises.lstat(candidate.path);
      if (!stat.isFile()) {
        result.rejected.push({ path: candidate.path, reason: 'The file changed into a link or folder before it could be queued; it was skipped.' });
        continue;
      }
      size = stat.size;
      await fs.promises.access(candidate.path, fs.constants.R_OK);
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      result.rejected.push({ path: candidate.path, reason: missing ? 'The file vanished before it could be queued.' : 'Quire is not allowed to read this file.' });
      continue;
    }
    if (size === 0) {
      result.rejected.push({ path: candidate.path, reason: 'The file is empty (0 bytes); there is nothing to upload.' });
      continue;
    }
    // the whole file would be sent and then refused: said now, and nothing is queued
    if (uploadLimit !== null && overUploadLimit(size, uploadLimit)) {
      result.rejected.push({ path: candidate.path, reason: overLimitReason(candidate.fileName, size, uploadLimit) });
      continue;
    }
    // Only a file of the same size can be a duplicate: the file is read for its hash only then (a
    // 500 MB file is otherwise read once, while it uploads, which takes its hash: bench/uploads.bench.ts).
    // (dropped into a collection, a copy is a duplicate only of a file already in it: a file belongs to one collection, and
    // one skipped because it sits in another left the collection it was dropped on without it)
    const earlier = toQueue.filter((f) => f.size === size).map((f): KnownFile => ({ content_hash: f.contentHash, path: f.path, file_name: f.fileName, collection_id: f.collectionId }));
    const sameSize = [...repo.filesOfSize(size), ...earlier].filter((f) => collectionId === null || f.collection_id === collectionId);
    let hash: string | null = null;
    if (sameSize.length > 0) {
      try {
        hash = await hashFile(candidate.path);
      } catch {
        result.rejected.push({ path: candidate.path, reason: 'The file could not be read.' });
        continue;
      }
      const duplicateOf = await firstWithHash(sameSize, hash);
      if (duplicateOf) {
        result.duplicates.push({ fileName: candidate.fileName, existingFileName: duplicateOf.file_name });
        continue;
      }
    }
    toQueue.push({ fileName: candidate.fileName, contentType: contentTypeFor(candidate.fileName), collectionId, size, path: candidate.path, contentHash: hash });
  }
  repo.createLocalFiles(toQueue).forEach((id, index) => result.queued.push({ id, fileName: toQueue[index]?.fileName ?? '' }));
  return result;
}
