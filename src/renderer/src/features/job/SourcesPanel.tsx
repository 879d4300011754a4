// The right pane: the job's sources (title, domain, highlights), full content on demand, open in the
// system browser, quote a highlight in the job's note, a note per source. Revealing a citation
// scrolls to its source and highlights it.
import { useEffect, useRef, useState } from 'react';
import { BookOpen, ExternalLink, X } from 'lucide-react';
import type { Result } from '../../../../shared/domain';
import { Markdown } from '../../components/Markdown';
import { useClient } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { bestHighlight } from '../../lib/citations';
import { domainOf } from '../../lib/format';
import { useOpenExternal } from '../../lib/useExternal';
import { quoteSource } from '../../lib/quote';
import { useUi } from '../../stores/ui';
import { NoteStatus } from '../notebook/NotebookBar';
import { useQuoteInNote } from '../notebook/quoteInNote';
import { useNoteDraft } from '../notebook/useNoteDraft';

import { opensInBrowser, readsInQuire, sourceOrigin } from '../../lib/sources';
import { useIsLocalLibrary } from '../../lib/useLocalLibrary';

export function isUploadedFile(url: string): boolean {
  return sourceOrigin(url, false).kind === 'upload';
}

/** Whether "Open ↗" makes sense: a real https address on the web, not a local document. */
export function canOpenInBrowser(url: string, localLibrary = false): boolean {
  return opensInBrowser(url, localLibrary);
}

/** What the empty sources pane says (pure): a finished research that found nothing says so. */
export function noSourcesText(status: string | undefined): string {
  if (status === 'completed') return 'This research found no sources: nothing in the library covers the question.';
  if (status === 'failed') return 'This research failed before it found any sources.';
  return 'Sources appear here as the research finds them.';
}

export function SourcesPanel({ jobId, results, status }: { jobId: string; results: Result[]; status?: string }) {
  const activeCitation = useUi((s) => s.activeCitation);
  const toggleSources = useUi((s) => s.toggleSources);
  const sorted = [...results].sort((a, b) => (a.citationIndex ?? Number.MAX_SAFE_INTEGER) - (b.citationIndex ?? Number.MAX_SAFE_INTEGER));
  return (
    <aside className="sources" aria-label="Sources">
      <header className="pane-heading">
        <h2>Sources ({results.length})</h2>
        <button type="button" className="ghost small" onClick={toggleSources} aria-label="Hide sources" title="Hide sources (S)">
          <X size={14} aria-hidden="true" />
        </button>
      </header>
      {results.length === 0 && <p className="empty">{noSourcesText(status)}</p>}
      <ol className="source-list">
        {sorted.map((result) => (
          <SourceItem key={result.id} jobId={jobId} result={result} active={result.citationIndex !== null && result.citationIndex === activeCitation} />
        ))}
      </ol>
    </aside>
  );
}

function SourceItem({ jobId, result, active }: { jobId: string; result: Result; active: boolean }) {
  const client = useClient();
  const passage = useUi((s) => s.activePassage);
  const matched = active ? bestHighlight(result.highlights, passage) : -1;
  const openExternal = useOpenExternal();
  const local = useIsLocalLibrary();
  const setView = useUi((s) => s.setView);
  const ref = useRef<HTMLLIElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [content, setContent] = useState<string | null>(null);
  const [contentError, setContentError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [noteOpen, setNoteOpen] = useState(false);
  const quote = useQuoteInNote(jobId);

  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [active]);

  // Full content marks every cited passage; the one the clicked citation refers to is scrolled to.
  useEffect(() => {
    if (content === null) return;
    const current = contentRef.current?.querySelector('mark.cited-passage.current') ?? (active ? contentRef.current?.querySelector('mark.cited-passage') : null);
    current?.scrollIntoView?.({ block: 'center' });
  }, [content, matched, active]);

  const loadContent = async () => {
    if (content !== null) {
      setContent(null);
      return;
    }
    setLoading(true);
    try {
      const value = await client.invoke('results.content', { jobId, resultId: result.id, format: 'markdown' });
      setContent(value.content);
      setContentError(null);
    } catch (failure) {
      setContentError(errorSentence(failure));
    } finally {
      setLoading(false);
    }
  };

  const label = result.citationIndex !== null ? `[${result.citationIndex}]` : '';
  const origin = sourceOrigin(result.url, local);
  const where = origin.kind === 'upload' ? 'Your uploaded file' : origin.kind === 'library' ? 'Local library' : domainOf(result.url);
  return (
    <li ref={ref} id={result.citationIndex !== null ? `source-${result.citationIndex}` : undefined} className={`source${active ? ' active' : ''}`} aria-current={active ? 'true' : undefined} aria-label={`Source ${label} ${result.title}`}>
      <div className="source-title">
        <span className="source-index">{label}</span>
        <span>{result.title || where}</span>
      </div>
      <div className="source-domain">{where}</div>
      {result.highlights.length > 0 && (
        <ul className="highlights">
          {result.highlights.map((highlight, i) => (
            <li key={i}>
              <blockquote className={i === matched ? 'passage-active' : undefined} aria-current={i === matched ? 'true' : undefined}>
                “{highlight}”
              </blockquote>
              <button type="button" className="ghost small quote-action" title="Append this passage, with its citation, to the note on this research" onClick={() => void quote(quoteSource(highlight, result))}>
                Quote in note
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="source-actions">
        <button type="button" className="ghost small" onClick={() => void loadContent()} aria-expanded={content !== null}>
          {loading ? 'Loading…' : content !== null ? 'Hide content' : 'Full content'}
        </button>
        {readsInQuire(result.url, local) && (
          <button type="button" className="ghost small" onClick={() => setView({ kind: 'reader', jobId, resultId: result.id })} aria-label={`Read ${result.title || 'this document'} in Quire`}>
            <BookOpen size={12} aria-hidden="true" /> Read
          </button>
        )}
        {origin.kind === 'web' && (
          <button type="button" className="ghost small" onClick={() => setView({ kind: 'reader', jobId, resultId: result.id, raw: true })} aria-label={`Read ${result.title || 'this page'} offline in Quire`} title="Read the page inside Quire; it is kept on this machine for offline reading">
            <BookOpen size={12} aria-hidden="true" /> Read offline
          </button>
        )}
        {canOpenInBrowser(result.url, local) && (
          <button type="button" className="ghost small" onClick={() => openExternal(result.url)} aria-label={`Open ${domainOf(result.url)} in browser`}>
            Open <ExternalLink size={12} aria-hidden="true" />
          </button>
        )}
        <button type="button" className="ghost small" aria-expanded={noteOpen} onClick={() => setNoteOpen(!noteOpen)} aria-label={`Note on source ${label} ${result.title}`.replace(/\s+/g, ' ')}>
          {noteOpen ? 'Hide note' : 'Note'}
        </button>
      </div>
      {noteOpen && <SourceNote jobId={jobId} resultId={result.id} title={result.title} />}
      {contentError && <p className="error-text">{contentError}</p>}
      {content !== null && (
        <div ref={contentRef} className="source-content" aria-label={`Full content of ${result.title || 'this source'}`} role="region">
          <Markdown text={content} onOpenExternal={openExternal} passages={result.highlights} activePassage={matched} />
        </div>
      )}
    </li>
  );
}

/** The user's note on one source (local-only, saved as you type like the job's note). */
function SourceNote({ jobId, resultId, title }: { jobId: string; resultId: string; title: string }) {
  const { draft, snapshot } = useNoteDraft({ targetType: 'source', targetId: `${jobId}/${resultId}` });
  return (
    <div className="source-note">
      <textarea
        aria-label={`Note on ${title || 'this source'}`}
        placeholder="Your note on this source"
        rows={3}
        value={snapshot.text}
        readOnly={!draft.isLoaded()}
        onChange={(event) => draft.edit(event.target.value)}
        onBlur={() => void draft.flush()}
      />
      <NoteStatus snapshot={snapshot} />
    </div>
  );
}
