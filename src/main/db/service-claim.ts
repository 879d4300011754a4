// The claim on starting and running a data folder's embedded service: an exclusive SQLite lock held on a file of its
// own (service.lock, beside running.json) for as long as this process supervises that service. Taking it is atomic
// (the operating system's file lock, not a read-then-write of running.json, which two windows opened at the same
// instant both passed and each started a service), and the lock goes with its process: a window that crashes or is
// killed leaves no stale claim behind.
import Database from 'better-sqlite3';
import path from 'node:path';

export const CLAIM_FILE = 'service.lock';

export interface ServiceClaim {
  /** Gives the claim up (the service it covered has stopped). */
  release(): void;
}

/** What trying to claim a folder's service came to. */
export type ClaimResult = { claim: ServiceClaim } | { held: true } | { unavailable: string };

/** Pure: whether an error from taking the lock says another connection holds it (SQLITE_BUSY, SQLITE_LOCKED). */
export function heldByAnother(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}

/**
 * Claims the embedded service of `dir` for this process, without waiting: the claim; `held` when another process (or
 * another claim of this one) has it; `unavailable` with the reason when no lock can be taken there (a folder that cannot
 * be written), where the caller goes on without one, as before there was a claim.
 */
export function claimService(dir: string): ClaimResult {
  let db: Database.Database | null = null;
  try {
    db = new Database(path.join(dir, CLAIM_FILE), { timeout: 0, nativeBinding: process.env.QUIRE_SQLITE_NATIVE_BINDING || undefined });
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db?.close();
    return heldByAnother(error) ? { held: true } : { unavailable: error instanceof Error ? error.message : String(error) };
  }
  const open = db;
  let released = false;
  return {
    claim: {
      release: () => {
        if (released) return;
        released = true;
        try {
          open.exec('ROLLBACK');
        } finally {
          open.close();
        }
      },
    },
  };
}
