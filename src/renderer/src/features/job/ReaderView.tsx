// The reader: a local document (the user's uploaded file or a local-library document) read inside
// Quire, with every passage the research cites from it highlighted and the first one scrolled to.
// Local documents have no real web address, so they never open a made-up one in the browser.
// A web source is read here too ("Read offline"): its page as the service keeps it (format=raw),
// fetched once and kept in the mirror, so it reads on a plane; shown as plain text, never as HTML.
import { useEffect, useRef, useState } from 'react';
import { Markdown } from '../../components/Markdown';
import { ReaderFrame } from '../../components/ReaderFrame';
import { useClient, useOp } from '../../lib/context';
import { errorSentence, QuireClientError } from '../../lib/errors';
import { plural } from '../../lib/format';
import { originText, sourceOrigin } from '../../lib/sources';
import { JOB_DETAIL_TABLES } from '../../lib/tables';
import { useOpenExternal } from '../../lib/useExternal';
import { useMarks } from '../../lib/useMarks';
import { useUi } from '../../stores/ui';
import { useIsLocalLibrary } from '../../lib/useLocalLibrary';

export function ReaderView({ jobId, resultId, raw = false }: { jobId: string; resultId: string; raw?: boolean }) {
  const client = useClient();
  const job = useOp('jobs.get', { id: jobId }, JOB_DETAIL_TABLES);
  const local = useIsLocalLibrary();
  const openJob = useUi((s) => s.openJob);
  const openExternal = useOpenExternal();
  const [content, setContent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [kept, setKept] = useState<{ from: 'mirror' | 'service'; truncated: boolean } | null>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const result = job.data?.results.find((r) => r.id === resultId);

  useEffect(() => {
    let live = true;
    if (raw) {
      client.invoke('sources.raw', { jobId, resultId }).then(
        (value) => {
          if (!live) return;
          setContent(value.content);
          setKept({ from: value.from, truncated: value.truncated });
        },
        (failure: unknown) => live && setError(rawFailureText(failure instanceof QuireClientError ? failure.code : null, errorSentence(failure))),
      );
    } else {
      client.invoke('results.content', { jobId, resultId, format: 'markdown' }).then(
        (value) => live && setContent(value.content),
        (failure: unknown) => live && setError(errorSentence(failure)),
      );
    }
    return () => {
      live = false;
    };
  }, [client, jobId, resultId, raw]);

  // The text renders asynchronously: count the passages really marked in it (never claim a highlight
  // that is not there), and scroll to the first one once it appears.
  const found = useMarks(textRef, content, 'passage');

  const back = () => openJob(jobId);
  const title = result?.title || 'Source';
  const highlights = result?.highlights ?? [];
  return (
    <ReaderFrame
      title={title}
      backLabel="Back to the research"
      onBack={back}
      header={
        <>
          {result && (
            <p className="reader-origin">
              {originText(sourceOrigin(result.url, local))}
              {result.citationIndex !== null ? ` · cited as [${result.citationIndex}]` : ''}
              {' · '}
              {raw ? 'the page as kept, in plain text (cited passages are marked in Full content)' : highlightSummary(highlights.length, found)}
            </p>
          )}
          {kept && <p className="reader-origin" role="status">{keptText(kept)}</p>}
          {job.data && <p className="reader-question">From: {job.data.query}</p>}
        </>
      }
    >
      {error && <p className="error-text">{error}</p>}
      {content === null && !error && <p className="empty" aria-busy="true">Loading the document…</p>}
      {content !== null && raw && (
        <div className="reader-text raw-text" role="document" aria-label={`Text of ${title}`}>
          {content.trim() ? content : <p className="empty">The service keeps no text of this page.</p>}
        </div>
      )}
      {content !== null && !raw && (
        <div ref={textRef} className="reader-text" role="document" aria-label={`Text of ${title}`}>
          {content.trim() ? <Markdown text={content} passages={highlights} activePassage={0} onOpenExternal={openExternal} /> : <p className="empty">This document has no text Quire can show.</p>}
        </div>
      )}
    </ReaderFrame>
  );
}

/** Where the text of a web source read offline comes from, in words (pure; table-tested). */
export function keptText(kept: { from: 'mirror' | 'service'; truncated: boolean }): string {
  const where = kept.from === 'mirror' ? 'Read from the copy kept on this machine: it reads offline.' : 'Fetched from the research service now and kept on this machine: it reads offline from now on.';
  return kept.truncated ? `${where} Only the first 2,000,000 characters are kept.` : where;
}

/** Why a web source cannot be read offline, in words (pure; table-tested). */
export function rawFailureText(code: string | null, sentence: string): string {
  if (code === 'OFFLINE') return 'This page is not kept on this machine yet, and the research service cannot be reached. Open it again when you are online: once fetched, it stays readable offline.';
  if (code === 'NOT_FOUND') return 'The research service has no copy of this page.';
  return sentence;
}

/** What the reader says about the cited passages it could mark (pure; table-tested). */
export function highlightSummary(cited: number, found: number | null): string {
  if (cited === 0) return 'the research cites no passage of it';
  if (found === null) return `${plural(cited, 'cited passage')}`;
  // (a passage is quoted as the research read the document, a table's row as a sentence, markup left out: not being
  // found word for word in the stored text says nothing against it, and must not read as if it were made up)
  if (found === 0) return cited === 1 ? 'the cited passage is quoted as the research read it (a table row as a sentence, without markup), so it is not marked in this text' : `the ${cited} cited passages are quoted as the research read them (a table's rows as sentences, without markup), so they are not marked in this text`;
  if (found >= cited) return cited === 1 ? 'the cited passage is highlighted' : `all ${cited} cited passages are highlighted`;
  return `${found} of ${cited} cited passages are highlighted (the others are quoted as the research read them, not word for word)`;
}
