// The answers bench judge's check that a verdict rests on what was asked (bench/answers.bench.ts): a
// "Your sources point to no" is right only when the point it rests on states the asked point, not when its
// label matches by accident ("point to no" resting on "participants have never lifted a stone" for "Do you
// need mortar?"). The point a verdict rests on is the answer's first cited paragraph (the lead, and for
// sources that disagree the other document's claim); where the set says what a lead must state
// (expect.lead), that paragraph must state one of its phrases. Without a lead in the set the label alone is
// judged: a question's facts are often stated elsewhere in a right answer ("couching" for "did they
// reweave?"), and sharing the question's words is no test (the accidental "never lifted a walling stone"
// shares "stone" and "wall"). Independent of the engine's rules: it reads the answer's text only. Pure.
import { body, phrase, splitSentences } from './judge-facts';

/** The verdict's supporting point: the first paragraph with a citation marker, lead-in removed. */
export function verdictSupport(content: string): string {
  const paragraph = content.split(/\n\s*\n/).find((p) => /\[\d+\]/.test(p)) ?? '';
  return splitSentences(paragraph).map(body).join(' ');
}

/**
 * Does the verdict rest on a point about what was asked? true when its supporting point states one of the
 * set's lead phrases; null when the set gives none (the label alone is judged).
 */
export function verdictSupported(content: string, lead: string[] | undefined): boolean | null {
  if (!lead || lead.length === 0) return null;
  const support = verdictSupport(content);
  return lead.some((w) => phrase(w).test(support));
}
