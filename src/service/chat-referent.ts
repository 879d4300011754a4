// What "they", "them" and "it" in a follow-up stand for in a conversation (chat.ts asks): the entity the previous
// reply was about, read off the subject of that reply's lead sentence ("Carpet beetle numbers in the natural history
// store rose … and peaked in May" → carpet beetle), when it agrees in number with the pronoun; otherwise, as before,
// what the research question asked about (chat-intent.ts resolvePronouns). A pronoun most often continues the
// subject last talked about (centering), and in a chat that is the last reply's, not the research question's. Pure.
import { subjectPhrase } from './antecedent';
import { conceptsOf, mentioned, stemsOf } from './concepts';
import { isStopWord } from './text';
import { verbShareOfForm } from './verbs';

/** Nouns that measure what follows or precedes them ("carpet beetle numbers", "the number of visitors"): the thing counted is the subject. */
const MEASURE = /^(?:numbers?|counts?|levels?|figures?|rates?|shares?|totals?|catch(?:es)?|amounts?|proportions?)$/i;

/** The entity a reply's lead sentence is about: its subject noun phrase without a leading "the" and without a measure noun; null when it has none. Pure. */
export function replySubject(lead: string): { phrase: string; plural: boolean } | null {
  const subject = subjectPhrase(lead);
  if (!subject) return null;
  const words = subject.phrase.replace(/^(?:the|a|an)\s+/i, '').split(/\s+/);
  // "carpet beetle numbers": the beetles counted, plural
  if (words.length >= 2 && MEASURE.test(words[words.length - 1] ?? '')) return { phrase: words.slice(0, -1).join(' '), plural: true };
  const phrase = words.join(' ');
  if (phrase === '' || words.every((w) => isStopWord(w))) return null;
  return { phrase, plural: subject.plural };
}

/**
 * The phrase a follow-up's "they"/"them"/"their" (plural) or "it"/"its" (singular) stands for, from the previous
 * reply's lead: its subject when the number agrees, the previous question itself went on about something by a pronoun
 * of that number ("When did they peak?" then "What was bringing them in?": the conversation is following one entity,
 * and the last reply said which), and that lead names nothing the research question asked about (else the research's
 * subject is still the one followed); null otherwise (the research question's subject stands). Pure but for the lexicon.
 */
export function conversationReferent(followUp: string, previousLead: string, previousQuestion: string, researchQuery = ''): string | null {
  const plural = /\b(?:they|them|their)\b/i.test(followUp);
  const singular = /\b(?:it|its)\b(?!['’])/i.test(followUp);
  if (plural === singular) return null;
  if (!(plural ? /\b(?:they|them|their)\b/i : /\b(?:it|its)\b(?!['’])/i).test(previousQuestion)) return null;
  const subject = replySubject(previousLead);
  if (!subject || subject.plural !== plural) return null;
  // a lead that still names what the research asked about ("The borrower insures the tapestry…" after "What is it
  // insured for?" on the tapestry's loan) keeps that as the entity followed: the research question's subject stands
  // (its things, not its acts: "caught" in the lead is no sign it is still about the traps that catch)
  const asked = conceptsOf(researchQuery, { dropInstructionWords: true }).filter((c) => !c.soft && verbShareOfForm(c.term) < 0.5);
  if (mentioned(asked, stemsOf(previousLead)).length > 0) return null;
  return subject.phrase;
}

/** The follow-up with its "they/them/it" replaced by the phrase they stand for, and "their/its" by its possessive. Pure. */
export function withReferent(followUp: string, phrase: string): string {
  return followUp
    .replace(/\b(?:they|them|it)\b(?!['’])/gi, phrase)
    .replace(/\b(?:their|its)\b/gi, /s$/.test(phrase) ? `${phrase}'` : `${phrase}'s`);
}

/** A sentence's words in lower case, without markers, brackets or punctuation. */
function wordsOf(text: string): string[] {
  return text.replace(/\[[^\]]*\]/g, ' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Is this sentence the previous reply's lead said again (four in five of its words in that lead)? Pure. */
export function repeatsLead(sentence: string, previousLead: string): boolean {
  const own = wordsOf(sentence);
  const lead = new Set(wordsOf(previousLead));
  return own.length > 0 && lead.size > 0 && own.filter((w) => lead.has(w)).length >= 0.8 * own.length;
}

/**
 * A reply to a new follow-up does not lead with what the previous reply led with: that sentence answered the last
 * question, and repeating it as "In short: …" presents the last answer as this one's. It moves after the others (the
 * lead's lead-in stays first); unchanged when it is the only sentence or the lead is new. Pure.
 */
export function leadNotRepeated<T extends { text: string; prefix: string }>(sentences: T[], previousLead: string): T[] {
  const [first, ...rest] = sentences;
  if (!first || rest.length === 0 || previousLead === '' || !repeatsLead(first.text, previousLead)) return sentences;
  const [next, ...others] = rest;
  if (!next) return sentences;
  return [{ ...next, prefix: first.prefix }, ...others, { ...first, prefix: '' }];
}
