// What an answer's canned notes may claim in their context (compose.ts, jobs.ts): a note about "the
// sources cited below" or "the answer below" is true only when the answer cites something. With
// nothing cited, the same note speaks of the sources Quire found for the rest of the question and
// claims no answer below. Which missing words a note names: topic words, never the verbs that relate
// them (wordsToName). Pure but for the shipped verb table.
import { dimensionsAsked, wordDimension } from './amounts';
import { endingVerb } from './concepts';
import { isFrameWord } from './frame-words';
import { words } from './text';
import { relationVerb } from './verdict';
import { verbShareOfForm } from './verbs';

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

/** Is a question's word a form of a verb (WordNet: used mostly as a verb; "handled", "relies", "buy", "contain")? */
export function isVerbForm(term: string): boolean {
  return verbShareOfForm(term) >= 0.5;
}

/** Clauses that set a condition or a time for the question ("if I buy it at the airport", "as soon as the quakes die down"). */
const SUBORDINATE = /\b(?:if|when|whenever|once|as soon as|after|before|while|until|unless)\b([^,;:?]*)/giu;

/**
 * Does a question's word relate its topics rather than name one: a framing verb (isFramingVerb), the
 * verb a yes/no question asks about (verdict.ts relationVerb: "Does the cave RELY on refrigeration?";
 * the verdict speaks to it), the verb that ends a what-question ("what did the insurers REQUIRE?"), the -ing
 * form after "without"/"by" ("without OWNING a car", "by ADDING salt"), or a verb in a clause that sets a condition or time ("if I BUY it", "as
 * soon as the tremors DIE down")? The verb a why/how question asks about ("Why did the wool shrink?")
 * is the event asked for, not a relation, and so is a word naming the amount asked for ("how much do they
 * cost"). Pure but for the shipped verb table.
 */
export function isRelationWord(term: string, question: string): boolean {
  const w = term.toLowerCase();
  // the word naming the amount asked for ("how much do they COST") is what is asked, never a relation
  const dimension = wordDimension(w);
  if (dimension !== null && dimensionsAsked(question).includes(dimension)) return false;
  if (isFramingVerb(w, question)) return true;
  // a word that frames the question ("become", "able to", "quickly", "to head out"; frame-words.ts)
  if (isFrameWord(w, question)) return true;
  if (relationVerb(question) === w) return true;
  // "what did the insurers REQUIRE?", "what price does a wheel FETCH?", "which telescope should a beginner BUY on a
  // budget?": the verb relates what is asked to its subject
  if ((endingVerb(question)?.verb === w || whatVerb(question) === w) && !/^\s*(?:why|how)\b/i.test(question)) return true;
  // "without OWNING a car", "by ADDING salt": the -ing form right after the preposition is a verb by its place
  if (new RegExp(`\\b(?:without|by)\\s+${w}\\b`, 'iu').test(question) && /ing$/.test(w)) return true;
  if (!isVerbForm(w)) return false;
  return [...question.matchAll(SUBORDINATE)].some((m) => words(m[1] ?? '').includes(w));
}

const PREPOSITION = /^(?:on|in|at|for|with|from|to|into|during|under|over|near|about|after|before|without|by)$/;

/**
 * The verb of a what/which question whose object is what is asked: "Which telescope should a beginner BUY on
 * a tight budget?" → buy; the first word after the subject used mostly as a verb that ends the question or
 * is followed by a preposition. null otherwise. Pure but for the shipped verb table.
 */
export function whatVerb(question: string): string | null {
  const m = /^\s*(?:what|which)(?:\s+[\p{L}-]+)?\s+(?:do|does|did|can|could|will|would|should|must|might|may)\s+(.+?)\s*[?.!]*\s*$/iu.exec(question);
  const rest = words(m?.[1] ?? '');
  for (let i = 1; i < rest.length; i += 1) {
    const word = rest[i] ?? '';
    const next = rest[i + 1];
    if (isVerbForm(word) && (next === undefined || PREPOSITION.test(next))) return word;
  }
  return null;
}

/**
 * The words a note on what no source uses names. A word that relates the question's topics
 * (isRelationWord) is said in the sources' own words, seldom in the question's: in a part the answer
 * covers it is never named; in a part it does not cover, only when no topic word is missing
 * ("wheelchairs", not "handled"). Pure but for the shipped verb table.
 */
export function wordsToName<T extends { term: string }>(missing: T[], answered: boolean, question: string): T[] {
  const topics = missing.filter((c) => !isRelationWord(c.term, question));
  return answered || topics.length > 0 ? topics : missing;
}
