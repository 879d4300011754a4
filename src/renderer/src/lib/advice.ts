// Failed and empty results explain themselves: what happened and what fits this profile to do next.
// The local library has no web, so its advice is about documents and accounts, never "more loops".
import type { JobDetail } from '../../../shared/domain';
import { isTerminalStatus } from './format';

export type AdviceJob = Pick<JobDetail, 'status' | 'syncState' | 'error' | 'content' | 'results'>;

export interface Advice {
  /** What happened, in one sentence. */
  what: string;
  /** What the user can do. */
  next: string;
  tone: 'info' | 'problem';
}

const LOCAL_EMPTY_NEXT =
  'The local library searches only the documents on this machine, not the web: add documents on this subject (drop files onto the window or into a collection) and run it again, or connect an account in Settings to search the web.';

/** Advice for a job whose answer is missing, failed or found nothing; null when the answer speaks for itself. */
export function resultAdvice(job: AdviceJob, local: boolean): Advice | null {
  if (job.syncState === 'pending') {
    return { what: 'Saved on this machine.', next: 'It will be sent to the research service when Quire is online; nothing to do.', tone: 'info' };
  }
  if (job.syncState === 'failed') {
    return {
      what: `The research service refused this research: ${job.error ?? 'no reason given'}.`,
      next: 'Edit the question or its options and send it again (“Edit and resend”), or discard it in Pending.',
      tone: 'problem',
    };
  }
  if (job.status === 'failed') {
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
