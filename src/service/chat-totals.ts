// Totals asked in a follow-up ("Just the season totals for the two traps, no prose", "Only the overall figures for
// each site", "Could I have the grand totals?"): the figures asked are the sources' own totals, the table rows whose
// label or notes name a total ("2025 total", "season total for the Ashweir trap") and the sentences that state one
// ("In all, 1,485 were counted"), not the monthly rows nor the figures the research answer gave. Owns reading a
// request as asking totals (a word of the total family: the word itself, its WordNet synonyms, and modifiers GloVe puts
// nearer "total" than "average": overall, combined) and picking those lines. Pure but for the lexicon and vectors.
import type { TableCell } from './passage';
import { lemmaOf } from './lemmas';
import { stem, words } from './text';
import { isTotalWord } from './total-words';

export { isTotalWord };

/** The words of a request that ask totals ("season totals" → totals; "overall figures" → overall); [] when none. Pure but for the lexicon. */
export function totalsAsked(message: string): string[] {
  return words(message.toLowerCase()).filter((w) => isTotalWord(w));
}

/**
 * The words of a request without what it turns down: "no prose", "nothing else", "without any commentary", "not the
 * monthly rows", "no need for the quarterly breakdown" name what the reply must leave out, never its topic. A negator
 * runs to the end of its clause. Pure.
 */
export function withoutRefused(message: string): string {
  return message.replace(/\b(?:no|not|without|nothing|never|minus|none)\b[^.,;:!?—–()]*/gi, ' ');
}

export interface TotalLine {
  text: string;
  citation: number;
  cells?: TableCell[];
}

/**
 * The lines of the sources that state a total: a table row whose label (its first cell) or another text cell names a
 * word of the total family, or a sentence naming one and stating a figure; with `about` (the request's topic words,
 * "traps", "roosts"), only those naming one of them that some line names (in a cell, a column name or the sentence).
 * In source order. Pure
 * but for the lexicon.
 */
export function totalLines(lines: TotalLine[], about: string[], several = false): TotalLine[] {
  const picked = totalLinesOf(lines, about);
  // totals "for each" thing, "for both", "per site": one line is a grand total, not theirs (the caller keeps the
  // enumeration a source gives)
  return several && picked.length < 2 ? [] : picked;
}

/** Does a request ask the figures of several things: "for each pest", "for every site", "for both", "for the two traps", "per roost", "by branch"? Pure. */
export function asksSeveral(message: string): boolean {
  return /\b(?:each|every|both|per|by|all the)\b|\b(?:the|its|their)\s+(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i.test(withoutRefused(message));
}

function totalLinesOf(lines: TotalLine[], about: string[]): TotalLine[] {
  const found = lines.filter((line) => {
    if (line.cells && line.cells.length > 0) return line.cells.some((c) => !/^\s*[\d.,%£$€-]+\s*$/.test(c.value) && words(c.value).some((w) => isTotalWord(w)));
    return /\d/.test(line.text.replace(/\[\d+\]/g, '')) && words(line.text).some((w) => isTotalWord(w));
  });
  // of what the request names ("for the two traps"): the totals that name it; none naming it, no totals of it (the
  // totals "for each pest" of a source that enumerates pests and gives one grand total are its enumeration)
  // (a word of the request no line of the sources names, "the two SITES" of a table whose column is "roost", is the
  // reader's own wording and tells no line apart)
  const names = (line: TotalLine, stems: Set<string>): boolean => words(line.text).some((w) => stems.has(stem(lemmaOf(w))));
  const aboutStems = new Set(about.map((w) => stem(lemmaOf(w.toLowerCase()))).filter((s) => lines.some((line) => names(line, new Set([s])))));
  if (aboutStems.size === 0) return found;
  return found.filter((line) => names(line, aboutStems));
}
