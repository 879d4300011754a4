// Which of several points that give the kind of answer asked leads a what-question (compose.ts, after lead-focus.ts's
// focusedLead, which only moves a lead that gives no such answer). A document often gives several figures, dates or
// names of the asked kind ("Varnishing took seven weeks", "…my first violin, fourteen months after…"); the score counts
// the question's words alike, so the setting's words can carry the wrong one first. Among points of the lead's own
// document that give the answer type at least as strongly, the one that names clearly more of what discriminates the
// question within that document (lead-focus.ts's focus: concepts weighed by how few of its sentences say them) leads.
// Focus is a statistic of one document, so only points of the lead's document compete. Pure.

/** How much more of its document's question weight a point must name to displace a lead that gives the answer type too. */
export const FOCUS_MARGIN = 0.25;

/**
 * The index among `candidates` of the point that should lead instead of `current`, or -1 to keep it. Only when the
 * current lead gives the answer type (`strength` > 0; a lead without it is focusedLead's). Candidates: of the same
 * document, within `floor` of the best score, eligible, giving the type at least as strongly, and naming at least
 * `margin` more of the focus; the best focused wins, the score breaking ties. Pure.
 */
export function betterFocusedTyped(
  candidates: { score: number }[],
  current: number,
  focus: (index: number) => number,
  strength: (index: number) => number,
  documentOf: (index: number) => string,
  floor = 0.5,
  eligibleAt: (index: number) => boolean = () => true,
  margin = FOCUS_MARGIN,
): number {
  const best = Math.max(0, ...candidates.map((c) => c.score));
  if (best <= 0 || !candidates[current]) return -1;
  const own = strength(current);
  if (own <= 0) return -1;
  const bar = focus(current) + margin;
  let pick = -1;
  candidates.forEach((c, i) => {
    if (i === current || c.score <= 0 || c.score < best * floor || !eligibleAt(i) || documentOf(i) !== documentOf(current)) return;
    if (strength(i) < own || focus(i) < bar) return;
    if (pick < 0 || focus(i) > focus(pick) || (focus(i) === focus(pick) && c.score > (candidates[pick]?.score ?? 0))) pick = i;
  });
  return pick;
}
