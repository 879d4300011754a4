// Private data at rest: the data folder 0700 and its files 0600, for every process that writes
// there (desktop app, browser mode, CLI, local service). Lives with the service because the
// service is standalone (it may import nothing from src/main); src/main/paths.ts re-exports it.
import fs from 'node:fs';
import { join } from 'node:path';

/** Data folders (and every folder in them) are the owner's alone. */
export const PRIVATE_DIR_MODE = 0o700;
/** Data files (databases, uploads, staging, backups, mailbox, keys) are the owner's alone. */
export const PRIVATE_FILE_MODE = 0o600;
/** A data folder with more entries than this is fixed only this far on one start (the rest on the next). */
const FIX_ENTRY_BUDGET = 200_000;

/**
 * For processes whose writes all belong in the data folder (the desktop app, browser mode, the
 * local service): every file and folder they create from now on is the owner's alone, whichever
 * module creates it (SQLite and its WAL, uploads, staging, backups, mailbox). No-op on Windows,
 * where modes do not apply (the per-user profile folder is already private there).
 */
export function usePrivateFileModes(): void {
  if (process.platform !== 'win32') process.umask(0o077);
}

export interface PrivacyFix {
  /** Files and folders whose mode was narrowed. */
  fixed: number;
  /** True when the folder was already private and so was not walked. */
  alreadyPrivate: boolean;
}

/**
 * Creates the data folder 0700 if missing. If it exists and other users can reach it (an older
 * Quire, a CLI run under a loose umask, a copy), narrows it to 0700 and every file and folder in
 * it to 0600/0700. Links are never followed (their targets are not Quire's), so `lstat` and no
 * chmod of a link. A folder that is already 0700 is not walked: nothing in it is reachable by
 * other users, and the walk would cost every CLI start.
 */
export function makeDataDirPrivate(dir: string): PrivacyFix {
  if (process.platform === 'win32') {
    fs.mkdirSync(dir, { recursive: true });
    return { fixed: 0, alreadyPrivate: true };
  }
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const top = fs.lstatSync(dir);
  if ((top.mode & 0o777) === PRIVATE_DIR_MODE) return { fixed: 0, alreadyPrivate: true };
  let fixed = 0;
  let budget = FIX_ENTRY_BUDGET;
  const narrow = (target: string, stat: fs.Stats): void => {
    const want = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o777) === want) return;
    try {
      fs.chmodSync(target, want);
      fixed += 1;
    } catch {
      // not ours (another owner) or gone meanwhile: leave it, the folder itself is closed anyway
    }
  };
  // the folder is closed first, so nothing inside is reachable while the rest is fixed
  narrow(dir, top);
  const stack = [dir];
  while (stack.length > 0 && budget > 0) {
    const folder = stack.pop() as string;
    let entries: string[];
    try {
      entries = fs.readdirSync(folder);
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (--budget < 0) break;
      const child = join(folder, entry);
      let stat: fs.Stats;
      try {
        stat = fs.lstatSync(child);
      } catch {
        continue;
      }
      if (stat.isSymbolicLink()) continue;
      if (stat.isDirectory()) {
        narrow(child, stat);
        stack.push(child);
      } else if (stat.isFile()) {
        narrow(child, stat);
      }
    }
  }
  return { fixed, alreadyPrivate: false };
}
