// Citation markers in answer text, as data: `[3]` and `[1, 2]` outside code become Markdown
// footnotes (`[^3]`) with a definition per cited source, and the text a document needs escaped
// (raw HTML and URLs from the service). Pure: used by the Markdown export and by "Copy answer".

export interface CitedSource {
  citationIndex: number | null;
  title: string;
  url: string;
}

const CITATION = /\[(\d{1,4}(?:\s*,\s*\d{1,4})*)\](?![(:])/g;

/** Calls `onText` for the parts of `markdown` outside fenced code and inline code spans. */
export function mapOutsideCode(markdown: string, onText: (text: string, atLineStart: boolean) => string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      out.push(line);
      if (opener && opener[1] && opener[1][0] === fence[0] && opener[1].length >= fence.length && line.trim() === opener[1]) fence = null;
      continue;
    }
    if (opener && opener[1]) {
      fence = opener[1];
      out.push(line);
      continue;
    }
    // inline code spans: split on backtick runs, leave the spans themselves as written
    const parts = line.split(/(`+[^`]*`+)/);
    out.push(parts.map((part, index) => (index % 2 === 1 ? part : onText(part, index === 0))).join(''));
  }
  return out.join('\n');
}

/** Every citation number the text uses, in order of first use. */
export function citedNumbers(text: string): number[] {
  const seen: number[] = [];
  mapOutsideCode(text, (part) => {
    for (const match of part.matchAll(CITATION)) {
      for (const n of (match[1] ?? '').split(',')) {
        const value = Number(n.trim());
        if (!seen.includes(value)) seen.push(value);
      }
    }
    return part;
  });
  return seen;
}

/** Raw HTML tags in text from the service are shown as text, not interpreted; autolinks stay. */
export function escapeRawHtml(text: string): string {
  return mapOutsideCode(text, (part) => part.replace(/<(?!https:\/\/[^\s<>]*>)(?=[A-Za-z/!?])/g, '&lt;'));
}

/** A one-line title safe inside Markdown text: no tags, no link syntax, no line breaks. */
export function markdownTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim() || 'Untitled source';
  return clean.replace(/[\\`*_[\]<>]/g, (char) => `\\${char}`);
}

/**
 * The file name behind an uploaded file's address (the local service names each upload
 * https://files.quire.local/<id>/<name>, an address that exists nowhere); null for any other address. Pure.
 */
export function uploadedFileName(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    if (parsed.hostname !== 'files.quire.local') return null;
    const last = parsed.pathname.split('/').filter(Boolean).at(-1);
    return last ? decodeURIComponent(last) : null;
  } catch {
    return null;
  }
}

/**
 * Where a source is, in Markdown: an http(s) URL as an autolink; an uploaded file by its name (never its placeholder
 * address); anything else (javascript:, garbage) as inert code text.
 */
export function markdownUrl(url: string): string {
  const file = uploadedFileName(url);
  if (file !== null) return `Uploaded file \`${file.replace(/[\r\n`]/g, ' ').trim()}\``;
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return `<${parsed.href.replace(/[<>\s]/g, encodeURIComponent)}>`;
  } catch {
    // fall through
  }
  const inert = url.replace(/[\r\n`]/g, ' ').trim();
  return inert ? `\`${inert}\`` : '(no address)';
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** https/http URLs only (for href attributes); null otherwise. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function sourceFor(sources: readonly CitedSource[], n: number): CitedSource | undefined {
  return sources.find((source) => source.citationIndex === n);
}

/**
 * `[n]` markers that name a known source become `[^n]`; unknown numbers stay as written.
 * Returns the converted text and the footnote definitions (blank line between each).
 */
export function toFootnotes(text: string, sources: readonly CitedSource[], prefix = ''): { body: string; footnotes: string; used: number[] } {
  const used: number[] = [];
  const body = mapOutsideCode(text, (part) =>
    part.replace(CITATION, (whole, list: string) => {
      const numbers = list.split(',').map((n) => Number(n.trim()));
      if (!numbers.every((n) => sourceFor(sources, n))) return whole;
      for (const n of numbers) if (!used.includes(n)) used.push(n);
      return numbers.map((n) => `[^${prefix}${n}]`).join('');
    }),
  );
  const footnotes = used
    .sort((a, b) => a - b)
    .map((n) => {
      const source = sourceFor(sources, n);
      return `[^${prefix}${n}]: ${markdownTitle(source?.title ?? '')}. ${markdownUrl(source?.url ?? '')}`;
    })
    .join('\n\n');
  return { body, footnotes, used };
}

/** Markdown for the clipboard: the text with footnotes and their definitions below. */
export function clipboardMarkdown(text: string, sources: readonly CitedSource[]): string {
  const { body, footnotes } = toFootnotes(escapeRawHtml(text.trim()), sources);
  return footnotes ? `${body}\n\n${footnotes}\n` : `${body}\n`;
}

/** The numbered reference list as HTML (an <ol> whose item numbers are the citation numbers). */
export function referenceListHtml(numbers: readonly number[], sources: readonly CitedSource[]): string {
  const items = [...new Set(numbers)]
    .sort((a, b) => a - b)
    .map((n) => {
      const source = sourceFor(sources, n);
      if (!source) return '';
      const title = escapeHtml(source.title.replace(/\s+/g, ' ').trim() || 'Untitled source');
      const file = uploadedFileName(source.url);
      if (file !== null) return `<li value="${n}">${title}. Uploaded file ${escapeHtml(file)}</li>`;
      const href = safeHref(source.url);
      const link = href ? ` <a href="${escapeHtml(href)}">${escapeHtml(href)}</a>` : ` ${escapeHtml(source.url)}`;
      return `<li value="${n}">${title}.${link}</li>`;
    })
    .filter(Boolean);
  return items.length ? `<h4>References</h4>\n<ol class="references">\n${items.join('\n')}\n</ol>` : '';
}

/** Shifts ATX headings so the shallowest becomes `top` (capped at 6); code is left alone. */
export function nestHeadings(markdown: string, top: number): string {
  let shallowest = 7;
  mapOutsideCode(markdown, (part, atLineStart) => {
    const match = atLineStart ? /^ {0,3}(#{1,6})(?=\s|$)/.exec(part) : null;
    if (match && match[1] && match[1].length < shallowest) shallowest = match[1].length;
    return part;
  });
  if (shallowest === 7) return markdown;
  const shift = top - shallowest;
  return mapOutsideCode(markdown, (part, atLineStart) =>
    !atLineStart ? part : part.replace(/^ {0,3}(#{1,6})(?=\s|$)/, (_whole, hashes: string) => '#'.repeat(Math.min(6, Math.max(1, hashes.length + shift)))),
  );
}
