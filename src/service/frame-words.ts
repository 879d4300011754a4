// Words that frame a question rather than name its topic (issue 11: "become", "able", "quickly", "head"
// were required concepts, and a question whose topic the library covers went unanswered for want of
// them). Read off the question's own structure with WordNet's word classes, never off a list of words:
// - a linking verb before its complement ("become IMMUNE": WordNet's sentence frames 6/7, wordnet-linking.txt);
// - a semi-modal, or one of the most general adjectives (twenty WordNet senses or more) after a degree word, before a
//   to-infinitive ("ABLE to vary", "all RIGHT to head out", "so HARD for thatchers to get"): the infinitive says what
//   is asked ("legal to", "Is it free to enter…?" stay);
// - an adverb of manner a question ranks by or measures ("most QUICKLY", "how QUICKLY", from quick; "Can I LEGALLY…" stays);
// - one of the lightest verbs (thirty WordNet senses or more) used as a verb with a particle ("to HEAD out",
//   "to TURN down jobs", "is it GETTING through"): its meaning comes from its particle and object; and an adjective complement of one of
//   them before the clause it frames ("make SURE no insects survived");
// - a time that closes the question ("at the MOMENT", "over TIME": a kind of time in WordNet);
// - a measure of quantity after a superlative or comparative ("in the largest NUMBERS": a kind of amount in WordNet);
// - a unit of time after "what"/"which" opening the question ("WHAT YEAR was…", "in which MONTH…": a kind of period);
// - a noun for an account of what follows ("the HISTORY of printing", "printing HISTORY", "an OVERVIEW of": a kind of record or summary).
// - a judgement passed on what a pronoun subject stands for, the complement of "be" ("Is that OK?", "am I still OK to go
//   up", "is that actually a good IDEA?", "Am I RIGHT that…"): okay, or an adjective WordNet makes a value of quality,
//   correctness, truth or propriety, and the noun of an idea or an act it judges; the sources pass it by a rule;
// - the verb of a question asking whether sources agree, and the nouns naming the sources or their figures ("Do their
//   FIGURES AGREE?", "Does the TABLE AGREE with that?"; agreement-frame.ts).
// A frame word still scores and is named in no note; only the topic words decide whether a part is
// answered (concepts.ts partCoverage) and which missing words a note names (notes.ts). Pure over the
// word classes given; the shipped tables are read once, lazily (no file: no linking verbs).
import { lemmaOf, lexiconFilePlaces, readFirst } from './lemmas';
import { broaderWords, isModifierWord, lexicon } from './lexicon';
import { isStopWord, stem, words } from './text';
import { verbShareOfForm } from './verbs';
import { isKindOf } from './kinds';
import { framesAgreement } from './agreement-frame';
import { attributesOf } from './table-columns';

export type FrameReason = 'linking' | 'modal' | 'manner' | 'light' | 'time' | 'quantity' | 'evaluation' | 'account' | 'when' | 'agreement' | 'judgement';

export interface FrameClasses {
  /** Is a verb lemma a linking verb ("become", "seem")? */
  isLinking: (lemma: string) => boolean;
  /** WordNet's sense count of a word (0 when it has fewer than ten). */
  senses: (word: string) => number;
  /** Used mostly as an adjective or adverb, with regular comparatives ("quick", "hard", "able"). */
  isModifier: (word: string) => boolean;
  /** Share of a form's tagged uses that are verbs (0..1). */
  verbShare: (word: string) => number;
  lemma: (word: string) => string;
  /** A noun's kinds one level up WordNet's hierarchy ("moment" → point, time). */
  kinds: (word: string) => string[];
  /** Is an adjective a spelling of "okay" (ok, okay, alright)? */
  isOkay?: (word: string) => boolean;
  /** How a noun weighs its topic: 'strict' a good or bad point as such (advantage, drawback, pro, con), 'quality' a quality that may be one (benefit, strength), else null. */
  evaluative?: (word: string) => 'strict' | 'quality' | null;
  /** Is an adjective of positive degree a judgement (okay; a value WordNet gives of quality, correctness, truth or propriety: good, bad, right, true)? */
  judgement?: (word: string) => boolean;
}

/** Parses "k <verb>" lines ("#" comments, anything else ignored). Pure. */
export function parseLinking(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    const m = /^k ([a-z]+)$/.exec(line.trim());
    if (m) out.add(m[1] ?? '');
  }
  return out;
}

let linking: Set<string> | null = null;

function isLinkingVerb(lemma: string): boolean {
  linking ??= parseLinking(readFirst(lexiconFilePlaces('wordnet-linking.txt')));
  return linking.has(lemma);
}

/** The spellings of "okay" (a closed class): a judgement of its own, before an infinitive after "it" too. */
const OKAY = /^(?:ok|okay|alright)$/;

export const WORDNET_FRAME_CLASSES: FrameClasses = {
  isLinking: isLinkingVerb,
  senses: (word) => lexicon().senses?.get(stem(word)) ?? 0,
  isModifier: isModifierWord,
  verbShare: verbShareOfForm,
  lemma: lemmaOf,
  kinds: broaderWords,
  // (the spellings only: "fine" or "safe" to store asks about the act's outcome, which the sources may state or not)
  isOkay: (word) => OKAY.test(word),
  evaluative: (word) => {
    // WordNet's advantage and disadvantage and their kinds (drawback, handicap…), and the arguments for and against (pro, con)
    // (kinds.ts reads a plural by its singular)
    if (/^(?:dis)?advantages?$/.test(word) || isKindOf(word, 'advantage') || isKindOf(word, 'disadvantage') || (/^(?:pros?|cons?)$/.test(word) && isKindOf(word, 'argument'))) return 'strict';
    return isKindOf(word, 'quality') || isKindOf(word, 'good') ? 'quality' : null;
  },
  // (the positive degree only: "better", "best" rank, which a source's figures may say)
  judgement: (word) => OKAY.test(word) || (lemmaOf(word) === word && !/(?:er|est)$/.test(word) && attributesOf(word).some((a) => JUDGEMENT_ATTRIBUTES.has(a.noun))),
};

/** WordNet's attributes (stemmed) whose values judge: quality (good, bad), correctness and rightness (right, wrong), truth (true), propriety (proper). */
const JUDGEMENT_ATTRIBUTES = new Set(['qualiti', 'correct', 'right', 'truth', 'proprieti']);
/** WordNet's kinds of a noun a judgement is passed on as such (an idea, a plan, a choice, a move, a thing done). */
const JUDGED_KINDS = new Set(['content', 'idea', 'thought', 'action', 'decision', 'choice', 'deciding']);
/** The forms of "be" and the auxiliaries a question opens on, and the pronouns that stand for what it judges (a closed class). */
const BE_FORM = /^(?:is|am|are|was|were|be|being|been)$/;
const OPENING_AUX = /^(?:is|am|are|was|were|will|would|can|could|should|shall|may|might|must|does|do|did)$/;
const POINTER = /^(?:that|this|it|i|we|you|he|she|they)$/;

/** Words before a complement that leave it the complement ("become MORE tolerant", "seem SO hard"). */
const DEGREE = /^(?:more|less|so|very|too|quite|rather|fully|completely|entirely|any)$/;
/** The semi-modals that are adjectives (a closed class of English grammar: "be able to", "be likely to", "be supposed to"). */
const SEMI_MODAL = /^(?:able|unable|likely|unlikely|supposed|bound)$/;
/** Degree words before an adjective that make it a judgement on what follows ("all right to", "so hard for X to"). */
const DEGREE_BEFORE = /^(?:all|so|too|very|quite)$/;
/** Determiners and quantifiers (a closed class of English grammar: "drop EVERY few days" is no complement). */
const DETERMINER = /^(?:every|each|either|neither|few|many|much|several|some|any|all|no|both|half|enough|other|another)$/;
/** Words that make an adverb a comparison ("most quickly", "more slowly"). */
const RANKING = /^(?:most|more|least|less)$/;
/** The particles of English two-word verbs (a closed class: "head OUT", "turn DOWN"). */
const PARTICLE = /^(?:out|down|up|off|over|in|on|away|back|about|around|along|through|aside|apart)$/;
/** WordNet's kinds of the words for a part of a whole or a magnitude (percentage → proportion; share → allotment; fraction → portion). */
const PART_KINDS = new Set(['proportion', 'magnitude', 'quotient', 'portion', 'allotment', 'allocation']);
/** WordNet's kinds of the nouns for an account of something (history → record, past; overview → summary; timeline → chronology; story → record). */
const ACCOUNT_KINDS = new Set(['record', 'summary', 'past', 'chronology']);
/** Words before a time that sets a question in it ("at the moment", "over time", "these days"). */
const TIME_PLACE = /^(?:the|over|this|these|that|those)$/;
/** Words after which a word is used as a verb ("to head", "can they turn", "I head"). */
const VERB_SLOT = /^(?:to|do|does|did|can|could|will|would|should|must|may|might|shall|i|you|we|they|he|she)$/;

/**
 * Why a question's word frames it rather than naming its topic, or null when it names the topic. `question`
 * is the part the word is read in. Pure over `classes`.
 */
export function frameReason(term: string, question: string, classes: FrameClasses = WORDNET_FRAME_CLASSES): FrameReason | null {
  const tokens = words(question);
  const at = tokens.indexOf(term.toLowerCase());
  if (at < 0) return null;
  const w = tokens[at] ?? '';
  const before = tokens[at - 1];
  // "Do their FIGURES AGREE?", "Does the firewood TABLE AGREE with that?": how the sources stand to one another (agreement-frame.ts)
  if (framesAgreement(w, question)) return 'agreement';
  // the complement after a linking verb: a content word that is not a verb ("become immune", "stay more flexible")
  let next = at + 1;
  while (DEGREE.test(tokens[next] ?? '')) next += 1;
  const complement = tokens[next];
  // (an adjective, or a noun in the singular: "grow olives" takes an object, a plural noun by its lemma or its singular's kinds)
  const plural = (word: string): boolean => classes.lemma(word) !== word || (/[^s]s$/.test(word) && classes.kinds(word.slice(0, -1)).length > 0);
  const object = complement !== undefined && !classes.isModifier(complement) && plural(complement);
  if (classes.isLinking(classes.lemma(w)) && complement !== undefined && !isStopWord(complement) && classes.verbShare(complement) < 0.5 && !object) return 'linking';
  // "able to vary", "all right to head out", "so hard for thatchers to get": the infinitive is what is asked
  const infinitive = tokens[at + 1] === 'to' || (tokens[at + 1] === 'for' && tokens.slice(at + 2, at + 6).includes('to'));
  // (a semi-modal, "be able to", or a general adjective of ten senses or more: "legal to" stays what is asked)
  if (infinitive && (SEMI_MODAL.test(w) || (DEGREE_BEFORE.test(before ?? '') && classes.isModifier(w) && classes.senses(w) >= 20 && classes.verbShare(w) < 0.5))) return 'modal';
  // "Is it OK to leave…", "Would it be fine to store…": an extraposed "it" judged okay asks whether one may; the infinitive is what is asked
  if (infinitive && (before === 'it' || before === 'be') && classes.isOkay?.(w) === true) return 'modal';
  // "Is that OK?", "am I still OK to go up", "Is that actually a good IDEA", "Am I right that she'd be…", "Why is that
  // supposed to be a bad idea?": a judgement passed, as the complement of "be", on what a pronoun subject stands for (the
  // story told, the clause that follows, the reader's own act): the sources pass it by a rule ("allowed", "not
  // recommended", "must be 16"), seldom in its word; what is judged is what is asked (judgedBy)
  if (judgedBy(at, tokens, classes)) return 'judgement';
  // "most quickly", "more slowly": the manner a question ranks by, an adverb made from an adjective ("Can I legally…" asks about the law)
  const base = w.endsWith('ily') ? `${w.slice(0, -3)}y` : w.endsWith('ly') ? w.slice(0, -2) : '';
  // (and "HOW quickly", "how slowly": the manner a how-question measures, which a source states as a rate, not in that word)
  if (base.length >= 3 && (RANKING.test(before ?? '') || before === 'how') && classes.isModifier(w) && classes.isModifier(base)) return 'manner';
  // "to head out", "had to turn down jobs": the lightest verbs, used as verbs (by their place: "head" is mostly a
  // noun, but not after "to") with a particle, whose meaning the particle gives ("drop their vibrato" keeps its verb)
  const particle = tokens[at + 1];
  // (an -ing form is a verb wherever it stands: "is the herbarium GETTING through its backlog")
  // (not before "in", "on", "about", mostly prepositions there: "closing IN February" is a date, no particle)
  if (before !== undefined && (VERB_SLOT.test(before) || (/\p{L}{2}ing$/u.test(w) && !/^(?:in|on|about)$/.test(particle ?? ''))) && classes.senses(w) >= 30 && particle !== undefined && PARTICLE.test(particle)) return 'light';
  // "make SURE no insects survived", "make CERTAIN that…": an adjective complement of one of the lightest verbs, before
  // the clause it frames (opened by a stop word; "make FINE cloth" is an adjective of its noun, and "hold TOGETHER?",
  // closing the question, is what is asked: both stay)
  const after = tokens[at + 1];
  if (before !== undefined && classes.senses(before) >= 30 && classes.verbShare(before) >= 0.5 && classes.isModifier(w) && !DETERMINER.test(w) && classes.verbShare(w) < 0.5 && after !== undefined && isStopWord(after)) return 'light';
  // "in the largest NUMBERS", "the greatest AMOUNT of": a measure of quantity (a kind of amount or magnitude in WordNet)
  // after a superlative or comparative says the question ranks by how many or how much: the ranking is the kind of
  // answer, the noun no topic ("a largest number" is said by the figures: "58 Large Yellow Underwings")
  const ranked = before !== undefined && (RANKING.test(before) || (/(?:est|er)$/.test(before) && classes.isModifier(before)));
  if (ranked && classes.verbShare(w) < 0.5 && classes.kinds(w).some((k) => k === 'amount' || k === 'magnitude')) return 'quantity';
  // "what SHARE of the ponies", "a bigger PROPORTION of the juveniles", "what percentage of": a word of a part or a
  // magnitude (by its WordNet kind) opening a partitive after an asking or comparing word says the question asks how
  // much of a whole: the figure or the fraction is the answer ("a third of the ponies", "one in five keepers"), the noun no topic
  // (asked by "what"/"which" or compared: "the NUMBER of visitors", "which PART of the course" name their topic)
  const partitive = tokens[at + 1] === 'of' && before !== undefined && (/^(?:what|which)$/.test(before) || ((RANKING.test(before) || /(?:est|er)$/.test(before)) && classes.isModifier(before)));
  // (after "what" or "which" the word is a noun, whatever its commoner use: "what SHARE of")
  if (partitive && (classes.verbShare(w) < 0.5 || /^(?:what|which)$/.test(before)) && classes.kinds(w).some((k) => PART_KINDS.has(k))) return 'quantity';
  // "the PROS and CONS of decaf", "advantages and disadvantages of…", "benefits and drawbacks": a pair of the good and bad
  // points of what follows asks for what the sources say of it, for and against; the pair names no topic (WordNet:
  // kinds of advantage or disadvantage, the arguments pro and con; the other of the pair a quality that may be one)
  const partner = /^(?:and|or|&)$/.test(tokens[at + 1] ?? '') ? tokens[at + 2] : /^(?:and|or|&)$/.test(before ?? '') ? tokens[at - 2] : undefined;
  if (partner !== undefined && classes.evaluative) {
    const mine = classes.evaluative(w);
    const theirs = classes.evaluative(partner);
    if (mine !== null && theirs !== null && (mine === 'strict' || theirs === 'strict')) return 'evaluation';
  }
  // "the HISTORY of printing", "printing HISTORY", "an OVERVIEW of…", "the STORY of the ferry": a noun for an account of
  // what follows (or of the noun before it), asking for what the sources say of that; the account's own word is no
  // topic (no source of a history calls itself one). WordNet: a kind of record or summary, or the past; only before
  // "of"/"behind" or closing the question after another content word ("the HISTORY is unclear" keeps it)
  const accountOf = /^(?:of|behind)$/.test(tokens[at + 1] ?? '') && tokens.slice(at + 2).some((t) => !isStopWord(t));
  const closing = at === tokens.length - 1 && before !== undefined && !isStopWord(before);
  if ((accountOf || closing) && classes.verbShare(w) < 0.5 && classes.kinds(w).some((k) => ACCOUNT_KINDS.has(k)) && !classes.kinds(w).some((k) => k === 'fact' || k === 'number')) return 'account';
  // "WHAT YEAR was the Bible finished?", "in which MONTH does the lido open?": a unit of time after "what"/"which" asks
  // when; a date in the source answers it without the unit's word (WordNet: a kind of period or time)
  if (/^(?:what|which)$/.test(before ?? '') && (at === 1 || /^(?:in|on|at|during|by|until|from|since)$/.test(tokens[at - 2] ?? '')) && classes.verbShare(w) < 0.5 && classes.kinds(w).some((k) => k === 'period' || k === 'time')) return 'when';
  // "at the moment", "over time": a time the question is set in, closing it
  if (at === tokens.length - 1 && TIME_PLACE.test(before ?? '') && (w === 'time' || classes.kinds(w).includes('time'))) return 'time';
  return null;
}

/**
 * Is the word at `at` a judgement passed on a pronoun subject: an adjective of judgement (classes.judgement) after a form
 * of "be" with only function words and adverbs between, in a clause whose subject right after its opening auxiliary is a
 * pronoun ("Is THAT ok", "Am I right", "why is THAT supposed to be a bad idea"), or the noun it judges as an idea, a plan
 * or an act ("a good IDEA", "the right CHOICE")? Not an adjective before its own infinitive after "it" ("Is it right to
 * swim?": the modal reading, with its degree word, decides that). Pure over `classes`.
 */
function judgedBy(at: number, tokens: string[], classes: FrameClasses): boolean {
  const w = tokens[at] ?? '';
  if (!classes.judgement) return false;
  const adjective = (k: number): boolean => {
    const word = tokens[k] ?? '';
    if (!classes.judgement?.(word)) return false;
    let b = k - 1;
    while (b >= 0 && !BE_FORM.test(tokens[b] ?? '') && (isStopWord(tokens[b] ?? '') || (classes.isModifier(tokens[b] ?? '') && classes.verbShare(tokens[b] ?? '') < 0.5) || POINTER.test(tokens[b] ?? ''))) b -= 1;
    if (b < 0 || !BE_FORM.test(tokens[b] ?? '')) return false;
    const subject = tokens.findIndex((t, i) => i > 0 && i <= k && POINTER.test(t) && OPENING_AUX.test(tokens[i - 1] ?? ''));
    if (subject < 0) return false;
    return !(tokens[subject] === 'it' && tokens[k + 1] === 'to' && !OKAY.test(word));
  };
  if (adjective(at)) return true;
  return at > 0 && adjective(at - 1) && classes.verbShare(w) < 0.5 && classes.kinds(w).some((k) => JUDGED_KINDS.has(k));
}

/** Does a question's word frame it (frameReason)? Pure but for the shipped tables. */
export function isFrameWord(term: string, question: string): boolean {
  return frameReason(term, question) !== null;
}

/**
 * The complement a linking verb frames ("Do lacquerers become IMMUNE to the rash?" → immune): with the verb read
 * as frame, it is what the question claims. null when the question has no linking verb before a complement. Pure
 * over `classes`.
 */
export function linkedComplement(question: string, classes: FrameClasses = WORDNET_FRAME_CLASSES): string | null {
  const tokens = words(question);
  for (const [i, w] of tokens.entries()) {
    if (frameReason(w, question, classes) !== 'linking') continue;
    let next = i + 1;
    while (DEGREE.test(tokens[next] ?? '')) next += 1;
    return tokens[next] ?? null;
  }
  return null;
}

/**
 * The words of what one of the lightest verbs read as frame acts on ("is the herbarium getting through ITS
 * DIGITISATION BACKLOG" → digitisation, backlog; "getting on with THE TUNNEL" → tunnel): with the verb no topic, its
 * object is what the question asks about. The content words after the verb's particle and the function words
 * that follow it, up to the next function word. Pure but for the shipped tables.
 */
export function lightVerbObject(question: string): string[] {
  const tokens = words(question);
  for (const [i, w] of tokens.entries()) {
    if (frameReason(w, question) !== 'light') continue;
    let j = i + 2;
    while (j < tokens.length && isStopWord(tokens[j] ?? '')) j += 1;
    const out: string[] = [];
    // (its noun phrase ends where a modifier follows a noun: "jobs LAST winter")
    while (j < tokens.length && !isStopWord(tokens[j] ?? '') && !(out.length > 0 && isModifierWord(tokens[j] ?? '') && !isModifierWord(out.at(-1) ?? ''))) out.push(tokens[j++] ?? '');
    return out;
  }
  return [];
}
