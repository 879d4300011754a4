// Two sources' figures inside one sentence (used by verdict.ts: the 'figure' evidence of a threshold question). "The
// council's programme page counts 312 gas lamps, but the society's own survey found 340" reports two figures of one
// quantity from two sources: for "Are there more than 320 lamps?" the sources disagree; neither figure is the
// sentence's answer. The sentence is read in its clauses (split at "but", "while", "whereas", "although", "yet", a
// semicolon or a dash); a clause gives a figure of the quantity asked (threshold.ts), or a bare number where another
// clause names what it counts ("found 340"); a clause is attributed when it says "according to" or has a subject
// before a reporting verb (WordNet: one of its frequent senses tells or judges, wordnet-modality.txt); the two subjects
// must differ. The connectives are closed classes of English. Pure but for the lexicon.
import { isReportingVerb } from './modality';
import { isStopWord, stem } from './text';
import { thresholdReadings, type ThresholdQuestion, type ThresholdReading } from './threshold';

export interface SourcedFigure extends ThresholdReading {
  /** Who gives it: the content words of its clause's subject, or what follows "according to". */
  source: string;
}

const CLAUSE = /;|\s[–—]\s|,?\s+\b(?:but|while|whereas|although|though|yet)\b/i;
const NUMBER = /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\b(?!\s*[\p{L}%£$€])|\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?=\s+(?:of\s+them|in\s+all|in\s+total|altogether|were|was|are|is|had|have)\b)/u;

/** Who a clause says gives its figure (`figureAt`: where the figure stands), or null when it attributes it to no one. */
function attribution(clause: string, figureAt: number): string | null {
  const according = /\baccording\s+to\s+((?:[\p{L}'’-]+\s+){0,4}?[\p{L}'’-]+)(?=\s*[,;]|\s+(?:there|the|it|is|are|was|were)\b)/iu.exec(clause);
  if (according) return according[1]?.toLowerCase() ?? null;
  const before = clause.slice(0, figureAt);
  const words = [...before.matchAll(/[\p{L}][\p{L}'’-]*/gu)];
  // the reporting verb nearest before the figure, with a subject of content words before it
  for (let i = words.length - 1; i >= 1; i -= 1) {
    const w = (words[i]?.[0] ?? '').toLowerCase();
    if (isStopWord(w) || !isReportingVerb(w)) continue;
    const subject = words
      .slice(0, i)
      .map((m) => m[0].toLowerCase().replace(/['’]s$/, ''))
      .filter((x) => !isStopWord(x) && !/^(?:own|its|their|his|her|our)$/.test(x));
    return subject.length > 0 ? subject.join(' ') : null;
  }
  return null;
}

/**
 * The figures of the quantity asked that one sentence gives from two different sources, each with its source, or
 * null when it gives fewer than two attributed figures or one source only. Pure but for the lexicon.
 */
export function figuresBySource(sentence: string, q: ThresholdQuestion): SourcedFigure[] | null {
  const clauses = sentence.split(CLAUSE).filter((c) => c.trim() !== '');
  if (clauses.length < 2) return null;
  const read = clauses.map((clause) => ({ clause, readings: thresholdReadings(clause, q, true) }));
  // the words that name what is counted, as a clause that names it writes them ("312 gas lamps" → "gas lamps")
  const named = read.flatMap(({ clause, readings }) =>
    readings.map((r) => /^[\d.,]+\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)/u.exec(clause.slice(r.at).toLowerCase())?.[1]).filter((x): x is string => x !== undefined),
  )[0];
  const out: SourcedFigure[] = [];
  for (const { clause, readings } of read) {
    let reading = readings[0];
    let at = reading?.at ?? -1;
    if (!reading && named) {
      // a bare number whose noun another clause names ("… but the society's survey found 340")
      const bare = NUMBER.exec(clause);
      if (bare) {
        reading = thresholdReadings(`${bare[1] ?? bare[2]} ${named}`, q)[0];
        at = bare.index;
      }
    }
    if (!reading || readings.length > 1) continue;
    const source = attribution(clause, at);
    if (source) out.push({ ...reading, source });
  }
  if (out.length < 2) return null;
  const stems = (s: string): Set<string> => new Set(s.split(/\s+/).map(stem));
  const [a, b] = out;
  if (!a || !b || [...stems(a.source)].some((x) => stems(b.source).has(x))) return null;
  return out;
}
