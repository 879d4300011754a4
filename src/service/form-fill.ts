// Follow-up chat: which sentences fill a form asked of a topic ("Summarise the feeding routine in one sentence",
// "Three bullets on the puppy schedule"). The research composition over the topic's words (compose.ts: the same
// relevance rules as a research answer) chooses first, in its own order; the sentences the chat found on the topic
// otherwise (the answer's, then the sources') fill what it leaves. A sentence whose opener points back ("It means…",
// "This ratio…") is taken only right after the sentence it follows; no sentence twice; n at most. Owns that choice
// and how many sentences a counted form asks the composition for. Pure.

/** A candidate line of a reply: its text and its [n] citations. */
export interface FillLine {
  text: string;
  citations: number[];
}

/** A sentence's words in lower case without markers or punctuation (the same sentence said with another lead-in is one). */
function key(text: string): string {
  return text.replace(/\[\d+\]/g, ' ').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * The lines that fill a form of n sentences or bullets: `composed` (a composition on the topic, in its order) first,
 * then `others` (in their order). A line `pointsBack` says is taken only when the line before it in its own list was
 * taken just before it. Pure.
 */
export function formFilling<T extends FillLine>(composed: T[], others: T[], n: number, pointsBack: (text: string) => boolean): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  for (const list of [composed, others]) {
    let previousTaken = false;
    for (const line of list) {
      if (out.length >= n) return out;
      const k = key(line.text);
      const ok: boolean = k !== '' && !seen.has(k) && line.citations.length > 0 && (!pointsBack(line.text) || previousTaken);
      if (ok) {
        out.push(line);
        seen.add(k);
      }
      previousTaken = ok;
    }
  }
  return out;
}

/**
 * How many sentences to ask a composition for when a follow-up asks a form: the count asked when it asks more than
 * the chat's usual three ("as five bullets"), else three. Pure.
 */
export function sentencesForForm(format: { sentences: number | null; bullets?: number | null }, usual = 3): number {
  const asked = format.bullets ?? format.sentences ?? null;
  return asked !== null && asked > usual ? Math.min(asked, 12) : usual;
}
