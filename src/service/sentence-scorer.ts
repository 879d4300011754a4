// The fitted sentence scorer (issue 11): the weights scripts/fit-sentence-scorer.mts fitted over every seen
// answer set (a conditional logit over each question's candidate points) applied to the features of
// sentence-features.ts. Leave-one-set-out it ranked leads below the engine's rules (see the script's
// table in the issue notes), so the engine does not use it to choose; it is kept for tooling and the next
// fit. Pure but for the shipped weights file.
import data from './sentence-scorer.json';
import { FEATURE_NAMES, sentenceFeatures, type FeatureQuestion, type FeatureUnit } from './sentence-features';

export interface SentenceScorer {
  features: readonly string[];
  weights: readonly number[];
}

/** The weights as shipped, checked against the features the code computes (same names, same order). */
export function fittedScorer(file: { features: string[]; weights: number[] } = data): SentenceScorer {
  if (file.features.length !== FEATURE_NAMES.length || file.features.some((name, i) => name !== FEATURE_NAMES[i])) throw new Error(`sentence-scorer.json names features ${file.features.join(', ')}; the code computes ${FEATURE_NAMES.join(', ')}: refit with scripts/fit-sentence-scorer.mts --write`);
  if (file.weights.length !== file.features.length || file.weights.some((w) => !Number.isFinite(w))) throw new Error('sentence-scorer.json: one finite weight per feature expected');
  return { features: file.features, weights: file.weights };
}

/** The fitted score of each unit (higher ranks first; only differences within one question mean anything). */
export function scoreSentences<T extends FeatureUnit>(scorer: SentenceScorer, question: FeatureQuestion, units: readonly T[]): number[] {
  return sentenceFeatures(question, units).map((x) => x.reduce((sum, v, i) => sum + v * (scorer.weights[i] ?? 0), 0));
}
