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

/** The fewest steps from a synset up to a root of WordNet's hierarchy ("entity" is 0, "dog" 13, "meal" 6). Pure. */
function depthIn(t: KindTable, sense: number, memo: Map<number, number>): number {
  const known = memo.get(sense);
  if (known !== undefined) return known;
  memo.set(sense, 0);
  const parents = t.up[sense] ?? [];
  const depth = parents.length === 0 ? 0 : 1 + Math.min(...parents.map((p) => depthIn(t, p, memo)));
  memo.set(sense, depth);
  return depth;
}

const depths = new WeakMap<KindTable, Map<number, number>>();

/** The depths found so far of a table's synsets (depthIn's memo), one per table. */
function depthMemo(t: KindTable): Map<number, number> {
  let memo = depths.get(t);
  if (!memo) {
    memo = new Map();
    depths.set(t, memo);
  }
  return memo;
}

const lemmaIndex = new WeakMap<KindTable, Map<number, string[]>>();

/** Each synset's one-word lemmas, built once per table. Pure over a table. */
function lemmasBySense(t: KindTable): Map<number, string[]> {
  let index = lemmaIndex.get(t);
  if (!index) {
    index = new Map();
    for (const [lemma, senses] of t.senses) if (/^[a-z]{3,}$/.test(lemma)) for (const x of senses) index.set(x, [...(index.get(x) ?? []), lemma]);
    lemmaIndex.set(t, index);
  }
  return index;
}

/**
 * The nearest word for a kind of `word` that `said` accepts ("spaniel" → dog, "lunch" → meal): up the hierarchy from the
 * word's most frequent sense, at most `levels` steps, nearest first; only a kind at least `minDepth` steps below the
 * root, so that a word for a thing in general ("object", "person", "food" at the top of its branch) never stands for
 * it, and only by a word whose most frequent sense is that kind; a compound lemma ("sporting_dog") is passed through,
 * never returned. null when none. Pure over a table.
 */
export function nearestKindIn(t: KindTable, word: string, said: (lemma: string) => boolean, levels = 3, minDepth = 5): string | null {
  const memo = depthMemo(t);
  const first = forms(word).map((f) => t.senses.get(f)?.[0]).find((s): s is number => s !== undefined);
  if (first === undefined) return null;
  let frontier = [first];
  const seen = new Set(frontier);
  for (let level = 0; level < levels && frontier.length > 0; level += 1) {
    const next: number[] = [];
    for (const s of frontier.flatMap((x) => t.up[x] ?? [])) {
      if (seen.has(s)) continue;
      seen.add(s);
      next.push(s);
    }
    frontier = next;
    for (const s of frontier) {
      if (depthIn(t, s, memo) < minDepth) continue;
      // (a word whose own most frequent sense is that kind: "growth" is first a growing, not the tumour cancer is a kind of)
      const hit = (lemmasBySense(t).get(s) ?? []).find((l) => t.senses.get(l)?.[0] === s && said(l));
      if (hit !== undefined) return hit;
    }
  }
  return null;
}

/** nearestKindIn over the shipped table. */
export function nearestKind(word: string, said: (lemma: string) => boolean, levels = 3, minDepth = 5): string | null {
  return nearestKindIn(kinds(), word, said, levels, minDepth);
}
