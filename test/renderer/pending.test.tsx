// The pending view: every queued intent with state, attempts and last error; retry and discard.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../../src/shared/domain';
import { PendingList } from '../../src/renderer/src/features/sync/PendingView';

function item(overrides: Partial<OutboxItem>): OutboxItem {
  return {
    id: 'o1',
    kind: 'job.create',
    summary: 'Research "otters and kelp"',
    state: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    createdAt: '2026-11-21T10:00:00Z',
    targetId: 'j1',
    ...overrides,
  };
}

describe('PendingList', () => {
  it('lists every queued intent with what it is and its state', () => {
    render(
      <PendingList
        items={[
          item({ id: 'a' }),
          item({ id: 'b', kind: 'file.upload', summary: 'Upload kelp.pdf to Thesis', attempts: 3, state: 'failed', lastError: 'The service refused the file: unsupported type.' }),
          item({ id: 'c', kind: 'collection.update', summary: 'Rename collection to "Thesis 2"', state: 'sending', attempts: 1 }),
        ]}
        onRetry={vi.fn()}
        onDiscard={vi.fn()}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Pending items' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const failed = screen.getByRole('listitem', { name: 'Upload kelp.pdf to Thesis' });
    expect(within(failed).getByText('failed')).toBeInTheDocument();
    expect(within(failed).getByText('3 attempts')).toBeInTheDocument();
    expect(within(failed).getByText('The service refused the file: unsupported type.')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Research "otters and kelp"' })).getByText('waiting')).toBeInTheDocument();
  });

  it('retries and discards the item the user chose', async () => {
    const onRetry = vi.fn();
    const onDiscard = vi.fn();
    const second = item({ id: 'b', kind: 'chat.send', summary: 'Message "what about urchins?"' });
    render(<PendingList items={[item({ id: 'a' }), second]} onRetry={onRetry} onDiscard={onDiscard} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry Message "what about urchins?"' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard Research "otters and kelp"' }));
    expect(onRetry).toHaveBeenCalledWith('b');
    expect(onDiscard).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  });

  it('does not offer actions on an intent that is being sent right now', () => {
    render(<PendingList items={[item({ state: 'sending' })]} onRetry={vi.fn()} onDiscard={vi.fn()} />);
    expect(screen.getByRole('button', { name: /^Retry/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Discard/ })).toBeDisabled();
  });

  it('says plainly when nothing is waiting', () => {
    render(<PendingList items={[]} onRetry={vi.fn()} onDiscard={vi.fn()} />);
    expect(screen.getByText(/Nothing is waiting/)).toBeInTheDocument();
  });
});
