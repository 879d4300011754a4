// The engine's facts gathered for its pure decisions (policy.ts): the status sentence and the next
// wake-up from the context as it stands, and the limits and facts an engine starts from (learned
// limits and the balance are kept in the profile's mirror).
import type { Repo } from '../db/repo';
import type { SyncStatus } from '../../shared/domain';
import { DOCUMENTED_LIMITS, type EngineContext, type EngineFacts, type EngineLimits, type LimitsKnown } from './context';
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
    serviceError: f.serviceError,
    nextRetryAt: f.lastPullAttemptAt ? f.lastPullAttemptAt + ctx.timing.pullIntervalMs : null,
    gate: pendingCreates ? currentGate(ctx) : null,
    hasPendingJobCreates: pendingCreates,
    busy: f.busy > 0,
    rateLimitedUntil: ctx.client.rateLimitPausedUntil,
    resetsAt: usageOf(ctx).resetsAt,
    concurrencyLimit: ctx.limits.concurrencyLimit,
    concurrencyLimitKnown: ctx.limitsKnown.concurrency,
  });
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
    intentsDue: repo.activeOutbox().filter((row) => row.kind !== 'file.upload').map((row) => row.next_attempt_at),
    rateLimitedUntil: ctx.client.rateLimitPausedUntil,
    hasPendingJobCreates: hasPendingJobCreates(ctx),
    detailsWaiting: repo.jobsNeedingDetails(1).length > 0,
  });
}

/** Limits given by the caller were set (they gate new research); one the service taught this profile is known but does not gate. */
export function initialLimits(repo: Repo, given: Partial<EngineLimits> | undefined): { limits: EngineLimits; limitsKnown: LimitsKnown; limitsSet: LimitsKnown } {
  const limits = { ...DOCUMENTED_LIMITS, ...given };
  const limitsSet = { concurrency: given?.concurrencyLimit !== undefined, budget: given?.monthlyLoopBudget !== undefined };
  const limitsKnown = { ...limitsSet };
  const learned = Number(repo.getState('limits.concurrency'));
  if (Number.isInteger(learned) && learned > 0) {
    limits.concurrencyLimit = learned;
    limitsKnown.concurrency = true;
  }
  return { limits, limitsKnown, limitsSet };
}

export function initialFacts(repo: Repo): EngineFacts {
  const savedBalance = repo.getState('balance');
  return {
    reachable: null,
    networkReason: null,
    unauthorized: false,
    outOfCredit: false,
    serviceError: null,
    busy: 0,
    offlineAttempts: 0,
    lastSyncAt: repo.getState('last_sync_at'),
    lastPullAt: 0,
    lastPullAttemptAt: 0,
    pullRequested: true,
    balance: savedBalance ? (JSON.parse(savedBalance) as { cents: number; currency: string | null }) : null,
  };
}
