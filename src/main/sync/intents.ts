// What every pusher shares: applying the error policy to an intent, waiting for the row an intent
// depends on (blocked_by, never error text), telling whether a server row may be adopted by an intent,
// and failing intents the account's API version cannot carry.
import { ApiError, CLOSED_BY_QUIRE } from '../api/client';
import type { AdoptableTable } from '../db/mirror-apply';
import type { OutboxRow } from '../db/repo';
import type { EngineContext } from './context';
import { decideAfterError, resendWaitMs, serviceErrorOf } from './policy';

/** Records a read or write the service answered with an error (5xx or garbage) for the status. */
export function noteServiceError(ctx: EngineContext, error: ApiError): void {
  const named = serviceErrorOf(error);
  if (!named) return;
  const previous = ctx.facts.serviceError;
  ctx.facts.serviceError = { ...named, since: previous?.since ?? Date.now() };
}

/**
 * Called when the reconcile after a lost answer found nothing: true (and the intent deferred, saying
 * why) while the service may still be storing what the lost request sent; false when it may be sent again.
 */
export function settlingBeforeResend(ctx: EngineContext, row: OutboxRow): boolean {
  const now = Date.now();
  const wait = resendWaitMs(row.last_sent_at, now, ctx.timing.resendSettleMs);
  if (wait <= 0) return false;
  ctx.repo.deferIntent(row.id, 'The service did not answer the last attempt and does not show it yet: checking again before sending it a second time.', now + wait, false);
  return true;
}

/** Applies the error policy to `row`; returns whether the rest of the queue should wait. */
export function handleIntentError(ctx: EngineContext, row: OutboxRow, error: ApiError): boolean {
  if (error.code === CLOSED_BY_QUIRE) {
    // cut by our own shutdown: the reason it waits stays the last real one; it may have been sent
    ctx.repo.deferIntent(row.id, row.last_error ?? 'Not sent yet: Quire closed before the service answered.', Date.now(), false);
    return true;
  }
  const decision = decideAfterError(error, row.attempts, Date.now(), ctx.timing);
  noteServiceError(ctx, error);
  switch (decision.action) {
    case 'pause_key':
      ctx.repo.deferIntent(row.id, decision.message, decision.nextAttemptAt, true);
      ctx.facts.unauthorized = true;
      ctx.publishStatus();
      break;
    case 'pause_credit':
      ctx.facts.outOfCredit = true;
      ctx.repo.deferIntent(row.id, decision.message, decision.nextAttemptAt, true);
      break;
    case 'defer':
      ctx.repo.deferIntent(row.id, decision.message, decision.nextAttemptAt, decision.notSent);
      if (decision.offline) ctx.noteReachable(false, error.message);
      break;
    case 'fail':
      ctx.repo.failIntent(row, decision.message);
      break;
  }
  return decision.stopQueue;
}

/**
 * Leaves an intent waiting for the row it depends on. If that row's own intent failed for good, this
 * one cannot succeed either: it fails too (data kept, retry/discard offered) so the queue never wedges.
 */
export function waitFor(ctx: EngineContext, row: OutboxRow, why: string, dependencyId: string): void {
  const creating = ctx.repo.outboxForTarget(dependencyId);
  const blocked = creating.find((o) => o.state === 'failed');
  if (blocked) {
    ctx.repo.failIntent(row, `It depends on an item that could not be sent (${blocked.summary}): retry or discard that one first.`, dependencyId);
    return;
  }
  if (creating.length === 0) {
    ctx.repo.failIntent(row, 'It depends on an item that no longer exists (it was discarded). Discard this one too.', dependencyId);
    return;
  }
  ctx.repo.waitForRow(row, why, dependencyId);
}

/** Whether the server row `serverId` may become the intent's target (it is not another row's). */
export function isAdoptable(ctx: EngineContext, table: AdoptableTable, serverId: string, targetId: string): boolean {
  const holder = ctx.repo.holderOf(table, serverId);
  if (!holder || holder === targetId) return true;
  // a row the pull created (id = server id) with no intents of its own may be merged into ours
  return holder === serverId && ctx.repo.outboxForTarget(holder).length === 0;
}

export function failUnsupported(ctx: EngineContext, row: OutboxRow, what: string): void {
  ctx.repo.failIntent(row, `This account uses API version ${ctx.apiVersion}, which has no ${what}. Discard this item or switch the profile to 2025-11-27.`);
}

export function localJobServerId(ctx: EngineContext, jobId: string): string | null {
  return ctx.repo.getJob(jobId)?.server_id ?? null;
}
