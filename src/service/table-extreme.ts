// The answer to a superlative asked of a table ("In which month were the most badgers recorded?", "Which
// rope is the lightest?"; used by compose.ts): the row at the end of the asked column's figures named in
// the lead, with the others after it in the column's order, not the file's: "The month with the highest
// badger is 2024-05 (34), then 2024-10 (33), … ; the lowest is 2024-01 (14)." The column is the one
// table-rows.ts askedColumn finds (named, by the quality's noun or family, or by a declared scale). Pure
// but for the lexicon.
import type { TableCell } from './passage';
import { AGGREGATE, cellFigure, extremeOrder, namedRowWeights, superlativeEnd } from './table-rows';

/** How many rows after the extreme one the sentence lists before giving the other end. */
const LISTED = 4;

/** A column's name as a phrase inside a sentence: underscores as spaces, a capital dropped unless the word is all capitals ("Weight (g/m)" → "weight (g/m)", "camera_hours" → "camera hours"). */
export function columnPhrase(name: string): string {
  const spaced = name.replace(/_/g, ' ').trim();
  const first = spaced.split(/\s+/)[0] ?? '';
  return /^[A-Z][a-z]/.test(first) ? spaced.charAt(0).toLowerCase() + spaced.slice(1) : spaced;
}

/**
 * The sentence naming the extreme row and the others in order (`rows`: the table's rows, each its cells with
 * the label first; `order`: row indexes, the extreme first). The label column's name says what a row is
 * ("The month with…", "The rope with…"); without one, "The row with…". Pure.
 */
export function extremeSentence(rows: TableCell[][], column: string, end: 'high' | 'low', order: number[]): string {
  const cell = (i: number, name: string): string => rows[i]?.find((c) => c.name === name)?.value.trim() ?? '';
  const label = (i: number): string => rows[i]?.[0]?.value.trim() ?? '';
  const item = (i: number): string => `${label(i)} (${cell(i, column)})`;
  const kind = columnPhrase(rows[0]?.[0]?.name ?? '') || 'row';
  const [top, ...rest] = order;
  if (top === undefined) return '';
  const listed = rest.slice(0, LISTED);
  const last = rest.length > LISTED ? rest.at(-1) : undefined;
  const then = listed.length === 0 ? '' : listed.length === 1 ? `, then ${item(listed[0] as number)}` : `, then ${listed.slice(0, -1).map(item).join(', ')} and ${item(listed.at(-1) as number)}`;
  const other = last === undefined ? '' : `; the ${end === 'high' ? 'lowest' : 'highest'} is ${item(last)}`;
  const head = `The ${kind} with the ${end === 'high' ? 'highest' : 'lowest'} ${columnPhrase(column)} is ${item(top)}`;
  return `${head.charAt(0).toUpperCase()}${head.slice(1)}${then}${other}.`;
}

/**
 * The superlative's answer from the tables among the units (a table: the rows of one document with the same
 * column names), from the table whose best row scores highest: its sentence and its rows in the column's order
 * (the extreme first); null when no table's column holds what the superlative asks for. Pure but for the lexicon.
 */
export function extremeInTables<T extends { cells?: TableCell[]; table?: number; documentId: string; score: number }>(units: T[], terms: string[], query: string): { sentence: string; rows: T[] } | null {
  const tables = new Map<string, T[]>();
  for (const unit of units) {
    if (!unit.cells || unit.table === undefined || unit.score <= 0) continue;
    const key = `${unit.documentId}\u0000${unit.cells.map((c) => c.name).join('\u0000')}`;
    tables.set(key, [...(tables.get(key) ?? []), unit]);
  }
  const found = [...tables.values()]
    .filter((rows) => rows.length >= 2)
    .map((rows) => ({ rows, asked: extremeOrder(rows.map((r) => r.cells ?? []), terms, query), best: Math.max(...rows.map((r) => r.score)) }))
    .filter((x): x is { rows: T[]; asked: NonNullable<ReturnType<typeof extremeOrder>>; best: number } => x.asked !== null && x.asked.order.length >= 2)
    .sort((a, b) => b.best - a.best)[0];
  if (found) {
    const cells = found.rows.map((r) => r.cells ?? []);
    return { sentence: extremeSentence(cells, found.asked.column, found.asked.end, found.asked.order), rows: found.asked.order.map((i) => found.rows[i] as T) };
  }
  // the rows' own labels: a table whose one row the question names ("badgers" for the Badger row of a species-by-month
  // table) answers the superlative across that row's columns
  const across = [...tables.values()]
    .filter((rows) => rows.length >= 2)
    .map((rows) => ({ rows, weights: namedRowWeights(rows.map((r) => r.cells ?? []), query), best: Math.max(...rows.map((r) => r.score)) }))
    .map((x) => ({ ...x, named: x.weights.flatMap((w, i) => (w > 1 ? [i] : [])) }))
    .filter((x) => x.named.length === 1)
    .sort((a, b) => b.best - a.best)[0];
  const row = across ? across.rows[across.named[0] as number] : undefined;
  const sentence = row?.cells ? acrossRowSentence(row.cells, query) : null;
  if (row && sentence) return { sentence, rows: [row] };
  // no column named and no row: a superlative of the whole row ("Which species was recorded most often?") reads its total column
  const end = superlativeEnd(query);
  const totalled = end
    ? [...tables.values()]
        .filter((rows) => rows.length >= 2)
        .map((rows) => ({ rows, column: (rows[0]?.cells ?? []).slice(1).find((c) => /^(?:totals?|sum|all)\b/i.test(c.name.trim()))?.name, best: Math.max(...rows.map((r) => r.score)) }))
        .filter((x): x is { rows: T[]; column: string; best: number } => x.column !== undefined)
        .sort((a, b) => b.best - a.best)[0]
    : undefined;
  if (!totalled || !end) return null;
  const cells = totalled.rows.map((r) => r.cells ?? []);
  const order = cells
    .map((c, i) => ({ i, f: AGGREGATE.test(c[0]?.value.trim() ?? '') ? null : cellFigure(c.find((x) => x.name === totalled.column)?.value ?? '') }))
    .filter((x): x is { i: number; f: number } => x.f !== null)
    .sort((a, b) => (end === 'high' ? b.f - a.f : a.f - b.f) || a.i - b.i)
    .map((x) => x.i);
  return order.length >= 2 ? { sentence: extremeSentence(cells, totalled.column, end, order), rows: order.map((i) => totalled.rows[i] as T) } : null;
}

/**
 * The superlative read across one row's columns (the row the question names): "For Badger, the highest is Mar (27),
 * then Feb (19) and Jan (14)." Columns whose name sums or averages the others ("Total", "Mean") are left out; null
 * with no superlative or fewer than three figures. Pure but for the lexicon.
 */
export function acrossRowSentence(cells: TableCell[], query: string): string | null {
  const end = superlativeEnd(query);
  if (!end) return null;
  const figures = cells
    .slice(1)
    .filter((c) => !AGGREGATE.test(c.name.trim()))
    .map((c) => ({ name: c.name.replace(/_/g, ' ').trim(), value: c.value.trim(), figure: cellFigure(c.value) }))
    .filter((c): c is { name: string; value: string; figure: number } => c.figure !== null);
  if (figures.length < 3) return null;
  const order = [...figures].sort((a, b) => (end === 'high' ? b.figure - a.figure : a.figure - b.figure));
  const item = (c: { name: string; value: string }): string => `${c.name} (${c.value})`;
  const [top, ...rest] = order;
  if (!top) return null;
  const listed = rest.slice(0, LISTED);
  const last = rest.length > LISTED ? rest.at(-1) : undefined;
  const then = listed.length === 1 ? `, then ${item(listed[0] as { name: string; value: string })}` : `, then ${listed.slice(0, -1).map(item).join(', ')} and ${item(listed.at(-1) as { name: string; value: string })}`;
  const other = last ? `; the ${end === 'high' ? 'lowest' : 'highest'} is ${item(last)}` : '';
  return `For ${cells[0]?.value.trim() ?? 'this row'}, the ${end === 'high' ? 'highest' : 'lowest'} is ${item(top)}${then}${other}.`;
}
