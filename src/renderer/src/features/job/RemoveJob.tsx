// Removing a job from this library: the service has no delete, so Quire hides the job on this
// machine only (restorable from the list's "Removed" filter) and says exactly that, both when
// asking and on the removed job's own page.
import { ArchiveRestore, Trash2 } from 'lucide-react';
import type { JobDetail } from '../../../../shared/domain';
import { useClient } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { formatWhen } from '../../lib/format';
import { useUi } from '../../stores/ui';

export const REMOVE_EXPLAINED =
  'It disappears from your list on this machine, with its notes and tags kept. The research service has no delete, so the job stays there; you can bring it back from the list’s Removed filter.';

function useRemoveActions(job: Pick<JobDetail, 'id' | 'query'>) {
  const client = useClient();
  const notify = useUi((s) => s.notify);
  const askConfirm = useUi((s) => s.askConfirm);
  const remove = async () => {
    const ok = await askConfirm({ title: 'Remove this research from this library?', message: REMOVE_EXPLAINED, confirmLabel: 'Remove' });
    if (!ok) return;
    try {
      await client.invoke('jobs.remove', { id: job.id });
      notify('Removed from this library on this machine (the service keeps it). Restore it from the Removed filter.');
    } catch (failure) {
      notify(errorSentence(failure), 'error');
    }
  };
  const restore = async () => {
    try {
      await client.invoke('jobs.restore', { id: job.id });
      notify('Restored to this library.');
    } catch (failure) {
      notify(errorSentence(failure), 'error');
    }
  };
  return { remove, restore };
}

/** The header action: Remove, or Restore for a removed job. */
export function RemoveJobButton({ job }: { job: Pick<JobDetail, 'id' | 'query' | 'removedAt'> }) {
  const { remove, restore } = useRemoveActions(job);
  if (job.removedAt) {
    return (
      <button type="button" className="ghost small" onClick={() => void restore()}>
        <ArchiveRestore size={14} aria-hidden="true" /> Restore
      </button>
    );
  }
  return (
    <button type="button" className="ghost small" onClick={() => void remove()} title="Hide this research from the list on this machine (restorable)">
      <Trash2 size={14} aria-hidden="true" /> Remove
    </button>
  );
}

/** Shown on a removed job's page. */
export function RemovedBanner({ job }: { job: Pick<JobDetail, 'id' | 'query' | 'removedAt'> }) {
  const { restore } = useRemoveActions(job);
  if (!job.removedAt) return null;
  return (
    <div className="advice advice-info removed-banner" role="note">
      <p>
        <strong>Removed from this library ({formatWhen(job.removedAt)}).</strong> It is hidden from your list on this machine only; the research service still has it.
      </p>
      <button type="button" className="small" onClick={() => void restore()}>
        <ArchiveRestore size={14} aria-hidden="true" /> Restore to the list
      </button>
    </div>
  );
}
