// Elliptic follow-ups (chat.ts answers them): "By how many points?", "And the second one?", "What about the
// juniors?", "Who beat them?" say only what changes from the turn before, so they are read against the PREVIOUS
// turn (its question's words and the sentences its reply gave), not refused for having no searchable word or
// answered on their bare words. Owns telling such a follow-up by its form (no verb of its own after a conjunction
// or a preposition, or a wh-word, one verb and a pronoun at most) and the question it stands for. Pure.
import { words } from './text';

/** A verb that makes a clause a question of its own ("And is it open?", "And how much is left?"). */
const AUXILIARY = /^(?:is|are|was|were|be|been|do|does|did|has|have|had|will|would|can|could|should|shall|may|might|must|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|hasn't|haven't|won't|can't|couldn't)$/i;
const PRONOUN = /^(?:it|they|them|him|her|he|she|this|that|these|those|one|ones|us|we)$/i;

/**
 * Is a follow-up elliptic, saying only what changes from the turn before? By its form, not its words:
 * - after "and", "but", "or", "so", "what about", "how about", with no auxiliary verb of its own ("And squash?",
 *   "And in the first round?", "What about the juniors?", not "And is it open on Sundays?");
 * - a preposition before a wh-word with no auxiliary ("By how many points?", "Since when?", "For how long?");
 * - a wh-word with one other word and a pronoun at most ("Who beat them?", "Who won?", "How many?").
 * Pure.
 */
export function isElliptic(message: string): boolean {
  const text = message.trim().replace(/[?.!]+$/, '').trim();
  if (text === '') return false;
  const tokens = words(text).map((w) => w.toLowerCase());
  const hasAuxiliary = tokens.some((t) => AUXILIARY.test(t));
  if (/^(?:and|but|or|so|what about|how about)\b/i.test(text) && !hasAuxiliary && tokens.length <= 8) return true;
  if (/^(?:by|since|for|from|until|till|to|with|against|after|before)\s+(?:how|when|whom|what|which)\b/i.test(text) && !hasAuxiliary && tokens.length <= 6) return true;
  if (/^(?:who|whom|what|which|how many|how much)\b/i.test(text) && !hasAuxiliary) {
    const rest = tokens.slice(/^how (?:many|much)/i.test(text) ? 2 : 1);
    return rest.filter((t) => !PRONOUN.test(t)).length <= 1;
  }
  return false;
}

/**
 * Does an elliptic follow-up ask of what the turn before was about through a pronoun: a wh-word, one verb and a
 * pronoun ("Who beat them?", "Who designed it?", "What replaced it?")? Pure.
 */
export function asksOfPrevious(message: string): boolean {
  return /^(?:who|whom|what|which)\s+\p{L}+\s+(?:it|them|him|her|this|that|these|those)\s*[?.!]*$/iu.test(message.trim());
}

/**
 * The words an elliptic follow-up names as things, after a determiner ("What about the relay?": relay, though
 * "relay" is a verb too), in lower case. Pure.
 */
export function determinedWords(fragment: string): string[] {
  return [...fragment.toLowerCase().matchAll(/\b(?:the|a|an|this|that|these|those|their|its|his|her|our|your)\s+(\p{L}{3,})\b/gu)].map((m) => m[1] ?? '').filter((w) => !PRONOUN.test(w));
}

/**
 * The question an elliptic follow-up stands for, for reading its words and kind: the follow-up, then the
 * previous question ("By how many points? Who won the county gala?"), so the previous question's words are its
 * topic and its own words what it asks. Pure.
 */
export function withPrevious(followUp: string, previousQuestion: string): string {
  const own = followUp.trim().replace(/^(?:and|but|or|so)\s+/i, '').replace(/[?.!]*$/, '?');
  return `${own[0]?.toUpperCase() ?? ''}${own.slice(1)} ${previousQuestion.trim()}`;
}
