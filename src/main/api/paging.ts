// Reading every page of a list endpoint without trusting the service to stop: paging ends when
// has_next is false, a page comes back empty (even with has_next), a page repeats the previous one,
// or a sane bound of pages is passed (a hostile or broken service cannot keep Quire paging forever).
export interface Page<T> {
  data: T[];
  pagination: { has_next: boolean; total?: number | null };
}

/** No list Quire mirrors is expected past this many pages (200 per page: a million items). */
export const MAX_PAGES = 5_000;

/** Why paging stopped, for the tests and the log. */
export type PagingStop = 'last' | 'empty' | 'repeat' | 'bound';

/** Pure: whether paging continues after `page` (1-based) given the previous page's first id. */
export function pagingStop<T extends { id: string }>(page: number, result: Page<T>, previousKey: string | null, maxPages = MAX_PAGES): PagingStop | null {
  if (!result.pagination.has_next) return 'last';
  if (result.data.length === 0) return 'empty';
  if (previousKey !== null && pageKey(result.data) === previousKey) return 'repeat';
  if (page >= maxPages) return 'bound';
  return null;
}

export function pageKey<T extends { id: string }>(data: T[]): string {
  return data.length ? `${data[0]!.id}…${data[data.length - 1]!.id}:${data.length}` : '';
}

/** Fetches pages 1, 2, … until pagingStop says so; returns every item (a repeated page is not added twice). */
export async function listAll<T extends { id: string }>(fetchPage: (page: number) => Promise<Page<T>>, maxPages = MAX_PAGES): Promise<T[]> {
  const all: T[] = [];
  let previous: string | null = null;
  for (let page = 1; ; page++) {
    const result = await fetchPage(page);
    const stop = pagingStop(page, result, previous, maxPages);
    if (stop !== 'repeat') all.push(...result.data);
    if (stop) return all;
    previous = pageKey(result.data);
  }
}

/** A total the service claims, made safe to plan concurrent page fetches with (null when absurd). */
export function plannedPages(total: number | null | undefined, pageSize: number, maxPages = MAX_PAGES): number | null {
  if (total == null || !Number.isFinite(total) || total < 0) return null;
  const pages = Math.ceil(total / pageSize);
  return pages > maxPages ? null : pages;
}
