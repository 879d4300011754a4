// Table test for the notebook sync schedule: first pass at once, debounced local changes, the
// periodic pass, and doubling waits (capped) while the target is unreachable.
import { describe, expect, it } from 'vitest';
import { nextPassDelay, type ScheduleState } from '../../src/main/notebook/sync/schedule';

const options = { debounceMs: 5_000, intervalMs: 300_000, maxBackoffMs: 1_800_000 };
const cases: Array<[string, ScheduleState, number, number]> = [
  ['never synced: now', { lastPassAt: null, failures: 0, pendingSince: null }, 1_000, 0],
  ['nothing queued: the periodic pass', { lastPassAt: 0, failures: 0, pendingSince: null }, 1_000, 299_000],
  ['periodic pass overdue: now', { lastPassAt: 0, failures: 0, pendingSince: null }, 400_000, 0],
  ['a change just typed: after the debounce', { lastPassAt: 0, failures: 0, pendingSince: 10_000 }, 10_000, 5_000],
  ['a change typed long ago: now', { lastPassAt: 0, failures: 0, pendingSince: 10_000 }, 20_000, 0],
  ['one failure: twice the debounce after it', { lastPassAt: 0, failures: 1, pendingSince: 100 }, 0, 10_000],
  ['three failures: eight times', { lastPassAt: 0, failures: 3, pendingSince: null }, 0, 40_000],
  ['many failures: capped', { lastPassAt: 0, failures: 50, pendingSince: 100 }, 0, 1_800_000],
];

describe('nextPassDelay', () => {
  it.each(cases)('%s', (_name, state, now, expected) => {
    expect(nextPassDelay(state, now, options)).toBe(expected);
  });
});
