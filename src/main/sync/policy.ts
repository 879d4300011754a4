// The engine's decisions as pure functions (no I/O, no clock of their own; table-tested in
// test/sync/policy.test.ts): what to do with an intent after an error, which gate holds new research,
// what the status says (precedence and wording), and when the loops wake next.
import type { SyncStatus } from '../../shared/domain';

export type PauseReason = SyncStatus['pausedReason'];

/** What the engine knows about a failed call (an ApiError's facts, without the class). */
export interface ErrorFacts {
  kind: 'network' | 'http' | 'bad_response' | 'rate_paused';
  status: number | null;
  message: string;
  retryAfterMs: number | null;
  transient: boolean;
  ambiguous: boolean;
  /** The server's error code for HTTP errors; for bad_response what was wrong: cut_off, not_json, bad_shape. */
  code?: string | null;
}

export type IntentAction = 'defer' | 'fail' | 'pause_key' | 'pause_credit';

export interface IntentDecision {
  action: IntentAction;
  /** The sentence stored on the intent. */
  message: string;
  /** Epoch ms of the next attempt (0 = as soon as the pause lifts). */
  nextAttemptAt: number;
  /** The request certainly did not reach the service (maybe_sent may be cleared). */
  notSent: boolean;
  /** The rest of the queue waits too (the service is unreachable or refuses the key). */
  stopQueue: boolean;
  /** The service is unreachable (the engine's reachability goes false). */
  offline: boolean;
}

export interface RetryTiming {
  retryBaseMs: number;
  retryCapMs: number;
}

/** Capped exponential backoff with full jitter: uniform in [0, min(cap, base * 2^attempt)]. */
export function backoff(attempt: number, timing: RetryTiming, random: () => number): number {
  return Math.floor(random() * Math.min(timing.retryCapMs, timing.retryBaseMs * 2 ** Math.min(attempt, 30)));
}

/**
 * After a lost answer, when the reconcile did not find what the lost request created: how many ms to
 * wait before sending it again (0 = now). The service may still be storing it, so a resend waits until
 * `settleMs` after the lost send; a send long ago (or never recorded) is resent at once.
 */
export function resendWaitMs(lastSentAt: number | null, now: number, settleMs: number): number {
  if (lastSentAt === null || settleMs <= 0) return 0;
  const wait = lastSentAt + settleMs - now;
  // a clock set back since the send does not make the wait longer than the settle time
  return Math.max(0, Math.min(wait, settleMs));
}

/** What to do with an intent whose send failed with `error` on attempt `attempt`. */
export function decideAfterError(error: ErrorFacts, attempt: number, now: number, timing: RetryTiming, random: () => number = Math.random): IntentDecision {
  const base = { notSent: false, stopQueue: false, offline: false };
  if (error.status === 401) return { ...base, action: 'pause_key', message: 'Waiting for a valid API key.', nextAttemptAt: 0, notSent: true, stopQueue: true };
  if (error.kind === 'rate_paused' || error.status === 429) {
    return { ...base, action: 'defer', message: 'The service is rate limiting new requests; Quire will retry on its own.', nextAttemptAt: now + (error.retryAfterMs ?? 1_000), notSent: true };
  }
  if (error.status === 402) return { ...base, action: 'pause_credit', message: 'Out of credit: top up to send this.', nextAttemptAt: now + timing.retryCapMs, notSent: true };
  if (error.transient || error.ambiguous) {
    const offline = error.kind === 'network';
    return { ...base, action: 'defer', message: error.message, nextAttemptAt: now + Math.max(50, backoff(attempt, timing, random)), stopQueue: offline, offline };
  }
  // a 4xx other than 401/402/408/429: the service refused this intent; the others continue
  return { ...base, action: 'fail', message: error.message, nextAttemptAt: 0 };
}

/** Whether a failed read means "the service answers, but with errors" (not offline, not a refused key). */
export function isServiceError(error: ErrorFacts): boolean {
  return error.kind === 'bad_response' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

/**
 * How the status names a service error: the HTTP status of a 5xx, or in words what was wrong with a
 * garbled answer (a 200 with garbage is not "answering 200"). null when the error is not a service error.
 */
export function serviceErrorOf(error: ErrorFacts): { status: number | null; reason: string } | null {
  if (!isServiceError(error)) return null;
  if (error.kind === 'http') return { status: error.status, reason: `HTTP ${error.status ?? '5xx'}` };
  const words: Record<string, string> = { cut_off: 'answers cut off', not_json: 'answers that are not JSON', bad_shape: 'answers of an unexpected shape', too_large: 'answers too large to read', too_slow: 'answers too slow to arrive' };
  return { status: null, reason: words[error.code ?? ''] ?? 'garbled answers' };
}

export interface GateFacts {
  outOfCredit: boolean;
  rateLimitedUntil: number;
  /** null when the month's use is unknown (nothing mirrored yet): no budget gate on a guess. */
  loopsUsed: number | null;
  /** null: no budget gate (the budget was not set; the service's own 429 holds, and teaches). */
  loopsBudget: number | null;
  /** null when unknown (nothing mirrored yet): no concurrency gate on a guess. */
  running: number | null;
  /** null: no concurrency gate (the limit was not set; the service's 429 holds, and teaches). */
  concurrencyLimit: number | null;
}

/** Which pause holds new research, if any (in this order). */
export function jobGate(f: GateFacts): PauseReason {
  if (f.outOfCredit) return 'out_of_credit';
  if (f.rateLimitedUntil) return 'rate_limited';
  if (f.loopsUsed !== null && f.loopsBudget !== null && f.loopsUsed >= f.loopsBudget) return 'budget';
  if (f.running !== null && f.concurrencyLimit !== null && f.running >= f.concurrencyLimit) return 'concurrency';
  return null;
}

export interface StatusFacts {
  now: number;
  pending: number;
  failed: number;
  lastSyncAt: string | null;
  baseUrl: string;
  unauthorized: boolean;
  /** null until the first exchange. */
  reachable: boolean | null;
  /** Why the last connection failed, in words (set when unreachable). */
  networkReason: string | null;
  /** When the service last answered anything in this run (epoch ms; a create it accepted counts), or null. */
  reachedAt?: number | null;
  /** The service answered reads with errors since `since` (epoch ms). */
  serviceError: { status: number | null; reason: string; since: number } | null;
  /** When the next pull is due (epoch ms), for "retrying in N s". */
  nextRetryAt: number | null;
  gate: PauseReason;
  hasPendingJobCreates: boolean;
  busy: boolean;
  /** Chat replies the service is still writing, followed by this engine (their text so far is incomplete). */
  chatWriting?: number;
  /** Of those, the ones a sync pass still waits for (followed for less than the chat wait). */
  chatReceiving?: number;
  rateLimitedUntil: number;
  resetsAt: string;
  concurrencyLimit: number;
  /** false while the limit is the documented default Quire assumes, not the account's own. */
  concurrencyLimitKnown?: boolean;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const clock = (ms: number): string => new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

function retrying(f: StatusFacts): string {
  if (f.nextRetryAt === null) return 'retrying shortly';
  const seconds = Math.max(1, Math.round((f.nextRetryAt - f.now) / 1000));
  return seconds >= 120 ? `retrying in ${Math.round(seconds / 60)} min` : `retrying in ${seconds} s`;
}

/**
 * The status sentence. Precedence: refused key > unreachable > service answering with errors > a pause
 * holding queued research > syncing > online. It never claims a sync that did not happen: a profile
 * that never synced says it never reached its address, and why.
 */
export function statusOf(f: StatusFacts): SyncStatus {
  const base = { pending: f.pending, failed: f.failed, lastSyncAt: f.lastSyncAt };
  const waiting = plural(f.pending, 'item') + ' waiting';
  const never = f.lastSyncAt === null;
  if (f.unauthorized) {
    return { ...base, state: 'paused', pausedReason: 'unauthorized', message: 'Paused: the service did not accept the API key. Enter a new key in Settings; nothing was lost.' };
  }
  if (f.reachable === false) {
    const why = f.networkReason ? ` (${f.networkReason})` : '';
    if (never) {
      const head = f.pending ? `Offline: ${waiting}; ` : 'Offline: ';
      // it answered something (a sign-in, a create) but no sync finished: "never reached" would be untrue
      if (f.reachedAt) {
        return { ...base, state: 'offline', pausedReason: null, message: `${head}${f.baseUrl} last answered at ${clock(f.reachedAt)}, and nothing has been synced yet${why}; ${retrying(f)}` };
      }
      return { ...base, state: 'offline', pausedReason: null, message: `${head}Quire has never reached ${f.baseUrl}${why}; check the address in Settings or that the service is running; ${retrying(f)}` };
    }
    return { ...base, state: 'offline', pausedReason: null, message: f.pending ? `Offline: ${waiting}` : `Offline: showing your library as last synced${why}` };
  }
  if (f.serviceError) {
    // (507 is the service's full disk, said in words: src/service/failure-reply.ts answers it so)
    const code = f.serviceError.status === 507 ? ' (507: its disk is full; free some space there)' : f.serviceError.status ? ` (${f.serviceError.status})` : ` (${f.serviceError.reason})`;
    const shown = never ? 'nothing has been synced yet' : 'showing your library as last synced';
    const queued = f.pending ? `; ${waiting}` : '';
    return { ...base, state: 'error', pausedReason: null, message: `The service is answering with errors${code} since ${clock(f.serviceError.since)}; ${shown}${queued}; ${retrying(f)}.` };
  }
  if (f.gate && f.hasPendingJobCreates) {
    const messages: Record<NonNullable<PauseReason>, string> = {
      unauthorized: '',
      out_of_credit: 'Paused: out of credit. Top up to continue research; your requests are kept.',
      rate_limited: `Paused: the service asked Quire to slow down; new research resumes at ${new Date(f.rateLimitedUntil || f.now).toLocaleTimeString('en-GB')}`,
      budget: `Paused: monthly loops used up until ${new Date(f.resetsAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })}`,
      concurrency: `Waiting: ${f.concurrencyLimit} research jobs are running (${f.concurrencyLimitKnown === false ? 'the documented default limit' : 'the limit'}); new research starts when one finishes`,
    };
    return { ...base, state: 'paused', pausedReason: f.gate, message: messages[f.gate] };
  }
  const receiving = f.chatReceiving ?? 0;
  const writing = Math.max(f.chatWriting ?? 0, receiving);
  if (f.busy || f.pending > 0 || receiving > 0) {
    const message = f.pending ? `Syncing: ${waiting}` : receiving > 0 ? `Syncing: receiving ${plural(receiving, 'chat answer')} still being written` : 'Syncing';
    return { ...base, state: 'syncing', pausedReason: null, message };
  }
  if (never) return { ...base, state: 'syncing', pausedReason: null, message: `Connecting to ${f.baseUrl}` };
  // a reply still being written is not "up to date": say so (its text so far is shown as incomplete)
  const still = writing > 0 ? `${plural(writing, 'chat answer')} still being written` : '';
  if (f.failed) return { ...base, state: 'online', pausedReason: null, message: `Online: ${plural(f.failed, 'item')} ${f.failed === 1 ? 'needs' : 'need'} attention${still ? `; ${still}` : ''}` };
  return { ...base, state: 'online', pausedReason: null, message: still ? `Online: ${still}` : 'Up to date' };
}

export interface WakeFacts {
  now: number;
  unauthorized: boolean;
  reachable: boolean | null;
  offlineAttempts: number;
  pullIntervalMs: number;
  retryBaseMs: number;
  retryCapMs: number;
  /** next_poll_at of every followed job. */
  followDue: number[];
  /** next_attempt_at of every active intent except uploads. */
  intentsDue: number[];
  rateLimitedUntil: number;
  hasPendingJobCreates: boolean;
  detailsWaiting: boolean;
}

/** Milliseconds until the main loop runs its next cycle. */
export function nextWakeIn(f: WakeFacts, random: () => number = Math.random): number {
  if (f.unauthorized) return 60 * 60_000;
  if (f.reachable === false) {
    return Math.max(200, backoff(f.offlineAttempts, { retryBaseMs: f.retryBaseMs, retryCapMs: Math.min(f.retryCapMs, 60_000) }, random));
  }
  let next = f.now + f.pullIntervalMs;
  for (const due of f.followDue) next = Math.min(next, Math.max(f.now, due));
  for (const due of f.intentsDue) next = Math.min(next, Math.max(f.now + 50, due));
  if (f.rateLimitedUntil && f.hasPendingJobCreates) next = Math.min(next, f.rateLimitedUntil + 10);
  if (f.detailsWaiting) next = Math.min(next, f.now + 250);
  return Math.max(20, next - f.now);
}

/** The next poll interval of a followed job: back to the minimum on any change, else 1.5x up to the maximum. */
export function nextFollowInterval(changed: boolean, previousMs: number, timing: { followMinMs: number; followMaxMs: number }): number {
  const base = timing.followMinMs;
  if (changed) return base;
  return Math.min(timing.followMaxMs, Math.max(base, Math.round((previousMs || base) * 1.5)));
}

export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
export function nextMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** "Could not reach the research service (nothing answered at that address; ECONNREFUSED)." → the part in brackets. */
/** Why the embedded service cannot be reached, from its supervisor's notice (said inside the offline status's brackets). */
export function embeddedServiceReason(state: 'restarting' | 'failed'): string {
  return state === 'restarting' ? 'the local research service stopped; Quire is starting it again' : 'the local research service stopped and could not be started again; restart Quire';
}

export function networkReason(message: string): string {
  return /\(([^()]*)\)\.?$/.exec(message)?.[1] ?? message;
}
