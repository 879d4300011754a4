// What the job view says about a job still under way, in words that claim no more than Quire knows:
// why a queued job waits (or that its state is not known while the service cannot be reached), and
// the latest progress note, said as the last one once the job has finished. Pure; test/renderer/jobProgressNotes.test.ts.
import type { SyncStatus, Usage } from '../../../../shared/domain';
import { allSlotsTaken, statusTone } from '../../lib/format';

/** Why a job the service has queued has not started: unknown while unreachable, a paused queue, the concurrency limit, or its turn. */
export function waitReason(sync: Pick<SyncStatus, 'state' | 'message'> | null, usage: Pick<Usage, 'running' | 'concurrencyLimit'> | null): string {
  if (sync?.state === 'offline') return 'Queued at the research service when Quire last reached it; it cannot be reached now, so whether it has started is not known.';
  if (sync?.state === 'error') return 'Queued at the research service when it last answered properly; it is answering with errors now, so whether it has started is not known.';
  if (sync?.state === 'paused') return `Waiting: ${sync.message}`;
  if (usage && allSlotsTaken(usage)) return `Waiting for a free slot: ${usage.running} of ${usage.concurrencyLimit} jobs are running.`;
  return 'Queued at the research service; it starts in a moment.';
}

/** The progress note shown under the timeline: the latest while the job runs, marked as the last once it has finished. */
export function latestProgressLine(status: string, message: string | undefined): string | null {
  if (!message) return null;
  return statusTone(status) === 'running' ? message : `Last progress note: ${message}`;
}
