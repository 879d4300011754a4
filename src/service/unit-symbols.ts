// Unit symbols as the word they stand for (used by threshold.ts): a manual writes "195 W", a question asks about
// "200 watts"; "39 dB" is decibels, "12 l" litres. The SI and everyday symbols are a closed set, as the units are.
// Read in lower case (threshold.ts lower-cases its sentence), so a symbol that is also a word ("a" for amp, "m" for
// metre beside "m" for million) is left out. Pure.

/** Symbol in lower case → the unit's word. */
const SYMBOLS: Record<string, string> = {
  w: 'watt', kw: 'kilowatt', mw: 'megawatt', kwh: 'kilowatt-hour', wh: 'watt-hour',
  v: 'volt', kv: 'kilovolt', ma: 'milliamp', hz: 'hertz', khz: 'kilohertz', db: 'decibel',
  l: 'litre', ml: 'millilitre', mph: 'mile', kph: 'kilometre',
};

/** The word a unit symbol stands for ("W", "w" → "watt"), or null when the text is no symbol. Pure. */
export function unitWord(symbol: string): string | null {
  return SYMBOLS[symbol.trim().toLowerCase()] ?? null;
}
