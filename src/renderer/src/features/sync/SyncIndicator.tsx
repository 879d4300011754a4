// The quiet sync indicator: online / offline / syncing / paused / service errors, in words; opens the pending view.
import { useState } from 'react';
import type { SyncStatus } from '../../../../shared/domain';
import { useEvent, useOp } from '../../lib/context';
import { useUi } from '../../stores/ui';

export function useSyncStatus(): SyncStatus | null {
  const initial = useOp('sync.status', {}, []);
  const [pushed, setPushed] = useState<SyncStatus | null>(null);
  useEvent('sync.status', setPushed);
  // The pushed status is newer than the one fetched at mount.
  return pushed ?? initial.data ?? null;
}

const SYMBOLS: Record<SyncStatus['state'], string> = { online: '●', offline: '○', syncing: '⟳', paused: '⏸', error: '⚠' };

export function SyncIndicator() {
  const status = useSyncStatus();
  const setView = useUi((s) => s.setView);
  if (!status) return null;
  const waiting = status.pending + status.failed;
  return (
    <button
      type="button"
      className={`sync-indicator sync-${status.state}`}
      onClick={() => setView({ kind: 'pending' })}
      aria-label={`Sync status: ${status.message || status.state}. Show pending items`}
      title="Show pending items"
    >
      <span aria-hidden="true">{SYMBOLS[status.state]}</span>
      <span className="sync-message" data-testid="sync-state" data-state={status.state}>
        {status.message || status.state}
      </span>
      {waiting > 0 && <span className="badge badge-pending">{waiting}</span>}
    </button>
  );
}
