// The account's usage as the mirror knows it (loops this month, running jobs, balance) and the gate
// it puts on new research. Figures Quire does not know are not invented.
import type { Usage } from '../../shared/domain';
import type { EngineContext } from './context';
import { jobGate, monthStart, nextMonthStart, type PauseReason } from './policy';

/** Whether the mirror holds the account's jobs (a first pull completed); before that, counts are unknown. */
export function jobsMirrored(ctx: EngineContext): boolean {
  return ctx.repo.getState('jobs.bootstrapped') === '1';
}

export function usageOf(ctx: EngineContext, now = new Date()): Usage {
  const mirrored = jobsMirrored(ctx);
  return {
    // 2025-08-08 reports no loops consumed (compute units are only requested): the use is unknown there
    loopsUsed: mirrored && ctx.apiVersion !== '2025-08-08' ? ctx.repo.loopsUsedSince(monthStart(now).toISOString()) : null,
    loopsBudget: ctx.limitsKnown.budget ? ctx.limits.monthlyLoopBudget : null,
    running: mirrored ? ctx.repo.runningCount() : null,
    concurrencyLimit: ctx.limitsKnown.concurrency ? ctx.limits.concurrencyLimit : null,
    resetsAt: nextMonthStart(now).toISOString(),
    balanceCents: ctx.facts.balance?.cents ?? null,
    currency: ctx.facts.balance?.currency ?? null,
  };
}

export function currentGate(ctx: EngineContext): PauseReason {
  const usage = usageOf(ctx);
  return jobGate({
    outOfCredit: ctx.facts.outOfCredit,
    rateLimitedUntil: ctx.client.rateLimitPausedUntil,
    loopsUsed: usage.loopsUsed,
    // Quire holds research back only at limits that were set (given, or the embedded service's own);
    // otherwise the service's 429 holds it (account-wide pause with backoff) and teaches the limit
    loopsBudget: ctx.limitsSet.budget ? ctx.limits.monthlyLoopBudget : null,
    running: usage.running,
    concurrencyLimit: ctx.limitsSet.concurrency ? ctx.limits.concurrencyLimit : null,
  });
}

/** Takes a concurrency limit the service taught (learnConcurrency) as the account's own, kept per profile. */
export function learnConcurrencyLimit(ctx: EngineContext, learned: number | null): void {
  if (learned === null) return;
  if (learned === ctx.limits.concurrencyLimit && ctx.limitsKnown.concurrency) return;
  ctx.limits.concurrencyLimit = learned;
  ctx.limitsKnown.concurrency = true;
  ctx.repo.setState('limits.concurrency', String(learned));
  ctx.publishUsage();
}

export function hasPendingJobCreates(ctx: EngineContext): boolean {
  return ctx.repo.activeOutbox().some((row) => row.kind === 'job.create');
}
