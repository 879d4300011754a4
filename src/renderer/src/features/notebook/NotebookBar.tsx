// The user's own layer on a job: a star, tags (with autocomplete from tags in use) and a note.
// Local-only data; notes save as you type, and "Saved" appears only once the core says the write is durable.
import { useEffect, useState } from 'react';
import { Star, X } from 'lucide-react';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { formatWhen } from '../../lib/format';
import { useUi } from '../../stores/ui';
import { NOTEBOOK_TABLES } from '../../lib/tables';
import { useOpenExternal } from '../../lib/useExternal';
import { Markdown, type CitationInfo } from '../../components/Markdown';
import { normaliseTags } from '../../../../shared/tags';
import type { DraftSnapshot } from './noteDraft';
import { useNoteDraft } from './useNoteDraft';

/** What the typed text will be saved as, when that differs from what was typed (null otherwise). */
export function storedTagsPreview(typed: string): string | null {
  const parts = typed.split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) return null;
  const stored = normaliseTags(parts);
  if (stored.join(', ') === parts.join(', ')) return null;
  return stored.length > 0 ? `Saved as: ${stored.join(', ')}` : 'Nothing to save: a tag needs a letter or number.';
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
  const preview = storedTagsPreview(draft);

  const fail = (failure: unknown) => notify(errorSentence(failure), 'error');
  const setTags = (next: string[]) => client.invoke('tags.set', { targetType: 'job', targetId: jobId, tags: normaliseTags(next) }).then(bump, fail);

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
        <Star size={16} fill={starred ? 'currentColor' : 'none'} aria-hidden="true" />
      </button>
      <ul className="tag-list" aria-label="Tags">
        {tags.map((tag) => (
          <li key={tag} className="tag-chip">
            {tag}
            <button type="button" className="tag-remove" aria-label={`Remove tag ${tag}`} onClick={() => void setTags(tags.filter((t) => t !== tag))}>
              <X size={12} aria-hidden="true" />
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
        <input
          list={`tag-suggestions-${jobId}`}
          aria-label="Add a tag"
          aria-describedby={preview ? `tag-preview-${jobId}` : undefined}
          placeholder="+ tag"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        {preview && (
          <span id={`tag-preview-${jobId}`} className="tag-preview" role="status">
            {preview}
          </span>
        )}
        <datalist id={`tag-suggestions-${jobId}`}>
          {(suggestions.data?.tags ?? []).map(({ tag }) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
      </form>
    </div>
  );
}

export interface NotesTabProps {
  jobId: string;
  /** Title and passage of `[n]` in the preview (the job's sources). */
  citationInfo?: (n: number) => CitationInfo | undefined;
  onCitation?: (n: number, sentence: string) => void;
}

/** The job's note: saved as you type, written out at once on blur, switch, reload or close. */
export function NotesTab({ jobId, citationInfo, onCitation }: NotesTabProps) {
  const { draft, snapshot } = useNoteDraft({ targetType: 'job', targetId: jobId });
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const openExternal = useOpenExternal();
  const loading = snapshot.status === 'loading' || (snapshot.status === 'error' && !draft.isLoaded());

  return (
    <div className="notes">
      <div className="notes-toolbar" role="group" aria-label="Note view">
        <button type="button" className="ghost small" aria-pressed={mode === 'write'} onClick={() => setMode('write')}>
          Write
        </button>
        <button type="button" className="ghost small" aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
          Preview
        </button>
        <span className="muted notes-hint">Markdown · saved on this machine as you type</span>
      </div>
      {mode === 'write' ? (
        <textarea
          aria-label="Note"
          placeholder="Your notes on this research: what to follow up, what you doubt, where it goes in your draft. Markdown is fine."
          rows={12}
          value={snapshot.text}
          readOnly={loading}
          aria-busy={loading}
          onChange={(event) => draft.edit(event.target.value)}
          onBlur={() => void draft.flush()}
          onKeyDown={(event) => {
            if ((event.metaKey || event.ctrlKey) && (event.key === 's' || event.key === 'Enter')) {
              event.preventDefault();
              void draft.flush();
            }
          }}
        />
      ) : snapshot.text.trim() ? (
        <Markdown className="markdown note-preview" text={snapshot.text} citationInfo={citationInfo} onCitation={onCitation} onOpenExternal={openExternal} />
      ) : (
        <p className="empty">Nothing written yet. Switch to Write, or quote a passage from a source with “Quote in note”.</p>
      )}
      <NoteStatus snapshot={snapshot} />
    </div>
  );
}

/** Honest save state: "Saved" only for text the core has confirmed. */
export function NoteStatus({ snapshot }: { snapshot: DraftSnapshot }) {
  return (
    <div className="notes-status" role="status">
      {snapshot.status === 'loading' && <span className="muted">Opening the note…</span>}
      {snapshot.status === 'saving' && <span className="muted">Saving…</span>}
      {snapshot.status === 'dirty' && <span className="muted">Unsaved changes</span>}
      {snapshot.status === 'saved' && snapshot.updatedAt && <span className="muted">Saved on this machine at {formatWhen(snapshot.updatedAt)}</span>}
      {snapshot.status === 'idle' && snapshot.updatedAt && <span className="muted">Last saved {formatWhen(snapshot.updatedAt)}</span>}
      {snapshot.error && <span className="error-text">{snapshot.error}</span>}
    </div>
  );
}
