// "Quote in note": one action that appends a cited passage to the job's note, saves it, and shows
// the Notes tab. Used by the sources panel (highlights) and by a selection in the answer.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useClient } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { quoteAnswer, selectedAnswerText } from '../../lib/quote';
import { useUi } from '../../stores/ui';
import { appendToNote } from './useNoteDraft';

export function useQuoteInNote(jobId: string): (block: string) => Promise<void> {
  const client = useClient();
  const setJobTab = useUi((s) => s.setJobTab);
  const notify = useUi((s) => s.notify);
  return useCallback(
    async (block: string) => {
      try {
        await appendToNote(client, { targetType: 'job', targetId: jobId }, block);
        setJobTab('notes');
        notify('Quoted in your note.');
      } catch (failure) {
        // The draft's own messages ("Not saved. …", "Could not open the note. …") are already sentences.
        notify(failure instanceof Error && /^(Not saved|Could not open)/.test(failure.message) ? failure.message : errorSentence(failure), 'error');
      }
    },
    [client, jobId, setJobTab, notify],
  );
}

/** A button that appears while text of the answer is selected and quotes it, citations kept. */
export function AnswerQuoteButton({ jobId, question, answerRef }: { jobId: string; question: string; answerRef: RefObject<HTMLElement | null> }) {
  const quote = useQuoteInNote(jobId);
  const [selected, setSelected] = useState('');
  useEffect(() => {
    const update = () => {
      const container = answerRef.current;
      setSelected(container ? selectedAnswerText(document.getSelection(), container) : '');
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [answerRef]);
  if (!selected) return null;
  return (
    <button
      type="button"
      className="small quote-selection"
      // Keep the selection: a click would otherwise collapse it before the handler reads it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => void quote(quoteAnswer(selected, question))}
    >
      Quote selection in note
    </button>
  );
}
