// A yes/no claim made with a comparative adjective ("Did the printing press make books CHEAPER?", "Is the new
// road SAFER?"): a sentence speaks to it only when it says that quality, by the adjective's own stem, a direct
// WordNet synonym or its antonym ("more expensive"); a sentence that merely names the books ("the Index of
// Prohibited Books") states nothing of their price. Used by verdict.ts before a 'statement' verdict. Pure but for
// the shipped lexicon.
import { antonymStems, isCommonNoun, isModifierWord, lexicalRelations } from './lexicon';
import { isStopWord, stem } from './text';

/** The base adjectives of the comparatives among a question's words ("cheaper" → cheap; "bigger" → big; "happier" → happy). */
export function comparativeBases(terms: string[]): string[] {
  const out: string[] = [];
  for (const t of terms.map((x) => x.toLowerCase())) {
    // (a noun in -er is no comparative: "butter", "water", "number")
    if (!/^[a-z]{4,}er$/.test(t) || isCommonNoun(t)) continue;
    const candidates = [t.slice(0, -2), t.slice(0, -1), `${t.slice(0, -3)}y`, t.slice(0, -3)];
    const base = candidates.find((b) => b.length >= 3 && !isStopWord(b) && isModifierWord(b) && (b !== t.slice(0, -3) || t.at(-3) === t.at(-4)));
    if (base) out.push(base);
  }
  return out;
}

/** The stems a sentence says a comparative's quality by: the base's own, its direct synonyms', its antonyms'. */
export function qualityStems(base: string): Set<string> {
  return new Set([stem(base), ...lexicalRelations(base).direct, ...antonymStems(base)]);
}

/**
 * Does a unit (by its stems and its text) speak to every comparative quality the claim is made with (each given by its
 * qualityStems)? True when the claim has none, and for a unit that denies or disclaims ("no claim about butterflies",
 * "without any cooling"): a denial of the rest of the claim answers it whatever the quality.
 */
export function speaksToQualities(qualities: Set<string>[], unitStems: Set<string>, text = ''): boolean {
  if (/\b(?:no|not|never|without|none|nothing|neither|nor)\b|n['’]t\b/i.test(text)) return true;
  return qualities.every((q) => [...q].some((s) => unitStems.has(s)));
}
