// The lead when the user chose a focus (a brainstorm option such as a place, "Riverside", or an aspect, "mite counts"):
// the research was asked to concentrate there, so a chosen point naming the focus leads over one naming none of it,
// when it is nearly as good (its score at least half the lead's). Owns only that choice. Pure.
import { stemMatches } from './concepts';

/** A point naming the focus leads at half the lead's score or more: the user asked for it. */
const NEARLY_AS_GOOD = 0.5;

/**
 * The index of the point that should lead: `leadIndex` unless the lead names no focus stem and another point does with a
 * score at least half the lead's (the best of them) and of the kind the question asks (`fits`: a reason for a why-question).
 * No focus, or a lead that names it: `leadIndex`. Pure.
 */
export function focusLead(points: { stems: ReadonlySet<string>; score: number }[], leadIndex: number, focus: string[], fits: (index: number) => boolean = () => true): number {
  if (focus.length === 0) return leadIndex;
  const names = (stems: ReadonlySet<string>): boolean => focus.some((f) => [...stems].some((s) => stemMatches(f, s)));
  const lead = points[leadIndex];
  if (!lead || names(lead.stems)) return leadIndex;
  let best = leadIndex;
  for (const [i, point] of points.entries()) {
    if (i === leadIndex || !names(point.stems) || !fits(i) || point.score < lead.score * NEARLY_AS_GOOD) continue;
    if (best === leadIndex || point.score > (points[best]?.score ?? 0)) best = i;
  }
  return best;
}
