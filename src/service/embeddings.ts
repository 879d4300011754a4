// Word similarity from data: GloVe word vectors (resources/lexicon/glove-words.txt and glove-vectors.i8, built
// by scripts/glove-vectors.mjs: the 80,000 most frequent lowercase words, unit vectors stored as signed bytes).
// Owns reading them and the cosine of two words or two bags of words. It decides nothing: similarity is
// relatedness, not synonymy (GloVe puts "coffee" near "tea" and "north" near "south"), so callers bound it by
// their own conditions. Missing files mean no vectors: every similarity is unknown (null), never 0.
import fs from 'node:fs';
import { lemmaOf, lexiconFilePlaces } from './lemmas';

export interface Embeddings {
  dims: number;
  /** word → row */
  rows: Map<string, number>;
  /** rows × dims signed bytes, each row a unit vector × 127 */
  vectors: Int8Array;
}

const EMPTY: Embeddings = { dims: 0, rows: new Map(), vectors: new Int8Array(0) };

/** Parses the words file ("#" header lines, then one word per row) beside its vector bytes. Pure. */
export function parseEmbeddings(wordsText: string, bytes: Int8Array): Embeddings {
  const words = wordsText.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  if (words.length === 0 || bytes.length % words.length !== 0) return EMPTY;
  const dims = bytes.length / words.length;
  return { dims, rows: new Map(words.map((w, i) => [w, i])), vectors: bytes };
}

/** The row of a word, or of its lemma ("geese": goose's); undefined when neither has a vector. Pure. */
export function rowOf(e: Embeddings, word: string): number | undefined {
  const w = word.toLowerCase();
  return e.rows.get(w) ?? e.rows.get(lemmaOf(w));
}

/** The unit vector of a word (or of its lemma), as floats; null when the word has none. Pure. */
export function vectorIn(e: Embeddings, word: string): Float32Array | null {
  const row = rowOf(e, word);
  if (row === undefined) return null;
  const out = new Float32Array(e.dims);
  for (let i = 0; i < e.dims; i++) out[i] = (e.vectors[row * e.dims + i] ?? 0) / 127;
  return out;
}

/** Cosine of two vectors (0 when either is all zeros). Pure. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** The cosine of two words, or null when either has no vector (unknown, not unrelated). Pure. */
export function wordSimilarityIn(e: Embeddings, a: string, b: string): number | null {
  const va = vectorIn(e, a);
  const vb = vectorIn(e, b);
  return va && vb ? cosine(va, vb) : null;
}

/**
 * The mean of the words' unit vectors, each weighed (idf, say; 1 when no weight is given); null when no
 * word has a vector. Pure.
 */
export function bagVectorIn(e: Embeddings, words: readonly string[], weight: (w: string) => number = () => 1): Float32Array | null {
  const out = new Float32Array(e.dims);
  let any = false;
  for (const w of words) {
    const v = vectorIn(e, w);
    if (!v) continue;
    const k = weight(w);
    for (let i = 0; i < e.dims; i++) out[i] = (out[i] ?? 0) + (v[i] ?? 0) * k;
    any = true;
  }
  return any ? out : null;
}

let loaded: Embeddings | null = null;

/** The shipped vectors, read on first use (about 8 MB); unreadable files mean none. */
export function embeddings(): Embeddings {
  if (!loaded) {
    loaded = EMPTY;
    for (const wordsFile of lexiconFilePlaces('glove-words.txt')) {
      try {
        const text = fs.readFileSync(wordsFile, 'utf8');
        const buffer = fs.readFileSync(wordsFile.replace(/glove-words\.txt$/, 'glove-vectors.i8'));
        loaded = parseEmbeddings(text, new Int8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
        break;
      } catch {
        // the next place
      }
    }
  }
  return loaded;
}

/** wordSimilarityIn over the shipped vectors. */
export function wordSimilarity(a: string, b: string): number | null {
  return wordSimilarityIn(embeddings(), a, b);
}

/** bagVectorIn over the shipped vectors. */
export function bagVector(words: readonly string[], weight?: (w: string) => number): Float32Array | null {
  return bagVectorIn(embeddings(), words, weight);
}
