// The job follower and prefetch: polls running jobs (their events too) with an interval that backs off
// while nothing changes, drops jobs the service no longer knows, and fetches result details and the
// follow-up chat of completed jobs so they read offline.
import { ApiError } from '../api/client';
import type { WireJob } from '../api/wire';
import { isTerminalStatus } from '../../shared/domain';
import { supportsAgentFeatures, type EngineContext } from './context';
import { refreshChat } from './chat';
import { fetchExtras } from './extras';
import { nextFollowInterval } from './policy';

export async function follow(ctx: EngineContext, force: boolean): Promise<void> {
  const now = Date.now();
  const due = ctx.repo.jobsToFollow().filter((job) => force || job.next_poll_at <= now);
  let index = 0;
  const worker = async (): Promise<void> => {
    while (index < due.length && !ctx.stopped()) {
      const job = due[index++]!;
      await followOne(ctx, job.id, job.server_id!, job.poll_interval_ms, job.status);
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, due.length) }, worker));
}

async function followOne(ctx: EngineContext, localId: string, serverId: string, interval: number, previousStatus: string): Promise<void> {
  let job: WireJob;
  try {
    job = await ctx.client.getJob(serverId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      // the service no longer has it: the mirror follows (it would otherwise count as running forever)
      if (ctx.repo.outboxForTarget(localId).length === 0) ctx.repo.forgetJob(localId);
      else ctx.repo.setPoll(localId, Date.now() + ctx.timing.pullIntervalMs * 10, ctx.timing.followMaxMs);
      return;
    }
    throw error;
  }
  // its events, and updates made on it anywhere. A job that has ended gets them first: the mirror says
  // "completed" only once its last events (asked for after the service said so) are in, so whoever
  // stops on that (quire research --wait closes its core) never keeps the progress notes of a job still running.
  const ended = isTerminalStatus(job.status);
  let changed = !ended && ctx.repo.applyFollowedJob(job, localId);
  if (await fetchExtras(ctx, localId, serverId)) changed = true;
  if (ended && ctx.repo.applyFollowedJob(job, localId)) changed = true;
  const next = nextFollowInterval(changed || job.status !== previousStatus, interval, ctx.timing);
  ctx.repo.setPoll(localId, Date.now() + next, next);
  if (isTerminalStatus(job.status)) ctx.publishUsage();
}

export async function prefetchDetails(ctx: EngineContext): Promise<void> {
  for (const job of ctx.repo.jobsNeedingDetails(ctx.timing.detailJobsPerCycle)) {
    if (ctx.stopped()) return;
    await fetchDetails(ctx, job.id, job.server_id);
  }
}

export async function fetchDetails(ctx: EngineContext, jobId: string, serverId: string): Promise<void> {
  // A job made readable offline brings its follow-up chat along (once; chat.list refreshes it later),
  // and its events and updates when it finished elsewhere (never followed here).
  await refreshChat(ctx, jobId);
  if (!ctx.repo.hasEvents(jobId)) await fetchExtras(ctx, jobId, serverId);
  const missing = ctx.repo.resultsMissingDetails(jobId);
  if (missing.length === 0) {
    ctx.repo.settleOffline(jobId);
    return;
  }
  let index = 0;
  const worker = async (): Promise<void> => {
    while (index < missing.length && !ctx.stopped()) {
      const result = missing[index++]!;
      try {
        if (supportsAgentFeatures(ctx)) {
          const detail = await ctx.client.getResultDetail(serverId, result.id, 'markdown');
          ctx.repo.applyResultDetail(jobId, result.id, detail.highlights, detail.content);
        } else {
          const content = await ctx.client.getResultContent(serverId, result.id, 'markdown');
          ctx.repo.applyResultDetail(jobId, result.id, [], content.content);
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          ctx.repo.applyResultDetail(jobId, result.id, [], null);
          continue;
        }
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(ctx.timing.detailConcurrency, missing.length) }, worker));
}
