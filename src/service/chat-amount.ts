// An amount asked in a follow-up ("How much did the repair cost?", "How long was the pool out of action?") is
// answered only by a sentence that states an amount of that kind OF THE THING ASKED: within a few words of a word
// naming it (a noun of the follow-up the sources use, or the research's subject), never a price of something else
// ("Day tickets are £4.20" for what the repair cost). A thing the follow-up names after a determiner that no
// source uses ("the REPAIR") leaves no amount of it to give: refused, not answered with the nearest figure. Pure
// but for the shipped tables (chat.ts uses it on the context reply's sentences).
import { isTimeUnit, namesStem, statesAmountOf } from './amount-focus';
import type { Dimension } from './amounts';
import { thingsAsked, type FollowUpReading } from './chat-context';
import { sourceReference } from './chat-source-kind';
import { isModifierWord } from './lexicon';
import { isStopWord, stem, words } from './text';

const AMOUNTS = new Set<string>(['time', 'length', 'money', 'weight', 'temperature', 'count', 'speed', 'frequency']);

/** The kind of amount a reading asks for, or null for another kind of answer (a person, a date, a reason). */
export function amountAsked(reading: FollowUpReading): Dimension | null {
  return reading.type !== null && AMOUNTS.has(reading.type) ? (reading.type as Dimension) : null;
}

/**
 * Does a follow-up name a thing after a determiner that no source uses ("How much did THE REPAIR cost?" where no
 * source says "repair")? Its amount cannot be in them. Pure.
 */
export function asksOfAbsentThing(followUp: string, reading: FollowUpReading): boolean {
  const absent = new Set(reading.absent.map((c) => c.stem));
  // the head of each noun phrase a determiner opens: past its modifiers ("the new GUTTER"), up to three words
  const tokens = words(followUp.toLowerCase());
  const heads = tokens.flatMap((t, i) => {
    if (!DETERMINER.test(t)) return [];
    const phrase = tokens.slice(i + 1, i + 4);
    const head = phrase.find((w) => !isModifierWord(w) && !isStopWord(w));
    return head ? [head] : [];
  });
  return heads.some((w) => absent.has(stem(w)));
}

const DETERMINER = /^(?:the|a|an|this|that|these|those|their|its|his|her|our|your|my)$/;

/**
 * Does a sentence give the amount a follow-up asks of its thing? Its own nouns the sources use (but a unit of time a
 * rate is given per, "per DAY", and the words naming a source, "the local PAPER"): the amount within eight words of
 * one of them or of the research's subject. A follow-up that names no thing of its own ("How much does it cost to
 * join?") asks it of the research's subject: a sentence whose source title, section heading or sentence before names
 * the subject will do too. true for a follow-up that asks no amount. Pure but for the shipped tables.
 */
export function givesAmountOfThing(reading: FollowUpReading, followUp: string, candidate: { text: string; title?: string; heading?: string; before?: string }): boolean {
  const dimension = amountAsked(reading);
  if (dimension === null) return true;
  const source = new Set(words(sourceReference(followUp)?.name ?? '').map((w) => stem(w)));
  const own = thingsAsked(reading).filter((c) => !isTimeUnit(c.term) && !source.has(c.stem)).map((c) => c.stem);
  if (statesAmountOf(candidate.text, dimension, namesStem([...own, ...reading.subject]))) return true;
  if (own.length > 0) return false;
  const about = namesStem(reading.subject);
  return reading.subject.length === 0 || words(`${candidate.title ?? ''} ${candidate.heading ?? ''} ${candidate.before ?? ''}`).some(about);
}
