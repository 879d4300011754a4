// What the job view says about a job under way: a queued job's wait while the service cannot be
// reached is not "starts in a moment", and a finished job's latest progress note is said as the last one.
import { describe, expect, it } from 'vitest';
import { latestProgressLine, waitReason } from '../../src/renderer/src/features/job/jobProgressNotes';

describe('waitReason (pure)', () => {
  const slots = (running: number | null, concurrencyLimit: number | null) => ({ running, concurrencyLimit });
  it.each<[string, Parameters<typeof waitReason>[0], Parameters<typeof waitReason>[1], string]>([
    ['its turn', { state: 'online', message: 'Up to date' }, slots(1, 5), 'Queued at the research service; it starts in a moment.'],
    ['status not known yet', null, null, 'Queued at the research service; it starts in a moment.'],
    ['every slot taken', { state: 'online', message: 'Up to date' }, slots(5, 5), 'Waiting for a free slot: 5 of 5 jobs are running.'],
    ['paused queue', { state: 'paused', message: 'Paused: monthly loops used up until 1 Dec' }, slots(0, 5), 'Waiting: Paused: monthly loops used up until 1 Dec'],
    ['service unreachable', { state: 'offline', message: 'Offline' }, slots(5, 5), 'Queued at the research service when Quire last reached it; it cannot be reached now, so whether it has started is not known.'],
    ['service answering with errors', { state: 'error', message: 'errors' }, slots(1, 5), 'Queued at the research service when it last answered properly; it is answering with errors now, so whether it has started is not known.'],
  ])('%s', (_name, sync, usage, expected) => {
    expect(waitReason(sync, usage)).toBe(expected);
  });
});

describe('latestProgressLine (pure)', () => {
  it.each<[string, string | undefined, string | null]>([
    ['searching', 'Loop 2: searching for "staircase treads"', 'Loop 2: searching for "staircase treads"'],
    ['queued', 'Research queued', 'Research queued'],
    ['completed', 'Summarising the best passages into a cited answer', 'Last progress note: Summarising the best passages into a cited answer'],
    ['failed', 'The model did not answer', 'Last progress note: The model did not answer'],
    ['completed', undefined, null],
  ])('%s: %s', (status, message, expected) => {
    expect(latestProgressLine(status, message)).toBe(expected);
  });
});
