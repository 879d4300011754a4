// Notes waiting for their research: notes synced from another machine whose research this machine has
// not mirrored yet. Said plainly, so a note that is not on any job here is never taken for lost.
import { useOp } from '../../lib/context';
import { formatDate } from '../../lib/format';
import { JOB_LIST_TABLES } from '../../lib/tables';

export function WaitingNotes() {
  const waiting = useOp('notebook.waiting', {}, JOB_LIST_TABLES);
  const notes = waiting.data?.notes ?? [];
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="waiting-notes-heading" className="waiting-notes">
      <h3 id="waiting-notes-heading">Notes waiting for their research ({notes.length})</h3>
      <p className="muted">
        These notes came from your other machines. Their research is not in this machine&rsquo;s library yet; each note appears on its research as soon as Quire has synced it from the service.
      </p>
      <ul>
        {notes.slice(0, 20).map((note) => (
          <li key={`${note.targetType}-${note.jobKey}-${note.updatedAt}`}>
            {note.targetType === 'source' ? 'On a source: ' : ''}&ldquo;{note.excerpt}&rdquo; <span className="muted">({formatDate(note.updatedAt)})</span>
          </li>
        ))}
      </ul>
      {notes.length > 20 && <p className="muted">and {notes.length - 20} more.</p>}
    </section>
  );
}
