// A mirror row as the job list shows it (JobSummary), and the list's plain pages (newest first, by
// status or collection). A module of its own with type imports only, so browser mode's first page
// (first-page.ts) reads the rows exactly as the core's Repo does without loading the core or zod.
import type { JobSummary } from '../../shared/domain';
import { HOT_SQL } from './hot-sql';
import type { Db } from './open';
import type { JobRow } from './rows';

export interface JobPageFilter {
  status?: string;
  collectionId?: string;
  offset: number;
  limit: number;
}

export function jobSummary(row: JobRow): JobSummary {
  return {
    id: row.id,
    serverId: row.server_id,
    query: row.query,
    status: row.status,
    reasoningLoopsConsumed: row.loops_consumed,
    runningTime: row.running_time,
    createdAt: row.created_at,
    syncState: row.sync_state,
    error: row.error,
    availableOffline: row.available_offline === 1,
    sourceCount: row.source_count,
  };
}

/** One page of jobs, newest first, optionally of one status and/or collection (Repo.listJobs). */
export function listJobs(db: Db, filter: JobPageFilter): { items: JobSummary[]; total: number } {
  if (!filter.collectionId) {
    // the common pages run the named hot SQL (the query-plan test checks these very statements)
    const rows = filter.status
      ? db.prepare<[string, number, number], JobRow>(HOT_SQL.jobsByStatusPage).all(filter.status, filter.limit, filter.offset)
      : db.prepare<[number, number], JobRow>(HOT_SQL.jobsPage).all(filter.limit, filter.offset);
    const total = filter.status
      ? (db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM jobs WHERE status = ?').get(filter.status)?.n ?? 0)
      : (db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM jobs').get()?.n ?? 0);
    return { items: rows.map(jobSummary), total };
  }
  const where = ["EXISTS (SELECT 1 FROM json_each(jobs.options_json, '$.collectionIds') WHERE value = ?)"];
  const params: Array<string | number> = [filter.collectionId];
  if (filter.status) {
    where.unshift('status = ?');
    params.unshift(filter.status);
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const total = db.prepare<Array<string | number>, { n: number }>(`SELECT COUNT(*) AS n FROM jobs ${clause}`).get(...params)?.n ?? 0;
  const rows = db.prepare<Array<string | number>, JobRow>(`SELECT * FROM jobs ${clause} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`).all(...params, filter.limit, filter.offset);
  return { items: rows.map(jobSummary), total };
}
