// The title a document's body gives itself: the first level-1 heading of its saved form (a Markdown "# …" line after
// its front matter, an HTML page's first <h1>). Extraction takes the saved form's own title where it has one (front
// matter's "title:", the page's <title>) and drops that heading (extract.ts: the first h1 is the title), so what the
// heading says beyond the title was read nowhere: "# Oakfold Riding Centre: lessons and hacks FAQ" under the title
// "Lessons and hacks: your questions answered", "# Brookfield Dental Practice: missed appointments …" under "Missed
// appointments and late cancellations policy". A question naming Oakfold or Brookfield then found no document that
// says it, and no sentence of the very page asked about passed the relevance gate. compose.ts reads this heading with
// the title (documentContexts, and what each document covers). Read from the markup only, never from any word list. Pure.

/** Front matter at the very top of a Markdown file ("---\n…\n---"). */
const FRONT_MATTER = /^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
/** An ATX level-1 heading line ("# Title", optionally closed by #s). */
const MARKDOWN_H1 = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/m;
/** An HTML level-1 heading. */
const HTML_H1 = /<h1\b[^>]*>([\s\S]*?)<\/h1\s*>/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML text with its tags removed and its common entities decoded, spaces collapsed. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all: string, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? all;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first level-1 heading of a saved form (`raw`): an HTML page's first <h1> (where the form is HTML: it holds an
 * <html>, <body> or <h1> tag), else a Markdown file's first "# …" line outside its front matter and code fences; '' when
 * there is none. Pure.
 */
export function bodyTitle(raw: string): string {
  if (raw === '') return '';
  if (/<(?:html|body|h1)\b/i.test(raw)) {
    const h1 = HTML_H1.exec(raw);
    return h1 ? htmlText(h1[1] ?? '') : '';
  }
  const body = raw.replace(FRONT_MATTER, '');
  let fenced = false;
  for (const line of body.split(/\r?\n/)) {
    if (/^ {0,3}(?:```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const h1 = MARKDOWN_H1.exec(line);
    if (h1) return (h1[1] ?? '').replace(/[*_`]/g, '').trim();
  }
  return '';
}
