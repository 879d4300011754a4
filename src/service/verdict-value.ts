// Another value of the attribute a yes/no question asks about (used by verdict.ts, the 'value' evidence): "Is the
// bracket cast iron?" answered by "The bracket is cast in aluminium" is a no, not "not said": aluminium and iron are
// two values of one attribute because WordNet files both under the same kind one level up (metal), neither being
// the kind of the other; "Is the tool shed open on Sundays?" answered by "It opens on Saturday mornings and
// Wednesday evenings" likewise (weekday). The value stands in a value frame, in the question and in the sentence:
// after a form of "be" or one of the prepositions that give what a thing is made of, when or where it is ("of",
// "in", "on", "from"), within three words. A sentence naming the asked value itself, or negated, gives no such
// reading. Kinds from WordNet (lexicon.ts broaderWords), never lists of values. Pure but for the lexicon.
import { mentioned, mentionedInOtherWords, stemMatches, stemsOf, type Concept } from './concepts';
import { kindsOf } from './denial';
import { stem } from './text';
import { verbShareOfForm } from './verbs';

/** A word that opens a value frame: a form of "be", an article after it, or a preposition of material, time or place. */
const FRAME = /^(?:is|are|was|were|be|been|being|a|an|of|in|on|from)$/;
const NEGATED = /\b(?:no|not|never|none|nor|neither|cannot)\b|n['’]t\b/i;

/** The kinds a noun is filed under one level up WordNet's hierarchy (its plural by its singular; denial.ts kindsOf). */
function kindsAbove(word: string): Set<string> {
  return new Set(kindsOf(word, 1));
}

/**
 * Are two words two values of one attribute: different nouns sharing a kind one level up WordNet ("aluminium" and
 * "iron": metal; "saturday" and "wednesday": weekday), neither the kind of the other nor the same stem? Pure but for the lexicon.
 */
export function otherValueOf(asked: string, said: string): boolean {
  const a = asked.toLowerCase();
  const b = said.toLowerCase();
  if (a === b || stemMatches(stem(a), stem(b)) || stemMatches(stem(b), stem(a))) return false;
  const ka = kindsAbove(a);
  const kb = kindsAbove(b);
  if (ka.size === 0 || kb.size === 0 || ka.has(b) || kb.has(a) || ka.has(b.replace(/s$/, '')) || kb.has(a.replace(/s$/, ''))) return false;
  return [...ka].some((k) => kb.has(k));
}

/** The words of a text, lowercased, letters only. */
function tokens(text: string): string[] {
  return (text.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => w.toLowerCase());
}

/** Does a value frame open within three words before position i? */
function framed(words: string[], i: number): boolean {
  return words.slice(Math.max(0, i - 3), i).some((w) => FRAME.test(w));
}

export interface AskedValue {
  /** The value asked, as the question writes it ("iron", "sundays"). */
  value: string;
  /** The stem of the word right before it when it modifies it ("cast" of "cast iron"): part of the value, not of the claim. */
  modifier: string | null;
}

/**
 * The value a yes/no question asks of its subject: its last word, when it is a noun WordNet files under a kind, a word
 * of the claim (`claim`: the question's concepts beyond its subject), in a value frame ("Is the bracket made of cast
 * IRON?", "Does the ferry run on SUNDAYS?"). null otherwise.
 * Pure but for the lexicon.
 */
export function askedValue(query: string, claim: Concept[]): AskedValue | null {
  const words = tokens(query.replace(/\?+\s*$/, ''));
  const value = words.at(-1);
  if (!value || words.length < 3) return null;
  if (mentioned(claim, stemsOf(value)).length === 0) return null;
  if (verbShareOfForm(value) >= 0.5 || kindsAbove(value).size === 0) return null;
  // (in a value frame: "bad for the LIVER" asks no value, the liver is one of many things coffee may harm)
  if (!framed(words, words.length - 1)) return null;
  const before = words.at(-2) ?? '';
  const modifier = FRAME.test(before) || /^(?:the|my|our|your|its|their|his|her)$/.test(before) ? null : stem(before);
  return { value, modifier };
}

/**
 * The other value of the asked attribute a sentence states ("aluminium" in "The bracket is cast in aluminium" for
 * iron), in a value frame; null when it names the asked value itself (own word or a direct synonym: "open on Saturdays
 * and Sundays"), is negated, or states no other value. Pure but for the lexicon.
 */
export function otherValueStated(sentence: string, asked: AskedValue): string | null {
  const value: Concept = { term: asked.value, stem: stem(asked.value), soft: false };
  const stems = stemsOf(sentence);
  if (mentioned([value], stems).length > 0 || mentionedInOtherWords([value], stems, 'direct').length > 0) return null;
  if (NEGATED.test(sentence)) return null;
  const words = tokens(sentence);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    if (framed(words, i) && verbShareOfForm(word) < 0.5 && otherValueOf(asked.value, word)) return word;
  }
  return null;
}
