// Supporting points from another document that add nothing to the answer (used by compose.ts after the
// lead is chosen): a volcano answer padded with a cheese-cave quote that shares only "gives" or "village"
// with the question. A point from a document other than the lead's stays when it names, in its own words,
// a topic word of the question that the lead's document does not name among the chosen points (it answers
// another part), or names at least half of the question's topic words; otherwise it is filler, and an
// answer may be short when its sources are short on the point. Pure.

/**
 * The chosen points to keep. `topicNamed` gives the question's topic words (neither general words nor
 * modifiers) a point names in its own words; `lead` and `keep` (a verdict's contrast) always stay.
 */
export function withoutOffDocumentFiller<T extends { documentId: string; sentences: string[] }>(
  chosen: T[],
  lead: T,
  topicWords: string[],
  topicNamed: (unit: T) => string[],
  keep: (unit: T) => boolean = () => false,
): T[] {
  if (topicWords.length === 0) return chosen;
  const leadDocument = new Set(chosen.filter((u) => u.documentId === lead.documentId).flatMap(topicNamed));
  return chosen.filter((unit) => {
    if (unit === lead || unit.documentId === lead.documentId || keep(unit)) return true;
    const named = topicNamed(unit);
    return named.some((w) => !leadDocument.has(w)) || named.length * 2 >= topicWords.length;
  });
}
