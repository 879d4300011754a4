// Figures as people write them, in digits or in words: "23", "2,315", "1.2 million", "£950k", "£3bn", "twenty-three",
// "two hundred and fifty", "a million", "half a dozen", "one and a half million", "a quarter of a million", "a couple of
// thousand". Owns reading a number's value (numberInWords) and finding every figure of a sentence with the bound the
// text puts on it ("more than a million pounds" is above 1,000,000 pounds, "nearly 20" just below 20, "about 20" around
// it, "500 or more" at least 500), its currency (a sign before it or a currency word after it) and the word after it.
// Used by threshold.ts (yes/no questions against a number) and by anyone comparing figures. Pure.

/** Number words below a hundred, each with its value and its place (a unit may follow a ten: "twenty-three"). */
const UNITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Record<string, number> = {
  zero: 0, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
/** Multipliers: "hundred" multiplies what stands before it within a group, the others close a group. */
const SCALES: Record<string, number> = { dozen: 12, score: 20, hundred: 100, thousand: 1_000, million: 1_000_000, billion: 1_000_000_000, trillion: 1e12 };
/** Fractions that only make a figure with a scale or a whole number ("half a million", "one and a half"; never "half the town"). */
const FRACTIONS: Record<string, number> = { half: 0.5, quarter: 0.25, third: 1 / 3 };

/** Is a word a number or a fraction in words ("five", "twelve", "half", "quarter")? Pure. */
export function isNumberWord(word: string): boolean {
  const w = word.toLowerCase();
  return w in FRACTIONS || Number.isFinite(numberInWords(w));
}
/** Digit suffixes: "3bn" always; "950k", "1.2m" only after a currency sign ("5m" alone is five metres, "5k" a run). */
const SUFFIX: Record<string, number> = { k: 1_000, m: 1_000_000, mn: 1_000_000, bn: 1_000_000_000 };

const CURRENCY_SIGN: Record<string, string> = { '£': '£', $: '$', '€': '€' };
/** Currency words after a figure ("a million pounds", "40 dollars"), read as the sign. */
const CURRENCY_WORD: Record<string, string> = { pound: '£', pounds: '£', quid: '£', sterling: '£', dollar: '$', dollars: '$', euro: '€', euros: '€' };

export type Bound = '=' | '>' | '>=' | '<' | '<=' | '~';

/** One figure of a text. */
export interface Quantity {
  /** Its value ("a million" 1000000, "£950k" 950000). */
  value: number;
  /** What the text says of the real figure against `value`: "more than" >, "at least" >=, "about" ~, none =. */
  bound: Bound;
  /** The range the text allows: "more than 20" (20, ∞), "nearly 20" [18, 20), "about 20" [18, 22], "20" [20, 20]. */
  lo: number;
  hi: number;
  /** Open ends: "more than 20" excludes 20 itself, "nearly 20" too. */
  loOpen: boolean;
  hiOpen: boolean;
  /** '£', '$', '€' from a sign before the figure or a currency word after it; '' when none. */
  currency: string;
  /** The currency word after the figure that gave `currency` ("pounds" of "a million pounds"); '' when a sign gave it or none. */
  currencyWord: string;
  /** The word after the figure (after its currency word, if any), lower-cased ("people", "metres", "%"); '' when none. */
  unit: string;
  /** The figure as written, without its bound words. */
  written: string;
  /** Where the figure's number starts in the text (after a currency sign) and where its reading ends (unit excluded). */
  at: number;
  end: number;
  /** Where the bound words start ("more than a million": at "more"), or its currency sign; `at` when there are none. */
  boundAt: number;
  /** A near bound: "nearly", "almost", "just over" (within a tenth of the value). */
  near: boolean;
}

interface Token {
  word: string;
  at: number;
  end: number;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[£$€%+]|\d+(?:,\d{3})*(?:\.\d+)?|\p{L}+/gu)) {
    out.push({ word: m[0].toLowerCase(), at: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  }
  return out;
}

function digitsValue(word: string): number | null {
  return /^\d/.test(word) ? Number(word.replace(/,/g, '')) : null;
}

/** A suffix glued to digits: "th" of "12th" (an ordinal, no figure), "bn" of "3bn", "k"/"m" after a currency sign. */
function glued(toks: Token[], i: number): string {
  const t = toks[i];
  const n = toks[i + 1];
  return t && n && n.at === t.end && /^\p{L}/u.test(n.word) ? n.word : '';
}

const isSmall = (w: string): boolean => w in UNITS || w in TEENS || w in TENS;

/**
 * The figure starting at token i, or null: its value and the index after its last token. `currency` says a currency
 * sign stands just before (so "1.2m" is a million). A figure is digits (with a scale word or suffix after them) or a
 * run of number words holding at least one whole number or scale ("a million", "half a dozen"; not "a half").
 */
function figureAt(toks: Token[], i: number, currency: boolean): { value: number; next: number } | null {
  let total = 0;
  let group = 0; // the value of the current group (below the last thousand/million)
  let whole = false; // a whole number or a scale word was read
  let last: 'none' | 'unit' | 'teen' | 'ten' | 'hundred' | 'scale' | 'fraction' | 'and' | 'a' | 'of' = 'none';
  let fractionToAdd = false; // after "and" ("one and a half"), a fraction is added, not multiplied
  let j = i;
  let end = i; // index after the last token that ended a well-formed figure
  let value = 0;
  const close = (): void => {
    value = total + group;
    end = j + 1;
  };
  const first = toks[i];
  if (!first) return null;
  const digits = digitsValue(first.word);
  if (digits !== null) {
    const suffix = glued(toks, i);
    if (/^(?:st|nd|rd|th)$/.test(suffix)) return null;
    let v = digits;
    let k = i + 1;
    if (suffix in SUFFIX && (currency || suffix === 'bn')) {
      v *= SUFFIX[suffix] ?? 1;
      k += 1;
    }
    // a scale word after digits: "1.2 million", "3 thousand", "2 dozen"
    while (k < toks.length && (toks[k]?.word ?? '') in SCALES) {
      v *= SCALES[toks[k]?.word ?? ''] ?? 1;
      k += 1;
    }
    return { value: v, next: k };
  }
  for (; j < toks.length; j += 1) {
    const w = toks[j]?.word ?? '';
    if (w in UNITS) {
      if (last === 'unit' || last === 'teen') break;
      if (last === 'fraction' || last === 'a' || last === 'of') break;
      group += UNITS[w] ?? 0;
      whole = true;
      last = 'unit';
      close();
    } else if (w in TEENS) {
      if (last === 'unit' || last === 'teen' || last === 'ten' || last === 'fraction' || last === 'a' || last === 'of') break;
      group += TEENS[w] ?? 0;
      whole = true;
      last = 'teen';
      close();
    } else if (w in TENS) {
      if (last === 'unit' || last === 'teen' || last === 'ten' || last === 'fraction' || last === 'a' || last === 'of') break;
      group += TENS[w] ?? 0;
      whole = true;
      last = 'ten';
      close();
    } else if (w === 'hundred' || w === 'dozen' || w === 'score') {
      if (last === 'hundred' || last === 'and' || last === 'of' && group === 0) break;
      group = (group || 1) * (SCALES[w] ?? 1);
      whole = true;
      last = 'hundred';
      close();
    } else if (w in SCALES) {
      if (last === 'and') break;
      total += (group || 1) * (SCALES[w] ?? 1);
      group = 0;
      whole = true;
      last = 'scale';
      close();
    } else if (w === 'a' || w === 'an') {
      // "a million", "half a dozen", "one and a half", "a quarter of a million", "a couple of hundred"
      const next = toks[j + 1]?.word ?? '';
      if (!(next in SCALES || next in FRACTIONS || next === 'couple')) break;
      if (last !== 'none' && last !== 'fraction' && last !== 'and' && last !== 'of') break;
      last = 'a';
    } else if (w in FRACTIONS || w === 'halves' || w === 'quarters' || w === 'thirds') {
      const f = FRACTIONS[w.replace(/ves$/, 'f').replace(/s$/, '')] ?? FRACTIONS[w] ?? (w === 'halves' ? 0.5 : 0);
      if (fractionToAdd) {
        group += f;
        fractionToAdd = false;
        close();
      } else {
        group = (group || 1) * f;
      }
      last = 'fraction';
    } else if (w === 'couple') {
      if (last !== 'a') break;
      group += 2;
      whole = true;
      last = 'unit';
      // "a couple of thousand": the figure goes on only through "of" + a scale
      if (toks[j + 1]?.word === 'of' && (toks[j + 2]?.word ?? '') in SCALES) {
        j += 1;
        last = 'of';
        continue;
      }
      close();
    } else if (w === 'of') {
      // "a quarter of a million", "half of a dozen"
      if (last !== 'fraction') break;
      last = 'of';
    } else if (w === 'and') {
      // "two hundred and fifty", "one and a half", "a million and a half"
      const next = toks[j + 1]?.word ?? '';
      if (!(last === 'hundred' || last === 'scale' || last === 'unit' || last === 'teen' || last === 'ten')) break;
      if (next === 'a' && (toks[j + 2]?.word ?? '') in FRACTIONS) fractionToAdd = true;
      else if (!(isSmall(next) && (last === 'hundred' || last === 'scale'))) break;
      last = 'and';
    } else break;
  }
  if (!whole || end <= i) return null;
  return { value, next: end };
}

/** Bound words before a figure, longest first: their bound and whether the figure is near ("nearly", "just over"). */
const BEFORE: [RegExp, Bound, 'near' | 'far'][] = [
  [/\b(?:just|slightly|a little|a bit|marginally) (?:over|above|more than)\s*$/, '>', 'near'],
  [/\b(?:just|slightly|a little|a bit|marginally) (?:under|below|less than|fewer than)\s*$/, '<', 'near'],
  [/\b(?:nearly|almost|not quite|close to|approaching|getting on for|shy of)\s*$/, '<', 'near'],
  [/\b(?:no fewer than|no less than|at least|a minimum of|not less than|not fewer than)\s*$/, '>=', 'far'],
  [/\b(?:no more than|at most|up to|a maximum of|not more than|as many as|as much as)\s*$/, '<=', 'far'],
  [/\b(?:more than|over|above|in excess of|upwards of|exceeding|greater than|higher than|beyond|well over|better than)\s*$/, '>', 'far'],
  [/\b(?:fewer than|less than|under|below|lower than|short of|well under)\s*$/, '<', 'far'],
  [/(?:\b(?:about|around|roughly|approximately|some|circa|an estimated|estimated at|in the region of|of the order of|on the order of|or so|give or take|ca\.|c\.)|~)\s*$/, '~', 'far'],
];
/** Bound words after a figure: "500 or more", "500-plus", "500+", "20 or so", "20 or fewer". */
const AFTER: [RegExp, Bound][] = [
  [/^\s*(?:or more|or over|or above|and over|and above|and up|and upwards|plus\b|\+)/, '>='],
  [/^\s*-?plus\b/, '>='],
  [/^\s*(?:or less|or fewer|or under|or below)/, '<='],
  [/^\s*(?:or so|odd\b|or thereabouts)/, '~'],
];

function range(value: number, bound: Bound, near: boolean): Pick<Quantity, 'lo' | 'hi' | 'loOpen' | 'hiOpen'> {
  const big = Number.MAX_SAFE_INTEGER;
  switch (bound) {
    case '>':
      return near ? { lo: value, hi: value * 1.1, loOpen: true, hiOpen: false } : { lo: value, hi: big, loOpen: true, hiOpen: false };
    case '>=':
      return { lo: value, hi: big, loOpen: false, hiOpen: false };
    case '<':
      return near ? { lo: value * 0.9, hi: value, loOpen: false, hiOpen: true } : { lo: -big, hi: value, loOpen: false, hiOpen: true };
    case '<=':
      return { lo: -big, hi: value, loOpen: false, hiOpen: false };
    case '~':
      return { lo: value * 0.9, hi: value * 1.1, loOpen: false, hiOpen: false };
    default:
      return { lo: value, hi: value, loOpen: false, hiOpen: false };
  }
}

/** The value of a number written in digits or words ("twenty-three", "2,315", "1.2 million", "half a dozen", "a million"); NaN when the whole text is none. Pure. */
export function numberInWords(text: string): number {
  const t = text.trim();
  const toks = tokens(t.replace(/-/g, ' '));
  const sign = toks[0]?.word ?? '';
  const currency = sign in CURRENCY_SIGN;
  const from = currency ? 1 : 0;
  const fig = figureAt(toks, from, currency);
  if (!fig || fig.next !== toks.length) return Number.NaN;
  return fig.value;
}

/** Every figure of a text, in order, with its bound, currency and the word after it. Pure. */
export function quantitiesIn(text: string): Quantity[] {
  // hyphens inside number words ("twenty-three", "500-plus") read as spaces; offsets stay the same
  const flat = text.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ');
  const toks = tokens(flat);
  const lower = flat.toLowerCase();
  const out: Quantity[] = [];
  for (let i = 0; i < toks.length; i += 1) {
    const t = toks[i];
    if (!t) continue;
    const sign = t.word in CURRENCY_SIGN && (toks[i + 1]?.at ?? -1) - t.end <= 1 ? CURRENCY_SIGN[t.word] ?? '' : '';
    const start = sign ? i + 1 : i;
    // a date's parts are no figures ("2025-04", "2025-04-12")
    const tok = toks[start];
    if (tok && /^\d/.test(tok.word) && (/^-\d/.test(flat.slice(tok.end, tok.end + 2)) || /\d-$/.test(flat.slice(Math.max(0, tok.at - 2), tok.at)))) continue;
    const fig = figureAt(toks, start, sign !== '');
    if (!fig) continue;
    const firstTok = toks[start];
    const lastTok = toks[fig.next - 1];
    if (!firstTok || !lastTok) continue;
    let currency = sign;
    let currencyWord = '';
    let k = fig.next;
    const after = toks[k]?.word ?? '';
    if (!currency && after in CURRENCY_WORD) {
      currency = CURRENCY_WORD[after] ?? '';
      currencyWord = after;
      k += 1;
    }
    let unit = '';
    if (/^(?:plus|odd)$/.test(toks[k]?.word ?? '')) k += 1;
    const u = toks[k];
    if (u && /^(?:%|\p{L}+)$/u.test(u.word) && u.at - (toks[k - 1]?.end ?? 0) <= 2) unit = u.word === 'percent' ? '%' : u.word;
    if (unit === 'per' && toks[k + 1]?.word === 'cent') unit = '%';
    const at = sign ? t.at : firstTok.at;
    let bound: Bound = '=';
    let near = false;
    let boundAt = at;
    const before = lower.slice(Math.max(0, at - 40), at);
    for (const [re, b, n] of BEFORE) {
      const m = re.exec(before);
      if (!m) continue;
      bound = b;
      near = n === 'near';
      boundAt = at - (before.length - m.index);
      break;
    }
    const tail = lower.slice(lastTok.end, lastTok.end + 24);
    if (bound === '=') {
      for (const [re, b] of AFTER) {
        if (!re.test(tail)) continue;
        bound = b;
        break;
      }
    }
    out.push({
      value: fig.value,
      bound,
      ...range(fig.value, bound, near),
      currency,
      currencyWord,
      unit: unit === 'or' ? '' : unit,
      written: text.slice(firstTok.at, lastTok.end),
      at: firstTok.at,
      end: lastTok.end,
      boundAt,
      near,
    });
    i = fig.next - 1;
  }
  return out;
}

/** Does a figure's range hold a comparison ("x > 1,000,000") everywhere, nowhere, or only in part? Pure. */
export function rangeAgainst(q: Pick<Quantity, 'lo' | 'hi' | 'loOpen' | 'hiOpen'>, op: '>' | '>=' | '<' | '<=', value: number): 'yes' | 'no' | 'qualified' {
  // the range's ends, nudged inwards where open: "more than 20" holds nothing equal to 20
  const e = 1e-9 * Math.max(1, Math.abs(value));
  const lo = q.loOpen ? q.lo + e : q.lo;
  const hi = q.hiOpen ? q.hi - e : q.hi;
  const holds = (x: number): boolean => (op === '>' ? x > value : op === '>=' ? x >= value : op === '<' ? x < value : x <= value);
  const a = holds(lo);
  const b = holds(hi);
  return a && b ? 'yes' : !a && !b ? 'no' : 'qualified';
}
