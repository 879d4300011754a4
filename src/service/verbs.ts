// Words used mostly as verbs (resources/lexicon/wordnet-verbs.txt, built by scripts/wordnet-lexicon.mjs
// --verbs from WordNet's tagged sense counts): verdict.ts finds the verb of a yes/no question whose
// subject is singular or a noun phrase by it ("Does coffee CAUSE cancer?"; "steel" in "a honing steel"
// is mostly a noun). Parsing is pure; the file is read once, lazily; an unreadable file means none.
import { lemmaOf, lexiconFilePlaces, readFirst } from './lemmas';

/** Parses "v <word> <share>" lines into word → share of its uses that are verbs ("#" comments, anything else ignored). Pure. */
export function parseVerbs(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [tag, word, share] = line.trim().split(/\s+/);
    if (tag === 'v' && word) out.set(word, share === undefined ? 1 : Number(share) || 0);
  }
  return out;
}

let loaded: Map<string, number> | null = null;

/** How much a word (a base form) is a verb: the share of its uses that are verbs, 0 when it is used mostly otherwise. */
export function verbShare(word: string): number {
  if (!loaded) loaded = parseVerbs(readFirst(lexiconFilePlaces('wordnet-verbs.txt')));
  return loaded.get(word.toLowerCase()) ?? 0;
}

/** Is the word (a base form) used mostly as a verb? */
export function isVerbWord(word: string): boolean {
  return verbShare(word) > 0;
}

/**
 * The base forms a word may be an inflection of ("handled" → handle, handl; "relies" → rely; "stopped" →
 * stop; "buying" → buy, buye), the word itself first. Regular English inflection only; irregular forms
 * come from the lemma table (lemmas.ts). Pure.
 */
export function baseFormCandidates(word: string): string[] {
  const w = word.toLowerCase();
  const out = [w];
  const add = (base: string): void => {
    if (base.length >= 2 && !out.includes(base)) out.push(base);
  };
  for (const [suffix, endings] of [
    ['ied', ['y']],
    ['ies', ['y']],
    ['ed', ['', 'e']],
    ['ing', ['', 'e']],
    ['es', ['', 'e']],
    ['s', ['']],
  ] as const) {
    if (!w.endsWith(suffix) || w.length - suffix.length < 2) continue;
    const base = w.slice(0, -suffix.length);
    for (const ending of endings) add(base + ending);
    // a doubled final consonant ("stopped" → stop)
    if (suffix !== 's' && suffix !== 'es' && /([b-df-hj-np-tv-z])\1$/.test(base)) add(base.slice(0, -1));
  }
  return out;
}

/** How much a word form is a verb: the largest share over the base forms it may be an inflection of ("handled" → handle 0.94). */
export function verbShareOfForm(word: string): number {
  return Math.max(0, ...[...new Set([lemmaOf(word.toLowerCase()), ...baseFormCandidates(word)])].map(verbShare));
}
