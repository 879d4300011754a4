// The answer to a superlative asked of a table ("In which month were the most badgers recorded?", "Which
// rope is the lightest?"; used by compose.ts): the row at the end of the asked column's figures named first in
// the lead, the others after it in the column's order, not the file's, in the table's own words (its column's
// name, row labels and values): "Badger: 2024-05 (34) > 2024-10 (33) > … > 2024-01 (14)." The column is the one
// table-rows.ts askedColumn finds (named, by the quality's noun or family, or by a declared scale). Pure
// but for the lexicon.
import { oneUnit } from './table-units';
import type { TableCell } from './passage';
import { isAggregateLabel, cellFigure, extremeOrder, namedRowWeights, orderByFigure, superlativeEnd } from './table-rows';
import type { RowFilter } from './table-filter';

/** How many rows after the extreme one the sentence lists before giving the other end. */
const LISTED = 4;

/** A column's name as a phrase inside a sentence: underscores as spaces, a capital dropped unless the word is all capitals ("Weight (g/m)" → "weight (g/m)", "camera_hours" → "camera hours"). */
export function columnPhrase(name: string): string {
  const spaced = name.replace(/_/g, ' ').trim();
  const first = spaced.split(/\s+/)[0] ?? '';
  return /^[A-Z][a-z]/.test(first) ? spaced.charAt(0).toLowerCase() + spaced.slice(1) : spaced;
}

/**
 * Items in a superlative's order as a chain the reader reads either way, in the table's own words: "A (810) >
 * B (455) > C (340)" from the highest, "A (19) < B (23)" from the lowest; after LISTED + 1 items, "… >" and the
 * other end. Pure.
 */
function ordered(items: string[], end: 'high' | 'low'): string {
  const sign = end === 'high' ? ' > ' : ' < ';
  const shown = items.length > LISTED + 2 ? [...items.slice(0, LISTED + 1), '…', items.at(-1) ?? ''] : items;
  return shown.join(sign);
}

/** "For founder Mears, " for the values a filter kept (table-filter.ts); "" with none. Pure. */
function keptBy(named: RowFilter['named']): string {
  return named.length === 0 ? '' : `For ${named.map((n) => `${columnPhrase(n.column)} ${n.value}`).join(' and ')}, `;
}

/**
 * The sentence ranking the rows by the asked column in the table's own words, the extreme first (`rows`: the
 * table's rows, each its cells with the label first; `order`: row indexes, the extreme first; `named`: the values
 * the question kept the rows by): "Weight (kg): Petrel (19) < Tern (23) < Skua (26) < Fulmar (27)." Pure.
 */
export function extremeSentence(rows: TableCell[][], column: string, end: 'high' | 'low', order: number[], named: RowFilter['named'] = []): string {
  const cell = (i: number, name: string): string => rows[i]?.find((c) => c.name === name)?.value.trim() ?? '';
  const label = (i: number): string => rows[i]?.[0]?.value.trim() ?? '';
  // a label said by more than one ranked row ("Hollin Wood" in 2024 and 2025) is told apart by the first other
  // column whose values, with the label, name each ranked row once: "Hollin Wood, 2025 (18)"
  const unique = (key: (i: number) => string): boolean => new Set(order.map(key)).size === order.length;
  const apart = unique(label) ? undefined : (rows[0] ?? []).slice(1).map((c) => c.name).find((name) => name !== column && unique((i) => `${label(i)}\u0000${cell(i, name)}`));
  const item = (i: number): string => `${label(i)}${apart ? `, ${cell(i, apart)}` : ''} (${cell(i, column)})`;
  if (order.length === 0) return '';
  const only = order.length === 1 && named.length > 0 ? ', the only row' : '';
  // (a column with no name, a price list's: its chain alone)
  const head = `${keptBy(named)}${column.trim() === '' ? '' : `${columnPhrase(column)}: `}${ordered(order.map(item), end)}${only}`;
  return `${head.charAt(0).toUpperCase()}${head.slice(1)}.`;
}

/**
 * The sentence saying the table has no row for a value the question names (a year or a month no row of that
 * column has), with the values it has: "No row is for 1998 (cast: 1887, 1702, 1923 and 1654)." Pure.
 */
export function missingSentence(missing: RowFilter['missing']): string {
  const said = missing.map((m) => {
    const has = m.has.length <= 6 ? `${m.has.slice(0, -1).join(', ')}${m.has.length > 1 ? ' and ' : ''}${m.has.at(-1) ?? ''}` : `${m.has[0] ?? ''} to ${m.has.at(-1) ?? ''}`;
    return `No row is for ${m.value} (${columnPhrase(m.column)}: ${has})`;
  });
  return `${said.join('; ')}.`;
}

/** One table among the units: the rows of one document with the same column names, and its best row's score. */
/**
 * The rows of each table among some units: rows of one document whose column names are the same, or one row's a part
 * of the other's (a row whose empty cells are left out, "notes" blank, is still of the same table; two tables of one
 * document with other columns stay apart). In the units' order. Pure.
 */
export function tableGroups<T extends { cells?: TableCell[]; documentId: string }>(units: T[]): T[][] {
  const groups: { documentId: string; names: Set<string>; rows: T[] }[] = [];
  for (const unit of units) {
    if (!unit.cells) continue;
    const names = new Set(unit.cells.map((c) => c.name));
    const first = unit.cells[0]?.name;
    const within = (a: Set<string>, b: Set<string>): boolean => [...a].every((n) => b.has(n));
    const group = groups.find((g) => g.documentId === unit.documentId && g.rows[0]?.cells?.[0]?.name === first && (within(names, g.names) || within(g.names, names)));
    if (group) {
      for (const n of names) group.names.add(n);
      group.rows.push(unit);
    } else groups.push({ documentId: unit.documentId, names, rows: [unit] });
  }
  return groups.map((g) => g.rows);
}

function tablesOf<T extends { cells?: TableCell[]; table?: number; documentId: string; score: number }>(units: T[]): { rows: T[]; cells: TableCell[][]; best: number }[] {
  // (every row of a table, whatever its own score: the superlative ranks them all, "the most in 2025" among rows
  // that share no word with the question; a table counts when one of its rows scores)
  return tableGroups(units.filter((u) => u.table !== undefined))
    .filter((rows) => rows.length >= 2 && rows.some((r) => r.score > 0))
    .map((rows) => ({ rows, cells: rows.map((r) => r.cells ?? []), best: Math.max(...rows.map((r) => r.score)) }))
    .sort((a, b) => b.best - a.best);
}

/**
 * The superlative's answer from the tables among the units, from the table whose best row scores highest: its
 * sentence, its rows in the column's order (the extreme first) and the row whose document the sentence cites;
 * the rows the question's named values leave out are not ranked ("in 2025"), and a year or month the question
 * names that no row has is said instead of a ranking (no rows then). null when no table's column holds what the
 * superlative asks for. Pure but for the lexicon.
 */
export function extremeInTables<T extends { cells?: TableCell[]; table?: number; documentId: string; score: number }>(units: T[], terms: string[], query: string): { sentence: string; rows: T[]; cite: T } | null {
  const tables = tablesOf(units);
  const found = tables
    .map((t) => ({ ...t, asked: extremeOrder(t.cells, terms, query) }))
    .find((t) => t.asked !== null && (t.asked.filter.missing.length > 0 || t.asked.order.length >= (t.asked.filter.named.length > 0 ? 1 : 2)));
  if (found?.asked) {
    const { asked } = found;
    if (asked.filter.missing.length > 0) return { sentence: missingSentence(asked.filter.missing), rows: [], cite: found.rows[0] as T };
    const rows = asked.order.map((i) => found.rows[i] as T);
    return { sentence: extremeSentence(found.cells, asked.column, asked.end, asked.order, asked.filter.named), rows, cite: rows[0] as T };
  }
  // the rows' own labels: a table whose one row the question names ("badgers" for the Badger row of a species-by-month
  // table) answers the superlative across that row's columns
  const across = tables.map((t) => ({ ...t, named: namedRowWeights(t.cells, query).flatMap((w, i) => (w > 1 ? [i] : [])) })).find((t) => t.named.length === 1);
  const row = across ? across.rows[across.named[0] as number] : undefined;
  const sentence = row?.cells ? acrossRowSentence(row.cells, query) : null;
  if (row && sentence) return { sentence, rows: [row], cite: row };
  // no column named and no row: a superlative of the whole row ("Which species was recorded most often?") reads its total column
  const end = superlativeEnd(query);
  if (!end) return null;
  const totalled = tables.map((t) => ({ ...t, column: (t.cells[0] ?? []).slice(1).find((c) => /^(?:totals?|sum|all)\b/i.test(c.name.trim()))?.name })).find((t) => t.column !== undefined);
  if (!totalled?.column) return null;
  const column = totalled.column;
  const order = orderByFigure(totalled.cells.map((c) => (isAggregateLabel(c[0]?.value ?? '') ? null : cellFigure(c.find((x) => x.name === column)?.value ?? ''))), end);
  if (order.length < 2 || !oneUnit(order.map((i) => totalled.cells[i]?.find((x) => x.name === column)?.value ?? ''))) return null;
  const rows = order.map((i) => totalled.rows[i] as T);
  return { sentence: extremeSentence(totalled.cells, column, end, order), rows, cite: rows[0] as T };
}

/**
 * The superlative read across one row's columns (the row the question names): "Badger: Mar (27) > Feb (19) >
 * Jan (14)." Columns whose name sums or averages the others ("Total", "Mean") are left out; null
 * with no superlative or fewer than three figures. Pure but for the lexicon.
 */
export function acrossRowSentence(cells: TableCell[], query: string): string | null {
  const end = superlativeEnd(query);
  if (!end) return null;
  const figures = cells
    .slice(1)
    .filter((c) => !isAggregateLabel(c.name))
    .map((c) => ({ item: `${c.name.replace(/_/g, ' ').trim()} (${c.value.trim()})`, figure: cellFigure(c.value) }))
    .filter((c): c is { item: string; figure: number } => c.figure !== null);
  if (figures.length < 3 || !oneUnit(cells.slice(1).filter((c) => !isAggregateLabel(c.name) && cellFigure(c.value) !== null).map((c) => c.value))) return null;
  const order = orderByFigure(figures.map((c) => c.figure), end);
  return `${cells[0]?.value.trim() ?? 'This row'}: ${ordered(order.map((i) => figures[i]?.item ?? ''), end)}.`;
}
