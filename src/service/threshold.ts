// Yes/no questions against a number ("Did more than twenty people die?", "Is the lake deeper than 50
// metres?", "Does it hold at least 3 litres?"): the figure a source gives for the same thing (the
// noun or unit after the question's number) is compared with it; "nearly 20" is below 20, "over 23"
// above; a figure at the threshold of "more than" is a no, of "at least" a yes; "about 20" near the
// threshold is qualified. Used by verdict.ts (sources giving figures on both sides disagree). Pure.
import { mentioned, stemMatches, stemsOf, type Concept } from './concepts';
import { lemmaOf } from './lemmas';
import { broaderWords, isPersonNoun, lexicalRelations, lexiconWord } from './lexicon';
import { numberInWords, quantitiesIn, rangeAgainst } from './number-words';
import { isStopWord, stem } from './text';
import { unitWord } from './unit-symbols';

export interface ThresholdQuestion {
  /** The comparison asked: above, at least, below, at most. */
  op: '>' | '>=' | '<' | '<=';
  value: number;
  /** The stem of what is counted or measured ("peopl", "metr"): the word after the number. */
  of: string;
}

/** The value of a number written in digits or words ("twenty-three", "2,315", "3 million", "a dozen", "a million"); NaN when it is none. Pure. */
export function numberValue(text: string): number {
  return numberInWords(text);
}

const ABOVE = /(?:more than|over|above|greater than|higher than|larger than|bigger than|deeper than|longer than|taller than|older than|heavier than|exceeding)$/;
const AT_LEAST = /(?:at least|no fewer than|no less than)$/;
const BELOW = /(?:fewer than|less than|under|below|lower than|smaller than|shorter than|younger than|lighter than|shallower than|cheaper than)$/;
const AT_MOST = /(?:at most|no more than|up to)$/;

/** The number a yes/no question compares with, or null. Pure. */
export function thresholdQuestion(query: string): ThresholdQuestion | null {
  if (!/^\s*(?:is|are|was|were|do|does|did|can|could|will|would|has|have|had)\b/i.test(query)) return null;
  const q = query.toLowerCase().replace(/\?+\s*$/, '');
  for (const figure of quantitiesIn(q)) {
    // the comparison: the one to three words before the figure (or its currency sign)
    const before = q.slice(0, figure.boundAt < figure.at ? figure.at : figure.boundAt).replace(/[£$€]\s*$/, '').trim().split(/\s+/).slice(-3).join(' ');
    const op = ABOVE.test(before) ? '>' : AT_LEAST.test(before) ? '>=' : BELOW.test(before) ? '<' : AT_MOST.test(before) ? '<=' : null;
    if (!op) continue;
    // what is counted: the currency (a sign, or "pounds" after the figure), or the word after the number ("people";
    // "metres"), its lemma's stem
    const unit = figure.unit.replace(/[^\p{L}%]/gu, '');
    if (!figure.currency && !unit) return null;
    return { op, value: figure.value, of: figure.currency || (unit === '%' || unit === 'percent' ? '%' : stem(lemmaOf(unit))) };
  }
  return null;
}

export interface ThresholdReading {
  verdict: 'yes' | 'no' | 'qualified';
  /** The figure the sentence gives. */
  value: number;
  /** What it counts: the question's own noun ('same'), or people in other words ('kind': "23 volunteers" for rescuers). */
  counted?: 'same' | 'kind';
}

/**
 * The verdict a sentence gives on a threshold question: a figure of the same thing ("23 people",
 * "about 20 passengers", "a depth of 48 metres") against the question's number, or null when it gives
 * none. With `peopleInOtherWords`, a question counting people also takes people counted in other words
 * ("23 volunteers", "17 team members", "Marshals: 28"; never a measure: "3 hours"): the caller must
 * check that the sentence states the rest of what is asked ("The mill employed 400 people" counts no
 * dead). Pure but for the lexicon.
 */
export function thresholdVerdict(sentence: string, q: ThresholdQuestion, peopleInOtherWords = false): ThresholdReading | null {
  return thresholdReadings(sentence, q, peopleInOtherWords)[0] ?? null;
}

/** A figure's reading with where the figure stands in its sentence (its first character). */
export interface PlacedReading extends ThresholdReading {
  at: number;
  /** The word right after the figure ("restoration" of "the £1.2 million restoration"); '' when none. */
  unit: string;
}

/**
 * Does the text before a figure deny it: "not the", "rather than", "instead of", "and not" right before it ("238 W,
 * not the 195 W printed on the box", "is 12, not 15")? A comparison's "not more than 20" is a limit, not a denial. Pure.
 */
export function deniedFigure(before: string): boolean {
  return /(?:\bnot|\brather\s+than|\binstead\s+of)\s+(?:the\s+|a\s+|an\s+)?(?:(?:claimed|quoted|official|advertised|stated|listed|rated)\s+)?[£$€¥]?\s*$/i.test(before);
}

/**
 * Every figure of the thing counted or measured that a sentence gives, in order, each read against the question's
 * number (thresholdVerdict reads the first): "The appeal raised £3,400 and the repair cost £1,750" gives two. Pure
 * but for the lexicon.
 */
export function thresholdReadings(sentence: string, q: ThresholdQuestion, peopleInOtherWords = false, denied = false): PlacedReading[] {
  const out: PlacedReading[] = [];
  const s = sentence.toLowerCase();
  for (const figure of quantitiesIn(s)) {
    // "draws 238 W, not the 195 W printed on the box": the figure the sentence denies is no reading of it (with
    // `denied`, only those are read: the claim it corrects)
    if (deniedFigure(s.slice(0, figure.at)) !== denied) continue;
    const value = figure.value;
    // (a unit's symbol as its word: "238 W" for watts, unit-symbols.ts)
    const u = figure.currency || (figure.unit === '%' || figure.unit === 'percent' ? '%' : figure.unit ? stem(lemmaOf(unitWord(figure.unit) ?? figure.unit)) : '');
    let counted: 'same' | 'kind' = 'same';
    if (!u || !(u === q.of || stemMatches(q.of, u))) {
      // people counted in other words: "17 team members", "23 volunteers", "Crew: 86" for rescuers or men
      // the noun phrase after the number, up to a function word ("17 team members", not "40 rooms for guests")
      const words = s.slice(figure.end).match(/^\s*((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/u)?.[1]?.split(/\s+/) ?? [];
      const stop = words.findIndex((w) => isStopWord(w));
      const after = stop < 0 ? words : words.slice(0, stop);
      const label = /([\p{L}-]+)\s*:\s*$/u.exec(s.slice(0, figure.at))?.[1];
      if (!peopleInOtherWords || figure.currency || !peopleCounted(q.of) || ![...after, ...(label ? [label] : [])].some((w) => countsPeople(w))) continue;
      counted = 'kind';
    }
    // the figure as a range: "nearly 20" just below 20, "over 23" above 23, "about 20" around it
    out.push({ verdict: rangeAgainst(figure, q.op, q.value), value, counted, at: figure.at, unit: figure.unit });
  }
  return out;
}

/**
 * Does a sentence correct another's figure the other way: "it draws 238 W in normal mode, not the 195 W printed on the
 * box" for "does it use less than 200 watts?" (its own figure says no, the one it denies yes)? Then two claims stand
 * side by side, and the sources disagree. Pure but for the lexicon.
 */
export function correctsFigure(sentence: string, q: ThresholdQuestion): boolean {
  const own = thresholdReadings(sentence, q)[0];
  const corrected = thresholdReadings(sentence, q, false, true)[0];
  return own !== undefined && corrected !== undefined && own.verdict !== corrected.verdict && own.verdict !== 'qualified' && corrected.verdict !== 'qualified';
}

/** Units of measure, never people ("3 hours", "8 km"). */
const MEASURE_WORD = /^(?:second|minute|hour|day|week|month|year|decade|century|metre|meter|kilometre|kilometer|km|mile|foot|feet|inch|yard|gram|kilogram|kg|tonne|ton|pound|litre|liter|percent|per|cent|degree|time)s?$/;

/** Does a question count people ("rescuers", "men")? Its counted word is a noun WordNet files under person. */
function peopleCounted(of: string): boolean {
  return isPersonNoun(lexiconWord(of), 3);
}

/** Kinds of things and animals: a noun one or two levels below one of these is no count of people. */
const THING = new Set(['building', 'structure', 'dwelling', 'housing', 'lodging', 'container', 'animal', 'mammal', 'ruminant', 'bovid', 'vehicle', 'artifact', 'artefact', 'area', 'region']);

/** The words for a noun's kind up to two levels up WordNet's hierarchy. */
function kindsOf(word: string): Set<string> {
  const out = new Set<string>();
  let frontier = [word];
  for (let level = 0; level < 2; level += 1) {
    const next: string[] = [];
    for (const w of frontier) {
      for (const b of broaderWords(w)) {
        if (out.has(b)) continue;
        out.add(b);
        next.push(b);
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * Is a word a count of people, not a unit of measure: a noun filed under person within two levels, or
 * within three when no sense of it is a building, an animal or a container within two ("members" of "17
 * team members" is; "homes", "rooms", "sheep", whose rare senses reach person at three, are not)?
 */
function countsPeople(word: string): boolean {
  const lemma = lemmaOf(word.toLowerCase());
  if (MEASURE_WORD.test(lemma) || MEASURE_WORD.test(word.toLowerCase())) return false;
  if (isPersonNoun(lemma) || isPersonNoun(word)) return true;
  return (isPersonNoun(lemma, 3) || isPersonNoun(word, 3)) && ![...kindsOf(lemma), ...kindsOf(word.toLowerCase())].some((k) => THING.has(k));
}

/**
 * How far (in words) a figure standing at character `at` of a sentence is from the nearest word naming what the
 * question measures (`quantity`: "cost" in "did the repair cost less than £2,000?"), in its own word or one WordNet
 * relates to it (synonyms, bridged senses, kin); Infinity when the sentence names none. "The appeal raised £3,400 and the repair cost £1,750": £1,750 is
 * one word from "cost", £3,400 four. Pure but for the lexicon.
 */
export function quantityDistance(sentence: string, at: number, quantity: Concept[]): number {
  if (quantity.length === 0) return Number.POSITIVE_INFINITY;
  const words = [...sentence.matchAll(/[\p{L}][\p{L}'’-]*/gu)];
  const figureIndex = words.filter((w) => (w.index ?? 0) < at).length;
  // (in WordNet's wider reach too: a figure of the right unit only has to be told from the document's other figures,
  // "charge", "expense" are the cost's kin, "depth" the attribute of deep)
  const related = new Set(quantity.flatMap((c) => {
    const r = lexicalRelations(c.term);
    return [...r.direct, ...r.bridged, ...r.kin];
  }));
  let best = Number.POSITIVE_INFINITY;
  words.forEach((w, i) => {
    const stems = stemsOf(w[0]);
    if (mentioned(quantity, stems).length === 0 && ![...stems].some((x) => related.has(x))) return;
    best = Math.min(best, Math.abs(i - figureIndex) + (i < figureIndex ? 0 : 0.5));
  });
  return best;
}

/**
 * Is what a threshold question counts a currency, a percentage or a unit of measure ("£", "%", "metres"): a unit many
 * quantities of one document share (a cost and a grant, a depth and a length), so a figure in it says which quantity
 * only through the words around it. A counted noun ("people", "trees") names the quantity itself. Pure but for the stemmer.
 */
export function inSharedUnit(q: ThresholdQuestion): boolean {
  return /^[£$€%]$/.test(q.of) || MEASURE_STEMS.has(q.of);
}

const MEASURE_STEMS = new Set(
  ['second', 'minute', 'hour', 'day', 'week', 'month', 'year', 'decade', 'century', 'metre', 'meter', 'kilometre', 'kilometer', 'km', 'mile', 'foot', 'feet', 'inch', 'yard', 'gram', 'kilogram', 'kg', 'tonne', 'ton', 'pound', 'litre', 'liter', 'percent', 'degree', 'centimetre', 'millimetre', 'cm', 'mm', 'acre', 'hectare'].map((w) => stem(lemmaOf(w))),
);
