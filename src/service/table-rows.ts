// Which row of a source's table answers a "which/what" question (used by compose.ts scoreUnits):
// every row of a table carries the column names as context, so they all share the question's words
// alike; what tells them apart is the VALUE in the column the question names. "Which composting
// method can handle meat and dairy?" → the row whose "Meat and dairy" cell says Yes; "Which method
// is fastest?" → the row with the shortest time; "Which is the most susceptible?" under "Rating (9 = most
// resistant)" → the end of the scale the superlative asks for (table-scale.ts); "How thick must the ice be
// to drive a small car onto it?" → the row whose label (its first cell) the question names, "Small car"
// (`namedRowWeights`). Pure but for the lexicon.
import { cellUnit, commonScale, oneUnit } from './table-units';
import type { TableCell } from './passage';
import { lemmaOf } from './lemmas';
import { askedEnd } from './table-scale';
import { columnOfQuality, verbsAsSaid } from './table-columns';
import { isoMonths } from './iso-dates';
import { rowFilter, type RowFilter } from './table-filter';
import { stem, words, isStopWord } from './text';
import { antonymStems, isModifierWord } from './lexicon';
import { verbShareOfForm } from './verbs';
import { isTotalWord } from './total-words';
import { columnSays, headerWords, moneyHeader, verbColumn } from './column-words';

const YES = new Set(['yes', 'y', 'true', '✓', '✔', 'allowed', 'suitable']);
const NO = new Set(['no', 'n', 'false', '✗', '✘', '-', '–', '—', 'none', 'unsuitable']);
/** A cell's first word ("Yes, if chopped" → yes). */
const firstWord = (value: string): string => value.trim().toLowerCase().split(/[\s,;(.]+/)[0] ?? '';
/** Superlatives that ask for the smallest or the largest figure of a column. */
const SMALLEST = new Set(['fastest', 'quickest', 'shortest', 'least', 'lowest', 'smallest', 'cheapest', 'lightest', 'fewest', 'soonest', 'earliest']);
const LARGEST = new Set(['slowest', 'longest', 'most', 'highest', 'largest', 'biggest', 'heaviest', 'greatest', 'latest', 'dearest']);
/** A row label that sums or averages the rows: "Total", "All sites", "Overall", "Mean", "Average (2019–2023)". */
export const AGGREGATE = /^(?:totals?|grand total|all(?:\s+\p{L}+)?|overall|sum|mean|median|average)\b/iu;

/** Does a row's label sum or average the other rows: AGGREGATE, or a word of the total family anywhere in it ("2025 total", "Year total"; total-words.ts)? Pure but for the lexicon. */
export function isAggregateLabel(label: string): boolean {
  const t = label.trim();
  // (a modifier of the family counts after its noun or alone, "Sites combined", "Overall"; before a noun it names a kind of
  // row, "Full plot", "Full service", as "Half plot" beside it)
  const ws = words(t);
  return AGGREGATE.test(t) || (ws.length <= 4 && ws.some((w, i) => isTotalWord(w) && (i === ws.length - 1 || !isModifierWord(w) || stem(w) === stem('total'))));
}
/** Speed superlatives speak of a time column even when the question does not name it. */
const ABOUT_TIME = new Set(['fastest', 'quickest', 'slowest', 'soonest']);
/** Qualities of time a superlative asks of a year: the latest (highest year) or the earliest (lowest). */
const TIME_END: Record<string, 'high' | 'low'> = { late: 'high', recent: 'high', new: 'high', early: 'low' };
const TIME_UNIT: Record<string, number> = { second: 1 / 60, minute: 1, hour: 60, day: 1440, week: 10080, month: 43200, year: 525600 };
/** The abbreviations of time units a table writes ("2 min 58 s", "1 h 05 min", "90 secs"), in minutes. */
const TIME_ABBREVIATION: Record<string, number> = { s: 1 / 60, sec: 1 / 60, secs: 1 / 60, min: 1, mins: 1, h: 60, hr: 60, hrs: 60 };

/** A time unit's word or abbreviation in minutes ("minutes", "min", "s"), or null for any other word. */
function minutesOf(unit: string): number | null {
  const u = unit.toLowerCase();
  return TIME_ABBREVIATION[u] ?? TIME_UNIT[u.replace(/s$/, '')] ?? null;
}

/**
 * A duration written in two or more units, largest first ("2 min 58 s", "1 h 38 min", "3 hours 20 minutes"), in
 * minutes; null for anything else (a single unit is read by cellFigure). Pure.
 */
export function compoundDuration(value: string): number | null {
  const lead = /^\D*?(\d+(?:\.\d+)?\s*[a-z]+\b(?:[\s,]*(?:and\s+)?\d+(?:\.\d+)?\s*[a-z]+\b)+)/i.exec(value)?.[1];
  if (!lead) return null;
  const pairs = [...lead.matchAll(/(\d+(?:\.\d+)?)\s*([a-z]+)\b/gi)].map((m) => ({ n: Number(m[1]), per: minutesOf(m[2] ?? '') }));
  if (pairs.length < 2 || pairs.some((p) => p.per === null)) return null;
  // (largest unit first, each smaller than the one before: "2 min 58 s", never "58 s 2 min")
  if (pairs.some((p, i) => i > 0 && (p.per ?? 0) >= (pairs[i - 1]?.per ?? 0))) return null;
  return pairs.reduce((sum, p) => sum + p.n * (p.per ?? 0), 0);
}

/**
 * The column a question names: every content word of the column's name is one of the question's, its
 * unit or rate aside ("Wild bee visits per 10 min", "Top speed (km/h)": the question names "bee visits").
 */
export function namedColumn(cells: TableCell[], questionStems: Set<string>): TableCell | undefined {
  return cells.slice(1).find((cell) => {
    const name = words(cell.name.replace(/\([^)]*\)|\bper\b.*$/gi, ' ')).filter((w) => !isStopWord(w) && !/^\d/.test(w));
    return name.length > 0 && name.every((w) => questionStems.has(stem(w)));
  });
}

/** Units of money a cell's figure may carry: a currency sign (table-units.ts) or its word. */
const MONEY_UNIT = /^(?:gbp|usd|eur|jpy|euro|dollar|pound|pence|yen|franc|krona|krone)s?$/;

/** Is a cell's unit one of money? Pure. */
export function isMoneyUnit(unit: string | null): boolean {
  return unit !== null && MONEY_UNIT.test(unit);
}

/** Is a quality one of price: "expensive", "costly", "dear", or an antonym of expensive in WordNet ("cheap", "inexpensive")? Pure but for the lexicon. */
export function isPriceQuality(quality: string): boolean {
  const q = lemmaOf(quality.toLowerCase());
  return /^(?:expensive|costly|dear|pricey|pricy)$/.test(q) || antonymStems('expensive').has(stem(q));
}

/** The figure of a cell ("4 to 6 weeks" → 4 weeks in minutes when it is a time; "260 g" → 260), or null. */
export function cellFigure(value: string): number | null {
  // (a race time or a duration on a clock, "1:04:31", is hours, minutes and seconds: read in minutes, 64.5)
  const clock = /^\s*(\d{1,2}):([0-5]\d):([0-5]\d)(?:\.\d+)?\s*$/.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]) + Number(clock[3]) / 60;
  // ("1,240" and "12,500,000" are thousands, "2,5" a decimal comma)
  const m = /(\d{1,3}(?:,\d{3})+(?![\d,])|\d+(?:[.,]\d+)?)(?:\s*(?:to|-|–)\s*\d+(?:[.,]\d+)?)?\s*([a-z]+)?/i.exec(value);
  if (!m) return null;
  // (a duration in two units, "2 min 58 s", is read whole: 2.97 minutes, not 2)
  const compound = compoundDuration(value);
  if (compound !== null) return compound;
  const figure = m[1] ?? '';
  const n = Number(/^\d{1,3}(?:,\d{3})+$/.test(figure) ? figure.replace(/,/g, '') : figure.replace(',', '.'));
  return n * (minutesOf(m[2] ?? '') ?? 1);
}

/**
 * The superlative a question asks and the quality it governs: "the most susceptible" → most,
 * susceptible; "the best" → best; "the toughest" → most, tough (its lemma); null with none. Pure.
 */
/** A comparative against all the others: "later than the rest", "more expensive than any other". */
const AGAINST_ALL = /\b(?:(more|less)\s+([\p{L}-]+)|([\p{L}]+er))\s+than\s+(?:the\s+rest|(?:all\s+)?(?:the\s+)?others|any\s+other|every\s+other|all\s+the\s+other)\b/iu;

export function superlativeAsked(query: string): { superlative: string; quality: string | null } | null {
  // a comparative against all the others asks for the extreme: "cast LATER than the rest" is the latest, "heavier than any other" the heaviest
  const against = AGAINST_ALL.exec(query);
  if (against) {
    if (against[1]) return { superlative: against[1].toLowerCase() === 'more' ? 'most' : 'least', quality: against[2]?.toLowerCase() ?? null };
    const word = (against[3] ?? '').toLowerCase();
    // the adjective of a comparative: its lemma, or the word less its -er / -r / -ier ("later" → late, "earlier" → early)
    const base = [lemmaOf(word), word.slice(0, -2), word.slice(0, -1), `${word.slice(0, -3)}y`].find((c) => c !== word && c.length >= 3 && isModifierWord(c));
    if (base) return { superlative: 'most', quality: base };
  }
  const phrase = /\b(most|least|fewest|best|worst)\b(?:\s+([\p{L}-]+))?/iu.exec(query);
  if (phrase) {
    const superlative = (phrase[1] ?? '').toLowerCase();
    return { superlative, quality: /^(?:most|least|fewest)$/.test(superlative) ? (phrase[2]?.toLowerCase() ?? null) : null };
  }
  for (const word of query.toLowerCase().match(/\p{L}+est\b/gu) ?? []) {
    const lemma = lemmaOf(word);
    if (lemma !== word) return { superlative: 'most', quality: lemma };
  }
  return null;
}

/** What a question asks of one table's column: the rows it says yes or no to, or the end of its figures a superlative asks for. */
export type ColumnAsked =
  | { column: string; kind: 'yesno'; yes: boolean[]; no: boolean[] }
  | { column: string; kind: 'extreme'; end: 'high' | 'low'; figures: (number | null)[]; declared: boolean; filter: RowFilter };

/**
 * What the question asks of the table (`rows`: its rows' cells, the label first): the column it names
 * (its words, its quality's own word family or the noun its superlative's quality is a value of,
 * table-columns.ts: "the lightest" → "Weight (g/m)", "the strongest" → "breaking strength"; or a column of
 * the quality's kind of unit, comparison.ts) and, where that column says yes or no, the rows on each side;
 * where it holds figures and the question has a superlative, the end it asks for (`declared` when the
 * column's own name says which end means what: "9 = most resistant", table-scale.ts). null when it asks
 * nothing of any column. Pure but for the lexicon.
 */
export function askedColumn(rows: TableCell[][], questionTerms: string[], query = ''): ColumnAsked | null {
  const first = rows[0];
  if (!first) return null;
  const stems = new Set(questionTerms.map(stem));
  const terms = new Set(questionTerms.map((t) => t.toLowerCase()));
  // ("most" and "least" are stop words: the question's own superlative phrase says them)
  const asked = superlativeAsked(query);
  const phrase = asked?.superlative;
  const superlative = [...terms].find((t) => SMALLEST.has(t) || LARGEST.has(t)) ?? (phrase && (SMALLEST.has(phrase) || LARGEST.has(phrase)) ? phrase : undefined);
  const valuesOf = (name: string): string[] => rows.map((r) => r.find((c) => c.name === name)?.value.trim() ?? '');
  const figuresIn = (cell: TableCell | undefined): number => (cell ? valuesOf(cell.name).filter((v) => cellFigure(v) !== null).length : 0);
  const quality = asked?.quality ?? (superlative && superlative !== 'most' && superlative !== 'least' ? superlative : null);
  // a superlative with a quality of its own ranks by that quality's column, never by one the question names only
  // with a word it says as a verb ("Which bell CAST by Taylor is the heaviest?" is not ranked by a Cast column)
  const said = quality ? verbsAsSaid(query) : new Set<string>();
  let column = namedColumn(first, new Set([...stems].filter((s) => !said.has(s))));
  // (a verb that names a column of figures by its root outranks the noun it counts: "Which site LOST the most colonies?"
  // ranks losses; column-words.ts verbColumn)
  const byVerb = superlative || asked ? verbColumn(first.slice(1).filter((cell) => figuresIn(cell) >= 2).map((c) => c.name), query) : null;
  if (byVerb && /\b(?:most|least|fewest)\b/i.test(query) && (!quality || !isModifierWord(quality))) column = first.find((c) => c.name === byVerb) ?? column;
  // (a column of times: its cells' unit is one of time, "3 min 40 s", "210 s", "2 hours"; table-units.ts)
  // (a superlative of price, "the cheapest", "the most expensive": the column whose cells are sums of money, or whose
  // header names money, "cost_gbp", "Day rate (£)", as a price list's; table-units.ts, money-nouns.ts. It wins over a
  // column named by another word of the question: "Which planting DAY was cheapest?" is not ranked by trees planted)
  const money = quality && isPriceQuality(quality) ? first.slice(1).find((cell) => rows.filter((r) => isMoneyUnit(cellUnit(r.find((c) => c.name === cell.name)?.value ?? ''))).length >= 2) ?? first.slice(1).find((cell) => figuresIn(cell) >= 2 && moneyHeader(cell.name)) : undefined;
  if (money && (!column || !moneyHeader(column.name))) column = money;
  if (!column && superlative && ABOUT_TIME.has(superlative)) column = first.slice(1).find((cell) => rows.some((r) => cellUnit(r.find((c) => c.name === cell.name)?.value ?? '') === 'time'));
  // the column of the superlative's quality: its noun ("lightest" → weight) or its own family ("stretchiest" → stretch) (table-columns.ts)
  let qualityEnd = 0;
  // (with none, "Which rope stretches the most?": a word of the question, its verb, may be the quality's own family)
  const qualities = quality ? [quality] : superlative ? questionTerms : [];
  for (const q of qualities) {
    if (column) break;
    for (const cell of first.slice(1)) {
      const end = columnOfQuality(cell.name, q);
      if (end !== null && figuresIn(cell) >= 2) {
        column = cell;
        qualityEnd = end * (phrase === 'least' || phrase === 'fewest' ? -1 : 1);
        break;
      }
    }
  }
  // none by the quality: the column a word of the question says in other words ("the biggest WINGS" → wingspan_cm,
  // "WEIGHS the most" → weight_g; column-words.ts), the nearest clearly ahead of the next
  // (not a superlative of time, "the earliest", "the latest": the year column's own reading below decides)
  if (!column && superlative && !ABOUT_TIME.has(superlative) && !(asked?.quality && TIME_END[asked.quality])) {
    const own = questionTerms.filter((t) => !isStopWord(t) && t !== superlative && t !== quality && t !== phrase);
    const scored = first
      .slice(1)
      .filter((cell) => figuresIn(cell) >= 2)
      .map((cell) => ({ cell, s: Math.max(0, ...own.flatMap((t) => headerWords(cell.name).words.map((w) => columnSays(t, w)))) }))
      .sort((a, b) => b.s - a.s);
    const [best, next] = scored;
    if (best && (best.s >= 1 ? (next?.s ?? 0) < 1 : best.s >= 0.5 && best.s - (next?.s ?? 0) >= 0.04)) column = best.cell;
  }
  // a column whose name says what its scale means ("9 = most resistant"): the end the question's superlative asks for (table-scale.ts)
  let scaleTarget: 'high' | 'low' | null = null;
  // (the column the question names may be such a scale itself: "Tenderness (1–5, 5 = most tender)")
  if (asked) {
    for (const cell of column ? [column] : first.slice(1)) {
      scaleTarget = askedEnd(cell.name, asked.superlative, asked.quality);
      if (scaleTarget) {
        column = cell;
        break;
      }
    }
  }
  // "cast later than the rest", "the earliest": a year column's latest or earliest year (its name says year or date, or every value is a year)
  const timeEnd = asked?.quality ? TIME_END[asked.quality] : undefined;
  // (it wins over a column the question names that holds no figures: "by which BUILDER" names the builder column)
  let yearEnd: 'high' | 'low' | null = null;
  if (timeEnd && (!column || figuresIn(column) < 2) && (asked?.superlative === 'most' || asked?.superlative === 'least')) {
    const years = first.slice(1).find((cell) => /\b(?:year|date)\b/i.test(cell.name) || rows.every((r) => /^(?:1[0-9]{3}|20[0-9]{2})$/.test(r.find((c) => c.name === cell.name)?.value.trim() ?? '')));
    if (years) {
      column = years;
      yearEnd = (timeEnd === 'high') === (asked?.superlative === 'most') ? 'high' : 'low';
    }
  }
  if (!column) return null;
  const values = valuesOf(column.name);
  const yes = values.map((v) => YES.has(firstWord(v)));
  const no = values.map((v) => NO.has(firstWord(v)));
  if (yes.some(Boolean) && no.some(Boolean)) return { column: column.name, kind: 'yesno', yes, no };
  // (a column found by the quality's noun runs its own way: "the weakest" is the lowest strength)
  const end: 'high' | 'low' | null = scaleTarget ?? yearEnd ?? (qualityEnd !== 0 ? (qualityEnd > 0 ? 'high' : 'low') : superlative ? (SMALLEST.has(superlative) ? 'low' : 'high') : null);
  if (!end) return null;
  // a row that sums or averages the others ("Total", "All months", "Mean") is no row of its own: never the extreme;
  // nor a row the question's named values leave out ("in 2025", "for groups": table-filter.ts)
  const filter = rowFilter(rows, query, [column.name], [quality ?? '', superlative ?? '', asked?.superlative ?? '', superlativeHead(query) ?? '']);
  const all = values.map((v, i) => (isAggregateLabel(rows[i]?.[0]?.value ?? '') ? null : cellFigure(v)));
  if (all.filter((f) => f !== null).length < 2) return null;
  // (figures of more than one unit, "1 cup" and "250 ml", are in no order: nothing is ranked, table-units.ts)
  // (or in units of one kind that convert, "6.1 kg" and "13 lb": ranked in one unit, table-units.ts commonScale)
  const scale = commonScale(values.map((v, i) => (all[i] !== null ? v : '')));
  if (!oneUnit(values.filter((_, i) => all[i] !== null)) && !scale) return null;
  if (scale) all.forEach((f, i) => { if (f !== null) all[i] = f * (scale[i] ?? 1); });
  // (a year or month no row has: nothing is ranked, and the answer says so)
  const figures = all.map((f, i) => (filter.missing.length === 0 && filter.keep[i] ? f : null));
  return { column: column.name, kind: 'extreme', end, figures, declared: scaleTarget !== null || yearEnd !== null, filter };
}

/**
 * The noun a superlative governs, the kind of row asked ("the cheapest BIKE to hire", "the most expensive PLOT"), no
 * value that filters the rows ("bike" in "E-bike" and "Child's bike"); null when none follows it. Pure but for the lexicon.
 */
export function superlativeHead(query: string): string | null {
  // (the last noun of the phrase it opens: "the highest onion YIELD" governs yield, and "onion" still filters)
  const m = /\b(?:\p{L}+est|(?:most|least)\s+\p{L}+)((?:\s+[\p{L}'-]+)+)/iu.exec(query);
  const run: string[] = [];
  for (const w of words((m?.[1] ?? '').toLowerCase())) {
    if (isStopWord(w)) break;
    if (!isModifierWord(w)) run.push(w);
  }
  return run.at(-1) ?? null;
}

/**
 * The end of the figures a superlative asks for with no column to read it from: "most", "highest", "busiest"
 * (its quality's noun, table-columns.ts, or the largest by default) → 'high'; "least", "fewest", "lowest",
 * "lightest" → 'low'; null with no superlative. Pure but for the lexicon.
 */
export function superlativeEnd(query: string): 'high' | 'low' | null {
  const asked = superlativeAsked(query);
  const words = query.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.some((w) => SMALLEST.has(w))) return 'low';
  if (words.some((w) => LARGEST.has(w) && w !== 'most')) return 'high';
  if (!asked) return null;
  // "most"/"least" as a superlative ("the most badgers", "recorded most often"), not a quantifier ("what do most visitors…")
  const superlative = new RegExp(`\\bthe\\s+${asked.superlative}\\b|\\b${asked.superlative}\\s*(?:often|frequently|commonly|[?.!]|$)`, 'i').test(query);
  if (!superlative) return null;
  if (asked.superlative === 'least' || asked.superlative === 'fewest') return 'low';
  if (asked.superlative === 'most') return 'high';
  return null;
}

/**
 * A weight for each row of one table (same order): 1.5 for the rows whose named column says yes
 * (0.5 when it says no), or for the row holding the extreme figure a superlative asks for (2 where the
 * column's name declares its scale; 0.7 for a row the question's named values leave out); 1 when the question
 * names no column or the column does not tell the rows apart.
 */
export function rowWeights(rows: TableCell[][], questionTerms: string[], query = ''): number[] {
  const asked = askedColumn(rows, questionTerms, query);
  if (!asked) return rows.map(() => 1);
  if (asked.kind === 'yesno') return rows.map((_, i) => (asked.yes[i] ? 1.5 : asked.no[i] ? 0.5 : 1));
  const target = extremeFigure(asked.figures, asked.end);
  // a scale the column explains decides outright: its row outweighs a sentence that only describes the table;
  // a row the question's named values leave out ("in 2025") is the table, not the answer
  const left = (i: number): boolean => asked.filter.named.length > 0 && asked.filter.keep[i] === false;
  return asked.figures.map((f, i) => (left(i) ? 0.7 : f === target ? (asked.declared ? 2 : 1.5) : 1));
}

/** The extreme of the known figures at one end. */
function extremeFigure(figures: (number | null)[], end: 'high' | 'low'): number {
  const known = figures.filter((f): f is number => f !== null);
  return end === 'low' ? Math.min(...known) : Math.max(...known);
}

/** The indexes of the known figures in the order a superlative reads them, the extreme first (ties in the file's order). Pure. */
export function orderByFigure(figures: (number | null)[], end: 'high' | 'low'): number[] {
  return figures
    .map((f, i) => ({ f, i }))
    .filter((x): x is { f: number; i: number } => x.f !== null)
    .sort((a, b) => (end === 'high' ? b.f - a.f : a.f - b.f) || a.i - b.i)
    .map((x) => x.i);
}

/**
 * The rows of a superlative's answer, in order: the indexes of the rows with a figure in the asked column that
 * the question's named values keep, the extreme first ("the most badger crossings": the largest badger count,
 * then the next…), with the filter that kept them; null when the question asks no extreme of this table. Pure
 * but for the lexicon.
 */
export function extremeOrder(rows: TableCell[][], questionTerms: string[], query = ''): { column: string; end: 'high' | 'low'; order: number[]; filter: RowFilter } | null {
  const asked = askedColumn(rows, questionTerms, query);
  if (!asked || asked.kind !== 'extreme') return null;
  return { column: asked.column, end: asked.end, order: orderByFigure(asked.figures, asked.end), filter: asked.filter };
}

/**
 * A weight for each row of one table (same order) by whether the question names its label, its first
 * cell: "Small car" for "…drive a small car onto it?", "Willem" and "Gertrude" for "Is the Willem bell
 * heavier than Gertrude?". A row is named when its label has a content word the question uses that not
 * every row's label has and the label column's name does not ("Boat" for "Rowing boat"). When the question names some rows but no more than half of them, those weigh
 * 1.5 and the others 0.7 (they are the table, not the answer); otherwise every row weighs 1. Pure but
 * for the lexicon.
 */
export function namedRowWeights(rows: TableCell[][], query: string): number[] {
  // ("2024-06" is labelled June too: iso-dates.ts)
  const labels = rows.map((cells) => new Set(words(`${cells[0]?.value ?? ''} ${isoMonths(cells[0]?.value ?? '').map((m) => m.split(' ')[0]).join(' ')}`).filter((w) => !isStopWord(w) && !/^\d/.test(w)).map(stem)));
  const everyRow = (w: string): boolean => labels.every((l) => l.has(w));
  // the label column's own name says what kind of thing every row is ("Boat": "Rowing boat" is one of them)
  const kind = new Set(words(rows[0]?.[0]?.name ?? '').map(stem));
  const said = labels.map((l) => namedAsSubject(query, l, kind).filter((w) => !everyRow(w) && !kind.has(w)));
  const named = said.map((w) => w.length > 0);
  const count = named.filter(Boolean).length;
  if (count === 0 || count * 2 > rows.length) return rows.map(() => 1);
  // (of the rows named, those whose label the question says most wholly: "an e-bike" names "E-bike" whole and "Child's
  // bike" in part; the part-named ones are neither the answer nor the table)
  const share = labels.map((l, i) => (l.size > 0 ? (said[i]?.length ?? 0) / [...l].filter((w) => !kind.has(w)).length : 0));
  const best = Math.max(...share.filter((_, i) => named[i]));
  return named.map((n, i) => (n ? ((share[i] ?? 0) >= best ? 1.5 : 1) : 0.7));
}

/** Auxiliaries and modals that may follow a noun phrase as its verb: "a bat detector BE tuned", "a nest box HAVE". */
const AUX_AFTER = /^(?:be|is|are|was|were|been|have|has|had|should|must|can|could|will|would|may|might|need|needs|do|does|did)$/;

/**
 * The stems of a row's label (`label`) that a question names as a thing of its own, not as a modifier of
 * another noun: "bat" in "What should a heterodyne BAT detector be tuned to?" describes the detector, so
 * a "Brown long-eared bat" row is not what is asked about. A label word modifies when the next word is a
 * noun outside the label and the kind of thing every row is (`kind`, the label column's name): a content
 * word used mostly otherwise than as a verb or adjective, itself followed by another such word or by a
 * verb ("detector BE tuned", "nest BOX have"). "a small CAR onto it", "a ROWING boat" (the label's own
 * next word), "the Willem bell" (the kind) and "does a canoe cost?" (the question's last word may be its
 * verb) name their rows. Pure but for the lexicon.
 */
export function namedAsSubject(query: string, label: Set<string>, kind: Set<string> = new Set()): string[] {
  const tokens = words(query);
  const nounLike = (w: string): boolean => w !== '' && !isStopWord(w) && !isModifierWord(w) && verbShareOfForm(w) < 0.5 && !/ly$/.test(w);
  const out: string[] = [];
  tokens.forEach((token, i) => {
    if (isStopWord(token)) return;
    const s = stem(token);
    if (!label.has(s)) return;
    const next = tokens[i + 1] ?? '';
    const after = tokens[i + 2] ?? '';
    const modifies = nounLike(next) && !label.has(stem(next)) && !kind.has(stem(next)) && (AUX_AFTER.test(after) || nounLike(after) || verbShareOfForm(after) >= 0.5);
    if (!modifies && !out.includes(s)) out.push(s);
  });
  return out;
}
