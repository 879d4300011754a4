// Quotes for the user's note: a passage as a Markdown blockquote that keeps its citation (the `[n]`
// marker, the source's title and link), and reading a selection of the answer back to Markdown text.
import { domainOf } from './format';

export interface QuoteSource {
  citationIndex: number | null;
  title: string;
  url: string;
}

/** Whitespace collapsed, outer quote marks dropped: the passage as it will sit between “ ”. */
function cleanPassage(passage: string): string {
  return passage
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[“"„«]+|[”"»]+$/g, '')
    .trim();
}

/** `> “passage” [3] (Title, https://…)`; the link only if it is https (the only kind notes render). */
export function quoteSource(passage: string, source: QuoteSource): string {
  const marker = source.citationIndex !== null ? ` [${source.citationIndex}]` : '';
  const title = source.title.trim() || domainOf(source.url);
  const link = /^https:\/\//i.test(source.url) ? source.url : '';
  const where = [title, link].filter(Boolean).join(', ');
  return `> “${cleanPassage(passage)}”${marker}${where ? ` (${where})` : ''}`;
}

/** `> “passage [1] …” (Answer to “question”)`: citations inside the passage stay as `[n]`. */
export function quoteAnswer(passage: string, question: string): string {
  return `> “${cleanPassage(passage)}” (Answer to “${question.replace(/\s+/g, ' ').trim()}”)`;
}

/**
 * The text of a selection inside the rendered answer, with citation pills (buttons showing `n`)
 * written back as `[n]` so the quote keeps them. Empty when the selection is outside `container`.
 */
export function selectedAnswerText(selection: Selection | null, container: HTMLElement): string {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return '';
  const range = selection.getRangeAt(0);
  if (!container.contains(range.commonAncestorContainer)) return '';
  const fragment = range.cloneContents();
  for (const pill of fragment.querySelectorAll('.cite-pill')) pill.replaceWith(`[${pill.textContent ?? ''}]`);
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}
