// "How damp should the air be kept?", "How steep is the lane?", "How salty is the lagoon?": a how-question on a
// quality asks for its level, a figure; the lead is the sentence that gives a figure of that quality, said in the
// source's own words ("keeping the relative HUMIDITY between 40 and 60 per cent" for damp), not a sentence about
// the setting that names no level ("the soundboard loses moisture"). The quality's word in the source is found by
// data: WordNet's attribute noun of the adjective (wordnet-attributes.txt: steep → steepness) or a word close to it
// in GloVe (damp ~ humidity 0.53), in the same clause as the figure. Used by compose.ts. Pure but for the shipped
// tables.
import { isModifierWord, lexicalRelations } from './lexicon';
import { isStopWord, stem, words } from './text';

/** The how-questions answer-shape.ts reads already (how much, how long, how far…) and adverbs of manner or degree. */
const READ_ELSEWHERE = /^(?:much|many|long|far|big|large|tall|high|heavy|old|fast|often|frequent|frequently|deep|wide|hot|cold|warm|well|soon|come|exactly|far|likely|important|true|good|bad|best|safe|easy|hard|difficult|useful|effective|successful|common|popular)$/i;

/**
 * The quality a "how <adjective> …" question asks the level of ("How damp should the air be kept?" → damp), or
 * null. Not the how-questions read elsewhere, nor a quality that has no level in figures (likely, important, safe). Pure
 * but for the shipped modifier table.
 */
export function askedQuality(query: string): string | null {
  const m = /^\s*(?:(?:i\s+(?:was\s+)?wonder(?:ing|ed)?|can\s+you\s+tell\s+me|do\s+you\s+know)\s+)?how\s+([a-z]{3,})\b/i.exec(query.replace(/[*_]/g, ''));
  const word = (m?.[1] ?? '').toLowerCase();
  if (!word || READ_ELSEWHERE.test(word) || !isModifierWord(word) || /ly$/.test(word)) return null;
  return word;
}

/**
 * The stems a source may name the quality by besides its own word: WordNet's attribute nouns of the adjective
 * (`attributeStems`, table-columns.ts) and the direct synonyms of its "-ness" noun ("saltiness" → salinity). Pure but
 * for the shipped lexicon.
 */
export function qualityStems(quality: string, attributeStems: string[]): string[] {
  const nouns = [`${quality}ness`, `${quality.replace(/y$/, 'i')}ness`];
  return [...new Set([...attributeStems, ...nouns.map(stem), ...nouns.flatMap((n) => [...lexicalRelations(n).direct])])];
}

/** A figure, in digits or words. */
const FIGURE = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|half|a third|a quarter)\b/i;

/** How close (GloVe cosine) a source word must be to the quality asked to say it (damp ~ humidity 0.53, windy ~ gusts 0.43); the figure in its clause is the rest of the evidence. */
export const QUALITY_SIMILARITY = 0.4;

/**
 * Does a text give a level of the quality asked: a figure and, in the same clause, the quality's own word, its
 * attribute noun (`attributes`, stems), or a word close to it (`similar`: a cosine or null)? Pure.
 */
export function givesLevelOf(text: string, quality: string, attributes: string[], similar: (a: string, b: string) => number | null): boolean {
  const q = stem(quality);
  const wanted = new Set([q, ...attributes]);
  // (clauses: "The lagoon is 3 kilometres long | and fed by salt marsh creeks" gives no saltiness)
  return text.split(/[;:.!?]|,\s(?=\p{Ll})|\s(?:and|but|while|whereas)\s/u).some((clause) => {
    if (!FIGURE.test(clause)) return false;
    return words(clause).some((w) => {
      const lower = w.toLowerCase();
      if (lower.length < 4 || isStopWord(lower)) return false;
      const s = stem(lower);
      // (a noun of the quality's stem: "density" for dense, stem "densiti" on the attribute's "dens")
      return wanted.has(s) || [...wanted].some((w) => w.length >= 4 && s.startsWith(w)) || (similar(quality, lower) ?? 0) >= QUALITY_SIMILARITY;
    });
  });
}
