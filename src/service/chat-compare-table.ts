// "Compare otters and urchins in a table", "Otters vs urchins as a table": a table of what the sources say of each of
// two named things, side by side by rows (chat.ts asks). It filled the rows of an unrelated list ("the abalone fishery
// was closed…") before. Owns reading the two things from the request and choosing each one's sentences. Pure.
import { conceptsOf, mentioned, stemsOf } from './concepts';

/** The two things a table request compares ("Compare otters and urchins in a table" → otters, urchins), or null. Pure. */
export function comparedPair(message: string): [string, string] | null {
  const m = message
    .trim()
    .replace(/[?.!]+$/, '')
    .replace(/\s+(?:in|as|into)\s+(?:a\s+)?(?:table|tabular form|columns)\b.*$/i, '')
    .replace(/^(?:can you|could you|please|would you)\s+/i, '');
  const pair =
    /\b(?:compare|contrast)\s+(?:the\s+)?(.+?)\s+(?:and|with|to|against|vs\.?|versus)\s+(?:the\s+)?(.+?)$/i.exec(m) ??
    /\b(?:set|put|lay)\s+(?:the\s+)?(.+?)\s+(?:and|with|against)\s+(?:the\s+)?(.+?)\s+side by side$/i.exec(m) ??
    /^(?:a\s+table\s+(?:comparing|of)\s+)?(?:the\s+)?(.+?)\s+(?:vs\.?|versus)\s+(?:the\s+)?(.+)$/i.exec(m);
  const a = pair?.[1]?.trim();
  const b = pair?.[2]?.trim();
  if (!a || !b) return null;
  // each side names something (a content word), never "them" or "it"
  const named = (side: string): boolean => conceptsOf(side, { dropInstructionWords: true }).some((c) => !c.soft);
  return named(a) && named(b) ? [a, b] : null;
}

export interface CompareRow {
  about: string;
  text: string;
  citations: number[];
}

/**
 * Rows of a comparison table: the sentences naming the first thing only, then the second only, then both, each at most
 * `perSide` times, in the order given (the answer's sentences first, the sources' after). A side no sentence names gets
 * no rows (the caller says so). Pure but for the shipped tables.
 */
export function compareRows(sentences: { text: string; citations: number[] }[], pair: [string, string], perSide = 4): CompareRow[] {
  const [a, b] = pair;
  // (every word of a side: "heat pump" is not named by "to heat water"; each side's words read once)
  const side = (phrase: string) => conceptsOf(phrase, { dropInstructionWords: true }).filter((c) => !c.soft);
  const names = (wanted: ReturnType<typeof side>) => (text: string): boolean => wanted.length > 0 && mentioned(wanted, stemsOf(text)).length === wanted.length;
  const namesA = names(side(a));
  const namesB = names(side(b));
  const seen = new Set<string>();
  const unique = sentences.filter((s) => !seen.has(s.text) && seen.add(s.text));
  const pick = (test: (text: string) => boolean, about: string): CompareRow[] => unique.filter((s) => test(s.text)).slice(0, perSide).map((s) => ({ about, text: s.text, citations: s.citations }));
  return [
    ...pick((t) => namesA(t) && !namesB(t), a),
    ...pick((t) => namesB(t) && !namesA(t), b),
    ...pick((t) => namesA(t) && namesB(t), `${a} and ${b}`),
  ];
}
