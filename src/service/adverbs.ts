// Adverbs read with the adjective they are made from ("softly or loudly" says soft and loud), from WordNet's
// pertainym pointers of each adverb's first sense (resources/lexicon/wordnet-adverbs.txt, built by
// scripts/wordnet-adverbs.mjs; "hardly" is not hard, "lately" not late). A source that says a carillon "can be
// played softly or loudly" speaks of its loudness, WordNet's volume. Parsing is pure; the file is read once,
// lazily; no file, no adverbs.
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
