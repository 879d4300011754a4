// Whether a table column's figures can be set in order (used by table-rows.ts for a superlative's ranking, by
// table-extreme.ts across a row, and by table-compare.ts for a comparison of rows): a computed line states an order
// only over figures of one unit. A cooker manual's "Liquid" column holds "1 cup water", "1.25 cups water", "1 litre
// water" and "250 ml water"; ranked by the bare numbers it read "1 cup < 1 litre < 1.25 cups < 250 ml", which is false.
// A cell's unit is the word after its figure (its plural dropped: "cups" is cup) or a currency sign before it; times
// are one unit (minutes, hours and days convert: table-rows.ts cellFigure); a cell with no unit takes the column's.
// Owns that test. Pure.

/** A currency sign before a figure, read as its unit. */
const CURRENCY: Record<string, string> = { '£': 'gbp', $: 'usd', '€': 'eur', '¥': 'jpy' };
/** Words after a figure that are times: they convert into one another. */
const TIME = /^(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|yrs?)$/;
/** Words after a figure that scale it rather than measure it ("1.3 million"): no unit of their own. */
const SCALE = /^(?:thousand|million|billion|trillion|k|m|bn)$/;

/** The unit of a cell's first figure: "1.25 cups water" → cup, "250 ml" → ml, "£30" → gbp, "4 min" → time, "41" → null. Pure. */
export function cellUnit(value: string): string | null {
  const m = /([£$€¥])?\s*\d[\d,]*(?:\.\d+)?(?:\s*(?:to|-|–)\s*[£$€¥]?\d[\d,]*(?:\.\d+)?)?\s*(%|°\s*[CF]\b|[\p{L}]+)?/iu.exec(value);
  if (!m) return null;
  if (m[1]) return CURRENCY[m[1]] ?? m[1];
  const word = (m[2] ?? '').toLowerCase().replace(/\s+/g, '');
  if (word === '') return null;
  if (word === '%' || word === 'percent' || word === 'pct') return 'percent';
  if (TIME.test(word)) return 'time';
  if (SCALE.test(word)) return null;
  // (a plural is its singular: "cups" is cup, "litres" litre; "gas" and "bus" stay)
  return word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/** Do the cells' figures share one unit (cells with no unit of their own aside)? Pure. */
export function oneUnit(values: string[]): boolean {
  const units = new Set(values.map(cellUnit).filter((u): u is string => u !== null));
  return units.size <= 1;
}
