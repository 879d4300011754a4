// What an answer's canned notes may claim in their context (compose.ts, jobs.ts): a note about "the
// sources cited below" or "the answer below" is true only when the answer cites something. With
// nothing cited, the same note speaks of the sources Quire found for the rest of the question and
// claims no answer below. Pure.

/** The subject of a note about the sources an answer cites. */
export const CITED_SOURCES = 'The sources cited below';
/** The close of a note on an answerable part: the answer gives the rest. */
export const REST_ANSWERED = 'the answer covers the rest of the question';
export const REST_ANSWERED_BELOW = 'the answer below covers the rest of the question';

const FOUND = 'the sources Quire found for the rest of the question';

/** The notes as they may stand when the answer cites nothing. */
export function notesWithoutCitations(notes: string[]): string[] {
  return notes.map((note) =>
    note
      .replace(new RegExp(`;\\s*(?:${REST_ANSWERED}|${REST_ANSWERED_BELOW})\\.`, 'g'), '.')
      .replace(new RegExp(`\\b${CITED_SOURCES}\\b`, 'g'), FOUND.charAt(0).toUpperCase() + FOUND.slice(1))
      .replace(new RegExp(`\\b${CITED_SOURCES.toLowerCase()}\\b`, 'g'), FOUND),
  );
}

/** Does a note claim something about cited sources or an answer below it? */
export function claimsCitations(note: string): boolean {
  return /\b(?:cited below|answer below|answer covers|sources cited|see below|below\b.*\[\d+\])/i.test(note);
}

/**
 * Is a question's word, in a part the answer covers, a verb that frames what is asked rather than a
 * topic: a past form ("filed") or the verb after an auxiliary and a personal pronoun
 * ("How do I ADD…", "Can they CLIMB…")? The answer speaks to its topic in the sources' own verbs, so
 * "no source uses the word 'filed'" would be true but noise. Pure.
 */
export function isFramingVerb(term: string, question: string): boolean {
  const w = term.toLowerCase();
  // a past form ("filed", "painted"; not "seed", "hundred"); -ing is left alone, as many nouns end so ("lightning", "building")
  if (w.length >= 5 && /[^e]ed$/.test(w) && !/dred$/.test(w)) return true;
  const m = /\b(?:do|does|did|can|could|will|would|should|may|might|must|to)\s+(?:i|you|we|they|he|she|it|one)\s+([\p{L}-]+)/iu.exec(question);
  return (m?.[1] ?? '').toLowerCase() === w;
}
