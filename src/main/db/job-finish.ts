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
