// Large Markdown tables, read apart from the rest of a text: a pipe table of more than LARGE_TABLE_ROWS rows (a
// 400 × 31 data table pasted into a note or uploaded as Markdown) took the GFM parser seconds (micromark reads such a
// table at a few tens of KB a second) and then put every one of its 12,400 cells into the page. Such a table is cut out
// of the text here, its cells read with a plain splitter, and shown windowed (components/LargeTable.tsx); the text
// around it and every smaller table go through the Markdown renderer as before. Pure; table-tested.

/** Tables with more body rows than this are read and shown as large ones. */
export const LARGE_TABLE_ROWS = 60;

export type Align = 'left' | 'center' | 'right' | null;

export interface LargeTable {
  header: string[];
  align: Align[];
  rows: string[][];
}

export type TextPart = { kind: 'markdown'; text: string } | { kind: 'table'; table: LargeTable };

/** A table row's cells: split at pipes that are not escaped (\|) and not inside `code`; the outer pipes dropped; \| read as |. */
export function tableCells(line: string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  // (most rows have neither an escaped pipe nor code: split at once)
  if (!text.includes('\\') && !text.includes('`')) return text.split('|').map((cell) => cell.trim());
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && text[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '`') {
      inCode = !inCode;
      cell += c;
    } else if (c === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/** The delimiter row's alignments ("| :--- | :-: | --: |"), or null when the line is no delimiter row. */
export function delimiterRow(line: string): Align[] | null {
  if (!line.includes('-')) return null;
  const cells = tableCells(line);
  if (cells.length === 0 || !cells.every((c) => /^:?-+:?$/.test(c))) return null;
  return cells.map((c) => (c.startsWith(':') && c.endsWith(':') ? 'center' : c.endsWith(':') ? 'right' : c.startsWith(':') ? 'left' : null));
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * The text cut at its large tables: Markdown parts and the tables between them, in order. A table is a header line
 * with a pipe, a delimiter row with as many cells, and the lines after it that hold a pipe; inside a fenced code block
 * nothing is a table. Rows are padded or cut to the header's width (as GFM does). A text without a large table is one
 * Markdown part, unchanged.
 */
export function splitLargeTables(text: string, minRows = LARGE_TABLE_ROWS): TextPart[] {
  const lines = text.split('\n');
  const parts: TextPart[] = [];
  let from = 0;
  let fence: string | null = null;
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i] ?? '';
    const opened = FENCE.exec(line)?.[1];
    if (fence) {
      if (opened && opened[0] === fence[0] && opened.length >= fence.length && line.trim() === opened) fence = null;
      continue;
    }
    if (opened) {
      fence = opened;
      continue;
    }
    if (!line.includes('|')) continue;
    const align = delimiterRow(lines[i + 1] ?? '');
    const header = tableCells(line);
    if (!align || align.length !== header.length) continue;
    let end = i + 2;
    while (end < lines.length && (lines[end] ?? '').includes('|') && (lines[end] ?? '').trim() !== '') end++;
    if (end - (i + 2) <= minRows) {
      i = end - 1;
      continue;
    }
    const rows = lines.slice(i + 2, end).map((row) => {
      const cells = tableCells(row).slice(0, header.length);
      while (cells.length < header.length) cells.push('');
      return cells;
    });
    if (i > from) parts.push({ kind: 'markdown', text: lines.slice(from, i).join('\n') });
    parts.push({ kind: 'table', table: { header, align, rows } });
    from = end;
    i = end - 1;
  }
  if (parts.length === 0) return [{ kind: 'markdown', text }];
  if (from < lines.length) parts.push({ kind: 'markdown', text: lines.slice(from).join('\n') });
  return parts;
}
