// Re-run of a research job: whether a copy is queued at all, and what the window says afterwards.
// A job not sent yet is already waiting to be sent (a copy would be sent twice); a copy queued
// while the profile is offline or paused is said to be queued, and "sent" only once it was.
// Pure functions over the job's sync state and the sync status; JobView acts on them.
import type { JobSummary, SyncStatus } from '../../../shared/domain';

export type RerunPlan = { kind: 'create' } | { kind: 'already-queued'; message: string };

type Status = Pick<SyncStatus, 'state' | 'message'> | null;

/** What sends work that is waiting, in words, for the status as it stands. */
export function whatSends(status: Status): string {
  switch (status?.state) {
    case 'offline':
      return 'Quire sends it when the service can be reached again.';
    case 'paused':
      return `It waits until the pause ends (${status.message}).`;
    case 'error':
      return 'Quire sends it when the service answers without errors again.';
    case 'online':
    case 'syncing':
      return 'Quire is sending it now.';
    default:
      return 'Quire sends it with the next sync.';
  }
}

/** Whether the window waits a moment for a queued copy to be sent before saying what happened (only while the service is reachable). */
export function awaitsSend(status: Status): boolean {
  return status?.state === 'online' || status?.state === 'syncing';
}

/** Whether Re-run queues a copy: never for a job that has not been sent yet. */
export function planRerun(job: Pick<JobSummary, 'serverId' | 'syncState'>, status: Status): RerunPlan {
  if (job.serverId === null && job.syncState === 'pending') {
    return { kind: 'already-queued', message: `This research has not been sent yet and is already waiting to be sent, so no copy was queued. ${whatSends(status)}` };
  }
  return { kind: 'create' };
}

/** What happened to the copy a Re-run queued: sent (the service has it), refused, or queued and why. */
export function rerunOutcome(copy: Pick<JobSummary, 'syncState' | 'error'> | null, status: Status): { text: string; tone: 'info' | 'error' } {
  if (copy?.syncState === 'synced') return { text: 'Research sent again with the same options.', tone: 'info' };
  if (copy?.syncState === 'failed') return { text: `The re-run was queued but the service refused it${copy.error ? `: ${copy.error}` : ''}. It is kept in Pending.`, tone: 'error' };
  return { text: `Re-run queued with the same options; nothing has been sent yet. ${whatSends(status)}`, tone: 'info' };
}
