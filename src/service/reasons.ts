// Reasons for why-questions (used by compose.ts): the forms in which sources give a reason beyond
// "because": a reason in reported speech ("the mayor said the city had broken the limit…"), what a
// step lets happen ("Resting lets the gluten relax…, so the dough rolls out thin"), a purpose
// ("…introduced to cut traffic", "in order to…"). And what is not a reason: an instruction (a
// recipe's "Roll the dough out until…"), which says what to do, not why. Pure.
import { isStopWord } from './text';

/** A reason given by someone: "X said (that) the city had broken…", "argued that…", "explained that…"; a finding of an inquiry or a court: "found that the bridge had been badly designed". */
const REPORTED = /\b(?:(?:said|says|argued|argues|explained|explains|warned|warns|pointed out|told \w+|stated|noted)\s+(?:that\s+)?|(?:found|finds|concluded|concludes|ruled|rules|judged)\s+that\s+)(?:the|it|they|this|its|their|a|an|[\p{Ll}]+s)\b[^.;]{0,120}?\b(?:had|has|have|was|were|is|are|would|could|cannot|can't|did not|does not)\b/iu;

/** What something lets happen, and what follows: "lets the gluten relax …, so the dough…", "allows the roots to breathe". */
const ENABLES = /\b(?:lets?|allows?|enables?|helps?)\s+[^.;]{1,80}?(?:,?\s+so\s+(?:that\s+)?\w+|\s+to\s+\p{Ll}+)/iu;

/** A purpose: "in order to…", "so as to…", "aimed at…", "to cut/reduce/… X". */
const PURPOSE = /\b(?:in order to|so as to|aim(?:s|ed)? (?:to|at)|intended to|meant to|designed to|the goal (?:is|was) to|the aim (?:is|was) to)\b|\bto (?:cut|reduce|lower|curb|prevent|stop|avoid|protect|improve|keep|limit|ease|tackle|fight|save)\b/i;

/** Does a sentence give a reason in one of these forms? */
export function statesReason(text: string): boolean {
  return REPORTED.test(text) || ENABLES.test(text) || PURPOSE.test(text);
}

/** Words that open a clause or a phrase, not an instruction ("Because the stench…", "Unlike the…"). */
const SUBORDINATOR = /^(?:because|since|although|though|unless|until|while|whereas|unlike|despite|during|after|before|when|once|if|as|like|without|within|across|along|among|around|behind|beyond|near|under|over|above|below|between|from|into|onto|through|toward|towards|upon|about|against|only|even|still|also|then|here|there|now|today|yesterday|later|soon)$/i;

const DETERMINER_AFTER = /^(?:the|a|an|it|them|your|each|every|all|both|one|two|some|any|this|these|those)$/i;

/**
 * Is a sentence an instruction: it opens with a verb in its base form taking an object ("Roll the
 * dough out…", "Beat the eggs…", "Cut it into ribbons"), optionally after a step number? A noun at
 * the start is followed by a verb, not a determiner ("Tardigrades live…", "Parliament passed…").
 */
export function isInstruction(sentence: string): boolean {
  const tokens = sentence.trim().replace(/^(?:\d+[.)]\s*|step \d+[:.]?\s*)/i, '').split(/\s+/);
  const first = tokens[0] ?? '';
  if (!/^\p{Lu}\p{Ll}+$/u.test(first) || /(?:s|ing|ed|ly)$/.test(first) || isStopWord(first.toLowerCase()) || SUBORDINATOR.test(first)) return false;
  return DETERMINER_AFTER.test(tokens[1] ?? '');
}
