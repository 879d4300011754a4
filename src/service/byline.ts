// Who wrote a document and when, as the document itself says it (chat: "Who wrote source 1?"): front
// matter (author, date, published), an HTML page's meta tags, a byline ("By Iona Fraser, Highland
// Courier", "*By …*", "prepared by the deputy team leader"), a credit line ("Editor: Tomasz Wrobel"), a
// declaration made in the first person ("I, Ann Bell, the Returning Officer for …, declare …") or a dated line ("Published 4 March 2025", "Updated: 2025-05-14") near its top, or a date on the credit line itself ("Prepared by Marta Ruiz, secretary, March 2025.");
// a pasted credit line of names and a date, near the top or as the last line ("Author: Mira Castell, 2024", "Written by
// X | 12 March 2024", "— X, 2023": creditLine).
// Who publishes it, when it says so: front matter (publisher, site), an HTML page's site-name meta tag, or
// a web page's title after its separator ("Route 12 fares | Fenwick Coaches": the site's name).
// Nothing is guessed: what the document does not say stays null. Pure.

export interface Byline {
  author: string | null;
  date: string | null;
  /** Who publishes it and where that is said ("its title", "its page"), or null. */
  publisher: { name: string; from: 'its title' | 'its page' } | null;
}

/** The site's name a web page's title ends with after a separator ("Fares | Fenwick Coaches" → Fenwick Coaches), or null. */
export function titleSite(title: string): string | null {
  const m = /\s(?:\||–|—|::)\s+([^|–—:]{2,40})$/.exec(title.trim());
  const name = m?.[1]?.trim() ?? '';
  // a name: capitalised words ("Fenwick Coaches", "BBC News"), not a phrase of the title ("history and repairs")
  return /^\p{Lu}[\p{L}\p{N}.&'’-]*(?:\s+(?:of|the|and|for|&|\p{Lu}[\p{L}\p{N}.&'’-]*))*$/u.test(name) ? name : null;
}

/** The verbs of making a text that a credit line says ("written by", "compiled by"): their lemmas, read by authorship.ts. */
export const MADE_TEXT = new Set(['write', 'prepare', 'compile', 'author', 'edit', 'report', 'draft']);

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
  // an HTML page's lines read without their tags ("<p><em>By Joel Amankwah</em></p>" is a byline line)
  const top = raw.slice(0, 3000).replace(/<(?:br|\/p|\/h\d|\/div|\/li)\b[^>]*>/gi, '\n').replace(/<[^>]+>/g, '');
  // "By Tamsin Corrie, river correspondent. 13 April 2026": the name and role, the date after them read as the date
  const bylinedAsIs = new RegExp(String.raw`^[\s*_>#-]*By\s+([A-Z][\p{L}.'-]+(?:\s+(?:[A-Z][\p{L}.'-]+|van|von|de|da|del|la|le)){1,4}(?:,\s*[^\n*_]{2,60}?)?)(?:[.,;|–—-]\s*(${DATE}))?[.*_\s]*$`, 'mu').exec(top);
  // (a role that runs into a publisher's part, "Reporter ([Dale Herald](…))", is read as decorated below)
  const bylined = bylinedAsIs && !/[|·•()[\]]/.test(bylinedAsIs[1] ?? '') ? bylinedAsIs : null;
  // the same line decorated ("*By Ana Ruiz, Reporter* | [Dale Herald](…), 2 May 2025", "**By Ana Ruiz** · Dale Herald"): read without
  // its links and emphasis, cut at its separators; the name and role are the first part, a date anywhere in it the date
  const decorated = bylined ? null : decoratedByline(top);
  const byline = bylined?.[1] ?? decorated?.author;
  // "…prepared by the deputy team leader from the callout log": who made it, said in its opening lines
  const madeByMatch = /\b(?:written|prepared|compiled|authored|edited|reported|drafted)\s+by\s+((?:the\s+)?[^.,;:\n]{3,60}?)(?=\s+(?:from|for|with|on|in|at|and|after|using)\b|[.,;:\n])/i.exec(raw.slice(0, 600));
  const madeBy = madeByMatch?.[1];
  // ("Prepared by Marta Ruiz, secretary, March 2025.": a date on the line that says who made it is when it was made)
  const madeOn = madeByMatch ? new RegExp(DATE).exec(raw.slice(madeByMatch.index, raw.indexOf('\n', madeByMatch.index) < 0 ? undefined : raw.indexOf('\n', madeByMatch.index)))?.[0] : undefined;
  // "Editor: Tomasz Wrobel", "Compiled by: …" on a line of its own near the top: who made it, with the role named
  const credit = /^[\s*_>#-]*(Editor|Compiler|Author|Authors|Edited by|Compiled by|Written by|Prepared by)\s*:\s*(\p{Lu}[\p{L}.'-]+(?:\s+(?:\p{Lu}[\p{L}.'-]+|van|von|de|da|del|la|le)){1,4})[*_\s]*$/mu.exec(top);
  const credited = credit?.[1] && credit[2] ? (/^(?:Editor|Compiler|Edited by|Compiled by)$/i.test(credit[1]) ? `${credit[2]} (${/^Edit/i.test(credit[1]) ? 'editor' : 'compiler'})` : credit[2]) : undefined;
  // "I, Gareth Olumide, the Returning Officer for …, declare the result …": a declaration in its maker's name
  const declared = /(?:^|\n)[\s*_>#-]*I,\s+(\p{Lu}[\p{L}.'-]+(?:\s+\p{Lu}[\p{L}.'-]+){1,3}),\s+((?:the|a|an)\s+[^,.;\n]{3,100}?),\s+(?:hereby\s+)?(?:declare|declares|certify|certifies|confirm|confirms|give notice|state)\b/u.exec(raw.slice(0, 1500));
  const declarant = declared?.[1] && declared[2] ? `${declared[1]}, ${declared[2]}` : undefined;
  const dated = new RegExp(`\\b(?:Published|Posted|Updated|Dated|Date)\\s*:?\\s*(?:on\\s+)?(${DATE})`, 'i').exec(top)?.[1];
  const pasted = creditLine(top) ?? creditLine(lastLines(raw));
  const site = field('publisher|site|site_name') ?? meta('og:site_name|publisher|application-name');
  const pageTitle = /<title>([^<]{3,200})<\/title>/i.exec(raw)?.[1] ?? /^title\s*:\s*(.+)$/im.exec(front)?.[1] ?? '';
  const fromTitle = titleSite(pageTitle);
  return {
    author: field('author|authors|by|byline') ?? meta('author|article:author') ?? clean(pasted?.author) ?? clean(byline) ?? clean(credited) ?? clean(declarant) ?? clean(madeBy),
    date: field('date|published|published_at|updated') ?? meta('date|article:published_time|dc.date') ?? clean(dated) ?? clean(pasted?.date ?? undefined) ?? clean(bylined?.[2]) ?? clean(decorated?.date ?? undefined) ?? clean(madeOn),
    publisher: site ? { name: site, from: 'its page' } : fromTitle ? { name: fromTitle, from: 'its title' } : null,
  };
}

/**
 * A byline line as people decorate it: Markdown links read as their text, emphasis marks dropped, then cut at its
 * separators (a pipe, a middle dot or bullet, a spaced dash, brackets): "By" and a capitalised name (two to five words)
 * open the first part, with a role after a comma; a publisher's part is never the author's; the first date anywhere on
 * the line is its date. null when no line near the top opens so. Pure.
 */
export function decoratedByline(top: string): { author: string; date: string | null } | null {
  const plain = top.replace(/\[([^\]\n]+)\]\([^)\n]*\)/g, '$1').replace(/(\*\*|__|\*|_)(?=\S)([^*_\n]+?)\1/g, '$2');
  const line = /^[\s>#*_-]*By\s+(\p{Lu}[^\n]*)$/mu.exec(plain)?.[1];
  if (!line) return null;
  const date = new RegExp(DATE).exec(line)?.[0] ?? null;
  const first = (line.split(/\s*(?:\||·|•|\s[—–-]\s|\()\s*/)[0] ?? '').replace(new RegExp(`[,.;]?\\s*${DATE}.*$`), '').replace(/[\s,.;:*_)]+$/, '');
  const m = new RegExp(String.raw`^(\p{Lu}[\p{L}.'’-]+(?:\s+(?:\p{Lu}[\p{L}.'’-]+|van|von|de|da|del|la|le)){1,4})(,\s*[^,\n]{2,60})?$`, 'u').exec(first);
  return m ? { author: `${m[1] ?? ''}${m[2] ?? ''}`, date } : null;
}

// A person's name as a credit line writes it: two to five capitalised words (initials, "Mc", "O'", "van der" kept), an
// honorific before it ("Dr.", "Prof."), an affiliation in brackets after it (dropped).
const NAME = String.raw`(?:(?:Dr|Prof|Mr|Mrs|Ms|Mx|Sir|Dame)\.?\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|van|von|der|den|de|da|del|la|le|du|di|bin|ibn)){1,4}`;
const NAMES = String.raw`${NAME}(?:\s*\([^()\n]{2,60}\))?(?:(?:\s*,\s*|\s+(?:and|&)\s+)${NAME}(?:\s*\([^()\n]{2,60}\))?){0,5}`;
// a date as DATE, a numeric one (12/03/2024, 12.03.2024) or a bare year
const CREDIT_DATE = String.raw`(?:${DATE}|\d{1,2}[./]\d{1,2}[./]\d{4}|(?:1[5-9]|20)\d{2})`;
const LABEL = String.raw`(?:(?:Author|Authors|Writer|Written by|Words by|Text by|Posted by|By)\s*:?|(?:—|–|--)(?=\s))`;
const CREDIT = new RegExp(String.raw`^[\s*_#]*(${LABEL})\s*(${NAMES})(?:\s*(?:[,|·•;]|\s[—–-]|\s+on)\s*(${CREDIT_DATE}))?[\s.*_]*$`, 'u');

/**
 * A credit line as people paste it, on a line of its own: a label ("Author:", "Authors:", "Written by", "By") or a
 * dash, then names, then a date or a year after a comma, a pipe, a dash or "on" ("Author: Mira Castell, 2024",
 * "Written by Mira Castell | 12 March 2024", "— Mira Castell, 2023", "Authors: A B and C D, 2022"). A dash line needs
 * its date (a dash and a name alone is a quotation's attribution as often as a signature) and is never one when the
 * line before it is a quotation (a quoted block, or a line ending in a closing quotation mark). A line with anything
 * else on it (a role, a publisher) is left to the other readers of bylineOf. The first such line of `text`, or null. Pure.
 */
export function creditLine(text: string): { author: string; date: string | null } | null {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = CREDIT.exec(lines[i] ?? '');
    if (!m) continue;
    const dash = /^[—–-]/.test(m[1] ?? '');
    if (dash && !m[3]) continue;
    const before = lines.slice(0, i).reverse().find((l) => l.trim().length > 0) ?? '';
    if (dash && (/^\s*>/.test(before) || /["”»’]\s*$/.test(before))) continue;
    const author = (m[2] ?? '').replace(/\s*\([^()\n]*\)/g, '').trim();
    return { author, date: m[3] ?? null };
  }
  return null;
}

/** A document's last three non-empty lines (a sign-off: "— Mira Castell, 2023"), as creditLine reads them. */
function lastLines(raw: string): string {
  return raw.slice(-600).split('\n').filter((l) => l.trim().length > 0).slice(-3).join('\n');
}
