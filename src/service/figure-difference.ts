// The difference between two figures of one quantity, said in the unit the two are written in (used by
// table-compare.ts when an answer sets two sides' figures side by side): "28 min" and "41 min" differ by 13 min,
// "2 min 58 s" and "2 min 41 s" by 17 s, "£64.99" and "£42.00" by £22.99, "38.2" and "44.6" by 6.4. Two figures
// in different units, or a cell that is not one figure ("4 to 6 weeks", "high"), give no difference: the answer
// then sets the two side by side and says nothing it cannot compute. Also two sources' sentences giving one amount each
// ("…cost £4.2 million…" and "…a total cost of £3.9 million…", compose.ts where sources disagree): the difference in
// the first one's own scale ("£0.3 million"). Pure.
import { amountIn, type Dimension } from './amounts';
import { amountValue, amountsDisagree } from './disagreement';

/** The units of time a cell may write, in seconds, by every spelling a table uses. */
const SECONDS: Record<string, number> = {
  s: 1, sec: 1, secs: 1, second: 1, seconds: 1,
  min: 60, mins: 60, minute: 60, minutes: 60,
  h: 3600, hr: 3600, hrs: 3600, hour: 3600, hours: 3600,
  day: 86_400, days: 86_400, week: 604_800, weeks: 604_800,
};

interface Figure {
  value: number;
  /** The unit as the cell writes it ('' for a bare number, 'time' for a duration read in seconds). */
  unit: string;
  /** A currency sign before the figure ("£"), or ''. */
  currency: string;
  /** Decimal places the cell writes. */
  places: number;
}

/** A cell read as one figure: a duration in one or more units of time (in seconds), a sum of money, or a number with at most one unit word; null otherwise. Pure. */
export function oneFigure(cell: string): Figure | null {
  const text = cell.trim().replace(/(\d),(?=\d{3}\b)/g, '$1');
  const timed = /^(\d+(?:\.\d+)?\s*[a-z]+)(\s+\d+(?:\.\d+)?\s*[a-z]+)*$/i.exec(text);
  if (timed) {
    const parts = [...text.matchAll(/(\d+(?:\.\d+)?)\s*([a-z]+)/gi)].map((m) => ({ n: Number(m[1]), per: SECONDS[(m[2] ?? '').toLowerCase()] }));
    if (parts.every((p) => p.per !== undefined)) return { value: parts.reduce((sum, p) => sum + p.n * (p.per ?? 0), 0), unit: 'time', currency: '', places: 0 };
  }
  const m = /^([£$€]?)\s*(\d+(?:\.(\d+))?)\s*(%|[a-z]+)?$/i.exec(text);
  if (!m) return null;
  if (m[4] && /^\d/.test(m[4])) return null;
  return { value: Number(m[2]), unit: (m[4] ?? '').toLowerCase(), currency: m[1] ?? '', places: m[3]?.length ?? 0 };
}

/** A number of seconds said in the largest units that hold it ("13 min", "17 s", "1 h 5 min"). Pure. */
export function durationSaid(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const min = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const parts = [h > 0 ? `${h} h` : '', min > 0 ? `${min} min` : '', sec > 0 ? `${sec} s` : ''].filter((p) => p !== '');
  return parts.length > 0 ? parts.join(' ') : '0 s';
}

/**
 * The difference between two cells' figures in their own unit ("13 min", "£22.99", "6.4", "6 dB" with the column's
 * unit given as `unit`), or null when either is not one figure, their units differ or they are equal. Pure.
 */
export function figureDifference(a: string, b: string, unit = ''): string | null {
  const x = oneFigure(a);
  const y = oneFigure(b);
  if (!x || !y || x.unit !== y.unit || x.currency !== y.currency || x.value === y.value) return null;
  const gap = Math.abs(x.value - y.value);
  if (x.unit === 'time') return durationSaid(gap);
  const places = Math.max(x.places, y.places);
  const number = gap.toFixed(places);
  const own = x.unit !== '' ? (x.unit === '%' ? '%' : ` ${x.unit}`) : unit !== '' ? ` ${unit}` : '';
  return `${x.currency}${number}${x.unit === '%' ? ' percentage points' : own}`;
}

/** The number a written amount opens with ("£4.2 million" → 4.2; "1,200 tonnes" → 1200), or null. Pure. */
function writtenNumber(written: string): { text: string; value: number } | null {
  const m = /\d[\d,]*(?:\.\d+)?/.exec(written);
  if (!m) return null;
  const value = Number(m[0].replace(/,/g, ''));
  return Number.isFinite(value) ? { text: m[0], value } : null;
}

/**
 * The difference between the amounts of one kind two sentences state, said in the first one's own words and scale
 * ("£4.2 million" and "£3.9 million" → "£0.3 million"; "60 years" and "40 years" → "20 years"), with both amounts as
 * written: null when either states none, either is a range, their units differ, or they do not disagree. Pure.
 */
export function amountsDifference(first: string, second: string, dimension: Dimension): { first: string; second: string; difference: string } | null {
  const a = amountValue(first, dimension);
  const b = amountValue(second, dimension);
  // (as written, without the punctuation after it: "£710,000," → "£710,000")
  const writtenA = amountIn(first, dimension)?.replace(/[,.;:]+$/, '') ?? null;
  const writtenB = amountIn(second, dimension)?.replace(/[,.;:]+$/, '') ?? null;
  if (!a || !b || !writtenA || !writtenB || a.low !== a.high || b.low !== b.high || !amountsDisagree(a, b)) return null;
  const number = writtenNumber(writtenA);
  if (!number || number.value === 0 || /\d\s*(?:-|–|to|or)\s*\d/.test(writtenA)) return null;
  // (in the first amount's scale: £4.2 million is 4.2 of its millions)
  const scale = a.high / number.value;
  const gap = Math.abs(a.high - b.high) / scale;
  const places = Math.min(3, Math.max((number.text.split('.')[1] ?? '').length, ((writtenNumber(writtenB)?.text ?? '').split('.')[1] ?? '').length));
  // (with thousands separators where the figure is written with them: "£70,000")
  const rounded = Number(gap.toFixed(places));
  const said = number.text.includes(',') || (writtenNumber(writtenB)?.text ?? '').includes(',') ? rounded.toLocaleString('en-GB', { maximumFractionDigits: places }) : rounded.toString();
  if (said === '0') return null;
  // (a count in its noun counted, the figures bare: "150 scooters (450 against 600)", not "450 rental", a modifier)
  if (dimension === 'count' && a.unit !== '') return { first: number.text, second: writtenNumber(writtenB)?.text ?? writtenB, difference: `${said} ${a.unit}${said === '1' ? '' : 's'}` };
  return { first: writtenA, second: writtenB, difference: writtenA.replace(number.text, said) };
}

/** The words before the other source's figure: "The figures differ by £0.3 million (£4.2 million against £3.9 million): ", or '' when no kind of amount gives a difference. Pure. */
export function differenceLead(lead: string, other: string, dimensions: Dimension[]): string {
  for (const dimension of dimensions) {
    const d = amountsDifference(lead, other, dimension);
    if (d) return `The figures differ by ${d.difference} (${d.first} against ${d.second}): `;
  }
  return '';
}
