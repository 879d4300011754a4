// The quantifier of a yes/no question and what it scopes over (used by verdict-part.ts and verdict.ts: the 'part',
// 'exception' and 'complement' evidence). "Is the budget enough to pay for ALL THE REPAIRS the survey found?",
// "Will EVERY ONE OF Castlemere's GAS LAMPS be switched to LED?", "Were ALL the pianos in the hall tuned?": a word of
// totality (all, every, each, any, none, whole, entire, full, complete), its noun phrase read from the words' roles
// (determiners, a possessive, "one of", the modifiers before the head noun) and what restricts the noun after it (a
// relative clause with or without "that", a participle phrase, a prepositional phrase), and whether the phrase is the
// question's subject (right after its auxiliary) or an object. The words of totality, determiners, prepositions,
// relative pronouns and auxiliaries are closed classes of English grammar, not the documents' words. Pure but for the
// lexicon (which words are used mostly as verbs).
import { lemmaOf } from './lemmas';
import { isStopWord, spelledWords, stem } from './text';
import { verbShareOfForm } from './verbs';

export type QuantifierWord = 'all' | 'every' | 'each' | 'any' | 'none' | 'whole';

export interface Quantified {
  quantifier: QuantifierWord;
  /** The head noun the quantifier scopes over, lowercased as written ("repairs", "lamps"). */
  head: string;
  /** Content words before the head in its phrase ("gas" of "gas lamps"; a possessive's name, "castlemere"). */
  modifiers: string[];
  /** What restricts the noun after it, as written ("the survey found", "behind electric fencing"); '' when nothing does. */
  restriction: string;
  /** The phrase opens the question right after its auxiliary ("Will every lamp…", "Are all the fees…"): its subject. */
  role: 'subject' | 'object';
}

const AUXILIARY = /^(?:is|are|was|were|be|been|being|do|does|did|will|would|can|could|may|might|must|shall|should|has|have|had)$/;
const DETERMINER = /^(?:the|a|an|this|that|these|those|my|our|your|its|their|his|her)$/;
const PREPOSITION = /^(?:in|on|at|for|of|by|with|behind|across|from|to|under|near|through|inside|outside|within|without|along|over|between|around|during|after|before|into|onto|beyond|against|about|among|past|beside|beneath|below|above|since|until)$/;
const RELATIVE = /^(?:that|which|who|whom|whose|where|when)$/;
const TOTALITY = /^(?:all|every|each|any|none|whole|entire|full|complete)$/;

/** A word that cannot be inside the noun phrase after its first word: a verb form, a participle, an auxiliary. */
function endsPhrase(word: string): boolean {
  if (AUXILIARY.test(word) || PREPOSITION.test(word) || RELATIVE.test(word) || DETERMINER.test(word)) return true;
  // a past participle or a past tense ("found", "refunded", "kept", "switched"): a clause about the noun begins
  // (a regular one ends in -ed and is not its own stem: "refunded", "listed"; "seed", "speed" are; an irregular one
  // is a verb form whose lemma is another word: "found" → find, "kept" → keep, "taken" → take)
  if (word.length >= 5 && /[^e]ed$|ied$/.test(word) && stem(word) !== word && !/^(?:hundred)$/.test(word)) return true;
  const lemma = lemmaOf(word);
  return lemma !== word && verbShareOfForm(lemma) >= 0.5 && !/s$/.test(word);
}

/**
 * The quantifier of a yes/no question and its scope, or null when it has none. "the whole bill" and "the entire
 * cost" are 'whole'; "every one of the lamps" scopes over lamps; "any of the hens" over hens. A totality word used
 * as an adverb ("is it full", "all right") or without a noun after it scopes over nothing. Pure but for the lexicon.
 */
export function quantifiedPhrase(query: string): Quantified | null {
  const t = spelledWords(query);
  for (let q = 0; q < t.length; q += 1) {
    const word = t[q] ?? '';
    if (!TOTALITY.test(word)) continue;
    // "all right", "at all", "above all", "after all": no scope
    if (word === 'all' && (/^(?:right|along|over|alone|together|too|but)$/.test(t[q + 1] ?? '') || (/^(?:at|above|after)$/.test(t[q - 1] ?? '') && !DETERMINER.test(t[q + 1] ?? '') && t[q + 1] !== 'of'))) continue;
    const quantifier: QuantifierWord = /^(?:whole|entire|full|complete)$/.test(word) ? 'whole' : (word as QuantifierWord);
    let i = q + 1;
    // "every one of", "each of", "all of", "none of", then determiners and a possessive ("Castlemere's")
    if (t[i] === 'one' && t[i + 1] === 'of') i += 2;
    else if (t[i] === 'of') i += 1;
    const modifiers: string[] = [];
    while (i < t.length && (DETERMINER.test(t[i] ?? '') || /['’]s$/.test(t[i] ?? ''))) {
      const possessive = t[i] ?? '';
      if (/['’]s$/.test(possessive)) modifiers.push(possessive.replace(/['’]s$/, ''));
      i += 1;
    }
    // "the whole" after a determiner is fine ("the whole bill"); a totality word right after is the same phrase
    if (TOTALITY.test(t[i] ?? '') && quantifier === 'whole') i += 1;
    const start = i;
    // (after a modal or "do" opening the question, the subject ends before its bare verb: "Will all the branches CLOSE",
    // a word used as a verb after a plural)
    const bareVerbNext = /^(?:will|would|can|could|may|might|must|shall|should|do|does|did)$/.test(t[0] ?? '') && q > 0;
    const verbAfterPlural = (j: number): boolean => bareVerbNext && j > start && /[^s]s$/.test(t[j - 1] ?? '') && verbShareOfForm(t[j] ?? '') > 0;
    while (i < t.length && !(i > start && (endsPhrase(t[i] ?? '') || verbAfterPlural(i) || /ing$/.test(t[i] ?? ''))) && !AUXILIARY.test(t[i] ?? '') && !PREPOSITION.test(t[i] ?? '') && !RELATIVE.test(t[i] ?? '')) i += 1;
    const phrase = t.slice(start, i).filter((w) => !isStopWord(w));
    const head = phrase.at(-1);
    if (!head || /^\d/.test(head)) continue;
    const restriction = t.slice(i).join(' ');
    const beforeQuantifier = t.slice(0, q);
    const role = AUXILIARY.test(beforeQuantifier[0] ?? '') && beforeQuantifier.slice(1).every((w) => DETERMINER.test(w)) ? 'subject' : 'object';
    return { quantifier, head, modifiers: [...modifiers, ...phrase.slice(0, -1)], restriction, role };
  }
  return null;
}
