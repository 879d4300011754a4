// Lists written as plain lines (extract.ts): a text file's numbered or bulleted lines ("1. Clean the base…",
// "2) Set the iron…", "Step 3: Iron the wax in…", "• Brush from tip to tail…", "* Scrape…", "- Drip wax…"), and
// a Markdown paragraph of "Step 1:" or "•" lines (no list in Markdown's own syntax), are list items, one step
// each, in their order: never one run of text ("…let it dry for ten minutes. 2. Set the waxing iron…" with a
// stray "6." closing a passage). A line without a mark after an item carries on that item. Lines before the
// first item stay text (a lead-in "You will need:" joins the items after it, extract.ts groupLines). Two
// marked lines make a list; one alone ("1. SUMMARY" over its section, heading-lines.ts) does not, nor one over items
// of another mark ("1. SAFETY" over "- Always…": their heading). Two or more "Label: value" lines in a row are
// fields, an item each ("Power: 1000 W" / "Weight: 1.1 kg"). Pure.

import { headingShape } from './heading-lines';

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

/**
 * A field line, "Label: value" ("Power: 1000 W, 220-240 V", "Eggs (soft, in the shell): 63°C"): a label of one
 * to six words opening with a capital (more than one letter: "Q:" and "A:" open a question and its answer),
 * a colon, then its value. Pure.
 */
export function isFieldLine(line: string): boolean {
  const m = /^(\p{Lu}[\p{L}\p{N}'’()/&.,-]*(?: [\p{L}\p{N}'’()/&.,-]+){0,5}):\s+\S/u.exec(line.trim());
  return m !== null && (m[1] ?? '').length > 1;
}

/**
 * A block's runs of two or more field lines as items (a specification sheet or a form's fields, one field a
 * line, never one run of text "Power: 1000 W Temperature range: 25 to 90°C …"), the other lines as text; null
 * when the block has no such run. A line opening in lower case inside a run carries on the field before it; a
 * run whose values ask a question is a question and its answer, no fields. Pure.
 */
function fieldPieces(rows: string[]): ListPiece[] | null {
  const pieces: ListPiece[] = [];
  const field = rows.map(isFieldLine);
  let i = 0;
  let found = false;
  while (i < rows.length) {
    let j = i;
    const run: string[] = [];
    while (j < rows.length && (field[j] === true || (run.length > 0 && /^\p{Ll}/u.test(rows[j] ?? '')))) {
      if (field[j] === true) run.push(rows[j] ?? '');
      else run[run.length - 1] = `${run[run.length - 1] ?? ''} ${rows[j] ?? ''}`;
      j += 1;
    }
    if (run.length >= 2 && !run.some((field) => /\?["'”’)]*$/.test(field))) {
      pieces.push({ items: run });
      found = true;
      i = j;
      continue;
    }
    const last = pieces.at(-1);
    const line = rows[i] ?? '';
    if (last && 'lines' in last) last.lines.push(line);
    else pieces.push({ lines: [line] });
    i += 1;
  }
  return found ? pieces : null;
}

/** The kind of a line's list mark: a number ("1.", "2)"), a step ("Step 3:"), a letter ("a)") or a bullet. Pure. */
function markKind(line: string): 'number' | 'step' | 'letter' | 'bullet' {
  const text = line.trim();
  if (/^\d/.test(text)) return 'number';
  if (/^[Ss]tep\s/.test(text)) return 'step';
  if (/^\(?[a-z]\)/.test(text)) return 'letter';
  return 'bullet';
}

/** Lines of running text (a lead-in, a heading line before the list) or the list's items. */
export type ListPiece = { lines: string[] } | { items: string[] };

/**
 * The lines of one block of text as running text and list items, or null when fewer than two of its lines
 * carry a list mark and no two follow each other as field lines (fieldPieces). Items keep their order; an unmarked line after an item is the rest of that item. Pure.
 */
export function listPieces(lines: string[]): ListPiece[] | null {
  const rows = lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l !== '');
  const marked = rows.map(markedItem);
  // a numbered heading over items of another mark ("1. SAFETY" over "- Always keep…") heads them, no item itself
  const firstMarked = marked.findIndex((m) => m !== null);
  const kinds = rows.map((row, k) => (marked[k] === null ? null : markKind(row)));
  const heading = rows[firstMarked];
  if (heading !== undefined && kinds[firstMarked] === 'number' && headingShape(heading) !== null && kinds.slice(firstMarked + 1).some((k) => k !== null) && kinds.slice(firstMarked + 1).every((k) => k === null || k !== 'number')) marked[firstMarked] = null;
  if (marked.filter((m) => m !== null).length < 2) return fieldPieces(rows);
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
