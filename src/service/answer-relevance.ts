// Which supporting points of an answer speak to the question (used by compose.ts after the lead is chosen, under a
// what or comparison answer): an answer on how much a darkroom's induction costs, led by the sentence that gives the
// price, was padded with the same FAQ's sentences on its enlargers, colour printing and its history, every one naming
// the darkroom (the FAQ's topic) and none the asked thing. A point of another part of
// the lead's document speaks to the question when it names one of the question's concepts beyond its document's topic
// (what the document's title names and what at least half of its sentences say), or gives what the question asks
// itself, or continues the lead (speaksToQuestion says when the test applies at all). The lead and the points the
// caller keeps (a verdict's contrast, the answer to a later part, table rows) always stay. Sentence counts are a
// ceiling, not a quota: one to three sentences is a fine answer when the sources hold little. Pure.

/** What compose.ts reads of one supporting point. */
export interface PointReading {
  /** The question's concepts (stems) the point names in its own words (or in direct synonyms). */
  named: string[];
  /** The question's concepts its document's topic holds: named by its title, or said by at least half of its sentences. */
  topic: string[];
  /** The question's concepts (stems) that must be spoken to. */
  asked: string[];
  /** The question's concepts the lead names. */
  leadNamed: string[];
  /** It is of the lead's document, and of the lead's own passage (its paragraph). */
  sameDocument: boolean;
  samePassage: boolean;
  /** It gives what the question asks itself (a date for a when-question, a reason for a why-question, an amount of the kind asked). */
  givesAsked: boolean;
  /** It is the lead's next sentence in its passage and refers back to it ("It", "This", "They"). */
  continuesLead: boolean;
}

/**
 * Does a point speak to the question? It does when it gives what is asked or continues the lead; when it is of another
 * document (another document's filler is filler.ts's) or of the lead's own paragraph (the lead's elaboration); when it
 * names a concept of the question beyond its document's topic. A point of another part of the lead's document that
 * names only the topic pads the answer, but only where the lead itself names every concept of the question beyond
 * that topic (the lead answers; where it does not, another point may, in words the lexicon does not relate) and the
 * question asks something beyond the topic at all (a question about the whole document's subject is answered by any
 * of its sentences). Pure.
 */
export function speaksToQuestion(point: PointReading): boolean {
  if (point.givesAsked || point.continuesLead || !point.sameDocument || point.samePassage) return true;
  const topic = new Set(point.topic);
  if (point.named.some((c) => !topic.has(c))) return true;
  const beyond = point.asked.filter((c) => !topic.has(c));
  if (beyond.length === 0) return true;
  return !beyond.every((c) => point.leadNamed.includes(c));
}

/** A sentence that opens by referring back to the one before it: a pronoun or a demonstrative subject ("It was…", "This took…", "They…"). */
const REFERS_BACK = /^\s*(?:it|its|they|their|them|this|that|these|those|he|she|his|her|such|so|then|there|both|each|the (?:same|latter|former)|which)\b/i;

/** Does a sentence open by referring back to the one before it? Pure. */
export function refersBack(sentence: string): boolean {
  return REFERS_BACK.test(sentence);
}

/**
 * The chosen points that speak to the question: the lead, the points `keep` holds, and every other point for which
 * `speaks` holds. Order kept. Pure.
 */
export function answeringPoints<T>(chosen: T[], lead: T, speaks: (unit: T) => boolean, keep: (unit: T) => boolean = () => false): T[] {
  return chosen.filter((unit) => unit === lead || keep(unit) || speaks(unit));
}
