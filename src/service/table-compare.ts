// A comparison read across the rows of a source's table (used by compose.ts): "Did the wildflower strips
// give a better fruit set than mown grass?" over a table with a treatment column and a fruit-set column is
// answered by the figures of the rows on each side, set side by side: pair by pair where another column
// pairs the rows one to one (the same variety under each treatment), else all of them, and the answer says
// so ("Fruit set percent, wildflower strip against mown grass (control): 38 against 24 (Cox), …"). A side is
// the rows whose cell is the side's own name ("wildflower strip"), not one that names it among more
// ("wildflower strip and nest blocks", another treatment); a row naming both sides is neither. A column of levels
// rather than figures is read on the quality's own scale: its word and its WordNet antonym, with a word of degree
// ("Very fast" > "Fast" > "Medium" > "Slow" for "faster"). Pure but for the lexicon.
import { cellFigure } from './table-rows';
import { figureDifference } from './figure-difference';
import { oneUnit } from './table-units';
import { columnOfQuality } from './table-columns';
import { measuredPart } from './compared-quantity';
import { withMonthNamed } from './iso-dates';
import { cellMeasures, columnMeasures, namesSide, qualityDirection, type ComparisonQuestion } from './comparison';
import type { TableCell } from './passage';
import { isStopWord, stem, words } from './text';
import { lemmaOf } from './lemmas';
import { antonymStems, lexicalRelations, oppositeStems } from './lexicon';

export interface RowsCompared {
  verdict: 'yes' | 'no' | 'qualified';
  /** The comparison as a sentence of the table's own words and figures. */
  sentence: string;
  /** Indexes (in the rows given) of the subject's rows and the other side's. */
  subjectRows: number[];
  otherRows: number[];
}

/** A cell's content words, a parenthesis aside ("mown grass (control)" → mown, grass). */
function cellWords(value: string): string[] {
  return words(value.replace(/\([^)]*\)/g, ' ')).filter((w) => !isStopWord(w));
}

/** Does a cell say the side's name and nothing more (its words the side's or others the question uses, "hawthorn" of "laid hawthorn hedges"; a parenthesis aside)? */
function isSideItself(value: string, side: string[], asked: Set<string>): boolean {
  const own = new Set(side.map(stem));
  const cell = cellWords(value);
  return cell.length > 0 && cell.every((w) => own.has(stem(w)) || asked.has(stem(w)));
}

/** The rows of one side: those whose cell (other than the compared column) is its name; else those naming it; never a row naming both sides. */
function sideRows(rows: TableCell[][], side: string[], other: string[], column: string, asked: Set<string>): number[] {
  // (an ISO month "2024-04" is read with its month named, "April 2024": iso-dates.ts)
  const naming = rows.map((cells, i) => ({ i, cells: cells.filter((c) => c.name !== column).map((c) => ({ ...c, value: withMonthNamed(c.value) })) })).filter(({ cells }) => cells.some((c) => namesSide(c.value, side)) && !cells.some((c) => namesSide(c.value, other)));
  const itself = naming.filter(({ cells }) => cells.some((c) => isSideItself(c.value, side, asked)));
  return (itself.length > 0 ? itself : naming).map(({ i }) => i);
}

const format = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));
/** Levels a table may give instead of figures, lowest first. */
const LEVELS: Record<string, number> = { none: 0, 'very low': 1, low: 2, poor: 2, medium: 3, moderate: 3, fair: 3, average: 3, high: 4, good: 4, 'very high': 5, excellent: 5 };

/** The level a cell opens with ("high: sealant closes small holes" → high), or null. */
export function levelOf(value: string): number | null {
  const opening = value.trim().toLowerCase().split(/[:;,(.]/)[0]?.trim() ?? '';
  return LEVELS[opening] ?? null;
}

/** Words of degree before a level ("VERY slow", "fairly fast"): closed class of English intensifiers and downtoners. */
const STRONG = /^(?:very|extremely|highly|exceptionally|really)$/;
const WEAK = /^(?:fairly|quite|rather|slightly|somewhat|moderately)$/;
const MIDDLE = /^(?:medium|moderate|average|intermediate|middling|mid)$/;

/**
 * A cell's place on the scale of the quality compared, read from the quality's own word and its WordNet antonym
 * ("Fast" +1, "Very fast" +2, "Medium" 0, "Slow" −1, "Very slow" −2 for "faster"; "Soft"/"Harsh" for "softer"): the
 * cell's opening words, a word of degree and the quality's word (its own, a direct synonym) or its antonym (direct or
 * indirect), or a middle word. null when the cell is none of these. Pure but for the lexicon.
 */
export function scaleLevel(value: string, quality: string): number | null {
  const opening = (value.trim().toLowerCase().split(/[:;,(.]/)[0] ?? '').trim().split(/[\s-]+/).filter((w) => w !== '');
  if (opening.length === 0 || opening.length > 3) return null;
  const head = opening.at(-1) ?? '';
  const degree = opening.slice(0, -1);
  if (degree.some((w) => !STRONG.test(w) && !WEAK.test(w))) return null;
  const weight = degree.some((w) => STRONG.test(w)) ? 2 : degree.some((w) => WEAK.test(w)) ? 0.5 : 1;
  if (MIDDLE.test(head) && degree.length === 0) return 0;
  const base = lemmaOf(quality.toLowerCase());
  const own = new Set([stem(base), ...lexicalRelations(base).direct]);
  // (the antonyms of its direct synonyms too: "hard" is "difficult", whose antonym is "easy")
  const contrary = new Set([...antonymStems(base), ...oppositeStems(base), ...[...lexicalRelations(base).direct].flatMap((d) => [...antonymStems(d)])]);
  const h = stem(head);
  if (own.has(h) && !contrary.has(h)) return weight;
  if (contrary.has(h) && !own.has(h)) return -weight;
  return null;
}

/**
 * Of several columns fit for a comparison (their names in table order), the one whose name shares the most words with
 * the question, a number among them ("category 2 median" for "Category 2 patients"); the first on a tie or with no
 * question; undefined for none. Pure.
 */
export function columnAsked(names: string[], query: string): string | undefined {
  const asked = new Set(words(query).filter((w) => !isStopWord(w)).map(stem));
  const shared = (name: string): number => words(name).filter((w) => !isStopWord(w) && asked.has(stem(w))).length;
  return names.reduce<string | undefined>((best, name) => (best === undefined || shared(name) > shared(best) ? name : best), undefined);
}

const TIME = /\((?:s|secs?|mins?|h|hrs?)\)|\b(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b|\d\s*(?:s|h)\b|^\s*\d{1,2}:[0-5]\d:[0-5]\d\b/i;

/**
 * The comparison the rows of one table give (`query`: the question, whose words a side's own cell may use), or null when no column measures the quality, a side has no
 * row, or a side's rows give no figure. Pairs: another column whose values match the two sides' rows one to
 * one; every pair one way decides, pairs both ways are qualified. Without pairs: every figure of one side
 * above every figure of the other decides, else the means do, qualified. Pure but for the lexicon.
 */
export function compareRows(rows: TableCell[][], q: ComparisonQuestion, query = ''): RowsCompared | null {
  const asked = new Set(words(query).filter((w) => !isStopWord(w)).map(stem));
  const first = rows[0];
  if (!first) return null;
  // a figure, or a level ("high: sealant closes small holes") where the column holds no figures
  const cellOf = (i: number, name: string): string => rows[i]?.find((c) => c.name === name)?.value ?? '';
  const figures = (name: string): number => rows.filter((_, i) => cellFigure(cellOf(i, name)) !== null).length;
  const levels = (name: string): number => rows.filter((_, i) => levelOf(cellOf(i, name)) !== null).length;
  // (or levels on the quality's own scale, "Slow"/"Fast"/"Very fast" for "faster": scaleLevel)
  const onScale = (name: string): number => rows.filter((_, i) => scaleLevel(cellOf(i, name), q.quality) !== null).length;
  const usable = (name: string): boolean => figures(name) >= 2 || levels(name) >= 2 || onScale(name) >= 2;
  // the column naming the quality; else the one named by the noun the quality is a value of, or by its own word
  // family ("stronger" → "breaking strength", "lighter" → "weight"; table-columns.ts), which says which way it runs
  // (before a column that only holds a unit of the quality's kind: "wider" is the width column, not any length)
  const named = first.slice(1).find((c) => columnMeasures(c.name, q) === 'named' && usable(c.name))?.name;
  // (by the words saying what the column measures: "Days to first harvest" measures days, not harvest; compared-quantity.ts)
  const byAttribute = named ? undefined : first.slice(1).find((c) => (columnOfQuality(measuredPart(c.name), q.quality) ?? 0) !== 0 && usable(c.name))?.name;
  // (else the column whose cells are the quality's own levels: the column the comparative's adjective is the value of)
  // (of several columns of the quality's kind, the one whose name the question's own words say: "Category 2" of
  // "category 1 median", "category 2 median"; columnAsked)
  // (a column whose cells carry the kind's unit counts too: "28 min" under "Category 2 median" for faster)
  const unitCells = (name: string): number => rows.filter((_, i) => cellMeasures(cellOf(i, name), q)).length;
  const ofKind = first.slice(1).filter((c) => (columnMeasures(c.name, q) !== null || (q.measured === undefined && unitCells(c.name) >= 2)) && usable(c.name)).map((c) => c.name);
  const column = named ?? byAttribute ?? columnAsked(ofKind, query) ?? first.slice(1).find((c) => onScale(c.name) >= 2 && figures(c.name) < 2)?.name;
  if (!column) return null;
  const byLevel = figures(column) < 2;
  const byScale = byLevel && onScale(column) >= 2 && onScale(column) > levels(column);
  // a column naming the quality runs with it ("more puncture resistant": the higher level); one of its kind by the
  // quality's scale ("heavier": more weight), a time column the other way for a speed ("faster": the shorter time)
  const scale = qualityDirection(q);
  const timed = rows.some((_, i) => TIME.test(cellOf(i, column))) || TIME.test(column);
  // (a level on the quality's own scale runs with the quality: "Fast" is more of fast)
  const direction = byScale ? q.sign : byAttribute ? (columnOfQuality(measuredPart(byAttribute), q.quality) ?? 0) * q.sign : columnMeasures(column, q) === 'named' ? q.sign : scale.inverse === 'time' && timed ? -scale.direction : scale.direction;
  if (direction === 0) return null;
  const figure = (i: number): number | null => (byScale ? scaleLevel(cellOf(i, column), q.quality) : byLevel ? levelOf(cellOf(i, column)) : cellFigure(cellOf(i, column)));
  const mine = sideRows(rows, q.subject, q.other, column, asked).filter((i) => figure(i) !== null);
  const theirs = sideRows(rows, q.other, q.subject, column, asked).filter((i) => figure(i) !== null);
  if (mine.length === 0 || theirs.length === 0) return null;
  // (figures of two units, "1 cup" against "250 ml", compare nothing: table-units.ts)
  if (!byLevel && !oneUnit([...mine, ...theirs].map((i) => cellOf(i, column)))) return null;
  const value = (i: number, name: string): string => rows[i]?.find((c) => c.name === name)?.value.trim() ?? '';
  // the side's name as the table writes it (its first row's cell that names it)
  // (the row's own label first when it names the side; an ISO month with its month named, "2024-07 (July 2024)")
  const label = (i: number, side: string[]): string => {
    const cells = (rows[i] ?? []).filter((c) => c.name !== column).map((c) => withMonthNamed(c.value.trim()));
    return (namesSide(cells[0] ?? '', side) ? cells[0] : cells.find((v) => namesSide(v, side))) ?? side.join(' ');
  };
  const subjectLabel = label(mine[0] as number, q.subject);
  const otherLabel = label(theirs[0] as number, q.other);
  const columnName = column.charAt(0).toUpperCase() + column.slice(1);
  // a column pairing the rows one to one: each of its values once on each side, the same values on both
  const pairing = first
    .slice(1)
    .map((c) => c.name)
    .find((name) => {
      if (name === column || mine.length < 2 || mine.length !== theirs.length) return false;
      const a = mine.map((i) => value(i, name).toLowerCase());
      const b = theirs.map((i) => value(i, name).toLowerCase());
      return a.every((v) => v !== '') && new Set(a).size === a.length && new Set(b).size === b.length && a.every((v) => b.includes(v)) && !a.some((v) => namesSide(v, q.subject) || namesSide(v, q.other));
    });
  const sign = (a: number, b: number): number => Math.sign(a - b) * direction;
  if (pairing) {
    const pairs = mine.map((i) => ({ i, j: theirs.find((j) => value(j, pairing).toLowerCase() === value(i, pairing).toLowerCase()) as number }));
    const signs = pairs.map(({ i, j }) => sign(figure(i) as number, figure(j) as number));
    const verdict = signs.every((s) => s > 0) ? 'yes' : signs.every((s) => s < 0) ? 'no' : 'qualified';
    // pair by pair, each side's figures in the same order ("…38, 31 vs … 24, 19, by variety: Cox, Egremont Russet")
    const sideOf = (rowsOfSide: number[]): string => rowsOfSide.map((i) => value(i, column)).join(', ');
    const listed = `${subjectLabel} ${sideOf(pairs.map((p) => p.i))} vs ${otherLabel} ${sideOf(pairs.map((p) => p.j))}, ${pairing} by ${pairing}: ${pairs.map(({ i }) => value(i, pairing)).join(', ')}`;
    return { verdict, sentence: `${columnName}: ${listed}`, subjectRows: pairs.map((p) => p.i), otherRows: pairs.map((p) => p.j) };
  }
  const a = mine.map((i) => figure(i) as number);
  const b = theirs.map((i) => figure(i) as number);
  const mean = (xs: number[]): number => xs.reduce((n, x) => n + x, 0) / xs.length;
  const apart = Math.min(...a) > Math.max(...b) || Math.max(...a) < Math.min(...b);
  const bySign = sign(mean(a), mean(b));
  const verdict = bySign === 0 ? 'qualified' : apart ? (bySign > 0 ? 'yes' : 'no') : 'qualified';
  // (a mean only where it is read in the cells' own terms: plain figures, not "4 to 6 weeks")
  const plain = !byLevel && [...mine, ...theirs].every((i) => /^[\d.,\s%]+$/.test(value(i, column)));
  const means = plain && (a.length > 1 || b.length > 1) ? ` (means ${format(mean(a))} vs ${format(mean(b))})` : '';
  // (one figure a side in one unit: the difference, in that unit, the column's bracketed unit where the cells give none; figure-difference.ts)
  // (or the column's last word where it is a unit's symbol: "Rain mm")
  const bracketed = /\(([^()\s]{1,8})\)/.exec(column)?.[1] ?? (/\s(mm|cm|m|km|g|kg|ml|l|db|kwh|mph|kph)$/i.exec(column.trim())?.[1] ?? '');
  const gap = !byLevel && mine.length === 1 && theirs.length === 1 ? figureDifference(value(mine[0] as number, column), value(theirs[0] as number, column), bracketed) : null;
  const difference = gap ? `, a difference of ${gap}` : '';
  return { verdict, sentence: `${columnName}: ${subjectLabel} ${mine.map((i) => value(i, column)).join(', ')} vs ${otherLabel} ${theirs.map((i) => value(i, column)).join(', ')}${means}${difference}`, subjectRows: mine, otherRows: theirs };
}

/**
 * The comparison the tables among the units give ("the rows of one table": same document and table), from
 * the table whose best row scores highest; with the rows on each side. null when no table compares the two. Pure but for the lexicon.
 */
export function comparedInTables<T extends { cells?: TableCell[]; table?: number; documentId: string; score: number }>(units: T[], q: ComparisonQuestion, query = ''): { compared: RowsCompared; subject: T[]; other: T[] } | null {
  const tables = new Map<string, T[]>();
  for (const unit of units) {
    if (!unit.cells || unit.table === undefined) continue;
    // (a long table comes in several passages: its rows are one table by their column names)
    const key = `${unit.documentId} ${unit.cells.map((c) => c.name).join('|')}`;
    tables.set(key, [...(tables.get(key) ?? []), unit]);
  }
  const found = [...tables.values()]
    .map((rows) => ({ rows, compared: compareRows(rows.map((r) => r.cells ?? []), q, query), best: Math.max(...rows.map((r) => r.score)) }))
    .filter((x): x is { rows: T[]; compared: RowsCompared; best: number } => x.compared !== null)
    .sort((a, b) => b.best - a.best)[0];
  if (!found) return null;
  return { compared: found.compared, subject: found.compared.subjectRows.map((i) => found.rows[i] as T), other: found.compared.otherRows.map((i) => found.rows[i] as T) };
}
