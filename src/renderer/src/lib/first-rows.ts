// The job list's first rows when the page brought them (browser mode writes its first answer, the
// list's own first page, into the page): the list then shows them in React's first render instead of
// one effect and one answer later, so that render can take over rows the server painted in the page
// (src/shared/job-rows-markup.ts) without them ever disappearing.
import { firstRowsOf } from '../../../shared/first-answer';

export type FirstRows = NonNullable<ReturnType<typeof firstRowsOf>>;
export { firstRowsOf };

/** Whether the list's filter is the one the first page was asked with: none, newest first (pure). */
export function isFirstPageFilter(filter: { status: string; collectionId: string; tag: string; starred: boolean; sort?: string; removed?: boolean }): boolean {
  return !filter.status && !filter.collectionId && !filter.tag && !filter.starred && (filter.sort ?? 'newest') === 'newest' && !filter.removed;
}

let pageRows: FirstRows | null = null;

/** Set once by the entry (main.tsx) with what the page brought, before the app's first render. */
export function setFirstRows(rows: FirstRows | null): void {
  pageRows = rows;
}

/** The page's rows for a list with this filter, until a list has started loading its own. */
export function firstRowsFor(filter: Parameters<typeof isFirstPageFilter>[0]): FirstRows | null {
  return pageRows && isFirstPageFilter(filter) ? pageRows : null;
}

/** Called when a list has asked for its own rows: later lists (another filter, a remount) load theirs. */
export function forgetFirstRows(): void {
  pageRows = null;
}
