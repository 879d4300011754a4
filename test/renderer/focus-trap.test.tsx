// Tab inside a modal dialog goes round inside it (src/renderer/src/lib/focus-trap.ts): the decision as
// a table, then the real composer in jsdom, whose Tab from its last control walked out into the page
// behind the overlay (session 25's keyboard-only trial).
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wrapTarget } from '../../src/renderer/src/lib/focus-trap';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { Composer } from '../../src/renderer/src/features/workspace/Composer';
import { useUi } from '../../src/renderer/src/stores/ui';
import { fakeCore } from './fakeCore';

describe('wrapTarget (pure)', () => {
  const controls = ['question', 'loops', 'cancel', 'start'];
  it.each<[string, string | null, boolean, string | null]>([
    ['Tab on the last control: the first', 'start', false, 'question'],
    ['Shift+Tab on the first: the last', 'question', true, 'start'],
    ['Tab in the middle: the browser moves', 'loops', false, null],
    ['Shift+Tab in the middle: the browser moves', 'cancel', true, null],
    ['focus outside the dialog, Tab: the first', 'sidebar', false, 'question'],
    ['focus outside the dialog, Shift+Tab: the last', null, true, 'start'],
  ])('%s', (_name, active, shift, target) => {
    expect(wrapTarget(controls, active, shift)).toBe(target);
  });
  it('a dialog with no controls: nothing to do', () => {
    expect(wrapTarget([], null, false)).toBeNull();
  });
});

describe('the composer keeps Tab inside', () => {
  afterEach(() => useUi.setState({ composerOpen: false, notice: null }));

  it('Tab on "Start research" goes to the question; Shift+Tab on the question goes to "Start research"', async () => {
    const core = fakeCore({
      'collections.list': { collections: [] },
      'files.list': { files: [] },
      'usage.get': { loopsUsed: 0, loopsBudget: null, running: 0, concurrencyLimit: 5, resetsAt: '2026-12-01T00:00:00Z', balanceCents: null, currency: null },
      'sync.status': { state: 'online', message: 'Up to date', pausedReason: null, pending: 0, failed: 0, lastSyncAt: null },
    });
    useUi.setState({ composerOpen: true, composerQuery: 'How heavy was hive 7 in October?', notice: null });
    render(
      <ClientProvider client={core.client}>
        <Composer />
      </ClientProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New research' });
    const question = screen.getByLabelText('Research question');
    const start = await screen.findByRole('button', { name: 'Start research' });
    start.focus();
    fireEvent.keyDown(start, { key: 'Tab' });
    expect(document.activeElement).toBe(question);
    fireEvent.keyDown(question, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(start);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
