// Reads for the finish watcher (#13): the jobs of one mirror that have reached a terminal status,
// with their question, so the main process can tell when a job of any profile (the window's or a
// background one) finished. Read-only; SQL lives here because SQL lives only in src/main/db.
import { TERMINAL_JOB_STATUSES } from '../../shared/values';
import type { Db } from './open';

export interface FinishedJobRow {
  id: string;
  status: string;
  query: string;
}

const PLACEHOLDERS = TERMINAL_JOB_STATUSES.map(() => '?').join(', ');

/** Every job in a terminal status (completed or failed), newest first. */
export function finishedJobs(db: Db): FinishedJobRow[] {
  return db
    .prepare<string[], FinishedJobRow>(`SELECT id, status, query FROM jobs WHERE status IN (${PLACEHOLDERS}) ORDER BY created_at DESC, id`)
    .all(...TERMINAL_JOB_STATUSES);
}

/**
 * A cheap fingerprint of the set of finished jobs (how many, and the sum of their row ids), read from
 * the status index alone: when it has not changed, no job finished and the full list need not be read.
 */
export function finishedFingerprint(db: Db): string {
  const row = db
    .prepare<string[], { n: number; total: number }>(`SELECT COUNT(*) AS n, TOTAL(rowid) AS total FROM jobs WHERE status IN (${PLACEHOLDERS})`)
    .get(...TERMINAL_JOB_STATUSES);
  return `${row?.n ?? 0}:${row?.total ?? 0}`;
}
