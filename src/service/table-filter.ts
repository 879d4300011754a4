// The rows a question keeps before a table's column is ranked (used by table-rows.ts askedColumn, hence by
// the superlative's lead in table-extreme.ts and the row weights in compose.ts): "Which site had the most
// hedgehogs IN 2025?" ranks only the 2025 rows; "the cheapest ticket FOR GROUPS" only the rows whose "Suitable
// for" cell says groups. A column filters when its cells are short values (a category, a year, a month: not
// free text) and the question names the value of some of its rows but not all. A year or a month the question
// names that no row of a year or month column has is said ("missing"), never passed over. Pure but for the lexicon.
import type { TableCell } from './passage';
import { isoMonths } from './iso-dates';
import { isStopWord, stem, words } from './text';
import { otherKindsKnown, valueOfKind } from './column-words';
import { MONTHS } from './months';
import { fitNamed, fitSplits, tableFit } from './table-fit';

export interface RowFilter {
  /** One flag per row: kept (every row when the question names no value). */
  keep: boolean[];
  /** The values the kept rows share, as the table writes them, with their column ("Year", "2025"). */
  named: { column: string; value: string }[];
  /** A year or month the question names that no row of that column has, with the values the column does have. */
  missing: { column: string; value: string; has: string[] }[];
}

const YEAR = /^(?:1\d{3}|20\d{2})$/;
/** A cell short enough to be a value of a category rather than a remark: at most this many content words. */
const SHORT = 3;

/** The year a cell is ("2025"), or null. */
function yearOf(value: string): string | null {
  const t = value.trim();
  return YEAR.test(t) ? t : null;
}

/** The month a cell names, lower case ("2024-06" → june, "June" → june, "Jun" → june), or null. */
function monthOf(value: string): string | null {
  const t = value.trim().toLowerCase();
  const iso = isoMonths(t)[0];
  if (iso) return iso.split(' ')[0]?.toLowerCase() ?? null;
  return MONTHS.find((m) => t === m || (t.length >= 3 && m.startsWith(t.replace(/\.$/, '')))) ?? null;
}

/** The content stems of a cell, a parenthesis aside ("Groups (10 or more)" → group). */
function cellStems(value: string): string[] {
  return words(value.replace(/\([^)]*\)/g, ' '))
    .filter((w) => !isStopWord(w) && !/^\d/.test(w))
    .map(stem);
}

/**
 * The rows of `rows` (each its cells, the label first) that the question's named values keep, reading every
 * column but those in `skip` (the ranked column). A year column keeps the rows of a year the question names; a
 * month column (month names or ISO months) the rows of a named month; a column of short values the rows whose
 * value has a content word of the question that the column's name and some other row's value do not have. A
 * column whose values the question names for every row, or for none, keeps them all; the words of the skipped
 * columns' names and of `quality` (the superlative's own words) name no value. Pure but for the lexicon.
 */
export function rowFilter(rows: TableCell[][], query: string, skip: string[] = [], quality: string[] = []): RowFilter {
  const keep = rows.map(() => true);
  const named: RowFilter['named'] = [];
  const missing: RowFilter['missing'] = [];
  const tokens = words(query);
  const asked = new Set(tokens.filter((w) => !isStopWord(w)).map(stem));
  const years = tokens.filter((w) => YEAR.test(w));
  const months = tokens.filter((w) => MONTHS.includes(w.toLowerCase()) && !(w === 'may' && /\bmay\s+(?:i|we|you|they|it|be)\b/i.test(query))).map((w) => w.toLowerCase());
  const skipped = new Set([...skip, ...quality].flatMap((s) => words(s).map(stem)));
  for (const name of (rows[0] ?? []).map((c) => c.name)) {
    if (skip.includes(name)) continue;
    const values = rows.map((r) => r.find((c) => c.name === name)?.value.trim() ?? '');
    // the year a column of ISO months is filtered by ("2025" of 2025-04 … 2025-07), named as the question names it
    let yearNamed: string | null = null;
    // the question's noun a category column is filtered by as a kind ("birds" over owls and kestrels)
    let kindNamed: string | null = null;
    const matches = ((): boolean[] | null => {
      const ys = values.map(yearOf);
      if (ys.every((y) => y !== null)) {
        if (years.length === 0) return null;
        const absent = years.filter((y) => !ys.includes(y));
        for (const y of absent) missing.push({ column: name, value: y, has: [...new Set(ys as string[])] });
        return absent.length === years.length ? null : ys.map((y) => years.includes(y as string));
      }
      // ISO months ("2025-04") are of a year too, and so is a year's own row ("2025 total"): "in 2025" keeps them
      const isoYears = values.map((v) => /^((?:1\d|20)\d{2})(?:-\d{2}\b|\s+\p{L})/u.exec(v.trim())?.[1] ?? null);
      if (months.length === 0 && years.length > 0 && isoYears.every((y) => y !== null) && values.some((v) => /^\d{4}-\d{2}\b/.test(v.trim()))) {
        const absent = years.filter((y) => !isoYears.includes(y));
        for (const y of absent) missing.push({ column: name, value: y, has: [...new Set(isoYears as string[])] });
        if (absent.length === years.length) return null;
        yearNamed = years.filter((y) => isoYears.includes(y)).join(' or ');
        return isoYears.map((y) => years.includes(y as string));
      }
      const ms = values.map(monthOf);
      if (ms.every((m) => m !== null)) {
        if (months.length === 0) return null;
        const absent = months.filter((m) => !ms.includes(m));
        for (const m of absent) missing.push({ column: name, value: m.charAt(0).toUpperCase() + m.slice(1), has: [...new Set(values)] });
        return absent.length === months.length ? null : ms.map((m) => months.includes(m as string));
      }
      // a category: short values, none of them a figure
      const stems = values.map(cellStems);
      if (values.some((v, i) => v === '' || /^\d/.test(v) || (stems[i]?.length ?? 0) > SHORT)) return null;
      const own = new Set(words(name).map(stem));
      const everyRow = (s: string): boolean => stems.every((st) => st.includes(s));
      // (or a kind of a noun asked: "Which of the BIRDS…" keeps the owls and kestrels; column-words.ts)
      const nouns = tokens.filter((w) => !isStopWord(w) && !skipped.has(stem(w)) && !own.has(stem(w)));
      // (never the label column: "Ghost", "Flick" name the rows, they are no kinds of animal)
      const kinds = values.map((v) => name !== rows[0]?.[0]?.name && valueOfKind(v, nouns));
      // (not where nearly every row is of the kind: a row WordNet does not know, "Gyr-saker hybrid", is no other kind)
      const byKind = kinds.some(Boolean) && kinds.filter(Boolean).length < 0.8 * kinds.length && otherKindsKnown(values, nouns.filter((n) => values.some((v) => valueOfKind(v, [n]))));
      kindNamed = byKind ? (nouns.find((n) => values.some((v) => valueOfKind(v, [n]))) ?? null) : null;
      const literal = stems.map((st) => st.some((s) => asked.has(s) && !own.has(s) && !skipped.has(s) && !everyRow(s)));
      // (the question's own word first: a kind is read only where no value of the column names a word of it)
      if (literal.some(Boolean) || !byKind) {
        kindNamed = null;
        return literal;
      }
      return kinds;
    })();
    if (!matches) continue;
    const count = matches.filter(Boolean).length;
    if (count === 0 || count === rows.length) continue;
    matches.forEach((m, i) => {
      if (!m) keep[i] = false;
    });
    named.push({ column: name, value: yearNamed ?? kindNamed ?? [...new Set(values.filter((_, i) => matches[i]))].join(' or ') });
  }
  // the asker's own figures against each row's bounds ("I'm 22" against "min_driver_age"; "at least 40 cm" against a
  // width: table-fit.ts): a row they fail is left out, unless that would leave none
  const fit = tableFit(rows, query);
  if (fitSplits(fit) && fit.rows.some((r, i) => r !== 'fails' && keep[i])) {
    fit.rows.forEach((r, i) => {
      if (r === 'fails') keep[i] = false;
    });
    named.push(...fitNamed(fit));
  }
  return { keep, named, missing };
}
