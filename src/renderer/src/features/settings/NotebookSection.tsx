// Settings → Notebook & backups: says which data lives only on this machine, backs it up now,
// lists backups (date, reason, size) with a confirmed restore, and exports the notebook as Markdown.
import { useState } from 'react';
import type { Backup } from '../../../../shared/notebook-contract';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { formatBytes } from '../../lib/format';
import { useUi } from '../../stores/ui';
import { WaitingNotes } from './WaitingNotes';

/** Reasons the core records, in words. Unknown reasons are shown as they are. */
export function backupReasonText(reason: string): string {
  const known: Record<string, string> = {
    manual: 'Backed up by you',
    scheduled: 'Scheduled',
    'before-restore': 'Before a restore',
  };
  // The core names migration backups `before-migration-<schema version>`.
  if (reason.startsWith('before-migration')) return 'Before an update of the database';
  return known[reason] ?? reason;
}

/** Backups span days, so always the date with the time (e.g. "21 Nov 2026, 10:00"). */
export function backupDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function NotebookSection() {
  const client = useClient();
  const backups = useOp('backups.list', {}, []);
  const notify = useUi((s) => s.notify);
  const bump = useUi((s) => s.bumpNotebook);
  const [busy, setBusy] = useState<string | null>(null);
  const [exported, setExported] = useState<{ dir: string; written: number; removedLeftOut: number } | null>(null);

  const act = async (label: string, work: () => Promise<string>) => {
    setBusy(label);
    try {
      notify(await work());
    } catch (failure) {
      notify(errorSentence(failure), 'error');
    } finally {
      setBusy(null);
      backups.refetch();
    }
  };

  const backUpNow = () =>
    act('backup', async () => {
      const made = await client.invoke('backups.create', {});
      return `Backed up your notebook (${formatBytes(made.bytes)}).`;
    });

  const askConfirm = useUi((s) => s.askConfirm);
  const restore = async (backup: Backup) => {
    const when = backupDate(backup.createdAt);
    const ok = await askConfirm({
      title: `Restore the backup of ${when}?`,
      message:
        'Notes, tags, stars, settings and unsent work come back from that backup. Quire first backs up the current state, so this can be undone from that backup. Research, answers and files are then re-synced from the service.',
      confirmLabel: 'Restore',
    });
    if (!ok) return;
    void act(`restore:${backup.name}`, async () => {
      await client.invoke('backups.restore', { name: backup.name });
      bump();
      return `Restored the backup of ${when}. The previous state was backed up first.`;
    });
  };

  const exportNotebook = () =>
    act('export', async () => {
      const result = await client.invoke('notebook.export', {});
      setExported(result);
      return `Exported ${result.written} ${result.written === 1 ? 'research' : 'researches'} as Markdown.`;
    });

  const list = backups.data?.backups ?? [];
  return (
    <section aria-labelledby="notebook-heading" className="settings-section">
      <h2 id="notebook-heading">Notebook &amp; backups</h2>
      <p className="local-only">
        Your notes, tags, stars and unsent work live <strong>only on this machine</strong>; everything else (research, answers, sources, files) can be re-synced from
        the research service. Quire backs up the local-only data on a schedule and before every database update.
      </p>
      <div className="inline-form">
        <button type="button" disabled={busy !== null} onClick={() => void backUpNow()}>
          {busy === 'backup' ? 'Backing up…' : 'Back up now'}
        </button>
        <button type="button" disabled={busy !== null} onClick={() => void exportNotebook()}>
          {busy === 'export' ? 'Exporting…' : 'Export notebook'}
        </button>
        <span className="muted">Export writes one Markdown file per research, readable by Obsidian, Zotero or git.</span>
      </div>
      {exported && (
        <p className="muted" role="status">
          Wrote {exported.written} {exported.written === 1 ? 'file' : 'files'} to <code className="path">{exported.dir}</code>
          {removedLeftOutText(exported.removedLeftOut)}
        </p>
      )}
      <WaitingNotes />
      <h3 id="backups-heading">Backups</h3>
      {backups.error && <p className="error-text">{backups.error}</p>}
      {backups.data && list.length === 0 && <p className="empty">No backups yet. The first one is made on schedule, or now with “Back up now”.</p>}
      {list.length > 0 && (
        <table className="backup-table" aria-labelledby="backups-heading">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Reason</th>
              <th scope="col">Size</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((backup) => (
              <tr key={backup.name} aria-label={`Backup of ${backupDate(backup.createdAt)}`}>
                <td title={backup.createdAt}>{backupDate(backup.createdAt)}</td>
                <td>{backupReasonText(backup.reason)}</td>
                <td>{formatBytes(backup.bytes)}</td>
                <td>
                  <button type="button" className="small" disabled={busy !== null} onClick={() => void restore(backup)} aria-label={`Restore the backup of ${backupDate(backup.createdAt)}`}>
                    {busy === `restore:${backup.name}` ? 'Restoring…' : 'Restore'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {backups.data?.dir && (
        <p className="muted">
          Backups are kept in <code className="path">{backups.data.dir}</code>
        </p>
      )}
    </section>
  );
}

/** What an export of every job says about the removed ones it left out (pure; table-tested). */
export function removedLeftOutText(count: number): string {
  if (count === 0) return '';
  return ` (${count === 1 ? '1 removed research is' : `${count} removed researches are`} left out; restore ${count === 1 ? 'it' : 'them'} from the Removed list to include ${count === 1 ? 'it' : 'them'})`;
}
