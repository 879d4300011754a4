// A question that asks two things ("How many martens were released, and how many were still alive a year later?")
// is answered twice before anything else: the point that answers each later part follows the lead, rather than
// the seventh sentence of the body after den boxes and poultry. Which point answers a part is read on that part
// alone: its shape (a count, an amount, a date, a person: answer-shape.ts), a count bound to what the part says
// of the counted thing ("34 were still ALIVE", counted.ts), and the part's own words. Used by compose.ts. Pure.

/**
 * For each later part of a question (`parts` after the first), the candidate that answers it best (`fit`: 0 when it
 * does not answer the part at all; higher is better), unless the lead already answers it (`fit(lead, part) > 0`);
 * never the lead, never one chosen for an earlier part. In the parts' order. Pure.
 */
export function partAnswers<T>(parts: string[], lead: T, candidates: readonly T[], fit: (unit: T, part: string) => number): T[] {
  const out: T[] = [];
  for (const part of parts.slice(1)) {
    if (fit(lead, part) > 0) continue;
    let pick: T | null = null;
    let best = 0;
    for (const unit of candidates) {
      if (unit === lead || out.includes(unit)) continue;
      const value = fit(unit, part);
      if (value > best) {
        best = value;
        pick = unit;
      }
    }
    if (pick !== null) out.push(pick);
  }
  return out;
}
