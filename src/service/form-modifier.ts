// What follows a reply form a follow-up asks for, when it only says who reads the reply or what it is for: "three
// bullet points I can paste into my notes", "two sentences that my manager would understand", "plain words a
// nine-year-old could follow", "3 points suitable for a newsletter", "one sentence to read out", "plain English, the
// sort my gran would follow". Such a clause modifies the form noun; it is no part of what is asked, and its words must
// never be searched for (or refused over). Read from the structure of the words after the form, up to the end of
// their sentence:
// - a relative clause whose subject is someone other than the form ("that my manager would understand"), or a reduced
//   one, a subject and then a modal or a progressive ("I can paste into my notes", "a nine-year-old could follow");
// - an adjective of fitness with "for"/"to" ("suitable for a newsletter", "short enough to fit on a card");
// - a purpose infinitive with no object of its own ("to read out", "to paste into the minutes");
// - an appositive naming the kind of wording ("…, the sort my gran would follow"), or an indefinite head with such a
//   clause ("…, something my neighbours would follow");
// - a "for" phrase whose noun phrase carries such a clause ("for the handout I am preparing") or is the reader's own
//   ("for my notes").
// Anything else after the form (a question, "on the costs", "explaining why the catch fell") is kept: it is what the
// reply must be about. The words used are closed classes of English (pronouns, determiners, modals, prepositions).
// Pure.

const SUBJECT_PRONOUN = String.raw`(?:i|we|you|they|he|she|it|someone|somebody|anyone|anybody|everyone|people|one)`;
const DETERMINER = String.raw`(?:a|an|the|my|our|your|his|her|their|this|that|these|those|any|every|some)`;
const MODAL = String.raw`(?:can|could|would|will|might|may|must|should|shall|ought\s+to|need\s+to|have\s+to|want\s+to|['’]d|['’]ll)`;
const PROGRESSIVE = String.raw`(?:am|is|are|was|were|['’]m|['’]re|['’]s)\s+\p{L}+ing`;
/** A subject: a pronoun, or a determiner and up to three more words (a hyphenated "nine-year-old" is one). */
const SUBJECT = String.raw`(?:${SUBJECT_PRONOUN}(?:\s+(?:with|without|from|in|of|at|on)(?:\s+[\p{L}\d'’-]+){1,3})?|${DETERMINER}(?:\s+[\p{L}\d'’-]+){1,3})`;
/** The subject's verb group: a modal (perhaps negated, perhaps after an adverb) or a progressive. */
const VERB_GROUP = String.raw`(?:(?:\p{L}+ly\s+)?(?:${MODAL}(?:\s+not|n['’]t)?|${PROGRESSIVE}))`;
const PREPOSITION = String.raw`(?:into|onto|on|in|at|to|for|out|up|down|over|with|around|round|aloud|off|through|from|under|beside)`;

const RELATIVE = new RegExp(String.raw`^(?:that|which|who|whom)\s+${SUBJECT}\s+${VERB_GROUP}\b`, 'iu');
const REDUCED = new RegExp(String.raw`^(?:so\s+(?:that\s+)?)?${SUBJECT}\s+${VERB_GROUP}\b`, 'iu');
const FITNESS = new RegExp(String.raw`^(?:(?:short|simple|clear|small|brief|plain)\s+enough|suitable|fit|fitting|good|ready|appropriate|right|usable|useful)\s+(?:for|to)\b`, 'iu');
/** "to read out", "to paste into my notes": the infinitive's object is the reply itself, so a preposition or nothing follows the verb. */
const PURPOSE = new RegExp(String.raw`^(?:(?:for\s+(?:me|us|them|him|her)\s+)?to|so\s+(?:that\s+)?(?:i|we|they)\s+${MODAL})\s+\p{L}+(?:\s+(?:it|them|this|that))?(?:\s+${PREPOSITION}\b|\s*$)`, 'iu');
const APPOSITIVE = /^,\s*(?:the|that|this)\s+(?:sort|kind|type|way|level)\b/iu;
/** ", something my neighbours would follow", ", words a child could read": an indefinite head the clause then modifies. */
const INDEFINITE_HEAD = /^,?\s*(?:something|anything|one|a\s+version|words|language|terms|wording)\s+(.+)$/iu;
const FOR_OWN = /^(?:for|into|in|on)\s+(?:my|our)\s+[\p{L}'’-]+\s*$/iu;

/** Does `tail` (the words after a form, up to the end of their sentence, without its final stop) only say who reads the reply or what it is for? Pure. */
export function modifiesForm(tail: string): boolean {
  const t = tail.replace(/\s+/g, ' ').trim();
  if (t === '') return false;
  if (APPOSITIVE.test(t)) return true;
  const s = t.replace(/^,\s*/, '');
  if (RELATIVE.test(s) || REDUCED.test(s) || FITNESS.test(s) || PURPOSE.test(s) || FOR_OWN.test(s)) return true;
  const indefinite = INDEFINITE_HEAD.exec(t)?.[1];
  if (indefinite !== undefined && modifiesForm(indefinite)) return true;
  // "for the handout I am preparing", "for a talk we are giving": a "for" phrase whose noun carries such a clause
  const forPhrase = /^for\s+(?:a|an|the|my|our|your|this|that)\s+(\S+(?:\s+\S+)*)$/iu.exec(s);
  const words = forPhrase?.[1]?.split(' ') ?? [];
  // the noun phrase is one or two words; the clause starts after it
  return [1, 2].some((n) => words.length > n && (REDUCED.test(words.slice(n).join(' ')) || RELATIVE.test(words.slice(n).join(' '))));
}

/**
 * The form's modifier at the start of `after` (the text right after a form phrase), if there is one: how many
 * characters of `after` it spans (up to, not including, the end of its sentence). 0 when the words after the form are
 * what the reply must be about. Pure.
 */
export function formModifierLength(after: string): number {
  const end = /[.?!;]|$/.exec(after)?.index ?? after.length;
  return modifiesForm(after.slice(0, end)) ? end : 0;
}

/**
 * What is left of a follow-up once its form is taken out, when it only asks for the reply itself: a request frame and
 * a verb whose object is the reply ("Could you turn that", "Make it", "Sum it up", "Could I get that"). Nothing else
 * is asked then. Pure.
 */
export function isBareRequest(rest: string): boolean {
  return /^\W*(?:(?:can|could|would|will)\s+(?:you|i|we)\s+)?(?:just\s+)?\p{L}+\s+(?:it|that|this|them|the\s+answer|your\s+answer|the\s+reply)(?:\s+(?:up|out|down|over|round|around|back|again))?\W*$/iu.test(rest);
}
