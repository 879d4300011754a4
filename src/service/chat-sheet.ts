// A table asked of a spreadsheet source ("Can you lay out the 2025 Ashweir counts month by month in a table?"): the
// source's own rows that the request's values keep (a year of ISO months, a site; table-filter.ts rowFilter), in the
// source's order and columns, not the answer's sentences searched for "counts" written before a noun (a row says
// "glass eels 16880"). Rows that sum the others ("2025 total") are left out unless totals are asked. Owns choosing
// those rows and writing the Markdown table. Pure but for the lexicon.
import type { TableCell } from './passage';
import { rowFilter } from './table-filter';
import { isAggregateLabel } from './table-rows';
import { columnPhrase } from './table-extreme';

export interface SheetRow {
  cells: TableCell[];
  citation: number;
}

/**
 * The Markdown lines of the table of the rows a request keeps (header, separator, one line per row, each ending with
 * its citation), or null when the request keeps no fewer than all rows of the table or fewer than two. Pure but for the lexicon.
 */
export function sheetTable(rows: SheetRow[], request: string, totalsAsked: boolean): { lines: string[]; citations: number[][] } | null {
  if (rows.length < 2) return null;
  const filter = rowFilter(rows.map((r) => r.cells), request);
  const kept = rows.filter((r, i) => filter.keep[i] && (totalsAsked || !isAggregateLabel(r.cells[0]?.value ?? '')));
  if (kept.length < 2 || kept.length === rows.length || filter.named.length === 0) return null;
  // the columns in the table's order, those with a value in some kept row
  const names = [...new Set(kept.flatMap((r) => r.cells.map((c) => c.name)))].filter((n) => kept.some((r) => (r.cells.find((c) => c.name === n)?.value ?? '').trim() !== ''));
  const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
  const lines = [`| ${names.map((n) => cell(columnPhrase(n))).join(' | ')} | Source |`, `|${names.map(() => '---|').join('')}---|`];
  const citations: number[][] = [[], []];
  for (const r of kept) {
    lines.push(`| ${names.map((n) => cell(r.cells.find((c) => c.name === n)?.value ?? '')).join(' | ')} | [${r.citation}] |`);
    citations.push([r.citation]);
  }
  return { lines, citations };
}
