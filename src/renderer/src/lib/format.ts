// Small, pure formatting helpers: status labels, durations, dates, sizes, domains (the job list's
// row helpers live in src/shared/format.ts: browser mode's server writes the first rows with them).
import { isTerminalStatus } from '../../../shared/values';
import { dateFormatter, formatBytes, formatDuration, formatWhen, isLocalOnlyStatus, loopsText, shownStatus, statusLabel, statusTone, type StatusTone } from '../../../shared/format';

export { statusLabel, shownStatus, isLocalOnlyStatus, statusTone, formatWhen, loopsText, type StatusTone };
export { isTerminalStatus };

export { formatDuration, formatBytes };

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormatter('dayMonthYear').format(date);
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

/** Loops used this month against the budget; where the account has none (the local library) it says so, never "x of 200". */
export function monthLoopsText(usage: { loopsUsed: number | null; loopsBudget: number | null; noMonthlyLimit?: boolean }, word = 'reasoning loop'): string {
  if (!usage.noMonthlyLimit) return loopsUsedText(usage.loopsUsed, usage.loopsBudget, word);
  return `${usage.loopsUsed === null ? `an unknown number of ${word}s` : plural(usage.loopsUsed, word)} used, no monthly limit`;
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
