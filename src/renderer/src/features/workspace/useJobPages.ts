// The job list's data: pages of `jobs.list` fetched as the virtual list scrolls to them, so 100,000
// jobs cost only what is on screen. Visible pages are refetched when the jobs table changes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JobSummary } from '../../../../shared/domain';
import type { JobSort } from '../../../../shared/job-sort';
import { useClient } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { firstRowsFor, forgetFirstRows } from '../../lib/first-rows';
import { JOB_LIST_TABLES } from '../../lib/tables';
import { FIRST_PAGE_ROWS } from '../../../../shared/job-list-geometry';

// Small pages: the first paint waits for one, and a screen shows ~15 rows.
export const PAGE_SIZE = FIRST_PAGE_ROWS;

export interface JobPages {
  total: number | null;
  error: string | null;
  /** The job at a row, or undefined while its page loads. */
  at(index: number): JobSummary | undefined;
  /** Ask for the pages covering rows [first, last]. */
  ensure(first: number, last: number): void;
  /** Ids of the rows loaded so far, in order (for keyboard navigation). */
  loadedIds(): string[];
}

export function useJobPages(filter: { status: string; collectionId: string; tag: string; starred: boolean; notebookVersion: number; sort?: JobSort; removed?: boolean }): JobPages {
  const client = useClient();
  // The rows the page brought (browser mode), shown in the first render: the first load below asks for
  // the same page, which the bridge answers from the same first answer.
  const [seed] = useState(() => firstRowsFor(filter));
  const [pages, setPages] = useState<Map<number, JobSummary[]>>(() => (seed ? new Map([[0, seed.items]]) : new Map()));
  const [total, setTotal] = useState<number | null>(seed?.total ?? null);
  /** Whether the rows shown are still the page's own, for the current (first) filter. */
  const showsSeed = useRef(seed !== null);
  const [error, setError] = useState<string | null>(null);
  const requested = useRef(new Set<number>());
  const generation = useRef(0);
  const visible = useRef<[number, number]>([0, 0]);
  /** Generation of the rows shown per page: an answer older than what is shown is dropped. */
  const shownGeneration = useRef(new Map<number, number>());
  /** First generation of the current filter: answers for an earlier filter are never shown. */
  const filterGeneration = useRef(0);

  const load = useCallback(
    (page: number, mine: number) => {
      requested.current.add(page);
      client
        .invoke('jobs.list', {
          offset: page * PAGE_SIZE,
          limit: PAGE_SIZE,
          ...(filter.status ? { status: filter.status } : {}),
          ...(filter.collectionId ? { collectionId: filter.collectionId } : {}),
          ...(filter.tag ? { tag: filter.tag } : {}),
          ...(filter.starred ? { starred: true } : {}),
          ...(filter.sort && filter.sort !== 'newest' ? { sort: filter.sort } : {}),
          ...(filter.removed ? { removed: true } : {}),
        })
        .then(
          (result) => {
            // While the jobs table changes faster than a page round trip (a big first sync), every
            // answer is already superseded when it arrives; dropping them all would leave the list
            // empty until the burst ends. So any answer newer than what is shown is shown.
            if (mine < filterGeneration.current || mine < (shownGeneration.current.get(page) ?? -1)) return;
            shownGeneration.current.set(page, mine);
            setTotal(result.total);
            setError(null);
            setPages((old) => new Map(old).set(page, result.items));
          },
          (failure: unknown) => {
            if (mine !== generation.current) return;
            requested.current.delete(page);
            setError(errorSentence(failure));
          },
        );
    },
    [client, filter.status, filter.collectionId, filter.tag, filter.starred, filter.sort, filter.removed],
  );

  const refreshAll = useCallback(() => {
    const mine = ++generation.current;
    requested.current = new Set();
    const [first, last] = visible.current;
    // Keep showing the old rows until the new ones arrive (no flash of empty rows).
    for (let page = Math.floor(first / PAGE_SIZE); page <= Math.floor(last / PAGE_SIZE); page++) load(page, mine);
    setPages((old) => {
      const kept = new Map<number, JobSummary[]>();
      for (let page = Math.floor(first / PAGE_SIZE); page <= Math.floor(last / PAGE_SIZE); page++) {
        const rows = old.get(page);
        if (rows) kept.set(page, rows);
      }
      return kept;
    });
  }, [load]);

  useEffect(() => {
    // A new filter starts empty; the first one keeps the page's rows (they are its first page) until
    // its own answer replaces them. (Under StrictMode's second mount in development it starts empty.)
    if (!showsSeed.current) {
      setPages(new Map());
      setTotal(null);
    }
    showsSeed.current = false;
    forgetFirstRows();
    shownGeneration.current = new Map();
    filterGeneration.current = generation.current + 1;
    visible.current = [0, 0];
    refreshAll();
  }, [refreshAll]);

  // Notebook writes (star, tags) change rows without a db.changed event.
  const firstNotebookVersion = useRef(filter.notebookVersion);
  useEffect(() => {
    if (filter.notebookVersion !== firstNotebookVersion.current) refreshAll();
  }, [filter.notebookVersion, refreshAll]);

  useEffect(
    () =>
      client.on('db.changed', ({ tables }) => {
        if (tables.some((table) => (JOB_LIST_TABLES as readonly string[]).includes(table))) refreshAll();
      }),
    [client, refreshAll],
  );

  const ensure = useCallback(
    (first: number, last: number) => {
      visible.current = [first, last];
      for (let page = Math.floor(first / PAGE_SIZE); page <= Math.floor(last / PAGE_SIZE); page++) {
        if (!requested.current.has(page)) load(page, generation.current);
      }
    },
    [load],
  );

  const at = useCallback((index: number) => pages.get(Math.floor(index / PAGE_SIZE))?.[index % PAGE_SIZE], [pages]);
  const loadedIds = useCallback(() => {
    const ids: string[] = [];
    const sorted = [...pages.keys()].sort((a, b) => a - b);
    let expected = 0;
    for (const page of sorted) {
      if (page !== expected) break;
      for (const job of pages.get(page) ?? []) ids.push(job.id);
      expected++;
    }
    return ids;
  }, [pages]);

  return useMemo(() => ({ total, error, at, ensure, loadedIds }), [total, error, at, ensure, loadedIds]);
}
