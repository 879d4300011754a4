// Adverbs read with the adjective they are made from ("softly or loudly" says soft and loud), from WordNet's
// pertainym pointers of each adverb's first sense (resources/lexicon/wordnet-adverbs.txt, built by
// scripts/wordnet-adverbs.mjs; "hardly" is not hard, "lately" not late). A source that says a carillon "can be
// played softly or loudly" speaks of its loudness, WordNet's volume. Parsing is pure; the file is read once,
// lazily; no file, no adverbs. The same file lists WordNet's multi-word adverbs whose nouns are abstract ("i in the
// meantime", "i for the moment", "i every year"): their words say when or how often, and name no topic of a question.
import { lexiconFilePlaces, readFirst } from './lemmas';

/** Parses "r <adverb> <adjective>" lines ("#" comments, anything else ignored). Pure. */
export function parseAdverbs(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^r ([a-z]+) ([a-z]+)$/.exec(line.trim());
    if (m && !out.has(m[1] ?? '')) out.set(m[1] ?? '', m[2] ?? '');
  }
  return out;
}

let loaded: Map<string, string> | null = null;

/** The adjective an adverb is made from ("loudly" → loud), or null. Read on first use. */
export function adjectiveOfAdverb(word: string, table?: Map<string, string>): string | null {
  const adverbs = table ?? (loaded ??= parseAdverbs(readFirst(lexiconFilePlaces('wordnet-adverbs.txt'))));
  return adverbs.get(word.toLowerCase()) ?? null;
}

/** Parses "i <words>" lines: WordNet's multi-word adverbs with abstract nouns, as lists of words. Pure. */
export function parseAdverbPhrases(text: string): string[][] {
  const out: string[][] = [];
  for (const line of text.split('\n')) {
    const m = /^i ([a-z]+(?: [a-z]+)+)$/.exec(line.trim());
    if (m?.[1]) out.push(m[1].split(' '));
  }
  return out;
}

let phrases: Map<string, string[][]> | null = null;

/**
 * The words of a text that stand inside one of WordNet's multi-word adverbs ("drivers waited IN THE MEANTIME": in,
 * the, meantime), lower case. Pure over `table` (by default the shipped file, read on first use).
 */
export function wordsInAdverbPhrases(text: string, table?: string[][]): Set<string> {
  const byFirst = table ? indexByFirst(table) : (phrases ??= indexByFirst(parseAdverbPhrases(readFirst(lexiconFilePlaces('wordnet-adverbs.txt')))));
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const out = new Set<string>();
  tokens.forEach((token, i) => {
    for (const phrase of byFirst.get(token) ?? []) if (phrase.every((w, k) => tokens[i + k] === w)) for (const w of phrase) out.add(w);
  });
  return out;
}

function indexByFirst(list: string[][]): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const phrase of list) out.set(phrase[0] ?? '', [...(out.get(phrase[0] ?? '') ?? []), phrase]);
  return out;
}
