// The bench judges' reading of the engine's own notes (bench/answers.bench.ts, bench/chat.bench.ts): a note that
// names as missing what the answer then gives ('None of your sources uses the word "proportion"; the answer below
// covers the rest' over a lead that gives the proportion as "a quarter") is misleading; a word named as discussed
// ('Your sources discuss holiday and New Zealand') that no source uses is untrue. Independent of the engine's
// rules: it reads only the answer's text, the set's expectation and the raw documents. Pure functions.
import { splitSentences } from './judge-facts';

/** A note of the engine's: an uncited sentence of the answer that names words as missing from the sources. */
export interface MissingNote {
  sentence: string;
  /** The words it names as missing (quoted ones, or the phrase after "mentions"/"nothing on"). */
  words: string[];
}

const NAMES_MISSING = [
  // 'None of your sources uses the word "x"', 'none of them uses the words "x" or "y"', 'No single source uses …',
  // 'None of the sources on "…" uses the word "x"', 'None of these sources uses …'
  /\b(?:none of|no (?:single )?(?:source|document)|not one of)\b(?:[^.;"]|"[^"]*")*?\b(?:uses?|mentions?|names?|discuss(?:es)?|covers?|says? anything (?:about|on))\s+(?:the words?\s+)?((?:"[^"]+"(?:,\s*|\s+or\s+|\s+and\s+|\s+nor\s+)?)+|[^.;:,]+)/gi,
  // 'Quire found nothing on x in your library', 'holds nothing on x'
  /\b(?:found|holds?|has) nothing (?:on|about)\s+([^.;:]+?)(?:\s+in your library)?(?=[.;:]|$)/gi,
];

/** The words a note names as missing, or [] when the sentence names none. Pure. */
export function namedAsMissing(sentence: string): string[] {
  const words: string[] = [];
  for (const pattern of NAMES_MISSING) {
    for (const m of sentence.matchAll(pattern)) {
      const named = m[1] ?? '';
      const quoted = [...named.matchAll(/"([^"]+)"/g)].map((q) => q[1] ?? '');
      words.push(...(quoted.length > 0 ? quoted : named.split(/,\s*|\s+(?:or|and|nor)\s+/).map((w) => w.trim()).filter((w) => w !== '')));
    }
  }
  return words;
}

/** The answer's uncited sentences that name words as missing. Pure. */
export function missingNotes(content: string): MissingNote[] {
  return splitSentences(content)
    .filter((s) => !/\[\d+\]/.test(s))
    // (a note saying how it read the word instead, 'None of these sources uses "thaw"; the reply reads it as "weather"', tells what was done)
    .filter((s) => !/\breads? (?:it|them) as\b/i.test(s))
    .map((sentence) => ({ sentence, words: namedAsMissing(sentence) }))
    .filter((n) => n.words.length > 0);
}

/** What the judge knows of the question: the set's expectation, and whether the answer states any of its facts. */
export interface NoteContext {
  kind: 'answer' | 'partial' | 'none';
  /** For a half-answerable question, the pattern of the part the sources lack (the set's `missing`). */
  missing?: string;
  /** The answer states at least one of the set's facts in a cited point (or, with no facts in the set, cites something). */
  answered: boolean;
}

/**
 * The notes that mislead: in an answer that does answer (it states the set's facts), a note naming as missing a word
 * of a question the set marks answerable whole; or, for a half-answerable question, a note that names none of the
 * part the set says is missing ("None uses 'qualify'; the answer below covers the rest" where the training time,
 * which is what "qualify" asks, is the answer, and only the pay is missing). An answer that answers nothing is judged
 * by its missed facts, not here; an unanswerable question's notes are its answer. Pure.
 */
export function misleadingNotes(content: string, context: NoteContext): string[] {
  if (context.kind === 'none' || !context.answered) return [];
  const notes = missingNotes(content);
  if (context.kind === 'answer') return notes.map((n) => n.sentence);
  const missing = new RegExp(context.missing ?? '(?!)', 'i');
  return notes.filter((n) => !missing.test(n.sentence)).map((n) => n.sentence);
}

/** The items a note names as discussed or mentioned ('Your sources discuss holiday and New Zealand; …'). Pure. */
export function namedAsDiscussed(content: string): { sentence: string; items: string[]; cited: boolean }[] {
  const out: { sentence: string; items: string[]; cited: boolean }[] = [];
  for (const sentence of splitSentences(content)) {
    if (/\[\d+\]/.test(sentence)) continue;
    const m = /\b(your sources|the sources cited below|these sources|they|the cited sources)\s+(?:discuss|mention|cover|speak of|talk about)\s+([^;:.]+?)(?=;|:|,\s*but\b|\s+but\b|\.|$)/i.exec(sentence);
    if (!m) continue;
    const items = (m[2] ?? '')
      .split(/,\s*|\s+(?:and|or)\s+/)
      .map((w) => w.replace(/^["“]|["”]$/g, '').trim())
      .filter((w) => w !== '');
    if (items.length > 0) out.push({ sentence, items, cited: !/^your sources$/i.test(m[1] ?? '') });
  }
  return out;
}

/** A word in British and American spelling alike, lower case ("colour" and "color" meet, "organise" and "organize"). */
function spelling(word: string): string {
  return word.toLowerCase().replace(/our(?=s?$|ed$|ing$)/, 'or').replace(/is(?=e[ds]?$|ing$|ation)/, 'iz').replace(/tre$/, 'ter');
}

/** A word's stem for the judge: common endings off ("holidays" → "holiday", "developed" → "develop"). */
function stem(word: string): string {
  const w = spelling(word);
  if (w.length <= 4) return w;
  return w.replace(/(?:ies)$/, 'y').replace(/(?:ing|ed|es|s)$/, '').replace(/(?<=\p{L}{3})e$/u, '');
}

/** Does a document use every word of the item (by stem, any ending; British or American spelling)? Pure. */
export function documentUses(documentText: string, item: string): boolean {
  const docWords = new Set((documentText.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem));
  const words = item.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 && words.every((w) => docWords.has(stem(w)) || [...docWords].some((d) => d.length >= 4 && stem(w).length >= 4 && (d.startsWith(stem(w)) || stem(w).startsWith(d))));
}

/**
 * Items named as discussed that no document uses (for 'the sources cited below discuss …', no cited document): a
 * word bridged from the question's ("holiday" read as a neighbour of something the sources say) is not what the
 * sources discuss. Pure.
 */
export function untrueDiscussed(content: string, rawDocuments: string[], citedDocuments: string[]): string[] {
  const untrue: string[] = [];
  for (const { items, cited } of namedAsDiscussed(content)) {
    const docs = cited && citedDocuments.length > 0 ? citedDocuments : rawDocuments;
    for (const item of items) if (!docs.some((d) => documentUses(d, item))) untrue.push(`says the sources discuss "${item}", but no ${cited ? 'cited ' : ''}document uses it`);
  }
  return untrue;
}
