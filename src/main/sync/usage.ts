// The account's usage as the mirror knows it (loops this month, running jobs, balance) and the gate
// it puts on new research. Figures Quire does not know are not invented.
import type { Usage } from '../../shared/domain';
import type { EngineContext } from './context';
import { jobGate, monthStart, nextMonthStart, type PauseReason } from './policy';
import type { HeldLimit, Learned, LimitSource } from './limits';
import { holdLimits } from './status';
import type { GivenLimits } from './context';

/** Whether the mirror holds the account's jobs (a first pull completed); before that, counts are unknown. */
export function jobsMirrored(ctx: EngineContext): boolean {
  return ctx.repo.getState('jobs.bootstrapped') === '1';
}

export function usageOf(ctx: EngineContext, now = new Date()): Usage {
  const mirrored = jobsMirrored(ctx);
  const { concurrency, budget } = ctx.limits;
  // a limit only assumed from the docs is unknown to the user (shown as unknown, never as the docs' figure)
  const shown = (limit: HeldLimit): number | null => (limit.source === 'documented' ? null : limit.value);
  const source = (limit: HeldLimit): Exclude<LimitSource, 'documented'> | null => (limit.source === 'documented' ? null : limit.source);
  return {
    // 2025-08-08 reports no loops consumed (compute units are only requested): the use is unknown there
    loopsUsed: mirrored && ctx.apiVersion !== '2025-08-08' ? ctx.repo.loopsUsedSince(monthStart(now).toISOString()) : null,
    loopsBudget: budget ? shown(budget) : null,
    running: mirrored ? ctx.repo.runningCount() : null,
    concurrencyLimit: shown(concurrency),
    resetsAt: nextMonthStart(now).toISOString(),
    // the embedded library has no account: no balance (its agent ledger's credit is no money of the user's)
    balanceCents: ctx.ownLibrary ? null : (ctx.facts.balance?.cents ?? null),
    currency: ctx.ownLibrary ? null : (ctx.facts.balance?.currency ?? null),
    budgetSource: budget ? source(budget) : null,
    concurrencySource: source(concurrency),
    unit: ctx.apiVersion === '2025-08-08' ? 'compute_units' : 'loops',
    noMonthlyLimit: budget === null,
    ownLibrary: ctx.ownLibrary,
  };
}

export function currentGate(ctx: EngineContext): PauseReason {
  const usage = usageOf(ctx);
  const { concurrency, budget } = ctx.limits;
  return jobGate({
    outOfCredit: ctx.facts.outOfCredit,
    rateLimitedUntil: ctx.client.rateLimitPausedUntil,
    loopsUsed: usage.loopsUsed,
    // Quire holds research back only at limits that were set (by the user, or the embedded service's
    // own); otherwise the service's 429 holds it (account-wide pause with backoff) and teaches the limit
    loopsBudget: budget?.gates ? budget.value : null,
    running: usage.running,
    concurrencyLimit: concurrency.gates ? concurrency.value : null,
  });
}

/** Takes what the service's answer to a job creation taught (learnFromAnswer), kept per profile with its date. */
export function learnLimits(ctx: EngineContext, learned: Learned, now = Date.now()): void {
  let changed = false;
  for (const kind of ['concurrency', 'budget'] as const) {
    const value = learned[kind];
    if (value === undefined) continue;
    const held = ctx.limits[kind];
    // no budget to learn where the account has none (the embedded library)
    if (!held || (held.value === value && held.source !== 'documented')) continue;
    ctx.repo.setState(`limits.${kind}`, String(value));
    ctx.repo.setState(`limits.${kind}.at`, String(now));
    changed = true;
  }
  if (!changed) return;
  applyLimits(ctx, ctx.given);
}

/** Recomputes the limits that hold (after learning, or when the user set new ones) and tells the window. */
export function applyLimits(ctx: EngineContext, given: GivenLimits): void {
  ctx.given = given;
  Object.assign(ctx.limits, holdLimits(ctx.repo, given));
  ctx.publishUsage();
  ctx.publishStatus();
  ctx.kick();
}

export function hasPendingJobCreates(ctx: EngineContext): boolean {
  return ctx.repo.hasActive('job.create');
}
