// The features of a candidate point (a sentence, or a referent and the sentence that needs it) that a fitted
// scorer weighs to rank the points of an answer (scripts/fit-sentence-scorer.mts fits the weights over every
// seen evaluation set and evaluates them leave-one-set-out). Every feature is a statistic of the question,
// the candidate and its documents, computed by the engine's own functions, never a word of a particular set:
// the engine's own score and rank among the candidates, how much of the question's discriminating weight the
// point names within its document (lead-focus.ts), how much of the question it names at all and weighed by
// the library's idf, the kind of answer asked and given, heading and title match, place in its document,
// length, figures, dates, names, quotation, an opener that needs a referent, a reason for a why-question; and
// (session 25) what the newer readings of a question know: whether the point fills the asked slot or a sibling one
// (asked-slot.ts), how much of the question's asked word and of its named entities it names (question-roles.ts),
// whether it opens with a word of the question (names it as its subject), the ROLE_WEIGHT-weighted share of the
// question it names, and the answer type's strength split by the asked shape (a date for when, an amount, a name for who).
// Pure but for the shipped lexicon.
import { mentioned, mentionedInOtherWords, stemsOf, type Concept, type QuestionKind } from './concepts';
import { answerType, answerTypeStrength, focusOf, focusWeights } from './lead-focus';
import type { AnswerShape } from './answer-shape';
import { statesReason } from './reasons';
import { openerDangling } from './compose';
import { bagVector, cosine, wordSimilarity } from './embeddings';
import { contentTerms } from './text';
import { askedSlot, fillsSibling, fillsSlot } from './asked-slot';
import { conceptRoles, ROLE_WEIGHT, type ConceptRole } from './question-roles';

/** A candidate point as compose.ts scores it (its Unit), reduced to what the features read. */
export interface FeatureUnit {
  documentId: string;
  sentences: string[];
  stems: Set<string>;
  score: number;
  ownStems?: Set<string>;
  context?: Set<string>;
  referentStems?: Set<string>;
  place?: number;
  line?: 'item' | 'row';
  cells?: unknown[];
}

/** The question as the features read it. */
export interface FeatureQuestion {
  query: string;
  kind: QuestionKind;
  shape: AnswerShape | null;
  /** The question's required concepts (concepts.ts requiredConcepts). */
  required: Concept[];
  /** The library's idf by stem (research.ts termWeights); missing stems weigh 1. */
  idf?: Map<string, number>;
  titleOf: (documentId: string) => string;
}

/** The features, in the order of each vector (the weights file names them, and the loader checks the names). */
export const FEATURE_NAMES = [
  'engineScore',
  'engineRank',
  'focus',
  'coverage',
  'idfCoverage',
  'answerType',
  'headingMatch',
  'titleMatch',
  'position',
  'firstInDocument',
  'length',
  'hasFigure',
  'hasDate',
  'hasName',
  'quotation',
  'needsReferent',
  'broughtReferent',
  'listItemOrRow',
  'reasonForWhy',
  'wordSimilarity',
  'questionCosine',
  'slotFill',
  'askedNamed',
  'entityNamed',
  'roleWeighted',
  'subjectOpens',
  'typeWhen',
  'typeAmount',
  'typeWho',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

const YEAR_OR_MONTH = /\b(?:1[0-9]\d\d|20\d\d)\b|\b(?:January|February|March|April|June|July|August|September|October|November|December)\b/;
const FIGURE = /\d/;
/** A capitalised word that does not open the sentence (nor follows a colon or a quotation mark opening one): a name. */
const NAME_INSIDE = /(?<![.!?:;"“]\s*|^\s*)(?<=\s)\p{Lu}\p{Ll}+/u;
const QUOTATION = /[“"][^”"]{12,}[”"]|\b(?:said|says|told|according to|wrote|writes)\b/i;

/** The share (0..1) of `concepts` named by `stems` in their own words or a direct synonym. */
export function shareNamed(concepts: Concept[], stems: Set<string>): number {
  if (concepts.length === 0) return 0;
  const named = new Set([...mentioned(concepts, stems), ...mentionedInOtherWords(concepts, stems, 'direct')].map((c) => c.stem));
  return named.size / concepts.length;
}

/** The share (0..1) of the question's idf weight (the library's) named by `stems`. */
export function idfShare(concepts: Concept[], stems: Set<string>, idf: Map<string, number> | undefined): number {
  const weight = (c: Concept): number => idf?.get(c.stem) ?? 1;
  const total = concepts.reduce((a, c) => a + weight(c), 0);
  if (total <= 0) return 0;
  const named = new Set([...mentioned(concepts, stems), ...mentionedInOtherWords(concepts, stems, 'direct')].map((c) => c.stem));
  return concepts.filter((c) => named.has(c.stem)).reduce((a, c) => a + weight(c), 0) / total;
}

/** log(1 + words) / log(61): a sentence's length on a 0..1-ish scale (60 words → 1). */
export function lengthFeature(text: string): number {
  const n = text.split(/\s+/).filter(Boolean).length;
  return Math.log(1 + n) / Math.log(61);
}

/** Does a sentence name someone or something by name inside it (a capitalised word that does not open it)? */
export function hasNameInside(sentence: string): boolean {
  return NAME_INSIDE.test(sentence);
}

/**
 * How closely a sentence's words come to the question's, by GloVe word vectors (embeddings.ts): for each content
 * word of the question, its best cosine with a content word of the sentence (1 for the word itself, 0 for a word
 * either has no vector for), averaged. Relatedness, not synonymy: a scorer weighs it, it decides nothing.
 */
export function similarityCoverage(questionWords: readonly string[], sentenceWords: readonly string[], similarity: (a: string, b: string) => number | null = wordSimilarity): number {
  if (questionWords.length === 0 || sentenceWords.length === 0) return 0;
  const best = questionWords.map((q) => Math.max(0, ...sentenceWords.map((w) => (w === q ? 1 : (similarity(q, w) ?? 0)))));
  return best.reduce((a, b) => a + b, 0) / questionWords.length;
}

/** The cosine of the mean word vectors of the question's and the sentence's content words (0 when either has none). */
export function bagCosine(questionWords: readonly string[], sentenceWords: readonly string[]): number {
  const q = bagVector(questionWords);
  const s = bagVector(sentenceWords);
  return q && s ? cosine(q, s) : 0;
}

/** The stems of `concepts` that `stems` name, in their own words or a direct synonym. */
function namedOf(concepts: Concept[], stems: Set<string>): Set<string> {
  return new Set([...mentioned(concepts, stems), ...mentionedInOtherWords(concepts, stems, 'direct')].map((c) => c.stem));
}

/** The share (0..1) of the concepts of `role` (question-roles.ts) that `named` holds; 0 when the question has none of that role. */
export function roleShare(roles: Map<string, ConceptRole>, named: Set<string>, role: ConceptRole): number {
  const of = [...roles].filter(([, r]) => r === role).map(([s]) => s);
  return of.length === 0 ? 0 : of.filter((s) => named.has(s)).length / of.length;
}

/** The share (0..1) of the question's ROLE_WEIGHT (question-roles.ts) that `named` holds. */
export function roleWeightedShare(roles: Map<string, ConceptRole>, named: Set<string>): number {
  const total = [...roles.values()].reduce((a, r) => a + ROLE_WEIGHT[r], 0);
  return total <= 0 ? 0 : [...roles].filter(([s]) => named.has(s)).reduce((a, [, r]) => a + ROLE_WEIGHT[r], 0) / total;
}

/** 1 when the asked slot (asked-slot.ts) is filled by the sentence, -1 when only a sibling slot is, 0 otherwise or with no slot. */
export function slotFeature(sentence: string, slot: ReturnType<typeof askedSlot>): number {
  if (!slot) return 0;
  if (fillsSlot(sentence, slot)) return 1;
  return fillsSibling(sentence, slot) ? -1 : 0;
}

/** Does the sentence open with a word of the question (among its first three content words): names it as its subject? */
export function opensWithQuestion(sentence: string, concepts: Concept[]): boolean {
  const first = contentTerms(sentence).slice(0, 3).join(' ');
  return first.length > 0 && namedOf(concepts, stemsOf(first)).size > 0;
}

/** The feature vectors of `units` (in FEATURE_NAMES order) for one question. Document statistics are over all of `units`. */
export function sentenceFeatures<T extends FeatureUnit>(question: FeatureQuestion, units: readonly T[]): number[][] {
  const { required, query, kind, shape, titleOf } = question;
  const best = Math.max(0, ...units.map((u) => u.score));
  const byScore = [...units].sort((a, b) => b.score - a.score);
  const rankOf = new Map(byScore.map((u, i) => [u, i]));
  const titleStems = new Map<string, Set<string>>();
  const titleOfStems = (id: string): Set<string> => {
    let t = titleStems.get(id);
    if (!t) titleStems.set(id, (t = stemsOf(titleOf(id))));
    return t;
  };
  const namedStems = (stems: Set<string>): string[] => [...mentioned(required, stems), ...mentionedInOtherWords(required, stems, 'direct')].map((c) => c.stem);
  // the question's concepts weighed within each document by how few of its sentences say them (lead-focus.ts)
  const weights = focusWeights(
    units.filter((u) => !u.cells),
    (u) => namedStems(u.ownStems ?? u.stems),
    (u) => mentioned(required, new Set([...titleOfStems(u.documentId), ...(u.context ?? []), ...(u.referentStems ?? [])])).map((c) => c.stem),
  );
  const places = new Map<string, { min: number; max: number }>();
  for (const u of units) {
    if (u.place === undefined) continue;
    const p = places.get(u.documentId) ?? { min: u.place, max: u.place };
    places.set(u.documentId, { min: Math.min(p.min, u.place), max: Math.max(p.max, u.place) });
  }
  const type = answerType(query, shape);
  const questionWords = [...new Set(contentTerms(query).map((w) => w.toLowerCase()))];
  const slot = askedSlot(query);
  const roles = conceptRoles(query, required);
  return units.map((u) => {
    const own = u.sentences.at(-1) ?? '';
    const text = u.sentences.join(' ');
    const ownStems = u.ownStems ?? u.stems;
    const focus = Math.max(0, ...u.sentences.map((s) => focusOf(namedStems(stemsOf(s)), weights.get(u.documentId))));
    const span = places.get(u.documentId);
    const position = span && u.place !== undefined && span.max > span.min ? (u.place - span.min) / (span.max - span.min) : 0;
    const first = span && u.place !== undefined && u.place === span.min ? 1 : 0;
    const typeStrength = type ? Math.min(2, Math.max(0, ...u.sentences.map((s) => answerTypeStrength(type, s, query)))) / 2 : 0;
    const vector: Record<FeatureName, number> = {
      engineScore: best > 0 ? u.score / best : 0,
      engineRank: 1 / (1 + (rankOf.get(u) ?? 0)),
      focus,
      coverage: shareNamed(required, ownStems),
      idfCoverage: idfShare(required, ownStems, question.idf),
      answerType: typeStrength,
      headingMatch: shareNamed(required, u.context ?? new Set()),
      titleMatch: shareNamed(required, titleOfStems(u.documentId)),
      position,
      firstInDocument: first,
      length: lengthFeature(own),
      hasFigure: FIGURE.test(text) ? 1 : 0,
      hasDate: YEAR_OR_MONTH.test(text) ? 1 : 0,
      hasName: hasNameInside(own) ? 1 : 0,
      quotation: QUOTATION.test(own) ? 1 : 0,
      needsReferent: openerDangling(u.sentences[0] ?? '') ? 1 : 0,
      broughtReferent: u.sentences.length > 1 ? 1 : 0,
      listItemOrRow: u.line ? 1 : 0,
      reasonForWhy: kind === 'why' && u.sentences.some((s) => statesReason(s)) ? 1 : 0,
      wordSimilarity: similarityCoverage(questionWords, [...new Set(contentTerms(own).map((w) => w.toLowerCase()))]),
      questionCosine: bagCosine(questionWords, contentTerms(own).map((w) => w.toLowerCase())),
      slotFill: Math.max(-1, ...u.sentences.map((s) => slotFeature(s, slot))),
      askedNamed: roleShare(roles, namedOf(required, ownStems), 'asked'),
      entityNamed: roleShare(roles, namedOf(required, ownStems), 'entity'),
      roleWeighted: roleWeightedShare(roles, namedOf(required, ownStems)),
      subjectOpens: opensWithQuestion(own, required) ? 1 : 0,
      typeWhen: type === 'when' ? typeStrength : 0,
      typeAmount: type === 'amount' ? typeStrength : 0,
      typeWho: type === 'who' ? typeStrength : 0,
    };
    return FEATURE_NAMES.map((name) => vector[name]);
  });
}
