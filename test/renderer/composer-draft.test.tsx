// A question typed in New research and closed without sending (Escape, a click outside, Cancel) is
// not lost: the next plain New research starts from it; a sent one is not offered again; Re-run and
// Duplicate open with their own question.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { Composer } from '../../src/renderer/src/features/workspace/Composer';
import { composerStartQuery, useUi } from '../../src/renderer/src/stores/ui';
import { fakeCore } from './fakeCore';

const usage = { loopsUsed: 3, loopsBudget: 200, running: 0, concurrencyLimit: 2, resetsAt: '2026-12-01T00:00:00Z', balanceCents: null, currency: null };
const online = { state: 'online', message: 'Online', pausedReason: null, pending: 0, failed: 0, lastSyncAt: null };

function renderComposer() {
  const core = fakeCore({
    'collections.list': { collections: [] },
    'files.list': { files: [] },
    'usage.get': usage,
    'sync.status': online,
    'jobs.create': { id: 'job-1' },
    'jobs.get': { syncState: 'synced', error: null },
  });
  return render(
    <ClientProvider client={core.client}>
      <Composer />
    </ClientProvider>,
  );
}

afterEach(() => useUi.setState({ composerOpen: false, composerDraft: '', notice: null }));

describe('composerStartQuery (pure)', () => {
  it.each<[string | undefined, string, string]>([
    [undefined, '', ''],
    [undefined, 'How many visitors came in August?', 'How many visitors came in August?'],
    ['Why do otters use tools?', 'How many visitors came in August?', 'Why do otters use tools?'],
    ['', 'How many visitors came in August?', ''],
  ])('asked %o, draft %o', (requested, draft, expected) => {
    expect(composerStartQuery(requested, draft)).toBe(expected);
  });
});

describe('New research keeps an unsent question', () => {
  it('Escape keeps it, the next New research starts from it, sending clears it', async () => {
    const user = userEvent.setup();
    useUi.getState().openComposer();
    const first = renderComposer();
    await user.type(screen.getByLabelText('Research question'), 'How many visitors came in August?');
    await user.keyboard('{Escape}');
    expect(useUi.getState().composerOpen).toBe(false);
    first.unmount();

    useUi.getState().openComposer();
    const second = renderComposer();
    expect(screen.getByLabelText('Research question')).toHaveValue('How many visitors came in August?');
    await user.click(screen.getByRole('button', { name: 'Start research' }));
    expect(useUi.getState().composerOpen).toBe(false);
    second.unmount();

    useUi.getState().openComposer();
    renderComposer();
    expect(screen.getByLabelText('Research question')).toHaveValue('');
  });

  it('Cancel keeps it too; Re-run opens with its own question', async () => {
    const user = userEvent.setup();
    useUi.getState().openComposer();
    const first = renderComposer();
    await user.type(screen.getByLabelText('Research question'), 'Who restored the railing?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useUi.getState().composerDraft).toBe('Who restored the railing?');
    first.unmount();

    useUi.getState().openComposer('How much did the lantern room restoration cost?', { options: {} });
    renderComposer();
    expect(screen.getByLabelText('Research question')).toHaveValue('How much did the lantern room restoration cost?');
  });
});
