// The user's own layer on a job: a star, tags (with autocomplete from tags in use) and a note.
// Local-only data; "Saved" appears only once the core says the write is durable.
import { useEffect, useState } from 'react';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { formatWhen } from '../../lib/format';
import { useUi } from '../../stores/ui';
import { NOTEBOOK_TABLES } from '../../lib/tables';

/** Tags as the user typed them, trimmed, without empties or duplicates (case-insensitive). */
export function normalizeTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ').slice(0, 64);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

function useNotebook(jobId: string) {
  const notebookVersion = useUi((s) => s.notebookVersion);
  const state = useOp('notebook.get', { jobId }, NOTEBOOK_TABLES);
  const refetch = state.refetch;
  useEffect(() => refetch(), [notebookVersion, refetch]);
  return state;
}

export function NotebookBar({ jobId }: { jobId: string }) {
  const client = useClient();
  const notebook = useNotebook(jobId);
  const suggestions = useOp('tags.list', {}, []);
  const bump = useUi((s) => s.bumpNotebook);
  const notify = useUi((s) => s.notify);
  const [draft, setDraft] = useState('');
  const starred = notebook.data?.starred ?? false;
  const tags = notebook.data?.tags ?? [];

  const fail = (failure: unknown) => notify(errorSentence(failure), 'error');
  const setTags = (next: string[]) => client.invoke('tags.set', { targetType: 'job', targetId: jobId, tags: normalizeTags(next) }).then(bump, fail);

  return (
    <div className="notebook-bar">
      <button
        type="button"
        className={`ghost small star${starred ? ' on' : ''}`}
        aria-pressed={starred}
        aria-label="Star"
        title={starred ? 'Remove the star' : 'Star this research'}
        onClick={() => void client.invoke('stars.set', { targetType: 'job', targetId: jobId, starred: !starred }).then(bump, fail)}
      >
        {starred ? '★' : '☆'}
      </button>
      <ul className="tag-list" aria-label="Tags">
        {tags.map((tag) => (
          <li key={tag} className="tag-chip">
            {tag}
            <button type="button" className="tag-remove" aria-label={`Remove tag ${tag}`} onClick={() => void setTags(tags.filter((t) => t !== tag))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <form
        className="tag-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim()) return;
          void setTags([...tags, ...draft.split(',')]);
          setDraft('');
        }}
      >
        <input list={`tag-suggestions-${jobId}`} aria-label="Add a tag" placeholder="+ tag" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <datalist id={`tag-suggestions-${jobId}`}>
          {(suggestions.data?.tags ?? []).map(({ tag }) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
      </form>
    </div>
  );
}

export function NotesTab({ jobId }: { jobId: string }) {
  const client = useClient();
  const notebook = useNotebook(jobId);
  const bump = useUi((s) => s.bumpNotebook);
  const [body, setBody] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stored = notebook.data?.note ?? '';
  const text = body ?? stored;
  const dirty = body !== null && body !== stored;

  const save = async () => {
    if (!dirty || saving) return;
    setSaving(true);
    try {
      const { updatedAt } = await client.invoke('notes.save', { targetType: 'job', targetId: jobId, body: text });
      setSavedAt(updatedAt);
      setBody(null);
      setError(null);
      bump();
    } catch (failure) {
      setError(`Not saved. ${errorSentence(failure)}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="notes">
      <textarea
        aria-label="Note"
        placeholder="Your notes on this research: what to follow up, what you doubt, where it goes in your draft. Markdown is fine."
        rows={12}
        value={text}
        onChange={(event) => {
          setBody(event.target.value);
          setSavedAt(null);
        }}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if ((event.metaKey || event.ctrlKey) && (event.key === 's' || event.key === 'Enter')) {
            event.preventDefault();
            void save();
          }
        }}
      />
      <div className="notes-status" role="status">
        <button type="button" className="small" disabled={!dirty || saving} onClick={() => void save()}>
          Save note
        </button>
        {saving && <span>Saving…</span>}
        {!saving && dirty && <span className="muted">Unsaved changes</span>}
        {!dirty && savedAt && <span className="muted">Saved on this machine at {formatWhen(savedAt)}</span>}
        {!dirty && !savedAt && notebook.data?.noteUpdatedAt && <span className="muted">Last saved {formatWhen(notebook.data.noteUpdatedAt)}</span>}
        {error && <span className="error-text">{error}</span>}
      </div>
    </div>
  );
}
