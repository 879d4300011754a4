// What an importance question asks: "Why are sea otters important for kelp forests?", "Why does peat
// matter to the climate?", "What makes hedgerows so valuable for birds?" ask for the subject's effect
// on what it matters to, and sources state that effect as a plain chain of events ("otters eat urchins,
// and urchins graze kelp"), seldom with a causal word. The why-lead (why-lead.ts) therefore counts
// every point as giving a reason for such a question and weighs points by what they name. Pure.

/** Adjectives that judge a thing's worth to something else: the closed class an importance question is asked with. */
const WORTH = '(?:important|vital|essential|crucial|critical|key|significant|valuable|necessary|indispensable|useful|beneficial|helpful|good)';
const BE = '(?:is|are|was|were|has\\s+been|have\\s+been)';
const PATTERNS: RegExp[] = [
  // "Why are X (so) important (for Y)?"
  new RegExp(`^\\s*why\\s+${BE}\\s+.+?\\s+(?:so\\s+|such\\s+an?\\s+|very\\s+|considered\\s+|thought\\s+(?:to\\s+be\\s+)?|seen\\s+as\\s+)?${WORTH}\\b`, 'iu'),
  // "Why does X matter (to Y)?"
  /^\s*why\s+(?:do|does|did)\s+.+?\s+matter\b/iu,
  // "What makes X (so) important (for Y)?"
  new RegExp(`^\\s*what\\s+makes?\\s+.+?\\s+(?:so\\s+)?${WORTH}\\b`, 'iu'),
  // "Why is X a key species / a keystone for Y?" is left to the ordinary why-lead: the noun names the role itself
];

/** Does the question ask why something is important (or matters) to something? Pure. */
export function asksImportance(query: string): boolean {
  // ("Why is it important to store batteries cool?" asks for the reason of an act, not for a thing's effect: an
  // extraposed "it" keeps the ordinary why-lead)
  return PATTERNS.some((p) => p.test(query)) && !/^\s*(?:why\s+\p{L}+|what\s+makes?)\s+it\s/iu.test(query);
}
