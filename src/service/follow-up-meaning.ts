// Follow-up chat: a clarifying question about a word of the conversation ("What do you mean by unauthorised
// absence?", "What does COP mean here?", "Define hooch") that the job's sources use but never define. The research
// rules answer "What is X?" with the sentence that defines X when a source has one (definition.ts); when none does,
// the sentence that merely uses X is no answer to what it means, so the reply says plainly, uncited, that the sources
// do not say what X means, and quotes (uncited, by its source's title) one sentence that uses it so the reader sees
// the word in its place. Owns that decision and its wording. Pure.
import { definesTerm } from './definition';
import { stem, words } from './text';
import { escapeRegExp } from '../shared/regexp';

/** A sentence of the job's sources with its source's title. */
export interface MeaningSentence {
  text: string;
  title: string;
}

/** A sentence opening on the term as its subject, then "is", "are", "means" or "refers to" ("A session is half a school day"): read as saying what it is. Pure. */
function saysWhatItIs(sentence: string, term: string): boolean {
  const t = term.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  return new RegExp(`^(?:the\\s+|an?\\s+)?${t}(?:e?s)?\\s+(?:is|are|means?|refers?\\s+to)\\b`, 'iu').test(sentence.trim());
}

/** Does a sentence use every word of the term (by stem)? Pure. */
function uses(sentence: string, term: string): boolean {
  const own = new Set(words(sentence).map((w) => stem(w.toLowerCase())));
  const wanted = words(term).map((w) => stem(w.toLowerCase()));
  return wanted.length > 0 && wanted.every((w) => own.has(w));
}

/**
 * The plain reply to a clarifying question about `term` when the sources use it but no sentence of theirs defines it:
 * a line saying so and one quoted use; null when a sentence defines it (the research rules answer it) or none uses it
 * (the coverage refuses it as any other word no source uses). Pure.
 */
export function meaningNotGiven(term: string, sentences: MeaningSentence[]): string[] | null {
  if (sentences.some((s) => definesTerm(s.text, term) || saysWhatItIs(s.text, term))) return null;
  const use = sentences.find((s) => uses(s.text, term));
  if (!use) return null;
  return [`Your sources use "${term}" but do not say what it means.`, `Where they use it, "${use.title}" says: "${use.text.replace(/\s*\[\d+\]/g, '')}"`];
}
