// The engine's facts gathered for its pure decisions (policy.ts): the status sentence and the next
// wake-up from the context as it stands, and the limits and facts an engine starts from (learned
// limits and the balance are kept in the profile's mirror).
import type { Repo } from '../db/repo';
import type { SyncStatus } from '../../shared/domain';
import { DOCUMENTED_LIMITS, type EngineContext, type EngineFacts, type GivenLimits, type HeldLimits } from './context';
import { heldBudget, heldLimit, type DatedLimit } from './limits';
import { nextWakeIn, statusOf } from './policy';
import { currentGate, hasPendingJobCreates, usageOf } from './usage';

export function statusNow(ctx: EngineContext): SyncStatus {
  const { pending, failed } = ctx.repo.pendingCounts();
  const pendingCreates = hasPendingJobCreates(ctx);
  const f = ctx.facts;
  return statusOf({
    now: Date.now(),
    pending,
    failed,
    lastSyncAt: f.lastSyncAt,
    baseUrl: ctx.client.baseUrl,
    unauthorized: f.unauthorized,
    reachable: f.reachable,
    networkReason: f.networkReason,
    reachedAt: f.reachedAt,
    serviceError: f.serviceError,
    nextRetryAt: f.lastPullAttemptAt ? f.lastPullAttemptAt + ctx.timing.pullIntervalMs : null,
    gate: pendingCreates ? currentGate(ctx) : null,
    hasPendingJobCreates: pendingCreates,
    busy: f.busy > 0,
    ...chatWriting(f.chatFollowers, Date.now(), ctx.timing.chatWaitMs),
    rateLimitedUntil: ctx.client.rateLimitPausedUntil,
    resetsAt: usageOf(ctx).resetsAt,
    concurrencyLimit: ctx.limits.concurrency.value,
    concurrencyLimitKnown: ctx.limits.concurrency.source !== 'documented',
  });
}

/** Chat replies still being written: all that are followed, and those still within a pass's wait for them. */
export function chatWriting(followers: ReadonlyMap<string, number>, now: number, waitMs: number): { chatWriting: number; chatReceiving: number } {
  let receiving = 0;
  for (const started of followers.values()) if (now - started < waitMs) receiving++;
  return { chatWriting: followers.size, chatReceiving: receiving };
}

export function wakeInNow(ctx: EngineContext): number {
  const { repo, facts, timing } = ctx;
  return nextWakeIn({
    now: Date.now(),
    unauthorized: facts.unauthorized,
    reachable: facts.reachable,
    offlineAttempts: facts.offlineAttempts,
    pullIntervalMs: timing.pullIntervalMs,
    retryBaseMs: timing.retryBaseMs,
    retryCapMs: timing.retryCapMs,
    followDue: repo.jobsToFollow().map((job) => job.next_poll_at),
    intentsDue: repo.activeIntents().map((row) => row.next_attempt_at),
    rateLimitedUntil: ctx.client.rateLimitPausedUntil,
    hasPendingJobCreates: hasPendingJobCreates(ctx),
    detailsWaiting: repo.jobsNeedingDetails(1).length > 0,
  });
}

/** A limit the service taught this profile, kept in its mirror (learned before dates were kept: at 0, older than any set). */
export function learnedLimit(repo: Repo, kind: 'concurrency' | 'budget'): DatedLimit | undefined {
  const value = Number(repo.getState(`limits.${kind}`));
  if (!Number.isInteger(value) || value < 1) return undefined;
  const at = Number(repo.getState(`limits.${kind}.at`));
  return { value, at: Number.isFinite(at) ? at : 0 };
}

/** The limits that hold, from what was given (the account's own, what the user set) and what the service taught. */
export function holdLimits(repo: Repo, given: GivenLimits): HeldLimits {
  return {
    concurrency: heldLimit(DOCUMENTED_LIMITS.concurrencyLimit, given.account?.concurrencyLimit, given.set?.concurrency, learnedLimit(repo, 'concurrency')),
    budget: heldBudget(DOCUMENTED_LIMITS.monthlyLoopBudget, given.account?.monthlyLoopBudget, given.set?.budget, learnedLimit(repo, 'budget')),
  };
}

export function initialFacts(repo: Repo): EngineFacts {
  const savedBalance = repo.getState('balance');
  return {
    reachable: null,
    networkReason: null,
    reachedAt: null,
    unauthorized: false,
    outOfCredit: false,
    serviceError: null,
    busy: 0,
    chatFollowers: new Map(),
    offlineAttempts: 0,
    lastSyncAt: repo.getState('last_sync_at'),
    lastPullAt: 0,
    lastPullAttemptAt: 0,
    pullRequested: true,
    balance: savedBalance ? (JSON.parse(savedBalance) as { cents: number; currency: string | null }) : null,
  };
}
