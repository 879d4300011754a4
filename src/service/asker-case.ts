// The asker's own case read against the case a source sentence is about (used by compose.ts for the lead of a why or how
// answer): a question that tells its case ("boiler keeps dropping every couple of weeks, I top it up… why?", "If I buy
// shares…, how would I get my money back out later?") is not answered by a sentence whose own condition is another case
// ("Losing a little pressure AFTER YOU BLEED RADIATORS is normal…", "IF THE TARGET IS NOT REACHED, every investor will
// get their money back") where a fair sentence whose condition is the asker's case ("IF YOU FIND YOURSELF TOPPING UP
// EVERY WEEK OR TWO, water is escaping…", "…withdraw their money AFTER HOLDING SHARES for three years") is there. Read
// from the structure: the asker's case is what the question tells before it asks (embedded-question.ts
// interrogativeClause) and the conditions it sets itself ("if I needed it"); a sentence's own case is its subordinate
// clauses of condition or time (the closed class of English subordinators). A word of a condition is the asker's when it
// is the same word in any form: WordNet's synonyms and GloVe's neighbours reach too far among everyday words ("keeps"
// for "holding", "weeks" for "years"). Not read: an age band ("children aged 8 to 16" for a 7-year-old): for whether
// someone may do a thing the band that leaves the asker out is the answer, not another case. Owns only the reading and
// the comparison; compose.ts decides what leads. Pure but for the shipped lexicon.
import { interrogativeClause } from './embedded-question';
import { isLightWord } from './lexicon';
import { isStopWord, stem, words } from './text';

/** The case a question tells of itself: the content words of its story and of its own conditions. */
export interface AskerCase {
  words: string[];
}

/** Subordinators that open a condition or a time of a clause (a closed class of English). */
const CONDITION = /\b(?:if|unless|when|whenever|once|after|provided(?:\s+that)?|providing|as\s+long\s+as|so\s+long\s+as|in\s+case)\s+([^,;:.!?()]+)/giu;

/** Words of a clause that say no case of their own: pronouns, determiners and degree words (closed classes); light verbs are WordNet's (isLightWord). */
const EMPTY = /^(?:you|your|yours|they|them|their|she|her|him|his|its|our|ours|one|there|here|this|that|these|those|what|which|who|whom|then|than|also|just|still|even|ever|very|really|more|most|less|some|any|all|each|every|both|such|only|much|many|few|yourself|yourselves|themselves|itself|actually|probably|maybe)$/i;

/** The content words of a clause: the case it states. Pure but for the shipped lexicon. */
export function caseWords(clause: string): string[] {
  return words(clause)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= 3 && !/\d/.test(w) && !isStopWord(w) && !EMPTY.test(w) && !isLightWord(w));
}

/** The conditions a text sets: the clause after each subordinator of condition or time ("after you bleed radiators" → "you bleed radiators"). Pure. */
export function conditionClauses(text: string): string[] {
  // ("top up ONCE and it should hold": an adverb, no clause after it)
  return [...text.matchAll(CONDITION)].map((m) => (m[1] ?? '').trim()).filter((c) => c !== '' && !/^(?:and|or|but|then|again|more|only)\b/i.test(c));
}

/** The case a question tells (see the header), or null where it tells none: no story before its ask and no condition of its own. Pure but for the shipped lexicon. */
export function askerCase(query: string): AskerCase | null {
  const told = interrogativeClause(query);
  const asked = told ? told.question : query;
  const clauses = [...(told ? [told.story] : []), ...conditionClauses(asked)];
  const own = [...new Set(clauses.flatMap(caseWords))];
  return own.length > 0 ? { words: own } : null;
}

/**
 * Whose case a sentence is about, against the asker's: 'own' where a condition it sets says a word of the asker's case;
 * 'other' where it sets conditions of content none of which does; 'none' where it sets no condition (or the question
 * tells no case). Pure but for the shipped lexicon.
 */
export function caseFit(sentence: string, asker: AskerCase | null): 'own' | 'other' | 'none' {
  if (!asker) return 'none';
  const conditions = conditionClauses(sentence).map(caseWords).filter((c) => c.length > 0);
  if (conditions.length === 0) return 'none';
  const says = (word: string): boolean => asker.words.some((a) => stem(a) === stem(word));
  return conditions.some((c) => c.some(says)) ? 'own' : 'other';
}

/**
 * The candidate that leads in place of a lead about another case (see the header): where the lead's case is 'other',
 * the best-scoring candidate whose case is the asker's own and that scores at least `floor` of the lead's; -1 to keep
 * the lead. Candidates are texts with scores; `lead` indexes them. Pure but for the shipped lexicon.
 */
export function ownCaseLead(query: string, candidates: { text: string; score: number }[], lead: number, floor = 0.3): number {
  const current = candidates[lead];
  if (!current) return -1;
  const asker = askerCase(query);
  if (!asker || caseFit(current.text, asker) !== 'other') return -1;
  let pick = -1;
  candidates.forEach((c, i) => {
    if (i === lead || c.score < current.score * floor) return;
    if (caseFit(c.text, asker) !== 'own') return;
    if (pick < 0 || c.score > (candidates[pick]?.score ?? 0)) pick = i;
  });
  return pick;
}
