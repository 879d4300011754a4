// Failed and empty results explain themselves: what happened and what fits this profile to do next.
// The local library has no web, so its advice is about documents and accounts, never "more loops".
import type { JobDetail, SyncStatus } from '../../../shared/domain';
import { isTerminalStatus } from './format';

export type AdviceJob = Pick<JobDetail, 'status' | 'syncState' | 'error' | 'content' | 'results' | 'events'>;

export interface Advice {
  /** What happened, in one sentence. */
  what: string;
  /** What the user can do. */
  next: string;
  tone: 'info' | 'problem';
}

const LOCAL_EMPTY_NEXT =
  'The local library searches only the documents on this machine, not the web: add documents on this subject (drop files onto the window or into a collection) and run it again, or connect an account in Settings to search the web.';

/** A reason quoted inside a sentence that ends after it: its own closing stops and spaces go, so the sentence ends once ("refused: X." never "X.."). */
export function clause(reason: string): string {
  return reason.trim().replace(/[.\s]+$/, '');
}

/** The reason the service gave for a failure (its last "Failed: …" event), shortened; null when it gave none. */
export function failureReason(events: AdviceJob['events']): string | null {
  for (let at = events.length - 1; at >= 0; at--) {
    const match = /^\s*failed:\s*(.+)$/is.exec(events[at]?.message ?? '');
    if (match?.[1]) {
      const reason = match[1].trim().replace(/\s+/g, ' ').replace(/[.\s]+$/, '');
      return reason.length > 300 ? `${reason.slice(0, 299)}…` : reason;
    }
  }
  return null;
}

/** What to do about a failure whose reason says what was missing; null when the reason does not tell. */
function nextForReason(reason: string): string | null {
  if (/selected files or collections|in the selected|collection (is|was) empty/i.test(reason)) {
    return 'The files or collections it was limited to hold no readable documents yet: add documents to them (drop files onto the collection), or research the whole library (“Duplicate and edit”, then clear the collection).';
  }
  if (/no searchable terms|no (content )?words/i.test(reason)) {
    return 'Ask again with the words you want found (“Duplicate and edit”): the question had none the search could use.';
  }
  if (/has no documents|library is empty/i.test(reason)) return LOCAL_EMPTY_NEXT;
  return null;
}

/** What lifts a pause that holds new research, in words; null when the status says all there is. */
function pauseNext(reason: SyncStatus['pausedReason']): string | null {
  if (reason === 'budget') return 'It is sent when the month’s loops reset, or sooner if you raise the monthly budget in Settings.';
  if (reason === 'concurrency') return 'It is sent when one of the running jobs finishes; nothing to do.';
  if (reason === 'rate_limited') return 'Quire sends it on its own at that time; nothing to do.';
  if (reason === 'out_of_credit') return 'Top up in Settings to send it.';
  if (reason === 'unauthorized') return 'Enter a valid API key in Settings to send it.';
  return null;
}

/** Advice for a job whose answer is missing, failed or found nothing; null when the answer speaks for itself. `sync`: the status, which says what holds a job not sent yet. */
export function resultAdvice(job: AdviceJob, local: boolean, sync: SyncStatus | null = null): Advice | null {
  if (job.syncState === 'pending') {
    // held by a pause: not sent, not running, and "when online" would not send it
    if (sync?.state === 'paused') {
      return { what: `Saved on this machine, not sent: ${clause(sync.message)}.`, next: pauseNext(sync.pausedReason) ?? 'It is sent when the pause lifts.', tone: 'info' };
    }
    if (sync?.state === 'offline') return { what: 'Saved on this machine, not sent: Quire is offline.', next: 'It will be sent to the research service when Quire is online; nothing to do.', tone: 'info' };
    // sending waits while the service answers with errors: "with the next sync" would say it goes now
    if (sync?.state === 'error') return { what: 'Saved on this machine, not sent: the research service is answering with errors.', next: 'It will be sent once the service answers properly; nothing to do.', tone: 'info' };
    return { what: 'Saved on this machine.', next: 'It will be sent to the research service with the next sync; nothing to do.', tone: 'info' };
  }
  if (job.syncState === 'failed') {
    return {
      what: `The research service refused this research: ${clause(job.error ?? '') || 'no reason given'}.`,
      next: 'Edit the question or its options and send it again (“Edit and resend”), or discard it in Pending.',
      tone: 'problem',
    };
  }
  if (job.status === 'failed') {
    // The service's own reason, when it gave one, is said as it is, and the advice follows it.
    const reason = failureReason(job.events);
    const byReason = reason ? nextForReason(reason) : null;
    if (reason && byReason) {
      return { what: `${local ? 'The local library could not finish this research' : 'The research service reported that this research failed'}: ${reason}.`, next: byReason, tone: 'problem' };
    }
    return local
      ? { what: 'The local library could not finish this research.', next: `Run it again (“Re-run”). If it fails again, ${LOCAL_EMPTY_NEXT.charAt(0).toLowerCase()}${LOCAL_EMPTY_NEXT.slice(1)}`, tone: 'problem' }
      : {
          what: 'The research service reported that this research failed.',
          next: 'Run it again (“Re-run”). If it fails again, loosen its options (“Duplicate and edit”): fewer excluded domains, a longer source timeout, or more reasoning loops.',
          tone: 'problem',
        };
  }
  if (!isTerminalStatus(job.status)) return null;
  const empty = job.results.length === 0;
  if (job.status === 'completed' && empty) {
    return local
      ? { what: 'Nothing in your library matches this question, so the answer cites no sources.', next: LOCAL_EMPTY_NEXT, tone: 'info' }
      : {
          what: 'The research found no sources for this question.',
          next: 'Try more specific terms (“Duplicate and edit”), remove excluded domains, or allow more reasoning loops.',
          tone: 'info',
        };
  }
  if (!job.content) return { what: 'The answer is not on this machine yet.', next: 'It arrives with the next sync.', tone: 'info' };
  return null;
}
