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

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size as the window and the command line both show it, in one convention: units of 1,024 (the
 * research service's own: its "25 MB upload limit" is 25 × 1,024 × 1,024 bytes), named B, KB, MB, GB,
 * TB; a whole amount whole ("25 MB"), otherwise one decimal below 100 ("1.5 KB", "30.0 MB" for a byte
 * over 30 MB) and whole from 100 up ("514 KB"); a value that rounds up to 1,024 is named in the next
 * unit. Unknown (null, negative, not a number) is "unknown".
 */
export function formatBytes(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return 'unknown';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes;
  let unit = 0;
  while (unit < SIZE_UNITS.length - 1 && Math.round(value) >= 1024) {
    value /= 1024;
    unit++;
  }
  return `${sizeNumber(value)} ${SIZE_UNITS[unit]}`;
}

/** 1.5 → "1.5", 25 → "25", 25.04 → "25.0", 513.7 → "514" (see formatBytes). */
export function sizeNumber(value: number): string {
  const tenths = Math.round(value * 10) / 10;
  if (Number.isInteger(value) || tenths >= 100) return String(Math.round(value));
  return tenths.toFixed(1);
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

/** A research the service refused before it ever started. */
export const NOT_SENT = 'not sent';
/** A research saved on this machine that has not reached the service yet. */
export const WAITING_TO_BE_SENT = 'waiting to be sent';

/** Known statuses by name; anything else is shown honestly as "in progress: <value>". */
export function statusLabel(status: string): string {
  if ((KNOWN_JOB_STATUSES as readonly string[]).includes(status)) return STATUS_LABELS[status] ?? status;
  if (status === NOT_SENT || status === WAITING_TO_BE_SENT) return status;
  return `in progress: ${status}`;
}

/**
 * The status to show for a job: a research that never reached the service was never queued there, so
 * it reads "not sent" (refused) or "waiting to be sent" (saved here, not sent yet) rather than the local
 * placeholder "queued", which is the service's word for a job it holds.
 */
export function shownStatus(job: { status: string; syncState: string; serverId: string | null }): string {
  if (job.serverId !== null) return job.status;
  if (job.syncState === 'failed') return NOT_SENT;
  if (job.syncState === 'pending') return WAITING_TO_BE_SENT;
  return job.status;
}

/** Whether a shown status is one of this machine's own (the job never reached the service, so it has no service history). */
export function isLocalOnlyStatus(shown: string): boolean {
  return shown === NOT_SENT || shown === WAITING_TO_BE_SENT;
}

export type StatusTone = 'done' | 'failed' | 'running';
export function statusTone(status: string): StatusTone {
  if (status === 'completed') return 'done';
  if (status === 'failed' || status === NOT_SENT) return 'failed';
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
