// What is recommended, when that is what is asked (used by compose.ts to choose the lead): "What humidity should I
// set the D12 to for a bedroom?", "What is the ideal temperature for…?" ask what the source advises, so "For living
// rooms and bedrooms we recommend 50 to 55%" answers, and "the target can be set from 40% to 70%" (what is possible)
// does not, whatever words of the question it shares. A sentence recommends by a verb of advice (WordNet's
// synonyms of recommend, advise and suggest: urge, advocate, propose, counsel), by "ideal", "optimal", "best",
// "ideally", or by an instruction modal ("should", "aim for"); a range of what is possible ("can be set from …")
// recommends nothing. Pure but for the lexicon.
import { lexicalRelations } from './lexicon';
import { stem } from './text';

const ADVICE_VERBS = ['recommend', 'advise', 'suggest'];
const QUALITY_OF_ADVICE = /\b(?:ideal|ideally|optimal|optimum|best|preferabl[ey])\b/i;
const INSTRUCTION = /\b(?:should|ought to|aim (?:for|at)|is best|are best|works? best)\b/i;
const POSSIBLE = /\b(?:can|could|may)\s+(?:be\s+)?(?:set|adjusted|changed|chosen|selected|varied|range[sd]?)\b|\b(?:ranges?|adjustable|settable)\s+(?:from|between)\b/i;

let adviceStems: Set<string> | null = null;
/** The stems of the verbs of advice: recommend, advise, suggest and their WordNet direct synonyms. */
function advice(): Set<string> {
  if (!adviceStems) {
    adviceStems = new Set<string>();
    for (const verb of ADVICE_VERBS) {
      adviceStems.add(stem(verb));
      for (const s of lexicalRelations(verb).direct) adviceStems.add(s);
    }
    // (agent nouns of advice, "advisor", "consultant", name a person, not advice given)
    for (const s of [...adviceStems]) if (/(?:or|ant|ent)$/.test(s)) adviceStems.delete(s);
  }
  return adviceStems;
}

/** Does a text use a verb of advice ("recommend", "advised", "we suggest", "urge")? Pure but for the lexicon. */
export function usesAdvice(text: string): boolean {
  const stems = advice();
  return (text.toLowerCase().match(/[\p{L}]+/gu) ?? []).some((w) => stems.has(stem(w)));
}

/**
 * Does a wh-question ask what is recommended: "What humidity should I set…?", "How warm should the room be?",
 * "What is the recommended / ideal / best setting…?", "What do they advise…?" (not a yes/no, nor a why). Pure but for the lexicon.
 */
export function asksRecommendation(query: string): boolean {
  const q = query.trim();
  if (!/^(?:.*?[.!?]\s+)?(?:what|which|how)\b/i.test(q) || /\bwhy\b/i.test(q)) return false;
  if (/\b(?:what|which|how)\b[^.?!]*\b(?:should|ought to)\s+(?:i|we|you|one|they|it|the|my|our)\b/i.test(q)) return true;
  return QUALITY_OF_ADVICE.test(q) || usesAdvice(q.replace(/^(?:.*?[.!?]\s+)?(?:what|which|how)\b/i, ''));
}

/**
 * Does a sentence recommend: a verb of advice, a word of the ideal, or an instruction modal, and not only a range of
 * what is possible? Pure but for the lexicon.
 */
export function recommends(sentence: string): boolean {
  if (usesAdvice(sentence)) return true;
  if (POSSIBLE.test(sentence) && !QUALITY_OF_ADVICE.test(sentence)) return false;
  return QUALITY_OF_ADVICE.test(sentence) || INSTRUCTION.test(sentence);
}

const NUMBER = /\d/;

/**
 * The unit to lead a recommendation question with, or null to keep the lead: when the lead recommends nothing, the
 * best candidate with a recommending sentence that names a word of the question (`named`: how many) and, where the
 * lead gives a figure, gives one too (a recommended value replaces a range). From the lead's document or scored at
 * least half the lead's. Pure but for the lexicon.
 */
export function recommendedLead<T extends { documentId: string; sentences: string[]; score: number }>(query: string, lead: T, candidates: T[], named: (u: T) => number): T | null {
  if (!asksRecommendation(query)) return null;
  const leadText = lead.sentences.at(-1) ?? '';
  if (recommends(leadText)) return null;
  const figure = NUMBER.test(leadText);
  const fit = candidates
    .filter((u) => u !== lead && (u.documentId === lead.documentId || u.score >= lead.score * 0.5))
    .filter((u) => {
      const own = u.sentences.at(-1) ?? '';
      return recommends(own) && (!figure || NUMBER.test(own)) && named(u) > 0 && !/\?\s*$/.test(own);
    })
    .sort((a, b) => named(b) - named(a) || b.score - a.score);
  return fit[0] ?? null;
}
