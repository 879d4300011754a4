// The kind a follow-up asks rules its reply when it points back at what was just said: "When was that set up?" after
// a reply naming the Dry Stone Walling Association, "founded in 1968", asks the date of THAT, and the sentence of the
// conversation (the previous reply first, then the research answer) that gives a date and says the act asked ("set
// up": established, founded) is the reply, not a sentence of the sources that only shares a word ("stones set on
// edge"). Owns: whether a follow-up points back (a bare "that"/"this", a pronoun), the act it asks about (its verb,
// a phrasal verb's one word and their WordNet relations), its own nouns, and the pick. Pure but for the shipped lexicon.
import { carriesType, namesSomeoneNew, type AnswerType } from './chat-context';
import { conceptsOf, stemMatches } from './concepts';
import { isTalkWord, measureDimension } from './follow-up-talk';
import { lexicalRelations } from './lexicon';
import { phrasalVerbs } from './phrasal';
import { isStopWord, stem, words } from './text';
import { verbShareOfForm } from './verbs';

export interface TurnSentence {
  text: string;
  citations: number[];
}

const AUXILIARY = /^(?:is|are|was|were|be|been|do|does|did|has|have|had|can|could|will|would|should|may|might|must|'s)$/i;

/**
 * Does a follow-up point back at what was just said: "that"/"this" standing alone ("When was THAT set up?", "Who
 * paid for this?"), not before a noun it picks ("that bridge"), or "it"/"they"/"them"? Pure but for the shipped lexicon.
 */
export function pointsBack(followUp: string): boolean {
  const tokens = followUp.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return tokens.some((t, i) => {
    if (/^(?:it|they|them)$/.test(t)) return true;
    if (!/^(?:that|this)$/.test(t)) return false;
    const next = tokens[i + 1];
    // (a relative "that" after a noun, "the boat that sank", is no pointer: only after the question's frame)
    if (i > 0 && !AUXILIARY.test(tokens[i - 1] ?? '') && !/^(?:for|about|on|of|with|to|from|by|in|at|did|does|do|when|who|how|what|where|why)$/.test(tokens[i - 1] ?? '')) return false;
    return next === undefined || AUXILIARY.test(next) || verbShareOfForm(next) >= 0.5 || isStopWord(next);
  });
}

/** Stems that say one act of the follow-up: the verb, a phrasal verb's one word and its others, and their WordNet relations. */
function actStems(words: string[]): Set<string> {
  const out = new Set<string>();
  for (const w of words) {
    out.add(stem(w));
    for (const r of lexicalRelations(w).direct) out.add(r);
  }
  return out;
}

/**
 * The follow-up's acts (each a set of stems that say it) and its own nouns (each a set of stems), without its
 * conversational words; a measuring word is the kind asked ("How much did that cost?") unless a person or a date is
 * asked ("Who paid for that?": the paying is the act). Pure but for the shipped lexicon.
 */
export function askedParts(followUp: string, type: AnswerType | null = null): { acts: Set<string>[]; nouns: Set<string>[]; phrases: RegExp[] } {
  const phrasal = phrasalVerbs(followUp);
  const inPhrasal = new Set(phrasal.map((p) => stem(p.verb)));
  const acts = phrasal.map((p) => actStems([p.word, ...p.others]));
  // a phrasal verb said as itself ("was set up in 1987"): its verb's stem, then its particle
  const phrases = phrasal.map((p) => new RegExp(String.raw`\b${stem(p.verb).replace(/[^\p{L}]/gu, '')}\p{L}*\s+${p.particle}\b`, 'iu'));
  const nouns: Set<string>[] = [];
  for (const c of conceptsOf(followUp, { dropInstructionWords: true })) {
    const measure = measureDimension(c.term) !== null;
    if (c.soft || inPhrasal.has(c.stem) || (isTalkWord(c.term) && !(measure && (type === 'person' || type === 'date')))) continue;
    if (verbShareOfForm(c.term) >= 0.5) acts.push(actStems([c.term]));
    else nouns.push(actStems([c.term]));
  }
  return { acts, nouns, phrases };
}

/** Does a text say one of these stems (the stem itself, or one sharing its start as concepts.ts reads it)? */
function says(text: string, wanted: Set<string>): boolean {
  return words(text).some((w) => {
    const s = stem(w);
    return wanted.has(s) || [...wanted].some((x) => x.length >= 4 && stemMatches(x, s));
  });
}

/**
 * Does a sentence give what a typed follow-up asks: an answer of its kind (for a person, someone the follow-up does
 * not name), every noun of its own, and one act it names (every act, with `allActs`; a phrasal verb in its one word or
 * as itself)? Pure but for the shipped lexicon.
 */
export function givesKind(sentence: string, followUp: string, type: AnswerType, allActs = false): boolean {
  if (!carriesType(sentence, type)) return false;
  if (type === 'person' && !namesSomeoneNew(sentence, new Set(words(followUp).map(stem)))) return false;
  const { acts, nouns, phrases } = askedParts(followUp, type);
  // (`allActs`, for a sentence read from anywhere in the sources: every act, "Who ended up buying it?" asks the buying, not only an ending)
  const said = (a: Set<string>, i: number): boolean => says(sentence, a) || (phrases[i]?.test(sentence) ?? false);
  return nouns.every((n) => says(sentence, n)) && (acts.length === 0 || (allActs ? acts.every(said) : acts.some(said)));
}

/**
 * The reply to a typed follow-up that points back (a date, a person, an amount; not a reason or a place, which a
 * sentence gives otherwise): the first cited sentence of the conversation's turns, the latest first, that gives it
 * (givesKind); null when the follow-up does not point back (unless `mustPointBack` is false: the turns are then the
 * sources read for it), asks no such kind, or no sentence gives it. Pure but for the shipped lexicon.
 */
export function kindFromTurns(followUp: string, type: AnswerType | null, turns: TurnSentence[][], mustPointBack = true): TurnSentence | null {
  if (type === null || type === 'reason' || type === 'place' || (mustPointBack && !pointsBack(followUp))) return null;
  for (const turn of turns) {
    const found = turn.find((s) => s.citations.length > 0 && givesKind(s.text, followUp, type, !mustPointBack));
    if (found) return found;
  }
  return null;
}
