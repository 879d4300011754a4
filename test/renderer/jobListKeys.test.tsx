// The job list's rows while a new job arrives on top: the element a click is aimed at must keep
// showing its own job. With rows keyed by slot, the first slot's element was reused for the new job,
// so a click resolved on "otters" just before the list refreshed opened the new job instead (the
// notebook flow's intermittent CI failure).
import { act, render, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobSummary } from '../../src/shared/domain';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { JobList } from '../../src/renderer/src/features/workspace/JobList';
import { fakeCore, profileOf } from './fakeCore';

function job(id: string, query: string, createdAt: string): JobSummary {
  return { id, serverId: id, query, status: 'completed', reasoningLoopsConsumed: 1, runningTime: 1, createdAt, syncState: 'synced', error: null, availableOffline: true, sourceCount: 1 };
}

describe('job list rows', () => {
  // jsdom lays nothing out: the list is given a window's height so the virtualizer renders rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  });
  afterEach(() => vi.restoreAllMocks());

  it('a row element keeps its job when a newer job is inserted above it', async () => {
    const otters = job('otters', 'How do sea otters protect kelp forests?', '2026-11-20T10:00:00Z');
    const lithium = job('lithium', 'What limits lithium recycling?', '2026-11-20T11:00:00Z');
    const list = { items: [otters], total: 1 };
    const core = fakeCore({ 'jobs.list': list, 'app.info': { transport: 'browser' }, 'profiles.list': { profiles: [profileOf('local', 'Local library', true)] } });
    // (queried within its own container: another file's test may have left markup in the shared document)
    const { container } = render(
      <ClientProvider client={core.client}>
        <JobList />
      </ClientProvider>,
    );
    const screen = within(container);
    const row = await screen.findByRole('option', { name: /sea otters/ });
    list.items = [lithium, otters];
    list.total = 2;
    act(() => core.emit('db.changed', { tables: ['jobs'] }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('lithium');
    // the element found before the change is either still otters' or gone, never lithium's
    if (row.isConnected) expect(row).toHaveTextContent('sea otters');
    expect(screen.getByRole('option', { name: /sea otters/ })).toHaveAttribute('data-job-id', 'otters');
  });
});
