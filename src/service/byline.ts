// Who wrote a document and when, as the document itself says it (chat: "Who wrote source 1?"): front
// matter (author, date, published), an HTML page's meta tags, a byline ("By Iona Fraser, Highland
// Courier", "*By …*", "prepared by the deputy team leader") or a dated line ("Published 4 March 2025", "Updated: 2025-05-14") near its top.
// Nothing is guessed: what the document does not say stays null. Pure.

export interface Byline {
  author: string | null;
  date: string | null;
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const DATE = String.raw`(?:\d{4}-\d{2}-\d{2}|\d{1,2}\s+${MONTH}\s+\d{4}|${MONTH}\s+\d{1,2},?\s+\d{4}|${MONTH}\s+\d{4})`;

function clean(value: string | undefined): string | null {
  const v = (value ?? '').replace(/^["'\s]+|["'\s]+$/g, '').trim();
  return v.length > 0 && v.length <= 120 ? v : null;
}

/** The author and date a document states about itself, each null when it does not say. */
export function bylineOf(raw: string): Byline {
  const front = /^---\n([\s\S]*?)\n---/.exec(raw)?.[1] ?? '';
  const field = (names: string): string | null => clean(new RegExp(`^(?:${names})\\s*:\\s*(.+)$`, 'mi').exec(front)?.[1]);
  const meta = (names: string): string | null => clean(new RegExp(`<meta\\s+(?:name|property)=["'](?:${names})["']\\s+content=["']([^"']+)["']`, 'i').exec(raw)?.[1]);
  const top = raw.slice(0, 3000);
  const byline = /^[\s*_>#-]*By\s+([A-Z][\p{L}.'-]+(?:\s+(?:[A-Z][\p{L}.'-]+|van|von|de|da|del|la|le)){1,4}(?:,\s*[^\n*_]{2,60})?)[*_\s]*$/mu.exec(top)?.[1];
  // "…prepared by the deputy team leader from the callout log": who made it, said in its opening lines
  const madeBy = /\b(?:written|prepared|compiled|authored|edited|reported|drafted)\s+by\s+((?:the\s+)?[^.,;:\n]{3,60}?)(?=\s+(?:from|for|with|on|in|at|and|after|using)\b|[.,;:\n])/i.exec(raw.slice(0, 600))?.[1];
  const dated = new RegExp(`\\b(?:Published|Posted|Updated|Dated|Date)\\s*:?\\s*(?:on\\s+)?(${DATE})`, 'i').exec(top)?.[1];
  return {
    author: field('author|authors|by|byline') ?? meta('author|article:author') ?? clean(byline) ?? clean(madeBy),
    date: field('date|published|published_at|updated') ?? meta('date|article:published_time|dc.date') ?? clean(dated),
  };
}
