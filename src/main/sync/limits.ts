// The account's two limits (jobs running at once, reasoning loops a month): which value holds and where
// it came from, and what the service's answer to a job creation teaches about them. Pure functions,
// table-tested in test/sync/limits.test.ts; the engine keeps learned values in the profile's mirror and
// the values the user set in the profile (profiles.json).

/** Where a limit's value comes from: set by the user, learned from the service, the account's own (given: the embedded service's), or the docs' assumption. */
export type LimitSource = 'set' | 'learned' | 'account' | 'documented';

/** A limit the user set or the service taught, with when (epoch ms): the newer of the two holds. */
export interface DatedLimit {
  value: number;
  at: number;
}

export interface HeldLimit {
  value: number;
  source: LimitSource;
  /** Whether Quire holds new research back at it (the user set a limit, or it is the account's own); otherwise the service's 429 holds. */
  gates: boolean;
}

/**
 * The limit that holds: the newer of what the user set and what the service taught; else the
 * account's own (given); else the documented assumption (shown as unknown, and no gate on it).
 */
export function heldLimit(documented: number, account: number | undefined, set: DatedLimit | undefined, learned: DatedLimit | undefined): HeldLimit {
  const gates = set !== undefined || account !== undefined;
  if (set && (!learned || set.at >= learned.at)) return { value: set.value, source: 'set', gates };
  if (learned) return { value: learned.value, source: 'learned', gates };
  if (account !== undefined) return { value: account, source: 'account', gates };
  return { value: documented, source: 'documented', gates: false };
}

/**
 * The monthly budget that holds, or null when the account has none: the embedded local library (given
 * as null) is the user's own machine, so nothing set or learned brings a budget back there.
 */
export function heldBudget(documented: number, account: number | null | undefined, set: DatedLimit | undefined, learned: DatedLimit | undefined): HeldLimit | null {
  return account === null ? null : heldLimit(documented, account, set, learned);
}

export interface LimitFacts {
  concurrency: HeldLimit;
  /** null: the account has no monthly budget (the embedded local library). */
  budget: HeldLimit | null;
  /** Jobs running when the request was sent; null when unknown (nothing mirrored yet). */
  running: number | null;
  /** Loops used this month (by completed jobs); null when unknown (nothing mirrored yet, or an API that does not report them). */
  loopsUsed: number | null;
}

export interface Learned {
  concurrency?: number;
  budget?: number;
}

/**
 * What a job creation's answer teaches. The service answers 429 for both limits alike (public-api-facts),
 * so a refusal is read as the limit it can be: not the concurrency limit with nothing running, nor when
 * fewer jobs run than a known concurrency limit, nor when the month's loops reached the documented
 * budget while fewer jobs run than the documented limit; then it is the budget, at the loops used. An
 * acceptance at or above a limit raises it (running + 1; loops used + 1). Unknown counts teach nothing.
 */
export function learnFromAnswer(f: LimitFacts, outcome: 'rate_limited' | 'accepted', documented: { concurrency: number; budget: number }): Learned {
  const known = (limit: HeldLimit): boolean => limit.source !== 'documented';
  const budget = f.budget;
  if (outcome === 'accepted') {
    const learned: Learned = {};
    if (f.running !== null && f.running >= f.concurrency.value) learned.concurrency = f.running + 1;
    if (budget && f.loopsUsed !== null && known(budget) && f.loopsUsed >= budget.value) learned.budget = f.loopsUsed + 1;
    return learned;
  }
  if (f.running === null) return {};
  // no monthly budget: a refusal can only be the concurrency limit (or nothing, with nothing running)
  if (!budget) return f.running === 0 ? {} : { concurrency: f.running };
  // the budget explains the refusal already: nothing new
  if (f.loopsUsed !== null && known(budget) && f.loopsUsed >= budget.value) return {};
  const notConcurrency =
    f.running === 0 ||
    (known(f.concurrency) && f.running < f.concurrency.value) ||
    (!known(f.concurrency) && f.running < documented.concurrency && f.loopsUsed !== null && f.loopsUsed >= documented.budget);
  if (notConcurrency) return f.loopsUsed !== null && f.loopsUsed >= 1 ? { budget: f.loopsUsed } : {};
  return { concurrency: f.running };
}

export { limitProblem } from '../../shared/limits';
