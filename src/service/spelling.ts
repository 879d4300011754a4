// A question word misspelled ("startr", "lifebaot"): read as the word of the library's own vocabulary it is nearest to,
// by edit distance, when the word is in no document and is no word of the lexicon (WordNet, or one of the 80,000
// GloVe words shipped). A real word the library lacks is never "corrected": its absence is an honest "not covered".
// Owns the distance, the choice of the nearest word and the one line that says what was read; the caller gives the
// vocabulary (library.ts libraryVocabulary) and whether a word is known (lexicon.ts, embeddings.ts).
import { stem, contentTerms } from './text';

/**
 * The optimal-string-alignment distance between two words (insertions, deletions, substitutions, and two neighbouring
 * letters swapped, "grnat" / "grant" 1), or limit + 1 as soon as it must exceed `limit`. Pure.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) rows.push(Array.from({ length: b.length + 1 }, (_v, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    let best = Number.POSITIVE_INFINITY;
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
  }
  return Math.min((rows[a.length] as number[])[b.length] as number, limit + 1);
}

/** How far a misspelling of a word this long may be from its word: none under 3 letters, 1 up to 5, 2 from 6. Pure. */
export function allowedDistance(word: string): number {
  return word.length < 3 ? 0 : word.length <= 5 ? 1 : 2;
}

/** A word of the library: how often it is written, and the most of the question's other words a document using it also uses. */
export interface VocabularyWord {
  word: string;
  count: number;
  alongside: number;
}

/**
 * The library word a misspelled question word stands for, or null: within the allowed distance, opening with the same
 * letter, used in a document beside another word of the question when the question has others (`needAlongside`);
 * the nearest, then the one whose document uses most of the question's other words, then the most used. A tie between two words
 * on all three is no reading (null). Pure.
 */
export function nearestWord(word: string, vocabulary: VocabularyWord[], needAlongside: boolean): string | null {
  const limit = allowedDistance(word);
  if (limit === 0) return null;
  const lower = word.toLowerCase();
  const ranked = vocabulary
    .filter((v) => v.word !== lower && v.word[0] === lower[0] && (!needAlongside || v.alongside > 0))
    .map((v) => ({ ...v, distance: editDistance(lower, v.word, limit) }))
    .filter((v) => v.distance <= limit)
    .sort((a, b) => a.distance - b.distance || b.alongside - a.alongside || b.count - a.count);
  const [first, second] = ranked;
  if (!first) return null;
  if (second && second.distance === first.distance && second.alongside === first.alongside && second.count === first.count) return null;
  return first.word;
}

/** A question word read as another. */
export interface Reading {
  typed: string;
  read: string;
}

/**
 * The question's words to read otherwise: each content word in no document (`inLibrary`, by stem) and not a known
 * word (`known`), with its nearest library word (`vocabulary` gives the words near it, with their use beside the
 * question's other words). Pure.
 */
export function misspelledWords(
  query: string,
  inLibrary: (word: string) => boolean,
  known: (word: string) => boolean,
  vocabulary: (word: string, others: string[]) => VocabularyWord[],
): Reading[] {
  const terms = contentTerms(query).filter((t) => /^\p{L}+$/u.test(t));
  const out: Reading[] = [];
  for (const term of terms) {
    if (allowedDistance(term) === 0 || inLibrary(term) || known(term)) continue;
    const others = terms.filter((t) => t !== term && inLibrary(t));
    const read = nearestWord(term, vocabulary(term, others), others.length > 0);
    if (read && stem(read) !== stem(term)) out.push({ typed: term, read });
  }
  return out;
}

/** The question with each misspelled word replaced by its reading, its capital kept ("Startr" → "Starter"). Pure. */
export function withReadings(query: string, readings: Reading[]): string {
  let out = query;
  for (const { typed, read } of readings) {
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${typed}(?![\\p{L}\\p{N}])`, 'giu'), (m) => (/^\p{Lu}/u.test(m) ? read[0]?.toUpperCase() + read.slice(1) : read));
  }
  return out;
}

/** The one line that says how the question was read ("Read 'startr' as 'starter'."), or "" with no reading. Pure. */
export function readingLine(readings: Reading[]): string {
  if (readings.length === 0) return '';
  return `Read ${readings.map((r) => `'${r.typed}' as '${r.read}'`).join(', ')}.`;
}
