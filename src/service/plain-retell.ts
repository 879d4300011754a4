// "Explain that simply": a previous reply retold shorter and plainer, never the same text again. Owns how many of its
// sentences a plain retelling keeps (fewer than it had, one or two, unless a count is asked) and the plainer form of a
// sentence: its asides dropped (a bracketed aside, a non-restrictive clause between commas, ", which …" at its end,
// an appositive after a name: "East Water, the local water company, paid …" → "East Water paid …"). Only words the
// source sentence has are kept, in its order, so the citation still holds; one sentence with no aside is cut to its
// first clause. Pure.

/** How many sentences a plain retelling of a reply of `previous` sentences keeps: the count asked, else fewer than before (one or two). Pure. */
export function plainCount(previous: number, asked?: number): number {
  if (asked !== undefined) return Math.max(1, asked);
  return Math.max(1, Math.min(2, previous - 1));
}

/** A non-restrictive clause or aside opens with one of these after a comma (grammar, a closed class). */
const ASIDE_OPENER = /^(?:which|who|whom|whose|where|a fact that|something that|the|a|an|its|their|his|her)\b/i;

/**
 * A sentence without its asides: bracketed text, a clause or appositive between two commas that opens with a
 * relative or a determiner (and is short: at most twelve words), and a ", which …" clause at its end. The sentence
 * unchanged when it has none, or when dropping one would leave fewer than four words. Pure.
 */
export function plainerSentence(sentence: string): string {
  let text = sentence.replace(/\s*\([^()]*\)/g, '');
  // ", the local water company," / ", which had been closed since 2019," between commas
  text = text.replace(/,\s+([^,]+?),\s+/g, (whole, inner: string) => (ASIDE_OPENER.test(inner) && inner.split(/\s+/).length <= 12 ? ' ' : whole));
  // ", which police believe the thieves knew." at the end
  text = text.replace(/,\s+(?:which|a fact that|something that)\b[^,]*?([.!?]?)$/i, '$1');
  text = text.replace(/\s{2,}/g, ' ').trim();
  return text.split(/\s+/).length >= 4 ? text : sentence;
}

/**
 * A reply retold plainly: `n` of its sentences (chosen by the caller), each without its asides; when that would
 * read exactly as the reply did (same sentences, nothing dropped), its last sentence goes, so the retelling is
 * never the same text. Pure.
 */
export function plainRetelling<T extends { text: string }>(chosen: T[], previous: T[]): T[] {
  const plain = chosen.map((s) => ({ ...s, text: plainerSentence(s.text) }));
  const same = plain.length === previous.length && plain.every((s, i) => s.text === previous[i]?.text);
  if (same && plain.length > 1) return plain.slice(0, -1);
  // (one sentence with no aside: its first clause, where it joins two: "…fund, and the Friends raised …" → "…fund.")
  const only = plain[0];
  return same && only ? [{ ...only, text: firstClause(only.text) }] : plain;
}

/** A sentence's first clause where it joins two (at "; " or ", and/but/while/so " with five words or more before), else the sentence. Pure. */
export function firstClause(sentence: string): string {
  const m = /^(.+?)(?:;\s+|,\s+(?:and|but|while|so|whereas)\s+)/.exec(sentence);
  const head = m?.[1];
  return head && head.split(/\s+/).length >= 5 ? `${head.replace(/[,;:]$/, '')}.` : sentence;
}
