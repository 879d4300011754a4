// What notebook sync needs from a place to keep files (a synced folder or a WebDAV server): list,
// read, create-once (written under a temporary name, then renamed/moved to its final name, never
// overwriting) and remove. Temporary names start with TEMP_PREFIX: readers ignore them, and the
// machine that left one behind (killed mid-write) removes it on a later pass.
import { randomBytes } from 'node:crypto';
import { pidAlive } from '../../../pid-alive';

export interface TargetEntry {
  name: string;
  isDir: boolean;
  /** ISO time the entry was last written, when the target says. */
  modified: string | null;
}

export interface SyncTarget {
  /** What the user chose, for messages (never a password). */
  readonly label: string;
  /** Checks the target answers and can be written (settings "Test"). */
  probe(): Promise<void>;
  /** A file's bytes, or null when it does not exist (any other failure throws). */
  read(path: string): Promise<Uint8Array | null>;
  /** Entries of a folder; [] when the folder does not exist. */
  list(dir: string): Promise<TargetEntry[]>;
  /** Writes a new file atomically; false (and nothing changed) when the name already exists. */
  create(path: string, bytes: Uint8Array): Promise<boolean>;
  remove(path: string): Promise<void>;
}

export const TEMP_PREFIX = '.tmp-';

/** A temporary name that says which process wrote it (so its machine can tell it is abandoned). */
export function tempName(): string {
  return `${TEMP_PREFIX}${process.pid}-${randomBytes(6).toString('hex')}`;
}

/** Whether a temporary file in this machine's own folder was left by a writer that is gone. */
export function isAbandonedTemp(name: string, modified: string | null, now = Date.now(), alive: (pid: number) => boolean = pidAlive): boolean {
  if (!name.startsWith(TEMP_PREFIX)) return false;
  const pid = Number(name.slice(TEMP_PREFIX.length).split('-')[0]);
  if (modified !== null && now - Date.parse(modified) > 60 * 60 * 1000) return true;
  if (!Number.isInteger(pid) || pid <= 0) return true;
  return pid !== process.pid && !alive(pid);
}

