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
import { UNSTATED_LEAD } from './compose';
import { stem } from './text';
import { verbShareOfForm } from './verbs';

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
  return reply.some((r) => VERDICT.test(r.text) || r.text.startsWith(UNSTATED_LEAD));
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
export function unsharedThings(reading: FollowUpReading, reply: SharedLine[], followUp = ''): Concept[] {
  const things = reading.absent.filter((c) => absentKind(c.term) === 'thing' && !ranks(c.term) && !isTalkWord(c.term) && !isWholeWord(c.term));
  if (things.length === 0) return [];
  // (a yes or a no rests on its own line: the sentences after it that name the follow-up's words are no ground for it)
  const verdict = reply.find((r) => VERDICT.test(r.text) && r.citations.length > 0);
  const cited = verdict ? [verdict] : reply.filter((r) => r.citations.length > 0);
  if (cited.length === 0) return [];
  // (a reply that withholds the yes or no has found no sentence stating the claim; a thing the claim names that no
  // source names is then what it lacks, whatever other words of the follow-up its sentences share)
  // (a thing of the asker's story before the question, "my KIDS get the bus to Hollins, are they losing it too?", or of
  // the place it is set, "… a drip hose on the VEG PATCH?", or a measure, "the 450m line", is no part of the claim)
  if (!verdict && reply.some((r) => r.text.startsWith(UNSTATED_LEAD))) {
    const claimed = things.filter((c) => !/\d/.test(c.term) && inClaim(c.term, followUp));
    if (claimed.length > 0) return claimed;
  }
  const own = [...reading.present, ...reading.absent];
  return cited.some((r) => names(own, r.text)) ? [] : things;
}

/** Grammar: the prepositions that set where a question's act happens ("on the veg patch", "at the centre"). */
const PLACE_PREPOSITION = /^(?:on|in|at|near|by|around|round|inside|outside|beside)$/i;

/**
 * Is a word of a follow-up part of the claim it asks: in its last clause (not a story clause before a comma, a
 * semicolon or a dash), and not in a phrase of place that ends it ("on the veg patch"; "in Hollins to make up for
 * it" holds a verb, so it is no such phrase). Pure.
 */
export function inClaim(term: string, followUp: string): boolean {
  const tokens = lastClauseTokens(followUp);
  const at = tokens.findIndex((t) => t === term.toLowerCase() || stem(t) === stem(term.toLowerCase()));
  if (at < 0) return false;
  // the last phrase of place: from its preposition to the end, nouns and their modifiers only
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    if (PLACE_PREPOSITION.test(tokens[i] ?? '')) return at < i;
    if (verbShareOfForm(tokens[i] ?? '') >= 0.5) return true;
  }
  return true;
}

/** The words of a follow-up's last clause (after a comma, a semicolon, a colon or a dash), lower-cased. Pure. */
function lastClauseTokens(followUp: string): string[] {
  const clauses = followUp.split(/[,;:]|\s[-–—]\s/).map((c) => c.trim()).filter((c) => /[\p{L}\p{N}]/u.test(c));
  return (clauses[clauses.length - 1] ?? '').toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/**
 * Is a phrase of a follow-up in the clause that asks (its last), not in the asker's story before it ("she's in an
 * ELECTRIC WHEELCHAIR, can she still use it?", "I could do the ODD SHIFT - how do I sign up?")? Pure.
 */
export function inAskingClause(phrase: string, followUp: string): boolean {
  const tokens = lastClauseTokens(followUp);
  const wanted = phrase.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return wanted.length > 0 && tokens.some((_t, i) => wanted.every((w, j) => tokens[i + j] === w));
}
