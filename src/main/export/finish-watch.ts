// The finish watcher (#13): follows one profile's mirror (the window's or a background one) and says
// when a job reaches completed or failed after the watcher started, named by profile, so the main
// process can notify with the window closed. Jobs already finished when it starts are not news.
// finishedSince is the pure decision (table-tested); watchFinished wires it to a mirror's changes.
import { finishedFingerprint, finishedJobs, type FinishedJobRow } from '../db/job-finish';
import type { Db } from '../db/open';

export interface JobFinished {
  profileId: string;
  profileName: string;
  jobId: string;
  status: string;
  query: string;
}

/** Rows finished now that were not in `known`; `known` is the set of ids already reported. */
export function finishedSince(known: ReadonlySet<string>, rows: readonly FinishedJobRow[]): FinishedJobRow[] {
  return rows.filter((row) => !known.has(row.id));
}

export interface WatchedMirror {
  readonly db: Db;
  onChange(listener: (tables: readonly string[]) => void): () => void;
}

/** Starts watching; returns the function that stops it. `profileName` is read at each report (renames). */
export function watchFinished(
  mirror: WatchedMirror,
  profile: { id: string; name: () => string },
  report: (event: JobFinished) => void,
): () => void {
  const known = new Set(finishedJobs(mirror.db).map((row) => row.id));
  let fingerprint = finishedFingerprint(mirror.db);
  return mirror.onChange((tables) => {
    if (!tables.includes('jobs')) return;
    // Most changes to the jobs table (progress, pulled pages) finish nothing: skip reading every finished job.
    const now = finishedFingerprint(mirror.db);
    if (now === fingerprint) return;
    fingerprint = now;
    for (const row of finishedSince(known, finishedJobs(mirror.db))) {
      known.add(row.id);
      report({ profileId: profile.id, profileName: profile.name(), jobId: row.id, status: row.status, query: row.query });
    }
  });
}
