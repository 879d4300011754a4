// Research updates: notes added to a running job, each with its sync state.
import { useState } from 'react';
import type { JobDetail } from '../../../../shared/domain';
import { SyncBadge } from '../../components/badges';
import { useClient } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { formatWhen, isTerminalStatus } from '../../lib/format';

export function UpdatesTab({ job }: { job: JobDetail }) {
  const client = useClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const finished = isTerminalStatus(job.status);

  const send = async () => {
    setSending(true);
    try {
      await client.invoke('jobs.addUpdate', { jobId: job.id, content: text });
      setText('');
      setError(null);
    } catch (failure) {
      setError(errorSentence(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="updates">
      {job.updates.length === 0 && <p className="empty">No updates. While research runs, you can add a note to steer it.</p>}
      <ol className="update-list">
        {job.updates.map((update) => (
          <li key={update.id}>
            <time dateTime={update.createdAt}>{formatWhen(update.createdAt)}</time> <SyncBadge state={update.syncState} error={update.error} />
            <p>{update.content}</p>
            {update.error && <p className="error-text">{update.error}</p>}
          </li>
        ))}
      </ol>
      {finished ? (
        <p className="hint">Updates can only be added while the research is running.</p>
      ) : (
        <form
          className="composer-inline"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <textarea aria-label="Research update" placeholder="Add a note to steer this research…" value={text} onChange={(event) => setText(event.target.value)} rows={2} />
          <button type="submit" disabled={!text.trim() || sending}>
            Add update
          </button>
          {error && <p className="error-text">{error}</p>}
        </form>
      )}
    </div>
  );
}
