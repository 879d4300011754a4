// Small, pure formatting helpers: status labels, durations, dates, sizes, domains.
import { KNOWN_JOB_STATUSES, isTerminalStatus } from '../../../shared/values';
import { formatDuration } from '../../../shared/format';

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
export { isTerminalStatus };

export { formatDuration };

/**
 * One Intl.DateTimeFormat per option shape, made on first use and kept: `toLocaleDateString(locale,
 * options)` builds a new formatter (ICU) on every call, about 1.5 ms each here: 47 ms of the samples in
 * a renderer profile of the job list's first paint (npm run bench startup). Same output: the default
 * locale and the same options.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(shape: 'time' | 'dayMonth' | 'dayMonthYear'): Intl.DateTimeFormat {
  let made = formatters.get(shape);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      shape === 'time' ? { hour: '2-digit', minute: '2-digit' } : shape === 'dayMonth' ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' };
    made = new Intl.DateTimeFormat(undefined, options);
    formatters.set(shape, made);
  }
  return made;
}

/** "14:05" today, "3 Nov" this year, "3 Nov 2025" otherwise. */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (date.toDateString() === now.toDateString()) return formatter('time').format(date);
  return formatter(date.getFullYear() === now.getFullYear() ? 'dayMonth' : 'dayMonthYear').format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter('dayMonthYear').format(date);
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(1)} GB`;
}

export function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function formatMoney(cents: number | null, currency: string | null): string {
  if (cents === null) return 'unknown';
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: (currency ?? 'USD').toUpperCase() }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency ?? ''}`.trim();
  }
}

export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}
export function modKey(): string {
  return isMac() ? '⌘' : 'Ctrl';
}

export function loopsText(loops: number | null): string {
  if (loops === null) return '';
  return loops === 1 ? '1 loop' : `${loops} loops`;
}

/** "1 file", "2 files", "0 files"; pass the plural when it is not the word plus "s". */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? word : many}`;
}

/**
 * Loops are always spoken of as used of the month's budget: "3 of 200 reasoning loops used". A figure
 * Quire does not know is said to be unknown, never shown as 0: "reasoning loops used: unknown of 200".
 */
export function loopsUsedText(used: number | null, budget: number | null, word = 'reasoning loop'): string {
  if (used !== null && budget !== null) return `${used.toLocaleString()} of ${plural(budget, word)} used`;
  if (used !== null) return `${used.toLocaleString()} of an unknown budget of ${word}s used`;
  if (budget !== null) return `an unknown number of ${plural(budget, word)} used`;
  return `an unknown number of ${word}s used (budget unknown)`;
}

/** "2 of 5 jobs running" (or "2 of 5" without a word); unknown figures in words: "unknown (limit unknown)". */
export function runningText(running: number | null, limit: number | null, word = ''): string {
  const tail = word ? ` ${word}` : '';
  if (running !== null && limit !== null) return `${running.toLocaleString()} of ${limit.toLocaleString()}${tail}`;
  return `${running === null ? 'unknown' : running.toLocaleString()}${tail} (limit ${limit === null ? 'unknown' : limit.toLocaleString()})`;
}

/** Whether every slot is known to be taken (false when either figure is unknown). */
export function allSlotsTaken(usage: { running: number | null; concurrencyLimit: number | null }): boolean {
  return usage.running !== null && usage.concurrencyLimit !== null && usage.running >= usage.concurrencyLimit;
}
