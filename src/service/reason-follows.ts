// The lead of a why-question whose source states the fact asked about in one sentence and gives its reason in the
// next ("Men can give whole blood every 12 weeks… The gap is needed because your body takes weeks to replace the
// iron…", "In 1911 the corporation converted the line to electric traction. The change was needed because the horses
// could not…"). Scored one sentence at a time, the fact sentence names the question's words but no cause, and the
// reason sentence names none of them: the lead went to the fact alone (a restatement of the question) or to a
// sentence with a causal word about another point of the same page ("Do not fill the basket above the MAX mark,
// because…" for why cooking spray is not to be used). Here the sentence that names most of what is asked (its
// distinctive words: those its document's title does not already say) anchors the lead, and when it gives no reason
// itself while the sentence after it in its paragraph does (or it announces one: "explained why we were camping at
// the floe edge"; or it is an instruction, which the statement after it explains), the two lead together, one point. Used by compose.ts after its other why-lead rules. Pure.
import { isInstruction, reasonWithoutCue, statesReason } from './reasons';
import { statesCause } from './why-lead';

/** Causal and consequential words that, right after the fact, give its reason ("The trade is driven by demand…", "…would strike the back of the seat, which can cause…"). */
const REASON_WORDS = /\b(?:because|as a result|caus(?:e|es|ed|ing)|driven|drives|explains?|prevents?|prevented|so that|could not|couldn['’]t|(?:was|were|is|are) needed|the (?:main |chief |real )?reasons?|in order to|to (?:avoid|prevent|protect|stop|keep|reduce|cut|save)|(?:makes?|made|making|keeps?|kept|lets?) (?:it|them|this|that|these|those)\s+\p{Ll}{3,})\b|,\s+so\s+\p{Ll}/iu;

/** A sentence that says a reason comes next: "explained why…", "There are two reasons:", "The reason is simple:", a question. */
const ANNOUNCES = /\b(?:explain(?:s|ed)? why|(?:the|two|three|several|a few|main|simple) reasons?\b[^.]*[:.]?$|here is why|that is why$)|\?\s*$/iu;

/** A sentence that tells the reader what to do or not to do: an imperative (reasons.ts), or one opening "Do not", "Don't", "Never", "Always", "Avoid". */
export function instructs(text: string): boolean {
  return isInstruction(text) || /^\s*(?:please\s+)?(?:do not|don['’]t|never|always|avoid)\s+\p{Ll}{2,}/iu.test(text);
}

/** Does a sentence, right after the fact it follows, give a reason for it? Pure. */
export function reasonAfter(next: string): boolean {
  return statesCause(next) || statesReason(next) || reasonWithoutCue(next) > 0 || REASON_WORDS.test(next);
}

/** Does a sentence announce that its reason follows ("Elisapee explained why we were camping at the floe edge")? Pure. */
export function announcesReason(text: string): boolean {
  return ANNOUNCES.test(text.trim());
}

/** How much more of what is asked an anchor must name to displace the current lead. */
export const REASON_MARGIN = 1.5;

export interface ReasonCandidate {
  /** The candidate's own text (its sentences joined). */
  text: string;
  /** How much of what is asked it names in its own words: the weights of the question's distinctive concepts it names (0: none). */
  asked: number;
  /** Its relevance score (> 0: it passed the gate). */
  score: number;
}

/**
 * The anchor of a why-lead among `candidates` and the sentence after it that gives its reason, or null to keep
 * `current`. The anchor is the candidate naming most of what is asked (the score breaking ties; the current lead
 * keeps the place where it names as much). A current lead that gives a reason and names as much as any other keeps
 * its place; an anchor that gives a reason itself is the other rules' to weigh (null). `nextOf(i)`: the sentence
 * after candidate i in its paragraph, or null (the end of the paragraph, a heading, a table row). Pure.
 */
export function reasonPair(candidates: ReasonCandidate[], current: number, nextOf: (index: number) => string | null, givesReason: (text: string) => boolean): { anchor: number; next: string } | null {
  const lead = candidates[current];
  if (!lead) return null;
  let anchor = current;
  candidates.forEach((c, i) => {
    const pick = candidates[anchor] as ReasonCandidate;
    if (c.score <= 0 || c.asked <= 0) return;
    if (c.asked > pick.asked || (c.asked === pick.asked && anchor !== current && c.score > pick.score)) anchor = i;
  });
  const fact = candidates[anchor] as ReasonCandidate;
  if (fact.asked <= 0) return null;
  // the current lead gives a reason and names as much of what is asked: it stays
  if (anchor === current && givesReason(lead.text)) return null;
  if (givesReason(fact.text)) return null;
  const next = nextOf(anchor);
  // a current lead gives way only to an anchor naming clearly more of what is asked (or to the sentence before it,
  // which it then follows)
  if (anchor !== current && !(next !== null && lead.text.endsWith(next)) && fact.asked < lead.asked * REASON_MARGIN) return null;
  // a lead that gives a reason and names what is asked needs no sentence before it ("The collapse followed…")
  if (anchor !== current && next !== null && lead.text.endsWith(next) && givesReason(lead.text) && lead.asked > 0) return null;
  // (after an instruction, the statement that follows it is what it is for: "Do not wear cotton under a drysuit. Cotton
  // holds water against the skin…")
  const explainsInstruction = next !== null && instructs(fact.text) && !instructs(next) && !/\?\s*$/.test(next);
  if (next === null || !(reasonAfter(next) || announcesReason(fact.text) || explainsInstruction)) return null;
  return { anchor, next };
}
