// Small status and sync-state badges shared by the job list, job view and collection table.
import { CircleCheck, CircleDashed, TriangleAlert } from 'lucide-react';
import type { SyncState } from '../../../shared/domain';
import { statusLabel, statusTone } from '../lib/format';

export function StatusBadge({ status }: { status: string }) {
  const tone = statusTone(status);
  // Icons drawn as SVG, never font glyphs (which render as empty boxes with some Linux fonts).
  const Icon = tone === 'done' ? CircleCheck : tone === 'failed' ? TriangleAlert : CircleDashed;
  return (
    <span className={`status status-${tone}`} title={statusLabel(status)}>
      <Icon size={12} aria-hidden="true" className="inline-icon" /> {statusLabel(status)}
    </span>
  );
}

export function SyncBadge({ state, error }: { state: SyncState; error?: string | null }) {
  if (state === 'synced') return null;
  if (state === 'pending') return <span className="badge badge-pending" title="Saved on this machine; waiting to be sent">pending</span>;
  return (
    <span className="badge badge-failed" title={error ?? 'Failed to sync'}>
      failed
    </span>
  );
}
