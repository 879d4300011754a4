// A yes/no claim made with a comparative adjective ("Did the printing press make books CHEAPER?", "Is the new
// road SAFER?"): a sentence speaks to it only when it says that quality, by the adjective's own stem, a direct
// WordNet synonym or its antonym ("more expensive"); a sentence that merely names the books ("the Index of
// Prohibited Books") states nothing of their price. Used by verdict.ts before a 'statement' verdict. Pure but for
// the shipped lexicon.
import { antonymStems, isModifierWord, lexicalRelations } from './lexicon';
import { stem } from './text';

/** The base adjectives of the comparatives among a question's words ("cheaper" → cheap; "bigger" → big; "happier" → happy). */
export function comparativeBases(terms: string[]): string[] {
  const out: string[] = [];
  for (const t of terms.map((x) => x.toLowerCase())) {
    if (!/^[a-z]{4,}er$/.test(t)) continue;
    const candidates = [t.slice(0, -2), t.slice(0, -1), `${t.slice(0, -3)}y`, t.slice(0, -3)];
    const base = candidates.find((b) => b.length >= 3 && isModifierWord(b) && (b !== t.slice(0, -3) || t.at(-3) === t.at(-4)));
    if (base) out.push(base);
  }
  return out;
}

/** The stems a sentence says a comparative's quality by: the base's own, its direct synonyms', its antonyms'. */
export function qualityStems(base: string): Set<string> {
  return new Set([stem(base), ...lexicalRelations(base).direct, ...antonymStems(base)]);
}

/** Does a unit (by its stems) speak to every comparative quality the claim is made with? True when the claim has none. */
export function speaksToQualities(bases: string[], unitStems: Set<string>): boolean {
  return bases.every((b) => [...qualityStems(b)].some((s) => unitStems.has(s)));
}
