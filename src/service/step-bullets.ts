// A chat instruction about the reply's form met in content when the research answered with steps ("List the steps as
// 4 bullet points", "Give me the steps as a numbered list", "Just the steps, in three bullets"): the bullets are the
// source's steps, whole and in their order, each with its citation, never the answer's other sentences (what the
// glide zones are, how often to wax) cut to the number asked. The steps are read from the research answer's steps
// paragraph (compose.ts leads it with "The steps, as your source gives them:"), one step per cited piece (a step may
// hold two sentences, its citation after the last). Asked for fewer bullets than there are steps, neighbouring steps
// share a bullet, so that every step is still there in order; asked for more, each step is one. Pure.

/** The lead-in compose.ts writes before a how-to answer's steps. */
export const STEPS_LEAD_IN = 'The steps, as your source gives them: ';
/** The lead-in before a list asked for in so many words ("List the checks before…"), steps or not. */
export const LIST_LEAD_IN = 'The list, as your source gives it: ';

export interface CitedStep {
  text: string;
  citations: number[];
}

/** Does a follow-up ask for the steps, the instructions or the procedure ("List the steps…", "the instructions as bullets")? Pure. */
export function asksForSteps(message: string): boolean {
  return /\b(?:steps?|instructions?|procedure|method|directions|what to do|how to do it|stages)\b/i.test(message);
}

/** The steps of a research answer: its paragraph led by the steps (or list) lead-in, cut after each citation marker. [] when it has none. Pure. */
export function answerSteps(content: string): CitedStep[] {
  const leadIn = (p: string): string | undefined => [STEPS_LEAD_IN, LIST_LEAD_IN].find((l) => p.trim().startsWith(l.trim()));
  const paragraph = content.split(/\n{2,}/).find((p) => leadIn(p) !== undefined);
  if (!paragraph) return [];
  const body = paragraph.trim().slice((leadIn(paragraph) ?? '').trim().length).trim();
  const out: CitedStep[] = [];
  // a step ends with its markers and the full stop after them: "… for ten minutes [1]." (or "[1]!" / "[1]?")
  for (const m of body.matchAll(/([^[\]]+?)((?:\s*\[\d+\])+)([.!?]?)(?=\s|$)/g)) {
    const text = `${(m[1] ?? '').trim()}${m[3] ?? ''}`.trim();
    const citations = [...(m[2] ?? '').matchAll(/\[(\d+)\]/g)].map((c) => Number(c[1]));
    if (/\p{L}/u.test(text)) out.push({ text: /[.!?]$/.test(text) ? text : `${text}.`, citations });
  }
  return out;
}

/**
 * The steps in `n` bullets, in order: each step one bullet when there are no more steps than bullets; else neighbouring
 * steps share a bullet (the first bullets take one more when they do not divide evenly), their citations joined. Pure.
 */
export function stepsInBullets(steps: CitedStep[], n: number): CitedStep[] {
  if (n <= 0 || steps.length <= n) return steps;
  const out: CitedStep[] = [];
  const size = Math.floor(steps.length / n);
  const extra = steps.length % n;
  let at = 0;
  for (let b = 0; b < n; b += 1) {
    const group = steps.slice(at, at + size + (b < extra ? 1 : 0));
    at += group.length;
    out.push({ text: group.map((s) => s.text).join(' '), citations: [...new Set(group.flatMap((s) => s.citations))] });
  }
  return out;
}
