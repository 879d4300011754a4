// A completed job as the window and the exports read it (JobDetail), for tests that render or export one: every field
// a finished, synced job has, its source count read from its results; a test names what it is about.
import { JobOptionsSchema, type JobDetail } from '../src/shared/domain';

export function completedJob(over: Pick<JobDetail, 'id' | 'query' | 'createdAt' | 'content' | 'results'>): JobDetail {
  return {
    serverId: over.id,
    status: 'completed',
    reasoningLoopsConsumed: 1,
    runningTime: 1,
    syncState: 'synced',
    error: null,
    availableOffline: true,
    sourceCount: over.results.length,
    transformedContent: null,
    options: JobOptionsSchema.parse({}),
    events: [],
    updates: [],
    statusHistory: [],
    ...over,
  };
}
