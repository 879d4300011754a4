// Lists written as plain lines (extract.ts): a text file's numbered or bulleted lines ("1. Clean the base…",
// "2) Set the iron…", "Step 3: Iron the wax in…", "• Brush from tip to tail…", "* Scrape…", "- Drip wax…"), and
// a Markdown paragraph of "Step 1:" or "•" lines (no list in Markdown's own syntax), are list items, one step
// each, in their order: never one run of text ("…let it dry for ten minutes. 2. Set the waxing iron…" with a
// stray "6." closing a passage). A line without a mark after an item carries on that item. Lines before the
// first item stay text (a lead-in "You will need:" joins the items after it, extract.ts groupLines). Two
// marked lines make a list; one alone ("1. SUMMARY" over its section, heading-lines.ts) does not. Pure.

/** A list mark opening a line: "1.", "2)", "Step 3:", "Step 3 -", "•", "*", "-", "–", "a)". */
const LIST_MARK = /^(?:[Ss]tep\s+\d{1,2}\s*[.):–-]?|\d{1,2}[.)]|[-*•–·▪]|\(?[a-z]\))\s+(?=\S)/u;

/** The text of a line without its list mark, or null when the line has none. Pure. */
export function markedItem(line: string): string | null {
  const text = line.trim();
  const mark = LIST_MARK.exec(text);
  if (!mark) return null;
  // "10. 2025 was…"? a figure after a numeral's full stop is no step ("3.5 kg" has no space and never matches)
  const rest = text.slice(mark[0].length).trim();
  return /\p{L}/u.test(rest) ? rest : null;
}

/** Lines of running text (a lead-in, a heading line before the list) or the list's items. */
export type ListPiece = { lines: string[] } | { items: string[] };

/**
 * The lines of one block of text as running text and list items, or null when fewer than two of its lines
 * carry a list mark. Items keep their order; an unmarked line after an item is the rest of that item. Pure.
 */
export function listPieces(lines: string[]): ListPiece[] | null {
  const rows = lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l !== '');
  const marked = rows.map(markedItem);
  if (marked.filter((m) => m !== null).length < 2) return null;
  const first = marked.findIndex((m) => m !== null);
  const pieces: ListPiece[] = [];
  if (first > 0) pieces.push({ lines: rows.slice(0, first) });
  const items: string[] = [];
  rows.slice(first).forEach((row, k) => {
    const item = marked[first + k];
    if (item !== null && item !== undefined) items.push(item);
    else items[items.length - 1] = `${items[items.length - 1] ?? ''} ${row}`.trim();
  });
  pieces.push({ items });
  return pieces;
}
