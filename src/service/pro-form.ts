// What a word of the asked clause that points back stands for in the asker's story: "One of the bottom leaves on my
// orchid has gone yellow. What does THAT mean?" asks what the leaf going yellow means, not what the story's every word
// means, nor nothing at all. A "that" or "this" standing alone ("Why does THAT happen?", "Would THAT work as well as
// taking cuttings?", "Is THAT more than they're allowed to take?") stands for an event: the story's clause just before
// the question, read from the story's own structure (its sentence ends, a comma or "and"/"but"/"so" before a new
// subject), passing over a closing remark of the asker's own mind ("…, I honestly thought they were dead", "driving me
// mad"). question-roles.ts reads that clause's words as what is asked about, in the reader's words; the rest of the story
// stays the reader's circumstances. No list of the words of any question: the clause boundaries, the pronouns and the
// WordNet tables only. Pure but for the shipped tables.
import { isReportingVerb } from './modality';
import { isStopWord } from './text';
import { verbShareOfForm } from './verbs';

/** The words of a text as question-roles.ts reads them (so that an index here is an index of its story's tokens). */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** A word that opens a clause's subject after "and"/"but"/"so" or a comma: a pronoun, or a determiner before a noun. */
const SUBJECT_OPENER = /^(?:i|we|he|she|it|they|there|i['’]m|i['’]ve|i['’]d|we['’]re|we['’]ve|he['’]s|she['’]s|it['’]s|its|they['’]re|they['’]ve|there['’]s|the|my|our|his|her|their|this|these|those)$/;
const CONJUNCTION = /^(?:and|but|so|then|cos|because|while|whilst)$/;
/** The reader as a clause's subject. */
const READER_SUBJECT = /^(?:i|we|i['’]m|we['’]re|i['’]ve|we['’]ve|i['’]d|we['’]d)$/;

/** One clause of the story: the indexes of its first word and of the word after its last. */
export interface Clause {
  start: number;
  end: number;
}

/**
 * The clauses of a story, by its words' indexes: a new clause opens after a full stop, question or exclamation mark,
 * semicolon, colon or dash; at "and"/"but"/"so"/"then"/"because" after a comma, or before a new subject ("… ages ago AND
 * IT'S just leaves now"); and at a comma before a pronoun subject ("…, I honestly thought …"). Pure.
 */
export function storyClauses(text: string): Clause[] {
  const matches = [...text.matchAll(WORD)];
  const out: Clause[] = [];
  let start = 0;
  for (let i = 1; i < matches.length; i += 1) {
    const previous = matches[i - 1];
    const match = matches[i];
    if (!previous || !match) continue;
    const gap = text.slice((previous.index ?? 0) + previous[0].length, match.index ?? 0);
    const word = match[0].toLowerCase();
    const next = (matches[i + 1]?.[0] ?? '').toLowerCase();
    // (a stop with a space after it: "0.5 bar" is one figure)
    const stop = /[.!?;:]\s|\s[-–—]\s|\s[-–—]$|^[-–—]\s/u.test(gap);
    const comma = gap.includes(',');
    const joined = CONJUNCTION.test(word) && (comma || SUBJECT_OPENER.test(next));
    const pronounAfterComma = comma && /^(?:i|we|he|she|they|i['’]m|i['’]ve|we['’]re|we['’]ve|he['’]s|she['’]s|they['’]re)$/.test(word);
    if (stop || joined || pronounAfterComma) {
      if (i > start) out.push({ start, end: i });
      start = i;
    }
  }
  if (matches.length > start) out.push({ start, end: matches.length });
  return out;
}

/**
 * Is a clause a remark of the asker's own mind about the rest, not an event of the story: the reader thinking,
 * assuming, worrying ("I honestly thought they were dead", "I assumed the warmth would help"): the reader as its
 * subject with a reporting verb (one of communication or cognition, modality.ts) among its next three words, and a
 * clause after it. Pure but for the shipped tables.
 */
export function readerRemark(words: readonly string[]): boolean {
  const lower = words.map((w) => w.toLowerCase());
  const subject = lower.findIndex((w) => !/^(?:and|but|so|then|cos|because|while|whilst)$/.test(w));
  if (subject < 0 || !READER_SUBJECT.test(lower[subject] ?? '')) return false;
  const verb = lower.slice(subject + 1, subject + 4).findIndex((w) => verbShareOfForm(w) >= 0.5 && isReportingVerb(w));
  if (verb < 0) return false;
  // (and a clause after it, its own subject and verb: "thought THEY WERE dead", "assumed the warmth WOULD help"; never an
  // object, "we FOUND two dormice in a box")
  const after = lower.slice(subject + verb + 2);
  return /^(?:that|i|we|you|he|she|it|they|there|it['’]s|they['’]re|there['’]s)$/.test(after[0] ?? '') || after.slice(0, 4).some((w) => FINITE.test(w));
}

/** A finite form of be, have or a modal: a clause's verb. */
const FINITE = /^(?:is|are|was|were|am|has|have|had|will|would|can|could|should|shall|may|might|must)$/;

/**
 * Does an asked clause hold "that" or "this" standing alone for an event (its subject or object, no noun after it and
 * no noun before it: "Why does THAT happen?", "What does THAT mean?", "keep doing THAT", "get past THAT"); not a
 * determiner ("that type of helmet", "these materials"), a relative pronoun ("the box THAT …") nor "so that". Pure but
 * for the shipped tables.
 */
export function eventProForm(words: readonly string[], isNoun: (word: string) => boolean): boolean {
  const lower = words.map((w) => w.toLowerCase().replace(/['’]s$/, ''));
  return lower.some((w, k) => {
    if (!/^(?:that|this)$/.test(w)) return false;
    const before = lower[k - 1] ?? '';
    const after = lower[k + 1] ?? '';
    if (before === 'so' || (before !== '' && !isStopWord(before) && isNoun(before) && verbShareOfForm(before) < 0.5)) return false;
    return after === '' || isStopWord(after) || !isNoun(after) || verbShareOfForm(after) >= 0.5;
  });
}

/**
 * The clause of the story a "that" of the asked clause stands for (eventProForm): its last clause (storyClauses) that
 * says something, passing over the reader's own remarks (readerRemark) and a clause with no content word of its own
 * (`says`: "driving me mad"); or, given the index of a word (`holding`: the thing the asked clause's own subject stands
 * for, "why does IT keep doing THAT?"), the clause holding it. null for a story with none. Pure but for the shipped tables.
 */
export function eventAntecedent(text: string, says: (words: string[]) => boolean, holding?: number): Clause | null {
  const words = [...text.matchAll(WORD)].map((m) => m[0]);
  const clauses = storyClauses(text);
  // (the clause whose subject the asked clause's own subject stands for, where one is given: its word's index)
  const held = holding === undefined ? undefined : clauses.find((c) => c.start <= holding && holding < c.end);
  if (held) return held;
  for (let k = clauses.length - 1; k >= 0; k -= 1) {
    const clause = clauses[k];
    if (!clause) continue;
    const own = words.slice(clause.start, clause.end);
    if (readerRemark(own) || !says(own)) continue;
    return clause;
  }
  return null;
}
