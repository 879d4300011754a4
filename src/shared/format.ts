// Formatting shared by the window and the command line, so both say the same thing the same way.
import { KNOWN_JOB_STATUSES } from './values';

/** Running time in words: "42 s", "2 min", "3 h 10 min"; empty when unknown. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

// The job list's row helpers, shared with browser mode's server, which writes the window's first rows
// into the page with them (src/shared/job-rows-markup.ts) exactly as the window's own list shows them.

const STATUS_LABELS: Record<string, string> = {
  queued: 'queued',
  searching: 'searching',
  researching: 'researching',
  analysing: 'analysing',
  analyzing: 'analysing',
  summarising: 'summarising',
  summarizing: 'summarising',
  completed: 'completed',
  failed: 'failed',
};

/** Known statuses by name; anything else is shown honestly as "in progress: <value>". */
export function statusLabel(status: string): string {
  if ((KNOWN_JOB_STATUSES as readonly string[]).includes(status)) return STATUS_LABELS[status] ?? status;
  if (status === 'not sent') return status;
  return `in progress: ${status}`;
}

/**
 * The status to show for a job: a research the service refused before it ever started was never
 * queued there, so it reads "not sent" rather than the local placeholder "queued".
 */
export function shownStatus(job: { status: string; syncState: string; serverId: string | null }): string {
  return job.syncState === 'failed' && job.serverId === null ? 'not sent' : job.status;
}

export type StatusTone = 'done' | 'failed' | 'running';
export function statusTone(status: string): StatusTone {
  if (status === 'completed') return 'done';
  if (status === 'failed' || status === 'not sent') return 'failed';
  return 'running';
}

export function loopsText(loops: number | null): string {
  if (loops === null) return '';
  return loops === 1 ? '1 loop' : `${loops} loops`;
}

/**
 * One Intl.DateTimeFormat per locale and option shape, made on first use and kept:
 * `toLocaleDateString(locale, options)` builds a new formatter (ICU) on every call, about 1.5 ms each
 * here: 47 ms of the samples in a renderer profile of the job list's first paint (npm run bench
 * startup). Same output: the same locale (the default one unless given) and the same options.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
export function dateFormatter(shape: 'time' | 'dayMonth' | 'dayMonthYear', locale?: string): Intl.DateTimeFormat {
  const key = `${shape}\u0000${locale ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      shape === 'time' ? { hour: '2-digit', minute: '2-digit' } : shape === 'dayMonth' ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' };
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** "14:05" today, "3 Nov" this year, "3 Nov 2025" otherwise; in `locale`, else the default one. */
export function formatWhen(iso: string, now: Date = new Date(), locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (date.toDateString() === now.toDateString()) return dateFormatter('time', locale).format(date);
  return dateFormatter(date.getFullYear() === now.getFullYear() ? 'dayMonth' : 'dayMonthYear', locale).format(date);
}
