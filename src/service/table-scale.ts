// Which end of a table's scale a superlative asks for (used by table-rows.ts): a column whose name
// says what its figures mean ("Rating (1–9, 9 = most resistant)", "Score (1 = best)", "Noise, lower
// is better") is read for the quality at one end; "most resistant" asks for that end, "least
// resistant" or the quality's WordNet antonym, direct or indirect ("most susceptible" for "9 = most
// resistant": resistant is a satellite of unsusceptible), for the
// other. A quality the column does not tie to its scale decides nothing. Pure but for the shipped lexicon.
import { stemMatches } from './concepts';
import { lemmaOf } from './lemmas';
import { antonymStems, lexicalRelations, lexicon, oppositeStems } from './lexicon';
import { stem } from './text';

export interface ScaleEnd {
  /** The quality the column names at one end ("resistant", "good"). */
  quality: string;
  /** Which end it is: 'high' (the largest figure) or 'low'. */
  end: 'high' | 'low';
}

const GOOD = /^(?:best|better|good|top)$/;
const BAD = /^(?:worst|worse|bad)$/;

/**
 * The quality a column's name ties to one end of its figures: "9 = most resistant" (9 the top of
 * "1–9") → resistant at the high end; "1 = best" → good at the low end; "lower is better" → good at
 * the low end; null when it says none. Pure.
 */
export function scaleEnd(columnName: string): ScaleEnd | null {
  const name = columnName.toLowerCase();
  const range = /(\d+)\s*(?:–|-|—|to)\s*(\d+)/.exec(name);
  const lo = range ? Math.min(Number(range[1]), Number(range[2])) : Number.NaN;
  const hi = range ? Math.max(Number(range[1]), Number(range[2])) : Number.NaN;
  const equals = /(\d+)\s*=\s*(?:the\s+)?(?:(most|least|very|highly|fully|completely)\s+)?([\p{L}-]+)/u.exec(name);
  if (equals) {
    const value = Number(equals[1]);
    const word = equals[3] ?? '';
    const quality = GOOD.test(word) ? 'good' : BAD.test(word) ? 'bad' : lemmaOf(word);
    // the end it names: the range's top or bottom, or, with no range, the side a 0 or 1 is on
    const end = range ? (Math.abs(value - hi) < Math.abs(value - lo) ? 'high' : 'low') : value <= 1 ? 'low' : 'high';
    // "9 = least resistant": the quality is at the other end
    return equals[2] === 'least' ? { quality, end: end === 'high' ? 'low' : 'high' } : { quality, end };
  }
  const direction = /\b(higher|lower|more|less|larger|smaller|bigger)\s+(?:is|=|means)\s+(?:(?:more|less)\s+)?([\p{L}-]+)/u.exec(name);
  if (direction) {
    const word = direction[2] ?? '';
    const quality = GOOD.test(word) ? 'good' : BAD.test(word) ? 'bad' : lemmaOf(word);
    return { quality, end: /^(?:higher|more|larger|bigger)$/.test(direction[1] ?? '') ? 'high' : 'low' };
  }
  return null;
}

/** +1 when a quality is the scale's (the word, a direct synonym), −1 its opposite (WordNet antonym, a synonym's antonym, un-/in-/non- forms), 0 unrelated. */
export function qualityAgreement(asked: string, scale: string): number {
  const a = lemmaOf(asked.toLowerCase());
  const s = lemmaOf(scale.toLowerCase());
  const as = stem(a);
  const ss = stem(s);
  if (as === ss || stemMatches(as, ss)) return 1;
  if ((GOOD.test(a) || a === 'good') && s === 'good') return 1;
  if ((BAD.test(a) || a === 'bad') && s === 'good') return -1;
  if ((GOOD.test(a) || a === 'good') && s === 'bad') return -1;
  if (lexicalRelations(a).direct.has(ss) || lexicalRelations(s).direct.has(as)) return 1;
  const opposite = new Set(antonymStems(a));
  for (const d of lexicalRelations(a).direct) for (const x of lexicon().antonyms.get(d) ?? []) opposite.add(x);
  // indirect antonyms: "susceptible" and "resistant" (a satellite of unsusceptible)
  if (opposite.has(ss) || oppositeStems(a).has(ss) || oppositeStems(s).has(as)) return -1;
  for (const x of antonymStems(s)) if (x === as) return -1;
  // "vulnerable" / "invulnerable", "resistant" / "nonresistant": a negative prefix on either
  const prefixed = (w: string): string | null => /^(?:un|in|im|non-?)(.{3,})$/.exec(w)?.[1] ?? null;
  if (prefixed(a) === s || prefixed(s) === a) return -1;
  return 0;
}

/**
 * The end of a column's figures a superlative question asks for: `superlative` the question's
 * "most"/"least" (or a superlative word: "best", "worst") and `quality` the word it governs
 * ("susceptible" of "most susceptible"), against the column's declared end. null when the column
 * declares none or the quality is not tied to it. Pure but for the lexicon.
 */
export function askedEnd(columnName: string, superlative: string, quality: string | null): 'high' | 'low' | null {
  const end = scaleEnd(columnName);
  if (!end) return null;
  const sup = superlative.toLowerCase();
  // "best"/"worst" name their quality themselves; "most X"/"least X" name X
  const asked = GOOD.test(sup) ? 'good' : BAD.test(sup) ? 'bad' : quality;
  if (!asked) return null;
  const agreement = qualityAgreement(asked, end.quality) * (sup === 'least' || sup === 'fewest' ? -1 : 1);
  if (agreement === 0) return null;
  return agreement > 0 ? end.end : end.end === 'high' ? 'low' : 'high';
}
