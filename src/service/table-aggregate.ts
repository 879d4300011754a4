// A total or an average asked of a table's column ("What was the average loss across the sites?", "How many
// colonies were lost in total?"; used by compose.ts, and research.ts reads the whole table for it): the figure
// computed from the table's own numbers, in the column's one unit, with the rows it came from: "Losses, averaged
// over the table's 4 rows: 2.25 (Northgate 3, Riverside 1, Hill Farm 5, Old Orchard 0)." A row that sums or averages
// the others ("Total", "All sites") is no row of its own, and the rows a question's named values leave out ("in
// 2025") are not counted (table-filter.ts). Where the figure cannot be computed the sentence says so and why, naming
// what stops it: a row with no figure or a range, figures in more than one unit. The column is the one the question
// names (its words, or a word a column header says in other words: column-words.ts). Owns reading the operation asked,
// choosing that column and writing the sentence. Pure but for the lexicon and vectors.
import { rowCells, type TableCell } from './passage';
import { columnSays, headerWords, verbColumn } from './column-words';
import { cellUnit } from './table-units';
import { AGGREGATE, cellFigure, compoundDuration } from './table-rows';
import { wordSimilarity } from './embeddings';
import { lemmaOf } from './lemmas';
import { wordClass } from './paraphrase';
import { rowFilter } from './table-filter';
import { columnPhrase, missingSentence, tableGroups } from './table-extreme';
import { isTotalWord } from './total-words';
import { isStopWord, stem, words } from './text';

export type Aggregate = 'total' | 'average';

/** A row that sums or averages the others: "Total", "All sites", "Mean", "2025 total" (never "Full service": table-rows.ts's wider reading takes modifiers near "total"). Pure. */
function sumsRows(label: string): boolean {
  return AGGREGATE.test(label.trim()) || /\b(?:totals?|sum)\b/i.test(label);
}

/** How many rows the sentence names before "and N more". */
const NAMED_ROWS = 8;

/**
 * The operation a question asks of a column: "average", "mean" (as a noun: "the mean", "mean of") or "on average" →
 * average; a word of the total family ("total", "sum", "overall", "combined"; total-words.ts) or "in all" /
 * "altogether" → total; null with neither. Pure but for the lexicon and vectors.
 */
export function aggregateAsked(query: string): Aggregate | null {
  const known = asked.get(query);
  if (known !== undefined) return known;
  const op = operationOf(query);
  if (asked.size > 500) asked.clear();
  asked.set(query, op);
  return op;
}

/** aggregateAsked's readings, by question (coverage reads it for every word of every source). */
const asked = new Map<string, Aggregate | null>();

function operationOf(query: string): Aggregate | null {
  const q = query.toLowerCase();
  if (/\baverages?\b|\baveraged?\b|\bthe\s+mean\b|\bmean\s+(?:of|number|figure|value)\b/.test(q)) return 'average';
  if (/\bin\s+all\b|\baltogether\b|\ball\s+together\b|\badd(?:ed)?\s+up\b|\badd\s+(?:them|those|these|it)\s+up\b|\bacross\s+(?:all|every)\b/.test(q)) return 'total';
  return words(query).some((w) => isTotalWord(w)) ? 'total' : null;
}

/** Is a word of the question the operation it asks ("total" in "the total raised", "average" in "the average loss")? Pure but for the lexicon and vectors. */
export function operationWord(word: string, query: string): boolean {
  const op = aggregateAsked(query);
  if (!op) return false;
  return op === 'average' ? /^(?:average|averages|averaged|mean)$/i.test(word) : isTotalWord(word) || /^(?:altogether|all)$/i.test(word);
}

/** Header words that name a unit, not what is measured ("loss_percent": loss, in percent). */
const UNIT_WORD = /^(?:percent|percentage|pct|per|rate)$/;
/** The least GloVe similarity of a question word to a header word that says it ("lost" → loss). */
const SAYS = 0.5;
/** Columns this close to the best are asked alike, and each is computed. */
const TIE = 0.02;

/** How much of a column's name the question says: each of its words (units aside) by the question word that says it best, exactly or in its family (1), else by GloVe similarity (at least SAYS); the mean, and how many words are said. Pure but for the lexicon and vectors. */
export function columnNamedBy(name: string, own: string[]): { score: number; said: number } {
  const asked = new Set(own.map((w) => stem(w)));
  // (a unit word counts only where the question says it: "the average loss percent")
  const header = headerWords(name).words.filter((w) => !UNIT_WORD.test(w) || asked.has(stem(w)));
  if (header.length === 0) return { score: 0, said: 0 };
  const best = header.map((h) =>
    Math.max(
      0,
      ...own.map((t) => {
        if (stem(t) === stem(h) || columnSays(t, h) >= 1) return 1;
        // (in other words only for a verb or an adjective, "lost" for loss: GloVe puts nouns of one field close, "number" and "time")
        if (wordClass(lemmaOf(t.toLowerCase())) === 'noun') return 0;
        const sim = wordSimilarity(lemmaOf(t.toLowerCase()), lemmaOf(h)) ?? 0;
        return sim >= SAYS ? sim : 0;
      }),
    ),
  );
  return { score: best.reduce((a, b) => a + b, 0) / header.length, said: best.filter((b) => b >= 1).length };
}

/** A column of percentages: its name or its cells say so. Pure. */
function isPercentColumn(rows: TableCell[][], name: string): boolean {
  return /percent|%|\bpct\b/i.test(name) || rows.every((r) => { const v = r.find((c) => c.name === name)?.value ?? ''; return v === '' || cellUnit(v) === 'percent'; });
}

/**
 * The columns the question asks the operation of, among columns holding figures: the one whose name it says best
 * (columnNamedBy), or those it says alike ("the average loss" over "losses" and "loss_percent": both); never a
 * column of percentages for a total (percentages of different wholes do not add up). Empty when it names none. Pure
 * but for the lexicon and vectors.
 */
export function aggregateColumns(rows: TableCell[][], query: string, op: Aggregate = 'average'): string[] {
  const first = rows[0];
  if (!first) return [];
  const own = words(query).filter((w) => !isStopWord(w) && !isTotalWord(w) && !/^(?:average|averages|averaged|mean|many|much|total)$/i.test(w));
  const figured = first.slice(1).filter((cell) => rows.filter((r) => /\d/.test(r.find((c) => c.name === cell.name)?.value ?? '')).length >= 2);
  const scored = figured
    .filter((cell) => op !== 'total' || !isPercentColumn(rows, cell.name))
    .map((cell) => ({ name: cell.name, ...columnNamedBy(cell.name, own) }))
    .filter((c) => c.score >= SAYS)
    .sort((a, b) => b.score - a.score || b.said - a.said);
  // (a verb that names a column by its root outranks the noun it counts: "How many colonies were LOST": losses; column-words.ts)
  const byVerb = verbColumn(figured.map((c) => c.name), query);
  if (byVerb) return [byVerb];
  const top = scored[0];
  if (!top) return [];
  return scored.filter((c) => top.score - c.score <= TIE && c.said === top.said).slice(0, 2).map((c) => c.name);
}

/** The one column the question names (the first of aggregateColumns), or null. Pure but for the lexicon and vectors. */
export function aggregateColumn(rows: TableCell[][], query: string, op: Aggregate = 'average'): string | null {
  return aggregateColumns(rows, query, op)[0] ?? null;
}

/** A cell's single figure: "12", "£4.50", "1,240 kg", "25%"; null for no figure, or a range ("4 to 6"). Pure. */
export function singleFigure(value: string): number | null {
  const v = value.trim();
  if (/\d\s*(?:to|-|–)\s*[£$€¥]?\d/.test(v)) return null;
  // (a duration in two units, "3 h 10 min", is read whole by durationOf, never as its first figure)
  if (compoundDuration(v) !== null) return null;
  const m = /(\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:\.\d+)?)/.exec(v);
  if (!m) return null;
  const n = Number((m[1] ?? '').replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** Minutes as a table writes a duration: "2 h 20 min", "45 min", "30 s" under a minute. Pure. */
export function durationText(minutes: number): string {
  if (minutes < 1) return `${Math.round(minutes * 60)} s`;
  const whole = Math.round(minutes);
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A computed figure written as the column's cells are ("£12.50" → "£84.25"; "25%" → "17.7%"; "2400" → "1,825"). Pure. */
export function asCell(n: number, sample: string): string {
  const rounded = Math.round(n * 100) / 100;
  const number = rounded.toLocaleString('en-GB', { maximumFractionDigits: 2 });
  const m = /^([£$€¥]?)\s*[\d,.]+\s*(%|[\p{L}]{1,12})?$/u.exec(sample.trim());
  if (!m) return number;
  const unit = m[2] ?? '';
  return `${m[1] ?? ''}${number}${unit === '' ? '' : unit === '%' ? '%' : ` ${unit}`}`;
}

/** "A, B and C" (and "and N more" past NAMED_ROWS). Pure. */
function listed(items: string[]): string {
  const shown = items.length > NAMED_ROWS ? [...items.slice(0, NAMED_ROWS), `${items.length - NAMED_ROWS} more`] : items;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
}

export interface AggregateResult {
  /** The sentence that answers: the figure with its rows, or why it cannot be computed. */
  sentence: string;
  /** Indexes of the rows it used (or that stop it). */
  rows: number[];
  computed: boolean;
}

/**
 * The total or average of the asked column over a table's rows (`rows`: each row's cells, its label first), or
 * null when the question names no column of figures. Pure but for the lexicon and vectors.
 */
export function aggregateOf(rows: TableCell[][], query: string, op: Aggregate): AggregateResult | null {
  const results = aggregateColumns(rows, query, op)
    .map((column) => aggregateOfColumn(rows, query, op, column))
    .filter((r): r is AggregateResult => r !== null);
  const [first, second] = results;
  if (!first) return null;
  if (!second) return first;
  return { sentence: `${first.sentence} ${second.sentence}`, rows: [...new Set([...first.rows, ...second.rows])], computed: first.computed || second.computed };
}

/** The total or average of one column over a table's rows, or null with fewer than two rows to count. Pure. */
export function aggregateOfColumn(rows: TableCell[][], query: string, op: Aggregate, column: string): AggregateResult | null {
  const filter = rowFilter(rows, query, [column]);
  if (filter.missing.length > 0) return { sentence: missingSentence(filter.missing), rows: [], computed: false };
  const used = rows.map((r, i) => i).filter((i) => filter.keep[i] && !sumsRows(rows[i]?.[0]?.value ?? ''));
  if (used.length < 2) return null;
  const label = (i: number): string => rows[i]?.[0]?.value.trim() ?? '';
  const value = (i: number): string => rows[i]?.find((c) => c.name === column)?.value.trim() ?? '';
  const name = columnPhrase(column);
  const Name = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const verb = op === 'total' ? 'totalled' : 'averaged';
  const kept = filter.named.some((n) => n.column !== rows[0]?.[0]?.name) ? `, for ${filter.named.filter((n) => n.column !== rows[0]?.[0]?.name).map((n) => `${columnPhrase(n.column)} ${n.value}`).join(' and ')}` : '';
  // (durations, "3 h 10 min" and "95 min", are one unit: read in minutes and written back in hours and minutes)
  const durations = used.every((i) => cellUnit(value(i)) === 'time' && !/\d\s*(?:to|-|–)\s*\d/.test(value(i)));
  if (durations) {
    const minutes = used.map((i) => cellFigure(value(i)) ?? 0);
    const sum = minutes.reduce((a, b) => a + b, 0);
    const result = op === 'total' ? sum : sum / minutes.length;
    return { sentence: `${Name}${kept}: ${durationText(result)} ${op === 'total' ? 'in total' : 'on average'} (${listed(used.map((i) => `${label(i)} ${value(i)}`))}).`, rows: used, computed: true };
  }
  const without = used.filter((i) => singleFigure(value(i)) === null);
  if (without.length > 0) {
    const why = without.map((i) => (value(i) === '' ? `${label(i)} has no figure` : `${label(i)} gives "${value(i)}"`));
    return { sentence: `The ${name} cannot be ${verb} from the table${kept}: ${listed(why)}.`, rows: without, computed: false };
  }
  const units = [...new Set(used.map((i) => cellUnit(value(i))).filter((u): u is string => u !== null))];
  if (units.length > 1) {
    return { sentence: `The ${name} cannot be ${verb} from the table${kept}: its figures are in different units (${listed(used.map((i) => `${label(i)} ${value(i)}`))}).`, rows: used, computed: false };
  }
  const figures = used.map((i) => singleFigure(value(i)) as number);
  const sum = figures.reduce((a, b) => a + b, 0);
  const result = op === 'total' ? sum : sum / figures.length;
  const sample = used.map(value).find((v) => cellUnit(v) !== null) ?? value(used[0] as number);
  const items = used.map((i) => `${label(i)} ${value(i)}`);
  const how = op === 'total' ? 'in total' : 'on average';
  return { sentence: `${Name}${kept}: ${asCell(result, sample)} ${how} (${listed(items)}).`, rows: used, computed: true };
}

/**
 * The total or average a question asks, from the tables among the units (`units`: rows carry their cells; each
 * table's rows are one document's rows of the same columns, table-extreme.ts tableGroups), from the best-scoring
 * table that has the asked column: the sentence, the rows it used and the row its citation goes to. A table whose
 * own row gives the total asked ("Total", "All sites") answers with that row, not a sum of Quire's. null when no
 * operation is asked or no table has the column. Pure but for the lexicon and vectors.
 */
export function aggregateInTables<T extends { cells?: TableCell[]; table?: number; documentId: string; score: number }>(units: T[], query: string): { sentence: string; rows: T[]; cite: T; computed: boolean } | null {
  const op = aggregateAsked(query);
  if (!op) return null;
  const tables = tableGroups(units.filter((u) => u.table !== undefined))
    .filter((rows) => rows.length >= 2 && rows.some((r) => r.score > 0))
    .sort((a, b) => Math.max(...b.map((r) => r.score)) - Math.max(...a.map((r) => r.score)));
  for (const rows of tables) {
    const cells = rows.map((r) => r.cells ?? []);
    const result = aggregateOf(cells, query, op);
    if (!result) continue;
    const column = aggregateColumn(cells, query, op);
    // the table's own total row for a total asked: the source says it, nothing is computed
    const own = op === 'total' ? cells.findIndex((c) => sumsRows(c[0]?.value ?? '') && singleFigure(c.find((x) => x.name === column)?.value ?? '') !== null) : -1;
    if (own >= 0) return null;
    const used = result.rows.map((i) => rows[i] as T);
    return { sentence: result.sentence, rows: used, cite: used[0] ?? (rows[0] as T), computed: result.computed };
  }
  return null;
}

/**
 * Does a source's text give the total or average a question asks by its table's figures: its rows (the "| Column:
 * cell |" lines of the table first met, extract.ts) hold the asked column, for at least two rows the question keeps,
 * every one with a figure of one unit? ("the long-term June average" over one June row does not: nothing to
 * average.) Pure but for the lexicon and vectors.
 */
export function computedFrom(text: string, query: string): boolean {
  const op = aggregateAsked(query);
  if (!op) return false;
  const rows = text.split('\n').filter((l) => /^\|[^|\n]*: /.test(l.trim())).map((l) => rowCells(l.trim()));
  const first = rows[0]?.[0]?.name;
  const table = rows.filter((r) => r[0]?.name === first);
  return aggregateOf(table, query, op)?.computed === true;
}
