// Paraphrase from data: a question word no source uses may be said by a source word that GloVe puts among its
// nearest neighbours ("downpour" by "rain", "pest" by "infestation"), under conservative conditions, because
// relatedness is not synonymy (GloVe puts "cancer" near "health", "barley" near "wheat", "cold" near "warm"): the
// source word must be one of the question word's K nearest words in the whole vocabulary and at least T similar,
// of the same word class (noun, verb, modifier; a participle may say an adjective), no antonym of it, the question
// word not one of many senses (ten or more in WordNet: "board", "trip"), and not a
// sister kind in WordNet (sharing a kind: barley and wheat are both cereals, different things); and it counts only
// where its sentence also names most of the question's other words. concepts.ts partCoverage never uses it for what
// the question asks for, its act, names, numbers or comparatives. Thresholds chosen on the seen sets' missing words
// (notes/issue15c.md). Pure functions but for the shipped vectors and lexicon.
import { embeddings, rowOf, type Embeddings } from './embeddings';
import { lemmaOf } from './lemmas';
import { antonymStems, broaderWords, isGeneralWord, isModifierWord, oppositeStems } from './lexicon';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

/** How many nearest words of the question word a source word must be among. */
export const NEIGHBOURS = 15;
/** The least cosine of the two words. */
export const LEAST_SIMILARITY = 0.62;

/** The K nearest words of a word in a set of vectors (itself left out), nearest first; [] for a word without a vector. Pure. */
export function nearestIn(e: Embeddings, word: string, k: number): string[] {
  const row = rowOf(e, word);
  if (row === undefined || e.dims === 0) return [];
  const n = e.rows.size;
  const v = e.vectors;
  const d = e.dims;
  const base = row * d;
  const best: { row: number; dot: number }[] = [];
  for (let r = 0; r < n; r++) {
    if (r === row) continue;
    let dot = 0;
    const at = r * d;
    for (let i = 0; i < d; i++) dot += (v[base + i] ?? 0) * (v[at + i] ?? 0);
    if (best.length < k) {
      best.push({ row: r, dot });
      best.sort((a, b) => b.dot - a.dot);
    } else if (dot > (best[k - 1]?.dot ?? Infinity)) {
      best[k - 1] = { row: r, dot };
      best.sort((a, b) => b.dot - a.dot);
    }
  }
  const words = [...e.rows.keys()];
  return best.map((b) => words[b.row] ?? '');
}

const nearestCache = new Map<string, Set<string>>();

/** The NEIGHBOURS nearest words of a word in the shipped vectors (cached per word). */
export function nearestWords(word: string): Set<string> {
  const key = word.toLowerCase();
  let hit = nearestCache.get(key);
  if (!hit) {
    hit = new Set(nearestIn(embeddings(), key, NEIGHBOURS));
    nearestCache.set(key, hit);
  }
  return hit;
}

/** A word's class for this purpose: a modifier (adjective, adverb), a verb, or a noun. Pure but for the shipped tables. */
export function wordClass(word: string): 'modifier' | 'verb' | 'noun' {
  const w = word.toLowerCase();
  if (isModifierWord(w) || isModifierWord(lemmaOf(w))) return 'modifier';
  // (an inflected verb form is a verb, whatever its base is mostly: "ended", "buying")
  const inflected = /(?:ed|ing)$/.test(w) && lemmaOf(w) !== w && verbShareOfForm(w) > 0;
  return inflected || verbShareOfForm(w) >= 0.5 ? 'verb' : 'noun';
}

/** Same class, where a participle or verb may say a modifier ("flooded" for waterlogged) and the other way round. Pure but for the shipped tables. */
export function sameClass(a: string, b: string): boolean {
  const x = wordClass(a);
  const y = wordClass(b);
  return x === y || (x !== 'noun' && y !== 'noun');
}

/** How far up WordNet's kinds two words may meet and still be told apart as different things. */
export const KIN_DEPTH = 3;

/** The kinds above a word in WordNet up to `depth` levels (every sense), each with its level. Pure but for the lexicon. */
export function kindsAbove(word: string, depth: number): Map<string, number> {
  const out = new Map<string, number>();
  let frontier = [word.toLowerCase()];
  for (let level = 1; level <= depth && frontier.length > 0; level++) {
    const next: string[] = [];
    for (const w of frontier) {
      for (const h of broaderWords(w)) {
        if (out.has(h)) continue;
        out.set(h, level);
        next.push(h);
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * Do two words name sister kinds in WordNet: a kind in common within KIN_DEPTH levels above both, neither a kind of
 * the other (barley and wheat, both cereals; rabbits and cats, both placental mammals three levels up: different
 * things, however close their vectors)? Nouns are compared KIN_DEPTH levels up, other words one level. "downpour" and "rain" are not sisters: rain is a kind above downpour. Pure
 * but for the lexicon.
 */
export function sisterKinds(a: string, b: string): boolean {
  // verbs meet within a few levels at "change", "act", "make": only nouns are compared beyond the level above
  const depth = wordClass(a) === 'noun' && wordClass(b) === 'noun' ? KIN_DEPTH : 1;
  const aboveA = kindsAbove(a, depth);
  const aboveB = kindsAbove(b, depth);
  const base = (w: string): string[] => [w.toLowerCase(), lemmaOf(w.toLowerCase()), w.toLowerCase().replace(/s$/, '')];
  if (base(b).some((w) => aboveA.has(w)) || base(a).some((w) => aboveB.has(w))) return false;
  for (const kind of aboveA.keys()) if (aboveB.has(kind)) return true;
  return false;
}

/**
 * May a source word say a question word: among its nearest words and similar enough (`similarity`, the cosine; `near`,
 * whether it is among the K nearest), same class, no antonym or opposite, no sister kind? Pure but for the lexicon.
 */
export function maySay(questionWord: string, sourceWord: string, similarity: number | null, near: boolean): boolean {
  const q = questionWord.toLowerCase();
  const s = sourceWord.toLowerCase();
  if (similarity === null || similarity < LEAST_SIMILARITY || !near) return false;
  if (stem(q) === stem(s) || isStopWord(s) || s.length < 3 || /\d/.test(s)) return false;
  // a word of many senses ("board", "trip", "end") has neighbours for each of them: which one the question means, the
  // vectors cannot tell
  if (isGeneralWord(q)) return false;
  if (!sameClass(q, s)) return false;
  if (antonymStems(q).has(stem(s)) || oppositeStems(q).has(stem(s)) || antonymStems(s).has(stem(q))) return false;
  return !sisterKinds(q, s);
}
