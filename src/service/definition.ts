// Definition questions (used by compose.ts): "What is SEI?", "What are keystone species?", "What does
// decaf mean?" are answered first by the sentence that says what the term is: "X is a…", an apposition
// ("…the solid electrolyte interphase, or SEI, a thin film…", "…adenosine, a byproduct of…"), "X: an
// animal whose…", "X (…) is…", "called X", "known as X", "X refers to / means / stands for…", "X happens
// when…", or a full form with the term in brackets ("solid electrolyte interphase (SEI)"), not by one that
// merely uses the word ("…damage the SEI"). Pure.
import { escapeRegExp } from '../shared/regexp';

const PREPOSITION_OR_VERB = /\b(?:of|in|on|for|at|to|from|with|by|about|between|after|before|during|when|where|that|which|who|whom|whose|does|do|did|is|are|was|were|can|could|will|would|should|it|they|he|she|you|i|we|your|my|our|their|its)\b/i;

/**
 * The term a definition question asks about ("What is SEI?" → SEI, "What are keystone species?" →
 * keystone species, "What does decaf mean?" → decaf), or null for any other question ("What is the
 * capital of Peru?", "What is the SEI made of?"). At most four words, no preposition or verb in it.
 */
export function definedTerm(query: string): string | null {
  const q = query.trim();
  const m =
    /^what\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?([^?]+?)\s*\??$/i.exec(q) ??
    /^what\s+(?:does|do)\s+(?:an?\s+|the\s+)?([^?]+?)\s+(?:mean|stand for)\s*\??$/i.exec(q) ??
    /^(?:define|what is meant by|what's)\s+(?:an?\s+|the\s+)?([^?]+?)\s*\??$/i.exec(q);
  const term = (m?.[1] ?? '').replace(/[.!]+$/, '').trim();
  if (!term || term.split(/\s+/).length > 4 || PREPOSITION_OR_VERB.test(term) || /[,;:]/.test(term)) return null;
  return term;
}

/** Does a sentence say what `term` is (its definition, not a use of it)? Pure. */
export function definesTerm(sentence: string, term: string): boolean {
  const words = term.trim().split(/\s+/).map(escapeRegExp);
  if (words.length === 0) return false;
  // the term with a plural or singular ending on its last word ("keystone species", "sea otters" / "sea otter")
  const last = (words.at(-1) ?? '').replace(/(?:es|s)$/i, '');
  const t = `${[...words.slice(0, -1), `${last}(?:e?s)?`].join('\\s+')}`;
  const flags = /^[\p{Lu}\d]+$/u.test(term) ? 'u' : 'iu';
  const patterns = [
    // "SEI is a thin film…", "Keystone species are animals whose…", "Plating happens when…"
    `(?:^|[.;:]\\s+)(?:the\\s+|an?\\s+)?${t}\\s*(?:\\([^)]{1,80}\\)\\s*)?(?:is|are|was|were)\\s+(?:an?|the|one|any|what|how|when|where|those|that)\\b`,
    `(?:^|[.;:]\\s+)(?:the\\s+|an?\\s+)?${t}\\s*(?:\\([^)]{1,80}\\)\\s*)?(?:refers? to|means?|stands? for|describes?|denotes?|(?:happens?|occurs?|takes? place) when)\\b`,
    // "…adenosine, a byproduct of energy use", "…, or SEI, a thin film…", "keystone species: an animal whose…"
    `(?<![\\p{L}\\p{N}])${t}\\s*[,:(—–-]\\s*(?:an?|the)\\s+\\p{L}`,
    // "what is called X", "known as X", "termed X"
    `\\b(?:called|known as|termed|named|dubbed)\\s+(?:the\\s+|an?\\s+)?["“]?${t}(?![\\p{L}])`,
    // "the solid electrolyte interphase (SEI)": a full form with the term in brackets
    `\\p{L}+(?:[\\s-]+\\p{L}+){1,6}\\s*\\(\\s*${t}\\s*\\)`,
  ];
  return patterns.some((p) => new RegExp(p, flags).test(sentence));
}

/**
 * Among candidate points (best first), the one that defines the term and may lead: the best-scoring
 * such point within `floor` of the best score; -1 when the first point defines it already, or none does. Pure.
 */
export function definitionLead(candidates: { score: number; sentences: string[] }[], term: string, floor = 0.3): number {
  const best = candidates[0]?.score ?? 0;
  const index = candidates.findIndex((c) => c.score >= best * floor && c.sentences.some((s) => definesTerm(s, term)));
  return index > 0 ? index : -1;
}
