// A follow-up the job's sources cannot answer but another document of the library can (chat.ts asks): a research
// job cites what its loops found, and a follow-up often goes beyond it ("When does the lido open?" after a research
// on its boiler). Owns the decision, by how much of the follow-up one sentence names: a sentence of a document
// outside the job that names all of the follow-up's words (all but one in three at most), more of them than any
// sentence of the job's sources, and states the kind of answer asked, is worth naming with that document; never on
// one shared word (a follow-up of one word is read with the research question's words). Also owns the one sentence
// that names such documents. Pure but for the shipped lexicon.
import { carriesType, type AnswerType } from './chat-context';
import { lexicalRelations } from './lexicon';
import { sameClass } from './paraphrase';
import { stem, words } from './text';
import { joinWords, type Concept } from './concepts';

/**
 * How many of the concepts a sentence names, in their own words (by stem) or a direct WordNet synonym of the same word
 * class: "covers" (a verb) is no blanket, though a blanket is a cover.
 */
export function conceptsNamed(concepts: Concept[], sentence: string): number {
  const tokens = words(sentence).map((w) => ({ word: w.toLowerCase(), stem: stem(w.toLowerCase()) }));
  const stems = new Set(tokens.map((t) => t.stem));
  return concepts.filter((c) => {
    if (stems.has(c.stem)) return true;
    const direct = lexicalRelations(c.term).direct;
    return tokens.some((t) => direct.has(t.stem) && sameClass(c.term, t.word));
  }).length;
}

/** The sentence naming the most concepts (on a tie, the first that `prefer` accepts, else the first), with how many; null when none names any. */
export function bestSentence<T extends { text: string }>(concepts: Concept[], sentences: T[], prefer: (text: string) => boolean = () => false): { sentence: T; count: number } | null {
  let best: { sentence: T; count: number; preferred: boolean } | null = null;
  for (const sentence of sentences) {
    const count = conceptsNamed(concepts, sentence.text);
    if (count === 0) continue;
    if (!best || count > best.count || (count === best.count && !best.preferred && prefer(sentence.text))) best = { sentence, count, preferred: prefer(sentence.text) };
  }
  return best ? { sentence: best.sentence, count: best.count } : null;
}

/**
 * The concepts a follow-up is looked for by outside the job: its own, and with one only, the research question's too
 * (what "Since when?" or "Who pays?" is about), without repeating one. Pure.
 */
export function withSubject(own: Concept[], research: Concept[]): Concept[] {
  if (own.length >= 2) return own;
  return [...own, ...research.filter((c) => !own.some((o) => o.stem === c.stem))];
}

/**
 * The one sentence that names library documents a research did not use: instead of a refusal ("That is not in this
 * research's sources, but your library has…"), or after a weak reply ('also': "Your library also has…"). Uncited. Pure.
 */
export function elsewhereLine(titles: string[], mode: 'instead' | 'also' = 'instead'): { text: string; citations: number[] } {
  const one = titles.length === 1;
  const named = joinWords(titles.map((t) => `"${t}"`));
  const has = mode === 'also' ? `Your library also has ${one ? 'a document' : 'documents'} on this` : `That is not in this research's sources, but your library has ${one ? 'a document' : 'documents'} on it`;
  return { text: `${has} that this research did not use: ${named}. Start a new research job with this question to use ${one ? 'it' : 'them'}.`, citations: [] };
}

/**
 * Does a sentence outside the job answer the follow-up better than the job's sources can: it names all of the
 * follow-up's concepts but one in three at most, more of them than the job's best sentence does, and states an
 * answer of the kind asked (a date for "when", an amount for "how much") when one is asked?
 */
export function answersBetterOutside(concepts: Concept[], type: AnswerType | null, jobBest: number, outside: { text: string; count: number }): boolean {
  // one word shared is no sign a document is on the follow-up ("push" in a page about pushchairs)
  if (outside.count < 2) return false;
  if (concepts.length - outside.count > Math.floor(concepts.length / 3)) return false;
  if (outside.count <= jobBest) return false;
  return type === null || type === 'reason' || carriesType(outside.text, type);
}
