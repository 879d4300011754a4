// The chat's table of amounts ("Put the dates in a table", "a table of the costs"): which of the answer's
// cited sentences state the kind of amount the follow-up names, that amount as written for the first
// column, dates in time order; "Put the times in a table": the sentences of the sources stating a time of day
// ("14:12", "5:40 am", "at dusk"), in their order. Pure.
import { amountIn, columnDimension, type Dimension } from './amounts';

const ANY: Array<Dimension | 'date'> = ['money', 'count', 'time', 'length', 'weight', 'temperature', 'speed', 'frequency', 'date'];

/** The kinds of amount a named column holds: "dates" → date, "costs" → money, "figures"/"numbers"/"amounts" → any kind. */
export function columnKinds(column: string): Array<Dimension | 'date'> {
  if (/^(?:figures|numbers|amounts)$/.test(column)) return ANY;
  const singular = column.replace(/ies$/, 'y').replace(/s$/, '');
  const kind = columnDimension(singular) ?? columnDimension(column);
  return kind ? [kind] : ANY;
}

/** The year a date states ("around 1040", "12 March 1871"), for ordering; Infinity when none. */
function yearOf(amount: string): number {
  const year = /\b(1\d{3}|20\d{2})\b/.exec(amount)?.[1];
  return year ? Number(year) : Number.POSITIVE_INFINITY;
}

/** The sentences stating an amount of the named kind, each with the amount as written; dates sorted by year. */
export function amountRows<T extends { text: string }>(sentences: T[], column: string): Array<{ amount: string; sentence: T }> {
  const kinds = columnKinds(column);
  const rows = sentences.flatMap((sentence) => {
    const text = sentence.text.replace(/\[\d+\]/g, '');
    for (const kind of kinds) {
      const amount = amountIn(text, kind);
      // "in 1377" is the year; "around 1040", "since 1990" keep their word
      if (amount) return [{ amount: amount.replace(/^in\s+/i, ''), sentence }];
    }
    return [];
  });
  return kinds.length === 1 && kinds[0] === 'date' ? [...rows].sort((a, b) => yearOf(a.amount) - yearOf(b.amount)) : rows;
}

/** A time of day as written: a clock time ("14:12", "5:40 am", "7.30pm", "7pm"; not a sum, "£3.50") or a named one ("noon", "dusk"). */
const CLOCK = /(?<![£$€¥\d.,])\b(?:[01]?\d|2[0-3]):[0-5]\d(?:\s*(?:am|pm|a\.m\.|p\.m\.))?(?!\d|[.:]\d)|(?<![£$€¥\d.,])\b(?:1[0-2]|0?[1-9])\.[0-5]\d\s*(?:am|pm|a\.m\.|p\.m\.)|\b(?:1[0-2]|0?[1-9])\s*(?:am|pm|a\.m\.|p\.m\.)(?![\p{L}])|\b(?:noon|midday|midnight|dawn|dusk|sunrise|sunset|nightfall|daybreak)\b/iu;

/** Does a named column ask for times of day ("the times", "the clock times")? Pure. */
export function asksTimesOfDay(column: string): boolean {
  return /^times$/i.test(column.trim());
}

/**
 * The sentences stating a time of day, each with that time as written, in the order given (a source's own order
 * tells the events' order), one row per sentence text. Pure.
 */
export function clockRows<T extends { text: string }>(sentences: T[]): Array<{ amount: string; sentence: T }> {
  const seen = new Set<string>();
  return sentences.flatMap((sentence) => {
    const text = sentence.text.replace(/\[\d+\]/g, '');
    const amount = CLOCK.exec(text)?.[0];
    const key = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (!amount || seen.has(key)) return [];
    seen.add(key);
    return [{ amount, sentence }];
  });
}
