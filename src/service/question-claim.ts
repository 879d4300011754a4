// The words of a yes/no question that carry its claim (used by polarity.ts qualityQuestion and predication.ts
// askedPredication, the readings that pick the word a claim turns on). A question is read with what surrounds it:
// the asker's story, which directQuestion (embedded-question.ts) sets after " - " ("Is homemade kombucha alcohol free
// - my wife is pregnant and off alcohol completely?"), and a second alternative ("… or not", "Is that allowed, or do
// they time you out…?", "Do standing desks get rid of back pain or is that hype?"). The claim is the question itself,
// its first alternative: the verdict answers that. The story and the second alternative are its context: they may add
// circumstances a sentence should say ("the forecast is for heavy rain"), never the word the claim turns on ("pregnant",
// "due", "hype"). Read from the structure: the dash directQuestion writes, "or" before "not" or before an auxiliary
// opening a clause of its own (closed classes of English), no word lists. Pure.

/** An auxiliary or modal opening a clause: the closed class of English. */
const AUXILIARY = String.raw`(?:is|are|am|was|were|do|does|did|can|could|will|would|should|shall|may|might|must|has|have|had|isn['’]t|aren['’]t|doesn['’]t|don['’]t|didn['’]t|can['’]t|won['’]t|wouldn['’]t|shouldn['’]t)`;

/** "or" before a clause of its own (an auxiliary and a word after it), or before "not"/"no" ending the question. */
const SECOND_ALTERNATIVE = new RegExp(String.raw`,?\s+or\s+(?:(?:not|no|nah|nope)\s*[?.!]*\s*$|${AUXILIARY}\s+\S)`, 'iu');

export interface QuestionClaim {
  /** The question's own words up to its first alternative's end, without its closing mark. */
  claim: string;
  /** The story told with it and any second alternative ('' when none). */
  context: string;
}

/**
 * A yes/no question's claim and its context: "Is homemade kombucha alcohol free or not - my wife is pregnant?" →
 * claim "Is homemade kombucha alcohol free", context "or not my wife is pregnant"; "Is that allowed, or do they time
 * you out after a certain point?" → "Is that allowed" / "or do they time you out after a certain point". A question
 * with neither is its own claim ("Do you need cement or mortar to build a dry stone wall?": "or" joins two things of
 * one clause, not two clauses). Pure.
 */
export function questionClaim(question: string): QuestionClaim {
  const text = question.trim();
  const dash = text.indexOf(' - ');
  const asked = dash >= 0 ? text.slice(0, dash) : text;
  const story = dash >= 0 ? text.slice(dash + 3) : '';
  const alternative = SECOND_ALTERNATIVE.exec(asked);
  const claim = (alternative ? asked.slice(0, alternative.index) : asked).replace(/[?.!,;:\s]+$/, '');
  const second = alternative ? asked.slice(alternative.index) : '';
  // (nothing left before the alternative: the question is read whole, as before)
  if (!/\p{L}+\s+\p{L}+/u.test(claim)) return { claim: text.replace(/[?.!\s]+$/, ''), context: '' };
  const context = [second, story].map((s) => s.replace(/^[,\s]+|[?.!\s]+$/g, '')).filter(Boolean).join(' ');
  return { claim, context };
}
