// Charts written as plain lines (extract.ts): a text file's block of lines whose cells are set apart by runs of
// spaces, a tab or dot leaders, every line with the same number of cells ("Fabric      Needle size     Thread" over
// "Denim, canvas   100/16 to 110/18   heavy-duty"), or a price list ("Haircut ........ £12"), is a table: each line
// one row, read with its column names where the first line is a header, never one run of words ("Fabric Needle size
// Thread Silk, chiffon 60/8…") that no question about one row can find. The first line is the header when it holds
// no figure while the lines under it do, or when no line holds one; a block whose every line holds a figure has no
// header (a price list; a column of sums of money in every row is then named its prices). Cells are short (a value, not a sentence); a block of running text, a list or a single
// line is no chart. Owns that reading. Pure.

/** Cells of a chart line: runs of two or more spaces, a tab, or dot leaders ("Haircut ....... £12") part them. */
const CELL_GAP = /\s*\.{3,}\s*|\s*…+\s*|\t+\s*|\s{2,}/;

/** A cell is a value, not a sentence. */
const MAX_CELL_WORDS = 8;
const MAX_CELL_CHARS = 60;

/** A list mark or a Markdown mark opening a line: such lines are items or markup, not chart rows. */
const NOT_A_ROW = /^(?:[-*•–·▪#>|]|\d{1,2}[.)]\s)/u;

/** The cells of one line, or null when it parts into fewer than two or any cell is not a short value. Pure. */
export function chartCells(line: string): string[] | null {
  const trimmed = line.trim();
  if (trimmed === '' || NOT_A_ROW.test(trimmed)) return null;
  const cells = trimmed.split(CELL_GAP).map((c) => c.trim());
  if (cells.length < 2 || cells.some((c) => c === '')) return null;
  if (cells.some((c) => c.length > MAX_CELL_CHARS || c.split(/\s+/).length > MAX_CELL_WORDS)) return null;
  // a cell that ends a sentence and goes on is running text ("It works.  Then…"), not a value
  if (cells.slice(0, -1).some((c, i) => /[.!?]$/.test(c) && /^\p{Lu}/u.test(cells[i + 1] ?? '') && c.split(/\s+/).length >= 2)) return null;
  return cells;
}

const FIGURE = /\d/;
/** A sum of money: a currency sign before its figure, or a currency word after it. */
const MONEY = /^(?:[£$€¥]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:euros?|dollars?|pounds?|p))$/i;

export interface Chart {
  /** Column names from the header line; empty when the chart has none. */
  header: string[];
  rows: string[][];
}

/**
 * A block of lines as a chart, or null: every line parts into the same number of short cells (two or more), with at
 * least two rows under a header or three rows without one. Pure.
 */
export function chartOf(lines: string[]): Chart | null {
  const kept = lines.map((l) => l.trim()).filter((l) => l !== '');
  if (kept.length < 3) return null;
  const cells = kept.map(chartCells);
  if (cells.some((c) => c === null)) return null;
  const all = cells as string[][];
  const width = all[0]?.length ?? 0;
  if (!all.every((c) => c.length === width)) return null;
  const [first = [], ...rest] = all;
  const firstHasFigure = first.some((c) => FIGURE.test(c));
  const restHaveFigures = rest.some((row) => row.some((c) => FIGURE.test(c)));
  if (!firstHasFigure) return { header: first, rows: rest };
  // every line holds a figure: no header (a price list), and a figure in each row is what makes it a chart
  if (!restHaveFigures || !all.every((row) => row.slice(1).some((c) => FIGURE.test(c)))) return null;
  // (a column of sums of money in every row, a price list's, is its prices: named so, it is found as one)
  const header = first.map((_, i) => (i > 0 && all.every((row) => MONEY.test(row[i] ?? '')) ? 'price' : ''));
  return { header: header.some((h) => h !== '') ? header : [], rows: all };
}
