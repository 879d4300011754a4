// Pull and bootstrap: mirrors collections, files, jobs and the balance. A first run fetches every job
// page concurrently in bulk mode; later runs read the newest pages until one brings nothing new.
// Paging never trusts the service to stop (api/paging.ts).
import { ApiError } from '../api/client';
import { listAll, pageKey, pagingStop, plannedPages } from '../api/paging';
import type { WireJob } from '../api/wire';
import { isTerminalStatus } from '../../shared/domain';
import { supportsAgentFeatures, type EngineContext } from './context';
import { fetchExtras } from './extras';

export function listAllCollections(ctx: EngineContext) {
  return listAll((page) => ctx.client.listCollections(page, ctx.timing.pageSize));
}
export function listAllFiles(ctx: EngineContext, collectionId?: string) {
  return listAll((page) => ctx.client.listFiles(page, ctx.timing.pageSize, collectionId));
}

export async function pull(ctx: EngineContext): Promise<void> {
  if (supportsAgentFeatures(ctx)) ctx.repo.applyCollections(await listAllCollections(ctx), true);
  ctx.repo.applyFiles(await listAllFiles(ctx), true);
  await pullJobs(ctx);
  if (supportsAgentFeatures(ctx)) {
    try {
      const balance = await ctx.client.balance();
      ctx.facts.balance = { cents: balance.balance_cents, currency: balance.currency ?? null };
      ctx.repo.setState('balance', JSON.stringify(ctx.facts.balance));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.kind === 'network')) throw error;
    }
  }
}

/** First run: all pages, fetched concurrently. Later: newest pages until one brings nothing new. */
export async function pullJobs(ctx: EngineContext): Promise<void> {
  const size = ctx.timing.pageSize;
  const first = await ctx.client.listJobs(1, size);
  const bootstrapped = ctx.repo.getState('jobs.bootstrapped') === '1';
  await lastEventsFirst(ctx, first.data);
  const changedFirst = ctx.repo.applyJobs(first.data);
  if (pagingStop(1, first, null)) {
    if (!bootstrapped) ctx.repo.setState('jobs.bootstrapped', '1');
    return;
  }
  if (bootstrapped) {
    if (changedFirst === 0) return;
    let previous = pageKey(first.data);
    for (let page = 2; ; page++) {
      const next = await ctx.client.listJobs(page, size);
      await lastEventsFirst(ctx, next.data);
      const changed = ctx.repo.applyJobs(next.data);
      if (changed === 0 || pagingStop(page, next, previous)) return;
      previous = pageKey(next.data);
    }
  }
  ctx.repo.beginBulk();
  try {
    await bootstrapRest(ctx, plannedPages(first.pagination.total, size), size, pageKey(first.data));
  } finally {
    ctx.repo.endBulk();
    ctx.track(tidyIndexAfterBulk(ctx));
  }
  if (!ctx.stopped()) ctx.repo.applyJobs([], () => ctx.repo.setState('jobs.bootstrapped', '1'));
}

/**
 * A job the mirror still follows that a page says has ended gets its last events before the page is
 * applied, as the follower does (follow.ts): the mirror says "completed" only with them in, so whoever
 * stops on that (quire research --wait closes its core) does not keep a running job's progress notes.
 */
async function lastEventsFirst(ctx: EngineContext, jobs: readonly WireJob[]): Promise<void> {
  if (!jobs.some((job) => isTerminalStatus(job.status))) return;
  const followed = new Map(ctx.repo.jobsToFollow().map((row) => [row.server_id, row.id]));
  for (const job of jobs) {
    const localId = followed.get(job.id);
    if (localId && isTerminalStatus(job.status)) await fetchExtras(ctx, localId, job.id);
  }
}

/** Merges the search index's many small segments and checkpoints the WAL, a step per tick. */
async function tidyIndexAfterBulk(ctx: EngineContext): Promise<void> {
  for (let step = 0; step < 1000 && !ctx.stopped(); step++) {
    if (!ctx.repo.mergeSearchStep()) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!ctx.stopped()) ctx.repo.checkpoint();
}

async function bootstrapRest(ctx: EngineContext, pages: number | null, size: number, firstKey: string): Promise<void> {
  if (pages !== null) {
    let nextPage = 2;
    // the claimed total is only a plan: an empty or last page ends it (a service may lie about total)
    let lastPage = pages;
    const seen = new Set([firstKey]);
    const worker = async (): Promise<void> => {
      while (nextPage <= lastPage && !ctx.stopped()) {
        const page = nextPage++;
        const result = await ctx.client.listJobs(page, size);
        const key = pageKey(result.data);
        if (result.data.length === 0 || !result.pagination.has_next || seen.has(key)) lastPage = Math.min(lastPage, page);
        if (!seen.has(key)) ctx.repo.applyJobs(result.data);
        seen.add(key);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, ctx.timing.pageConcurrency) }, worker));
    return;
  }
  let previous = firstKey;
  for (let page = 2; !ctx.stopped(); page++) {
    const next = await ctx.client.listJobs(page, size);
    const stop = pagingStop(page, next, previous);
    if (stop !== 'repeat') ctx.repo.applyJobs(next.data);
    if (stop) break;
    previous = pageKey(next.data);
  }
}
