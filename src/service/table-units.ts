// Whether a table column's figures can be set in order (used by table-rows.ts for a superlative's ranking, by
// table-extreme.ts across a row, and by table-compare.ts for a comparison of rows): a computed line states an order
// only over figures of one unit. A cooker manual's "Liquid" column holds "1 cup water", "1.25 cups water", "1 litre
// water" and "250 ml water"; ranked by the bare numbers it read "1 cup < 1 litre < 1.25 cups < 250 ml", which is false.
// A cell's unit is the word after its figure (its plural dropped: "cups" is cup) or a currency sign before it; times
// are one unit (minutes, hours and days convert: table-rows.ts cellFigure); a cell with no unit takes the column's.
// Owns that test, and the factors that put figures of convertible units (kg and lb, m and km) in one unit. Pure.

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

/** Units of weight, length and volume in one base unit of their kind (grams, metres, litres): they convert into one another. */
const IN_BASE: Record<string, [string, number]> = {
  mg: ['g', 0.001], g: ['g', 1], gram: ['g', 1], kg: ['g', 1000], kilogram: ['g', 1000], oz: ['g', 28.3495], ounce: ['g', 28.3495], lb: ['g', 453.592], lbs: ['g', 453.592], pound: ['g', 453.592], st: ['g', 6350.29], stone: ['g', 6350.29],
  mm: ['m', 0.001], cm: ['m', 0.01], m: ['m', 1], metre: ['m', 1], meter: ['m', 1], km: ['m', 1000], kilometre: ['m', 1000], in: ['m', 0.0254], inch: ['m', 0.0254], ft: ['m', 0.3048], foot: ['m', 0.3048], feet: ['m', 0.3048], yd: ['m', 0.9144], yard: ['m', 0.9144], mi: ['m', 1609.344], mile: ['m', 1609.344],
  ml: ['l', 0.001], cl: ['l', 0.01], l: ['l', 1], litre: ['l', 1], liter: ['l', 1],
};

/**
 * For cells whose figures are in units of one kind that convert ("6.1 kg" and "13 lb"; "800 m" and "1.2 km"), the
 * factor that puts each cell's figure in the kind's base unit (1 for a cell with no unit of its own); null where the
 * cells share one unit already (nothing to convert) or some unit does not convert into the others ("1 cup", "250 ml").
 * Pure.
 */
export function commonScale(values: string[]): number[] | null {
  const units = values.map(cellUnit);
  const known = [...new Set(units.filter((u): u is string => u !== null))];
  if (known.length < 2) return null;
  const bases = new Set(known.map((u) => IN_BASE[u]?.[0] ?? null));
  if (bases.size !== 1 || bases.has(null)) return null;
  return units.map((u) => (u === null ? 1 : (IN_BASE[u]?.[1] ?? 1)));
}
