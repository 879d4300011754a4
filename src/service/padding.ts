// Padding from the lead's own document (used by compose.ts after the lead is chosen): an answer on how long
// a thatched roof lasts, led by the sentence that says so, padded with the same news story's sentences on
// reed harvests, waiting lists and quotes, all naming "reed" and "roof" but none the lasting. The answer's
// sentence count is a ceiling, not a quota. A supporting point of the lead's document stays when it covers
// the question better than the lead does on some concept (it names one the lead does not) or as well (it
// names as many of the question's concepts), or when it supports the lead (compose.ts: the lead's next
// sentence in its passage, a point naming the quantity asked, or one stating an amount of the kind asked);
// otherwise it repeats the topic without the point, and the answer is shorter. Points of
// other documents are filler.ts's. Pure.

/**
 * The chosen points to keep. `named` gives the question's concepts (stems) a point names in its words or
 * headings; `follows(unit)` says it is the lead's next sentence in its passage; `lead` and `keep` (a
 * verdict's contrast, a disagreeing figure) always stay, and so does every point of another document.
 */
export function withoutOwnPadding<T extends { documentId: string }>(chosen: T[], lead: T, named: (unit: T) => string[], follows: (unit: T) => boolean, keep: (unit: T) => boolean = () => false): T[] {
  const leadNames = new Set(named(lead));
  if (leadNames.size === 0) return chosen;
  return chosen.filter((unit) => {
    if (unit === lead || unit.documentId !== lead.documentId || keep(unit) || follows(unit)) return true;
    const names = named(unit);
    return names.some((c) => !leadNames.has(c)) || names.length >= leadNames.size;
  });
}

/**
 * Points that say nothing of the question beyond what their document is about: under "When did Skerrow Point
 * lighthouse stop being staffed?", led by "The last keepers … left on 31 March 1989", the same article's
 * "Skerrow Point Lighthouse stands on a granite headland…" names only the lighthouse, which its title names
 * too. A point stays when it names a concept of the question beyond its document's topic (`beyondTopic`:
 * the question's concepts it names, less those its document's title names), when it follows the lead (its
 * next sentence) or when `keep` holds it (it gives what the question asks, a date for a when-question; a
 * verdict's contrast); the lead always stays. Pure.
 */
export function withoutTopicOnlyPoints<T>(chosen: T[], lead: T, beyondTopic: (unit: T) => string[], follows: (unit: T) => boolean, keep: (unit: T) => boolean = () => false): T[] {
  return chosen.filter((unit) => unit === lead || keep(unit) || follows(unit) || beyondTopic(unit).length > 0);
}

/** A reply that opens its sentence: "Yes, for works such as …", "No, unless …", "Yes." , "Yes — in summer", "Yes it does" (not "No one", "Yesterday"). */
const REPLY = /^\s*(?:yes|no)\b(?:\s*[,.;:!—–-]|\s+(?:it|they|you|we|there|he|she|but|unless|only)\b)/i;

/**
 * The chosen points less the FAQ replies cut from their questions: a point whose first sentence opens with "Yes,"
 * or "No," answers a question the reader does not see. The lead and the points `keep` holds stay. Pure.
 */
export function withoutBareReplies<T extends { sentences: string[] }>(chosen: T[], lead: T, keep: (unit: T) => boolean = () => false): T[] {
  return chosen.filter((unit) => unit === lead || keep(unit) || !REPLY.test(unit.sentences[0] ?? ''));
}
