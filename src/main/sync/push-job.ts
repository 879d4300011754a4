// The job.create pusher: waits for its files and collections, reconciles after a lost answer (finds
// the job the lost request created), holds new research behind the account's gates, then creates it.
import type { WireJob } from '../api/wire';
import { jobBody } from '../api/bodies';
import type { OutboxRow } from '../db/repo';
import type { JobOptions } from '../../shared/domain';
import type { EngineContext } from './context';
import { isAdoptable, settlingBeforeResend, waitFor } from './intents';
import { currentGate, jobsMirrored, learnLimits, usageOf } from './usage';
import { learnFromAnswer, type LimitFacts } from './limits';
import { DOCUMENTED_LIMITS } from './context';
import { ApiError } from '../api/client';

export async function pushJob(ctx: EngineContext, row: OutboxRow): Promise<void> {
  const payload = JSON.parse(row.payload_json) as { query: string; options: JobOptions };
  const options = payload.options;
  // referenced files and collections must exist on the service first
  const files: string[] = [];
  for (const id of options.files ?? []) {
    const serverId = ctx.repo.fileRow(id)?.server_id ?? null;
    if (!serverId) return waitFor(ctx, row, 'Waiting for its files to finish uploading.', id);
    files.push(serverId);
  }
  const collections: string[] = [];
  for (const id of options.collectionIds ?? []) {
    const collection = ctx.repo.collectionRow(id);
    const serverId = collection?.server_id ?? null;
    if (!serverId) return waitFor(ctx, row, 'Waiting for its collection to be created.', id);
    // research over a collection covers the files already put into it here, not only those the service has yet
    const uploading = ctx.repo.uploadsPendingIn([id, serverId, ...(collection ? [collection.id] : [])]);
    const first = uploading[0];
    if (first !== undefined) {
      const count = uploading.length === 1 ? '1 file' : `${uploading.length} files`;
      return waitFor(ctx, row, `Waiting for ${count} in ${collection?.name ?? 'its collection'} to finish uploading.`, first);
    }
    collections.push(serverId);
  }
  if (row.maybe_sent && ((await reconcileJob(ctx, row, payload.query)) || settlingBeforeResend(ctx, row))) return;
  if (currentGate(ctx)) return;
  if (!ctx.repo.markSending(row.id)) return;
  // what the service answers at this many running jobs and loops used teaches the account's limits
  const facts: LimitFacts = { ...ctx.limits, running: jobsMirrored(ctx) ? ctx.repo.runningCount() : null, loopsUsed: usageOf(ctx).loopsUsed };
  const documented = { concurrency: DOCUMENTED_LIMITS.concurrencyLimit, budget: DOCUMENTED_LIMITS.monthlyLoopBudget };
  let created: Awaited<ReturnType<typeof ctx.client.createJob>>;
  try {
    created = await ctx.client.createJob(jobBody(ctx.apiVersion, payload.query, options, files, collections), row.id);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 429) learnLimits(ctx, learnFromAnswer(facts, 'rate_limited', documented));
    throw error;
  }
  learnLimits(ctx, learnFromAnswer(facts, 'accepted', documented));
  ctx.facts.outOfCredit = false;
  const job = await ctx.client.getJob(created.id).catch(() => null);
  const wire: WireJob = job ?? {
    id: created.id,
    status: created.status ?? 'queued',
    query: payload.query,
    created_at: new Date().toISOString(),
    reasoning_loops_consumed: null,
    running_time: null,
    results: [],
    content: null,
    transformed_content: null,
  };
  adoptJob(ctx, row, wire);
}

function adoptJob(ctx: EngineContext, row: OutboxRow, wire: WireJob): void {
  ctx.repo.completeIntent(row, () => {
    ctx.repo.adoptJobRow(row.target_id, wire);
    ctx.repo.setPoll(row.target_id, 0, ctx.timing.followMinMs);
  });
  ctx.mainWake.kick();
}

/** After a lost answer: finds the job the lost request created, if it did. */
async function reconcileJob(ctx: EngineContext, row: OutboxRow, query: string): Promise<boolean> {
  const since = (row.first_attempt_at ?? Date.now()) - ctx.timing.reconcileSkewMs;
  const page = await ctx.client.listJobs(1, 100);
  let candidates = page.data;
  if (page.pagination.has_next && candidates.length > 1 && candidates[0]!.created_at < candidates[candidates.length - 1]!.created_at) {
    // oldest-first ordering: the newest jobs are on the last page
    const total = page.pagination.total ?? 0;
    if (total > 100) candidates = (await ctx.client.listJobs(Math.ceil(total / 100), 100)).data;
  }
  const match = candidates
    .filter((job) => job.query === query && Date.parse(job.created_at) >= since && isAdoptable(ctx, 'jobs', job.id, row.target_id))
    .sort((a, b) => a.created_at.localeCompare(b.created_at))[0];
  if (match) {
    adoptJob(ctx, row, match);
    return true;
  }
  return false;
}
