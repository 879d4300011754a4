// Clicking a notification of another profile's research switches to that profile and opens the job;
// when the switch fails, the window says so (it used to swallow the error and stay where it was).
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { FinishNotifications } from '../../src/renderer/src/features/notify/FinishNotifications';
import { useUi } from '../../src/renderer/src/stores/ui';
import { fakeCore, profileOf } from './fakeCore';

const profile = profileOf;

const answers = { 'profiles.list': { profiles: [profile('local', 'Local library', true), profile('p2', 'Field account', false)] } };

// test files share modules (isolate: false): leave the window's store as it was found
const before = useUi.getState();
afterEach(() => useUi.setState(before, true));

describe('a notification click for another profile', () => {
  it('says in the window why it could not switch, naming the profile', async () => {
    act(() => useUi.getState().dismissNotice());
    // no answer for profiles.switch: the fake core rejects it
    const { client, emit, calls } = fakeCore(answers);
    render(
      <ClientProvider client={client}>
        <FinishNotifications />
      </ClientProvider>,
    );
    // clicked again until the profile list has arrived (the notice names the profile from it)
    await waitFor(
      () => {
        act(() => emit('notify.clicked', { jobId: 'job-9', profileId: 'p2' }));
        expect(useUi.getState().notice?.text).toMatch(/could not switch to "Field account" to open it: /);
      },
      { timeout: 10_000 },
    );
    expect(useUi.getState().notice?.tone).toBe('error');
    expect(calls.some((c) => c.op === 'profiles.switch')).toBe(true);
  });

  it('opens the job once the switch succeeds, with no error notice', async () => {
    act(() => useUi.getState().dismissNotice());
    const { client, emit } = fakeCore({ ...answers, 'profiles.switch': { ok: true } });
    render(
      <ClientProvider client={client}>
        <FinishNotifications />
      </ClientProvider>,
    );
    act(() => emit('notify.clicked', { jobId: 'job-7', profileId: 'p2' }));
    await waitFor(() => expect(useUi.getState().view).toEqual({ kind: 'job', jobId: 'job-7' }));
    expect(useUi.getState().notice).toBeNull();
  });
});
