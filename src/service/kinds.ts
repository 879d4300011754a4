// Kinds of a noun, from WordNet's noun hierarchy (resources/lexicon/wordnet-kinds.txt, built by
// scripts/wordnet-kinds.mjs): does a word name a kind of what a question asks about ("larch" a kind of wood, "collie"
// of dog, "zinc" of metal, "Hereford" of cattle)? The asked noun is read in its two most frequent senses ("metal" the
// element and the alloy: steel); the word in any of its senses. Parsing and the walk up the hierarchy are pure; the file is read
// once, lazily, when a question asks for a kind.
import { lemmaOf, lexiconFilePlaces, readFirst } from './lemmas';

export interface KindTable {
  /** Each synset's hypernym synsets (by line). */
  up: number[][];
  /** The synsets of each lemma, most frequent sense first. */
  senses: Map<string, number[]>;
}

/** Parses wordnet-kinds.txt ("<hypernym lines or -> <lemma> <lemma.k>…" lines after a "#" header). Pure. */
export function parseKinds(text: string): KindTable {
  const up: number[][] = [];
  const ranked = new Map<string, { rank: number; line: number }[]>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [parents = '-', ...lemmas] = line.split(' ');
    const index = up.length;
    up.push(parents === '-' ? [] : parents.split(',').map(Number));
    for (const lemma of lemmas) {
      const [word = '', rank = '1'] = lemma.split('.');
      const list = ranked.get(word) ?? [];
      list.push({ rank: Number(rank), line: index });
      ranked.set(word, list);
    }
  }
  const senses = new Map([...ranked].map(([word, list]) => [word, list.sort((a, b) => a.rank - b.rank).map((x) => x.line)]));
  return { up, senses };
}

let table: KindTable | null = null;

function kinds(): KindTable {
  table ??= parseKinds(readFirst(lexiconFilePlaces('wordnet-kinds.txt')));
  return table;
}

/** The lemma forms a word may be ("collies" → collie, "cattle", "oxen" → ox). Pure but for the lemma table. */
function forms(word: string): string[] {
  const lower = word.toLowerCase();
  return [...new Set([lower, lemmaOf(lower), lower.replace(/ies$/, 'y'), lower.replace(/(?:ch|sh|s|x|z)es$/, (m) => m.slice(0, -2)), lower.replace(/s$/, '')])].filter((w) => /^[a-z]+$/.test(w));
}

/** Every synset above a synset (not itself). Pure. */
function above(t: KindTable, start: number): Set<number> {
  const seen = new Set<number>();
  const stack = [...(t.up[start] ?? [])];
  while (stack.length > 0) {
    const s = stack.pop() as number;
    if (seen.has(s)) continue;
    seen.add(s);
    stack.push(...(t.up[s] ?? []));
  }
  return seen;
}

/**
 * Does `word` name a kind of `noun` (in the noun's two most frequent senses): a synset of the word, in any sense, lies below
 * it in WordNet's hierarchy, however far ("collie" → shepherd dog → working dog → dog)? The noun itself is no kind of
 * itself. Pure over a table.
 */
export function isKindOfIn(t: KindTable, word: string, noun: string, wordSenses = Infinity): boolean {
  const targets = new Set(forms(noun).flatMap((f) => (t.senses.get(f) ?? []).slice(0, 2)));
  if (targets.size === 0) return false;
  const own = new Set(forms(noun));
  for (const form of forms(word)) {
    if (own.has(form)) continue;
    for (const sense of (t.senses.get(form) ?? []).slice(0, wordSenses)) {
      if (targets.has(sense)) continue;
      for (const s of above(t, sense)) if (targets.has(s)) return true;
    }
  }
  return false;
}

/** isKindOfIn over the shipped table (the word in its `wordSenses` most frequent senses; all by default). */
export function isKindOf(word: string, noun: string, wordSenses = Infinity): boolean {
  return isKindOfIn(kinds(), word, noun, wordSenses);
}

/** Does WordNet know the noun at all (so that a missing kind is a finding, not a gap in the table)? */
export function knowsNoun(noun: string): boolean {
  const t = kinds();
  return forms(noun).some((f) => t.senses.has(f));
}

/**
 * The words of the same kind as a word: the lemmas under a hypernym of its two most frequent senses, the word's own
 * synsets left out ("winter" → summer, spring, autumn, fall; "Sunday" → Monday, Saturday…). Pure over a table.
 */
export function siblingsOfIn(t: KindTable, word: string): Set<string> {
  const own = new Set(forms(word).flatMap((f) => (t.senses.get(f) ?? []).slice(0, 2)));
  const parents = new Set([...own].flatMap((s) => t.up[s] ?? []));
  const out = new Set<string>();
  if (parents.size === 0) return out;
  for (const [lemma, senses] of t.senses) if (senses.some((s) => !own.has(s) && (t.up[s] ?? []).some((p) => parents.has(p)))) out.add(lemma);
  for (const f of forms(word)) out.delete(f);
  return out;
}

/** siblingsOfIn over the shipped table. */
export function siblingsOf(word: string): Set<string> {
  return siblingsOfIn(kinds(), word);
}
