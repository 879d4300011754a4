// An opinion asked as a yes/no (used by verdict.ts, the 'opinion' evidence): "Is keeping hens worth it for the
// eggs?", "Is the season ticket good value?", "Would a heat pump be a good idea here?". The sources decide it only
// where a sentence makes that judgement itself, in its own words ("not worth the money", "worthwhile", "pays for
// itself", "a waste of money", "good value"), and not inside a question or a report of one ("People keep asking
// whether it's worth it"). A sentence of figures or of what the writer did gives no yes or no: with no judging
// sentence there is no verdict, and the answer says what the sources do say. The judging phrases are English's few
// idioms of worth, value and advisability (a closed set, like the modal verbs); a negation before one turns it round. Pure.

/** A judgement of worth in the positive ("worth it", "worthwhile", "good value", "a good idea", "pays off"). */
const POSITIVE = /\b(?:worth(?!\s+(?:(?:about|around|over|nearly|almost|up\s+to|at\s+least|more\s+than|less\s+than)\s+)?[£$€¥\d])(?:while|\s+(?:it|the|every|doing|having|buying|paying|keeping|getting)\b)?|(?:good|great|excellent|fair)\s+value|(?:a\s+)?(?:good|great|sensible|wise)\s+(?:idea|investment|buy)|(?:pays?|paid)\s+(?:for\s+itself|off(?=\s*(?:[,.;:!?)]|$|\b(?:in|for|within|after|over|eventually|quickly|soon|and|but)\b))))/i;
/** A judgement of worth in the negative ("a waste of money", "poor value", "a bad idea", "overpriced"). */
const NEGATIVE = /\b(?:(?:a\s+)?waste\s+of\s+(?:money|time|effort)|(?:poor|bad|terrible)\s+value|(?:a\s+)?(?:bad|poor|terrible)\s+(?:idea|investment|buy)|overpriced|not\s+worth|never\s+(?:pays?|paid)\s+(?:off|for\s+itself))/i;
const NEGATION = /\b(?:not|never|no|hardly|n['’]t|isn['’]t|wasn['’]t|aren['’]t)\b/i;
/** A question reported or asked: the judgement is what someone wonders, not what the source says. */
const EMBEDDED = /\b(?:whether|if|wonder(?:ed|ing)?|ask(?:ed|ing|s)?)\b/i;

/** Does a yes/no question ask an opinion of worth, value or advisability? Pure. */
export function opinionAsked(query: string): boolean {
  const questions = query.split(/(?<=[?])\s+/).filter((q) => /^\s*(?:is|are|was|were|would|will|does|do|did|could)\b/i.test(q));
  return questions.some((q) => POSITIVE.test(q) || NEGATIVE.test(q));
}

/**
 * The judgement a sentence makes of worth: 'yes' ("It's worth every penny", "The coop paid for itself"), 'no' ("not
 * worth it", "a waste of money"), or null when it makes none, or only reports or asks one ("whether it's worth it",
 * a question). Pure.
 */
export function judgementStated(sentence: string): 'yes' | 'no' | null {
  if (/\?\s*["'”)]*\s*$/.test(sentence)) return null;
  const negative = NEGATIVE.exec(sentence);
  const positive = POSITIVE.exec(sentence);
  const found = negative && (!positive || negative.index <= positive.index) ? { m: negative, no: true } : positive ? { m: positive, no: false } : null;
  if (!found) return null;
  // the clause up to the judgement: a report or a question of it ("whether it's worth it") judges nothing
  const before = sentence.slice(0, found.m.index).split(/[,;:]|\b(?:but|and|so|because)\b/i).at(-1) ?? '';
  if (EMBEDDED.test(before)) return null;
  // "not worth" is in NEGATIVE; a negation before a positive phrase turns it ("it isn't good value")
  const negated = !found.no && NEGATION.test(before.split(/\s+/).slice(-3).join(' '));
  return found.no !== negated ? 'no' : 'yes';
}
