// The pending view: every queued intent with its state, attempts and last error, and Retry / Discard.
import type { OutboxItem } from '../../../../shared/domain';
import { retryCannotHelp } from '../../../../shared/upload-limit';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { formatWhen } from '../../lib/format';
import { OUTBOX_TABLES } from '../../lib/tables';
import { useUi } from '../../stores/ui';
import { useSyncStatus } from './SyncIndicator';

const KIND_LABELS: Record<OutboxItem['kind'], string> = {
  'job.create': 'Research',
  'collection.create': 'New collection',
  'collection.update': 'Collection change',
  'chat.send': 'Chat message',
  'update.create': 'Research update',
  'file.upload': 'Upload',
};

export interface PendingListProps {
  items: OutboxItem[];
  onRetry: (id: string) => void;
  onDiscard: (item: OutboxItem) => void;
}

export function PendingList({ items, onRetry, onDiscard }: PendingListProps) {
  if (items.length === 0) return <p className="empty">Nothing is waiting. Everything you did is on the research service.</p>;
  return (
    <ul className="pending-list" aria-label="Pending items">
      {items.map((item) => (
        <li key={item.id} className={`pending-item pending-${item.state}`} aria-label={item.summary}>
          <div className="pending-line">
            <span className="pending-kind">{KIND_LABELS[item.kind]}</span>
            <span className="pending-summary">{item.summary}</span>
            <span className={`badge badge-${item.state === 'failed' ? 'failed' : 'pending'}`}>{stateText(item)}</span>
          </div>
          <div className="pending-detail">
            <span>Saved {formatWhen(item.createdAt)}</span>
            {item.attempts > 0 && <span>{item.attempts === 1 ? '1 attempt' : `${item.attempts} attempts`}</span>}
            {item.nextAttemptAt && item.state !== 'failed' && <span>next try {formatWhen(item.nextAttemptAt)}</span>}
          </div>
          {item.lastError && <p className="error-text">{item.lastError}</p>}
          <div className="pending-actions">
            {!retryCannotHelp(item.lastError) && (
              <button type="button" className="small" onClick={() => onRetry(item.id)} aria-label={`Retry ${item.summary}`} disabled={item.state === 'sending'}>
                Retry now
              </button>
            )}
            <button type="button" className="ghost small" onClick={() => onDiscard(item)} aria-label={`Discard ${item.summary}`} disabled={item.state === 'sending'}>
              Discard
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function stateText(item: OutboxItem): string {
  if (item.state === 'sending') return 'sending…';
  if (item.state === 'failed') return 'failed';
  return 'waiting';
}

export function PendingView() {
  const client = useClient();
  const outbox = useOp('outbox.list', {}, OUTBOX_TABLES);
  const status = useSyncStatus();
  const notify = useUi((s) => s.notify);
  const askConfirm = useUi((s) => s.askConfirm);
  const act = (promise: Promise<unknown>) =>
    promise.then(
      () => outbox.refetch(),
      (failure: unknown) => notify(errorSentence(failure), 'error'),
    );
  return (
    <main className="main pending-view" aria-label="Pending">
      <header className="job-header">
        <h1>Pending</h1>
        <div className="job-meta">
          <span>{status?.message ?? ''}</span>
          <span className="spacer" />
          <button type="button" className="small" onClick={() => void act(client.invoke('sync.now', {}))}>
            Sync now
          </button>
        </div>
      </header>
      {outbox.error && <p className="error-text">{outbox.error}</p>}
      {outbox.data && (
        <PendingList
          items={outbox.data.items}
          onRetry={(id) => void act(client.invoke('outbox.retry', { id }))}
          onDiscard={(item) => {
            void askConfirm({ title: `Discard “${item.summary}”?`, message: 'It was never sent and cannot be recovered.', confirmLabel: 'Discard' }).then(
              (ok) => {
                if (ok) void act(client.invoke('outbox.discard', { id: item.id }));
              },
            );
          }}
        />
      )}
    </main>
  );
}
