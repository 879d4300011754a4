// The note an answer to a comparison gives when no source decides it (used by compose.ts): the side no source
// names ("None of the sources cited speaks of adults, so none compares teenagers with adults."), or, for two groups
// compared under one verb (compare-groups.ts), that none sets one against the other. Pure but for the stemmer.
import { comparisonQuestion, namesSide, type ComparisonQuestion } from './comparison';

/**
 * The note an answer gives when no source compares the two sides of a comparison: the side no source names ("None of
 * the sources cited speaks of adults, so none compares teenagers with adults."), or, when each is named in them,
 * that none sets one against the other. `named(side)` says whether any source names a side. Pure.
 */
export function uncomparedNote(subjectPhrase: string, otherPhrase: string, named: (side: 'subject' | 'other') => boolean): string {
  const [s, o] = [named('subject'), named('other')];
  if (s && !o) return `None of the sources cited speaks of ${otherPhrase}, so none compares ${subjectPhrase} with ${otherPhrase}.`;
  if (o && !s) return `None of the sources cited speaks of ${subjectPhrase}, so none compares ${subjectPhrase} with ${otherPhrase}.`;
  if (!s && !o) return `None of the sources cited speaks of ${subjectPhrase} or ${otherPhrase}.`;
  return `None of the sources cited compares ${subjectPhrase} with ${otherPhrase}.`;
}

/**
 * The note for a comparison no source decides: the side no passage of the cited documents names, or, for two groups under one verb, that
 * none sets one against the other; null when a note already names the missing side, or when both sides are named
 * in a comparison of two things (the answer's own lead-in says it is not said outright). Pure but for the stemmer.
 */
export function comparisonGapNote(q: ComparisonQuestion, passages: string[], notes: string[], query = ''): string | null {
  // (each side as the question writes it: "Kestrel", not "kestrel")
  const cased = (words: string[]): string => words.map((w) => new RegExp(`\\b${w.replace(/[^\p{L}\p{N}-]/gu, '')}\\b`, 'iu').exec(query)?.[0] ?? w).join(' ');
  const subjectPhrase = q.groups?.subjectPhrase ?? cased(q.subject);
  const otherPhrase = q.groups?.otherPhrase ?? cased(q.other);
  const named = (side: 'subject' | 'other'): boolean => passages.some((p) => namesSide(p, side === 'subject' ? q.subject : q.other));
  const [s, o] = [named('subject'), named('other')];
  if (s && o && !q.groups) return null;
  // (two groups a sentence sets against each other on another verb, "harms children more than adults" for "affect": compared, if not as asked)
  const sentences = passages.flatMap((p) => p.split(/(?<=[.!?])\s+/));
  if (s && o && sentences.some((x) => /\bthan\b/i.test(x) && namesSide(x, q.subject) && namesSide(x, q.other))) return null;
  // (nor where a sentence sets one side against something in other words, "in patients over 65 more than in patients
  // under 40" for "older … than younger ones": what it compares may be the other side, unnamed; no note says it is not)
  if (sentences.some((x) => /\bthan\b/i.test(x) && (namesSide(x, q.subject) || namesSide(x, q.other)))) return null;
  const missing = !s ? q.subject : !o ? q.other : [];
  if (missing.length > 0 && notes.some((n) => missing.every((w) => new RegExp(`\\b${w.replace(/[^\p{L}\p{N}]/gu, '')}`, 'iu').test(n)))) return null;
  return uncomparedNote(subjectPhrase, otherPhrase, named);
}

/**
 * The documents a comparison's answer may add to those that cover the question: where the documents covering it name
 * only one side ("Is the Kestrel cheaper than the Falcon?" covered by the Kestrel's review alone), those naming the
 * side they lack (the Falcon's review), so that each side's own figure can be read and cited. Empty otherwise. Pure but for the stemmer.
 */
export function otherSideDocuments(q: ComparisonQuestion, covering: Set<string>, passages: { documentId: string; text: string }[]): string[] {
  const names = (side: string[], ids: Set<string>): boolean => passages.some((p) => ids.has(p.documentId) && namesSide(p.text, side));
  const [s, o] = [names(q.subject, covering), names(q.other, covering)];
  // (two things named, not groups: "adults" is named by documents on anything)
  if (s === o || q.groups) return [];
  const lacking = s ? q.other : q.subject;
  const present = s ? q.subject : q.other;
  // (a document naming the lacking side, not the one covered: a document about the pair is covering already)
  const candidates = [...new Set(passages.filter((p) => !covering.has(p.documentId) && namesSide(p.text, lacking)).map((p) => p.documentId))];
  return candidates.filter((id) => !passages.some((p) => p.documentId === id && namesSide(p.text, present)));
}

/**
 * What "it"/"they" of a follow-up stands for after a comparison: its subject as the question writes it ("the Falcon"
 * of "Is the Falcon lighter than the Kestrel?"; for two groups under one verb, the agent: "caffeine" of "Does caffeine
 * affect teenagers more than adults?"), with the article before it; null when the question compares nothing. Pure but for the lexicon.
 */
export function comparedSubjectPhrase(query: string): string | null {
  const q = comparisonQuestion(query);
  if (!q) return null;
  const words = q.groups ? (q.topic ?? []).filter((w) => w !== q.groups?.verb) : q.topic && q.topic.length > 0 ? q.topic : q.subject;
  if (words.length === 0) return null;
  const tokens = [...query.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)].map((m) => ({ text: m[0], at: m.index ?? 0 }));
  const places = tokens.map((t, i) => (words.includes(t.text.toLowerCase().replace(/['’]s$/, '')) ? i : -1)).filter((i) => i > 0);
  const first = places[0];
  const last = places.at(-1);
  if (first === undefined || last === undefined || last - first >= words.length + 2) return null;
  const start = /^(?:the|a|an)$/i.test(tokens[first - 1]?.text ?? '') && first - 1 > 0 ? first - 1 : first;
  const from = tokens[start];
  const to = tokens[last];
  if (!from || !to) return null;
  const phrase = query.slice(from.at, to.at + to.text.length);
  return /^(?:the|a|an)\b/i.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}
