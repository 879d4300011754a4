// A later part of a question that asks an amount the answer does not give (used by compose.ts): under "How long does
// the M40's battery last, and how long does it take to RECHARGE?" the answer cited "Run time on a full battery: up to
// 40 minutes" and said nothing of recharging; under "What callsign did he get, and what was the price of his RADIO?" it
// cited "a straight key they bought for £12", a neighbour's price read as the radio's. A part asking an amount of a kind
// (a time, a sum, a length: amounts.ts dimensionsAsked) is given only by a cited sentence that states an amount of that
// kind and names the part's own thing: its nouns and verbs but the asking frame's (how, what, the auxiliaries, a
// pronoun, a light verb, "take", the amount's own word, "time", "price"). Where none does, the answer says so in a note
// ("None of your sources says what "how long does it take to recharge" asks, …"), which note-check.ts keeps only where
// part-given.ts agrees. Owns that test. Pure but for the shipped lexicon.
import { dimensionsAsked, statesAmount, wordDimension, type Dimension } from './amounts';
import { questionKind } from './concepts';
import { isGeneralWord, isLightWord, isModifierWord } from './lexicon';
import { isStopWord, stem, words } from './text';

const FRAME = /^(?:how|what|which|when|who|whom|whose|is|are|was|were|do|does|did|has|have|had|will|would|can|could|should|shall|may|might|must|it|they|he|she|we|you|i|there|his|her|their|its|this|that|much|many|long|far|often|usual|usually|typically|normally|generally|roughly|about|exactly|actually)$/;

/** The stems of the part's own thing: the words a sentence giving its amount must name one of. Pure but for the lexicon. */
export function partThing(part: string): string[] {
  const own = words(part.toLowerCase()).filter((w) => /^\p{L}{3,}$/u.test(w) && !FRAME.test(w) && !isStopWord(w) && !isLightWord(w) && !isModifierWord(w) && wordDimension(w) === null && wordDimension(w.replace(/s$/, '')) === null);
  // (a general word, "time" in "the waiting time", is said in many other words: only where nothing else names the thing)
  const distinct = own.filter((w) => !isGeneralWord(w));
  return [...new Set((distinct.length > 0 ? distinct : own).map(stem))];
}

/** Does a word name one of the part's stems (the same stem, or one inside the other: "charging" for "recharge")? Pure. */
export function namesPartThing(word: string, thing: string[]): boolean {
  const s = stem(word.toLowerCase());
  return thing.some((t) => s === t || (Math.min(s.length, t.length) >= 4 && (s.endsWith(t) || t.endsWith(s))));
}

/**
 * Does no sentence of the answer give the amount a later part asks (an amount of its kind, naming its own thing)? false
 * where the part asks no amount or names no thing of its own ("how long does it last", with nothing but a pronoun).
 * Pure but for the lexicon.
 */
export function partUnfilled(part: string, sentences: string[]): boolean {
  const dimensions: Dimension[] = dimensionsAsked(part).filter((d) => d !== 'count' && d !== 'frequency');
  if (dimensions.length === 0) return false;
  const thing = partThing(part);
  if (thing.length === 0) return false;
  return !sentences.some((s) => statesAmount(s, dimensions) && words(s).some((w) => namesPartThing(w, thing)));
}

/**
 * Does no sentence given name the thing a later yes/no part asks of ("…, and is there anywhere to PARK?", "…, and can
 * MOSQUITOES spread it?")? A yes or no is read only off a sentence that names the part's own thing (any one of its
 * words, in any form: "parking" for "park"), so where none of the sentences of the sources the answer draws on names
 * any, the part is unanswered. false for a part that is no yes/no question (its opening auxiliary: concepts.ts
 * questionKind) or names no thing of its own ("…, and is it?"). Pure but for the lexicon.
 */
export function yesNoPartUnfilled(part: string, sentences: string[]): boolean {
  if (questionKind(part) !== 'yesno') return false;
  const thing = partThing(part);
  if (thing.length === 0) return false;
  return !sentences.some((s) => words(s).some((w) => namesPartThing(w, thing)));
}

/**
 * Does a note already name the part as not given: by its words in quotes ("none of them uses the words "cost", "fishing"
 * …") or the part itself? Pure.
 */
export function partNoted(part: string, notes: string[]): boolean {
  const asked = part.trim().replace(/[?.!\s]+$/, '').toLowerCase();
  const own = new Set(words(asked).filter((w) => !isStopWord(w)));
  return notes.some((n) => n.toLowerCase().includes(`"${asked}"`) || [...n.matchAll(/"([^"]+)"/g)].some((m) => own.has((m[1] ?? '').toLowerCase())));
}

/** The note for a part the answer does not give ("None of your sources says what "how long …" asks, so …"). Pure. */
export function partUnfilledNote(part: string, sources = 'your sources'): string {
  const asked = part.trim().replace(/[?.!\s]+$/, '');
  return `None of ${sources} says what "${asked}" asks, so this answer leaves out "${asked}".`;
}
