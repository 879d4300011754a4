// The window's first screen as HTML (pure), for browser mode's server to write into the page so the
// job list's first rows are painted before the window's script has run; the window's first render
// (React) then replaces it with the same markup. The rows are written here by hand (JobRow in
// src/renderer/src/features/workspace/JobList.tsx); the rest of the screen and the icons come from
// first-paint-shell.ts, rendered from the app itself. test/renderer/first-paint-markup.test.tsx proves
// the whole equal to React's own render of the app for the same rows (and regenerates the shell).
import type { JobSummary } from './domain';
import { formatDuration, formatWhen, loopsText, shownStatus, statusLabel, statusTone } from './format';
import { FIRST_PAINT_SHELL } from './first-paint-shell';
import { FIRST_PAGE_ROWS, JOB_ROW_HEIGHT } from './job-list-geometry';


/** What the first screen shows: the first page of rows, and how many rows the list has. */
export interface FirstScreenRows {
  items: readonly JobSummary[];
  total: number;
}

export interface FirstScreenOptions {
  /** The window's locale for dates (its default one when not given). */
  locale?: string;
  /** The window's platform names its modifier key ⌘ (macOS) rather than Ctrl. */
  mac?: boolean;
  now?: Date;
}

/** Text or an attribute's value escaped as React escapes them (pure). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[character] ?? character);
}

/** One row of the list as JobRow renders it, unselected (pure). */
export function jobRowMarkup(job: JobSummary, options: FirstScreenOptions = {}): string {
  const tone = statusTone(job.status);
  const meta = [statusLabel(shownStatus(job)), loopsText(job.reasoningLoopsConsumed), formatDuration(job.runningTime), formatWhen(job.createdAt, options.now, options.locale)].filter(Boolean).join(' · ');
  const id = escapeHtml(job.id);
  const star = job.starred ? `<span class="star-mark" role="img" aria-label="starred">${FIRST_PAINT_SHELL.icons.star}</span>` : '';
  const tags = job.tags ?? [];
  const chips = tags.length > 0 ? `<span class="job-row-tags">${tags.slice(0, 2).map((tag) => `<span class="tag-chip small">${escapeHtml(tag)}</span>`).join('')}</span>` : '';
  const badge =
    job.syncState === 'synced'
      ? ''
      : job.syncState === 'pending'
        ? '<span class="badge badge-pending" title="Saved on this machine; waiting to be sent">pending</span>'
        : `<span class="badge badge-failed" title="${escapeHtml(job.error ?? 'Failed to sync')}">failed</span>`;
  return (
    `<div id="job-row-${id}" role="option" aria-selected="false" class="job-row" data-job-id="${id}">` +
    `<div class="job-row-title"><span class="dot dot-${tone}" aria-hidden="true">${FIRST_PAINT_SHELL.icons[tone]}</span><span class="job-row-query">${escapeHtml(job.query)}</span>${star}</div>` +
    `<div class="job-row-meta"><span class="job-row-meta-text">${escapeHtml(meta)}</span>${chips}${badge}</div>` +
    '</div>'
  );
}

/** The rows the list renders before it is measured (FIRST_ROWS_HEIGHT), in their slots (pure). */
export function jobRowsMarkup(rows: FirstScreenRows, options: FirstScreenOptions = {}): string {
  const slots: string[] = [];
  for (let index = 0; index < Math.min(rows.total, FIRST_PAGE_ROWS); index++) {
    const job = rows.items[index];
    const inner = job ? jobRowMarkup(job, options) : '<div class="job-row placeholder" aria-hidden="true"></div>';
    slots.push(`<div class="job-row-slot" style="transform:translateY(${index * JOB_ROW_HEIGHT}px);height:${JOB_ROW_HEIGHT}px">${inner}</div>`);
  }
  return `<div style="height:${rows.total * JOB_ROW_HEIGHT}px;position:relative">${slots.join('')}</div>`;
}

/**
 * The app's first screen with these rows (what goes inside #root), or null when there is no row to
 * show: an empty list is left to the window (pure).
 */
export function firstScreenMarkup(rows: FirstScreenRows, options: FirstScreenOptions = {}): string | null {
  if (rows.total <= 0 || rows.items.length === 0) return null;
  const mod = options.mac ? '⌘' : 'Ctrl';
  return `${FIRST_PAINT_SHELL.before.join(mod)}${jobRowsMarkup(rows, options)}${FIRST_PAINT_SHELL.after.join(mod)}`;
}

/**
 * Makes the date formatters the rows use (the first one made in a process loads ICU: 40-80 ms here), so
 * that cost is paid while the server waits for the window to ask for its page, not while it answers.
 */
export function warmRowDates(locales: ReadonlyArray<string | undefined> = [undefined]): void {
  const now = new Date();
  const earlier = [now, new Date(now.getFullYear(), 0, 1, 12), new Date(now.getFullYear() - 1, 0, 1, 12)];
  for (const locale of locales) for (const date of earlier) formatWhen(date.toISOString(), now, locale);
}
