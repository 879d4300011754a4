// The highlights a reader shows: counted as really rendered (never claimed before they are there) and the first
// scrolled into view. The Markdown renderer loads and paints asynchronously, so the marks are counted again on
// every change under the text element. Shared by the job's source reader and the file reader.
import { useEffect, useState, type RefObject } from 'react';

/**
 * How many highlights `ref`'s element shows for `text` (null until counted, or while there is no text): every
 * `mark.cited-passage`, or with `by: 'passage'` the distinct passages they mark (a passage may be marked in parts).
 */
export function useMarks(ref: RefObject<HTMLElement | null>, text: string | null, by: 'mark' | 'passage' = 'mark'): number | null {
  const [found, setFound] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (text === null || !element) return;
    let scrolled = false;
    const count = () => {
      const marks = Array.from(element.querySelectorAll<HTMLElement>('mark.cited-passage'));
      setFound(by === 'passage' ? new Set(marks.map((mark) => mark.dataset.passage)).size : marks.length);
      if (!scrolled && marks[0]) {
        scrolled = true;
        marks[0].scrollIntoView?.({ block: 'center' });
      }
    };
    count();
    const observer = new MutationObserver(count);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, text, by]);
  return found;
}
