// The answers bench judge's measure of filler from other topics (bench/answers.bench.ts): cited
// sentences whose document shares only general words with the question. Independent of the
// engine's own rules (its own word list and word keys, document frequencies of the set's library).
// Pure functions.

function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\[\d+\]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w.length >= 4);
}

/** Words of a question that are about its grammar, not its topic (the judge's own list, not the engine's). */
const QUESTION_FUNCTION_WORDS = new Set(
  `what which when where whom whose does did have has had were was are is can could should would will shall must might there their they them
  this that these those with from into onto upon about than then your yours mine ours also very much many more most some such only just like
  each every other being been doing done after before during while because since until again ever never always often still even within
  without between under over through against among around across behind beyond along`
    .split(/\s+/)
    .filter(Boolean),
);

/** A word's key for the judge: without a plural or verb ending, its first five letters ("climbers" and "climb", "forms" and "form"). */
export function wordKey(word: string): string {
  return word.replace(/(?:ing|ed|s)$/, '').slice(0, 5);
}

/** The question's content words: four letters or more, not a question or function word, not a figure. */
export function questionWords(query: string): string[] {
  return [...new Set(contentWords(query).filter((w) => !QUESTION_FUNCTION_WORDS.has(w) && !/^\d+$/.test(w)))];
}

/**
 * Cited sentences from a document on another topic, measured independently of the engine: of the
 * question's content words (by wordKey), the cited document (title and text) names none that is
 * distinctive in this library (used by some of its documents, at most a third), so it shares only
 * general words with the question ("winter" in a note on tyres, for a question on hedgehogs in winter);
 * when no question word is distinctive, it names fewer than half as many of them as the library's
 * document naming the most. `library`: every document's text. Pure.
 */
export function unrelatedCited(query: string, cited: { sentence: string; title: string; text: string }[], library: string[]): string[] {
  const keysOf = (text: string): Set<string> => new Set(contentWords(text).map(wordKey));
  const asked = [...new Set(questionWords(query).map(wordKey))];
  const libraryKeys = library.map(keysOf);
  const common = Math.max(1, Math.floor(library.length / 3));
  // distinctive: used by some documents of the library, at most a third of them
  const distinctive = asked.filter((k) => {
    const used = libraryKeys.filter((keys) => keys.has(k)).length;
    return used > 0 && used <= common;
  });
  const named = (keys: Set<string>): number => asked.filter((k) => keys.has(k)).length;
  const most = Math.max(0, ...libraryKeys.map(named));
  const related = new Map<string, boolean>();
  const out: string[] = [];
  for (const { sentence, title, text } of cited) {
    const key = `${title}\n${text}`;
    if (!related.has(key)) {
      const keys = keysOf(key);
      related.set(key, distinctive.length > 0 ? distinctive.some((k) => keys.has(k)) : named(keys) > 0 && named(keys) * 2 >= most);
    }
    if (related.get(key) === false) out.push(sentence);
  }
  return out;
}

