// The copy actions of an answer: "Copy answer" (the whole answer with its references) and, while a
// passage of it is selected, "Copy selection". Both write Markdown with [^n] footnotes and HTML with a
// numbered reference list (see copy.ts). Used under a job's answer and on each chat answer.
import { useEffect, useState, type RefObject } from 'react';
import { Copy } from 'lucide-react';
import type { CitedSource } from '../../../../shared/cite-text';
import { selectedAnswerText } from '../../lib/quote';
import { useUi } from '../../stores/ui';
import './export.css';
import { answerPayload, selectionPayload, writeClipboard, type ClipboardPayload } from './copy';

function useSelectionInside(containerRef: RefObject<HTMLElement | null>): boolean {
  const [inside, setInside] = useState(false);
  useEffect(() => {
    const update = () => {
      const container = containerRef.current;
      setInside(container ? selectedAnswerText(document.getSelection(), container) !== '' : false);
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [containerRef]);
  return inside;
}

export function CopyButtons({ text, contentRef, sources, label = 'Copy answer' }: { text: string; contentRef: RefObject<HTMLElement | null>; sources: readonly CitedSource[]; label?: string }) {
  const notify = useUi((s) => s.notify);
  const selecting = useSelectionInside(contentRef);
  const copy = async (build: () => ClipboardPayload | null, what: string) => {
    const payload = build();
    if (!payload) {
      notify('Select some text of the answer first.', 'error');
      return;
    }
    try {
      await writeClipboard(payload);
      notify(`${what} copied with its references (Markdown and rich text).`);
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'The clipboard refused the copy.', 'error');
    }
  };
  return (
    <div className="copy-actions">
      <button type="button" className="ghost small" onClick={() => void copy(() => (contentRef.current ? answerPayload(text, contentRef.current, sources) : null), 'Answer')}>
        <Copy size={14} aria-hidden="true" /> {label}
      </button>
      {selecting && (
        <button
          type="button"
          className="ghost small"
          // Keep the selection: a click would otherwise collapse it before the handler reads it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => void copy(() => (contentRef.current ? selectionPayload(document.getSelection(), contentRef.current, sources) : null), 'Selection')}
        >
          <Copy size={14} aria-hidden="true" /> Copy selection
        </button>
      )}
    </div>
  );
}
