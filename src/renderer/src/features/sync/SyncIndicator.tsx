// The quiet sync indicator: online / offline / syncing / paused / service errors, in words; opens the pending view.
import { useState } from 'react';
import { Circle, CircleDot, Pause, RefreshCw, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { SyncStatus } from '../../../../shared/domain';
import { useEvent, useOp } from '../../lib/context';
import { useUi } from '../../stores/ui';
import { NotebookSyncLine } from '../settings/NotebookSyncLine';

export function useSyncStatus(): SyncStatus | null {
  const initial = useOp('sync.status', {}, []);
  const [pushed, setPushed] = useState<SyncStatus | null>(null);
  useEvent('sync.status', setPushed);
  // The pushed status is newer than the one fetched at mount.
  return pushed ?? initial.data ?? null;
}

// Icons drawn as SVG: they never depend on the system's fonts (⏸ was an empty box on Linux).
const ICONS: Record<SyncStatus['state'], LucideIcon> = { online: CircleDot, offline: Circle, syncing: RefreshCw, paused: Pause, error: TriangleAlert };

export function SyncIndicator() {
  const status = useSyncStatus();
  const setView = useUi((s) => s.setView);
  if (!status) return null;
  const waiting = status.pending + status.failed;
  const Icon = ICONS[status.state];
  return (
    <>
    <button
      type="button"
      className={`sync-indicator sync-${status.state}`}
      onClick={() => setView({ kind: 'pending' })}
      aria-label={`Sync status: ${status.message || status.state}. Show pending items`}
      title="Show pending items"
    >
      <span aria-hidden="true" className="sync-icon" data-icon={status.state}>
        <Icon size={13} />
      </span>
      <span className="sync-message" data-testid="sync-state" data-state={status.state}>
        {status.message || status.state}
      </span>
      {waiting > 0 && <span className="badge badge-pending">{waiting}</span>}
    </button>
    <NotebookSyncLine />
    </>
  );
}
