// Sources that disagree on an amount: two documents that give different figures for the same quantity
// about the same subject ("should last around 60 years" in a news story, "typical lifespan 40 years" in
// a fact sheet). The answer keeps both, each cited, and says they disagree (compose.ts). Owns the
// reading of an amount as a value in a common unit (amountValue, on amounts.ts's amountIn), the test of
// two values for disagreement, and the choice of the disagreeing point. Pure functions.

import { amountIn, wordDimension, type Dimension } from './amounts';
import { measureDimension } from './figure-pair';
import { namesIn } from './people';
import { isStopWord, stem } from './text';
import { isCommonNoun } from './lexicon';

/** Kinds of amount a thing usually has one of, so that a figure in their units says which quantity it gives. */
const BY_UNIT = new Set<Dimension>(['weight', 'length', 'temperature', 'speed']);

/** An amount as a range in a dimension's common unit (days, metres, kilograms, °C, km/h; a currency or a counted noun as written). */
export interface AmountValue {
  low: number;
  high: number;
  unit: string;
  /** How far either way the figure as written may stand for the same amount, in the common unit (amountValue: figureSpread). */
  spread?: number;
}

/** A hedge before a figure: it gives a round figure, whatever its digits. */
const HEDGED = /\b(?:about|around|roughly|approximately|nearly|almost|some|over|under|more than|less than|fewer than|up to|c\.|circa|just over|just under)\s*[€£$¥]?\d/i;

/**
 * How far either way a figure as written may stand for the same amount: half the step of its last significant digit
 * ("1,200" ± 50, "2.4" ± 0.05, "1.2 million" ± 50,000), at least a fiftieth of it (two sources' exact
 * figures, "52" and "51", round differently), and a tenth of it when hedged ("about 60"). A whole number under 20 is
 * exact. Pure.
 */
export function figureSpread(n: number, hedged: boolean): number {
  const size = Math.abs(n);
  if (!Number.isFinite(size) || size === 0) return 0;
  let step = 1;
  if (Number.isInteger(size)) {
    // (a small whole number is exact: "ten bells" is not "about ten")
    while (size >= 20 && size % (step * 10) === 0) step *= 10;
  } else {
    const decimals = (String(size).split('.')[1] ?? '').length;
    step = 10 ** -decimals;
  }
  return Math.max(step / 2, (hedged ? 0.1 : 0.02) * size);
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, dozen: 12, couple: 2,
};
const MULTIPLIERS: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000, billion: 1_000_000_000 };

/** Each unit word (lower case, singular or as written) with its dimension's common unit and its size in it. */
const UNIT_SIZES: Record<string, [string, number]> = {
  second: ['day', 1 / 86_400], sec: ['day', 1 / 86_400], minute: ['day', 1 / 1_440], min: ['day', 1 / 1_440], hour: ['day', 1 / 24], hr: ['day', 1 / 24],
  day: ['day', 1], night: ['day', 1], week: ['day', 7], month: ['day', 30.44], year: ['day', 365.25], decade: ['day', 3_652.5], century: ['day', 36_525], centurie: ['day', 36_525], generation: ['day', 9_131],
  mm: ['m', 0.001], millimetre: ['m', 0.001], millimeter: ['m', 0.001], cm: ['m', 0.01], centimetre: ['m', 0.01], centimeter: ['m', 0.01],
  m: ['m', 1], metre: ['m', 1], meter: ['m', 1], km: ['m', 1_000], kilometre: ['m', 1_000], kilometer: ['m', 1_000], mile: ['m', 1_609.34],
  foot: ['m', 0.3048], feet: ['m', 0.3048], ft: ['m', 0.3048], inch: ['m', 0.0254], inche: ['m', 0.0254], yard: ['m', 0.9144],
  mg: ['kg', 1e-6], milligram: ['kg', 1e-6], g: ['kg', 0.001], gram: ['kg', 0.001], kg: ['kg', 1], kilogram: ['kg', 1], kilo: ['kg', 1],
  tonne: ['kg', 1_000], ton: ['kg', 1_000], lb: ['kg', 0.4536], ounce: ['kg', 0.02835], oz: ['kg', 0.02835], stone: ['kg', 6.35],
  kph: ['km/h', 1], 'km/h': ['km/h', 1], mph: ['km/h', 1.609], knot: ['km/h', 1.852],
};

/**
 * A measure's unit word ("kg", "kilos", "metres", "cm") as its dimension's common unit and its size in it (["kg", 1],
 * ["m", 0.01]); null for a word that is no unit of weight, length or speed (time is left to dates and durations). Pure.
 */
export function measureUnit(word: string): [string, number] | null {
  const lower = word.toLowerCase();
  const size = UNIT_SIZES[lower] ?? UNIT_SIZES[lower.replace(/(?<=[a-z]{2})s$/, '')] ?? UNIT_SIZES[lower.replace(/es$/, '')];
  return size && size[0] !== 'day' ? size : null;
}

/** The figures of an amount as written, low and high ("25 to 35" → 25, 35; "fourteen" → 14; "1,240" → 1240; "two and a half" → 2.5). */
function figures(written: string): number[] {
  const out: number[] = [];
  let current: number | null = null;
  const tokens = written.toLowerCase().replace(/(\d),(\d{3})/g, '$1$2').match(/\d+(?:\.\d+)?|[a-z]+/g) ?? [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as string;
    if (/^\d/.test(token)) {
      if (current !== null) out.push(current);
      current = Number(token);
    } else if (token in MULTIPLIERS && current !== null) current *= MULTIPLIERS[token] as number;
    else if (token === 'half' && current !== null && tokens[i - 1] === 'a' && tokens[i - 2] === 'and') current += 0.5;
    else if (token === 'half' && current === null) current = 0.5;
    else if (token in NUMBER_WORDS && !(token === 'a' && tokens[i + 1] === 'half')) {
      const value = NUMBER_WORDS[token] as number;
      // "twenty five": tens then units
      if (current !== null && current % 10 === 0 && current >= 20 && current < 100 && value < 10) current += value;
      else if (!(current !== null && (token === 'a' || token === 'an'))) {
        if (current !== null) out.push(current);
        current = value;
      }
    }
  }
  if (current !== null) out.push(current);
  return out;
}

/**
 * The first amount of a kind a text states, as a range in the dimension's common unit: "around 60 years"
 * → 21,915 to 21,915 days; "25 to 35 years"; "about 30 cm" → 0.3 m; "45 °F" → 7.2 °C; "€40" (unit €);
 * "212 adults" (unit adult). null when the text states none, or states one the common unit cannot hold
 * (a frequency, a date). Pure.
 */
export function amountValue(text: string, dimension: Dimension): AmountValue | null {
  if (dimension === 'frequency') return null;
  const written = amountIn(text, dimension);
  if (!written) return null;
  const numbers = figures(written.replace(/[€£$¥]/g, ' '));
  if (numbers.length === 0) return null;
  const low = Math.min(...numbers.slice(0, 2));
  const high = Math.max(...numbers.slice(0, 2));
  const hedged = HEDGED.test(text.slice(Math.max(0, text.indexOf(written) - 16), text.indexOf(written) + 2));
  const value = amountRange(dimension === 'count' ? text.slice(Math.max(0, text.indexOf(written))) : written, dimension, low, high);
  if (!value) return null;
  // (the spread in the common unit: the range's size there over its size as written)
  const scale = high !== 0 ? value.high / high : 1;
  return { ...value, spread: Math.max(...numbers.slice(0, 2).map((n) => figureSpread(n, hedged))) * Math.abs(scale) };
}

/** The range of an amount as written in its dimension's common unit (amountValue without its roundness). */
function amountRange(written: string, dimension: Dimension, low: number, high: number): AmountValue | null {
  const lastWord = (written.toLowerCase().match(/[a-z/°]+$/)?.[0] ?? '').replace(/s$/, '');
  if (dimension === 'money') {
    const currency = /[€£$¥]|\b[A-Z]{3}\b/.exec(written)?.[0] ?? lastWord;
    return currency ? { low, high, unit: currency.toLowerCase() } : null;
  }
  // a count's unit is the noun counted, the word after the figure ("212 adults came" → adult)
  if (dimension === 'count') {
    // (past a modifier before it, "450 rental e-scooters" → scooter, as "600 scooters": the plural after a singular word)
    const after = /\d\s+([\p{L}-]+)(?:\s+([\p{L}-]+))?/u.exec(written);
    const first = after?.[1]?.toLowerCase() ?? '';
    const second = after?.[2]?.toLowerCase() ?? '';
    const word = !/s$/.test(first) && /[^s]s$/.test(second) ? second : first;
    const noun = (word.split('-').at(-1) ?? word).replace(/s$/, '');
    return noun ? { low, high, unit: noun } : null;
  }
  if (dimension === 'temperature') {
    const toCelsius = /f(?:ahrenheit)?$/i.test(written.trim()) ? (f: number): number => ((f - 32) * 5) / 9 : /kelvin$/i.test(written.trim()) ? (k: number): number => k - 273.15 : (c: number): number => c;
    return { low: toCelsius(low), high: toCelsius(high), unit: '°c' };
  }
  const size = UNIT_SIZES[lastWord] ?? UNIT_SIZES[`${lastWord}s`.replace(/ss$/, 's')];
  if (!size) return null;
  return { low: low * size[1], high: high * size[1], unit: size[0] };
}

/**
 * Do two amounts disagree? Same common unit, and their ranges neither overlap nor come within a tenth
 * of the larger ("around 60 years" / "40 years" disagree; "25 to 35 years" / "30 years" agree; "about
 * 60 years" / "58 years" agree: a source's round figure); amounts read from text (with their spread, figureSpread)
 * disagree when the gap is wider than either figure's spread ("280 metres" / "305 metres"; "52" / "47"). Pure.
 */
export function amountsDisagree(a: AmountValue, b: AmountValue): boolean {
  if (a.unit !== b.unit) return false;
  const gap = Math.max(a.low, b.low) - Math.min(a.high, b.high);
  // (read as written: a gap wider than either figure's spread, "280 metres" and "305 metres", "52" and "47")
  if (a.spread !== undefined && b.spread !== undefined) return gap > Math.max(a.spread, b.spread) + 1e-9;
  return gap > 0.1 * Math.max(Math.abs(a.high), Math.abs(b.high));
}

/** A point as the disagreement test reads it: its document, its text, its own words' stems and those of its headings and title too. */
export interface AmountPoint {
  documentId: string;
  text: string;
  /** Stems of its own words. */
  own: Set<string>;
  /** Stems of its own words, its section headings, its list's lead-in and its document's title. */
  context: Set<string>;
}

/**
 * The point of another document that gives a different amount for what the anchor states: the same kind
 * of amount (amountValue) that disagrees (amountsDisagree), about the same subject (each of the two names
 * every subject stem of the question in its words or headings, and names no other thing of the kind asked, `sisterKind`:
 * a cedar roof's figure is not about an asphalt roof, nor is "Asphalt shingles: 15 years" about a cedar one), and
 * the same quantity (it names one of the quantity stems: the question's verb or measure word, or a word
 * naming the dimension, "lifespan" for a time). A lifespan of another material in the same list, a
 * waiting time of fourteen months, or a figure from the anchor's own document is no disagreement.
 * `names` says whether stems name a subject stem (the engine's concept matching; exact by default).
 * Returns the first such point (in the order given) with both amounts as written, or null. Pure.
 */
/**
 * Do two sentences give figures of two different things of one kind, each named: a name in each, before the same noun,
 * the names differing ("The RIVERSIDE community APIARY lost 9 of its 28 colonies" / "The NORTHGATE APIARY lost 3 of its
 * 11")? A name that is no such modifier ("The Gazette reported £2.6m", "the council proposes £3.1m") sets nothing apart:
 * those still disagree. Pure but for the shipped lexicon.
 */
export function namedApart(a: string, b: string, subjectStems: string[]): boolean {
  // each name with the nouns in the three words after it (the kind it names an instance of)
  const kinds = (text: string): Map<string, Set<string>> => {
    const out = new Map<string, Set<string>>();
    for (const n of namesIn(text)) {
      if (subjectStems.includes(stem(n.name.toLowerCase()))) continue;
      const after = (text.slice(n.end).match(/^(?:\s+[\p{Ll}-]+){1,3}/u)?.[0] ?? '').trim().split(/\s+/).filter((w) => w !== '' && !isStopWord(w) && isCommonNoun(w));
      out.set(n.name.toLowerCase(), new Set(after.map(stem)));
    }
    return out;
  };
  const first = kinds(a);
  const second = kinds(b);
  for (const [nameA, nounsA] of first) {
    for (const [nameB, nounsB] of second) {
      if (nameA !== nameB && !second.has(nameA) && !first.has(nameB) && [...nounsA].some((k) => nounsB.has(k))) return true;
    }
  }
  return false;
}

export function disagreeingPoint<T extends AmountPoint>(
  anchor: T,
  candidates: T[],
  dimension: Dimension,
  subjectStems: string[],
  quantityStems: string[],
  names: (stems: Set<string>, subjectStem: string) => boolean = (stems, s) => stems.has(s),
  sisterKind: (text: string) => boolean = () => false,
  unnamed = false,
): { point: T; anchorAmount: string; pointAmount: string } | null {
  // (a point whose own words name none of the subject is about it when its headings or title name it all and it names
  // no other thing of the kind asked: "The maximum depth recorded was 18 m" under "LOUGH CARRA"; never "The shorter Carn
  // tunnel is 600 metres long" in a survey of the Glenarn tunnel: figure-pair.ts)
  // (`unnamed`: a question that asks whether sources agree on a quantity and names no subject, "Do the Herald and the
  // organisers agree on how many runners finished?", is about whatever both documents give it for)
  const aboutSubject = (p: T): boolean => (subjectStems.length > 0 ? subjectStems.every((s) => names(p.context, s)) : unnamed) && !sisterKind(p.text);
  const anchorValue = amountValue(anchor.text, dimension);
  if (!anchorValue || !aboutSubject(anchor)) return null;
  for (const point of candidates) {
    if (point.documentId === anchor.documentId || !aboutSubject(point)) continue;
    const said = point.text.toLowerCase().match(/\p{L}+/gu) ?? [];
    // (a weight, length, temperature or speed whose point names no measure of that kind at all, "Mass: 2,700 g", "It
    // measures 1,900 metres from portal to portal", is said by its unit; never one naming another measure: "8 m wide")
    const byUnit = BY_UNIT.has(dimension) && !(point.text.replace(amountIn(point.text, dimension) ?? '', ' ').toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => measureDimension(w) === dimension);
    if (!quantityStems.some((s) => point.own.has(s)) && !said.some((w) => wordDimension(w) === dimension) && !byUnit) continue;
    const value = amountValue(point.text, dimension);
    if (!value || !amountsDisagree(anchorValue, value)) continue;
    // (two figures of two named things are no disagreement: "The Riverside apiary lost 9 colonies" and "The Northgate
    // apiary lost 3" are about different apiaries)
    if (namedApart(anchor.text, point.text, subjectStems)) continue;
    return { point, anchorAmount: amountIn(anchor.text, dimension) ?? '', pointAmount: amountIn(point.text, dimension) ?? '' };
  }
  return null;
}
