// Reasons for why-questions (used by compose.ts): the forms in which sources give a reason beyond
// "because": a reason in reported speech ("the mayor said the city had broken the limit…"), what a
// step lets happen ("Resting lets the gluten relax…, so the dough rolls out thin"), a purpose
// ("…introduced to cut traffic", "in order to…"). And what is not a reason: an instruction (a
// recipe's "Roll the dough out until…"), which says what to do, not why. Pure.
import { isStopWord } from './text';
import { verbShareOfForm } from './verbs';

/** A reason given by someone: "X said (that) the city had broken…", "argued that…", "explained that…"; a finding of an inquiry or a court: "found that the bridge had been badly designed". */
const REPORTED = /\b(?:(?:said|says|argued|argues|explained|explains|warned|warns|pointed out|told \w+|stated|noted)\s+(?:that\s+)?|(?:found|finds|concluded|concludes|ruled|rules|judged)\s+that\s+)(?:the|it|they|this|its|their|a|an|[\p{Ll}]+s)\b[^.;]{0,120}?\b(?:had|has|have|was|were|is|are|would|could|cannot|can't|did not|does not)\b/iu;

/** What something lets happen, and what follows: "lets the gluten relax …, so the dough…", "allows the roots to breathe". */
const ENABLES = /\b(?:lets?|allows?|enables?|helps?)\s+[^.;]{1,80}?(?:,?\s+so\s+(?:that\s+)?\w+|\s+to\s+\p{Ll}+)/iu;

/** A purpose: "in order to…", "so as to…", "aimed at…", "to cut/reduce/… X". */
const PURPOSE = /\b(?:in order to|so as to|aim(?:s|ed)? (?:to|at)|intended to|meant to|designed to|the goal (?:is|was) to|the aim (?:is|was) to)\b|\bto (?:cut|reduce|lower|curb|prevent|stop|avoid|protect|improve|keep|limit|ease|tackle|fight|save)\b/i;

/** What would follow without it: "… but without the gap the eye does not register …", "Without them, the moths would climb …" (opening a clause). */
const WITHOUT = /(?:^|[,;:]\s*|\b(?:but|and|yet)\s+)(?:without|but for)\s+([^.;]{3,120})/iu;
/** What a thing did, in a clause after it: "…, which deflected the needle". */
const WHICH_DOES = /,\s+which\s+\p{Ll}{3,}(?:ed|es|s)\s+(?:the|a|an|its|their|it|them|his|her)\b/u;
/** What something made happen: "Both errors made the cave look shorter", "kept the bark dry". */
const CAUSATIVE = /\b(?:made|makes|make|making|caused|causes|cause|causing|forced|forces|force|kept|keeps|keep|stops?|stopped|prevents?|prevented)\s+(?:the|a|an|it|them|its|their|this|that|these|those)\s+((?:[\p{L}'’-]+\s+){0,3}?)(?:to\s+)?(\p{Ll}{2,})\b/gu;
const OBJECT_START = /^(?:a|an|the|it|them|its|their|his|her|this|that|these|those|each|every|all|both|some|any|your|our|my)$/i;
/** A clause of its own: a word that is a finite verb form or an auxiliary. */
const FINITE = /\b(?:is|are|was|were|has|have|had|will|would|can|could|may|might|must|does|do|did|never)\b|\b\p{Ll}{3,}(?:s|ed)\b/u;

/**
 * A condition said by a participle opening the sentence: "Cut in summer, a tree puts out fewer shoots", "Folded
 * across the grain, paper cracks": the circumstance is the reason for what follows (not an instruction: "Cut a
 * scion …" takes its object at once; not a credit line: "Report compiled by …, survey secretary"). Pure but for the shipped lexicon.
 */
export function participialReason(text: string): boolean {
  const m = /^\s*(\p{Lu}\p{Ll}+)\s+([\p{L}'’-]+)[^,.;]{0,50},\s+(.+)$/u.exec(text);
  if (!m?.[1] || !m[2] || !m[3]) return false;
  const word = m[1].toLowerCase();
  // an -ed form of any verb ("Heated", though "heat" is mostly a noun), or a form mostly a verb ("Cut", "Left")
  const participle = /ed$/.test(word) ? verbShareOfForm(word) > 0 : verbShareOfForm(word) >= 0.5 && /(?:en|wn|t)$/.test(word);
  return !OBJECT_START.test(m[2]) && participle && m[3].split(/\s+/).length >= 3 && hasVerb(m[3]);
}

/** Has a clause a verb: a finite form or an auxiliary, or a word mostly a verb in WordNet ("the mice get in"). */
function hasVerb(clause: string): boolean {
  return FINITE.test(clause) || (clause.match(/\p{Ll}{2,}/gu) ?? []).slice(1).some((w) => verbShareOfForm(w) >= 0.5);
}

/** "… without the mesh the mice get in …": a clause follows the phrase (a verb after it), not "… without a permit." */
function withoutClause(text: string): boolean {
  const rest = WITHOUT.exec(text)?.[1];
  return rest !== undefined && rest.split(/\s+/).length >= 4 && hasVerb(rest);
}

/** "made the queen stop laying", "kept the colony smaller": a causative, its second verb a verb (WordNet), a comparative or a participle within three words. */
function causative(text: string): boolean {
  for (const m of text.matchAll(CAUSATIVE)) {
    const after = text.slice((m.index ?? 0) + m[0].length - (m[2] ?? '').length - (m[1] ?? '').length).match(/[\p{L}'’-]+/gu) ?? [];
    if (after.slice(1, 4).some((w) => (/(?:er|ed)$/.test(w) && w.length >= 5) || /^(?:look|seem|appear|become|be|go|stay)$/.test(w) || verbShareOfForm(w) >= 0.5)) return true;
  }
  return false;
}

/**
 * A clause explained by the clause after its colon or dash: "The tree loses nothing it needs: the cork is a layer of
 * dead cells", "The council shut the bridge in March — its bearings had seized". Both sides are clauses (a verb each,
 * the first of four words or more): not a label ("Notes: …", "Year 2022: …") nor a list after it ("…: oak, ash and
 * elm"). Pure but for the shipped lexicon.
 */
export function explainedAfterBreak(text: string): boolean {
  for (const m of text.matchAll(/(?:(?<!\d):(?!\d)|\s[—–]\s|\s-\s)/gu)) {
    const at = m.index ?? 0;
    const before = text.slice(0, at).replace(/^.*[.;!?]\s+/su, '').trim();
    const after = text.slice(at + m[0].length).replace(/[.;!?].*$/su, '').trim();
    // (a heading or label before it has no verb; a list after it no verb outside its items)
    if (before.split(/\s+/).length < 4 || after.split(/\s+/).length < 4) continue;
    if (!hasVerb(before) || !CLAUSE_AFTER.test(after)) continue;
    return true;
  }
  return false;
}

/** A clause opening after the break: a subject (a determiner or pronoun and up to four words) and a finite verb (not a
 * noun phrase with a relative clause: "Alum is a mordant: a metal salt THAT binds the dye" defines, it gives no reason). */
const AUXILIARY_VERB = "(?:is|are|was|were|has|have|had|will|would|can|could|may|might|must|does|do|did|never|cannot|can't|won't|isn't|aren't|wasn't|weren't|hasn't|hadn't|doesn't|don't|didn't)";
const CLAUSE_AFTER = new RegExp(
  // a determiner or pronoun, up to four words and a finite verb (an -s form too: "the heat DRIES the wood")
  `^(?:(?:the|a|an|its|their|his|her|our|my|this|that|these|those|it|they|he|she|there|we|you|i|no|every|each|all|most)\\s+(?:(?!(?:that|which|who|whose)\\b)[\\p{L}'’-]+\\s+){0,4}?)(?:${AUXILIARY_VERB}|\\p{Ll}{3,}(?:s|ed))\\b` +
    // or a bare noun subject and an auxiliary or past form ("frost WOULD kill them"; not "apples and pears", a list)
    `|^(?:(?!(?:that|which|who|whose)\\b)[\\p{L}'’-]+\\s+){1,3}?(?:${AUXILIARY_VERB}|\\p{Ll}{3,}ed)\\b`,
  'iu',
);

/**
 * A reason given without a cue word, and how surely (0 when none): what would follow without the thing (1), what
 * a thing did or made happen (0.9), a clause explained after a colon or dash (0.9), a circumstance said by an opening
 * participle (0.8). Pure but for the shipped lexicon.
 */
export function reasonWithoutCue(text: string): number {
  if (withoutClause(text)) return 1;
  if (WHICH_DOES.test(text) || causative(text) || explainedAfterBreak(text)) return 0.9;
  return participialReason(text) ? 0.8 : 0;
}

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
