// Decisions about finished research (#13), pure and table-tested: which jobs finished since Quire
// last knew them, what a notification says (named by profile), whether to notify now, and the badge
// text. What is remembered per profile (jobs known finished, unread ids, the setting) is kept in
// localStorage by store.ts; this file holds no state.
import type { JobSummary } from '../../../../shared/domain';
import { isTerminalStatus } from '../../../../shared/values';

/** Jobs that are finished (completed or failed) and were not known finished before. */
export function newlyFinished(known: ReadonlySet<string>, jobs: readonly Pick<JobSummary, 'id' | 'status'>[]): string[] {
  return jobs.filter((job) => isTerminalStatus(job.status) && !known.has(job.id)).map((job) => job.id);
}

/** The notification's words: the profile in the title, the question as the body. */
export function notificationText(job: Pick<JobSummary, 'query' | 'status'>, profileName: string | null): { title: string; body: string } {
  const what = job.status === 'failed' ? 'Research failed' : 'Research finished';
  const question = job.query.replace(/\s+/g, ' ').trim();
  return {
    title: profileName ? `${what} · ${profileName}` : what,
    body: question.length > 180 ? `${question.slice(0, 179)}…` : question,
  };
}

export interface NotifyContext {
  /** The setting for this profile. */
  enabled: boolean;
  /** The window has focus and is visible. */
  focused: boolean;
  /** Desktop: Electron notifies from the main process. Browser: the Web Notifications permission. */
  transport: 'electron' | 'browser';
  permission: 'granted' | 'denied' | 'default' | 'unsupported';
}

/** Whether a finished job becomes a system notification now. */
export function shouldNotify(context: NotifyContext): boolean {
  if (!context.enabled || context.focused) return false;
  return context.transport === 'electron' || context.permission === 'granted';
}

/** Whether the finished job is marked unread: not when the user is looking at it right now. */
export function marksUnread(jobId: string, openJobId: string | null, focused: boolean): boolean {
  return !(focused && openJobId === jobId);
}

/** The page title with the unread count in front, as browsers show a badge-less tab. */
export function titleWithCount(title: string, unread: number): string {
  const base = title.replace(/^\(\d+\) /, '');
  return unread > 0 ? `(${unread}) ${base}` : base;
}

/** Whether to offer the browser's permission prompt: only while it has never been answered. */
export function offerPermission(context: Pick<NotifyContext, 'enabled' | 'transport' | 'permission'>, dismissed: boolean): boolean {
  return context.transport === 'browser' && context.enabled && context.permission === 'default' && !dismissed;
}

/** A 'job.finished' from the core: the window's own profile is handled from its list; another profile's is handled here. */
export function isOtherProfile(event: { profileId: string }, activeProfileId: string | null): boolean {
  return activeProfileId !== null && event.profileId !== activeProfileId;
}
