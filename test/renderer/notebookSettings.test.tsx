// Settings → Notebook & backups: the local-only sentence, the backup list in words, a restore that
// asks first (and says the current state is backed up), and the export folder shown.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperationInput, OperationName, OperationOutput } from '../../src/shared/contract';
import type { QuireClient } from '../../src/renderer/src/lib/client';
import { ClientProvider } from '../../src/renderer/src/lib/context';
import { NotebookSection, backupReasonText, removedLeftOutText } from '../../src/renderer/src/features/settings/NotebookSection';
import { ConfirmDialog } from '../../src/renderer/src/components/ConfirmDialog';

function backupsCore() {
  const calls: Array<{ op: string; input: unknown }> = [];
  const backups = [
    { name: '2026-11-21T10-00-00-manual', createdAt: '2026-11-21T10:00:00Z', reason: 'manual', bytes: 278_528 },
    { name: '2026-11-20T09-00-00-scheduled', createdAt: '2026-11-20T09:00:00Z', reason: 'scheduled', bytes: 2048 },
  ];
  const answers: Partial<Record<OperationName, unknown>> = {
    'backups.list': { backups, dir: '/data/backups' },
    'backups.restore': { ok: true },
    'notebook.export': { dir: '/data/export', written: 2 },
    'notebook.waiting': { notes: [{ targetType: 'job', jobKey: 'srv-9', excerpt: 'Urchins graze on drift kelp', updatedAt: '2026-11-22T08:00:00Z' }] },
  };
  const client: QuireClient = {
    invoke<K extends OperationName>(op: K, input: OperationInput<K>): Promise<OperationOutput<K>> {
      calls.push({ op, input });
      return op in answers ? Promise.resolve(answers[op] as OperationOutput<K>) : Promise.reject(new Error(`${op} is not part of this test`));
    },
    on: () => () => undefined,
    pathForFile: null,
  };
  return { client, calls };
}

afterEach(() => vi.restoreAllMocks());

describe('NotebookSection', () => {
  it('says which data is local-only and lists backups with reason and size', async () => {
    const core = backupsCore();
    render(
      <ClientProvider client={core.client}>
        <NotebookSection />
      </ClientProvider>,
    );
    expect(screen.getByText(/only on this machine/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Backups' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Backed up by you');
    expect(rows[0]).toHaveTextContent(/27\d(\.\d)? ?KB/);
    expect(rows[1]).toHaveTextContent('Scheduled');
    expect(screen.getByText('/data/backups')).toBeInTheDocument();
  });

  it('lists notes waiting for their research, saying why they are not on a job yet', async () => {
    const core = backupsCore();
    render(
      <ClientProvider client={core.client}>
        <NotebookSection />
      </ClientProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Notes waiting for their research (1)' });
    expect(section).toHaveTextContent('Urchins graze on drift kelp');
    expect(section).toHaveTextContent(/appears on its research as soon as Quire has synced it/);
  });

  it('restores only after a confirmation that says the current state is backed up first', async () => {
    const core = backupsCore();
    const confirm = vi.spyOn(window, 'confirm');
    render(
      <ClientProvider client={core.client}>
        <NotebookSection />
        <ConfirmDialog />
      </ClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Backups' });
    const restore = within(within(table).getAllByRole('row')[1] as HTMLElement).getByRole('button', { name: /^Restore the backup of/ });
    await userEvent.click(restore);
    // The app's own dialog, not the browser's: focus is on its confirm button; Esc cancels.
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(/backs up the current state/);
    expect(within(dialog).getByRole('button', { name: 'Restore' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(within(dialog).getByRole('button', { name: 'Restore' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(core.calls.filter((c) => c.op === 'backups.restore')).toEqual([]);
    await userEvent.click(restore);
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    expect(confirm).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(core.calls.filter((c) => c.op === 'backups.restore')).toEqual([{ op: 'backups.restore', input: { name: '2026-11-21T10-00-00-manual' } }]));
  });

  it('exports the notebook and shows the folder it wrote', async () => {
    const core = backupsCore();
    render(
      <ClientProvider client={core.client}>
        <NotebookSection />
      </ClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export notebook' }));
    expect(await screen.findByText('/data/export')).toBeInTheDocument();
    expect(screen.getByText(/^Wrote 2 files to/)).toBeInTheDocument();
    expect(core.calls).toContainEqual({ op: 'notebook.export', input: {} });
  });

  it('names the reasons the core records, and shows unknown ones as they are', () => {
    expect(backupReasonText('before-restore')).toBe('Before a restore');
    expect(backupReasonText('before-migration-7')).toBe('Before an update of the database');
    expect(backupReasonText('weekly-offsite')).toBe('weekly-offsite');
  });
});

describe('removedLeftOutText', () => {
  it.each<[number, string]>([
    [0, ''],
    [1, ' (1 removed research is left out; restore it from the Removed list to include it)'],
    [3, ' (3 removed researches are left out; restore them from the Removed list to include them)'],
  ])('%i', (count, expected) => {
    expect(removedLeftOutText(count)).toBe(expected);
  });
});
