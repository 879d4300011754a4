// The job list as the sidebar asks for it: sorted (newest, oldest, status, starred) and without the
// jobs removed from this library, or only those (the "Removed" filter). The service has no delete, so
// removing hides a job on this machine only: a row in `job_removals` of this profile's mirror, created
// on the first removal (a read-only mirror without the table simply has nothing removed). The plain
// newest-first pages with nothing removed stay on the repo's hot, indexed statements.
import type { JobSummary } from '../../shared/domain';
import type { JobSort } from '../../shared/job-sort';
import type { Db } from './open';
import type { JobRow } from './rows';
import type { Repo } from './repo';

export interface JobListFilter {
  status?: string;
  collectionId?: string;
  sort?: JobSort;
  /** true: only the removed jobs; otherwise only the jobs not removed. */
  removed?: boolean;
  /** Notebook keys (server id or local id) of starred jobs, for sort 'starred'. */
  starredKeys?: string[];
  offset: number;
  limit: number;
}

/** ORDER BY for a sort (pure; table-tested). Status groups: in progress, failed, completed. */
export function jobListOrder(sort: JobSort): string {
  switch (sort) {
    case 'oldest':
      return 'ORDER BY created_at ASC, id';
    case 'status':
      return "ORDER BY CASE status WHEN 'completed' THEN 2 WHEN 'failed' THEN 1 ELSE 0 END, created_at DESC, id";
    case 'starred':
      return 'ORDER BY CASE WHEN id IN (SELECT value FROM json_each(@starred)) OR server_id IN (SELECT value FROM json_each(@starred)) THEN 0 ELSE 1 END, created_at DESC, id';
    case 'newest':
    default:
      return 'ORDER BY created_at DESC, id';
  }
}

export class JobListStore {
  constructor(
    private readonly db: Db,
    private readonly repo: Pick<Repo, 'listJobs' | 'jobSummary' | 'changed'>,
  ) {}

  private hasTable(): boolean {
    return this.db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'job_removals'").get()?.n === 1;
  }

  private ensureTable(): void {
    this.db.exec('CREATE TABLE IF NOT EXISTS job_removals (job_id TEXT PRIMARY KEY, removed_at TEXT NOT NULL)');
  }

  /** Hides a job from this library on this machine; returns when it was removed. */
  remove(jobId: string, now = new Date()): string {
    this.ensureTable();
    const at = now.toISOString();
    this.db.prepare<[string, string]>('INSERT INTO job_removals (job_id, removed_at) VALUES (?, ?) ON CONFLICT (job_id) DO NOTHING').run(jobId, at);
    this.repo.changed('jobs');
    return this.removedAt(jobId) ?? at;
  }

  /** Brings a removed job back into the list. */
  restore(jobId: string): void {
    if (!this.hasTable()) return;
    this.db.prepare<[string]>('DELETE FROM job_removals WHERE job_id = ?').run(jobId);
    this.repo.changed('jobs');
  }

  removedAt(jobId: string): string | null {
    if (!this.hasTable()) return null;
    return this.db.prepare<[string], { removed_at: string }>('SELECT removed_at FROM job_removals WHERE job_id = ?').get(jobId)?.removed_at ?? null;
  }

  removedCount(): number {
    if (!this.hasTable()) return 0;
    return this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM job_removals r JOIN jobs ON jobs.id = r.job_id').get()?.n ?? 0;
  }

  page(filter: JobListFilter): { items: JobSummary[]; total: number } {
    const sort = filter.sort ?? 'newest';
    const anyRemoved = this.removedCount() > 0;
    if (!filter.removed && sort === 'newest' && !anyRemoved) return this.repo.listJobs(filter);
    if (filter.removed && !anyRemoved) return { items: [], total: 0 };

    const where: string[] = [];
    const params: Record<string, string | number> = {};
    if (anyRemoved) where.push(`${filter.removed ? '' : 'NOT '}EXISTS (SELECT 1 FROM job_removals r WHERE r.job_id = jobs.id)`);
    if (filter.status) {
      where.push('status = @status');
      params.status = filter.status;
    }
    if (filter.collectionId) {
      where.push("EXISTS (SELECT 1 FROM json_each(jobs.options_json, '$.collectionIds') WHERE value = @collection)");
      params.collection = filter.collectionId;
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = this.db.prepare<[Record<string, string | number>], { n: number }>(`SELECT COUNT(*) AS n FROM jobs ${clause}`).get(params)?.n ?? 0;
    const order = jobListOrder(sort);
    const pageParams: Record<string, string | number> = { ...params, limit: filter.limit, offset: filter.offset };
    if (sort === 'starred') pageParams.starred = JSON.stringify(filter.starredKeys ?? []);
    const rows = this.db.prepare<[Record<string, string | number>], JobRow>(`SELECT * FROM jobs ${clause} ${order} LIMIT @limit OFFSET @offset`).all(pageParams);
    return { items: rows.map((row) => ({ ...this.repo.jobSummary(row), ...(filter.removed ? { removedAt: this.removedAt(row.id) } : {}) })), total };
  }
}
