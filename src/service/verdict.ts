// The verdict of a yes/no or comparison answer (used by compose.ts). A verdict rests only on a
// sentence that makes a claim about what the question asks (its predicate: "water" in "should I
// water my orchid…", "cold climates" in "do heat pumps work in cold climates"), not on one that merely
// names its subject or shares a word in another sense. An instruction answers "should I X" ("Do not
// water for five to seven days" → no; "Do not use vinegar" → no to "… X it with vinegar"); an FAQ's question heading answered "Yes."/"No." answers the
// same question. When no sentence states it, there is no verdict: the answer says what the sources
// do say. When documents' claims point opposite ways, the sources disagree. Pure.
import { mentioned, mentionedInOtherWords, questionFocus, requiredConcepts, stemMatches, stemsOf, type Concept } from './concepts';
import { AGE_STEM } from './compounds';
import { antonymStems, broaderWords, isGeneralWord, isModifierWord, lexicalRelations } from './lexicon';
import { comparativeBases, qualityStems, speaksToQualities } from './comparative-claim';
import { documentSide, figuresBySide, headedSide } from './figure-sides';
import { bareComparativeStated, comparativeByFigures, comparisonQuestion, comparisonStated, figuresVerdict, namesSide, notSignificant, speaksToComparison, superlativeStated } from './comparison';
import { EVERYONE, namesPerson, qualityQuestion, qualityVerdict } from './polarity';
import { aimedAtHolder, complementSaid, qualityComplement, qualityHolder } from './quality-holder';
import { judgementStated, opinionAsked } from './opinion-question';
import { cleftAsked, cleftVerdict } from './cleft-question';
import { eventAsked, riskVerdict } from './risk-question';
import { exceptedVerdict, namedCaseDenied } from './excepted-case';
import { evaluativeSign, preferenceVerdict } from './comparison-preference';
import { deniesClaim } from './negation';
import { askedItem, itemStated, otherTime, otherWordsClaim, otherWordsVerdict, quantifierDenied } from './denial';
import { linkedComplement } from './frame-words';
import { quantitiesIn } from './number-words';
import { correctsFigure, inSharedUnit, numberValue, quantityDistance, thresholdQuestion, thresholdReadings, type PlacedReading } from './threshold';
import { contentTerms, isStopWord, stem } from './text';
import { verbShare, verbShareOfForm } from './verbs';
import { decideOnEvidence, DIRECT_KINDS, type Decision, type Evidence, type EvidenceKind, type Verdict } from './verdict-evidence';
import { aboutAsked, askedPredication, decides, decidingSentence, namesPredicate, opensOnSubject, order, predicationIn, subjectMatch } from './predication';
import { actObject, actParticles, actStems, actThing, modalityStated, modalQuestion, namesQuestionAct, phrasalActAsked } from './modality';
import { figuresBySource } from './figure-sources';
import { claimsNotShown } from './evidence-denial';
import { askedNumbers, limitReading, limitVerdict } from './limits';
import { conditionVerdict, conditionWords } from './verdict-condition';
import { faqAnswerOf, headingAsksSame } from './faq-match';
import { askedThing, refusedElsewhere, refusesThing, refusingClause } from './thing-refused';
import { quantifiedPhrase } from './quantifier';
import { askedVerb, complementStated, exceptionStated } from './verdict-exception';
import { partStated, wholeAsked, wholeStems } from './verdict-part';
import { askedValue, otherValueStated } from './verdict-value';
import { ownWordsDecision } from './verdict-own-words';
import { aboutAnotherNamed, askedNames, ownTermsReading, writerSpokenOf } from './verdict-deciding';
import { agreementAsked } from './sources-agree';
import { askedCaseDecides, strictClaim, strictUnitReading } from './verdict-strict';
import { askedConcepts, deniedBesideDescription, nameStems, namesAsked, neighbours, placeOf, titleStatesClaim, type GroundDocument, type PlacedSentence } from './verdict-ground';

export type { Verdict } from './verdict-evidence';

export interface VerdictUnit {
  score: number;
  sentences: string[];
  documentId: string;
  stems: Set<string>;
  headingQuestion?: string;
  headingAnswer?: 'yes' | 'no' | null;
  /** Its place in the documents (a section's first sentence comes first). */
  order?: number;
  /** Findings (results, conclusion) or set-up (background, aim, method) of a report. */
  role?: 'finding' | 'setup' | null;
  /** Stems of its headings (and a table row's column names), and of its whole passage: what it is about. */
  context?: Set<string>;
  passageStems?: Set<string>;
  /** Its place in its document: its passage's × 10,000 plus its own within the passage (compose.ts). */
  place?: number;
  /** The question heading's subject its opening pronoun stands for ("[The blogger's first wheel] was dry"; compose.ts). */
  referent?: string;
  /** The heading of its section as written, when it has one. */
  heading?: string;
  /** A list item's or a table row's line, not a sentence of running text. */
  line?: 'item' | 'row';
}

/** A unit's stems with those of the heading's subject its pronoun stands for: what it says, of what. */
function withReferent(unit: VerdictUnit): Set<string> {
  return unit.referent ? new Set([...unit.stems, ...stemsOf(unit.referent)]) : unit.stems;
}

/** "Should I water my orchid…?" → "water": the action a should/can-I question asks about; null otherwise. */
export function shouldVerb(query: string): string | null {
  const match = /^\s*(?:should|shall|can|could|must|may|do|would)\s+(?:i|we|you|one)\s+(?:still\s+|ever\s+|also\s+)?([\p{L}-]+)/iu.exec(query);
  const verb = match?.[1]?.toLowerCase();
  return verb && !/^(?:not|be|have|get|do)$/.test(verb) ? verb : null;
}

/**
 * The answer an instruction gives to "should I <verb>": "Do not water…", "Never water…", "Avoid
 * watering…" → no; "Water sparingly…", "Always water…" → yes; null when the sentence is not an
 * instruction about that verb.
 */
export function imperativeVerdict(sentence: string, verb: string): 'yes' | 'no' | null {
  const v = stem(verb);
  const s = sentence.trim().replace(/^["'“(]+/, '');
  const negated = /^(?:do not|don't|never|avoid|stop|no need to)\s+([\p{L}-]+)/iu.exec(s);
  if (negated) return stem(negated[1] ?? '') === v ? 'no' : null;
  // the verb's base form opens the sentence ("Water sparingly"), not a gerund used as a subject ("Feeding sugar … ends up")
  const positive = /^(?:always\s+|first\s+|then\s+)?([\p{L}-]+)/iu.exec(s);
  return positive && (positive[1] ?? '').toLowerCase() === verb.toLowerCase() && /^[A-Z]/.test(s) ? 'yes' : null;
}

/**
 * The means an instruction names is another than the one asked: "Can I clean my 78s with the alcohol mix?" is not
 * answered by "Clean them with distilled water" (nor "Should I feed it with bread?" by "Never feed it with milk"):
 * both say "with …" and the two phrases share no content word. False when either names no means.
 */
export function otherMeans(query: string, sentence: string): boolean {
  const means = (text: string): Set<string> | null => {
    const m = /\bwith\s+([^,.;:!?]+)/i.exec(text);
    return m ? new Set(contentTerms(m[1] ?? '').map(stem)) : null;
  };
  const asked = means(query);
  const said = means(sentence);
  if (!asked || !said || asked.size === 0 || said.size === 0) return false;
  return ![...asked].some((t) => said.has(t));
}

/** The stems of the means a question names by "with", in its question (not the story after its dash): "with white vinegar" → white, vinegar. Pure. */
export function askedMeans(query: string): string[] {
  const question = query.split(/\s[-–—]\s/)[0] ?? query;
  return contentTerms(/\bwith\s+([^,.;:!?]+)/i.exec(question)?.[1] ?? '').map(stem);
}

/**
 * The no an instruction not to use a thing gives to "can/should I <verb> … with <that thing>": the means a question
 * names by "with" is what the instruction names as the object of "use" ("Can I descale it with white vinegar?" is
 * answered no by "Do not use vinegar", "Avoid using vinegar"; "Should I clean it with a damp cloth?" by "Never use
 * water on it" not at all: the object must share a content word with the means). A prohibition of the means holds for
 * every act done with it; an instruction to use it ("Use vinegar on the glass") may be about another act than the one
 * asked, so it gives no yes. null when the sentence is no such prohibition or the question names no means. Pure.
 */
export function meansInstruction(query: string, sentence: string): 'no' | null {
  const means = new Set(askedMeans(query));
  if (means.size === 0) return null;
  const said = imperativeVerdict(sentence, 'use');
  if (said !== 'no') return null;
  // (the object of "use": the words after it up to the clause's end, "Do not use vinegar: …" → vinegar)
  const object = /\b(?:use|using)\s+([^,.;:!?]+)/i.exec(sentence.trim())?.[1] ?? '';
  return contentTerms(object).some((w) => means.has(stem(w))) ? 'no' : null;
}

/** Does a sentence name the means a question asks about by "with" (a content word of it)? True when the question names none. Pure. */
export function meansNamed(query: string, sentence: string): boolean {
  const means = askedMeans(query);
  if (means.length === 0) return true;
  const said = new Set(contentTerms(sentence).map(stem));
  return means.some((m) => said.has(m));
}

/** Verbs whose sense is all in their object ("make it sour", "work in the cold"): no relation of their own to look for. */
const LIGHT_VERB = /^(?:be|do|get|go|have|make|take|give|come|put|keep|work|use|need|help|happen|become|seem|feel|look|let|stay|turn)$/;

const DETERMINER = /^(?:the|a|an|their|its|his|her|my|our|your|these|those|this|that|some|any|all|every)$/;

/** Words of an age beside its number ("a 15-year-old", "aged 12"): no word of what a limit is set on. */
const AGE_WORDS = /^(?:year|years|old|olds|age|aged|ages)$/;

/**
 * The verb a yes/no question asks about, after its auxiliary and subject: "Did Bazalgette's sewers
 * STOP cholera…", "Can tardigrades SURVIVE in space?", "Does coffee CAUSE cancer?", "Does a honing
 * steel SHARPEN a knife?", "Does it IMPROVE their grades?", and a passive's participle: "Is cholera
 * CAUSED by dirty water?". The subject ends at a plural or a name, before a verb taking a determined
 * object, at a pronoun, or at the first word used mostly as a verb (verbs.ts, from WordNet). null for
 * other is/are questions and comparisons, for a light verb ("work", "make": its sense is in its
 * object), for "can I…" (should-I questions) and when the shape is unclear. Pure but for the lexicon.
 */
export function relationVerb(query: string): string | null {
  // a comparison ("do heat pumps last longer than boilers?") is decided on what is compared, not the verb
  if (/\bthan\b/i.test(query)) return null;
  const passive = /^\s*(?:is|are|was|were)\s+(?:\S+\s+){1,5}?([\p{Ll}]+(?:ed|en|wn|lt|ught))\s+by\s+\S/iu.exec(query);
  if (passive) {
    const participle = (passive[1] ?? '').toLowerCase();
    return LIGHT_VERB.test(stem(participle)) || isStopWord(participle) ? null : participle;
  }
  const match = /^\s*(?:do|does|did|can|could|will|would|may|might|must|has|have|had)\s+(.+?)\s*\??\s*$/i.exec(query);
  if (!match) return null;
  const tokens = (match[1] ?? '').split(/\s+/).map((t) => t.replace(/[^\p{L}\p{N}'’-]/gu, ''));
  let i = 0;
  while (i < tokens.length && DETERMINER.test((tokens[i] ?? '').toLowerCase())) i += 1;
  if (/^(?:i|we|you|one)$/i.test(tokens[i] ?? '')) return null; // "can I…": should-I questions (shouldVerb)
  const usable = (word: string): string | null => {
    const lower = word.toLowerCase();
    return /^\p{Ll}[\p{Ll}-]+$/u.test(word) && !isStopWord(lower) && !DETERMINER.test(lower) ? (LIGHT_VERB.test(lower) ? '' : lower) : null;
  };
  // "does it improve…", "did they stop…": the word after the pronoun
  if (/^(?:he|she|it|they)$/i.test(tokens[i] ?? '')) return usable(tokens[i + 1] ?? '') || null;
  const start = i;
  for (i = start + 1; i < tokens.length && i <= start + 3; i += 1) {
    const word = tokens[i] ?? '';
    const previous = tokens[i - 1] ?? '';
    const lower = word.toLowerCase();
    if (/['’]s$/.test(word) || !/^\p{Ll}[\p{Ll}-]+$/u.test(word) || isStopWord(lower)) {
      if (isStopWord(lower) || DETERMINER.test(lower)) break;
      continue;
    }
    // the subject ends at a plural ("sewers", "axolotls") or a name ("Gutenberg"), or the verb takes a determined object ("regenerate their legs")
    const afterSubject = !/['’]s$/.test(previous) && (/[^su]s$/.test(previous) || /^\p{Lu}/u.test(previous) || DETERMINER.test((tokens[i + 1] ?? '').toLowerCase()));
    // ...unless the word is no verb and a verb follows it ("a Venus flytrap SURVIVE")
    if (afterSubject && verbShare(lower) === 0 && verbShare((tokens[i + 1] ?? '').toLowerCase()) > 0) continue;
    // ...nor after a name that modifies a noun ("the Larkspur BAKERY oven rely", "the Kessock FERRY stop"): a word WordNet
    // never uses as a verb, or less often than the word after it, is still the subject
    if (afterSubject && /^\p{Lu}/u.test(previous) && (verbShare(lower) === 0 || verbShare((tokens[i + 1] ?? '').toLowerCase()) > verbShare(lower))) continue;
    if (afterSubject) return LIGHT_VERB.test(lower) ? null : lower;
  }
  // a singular subject or a noun phrase: of the words after it up to a function word, the one most used as a verb
  // ("ring road REDUCE traffic": ring is a verb less often than reduce)
  let verb: string | null = null;
  for (i = start + 1; i < tokens.length && i <= start + 4; i += 1) {
    const word = tokens[i] ?? '';
    const lower = word.toLowerCase();
    if (isStopWord(lower) || DETERMINER.test(lower)) break;
    if (/^\p{Ll}[\p{Ll}-]+$/u.test(word) && verbShare(lower) > (verb ? verbShare(verb) : 0) && i < tokens.length - 1) verb = lower;
  }
  return verb && !LIGHT_VERB.test(verb) ? verb : null;
}

/**
 * The verb a yes/no question's claim turns on: its relation's verb (relationVerb), else the content word after its
 * first that WordNet uses mostly as a verb, the most so ("Does coffee in the afternoon DISTURB sleep?"); null when none
 * is (or it is a light verb). Pure but for the lexicon.
 */
export function claimVerb(query: string): string | null {
  const relation = relationVerb(query);
  if (relation) return relation;
  let best: string | null = null;
  for (const word of contentTerms(query).slice(1).map((w) => w.toLowerCase())) {
    if (LIGHT_VERB.test(word) || LIGHT_VERB.test(stem(word))) continue;
    if (verbShareOfForm(word) > 0.5 && verbShareOfForm(word) > (best ? verbShareOfForm(best) : 0)) best = word;
  }
  return best;
}

/**
 * How a unit speaks of the question's relation: 'same' when it uses the verb or a direct synonym
 * ("stopped", "halted" for stop), 'contrary' when only an antonym ("started" for stop, "succumbed"
 * for survive), null when it does not state it (the 1866 epidemic sentence for "did the sewers stop
 * cholera": it names cholera, not whether anything stopped it).
 */
export function relationStated(verb: string, text: string): 'same' | 'contrary' | null {
  const s = stem(verb);
  // words of a name ("the East End") state no relation: capitalised words other than a sentence's first are left out
  // nor a noun ("her plan" for design: a word after a determiner), nor an infinitive of purpose or intent ("asked to plan", "giving supplements to prevent colds"): it says what was meant, not what happened ("helps to prevent" does)
  const stems = text
    .split(/(?<=[.!?])\s+/)
    .flatMap((sentence) =>
      sentence
        .split(/\s+/)
        .map((w) => w.toLowerCase())
        .filter((w, i, all) => (i === 0 || !/^["'“(]*\p{Lu}/u.test(sentence.split(/\s+/)[i] ?? '')) && !(all[i - 1] === 'to' && !/^(?:help|helps|helped|helping|able|unable|managed|manages|used|serves|served|tends|tended)$/.test(all[i - 2] ?? '')) && !DETERMINER.test(all[i - 1] ?? '')),
    )
    .map((w) => w.replace(/[^\p{L}-]/gu, ''))
    .filter((w) => w !== '')
    .map(stem);
  if (stems.some((t) => stemMatches(s, t))) return 'same';
  const { direct } = lexicalRelations(verb);
  if (stems.some((t) => direct.has(t))) return 'same';
  const contrary = antonymStems(verb);
  return stems.some((t) => contrary.has(t)) ? 'contrary' : null;
}

/**
 * The stems of the circumstance a should/can-I question ends with, after its verb and object: "Can I
 * read my e-reader in the bath?" → bath; "Can I take the tent up a glacier in winter?" → glacier,
 * winter; null when none follows ("Can I prune roses?"). Pure.
 */
export function placeAfter(query: string): Set<string> | null {
  const match = /^\s*(?:should|shall|can|could|must|may|do|would)\s+(?:i|we|you|one)\s+(?:still\s+|ever\s+|also\s+)?[\p{L}-]+\s+(.+?)\s*\??\s*$/iu.exec(query);
  const rest = match?.[1] ?? '';
  const at = /\b(?:in|on|at|under|during|into|near|while|up|through|inside|outside)\s+(.+)$/i.exec(rest);
  if (!at || at.index === 0) return null;
  const stems = stemsOf(contentTerms(at[1] ?? '').join(' '));
  return stems.size > 0 ? stems : null;
}

/**
 * The object of a should/can-I question whose verb is light ("Can I TAKE my cat in the cabin?" → cat;
 * "Can I bring a tent up the glacier?" → tent): with a light verb the claim is about the object in the
 * place, so a sentence on the place alone ("One cabin bag of up to 8 kg…") does not state it. Empty
 * for other verbs or with no place after the object. Pure but for the stemmer.
 */
export function lightVerbObject(query: string): string[] {
  const verb = shouldVerb(query);
  if (!verb || !(LIGHT_VERB.test(verb.toLowerCase()) || LIGHT_VERB.test(stem(verb))) || !placeAfter(query)) return [];
  const match = /^\s*(?:should|shall|can|could|must|may|do|would)\s+(?:i|we|you|one)\s+(?:still\s+|ever\s+|also\s+)?[\p{L}-]+\s+(.+?)\s+\b(?:in|on|at|under|during|into|near|while|up|through|inside|outside)\b/iu.exec(query);
  return contentTerms((match?.[1] ?? '').replace(/\bwith\s+(?:me|us|you|them|him|her)\b/gi, '')).filter((w) => !/^(?:me|us|my|our)$/i.test(w));
}

/**
 * Does a sentence restrict an act to others than the object: "Only recognised assistance dogs may
 * travel in the cabin" for a cat (the ones allowed do not name it, nor a word for its kind)? Pure but for the lexicon.
 */
export function restrictedToOthers(sentence: string, object: string): boolean {
  const match = /\bonly\s+(.{2,60}?)\s+(?:may|can|are allowed|is allowed|are permitted|is permitted)\b/i.exec(sentence);
  if (!match) return false;
  const allowed = stemsOf(match[1] ?? '');
  const o = stem(object);
  const direct = lexicalRelations(object).direct;
  return ![...allowed].some((a) => a === o || stemMatches(o, a) || direct.has(a)) && !broaderWords(object).some((w) => allowed.has(stem(w)));
}

/** What a yes/no or comparison question claims about its subject: its required concepts other than the subject's words. */
export function predicateConcepts(query: string, concepts: Concept[]): Concept[] {
  const required = requiredConcepts(concepts);
  const verb = shouldVerb(query);
  if (verb) {
    // "Can I read my Aurora 3 IN THE BATH?": what follows the object carries the claim, not the everyday act
    const place = placeAfter(query);
    const where = place ? required.filter((c) => place.has(c.stem)) : [];
    if (where.length > 0) return where;
    // "Do you NEED cement or mortar to build…", "Should I USE a primer…": a light verb's sense is in its object
    const object = lightVerbObjectWords(query);
    const named = object.length > 0 ? required.filter((c) => object.includes(c.stem)) : [];
    if (named.length > 0) return named;
    const found = concepts.filter((c) => c.stem === stem(verb));
    return found.length > 0 ? found : [{ term: verb, stem: stem(verb), soft: false }];
  }
  const subject = new Set((questionFocus(query)?.words ?? []).map(stem));
  const rest = required.filter((c) => !subject.has(c.stem));
  return rest.length > 0 ? rest : required;
}

/**
 * The stems of the object of a should/need question whose verb is light, up to the purpose or
 * circumstance after it: "Do you need cement or mortar to build a wall?" → cement, mortar; "Should I use
 * a primer before painting?" → primer. Empty for other verbs. Pure but for the stemmer.
 */
export function lightVerbObjectWords(query: string): string[] {
  const verb = shouldVerb(query);
  if (!verb || !(LIGHT_VERB.test(verb.toLowerCase()) || LIGHT_VERB.test(stem(verb)))) return [];
  const match = /^\s*(?:should|shall|can|could|must|may|do|would)\s+(?:i|we|you|one)\s+(?:still\s+|ever\s+|also\s+)?[\p{L}-]+\s+(.+?)\s*\??\s*$/iu.exec(query);
  const rest = (match?.[1] ?? '').split(/\s+(?:to|for|before|after|when|while|if|in|on|at|under|during|into|near|up|through|inside|outside|with)\s+/i)[0] ?? '';
  return contentTerms(rest.replace(/\b(?:any|some|a|an|the|my|our|your)\b/gi, ' ')).map(stem);
}

/** Stems the question joins by "or" ("cement or mortar"): either answers it, so one alone missing is no gap. */
export function alternativeStems(query: string): Set<string>[] {
  const groups: Set<string>[] = [];
  for (const m of query.matchAll(/([\p{L}-]+)\s+or\s+([\p{L}-]+)/giu)) groups.push(new Set([stem((m[1] ?? '').toLowerCase()), stem((m[2] ?? '').toLowerCase())]));
  return groups;
}

/**
 * Does a sentence say its source does not know or claim what is asked ("did not measure gas fluxes, so
 * this report makes no claim about carbon storage", "whether it helps is not known")? Then it gives no
 * verdict, whatever its negation words: the phrase stands before one of the predicate's words. Pure but for the stemmer.
 */
export function disclaims(sentence: string, predicate: Concept[]): boolean {
  const m = /\b(?:makes?|made|making)\s+no\s+claims?\b|\bno\s+(?:data|evidence either way)\b|\b(?:did|does|do|could|can|were|was)\s*(?:not|n['’]t)\s+(?:measure|measured|test|tested|study|studied|assess|assessed|examine|examined|know|determine|establish)\b|\bcannot\s+(?:say|know|determine)\b(?!\s+apart)|\b(?:is|are|was|were|remains?)\s+(?:not\s+known|unknown|untested|unmeasured)\b|\btoo early to (?:say|tell)\b/i.exec(sentence);
  if (!m) return false;
  return mentioned(predicate, stemsOf(sentence.slice(m.index))).length > 0 || mentioned(predicate, stemsOf(sentence)).length > 0;
}

/** Does a unit make a claim about the predicate: in its own words, or by answering a question heading that names it? */
export function claimsPredicate(unit: VerdictUnit, predicate: Concept[]): boolean {
  if (mentioned(predicate, unit.stems).length > 0) return true;
  return Boolean(unit.headingAnswer && unit.headingQuestion && mentioned(predicate, stemsOf(unit.headingQuestion)).length > 0);
}

/** The other side of a comparison: the words after "than" up to a preposition ("…than clinchers", "…than calorie restriction for losing weight" → calorie, restriction). */
export function comparedOther(query: string): string[] {
  const match = /\bthan\s+(.+?)(?:\s+(?:for|in|at|on|when|if|during|with|by|to|over|after|before)\b|[?,;]|$)/i.exec(query);
  return match ? contentTerms(match[1] ?? '') : [];
}

/**
 * Does a sentence state a relation of the question's subject to its object in its own verb ("An
 * axolotl can regrow its lost legs" for "can axolotls regenerate their legs")? The subject opens it (in
 * its first six words) and the object follows; "In 1866 a cholera epidemic killed … not yet connected
 * to the new sewers" names the object first and the subject only in passing. Pure.
 */
export function subjectActsOn(text: string, subject: Concept[], objects: Concept[]): boolean {
  if (subject.length === 0 || objects.length === 0) return false;
  const tokens = text.split(/\s+/).map((w) => stem(w.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, '')));
  const first = (concepts: Concept[]): number => tokens.findIndex((t) => concepts.some((c) => stemMatches(c.stem, t)));
  const s = first(subject);
  const o = first(objects);
  return s >= 0 && s < 6 && o > s;
}

/** Is the verb (or a direct synonym) used with no object: followed by a colon, comma, full stop, the end or a conjunction ("does not sharpen:", "survives but grows slowly")? Pure but for the lexicon. */
export function saidWithoutObject(verb: string, text: string): boolean {
  const s = stem(verb);
  const { direct } = lexicalRelations(verb);
  for (const m of text.matchAll(/([\p{L}-]+)(?:\s*(?:[:;,.!?]|$)|\s+(?:but|and|yet|or)\b)/gu)) {
    const w = stem((m[1] ?? '').toLowerCase());
    if (stemMatches(s, w) || direct.has(w)) return true;
  }
  return false;
}

/**
 * Does a text say something was done by someone other than the named subject ("… designed by John
 * Fowler and Benjamin Baker" for "Did Thomas Bouch build…")? It names an agent after "by" and none of
 * the subject's names. Pure.
 */
export function byOtherAgent(text: string, subjectNames: string[]): boolean {
  const names = new Set(subjectNames.map((n) => n.toLowerCase().replace(/['’]s$/, '')));
  const words = (text.match(/[\p{L}'’-]+/gu) ?? []).map((w) => w.toLowerCase().replace(/['’]s$/, ''));
  if (words.some((w) => names.has(w))) return false;
  return /\bby\s+(?:the\s+)?(?:\p{Lu}[\p{L}'’-]+\s+){0,2}\p{Lu}[\p{L}'’-]+/u.test(text);
}

/** The documents of the units naming any required word, as the ground check sees them (verdict-ground.ts): title and sentences' stems. */
function groundDocuments<T extends VerdictUnit>(units: T[], titles: Map<string, string>): GroundDocument[] {
  const ids = new Set(units.filter((u) => u.score > 0).map((u) => u.documentId));
  return [...ids].map((id) => {
    const seen = new Set<string>();
    const sentences: Set<string>[] = [];
    for (const u of units) {
      if (u.documentId !== id) continue;
      for (const sentence of u.sentences) {
        if (seen.has(sentence)) continue;
        seen.add(sentence);
        sentences.push(stemsOf(sentence));
      }
    }
    return { title: stemsOf(titles.get(id) ?? ''), sentences };
  });
}

/**
 * The grounds a verdict needs, from the documents the question is answered from (verdict-ground.ts): `asked`, the
 * claim's words that are not the documents' setting; `telling`, every required word that is not (the subject's
 * too: "mental health assessment"). The documents are those of the units naming any required word.
 */
function groundOf<T extends VerdictUnit>(query: string, units: T[], titles: Map<string, string>, core: Concept[], required: Concept[], subject: Concept[]): { asked: Concept[]; claimAsked: Concept[]; telling: Concept[]; told: Concept[]; bySubject: boolean; claimWords: Concept[] } {
  const documents = groundDocuments(units, titles);
  const subjectStems = new Set(subject.map((c) => c.stem));
  const names = nameStems(query);
  const telling = askedConcepts(required, documents);
  // the claim's words: the predicate's concepts, and the question's other content words after its subject ("run DRY",
  // "stay COOL": words the concepts leave to the verb), the relation's verb included ("build")
  const own = new Set(core.map((c) => c.stem));
  const worded = contentTerms(query).map((w) => w.toLowerCase()).filter((w) => !own.has(stem(w)) && !subjectStems.has(stem(w)) && !/^\d/.test(w)).map((w) => ({ term: w, stem: stem(w), soft: false }));
  const verb = relationVerb(query);
  const asked = [...askedConcepts([...core.filter((c) => !subjectStems.has(c.stem)), ...worded], documents, names), ...(verb && !own.has(stem(verb)) && !LIGHT_VERB.test(stem(verb)) ? [{ term: verb, stem: stem(verb), soft: false }] : [])].filter((c, i, all) => all.findIndex((x) => x.stem === c.stem) === i);
  // every word of the claim names the setting ("found … at Coldharbour Meadows … this trapping night"): the verdict
  // rests on a unit naming the subject's telling words ("Rosy Footman"), the only thing the sentences differ on
  const told = telling.filter((c) => subjectStems.has(c.stem));
  const claimWords = [...core, ...worded].filter((c) => !subjectStems.has(c.stem) && !names.has(c.stem) && !c.soft && !LIGHT_VERB.test(c.stem));
  return { asked: asked.length > 0 ? asked : told, claimAsked: asked, telling, told, bySubject: asked.length === 0 && told.length > 0, claimWords };
}

/**
 * The unit right before or after a unit in its paragraph that denies what is asked: it names a telling word of the
 * question and `denies` its sentence. undefined when none does. Pure.
 */
function deniedNextTo<T extends VerdictUnit>(unit: T, units: T[], telling: Concept[], denies: (sentence: string) => boolean): T | undefined {
  const at = placeOf(unit.place);
  if (!at || telling.length === 0) return undefined;
  const own = unit.sentences.at(-1) ?? '';
  const placed = (u: T): PlacedSentence<T> | null => {
    const p = placeOf(u.place);
    return p ? { unit: u, documentId: u.documentId, ...p } : null;
  };
  const me = { unit, documentId: unit.documentId, ...at };
  if (denies(own)) return undefined; // its own reading says no already
  return units.find((u) => {
    const p = placed(u);
    if (!p || !neighbours(me, p)) return false;
    const sentence = u.sentences.at(-1) ?? '';
    return mentioned(telling, stemsOf(sentence)).length > 0 && denies(sentence);
  });
}

/** A unit's stems with those of the question heading it answers. */
function unitStems(unit: VerdictUnit): Set<string> {
  return unit.headingQuestion ? new Set([...unit.stems, ...stemsOf(unit.headingQuestion)]) : unit.stems;
}

/**
 * The words of a yes/no question's claim that the units chosen to answer it never name, while another fair
 * unit does: "licence" in "Do volunteers need a licence to walk a bat transect?" when every chosen sentence
 * speaks of bats and transects. The claim turns on them: a sentence that names none of them cannot state it.
 * Empty when the chosen units name the whole claim or no other unit names the rest. Pure but for the lexicon.
 */
export function turningConcepts(predicate: Concept[], chosen: VerdictUnit[], fair: VerdictUnit[]): Concept[] {
  const named = (c: Concept, u: VerdictUnit): boolean => mentioned([c], unitStems(u)).length > 0 || mentionedInOtherWords([c], unitStems(u), 'direct').length > 0;
  // (a general word, "go" in "Can kids go in a sauna?", says little of which sentence answers: never one the claim turns on)
  return predicate.filter((c) => !c.soft && !isGeneralWord(c.term) && !LIGHT_VERB.test(c.stem) && !chosen.some((u) => named(c, u)) && fair.some((u) => !chosen.includes(u) && named(c, u)));
}

/** A unit's text with the question heading it answers ("Yes."/"No." under "Can it survive…?"). */
function headed(unit: VerdictUnit): string {
  const text = unit.sentences.join(' ');
  return unit.headingQuestion && unit.headingAnswer ? `${unit.headingQuestion} ${text}` : text;
}

/** How much of the claim a unit states (direct synonyms too): the predicate's concepts in its own words or in the question heading it answers. */
export function predicateStrength(unit: VerdictUnit, predicate: Concept[]): number {
  const stems = new Set(unit.stems);
  if (unit.headingQuestion) for (const s of stemsOf(unit.headingQuestion)) stems.add(s);
  return mentioned(predicate, stems).length + mentionedInOtherWords(predicate, stems, 'direct').length;
}

/**
 * The sentence of a unit that carries the claim. A unit's own sentence is its last; the ones before it
 * are context brought in for its opener ("Unlike paint, urushi does not dry by evaporation. It hardens
 * because…"). The own sentence carries the claim when it names any of the predicate (its own words or
 * direct synonyms); when it names none, the context sentence naming most of it does (the verdict is
 * read there, not on a sentence about something else). Pure but for the lexicon.
 */
export function claimSentence(sentences: string[], predicate: Concept[], asked?: string): string {
  const named = (sentence: string): number => {
    const stems = stemsOf(sentence);
    return mentioned(predicate, stems).length + mentionedInOtherWords(predicate, stems, 'direct').length;
  };
  // (a list item or a line holding several sentences, "Headphones … are not permitted. Open-ear bone-conduction
  // headphones … are allowed.", carries its claim in the one of them naming most of the predicate, then most of the
  // question's own words, the asker's case among them ("inside the new barrier": "…will not provide sandbags to
  // properties inside the protected area", not "Sandbags remain available to properties outside…"), then the later:
  // the rule or exception that covers the asker's case, not the one before or beside it)
  const line = sentences.at(-1) ?? '';
  const pieces = line.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter((x) => x.trim() !== '');
  const askedStems = new Set(contentTerms(asked ?? '').map((w) => w.toLowerCase()).filter((w) => !isStopWord(w)).map(stem));
  const weight = (piece: string): number => named(piece) * 1000 + [...stemsOf(piece)].filter((t) => askedStems.has(t)).length;
  const own = pieces.length < 2 ? line : pieces.reduce((best, piece) => (weight(piece) >= weight(best) ? piece : best));
  if (sentences.length < 2 || named(own) > 0) return own;
  let best = own;
  let most = 0;
  for (const sentence of sentences.slice(0, -1)) {
    const n = named(sentence);
    if (n > most) {
      most = n;
      best = sentence;
    }
  }
  return best;
}

export interface VerdictChoice<T> {
  /** The unit that leads the answer. */
  lead: T;
  verdict: Verdict;
  /** For 'disagree' (or 'qualified'): the unit that claims the opposite (it follows the lead). */
  other?: T;
  /** The kind of evidence that decided the verdict (verdict-evidence.ts); null when there was none. */
  decidedBy?: EvidenceKind | null;
  /** The kind of a direct piece of evidence answering the other way, when there was one. */
  against?: EvidenceKind;
}

/**
 * Chooses the verdict and the unit it rests on. `units` are every scored unit (best first not
 * required); `chosen` those selected for the answer, and `leadIndex` the one chooseLead picked.
 * `verdictOf` reads a sentence's yes/no/qualified; `firmness` how firmly it states a finding (+1 a
 * measured effect, −1 a hedge: compose.ts claimStrength); `missing` the question's concepts no source covers.
 */
export function decideVerdict<T extends VerdictUnit>(
  query: string,
  concepts: Concept[],
  units: T[],
  chosen: T[],
  leadIndex: number,
  verdictOf: (sentence: string, concepts: Concept[]) => 'yes' | 'no' | 'qualified',
  firmness: (sentence: string) => number = () => 0,
  missing: Concept[] = [],
  titles: Map<string, string> = new Map(),
): VerdictChoice<T> {
  const lead = chosen[leadIndex] as T;
  const gated = predicationGate(query, decideOnEvidence(permissionOnlyByModality(query, evidenceFor(query, concepts, units, chosen, verdictOf, firmness, missing, titles, lead)), lead), units, chosen, titles);
  const decision = namedCaseGate(query, strictGate(query, decidingPass(query, units, chosen, titles, ownWordsVerdict(query, units, chosen, titles, gated) ?? gated), titles), units, chosen);
  return { lead: decision.lead, verdict: decision.verdict, decidedBy: decision.decidedBy, ...(decision.other ? { other: decision.other } : {}), ...(decision.against ? { against: decision.against } : {}) };
}

/**
 * A yes to what the asker may do, held to the case they name (excepted-case.ts namedCaseDenied): where a sentence of a
 * document the answer draws on names the place or thing the asker told ("we've booked a pitch in rose meadow") and
 * denies the asked thing of it ("Rose Meadow is a dog-free field"), the general rule ("Well-behaved dogs are welcome")
 * does not reach their case: no, that sentence leading.
 */
function namedCaseGate<T extends VerdictUnit>(query: string, decision: Decision<T>, units: T[], chosen: T[]): Decision<T> {
  if ((decision.verdict !== 'yes' && decision.verdict !== 'qualified') || !modalQuestion(query)) return decision;
  const drawn = new Set(chosen.map((u) => u.documentId));
  for (const unit of units) {
    if (!drawn.has(unit.documentId)) continue;
    const sentence = unit.sentences.find((s) => namedCaseDenied(s, query) !== null);
    if (sentence) return { verdict: 'no', lead: saying(unit, sentence), decidedBy: 'excepted' };
  }
  return decision;
}

/**
 * A general reading's yes (or qualified yes) held to the strict reading (verdict-strict.ts): the sentence it rests on
 * says the asked predicate of the asked thing, as a rule where the asker asks what they may do, of every one where
 * every one is asked; else no verdict, the same sentence leading. Not for comparisons, read on their own terms.
 */
function strictGate<T extends VerdictUnit>(query: string, decision: Decision<T>, titles: Map<string, string>): Decision<T> {
  if (!GATED.has(decision.decidedBy) || (decision.verdict !== 'yes' && decision.verdict !== 'qualified') || comparisonQuestion(query)) return decision;
  const claim = strictClaim(query, relationVerb(query));
  if (!claim) return decision;
  const reading = strictUnitReading(decision.lead.sentences, claim, titles.get(decision.lead.documentId) ?? '');
  return reading === 'stands' ? decision : { verdict: 'unstated', lead: decision.lead, decidedBy: decision.decidedBy };
}

/** Readings that weigh a sentence on its own terms about the asked case (an FAQ's answer, a limit, a figure…): the deciding pass leaves them. */
const OWN_TERMS: ReadonlySet<EvidenceKind | null> = new Set<EvidenceKind | null>(['faq', 'limit', 'condition', 'figure', 'value', 'part', 'exception', 'complement', 'excepted', 'cleft', 'risk', 'opinion', 'comparison', 'instruction']);

/**
 * The deciding sentence (verdict-deciding.ts), over the readings that go by words a sentence shares with the question:
 * a question asked in terms a source answers in its own ("for free" by "charged at £4", "Is there a fine…" by "are
 * fined £10", "Will it work…" by "will not heat"), read on a sentence naming the asked thing, decides where they gave
 * no verdict or read one off a sentence about something else; and a verdict resting on a sentence about another
 * named thing of the kind asked ("Pickle: …" for Bramble) stands on nothing: no verdict, the sentence naming the
 * asked thing leading. Not for comparisons or agreement, read on their own terms. Pure but for the lexicon.
 */
function decidingPass<T extends VerdictUnit>(query: string, units: T[], chosen: T[], titles: Map<string, string>, decision: Decision<T>): Decision<T> {
  if (/\bthan\b/i.test(query) || comparisonQuestion(query) || agreementAsked(query)) return decision;
  const stated = decision.verdict !== 'unstated';
  if (stated && OWN_TERMS.has(decision.decidedBy)) return decision;
  const drawn = new Set(chosen.map((u) => u.documentId));
  const setting = new Set([...drawn].flatMap((id) => [...stemsOf(titles.get(id) ?? '')]));
  const pool = units.filter((u) => drawn.has(u.documentId) || u.score > 0).sort((a, b) => b.score - a.score);
  const said = pool.flatMap((u) => u.sentences.map((sentence) => ({ u, sentence })));
  const reading = ownTermsReading(query, said.map((x) => ({ sentence: x.sentence, documentId: x.u.documentId })), setting);
  const at = reading ? said.find((x) => x.sentence === reading.sentence) : undefined;
  // (a sentence of another document answering the other way: the sources differ, each cited)
  const against = reading?.other ? said.find((x) => x.sentence === reading.other) : undefined;
  if (reading && at && against) return { verdict: 'disagree', lead: saying(at.u, at.sentence), other: saying(against.u, against.sentence), decidedBy: 'own' };
  if (reading && at && reading.verdict !== decision.verdict) return { verdict: reading.verdict, lead: saying(at.u, at.sentence), decidedBy: 'own' };
  if (!stated) return decision;
  const names = askedNames(query, setting);
  const leadSentence = decision.lead.sentences.at(-1) ?? '';
  const sameDocument = said.filter((x) => x.u.documentId === decision.lead.documentId).map((x) => x.sentence);
  const first = units.filter((u) => u.documentId === decision.lead.documentId).sort((a, b) => (a.place ?? a.order ?? 0) - (b.place ?? b.order ?? 0))[0];
  const opening = `${titles.get(decision.lead.documentId) ?? ''} ${first?.sentences.join(' ') ?? ''}`;
  // (its heading, and the sentence its pronoun refers back to, are its own setting: verdict-deciding.ts aboutAnotherNamed)
  if (!aboutAnotherNamed(leadSentence, names, sameDocument, opening, decision.lead.context)) return decision;
  const named = said.find((x) => x.u.documentId === decision.lead.documentId && !aboutAnotherNamed(x.sentence, names, sameDocument, opening));
  return { verdict: 'unstated', lead: named ? saying(named.u, named.sentence) : decision.lead, decidedBy: decision.decidedBy };
}

/**
 * The sentence of the documents drawn on that says yes or no in its own words (verdict-own-words.ts: a ban, a
 * permission, an exemption, an opening "No,"…) decides where every reading withheld the verdict, and over a verdict
 * read off the words a sentence shares with the question ('statement': "Untested glazes can run off a pot" read as a
 * yes to "Can I fire my own glazes?") when it names as much of what is asked and says otherwise; not for a
 * comparison, whose sides are read on their own terms. Pure but for the lexicon.
 */
function ownWordsVerdict<T extends VerdictUnit>(query: string, units: T[], chosen: T[], titles: Map<string, string>, gated: Decision<T>): Decision<T> | undefined {
  if (/\bthan\b/i.test(query) || comparisonQuestion(query)) return undefined;
  // (over a verdict read off shared words, 'statement', only a sentence naming as much of what is asked; never over
  // the readings of their own terms, an FAQ answer, a limit, a condition…)
  const withheld = gated.verdict === 'unstated';
  if (!withheld && gated.decidedBy !== 'statement') return undefined;
  const found = ownWordsDecision(query, units, new Set(chosen.map((u) => u.documentId)), titles, withheld ? undefined : gated.lead, modalQuestion(query)?.act ?? shouldVerb(query));
  // (the same verdict read off another sentence naming as much of what is asked: the one saying it in its own words leads)
  if (!found || (!withheld && found.verdict === gated.verdict && gated.lead.sentences.includes(found.sentence))) return undefined;
  return { verdict: found.verdict, lead: saying(found.unit, found.sentence), decidedBy: 'own' };
}

/** The first figure of a text with the unit after it ("4.1 g" → 4.1, g), or null. */
function firstMeasure(text: string): { value: number; unit: string } | null {
  const m = /(?<![\d.,-])(\d+(?:\.\d+)?)\s*(%|[£$€]|\p{L}+)(?![\p{L}\d-])/u.exec(text);
  return m ? { value: Number(m[1]), unit: (m[2] ?? '').toLowerCase() } : null;
}

/**
 * Do figures in one measure support a comparison's yes or no: the lead's first figure and that of another sentence of
 * its document naming the other side (or a word of it: "The control loaf contained 2.7 g" for the white loaf), ordered
 * as the question's comparative ("more", "bigger" / "less", "cheaper") and the verdict say? Pure.
 */
function figuresSupport<T extends VerdictUnit>(query: string, decision: Decision<T>, units: T[], sentence: string, other: string[]): boolean {
  const up = /\b(?:more|bigger|larger|higher|greater|longer|heavier|older|faster)\b/i.test(query);
  const down = /\b(?:less|fewer|smaller|lower|shorter|lighter|cheaper|younger|slower)\b/i.test(query);
  if (up === down || (decision.verdict !== 'yes' && decision.verdict !== 'no')) return false;
  const mine = firstMeasure(sentence);
  if (!mine) return false;
  const otherStems = new Set(other.map(stem));
  const theirs = units
    .filter((u) => u.documentId === decision.lead.documentId)
    .flatMap((u) => u.sentences)
    .filter((x) => x !== sentence && (namesSide(x, other) || [...stemsOf(x)].some((t) => otherStems.has(t))))
    .map(firstMeasure)
    .find((m) => m !== null && m.unit === mine.unit);
  if (!theirs || theirs.value === mine.value) return false;
  return (mine.value > theirs.value) === up === (decision.verdict === 'yes');
}

/** The limit readings' verdicts, the one a tie of named words prefers first (trust first: a bar outweighs a permission). */
const LIMIT_ORDER = ['no', 'qualified', 'yes'];

/** Readings that rank sentences by the words they share: their yes or no stands only on a sentence that predicates what is asked (predication.ts). */
const GATED: ReadonlySet<EvidenceKind | null> = new Set<EvidenceKind | null>(['statement', 'quality', 'holder']);

/**
 * The verdict of a general reading, held to the sentence that decides (predication.ts): a sentence predicating the
 * asked key of the asked subject ("Decaffeinated coffee is not completely free of caffeine" for "Is decaf
 * caffeine-free?") decides, with the polarity read on that predication, over a lead that only shares words or figures
 * (the 2-to-15-mg regulations sentence) or speaks of another subject ("afternoon coffee" for decaf coffee); where no
 * sentence of the documents drawn on decides, no verdict, the sentence naming most of the predicate leading. The
 * direct readings (an FAQ's answer, a limit, a refusal…) and comparisons keep their own terms. Pure but for the lexicon.
 */
export function predicationGate<T extends VerdictUnit>(query: string, decision: Decision<T>, units: T[], chosen: T[], titles: Map<string, string>): Decision<T> {
  // (a need/use question has its own reading of the thing asked, named or denied in other words: denial.ts)
  if (!GATED.has(decision.decidedBy)) return decision;
  const compared = comparisonQuestion(query);
  const other = compared ? compared.other : /\bthan\b/i.test(query) ? comparedOther(query) : [];
  if (compared || other.length > 0) {
    // a comparison read in general: its yes or no stands on a sentence that speaks to both sides ("A full battery left in
    // a hot car ages much faster" names heat alone, for "Is heat worse than cold?"), or sets one against something ("than")
    const sentence = decision.lead.sentences.at(-1) ?? '';
    const both = (!compared || namesSide(sentence, compared.subject)) && namesSide(sentence, other);
    const set = /\b(?:than|unlike|whereas|compared\s+(?:with|to))\b/i.test(sentence);
    // (or figures in one measure, a sentence of its document giving the other side's, in the order the verdict says:
    // "4.1 g of dietary fibre per 100 g" beside "The control loaf contained 2.7 g" for "more fibre … than in the white loaf")
    const figured = figuresSupport(query, decision, units, sentence, other);
    // (whether one is better or worse than the other, read off a sentence setting nothing against anything: the side it
    // recommends decides, and naming both sides alone gives no verdict; comparison-preference.ts)
    if (compared && !set && !figured && evaluativeSign(query) !== null) {
      const preferred = preferenceVerdict(query, decision.lead.sentences.join(' '), compared);
      return preferred ? { ...decision, verdict: preferred } : { verdict: 'unstated', lead: decision.lead, decidedBy: decision.decidedBy };
    }
    return decision.verdict === 'unstated' || both || set || figured || (compared !== null && compared.subject.length === 0) || other.length === 0 ? decision : { verdict: 'unstated', lead: decision.lead, decidedBy: decision.decidedBy };
  }
  const asked = askedItem(query).length > 0 ? null : askedPredication(query, relationVerb(query));
  if (!asked) return decision;
  const drawn = new Set(chosen.map((u) => u.documentId));
  // (units of the documents drawn on, down to 30% of the best score, as the older readings reach)
  const top = Math.max(0, ...units.map((u) => u.score));
  const pool = units.filter((u) => u.score > 0 && u.score >= top * 0.3 && drawn.has(u.documentId)).sort((a, b) => b.score - a.score);
  const around = (u: T): Set<string> => new Set([...(u.context ?? []), ...(u.passageStems ?? []), ...stemsOf(titles.get(u.documentId) ?? ''), ...stemsOf(u.sentences.slice(0, -1).join(' '))]);
  const candidates = pool.map((u) => ({ item: u, sentence: u.sentences.at(-1) ?? '', around: around(u) }));
  // (a reading that gave no verdict keeps it: it may have read a disclaimer, "did not measure", or a gap)
  if (decision.verdict === 'unstated') return decision;
  const found = decidingSentence(asked, candidates);
  const leadSays = decision.lead.sentences.some((sentence) => decides(sentence, asked, around(decision.lead)));
  // (the act said of another named agent, "designed by John Fowler and Benjamin Baker" for "Did Thomas Bouch build…":
  // the older reading's no stands)
  const leadSentence = decision.lead.sentences.at(-1) ?? '';
  if (decision.verdict === 'no' && byOtherAgent(leadSentence, asked.names)) return decision;
  if (!found) {
    // (nor does a lead that names the subject and most of what is said of it, in other words than the key: "most
    // octopuses appear to be colour-blind" for "Can octopuses see colour?")
    if (leadSays || aboutAsked(leadSentence, asked, around(decision.lead))) return decision;
    // (a lead that names the subject keeps the older reading, which may read the claim in other words, "Delays … fell
    // … not statistically significant" for "reduce"; but a quality read off a sentence naming neither it nor its
    // opposite, "Is caffeine bad?" on decaf's caffeine, and a lead about another subject, do not)
    const namesSubject = decision.lead.sentences.some((x) => {
      const m = subjectMatch(x, asked.subject, around(decision.lead), asked.names);
      return m === 'exact' || m === 'reference';
    });
    // (a lead in a document whose title names the subject's head keeps the older reading too: "Caffeine taken even six
    // hours before bed reduced total sleep time" in "Coffee Six Hours Before Bed Still Disrupts Sleep" answers "Does
    // drinking coffee in the afternoon affect sleep?" in other words; its yes was turned into "does not say either way")
    const titleStems = stemsOf(titles.get(decision.lead.documentId) ?? '');
    // (and names the key the claim turns on: "a CYP1A2 gene…" in "Caffeine Tolerance, Genetics and Teenagers" names no
    // tolerance, and gives no verdict on "Can teenagers build up a tolerance?")
    const keyNamed = [...stemsOf(leadSentence)].some((t) => stemMatches(t, stem(asked.key)));
    const titled = keyNamed && asked.subject.length > 0 && [...titleStems].some((t) => stemMatches(t, stem(asked.subject.at(-1) ?? '')));
    if (decision.decidedBy === 'quality' ? namesPredicate(leadSentence, asked) >= 2 : namesSubject || titled || decision.verdict === 'no') return decision;
    // nothing decides: no verdict, the sentence naming most of the predicate (the key first) leading
    const weight = (sentence: string): number => namesPredicate(sentence, asked) * 2 + (opensOnSubject(sentence, asked) ? 1 : 0);
    const named = [...candidates].sort((a, b) => weight(b.sentence) - weight(a.sentence))[0];
    const lead = named && weight(named.sentence) > weight(decision.lead.sentences.at(-1) ?? '') ? named.item : decision.lead;
    return { verdict: 'unstated', lead, decidedBy: decision.decidedBy };
  }
  const verdict = found.predication.polarity;
  // (the same verdict from a lead naming the subject: the older lead stands, ranked by how firmly it states it)
  const leadOnSubject = decision.lead.sentences.some((x) => {
    const m = subjectMatch(x, asked.subject, around(decision.lead), asked.names);
    return m === 'exact' || m === 'reference';
  });
  if (verdict === decision.verdict && leadOnSubject) return decision;
  // (a lead that decides keeps the older reading, which weighs conditions and other sentences, but for a question
  // asking a denial itself, "have no caffeine", whose polarity only the predication reads)
  // (unless another sentence predicates it better, "Sourdough bread is not free of gluten" over "… allowed on a
  // gluten-free label", the other way round)
  const leadReading = leadSays ? predicationIn(leadSentence, asked, around(decision.lead)) : null;
  const better = leadReading !== null && found.sentence !== leadSentence && order(found.predication) > order(leadReading) && decision.verdict !== 'qualified';
  if (leadSays && !better && (decision.verdict === verdict || decision.verdict === 'disagree' || !asked.negated)) return decision;
  return { verdict, lead: saying(found.item, found.sentence), decidedBy: decision.decidedBy };
}

/**
 * A permission asked ("May a farmer…", "Is it legal to…", modality.ts) is answered yes only by a sentence stating the
 * act's modality (the 'modality' evidence) or an FAQ answering the same question: a sentence that merely says the act
 * happens, or names its setting, gives no yes. And a modal question ("Can a family put a fallen headstone back up
 * themselves?") gets no yes from a reading of a sentence that does not say its act (its verb with its particles,
 * "put … back up", or their one word; its family or a direct synonym): "A memorial that falls can kill" shares only
 * "can" and "fall". Lazy, as the evidence is.
 */
function* permissionOnlyByModality<T extends VerdictUnit>(query: string, evidence: Iterable<Evidence<T>>): Generator<Evidence<T>, void, undefined> {
  // (and a do/does/did question's phrasal act: "Did volunteers take the old fence down?" by "The fence was put up in 1970")
  const asked = modalQuestion(query) ?? (() => {
    const phrasal = phrasalActAsked(query);
    return phrasal ? { act: phrasal.act, deontic: false, inverted: false, subject: [] } : null;
  })();
  const modal = asked;
  const particles = modal ? actParticles(query, modal.act) : [];
  // (or says the relation of the asked subject to the asked object in a verb of its own, the subject first: "An axolotl
  // can regrow its lost legs" for "Can axolotls regenerate their legs?"; subjectActsOn)
  const after = modal ? query.toLowerCase().split(new RegExp(`\\b${modal.act.toLowerCase()}\\b`))[1] ?? '' : '';
  const asConcepts = (words: string[]): Concept[] => words.map((w) => ({ term: w, stem: stem(w), soft: false }));
  const subjectConcepts = asConcepts(modal?.subject ?? []);
  const objectConcepts = asConcepts(contentTerms(after).filter((w) => !/^(?:themselves|ourselves|yourself|myself|itself|own)$/.test(w)));
  const saysAct = (u: T): boolean => modal === null || namesQuestionAct(headed(u), modal.act, particles) || subjectActsOn(headed(u), subjectConcepts, objectConcepts);
  for (const piece of evidence) {
    const reading = !DIRECT_KINDS.has(piece.kind) && (piece.verdict === 'yes' || piece.verdict === 'no');
    // (a no stands without the act: "most octopuses appear to be colour-blind" answers "Can octopuses see colour?")
    yield reading && modal && piece.verdict === 'yes' && ((modal.deontic && !modal.inverted) || !saysAct(piece.lead)) ? { ...piece, verdict: 'unstated' } : piece;
  }
}

/**
 * Does a yes/no question ask what is allowed, possible or done as a rule ("Can I…", "May we…", "Will the garage
 * service…", "Do you develop…", "Is it all right to…"), rather than what happened ("Have thatchers had to…", "Did the
 * council…") or how two things compare ("… more slowly than …")? Only such a question is answered by a refusal.
 */
export function asksStandingPractice(query: string): boolean {
  const q = query.trim().toLowerCase();
  if (/\bthan\b/.test(q) || comparisonQuestion(query)) return false;
  return !/^(?:have|has|had|did|was|were)\b/.test(q) && !/^(?:have|has|had|did|was|were)n['’]t\b/.test(q);
}

/**
 * The best scored unit with a sentence that refuses the very thing a yes/no question asks (thing-refused.ts) or sets a
 * limit on the number it gives (limits.ts), or undefined: compose.ts keeps it where nothing else was selected. Pure
 * but for the lexicon.
 */
export function saysNoInOwnWords<T extends VerdictUnit>(query: string, units: T[]): T | undefined {
  const asking = modalQuestion(query);
  const thing = asking?.inverted || !asksStandingPractice(query) ? null : askedThing(query, asking?.act ?? relationVerb(query) ?? shouldVerb(query) ?? claimVerb(query));
  const numbers = askedNumbers(query).length > 0;
  // (a condition, in a unit naming a content word of the question: "We are open … from 12 noon to 10pm" for "open at 11pm")
  const asked = stemsOf(contentTerms(query).join(' '));
  return [...units].sort((a, b) => b.score - a.score).find((u) => u.sentences.some((sentence) => (thing !== null && refusesThing(sentence, thing)) || (numbers && limitVerdict(query, sentence) !== null) || ((u.score > 0 || [...u.stems].some((x) => asked.has(x))) && conditionVerdict(query, sentence) !== null)));
}

/**
 * The unit a verdict read off one of its sentences rests on: that sentence alone (compose.ts then leads with it and
 * keeps the rest of its unit after it), or the unit itself when it has no other sentence.
 */
function saying<T extends VerdictUnit>(unit: T, sentence: string): T {
  return unit.sentences.length <= 1 ? unit : { ...unit, sentences: [sentence], stems: stemsOf(sentence) };
}

/**
 * The evidence on a yes/no or comparison question, in order of trust (verdict-evidence.ts): each reading of the
 * sources yields what it finds; decideVerdict reads them lazily and decides.
 */
function* evidenceFor<T extends VerdictUnit>(
  query: string,
  concepts: Concept[],
  units: T[],
  chosen: T[],
  verdictOf: (sentence: string, concepts: Concept[]) => 'yes' | 'no' | 'qualified',
  firmness: (sentence: string) => number = () => 0,
  missing: Concept[] = [],
  titles: Map<string, string>,
  lead: T,
): Generator<Evidence<T>, void, undefined> {
  const ev = (kind: EvidenceKind, choice: VerdictChoice<T>): Evidence<T> => ({ kind, ...choice, documentId: choice.lead.documentId, ...(choice.lead.headingQuestion ? { section: choice.lead.headingQuestion } : {}) });
  const ranked = units.filter((u) => u.score > 0).sort((a, b) => b.score - a.score);
  const best = ranked[0]?.score ?? 0;
  const required = requiredConcepts(concepts);
  const predicate = predicateConcepts(query, concepts);
  const absent = new Set(missing.map((c) => c.stem).filter((m) => !alternativeStems(query).some((g) => g.has(m) && [...g].some((x) => x !== m && !missing.some((c) => c.stem === x)))));
  // what is claimed of the subject, without the other side of a comparison ("than clinchers")
  const other = new Set(comparedOther(query).map(stem));
  // naming the subject, its modifiers first ("tubeless" in "tubeless tyres": which kind of tyre)
  const focus = questionFocus(query);
  const subject = (focus?.words ?? []).map((w) => ({ term: w, stem: stem(w), soft: false }));
  const subjectWeight = (u: T): number => mentioned(subject, u.stems).reduce((n, c) => n + (subject.length > 1 && c.term !== focus?.head ? 2 : 1), 0);
  const core = predicate.filter((c) => !other.has(c.stem)).length > 0 ? predicate.filter((c) => !other.has(c.stem)) : predicate;
  // Another value of the attribute asked (verdict-value.ts; read first: the asked value is often in no source, and
  // that is no gap when another value is stated): "Is the bracket cast iron?" over "The bracket is cast in
  // aluminium" is a no, resting on a unit of a document the answer draws on that names the whole subject (in its words,
  // its headings or its title) and half or more of the rest of the claim; none while a fair unit names the asked value itself
  const subjectStems = new Set(subject.map((c) => c.stem));
  // (every noun of the subject, in a unit, its headings or its title: the bracket of "the pump bracket", not the pump's
  // beam; "made" of "the pump bracket made of…" is the frame)
  // (a modifier the focus runs on into after its noun, "enough" of "the annual allowance enough", "large" of "the
  // reserve large enough", is what is claimed, not a noun the unit must name)
  // (and a noun used mostly as a verb, "reserve", is still the thing when nothing else is)
  const subjectTail = [...subject];
  while (subjectTail.length > 1 && isModifierWord(subjectTail.at(-1)?.term ?? '')) subjectTail.pop();
  const nouns = subjectTail.filter((c) => verbShareOfForm(c.term) < 0.5);
  const things = nouns.length > 0 || subjectTail.length === subject.length ? nouns : subjectTail;
  const aboutSubject = (u: T): boolean => mentioned(things, new Set([...unitStems(u), ...(u.context ?? []), ...stemsOf(titles.get(u.documentId) ?? '')])).length === things.length;
  const drawnOn = new Set(chosen.map((u) => u.documentId));
  // A cleft question ("Is it the mites' feeding that kills the colony?"; cleft-question.ts): the sentence saying the act
  // of the focus, minimised or plain, or of another thing set against it, decides; one sharing words only does not
  const cleft = cleftAsked(query);
  if (cleft) {
    const said = [...units]
      .filter((u) => drawnOn.has(u.documentId) || u.score > 0)
      .sort((a, b) => b.score - a.score)
      .flatMap((u) => u.sentences.map((sentence) => ({ u, sentence, v: cleftVerdict(sentence, cleft) })))
      .filter((x): x is { u: T; sentence: string; v: 'yes' | 'no' } => x.v !== null);
    // (a no in its order in the document, "The mite itself does limited harm" before "The greater damage comes from…",
    // the other beside it)
    const noes = said.filter((x) => x.v === 'no');
    const place = (x: { u: T; sentence: string }): number => (x.u.place ?? x.u.order ?? 0) * 100 + x.u.sentences.indexOf(x.sentence);
    const inOrder = noes.filter((x) => x.u.documentId === noes[0]?.u.documentId).sort((a, b) => place(a) - place(b));
    const first = inOrder[0] ?? said[0];
    const second = inOrder.find((x) => x.sentence !== first?.sentence);
    yield ev('cleft', first ? { lead: saying(first.u, first.sentence), verdict: first.v, ...(second ? { other: saying(second.u, second.sentence) } : {}) } : { lead, verdict: 'unstated' });
    return;
  }
  // The case asked, excepted from a general rule ("Card payments are accepted everywhere except Colle Nero" for "Can I
  // pay by card at Colle Nero?"; excepted-case.ts): the best scored sentence of a document the answer draws on that
  // excepts what the question names decides
  if (/^\s*(?:\S+\s+){0,12}?(?:can|could|may|might|is|are|do|does|will|would)\b/i.test(query)) {
    const excepted = ranked
      .filter((u) => u.score >= best * 0.3 && drawnOn.has(u.documentId))
      .flatMap((u) => u.sentences.map((sentence) => ({ u, sentence, v: exceptedVerdict(sentence, query) })))
      .find((x): x is { u: T; sentence: string; v: 'yes' | 'no' } => x.v !== null);
    if (excepted) {
      yield ev('excepted', { lead: saying(excepted.u, excepted.sentence), verdict: excepted.v });
      return;
    }
  }
  // An event still to come ("Is it going to fall down?"; risk-question.ts): a sentence denying or stating the risk of it,
  // said of the thing asked ("The bridge is not in danger of collapse"), decides; none: the readings below
  const event = eventAsked(query);
  if (event) {
    const risked = [...units]
      .filter((u) => drawnOn.has(u.documentId) || u.score > 0)
      .sort((a, b) => b.score - a.score)
      .flatMap((u) => u.sentences.map((sentence) => ({ u, sentence, v: riskVerdict(sentence, event) })))
      .filter((x): x is { u: T; sentence: string; v: 'no' | 'qualified' } => x.v !== null);
    const first = risked.find((x) => x.v === 'no') ?? risked[0];
    if (first) {
      yield ev('risk', { lead: saying(first.u, first.sentence), verdict: first.v });
      return;
    }
  }
  // An opinion asked ("Is keeping hens worth it for the eggs?"; opinion-question.ts): only a sentence judging the worth
  // itself decides; figures or what the writer did give no verdict, and judgements both ways make it qualified or
  // (across documents) the sources disagree
  if (opinionAsked(query)) {
    const judged = [...units]
      .filter((u) => drawnOn.has(u.documentId) || u.score > 0)
      .sort((a, b) => b.score - a.score)
      .flatMap((u) => u.sentences.map((sentence) => ({ u, sentence, v: judgementStated(sentence) })))
      .filter((x): x is { u: T; sentence: string; v: 'yes' | 'no' } => x.v !== null);
    const first = judged[0];
    if (!first) {
      yield ev('opinion', { lead, verdict: 'unstated' });
      return;
    }
    const other = judged.find((x) => x.v !== first.v);
    yield ev('opinion', other ? { lead: saying(first.u, first.sentence), verdict: other.u.documentId === first.u.documentId ? 'qualified' : 'disagree', other: saying(other.u, other.sentence) } : { lead: saying(first.u, first.sentence), verdict: first.v });
    return;
  }
  // A limit a sentence sets on the number the question gives (limits.ts): an age threshold ("Nobody under 14 may use
  // it") against an age the question or a statement before it gives ("My daughter is twelve."), a maximum ("no more
  // than two items") against a count asked ("three lamps"); read first, as the asked number is often in no source.
  // It rests on a unit naming a word of the claim besides the number (its own words, or its headings: the act or the
  // thing limited), the best scored first.
  // (the limit is set on what is asked: its sentence names the act or thing in its own words, not only the person an
  // age names, "Children aged 8 and over can join the club" for "Can a twelve-year-old belay?"; the most of them first)
  // (not for a comparison: a limit read against one of its numbers says whether that one passes, not which side has
  // more: "less than 250 g you do not need a Flyer ID" read against my 249 g drone for "does he need more paperwork than
  // me?" of my brother's 570 g one)
  if (askedNumbers(query).length > 0 && !comparisonQuestion(query) && !/\bthan\b/i.test(query)) {
    const claimWords = required.filter((c) => !/\d/.test(c.term) && Number.isNaN(numberValue(c.term)) && !AGE_WORDS.test(c.term) && !(c.phrases ?? []).some((p) => p.includes(AGE_STEM)));
    // (or, naming none, in a unit whose title and headings name half the claim or more, of a document the answer draws
    // on: "Drivers must be at least 23 years old" in "Brackley Van Hire terms and conditions" for "Can a 21-year-old
    // hire a van from Brackley?")
    const around = (u: T): number => mentioned(claimWords, new Set([...(u.context ?? []), ...stemsOf(titles.get(u.documentId) ?? '')])).length;
    const limited = ranked
      .filter((u) => u.score >= best * 0.2)
      .flatMap((u) => u.sentences.map((sentence) => {
        const reading = limitReading(query, sentence);
        return { u, sentence, v: reading?.verdict ?? null, beyond: reading?.beyond === true, named: mentioned(claimWords, stemsOf(sentence)).length };
      }))
      .filter((x) => x.v !== null && (x.named > 0 || (drawnOn.has(x.u.documentId) && claimWords.length > 0 && around(x.u) * 2 >= claimWords.length)))
      // (as many words of the claim named, a bar before a qualified answer before a permission: "All marathon runners
      // must be 18 or older" over "Runners aged 16 and 17 may enter the 10K" for a 17-year-old asking of the marathon)
      // (a rule covering the age asked before one it lies beyond: "Children aged 8 to 13 may swim without an adult only
      // if…" over "Children under 8 must be accompanied" for a ten-year-old)
      .sort((a, b) => Number(a.beyond) - Number(b.beyond) || b.named - a.named || LIMIT_ORDER.indexOf(a.v ?? 'yes') - LIMIT_ORDER.indexOf(b.v ?? 'yes'))[0];
    if (limited?.v) yield ev('limit', { lead: saying(limited.u, limited.sentence), verdict: limited.v });
  }
  // A condition a sentence sets on the case asked (verdict-condition.ts): the days or hours something is open or allowed
  // against a day or a time asked, a place it is restricted to against a place asked, an "only" scope against who or
  // what is asked about; read first, as the asked day, time or place is often in no source. It rests on a sentence of a
  // document the answer draws on that names a word of the claim besides the case (or, for days, hours and places, in a
  // unit whose title and headings name half the claim), the most of them first.
  // (not for a comparison, as for a limit above: the days one side is open on, read against the other side's day,
  // "The counter will open … on Mondays, Wednesdays and Fridays" against the van's Thursdays, say nothing of which is
  // open more)
  if (!comparisonQuestion(query) && !/\bthan\b/i.test(query)) {
    const caseWords = conditionWords(query);
    const claimWords = required.filter((c) => !caseWords.has(c.stem) && !/\d/.test(c.term) && !c.soft);
    const around = (u: T): number => mentioned(claimWords, new Set([...(u.context ?? []), ...stemsOf(titles.get(u.documentId) ?? '')])).length;
    // (not under a question heading answered "Yes."/"No.": that answer is the FAQ's, read below; nor an "only" scope
    // whose sentence forbids or allows the act asked the same way, the 'modality' evidence's: "must not repair …: only a
    // registered engineer may")
    const modalAsked = modalQuestion(query);
    const sameModality = (sentence: string, verdict: string): boolean => {
      const m = modalAsked ? modalityStated(sentence, actStems(modalAsked.act)) : null;
      return m !== null && (m === 'forbidden') !== modalAsked?.inverted === (verdict === 'no');
    };
    const conditioned = [...units]
      .filter((u) => drawnOn.has(u.documentId) && (u.score > 0 || around(u) > 0) && !u.headingAnswer)
      .flatMap((u) => u.sentences.map((sentence) => ({ u, sentence, c: conditionVerdict(query, sentence), named: mentioned(claimWords, stemsOf(sentence)).length + mentionedInOtherWords(claimWords, stemsOf(sentence), 'direct').length })))
      .filter((x) => x.c !== null && !(x.c.kind === 'only' && sameModality(x.sentence, x.c.verdict)) && (x.named > 0 || (x.c.kind !== 'only' && claimWords.length > 0 && around(x.u) * 2 >= claimWords.length)))
      .sort((a, b) => b.named - a.named || b.u.score - a.u.score);
    // (two sentences the answer draws on setting the case asked the opposite ways, "will lose their Sunday bus …" read as a
    // yes beside "will run … on Mondays to Saturdays", are no condition to read: the reading that misread one of them
    // would ship a verdict its own body contradicts)
    const top = conditioned[0];
    const opposite = (v: string | undefined): string | null => (v === 'yes' ? 'no' : v === 'no' ? 'yes' : null);
    const contradicted = top?.c ? conditioned.some((x) => x.c?.kind === top.c?.kind && x.c?.verdict === opposite(top.c?.verdict)) : false;
    if (top?.c && !contradicted) yield ev('condition', { lead: saying(top.u, top.sentence), verdict: top.c.verdict });
  }
  const asked = thresholdQuestion(query) || comparisonQuestion(query) ? null : askedValue(query, core.filter((c) => !subjectStems.has(c.stem)));
  if (asked) {
    const valueStem = stem(asked.value);
    const rest = core.filter((c) => c.stem !== valueStem && c.stem !== asked.modifier && !subjectStems.has(c.stem) && !c.soft && !LIGHT_VERB.test(c.stem));
    const restNamed = (u: T): boolean => rest.filter((c) => namesAsked([c], unitStems(u), headed(u))).length * 2 >= rest.length;
    const fair = ranked.filter((u) => u.score >= best * 0.3 && drawnOn.has(u.documentId) && aboutSubject(u) && restNamed(u));
    const value: Concept = { term: asked.value, stem: valueStem, soft: false };
    if (!fair.some((u) => mentioned([value], u.stems).length > 0 || mentionedInOtherWords([value], u.stems, 'direct').length > 0)) {
      const said = fair.find((u) => u.sentences.some((sentence) => otherValueStated(sentence, asked) !== null));
      if (said) yield ev('value', { lead: said, verdict: 'no' });
    }
  }
  // The very thing asked for, refused in the source's own words (thing-refused.ts): "We do not allow oil-based inks
  // anywhere" for "Am I allowed to bring my own oil-based ink?", "we do not process colour film" for "Could I bring
  // colour negative film along to be developed?", "Bonfires are not permitted on any plot": a no, resting on a unit of a
  // document the answer draws on (a refusal often shares few words with the question: any unit of those documents,
  // the best scored first); not for a question asking whether something is forbidden ("Is it illegal to …?"); read
  // before coverage, as the thing is named in the source's words and a word around it may be in none ("for printing")
  // (nor for a comparison: "did not lead to more weight loss than calorie restriction" compares, it refuses nothing)
  const asking = modalQuestion(query);
  const thing = asking?.inverted || !asksStandingPractice(query) ? null : askedThing(query, asking?.act ?? relationVerb(query) ?? shouldVerb(query) ?? claimVerb(query));
  if (thing) {
    // (a refusal said only of places the question does not name, "Dogs are not allowed in the café" for "… to the
    // beach?", is an exception elsewhere: no evidence either way)
    // (a sentence stating the modality of the act a permission question asks is the 'modality' evidence's, read below)
    const refuses = (sentence: string): boolean => {
      if (asking && modalityStated(sentence, actStems(asking.act)) !== null) return false;
      const clause = refusingClause(sentence, thing);
      return clause !== null && !refusedElsewhere(clause, query);
    };
    const refusing = [...units].sort((a, b) => b.score - a.score).find((u) => drawnOn.has(u.documentId) && u.sentences.some(refuses));
    const sentence = refusing?.sentences.find(refuses);
    if (refusing && sentence) yield ev('refusal', { lead: saying(refusing, sentence), verdict: 'no' });
  }
  // What is claimed is mostly missing from the sources ("do bees sting more in cities" with no word on stings): no verdict.
  // (one of two alternatives missing, "cement or mortar" with no word on cement, is no gap while the other is there)
  // (a comparative measured by figures, "cheaper": a price of each side says it in no word of its own; comparison.ts)
  const byFigure = comparisonQuestion(query);
  // (nor the "of" complement of a quality asked of a holder, "falling" of "in danger of falling down": a sentence may
  // say it in its own word, "collapse", and the holder's reading checks that word; quality-holder.ts)
  const asQuality = qualityQuestion(query);
  const ofQuality = new Set(asQuality && qualityHolder(query, asQuality) !== null ? qualityComplement(query, asQuality.quality).map(stem) : []);
  const gap = predicate.filter((c) => absent.has(c.stem) && !(byFigure && comparativeByFigures(c.term, byFigure)) && !ofQuality.has(c.stem));
  if (gap.length * 2 >= predicate.length && (gap.length > 0 || predicate.length === 0)) {
    yield ev('coverage', { lead, verdict: 'unstated' });
    return;
  }
  // nor where what a linking verb frames is missing ("Do lacquerers become IMMUNE…?"; frame-words.ts): it is the claim
  const complement = linkedComplement(query);
  if (complement !== null && absent.has(stem(complement))) {
    yield ev('coverage', { lead, verdict: 'unstated' });
    return;
  }
  // An FAQ's question heading that asks (most of) the same question, answered "Yes."/"No."
  // (the sentence right after its "Yes." first, unless another states the claim in its own words)
  // (and about what is asked: half or more of the words of the claim that are not the documents' setting, and every
  // thing among them, are named by the heading or its answer, in their own word or a direct synonym; "Can I borrow tools without joining? Yes." says nothing of a
  // deposit for the floor sander, whatever words of the setting the two share: verdict-ground.ts)
  // (a word no source uses has its note already and asks nothing of the heading; of words joined by "or", one named will do)
  // (a name or a day counts here, "on Sundays": what the heading asks must be the same thing)
  const faqGround = groundOf(query, units, titles, core, required, subject);
  const faqAskedAll = [...faqGround.asked, ...faqGround.telling].filter((c, i, all) => all.findIndex((x) => x.stem === c.stem) === i && !absent.has(c.stem) && !missing.some((m) => m.stem === c.stem));
  const alternatives = alternativeStems(query);
  const aboutAsked = (u: T): boolean => {
    // (the writer of a first-person text is its "my": "the blogger's first wheel" under "Was my first wheel a success?"; verdict-deciding.ts)
    const faqAsked = faqAskedAll.filter((c) => !writerSpokenOf(c.term, headed(u)));
    const named = faqAsked.filter((c) => namesAsked([c], unitStems(u), headed(u)) || alternatives.some((g) => g.has(c.stem) && faqAsked.some((x) => x !== c && g.has(x.stem) && namesAsked([x], unitStems(u), headed(u)))));
    // (every thing asked about, a word used mostly as a noun: "Sundays" is not "weekends"; an act may be worded
    // otherwise, "build" for a wall asked of as "Is there mortar in a dry-stone wall?")
    return named.length * 2 >= faqAsked.length && faqAsked.every((c) => named.includes(c) || verbShareOfForm(c.term) >= 0.5);
  };
  const faq = chosen
    .filter((u) => u.headingAnswer && u.headingQuestion && mentioned(required, stemsOf(u.headingQuestion)).length * 2 >= required.length && claimsPredicate(u, predicate) && aboutAsked(u))
    .sort((a, b) => mentioned(predicate, withReferent(b)).length - mentioned(predicate, withReferent(a)).length || (a.order ?? 0) - (b.order ?? 0))[0];
  // (or a heading asking the same in other words, matched by its roles: the things and acts each asks about, less the
  // document's setting, and the sort of question, "Are dogs welcome on site?" for "Am I allowed to bring my dog to the
  // allotments?"; faq-match.ts), in a document the answer draws on
  const faqOther = faq ? undefined : [...units].sort((a, b) => b.score - a.score).find((u) => u.headingAnswer && u.headingQuestion && (drawnOn.has(u.documentId) || u.score > 0) && headingAsksSame(query, u.headingQuestion, new Set([...stemsOf(titles.get(u.documentId) ?? '')])));
  const faqUnit = faq ?? faqOther;
  if (faqUnit?.headingAnswer) {
    // ("Yes, but they must be kept on a short lead": the answer holds under the condition it adds)
    const opening = units.find((u) => u.documentId === faqUnit.documentId && u.headingQuestion === faqUnit.headingQuestion && u.sentences.some((x) => /^\s*(?:yes|no)\b/i.test(x)))?.sentences.find((x) => /^\s*(?:yes|no)\b/i.test(x));
    yield ev('faq', { lead: faqUnit, verdict: opening ? faqAnswerOf(opening, faqUnit.headingAnswer) : faqUnit.headingAnswer });
  }
  // Permission asked (modality.ts): a sentence stating the act's modality, a prohibition ("Blocking or locking a path …
  // is an offence" for "May a farmer padlock a gate…?") or a permission, in a unit of a document the answer draws on
  // that names a word of the claim beyond the act (its own words, its headings, the question heading it answers)
  const modal = modalQuestion(query);
  if (modal) {
    const acts = actStems(modal.act);
    const object = actObject(query, modal.act, LIGHT_VERB.test(stem(modal.act)) || LIGHT_VERB.test(modal.act) || isGeneralWord(modal.act));
    const claimed = required.filter((c) => !acts.has(c.stem) && !c.soft);
    // (what the act is done to, which a passive sentence names before its modal: modality.ts passiveAct)
    const thing = actThing(query, modal.act);
    const namesClaim = (u: T): boolean => {
      const stems = new Set([...unitStems(u), ...(u.context ?? [])]);
      const named = mentioned(claimed, stems).length + mentionedInOtherWords(claimed, stems, 'direct').length;
      return named >= Math.min(u.score > 0 ? 1 : 2, claimed.length);
    };
    // (any unit of those documents, the best first: a prohibition often shares few words with the question, "locking a
    // path" for "padlock a gate across a footpath"; one scored nothing is held to two words of the claim besides the act)
    const said = [...units]
      .sort((a, b) => b.score - a.score)
      .filter((u) => drawnOn.has(u.documentId) && namesClaim(u))
      .map((u) => ({ u, m: u.sentences.map((sentence) => modalityStated(sentence, acts, object, modal.subject, thing)).find((m) => m !== null) ?? null }))
      .find((x) => x.m !== null);
    if (said?.m) yield ev('modality', { lead: said.u, verdict: said.m === 'conditional' ? 'qualified' : (said.m === 'forbidden') !== modal.inverted ? 'no' : 'yes' });
  }
  // An instruction about the action a should-I question asks about.
  const verb = shouldVerb(query);
  if (verb) {
    // (a light verb's sense is all in its object: "Do not use household oils" says nothing of using the machine on
    // leather; the instruction must name the object asked, its word or one WordNet relates to it)
    const object = LIGHT_VERB.test(stem(verb)) || LIGHT_VERB.test(verb.toLowerCase()) ? actObject(query, verb, true) : new Set<string>();
    for (const unit of ranked) {
      const sentence = claimSentence(unit.sentences, predicate);
      // (or an instruction not to use the means the question names: "Do not use vinegar" for "… descale it with vinegar?")
      const said = imperativeVerdict(sentence, verb) ?? (object.size === 0 ? meansInstruction(query, sentence) : null);
      if (said && object.size > 0 && ![...stemsOf(sentence)].some((t) => object.has(t))) continue;
      if (said && otherMeans(query, sentence)) continue;
      // (nor does an instruction naming no means say yes to the means asked: "Clean the glass only when it is cold" says
      // nothing of cleaning it with abrasive powder)
      if (said === 'yes' && !meansNamed(query, sentence)) continue;
      if (said) {
        yield ev('instruction', { lead: unit, verdict: said });
        break;
      }
    }
  }
  // A number asked about ("did more than twenty people die…"): the figure the best sources give for the
  // same thing (threshold.ts); another document whose figure answers the other way: the sources disagree.
  const threshold = thresholdQuestion(query);
  if (threshold) {
    // people counted in other words ("23 volunteers on the hill" for rescuers) where the unit states at least half of
    // the rest of what is asked (not the counted word, the number or a name: "on the hill"; "The mill employed 400
    // people" names the mill but not the dying asked about)
    const names = new Set((query.match(/\b\p{Lu}[\p{L}'’-]+/gu) ?? []).slice(1).map((w) => stem(w.toLowerCase().replace(/['’]s$/, ''))));
    const currencyWords = new Set(quantitiesIn(query).map((q) => q.currencyWord));
    const rest = required.filter((c) => c.stem !== threshold.of && !stemMatches(threshold.of, c.stem) && !currencyWords.has(c.term) && !/^\d/.test(c.term) && Number.isNaN(numberValue(c.term)) && !names.has(c.stem));
    // (or a figure whose subject its document's title or its headings give: "the project cost £310,000" in an article
    // titled "Heron's Lock reopens after gate replacement", "The Trust puts the total cost at £265,000" under "Cost and
    // funding" of "Replacing the bottom gates at Lock 14": the sentence names what is measured, the title what of)
    const about = (u: T): Set<string> => new Set([...u.stems, ...(u.context ?? []), ...stemsOf(titles.get(u.documentId) ?? '')]);
    const titled = (u: T): boolean => rest.length > 0 && mentioned(rest, u.stems).length > 0 && mentioned(required, about(u)).length * 2 >= required.length;
    // the quantity asked: the words of that rest which are not the documents' setting ("cost" in "did the Ashby
    // footbridge repair cost…?" over a document titled "Repairing the Ashby footbridge"); a figure is read where a
    // sentence names it, the nearest figure to it when the sentence gives several ("The appeal raised £3,400 and the
    // repair cost £1,750"), never one of another quantity of the same document while one of the quantity asked is given
    const quantity = askedConcepts(rest, groundDocuments(units, titles));
    // a sum standing before a noun of what is asked is its price ("the £1.2 million restoration" for "did restoring … cost
    // more than a million pounds?"): the figure is bound to the thing as closely as "cost" would bind it
    const priced = (r: PlacedReading): boolean => /^[£$€]$/.test(threshold.of) && r.unit !== '' && mentioned(rest, stemsOf(r.unit)).length > 0 && !mentioned(quantity, stemsOf(r.unit)).length;
    const fair = (u: T, r: PlacedReading): boolean => (r.counted === 'kind' ? rest.length > 0 && mentioned(rest, u.stems).length * 2 >= rest.length : mentioned(required, u.stems).length * 2 >= required.length || titled(u));
    const figures = ranked
      .filter((u) => u.score >= best * 0.5 || (u.score >= best * 0.2 && titled(u)))
      .map((u) => ({ u, rs: u.sentences.flatMap((sentence) => thresholdReadings(sentence, threshold, true).map((r) => ({ r, distance: priced(r) ? 0 : quantityDistance(sentence, r.at, quantity) }))).filter((x) => fair(u, x.r)) }))
      .filter((x) => x.rs.length > 0);
    // one sentence giving two sources' figures of the quantity asked, one each way ("the council counts 312 …, but the
    // society's survey found 340"; figure-sources.ts): the sources disagree, whichever figure is nearer the words asked
    const twoSources = ranked
      .filter((u) => u.score >= best * 0.5 && mentioned(required, u.stems).length * 2 >= required.length)
      .find((u) => u.sentences.some((sentence) => new Set(figuresBySource(sentence, threshold)?.map((f) => f.verdict)).size > 1));
    if (twoSources) yield ev('figure', { lead: twoSources, verdict: 'disagree' });
    // (or a sentence read for the quantity that corrects another's figure the other way: "draws 238 W, not the 195 W
    // printed on the box"; threshold.ts correctsFigure)
    const correcting = twoSources ? undefined : figures.find((x) => x.u.sentences.some((sentence) => correctsFigure(sentence, threshold)))?.u;
    if (correcting) yield ev('figure', { lead: correcting, verdict: 'disagree' });
    const bound = figures.some((x) => x.rs.some((y) => Number.isFinite(y.distance)));
    const read = figures
      .map(({ u, rs }) => ({ u, r: (bound ? rs.filter((y) => Number.isFinite(y.distance)).sort((a, b) => a.distance - b.distance)[0] : rs[0])?.r }))
      .filter((x): x is { u: T; r: PlacedReading } => x.r !== undefined);
    const first = read[0];
    if (first) {
      // no figure named with the quantity asked, and the document giving the first gives another that answers the other
      // way: which of them is the quantity asked is not said, so neither decides
      // (nor, in a unit many quantities share, a currency, a percentage, a measure, one named with none of the words
      // of the quantity asked: "The appeal raised £7,200" gives no cost; a counted noun, "23 people", names its quantity)
      const firstDocument = figures.filter((x) => x.u.documentId === first.u.documentId).flatMap((x) => x.rs);
      const other = read.find((x) => x.u.documentId !== first.u.documentId && x.r.value !== first.r.value && x.r.verdict !== first.r.verdict);
      if (!bound && quantity.length > 0 && (inSharedUnit(threshold) || firstDocument.some((y) => y.r.value !== first.r.value && y.r.verdict !== first.r.verdict))) yield ev('figure', { lead: first.u, verdict: 'unstated' });
      else yield ev('figure', other ? { lead: first.u, verdict: 'disagree', other: other.u } : { lead: first.u, verdict: first.r.verdict });
    }
  }
  // A part where the whole is asked (verdict-part.ts): "Does the grant pay the whole repair bill?" over "The grant covers
  // 80 per cent of the bill" is a no: a proportion below the whole said of the very noun, in a unit of a document the
  // answer draws on that names every noun of the subject
  const whole = wholeAsked(query);
  if (whole) {
    const nouns = wholeStems(whole);
    const said = ranked.find((u) => u.score >= best * 0.3 && drawnOn.has(u.documentId) && aboutSubject(u) && u.sentences.some((sentence) => partStated(sentence, nouns) !== null));
    if (said) yield ev('part', { lead: said, verdict: 'no' });
  }
  // An exception to all of the subject asked (verdict-exception.ts): "Will every one of Castlemere's gas lamps be
  // switched to LED?" over "Ten lamps in Chapel Row will stay on gas" is a no: a count of the very noun with a negation,
  // an exception word or a verb contrary to the asked one, in a unit of a document the answer draws on that names the
  // subject's other words (in its words, its headings or its title)
  const quantified = quantifiedPhrase(query);
  if (quantified && quantified.role === 'subject' && (quantified.quantifier === 'all' || quantified.quantifier === 'every' || quantified.quantifier === 'each')) {
    const nouns = new Set([stem(quantified.head), ...lexicalRelations(quantified.head).direct]);
    const verbAsked = askedVerb(quantified);
    const modifiers = quantified.modifiers.filter((w) => !isStopWord(w)).map((w) => ({ term: w, stem: stem(w), soft: false }));
    const about = (u: T): boolean => mentioned(modifiers, new Set([...unitStems(u), ...(u.context ?? []), ...stemsOf(titles.get(u.documentId) ?? '')])).length * 2 >= modifiers.length;
    const said = [...units].sort((a, b) => b.score - a.score).find((u) => drawnOn.has(u.documentId) && about(u) && u.sentences.some((sentence) => exceptionStated(sentence, nouns, verbAsked) !== null));
    if (said) yield ev('exception', { lead: said, verdict: 'no' });
  }
  // A universal over the complement of a word of the question (verdict-exception.ts): "Have martens killed hens kept
  // behind electric fencing?" over "eleven reported attacks, every one of them at an unfenced coop" is a no, in a
  // unit that names the subject
  if (!thresholdQuestion(query) && !comparisonQuestion(query)) {
    const asked = contentTerms(query);
    const said = ranked.find((u) => u.score >= best * 0.3 && drawnOn.has(u.documentId) && (things.length === 0 || mentioned(things, new Set([...unitStems(u), ...(u.context ?? [])])).length > 0) && u.sentences.some((sentence) => complementStated(sentence, asked) !== null));
    if (said) yield ev('complement', { lead: said, verdict: 'no' });
  }
  // A quality asked of an act or a thing ("is it safe to swim in a quarry"): the first sentence (by
  // score) that states it, its opposite or an instruction against it about what is asked (polarity.ts);
  // another document pointing the other way makes the sources disagree; none: no verdict.
  // (a participle of need or use, "Was glue USED to fix…", "Is a permit NEEDED…", is no quality: it asks whether a thing is there)
  const item = verb && placeAfter(query) ? [] : askedItem(query);
  // A claim denied in other words than a negation (denial.ts): "still used" by "for display only" or "until 1978", "as
  // far as" by "down from 22", "unanimous" by "five votes to two": the best unit of a document the answer draws on,
  // about the subject (its words in the unit, its headings or its paragraph), that says so decides; for "as far as"
  // the sentence names the quality too ("range" for reach).
  const reworded = otherWordsClaim(query);
  if (reworded) {
    const documents = new Set(chosen.map((u) => u.documentId));
    const subject = reworded.subject.map((w) => ({ term: w, stem: stem(w), soft: false }));
    const quality = predicate.filter((c) => !subject.some((x) => x.stem === c.stem));
    const about = (u: T): boolean => {
      const stems = new Set([...u.stems, ...(u.context ?? []), ...(u.passageStems ?? [])]);
      return mentioned(subject, stems).length + mentionedInOtherWords(subject, stems, 'direct').length >= Math.ceil(subject.length / 2);
    };
    const namesQuality = (sentence: string): boolean => reworded.kind !== 'as' || mentioned(quality, stemsOf(sentence)).length + mentionedInOtherWords(quality, stemsOf(sentence), 'direct').length > 0;
    const said = units
      .filter((u) => documents.has(u.documentId) && about(u))
      .sort((a, b) => b.score - a.score)
      .map((u) => ({ u, v: u.sentences.map((sentence) => (namesQuality(sentence) ? otherWordsVerdict(sentence, reworded) : null)).find((v) => v !== null) ?? null }))
      .find((x) => x.v !== null);
    if (said?.v) {
      yield ev('denial', { lead: said.u, verdict: said.v });
      return;
    }
  }
  const quality = verb || item.length > 0 || reworded ? null : qualityQuestion(query);
  if (quality) {
    const said = ranked
      .filter((u) => u.score >= best * 0.3)
      .map((u) => ({ u, v: [...u.sentences].reverse().map((s) => qualityVerdict(s, quality)).find((v) => v !== null) ?? null }))
      .filter((x): x is { u: T; v: 'yes' | 'no' | 'qualified' } => x.v !== null);
    // (none names the "of" phrase, "falling down": the sentence naming the holder and the quality decides, quality-holder.ts)
    const holder = said.length === 0 ? qualityHolder(query, quality) : null;
    const complement = qualityComplement(query, quality.quality);
    if (holder) {
      const aimed = aimedAtHolder(quality, holder);
      const held: { u: T; v: 'yes' | 'no' | 'qualified' }[] = [];
      for (const u of ranked.filter((x) => x.score >= best * 0.3 && drawnOn.has(x.documentId))) {
        const sentence = [...u.sentences].reverse().find((s) => qualityVerdict(s, aimed) !== null && complementSaid(s, quality.quality, complement));
        const v = sentence === undefined ? null : qualityVerdict(sentence, aimed);
        if (sentence !== undefined && v !== null) held.push({ u: saying(u, sentence), v });
      }
      const first = held[0];
      if (first) {
        const other = held.find((x) => x.u.documentId !== first.u.documentId && x.v !== 'qualified' && first.v !== 'qualified' && x.v !== first.v);
        yield ev('holder', other ? { lead: first.u, verdict: 'disagree', other: other.u } : { lead: first.u, verdict: first.v });
        return;
      }
    }
    const first = said[0];
    if (!first) {
      yield ev('quality', { lead, verdict: 'unstated' });
      return;
    }
    const other = said.find((x) => x.u.documentId !== first.u.documentId && x.v !== 'qualified' && first.v !== 'qualified' && x.v !== first.v);
    yield ev('quality', other ? { lead: first.u, verdict: 'disagree', other: other.u } : { lead: first.u, verdict: first.v });
    return;
  }
  // A comparison of two things ("is X larger than Y"): a sentence that compares them, read for which
  // side is which and the comparative's quality (comparison.ts); a difference reported as not
  // significant; else the figures each side is given. None of these: the general reading below.
  const compared = comparisonQuestion(query);
  let comparedOnOther: T[] = [];
  if (compared) {
    const near = ranked.filter((u) => u.score >= best * 0.3);
    const readings = near.map((u) => ({ u, all: u.sentences.map((s, i) => comparisonStated(s, compared, [u.headingQuestion ?? '', ...u.sentences.slice(0, i)].join(' '))) }));
    const said = readings
      .map(({ u, all }) => ({ u, v: all.find((v) => v !== null && v !== 'other') ?? null }))
      .filter((x): x is { u: T; v: 'yes' | 'no' | 'qualified' } => x.v !== null);
    comparedOnOther = readings.filter((x) => x.all.includes('other')).map((x) => x.u);
    const insignificant = near.find((u) => u.sentences.some((s) => notSignificant(s)) && (said.some((x) => x.u.documentId === u.documentId) || mentioned(predicate, u.stems).length > 0));
    const first = said[0];
    if (insignificant && (compared.significantly || first?.v === 'yes')) {
      yield ev('comparison', { lead: insignificant, verdict: compared.significantly ? 'no' : 'qualified' });
      return;
    }
    if (first) {
      const other = said.find((x) => x.u.documentId !== first.u.documentId && x.v !== 'qualified' && first.v !== 'qualified' && x.v !== first.v);
      yield ev('comparison', other ? { lead: first.u, verdict: 'disagree', other: other.u } : { lead: first.u, verdict: first.v });
      return;
    }
    // a bare comparative said of one side ("Modern concrete is weaker in seawater"), read for its side and direction,
    // in a document that names the other side too (what the comparative is set against); a document on one side
    // only ("A full battery left in a hot car ages much faster" for "Is heat worse than cold?") says nothing of the other
    const sideNamedIn = (documentId: string, side: string[]): boolean => units.some((u) => u.documentId === documentId && namesSide(headed(u), side));
    // (the sentence stating most of the claim, else any sentence of the unit saying the comparative: the claim's other words
    // may be the asker's own, "dormice THAT LIVE IN LOFTS", which the sentence saying "much larger" need not repeat)
    const bare = near
      .flatMap((u) => [claimSentence(u.sentences, core), ...u.sentences].map((sentence) => ({ u, sentence, v: bareComparativeStated(sentence, compared) })))
      .find((x) => x.v !== null && sideNamedIn(x.u.documentId, namesSide(x.sentence, compared.subject) ? compared.other : compared.subject));
    if (bare?.v) {
      yield ev('comparison', { lead: bare.u, verdict: bare.v });
      return;
    }
    // a superlative said of one side, in a document that names the other too: both are among what it ranks ("The
    // Brindle Pro 13 is the strongest of the five" beside a row for the Haulmark Static)
    const ranking = near
      .map((u) => ({ u, v: superlativeStated(claimSentence(u.sentences, core), compared) }))
      .find((x) => x.v !== null && sideNamedIn(x.u.documentId, namesSide(headed(x.u), compared.subject) ? compared.other : compared.subject));
    if (ranking?.v) {
      // (the other side's best unit follows it, so the point names both: a table row of it, where the figures may be set side by side)
      const otherSide = namesSide(headed(ranking.u), compared.subject) ? compared.other : compared.subject;
      const theirs = ranked.find((u) => u !== ranking.u && u.documentId === ranking.u.documentId && namesSide(headed(u), otherSide) && !namesSide(headed(u), otherSide === compared.other ? compared.subject : compared.other));
      yield ev('comparison', { lead: ranking.u, verdict: ranking.v, ...(theirs ? { other: theirs } : {}) });
      return;
    }
    // the figures: the unit giving the subject's leads, the other side's follows it
    const sentences = near.flatMap((u) => u.sentences.map((s) => ({ u, s })));
    // (a line with no subject of its own, a table row or list item or a "Weight: 4.1 kg", naming neither side is of the side
    // its heading or its document's title names alone: figure-sides.ts; a sentence with a subject, "The project cost
    // £212,000", says what it is of itself)
    const label = (x: { u: T; s: string }): boolean => x.u.line !== undefined || /^[^.:;]{1,40}:\s/.test(x.s);
    const byFigures = figuresVerdict(
      sentences.map((x) => x.s),
      compared,
      sentences.map((x, i) => i > 0 && sentences[i - 1]?.u === x.u),
      compared.topic === undefined && !compared.groups ? sentences.map((x) => (label(x) ? headedSide(x.s, x.u.heading ?? '', titles.get(x.u.documentId) ?? '', compared) : null)) : [],
    );
    if (byFigures) {
      const mine = sentences[byFigures.subjectSentence]?.u ?? lead;
      const theirs = sentences[byFigures.otherSentence]?.u;
      yield ev('comparison', { lead: mine, verdict: byFigures.verdict, ...(theirs && theirs !== mine ? { other: theirs } : {}) });
      return;
    }
    // each side's figure in a document on that side alone ("It weighs 18 kg" in the Falcon's review; figure-sides.ts)
    // (and a document whose title names one side alone, though none of its lines says the question's words: "Noise level:
    // 82 dB(A)" in the Mowmaster M40's specification says "quieter" by its figure alone)
    const titledSide = (u: T): boolean => documentSide(titles.get(u.documentId) ?? '', compared) !== null;
    const bySides = figuresBySide(units, [...ranked, ...units.filter((u) => u.score <= 0 && titledSide(u))], compared, titles);
    if (bySides) {
      yield ev('comparison', { lead: bySides.subject, verdict: bySides.verdict, other: bySides.other });
      return;
    }
    // two circumstances compared and no source setting them side by side: a sentence on one of them says nothing of the other
    if (compared.topic !== undefined) {
      yield ev('comparison', { lead, verdict: 'unstated' });
      return;
    }
  }
  // units that compare the two only on another quality ("X is less stable than Y" for "more durable")
  const otherQuality = new Set(compared ? comparedOnOther : []);
  // The sentence stating most of the claim (firmly); a report's findings before its background; naming the subject; then the lead, then by score.
  const roleRank = (u: T): number => (u.role === 'finding' ? 0 : u.role === 'setup' ? 2 : 1);
  // A yes/no question's verb must be stated (or its contrary): naming its object is not the claim.
  const relation = relationVerb(query);
  // ...of what it is asked about: the relation's object is named too ("intercepting sewers" states no stopping of cholera)
  const at = relation ? query.toLowerCase().indexOf(` ${relation} `) : -1;
  const objects = relation ? mentioned(required, stemsOf(query.slice(at + relation.length + 2))) : [];
  const subjectWords = relation ? mentioned(required, stemsOf(query.slice(0, at))) : [];
  // a named subject ("Did Thomas Bouch build…"): a sentence saying it was done by someone else named answers no
  const named = relation ? (query.slice(0, at).match(/\b\p{Lu}[\p{L}'’-]+/gu) ?? []).slice(1) : [];
  const relationOf = (u: T): 'same' | 'contrary' | null => {
    if (!relation) return 'same';
    const text = headed(u);
    // the object named, or the relation said of the subject with no object of its own ("A honing steel does not sharpen:")
    const textStems = stemsOf(text);
    if (objects.length > 0 && mentioned(objects, textStems).length === 0 && mentionedInOtherWords(objects, textStems, 'direct').length === 0 && !(mentioned(subjectWords, stemsOf(text)).length > 0 && saidWithoutObject(relation, text))) return null;
    const said = relationStated(relation, text) ?? (subjectActsOn(text, subjectWords, objects) ? 'same' : null);
    return said === 'same' && named.length > 0 && byOtherAgent(text, named) ? 'contrary' : said;
  };
  // "Can I take my cat in the cabin?": the light verb's object named too (its own word, a direct synonym, a word for its kind)
  // (its head: "stove" of "camping stove")
  const objectHead = lightVerbObject(query).at(-1);
  const object = objectHead ? { term: objectHead, stem: stem(objectHead), soft: false } : null;
  const namesObject = (u: T): boolean =>
    object === null || mentioned([object], u.stems).length > 0 || mentionedInOtherWords([object], u.stems, 'direct').length > 0 || broaderWords(object.term).some((w) => u.stems.has(stem(w)));
  // (and, down to 30% of the best score, a unit that says the relation of the subject in its own verb: "The
  // conservators did not reweave…" decides even when the answer's selection left it out)
  const sayingOfSubject = (u: T): boolean => relation !== null && mentioned(subjectWords, stemsOf(headed(u))).length > 0 && relationStated(relation, headed(u)) !== null;
  const near = [lead, ...chosen.filter((u) => u !== lead && u.score >= best * 0.5), ...ranked.filter((u) => u !== lead && !chosen.includes(u) && u.score >= best * 0.3 && sayingOfSubject(u))];
  // (and a unit naming what the claim turns on, a word of the predicate none of those names, whatever its rank by
  // overlap: "You do not need a LICENCE to walk a transect" under a page whose every sentence says "bat" and
  // "transect"; the units naming it come first, then those stating most of the claim)
  const turning = turningConcepts(predicate, near, ranked.filter((u) => u.score >= best * 0.3));
  // (the thing a need/use question asks to be there, "a licence", "glue", named or denied in other words, weighs most: denial.ts)
  const itemOf = (u: T): 'denied' | 'named' | null => {
    const said = u.sentences.map((sentence) => itemStated(sentence, item));
    return said.includes('denied') ? 'denied' : said.includes('named') ? 'named' : null;
  };
  // (denied first: "No adhesive was used anywhere" before "As the glue aged it shrank", which names the old glue)
  const turnsOn = (u: T): number => {
    const said = itemOf(u);
    const own = said === 'denied' ? 3 : said === 'named' ? 2 : 0;
    return own + (turning.length === 0 ? 0 : mentioned(turning, unitStems(u)).length + mentionedInOtherWords(turning, unitStems(u), 'direct').length);
  };
  // (a denial in other words scores nothing by overlap, "adhesive" for glue: any unit of a document the others come from)
  const nearDocuments = new Set(near.map((u) => u.documentId));
  // the sentence a unit's claim is read on: for a need/use question the one naming the thing asked ("You do not need a
  // licence to walk…", not "You do need one to catch… at a roost" it brings along for its "one"), else its claim sentence
  const claimOf = (u: T): string => (item.length > 0 ? u.sentences.filter((sentence) => itemStated(sentence, item) !== null).at(-1) : undefined) ?? claimSentence(u.sentences, core, query);
  // a verdict rests only on a unit naming what the question asks, beyond its setting (verdict-ground.ts): the claim's
  // words that tell the documents' sentences apart, in its own words, a direct synonym or the question heading it answers
  // ("Northvale Interpreting Service arranges interpreters…" names only the setting of "can an assessment be interpreted
  // over video link by Northvale?"); a comparison is read on its own terms above
  const found = compared ? null : faqGround;
  // no unit names any asked word ("found" where the sources say "recorded"): the verdict rests on the subject's telling
  // words, and only a denial said of it answers
  // (with no telling subject word either, nothing tells the sentences apart: the reading below stands unchecked, as before)
  const askedNowhere = found !== null && found.asked.length > 0 && !found.bySubject && !units.some((u) => u.score > 0 && namesAsked(found.asked, unitStems(u), headed(u)));
  const grounds = found && askedNowhere ? (found.told.length > 0 ? { ...found, asked: found.told, bySubject: true } : null) : found;
  // (then a plain yes would rest on a sentence naming none of the claim: never by default)
  const noYes = askedNowhere && grounds === null;
  // (a unit of a document whose title states the claim speaks to it through any word of the claim: titleStatesClaim)
  const titleVerb = grounds === null ? null : claimVerb(query);
  const claimTitled: Set<string> = new Set(grounds === null ? [] : [...new Set(units.map((u) => u.documentId))].filter((id) => titleStatesClaim(grounds.claimWords, stemsOf(titles.get(id) ?? ''), titleVerb)));
  const grounded = (u: T): boolean =>
    grounds === null ||
    grounds.asked.length === 0 ||
    namesAsked(grounds.asked, unitStems(u), headed(u)) ||
    (item.length > 0 && u.sentences.some((sentence) => itemStated(sentence, item) !== null)) ||
    (claimTitled.has(u.documentId) && namesAsked(grounds.claimWords, unitStems(u), headed(u))) ||
    // (a finding reported as not significant, of a word of the claim: "a reduction of 10 percent … not statistically
    // significant" for "does vitamin D prevent colds?": the measured effect, in the trial's words)
    (notSignificant(claimSentence(u.sentences, core)) && namesAsked(grounds.claimWords, unitStems(u), headed(u)));
  const candidates = [...near, ...ranked.filter((u) => !near.includes(u) && u.score >= best * 0.3 && turnsOn(u) > 0), ...units.filter((u) => !near.includes(u) && !(u.score >= best * 0.3) && nearDocuments.has(u.documentId) && (itemOf(u) === 'denied' || (grounds?.bySubject === true && grounded(u))))];
  // a comparison read in general: the unit names the side asked about ("Is Willem heavier than Gertrude?": "The largest
  // bell, Gertrude, sounds a low G" says nothing of Willem) and its claim speaks to the comparison (a comparative, or the
  // quality compared: "Fasting is popular for weight loss" says nothing of which is better)
  // (a sentence setting the other side against something, "…did not lead to more weight loss than calorie restriction",
  // compares it with the subject named in other words)
  const bothSides = (u: T): boolean => {
    if (!compared || compared.subject.length === 0 || compared.other.length === 0) return true;
    const claim = claimSentence(u.sentences, core);
    const againstOther = /\bthan\b/i.test(claim) && namesSide(claim.slice(claim.search(/\bthan\b/i)), compared.other);
    return (namesSide(headed(u), compared.subject) || againstOther) && speaksToComparison(claim, compared);
  };
  // (a claim made with a comparative, "make books CHEAPER", is stated only by a unit that says that quality: "the Index of
  // Prohibited Books" names the books, not their price; comparative-claim.ts)
  // (not where the question sets two things side by side, "cheaper online than at the airport": their figures say it)
  const qualities = compared || /\bthan\b/i.test(query) ? [] : comparativeBases(predicate.map((c) => c.term)).map(qualityStems);
  const stating = candidates.filter((u) => (claimsPredicate(u, predicate) || itemOf(u) !== null || grounds?.bySubject === true) && (relationOf(u) !== null || (grounds !== null && notSignificant(claimSentence(u.sentences, core)))) && namesObject(u) && bothSides(u) && grounded(u) && speaksToQualities(qualities, unitStems(u), u.sentences.join(' ')));
  // of the question's subject when some say it of the subject ("A honing steel does not sharpen", not "A whetstone grinds…")
  // (in its own verb or a synonym: "Bouch … chosen to design a bridge over the Forth" only names both)
  const ofSubject = stating.filter((u) => mentioned(subjectWords, stemsOf(headed(u))).length > 0 && relation !== null && relationStated(relation, headed(u)) !== null);
  // (1 when a sentence of the unit says that most of what is claimed, the act included where the question names one, is not shown)
  const notShownOf = (u: T): number => (u.sentences.some((sentence) => claimsNotShown(sentence).some((p) => mentioned(core, stemsOf(p)).length * 2 >= Math.max(1, core.length))) ? 1 : 0);
  const claiming = (ofSubject.length > 0 ? ofSubject : stating)
    .map((u, i) => ({ u, i, n: predicateStrength(u, core) + 1.5 * firmness(u.sentences.at(-1) ?? ''), about: subjectWeight(u), told: grounds && grounds.told.length > 0 && mentioned(grounds.told, unitStems(u)).length > 0 ? 1 : 0, turns: turnsOn(u), dated: otherTime(claimOf(u), query) ? 1 : 0, explicit: relation === null || relationStated(relation, headed(u)) !== null ? 1 : 0, unshown: notShownOf(u) }))
    // the relation in its own words before a sentence that only names the subject and then the object
    // (and first a sentence that says the claim itself is not shown, "no clinical evidence that time in the chamber
    // cures asthma", over one that describes the chamber: evidence-denial.ts)
    .sort((a, b) => b.unshown - a.unshown || b.explicit - a.explicit || b.turns - a.turns || b.told - a.told || a.dated - b.dated || b.n - a.n || roleRank(a.u) - roleRank(b.u) || b.about - a.about || a.i - b.i)
    .map((x) => x.u);
  const first = claiming[0];
  if (!first) {
    // "Only assistance dogs may travel in the cabin": a restriction of the place to others answers no for the object
    if (object) {
      const restricted = ranked.find((u) => u.score >= best * 0.3 && claimsPredicate(u, predicate) && u.sentences.some((sentence) => restrictedToOthers(sentence, object.term)));
      if (restricted) {
        yield ev('statement', { lead: restricted, verdict: 'no' });
        return;
      }
    }
    yield ev('statement', { lead, verdict: 'unstated' });
    return;
  }
  // resting on a sentence that compares the two on another quality: its yes or no would be a guess
  if (otherQuality.has(first)) {
    yield ev('statement', { lead: first, verdict: 'unstated' });
    return;
  }
  // a denial by "without", "instead of", "rather than", "free of"… of what is claimed (negation.ts); else the sentence's own reading
  // (and a denial beside a clause that only describes the subject: "a single Rosy Footman, a species that had not been recorded before"; verdict-ground.ts)
  const read = (sentence: string): 'yes' | 'no' | 'qualified' =>
    deniesClaim(sentence, core, query) || itemStated(sentence, item) === 'denied' || quantifierDenied(sentence, query) || (grounds !== null && deniedBesideDescription(sentence, grounds.claimAsked, required)) || (grounds !== null && notSignificant(sentence))
      ? 'no'
      : verdictOf(sentence, required);
  // a source that says it does not know: no verdict, the sentence saying so leads; also when it says so of a part of
  // what is asked that the chosen sentence does not name ("makes no claim about carbon storage" over "blocked the
  // ditches on Fenwick Moss" for "has the rewetting made Fenwick Moss store more carbon")
  if (disclaims(claimSentence(first.sentences, core), core)) {
    yield ev('statement', { lead: first, verdict: 'unstated' });
    return;
  }
  const firstNames = new Set(mentioned(core, stemsOf(headed(first))).map((c) => c.stem));
  const disclaimer = claiming.find((u) => u !== first && disclaims(claimSentence(u.sentences, core), core) && mentioned(core, stemsOf(claimSentence(u.sentences, core))).some((c) => !firstNames.has(c.stem)));
  if (disclaimer) {
    yield ev('statement', { lead: disclaimer, verdict: 'unstated' });
    return;
  }
  // "Did anyone die?", "Has anybody climbed it?": one sentence saying it of a person answers yes; a denial answers no
  // only when it covers everyone ("No one died"), not one person ("The driver did not die")
  if (/^\s*(?:did|does|do|has|have|had|was|were|is|are|will|would|can|could)\s+(?:anyone|anybody|someone|somebody)\b/i.test(query)) {
    for (const u of claiming) {
      // read in the clause that says the verb ("The skipper did not drown: he swam…" is read on its first clause)
      const whole = claimSentence(u.sentences, core);
      const sentence = (relation ? whole.split(/[,;:]|\s[–—]\s/).find((clause) => relationStated(relation, clause) !== null) : undefined) ?? whole;
      const said = read(sentence);
      const v = relationOf(u) === 'contrary' ? (said === 'yes' ? 'no' : null) : said;
      if (v === 'yes' && namesPerson(headed(u))) {
        yield ev('statement', { lead: u, verdict: 'yes' });
        return;
      }
      if (v === 'no' && EVERYONE.test(sentence)) {
        yield ev('statement', { lead: u, verdict: 'no' });
        return;
      }
    }
    yield ev('statement', { lead: first, verdict: 'unstated' });
    return;
  }
  // a denial in the sentence next to it in its paragraph, naming what is asked or the subject's telling words, wins
  // over a neutral description ("VRI is available for appointments… It is not offered for mental health assessments")
  // (only when the unit does not name the subject itself: the neighbour then says what the unit leaves out)
  const denier = grounds === null || (grounds.told.length > 0 && mentioned(grounds.told, unitStems(first)).length > 0) ? undefined : deniedNextTo(first, units, grounds.told.length > 0 ? grounds.told : grounds.telling, (sentence) => read(sentence) === 'no');
  if (denier) {
    yield ev('statement', { lead: denier, verdict: 'no' });
    return;
  }
  const stated = read(claimOf(first));
  // resting on the subject's name alone (every word of the claim names the setting): only a denial said of it answers;
  // a sentence that names the subject without denying anything does not say yes ("Bouch was blamed for the disaster")
  // (a 'yes' there needs a word of the claim too, the setting's included: "rated" in a chess club's letter on ratings)
  if (grounds?.bySubject && stated !== 'no' && !namesAsked(grounds.claimWords, unitStems(first), headed(first))) {
    yield ev('statement', { lead: first, verdict: 'unstated' });
    return;
  }
  if (noYes && stated === 'yes') {
    yield ev('statement', { lead: first, verdict: 'unstated' });
    return;
  }
  // Only the contrary stated ("the epidemic started again" for "did it stop"): an affirmed contrary is a no; a denied one says nothing.
  const verdict = relationOf(first) === 'contrary' ? (stated === 'yes' ? 'no' : 'unstated') : stated;
  if (verdict === 'unstated') {
    yield ev('statement', { lead: first, verdict });
    return;
  }
  // the same answer saying no for some and yes for others ("Babies and toddlers should not go in" / "Children from about
  // six can bathe for shorter periods" under "Can children use the sauna?"), both grounded: a qualified answer, the other point beside it
  if (grounds !== null && (verdict === 'yes' || verdict === 'no')) {
    // (under the same question heading: one answer with its exceptions, not two readings of a page or a paragraph)
    const sameAnswer = (u: T): boolean => u.headingQuestion !== undefined && u.headingQuestion === first.headingQuestion;
    // (not a point on another case than the one asked, when the first names the asked case: "do not go ahead in heavy
    // rain" over "in light drizzle … the hawks fly" for a day of heavy rain; verdict-strict.ts askedCaseDecides)
    const opposite = stating.find((u) => u !== first && u.documentId === first.documentId && sameAnswer(u) && relationOf(u) !== 'contrary' && read(claimOf(u)) === (verdict === 'yes' ? 'no' : 'yes') && !askedCaseDecides(query, claimOf(first), claimOf(u)));
    if (opposite) {
      yield ev('statement', { lead: first, verdict: 'qualified', other: opposite });
      return;
    }
  }
  // Another document's claim that points the opposite way: the sources disagree.
  // It must state as much of the question as the lead does ("Gutenberg himself did not become rich" says
  // nothing on where type was invented first), and most of what is claimed.
  // another document denying the very quantifier asked ("about half, not by nearly all of it"), of the same subject,
  // whatever its overlap (it says "runoff" where the question says "soak up … rain"): the sources disagree
  if (verdict === 'yes' && subject.length > 0) {
    const denying = units.find((u) => u.documentId !== first.documentId && mentioned(subject, u.stems).length * 2 >= subject.length && u.sentences.some((sentence) => quantifierDenied(sentence, query)));
    if (denying) {
      yield ev('statement', { lead: first, verdict: 'disagree', other: denying });
      return;
    }
  }
  if (verdict === 'yes' || verdict === 'no') {
    const firstNames = mentioned(required, first.stems).length;
    for (const unit of ranked) {
      if (unit.documentId === first.documentId || unit.score < best * 0.3 || !grounded(unit)) continue;
      if (mentioned(predicate, unit.stems).length * 2 < predicate.length || mentioned(required, unit.stems).length < firstNames - 1) continue;
      // (a disagreeing unit on a comparison speaks to it, with a comparative or the quality compared: "A lithium-ion
      // battery loses capacity even when it is not used" denies nothing about heat against cold)
      if (compared && !speaksToComparison(claimSentence(unit.sentences, core), compared)) continue;
      if (process.env.QDEBUG) console.error('PRED', JSON.stringify(predicate.map((c) => c.term)), JSON.stringify(required.map((c) => c.term)), firstNames, mentioned(required, unit.stems).length);
      const theirs = read(claimOf(unit));
      if ((theirs === 'yes' || theirs === 'no') && theirs !== verdict) {
        yield ev('statement', { lead: first, verdict: 'disagree', other: unit });
        return;
      }
    }
  }
  yield ev('statement', { lead: first, verdict });
  return;
}

/**
 * The verdict of a question of several parts ("Do heat pumps work in cold climates, and do they
 * qualify for tax credits?"): when a part gets no verdict (no source covers it, or none states it),
 * the answer may not say yes or no to the whole question: the first part the sources speak to gives
 * the verdict, scoped to that part; with none, no verdict. When every part has one, the whole
 * question's choice stands. `parts` carry each part's choice (null: not covered). Pure.
 */
export function scopeVerdict<T>(whole: VerdictChoice<T>, parts: { part: string; choice: VerdictChoice<T> | null }[]): { choice: VerdictChoice<T>; scope: string | null } {
  if (parts.length < 2) return { choice: whole, scope: null };
  const spoken = parts.filter((p) => p.choice !== null && p.choice.verdict !== 'unstated');
  if (spoken.length === parts.length) return { choice: whole, scope: null };
  const first = spoken[0];
  if (!first?.choice) return { choice: { lead: whole.lead, verdict: 'unstated' }, scope: null };
  return { choice: first.choice, scope: first.part };
}

