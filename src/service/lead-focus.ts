// The lead of a what-question (used by compose.ts after the usual lead is chosen): the point that holds what
// was asked, not the document's best-scoring sentence. In a single-topic document every sentence shares the
// setting (the place, the subject: "the tool library", "the trap"), so a score that counts the question's
// words alike rewards the setting over the attribute asked for (the ironwork, the deposit, the lightest).
// Two statistics of the document decide instead:
// - each of the question's concepts is weighed by how well it tells the document's sentences apart (BM25's
//   idf over the document's sentences, focusWeights): a concept said by most of them, or by the title or the
//   headings above them (the setting is said of every sentence under it), weighs little; the concept one
//   sentence alone says weighs most. A point's focus is the share of that weight its best sentence names in
//   its own words (never the sum over a point's sentences: a referent it brought in adds nothing);
// - the kind of answer the question asks for (answerType): a date, a person or agent, a figure, an extreme.
// A lead without the answer type asked gives way to a point with it that names nearly as much of the
// discriminating part of the question (focusedLead). Focus is a statistic of one document: points of
// different documents are compared by the answer type only. Pure.
import { givesShape, shapeFit, type AnswerShape } from './answer-shape';
import { isModifierWord } from './lexicon';
import { lemmaOf } from './lemmas';
import { superlativeAsked } from './table-rows';
import { isStopWord, stem, words } from './text';

/** The kind of answer a what-question asks for: a shape of answer-shape.ts, or an extreme for a superlative ("the lightest"). */
export type AnswerType = AnswerShape | 'extreme';

/** The answer type of a what-question: the shape asked (when / who / how much / by how much), else an extreme for a superlative, else null. */
export function answerType(query: string, shape: AnswerShape | null): AnswerType | null {
  if (shape) return shape;
  return superlativeAsked(query) ? 'extreme' : null;
}

/** A passive with its agent, whoever it is: "was forged by a smith in Oldmere", "are issued by the council". */
const PASSIVE_AGENT = /\b(?:is|are|was|were|been|be)\s+(?:\p{Ll}+ly\s+)?\p{Ll}+(?:ed|en|wn|t)\s+by\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+|our\s+)?\p{L}{3,}/u;

/**
 * The adjectives a sentence uses in the superlative ("the lightest" → light, "the commonest species" → common,
 * "the most common" → common, "best" → good is left as "best"): WordNet's lemma of an -est form, or the word
 * after "the most/least". Pure but for the shipped lemma table and lexicon.
 */
export function superlativesIn(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(/\bthe\s+(?:most|least)\s+(\p{L}{3,})/gu)) out.push(m[1] ?? '');
  for (const m of lower.matchAll(/\b(best|worst|fewest)\b/gu)) out.push(m[1] ?? '');
  for (const m of lower.matchAll(/\b(\p{L}{2,}?)est\b/gu)) {
    const word = m[0];
    const base = m[1] ?? '';
    const lemma = lemmaOf(word);
    // the adjective of the superlative: "lightest" → light, "largest" → large, "biggest" → big, "easiest" → easy
    const found = [lemma !== word ? lemma : '', base, `${base}e`, base.replace(/(\p{L})\1$/u, '$1'), base.replace(/i$/, 'y')].find((b) => b.length >= 3 && (b === lemma || isModifierWord(b)));
    if (found) out.push(found);
  }
  return out;
}

/** A ranking: a bracketed figure, then "<" or ">" and the next item. */
const RANKED = /\([^()]*\d[^()]*\)\s*[<>]\s*\S/;

/** How well a text gives the kind of answer asked: 0 not at all; higher is better (a full date over a year, a named person over another agent, the superlative asked over another). */
export function answerTypeStrength(type: AnswerType, text: string, query: string): number {
  if (type === 'extreme') {
    const said = superlativesIn(text);
    // a ranking of a table's rows ("Weight (g/m): Finch (70) < Haulmark (84) < …", table-extreme.ts) gives the extreme first
    if (said.length === 0) return RANKED.test(text) ? 1 : 0;
    const asked = superlativeAsked(query)?.quality ?? '';
    return asked && said.some((q) => stem(q) === stem(asked)) ? 2 : 1;
  }
  if (!givesShape(type, text, query)) return type === 'who' && PASSIVE_AGENT.test(text) ? 1 : 0;
  // a figure of the kind asked is given or not (whether it is for the whole or a part is answer-shape.ts's
  // shapedLead's to weigh); a date is more or less precise, an agent a named person or not
  // "How much cane…" asks a quantity OF cane: a figure in a sentence that does not name it measures something else
  // ("10 to 14 hours for a first chair")
  const measured = type === 'amount' ? /^\s*how much ([\p{L}-]{3,})\b/iu.exec(query)?.[1] : undefined;
  if (measured && !isStopWord(measured.toLowerCase()) && !isModifierWord(measured.toLowerCase()) && !new Set(words(text).map(stem)).has(stem(measured.toLowerCase()))) return 0;
  if (type === 'amount' || type === 'change') return 1;
  return Math.max(shapeFit(type, text, query), 0.5);
}

/**
 * The weight of each concept within each document: BM25's idf over the document's distinct sentences,
 * idf = ln(1 + (N − df + 0.5) / (df + 0.5)), where a sentence says a concept when its own words name it
 * (`own`) or its setting does (`setting`: its document's title, the headings above it, the referent it
 * brought in). Concepts no sentence of a document says are absent from its map. Keys are whatever ids
 * `own`/`setting` return (compose.ts uses concept stems). Pure.
 */
export function focusWeights<T extends { documentId: string; sentences: string[] }>(units: T[], own: (unit: T) => string[], setting: (unit: T) => string[]): Map<string, Map<string, number>> {
  // several units may end in the same sentence (with and without a referent): a sentence counts once
  const byDocument = new Map<string, Map<string, Set<string>>>();
  for (const unit of units) {
    const sentence = unit.sentences.at(-1) ?? '';
    const sentences = byDocument.get(unit.documentId) ?? new Map<string, Set<string>>();
    byDocument.set(unit.documentId, sentences);
    const said = sentences.get(sentence) ?? new Set<string>();
    for (const c of [...own(unit), ...setting(unit)]) said.add(c);
    sentences.set(sentence, said);
  }
  const weights = new Map<string, Map<string, number>>();
  for (const [documentId, sentences] of byDocument) {
    const n = sentences.size;
    const df = new Map<string, number>();
    for (const said of sentences.values()) for (const c of said) df.set(c, (df.get(c) ?? 0) + 1);
    weights.set(documentId, new Map([...df].map(([c, d]) => [c, Math.log(1 + (n - d + 0.5) / (d + 0.5))])));
  }
  return weights;
}

/**
 * The share (0..1) of its document's question weight a sentence names in its own words: the sum of the
 * weights of the concepts it names over the sum of those its document says. Pure.
 */
export function focusOf(ownConcepts: string[], weights: Map<string, number> | undefined): number {
  if (!weights) return 0;
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return 0;
  return [...new Set(ownConcepts)].reduce((sum, c) => sum + (weights.get(c) ?? 0), 0) / total;
}

/** How much of the current lead's focus a point with the answer type may lack and still displace a lead without it. */
const TYPE_SLACK = 0.25;

/**
 * The index of the lead among `candidates`, or -1 to keep `current`. Candidates within `floor` of the best
 * score are eligible. `typeStrength` says how well a point gives the kind of answer asked (0: not at all).
 * A current lead without the type gives way to the best eligible point with it: one of another document, or
 * one of its own document that names nearly as much of the discriminating part of the question (`focus`, a
 * statistic of one document, at most TYPE_SLACK lower): "forged by a smith" over "Boats are moving through
 * the lock", not a year in a sentence on something else over the sentence on the collapse asked about. Among
 * several, the strongest form of the type, then the better focused (the score breaking near ties). A lead with the type keeps its place: which of
 * several points with the type answers is for the engine's usual lead (answer-shape.ts) to weigh. Pure.
 */
export function focusedLead(
  candidates: { score: number }[],
  current: number,
  focus: (index: number) => number,
  typeStrength: (index: number) => number,
  documentOf: (index: number) => string,
  floor = 0.5,
  eligibleAt: (index: number) => boolean = () => true,
): number {
  const best = Math.max(0, ...candidates.map((c) => c.score));
  if (best <= 0 || !candidates[current] || typeStrength(current) > 0) return -1;
  // (each candidate's type strength read once: it reads every sentence of the point)
  const strengths = candidates.map((_, i) => typeStrength(i));
  const strength = (i: number): number => strengths[i] ?? 0;
  const sameDocument = (i: number): boolean => documentOf(i) === documentOf(current);
  const value = (i: number): number => focus(i) + (0.25 * (candidates[i]?.score ?? 0)) / best;
  const typed = candidates
    .map((_, i) => i)
    .filter((i) => (candidates[i]?.score ?? 0) > 0 && (candidates[i]?.score ?? 0) >= best * floor && eligibleAt(i) && strength(i) > 0)
    .filter((i) => !sameDocument(i) || focus(i) >= focus(current) - TYPE_SLACK);
  // the strongest form of the type first (the superlative asked over another, a full date over a year)
  const better = (i: number, pick: number): boolean => strength(i) > strength(pick) || (strength(i) === strength(pick) && value(i) > value(pick));
  return typed.reduce((pick, i) => (pick < 0 || better(i, pick) ? i : pick), -1);
}
