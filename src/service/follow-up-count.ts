// Follow-up chat: a how-many follow-up whose count the sources do not give ("How many wallers hold the top grade?" over
// sources that name wallers and a scheme "with four levels" but no count of wallers at the top one). Where the sources
// name what is counted, no sentence states a figure bound to what the follow-up says of it (counted.ts figureBoundTo),
// and a word of what it says is in none of them ("grade"), the reply says plainly that no number is given, uncited,
// never the nearest sentence with a figure in it. Pure but for the shipped tables.
import { countPredicate, figureBoundTo, howManyNoun } from './counted';
import { saysNothingMissing } from './note-words';
import { stem, words } from './text';

/** A figure in digits or words. */
const FIGURE = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|dozen)\b/i;

/** The plain statement that the sources give no count for a how-many follow-up, or null (not one, or a count is given). Pure but for the tables. */
export function countNotGiven(followUp: string, sentences: string[]): string | null {
  const noun = howManyNoun(followUp);
  if (!noun) return null;
  const counted = stem(noun.toLowerCase());
  const sourceStems = new Set(sentences.flatMap((s) => words(s).map((w) => stem(w.toLowerCase()))));
  if (!sourceStems.has(counted)) return null;
  // (what is said of it, but words whose absence says nothing: "hold", "get")
  const predicate = countPredicate(followUp).filter((p) => !saysNothingMissing(p));
  if (predicate.length === 0 || predicate.every((p) => sourceStems.has(p))) return null;
  if (sentences.some((s) => FIGURE.test(s) && figureBoundTo(s, predicate))) return null;
  const q = followUp.trim().replace(/[?.!]+\s*$/, '');
  return `Your sources do not give a number for "${q.charAt(0).toUpperCase()}${q.slice(1)}?": none of them counts it.`;
}
