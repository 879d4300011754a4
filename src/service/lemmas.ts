// Lemmas of word forms the Porter stemmer misses (resources/lexicon/wordnet-lemmas.txt, built by
// scripts/wordnet-lexicon.mjs --lemmas from WordNet): irregular forms ("children" → child, "fell" →
// fall, "went" → go) and regular forms Porter stems apart from their lemma ("died" → die). text.ts
// stems the lemma, so "children" and "child" share a stem and the lexicon's relations (kid ↔ child)
// apply to both; a few frequent nouns keep their own stem where Porter would merge them with an
// unrelated word ("evening"/even, "news"/new). Also where the lexicon files are looked for. Parsing is pure; the file is read once,
// lazily; an unreadable file means Porter alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where a lexicon file may be: beside the sources or bundles (resources/lexicon), beside the sample library. */
export function lexiconFilePlaces(name: string): string[] {
  const file = path.join('lexicon', name);
  const out = [path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../resources', file)];
  if (process.env.QUIRE_SAMPLE_LIBRARY_DIR) out.push(path.resolve(process.env.QUIRE_SAMPLE_LIBRARY_DIR, '..', file));
  return out;
}

export interface LemmaTable {
  /** form → lemma ("children" → "child"). */
  lemmaOf: Map<string, string>;
  /** lemma → its listed forms ("child" → ["children"]): what a search for the lemma must also ask for. */
  formsOf: Map<string, string[]>;
  /** Nouns that are their own stem: Porter would merge them with an unrelated shorter word ("evening" with "even"). */
  ownStem: Set<string>;
}

/** Parses "l <form> <lemma>" and "k <noun>" lines ("#" comments, anything else ignored). Pure. */
export function parseLemmas(text: string): LemmaTable {
  const lemmaOf = new Map<string, string>();
  const formsOf = new Map<string, string[]>();
  const ownStem = new Set<string>();
  for (const line of text.split('\n')) {
    const own = /^k ([a-z]+)$/.exec(line.trim());
    if (own?.[1]) ownStem.add(own[1]);
    const m = /^l ([a-z]+) ([a-z]+)$/.exec(line.trim());
    if (!m) continue;
    const [, form = '', lemma = ''] = m;
    if (form === lemma || lemmaOf.has(form)) continue;
    lemmaOf.set(form, lemma);
    formsOf.set(lemma, [...(formsOf.get(lemma) ?? []), form]);
  }
  return { lemmaOf, formsOf, ownStem };
}

let loaded: LemmaTable | null = null;

/** The first readable of a lexicon file's places, or ''. */
/** The text of the first of `files` that can be read; '' when none can (the lexicon files are optional). */
export function readFirst(files: string[]): string {
  for (const file of files) {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch {
      // the next place
    }
  }
  return '';
}

/**
 * The shipped lemma table, read on first use: wordnet-lemmas.txt, then the spelling variants of
 * wordnet-variants.txt ("tyres" → tires; a form listed in both keeps its lemma). No files, Porter alone.
 */
export function lemmaTable(): LemmaTable {
  if (!loaded) {
    const lemmas = readFirst(process.env.QUIRE_LEMMA_FILE ? [process.env.QUIRE_LEMMA_FILE] : lexiconFilePlaces('wordnet-lemmas.txt'));
    const variants = process.env.QUIRE_LEMMA_FILE ? '' : readFirst(lexiconFilePlaces('wordnet-variants.txt'));
    loaded = parseLemmas(`${lemmas}\n${variants}`);
  }
  return loaded;
}

/** The lemma of a lowercased word form ("children" → "child"), or the form itself. */
export function lemmaOf(word: string): string {
  return lemmaTable().lemmaOf.get(word) ?? word;
}

/** Is this lemma its own stem ("evening", "news": Porter would merge it with "even", "new")? */
export function isOwnStem(lemma: string): boolean {
  return lemmaTable().ownStem.has(lemma);
}

/** Listed forms of a lemma ("child" → ["children"]); empty for most words, whose forms Porter finds. */
export function formsOf(lemma: string): string[] {
  return lemmaTable().formsOf.get(lemma) ?? [];
}
