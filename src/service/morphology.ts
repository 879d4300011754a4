// Word families a stem may stand for: WordNet's derivational forms and pertainyms whose stems differ
// and one stem begins the other ("rescu" for "rescuer", "reduc" for "reduction"; resources/lexicon/
// wordnet-derivations.txt, built by scripts/wordnet-lexicon.mjs --derivations). A shared beginning
// alone is no family: "popul" (population) is not "popular", "experi" (experiment) is not
// "experience". Parsing and look-up are pure; the file is read once, lazily.
import { lexiconFilePlaces, readFirst } from './lemmas';
import { stem } from './text';

/** Parses "d <word> <word>" lines into keys "<shorter stem> <longer stem>" (the engine's stems of both words). Pure. */
export function parseDerivations(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    const m = /^d ([a-z]+) ([a-z]+)$/.exec(line.trim());
    if (!m) continue;
    const [a, b] = [stem(m[1] ?? ''), stem(m[2] ?? '')];
    if (a === b) continue;
    out.add(a.length <= b.length ? `${a} ${b}` : `${b} ${a}`);
  }
  return out;
}

let families: Set<string> | null = null;

/** The shipped pairs, read on first use; no file, no pairs (equal stems still match). */
function derivations(): Set<string> {
  if (!families) families = parseDerivations(readFirst(lexiconFilePlaces('wordnet-derivations.txt')));
  return families;
}

/** Are two stems one WordNet family ("pregnanc" / "pregnant"), whether or not one begins the other? Pure but for the shipped pairs. */
export function derivedPair(a: string, b: string, pairs: Set<string> = derivations()): boolean {
  return a !== b && (pairs.has(`${a} ${b}`) || pairs.has(`${b} ${a}`));
}

/**
 * May a shorter stem stand for a longer one it begins? Where WordNet relates words of the two stems as
 * one family ("rescu" / "rescuer"), or the longer is the shorter with one more letter, which Porter leaves
 * apart in forms of one word: an "s" or "e" ("octopu" / "octopus", "committe" / "committee"; "lightn" is no light). Pure but for the shipped pairs.
 */
export function sameFamily(shorter: string, longer: string, pairs: Set<string> = derivations()): boolean {
  if (!longer.startsWith(shorter) || shorter === longer) return false;
  return (longer.length === shorter.length + 1 && /[es]$/.test(longer)) || pairs.has(`${shorter} ${longer}`);
}

/**
 * The noun an adjective in -ly is made from, where WordNet relates the two as one family ("hourly" → hour, "weekly" →
 * week, "costly" → cost; "daily" → day by -ily), or null ("early", "only"). Pure but for the shipped pairs.
 */
export function nounOfAdjective(word: string, pairs: Set<string> = derivations()): string | null {
  const w = word.toLowerCase();
  if (!w.endsWith('ly') || w.length < 5) return null;
  const base = w.endsWith('ily') ? `${w.slice(0, -3)}y` : w.slice(0, -2);
  const [a, b] = [stem(base), stem(w)];
  return a !== b && base.length >= 3 && pairs.has(`${a} ${b}`) ? base : null;
}
