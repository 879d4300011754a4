// The notebook's line under the sync indicator (#14): "Notebook synced 2 min ago; 1 other machine",
// or the changes waiting with the reason. Shown only when notebook sync is set for this profile;
// refreshed when the notebook changes and every minute (so "min ago" stays true).
import { useEffect } from 'react';
import { useOp } from '../../lib/context';
import { useUi } from '../../stores/ui';

export function NotebookSyncLine() {
  const status = useOp('notebookSync.status', {}, ['notes', 'tags', 'stars']);
  const { refetch } = status;
  // another profile has its own notebook and target
  const notebookVersion = useUi((s) => s.notebookVersion);
  useEffect(() => refetch(), [notebookVersion, refetch]);
  useEffect(() => {
    const timer = setInterval(() => refetch(), 60_000);
    return () => clearInterval(timer);
  }, [refetch]);
  if (!status.data?.configured) return null;
  return (
    <p className={`sync-notebook-line muted${status.data.error ? ' error-text' : ''}`} data-testid="notebook-sync-line">
      {status.data.line}
    </p>
  );
}
