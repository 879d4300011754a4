// "Copy answer" with its citations: the clipboard gets Markdown with footnote references (`[^n]`
// and their definitions) as text/plain, and HTML with superscript markers and a numbered reference
// list as text/html (what word processors paste). Used for a job's answer, a chat answer and a
// selected passage of either. Building the payload is pure (DOM in, strings out); writing it uses the
// async Clipboard API and falls back to a copy event where that is refused (Electron denies
// permissions, so the desktop takes the fallback).
import type { ChatMessage, JobDetail } from '../../../../shared/domain';
import { clipboardMarkdown, referenceListHtml, safeHref, type CitedSource } from '../../../../shared/cite-text';
import { selectedAnswerText } from '../../lib/quote';

export interface ClipboardPayload {
  markdown: string;
  html: string;
}

/** The sources an answer's `[n]` can name: the job's, then (for a chat answer) the message's own for numbers the job lacks. */
export function sourcesFor(job: Pick<JobDetail, 'results'>, message?: Pick<ChatMessage, 'results'>): CitedSource[] {
  const sources: CitedSource[] = job.results.map((r) => ({ citationIndex: r.citationIndex, title: r.title, url: r.url }));
  for (const r of message?.results ?? []) {
    if (r.citationIndex !== null && !sources.some((s) => s.citationIndex === r.citationIndex)) sources.push({ citationIndex: r.citationIndex, title: r.title, url: r.url });
  }
  return sources;
}

const KEEP_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href'], ol: ['start'], li: ['value'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] };

/**
 * Clean HTML of rendered answer content (an element or a selection's cloned fragment): citation pills
 * become `<sup>[n]</sup>`, popovers and buttons go, only harmless attributes stay (https/http links).
 * Returns the HTML and the citation numbers it uses, in order of first use.
 */
export function answerHtml(content: Node): { html: string; numbers: number[] } {
  const doc = content.ownerDocument ?? document;
  const box = doc.createElement('div');
  box.append(content.cloneNode(true));
  for (const tip of box.querySelectorAll('[role="tooltip"]')) tip.remove();
  const numbers: number[] = [];
  for (const pill of box.querySelectorAll('.cite-pill')) {
    const n = Number(pill.textContent?.trim());
    const sup = doc.createElement('sup');
    sup.textContent = `[${pill.textContent?.trim() ?? ''}]`;
    if (Number.isInteger(n) && n > 0 && !numbers.includes(n)) numbers.push(n);
    (pill.closest('.cite') ?? pill).replaceWith(sup);
  }
  for (const button of box.querySelectorAll('button')) button.remove();
  for (const element of box.querySelectorAll('*')) {
    const keep = KEEP_ATTRIBUTES[element.localName] ?? [];
    for (const attribute of [...element.attributes]) {
      if (!keep.includes(attribute.name)) element.removeAttribute(attribute.name);
    }
    if (element.localName === 'a') {
      const href = safeHref(element.getAttribute('href') ?? '');
      if (href) element.setAttribute('href', href);
      else element.removeAttribute('href');
    }
  }
  return { html: box.innerHTML.trim(), numbers };
}

/** The whole answer: Markdown from its text, HTML from what is shown (`rendered`), references for both. */
export function answerPayload(text: string, rendered: Node, sources: readonly CitedSource[]): ClipboardPayload {
  const { html, numbers } = answerHtml(rendered);
  return { markdown: clipboardMarkdown(text, sources), html: withReferences(html, numbers, sources) };
}

/** A selected passage inside `container`; null when nothing there is selected. */
export function selectionPayload(selection: Selection | null, container: HTMLElement, sources: readonly CitedSource[]): ClipboardPayload | null {
  const text = selectedAnswerText(selection, container);
  if (!text || !selection) return null;
  const { html, numbers } = answerHtml(selection.getRangeAt(0).cloneContents());
  return { markdown: clipboardMarkdown(text, sources), html: withReferences(html, numbers, sources) };
}

function withReferences(html: string, numbers: readonly number[], sources: readonly CitedSource[]): string {
  const references = referenceListHtml(numbers, sources);
  return `<meta charset="utf-8"><div>${html}${references ? `\n${references}` : ''}</div>`;
}

/** Writes both flavours. The async Clipboard API first; a copy event when it is unavailable or refused. */
export async function writeClipboard(payload: ClipboardPayload): Promise<void> {
  if (typeof navigator.clipboard?.write === 'function' && typeof ClipboardItem === 'function') {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/plain': new Blob([payload.markdown], { type: 'text/plain' }),
          'text/html': new Blob([payload.html], { type: 'text/html' }),
        }),
      ]);
      return;
    } catch {
      // refused (no permission, window not focused): fall through to the copy event
    }
  }
  let written = false;
  const onCopy = (event: ClipboardEvent) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData('text/plain', payload.markdown);
    event.clipboardData.setData('text/html', payload.html);
    event.preventDefault();
    written = true;
  };
  document.addEventListener('copy', onCopy, true);
  try {
    document.execCommand('copy');
  } finally {
    document.removeEventListener('copy', onCopy, true);
  }
  if (!written) throw new Error('The clipboard refused the copy. Select the text and press Ctrl+C instead.');
}
