// The cause of the asked effect: a why-question names an effect ("Why did the sea stars DIE?"), and a sentence whose act
// brings that effect about on the asked thing states its cause, with no causal word: "a disease called sea star wasting
// syndrome KILLED most of the sunflower sea stars" (to kill is to cause to die). Which verb brings about which is
// WordNet's (cause pointers, resources/lexicon/wordnet-causes.txt, scripts/wordnet-causes.mjs), never a list of any
// question's words; the thing it is done to must follow the act ("killed … the sea stars", "the sea stars were killed
// by…"), so a sentence where the asked thing does the act ("sea stars kill urchins") gives no cause of its death. Pure
// but for the shipped tables.
import { lexiconFilePlaces, lemmaOf, readFirst } from './lemmas';
import { baseFormCandidates } from './verbs';
import { stem } from './text';

/** The verbs that bring each verb about ("die" → kill), from "c <cause> <effect>" lines. Pure. */
export function parseCauses(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const line of text.split('\n')) {
    const m = /^c (\S+) (\S+)$/.exec(line.trim());
    if (!m) continue;
    const [cause, effect] = [m[1] ?? '', m[2] ?? ''];
    out.set(effect, new Set([...(out.get(effect) ?? []), cause]));
  }
  return out;
}

let loaded: Map<string, Set<string>> | null = null;

function causeTable(): Map<string, Set<string>> {
  loaded ??= parseCauses(readFirst(lexiconFilePlaces('wordnet-causes.txt')));
  return loaded;
}

/** The base forms a word may be of ("killed" → kill; "dies" → die). */
function bases(word: string): string[] {
  const w = word.toLowerCase();
  return [...new Set([w, lemmaOf(w), ...baseFormCandidates(w)])];
}

/** The verbs that bring about a verb ("die" → kill). Pure but for the tables. */
export function causesOf(verb: string, table: Map<string, Set<string>> = causeTable()): Set<string> {
  const out = new Set<string>();
  for (const b of bases(verb)) for (const c of table.get(b) ?? []) out.add(c);
  return out;
}

function tokensOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

/**
 * Does a sentence do to the asked thing an act that brings about the asked effect: a verb causing one of `effects`
 * ("killed" for die) with the thing's head noun after it within a few words ("killed most of the sunflower SEA STARS";
 * "were killed by"… with the thing before it in the passive)? `thing` holds the words naming the asked thing, its head
 * last. Pure but for the shipped tables.
 */
export function causesAskedEffect(text: string, thing: string[], effects: string[], table: Map<string, Set<string>> = causeTable()): boolean {
  const head = thing.at(-1)?.toLowerCase();
  if (!head || effects.length === 0) return false;
  const causes = new Set(effects.flatMap((e) => [...causesOf(e, table)]));
  if (causes.size === 0) return false;
  const tokens = tokensOf(text).map((t) => t.toLowerCase());
  const isHead = (t: string): boolean => stem(t) === stem(head);
  return tokens.some((t, i) => {
    if (!bases(t).some((b) => causes.has(b))) return false;
    // active: the thing it is done to follows ("killed most of the sunflower sea stars")
    if (tokens.slice(i + 1, i + 8).some(isHead)) return true;
    // passive: "the sea stars were killed (by …)"
    return /^(?:was|were|been|being|be|is|are)$/.test(tokens[i - 1] ?? '') && tokens.slice(Math.max(0, i - 6), i).some(isHead);
  });
}
