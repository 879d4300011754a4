// The answers bench judge's check that a verdict rests on what was asked (bench/answers.bench.ts): a
// "Your sources point to no" is right only when the point it rests on states the asked point, not when its
// label matches by accident ("point to no" resting on "participants have never lifted a stone" for "Do you
// need mortar?"). The point a verdict rests on is the answer's first cited paragraph (the lead, and for
// sources that disagree the other document's claim); where the set says what a lead must state
// (expect.lead), that paragraph must state one of its phrases. Without a lead in the set the label alone is
// judged: a question's facts are often stated elsewhere in a right answer ("couching" for "did they
// reweave?"), and sharing the question's words is no test (the accidental "never lifted a walling stone"
// shares "stone" and "wall"). A comparison ("…than Y?") rests only on a point that names Y too: one table row of
// the subject compares nothing. Independent of the engine's rules: it reads the answer's text only. Pure.
import { body, phrase, splitSentences } from './judge-facts';

/** The verdict's supporting point: the first paragraph with a citation marker, lead-in removed. */
export function verdictSupport(content: string): string {
  const paragraph = content.split(/\n\s*\n/).find((p) => /\[\d+\]/.test(p)) ?? '';
  return splitSentences(paragraph).map(body).join(' ');
}

/**
 * The other side of a comparison question, as the judge reads it: the content words after "than" ("Are
 * tubeless tyres more puncture resistant than clinchers?" → clinchers; "…cheaper than adding it at the
 * airport?" → adding, airport). Empty without "than". Independent of the engine's reading. Pure.
 */
export function otherSide(query: string): string[] {
  const after = /\bthan\s+(.+)$/i.exec(query)?.[1] ?? '';
  return after
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length >= 3 && !/^(?:the|and|for|from|with|into|onto|over|under|after|before|during|when|one|ones|its|their|them|they|that|those|this|these|did|does|was|were|are|has|have|had|can|could|would|should|will)$/.test(w));
}

/**
 * Does the verdict rest on a point about what was asked? true when its supporting point states one of the
 * set's lead phrases; null when the set gives none (the label alone is judged). A comparison ("…than Y?",
 * `other`: Y's words) rests on a point only when that point names the other side too: one table row (the
 * wildflower strips' "fruit set percent 31") gives one side and compares nothing.
 */
export function verdictSupported(content: string, lead: string[] | undefined, other: string[] = []): boolean | null {
  const support = verdictSupport(content);
  const comparesBoth = other.length === 0 || other.some((w) => phrase(w.replace(/(?:es|s)$/, '')).test(support));
  if (!lead || lead.length === 0) return other.length === 0 ? null : comparesBoth;
  return comparesBoth && lead.some((w) => phrase(w).test(support));
}
