// The total family of words ("total", "totals", "sum", "aggregate"; modifiers "overall", "combined"): a request for
// totals (chat-totals.ts) and a table row that sums the others ("2025 total", "Year total", "All sites"; table-rows.ts)
// are read with it. WordNet's mutual synonyms of total, and modifiers GloVe puts nearer "total" than "average". Pure but
// for the lexicon and vectors.
import { lexicalRelations } from './lexicon';
import { wordSimilarity } from './embeddings';
import { lemmaOf } from './lemmas';
import { wordClass } from './paraphrase';
import { isStopWord, stem } from './text';
import { isFigureWord } from './chat-request';
import { isNumberWord } from './number-words';

const TOTAL = stem('total');
/** The figure words that ask any figure, not a total (chat-request.ts's family seeds but the total's own). */
const ANY_FIGURE = new Set(['number', 'figure', 'count', 'statistic', 'stat', 'amount', 'percentage', 'numeral', 'digit', 'quantity'].map((w) => stem(w)));
/** The least GloVe similarity of a modifier to "total" that reads it as one ("overall" 0.67, "combined" 0.72). */
const NEAR_TOTAL = 0.62;

/** Is a word of the total family: "total(s)", a WordNet synonym of it not itself a plain figure word ("sum", "aggregate"), or a modifier nearer "total" than "average" in GloVe ("overall", "combined")? Pure but for the lexicon and vectors. */
export function isTotalWord(word: string): boolean {
  const w = word.toLowerCase();
  const s = stem(lemmaOf(w));
  if (s === TOTAL || stem(w) === TOTAL) return true;
  // (a number or a fraction, "five", "half", sits near "total" in GloVe but asks no sum)
  if (w.length < 3 || isStopWord(w) || isNumberWord(w)) return false;
  const kind = wordClass(lemmaOf(w));
  // "sum", "sums", "aggregate": WordNet puts total among its own synonyms, and it among total's (never "number",
  // "amount": they reach total through their verbs, "it numbers / amounts to", and ask any figure)
  if (kind !== 'verb' && !ANY_FIGURE.has(s) && lexicalRelations(lemmaOf(w)).direct.has(TOTAL) && lexicalRelations('total').direct.has(s)) return true;
  // "overall", "combined": a modifier
  if (kind !== 'modifier') return false;
  const toTotal = wordSimilarity(w, 'total');
  const toAverage = wordSimilarity(w, 'average');
  return toTotal !== null && toTotal >= NEAR_TOTAL && (toAverage === null || toTotal > toAverage) && !isFigureWord(w);
}

