// The job list's pages while the jobs table changes faster than a page round trip (a big first
// sync): rows must still appear, and rows for an earlier filter must never be shown.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { EventName, EventPayload, OperationInput, OperationName, OperationOutput } from '../../src/shared/contract';
import type { JobSummary } from '../../src/shared/domain';
import type { QuireClient } from '../../src/renderer/src/lib/client';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { useJobPages } from '../../src/renderer/src/features/workspace/useJobPages';

function job(id: string, query: string): JobSummary {
  return { id, serverId: id, query, status: 'completed', reasoningLoopsConsumed: 1, runningTime: 1, createdAt: '2026-11-20T10:00:00Z', syncState: 'synced', error: null, availableOffline: true, sourceCount: 1 };
}

/** jobs.list answers only when the test releases it, so answers can be made to arrive late. */
function slowCore() {
  const pending: Array<{ input: OperationInput<'jobs.list'>; resolve: (value: OperationOutput<'jobs.list'>) => void }> = [];
  const listeners = new Set<(payload: unknown) => void>();
  const client: QuireClient = {
    invoke<K extends OperationName>(op: K, input: OperationInput<K>): Promise<OperationOutput<K>> {
      if (op !== 'jobs.list') return Promise.reject(new Error(`${op} is not part of this test`));
      return new Promise((resolve) => pending.push({ input: input as OperationInput<'jobs.list'>, resolve: resolve as (value: OperationOutput<'jobs.list'>) => void }));
    },
    on<K extends EventName>(name: K, listener: (payload: EventPayload<K>) => void): () => void {
      if (name !== 'db.changed') return () => undefined;
      const untyped = listener as (payload: unknown) => void;
      listeners.add(untyped);
      return () => listeners.delete(untyped);
    },
    pathForFile: null,
  };
  const changed = () => listeners.forEach((listener) => listener({ tables: ['jobs'] }));
  return { client, pending, changed };
}

const wrapper =
  (client: QuireClient) =>
  ({ children }: { children: ReactNode }) => <ClientProvider client={client}>{children}</ClientProvider>;

describe('job list pages', () => {
  it('shows rows even when every answer is superseded by a newer change before it arrives', async () => {
    const core = slowCore();
    const filter = { status: '', collectionId: '', tag: '', starred: false, notebookVersion: 0 };
    const { result } = renderHook(() => useJobPages(filter), { wrapper: wrapper(core.client) });
    await waitFor(() => expect(core.pending.length).toBeGreaterThan(0));
    // A change arrives while the first answer is on its way, then the first answer lands.
    act(() => core.changed());
    act(() => core.pending.shift()?.resolve({ items: [job('a', 'first answer')], total: 1 }));
    await waitFor(() => expect(result.current.at(0)?.query).toBe('first answer'));
    // The newer answer then replaces it; an older one arriving after it is ignored.
    act(() => core.pending.shift()?.resolve({ items: [job('a', 'newer answer')], total: 1 }));
    await waitFor(() => expect(result.current.at(0)?.query).toBe('newer answer'));
  });

  it('never shows an answer for a filter the user has left', async () => {
    const core = slowCore();
    let filter = { status: '', collectionId: '', tag: '', starred: false, notebookVersion: 0 };
    const { result, rerender } = renderHook(() => useJobPages(filter), { wrapper: wrapper(core.client) });
    await waitFor(() => expect(core.pending.length).toBe(1));
    const unfiltered = core.pending.shift();
    filter = { ...filter, status: 'failed' };
    rerender();
    await waitFor(() => expect(core.pending.some((call) => call.input.status === 'failed')).toBe(true));
    act(() => unfiltered?.resolve({ items: [job('x', 'from the old filter')], total: 1 }));
    act(() => core.pending.find((call) => call.input.status === 'failed')?.resolve({ items: [job('y', 'failed one')], total: 1 }));
    await waitFor(() => expect(result.current.at(0)?.query).toBe('failed one'));
    expect(result.current.total).toBe(1);
  });
});
