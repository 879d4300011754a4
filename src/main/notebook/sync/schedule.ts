// When the next notebook sync pass should run (issue #14 wiring): a pure decision, no timers here.
// A local change asks for a pass soon (debounced so typing does not start one per keystroke); with
// nothing to do a pass runs every `intervalMs` to pick up the other machines' changes; after an
// unreachable target the wait doubles per failure up to `maxBackoffMs`, while changes stay queued.

export interface ScheduleState {
  /** When the last pass ended (ms since epoch), null before the first. */
  lastPassAt: number | null;
  /** Consecutive failed passes (target unreachable); 0 after a good one. */
  failures: number;
  /** The newest local change not yet in a pass (ms since epoch), null when none is queued. */
  pendingSince: number | null;
}

export interface ScheduleOptions {
  debounceMs: number;
  intervalMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_SCHEDULE: ScheduleOptions = { debounceMs: 5_000, intervalMs: 5 * 60_000, maxBackoffMs: 30 * 60_000 };

/** Milliseconds from `now` until the next pass should start (0: now). */
export function nextPassDelay(state: ScheduleState, now: number, options: ScheduleOptions = DEFAULT_SCHEDULE): number {
  if (state.lastPassAt === null) return 0;
  if (state.failures > 0) {
    const backoff = Math.min(options.maxBackoffMs, options.debounceMs * 2 ** Math.min(state.failures, 30));
    return Math.max(0, state.lastPassAt + backoff - now);
  }
  const periodic = state.lastPassAt + options.intervalMs;
  const due = state.pendingSince === null ? periodic : Math.min(periodic, state.pendingSince + options.debounceMs);
  return Math.max(0, due - now);
}
