// How-to answers: a question that asks how to do something ("How do you sharpen a knife…?", "How to
// repot an orchid?") is answered with the source's own list of steps, whole and in its order, when the
// chosen points include steps of one list. Ranking steps one by one loses the ones that do not repeat
// the question's words ("Put the stone on the damp towel") and shuffles the rest. Pure functions.

/** "How do/can/should I/you/we/one …", "How to …", "What are the steps to …": a procedure is asked for. */
export function isProcedureQuestion(query: string): boolean {
  const q = query.trim().toLowerCase();
  return /^how (?:do|can|should|would|could|must) (?:i|you|we|one|people)\b/.test(q) || /^how (?:best )?to\b/.test(q) || /^what (?:are|is) the (?:steps?|procedure|method|process) (?:to|for|of)\b/.test(q) || /^(?:steps?|instructions?) (?:to|for)\b/.test(q);
}

/**
 * A procedure question that asks for one detail of it ("How do I know when the loaf is baked?", "How
 * do you dry the press, and at what temperature?", "How should I sharpen it, and how often?"): a
 * time, an amount, a temperature, a moment, a choice. It is answered by the step or steps that give
 * the detail, not by the whole list. (A condition is no detail: "How do you fix a puncture if you
 * have no patches?" still asks for the procedure.) Pure.
 */
export function asksOneDetail(query: string): boolean {
  return /\b(?:how (?:long|much|many|often|soon|hot|warm|cold|far|deep|tight|thick|big|large|fast)|(?:at|to|for|in|on|with|by) what\b|what (?:temperature|time|size|length|setting|speed|amount|age)|(?:know|tell|check|see|judge) (?:if|whether|when)|when to|which)\b/i.test(query);
}

/** Does a question ask for the whole procedure: a how-to question that asks for no single detail of it? Pure. */
export function asksForProcedure(query: string): boolean {
  return isProcedureQuestion(query) && !asksOneDetail(query);
}

/** What steps needs of a unit: its place in the text, its kind and its context. */
export interface StepUnit {
  documentId: string;
  order: number;
  /** Its place in its document (passages in the document's order); `order` when absent. */
  place?: number;
  line?: 'item' | 'row';
  context?: Set<string>;
  sentences: string[];
}

const sameSet = (a: Set<string> | undefined, b: Set<string> | undefined): boolean => (a?.size ?? 0) === (b?.size ?? 0) && [...(a ?? [])].every((x) => b?.has(x));

/**
 * The list a unit belongs to: the list items of its document under the same headings and lead-in, in
 * the document's order (a long list may span two passages, both under its heading).
 */
export function listOf<T extends StepUnit>(unit: T, units: T[]): T[] {
  if (unit.line !== 'item') return [];
  const place = (u: T): number => u.place ?? u.order;
  return units.filter((u) => u.line === 'item' && u.documentId === unit.documentId && sameSet(u.context, unit.context)).sort((a, b) => place(a) - place(b));
}

/**
 * For a procedure question: the chosen units with the steps of the list most of the chosen items come
 * from made whole and put in the source's order, after the chosen units that are not steps and before
 * none of them (the lead stays first). Needs at least two chosen steps of one list of two or more, or
 * one when the list is all there is; keeps within `maxSentences`, dropping the lowest-ranked other
 * points first and, past that, the list's last steps. Returns the chosen units unchanged otherwise.
 */
export function withWholeSteps<T extends StepUnit>(chosen: T[], units: T[], maxSentences: number): { chosen: T[]; steps: T[] } {
  const lists = chosen.map((u) => listOf(u, units)).filter((l) => l.length >= 2);
  if (lists.length === 0) return { chosen, steps: [] };
  const counted = lists.map((list) => ({ list, hits: chosen.filter((u) => list.includes(u)).length }));
  counted.sort((a, b) => b.hits - a.hits || b.list.length - a.list.length);
  const best = counted[0];
  if (!best || (best.hits < 2 && chosen.some((u) => u.line !== 'item'))) return { chosen, steps: [] };
  const others = chosen.filter((u) => !best.list.includes(u));
  const size = (list: T[]): number => list.reduce((n, u) => n + u.sentences.length, 0);
  // a step that opens with "Then…" carries the step before it: each sentence is said once, where it first comes
  const said = new Set<string>();
  const steps: T[] = [];
  for (const unit of best.list) {
    const fresh = unit.sentences.filter((sentence) => !said.has(sentence));
    for (const sentence of fresh) said.add(sentence);
    if (fresh.length === unit.sentences.length) steps.push(unit);
    else if (fresh.length > 0) steps.push({ ...unit, sentences: fresh });
  }
  while (steps.length > 2 && size(steps) > maxSentences) steps.pop();
  const kept: T[] = [];
  for (const unit of others) if (size(kept) + unit.sentences.length + size(steps) <= maxSentences || kept.length === 0) kept.push(unit);
  while (kept.length > 1 && size(kept) + size(steps) > maxSentences) kept.pop();
  return { chosen: [...kept, ...steps], steps };
}

/**
 * The headings a passage's list of steps sits under (its leading heading lines), when the passage is a
 * section ("## Steps") with list items: a long list is split into several passages under the same
 * headings, and a how-to answer needs all of them (research.ts adds the ones retrieval did not find).
 * null otherwise.
 */
export function stepsHeading(text: string): string | null {
  const lines = text.split('\n');
  const headings = lines.slice(0, Math.max(0, lines.findIndex((line) => !/^#{1,6}\s/.test(line))));
  if (headings.length === 0) return null;
  return lines.some((line) => line.startsWith('- ')) ? headings.join('\n') : null;
}
