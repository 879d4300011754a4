// The rows of a table that hold for the asker's own figures (used by table-filter.ts, hence by a superlative's ranking
// and a total, and by compose.ts for the lead of a which/what question): "I'm 22… which of the vans can I hire?" over a
// column "min_driver_age" keeps the vans whose minimum is 22 or less; "my daughter is 9 and her head measures 55cm"
// over "Head circumference 48-53 cm / 53-57 cm" and "Typical age 3-7 years / 7-12 years" keeps the Medium row; "the
// cheapest mower that cuts at least 40 cm" keeps the rows whose width is 40 cm or more. Each row's bound is read from
// its own cells ("Under 5", "Adult (16 and over)", "10 to 25 kg", "65+", "up to 3.5 t") or from its column's name
// ("min_driver_age", "Maximum load (kg)") with the cell's figure; the asker's figure from the question (limits.ts
// askedNumbers: an age, a measure; number-words.ts: a bound the question itself sets on a measure or a price). A
// figure is read only against bounds of its own kind (an age against ages, kilograms against weights). Owns those
// readings, the decision per row and the sentence that says what was applied. Pure but for the lexicon.
import { rowSentence, type TableCell } from './passage';
import { askedNumbers } from './limits';
import { quantitiesIn } from './number-words';
import { measureUnit } from './disagreement';
import { isPersonNoun, lexicalRelations } from './lexicon';
import { stem } from './text';
import { lemmaOf } from './lemmas';

/** A figure the asker gives of their own case ("I'm 22": age 22) or a bound the question sets ("at least 40 cm"). */
export interface AskerFigure {
  /** In the kind's common unit (metres, kilograms, years, the currency's unit). */
  value: number;
  /** 'age', 'measure:m', 'measure:kg', 'money:£'… */
  of: string;
  /** '=' the asker's own figure, read against each row's bound; otherwise the bound the question sets on a row's figure. */
  bound: '=' | '>' | '>=' | '<' | '<=';
  /** As the question writes it ("22", "55cm", "at least 40 cm"). */
  said: string;
}

/** The span of figures a cell allows, in its kind's common unit. */
export interface CellBound {
  lo: number;
  hi: number;
  loOpen: boolean;
  hiOpen: boolean;
  /** 'age', 'measure:m'…; null when the cell names no kind of its own (a bare "Under 5": its column or row may). */
  of: string | null;
}

/** One reading of a row against a figure: the column it came from, the cell as written, and whether it holds. */
export interface FitCheck {
  column: string;
  /** The kind read ('age', 'measure:m'…). */
  of: string;
  cell: string;
  holds: boolean;
}

export interface TableFit {
  /** Per row: 'fits' (every bound read holds), 'fails' (one does not) or null (no bound of an asked kind). */
  rows: ('fits' | 'fails' | null)[];
  /** Per row, the readings made. */
  checks: FitCheck[][];
  /** The figures applied. */
  figures: AskerFigure[];
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const UNIT = String.raw`(?:\s*([a-z]+|%)\.?)?`;
const AGE_UNIT = /^(?:years?|yrs?|y|yo)$/;

/** The kind a unit word gives a figure: an age ("years"), a measure ("kg" → measure:kg), or null. Pure. */
function unitKind(unit: string): { of: string; factor: number } | null {
  if (unit === '') return null;
  if (AGE_UNIT.test(unit)) return { of: 'age', factor: 1 };
  // ("up to 3.5 t": tonnes)
  const size = unit === 't' ? measureUnit('tonne') : measureUnit(unit);
  return size ? { of: `measure:${size[0]}`, factor: size[1] } : null;
}

/**
 * The bound a short text sets ("Under 5", "16 and over", "5–15", "48-53 cm", "over 25 kg", "65+", "up to 3.5 t", "at
 * least 40 cm"): the span of figures it allows and their kind, from the unit after the figure or a word of age. A text
 * with more than one bound ("2 adults + 2 children aged 5–15"), or none, gives null. Inside brackets, the bracket is
 * read ("Adult (16 and over)"). Pure.
 */
export function cellBound(text: string): CellBound | null {
  const bracket = /\(([^)]*\d[^)]*)\)/.exec(text)?.[1];
  const t = (bracket ?? text).toLowerCase().replace(/(\d),(\d{3})\b/g, '$1$2').replace(/[–—]/g, '-').trim();
  // (a figure with a currency sign is a price, not a bound of who or what a row is for)
  if (/[£$€]\s*\d/.test(t)) return null;
  const found: { lo: number; hi: number; loOpen: boolean; hiOpen: boolean; unit: string; at: number; end: number }[] = [];
  const add = (m: RegExpMatchArray, lo: number, hi: number, loOpen: boolean, hiOpen: boolean, unit: string): void => {
    const at = m.index ?? 0;
    if (found.some((f) => at < f.end && at + m[0].length > f.at)) return;
    found.push({ lo, hi, loOpen, hiOpen, unit, at, end: at + m[0].length });
  };
  for (const m of t.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}\s*(?:-|to)\s*${NUMBER}${UNIT}`, 'g'))) add(m, Number(m[1]), Number(m[2]), false, false, m[3] ?? '');
  for (const m of t.matchAll(new RegExp(String.raw`\b(under|below|less than|younger than|fewer than|up to|max(?:imum)?|no more than|not more than|at most)\s*(?:the\s+age\s+of\s*)?${NUMBER}${UNIT}`, 'g')))
    add(m, -Infinity, Number(m[2]), true, /^(?:under|below|less than|younger than|fewer than)$/.test(m[1] ?? ''), m[3] ?? '');
  for (const m of t.matchAll(new RegExp(String.raw`\b(over|above|more than|older than|at least|min(?:imum)?|from)\s*(?:the\s+age\s+of\s*)?${NUMBER}${UNIT}`, 'g')))
    add(m, Number(m[2]), Infinity, /^(?:over|above|more than|older than)$/.test(m[1] ?? ''), true, m[3] ?? '');
  for (const m of t.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}${UNIT}\s*(\+|and over|and above|and older|and up(?:wards)?|or over|or older|or more|or above)`, 'g'))) add(m, Number(m[1]), Infinity, false, true, m[2] ?? '');
  for (const m of t.matchAll(new RegExp(String.raw`(?<![\d.])${NUMBER}${UNIT}\s*(?:or under|or less|or younger|and under|or fewer|or below)\b`, 'g'))) add(m, -Infinity, Number(m[1]), true, false, m[2] ?? '');
  if (found.length !== 1) return null;
  // (a text with another figure besides its bound, "2 adults + 2 children aged 5-15", is no one bound)
  const f = found[0] as (typeof found)[number];
  if (/\d/.test(t.slice(0, f.at) + t.slice(f.end))) return null;
  // ("16 and over", "3-7 years", "aged 8-11": an age; "48-53 cm": a length)
  const unit = f.unit.replace(/s$/, '') === 'and' || f.unit === 'or' || f.unit === 'to' ? '' : f.unit;
  let kind = unitKind(unit);
  if (!kind && (/\b(?:aged?|ages|years?\s+old|year-olds?)\b/.test(t) || /^\s*(?:years?|yrs)\b/.test(t.slice(f.end)))) kind = { of: 'age', factor: 1 };
  if (unit !== '' && !kind && !/^(?:and|or)$/.test(unit)) {
    // (a unit this reading does not know, "16 people", "5 nights": its own kind, read against nothing asked)
    return { lo: f.lo, hi: f.hi, loOpen: f.loOpen, hiOpen: f.hiOpen, of: `other:${unit}` };
  }
  const factor = kind?.factor ?? 1;
  return { lo: f.lo * factor, hi: f.hi * factor, loOpen: f.loOpen, hiOpen: f.hiOpen, of: kind?.of ?? null };
}

/** A column's name as words ("min_driver_age" → "min driver age"). */
const nameWords = (name: string): string => name.replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The bound a column's NAME sets on its cells' figures: "min_driver_age", "Minimum age" → 'min'; "Max load (kg)" → 'max'; null with neither. Pure. */
export function columnBound(name: string): 'min' | 'max' | null {
  const n = nameWords(name);
  if (/\b(?:min|minimum|at least|from)\b/.test(n)) return 'min';
  if (/\b(?:max|maximum|up to|at most|limit)\b/.test(n)) return 'max';
  return null;
}

/** The kind a column's name gives its figures: an age ("min_driver_age", "Typical age"), a unit in it ("Weight (kg)", "load_length_m") or null. Pure. */
export function columnKind(name: string): { of: string; factor: number } | null {
  const n = nameWords(name);
  if (/\bages?\b/.test(n)) return { of: 'age', factor: 1 };
  const bracket = /\(([a-z]+)\)\s*$/.exec(n)?.[1] ?? /\s([a-z]{1,3})$/.exec(n)?.[1] ?? '';
  return unitKind(bracket);
}

/** Is a row's label a word for a kind of person ("Adult", "Child", "Senior citizen")? Then a bare bound in it is an age. */
function personLabel(label: string): boolean {
  const word = label.toLowerCase().replace(/\([^)]*\)/g, ' ').trim().split(/[^\p{L}]+/u).filter(Boolean)[0] ?? '';
  if (word === '') return false;
  return isPersonNoun(lemmaOf(word) || word, 4) || isPersonNoun(word.replace(/s$/, ''), 4);
}

/**
 * The figures the asker gives of their own case (an age: "I'm 22", "my daughter is 9"; a measure: "her head measures
 * 55cm", "about 14 kilos") and the bounds the question sets on a measure or a price ("at least 40 cm", "under £50").
 * Counts of things are left out (they size a party, not a row). Pure but for the lexicon.
 */
export function askerFigures(query: string): AskerFigure[] {
  const out: AskerFigure[] = [];
  for (const n of askedNumbers(query)) {
    // (a measure said with its unit: "55cm", "30 kg")
    const unit = n.of.startsWith('measure:') ? (/^\s*[a-z]+/i.exec(query.slice(n.end))?.[0] ?? '') : '';
    if (n.of === 'age' || n.of.startsWith('measure:')) out.push({ value: n.value, of: n.of, bound: '=', said: query.slice(n.at, n.end) + unit });
  }
  for (const q of quantitiesIn(query)) {
    if (q.bound === '=') continue;
    const size = q.unit ? measureUnit(q.unit) : null;
    const said = query.slice(q.boundAt, q.end + (q.unit ? query.slice(q.end).search(/\S|$/) + q.unit.length : 0)).trim();
    // ("about 14 kilos": the asker's own figure, said loosely)
    if (q.bound === '~' && size) {
      out.push({ value: q.value * size[1], of: `measure:${size[0]}`, bound: '=', said });
      continue;
    }
    if (q.bound === '~') continue;
    const bound = q.bound === '>' ? '>' : q.bound === '>=' ? '>=' : q.bound === '<' ? '<' : q.bound === '<=' ? '<=' : null;
    if (!bound) continue;
    if (size) out.push({ value: q.value * size[1], of: `measure:${size[0]}`, bound, said });
    else if (q.currency) out.push({ value: q.value, of: `money:${q.currency}`, bound, said });
  }
  return out;
}

/** Does a figure lie inside a bound? Pure. */
function inside(value: number, b: CellBound): boolean {
  return (b.loOpen ? value > b.lo : value >= b.lo) && (b.hiOpen ? value < b.hi : value <= b.hi);
}

/** Does a row's figure meet the bound the question sets? Pure. */
function meets(value: number, f: AskerFigure): boolean {
  switch (f.bound) {
    case '>':
      return value > f.value;
    case '>=':
      return value >= f.value;
    case '<':
      return value < f.value;
    case '<=':
      return value <= f.value;
    default:
      return value === f.value;
  }
}

/** A cell's one figure with its kind: "40 cm" → 0.4 measure:m, "£239" → 239 money:£; null for anything else. Pure. */
function cellAmount(value: string, column: { of: string; factor: number } | null): { value: number; of: string } | null {
  const t = value.trim().toLowerCase().replace(/(\d),(\d{3})\b/g, '$1$2');
  const money = /^([£$€])\s*(\d+(?:\.\d+)?)$/.exec(t);
  if (money) return { value: Number(money[2]), of: `money:${money[1]}` };
  const m = /^(\d+(?:\.\d+)?)\s*([a-z]+)?$/.exec(t);
  if (!m) return null;
  const kind = m[2] ? unitKind(m[2]) : column;
  return kind ? { value: Number(m[1]) * kind.factor, of: kind.of } : null;
}

/**
 * Each row read against the asker's figures (`rows`: each row's cells, the label first). A cell that sets a bound of
 * an asked kind, or a figure under a column whose name sets one ("min_driver_age" 23: age 23 and over), holds when the
 * asker's figure of that kind lies inside it (any of them, where the asker gives several: two dogs of 6 and 30 kg); a
 * cell's figure of the kind a question's own bound names ("at least 40 cm") holds when it meets it. A bare bound
 * ("Under 5") takes its kind from its column's name, from a sibling cell of its column, or from a person word in its
 * row's label ("Child (5-15)": ages). A row fits when every reading holds, fails when one does not. Pure but for the
 * lexicon.
 */
export function tableFit(rows: TableCell[][], query: string): TableFit {
  const figures = askerFigures(query);
  const checks: FitCheck[][] = rows.map(() => []);
  if (figures.length === 0 || rows.length < 2) return { rows: rows.map(() => null), checks, figures };
  const own = figures.filter((f) => f.bound === '=');
  const bounds = figures.filter((f) => f.bound !== '=');
  const names = [...new Set(rows.flatMap((r) => r.map((c) => c.name)))];
  for (const name of names) {
    const cells = rows.map((r) => r.find((c) => c.name === name)?.value.trim() ?? '');
    const kindOfColumn = columnKind(name);
    const byName = columnBound(name);
    const read = cells.map((v) => (v === '' ? null : cellBound(v)));
    // (a bare bound takes the kind its siblings in the column state, or its column's name says, or the person words
    // that label its rows: "Adult (16 and over)", "Child (5-15)", "Under 5" are ages)
    const sibling = read.find((b) => b?.of)?.of ?? kindOfColumn?.of ?? (rows.some((r, i) => read[i] && personLabel(r[0]?.value ?? '')) ? 'age' : null);
    rows.forEach((row, i) => {
      const value = cells[i] ?? '';
      if (value === '') return;
      let bound = read[i] ?? null;
      if (!bound && byName && kindOfColumn) {
        const amount = cellAmount(value, kindOfColumn);
        if (amount) bound = byName === 'min' ? { lo: amount.value, hi: Infinity, loOpen: false, hiOpen: true, of: amount.of } : { lo: -Infinity, hi: amount.value, loOpen: true, hiOpen: false, of: amount.of };
      }
      if (bound) {
        const of = bound.of ?? sibling;
        const asked = own.filter((f) => f.of === of);
        if (asked.length === 0) return;
        checks[i]?.push({ column: name, of: asked[0]?.of ?? '', cell: value, holds: asked.some((f) => inside(f.value, bound)) });
        return;
      }
      // a figure the question's own bound reads ("at least 40 cm" against "40 cm")
      const amount = cellAmount(value, kindOfColumn);
      if (!amount) return;
      const asked = bounds.filter((f) => f.of === amount.of);
      if (asked.length === 0) return;
      checks[i]?.push({ column: name, of: amount.of, cell: value, holds: asked.every((f) => meets(amount.value, f)) });
    });
  }
  const decided = checks.map((c) => (c.length === 0 ? null : c.every((x) => x.holds) ? 'fits' : 'fails'));
  return { rows: decided, checks, figures };
}

/** Does the fit tell the rows apart: some fit and some fail? Pure. */
export function fitSplits(fit: TableFit): boolean {
  return fit.rows.includes('fits') && fit.rows.includes('fails');
}

/** A column's name as a phrase inside a sentence ("min_driver_age" → "min driver age", "Head circumference" → "head circumference"). */
function columnPhrase(name: string): string {
  const words = name.replace(/_/g, ' ').trim();
  return /^[A-Z][a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;
}

/** "A, B and C". */
function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** The asker's figures as the sentence says them: "age 22", "55cm", "at least 40 cm". */
function figurePhrase(f: AskerFigure): string {
  // (a unit glued to its figure is set apart: "55cm" → "55 cm")
  return f.of === 'age' ? `age ${f.said}` : f.said.replace(/(\d)([a-z])/gi, '$1 $2');
}

/**
 * The sentence saying what was applied, in the table's own words, for the reader to check: "For age 22, by min driver
 * age: Small van (21) and Medium van (21) fit; not Long wheelbase van (23) or Luton van with tail lift (25)." Each row
 * is named by its label with the cells read (those of the label column aside: "Child (5-15)" says its own). null where
 * the fit does not tell the rows apart. Pure.
 */
export function fitSentence(rows: TableCell[][], fit: TableFit): string | null {
  if (!fitSplits(fit)) return null;
  const labelName = rows[0]?.[0]?.name;
  const label = (i: number): string => rows[i]?.[0]?.value.trim() ?? '';
  const item = (i: number): string => {
    const cells = (fit.checks[i] ?? []).filter((c) => c.column !== labelName).map((c) => c.cell);
    return cells.length === 0 ? label(i) : `${label(i)} (${cells.join(', ')})`;
  };
  const fits = fit.rows.flatMap((r, i) => (r === 'fits' ? [i] : []));
  const fails = fit.rows.flatMap((r, i) => (r === 'fails' ? [i] : []));
  const kinds = new Set(fit.checks.flat().map((c) => c.of));
  const used = fit.figures.filter((f) => kinds.has(f.of));
  const columns = [...new Set(fit.checks.flat().filter((c) => c.column !== labelName).map((c) => columnPhrase(c.column)))];
  const head = `For ${listed([...new Set(used.map(figurePhrase))])}${columns.length > 0 ? `, by ${listed(columns)}` : ''}`;
  const failed = fails.map(item);
  const no = fails.length <= 4 ? `not ${failed.length <= 1 ? (failed[0] ?? '') : `${failed.slice(0, -1).join(', ')} or ${failed.at(-1) ?? ''}`}` : `not the ${fails.length} other rows`;
  return `${head}: ${listed(fits.map(item))} ${fits.length === 1 ? 'fits' : 'fit'}; ${no}.`;
}

/**
 * What the fit keeps, as the values a filter names (table-filter.ts): per column a failing row was read in, the column
 * and what was applied to it: "cutting width" "at least 40 cm" (the question's own bound), "min driver age" "at most
 * 22" (a minimum the asker's figure must reach), "head circumference" "covering 55cm" (a span the figure must lie in).
 * Pure.
 */
export function fitNamed(fit: TableFit): { column: string; value: string }[] {
  const out: { column: string; value: string }[] = [];
  fit.checks.forEach((checks, i) => {
    if (fit.rows[i] !== 'fails') return;
    for (const c of checks) {
      if (c.holds || out.some((o) => o.column === c.column)) continue;
      const figures = fit.figures.filter((f) => f.of === c.of);
      const own = figures.filter((f) => f.bound === '=').map((f) => f.said);
      const byName = columnBound(c.column);
      const value = own.length === 0 ? listed(figures.map((f) => f.said)) : byName === 'min' ? `at most ${listed(own)}` : byName === 'max' ? `at least ${listed(own)}` : `covering ${listed(own)}`;
      out.push({ column: c.column, value });
    }
  });
  return out;
}

/**
 * The fit from the tables among some units (`groups`: each table's rows, table-extreme.ts tableGroups), from the first
 * table, best row first, whose rows the asker's figures tell apart: the sentence saying what was applied, the rows that
 * fit and those that fail, and the row the sentence cites. null where no table's rows are told apart. Pure but for the
 * lexicon.
 */
export function fitInTables<T extends { cells?: TableCell[]; score: number }>(groups: T[][], query: string): { sentence: string; fits: T[]; fails: T[]; cite: T } | null {
  if (askerFigures(query).length === 0) return null;
  const tables = groups.filter((rows) => rows.length >= 2 && rows.some((r) => r.score > 0)).sort((a, b) => Math.max(...b.map((r) => r.score)) - Math.max(...a.map((r) => r.score)));
  for (const rows of tables) {
    const cells = rows.map((r) => r.cells ?? []);
    const fit = tableFit(cells, query);
    const sentence = fitSentence(cells, fit);
    if (!sentence) continue;
    const fits = rows.filter((_, i) => fit.rows[i] === 'fits');
    const fails = rows.filter((_, i) => fit.rows[i] === 'fails');
    return { sentence, fits, fails, cite: fits[0] as T };
  }
  return null;
}

/** A price cell's figure and currency ("£28" → 28, £); null for anything else. Pure. */
function price(value: string): { value: number; currency: string } | null {
  const m = /^([£$€])\s*(\d+(?:\.\d{1,2})?)$/.exec(value.trim().replace(/,(\d{3})\b/g, '$1'));
  return m ? { value: Number(m[2]), currency: m[1] ?? '' } : null;
}

/**
 * A row whose columns are bands named in their headers ("Small (under 10 kg)", "Medium (10 to 25 kg)", "Large (over 25
 * kg)") read for the asker's figures of that kind ("a Yorkie (6 kg) and a lab who's 30 kg"): the row's sentence with
 * the cells of the bands the figures fall in, the other bands left out, said with the figures applied; where several
 * figures each fall in one band and those cells are prices in one currency, their total ("together £68"). null where
 * the headers set fewer than two bands of an asked kind, or the figures fall in none or in every one. Pure but for the
 * lexicon.
 */
export function bandedRow(cells: TableCell[], query: string): string | null {
  const own = askerFigures(query).filter((f) => f.bound === '=');
  if (own.length === 0 || cells.length < 3) return null;
  const bands = cells.slice(1).flatMap((c) => {
    const b = cellBound(c.name);
    return b?.of && own.some((f) => f.of === b.of) ? [{ cell: c, bound: b }] : [];
  });
  if (bands.length < 2) return null;
  const asked = own.filter((f) => bands.some((b) => b.bound.of === f.of));
  const landing = asked.map((f) => bands.filter((b) => b.bound.of === f.of && inside(f.value, b.bound)));
  const picked = bands.filter((b) => landing.some((l) => l.includes(b)));
  if (picked.length === 0 || picked.length === bands.length || picked.some((b) => b.cell.value.trim() === '')) return null;
  const rest = cells.slice(1).filter((c) => !bands.some((b) => b.cell === c));
  // (several figures, each in one band of prices: what they come to together)
  const together: TableCell[] = [];
  if (asked.length >= 2 && landing.every((l) => l.length === 1)) {
    const prices = landing.map((l) => price(l[0]?.cell.value ?? ''));
    const currencies = new Set(prices.map((p) => p?.currency));
    if (prices.every((p) => p !== null) && currencies.size === 1) {
      const sum = prices.reduce((n, p) => n + (p?.value ?? 0), 0);
      together.push({ name: 'together', value: `${[...currencies][0] ?? ''}${Number.isInteger(sum) ? sum : sum.toFixed(2)}` });
    }
  }
  const sentence = rowSentence([cells[0] as TableCell, ...picked.map((b) => b.cell), ...together, ...rest]);
  return `For ${listed([...new Set(asked.map(figurePhrase))])}, ${sentence}`;
}

/** One member (or several alike) of the asker's party: a count of a kind of person ("4 adults") or one age ("aged 7"). */
export interface PartyMember {
  count: number;
  /** The person noun, singular ("adult", "child"); '' for a member given by age alone. */
  noun: string;
  age?: number;
}

/**
 * A noun's singular ("adults" → adult, "children" → child, "kids" → kid, "grown-ups" → grown-up) when it is a person
 * noun (WordNet, two levels up: "a day", "a bag" are none) or a word of `labels` (the row labels of a ticket list:
 * "Senior"); '' otherwise. The sentence names whom it counted, for the reader to check.
 */
function personSingular(word: string, labels: Set<string> = new Set()): string {
  const w = word.toLowerCase();
  const singulars = [w.replace(/ren$/, ''), w.replace(/ies$/, 'y'), w.replace(/s$/, ''), lemmaOf(w)].filter((c) => c !== w);
  // (a word for a group, "a family", "a couple", is the party itself, no member of it)
  if (/^(?:famil(?:y|ies)|couples?|groups?|part(?:y|ies)|pairs?|teams?|class(?:es)?|households?)$/.test(w)) return '';
  for (const c of [...singulars, w]) if (c.length > 1 && (isPersonNoun(c, 2) || isPersonNoun(c.replace(/-/g, ''), 2) || labels.has(stem(c)))) return c;
  return '';
}

const SMALL_NUMBER = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)`;

/**
 * The asker's party as the question gives it: counts of kinds of people ("We are 4 adults and 2 children", "2 of us
 * adults") and ages ("aged 8 and 11", "kids who are 7 and 3", "a 9-year-old"); a count followed by as many ages ("2
 * children aged 8 and 11") is those ages. Fewer than two people, or none: null. Pure but for the lexicon.
 */
export function partyOf(query: string, labels: Set<string> = new Set()): PartyMember[] | null {
  const lower = query.toLowerCase();
  const members: (PartyMember & { end: number })[] = [];
  // ("an adult", "a pensioner": one)
  for (const m of lower.matchAll(/\b(?:a|an)\s+([a-z]+(?:-[a-z]+)?)\b/g)) {
    const singular = personSingular(m[1] ?? '', labels);
    if (singular) members.push({ count: 1, noun: singular, end: (m.index ?? 0) + m[0].length });
  }
  for (const q of quantitiesIn(query)) {
    if (q.bound !== '=' || q.currency || !Number.isInteger(q.value) || q.value < 1 || q.value > 40) continue;
    const after = lower.slice(q.end);
    // ("2 adults", "two children", "2 of us adults")
    const noun = /^\s*(?:of\s+us\s+)?([a-z]+(?:-[a-z]+)?)/.exec(after);
    const singular = personSingular(noun?.[1] ?? '', labels);
    if (singular && !/^(?:us|we|them|people|person|persons)$/.test(noun?.[1] ?? '')) members.push({ count: q.value, noun: singular, end: q.end + (noun?.[0].length ?? 0) });
  }
  const ages: { age: number; at: number }[] = [];
  for (const m of lower.matchAll(new RegExp(String.raw`\b(?:aged|ages(?:\s+of)?|(?:who|they|kids|children)\s+are)\s+(${SMALL_NUMBER}(?:\s*(?:,|and|&)\s*${SMALL_NUMBER})*)\b(?!\s*(?:kg|cm|m|months?|weeks?|%|kilos?|pounds?|quid))`, 'g'))) {
    for (const n of (m[1] ?? '').split(/\s*(?:,|and|&)\s*/)) {
      const value = /^\d/.test(n) ? Number(n) : quantitiesIn(n)[0]?.value ?? NaN;
      if (Number.isInteger(value)) ages.push({ age: value, at: m.index ?? 0 });
    }
  }
  for (const m of lower.matchAll(new RegExp(String.raw`\b(${SMALL_NUMBER})[\s-]*years?[\s-]*olds?\b`, 'g'))) {
    const value = /^\d/.test(m[1] ?? '') ? Number(m[1]) : quantitiesIn(m[1] ?? '')[0]?.value ?? NaN;
    if (Number.isInteger(value)) ages.push({ age: value, at: m.index ?? 0 });
  }
  // (a count the ages right after it stand for: "2 children aged 8 and 11")
  for (const member of [...members]) {
    const following = ages.filter((a) => a.at >= member.end && a.at - member.end <= 3);
    if (following.length > 0 && ages.filter((a) => a.at === following[0]?.at).length === member.count) members.splice(members.indexOf(member), 1);
  }
  // someone named but not counted ("me", "my husband", "our nan"): the party is not known whole
  for (const m of lower.matchAll(/\b(?:me|myself|(?:my|our)\s+([a-z]+(?:-[a-z]+)?))\b/g)) {
    if (m[1] === undefined) return null;
    const after = m.index + m[0].length;
    const counted = members.some((x) => x.end >= after && x.end - after <= 30) || ages.some((a) => a.at >= after && a.at - after <= 12);
    if (personSingular(m[1], labels) && !counted) return null;
  }
  const out: PartyMember[] = [...members.sort((a, b) => a.end - b.end).map(({ count, noun }) => ({ count, noun })), ...ages.map((a) => ({ count: 1, noun: '', age: a.age }))];
  return out.reduce((n, m) => n + m.count, 0) >= 2 ? out : null;
}

/** The row of a ticket list a member is: the row whose label's age span holds the age, or whose label is the member's kind of person (its word, or a synonym: "kids" for "Child"). */
function memberRow(rows: TableCell[][], member: PartyMember, ageSpans: (CellBound | null)[]): number[] {
  if (member.age !== undefined) return ageSpans.flatMap((b, i) => (b && inside(member.age as number, b) ? [i] : []));
  const own = stem(member.noun);
  const related = lexicalRelations(member.noun).direct;
  return rows.flatMap((cells, i) => {
    const first = (cells[0]?.value ?? '').toLowerCase().split(/[^a-z]+/).filter(Boolean)[0] ?? '';
    const word = personSingular(first, new Set([stem(first)]));
    return word && (stem(word) === own || related.has(stem(word))) ? [i] : [];
  });
}

/** A price cell's figure, "Free" as nothing; null for any other value. */
function fare(value: string): { value: number; currency: string } | null {
  if (/^\s*free\s*$/i.test(value)) return { value: 0, currency: '' };
  return price(value);
}

/**
 * What the asker's party pays by a table of tickets or prices (`rows`: each its cells, the label first): each member
 * placed on the one row its age span or its kind names ("Adult (16 and over)" for 2 adults, "Child (5-15)" for a
 * 7-year-old, "Under 5" for a 3-year-old), and for each column of prices every placed row has, the total with its
 * parts: "For 2 adults and ages 7 and 3: return £24 × 2 + £14 + Free = £62; single £16 × 2 + £9 + Free = £41." The
 * columns the question names by a word, where it names one; all of them else. null where a member lands on no row or
 * on more than one, or no column prices every placed row. Pure but for the lexicon.
 */
export function partyTotal(rows: TableCell[][], query: string): { sentence: string; rows: number[] } | null {
  const labels = rows.map((r) => r[0]?.value ?? '');
  const labelWords = new Set(labels.map((l) => stem(l.toLowerCase().split(/[^a-z]+/).filter(Boolean)[0] ?? '')).filter((w) => w !== ''));
  const party = partyOf(query, labelWords);
  if (!party || rows.length < 2) return null;
  const spans = labels.map((l) => {
    const b = cellBound(l);
    return b && (b.of === 'age' || b.of === null) ? b : null;
  });
  // (a bare span in a ticket list is an age where the labels name people: "Under 5" beside "Adult (16 and over)")
  if (!labels.some(personLabel)) return null;
  const placed: number[] = [];
  for (const member of party) {
    const found = memberRow(rows, member, spans);
    if (found.length !== 1) return null;
    placed.push(found[0] as number);
  }
  const names = (rows[0] ?? []).slice(1).map((c) => c.name);
  const priced = names.filter((name) => placed.every((i) => fare(rows[i]?.find((c) => c.name === name)?.value ?? '') !== null));
  const currencyOf = (name: string): string => placed.map((i) => fare(rows[i]?.find((c) => c.name === name)?.value ?? '')?.currency ?? '').find((c) => c !== '') ?? '';
  const usable = priced.filter((name) => currencyOf(name) !== '' && new Set(placed.map((i) => fare(rows[i]?.find((c) => c.name === name)?.value ?? '')?.currency).filter((c) => c !== '')).size === 1);
  const askedWords = new Set(query.toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2).map(stem));
  const named = usable.filter((name) => nameWords(name).split(/\s+/).some((w) => w.length > 2 && askedWords.has(stem(w))));
  const columns = named.length > 0 ? named : usable;
  if (columns.length === 0) return null;
  const money = (n: number, currency: string): string => `${currency}${Number.isInteger(n) ? n : n.toFixed(2)}`;
  const totals = columns.map((name) => {
    const currency = currencyOf(name);
    const parts = party.map((member, k) => {
      const cell = rows[placed[k] as number]?.find((c) => c.name === name)?.value.trim() ?? '';
      return { text: member.count > 1 ? `${cell} × ${member.count}` : cell, value: (fare(cell)?.value ?? 0) * member.count };
    });
    const sum = parts.reduce((n, p) => n + p.value, 0);
    const label = columns.length > 1 || names.length > 1 ? `${columnPhrase(name)} ` : '';
    return `${label}${parts.map((p) => p.text).join(' + ')} = ${money(sum, currency)}`;
  });
  const ages = party.flatMap((m) => (m.age !== undefined ? [String(m.age)] : []));
  const who = listed([...party.flatMap((m) => (m.age === undefined ? [`${m.count} ${m.count > 1 ? plural(m.noun) : m.noun}`] : [])), ...(ages.length > 0 ? [`${ages.length > 1 ? 'ages' : 'age'} ${listed(ages)}`] : [])]);
  const rowsSaid = [...new Set(placed)].map((i) => labels[i]?.trim() ?? '').join(', ');
  return { sentence: `For ${who} (${rowsSaid}): ${totals.join('; ')}.`, rows: [...new Set(placed)] };
}

/** A person noun's plural for the sentence ("adult" → adults, "child" → children). */
function plural(noun: string): string {
  if (noun === 'child') return 'children';
  if (noun === 'person') return 'people';
  return /(?:s|x|ch|sh)$/.test(noun) ? `${noun}es` : /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

/** Words that ask what something costs. */
const COST_ASKED = /\b(?:how\s+much|cost|costs|price|prices|pay|charge|fares?|total|spend)\b/i;

/**
 * The party's total from the tables among some units (`groups`: each table's rows), from the first table, best row
 * first, that places every member of the party (partyTotal); only for a question that asks what something costs.
 * null where none does. Pure but for the lexicon.
 */
export function partyInTables<T extends { cells?: TableCell[]; score: number }>(groups: T[][], query: string): { sentence: string; rows: T[]; cite: T } | null {
  if (!COST_ASKED.test(query)) return null;
  const tables = groups.filter((rows) => rows.length >= 2 && rows.some((r) => r.score > 0)).sort((a, b) => Math.max(...b.map((r) => r.score)) - Math.max(...a.map((r) => r.score)));
  for (const rows of tables) {
    const total = partyTotal(rows.map((r) => r.cells ?? []), query);
    if (!total) continue;
    const used = total.rows.map((i) => rows[i] as T);
    return { sentence: total.sentence, rows: used, cite: used[0] as T };
  }
  return null;
}
