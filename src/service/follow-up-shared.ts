// Follow-up chat: a reply that only shares words with the follow-up. "Did teachers like the later start?" over a
// trial report that never mentions teachers was answered "Your sources do not say this outright; what they say:"
// and three cited sentences about the start time: they share the research's words ("later start"), none of the
// follow-up's own. Where the follow-up names a thing no source names in any form (a noun: not an act, a manner, an
// amount or a ranking word, which the sources may state in other words), and no cited sentence of the reply names
// any of the follow-up's own words (those its research question does not already use), the sources do not cover
// it: said plainly, uncited, naming the thing. chat.ts asks it of a reply that withholds or gives a yes or no ("Your
// sources do not say this outright; what they say: …", "Your sources point to yes: …"), where a follow-up asks no form
// (held-out figures: asked of every reply, one answerable follow-up more was refused). Owns that decision. Pure but for
// the shipped lexicon.
import { mentioned, mentionedInOtherWords, stemsOf, type Concept } from './concepts';
import { absentKind, ranks, type FollowUpReading } from './chat-context';
import { isTalkWord, isWholeWord } from './follow-up-talk';

/** A reply line: its text and its [n] citations. */
export interface SharedLine {
  text: string;
  citations: number[];
}

/** A line giving a yes or a no: "Your sources point to yes: ", "Of the two, your sources point to …: ". */
const VERDICT = /^(?:(?:On "[^"]*", your|Your) sources (?:point to (?:yes|no)|give a qualified answer)|Of the two, your sources point to [^:]+): /;

/**
 * Is this a reply the check is asked of: one whose line withholds a yes or no ("Your sources do not say this
 * outright; what they say: …") or gives one ("Your sources point to yes: …", "Of the two, your sources point to …").
 * A verdict resting on sentences that name none of the follow-up's own words is no more grounded than a hedge on them
 * ("Can I use the pan on an induction hob?" answered "point to yes" on a sentence about washing-up liquid). Pure.
 */
export function answersYesOrNo(reply: SharedLine[]): boolean {
  return reply.some((r) => VERDICT.test(r.text) || r.text.startsWith('Your sources do not say this outright; what they say: '));
}

/** Does a sentence name one of the concepts, in its own words or a direct synonym? Pure but for the shipped lexicon. */
function names(concepts: Concept[], text: string): boolean {
  const stems = stemsOf(text);
  return mentioned(concepts, stems).length > 0 || mentionedInOtherWords(concepts, stems, 'direct').length > 0;
}

/**
 * The things a follow-up names that no source names, when its reply only shares words with it (every cited line, or
 * the line giving a yes or a no when there is one, names none of the follow-up's own words); [] otherwise (nothing
 * absent, or a cited line names one of its own words, or the reply cites nothing). Pure but for the shipped lexicon.
 */
export function unsharedThings(reading: FollowUpReading, reply: SharedLine[]): Concept[] {
  const things = reading.absent.filter((c) => absentKind(c.term) === 'thing' && !ranks(c.term) && !isTalkWord(c.term) && !isWholeWord(c.term));
  if (things.length === 0) return [];
  // (a yes or a no rests on its own line: the sentences after it that name the follow-up's words are no ground for it)
  const verdict = reply.find((r) => VERDICT.test(r.text) && r.citations.length > 0);
  const cited = verdict ? [verdict] : reply.filter((r) => r.citations.length > 0);
  if (cited.length === 0) return [];
  const own = [...reading.present, ...reading.absent];
  return cited.some((r) => names(own, r.text)) ? [] : things;
}
