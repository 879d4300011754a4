// Points that say again what an earlier point of the answer says. MMR keeps near-duplicates out of the points it
// chooses, but a lead or a part's point brought in later may repeat one already there, often from another document
// ("The restored hall will have 46 stalls, four fewer than before…" [1] and "The restored hall has 46 stalls" [2]).
// A later point repeats an earlier one when most of their content words are shared (Jaccard above a half) or its own
// words are nearly all held in the earlier one (nine in ten, of three or more), unless the two state different
// figures ("under 70 kg: about 80 psi" / "over 85 kg: about 95 psi" are two facts). Pure.
import { contentTerms, stem } from './text';

function stemsOf(text: string): Set<string> {
  return new Set(contentTerms(text).map(stem));
}

/** The figures a sentence states ("80 psi", "25 mm" → 80, 25). */
function figures(text: string): Set<string> {
  return new Set(text.match(/\d+(?:[.,]\d+)?/g) ?? []);
}

/** Do both texts state figures, and not the same ones? Then they are two facts, however alike their words. Pure. */
export function differentFigures(a: string, b: string): boolean {
  const fa = figures(a);
  const fb = figures(b);
  return fa.size > 0 && fb.size > 0 && ([...fa].some((x) => !fb.has(x)) || [...fb].some((x) => !fa.has(x)));
}

/** Does `later` say again what `earlier` says? Pure. */
export function repeats(earlier: string, later: string): boolean {
  const a = stemsOf(earlier);
  const b = stemsOf(later);
  if (a.size === 0 || b.size === 0) return false;
  let shared = 0;
  for (const x of b) if (a.has(x)) shared += 1;
  const jaccard = shared / (a.size + b.size - shared);
  const held = b.size >= 3 && shared / b.size >= 0.9;
  // (different figures are different facts)
  return (jaccard > 0.5 || held) && !differentFigures(earlier, later);
}

/**
 * The units without those that repeat an earlier one (the lead counts first); `keep` marks units that stay whatever
 * they say (a verdict's contrast, a part's own point, steps), unless every sentence of theirs is already given word
 * for word (a lead that took in a ranked point's sentence says it once). Order kept. Pure.
 */
export function withoutRepeats<T extends { sentences: string[] }>(units: T[], lead: T, keep: (unit: T) => boolean = () => false): T[] {
  const kept: T[] = [lead];
  const given = (sentence: string): boolean => kept.some((k) => k.sentences.some((s) => s.trim().toLowerCase() === sentence.trim().toLowerCase()));
  for (const unit of units) {
    if (unit === lead) continue;
    const text = unit.sentences.join(' ');
    if (unit.sentences.length > 0 && unit.sentences.every(given)) continue;
    if (keep(unit) || !kept.some((k) => repeats(k.sentences.join(' '), text))) kept.push(unit);
  }
  return units.filter((u) => kept.includes(u));
}
