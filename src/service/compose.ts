// Extractive composition of a cited answer: candidate units (a sentence, plus the sentence an
// opener like "This…" refers to), headings and titles never used as sentences, first-person source
// text attributed, MMR selection without near-duplicates, a direct answer shaped by the question
// (verdict, reason, items), then supporting points grouped by theme. Every sentence drawn from a
// source carries its [n]; notes about what the library does not cover carry none.
import { withActRequired } from './act';
import { attribute, QUOTED, withoutTitleAgain } from './attribution';
import { asksRatherThanStates, frontMatterAuthor, voiceWords, writerOf, type Post } from './writer-role';
import { savedNames } from './saved-names';
import {
  absentWords,
  asksInstruction,
  conceptsOf,
  coveredBy,
  mentionedInOtherWords,
  capitalisedStems,
  gapMessage,
  isQuantityQuestion,
  isSoftWord,
  joinWords,
  mentioned,
  namesNote,
  namesOtherNumbered,
  numberedNames,
  nothingCoveredMessage,
  partCoverage,
  questionKind,
  questionParts,
  questionFocus,
  questionSubject,
  relatedStems,
  namesPartBefore,
  documentsOfPart,
  requiredConcepts,
  stemMatches,
  stemsOf,
  unusedWords,
  whatWouldHelp,
  type Concept,
  type PartCoverage,
  type QuestionKind,
} from './concepts';
import { isCommonNoun, isGeneralWord, isLightWord, isModifierWord, isPersonNoun, lexicalRelations } from './lexicon';
import { lemmaOf } from './lemmas';
import { readPassage, sectionRole, type TableCell } from './passage';
import { isInstruction, reasonWithoutCue, statesReason } from './reasons';
import { headingSubject, pronounFor, withReferent } from './referent';
import { antecedentOf, withAntecedent } from './antecedent';
import { asksWhyNot, givesReasonFor, statesCause, whyLead, whyQuestionParts, whySubjectHead } from './why-lead';
import { asksImportance } from './importance';
import { aboutTheText } from './self-reference';
import { definedTerm, definitionLead } from './definition';
import { isTopicWord, withoutOffDocumentFiller } from './filler';
import { withoutBareReplies, withoutOwnPadding, withoutTopicOnlyPoints } from './padding';
import { answeringPoints, refersBack, speaksToQuestion, type PointReading } from './answer-relevance';
import { answerType, answerTypeStrength, focusedLead, focusOf, focusWeights } from './lead-focus';
import { namedRowWeights, rowWeights, superlativeAsked } from './table-rows';
import { comparisonQuestion, namesSide } from './comparison';
import { comparisonGapNote, otherSideDocuments } from './comparison-gap';
import { choiceLeadIn, choiceQuestion } from './choice-question';
import { headedSide, pairedSideDocuments, sideName } from './figure-sides';
import { comparedInTables } from './table-compare';
import { extremeInTables, tableGroups } from './table-extreme';
import { aggregateInTables } from './table-aggregate';
import { askedCell, askedFirst, notListedSentence, serviceNotListed } from './table-ask';
import { tableVerdict } from './table-verdict';
import { countedKind, entryWeights, listGroups, namedRowLead, sectionGroups } from './entry-choice';
import { sameNoun } from './asked-role';
import { creditAsked, creditSentence } from './authorship';
import { DIRECT_KINDS, type VerdictBasis } from './verdict-evidence';
import { bareQuantitySubject, objectWithoutReferent, subjectWithoutReferent } from './unreferenced';
import { introducedFirst, namesPhrase } from './referent-order';
import { withoutMonthMay } from './polarity';
import { decideVerdict, restrictedToOthers, saysNoInOwnWords, scopeVerdict, type Verdict, type VerdictChoice } from './verdict';
import { contentTerms, isStopWord, stem, words } from './text';
import { baseFormCandidates, verbShareOfForm } from './verbs';
import { amountWordDimension, isTimeUnit } from './amount-focus';
import { fittedLead, fittedScorer, scorerMode, type ScorerMode, type SentenceScorer } from './sentence-scorer';
import { asksForProcedure, isProcedureQuestion, listNamingAct, procedureAct, withWholeSteps } from './steps';
import { askedPractice, instructionRun, practiceWeights } from './practice';
import { settledLead, threadWeights } from './thread-outcome';
import { LIST_LEAD_IN, STEPS_LEAD_IN } from './step-bullets';
import { answerShape, givesShape, namesRival, shapedLead, shapeFit, type AnswerShape } from './answer-shape';
import { personAnswers } from './ask-kind';
import { askedWord, dimensionsAsked, statesAmount, wordDimension, type Dimension } from './amounts';
import { indirectQuestion } from './focus';
import { nameableWhenAnswered } from './question-roles';
import { readerPeople } from './unused-word';
import { focusLead } from './lead-choice';
import { reasonPair } from './reason-follows';
import { betterFocusedTyped } from './typed-focus';
import { namesAskedThing, questionNameWords } from './named-thing';
import { disagreeingPoint, type AmountPoint } from './disagreement';
import { absentAskedWord, absentStatement } from './asked-absent';
import { absentHolder, holderAbsentStatement } from './asked-holder';
import { partNoted, partUnfilled, partUnfilledNote, yesNoPartUnfilled } from './part-unfilled';
import { documentYears } from './sources-differ';
import { namesSisterKind, pairSubject } from './figure-pair';
import { claimsNotShown } from './evidence-denial';
import { directQuestion } from './embedded-question';
import { isContactLine, isMetaSentence } from './meta-lines';
import { isFragment, joinedWithQuestion, opensWithPreposition, statementOf } from './fragments';
import { countedWords, countPredicate, figureBoundTo, howManyNoun } from './counted';
import { partAnswers } from './part-answers';
import { askedQuality, givesLevelOf, qualityStems } from './measured-quality';
import { standsForStemsOf } from './stands-for';
import { attributesOf } from './table-columns';
import { wordSimilarity } from './embeddings';
import { asksNegated, causeRank, reasonHeadingFor } from './reason-heading';
import { differentFigures, withoutRepeats } from './repeats';
import { bareComparative, countedNoun, ordinalPronoun, pronounOne, reportsQuestion, withCountedNoun, withoutOrdinal } from './openers';
import { checkedNote, checkedNotes, otherAlternative, toldAfter, topicPhrases, type NoteContext } from './note-check';
import { askedPartOutcome, quotingInstead, SAID_INSTEAD, siblingsInstead } from './asked-part';
import { saidInsteadPool } from './asked-thing';
import { asksRecommendation, recommendedLead } from './recommended';
import { agreementAsked } from './sources-agree';
import { answerToken, countsThing, partOfStatement } from './verdict-deciding';
import { differenceLead } from './figure-difference';
import { amountUnstated, measuredNoun, livingAct, namesActOf, otherSetting } from './amount-unstated';
import { limitedBodyRows } from './table-body';
import { bandedRow, fitInTables, partyInTables } from './table-fit';
import { CITED_SOURCES, isFramingVerb, notesWithoutCitations, REST_ANSWERED, REST_ANSWERED_BELOW, wordsToName } from './notes';
import { askedRoleReading } from './asked-filler';
import { bodyTitle } from './body-title';
import { conceptsAround, gateBasis, gateInput, storyStems, titleIsAbout } from './gate-basis';
import { floorApplies, partDimensions, statesAskedForm } from './part-amounts';
import { grantedStatement } from './faq-granted';
import { askedSlot, fillsSlot, notesAfterSlot, slotKept, slotLead } from './asked-slot';
import { ownCaseLead } from './asker-case';
import { datedDocument, disagreeLine, earlierLine, laterDocument, laterLine, replacesDocument, saysOtherwise, speaksOfSame, type Dated } from './later-word';

export interface ComposePassage {
  documentId: string;
  text: string;
  /** Its place among its document's passages (the library numbers them in order); absent: the order given. */
  chunkId?: number;
  /** The passage before it in its document, if any: where a paragraph's opening "Such particles…" finds its referent. */
  before?: string;
  /** Passages before it in its document, nearest last (a few): where "The third was…" finds the sentence that introduced its list. */
  earlier?: string[];
}

export interface ComposeDocument {
  title: string;
  url: string;
  /** The headings that open the document ("PALAIS ROLLER RINK, STATION ROAD" atop a report named by its file): what it is about. */
  opening?: string;
  /** The title block in capitals that opens it, not a heading ("STITCHWELL SM-400 SEWING MACHINE …"; research.ts titleBlock). */
  titleBlock?: string;
  /** Who its "I" is, as it shows it (a byline's person, "the blogger"; writer-role.ts), and each post's poster in a thread. */
  writer?: string | null;
  /** The organisation its "we" is, when an organisation speaks for itself (an FAQ, a shop's page; writer-role.ts). */
  organisation?: string | null;
  posts?: Post[];
  /** The document as it was saved, with what its page structure leaves out (a nav, a quoted e-mail, a subject line): a
   * word said there is never said to be used by none of the sources. */
  raw?: string;
}

export interface ComposedSource {
  documentId: string;
  title: string;
  url: string;
  citationIndex: number;
  score: number;
  highlights: string[];
}

export interface CitedSentence {
  /** The sentence as written in the answer (attributed), without its marker. */
  text: string;
  /** The sentence as the source has it. */
  original: string;
  citationIndex: number;
  /** Sentences of one unit (a referent and the sentence that needs it) share this number and stay together. */
  unit: number;
  /** The direct-answer prefix ("Your sources point to no: ") on the answer's first sentence, else "". */
  prefix: string;
  /** A table row of the source: its cells with their column names (a table prompt can fill its columns from them). */
  cells?: TableCell[];
}

export interface Composition {
  kind: QuestionKind;
  coverage: PartCoverage[];
  /** Sentences drawn from sources, in answer order. */
  sentences: CitedSentence[];
  /** Uncited notes about what the sources do not cover, as Quire found it (chat reads them as a sign of a word no source uses). */
  notes: string[];
  /** The notes as the content says them, each checked against the sources and the answer first (note-check.ts). */
  saidNotes?: string[];
  sources: ComposedSource[];
  content: string;
  /** True when at least one part of the question is answered from the sources. */
  answered: boolean;
  /** Every row of the source tables the answer cites rows of, in the source's order (a table prompt fills its columns from them). */
  tableRows?: { citationIndex: number; cells: TableCell[] }[];
  /** A yes/no or comparison answer's verdict and the kind of evidence that decided it (verdict-evidence.ts). */
  verdictBasis?: VerdictBasis;
  /** The word of the thing asked that no source of the library uses (asked-absent.ts): the refusal is the answer, never reworded. */
  absentAsked?: string;
}

export interface ComposeOptions {
  /** Inverse document frequency by stem; missing stems weigh 1. */
  weights?: Map<string, number>;
  /** Terms the library associates with the question (co-occurring terms learned by the loops). */
  expansion?: string[];
  /** Terms the user asked to focus on (brainstorm answers, updates): units mentioning them rank higher. */
  focus?: string[];
  maxSentences?: number;
  /** Prefer the simplest sentences (short, common words): "for a 10-year-old". */
  simple?: boolean;
  /** The stems of the question's words some document of the library uses (library.ts libraryStems), read only where a
   * reply would say a word is used by none: never said of those. */
  libraryStems?: () => Set<string>;
  /** Called once the lead and the points are chosen, with the scored candidates (scripts/fit-sentence-scorer.mts reads them; the answer does not depend on it). */
  trace?: (trace: ComposeTrace) => void;
  /** The fitted sentence scorer for the lead (sentence-scorer.ts): null the rules alone; undefined reads QUIRE_SCORER. */
  scorer?: ScorerMode | null;
  /** Weights for that scorer in place of the shipped ones (the fit script's leave-one-session-out evaluation). */
  scorerWeights?: SentenceScorer;
}

/** What compose chose from, for tooling: the scored candidate units of the documents that cover the question, the lead and the points kept. */
export interface ComposeTrace {
  query: string;
  kind: QuestionKind;
  shape: AnswerShape | null;
  concepts: Concept[];
  units: readonly Unit[];
  lead: Unit;
  chosen: readonly Unit[];
  titleOf: (documentId: string) => string;
  /** The library's idf by stem (options.weights). */
  idf?: Map<string, number>;
  /** The passages compose read, and each unit's score after each step that may zero it: scoring (the gate and the subject's
   * fit), the subject filter (keepToSubject), the floors (amount, advice, practice, thread); the units selectUnits chose. */
  stages?: { passages: readonly ComposePassage[]; allowed: ReadonlySet<string>; scored: ReadonlyMap<Unit, number>; subject: ReadonlyMap<Unit, number>; floors: ReadonlyMap<Unit, number>; selected: readonly Unit[] };
}

const OPENER =
  /^(?:this|these|that|those|it|its|it's|they|their|theirs|them|such|he|she|his|her|him|here|the latter|the former|both|another|others|the same|also|however|but|and|or|so|thus|therefore|hence|instead|meanwhile|still|yet|nevertheless|nonetheless|moreover|furthermore|in addition|additionally|as a result|consequently|because of this|for this reason|in turn|then|otherwise|likewise|similarly|in contrast|by contrast|on the other hand|even so|after that|afterwards|later|there)\b/i;
/** "Both the pier and the slipway were rebuilt": "both" that names its two things itself is no reference. */
const BOTH_NAMED = /^both\s+(?:[\p{L}\p{N}'’-]+\s+){1,5}and\s+\S/iu;
/** "There is/are/was/were" is existential, not a reference. */
const EXISTENTIAL = /^there (is|are|was|were|has|have|had|will|may|might|can)\b/i;
/** "These days", "this year", "this spring" opening a sentence: the time of writing, said deictically (not "this time", "that year"). */
const DEICTIC_NOW = /^(?:these days|this (?:year|week|month|season|spring|summer|autumn|fall|winter|decade|century)|nowadays)\b,?\s+/i;

/** Does a sentence open with a word that refers to something before it? */
/** Phrases anywhere in a sentence that point back at something said before it. */
const BACK_REFERENCE = /\b(for the same reason|for this reason|for that reason|in the same way|as (?:mentioned|noted|described|discussed|shown) (?:above|earlier|before)|the above|this is why|that is why|therefore|thus|hence|consequently)\b/i;

/** "As the glaciers shrink, this supply first rises…": a demonstrative with its noun early in the sentence refers back too. */
const EARLY_DEMONSTRATIVE = /^(?:[\p{L}\p{N}'’-]+,?\s+){0,6}(?:this|these|those|such)\s+(?!is\b|was\b|are\b|were\b|way\b|as\b)[\p{L}-]+/iu;

/** "In captivity they commonly live 10 to 15 years", "From October to March it opens…", "From there it spread…": a subject pronoun after a short opening phrase refers back too. */
const EARLY_PRONOUN = /^(?:in|at|on|by|after|before|during|under|over|for|with|without|since|until|till|when|once|from|through|throughout|between|within|across|around|beyond|as adults|as larvae)\b[^,.;]{0,30}?,?\s+(?:they|it|he|she)\s+(?!is\s+(?:estimated|thought|said|believed|likely)\b)[\p{L}]+/iu;

/**
 * Words that cannot be what a pronoun right after them stands for: prepositions, quantifiers and
 * conjunctions ("Many of ITS members…", "Below THEM…", "Of THESE, …", "Despite ITS name…").
 */
const CLOSED_BEFORE_PRONOUN = new Set(
  `of many most some all each several few none one two three both any either neither much more less below above beneath under
  over unlike like among amongst for with without after before beside besides behind beyond from to in on at by and but as so
  yet around near inside outside between during through within against despite including via except apart`.split(/\s+/).filter(Boolean),
);
const THIRD_PERSON = /^(?:it|its|they|them|their|theirs|he|him|his|she|her|these|those)$/;

/**
 * A third-person pronoun among a sentence's first five words with only closed-class words before it
 * ("Many of its members…", "Below them, cells…", "Of these, two…", "As it nears the ground…"), or
 * right after its opening word when that word can only be a verb ("Submit them by Friday"): it
 * refers to something said before. Pure.
 */
export function earlyReference(sentence: string): boolean {
  const tokens = sentence.replace(QUOTED, ' ').toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
  const at = tokens.slice(0, 5).findIndex((t) => THIRD_PERSON.test(t));
  if (at <= 0) return false;
  if (tokens.slice(0, at).every((t) => CLOSED_BEFORE_PRONOUN.has(t))) return true;
  // an imperative's object: "Submit them…", "Store it…" (a noun is never followed by "them"/"it" as its object)
  return at === 1 && /^(?:them|it|him|her)$/.test(tokens[1] ?? '') && /^\p{Lu}\p{Ll}+$/u.test(sentence.trim().split(/\s+/)[0] ?? '');
}

/**
 * "If you can't keep it indoors, think hard", "When they arrive, ring the bell": a third-person pronoun inside an opening
 * clause that the clause itself does not name (refersForward reads the ones the main clause names): it stands for
 * something said before. Weather and time "it" ("If it rains", "when it is dark", "when it comes to") names nothing. Pure.
 */
export function clauseReference(sentence: string): boolean {
  const m = /^(?:if|when|whenever|unless|once|before|after|until|while|although|though|because|as soon as)\s+([^,;:.!?]{1,80}),\s*(\S+)/i.exec(sentence.trim().replace(QUOTED, '"…"'));
  if (!m) return false;
  // the main clause names what the pronoun stands for first thing ("Because its roots are shallow, the tree…", "…, Sodium reacts")
  const main = m[2] ?? '';
  if (/^(?:the|a|an)$/i.test(main) || (/^\p{Lu}/u.test(main) && !THIRD_PERSON.test(main.toLowerCase()) && !/^(?:you|we|i|this|that|there)$/i.test(main))) return false;
  const clause = (m[1] ?? '').toLowerCase();
  const dummy = /\bit(?:'s|\s+is|\s+was|\s+gets|\s+got|\s+turns|\s+comes)?\s+(?:rain\w*|snow\w*|dark|light|cold|hot|warm|wet|windy|sunny|late|early|time|possible|necessary|likely|needed|safe|to\b|that\b|comes\s+to)/;
  if (dummy.test(clause)) return false;
  const original = m[1] ?? '';
  const at = /\b(?:it|its|they|them|their|he|him|his|she|her)\b/i.exec(original);
  if (!at) return false;
  // the clause names what it stands for before it ("When Martin Luther wrote HIS Theses", "If the dog leaves ITS food")
  const before = original.slice(0, at.index);
  return !/(?:^|\s)\p{Lu}[\p{L}-]*/u.test(before.replace(/^\S+/, '').replace(/\bI\b/g, '')) && !/\b(?:the|a|an)\s+\S/i.test(before);
}

/** "…made that impossible", "…no access to either.": a demonstrative standing alone as a pronoun, with nothing after it to name. */
const BARE_DEMONSTRATIVE = /\b(?:made|makes|make|making|to|of|like|about|after|before|than|with|without|for|from|did|does|do|done|doing)\s+(?:that|this|these|those|either|neither)(?:\s+(?:impossible|possible|easier|harder|difficult|necessary|unnecessary|worse|better|clear|likely|unlikely)\b|\s*[.,;:!?)]|$)/i;


/** '"…," he told the council.': a quotation whose speaker is only a pronoun after it needs the sentence naming them. */
const PRONOUN_SPEAKER = /^[\s,.;:!?—–-]*(?:he|she|they)\s+(?:said|says|told|tells|added|adds|argued|argues|wrote|writes|explained|explains|warned|warns|noted|notes|continued|insisted|replied|asked)\b/i;

/**
 * "When it is triggered, the trap snaps shut…": a pronoun in an opening clause that the main clause
 * names right after the comma (a noun phrase agreeing in number, not another pronoun) refers forward,
 * inside the sentence. Pure.
 */
export function refersForward(sentence: string): boolean {
  const m = /^(?:when|whenever|once|if|after|before|as soon as|although|though|while|because|until|unless)\s+(it|they|he|she)\b[^,;.:]{0,80},\s+(?:(the)\s+)?([\p{L}-]+)/iu.exec(sentence.trim());
  if (!m) return false;
  const pronoun = (m[1] ?? '').toLowerCase();
  // the main clause's subject is definite: "the trap", or a name ("Sodium reacts…")
  if (!m[2] && !/^\p{Lu}/u.test(m[3] ?? '')) return false;
  const words = [m[3] ?? ''].filter((w) => w !== '');
  if (words.length === 0 || /^(?:it|its|they|their|them|he|she|his|her|this|that|these|those|there|we|you|i)$/i.test(words[0] ?? '')) return false;
  // the noun phrase's first word: a lowercase word ending in -s is plural, a name ("Venus flytrap") is not
  const plural = /^\p{Ll}.*[^s']s$/u.test(words[0] ?? '');
  return pronoun === 'they' ? plural : !plural || pronoun !== 'it';
}

/**
 * "In its first year, the clinic…", "Despite their size, octopuses…", "In his log the keeper
 * wrote…": an opening phrase whose possessive the main clause names right after it (after a comma,
 * or as "the <noun>" without one), agreeing in number ("Despite its name,
 * flies are…" does not: "its" is something said before). Pure.
 */
export function possessiveForward(sentence: string): boolean {
  // an adverbial opening (a preposition), not the subject itself ("Many of its members, …")
  const m = /^(?:in|on|at|for|with|without|despite|during|after|before|since|throughout|unlike|like|by|from|over|under|within|across|because of|in spite of)\s[^,;:]{0,60}?\b(its|their|his|her)\b[^,;:]{0,40}?(?:,\s+(?:the\s+)?|\s+the\s+)([\p{L}][\p{L}-]*)\s+\p{Ll}/iu.exec(sentence.trim());
  if (!m) return false;
  const noun = m[2] ?? '';
  if (THIRD_PERSON.test(noun.toLowerCase()) || CLOSED_BEFORE_PRONOUN.has(noun.toLowerCase()) || /^(?:this|such|there|we|you|i|a|an)$/i.test(noun)) return false;
  const plural = /^\p{Ll}.*[^s'u]s$/u.test(noun);
  return (m[1] ?? '').toLowerCase() === 'their' ? plural : !plural;
}

/** An object pronoun or a bare quantity subject that nothing in the sentence stands for (unreferenced.ts). Pure but for the lexicon. */
export function referenceWithin(sentence: string): boolean {
  const s = sentence.trim().replace(/^["'“‘(]+/, '');
  return objectWithoutReferent(s) !== null || bareQuantitySubject(s) || subjectWithoutReferent(s);
}

/**
 * A sentence without its opening "But"/"And"/"Yet" when that word is its only reference to what came before ("But the
 * horse feels nothing: …" → "The horse feels nothing: …"); else the sentence as it is. Pure.
 */
export function withoutBareConjunction(sentence: string): string {
  const m = /^(?:but|and|yet),?\s+(?=\p{L})/iu.exec(sentence.trim());
  if (!m) return sentence;
  const rest = sentence.trim().slice(m[0].length);
  const capital = rest.charAt(0).toUpperCase() + rest.slice(1);
  // (the rest must stand alone and say something: "But it failed", "And then the next" keep their referent)
  return rest.split(/\s+/).length >= 4 && !hasDanglingOpener(capital) ? capital : sentence;
}

/** A sentence that is one quotation and nothing else ('"We will reopen in May."', '“It works,” and nothing after'). Pure. */
export function wholeQuotation(sentence: string): boolean {
  return /^(?:"[^"]{8,}"|“[^”]{8,}”)\s*[.!?]?\s*$/.test(sentence.trim());
}

/** Does a sentence open with a reference, or refer further in, to something before it that it does not name? */
export function hasDanglingOpener(sentence: string): boolean {
  return openerDangling(sentence) || referenceWithin(sentence);
}

/** hasDanglingOpener's openers and early references, without the references further in (referenceWithin). */
export function openerDangling(sentence: string): boolean {
  // a proximal demonstrative with a noun of time points at the writer's now, not at a sentence before: "These days Priya
  // Nair looks after…", "This year the fair moved…" (the rest of the sentence is read for a reference as usual)
  const now = DEICTIC_NOW.exec(sentence.trim());
  if (now && now[0].length < sentence.trim().length) return openerDangling(sentence.trim().slice(now[0].length).replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
  const trimmed = sentence.trim();
  if (refersForward(trimmed) && !OPENER.test(trimmed.replace(/^[^,]*,\s+/, ''))) return false;
  if (clauseReference(trimmed)) return true;
  if (/^["“]/.test(trimmed) && PRONOUN_SPEAKER.test(trimmed.replace(QUOTED, ''))) return true;
  // a quotation with no speaker at all ('"Cars can keep using it, but every lorry makes the cracks grow."'): its speaker is named
  // in the sentence before; cited alone it would read as the source's own words
  if (wholeQuotation(trimmed)) return true;
  const s = trimmed.replace(/^["'“‘(]+/, '');
  if ((OPENER.test(s) && !EXISTENTIAL.test(s) && !BOTH_NAMED.test(s)) || BACK_REFERENCE.test(s) || EARLY_DEMONSTRATIVE.test(s) || EARLY_PRONOUN.test(s)) return true;
  // "The third was an old repair", "You do need one to…": an ordinal or "one" standing for a noun said before (openers.ts)
  if (ordinalPronoun(s) || pronounOne(s.replace(QUOTED, '"…"'))) return true;
  // a reference further in: an early pronoun after closed-class words, or a bare "that"/"either" as an object
  return (earlyReference(s) && !(refersForward(s) || possessiveForward(s))) || BARE_DEMONSTRATIVE.test(s.replace(QUOTED, '"…"'));
}

const norm = (t: string): string => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Auxiliaries and copulas: a closed class, each a finite verb wherever it stands. */
const AUXILIARY = /^(?:is|are|was|were|am|has|have|had|does|do|did|can|could|will|would|shall|should|may|might|must|isn't|aren't|wasn't|weren't|hasn't|haven't|hadn't|doesn't|don't|didn't|can't|cannot|couldn't|won't|wouldn't|shouldn't|mustn't)$/i;

/**
 * Does a short line say something (a finite verb after its first word: an auxiliary or copula, a
 * past form in -ed, or a word in -s with a word after it: "Octopus blood is blue.", "Water boils
 * quickly.") rather than name something ("Short one here.", "Calendar ageing")? Pure.
 */
export function hasFiniteVerb(sentence: string): boolean {
  const raw = sentence.replace(/[.!?]["')\]”’]*$/, '').split(/\s+/).filter((t) => t !== '');
  const tokens = raw.map((t) => t.replace(/^[^\p{L}]+|[^\p{L}'’]+$/gu, ''));
  // an -s word counts only with a word right after it in the same clause ("Water boils faster", not "Field notes, spring")
  // (or, last in its sentence, a form the verb table knows only as a verb: "The Environment Agency disagrees.")
  return tokens.some((t, i) => i > 0 && (AUXILIARY.test(t) || /^\p{Ll}{3,}ed$/u.test(t) || (/^\p{Ll}{2,}[^s'u]s$/u.test(t) && /^\p{L}/u.test(raw[i] ?? '') && /\p{L}$/u.test(raw[i] ?? '') && ((tokens[i + 1] ?? '') !== '' || (i === tokens.length - 1 && /[.!]["')\]”’]*$/.test(sentence.trim()) && verbShareOfForm(t) >= 0.95)))));
}

/**
 * A heading or a title is not a sentence: no end punctuation, the document's title, a header line
 * ("Harbour Board - minutes of the May meeting, compiled by the clerk."), or fewer than
 * five words without a finite verb. A short line that says something ("Octopus blood is blue.") is
 * a sentence when it has three words or more, or two inside a paragraph of other sentences.
 */
export function isHeadingLike(sentence: string, title: string, inParagraph = false): boolean {
  const s = sentence.trim();
  if (!/[.!?]["')\]”’]*$/.test(s)) return true;
  if (title.length > 0 && norm(s) === norm(title)) return true;
  // a header line "<name> - <what it is>, prepared by …": a spaced dash, no colon or semicolon (a row or a
  // list: "Kessock – Dunmore: hourly; …") and no verb but a participle before "by"
  if (/\s[-–—]\s/.test(s) && !/[:;]/.test(s) && !hasFiniteVerb(s.replace(/\b\p{Ll}{3,}ed\s+by\b/gu, 'by'))) return true;
  const count = s.split(/\s+/).length;
  if (count >= 5) return false;
  return !(count >= (inParagraph ? 2 : 3) && hasFiniteVerb(s));
}

export function withCitation(sentence: string, citations: number[]): string {
  return withMarker(sentence, citations.map((c) => `[${c}]`).join(''));
}

/**
 * A citation marker placed before the sentence's end: "Otters eat urchins [2].". A sentence that ends
 * inside a quotation or brackets keeps them whole and the marker follows them: 'The warden said the
 * hedges "pay for themselves" [1].', never '"pay for themselves [1]."' (the full stop moves outside the
 * quotation). Pure.
 */
export function withMarker(sentence: string, marker: string): string {
  const trimmed = sentence.trim();
  const quoted = /^(.*?)\.(["')\]”’]+)$/s.exec(trimmed);
  if (quoted) return `${quoted[1] ?? ''}${quoted[2] ?? ''} ${marker}.`;
  // a question or exclamation mark stays where it is, and the marker before it (after it, a reader's eye and a sentence splitter take "[1]." for a sentence of its own)
  const match = /^(.*?)([.!?]+["')\]”’]*)?$/s.exec(trimmed);
  return `${match?.[1] ?? trimmed} ${marker}${match?.[2] ?? '.'}`;
}

export interface Unit {
  documentId: string;
  /** Source sentences, the referent first when the last one opens with a reference. */
  sentences: string[];
  /** The referent came from the end of the paragraph before (the unit spans two passages). */
  carried?: boolean;
  stems: Set<string>;
  order: number;
  score: number;
  /** Stems of the section headings above it and, for a list item or table row, of the list's lead-in. */
  context?: Set<string>;
  /** With a referent brought in: the stems of its own (last) sentence (what it says, for lead-focus.ts's statistics). */
  ownStems?: Set<string>;
  /** Stems of the sentences brought in before it as its referent (context: they do not answer, they say what it is about). */
  referentStems?: Set<string>;
  /** Stems of its whole passage (its paragraph, headings included). */
  passageStems?: Set<string>;
  /** Stems of the headings and the sentences before it in its passage (what it continues). */
  earlierStems?: Set<string>;
  /** A list item or a table row rather than running text. */
  line?: 'item' | 'row';
  /** The "Yes."/"No." with which its passage answers a question heading (an FAQ). */
  headingAnswer?: 'yes' | 'no' | null;
  /** The question heading of its section, when it has one. */
  headingQuestion?: string;
  /** The heading of its section as written (the last one above it), when it has one: a reason heading ("Why foresters welcome them") tells a why-lead where the reason is (reason-heading.ts). */
  heading?: string;
  cells?: TableCell[];
  /** For a table row: which passage (table) it belongs to. */
  table?: number;
  /** A table row the question does not name while it names others of its table ("Canoe" for "…a pedalo?"). */
  otherRow?: boolean;
  /** Its passage's part of a report: findings or set-up (aim, method, limitations). */
  role?: 'finding' | 'setup' | null;
  /** Its place in its document: its passage's, then its own within the passage. */
  place?: number;
  /** What its opening "It"/"They" stands for: the subject of the question heading it answers ("the Aurora 3"). */
  referent?: string;
  /** What its subject "it"/"they" stands for: the subject of the sentences before it ("the Roche Noire cave"; antecedent.ts). */
  antecedent?: string;
  /** What its pronoun ordinal counts ("The third [problem] was…"): the noun of the sentence that introduced the list (openers.ts). */
  counted?: string;
  /** A fragment joined with the statement its question heading asks about ("[The hut's water comes] from a spring…"; fragments.ts). */
  restated?: string;
  /** Said in an update its document gives after what it first said ("Update (March 2025): …"; passage.ts, later-word.ts). */
  update?: true;
}

/**
 * Candidate units of the passages: whole sentences, list items and table rows, or a referent plus the
 * sentence that needs it. Section headings are context of the units under them, never units.
 */
export function buildUnits(passages: ComposePassage[], documents: Map<string, ComposeDocument>): Unit[] {
  const units: Unit[] = [];
  let order = 0;
  passages.forEach((passage, passageIndex) => {
    const title = documents.get(passage.documentId)?.title ?? '';
    const read = readPassage(passage.text);
    const list = read.sentences.map((s) => s.text);
    const citable = (i: number): boolean => {
      const s = read.sentences[i];
      if (!s) return false;
      // a question people ask, reported ("Many visitors ask why…"), is no finding (openers.ts)
      if (reportsQuestion(s.text)) return false;
      // nor is a question the source asks ("Should I get the D12 or a desiccant one?": writer-role.ts)
      if (s.kind === 'sentence' && asksRatherThanStates(s.text)) return false;
      // what the document says about itself ("This article explains…") and a contact line are no evidence (meta-lines.ts)
      if (s.kind !== 'row' && (isMetaSentence(s.text) || isContactLine(s.text))) return false;
      return s.kind === 'sentence' ? !isHeadingLike(s.text, title, s.inParagraph === true) : s.text.split(/\s+/).length >= 3 && norm(s.text) !== norm(title);
    };
    // the passage before it in its document, under the same headings: a paragraph's opening "Such
    // particles…" takes its referent from the last sentences there (never across a section)
    const prior = passage.before !== undefined ? readPassage(passage.before) : null;
    const priorSentences = prior && prior.headings.join('\n') === read.headings.join('\n') ? prior.sentences : [];
    const headingText = read.headings.join(' ');
    const lastHeading = read.headings.at(-1) ?? '';
    const passageStems = stemsOf(passage.text);
    read.sentences.forEach((s, i) => {
      // "But the horse feels nothing: …": a sentence whose only tie to the one before is a bare "But"/"And"/"Yet" stands
      // alone without it, rather than bringing two sentences of its paragraph along as its referent (the point it makes
      // would come third in its unit)
      const sentence = s.kind === 'sentence' ? withoutBareConjunction(s.text) : s.text;
      order += 1;
      if (!citable(i) || sentence.length > 500) return;
      const group = [sentence];
      let j = i;
      // An FAQ answer's "Yes. It is rated IPX8…": "It" is the question heading's subject (shown in brackets)
      const subject = /\?$/.test(lastHeading) && (/^(?:yes|no)\b[^.!]{0,20}[.!]?$/i.test(list[i - 1] ?? '') || answerToken(list[i - 1] ?? '') !== null) ? headingSubject(lastHeading) : null;
      const faqReferent = subject && pronounFor(sentence, subject) && !hasDanglingOpener(withReferent(sentence, subject)) ? subject : undefined;
      // "Today it holds 21,000 wheels" after "The Roche Noire cave sits… It began life…": the sentence stands
      // alone with its subject supplied ("Today [the Roche Noire cave] holds…", antecedent.ts), rather than
      // bringing the sentences before it along, where the point asked about would come third
      // (the passages before it in its section: a "she" may carry on from a paragraph or two back, antecedent.ts)
      const sectionBefore = passage.earlier && passage.earlier.length > 0 ? passage.earlier.map((t) => readPassage(t)).filter((x) => x.headings.join('\n') === read.headings.join('\n')).flatMap((x) => x.sentences) : priorSentences;
      const earlierSentences = [...sectionBefore.filter((x) => x.kind === 'sentence').map((x) => x.text), ...read.sentences.slice(0, i).map((x) => (x.kind === 'sentence' ? x.text : ''))];
      const antecedent = !faqReferent && hasDanglingOpener(sentence) ? antecedentOf(earlierSentences, sentence) : null;
      const resolved = antecedent && !hasDanglingOpener(withAntecedent(sentence, antecedent)) ? antecedent : undefined;
      const referent = faqReferent ?? resolved;
      // a fragment ("From a GPS receiver on the roof, which drives…") is no sentence: an FAQ answer that
      // finishes its question heading is joined with the statement the question asks about, in brackets
      // ("[The observatory's time comes] from a GPS receiver…"); any other fragment is dropped (fragments.ts)
      const opensAnswer = /\?$/.test(lastHeading) && (i === 0 || (i === 1 && /^(?:yes|no)\b[^.!]{0,20}[.!]?$/i.test(list[0] ?? '')));
      // (a "Yes, with your own camera…" under "Can I take photographs?": the question as granted; faq-granted.ts)
      const granted = s.kind === 'sentence' && opensAnswer ? grantedStatement(lastHeading, sentence) : null;
      const fragment = !granted && s.kind === 'sentence' && (opensAnswer || opensWithPreposition(sentence)) && isFragment(sentence);
      const statement = granted ? granted.statement : fragment && opensAnswer ? statementOf(lastHeading, sentence) : null;
      if (fragment && !statement) return;
      const restated = statement ? joinedWithQuestion(statement, granted ? granted.rest : sentence) : undefined;
      // "The third was an old repair": the noun it counts comes from the sentence that introduced the list
      // ("Three separate problems…": "The third [problem] was…", openers.ts); with no such sentence before
      // it in its section, it is dropped (the sentence just before it is no referent for an ordinal)
      const ordinal = !referent && !restated && ordinalPronoun(sentence);
      const sectionSentences = (): string[] => [
        ...(passage.earlier ?? []).map((t) => readPassage(t)).filter((x) => x.headings.join('\n') === read.headings.join('\n')).flatMap((x) => x.sentences.map((y) => y.text)),
        ...read.sentences.slice(0, i).map((x) => x.text),
      ];
      const counted = ordinal ? sectionSentences().reduceRight<string | null>((found, x) => found ?? countedNoun(x), null) : null;
      if (ordinal && !counted) return;
      // "Heavier items must be sent as cargo" after "Checked bags may weigh up to 32 kg.": what it is compared
      // with is in the sentence before (openers.ts); opening its paragraph or section, it sets its own standard
      const compares = bareComparative(sentence) && i > 0 && citable(i - 1);
      // (a sentence brought in as the referent is itself followed back only for its opener: "We tested it in 2021."
      // before "That is fine for email…" needs nothing more)
      while (!referent && !counted && !restated && group[0] !== undefined && ((group.length === 1 ? hasDanglingOpener(group[0]) : openerDangling(group[0])) || (compares && group.length === 1))) {
        j -= 1;
        const before = j < 0 ? priorSentences[priorSentences.length + j] : undefined;
        const previous = j >= 0 ? list[j] : before?.kind === 'sentence' && !isHeadingLike(before.text, title, before.inParagraph === true) ? before.text : undefined;
        // (a sentence whose only reference is further in, "We tested it in 2021" opening an FAQ answer under
        // "Can't you just use internet time?", stands alone: its referent is its heading's, not the sentence before)
        if ((previous === undefined || (j >= 0 && !citable(j))) && group.length === 1 && referenceWithin(sentence) && !openerDangling(sentence)) {
          j += 1;
          break;
        }
        if (previous === undefined || (j >= 0 && !citable(j)) || group.length >= 3) return; // the referent is missing: drop it
        group.unshift(previous);
      }
      const leadIn = s.kind === 'sentence' ? '' : ([...read.sentences.slice(0, i)].reverse().find((x) => x.leadIn)?.text ?? '');
      units.push({
        documentId: passage.documentId,
        sentences: group,
        // a referent carried from the paragraph before lends no words to the score: the sentence is judged on its own;
        // so does one brought in for a pronoun or quantity further in ("…cover them"): its words are context
        stems: stemsOf((j < 0 || (group.length > 1 && !openerDangling(sentence)) ? [sentence] : group).join(' ')),
        // the sentence's own words apart from the referent brought in for its opener ("The most common mistake
        // is…" for "Another is…"): the lead of a what-question is chosen by its best sentence, never by the sum
        // over its sentences (lead-focus.ts)
        ...(j >= 0 && group.length > 1 ? { ownStems: stemsOf(sentence), referentStems: stemsOf(group.slice(0, -1).join(' ')) } : {}),
        order,
        score: 0,
        // a table row's column names are its context, like a heading ("Type", "Puncture resistance")
        // so is the subject supplied for its "it" (antecedent.ts): words it stands for, not words it says
        context: stemsOf(`${headingText} ${leadIn} ${(s.cells ?? []).map((c) => c.name).join(' ')} ${resolved ?? ''} ${counted ?? ''} ${statement ?? ''} ${group.length > 1 && !openerDangling(sentence) ? group.slice(0, -1).join(' ') : ''}`),
        passageStems,
        earlierStems: stemsOf(`${headingText} ${list.slice(0, Math.max(0, i - group.length + 1)).join(' ')}`),
        ...(s.kind === 'sentence' ? {} : { line: s.kind }),
        headingAnswer: read.answer,
        ...(/\?$/.test(lastHeading) ? { headingQuestion: lastHeading } : {}),
        ...(lastHeading ? { heading: lastHeading } : {}),
        ...(s.cells ? { cells: s.cells, table: passageIndex } : {}),
        role: read.role,
        place: (passage.chunkId ?? passageIndex) * 10_000 + i,
        ...(faqReferent ? { referent: faqReferent } : {}),
        ...(resolved ? { antecedent: resolved } : {}),
        ...(counted ? { counted } : {}),
        ...(restated ? { restated } : {}),
        ...(j < 0 ? { carried: true } : {}),
        ...(s.update ? { update: true as const } : {}),
      });
    });
  });
  return units;
}

const CUES: Record<QuestionKind, RegExp> = {
  why: /\b(because|so that|therefore|thus|causes?|caused|blamed on|attributed to|driven|drives|accelerates?|speeds? up|leads? to|led to|results? in|due to|which means|means|blocks?|binds?|triggers?|prevents?|reduces?|increases?|drives?|allows?|explains?)\b/i,
  how: /\b(by|through|because|when|which|causes?|leads? to|results? in|blocks?|binds?|triggers?|reduces?|increases?|so that|process|steps?)\b/i,
  comparison: /\b(than|whereas|while|unlike|compared|both|more|less|faster|slower|stronger|weaker|higher|lower|better|worse)\b/i,
  yesno: /\b(studies|study|found|shows?|evidence|linked|no|not|only|still|increase|reduce|does|cannot)\b/i,
  what: /\b(is a|are a|called|known as|include|includes|such as|refers to|consists?)\b|,.*,/i,
  open: /\b(because|than|such as|known as)\b/i,
};

/**
 * Does a sentence open by adding a point to what came before: an additive connective (the Penn Discourse
 * Treebank's Expansion.Conjunction and synchrony ones: "also", "in addition", "moreover", "furthermore",
 * "besides", "likewise", "similarly", "at the same time", "on top of that", "what is more"), an ordinal
 * ("A second blow…", "The third reason…", "Secondly,"; not "The second floor…") or "another"/"the other
 * <part>" ("Another factor…", "The other half of…")? Pure.
 */
export function addsPoint(sentence: string): boolean {
  return /^(?:also|in addition|additionally|moreover|furthermore|besides|likewise|similarly|at the same time|on top of (?:that|this)|what is more|(?:a|an) (?:second|third|fourth|further|other)\b|the (?:second|third|fourth|further) (?:reason|cause|factor|problem|point|part|way|step|effect|explanation|source|strategy)\b|(?:second|third|fourth)(?:ly)?,|another\b|the other (?:half|part|side|reason|cause|factor|way|key|main|problem)\b)/i.test(sentence.trim());
}

/** Cues strong enough for the lead of a why/how answer: a cause or a mechanism stated outright. */
const STRONG_CUES: Record<QuestionKind, RegExp> = {
  ...CUES,
  why: /\b(because|caused(?: \w+)? by|causes|driven(?: \w+)? by|due to|leads? to|results? in|accelerates?|the reason|which means|blocks?|binds?|followed|blamed on|attributed to|so that|in order to)\b/i,
  how: /\b(by \w+ing|because|through|which|leads? to|results? in|blocks?|binds?|triggers?|so that)\b/i,
};

/** A change said only by its amount: "by about half", "by 40 percent", "by a third". */
const MEASURED_ONLY = /\bby (?:about |around |roughly |nearly |almost |up to |some |more than |less than )?(?:\d[\d.,]*\s*(?:%|percent|per cent)?|half|a third|a quarter|two thirds|three quarters)\b/i;
/** A means named after "by": a process noun ("by evaporation", "by the plants' transpiration"), not an amount or a time. */
const MEANS = /\bby (?:the |its |their )?(?:\p{Ll}+['’]s? )?\p{Ll}{3,}(?:ation|ition|ption|sion|ment|ance|ence)\b/iu;

/** Does a sentence give a reason: a cause stated outright, or one in another form (reasons.ts)? */
export function givesReason(text: string): boolean {
  return STRONG_CUES.why.test(text) || statesReason(text);
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const x of a) if (b.has(x)) inter += 1;
  const union = a.size + b.size - inter;
  return union === 0 ? 0 : inter / union;
}

function contentStems(text: string): Set<string> {
  return new Set(contentTerms(text).map(stem));
}

/** Scores units against the concepts of the answerable parts; units touching no required concept score 0. */
/**
 * What a document as a whole says about the question: the required concepts its title names and the
 * share of them it mentions anywhere. A sentence is read in its document's context: in a document
 * titled "How Sea Otters Stay Warm", a sentence about dense fur answers "how do otters stay warm"
 * although it never says "warm".
 */
export interface DocumentContext {
  titleConcepts: Concept[];
  coverage: number;
  /** How many required concepts the document names in its own words (its other words count only when it names one). */
  literal: number;
  /** The stems of the required concepts it names anywhere, in any words (gate-basis.ts). */
  said?: Set<string>;
}

export function documentContexts(passages: ComposePassage[], documents: Map<string, ComposeDocument>, concepts: Concept[], askedNames: string[] = []): Map<string, DocumentContext> {
  const required = requiredConcepts(concepts);
  const stemsByDoc = new Map<string, Set<string>>();
  for (const passage of passages) {
    const set = stemsByDoc.get(passage.documentId) ?? new Set<string>();
    for (const s of stemsOf(passage.text)) set.add(s);
    stemsByDoc.set(passage.documentId, set);
  }
  const out = new Map<string, DocumentContext>();
  for (const [documentId, stems] of stemsByDoc) {
    // (with the title block in capitals that opens it: "STITCHWELL SM-400 SEWING MACHINE" atop a file named otherwise)
    // (and a name the question gives that only the heading its body opens with says, where the saved form is titled
    // otherwise: "Oakfold" of "# Oakfold Riding Centre: lessons and hacks FAQ" under "Lessons and hacks: your questions
    // answered"; body-title.ts, saved-names.ts)
    // (read only where the question names something: with no name asked, savedNames gives nothing whatever the heading)
    const headingNames = askedNames.length > 0 ? savedNames(bodyTitle(documents.get(documentId)?.raw ?? ''), askedNames) : '';
    const titleStems = stemsOf(`${documents.get(documentId)?.title ?? ''} ${documents.get(documentId)?.titleBlock ?? ''} ${headingNames}`);
    for (const s of titleStems) stems.add(s);
    const covered = coveredBy(required, stems).concepts;
    out.set(documentId, {
      titleConcepts: coveredBy(required, titleStems).concepts,
      coverage: covered.length / Math.max(1, required.length),
      said: new Set(covered.map((c) => c.stem)),
      literal: mentioned(required, stems).length,
    });
  }
  return out;
}

/**
 * For "what do <subject> <verb>" questions: does a unit name the subject and say the verb (or its
 * related words)? And does the subject act in it ("urchins graze on
 * kelp", not "otters eat urchins")? Pure, over the unit's words.
 */
export function subjectFit(text: string, subject: { head: string; verb: string }): { about: boolean; says: boolean; acts: boolean } {
  const head = stem(subject.head);
  const verbStems = new Set([stem(subject.verb), ...relatedStems(stem(subject.verb))]);
  const tokens = words(text).map(stem);
  const isHead = (s: string): boolean => stemMatches(head, s);
  // named in the sentence itself: a document's title about otters does not make its sentence on sea slugs one
  const about = tokens.some(isHead);
  const says = tokens.some((s) => verbStems.has(s));
  // the subject acts: the verb (or a related word) within three words after the subject's head
  const acts = tokens.some((s, i) => isHead(s) && tokens.slice(i + 1, i + 4).some((t) => verbStems.has(t)));
  return { about, says, acts };
}

/**
 * Does a sentence, read in its context, touch enough of what is asked to be part of an answer? Counts
 * of required concepts: in its own words (`own`; `ownAny` counts soft ones too), from its document's
 * title, its section (headings, a list's lead-in), the rest of its paragraph, and the headings and
 * sentences before it (`earlier`). It passes when it and its title and section touch a third of
 * them; or when its paragraph covers half and it names one itself; or when its document covers the
 * question throughout (80%) and it names one; or, naming none itself, when its title is about the
 * question, its section heading says half of it (an FAQ's question), or what comes before it in its
 * paragraph or section says half of it. A lone shared word
 * ("water" in a note on kelp for "how do otters stay warm in cold water") is not an answer. Pure.
 */
export function sentenceGate(c: { required: number; own: number; ownAny: number; title: number; section: number; passage: number; earlier: number; titleAbout: boolean; documentCoverage: number }): boolean {
  const near = c.own + c.title + c.section;
  const inParagraph = near + c.passage;
  if (inParagraph === 0) return false;
  // naming none of it itself: only in a document about it, or continuing a paragraph or section that says it
  if (c.ownAny === 0) return (c.titleAbout && near * 3 >= c.required) || c.section * 2 >= c.required || (c.required > 1 && c.earlier >= Math.max(2, Math.ceil(c.required / 2)));
  if (near * 3 >= c.required) return true;
  if (c.own > 0 && inParagraph * 2 >= c.required) return true;
  return c.own > 0 && c.documentCoverage >= 0.8 && c.required >= 3;
}

/** A sentence that states what was to be found out, not what was found. */
export const AIM = /\b(?:wanted to (?:find out|know|see|test|learn)|set out to|(?:the|our|my) (?:aim|goal|purpose|question) (?:was|is|of)|aims? to (?:find|test|investigate|determine)|we (?:asked|investigated) whether|to find out (?:how|whether|if))\b/i;
/** A sentence that states a result: a change, a comparison or a measured share. */
export const FINDING = /\b(?:percent|per cent|%|reduced|increased|delayed|lowered|raised|fell|rose|dropped|doubled|halved|compared with|than|cut|slowed|improved|lost|gained|found)\b|%/i;
/** A number in figures or words. */
const COUNT = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million)\b/i;
/** A figure with its unit or a count: what "how long / much / many" asks for. */
export const QUANTITY = /\d[\d,.]*\s*(?:%|percent|per cent|years?|months?|weeks?|days?|hours?|minutes?|seconds?|kg|kilograms?|g|grams?|tonnes?|km|kilometres?|kilometers?|metres?|meters?|m|cm|mm|millimetres?|psi|bar|euros?|dollars?|pounds?|million|billion|degrees?|°|kwh|kw|w|watts?|decibels?|db|times)\b|\b(?:twice|half|a third|a quarter|dozens?|hundreds?|thousands?)\b/i;

export function scoreUnits(units: Unit[], concepts: Concept[], kind: QuestionKind, options: ComposeOptions, contexts: Map<string, DocumentContext> = new Map(), subject: { head: string; verb: string } | { head: string; verb: string }[] | null = null, quantity = false, numbered: string[] = [], dimensions: Dimension[] = [], query = ''): void {
  // "What do sea urchins eat?": when some sentence names the subject and says the verb, only such
  // sentences answer it (a note on sea slugs that eat algae shares "sea" and "eat", not the question)
  // A many-part question has a subject per part ("How long do axolotls live…, and what do they eat?"):
  // a sentence fits when it answers any part whose subject some sentence answers.
  const subjects = (Array.isArray(subject) ? subject : subject ? [subject] : []).filter(() => kind === 'what');
  // "In captivity they commonly live 10 to 15 years" right after a sentence on axolotls: "they" are axolotls
  const fitIn = (unit: Unit, s: { head: string; verb: string }): { about: boolean; says: boolean; acts: boolean } => {
    // under an FAQ's question heading ("How long does the battery last?"), the heading says what its answer is about
    const text = [unit.headingQuestion ?? '', ...unit.sentences].join(' ');
    const named = unit.earlierStems && [...unit.earlierStems].some((t) => stemMatches(stem(s.head), t));
    return subjectFit(named ? text.replace(/\b(they|it)\b/gi, s.head) : text, s);
  };
  const answeredSubjects = subjects.filter((s) => units.some((unit) => {
    const f = fitIn(unit, s);
    return f.about && f.says;
  }));
  const fitOf = (unit: Unit): { about: boolean; says: boolean; acts: boolean } | null => {
    if (answeredSubjects.length === 0) return subjects.length > 0 ? fitIn(unit, subjects[0] as { head: string; verb: string }) : null;
    const all = answeredSubjects.map((s) => fitIn(unit, s));
    return all.find((f) => f.about && f.says && f.acts) ?? all.find((f) => f.about && f.says) ?? all[0] ?? null;
  };
  const fits = new Map(units.map((unit) => [unit, fitOf(unit)]));
  // A single sentence that fits does not silence all the others: it may fit by a chance word
  // ("The warranty lasts two years" for how long a battery lasts); then it gets no bonus and the
  // others are only demoted a little.
  const fitting = units.filter((unit) => {
    const f = fits.get(unit);
    return f && f.about && f.says;
  }).length;
  const subjectAnswered = answeredSubjects.length > 0;
  const demoteOnly = fitting < 2;
  const weights = options.weights ?? new Map<string, number>();
  const weightOf = (c: Concept): number => (weights.get(c.stem) ?? 1) * (c.soft ? 0.4 : 1);
  const required = requiredConcepts(concepts);
  const avg = required.reduce((sum, c) => sum + weightOf(c), 0) / Math.max(1, required.length);
  const questionStems = new Set(concepts.map((c) => c.stem));
  const expansion = new Set((options.expansion ?? []).map(stem));
  const focus = new Set((options.focus ?? []).map(stem).filter((s) => !questionStems.has(s)));
  const asksSetup = concepts.some((c) => sectionRole(c.term) === 'setup' || /^(?:how was|how were|what method)/i.test(c.term));
  const topicalOnly = required.some((c) => !isGeneralWord(c.term) && !isModifierWord(c.term));
  const bestCoverage = Math.max(0, ...[...contexts.values()].map((c) => c.coverage));
  const asksWho = query !== '' && answerShape(query) === 'who';
  // the gate judges a sentence against the part of the question some source in scope says (gate-basis.ts)
  // (and never asks a word of the asker's story or setting, though it counts where a sentence says it; gate-basis.ts)
  const story = query === '' ? new Set<string>() : storyStems(questionParts(query), concepts);
  const gated = gateBasis(required, new Set([...contexts.values()].flatMap((c) => [...(c.said ?? [])])), story);
  const storyConcepts = concepts.filter((c) => story.has(c.stem));
  const gatedDiffers = storyConcepts.length > 0 || gated.length !== required.length || gated.some((c) => !required.includes(c));
  for (const unit of units) {
    const fit = fits.get(unit) ?? null;
    // (a who-question is answered by the person, whatever verb the sentence names them with: "Who runs the seed library?"
    // → "These days Priya Nair looks after the seed library"; ask-kind.ts)
    const offSubject = subjectAnswered && fit !== null && !(fit.about && fit.says);
    if (offSubject && !demoteOnly && !(asksWho && personAnswers(unit.sentences.join(' '), query))) {
      unit.score = 0;
      continue;
    }
    const context = contexts.get(unit.documentId) ?? { titleConcepts: [], coverage: 1, literal: required.length };
    const literal = mentioned(concepts, unit.stems);
    // What the sentence says in other words ("caffeine" for coffee) counts in a document that names the question in its own words.
    // (Direct synonyms and substances only: a word through a shared synonym covers a concept, it does not rank a sentence.)
    const said = context.literal > 0 ? mentionedInOtherWords(required, unit.stems, 'direct') : [];
    const own = [...literal, ...said];
    // The title's concepts count for every sentence of a document that is about the question (its
    // title names at least half of what is asked), at half weight.
    // So is a document whose title names a third of it and whose text mentions nearly all of it.
    const titleAbout = titleIsAbout(context.titleConcepts.length, required.length, context.coverage);
    // (a table row is read with its table's caption and the form the question names it by, "the firewood table"; entry-kind.ts)
    // A sentence is read in its section and paragraph too: the headings above it (an FAQ's question,
    // a list's lead-in) at half weight like a title; the rest of its paragraph for the gate only
    // ("The decline is blamed on pollution…" right after "…the axolotl is critically endangered");
    // what the sentences before it in its paragraph said, it continues (counted once they say half of the question)
    const { fromTitle, fromSection, earlierAll, fromEarlier, fromPassage } = conceptsAround(required, own, context.titleConcepts, titleAbout, unit);
    const hit = [...own, ...fromTitle, ...fromSection, ...fromEarlier];
    const hitRequired = hit.filter((c) => required.includes(c));
    // In a document that is not about the question (its title names under half of it, and another
    // document covers more of it), a general word ("keep", "full", "long") or a modifier a sentence
    // shares with the question is no sign it is about the question: its own words count for the gate
    // only when they name a topic word (unless every required concept is such a word).
    const elsewhere = !titleAbout && context.coverage < bestCoverage;
    // (so do the words of the sentences before it that it would continue)
    const counts = (c: Concept): boolean => !(topicalOnly && elsewhere) || (!isGeneralWord(c.term) && !isModifierWord(c.term));
    const topical = own.filter(counts);
    const gate = sentenceGate({ required: required.length, own: topical.filter((c) => required.includes(c)).length, ownAny: topical.length, title: fromTitle.length, section: fromSection.length, passage: [...fromPassage, ...fromEarlier].filter(counts).length, earlier: earlierAll.filter(counts).length, titleAbout, documentCoverage: context.coverage }) || (gatedDiffers && sentenceGate(gateInput(gated, own, context, unit, counts, storyConcepts)));
    if (!gate) {
      unit.score = 0;
      continue;
    }
    const last = unit.sentences.at(-1) ?? '';
    let score =
      // a word said in other words weighs less, and no more than an average concept (a word the library never uses is rare by definition)
      own.reduce((sum, c) => sum + (said.includes(c) ? 0.6 * Math.min(weightOf(c), avg) : weightOf(c)), 0) +
      fromTitle.reduce((sum, c) => sum + 0.5 * weightOf(c), 0) +
      fromSection.reduce((sum, c) => sum + 0.5 * weightOf(c), 0) +
      fromEarlier.reduce((sum, c) => sum + 0.4 * weightOf(c), 0) +
      fromPassage.reduce((sum, c) => sum + 0.2 * weightOf(c), 0) +
      (hitRequired.length / required.length) * avg * 2;
    // A document that mentions only a sliver of the question ("percent" in a decaf note for a battery question) weighs less.
    score *= 0.4 + 0.6 * context.coverage;
    if (titleAbout) score *= 1 + (0.5 * context.titleConcepts.length) / required.length;
    const fresh = [...contentStems(unit.sentences.join(' '))].filter((s) => !questionStems.has(s)).length;
    score += (Math.min(fresh, 10) / 10) * avg;
    // merely repeats the question's words (unless it gives the figure a how-many question asks for: "An octopus has three hearts")
    if (fresh < 3 && !(quantity && COUNT.test(unit.sentences.join(' ')))) score *= 0.6;
    if (CUES[kind].test(last) || (kind === 'why' && statesReason(last))) score += avg * 0.6;
    // "At the same time, a disease … killed most of the sea stars", "The other half of the otter's strategy is…":
    // in a document about the question, a sentence that adds a further point to its answer is a cause or
    // mechanism of its own, though it repeats none of the question's words
    else if (titleAbout && (kind === 'why' || kind === 'how') && addsPoint(last)) score += avg * 0.6;
    // an instruction ("Roll the dough out until…") says what to do, not why
    if (kind === 'why' && isInstruction(last) && !statesReason(unit.sentences.join(' '))) score *= 0.6;
    // a why-question is answered by a reason stated outright, whatever words of the question it repeats
    else if (kind === 'why' && (STRONG_CUES.why.test(last) || statesReason(last))) score *= 1.25;
    // Findings over aims: a sentence that frames the question ("I wanted to find out how…") does not
    // answer it; one that states a result with a figure does. Quantity questions want the figure.
    const text = unit.sentences.join(' ');
    // (so does a sentence about the text itself: "I am writing to explain…", "This article explains…"; self-reference.ts)
    if (AIM.test(text) || aboutTheText(text)) score *= 0.5;
    else if (FINDING.test(text) && /\d/.test(text)) score += avg * 0.5;
    if (dimensions.length > 0 ? statesAmount(text, dimensions) : quantity && QUANTITY.test(text)) score += avg * 0.8;
    // a report's results and discussion answer what it found; its aim, method and limitations set it up
    if (unit.role === 'finding') score *= 1.2;
    else if (unit.role === 'setup' && !asksSetup) score *= 0.75;
    let expansionHits = 0;
    for (const s of expansion) if (unit.stems.has(s)) expansionHits += 1;
    score += Math.min(expansionHits, 3) * 0.15 * avg;
    let focusHits = 0;
    for (const s of focus) if ([...unit.stems].some((t) => stemMatches(s, t))) focusHits += 1;
    score += Math.min(focusHits, 3) * 0.8 * avg;
    if (unit.sentences.length > 1) score *= 0.85;
    // the subject doing what is asked leads ("sea urchins graze on giant kelp")
    if (subjectAnswered && !demoteOnly && fit?.acts) score += avg * 1.5;
    if (offSubject) score *= 0.8;
    // "The Aurora 2 lasted about four weeks" is about another model than the Aurora 3 asked about
    if (namesOtherNumbered(text, numbered)) score *= 0.3;
    if (options.simple) {
      const words = last.split(/\s+/).length;
      score *= words <= 18 ? 1.3 : words <= 28 ? 1 : 0.7;
    }
    unit.score = score;
  }
  // Rows of one table share the column names alike: the row the question names ("Small car"), the value
  // in the column it names ("Meat and dairy: Yes"), or the extreme figure a superlative asks for, tells them apart.
  // one table, even when its rows fall in several passages: its document and its column names
  // (a row whose empty cells are left out is still of its table: table-extreme.ts tableGroups)
  // Items of one list share their heading's words alike: a word of the question only one or a few of them say tells
  // the entry asked (entry-choice.ts)
  // (every word of the question counts, its story's too, but not those its document's title or opening says: the
  // SM-400 is the manual's subject, no one section's)
  // (nor the noun a how-many question counts: it names the kind counted, which any section may mention in passing,
  // "£38 per PATIENT", not the entry asked: "How many patients took part" is answered where they are counted)
  const counted = countedKind(query);
  const entryWords = (documentId: string): Concept[] => {
    const titled = new Set((contexts.get(documentId)?.titleConcepts ?? []).map((c) => c.stem));
    return concepts.filter((c) => !titled.has(c.stem) && (counted === null || !sameNoun(c.term, counted)));
  };
  // (for what a what/which/how-much question asks: the entry; a yes/no or a why is decided by what its sentences say)
  const entryAsked = kind === 'what' || kind === 'open';
  for (const items of entryAsked ? listGroups(units) : []) {
    const asked = entryWords(items[0]?.documentId ?? '');
    const weights = entryWeights(items.map((u) => mentioned(asked, u.stems).map((c) => c.stem)));
    items.forEach((u, i) => {
      u.score *= weights[i] ?? 1;
    });
  }
  // (and so do the sections of one page: the section whose heading or text alone says a word of the question is the entry asked)
  for (const sections of entryAsked ? sectionGroups(units) : []) {
    const asked = entryWords(sections[0]?.[0]?.documentId ?? '');
    const weights = entryWeights(sections.map((section) => section.flatMap((u) => mentioned(asked, new Set([...u.stems, ...(u.context ?? [])])).map((c) => c.stem))));
    sections.forEach((section, i) => {
      for (const u of section) u.score *= weights[i] ?? 1;
    });
  }
  for (const rows of tableGroups(units.filter((u) => u.table !== undefined && u.score > 0))) {
    const cells = rows.map((u) => u.cells ?? []);
    const weights = kind === 'what' ? rowWeights(cells, concepts.map((c) => c.term), query) : cells.map(() => 1);
    const named = namedRowWeights(cells, query);
    rows.forEach((u, i) => {
      u.score *= (weights[i] ?? 1) * (named[i] ?? 1);
      if ((named[i] ?? 1) < 1) u.otherRow = true;
    });
  }
}

/**
 * MMR: relevance minus similarity to what is already chosen; near-duplicates are never chosen. A
 * sentence below half the best score is kept only when it is the first to mention one of the
 * question's required concepts (`required`): each part of a many-part question the sources cover is answered;
 * or, down to 30%, when it states a measured finding or the amount asked for (`answersAmount`).
 */
export function selectUnits<T extends { score: number; stems: Set<string>; sentences: string[]; documentId: string; role?: 'finding' | 'setup' | null; carried?: boolean }>(
  units: T[],
  maxSentences: number,
  lambda = 0.75,
  required: Concept[] = [],
  /** Candidates kept down to 30% of the best score, like a measured finding: those stating the amount a question asks for. */
  answersAmount: (unit: T) => boolean = () => false,
): T[] {
  const candidates = units.filter((u) => u.score > 0).sort((a, b) => b.score - a.score);
  const top = candidates[0]?.score ?? 0;
  const chosen: T[] = [];
  const usedSentences = new Set<string>();
  let count = 0;
  const pool = [...candidates];
  while (pool.length > 0 && count < maxSentences) {
    let best: { unit: T; value: number; index: number } | null = null;
    for (let i = 0; i < pool.length; i += 1) {
      const unit = pool[i] as T;
      const similarity = Math.max(0, ...chosen.map((c) => jaccard(c.stems, unit.stems)));
      const value = lambda * (unit.score / top) - (1 - lambda) * similarity;
      if (!best || value > best.value) best = { unit, value, index: i };
    }
    if (!best) break;
    pool.splice(best.index, 1);
    const unit = best.unit;
    // Below half the best score a sentence adds words, not answer, unless it answers a part nothing chosen mentions.
    // (a report's result with a figure is kept down to 30%: the measured finding is the answer's evidence)
    const measuredFinding = ((unit.role === 'finding' && /\d/.test(unit.sentences.join(' '))) || answersAmount(unit)) && unit.score >= top * 0.3;
    if (unit.score < top * 0.5 && !measuredFinding) {
      const answered = new Set(chosen.flatMap((c) => mentioned(required, c.stems)));
      if (!mentioned(required, unit.stems).some((c) => !answered.has(c))) continue;
    }
    const reused = unit.sentences.some((s) => usedSentences.has(s.toLowerCase()));
    // A paragraph's opening sentence brought in with its referent from the paragraph before ("Such
    // uniform grains…" after "The sound comes only from grains…") whose referent is already chosen at
    // the end of a point of the same source: it continues that point.
    const fresh = unit.sentences.filter((s) => !usedSentences.has(s.toLowerCase()));
    const referents = unit.sentences.slice(0, unit.sentences.length - fresh.length);
    // So does any sentence that needs a chosen point as its referent and itself names at least half of
    // what is asked ("The Aurora 3 opens EPUB…" + "It cannot open Kindle AZW or MOBI files…").
    // So, too, does a sentence that continues the first point chosen (the lead) and whose unit scores at
    // least half the best ("Most of its members feared…" after "The guild opposed the bridge").
    const candidateHost = reused && fresh.length > 0 && unit.sentences.slice(-fresh.length).every((s, k) => s === fresh[k])
      ? chosen.find((c) => c.documentId === unit.documentId && c.sentences.at(-1) === referents.at(-1))
      : undefined;
    const continues = unit.carried === true || mentioned(required, stemsOf(fresh.join(' '))).length * 2 >= Math.max(2, required.length) || (candidateHost === chosen[0] && unit.score >= top * 0.5);
    const host = continues ? candidateHost : undefined;
    if (host && count + fresh.length <= maxSentences && !chosen.some((c) => nearDuplicate(c.sentences.join(' '), fresh.join(' '), jaccard(contentStemsOf(c), contentStemsOf({ sentences: fresh }))))) {
      host.sentences.push(...fresh);
      contentCache.delete(host);
      for (const x of unit.stems) host.stems.add(x);
      for (const x of fresh) usedSentences.add(x.toLowerCase());
      count += fresh.length;
      continue;
    }
    const duplicate = chosen.some((c) => nearDuplicate(c.sentences.join(' '), unit.sentences.join(' '), jaccard(contentStemsOf(c), contentStemsOf(unit))));
    // (no cap on the points one source gives: the budget goes to the best points wherever they are, never to a weaker
    // point of another source while the one source's sixth holds the figure asked; selection.test.ts)
    if (duplicate || reused || count + unit.sentences.length > maxSentences) continue;
    chosen.push(unit);
    for (const s of unit.sentences) usedSentences.add(s.toLowerCase());
    count += unit.sentences.length;
  }
  return chosen;
}

/**
 * Filler around an amount: when a question asks for an amount (amounts.ts) and some candidate states
 * one of that kind, a candidate that states none and names under half of the required concepts in its
 * own words is left out ("The path climbs through larch woods" for how long the walk takes, however
 * much of its document's title it shares). Changes scores in place. Pure.
 */
export function amountFloor<T extends { score: number; sentences: string[]; stems: Set<string> }>(units: T[], dimensions: Dimension[], required: Concept[], parts: string[] = []): void {
  if (dimensions.length === 0) return;
  // (a many-part question with a part asking a thing or a place keeps that part's sentences; a date or a time of day states what "when" asks, an age limit what "how old" asks: part-amounts.ts)
  if (parts.length > 1 && !floorApplies(parts)) return;
  const asked = partDimensions(parts, dimensions);
  const states = (u: T): boolean => statesAmount(u.sentences.join(' '), asked) || statesAskedForm(u.sentences.join(' '), parts);
  if (!units.some((u) => u.score > 0 && states(u))) return;
  for (const unit of units) {
    if (unit.score <= 0 || states(unit)) continue;
    if (mentioned(required, unit.stems).length * 2 < required.length) unit.score = 0;
  }
}

/** Does a sentence tell someone what to do: an imperative, or "should", "must", "need to", "are advised / asked to"? Pure. */
export function advises(sentence: string): boolean {
  return isInstruction(sentence) || /\b(?:should|must|ought to|need to|needs to|have to|has to|(?:is|are) (?:advised|asked|told|urged|required|expected) to|(?:advise|advises|asks|ask|tells|tell|urges|recommend|recommends) (?:\w+ ){0,3}to)\b/i.test(sentence);
}

/**
 * Filler around advice: when a question asks what someone is told or advised to do ("What does the
 * guide tell climbers to pack?", concepts.ts asksInstruction) and some candidate gives such advice, a
 * candidate that gives none and names under half of the required concepts in its own words is left out
 * ("Two climbers were rescued from the ridge"). Changes scores in place. Pure.
 */
export function adviceFloor<T extends { score: number; sentences: string[]; stems: Set<string> }>(units: T[], query: string, required: Concept[]): void {
  if (!asksInstruction(query)) return;
  const gives = (u: T): boolean => u.sentences.some(advises);
  if (!units.some((u) => u.score > 0 && gives(u))) return;
  for (const unit of units) {
    if (unit.score <= 0 || gives(unit)) continue;
    if (mentioned(required, unit.stems).length * 2 < required.length) unit.score = 0;
  }
}

/**
 * Are two sentences near-duplicates? Most of their content words shared (Jaccard > 0.5), unless they
 * state different figures: "rider under 70 kg: about 80 psi" and "rider over 85 kg: about 95 psi"
 * are two facts (list items and table rows often differ only there). Pure.
 */
export function nearDuplicate(a: string, b: string, similarity: number): boolean {
  return similarity > 0.5 && !differentFigures(a, b);
}

const contentCache = new WeakMap<object, Set<string>>();
function contentStemsOf(unit: { sentences: string[] }): Set<string> {
  let stems = contentCache.get(unit);
  if (!stems) {
    stems = contentStems(unit.sentences.join(' '));
    contentCache.set(unit, stems);
  }
  return stems;
}

const NEGATION = /\b(no|not|never|neither|nor|none|nobody|cannot|can't|doesn't|don't|isn't|aren't|won't|unlikely|myth)\b/i;
const QUALIFIER = /\b(still|only|but|however|although|though|despite|may|might|some|partly|partially|depends|sometimes|varies|unclear|small amount|trace)\b/i;

/**
 * The verdict a yes/no or comparison question gets from its best supporting sentence. With the
 * question's concepts, a negation counts only in the clause that states the claim (the clause naming
 * most of them): "Participants did not notice the disruption, which suggests … coffee affects their
 * sleep" says yes to "does coffee affect sleep". Qualifiers count anywhere in the sentence.
 */
export function verdictOf(text: string, concepts: Concept[] = []): 'yes' | 'no' | 'qualified' {
  // "in May" is a month, not a hedge
  const sentence = withoutMonthMay(text);
  let claim = sentence;
  if (concepts.length > 0) {
    // (a quantified relative keeps its quantifier: "neither of which takes out fluoride" is one clause, its negation in it)
    const clauses = sentence.split(/[,;:]|(?<!\bof\s+)\b(?:which|that|while|whereas|so)\b/i).filter((c) => c.trim() !== '');
    let most = 0;
    for (const clause of clauses) {
      const n = mentioned(concepts, stemsOf(clause)).length;
      if (n > most) {
        most = n;
        claim = clause;
      }
    }
  }
  // (a claim said not to be shown, "no evidence that bathing cures arthritis", "nothing has been found to show that the
  // cutting harmed …": the negation is on the evidence, and through it on the claim in its complement; evidence-denial.ts)
  const named = mentioned(concepts, stemsOf(claim)).length;
  if (claimsNotShown(sentence).some((p) => concepts.length === 0 || mentioned(concepts, stemsOf(p)).length >= Math.max(1, named))) return 'no';
  if (NEGATION.test(claim)) return 'no';
  if (concepts.length === 0) return QUALIFIER.test(sentence) ? 'qualified' : 'yes';
  // A connective ("but", "although") qualifies the claim only when what it adds limits it ("survives,
  // but only for a week"), not when it adds another fact ("survives but grows more slowly").
  const limits = (text: string): boolean => LIMITER.test(text) || (text !== claim && NEGATION.test(text) && mentioned(concepts, stemsOf(text)).length > 0);
  if (limits(claim) || sentence.split(/\b(?:but|however|although|though|despite|yet)\b/i).slice(1).some(limits)) return 'qualified';
  return QUALIFIER_OUTSIDE.test(sentence) ? 'qualified' : 'yes';
}

/** Words that limit a claim wherever they stand in the sentence. */
const LIMITER = /\b(only|may|might|some|partly|partially|depends|sometimes|varies|unclear|small amount|trace|unless|except|rarely|seldom)\b/i;
/** Qualifiers of the whole sentence that are not connectives. */
const QUALIFIER_OUTSIDE = /\b(may|might|partly|partially|depends|sometimes|varies|unclear)\b/i;

/** The lead-in of an answer that withholds a yes or a no (chat.ts and follow-up-shared.ts read it off a reply). */
export const UNSTATED_LEAD = 'Your sources do not say this outright; what they say: ';

/** Any lead-in leadPrefix writes (and the steps' one), at the start of an answer sentence: "In short: ", "Your sources point to no: ". */
export const LEAD_IN = /^(?:In short(?:, according to your sources)?|What your sources do say|(?:On "[^"]*", your|Your) sources (?:do not say this outright; what they say|disagree|point to (?:yes|no)|give a qualified answer)|Of the two, your sources point to [^:]+|The main reason your sources give|The steps, as your source gives them|The list, as your source gives it|The latest of your sources(?: \([^():]+\))? says|Your sources disagree; the latest \([^():]+\) says|Your sources point to (?:yes|no); (?:the latest(?: \([^():]+\))? says|as your source now has it, after its update)|As your source now has it, after its update|By contrast, (?:an earlier one of your sources(?: \([^():]+\))?|before its update your source) had said|An earlier one of your sources(?: \([^():]+\))? said|Before its update, your source said): /;

function leadPrefix(kind: QuestionKind, sentence: string, concepts: Concept[] = [], decided?: Verdict, scope: string | null = null): string {
  if (kind === 'yesno' || kind === 'comparison') {
    const verdict = decided ?? verdictOf(sentence, concepts);
    if (verdict === 'unstated') return UNSTATED_LEAD;
    // a verdict on one part of the question only: "On "do heat pumps work in cold climates", your sources point to yes: "
    const who = scope ? `On "${scope.replace(/[?.!\s]+$/, '')}", your sources` : 'Your sources';
    if (verdict === 'disagree') return `${who} disagree: `;
    if (verdict === 'no') return `${who} point to no: `;
    if (verdict === 'qualified') return `${who} give a qualified answer: `;
    return `${who} point to yes: `;
  }
  if (kind === 'why') return 'The main reason your sources give: ';
  if (kind === 'how') return 'In short, according to your sources: ';
  return 'In short: ';
}

/** Orders supporting units so that units on the same theme sit together; returns paragraphs. */
function groupByTheme<T extends { stems: Set<string> }>(lead: T, rest: T[]): T[][] {
  const paragraphs: T[][] = [];
  let current: T[] = [];
  let previous = lead;
  const pool = [...rest];
  while (pool.length > 0) {
    let bestIndex = 0;
    let bestSimilarity = -1;
    pool.forEach((u, i) => {
      const s = jaccard(previous.stems, u.stems);
      if (s > bestSimilarity) {
        bestSimilarity = s;
        bestIndex = i;
      }
    });
    const next = pool.splice(bestIndex, 1)[0] as T;
    // A new theme starts a paragraph only once the current one holds two points: no one-sentence paragraphs in a row.
    if (current.length >= 2 && bestSimilarity < 0.08) {
      paragraphs.push(current);
      current = [];
    }
    current.push(next);
    previous = next;
  }
  // A last point left alone joins the paragraph before it.
  const last = paragraphs.at(-1);
  if (current.length === 1 && last) last.push(...current);
  else if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

/** The most frequent content words of passages mentioning the covered concepts: what the sources discuss alongside them. */
export function neighbourTerms(passages: ComposePassage[], concepts: Concept[], exclude: Concept[], limit = 1): string[] {
  const counts = new Map<string, { word: string | null; docs: Set<string>; total: number }>();
  const excluded = new Set(exclude.map((c) => c.stem));
  // a word a note may name: a word of WordNet as written (a noun, or a verb's own form: "sleep"), not a verb's inflected
  // form ("found" is find's past; "slept" counts for sleep but is never the word named), nor a unit of time, nor a word
  // WordNet does not hold ("cannot")
  const nounForm = (word: string): boolean => !(verbShareOfForm(word) >= 0.5 && lemmaOf(word) !== word) && !isTimeUnit(word) && ([lemmaOf(word), ...baseFormCandidates(word)].some((b) => isCommonNoun(b)) || verbShareOfForm(word) > 0);
  for (const passage of passages) {
    if (mentioned(concepts, stemsOf(passage.text)).length === 0) continue;
    const tokens = words(passage.text);
    for (const [i, word] of tokens.entries()) {
      // a neighbour is a topic ("sleep"), never a modifier ("last", "outer"), nor the unit of a rate ("per CENT", "per hour")
      if (tokens[i - 1] === 'per' || word.length < 4 || /\d/.test(word) || isStopWord(word) || isSoftWord(word) || isModifierWord(word) || isModifierWord(word.replace(/s$/, ''))) continue;
      const s = stem(word);
      if (excluded.has(s) || concepts.some((c) => c.stem === s)) continue;
      const entry = counts.get(s) ?? { word: null, docs: new Set<string>(), total: 0 };
      entry.word ??= nounForm(word) ? word : null;
      entry.docs.add(passage.documentId);
      entry.total += 1;
      counts.set(s, entry);
    }
  }
  return [...counts.values()]
    .filter((e): e is { word: string; docs: Set<string>; total: number } => e.word !== null)
    .sort((a, b) => b.docs.size - a.docs.size || b.total - a.total || a.word.localeCompare(b.word))
    .slice(0, limit)
    .map((e) => e.word);
}

/**
 * The passages a gap note may speak of: those of the documents the answer may cite, or, when none
 * may be cited, the passages that cover the most of the part's required concepts together, at least a third of them (so a
 * note never says the sources "discuss" a word taken from a document on another topic). Pure.
 */
export function onTopicPassages(passages: ComposePassage[], part: PartCoverage, citable: Set<string>): ComposePassage[] {
  if (citable.size > 0) return passages.filter((p) => citable.has(p.documentId));
  const required = requiredConcepts(part.concepts);
  const counted = passages.map((p) => ({ p, n: coveredBy(required, stemsOf(p.text)).concepts.length }));
  const most = Math.max(0, ...counted.map((x) => x.n));
  // a passage sharing one word of a five-concept question ("sleep pressure" for blood pressure) is not on its topic
  return most === 0 || most * 3 < required.length ? [] : counted.filter((x) => x.n === most).map((x) => x.p);
}

/** Does a text name the question's subject (its head word, by stem: "otters" for "sea otters")? Pure. */
export function sharesSubject(text: string, head: string): boolean {
  const s = stem(head);
  return words(text).some((word) => stemMatches(s, stem(word)));
}

/**
 * Supporting points keep to the question's subject: when the best unit names it (so the subject was
 * read right and the library speaks of it), units that do not name it, in their own words or their
 * document's title, are left out ("Is cycling a battery between 20 and 80 percent better…" is not
 * answered with storage advice). Changes scores in place.
 */
export function keepToSubject<T extends { score: number; sentences: string[]; documentId: string }>(
  units: T[],
  subject: { head: string; words?: string[] } | null,
  kind: QuestionKind,
  titleOf: (documentId: string) => string,
  documentText?: (documentId: string) => string,
  /** Units kept when they name any word of the subject, not only its head: those stating the amount asked for ("the drone stays in the air for 40 minutes" for how long a drone battery lasts). */
  keepWithAnyWord: (unit: T) => boolean = () => false,
  /** Units kept when what comes before them in their passage (its headings and sentences) names the subject's head: they go on about it ("For its first seventeen years the procession ended in the churchyard. The festival moved to the quay in 1979…"). */
  carried: (unit: T, head: string) => boolean = () => false,
): void {
  if (!subject) return;
  // Comparisons: a document that speaks of the subject anywhere (title or body) keeps its sentences,
  // whose own words may name only the other side or the subject in other words ("time-restricted
  // eating … did not lead to more weight loss than calorie restriction" in a trial of intermittent fasting).
  const aboutDocument = new Map<string, boolean>();
  const documentNames = (id: string): boolean => {
    if ((kind !== 'comparison' && kind !== 'yesno') || !documentText) return false;
    if (!aboutDocument.has(id)) aboutDocument.set(id, sharesSubject(documentText(id), subject.head));
    return aboutDocument.get(id) ?? false;
  };
  // Why/how: causes and mechanisms are often told in other words, so any word of the subject will do
  // ("the collapse … starved kelp" for "why did the kelp forests decline"); a sentence sharing none
  // of them ("a heatwave warmed coastal waters" for "how do sea otters stay warm") is left out.
  const subjectWords = kind === 'why' || kind === 'how' ? [subject.head, ...(subject.words ?? [])].filter((w) => w.length >= 3 && !isSoftWord(w) && !isStopWord(w)) : [subject.head];
  const namesAny = (text: string): boolean => subjectWords.some((w) => sharesSubject(text, w));
  const names = (unit: T): boolean => namesAny(unit.sentences.join(' ')) || namesAny(titleOf(unit.documentId)) || documentNames(unit.documentId);
  const best = units.reduce<T | null>((top, u) => (u.score > 0 && (!top || u.score > top.score) ? u : top), null);
  // The subject was read right and the library speaks of it only when the best unit names it (why/how: or its document's title does).
  if (!best || !(kind === 'why' || kind === 'how' ? names(best) : namesAny(best.sentences.join(' ')))) return;
  const anyWord = (unit: T): boolean => keepWithAnyWord(unit) && [subject.head, ...(subject.words ?? [])].some((w) => w.length >= 3 && !isStopWord(w) && sharesSubject(unit.sentences.join(' '), w));
  for (const unit of units) if (!names(unit) && !anyWord(unit) && !carried(unit, subject.head)) unit.score = 0;
}

const HEDGE = /\b(suggests?|suggested|suggesting|may|might|could|possibly|perhaps|appears?|seems?|likely|probably|presumably|underestimates?|overestimates?|believed|thought to)\b/i;
const EFFECT = /\b(reduc(?:ed|es|e)|increas(?:ed|es|e)|caus(?:ed|es)|cut|shorten(?:ed|s)|lengthen(?:ed|s)|lower(?:ed|s)|rais(?:ed|es)|doubl(?:ed|es)|halv(?:ed|es)|block(?:ed|s)|prevent(?:ed|s)|delay(?:ed|s)|disrupt(?:ed|s)|improv(?:ed|es)|worsen(?:ed|s)|kill(?:ed|s)|destroy(?:ed|s)|declin(?:ed|es)|fell|rose|dropped|grew|shrank)\b/i;
const MEASURE = /\d|\b(?:more than|less than|fewer than|percent|half|twice|times|fold|hours?|minutes?|days?|years?|one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand)\b/i;

/**
 * How firmly a sentence states a finding (pure): +1 when it reports an effect with a measure
 * ("Caffeine taken six hours before bed reduced total sleep time by more than one hour"), −1 when it
 * infers or hedges ("…which suggests people underestimate…", "may"), else 0. A verdict rests on the
 * strongest statement among the nearly best sentences, not on an inference drawn from it.
 */
export function claimStrength(sentence: string): number {
  if (HEDGE.test(sentence)) return -1;
  return EFFECT.test(sentence) && MEASURE.test(sentence) ? 1 : 0;
}

/**
 * Which of the chosen units leads the answer (pure; `chosen` is best first):
 * - yes/no and comparison: the verdict rests on the sentence that states what is asked, so among the
 *   nearly best units (≥ 60% of the best score) the one that names most of the question's concepts
 *   (in its words or direct synonyms), with a measured effect counting more and a hedge or inference
 *   against (claimStrength; a comparison cue and the question's numbers count too for comparisons);
 * - why/how: among the nearly best units (≥ 75%), the first that states a cause or mechanism outright;
 *   when the question says what happens to its subject ("why did the forests decline") and the
 *   sources use that verb or a related word, the first (≥ 60%) that says it ("the collapse followed a
 *   heatwave"), not a cause of something else ("the fishery was closed because abalone starved");
 *   else the best unit;
 * - what: the best unit.
 */
export function chooseLead(chosen: { score: number; sentences: string[] }[], kind: QuestionKind, query: string, concepts: Concept[]): number {
  const best = chosen[0]?.score ?? 0;
  const required = requiredConcepts(concepts);
  if (kind === 'why' || kind === 'how') {
    const guided = verbGuidedLead(chosen, kind, query);
    // (a how-question whose first point only measures the change asked about looks for the way below, whatever the verb guide)
    const measuresOnly = kind === 'how' && MEASURED_ONLY.test(chosen[0]?.sentences.join(' ') ?? '') && !STRONG_CUES.how.test(chosen[0]?.sentences.join(' ') ?? '');
    if (guided !== null && !(measuresOnly && guided <= 0)) return Math.max(0, guided);
    // Otherwise the best unit leads, unless a nearly best unit (≥ 75%) states a cause or mechanism
    // outright and is at least as close to the other chosen points, in what they add to the question:
    // a cue in a side result ("Studies estimated that otters, by protecting kelp, increase the carbon
    // held in kelp biomass") does not displace the mechanism the rest elaborate ("otters feed on
    // urchins, and urchins graze on kelp").
    const questionStems = new Set(concepts.map((c) => c.stem));
    const added = chosen.map((u) => new Set([...contentStems(u.sentences.join(' '))].filter((s) => !questionStems.has(s))));
    const centrality = (i: number): number => {
      const others = added.filter((_, j) => j !== i);
      return others.reduce((sum, set) => sum + jaccard(added[i] as Set<string>, set), 0) / Math.max(1, others.length);
    };
    const first = chosen[0];
    if (!first || (STRONG_CUES[kind].test(first.sentences.join(' ')) && !isInstruction(first.sentences.at(-1) ?? ''))) return 0;
    // how: a first point that only says by how much ("reduce runoff by about half") gives the amount, not the way: a
    // point that names a means ("returned to the air by evaporation") leads from further down (50%, like a reason in another form)
    if (kind === 'how' && MEASURED_ONLY.test(first.sentences.join(' '))) {
      const means = chosen.findIndex((u, i) => i > 0 && u.score >= best * 0.5 && (STRONG_CUES.how.test(u.sentences.join(' ')) || MEANS.test(u.sentences.join(' '))));
      if (means > 0) return means;
    }
    // why: a reason in another form (reported, what a step lets happen, a purpose) leads from further down (50%)
    const reason = kind === 'why' && !statesReason(first.sentences.join(' ')) ? chosen.findIndex((u, i) => i > 0 && u.score >= best * 0.5 && statesReason(u.sentences.join(' '))) : -1;
    if (reason > 0) return reason;
    const bestCentrality = centrality(0);
    const index = chosen.findIndex((u, i) => i > 0 && u.score >= best * 0.75 && STRONG_CUES[kind].test(u.sentences.join(' ')) && centrality(i) >= bestCentrality);
    return Math.max(0, index);
  }
  if (kind !== 'comparison' && kind !== 'yesno') {
    // when / who / how much: the point that gives a date, a person, a figure for the whole (answer-shape.ts)
    const shape = answerShape(query);
    const subject = shape ? questionSubject(query) : null;
    const verbStems = subject?.verb ? new Set([stem(subject.verb), ...relatedStems(stem(subject.verb))]) : null;
    // a light verb ("When did the town get its railway?") is answered by a date in any words ("opened in 1862")
    const lightVerb = subject?.verb ? isLightWord(subject.verb) : false;
    const saysVerb = (text: string): boolean => !verbStems || lightVerb || words(text).some((w) => verbStems.has(stem(w)));
    const shaped = shape ? shapedLead(chosen, shape, (text) => mentioned(required, stemsOf(text)).length, saysVerb, (text) => namesRival(text, query, subject?.head ?? contentTerms(questionParts(query)[0] ?? query).at(-1) ?? ''), query) : -1;
    return Math.max(0, shaped);
  }
  let leadIndex = 0;
  let bestFit = -Infinity;
  chosen.forEach((u, i) => {
    if (u.score < best * 0.6) return;
    const text = u.sentences.join(' ');
    const stems = stemsOf(text);
    // the question's concepts it names, also in other words ("caffeine" for coffee), and how firmly it states its finding
    let fit = mentioned(required, stems).length + mentionedInOtherWords(required, stems, 'direct').length + 1.5 * claimStrength(u.sentences.at(-1) ?? text);
    if (kind === 'comparison') {
      // Numbers the question names ("between 20 and 80 percent") tell the compared things apart.
      const numbers = (query.match(/\d+(?:\.\d+)?/g) ?? []).filter((n) => new RegExp(`(?<![\\d.])${n.replace('.', '\\.')}(?![\\d])`).test(text)).length;
      fit += (CUES.comparison.test(text) ? 1 : 0) + numbers;
    }
    if (fit > bestFit) {
      bestFit = fit;
      leadIndex = i;
    }
  });
  return leadIndex;
}

/**
 * The why-lead of reason-follows.ts: the unit naming most of what is asked (the question's required concepts its
 * document's title does not name, each by its library weight) joined with the next sentence of its paragraph where
 * that one gives the reason and it gives none; null to keep the lead. Candidates: the chosen points and every unit of
 * the answering documents that passed the gate. Pure.
 */
export function reasonFollowsLead(chosen: Unit[], leadIndex: number, units: Unit[], concepts: Concept[], options: ComposeOptions, allowedDocs: Set<string>, titleOf: (documentId: string) => string): Unit | null {
  const current = chosen[leadIndex];
  if (!current || current.cells) return null;
  const required = requiredConcepts(concepts);
  const weights = options.weights ?? new Map<string, number>();
  const titled = new Map<string, Set<string>>();
  const titleStems = (id: string): Set<string> => {
    if (!titled.has(id)) titled.set(id, new Set(mentioned(required, stemsOf(titleOf(id))).map((c) => c.stem)));
    return titled.get(id) ?? new Set();
  };
  // (a modifier, "so HEAVILY", "how OFTEN", says how much of it, not what it is)
  const asked = (u: Unit): number => (u.cells ? 0 : mentioned(required, u.ownStems ?? u.stems).filter((c) => !titleStems(u.documentId).has(c.stem) && !isModifierWord(c.term)).reduce((sum, c) => sum + (weights.get(c.stem) ?? 1) * (c.soft ? 0.4 : 1), 0));
  const pool = [current, ...chosen.filter((u) => u !== current), ...units.filter((u) => !chosen.includes(u) && u.score > 0 && allowedDocs.has(u.documentId))];
  const nextOf = (i: number): string | null => {
    const u = pool[i];
    if (!u || u.place === undefined || u.line) return null;
    // (the sentence itself, or with the anchor as its referent: never a unit carried over from another paragraph)
    const after = units.filter((x) => x.documentId === u.documentId && x.place === (u.place ?? 0) + 1 && !x.carried && !x.cells && !x.line);
    const next = after.find((x) => x.sentences.length === 1) ?? after.find((x) => x.sentences.at(-2) === u.sentences.at(-1));
    return next?.sentences.at(-1) ?? null;
  };
  const found = reasonPair(pool.map((u) => ({ text: u.sentences.join(' '), asked: asked(u), score: u.score })), 0, nextOf, (text) => givesReason(text) || statesCause(text));
  const anchor = found ? pool[found.anchor] : undefined;
  if (!found || !anchor) return null;
  // (one point, cited once after the reason: the fact alone answers nothing a why-question asks)
  const sentences = [...anchor.sentences.slice(0, -1), `${anchor.sentences.at(-1) ?? ''} ${found.next}`.trim()];
  return { ...anchor, sentences, stems: new Set([...anchor.stems, ...stemsOf(found.next)]), ...(anchor.ownStems ? { ownStems: new Set([...anchor.ownStems, ...stemsOf(found.next)]) } : {}), place: (anchor.place ?? 0) + 1, score: Math.max(anchor.score, current.score) };
}

/**
 * Where the question says what happens to its subject ("why did the forests DECLINE") and some chosen
 * unit uses that verb or a related word: the index of the first (≥ 60% of the best score) that states a
 * cause or mechanism and says it ("the collapse followed a heatwave"), or -1 when none does; null when
 * the sources never use the verb (no guide). Pure.
 */
export function verbGuidedLead(chosen: { score: number; sentences: string[] }[], kind: 'why' | 'how', query: string): number | null {
  const best = chosen[0]?.score ?? 0;
  const subject = questionSubject(query);
  if (!subject) return null;
  const verbStems = new Set([stem(subject.verb), ...relatedStems(stem(subject.verb))]);
  const saysVerb = (text: string): boolean => words(text).some((w) => verbStems.has(stem(w)));
  // the verb counts only when some chosen unit says it (a verb the sources never use is no guide)
  if (!chosen.some((u) => saysVerb(u.sentences.join(' ')))) return null;
  // A cause stated of the very thing asked about ("the collapse followed…") may lead from a little further down (60%).
  return chosen.findIndex((u) => {
    const text = u.sentences.join(' ');
    return STRONG_CUES[kind].test(text) && saysVerb(text) && u.score >= best * 0.6;
  });
}

/** Does some chosen unit say the verb of the question's subject ("why did the kelp forests DECLINE": "declined", "collapse")? Pure. */
export function questionVerbSaid(query: string, chosen: { sentences: string[] }[]): boolean {
  const subject = questionSubject(query);
  if (!subject?.verb) return false;
  const verbStems = new Set([stem(subject.verb), ...relatedStems(stem(subject.verb))]);
  return chosen.some((u) => words(u.sentences.join(' ')).some((w) => verbStems.has(stem(w))));
}

/**
 * The question's required concepts a text names: in its words or as the head of a
 * closed compound ("orthophosphate" is a phosphate, "floodwater" water). Their terms. Pure.
 */
export function namedConcepts(concepts: Concept[], text: string): string[] {
  const required = requiredConcepts(concepts);
  const stems = stemsOf(text);
  // (its own words only: "rather than" says no "instead" a question is about)
  const found = new Set(mentioned(required, stems).map((c) => c.term));
  const tokens = words(text);
  for (const c of required) {
    const term = c.term.toLowerCase();
    if (!found.has(c.term) && term.length >= 5 && /^\p{L}+$/u.test(term) && tokens.some((t) => t.length >= term.length + 3 && (t.endsWith(term) || t.endsWith(`${term}s`)))) found.add(c.term);
  }
  return [...found];
}

/**
 * For a shaped lead (when / who / how much): the chosen units followed by the other units within half
 * the best score that cut no chosen point short, and how to make one of those the lead (first, without
 * the chosen points it extends, dropping the last points while the answer is over `maxSentences`). Pure.
 */
/**
 * The points within the answer's budget of sentences: the last point not kept is dropped until the points hold at most
 * `maxSentences` sentences, never below `floor` points and never one of `keep` (the lead, the later word, the contrast…);
 * where only kept points are left to drop, the points stand as they are. Pure.
 */
export function withinBudget<T extends { sentences: string[] }>(points: T[], maxSentences: number, floor: number, keep: readonly (T | undefined)[] = []): T[] {
  let out = points;
  while (out.length > floor && out.reduce((n, u) => n + u.sentences.length, 0) > maxSentences) {
    let at = out.length - 1;
    while (at >= 0 && keep.includes(out[at])) at -= 1;
    if (at < 0) break;
    out = [...out.slice(0, at), ...out.slice(at + 1)];
  }
  return out;
}

export function shapedPool<T extends { score: number; sentences: string[] }>(chosen: T[], units: T[], maxSentences: number, floor = 0.5): { pool: T[]; withLead: (lead: T) => T[] } {
  const best = chosen[0]?.score ?? 0;
  // a unit may extend a chosen point ("The first Tay Bridge carried…" + "…its engineer, Thomas Bouch"): as the lead it
  // replaces that point; never one that would cut a chosen point short ("Twelve ferries crossed…" without "Of these, only two still sail")
  const extendsChosen = (u: T): boolean => chosen.every((c) => !c.sentences.some((x) => u.sentences.includes(x)) || c.sentences.every((x) => u.sentences.includes(x)));
  const extra = units.filter((u) => !chosen.includes(u) && u.score > 0 && u.score >= best * floor && extendsChosen(u)).sort((a, b) => b.score - a.score).slice(0, 6);
  const withLead = (lead: T): T[] => {
    return withinBudget([lead, ...chosen.filter((u) => !u.sentences.some((x) => lead.sentences.includes(x)))], maxSentences, 1);
  };
  return { pool: [...chosen, ...extra], withLead };
}

/**
 * A when-lead without a date ("At about 7.15 p.m., the girders collapsed") takes the sentence before
 * it in its paragraph when that one gives the date ("On the evening of 28 December 1879 a storm…");
 * a point elsewhere in the answer made of that sentence is dropped. A sentence brought in that opens on a reference
 * ("It opens on Tuesdays and Thursdays…") comes with what its own unit read it by: the sentences before it, or the
 * subject it stands for ("[The new counter] opens…"); with neither, it is not brought in. The lead's own reading of its
 * first sentence no longer applies once another stands before it. Changes the lead in place. Pure otherwise.
 */
export function withDateBefore<T extends { sentences: string[]; documentId: string; place?: number; antecedent?: string; referent?: string; counted?: string; restated?: string }>(lead: T, chosen: T[], units: T[], query = ''): T[] {
  // (with the question: "What time is the last train?" asks for a time of day, which the lead may give itself)
  if (lead.place === undefined || shapeFit('when', lead.sentences.join(' '), query) > 0) return chosen;
  const firstPlace = lead.place - (lead.sentences.length - 1);
  const before = units.find((u) => u.documentId === lead.documentId && u.place === firstPlace - 1);
  const sentence = before?.sentences.at(-1);
  if (!before || !sentence || shapeFit('when', sentence, query) === 0) return chosen;
  const dangling = hasDanglingOpener(sentence);
  const alone = before.sentences.length === 1;
  if (dangling && alone && before.antecedent === undefined && before.referent === undefined) return chosen;
  const brought = dangling && !alone ? before.sentences : [sentence];
  lead.sentences.unshift(...brought);
  delete lead.antecedent;
  delete lead.referent;
  delete lead.counted;
  delete lead.restated;
  if (dangling && alone && before.antecedent !== undefined) lead.antecedent = before.antecedent;
  if (dangling && alone && before.referent !== undefined) lead.referent = before.referent;
  return chosen.filter((u) => u === lead || !u.sentences.some((x) => brought.includes(x)));
}

/**
 * Why an answerable question gets no cited sentence, said truthfully: "only in headings or fragments"
 * only of the concepts no citable sentence names and the read texts (passages, titles) do name in their
 * own words (a concept covered only in other words, "son" for children, is never said to be mentioned);
 * else that none of the sentences that name them speaks to the question. Pure.
 */
export function nothingToCiteMessage(concepts: Concept[], units: { stems: Set<string> }[], texts?: string[]): string {
  const required = requiredConcepts(concepts);
  const inSentences = required.filter((c) => units.some((u) => mentioned([c], u.stems).length > 0));
  if (inSentences.length === 0) {
    const named = texts === undefined ? required : required.filter((c) => texts.some((t) => mentioned([c], stemsOf(t)).length > 0));
    if (named.length === 0) return 'None of the sentences in your sources speaks to this question, so there is nothing to cite.';
    return `Your sources mention ${joinWords(named.map((c) => c.term))} only in headings or fragments, so there is nothing to cite.`;
  }
  return `Your sources mention ${joinWords(inSentences.map((c) => c.term))}, but none of their sentences speaks to this question, so there is nothing to cite.`;
}

/**
 * The subject of each part of a question ("How long do axolotls live in captivity, and what do they
 * eat?" → axolotls/live, axolotls/eat): a later part's "they"/"it" stands for the first part's
 * subject. Only the parts `answerable` keeps (by index). Pure.
 */
export function partSubjects(query: string, answerable: (partIndex: number) => boolean = () => true): { head: string; verb: string }[] {
  const parts = questionParts(query);
  const first = questionSubject(parts[0] ?? query);
  const out: { head: string; verb: string }[] = [];
  // a part the sources do not cover has no sentence to fit ("…and how much does it cost?")
  for (const [i, part] of (parts.length > 1 ? parts : [query]).entries()) {
    if (!answerable(i)) continue;
    const resolved = first ? part.replace(/\b(they|it|them)\b/i, first.words.join(' ')) : part;
    const subject = questionSubject(resolved);
    if (subject) out.push({ head: subject.head, verb: subject.verb });
  }
  return out;
}


/**
 * The point among `chosen` that holds every sentence of `unit` (the unit itself when it is chosen or none
 * holds it): a verdict read off one sentence of a longer chosen point ("Unlike paint, X does not dry by
 * evaporation." inside "Unlike paint… It hardens because…") leads with that point instead of repeating the
 * sentence in the body (pure).
 */
export function heldBy<T extends { sentences: string[] }>(unit: T, chosen: readonly T[]): T {
  if (chosen.includes(unit)) return unit;
  return chosen.find((u) => unit.sentences.length > 0 && unit.sentences.every((s) => u.sentences.includes(s))) ?? unit;
}
/**
 * A yes/no verdict whose lead is a row of a table, read off the cell of the column the question asks of the row the
 * question names (table-verdict.ts): that row leads with its cell's yes or no; where the question asks a column and the
 * cell holds no mark, a verdict read off the row's shared words ('statement') is withheld. Other choices as they are. Pure.
 */
export function rowVerdict<U extends { cells?: TableCell[]; table?: number; documentId: string }>(choice: VerdictChoice<U>, units: U[], query: string): VerdictChoice<U> {
  const lead = choice.lead;
  if (!lead.cells || lead.table === undefined) return choice;
  const rows = units.filter((u) => u.cells && u.documentId === lead.documentId && u.table === lead.table);
  const read = tableVerdict(rows.map((u) => u.cells ?? []), rows.indexOf(lead), query);
  const row = read ? rows[read.row] : undefined;
  if (read && row) return { lead: row, verdict: read.verdict, decidedBy: 'value' };
  return choice.decidedBy === 'statement' && (choice.verdict === 'yes' || choice.verdict === 'no') && askedCell(lead.cells, query) !== null ? { lead, verdict: 'unstated', decidedBy: 'statement' } : choice;
}

/** Composes the answer to a question from retrieved passages. */
export function compose(asked: string, passages: ComposePassage[], documents: Map<string, ComposeDocument>, options: ComposeOptions = {}): Composition {
  // a yes/no question asked inside a longer sentence is read as the direct question ("I was wondering whether the tower
  // is open" → "Is the tower open?"; embedded-question.ts)
  const query = directQuestion(asked);
  const kind = questionKind(query);
  // "Which lasts longer, natural slate or clay tiles?": the comparison of the two, its yes or no said as the thing chosen (choice-question.ts)
  const choice = kind === 'comparison' || kind === 'what' ? choiceQuestion(query) : null;
  if (choice && comparisonQuestion(choice.comparison)) {
    const compared = compose(choice.comparison, passages, documents, options);
    const leadIn = choiceLeadIn(choice, compared.verdictBasis?.verdict);
    const first = compared.sentences[0];
    if (!leadIn || !first || !compared.content.includes(first.prefix)) return compared;
    return { ...compared, sentences: [{ ...first, prefix: leadIn }, ...compared.sentences.slice(1)], content: compared.content.replace(first.prefix, leadIn) };
  }
  const inScope = passages.filter((p) => documents.has(p.documentId));
  const parts = questionParts(query);
  // A document's title is part of what it covers (headings are never cited, but they say what the text is about).
  // (so is its writer, as it shows it: "the blogger" for "How did the blogger stop foxes?"; a thread's posters and what
  // they are, "What did the original poster do?"; an FAQ's organisation; writer-role.ts voiceWords)
  // (and the author its saved form's front matter names, "author: Ann Reyes": the "I" of the post; writer-role.ts frontMatterAuthor)
  // (and the names its saved form gives outside its body that the question names: a signature's "Ashby Community
  // Transport", a breadcrumb's "CarTalk Forum"; saved-names.ts)
  const askedNames = capitalisedStems(query);
  const titles = [...new Set(inScope.map((p) => p.documentId))].map((documentId) => ({ documentId, text: [documents.get(documentId)?.title ?? '', voiceWords(documents.get(documentId) ?? {}), frontMatterAuthor(documents.get(documentId)?.raw ?? '') ?? '', savedNames(documents.get(documentId)?.raw ?? '', askedNames)].join(' ').trim() }));
  const coverage: PartCoverage[] = [];
  // each document's passages read together, with its title: where a part asks about an act no source says (act.ts)
  const actDocuments = titles.map((t) => ({ documentId: t.documentId, title: t.text, text: inScope.filter((p) => p.documentId === t.documentId).map((p) => p.text).join('\n') }));
  // a part that refers back ("…, and what did it cost?") is read only in the sources on the part before (refersBack)
  const tiedTo = new Map<number, string>();
  for (const [i, part] of parts.entries()) {
    const own = parts.length > 1 ? questionKind(part) : kind;
    // A bare list of topics after a question ("How do bees nest? carpenter leafcutter mason").
    const enumeration = i > 0 && own === 'open' && contentTerms(part).length >= 2;
    const previous = coverage[i - 1];
    const all = withActRequired(partCoverage(part, own, [...inScope, ...titles], enumeration), actDocuments);
    // (by a pronoun, or by a definite noun phrase whose words the sources of the part before use: "…, and what did the project cost?")
    const before = previous ? documentsOfPart(previous) : null;
    const within = previous && before && namesPartBefore(part, stemsOf([...inScope, ...titles].filter((p) => before.has(p.documentId)).map((p) => p.text).join('\n'))) ? before : null;
    const tied = within ? withActRequired(partCoverage(part, own, [...inScope, ...titles].filter((p) => within.has(p.documentId)), enumeration), actDocuments) : all;
    // (where the whole library leaves it unanswered too, the usual note says so of the whole library: "none of your sources …")
    // (and where another document uses the word of the amount asked, "cost", but states no sum of this: said of the sources on the part before)
    if (previous && !tied.answerable && (all.answerable || (within !== null && all.focusWordUsed === true))) tiedTo.set(i, previous.part);
    coverage.push(tied.answerable || all.answerable ? tied : all);
  }
  // a statement told after what the question asks ("… on the trampolines? I'm about 110kg and want to jump with my kids"):
  // the reader's case, whose words no note names (note-check.ts toldAfter)
  // (it still counts where it is answered: a question refused over a casual word, "getting rid of the 47 bus", is answered
  // from the sources its told part finds; a gate that refused it there cost the released sets two facts)
  const told = (i: number): boolean => i > 0 && toldAfter(query, coverage[i]?.part ?? '');
  // (the parts that ask: a statement told after them is no topic to research)
  const asking = coverage.filter((_c, i) => !told(i));
  const answerable = coverage.filter((c) => c.answerable);
  const notes: string[] = [];
  const missingTopics: string[] = [];
  // The documents an answer may cite: what a note says the sources discuss comes from these (or, with
  // none, from the passages that cover most of the part), never from a document on another topic.
  const citable = new Set(answerable.flatMap((c) => c.documents));
  // every "none of your sources uses the word X" is checked against the raw text of every source first (a focus word the
  // sources use, but never of the thing asked, "made a profit", is no unused word)
  // (and what the documents in scope say outside their body, as saved: a note that no source uses a word is checked there
  // too; read once, and only where a word is asked of them: a saved document may be a whole book)
  let everyStemRead: Set<string> | null = null;
  const everyStem = (): Set<string> => (everyStemRead ??= stemsOf([...inScope, ...titles].map((p) => p.text).concat([...new Set(inScope.map((p) => p.documentId))].map((id) => documents.get(id)?.raw ?? '')).join('\n')));
  // (and, where "your sources" are the library, against every word the library uses in its text, titles and saved forms:
  // a word only a page's link, an e-mail's quoted question or its subject line holds is still used by a source)
  const libraryUses = (c: Concept): boolean => options.libraryStems?.().has(c.stem) ?? false;
  const trulyUnused = (list: Concept[]): Concept[] => list.filter((c) => mentioned([c], everyStem()).length === 0 && !libraryUses(c));
  for (const [i, part] of coverage.entries()) {
    // a statement told after the question ("The council and the Gazette seem to give different sizes.") is the reader's
    // context: no note names its words as missing (note-check.ts toldAfter)
    if (told(i)) continue;
    // nor the other alternative of a yes/no part before it ("…, or is that just the brochure?"): the answer to that part
    // says which holds (note-check.ts otherAlternative)
    const before0 = coverage[i - 1];
    if (before0 && answerable.length > 0 && otherAlternative(query, part.part, ['yesno', 'comparison'].includes(questionKind(before0.part)))) continue;
    // a part read only in the sources on the part before: what it misses is said of those sources, not of the library
    const before = tiedTo.get(i);
    if (before !== undefined && !part.answerable) {
      const unused = unusedWords(part.missing, part.inNamesOnly ?? []);
      const absent = unused.length > 0 ? absentWords(unused) : `says what "${part.part}" asks`;
      notes.push(`None of the sources on "${before}" ${absent}, so this answer leaves out "${part.part}".`);
      missingTopics.push(...part.missing.map((c) => c.label ?? c.term));
      continue;
    }
    const inCitable = new Set<string>();
    for (const id of part.answerable ? part.documents : citable) for (const s of part.byDocument.get(id) ?? []) inCitable.add(s);
    // Covered only by documents about something else ("cost" in a lawsuit, for a question on kelp forests).
    // A general word ("keep" in "how does caffeine keep you awake") missing from the cited sources is not a gap.
    // Nor, in a part the sources answer, is a modifier ("outer" space, "everywhere", "longer", "fastest"):
    // the answer speaks to its topic words; a note names only those.
    // In "When will the charge start?" the verb frames the time asked for: a date answers it in any words.
    // (after will/did/does… the last word is that verb; "When is the harvest festival?" ends in its topic)
    const whenVerb = /^\s*when (?:will|did|does|do|can|could|would|should)\b/i.test(part.part) ? stem(words(part.part).at(-1) ?? '') : '';
    const topicWord = (c: Concept): boolean => !(part.answerable && (isGeneralWord(c.term) || isModifierWord(c.term) || c.stem === whenVerb || isFramingVerb(c.term, part.part)));
    // (in a part the answer covers, a note names only what the part asks for, what it asks about and its setting, never a
    // word of the rest of its main clause, which the sources say in their own words, nor the reader's story or own people;
    // question-roles.ts nameableWhenAnswered)
    const nameable = part.answerable ? nameableWhenAnswered(part.part, [...part.covered, ...part.missing], readerPeople(part.part)) : null;
    const named = (c: Concept): boolean => nameable === null || nameable.has(c.stem);
    const elsewhere = wordsToName(citable.size > 0 ? part.covered.filter((c) => !inCitable.has(c.stem) && topicWord(c) && named(c)) : [], part.answerable, part.part);
    // a subject word the sources use only inside names of other things ("water bears") is said so, never "no source uses it"
    const inNames = part.inNamesOnly ?? [];
    // nor, in a part the answer covers, a verb that frames the question ("filed", "owning", "How do I add…")
    const unused = wordsToName(trulyUnused(unusedWords(part.missing, inNames)).filter((c) => !part.answerable || inNames.length > 0 || (!isModifierWord(c.term) && c.stem !== whenVerb && !isFramingVerb(c.term, part.part) && named(c))), part.answerable, part.part);
    if (part.answerable && unused.length === 0 && inNames.length === 0 && elsewhere.length === 0) continue;
    const names = namesNote(inNames);
    if (part.answerable) {
      const note =
        elsewhere.length > 0
          ? `None of ${CITED_SOURCES.toLowerCase()} ${absentWords([...elsewhere, ...unused])}; ${REST_ANSWERED}.`
          : unused.length > 0
            ? `None of your sources ${absentWords(unused)}; ${REST_ANSWERED_BELOW}.`
            : '';
      notes.push([note, names].filter(Boolean).join(' '));
    } else if (part.covered.length === 0) {
      const allUnused = wordsToName(trulyUnused(unusedWords(requiredConcepts(part.concepts), inNames)), false, part.part);
      // (with every word used somewhere, if only in a link or a quoted line: what Quire found, said as it is)
      const note = allUnused.length === 0 ? foundNothingToCite(`"${part.part.replace(/[?.!]+$/, '')}"`) : coverage.length > 1 ? `None of your sources ${absentWords(allUnused)}, so this answer leaves out "${part.part}".` : `None of your sources ${absentWords(allUnused)}.`;
      // an amount asked whose word a source uses, but with no amount of the thing asked ("made a profit")
      const amount = part.focusUncovered && part.focusWordUsed === true && amountWordDimension(part.focusUncovered.term) !== null ? part.focusUncovered : null;
      const unstated = amount ? `Quire found in your sources no amount for what is asked ("${amount.label ?? amount.term}").` : '';
      notes.push([note, unstated, names].filter(Boolean).join(' '));
    } else {
      const onTopic = onTopicPassages(inScope, part, citable);
      const discussed = part.covered.filter((c) => onTopic.some((p) => coveredBy(requiredConcepts(part.concepts), stemsOf(p.text)).concepts.includes(c)));
      // (of all the sources, only a word no document uses is named unused; of the cited ones, a word they lack)
      const named = citable.size > 0 ? [...elsewhere, ...part.missing] : trulyUnused(part.missing);
      const gap = gapMessage(
        // never together: the words checked are all the part's covered ones, whether or not a passage is on the topic
        { ...part, covered: part.neverTogether && discussed.length === 0 ? part.covered : discussed, missing: wordsToName(named, false, part.part) },
        neighbourTerms(onTopic, discussed, [...part.missing, ...elsewhere]),
        citable.size > 0 ? CITED_SOURCES : 'Your sources',
      );
      // (where every missing word is used somewhere, if only in a page's link or a quoted line, no word is named: what
      // Quire found is said plainly instead)
      const plain = citable.size === 0 && named.length === 0 && part.missing.length > 0 && !part.focusUncovered ? foundNothingToCite(`"${part.part.replace(/[?.!]+$/, '')}"`) : '';
      notes.push([gap, plain].filter(Boolean).join(' '));
    }
    // what is asked for, unanswered: documents that say it would help, as the question asks it (focus.ts)
    const asked = part.focusUncovered && !part.answerable ? (part.askedAs ?? indirectQuestion(part.part)) : null;
    // (in the question's own words, never a verb that only frames it: "farming hagfish in tanks", not "managed, farm and tanks"; note-check.ts)
    missingTopics.push(...(asked ? [asked] : topicPhrases(part.part, part.missing.filter((c, _i, all) => !isFramingVerb(c.term, part.part) || all.every((d) => isFramingVerb(d.term, part.part))).map((c) => c.label ?? c.term))));
  }
  // a noun of a part the sources answer that they name only by its kind: the answer gives what they say of the kind, and
  // says so, once per word (kind-reading.ts; not a person the asker names, "my son" read as a child, which no note names)
  const readAsKind = coverage.filter((part, i) => part.answerable && !told(i)).flatMap((part) => part.readAsKind ?? []).filter((k, i, all) => all.findIndex((o) => o.concept.stem === k.concept.stem) === i && !isPersonNoun(k.concept.term, 4));
  for (const k of readAsKind) notes.push(`None of your sources uses the word "${k.concept.term}"; the answer gives what they say of "${k.kind}", its kind.`);
  // every note is checked against the sources' words (and, once there is one, the answer) before it is said (note-check.ts)
  const everyText = [...inScope, ...titles].map((p) => p.text).join('\n');
  // (with no passage in scope, "your sources" is the library: a note is checked against every word it uses)
  const noteStems = (): Set<string> => (options.libraryStems ? new Set([...everyStem(), ...options.libraryStems()]) : everyStem());
  const noteContext = (answer: string, citedStems?: Set<string>): NoteContext => ({
    question: query,
    answer,
    // (read when a note is checked: an answer with no notes reads no source's saved form)
    get sourceStems(): Set<string> {
      return noteStems();
    },
    sourceText: everyText,
    ...(citedStems ? { citedStems } : {}),
  });
  // (a message the note check leaves without a word, every word it named being said only outside the body: what Quire found, said plainly)
  const emptyContent = (content: string): string => {
    const checked = checkedNote(content, noteContext(''));
    return /\p{L}/u.test(checked) ? checked : foundNothingToCite('this question');
  };
  const empty = (content: string): Composition => ({ kind, coverage, sentences: [], notes, saidNotes: checkedNotes(notes, noteContext('')), sources: [], content: emptyContent(content), answered: false });
  // "Who compiled the hedgehog survey?": the document's own credit line answers it, whatever the coverage of its
  // verb and of the word naming the document ("wrote", "article"): a line of its own, never cited otherwise (authorship.ts)
  const credit = creditAsked(query, inScope, (id) => documents.get(id)?.title ?? '');
  if (credit) {
    const doc = documents.get(credit.documentId) ?? { title: '', url: '' };
    const text = creditSentence(doc.title, credit.credit);
    return {
      kind,
      coverage,
      sentences: [{ text, original: credit.credit.line, citationIndex: 1, unit: 1, prefix: 'In short: ' }],
      notes: [],
      sources: [{ documentId: credit.documentId, title: doc.title, url: doc.url, citationIndex: 1, score: 1, highlights: [credit.credit.line] }],
      content: withCitation(`In short: ${text}`, [1]),
      answered: true,
    };
  }
  if (answerable.length === 0) {
    const allRequired = asking.flatMap((c) => requiredConcepts(c.concepts));
    // (not where a source uses the word of the amount asked, "made a profit": that note would be untrue; the part's own note says what is missing)
    if (asking.every((c) => c.covered.length === 0 && c.focusWordUsed !== true)) return empty(nothingCoveredMessage(allRequired, coverage.flatMap((c) => c.inNamesOnly ?? []), options.libraryStems?.()));
    // (a word the sources use only apart from the rest, "cost": documents about the whole question would help, not about the word)
    const topics = missingTopics.length > 0 && !coverage.some((c) => c.headApart) ? missingTopics : allRequired.map((c) => c.term);
    // (with no note left, every word being used somewhere: what Quire found, said before what would help)
    const asked = query.trim().replace(/[?.!]+$/, '');
    const said = notes.some((n) => n.trim() !== '') ? notes : [foundNothingToCite(words(asked).length <= 12 && !/[.?!]/.test(asked) ? `"${asked}"` : 'this question')];
    return empty([...said, whatWouldHelp([...new Set(topics)])].join(' '));
  }
  // the thing asked for, named by no source, where the rest of the question is covered ("How many jobs has the plant
  // created?"): said plainly, nothing cited, never a sentence on the plant read as the answer (asked-absent.ts)
  // (nothing missing, nothing absent: the sources' words are read only for a missing one)
  // (one part that asks, with or without a statement told after it: "Can I bring my cat on the flight? She's tiny.")
  const missingTerms = asking.length === 1 ? (asking[0]?.missing.map((c) => c.term) ?? []) : [];
  const absentWord = missingTerms.length > 0 ? absentAskedWord(query, missingTerms, everyStem()) : null;
  // (a rule letting only others do it, "Only guide dogs may enter the reading room", answers for the asker's rabbit that
  // no source names: the verdict reads it, verdict.ts restrictedToOthers)
  const absent = absentWord && !inScope.some((p) => p.text.split(/(?<=[.!?])\s+/).some((sentence) => restrictedToOthers(sentence, absentWord))) ? absentWord : null;
  if (absent) {
    notes.length = 0;
    return { ...empty(absentStatement(query, absent)), absentAsked: absent };
  }
  // (the thing whose slot is asked, "What time does the BAR close at the barn?", named by no source: asked-holder.ts)
  const holder = missingTerms.length > 0 && kind !== 'yesno' && kind !== 'comparison' ? absentHolder(query, missingTerms, everyStem()) : null;
  if (holder) {
    notes.length = 0;
    return { ...empty(holderAbsentStatement(query, holder)), absentAsked: holder };
  }

  const allowedDocs = new Set(answerable.flatMap((c) => c.documents));
  // (a comparison covered by documents on one side only: those naming the other side too, for its own figure; comparison-gap.ts)
  const comparedSides = kind === 'comparison' ? comparisonQuestion(query) : null;
  const otherSide = new Set(comparedSides ? otherSideDocuments(comparedSides, allowedDocs, inScope) : []);
  for (const id of otherSide) allowedDocs.add(id);
  // "How long…", "How much did it cost…", "At what temperature…": the amount asked for (amounts.ts)
  const dimensions = dimensionsAsked(query);
  const concepts = answerable.flatMap((c) => c.concepts).filter((c, i, all) => all.findIndex((d) => d.stem === c.stem) === i);
  const units = buildUnits(inScope.filter((p) => allowedDocs.has(p.documentId)), documents);
  // (a sentence that says a word of the question by what it stands for, "kept at 27°C" for how warm, names it; stands-for.ts)
  const standsFor = standsForStemsOf(query, requiredConcepts(concepts), (sentence, others) => mentioned(others, stemsOf(sentence)).length > 0);
  for (const u of units) for (const s of standsFor(u.sentences.join(' '), u.stems)) u.stems.add(s);
  scoreUnits(units, concepts, kind, options, documentContexts(inScope.filter((p) => allowedDocs.has(p.documentId)), documents, concepts, askedNames), partSubjects(query, (i) => coverage[i]?.answerable ?? true), parts.some(isQuantityQuestion), numberedNames(query), dimensions, query);
  // (a table row the question does not name, while it names another, gives the amount of something else)
  const statesAsked = (unit: Unit): boolean => dimensions.length > 0 && !unit.otherRow && statesAmount(unit.sentences.join(' '), dimensions);
  const scored = new Map(units.map((u) => [u, u.score]));
  // (documents on one side each, one on each side: each side's own figure is read from its document; figure-sides.ts)
  const oneSided = new Set(comparedSides && !comparedSides.groups ? pairedSideDocuments(inScope.filter((p) => allowedDocs.has(p.documentId)), comparedSides) : []);
  keepToSubject(units, questionFocus(query), kind, (id) => documents.get(id)?.title ?? '', (id) => inScope.filter((p) => p.documentId === id).map((p) => p.text).join(' '), statesAsked, (u, head) => u.earlierStems !== undefined && [...u.earlierStems].some((t) => stemMatches(stem(head), t)));
  // (a comparison of two things has two subjects: a unit naming the other side, or of a document on one side only where
  // another is on the other, stays, for its own figure)
  for (const u of units) if (comparedSides && !comparedSides.groups && (otherSide.has(u.documentId) || oneSided.has(u.documentId) || namesSide(u.sentences.join(' '), comparedSides.other))) u.score = scored.get(u) ?? u.score;
  // (for tooling: each unit's score after the subject filter, before the floors)
  const subjectKept = options.trace ? new Map(units.map((u) => [u, u.score])) : null;
  amountFloor(units, dimensions, requiredConcepts(concepts), parts);
  if (kind !== 'why') adviceFloor(units, query, requiredConcepts(concepts));
  // "How do I…?", "What did they do, and did it work?": instructions and advice, or the doer's own account and its outcome (practice.ts)
  practiceWeights(units, query, (id) => documents.get(id)?.posts ?? []);
  // a thread: its question post is no answer to why or what to do; the reply its original poster's report bears out is (thread-outcome.ts)
  threadWeights(units, query, kind, (id) => documents.get(id)?.posts ?? []);
  const maxSentences = Math.min(10, options.maxSentences ?? 8);
  let chosen = selectUnits(units, maxSentences, 0.75, requiredConcepts(concepts), statesAsked);
  const stages = options.trace && subjectKept ? { passages: inScope, allowed: allowedDocs, scored, subject: subjectKept, floors: new Map(units.map((u) => [u, u.score])), selected: [...chosen] } : undefined;
  // a yes/no question no unit was selected for, where a sentence refuses the very thing asked or sets a limit on the
  // number it gives ("we do not process colour film", "Nobody under 14 may use it"): that sentence speaks to it
  if (chosen.length === 0 && kind === 'yesno') {
    const said = saysNoInOwnWords(query, units);
    if (said) chosen = [said];
  }
  // nothing to cite: no note may speak of sources cited below or an answer below (notes.ts)
  if (chosen.length === 0) {
    const uncited = checkedNotes(notesWithoutCitations(notes), noteContext(''));
    const read = [...inScope.filter((p) => allowedDocs.has(p.documentId)).map((p) => p.text), ...titles.filter((t) => allowedDocs.has(t.documentId)).map((t) => t.text)];
    return { ...empty([...uncited, nothingToCiteMessage(concepts, units, read)].join(' ')), notes: notesWithoutCitations(notes), saidNotes: uncited };
  }

  // "How do you …?", "How would a beginner go about …", "… step by step": the source's list of steps, whole and
  // in order (steps.ts); the list under a heading or lead-in naming the act asked, even when no step was chosen
  const procedure = asksForProcedure(query);
  const act = procedure ? procedureAct(query) : null;
  const namedSteps = act ? listNamingAct(units, act) : [];
  if (namedSteps.length > 0) chosen = [...chosen, ...namedSteps.filter((u) => !chosen.includes(u))];
  const listed = procedure ? withWholeSteps(chosen, units, 10) : { chosen, steps: [] as Unit[] };
  // (no list: a run of instructions told in a paragraph, whole and in order, for a question asking what to do; practice.ts)
  const run = listed.steps.length === 0 && askedPractice(query) === 'advice' ? instructionRun(chosen, units) : [];
  const inRun = new Set(run.flatMap((u) => u.sentences));
  const steps = run.length > 0 ? { chosen: [...chosen.filter((u) => !u.sentences.every((x) => inRun.has(x))), ...run], steps: run } : listed;
  chosen = steps.chosen;
  let leadIndex = steps.steps[0] ? chosen.indexOf(steps.steps[0]) : chooseLead(chosen, kind, query, concepts);
  // when / who / how much: the point of the right shape may lead from among all the good units, not only those chosen
  const shape = steps.steps.length === 0 && kind !== 'yesno' && kind !== 'comparison' && kind !== 'why' && kind !== 'how' ? answerShape(query) : null;
  if (shape) {
    // (a how-much question may take its figure from further down: answer-shape.ts shapedLead)
    const shaped = shapedPool(chosen, units, maxSentences, shape === 'amount' ? 0.3 : 0.5);
    const index = chooseLead(shaped.pool, kind, query, concepts);
    if (index >= chosen.length) {
      chosen = shaped.withLead(shaped.pool[index] as Unit);
      leadIndex = 0;
    }
  }
  // a row of a table the question names another row of never leads over the row it names ("a full service" → the Full
  // service row, not the E-bike service row that also gives a turnaround; entry-choice.ts)
  leadIndex = namedRowLead(chosen, leadIndex);
  // "What is SEI?": the point that says what the term is leads, from among all the fair units (definition.ts)
  const term = kind === 'what' && !shape && steps.steps.length === 0 ? definedTerm(query) : null;
  if (term) {
    const pool = shapedPool(chosen, units, maxSentences, 0.3);
    const index = definitionLead(pool.pool, term, 0.3);
    if (index >= chosen.length) {
      chosen = pool.withLead(pool.pool[index] as Unit);
      leadIndex = 0;
    } else if (index >= 0) leadIndex = index;
  }
  // why: the point that gives a reason for what was asked may lead from among all the good units (why-lead.ts)
  // (where the question's own verb guides chooseLead to a cause of the very thing asked, that lead stays)
  // (a verb the sources use but in no cause of the thing asked, "The enzyme NEEDS water…, so…" for "Why does
  // urushi need a humid room?", guides nothing: the reason for what was asked is looked for as without it)
  if (kind === 'why' && steps.steps.length === 0 && (verbGuidedLead(chosen, 'why', query) ?? -1) < 0) {
    const pool = shapedPool(chosen, units, maxSentences);
    const parts = whyQuestionParts(query);
    const index = whyLead(pool.pool, leadIndex, contentTerms(query), (text) => namedConcepts(concepts, text), parts.subject, parts.asked, asksWhyNot(query), asksImportance(query), whySubjectHead(query, parts.subject));
    if (index >= chosen.length) {
      chosen = pool.withLead(pool.pool[index] as Unit);
      leadIndex = 0;
    } else if (index >= 0) leadIndex = index;
  }
  // why: a section whose heading announces the reason for what is asked ("Why foresters welcome them", "Why we are doing
  // this" under a title naming the question) gives the lead, its best point, over a causal sentence elsewhere whose
  // "so that" belongs to another act (reason-heading.ts)
  let reasonSection = false;
  if (kind === 'why' && steps.steps.length === 0) {
    const asked = contentTerms(query);
    const negated = asksNegated(query);
    const sectionText = (u: Unit): string => units.filter((x) => x.documentId === u.documentId && x.heading === u.heading).flatMap((x) => x.sentences).join(' ');
    const bound = (u: Unit): boolean => u.heading !== undefined && !u.cells && reasonHeadingFor(u.heading, asked, documents.get(u.documentId)?.title ?? '', wordSimilarity, negated, sectionText(u));
    const current = chosen[leadIndex] as Unit | undefined;
    // (within the section, the point that calls its cause the main one leads over the best-scoring one, which may be
    // the lesser cause: "Starvation played a smaller role" under "Likely causes"; reason-heading.ts causeRank)
    const main = current && bound(current) && causeRank(current.sentences.join(' ')) < 2 ? units.find((u) => u.documentId === current.documentId && u.heading === current.heading && !u.cells && causeRank(u.sentences.join(' ')) === 2) : undefined;
    if (main) {
      const index = chosen.indexOf(main);
      if (index >= 0) leadIndex = index;
      else {
        chosen = shapedPool(chosen, units, maxSentences, 0).withLead(main);
        leadIndex = 0;
      }
    }
    if (current && bound(current)) reasonSection = true;
    if (current && !bound(current)) {
      // (from any unit the question's words reach, however low: the section's sentences may name none of them, the
      // heading says what they are about; a unit that would cut a chosen point short is left, shapedPool)
      const pool = shapedPool(chosen, units, maxSentences, 0);
      const candidates = [...chosen, ...units.filter((u) => !chosen.includes(u) && u.score > 0 && chosen.every((c) => !c.sentences.some((x) => u.sentences.includes(x)) || c.sentences.every((x) => u.sentences.includes(x))))];
      const rank = (u: Unit): number => causeRank(u.sentences.join(' '));
      const better = (u: Unit, than: Unit | undefined): boolean => !than || rank(u) > rank(than) || (rank(u) === rank(than) && u.score > than.score);
      const index = candidates.reduce((pick, u, i) => (bound(u) && !isInstruction(u.sentences.at(-1) ?? '') && better(u, candidates[pick]) ? i : pick), -1);
      reasonSection = index >= 0;
      if (index >= chosen.length) {
        chosen = pool.withLead(candidates[index] as Unit);
        leadIndex = 0;
      } else if (index >= 0) leadIndex = index;
    }
  }
  // what: a lead without the kind of answer asked (an agent, a figure, a date, an extreme) gives way to a fair
  // point with it that names nearly as much of what discriminates the question within its document
  // (lead-focus.ts): in a one-topic document the best-scoring sentence is often the one naming its setting most fully
  if (kind === 'what' && steps.steps.length === 0 && !term) {
    const pool = shapedPool(chosen, units, maxSentences, shape === 'amount' ? 0.3 : 0.5);
    const focusedIndex = leadByFocus(pool.pool, chosen[leadIndex] as Unit, units, concepts, query, shape, (id) => documents.get(id)?.title ?? '');
    if (focusedIndex >= chosen.length) {
      chosen = pool.withLead(pool.pool[focusedIndex] as Unit);
      leadIndex = 0;
    } else if (focusedIndex >= 0) leadIndex = focusedIndex;
  }
  // "How damp should the air be kept?": the lead gives a level of the quality asked, a figure with the quality's word in
  // the source's own words (its WordNet attribute noun, or a GloVe-close word: humidity for damp), from any unit the
  // question reaches, when the lead gives none (measured-quality.ts)
  const quality = kind !== 'yesno' && kind !== 'comparison' && kind !== 'why' && steps.steps.length === 0 ? askedQuality(query) : null;
  if (quality) {
    const attributeStems = qualityStems(quality, attributesOf(quality).map((a) => a.noun));
    const gives = (u: Unit): boolean => givesLevelOf(u.sentences.join(' '), quality, attributeStems, wordSimilarity);
    // (a table row that states an amount with its unit, "Small car: clear ice needed 20 cm" for how thick, is the table's
    // own answer: its column names the quality in its words; left alone)
    const current = chosen[leadIndex] as Unit | undefined;
    const measured = current?.cells !== undefined && statesAmount(current.sentences.join(' '), ['length', 'weight', 'temperature', 'time', 'money', 'speed']);
    if (current && !measured && !gives(current)) {
      const pool = shapedPool(chosen, units, maxSentences, 0);
      // (a level said in the source's own words may score nothing, "the noise from any ride must stay below 55 decibels":
      // it is enough that it names a word of the question)
      const required = requiredConcepts(concepts);
      const candidates = [...chosen, ...units.filter((u) => !chosen.includes(u) && allowedDocs.has(u.documentId) && (u.score > 0 || mentioned(required, u.stems).length > 0) && chosen.every((c) => !c.sentences.some((x) => u.sentences.includes(x)) || c.sentences.every((x) => u.sentences.includes(x))))];
      const index = candidates.reduce((pick, u, i) => (gives(u) && (pick < 0 || u.score > (candidates[pick]?.score ?? 0)) ? i : pick), -1);
      if (index >= chosen.length) {
        chosen = pool.withLead(candidates[index] as Unit);
        leadIndex = 0;
      } else if (index >= 0) leadIndex = index;
    }
  }
  // the focus the user chose (a brainstorm option: "Riverside", "mite counts"): when the lead names none of it and a chosen
  // point that does is nearly as good, that point leads (lead-choice.ts focusLead); the research was asked to concentrate there
  const chosenFocus = (options.focus ?? []).flatMap((f) => [...stemsOf(f)]).filter((s) => !concepts.some((c) => c.stem === s));
  // (never for a verdict, which the deciding sentence gives; a why-answer's lead stays a reason)
  const focusedAt = kind === 'yesno' || kind === 'comparison' ? leadIndex : focusLead(chosen.map((u) => ({ stems: u.stems, score: u.score })), leadIndex, chosenFocus, (i) => kind !== 'why' || statesCause((chosen[i] as Unit).sentences.join(' ')));
  if (focusedAt !== leadIndex) leadIndex = focusedAt;
  // the fitted sentence scorer (sentence-scorer.ts), only when asked (QUIRE_SCORER, an experiment switch): it ranks the
  // lead of a what/why/how question among the same pool the rules choose from (never a verdict, steps or a table's extreme)
  const mode = options.scorer === undefined ? scorerMode() : options.scorer;
  // ('untyped': only where the rules' lead lacks the kind of answer asked: the type of a what-question, a reason for why)
  const leadType = answerType(query, shape);
  const rulesUnsure = (u: Unit): boolean => (kind === 'why' ? !u.sentences.some(givesReason) : leadType !== null && Math.max(...u.sentences.map((x) => answerTypeStrength(leadType, x, query))) === 0);
  if (mode && kind !== 'yesno' && kind !== 'comparison' && steps.steps.length === 0 && (mode !== 'untyped' || rulesUnsure(chosen[leadIndex] as Unit))) {
    const pool = shapedPool(chosen, units, maxSentences, 0.3);
    const question = { query, kind, shape, required: requiredConcepts(concepts), titleOf: (id: string) => documents.get(id)?.title ?? '', ...(options.weights ? { idf: options.weights } : {}) };
    const index = fittedLead(options.scorerWeights ?? fittedScorer(), question, units, pool.pool, leadIndex, mode, (u) => !u.cells && !u.otherRow);
    if (index >= chosen.length) {
      chosen = pool.withLead(pool.pool[index] as Unit);
      leadIndex = 0;
    } else if (index >= 0) leadIndex = index;
  }
  // why, what caused or fixed it, over a thread its original poster reported back on: the reply the report bears out
  // leads, the report next (thread-outcome.ts)
  const settled = steps.steps.length === 0 && kind !== 'yesno' && kind !== 'comparison' ? settledLead(chosen[leadIndex] as Unit, units, query, kind, (id) => documents.get(id)?.posts ?? [], isInstruction) : null;
  if (settled) {
    chosen = shapedPool(chosen, units, maxSentences, 0).withLead(settled.lead);
    if (settled.outcome && !chosen.includes(settled.outcome) && !settled.outcome.sentences.some((x) => settled.lead.sentences.includes(x))) chosen = [settled.lead, settled.outcome, ...chosen.slice(1, -1)];
    leadIndex = 0;
  }
  // why: the sentence that states what is asked, with the next sentence of its paragraph where that one gives the reason
  // and it gives none ("…every 12 weeks. The gap is needed because…"): the two lead, one point (reason-follows.ts)
  if (kind === 'why' && steps.steps.length === 0 && !settled && !reasonSection) {
    const pair = reasonFollowsLead(chosen, leadIndex, units, concepts, options, allowedDocs, (id) => documents.get(id)?.title ?? '');
    if (pair) {
      // (a point that repeats the fact or its reason goes: the pair's last sentence holds both)
      chosen = [pair, ...chosen.filter((u) => !u.sentences.some((x) => pair.sentences.some((p) => p === x || p.includes(x))))];
      chosen = withinBudget(chosen, maxSentences, 1);
      leadIndex = 0;
    }
  }
  // why/how: the asker's case (what they tell before asking, the conditions they set) read against the case each point
  // is about: a lead whose own condition is another case ("after you bleed radiators" for a boiler that loses pressure
  // every couple of weeks) gives way to a fair point whose condition is theirs ("If you find yourself topping up every
  // week or two, …"); never a table row or steps (asker-case.ts). (Not for what-questions: there it cost a held-out lead,
  // the slot and asked-part readings below choosing from the lead it gives them.)
  if ((kind === 'why' || kind === 'how') && steps.steps.length === 0 && !settled && !(chosen[leadIndex] as Unit).cells) {
    const pool = shapedPool(chosen, units.filter((u) => allowedDocs.has(u.documentId) && !u.cells), maxSentences, 0.3);
    const index = ownCaseLead(asked, pool.pool.map((u) => ({ text: u.cells ? '' : u.sentences.join(' '), score: u.score })), leadIndex);
    if (index >= chosen.length) {
      chosen = pool.withLead(pool.pool[index] as Unit);
      leadIndex = 0;
    } else if (index >= 0) leadIndex = index;
  }
  let lead = chosen[leadIndex] as Unit;
  // "At about 7.15 p.m., … collapsed" answers "when" only with the day named in the sentence before it
  if (shape === 'when') {
    chosen = withDateBefore(lead, chosen, units, query);
    chosen = withinBudget(chosen, maxSentences, 1, [lead]);
    leadIndex = chosen.indexOf(lead);
  }
  // the asked slot (an end date, a closing time in a season, a count of kinds): its filler leads, from any unit of the
  // documents answering, and only points adding to it stay; a sibling fact (the start date) never leads (asked-slot.ts)
  const slot = parts.length === 1 && kind !== 'yesno' && kind !== 'comparison' && kind !== 'why' && steps.steps.length === 0 && !lead.cells ? askedSlot(query) : null;
  let slotted = false;
  if (slot) {
    const pool = [...chosen, ...units.filter((u) => allowedDocs.has(u.documentId) && !u.cells && !chosen.includes(u) && chosen.every((c) => !c.sentences.some((x) => u.sentences.includes(x))))];
    const candidates = pool.map((u) => ({ text: u.sentences.join(' '), context: `${u.heading ?? u.headingQuestion ?? ''} ${documents.get(u.documentId)?.title ?? ''}`, score: u.score }));
    const index = slotLead(slot, candidates, leadIndex);
    const at = index >= 0 ? index : fillsSlot(candidates[leadIndex]?.text ?? '', slot) ? leadIndex : -1;
    if (at >= 0) {
      lead = pool[at] as Unit;
      const ordered = [lead, ...chosen.filter((u) => u !== lead)];
      const kept = slotKept(slot, ordered.map((u) => ({ text: u.sentences.join(' '), context: `${u.heading ?? u.headingQuestion ?? ''} ${documents.get(u.documentId)?.title ?? ''}`, score: u.score })), 0);
      chosen = ordered.filter((_, i) => kept.includes(i));
      leadIndex = 0;
      slotted = true;
      const keptNotes = notesAfterSlot(notes, slot, lead.sentences.join(' '));
      if (keptNotes.length !== notes.length) notes.splice(0, notes.length, ...keptNotes);
    }
  }
  // what the question asks for (a kind, the cost of a part, a date, a person): a point that gives it leads; where none the
  // answer may cite does, the answer says so first and cites what the sources do say as that (asked-part.ts)
  let notGiven: string | null = null;
  if (!slotted && parts.length === 1 && kind !== 'yesno' && kind !== 'comparison' && kind !== 'why' && steps.steps.length === 0) {
    const outcome = askedPartOutcome(query, lead, [...chosen, ...units.filter((u) => allowedDocs.has(u.documentId) && !chosen.includes(u)).sort((a, b) => b.score - a.score)], (u) => documents.get(u.documentId)?.title ?? '');
    if (outcome?.given === false) {
      notGiven = outcome.statement;
      // (what the sources do say comes only from documents that name the thing asked about: never "mites … lay her eggs"
      // for a hen's breed; asked-thing.ts)
      const quoting = quotingInstead(query);
      const pool = quoting ? saidInsteadPool(chosen, units.filter((u) => allowedDocs.has(u.documentId)), quoting.thing, (id) => documents.get(id)?.title ?? '') : chosen;
      // (never a neighbour that would be read as the answer: a running cost for a price, a poster's question; with nothing
      // left to quote, the statement is the answer, uncited)
      const naming = pool.filter((u) => !quoting || u.sentences.some((x) => quoting.quotable(x)));
      if (naming.length === 0) return empty(`${notGiven} Nothing in your sources answers it, so nothing is cited.`);
      if (naming.length !== chosen.length || naming.some((u, i) => u !== chosen[i])) {
        chosen = naming;
        leadIndex = 0;
        lead = chosen[0] as Unit;
      }
    }
    // (an amount asked that no sentence of the library gives of its subject, "How long is the guarantee…?" over "…will void
    // the guarantee": said plainly, nothing cited; amount-unstated.ts)
    const measured = measuredNoun(query);
    if (measured !== null) {
      const amountAsked = askedAmount(query, dimensions, concepts);
      // (only the noun measured, and only where some source uses it: "pensioner" where the sources say "over-65s" is
      // no noun a sentence must name; coverage's notes speak of those; a sum, a count and a frequency keep their readings)
      const subject = conceptsOf(measured).filter((c) => mentioned([c], everyStem()).length > 0);
      const kinds = (amountAsked?.dimensions ?? []).filter((d) => d !== 'count' && d !== 'frequency' && d !== 'money');
      // (in its words, its headings or its title)
      const titleText = new Map(titles.map((t) => [t.documentId, t.text]));
      // (a living thing's act, "How long do hedgehogs LIVE?": only a sentence of that act, never its nightly travels)
      const act = livingAct(query);
      const about = (u: Unit): boolean => subject.length > 0 && mentioned(subject, new Set([...u.stems, ...(u.context ?? []), ...stemsOf(titleText.get(u.documentId) ?? '')])).length === subject.length && (act === null || (namesActOf(u.sentences.join(' '), act, /\bhow\s+(?:fast|quickly)\b/i.test(query)) && !otherSetting(query, u.sentences.join(' '))));
      const q = query.trim().replace(/[?.!\s]+$/, '');
      if (subject.length > 0 && amountUnstated(kinds, units.map((u) => ({ text: u.sentences.join(' '), about: about(u), row: u.cells !== undefined || u.otherRow !== undefined })))) return empty(`${notGiven ?? `Your sources give no figure for "${q}?"`} Nothing in your sources answers it, so nothing is cited.`);
    }
    // (a word no source uses, "winter", where the lead speaks of others of its kind, "summer, spring and autumn")
    if (outcome?.given === false) {
      // (said above)
    } else if (!outcome) notGiven = siblingsInstead((coverage[0]?.missing ?? []).map((c) => c.term), lead.sentences);
    else if (outcome && outcome.lead !== lead) {
      if (!chosen.includes(outcome.lead)) chosen = shapedPool(chosen, units, maxSentences, 0).withLead(outcome.lead);
      leadIndex = chosen.indexOf(outcome.lead);
      lead = outcome.lead;
    }
  }
  // the role the wh-word asks (where, when, who, how does it …): a lead holding no place, time, person or body, or means
  // gives way to a fair point that does and names the question's subject; a place no fair point holds is said plainly
  // (asked-filler.ts). Never a table row's lead, which its column names
  if (notGiven === null && !slotted && parts.length === 1 && kind !== 'yesno' && kind !== 'comparison' && kind !== 'why' && steps.steps.length === 0 && !lead.cells) {
    const pool = shapedPool(chosen, units.filter((u) => allowedDocs.has(u.documentId) && !u.cells), maxSentences, 0.3);
    const reading = askedRoleReading(query, questionSubject(query)?.words ?? null, pool.pool.map((u) => ({ text: u.cells ? '' : u.sentences.join(' '), score: u.score })), pool.pool.indexOf(lead));
    const picked = pool.pool[reading.lead];
    if (picked) {
      if (!chosen.includes(picked)) chosen = pool.withLead(picked);
      leadIndex = chosen.indexOf(picked);
      lead = picked;
    } else if (reading.missing) notGiven = reading.missing;
  }
  // What is recommended, asked ("What humidity should I set…?"): a sentence that recommends leads over one giving the
  // range of what is possible (recommended.ts)
  if (notGiven === null && !slotted && parts.length === 1 && kind !== 'yesno' && kind !== 'comparison' && kind !== 'why' && steps.steps.length === 0) {
    const required = requiredConcepts(concepts);
    const advised = recommendedLead(query, lead, [...chosen, ...units.filter((u) => allowedDocs.has(u.documentId) && u.score > 0 && !chosen.includes(u))], (u) => mentioned(required, u.stems).length);
    if (advised) {
      if (!chosen.includes(advised)) chosen = shapedPool(chosen, units, maxSentences, 0).withLead(advised);
      leadIndex = chosen.indexOf(advised);
      lead = advised;
    }
  }
  // A superlative asked of a table ("In which month were the most badgers recorded?"): the row at the asked end of
  // the column leads, named in a sentence that lists the others in the column's order; its rows follow in that
  // order, the extreme first (table-extreme.ts). Only from a table whose best row scores at least half the lead's.
  let ranked: Unit[] = [];
  // The asker's own figures against a table's rows ("I'm 22… which of the vans can I hire?" over a minimum driver age;
  // "her head measures 55cm" over head sizes): the rows that hold lead, said with what was applied, and the rows that
  // fail are no part of the answer (table-fit.ts). A superlative or a total reads the same fit through its row filter.
  if ((kind === 'what' || kind === 'open') && steps.steps.length === 0 && parts.length === 1 && superlativeAsked(query) === null) {
    const groups = tableGroups(units.filter((u) => u.table !== undefined));
    // the sentence that says what was applied leads, cited to the table's row it names, the rows it rests on after it
    // and the rows it leaves out no part of the answer; only where those rows score at least half the lead's
    const leadWithTable = (sentence: string, cite: Unit, rows: Unit[], leftOut: (u: Unit) => boolean, weighed: Unit[]): void => {
      if (Math.max(...weighed.map((u) => u.score)) < lead.score * 0.5) return;
      const summary: Unit = { documentId: cite.documentId, sentences: [sentence], stems: stemsOf(sentence), order: cite.order, score: Math.max(lead.score, cite.score) };
      ranked = rows.slice(0, 3);
      chosen = [summary, ...ranked, ...chosen.filter((u) => !leftOut(u))];
      chosen = withinBudget(chosen, maxSentences, 2);
      lead = summary;
      leadIndex = 0;
    };
    // (a party, "we are 4 adults and 2 children aged 8 and 11", asking what it costs: each member's row and the total;
    // the rest of its table left out)
    const party = partyInTables(groups, query);
    const fit = party ? null : fitInTables(groups, query);
    if (party) leadWithTable(party.sentence, party.cite, party.rows, (u) => party.rows.includes(u) || (u.cells !== undefined && u.documentId === party.cite.documentId && u.table === party.cite.table), party.rows);
    if (fit) leadWithTable(fit.sentence, fit.cite, fit.fits, (u) => fit.fits.includes(u) || fit.fails.includes(u), [...fit.fits, ...fit.fails]);
  }
  if (ranked.length === 0 && (kind === 'what' || kind === 'open') && steps.steps.length === 0) {
    // (in a question of several parts, over the part that asks the superlative: "Which hut is the highest, and can I get
    // half board there?" ranks the huts by altitude, not by the half board the other part names)
    const superlative = parts.length > 1 ? parts.find((p) => superlativeAsked(p) !== null) : undefined;
    const extreme = superlative ? extremeInTables(units, conceptsOf(superlative).map((c) => c.term), superlative) : extremeInTables(units, concepts.map((c) => c.term), query);
    const first = extreme?.cite;
    if (extreme && first && Math.max(first.score, ...extreme.rows.map((u) => u.score)) >= lead.score * 0.5) {
      const summary: Unit = { documentId: first.documentId, sentences: [extreme.sentence], stems: stemsOf(extreme.sentence), order: first.order, score: Math.max(lead.score, first.score, ...extreme.rows.map((u) => u.score)) };
      // (the extreme row and the next: the sentence gives the rest of the order)
      ranked = extreme.rows.slice(0, 2);
      chosen = [summary, ...ranked, ...chosen.filter((u) => !extreme.rows.includes(u))];
      chosen = withinBudget(chosen, maxSentences, 2);
      lead = summary;
      leadIndex = 0;
    }
  }
  // A total or an average asked of a table's column: the figure computed from its rows, with them, or why it cannot be (table-aggregate.ts)
  if (ranked.length === 0 && (kind === 'what' || kind === 'open') && steps.steps.length === 0) {
    const aggregate = aggregateInTables(units, query);
    const first = aggregate?.cite;
    if (aggregate && first && Math.max(first.score, ...aggregate.rows.map((u) => u.score)) >= lead.score * 0.5) {
      const summary: Unit = { documentId: first.documentId, sentences: [aggregate.sentence], stems: stemsOf(aggregate.sentence), order: first.order, score: Math.max(lead.score, first.score) };
      chosen = [summary, ...chosen.filter((u) => !aggregate.rows.includes(u) && u.documentId !== first.documentId)].slice(0, 3);
      lead = summary;
      leadIndex = 0;
    }
  }
  // A value asked of the row that leads ("How many colonies did Northgate lose?"): that row with the asked cell first,
  // "Northgate: losses 3; colonies 14; …" (table-ask.ts askedFirst)
  if (ranked.length === 0 && lead.cells && lead.sentences.length === 1 && kind !== 'yesno' && kind !== 'comparison' && kind !== 'why' && steps.steps.length === 0) {
    // (the price of a service the table does not list, "to dye a pair of shoes" over a repairs price list: said plainly,
    // no neighbouring row offered as its price)
    const leadDoc = lead.documentId;
    const own = units.filter((u) => u.documentId === leadDoc);
    const service = serviceNotListed(query, [documents.get(leadDoc)?.title ?? '', ...own.flatMap((u) => u.sentences), ...own.flatMap((u) => [...(u.context ?? [])])].join(' '));
    if (service && parts.length === 1) return empty(notListedSentence(service, documents.get(leadDoc)?.title ?? 'the table', own.filter((u) => u.cells && u.table === lead.table).map((u) => u.cells?.[0]?.value.trim() ?? '').filter(Boolean)));
    // (or, in a row of bands named in its headers, "Small (under 10 kg)" … "Large (over 25 kg)", the cells of the bands the
    // asker's own figures fall in, with their total where there are several: table-fit.ts bandedRow)
    const first = bandedRow(lead.cells, query) ?? askedFirst(lead.cells, query);
    if (first) lead.sentences = [first];
  }
  // Yes/no and comparisons: the verdict rests on a sentence that states what is asked (verdict.ts).
  let verdict: Verdict | undefined;
  let verdictBasis: VerdictBasis | undefined;
  let verdictScope: string | null = null;
  let contrast: Unit | undefined;
  // the kinds of amount two sources' figures disagree on, where the contrast gives the other figure (figure-difference.ts)
  let differing: Dimension[] = [];
  if (kind === 'yesno' || kind === 'comparison') {
    const titles = new Map([...documents].map(([id, d]) => [id, d.title]));
    const whole = decideVerdict(query, concepts, units, chosen, leadIndex, verdictOf, claimStrength, answerable.flatMap((c) => c.missing), titles);
    // a question of several parts: a part no source speaks to keeps the verdict to the part they do (verdict.ts scopeVerdict)
    // (a part that asks no yes or no, "What did each egg cost them?", gets no verdict of its own)
    const perPart = parts.length > 1 ? parts.flatMap((part, i) => ((questionKind(part) === 'yesno' || questionKind(part) === 'comparison') && !partOfStatement(query, part) ? [{ part, choice: coverage[i]?.answerable ? decideVerdict(part, coverage[i]?.concepts ?? [], units, chosen, leadIndex, verdictOf, claimStrength, coverage[i]?.missing ?? [], titles) : null }] : [])) : [];
    const scoped = scopeVerdict(whole, perPart);
    // a yes/no answered by one row of a table: the cell of the column asked, never a mark in another cell (table-verdict.ts)
    const choice = kind === 'yesno' ? rowVerdict(scoped.choice, units, query) : scoped.choice;
    verdictScope = scoped.scope;
    // a part the sources cover but no sentence answers is said so (a part none covers has its note already)
    if (verdictScope) for (const p of perPart) if (p.choice?.verdict === 'unstated') notes.push(`None of your sources answers "${p.part.replace(/[?.!\s]+$/, '')}".`);
    verdict = choice.verdict;
    verdictBasis = { verdict: choice.verdict, decidedBy: choice.decidedBy ?? null, ...(choice.against ? { against: choice.against } : {}) };
    // a verdict read off a sentence that a chosen point holds already is that point: said once, not again in the body
    // (a limit or a refusal read off one sentence of a longer unit, "…: we do not process colour film" after "We have six
    // enlargers…": that sentence leads, and the rest of its unit follows it; never one that opens on the sentence before it,
    // '"…not in danger of collapse," she said' led alone, its speaker named only in the sentence left behind)
    const holder = heldBy(choice.lead, chosen);
    const one = (choice.decidedBy === 'limit' || choice.decidedBy === 'condition' || choice.decidedBy === 'refusal' || choice.decidedBy === 'quality' || choice.decidedBy === 'holder' || choice.decidedBy === 'cleft' || choice.decidedBy === 'risk' || choice.decidedBy === 'excepted') && holder !== choice.lead && choice.lead.sentences.length === 1 && holder.sentences.length > 1 && holder.sentences[0] !== choice.lead.sentences[0] && !openerDangling(choice.lead.sentences[0] ?? '') ? choice.lead : null;
    if (one) {
      const rest = holder.sentences.filter((x) => !one.sentences.includes(x));
      const leadUnit: Unit = { ...holder, sentences: one.sentences, stems: stemsOf(one.sentences.join(' ')) };
      const restUnit: Unit = { ...holder, sentences: rest, stems: stemsOf(rest.join(' ')) };
      chosen = chosen.flatMap((u) => (u === holder ? [leadUnit, restUnit] : [u]));
    }
    const held = one ? (chosen.find((u) => u.sentences.length === 1 && u.sentences[0] === one.sentences[0]) ?? holder) : holder;
    contrast = choice.other ? heldBy(choice.other, chosen) : undefined;
    if (contrast === held) contrast = undefined;
    // each side's figure on a line that names no side ("Noise level: 82 dB(A)" in the Mowmaster M40's specification)
    // says whose it is, in brackets as the question names it: "[Mowmaster M40] Noise level: 82 dB(A)" (figure-sides.ts)
    const sides = kind === 'comparison' && choice.decidedBy === 'comparison' ? comparisonQuestion(query) : null;
    if (sides && !sides.groups && sides.topic === undefined) {
      for (const unit of [held, contrast]) {
        const first = unit?.sentences[0];
        // (a line with no subject of its own, a list item, a table row or a "Weight: 4.1 kg"; a sentence says whose it is itself)
        if (!unit || first === undefined || unit.restated || unit.referent || unit.antecedent || (unit.line === undefined && !/^[^.:;]{1,40}:\s/.test(first))) continue;
        const side = headedSide(first, unit.heading ?? '', documents.get(unit.documentId)?.title ?? '', sides);
        if (side) unit.restated = `[${sideName(sides, side, query)}] ${first}`;
      }
    }
    for (const unit of [held, contrast]) if (unit && !chosen.includes(unit)) chosen = [unit, ...chosen];
    chosen = withinBudget(chosen, maxSentences, 1, [held, contrast]);
    lead = held;
    leadIndex = chosen.indexOf(lead);
    // whether two sources agree, asked ("Do the Gazette and the council agree on what the repairs will cost?";
    // sources-agree.ts): two documents giving different figures for the topic answer no (for "differ", yes), each cited
    const agreement = agreementAsked(query);
    const topicAsked = agreement ? askedAmount(agreement.topic, dimensionsAsked(agreement.topic), conceptsOf(agreement.topic)) : null;
    let agreementDecided = false;
    if (agreement && topicAsked) {
      const all = [...units, ...buildUnits(inScope.filter((p) => !allowedDocs.has(p.documentId) && statesAmount(p.text, topicAsked.dimensions)), documents)];
      const stating = all.filter((u) => statesAmount(u.sentences.join(' '), topicAsked.dimensions) && namesQuantity(u, topicAsked)).sort((a, b) => b.score - a.score);
      for (const first of stating) {
        // (a topic that names no subject is whatever the two documents give it for: sources-differ.ts)
        const other = disagreeingAmount(topicAsked, first, all, documents, undefined, documentYears(inScope), topicAsked.subject.length === 0);
        if (!other) continue;
        verdict = agreement.inverted ? 'yes' : 'no';
        verdictBasis = { verdict, decidedBy: 'figure' };
        verdictScope = null;
        lead = first;
        contrast = other;
        chosen = [first, other, ...chosen.filter((u) => u !== first && u !== other && !u.sentences.some((x) => first.sentences.includes(x) || other.sentences.includes(x)))];
        chosen = withinBudget(chosen, maxSentences, 2);
        leadIndex = 0;
        agreementDecided = true;
        differing = topicAsked.dimensions;
        break;
      }
    }
    // (one document's claim says nothing of whether two agree: no verdict from fewer than two documents)
    if (agreement && !agreementDecided && (verdict === 'yes' || verdict === 'no') && new Set(chosen.map((u) => u.documentId)).size < 2) {
      verdict = 'unstated';
      verdictBasis = { verdict, decidedBy: null };
      contrast = undefined;
    }
    // a comparison over a table's rows (table-compare.ts), where no sentence compares the two: the figures of each
    // side's rows, set side by side, lead (as the table words them, cited to it), and the rows follow
    const compared = comparisonQuestion(query);
    // (over a verdict read off words a sentence shares with the question too: the table's figures say it)
    const tabled = compared && (verdict === 'unstated' || verdictBasis?.decidedBy === 'statement' || lead.cells !== undefined || contrast?.cells !== undefined) ? comparedInTables(units, compared, query) : null;
    if (tabled) {
      const rows = [...tabled.subject, ...tabled.other];
      const summary: Unit = { documentId: rows[0]?.documentId ?? lead.documentId, sentences: [tabled.compared.sentence], stems: stemsOf(tabled.compared.sentence), order: rows[0]?.order ?? 0, score: Math.max(...rows.map((u) => u.score)) };
      verdict = tabled.compared.verdict;
      verdictBasis = { verdict: tabled.compared.verdict, decidedBy: 'comparison' };
      contrast = undefined;
      chosen = [summary, ...rows, ...chosen.filter((u) => !rows.includes(u))];
      chosen = withinBudget(chosen, maxSentences, 1);
      lead = summary;
      leadIndex = 0;
    }
    // no source compares the two: the side none names, or that they speak of each apart (compare-groups.ts)
    const citing = new Set(chosen.map((u) => u.documentId));
    const uncompared = compared && verdict === 'unstated' ? comparisonGapNote(compared, inScope.filter((p) => citing.has(p.documentId)).map((p) => p.text), notes, query) : null;
    if (uncompared) notes.push(uncompared);
  }
  // A question that asks two things: the point that answers each later part follows the lead, before any padding
  // (part-answers.ts): a count bound to what the part says ("34 were still alive"), an amount, a date or a person of
  // the part's own shape, in a sentence naming the part's words
  let answersParts: Unit[] = [];
  if (kind !== 'yesno' && kind !== 'comparison' && steps.steps.length === 0 && parts.length > 1) {
    const partFit = (u: Unit, part: string): number => {
      const partShape = answerShape(part);
      if (!partShape || u.cells || u.otherRow) return 0;
      const text = u.sentences.join(' ');
      const predicate = /\bhow many\b/i.test(part) ? countPredicate(part) : [];
      const bound = figureBoundTo(text, predicate);
      if (predicate.length > 0 && !bound) return 0;
      // (a part that names nothing it counts, "how many survived", is answered by a figure bound to its verb whatever
      // it counts: "31 colonies had survived" for hives)
      if (!givesShape(partShape, text, part) && !(bound && howManyNoun(part) === null)) return 0;
      const partConcepts = requiredConcepts(conceptsOf(part));
      return (bound ? 2 : 0) + shapeFit(partShape, text, part) + mentioned(partConcepts, u.stems).length + u.score / Math.max(1e-9, lead.score);
    };
    answersParts = partAnswers(parts, lead, units.filter((u) => u.score > 0 && allowedDocs.has(u.documentId) && chosen.every((c) => c === u || !c.sentences.some((x) => u.sentences.includes(x)))), partFit);
    if (answersParts.length > 0) {
      chosen = [lead, ...answersParts, ...chosen.filter((u) => u !== lead && !answersParts.includes(u))];
      chosen = withinBudget(chosen, maxSentences, 1 + answersParts.length);
      leadIndex = 0;
    }
  }
  // what each document says of its own date and of what it replaces (later-word.ts), read once each
  const dating = new Map<string, Dated>();
  const dated = (id: string): Dated => {
    let d = dating.get(id);
    if (!d) {
      d = datedDocument(documents.get(id)?.raw ?? '', documents.get(id)?.title ?? '');
      dating.set(id, d);
    }
    return d;
  };
  // Two documents that give different figures for the amount asked ("last around 60 years" / "typical lifespan
  // 40 years"): both stay, each cited, and the answer says they disagree (disagreement.ts); when one is the later
  // word (later-word.ts), it leads and the answer says so ("Your sources disagree; the latest (2024) says: ").
  let disagree = false;
  let disagreeSaid = '';
  let contrastSaid = '';
  if (kind !== 'yesno' && kind !== 'comparison' && steps.steps.length === 0) {
    // (also from a document the coverage left out, that names the thing and gives a figure of the kind asked but not the
    // question's other words: "Outturn expenditure was £815,000" under "CORRAN FERRY SLIPWAY"; its points serve only here)
    const others = () => buildUnits(inScope.filter((p) => !allowedDocs.has(p.documentId) && statesAmount(p.text, dimensions)), documents);
    // (a year the question names is a document's where its text names it: a news story's dateline, "WANTAGE, 15 September
    // 2025", dates the figure after it; sources-differ.ts)
    // (only from documents that name the thing the question names: a bus fare for children is no other figure for the
    // museum's children's price; named-thing.ts)
    const nameWords = questionNameWords(query);
    const aboutNamed = (id: string): boolean => namesAskedThing(nameWords, [documents.get(id)?.title ?? '', documents.get(id)?.raw ?? '', ...inScope.filter((p) => p.documentId === id).map((p) => p.text)].join('\n'));
    const other = disagreeingAmount(askedAmount(query, dimensions, concepts), lead, units.filter((u) => aboutNamed(u.documentId)), documents, () => others().filter((u) => aboutNamed(u.documentId)), documentYears(inScope));
    if (other) {
      disagree = true;
      contrast = other;
      differing = dimensions;
      if (!other.cells && !lead.cells && other.documentId !== lead.documentId) {
        const swap = laterDocument(dated(other.documentId), dated(lead.documentId));
        if (swap) {
          contrast = lead;
          lead = other;
        }
        if (swap || laterDocument(dated(lead.documentId), dated(contrast.documentId))) disagreeSaid = disagreeLine(dated(lead.documentId).date);
        // (where the later document says it replaces the other, the two do not disagree: the later holds, and the other's
        // figure is said to be what an earlier source had said, "This leaflet replaces our 2019 leaflet"; never by dates alone)
        if (replacesDocument(dated(lead.documentId), dated(contrast.documentId))) {
          disagreeSaid = laterLine(dated(lead.documentId).date, false);
          contrastSaid = earlierLine(dated(contrast.documentId).date, false, true);
        }
      }
      if (!chosen.includes(other)) chosen = [...chosen, other];
      chosen = withinBudget(chosen, maxSentences, 2, [lead, contrast]);
      leadIndex = chosen.indexOf(lead);
    }
  }
  // Points from another document that add no topic word of the question to the lead's document, and name
  // under half of them, are filler (filler.ts): "The cave gives us…" in an answer on who orders evacuations.
  if (kind !== 'yesno' && kind !== 'comparison' && steps.steps.length === 0) {
    const topic = requiredConcepts(concepts).filter((c) => isTopicWord(c.term) && !c.soft);
    // (a point giving what a when / who / how-much question asks is read with its document's title: filler.ts)
    const givesAsked = (u: Unit): boolean => shape !== null && !u.cells && givesShape(shape, u.sentences.join(' '), query);
    const titleNamed = (u: Unit): string[] => mentioned(topic, stemsOf(documents.get(u.documentId)?.title ?? '')).map((c) => c.term);
    const kept = withoutOffDocumentFiller(chosen, lead, topic.map((c) => c.term), (u) => mentioned(topic, u.stems).map((c) => c.term), (u) => u === contrast || answersParts.includes(u), givesAsked, titleNamed);
    if (kept.length < chosen.length) {
      chosen = kept;
      leadIndex = chosen.indexOf(lead);
    }
  }
  // Points of the lead's own document that name fewer of the question's concepts than the lead and none it
  // lacks repeat the topic without the point (padding.ts): reed harvests and waiting lists under a roof's lifespan.
  // Only under a lead that answers: it states the amount asked and names the quantity ("should last around 60
  // years"); a count is left alone (what is counted is named in other words: "312 adults" for "how many patients").
  const amountAsked = askedAmount(query, dimensions, concepts);
  const measuredLead = amountAsked !== null && amountAsked.dimensions.some((d) => d !== 'count' && statesAmount(lead.sentences.join(' '), [d])) && namesQuantity(lead, amountAsked);
  if (amountAsked && measuredLead && steps.steps.length === 0) {
    // the subject may be named in its headings or title (what the point is about), what is said of it only in its own words
    const title = (u: Unit): Set<string> => stemsOf(documents.get(u.documentId)?.title ?? '');
    const named = (u: Unit): string[] => [...mentioned(amountAsked.subject, new Set([...u.stems, ...(u.context ?? []), ...title(u)])), ...mentioned(amountAsked.quantityConcepts, u.stems)].map((c) => c.stem);
    // a point supports the lead when it follows it in its passage, names the quantity asked, or states an amount
    // of the kind asked itself (a rival figure: the lead may be the chance fit, "the guarantee lasts one year")
    const statesKind = (u: Unit): boolean => statesAmount(u.sentences.join(' '), amountAsked.dimensions.filter((d) => d !== 'count'));
    const follows = (u: Unit): boolean => (u.place !== undefined && lead.place !== undefined && u.place - lead.place === 1) || namesQuantity(u, amountAsked) || statesKind(u);
    const kept = withoutOwnPadding(chosen, lead, named, follows, (u) => u === contrast || answersParts.includes(u));
    if (kept.length < chosen.length) {
      chosen = kept;
      leadIndex = chosen.indexOf(lead);
    }
  }
  // Under a lead that gives what a when / who / how-much question asks (a date, a person, a figure), points that
  // name nothing of the question beyond their document's topic (its title's words, its setting) pad the answer (padding.ts
  // withoutTopicOnlyPoints): "Skerrow Point Lighthouse stands on a granite headland" under when it stopped being
  // staffed. (Why and how answers are left alone: a cause or a mechanism often names only the topic.)
  // (so does a lead giving the extreme a superlative asks for, lead-focus.ts; a table's rows stay under it: they rank)
  const extreme = kind === 'what' && !shape && answerType(query, shape) === 'extreme';
  const givesType = (text: string): boolean => (shape ? givesShape(shape, text, query) : extreme && answerTypeStrength('extreme', text, query) > 0);
  if ((shape || extreme) && steps.steps.length === 0 && givesType(lead.sentences.join(' '))) {
    const topicConcepts = requiredConcepts(concepts).filter((c) => !c.soft);
    // a document's topic is what its title names and what at least half of its sentences say, in their own words or
    // through their headings (lead-focus.ts documentWeights: "trap" in a diary of a trapping night)
    const documentWeight = documentWeights(units, topicConcepts, (id) => documents.get(id)?.title ?? '');
    const titleNamed = new Map<string, Set<string>>();
    const titleOf = (u: Unit): Set<string> => {
      let named = titleNamed.get(u.documentId);
      if (!named) {
        named = new Set(mentioned(topicConcepts, stemsOf(documents.get(u.documentId)?.title ?? '')).map((c) => c.stem));
        titleNamed.set(u.documentId, named);
      }
      return named;
    };
    // (the setting counts in the lead's own document only, and for its running text: another document that answers
    // another part may name its own subject in every sentence, and a table's rows are the evidence of its summary)
    const setting = new Set([...(documentWeight.get(lead.documentId) ?? [])].filter(([, w]) => w <= Math.log(2)).map(([c]) => c));
    const beyondTopic = (u: Unit): string[] => [...mentioned(topicConcepts, u.stems), ...mentionedInOtherWords(topicConcepts, u.stems, 'direct')].map((c) => c.stem).filter((s) => !titleOf(u).has(s) && !(u.documentId === lead.documentId && !u.cells && setting.has(s)));
    const follows = (u: Unit): boolean => u.documentId === lead.documentId && u.place !== undefined && lead.place !== undefined && u.place - lead.place === 1;
    // (a point that gives what is asked itself, another date or figure, stays: it may be the answer the lead is not)
    // (a document whose title names every concept of the question is about the question as a whole: nothing is beyond its topic)
    // A count of what a how-many question asks (best bound to what it says of the counted thing: "34 were still ALIVE",
    // "45 POOR") answers it: the counted thing and who did it are the setting, and a point stays only when it names what is said of it (the
    // part's verb or predicate: counted.ts countPredicate) or gives a count of the thing asked itself (it may be the
    // answer the lead is not: "212 moths" counted under "that trap caught only 19"); "120 den boxes" put up by the same
    // project does not (padding.ts)
    const predicate = parts.filter((p) => /\bhow many\b/i.test(p)).flatMap(countPredicate);
    const boundCount = (u: Unit): boolean => figureBoundTo(u.sentences.join(' '), predicate);
    // (the lead gives the count asked: bound to the predicate, or a count of the very thing asked, "moved 43 pine martens")
    const countAnswered = predicate.length > 0 && (boundCount(lead) || givesType(lead.sentences.join(' ')));
    const namesPredicate = (u: Unit): string[] => predicate.filter((p) => u.stems.has(p));
    const kept = topicConcepts.every((c) => titleOf(lead).has(c.stem))
      ? chosen
      : countAnswered
        ? withoutTopicOnlyPoints(chosen, lead, namesPredicate, follows, (u) => u === contrast || answersParts.includes(u) || boundCount(u) || givesType(u.sentences.join(' ')))
        : withoutTopicOnlyPoints(chosen, lead, beyondTopic, follows, (u) => u === contrast || answersParts.includes(u) || givesType(u.sentences.join(' ')) || (extreme && u.cells !== undefined));
    if (kept.length < chosen.length) {
      chosen = kept;
      leadIndex = chosen.indexOf(lead);
    }
  }
  // An FAQ's reply cut from its question ("Yes, for works such as building or drainage, through a temporary order…",
  // the answer to "Can a path be diverted temporarily?") reads as nothing in the body of an answer to another question:
  // it is left out (padding.ts), never the lead or a verdict's contrast
  if (kind !== 'yesno' && kind !== 'comparison' && steps.steps.length === 0) {
    const kept = withoutBareReplies(chosen, lead, (u) => u === contrast || answersParts.includes(u));
    if (kept.length < chosen.length) {
      chosen = kept;
      leadIndex = chosen.indexOf(lead);
    }
  }
  // Supporting points that speak to the question (answer-relevance.ts): a point of another part of the lead's document
  // naming nothing of the question beyond that document's topic pads the answer and goes (the darkroom's enlargers and history
  // under the induction's price). Not under a yes/no, why or how answer, whose evidence or mechanism often names only the
  // topic ("otters eat urchins" under how otters protect kelp), nor a definition or a recommendation, whose answer is
  // named in other words.
  if (steps.steps.length === 0 && (kind === 'what' || kind === 'comparison') && !definedTerm(query) && !asksRecommendation(query)) {
    const asked = requiredConcepts(concepts).filter((c) => !c.soft);
    const weights = documentWeights(units, asked, (id) => documents.get(id)?.title ?? '');
    const topicOf = (id: string): string[] => [...mentioned(asked, stemsOf(documents.get(id)?.title ?? '')).map((c) => c.stem), ...[...(weights.get(id) ?? [])].filter(([, w]) => w <= Math.log(2)).map(([c]) => c)];
    const passageOf = (u: Unit): number | undefined => (u.place === undefined ? undefined : Math.floor(u.place / 10_000));
    const leadNamed = namedIn(asked, lead.ownStems ?? lead.stems);
    const reading = (u: Unit): PointReading => {
      const text = u.sentences.join(' ');
      const sameDocument = u.documentId === lead.documentId;
      return {
        named: namedIn(asked, u.ownStems ?? u.stems),
        topic: topicOf(u.documentId),
        asked: asked.map((c) => c.stem),
        leadNamed,
        sameDocument,
        samePassage: sameDocument && passageOf(u) !== undefined && passageOf(u) === passageOf(lead),
        givesAsked: shape !== null && givesShape(shape, text, query),
        continuesLead: sameDocument && u.place !== undefined && lead.place !== undefined && u.place - lead.place === 1 && refersBack(u.sentences[0] ?? ''),
      };
    };
    const kept = answeringPoints(chosen, lead, (u) => speaksToQuestion(reading(u)), (u) => u === contrast || answersParts.includes(u) || ranked.includes(u) || u.cells !== undefined);
    if (kept.length < chosen.length) {
      chosen = kept;
      leadIndex = chosen.indexOf(lead);
    }
  }
  // Table rows under the lead: the rows the question names, never the table dumped (table-body.ts); not where the
  // rows rank, compare or follow a change (a superlative, a comparison, "by how much", steps)
  if (!extreme && shape !== 'change' && kind !== 'comparison' && steps.steps.length === 0) {
    const kept = limitedBodyRows(chosen, lead, (u) => u === contrast || answersParts.includes(u) || ranked.includes(u), query);
    if (kept.length < chosen.length) {
      chosen = kept;
      leadIndex = chosen.indexOf(lead);
    }
  }
  // a point that says again what one before it says, often from another document (repeats.ts): dropped, never the lead
  const unrepeated = withoutRepeats(chosen, lead, (u) => u === contrast || answersParts.includes(u) || ranked.includes(u) || steps.steps.includes(u));
  if (unrepeated.length < chosen.length) {
    chosen = unrepeated;
    leadIndex = chosen.indexOf(lead);
  }
  // The later word (later-word.ts): a point of the answer that a later statement on it replaces (a notice and the update
  // that replaces it, a leaflet and its newer edition, a page's text under the update at its top) does not lead: the
  // later statement leads, and the earlier follows it, said to be the earlier ("An earlier source, dated …, had said: ").
  let earlier: Unit | undefined;
  let laterSaid = '';
  let earlierSaid = '';
  // (a yes or a no read off the earlier statement is no answer once a later one replaces it: the verdict is dropped, and
  // the later statement leads; only where the later says it replaces the earlier, or is its own document's update)
  // (and "your sources disagree" read off two statements one of which says it replaces the other: they do not disagree,
  // the later holds; the verdict is dropped as for a yes or a no, and the two are said as the later and the earlier)
  const decided = kind === 'yesno' && (verdict === 'yes' || verdict === 'no' || verdict === 'disagree') && !verdictScope;
  if (steps.steps.length === 0 && !notGiven && !disagree && (decided || (!contrast && (verdict === undefined || verdict === 'unstated'))) && answersParts.length === 0 && ranked.length === 0) {
    const leadNamed = new Set(namedIn(requiredConcepts(concepts), lead.ownStems ?? lead.stems));
    // (in one document, the update at the top of a page or post over the text it updates; not in a thread, where a
    // poster's "Update:" says what they did since, not a later word on what was said before it: practice.ts reads those)
    const thread = (u: Unit): boolean => (documents.get(u.documentId)?.posts ?? []).length > 0;
    const otherwise = (a: Unit, b: Unit): boolean => saysOtherwise(a.sentences.join(' '), b.sentences.join(' '));
    const later = (u: Unit): boolean => (u.documentId === lead.documentId ? u.update === true && lead.update !== true && !thread(u) : decided ? replacesDocument(dated(u.documentId), dated(lead.documentId)) : laterDocument(dated(u.documentId), dated(lead.documentId)));
    const onPoint = (u: Unit): boolean => leadNamed.size === 0 || namedIn(requiredConcepts(concepts), u.ownStems ?? u.stems).some((c) => leadNamed.has(c));
    // (of the later points, one that speaks of what the lead says: a concept of the question the lead names, or words in
    // common with it beyond the question's own, which name only the topic; of several, the one with most such words,
    // then the best scored)
    const asked = stemsOf(query);
    const leadWords = new Set([...contentStemsOf(lead)].filter((w) => !asked.has(w)));
    const shared = (u: Unit): number => [...contentStemsOf(u)].filter((w) => leadWords.has(w)).length;
    const speaksOf = (u: Unit, of: Unit): boolean => speaksOfSame(u.sentences.join(' '), of.sentences.join(' '), shared(u));
    // (two documents ordered by their dates alone, neither saying it replaces the other, may speak of different things:
    // one stands for the other only where the two make the same statement otherwise, most of their words in common (a
    // third of the words of both, as near-duplicates are read) with other figures or a negation: "found E. coli" in a
    // 2024 notice and "found no E. coli" in a 2022 newsletter; a "tram every 8 minutes" story is no later word on a
    // notice that parking bays are removed, nor a news report of a hosepipe ban on the water company's own notice)
    const stated = (a: Unit, b: Unit): boolean => a.documentId === b.documentId || replacesDocument(dated(a.documentId), dated(b.documentId)) || (jaccard(contentStemsOf(a), contentStemsOf(b)) >= 1 / 3 && otherwise(a, b));
    // (where the lead gives what a when / how much / who question asks, a later point giving it too comes first: the new
    // dates, "The kiln will now be replaced during the Easter break, from 29 March to 9 April", over "the studio will NOT
    // close in February after all", which shares more words with the old dates but gives none of its own)
    const givesAsked = (u: Unit): number => (shape !== null && givesShape(shape, u.sentences.join(' '), query) ? 1 : 0);
    const shapeFirst = givesAsked(lead) > 0;
    const bestOnPoint = (fits: (u: Unit) => boolean, pool: Unit[] = chosen): Unit | undefined => pool.filter((u) => u !== lead && !u.cells && !lead.cells && fits(u) && (onPoint(u) || shared(u) > 0)).sort((a, b) => (shapeFirst ? givesAsked(b) - givesAsked(a) : 0) || shared(b) - shared(a) || b.score - a.score)[0];
    // (the later statement may be one the answer left out, scored on the question but under the budget: "a later notice
    // lost to an older claim"; it is sought among the scored points of the citable documents too, where it makes the same
    // statement otherwise (or its document says it replaces the lead's), or, in the lead's own page, is its update on
    // what the lead says: a figure or two words in common)
    const scored = units.filter((u) => !chosen.includes(u) && u.score > 0 && allowedDocs.has(u.documentId) && !chosen.some((c) => c.sentences.some((x) => u.sentences.includes(x))));
    const replacing = bestOnPoint((u) => later(u) && stated(u, lead)) ?? bestOnPoint((u) => later(u) && stated(u, lead) && (u.documentId !== lead.documentId || speaksOf(u, lead)), scored);
    if (replacing && !chosen.includes(replacing)) {
      chosen = [...chosen, replacing];
      chosen = withinBudget(chosen, maxSentences, 2, [lead, replacing, contrast]);
    }
    // (it rests on the later statement, or, for another document, on a point of that later document: "The water is not
    // safe to drink" in the 2024 notice whose "found E. coli" is the later word on the 2022 newsletter's test)
    // (and only a reading that is sure of itself: a direct kind of evidence (verdict-evidence.ts DIRECT_KINDS: a
    // permission, a limit, a figure against a threshold…), or the opposite of the yes or no the replaced statement gave,
    // or one side of the two that disagreed; "All Tuesday swimming lessons in February will go ahead as normal" read
    // as a yes to "are they cancelled?", as "are cancelled" was, says nothing)
    const laterVerdict = (replacing: Unit, replaced: Unit, same: boolean, prior: Verdict | undefined): { verdict: 'yes' | 'no'; decidedBy: VerdictBasis['decidedBy']; unit: Unit } | null => {
      const gone = (u: Unit): boolean => u === replaced || u.sentences.some((x) => replaced.sentences.includes(x)) || (!same && u.documentId === replaced.documentId && replacesDocument(dated(replacing.documentId), dated(replaced.documentId)));
      const pool = [replacing, ...chosen.filter((u) => u !== replacing && !gone(u))];
      const titles = new Map([...documents].map(([id, d]) => [id, d.title]));
      const choice = decideVerdict(query, concepts, units.filter((u) => !gone(u)), pool, 0, verdictOf, claimStrength, answerable.flatMap((c) => c.missing), titles);
      if (choice.verdict !== 'yes' && choice.verdict !== 'no') return null;
      const sure = (choice.decidedBy !== null && choice.decidedBy !== undefined && DIRECT_KINDS.has(choice.decidedBy)) || prior === 'disagree' || ((prior === 'yes' || prior === 'no') && choice.verdict !== prior);
      if (!sure) return null;
      const held = heldBy(choice.lead, pool);
      return held === replacing || (!same && held.documentId === replacing.documentId && !held.cells) ? { verdict: choice.verdict, decidedBy: choice.decidedBy ?? null, unit: held } : null;
    };
    if (replacing) {
      const same = replacing.documentId === lead.documentId;
      const prior = verdict;
      if (decided) {
        verdict = 'unstated';
        verdictBasis = { verdict, decidedBy: null };
        contrast = undefined;
      }
      // (the yes or no is read again as if the replaced statement were not there: by the same reading of the evidence
      // (verdict.ts), over the points less the replaced one (and, where another document says it replaces that one's,
      // less that whole document); it is given only where it rests on the later statement itself, "From 1 March 2027,
      // passengers on Basic fares can no longer bring a guitar on board" for "can I still bring my guitar on Basic?")
      const resettled = kind === 'yesno' && !verdictScope ? laterVerdict(replacing, lead, same, prior) : null;
      if (resettled) {
        verdict = resettled.verdict;
        verdictBasis = { verdict: resettled.verdict, decidedBy: resettled.decidedBy ?? null };
        contrast = undefined;
      }
      // (a page's text beside its update is said to be what it said before only where the two say otherwise: an update
      // that reports how things went, "the two on the windowsill have new leaves", leaves the page's advice standing)
      // (nor where the update speaks of something else than that text: a figure in common, or two words beyond the
      // question's, say the two speak of one thing; "Upload proof of your household income … an assessment" shares one
      // word, "assess", with "Applications received on or after 1 September are assessed against the new limit", and is no
      // earlier word of it; only another document that says it replaces the lead's stands for all it said)
      earlier = same && (!otherwise(replacing, lead) || !speaksOf(replacing, lead)) ? undefined : lead;
      laterSaid = laterLine(same ? null : dated(replacing.documentId).date, same, resettled?.verdict);
      earlierSaid = earlierLine(same ? null : dated(lead.documentId).date, same, otherwise(replacing, lead));
      // (the later document's point the yes or no rests on leads, the later statement beside it)
      const leading = resettled?.unit ?? replacing;
      lead = leading;
      chosen = [leading, ...chosen.filter((u) => u !== leading)];
      leadIndex = 0;
    } else if (!contrast || verdict === 'disagree') {
      // the lead is itself the later word: an earlier statement on its point among the answer's points follows it, said
      // to be the earlier (the 2022 test's 38 mg/l after the 2024 notice's 52 mg/l)
      // (a page's own text beside its update is not marked: the update leads already, and what it changed is the reader's
      // to see in the rest of the page; only another document's earlier statement is said to be earlier)
      // (a disagreement is settled only by a document that says it replaces the other, never by dates alone)
      const earlierThanLead = (u: Unit): boolean => u.documentId !== lead.documentId && (verdict === 'disagree' ? replacesDocument(dated(lead.documentId), dated(u.documentId)) : laterDocument(dated(lead.documentId), dated(u.documentId)));
      // (always another document than the lead's: earlierThanLead)
      const replaced = bestOnPoint((u) => earlierThanLead(u) && stated(lead, u));
      // (a yes or no withheld, or "your sources disagree", over the later and the earlier statement is read again without
      // the earlier: "The water is not safe to drink" in the 2024 notice, the 2022 newsletter's "safe to drink" set aside)
      const unsettled = verdict === 'disagree' || (kind === 'yesno' && !verdictScope && (verdict === undefined || verdict === 'unstated'));
      if (replaced && unsettled) {
        const resettled = laterVerdict(lead, replaced, false, verdict);
        verdict = resettled?.verdict ?? 'unstated';
        verdictBasis = { verdict, decidedBy: resettled?.decidedBy ?? null };
        contrast = undefined;
        laterSaid = laterLine(dated(lead.documentId).date, false, resettled?.verdict);
        if (resettled) lead = resettled.unit;
      }
      if (replaced) {
        earlier = replaced;
        earlierSaid = earlierLine(dated(replaced.documentId).date, false, otherwise(lead, replaced));
        if (!decided && !unsettled) laterSaid = laterLine(dated(lead.documentId).date, false);
        chosen = [lead, replaced, ...chosen.filter((u) => u !== lead && u !== replaced)];
        leadIndex = 0;
      }
    }
  }
  options.trace?.({ query, kind, shape, concepts, units, lead, chosen, titleOf: (id) => documents.get(id)?.title ?? '', ...(options.weights ? { idf: options.weights } : {}), ...(stages ? { stages } : {}) });
  // "The main reason your sources give:" only before a sentence that states a reason outright, never an instruction (nor
  // one that merely holds a "when" or an "if": "…during the Easter break, when no classes run" gives no reason).
  const leadText = lead.sentences.join(' ');
  const leadKind: QuestionKind = kind === 'why' && !reasonSection && !((STRONG_CUES.why.test(leadText) || statesReason(leadText) || givesReasonFor(leadText, contentTerms(query), asksWhyNot(query)) || reasonWithoutCue(leadText) > 0) && !(isInstruction(lead.sentences.at(-1) ?? '') && !statesReason(leadText))) ? 'how' : kind;
  const grouped =
    steps.steps.length > 0
      ? [steps.steps, ...groupByTheme(lead, chosen.filter((u) => !steps.steps.includes(u)))]
      : [[lead, ...(earlier ? [earlier] : []), ...answersParts.filter((u) => chosen.includes(u) && u !== contrast), ...(contrast ? [contrast] : []), ...ranked.filter((u) => chosen.includes(u))], ...groupByTheme(lead, chosen.filter((u, i) => i !== leadIndex && u !== contrast && u !== earlier && !ranked.includes(u) && !answersParts.includes(u)))];
  // a point whose referent is supplied in brackets ("[Yellow rust] shows as…") comes after the point of its document
  // that introduces it, never before (referent-order.ts); not a verdict's contrast, which stays beside the lead
  const paragraphs =
    steps.steps.length > 0
      ? grouped
      : introducedFirst(grouped, (u) => u.antecedent ?? u.referent, (intro, phrase, u) => u !== contrast && intro.documentId === u.documentId && intro.place !== undefined && u.place !== undefined && intro.place < u.place && intro.sentences.some((s) => namesPhrase(s, phrase)));

  // Citations numbered in the order the sources first appear in the answer.
  const citationOf = new Map<string, number>();
  for (const unit of paragraphs.flat()) if (!citationOf.has(unit.documentId)) citationOf.set(unit.documentId, citationOf.size + 1);
  const cited: CitedSentence[] = [];
  let unitNumber = 0;
  // a run of points from one source names its title once: the document whose title the run has attributed
  let titled: string | null = null;
  const rendered = paragraphs.map((paragraph, p) =>
    paragraph
      .map((unit, u) => {
        unitNumber += 1;
        const n = citationOf.get(unit.documentId) ?? 0;
        const title = documents.get(unit.documentId)?.title ?? 'the source';
        const doc = documents.get(unit.documentId);
        return unit.sentences
          .map((original, i) => {
            // "Third, energy: …" opening its unit: the list it counts in is not cited with it (openers.ts)
            const alone = i === 0 ? withoutOrdinal(original) : original;
            const said = attribute(unit.referent && i === 0 ? withReferent(alone, unit.referent) : unit.antecedent && i === 0 ? withAntecedent(alone, unit.antecedent) : unit.counted && i === 0 ? withCountedNoun(alone, unit.counted) : unit.restated && i === 0 ? unit.restated : alone, title, writerOf(original, doc?.writer ?? null, doc?.posts ?? []), doc?.organisation ?? null);
            const attributed = said.includes(`"${title}"`) && !alone.includes(`"${title}"`);
            // (the content says the title once per run; each cited sentence keeps it, for a reply that quotes one alone)
            const text = said;
            const shown = attributed && titled === unit.documentId ? withoutTitleAgain(said, title) : said;
            titled = attributed || titled === unit.documentId ? unit.documentId : null;
            const prefix = p === 0 && u === 0 && i === 0 ? (notGiven ? SAID_INSTEAD : steps.steps.length > 0 ? (isProcedureQuestion(query) ? STEPS_LEAD_IN : LIST_LEAD_IN) : disagree ? disagreeSaid || 'Your sources disagree: ' : laterSaid || leadPrefix(leadKind, unit.sentences.at(-1) ?? original, requiredConcepts(concepts), verdict, verdictScope)) : p === 0 && i === 0 && unit === earlier ? earlierSaid : '';
            // (the contrast's figure against the lead's, in one unit: "The figures differ by £0.3 million (£4.2 million against £3.9 million): ")
            const against = p === 0 && i === 0 && unit === contrast && !prefix ? contrastSaid || differenceLead(leadText, unit.sentences.join(' '), differing) : '';
            if (against) {
              cited.push({ text, original, citationIndex: n, unit: unitNumber, prefix: against, ...(unit.cells && i === unit.sentences.length - 1 ? { cells: unit.cells } : {}) });
              return withCitation(against + shown, [n]);
            }
            cited.push({ text, original, citationIndex: n, unit: unitNumber, prefix, ...(unit.cells && i === unit.sentences.length - 1 ? { cells: unit.cells } : {}) });
            return withCitation(prefix + shown, [n]);
          })
          .join(' ');
      })
      .join(' '),
  );
  // (checked against the answer they accompany: a word the answer gives in other words is not said to be missing)
  // ("the sources cited below discuss …" must be true of the cited ones)
  const citedStems = stemsOf([...inScope, ...titles].filter((p) => citationOf.has(p.documentId)).map((p) => p.text).join('\n'));
  // (a later part asking an amount no cited sentence gives of the part's own thing, "how long does it take to recharge":
  // said, never left to a neighbour's figure; part-unfilled.ts)
  if (parts.length > 1 && kind !== 'yesno' && kind !== 'comparison') for (const part of parts.slice(1)) if (!partNoted(part, notes) && partUnfilled(part, cited.map((c) => c.text))) notes.push(partUnfilledNote(part));
  // (and a later yes/no part whose own thing no sentence of the cited documents names, "…, and is there anywhere to
  // park?": said, never left unanswered under the first part's answer; read over the cited documents whole, so a sentence
  // the answer left out that speaks to it keeps the note back; where another document the search brought names the
  // thing, "ticks live in parks", the note speaks only of the sources cited; part-unfilled.ts)
  if (parts.length > 1 && kind !== 'comparison' && cited.length > 0) {
    // (read once, and only where a part needs them)
    let citedTexts: string[] | null = null;
    let otherTexts: string[] | null = null;
    const ofCited = (): string[] => (citedTexts ??= [...cited.map((c) => c.text), ...inScope.filter((p) => citationOf.has(p.documentId)).map((p) => p.text), ...[...citationOf.keys()].map((id) => documents.get(id)?.raw ?? '')]);
    const ofOthers = (): string[] => (otherTexts ??= inScope.filter((p) => !citationOf.has(p.documentId)).map((p) => p.text));
    for (const [i, part] of parts.entries()) {
      // (nor the other alternative of a yes/no part before it, "…, or is that just the brochure?": its answer says which holds)
      const before = parts[i - 1];
      if (before === undefined || told(i) || otherAlternative(query, part, ['yesno', 'comparison'].includes(questionKind(before)))) continue;
      if (partNoted(part, notes) || !yesNoPartUnfilled(part, ofCited())) continue;
      notes.push(partUnfilledNote(part, yesNoPartUnfilled(part, ofOthers()) ? 'your sources' : CITED_SOURCES.toLowerCase()));
    }
  }
  const said = checkedNotes(notes, noteContext(cited.map((c) => c.text).join(' '), citedStems));
  if (said.length > 0) rendered.unshift(said.join(' '));
  if (notGiven) rendered.unshift(notGiven);

  const top = lead.score;
  const sources: ComposedSource[] = [...citationOf.entries()].map(([documentId, citationIndex]) => {
    const own = chosen.filter((u) => u.documentId === documentId);
    // Highlights: the source's sentences that mention the question's concepts (a referent pulled in
    // for an opener may not, and is then left out of the highlights).
    // Every sentence on the question the answer cites from it comes first, in the source's words and the answer's order (the lead among
    // them: a popover showed another passage as the one "Decaffeinated coffee is not completely free of caffeine" cited,
    // the lead having been left out of the first three)
    const onTopic = (sentence: string): boolean => mentioned(concepts, stemsOf(sentence)).length > 0;
    const citedHere = [...new Set(cited.filter((c) => c.citationIndex === citationIndex).map((c) => c.original))].filter(onTopic);
    const highlights = [...citedHere, ...own.flatMap((u) => u.sentences).filter((x) => onTopic(x) && !citedHere.includes(x))].slice(0, Math.max(3, citedHere.length));
    for (const extra of units.filter((u) => u.documentId === documentId && u.score > 0).sort((a, b) => b.score - a.score)) {
      if (highlights.length >= 3) break;
      const last = extra.sentences.at(-1) ?? '';
      if (!highlights.includes(last) && onTopic(last)) highlights.push(last);
    }
    const doc = documents.get(documentId) ?? { title: '', url: '' };
    return {
      documentId,
      title: doc.title,
      url: doc.url,
      citationIndex,
      // (a lead scored nothing, kept because it says no in its own words: every source scores as it does)
      score: top > 0 ? Math.round((Math.max(...own.map((u) => u.score)) / top) * 1000) / 1000 : 1,
      highlights,
    };
  });
  const tables = new Set(chosen.filter((u) => u.table !== undefined).map((u) => u.table));
  const tableRows = units.filter((u) => u.table !== undefined && tables.has(u.table) && u.cells).map((u) => ({ citationIndex: citationOf.get(u.documentId) ?? 0, cells: u.cells ?? [] }));
  return { kind, coverage, sentences: cited, notes, saidNotes: said, sources, content: rendered.join('\n\n'), answered: true, ...(tableRows.length > 0 ? { tableRows } : {}), ...(verdictBasis ? { verdictBasis } : {}) };
}

/** The stems of the concepts a sentence names in its own words or direct synonyms. */
function namedIn(required: Concept[], stems: Set<string>): string[] {
  return [...mentioned(required, stems), ...mentionedInOtherWords(required, stems, 'direct')].map((c) => c.stem);
}

/**
 * The weight of each of the question's concepts within each document (lead-focus.ts focusWeights over the
 * units but table rows): a sentence says a concept in its own words (a referent brought in apart) or through
 * its setting (its document's title, the headings above it, the referent it brought in). `extra` adds
 * pseudo-concepts a unit says (the answer type).
 */
function documentWeights(units: Unit[], required: Concept[], titleOf: (documentId: string) => string, extra: (unit: Unit) => string[] = () => []): Map<string, Map<string, number>> {
  const titles = new Map<string, Set<string>>();
  const titleStems = (id: string): Set<string> => {
    let t = titles.get(id);
    if (!t) titles.set(id, (t = stemsOf(titleOf(id))));
    return t;
  };
  const own = (u: Unit): string[] => [...namedIn(required, u.ownStems ?? u.stems), ...extra(u)];
  const setting = (u: Unit): string[] => mentioned(required, new Set([...titleStems(u.documentId), ...(u.context ?? []), ...(u.referentStems ?? [])])).map((c) => c.stem);
  return focusWeights(units.filter((u) => !u.cells), own, setting);
}

/**
 * The index in `pool` of the point that should lead a what-question by lead-focus.ts (the question's concepts
 * weighed within each document over all `units`, a sentence saying a concept in its own words or through its
 * setting: its document's title, the headings above it, the referent it brought in), or -1 to keep `current`.
 * Table rows are left to table-rows.ts's ranking (their words are column names, alike in every row).
 */
function leadByFocus(pool: Unit[], current: Unit, units: Unit[], concepts: Concept[], query: string, shape: AnswerShape | null, titleOf: (documentId: string) => string): number {
  // (a light verb, "make", "take", says nothing of what is asked: its meaning comes from its object)
  // (nor does what a how-many question counts: the answer type names it, "214 adults" for how many patients)
  const counted = countedWords(query);
  const required = requiredConcepts(concepts).filter((c) => !c.soft && !isLightWord(c.term) && !counted.some((w) => stemMatches(c.stem, stem(w))));
  const type = answerType(query, shape);
  if (!type || required.length < 2 || current.cells) return -1;
  // the answer type is one more thing the question asks for, weighed like its words by how few of the
  // document's sentences give it (a superlative in one sentence of a review tells it apart; a year in every
  // sentence of a history does not)
  const TYPE = '\u0000type';
  const typeOf = (text: string): number => answerTypeStrength(type, text, query);
  const saidIn = (stems: Set<string>, text: string): string[] => [...namedIn(required, stems), ...(typeOf(text) > 0 ? [TYPE] : [])];
  const weights = documentWeights(units, required, titleOf, (u) => (typeOf(u.sentences.at(-1) ?? '') > 0 ? [TYPE] : []));
  const currentIndex = pool.indexOf(current);
  if (currentIndex < 0) return -1;
  // a point is as focused as its best sentence (not the sum over its sentences: a referent brought in adds
  // nothing, though it may be the sentence that answers: "In 1714 Parliament passed the Act. It offered…")
  const raw = pool.map((u) => Math.max(...u.sentences.map((x) => focusOf(saidIn(stemsOf(x), x), weights.get(u.documentId)))));
  const focus = (i: number): number => raw[i] ?? 0;
  // (the type may be given by the referent a point brought in: "In 1714 Parliament passed the Act. It offered…")
  const typed = (i: number): number => Math.max(...(pool[i] as Unit).sentences.map(typeOf));
  const floor = shape === 'amount' ? 0.3 : 0.5;
  const eligible = (i: number): boolean => !(pool[i] as Unit).cells && !(pool[i] as Unit).otherRow;
  const focused = focusedLead(pool, currentIndex, focus, typed, (i) => (pool[i] as Unit).documentId, floor, eligible);
  // (a lead that gives the type too gives way to a point of its document with it that names clearly more of the question; typed-focus.ts)
  return focused >= 0 ? focused : betterFocusedTyped(pool, currentIndex, focus, typed, (i) => (pool[i] as Unit).documentId, floor, eligible);
}

/** What an amount question asks: the kinds of amount, the subject's concepts and the quantity's stems (its other words, its measure word). */
interface AmountAsked {
  query: string;
  dimensions: Dimension[];
  subject: Concept[];
  quantity: string[];
  /** The question's concepts that are not its subject's ("last", "close"), to be named in other words too. */
  quantityConcepts: Concept[];
}

/**
 * The amount a question asks for ("How long does a cedar roof last?": a time; subject cedar, roof; quantity
 * last), from amounts.ts's dimensionsAsked and its measure word ("What is the lifespan of…": lifespan, a
 * time), or null when it asks none. The subject is questionFocus's words, else the topic words.
 */
function askedAmount(query: string, dimensions: Dimension[], concepts: Concept[]): AmountAsked | null {
  // ("What's the length of…" measures as "What is the length of…")
  const measure = askedWord(query.trim().replace(/^(what|which)['’]s\b/i, '$1 is'));
  const measured = measure ? wordDimension(measure) : null;
  const asked = [...new Set([...dimensions, ...(measured ? [measured] : [])])];
  if (asked.length === 0) return null;
  const required = requiredConcepts(concepts).filter((c) => !c.soft);
  const focus = questionFocus(query);
  const focusStems = new Set(focus?.words.map(stem) ?? []);
  // (never a word of the amount itself, "costing", "total", "weighs": figure-pair.ts)
  const subject = pairSubject(focus ? required.filter((c) => focusStems.has(c.stem)) : required.filter((c) => !isGeneralWord(c.term) && c.term !== measure));
  const quantityConcepts = required.filter((c) => !subject.includes(c));
  const quantity = [...quantityConcepts.map((c) => c.stem), ...(measure ? [stem(measure)] : [])];
  return { query, dimensions: asked, subject, quantity, quantityConcepts };
}

/**
 * Does a point name the quantity asked: the question's verb or measure word ("last"), also in other words
 * ("shuts" for close), or a word for its kind of amount ("lifespan")?
 */
function namesQuantity(unit: Unit, asked: AmountAsked): boolean {
  if (asked.quantity.some((s) => unit.stems.has(s)) || mentionedInOtherWords(asked.quantityConcepts, unit.stems, 'direct').length > 0) return true;
  const said = unit.sentences.join(' ').toLowerCase().match(/\p{L}+/gu) ?? [];
  // (a how-many question's quantity is its thing counted: "600 scooters" for "how many scooters"; verdict-deciding.ts)
  if (asked.dimensions.includes('count') && asked.quantity.length === 0 && countsThing(unit.sentences.join(' '), asked.subject.map((c) => c.term))) return true;
  return said.some((w) => asked.dimensions.includes(wordDimension(w) as Dimension));
}

/**
 * The point of another document that gives a different figure for the amount the lead states (disagreement.ts
 * disagreeingPoint), among all the units of the documents that cover the question, best first. null when
 * the question asks no amount or none disagrees.
 */
function disagreeingAmount(asked: AmountAsked | null, lead: Unit, units: Unit[], documents: Map<string, ComposeDocument>, elsewhere: () => Unit[] = () => [], yearsOf: Map<string, string[]> = new Map(), unnamed = false): Unit | null {
  if (!asked) return null;
  const names = (stems: Set<string>, s: string): boolean => mentioned(asked.subject.filter((c) => c.stem === s), stems).length > 0;
  const point = (unit: Unit): AmountPoint & { unit: Unit } => ({
    unit,
    documentId: unit.documentId,
    text: unit.sentences.join(' '),
    own: unit.stems,
    // a table row's headings are its columns' names ("Bell" over "Tenor")
    context: new Set([...unit.stems, ...(unit.context ?? []), ...stemsOf(documents.get(unit.documentId)?.title ?? ''), ...stemsOf(documents.get(unit.documentId)?.opening ?? ''), ...stemsOf((unit.cells ?? []).map((c) => c.name).join(' ')), ...(yearsOf.get(unit.documentId) ?? [])]),
  });
  const query = asked.query;
  // every unit of the documents that cover the question, best first (a table row its column's heading left unscored too)
  const points = units.filter((u) => u !== lead).sort((a, b) => b.score - a.score).map(point);
  const sister = (text: string): boolean => namesSisterKind(query, text);
  // (the quantity in the words WordNet puts beside it, one level up or down: "expenditure" for cost, not "grant" or "budget")
  // (a how-many question's quantity is its thing counted: "scooters" of "how many scooters", verdict-deciding.ts)
  const counted = asked.dimensions.includes('count') && asked.quantity.length === 0 ? asked.subject.map((c) => c.stem) : [];
  const quantity = [...new Set([...asked.quantity, ...counted, ...asked.quantityConcepts.flatMap((c) => [...lexicalRelations(c.term).direct, ...lexicalRelations(c.term).kin])])];
  for (const dimension of asked.dimensions) {
    const found = disagreeingPoint(point(lead), points, dimension, asked.subject.map((c) => c.stem), quantity, names, sister, unnamed);
    if (found) return found.point.unit;
  }
  const further = elsewhere().map(point);
  for (const dimension of asked.dimensions) {
    const found = disagreeingPoint(point(lead), further, dimension, asked.subject.map((c) => c.stem), quantity, names, sister, unnamed);
    if (found) return found.point.unit;
  }
  return null;
}

/** Concepts of a question for retrieval: every content term (soft ones too). */
export function retrievalTerms(query: string): string[] {
  return conceptsOf(query).map((c) => c.term);
}

/** What Quire found where every word asked is used somewhere, if only in a link or a quoted line, and none answers: said as it is. */
function foundNothingToCite(what: string): string {
  return `Quire found nothing in your sources to cite for ${what}.`;
}
