// After another profile becomes active (from the switcher, Settings or a notification), the sidebar's
// notebook views and filters no longer show the previous profile's tags, collection or notebook sync line.
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { ProfileSwitcher } from '../../src/renderer/src/features/settings/ProfileSwitcher';
import { NotebookSyncLine } from '../../src/renderer/src/features/settings/NotebookSyncLine';
import { useUi } from '../../src/renderer/src/stores/ui';
import { fakeCore, profileOf } from './fakeCore';

const profile = profileOf;

describe('switching profiles', () => {
  it('clears the previous profile’s tag and collection filters and refetches the notebook sync line', async () => {
    const answers: Record<string, unknown> = {
      'profiles.list': { profiles: [profile('local', 'Local library', true), profile('p2', 'Offline test', false)] },
      'sync.status': { state: 'idle', message: 'Up to date', pending: 0, failed: 0, lastSyncAt: null },
      'notebookSync.status': { configured: true, line: 'Notebook synced 2 min ago; 0 other machines', error: null },
    };
    const { client, emit } = fakeCore(answers);
    act(() => {
      useUi.getState().setTagFilter('ecology');
      useUi.getState().setCollectionFilter('c1');
    });
    render(
      <ClientProvider client={client}>
        <ProfileSwitcher />
        <NotebookSyncLine />
      </ClientProvider>,
    );
    expect(await screen.findByText('Notebook synced 2 min ago; 0 other machines')).toBeInTheDocument();
    // the same profile refetched: nothing is cleared
    act(() => emit('db.changed', { tables: ['profiles'] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useUi.getState().tagFilter).toBe('ecology');

    // another profile is now active (switched from elsewhere), whose notebook sync is off
    answers['profiles.list'] = { profiles: [profile('local', 'Local library', false), profile('p2', 'Offline test', true)] };
    answers['notebookSync.status'] = { configured: false, line: '', error: null };
    act(() => emit('db.changed', { tables: ['profiles'] }));
    await waitFor(() => expect(useUi.getState().tagFilter).toBe(''));
    expect(useUi.getState().collectionFilter).toBe('');
    await waitFor(() => expect(screen.queryByText(/Notebook synced/)).not.toBeInTheDocument());
  });
});
