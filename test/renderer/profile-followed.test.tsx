// The window following a profile switch made outside it (`quire profiles use`, another window): what
// stays open (pure), and the core's 'profile.followed' leaving the previous profile's job with a notice.
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { useFollowedProfile } from '../../src/renderer/src/features/settings/useFollowedProfile';
import { useUi, viewAfterProfileSwitch, type MainView } from '../../src/renderer/src/stores/ui';
import { fakeCore } from './fakeCore';

describe('viewAfterProfileSwitch (pure)', () => {
  it.each<[MainView, MainView]>([
    [{ kind: 'job', jobId: 'j1' }, { kind: 'welcome' }],
    [{ kind: 'collection', collectionId: 'c1' }, { kind: 'welcome' }],
    [{ kind: 'reader', jobId: 'j1', resultId: 'r1' }, { kind: 'welcome' }],
    [{ kind: 'welcome' }, { kind: 'welcome' }],
    [{ kind: 'pending' }, { kind: 'pending' }],
    [{ kind: 'settings' }, { kind: 'settings' }],
  ])('%o → %o', (view, expected) => {
    expect(viewAfterProfileSwitch(view)).toEqual(expected);
  });
});

function Follower() {
  useFollowedProfile();
  return null;
}

describe('a switch made elsewhere', () => {
  it('leaves the previous profile’s job and says what happened', () => {
    const { client, emit } = fakeCore({});
    act(() => {
      useUi.getState().openJob('job-of-the-previous-profile');
      useUi.getState().openCollection('collection-of-the-previous-profile');
      useUi.getState().dismissNotice();
    });
    render(
      <ClientProvider client={client}>
        <Follower />
      </ClientProvider>,
    );
    act(() => emit('profile.followed', { profileId: 'remote-1', name: 'Work account' }));
    expect(useUi.getState().view).toEqual({ kind: 'welcome' });
    expect(useUi.getState().notice?.text).toBe('Now showing "Work account": the active profile was changed outside this window (quire profiles use, or another window).');
  });

  it('clears the drop target that named the previous profile’s collection', () => {
    act(() => useUi.getState().openCollection('c-previous'));
    act(() => useUi.getState().profileChanged());
    expect(useUi.getState().selectedCollectionId).toBeNull();
  });
});
