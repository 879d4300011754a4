// Waiting on the engine from the outside, composed from contract operations and bus events (the
// contract has no "sync until settled"): kick a pass with sync.now, then watch sync.status until
// the outbox is empty, the service is unreachable, or sync is paused.
import type { EventName } from '../shared/contract';
import type { SyncStatus } from '../shared/domain';
import type { Session } from './session';

/** Resolves true at the next matching bus event, false after `timeoutMs` or on abort. */
export function nextEvent(session: Session, names: EventName[], timeoutMs: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(false);
      return;
    }
    const finish = (value: boolean): void => {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      resolve(value);
    };
    const onAbort = (): void => finish(false);
    const timer = setTimeout(() => finish(false), timeoutMs);
    const unsubscribe = session.core.bus.subscribe((name) => {
      if (names.includes(name)) finish(true);
    });
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface SettleResult {
  status: SyncStatus;
  /** The wait ended at the deadline with work still in flight. */
  timedOut: boolean;
  interrupted: boolean;
}

/** Whether a status means "nothing more will happen without the user or the network". */
export function isSettled(status: SyncStatus): boolean {
  return status.state === 'offline' || status.state === 'paused' || status.state === 'error' || (status.state === 'online' && status.pending === 0);
}

export async function syncAndSettle(
  session: Session,
  options: {
    timeoutMs: number;
    signal?: AbortSignal;
    onStatus?: (status: SyncStatus) => void;
    kick?: boolean;
    /** Stop as soon as this holds (e.g. "the one intent I care about has been sent"). */
    done?: () => Promise<boolean>;
  },
): Promise<SettleResult> {
  const deadline = Date.now() + options.timeoutMs;
  // sync.now runs one whole pass (push, pull, follow, prefetch) before it returns.
  if (options.kick !== false) await session.call('sync.now', {});
  for (;;) {
    const status = await session.call('sync.status', {});
    options.onStatus?.(status);
    if (isSettled(status) || (options.done && (await options.done()))) return { status, timedOut: false, interrupted: false };
    if (options.signal?.aborted) return { status, timedOut: false, interrupted: true };
    const remaining = deadline - Date.now();
    if (remaining <= 0) return { status, timedOut: true, interrupted: false };
    await nextEvent(session, ['sync.status', 'db.changed', 'upload.progress'], Math.min(remaining, 500), options.signal);
  }
}
