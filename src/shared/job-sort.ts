// How the job list can be ordered, and the same order as a comparator for lists built in memory
// (the notebook's tag/starred filters read their few jobs one by one). The mirror's SQL ORDER BY
// for each sort is in src/main/db/job-list.ts; both put in-progress jobs first for 'status'.
export const JOB_SORTS = ['newest', 'oldest', 'status', 'starred'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const JOB_SORT_LABELS: Record<JobSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  status: 'By status',
  starred: 'Starred first',
};

/** 0 in progress, 1 failed, 2 completed. */
export function statusRank(status: string): number {
  return status === 'completed' ? 2 : status === 'failed' ? 1 : 0;
}

interface Sortable {
  id: string;
  status: string;
  createdAt: string;
  starred?: boolean;
}

export function compareJobs(sort: JobSort): (a: Sortable, b: Sortable) => number {
  const newest = (a: Sortable, b: Sortable) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
  switch (sort) {
    case 'oldest':
      return (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
    case 'status':
      return (a, b) => statusRank(a.status) - statusRank(b.status) || newest(a, b);
    case 'starred':
      return (a, b) => Number(Boolean(b.starred)) - Number(Boolean(a.starred)) || newest(a, b);
    case 'newest':
    default:
      return newest;
  }
}
