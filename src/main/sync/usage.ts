// The account's usage as the mirror knows it (loops this month, running jobs, balance) and the gate
// it puts on new research. Figures Quire does not know are not invented.
import type { Usage } from '../../shared/domain';
import type { EngineContext } from './context';
import { jobGate, monthStart, nextMonthStart, type PauseReason } from './policy';

export function usageOf(ctx: EngineContext, now = new Date()): Usage {
  return {
    loopsUsed: ctx.repo.loopsUsedSince(monthStart(now).toISOString()),
    loopsBudget: ctx.limits.monthlyLoopBudget,
    running: ctx.repo.runningCount(),
    concurrencyLimit: ctx.limits.concurrencyLimit,
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
    loopsBudget: usage.loopsBudget,
    running: usage.running,
    concurrencyLimit: usage.concurrencyLimit,
  });
}

export function hasPendingJobCreates(ctx: EngineContext): boolean {
  return ctx.repo.activeOutbox().some((row) => row.kind === 'job.create');
}
