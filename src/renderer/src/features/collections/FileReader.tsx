// The file reader: an uploaded file's text as this machine keeps it (read at upload, or from the local
// library), opened from a search hit with the searched words marked and the first one scrolled to. It
// reads only the mirror, so it works offline; a file whose text was never read says why there is none.
import { useRef } from 'react';
import type { FileText } from '../../../../shared/domain';
import { Markdown } from '../../components/Markdown';
import { ReaderFrame } from '../../components/ReaderFrame';
import { useOp } from '../../lib/context';
import { FILE_TABLES } from '../../lib/tables';
import { useOpenExternal } from '../../lib/useExternal';
import { useMarks } from '../../lib/useMarks';
import { useUi } from '../../stores/ui';

/** The words of a search as the reader marks them (letters and digits, at most 16), pure. */
export function searchedWords(text: string): string[] {
  return [...new Set((text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.toLowerCase()))].slice(0, 16);
}

/** Where the text shown came from, in words (pure; table-tested). */
export function fileTextOrigin(file: Pick<FileText, 'source' | 'truncated'>): string {
  const where =
    file.source === 'library'
      ? 'The text the local library read from this file, kept on this machine: it reads and searches offline.'
      : 'The text Quire read from this file when you uploaded it, kept on this machine: it reads and searches offline.';
  return file.truncated ? `${where} Only its first 2,000,000 characters are kept and searched.` : where;
}

/** What the reader says about the searched words it could mark (pure; table-tested). */
export function marksText(words: readonly string[], found: number | null): string | null {
  if (words.length === 0 || found === null) return null;
  const quoted = words.map((word) => `“${word}”`).join(', ');
  if (found === 0) return `${quoted} ${words.length === 1 ? 'is' : 'are'} not marked: the text holds it in another form (with accents, or split by formatting).`;
  return `${quoted}: marked where it first appears in each paragraph.`;
}

export function FileReaderView({ fileId, words = '' }: { fileId: string; words?: string }) {
  const file = useOp('files.text', { id: fileId }, FILE_TABLES);
  const openCollection = useUi((s) => s.openCollection);
  const setView = useUi((s) => s.setView);
  const openExternal = useOpenExternal();
  const textRef = useRef<HTMLDivElement>(null);
  const terms = searchedWords(words);
  const data = file.data;
  // marks appear once the Markdown renderer has loaded: counted as really shown, the first scrolled to
  const found = useMarks(textRef, data?.text || null);

  const back = () => (data?.collectionId ? openCollection(data.collectionId) : setView({ kind: 'welcome' }));
  const title = data?.fileName ?? 'File';
  const marks = marksText(terms, found);
  return (
    <ReaderFrame
      title={title}
      backLabel={data?.collectionId ? 'Back to the collection' : 'Back'}
      onBack={back}
      header={
        <>
          {data?.text && <p className="reader-origin">{fileTextOrigin(data)}</p>}
          {marks && <p className="reader-origin" role="status">{marks}</p>}
        </>
      }
    >
      {file.error && <p className="error-text">{file.error}</p>}
      {!data && !file.error && <p className="empty" aria-busy="true">Loading the text…</p>}
      {data && !data.text && <p className="empty">{data.note ?? 'Quire keeps no text of this file.'}</p>}
      {data?.text && (
        <div ref={textRef} className="reader-text" role="document" aria-label={`Text of ${title}`}>
          <Markdown text={data.text} passages={terms} activePassage={0} onOpenExternal={openExternal} />
        </div>
      )}
    </ReaderFrame>
  );
}
