// The figures a follow-up asks for "for each X" (chat.ts asks: "Just the totals for each pest", "Only the figures for
// every branch"): sources give such figures as an enumeration, a paragraph that opens on one member of X with its
// figure and goes on through the others ("The varied carpet beetle was again the pest caught most often, with 136 …
// Silverfish came second with 116 … clothes moths … 42"). The later members are seldom called X again, so they are
// read by the paragraph they stand in, not by their words. Owns finding that run. Pure but for the lexicon.
import { mentioned, stemsOf, type Concept } from './concepts';

export interface FigureParagraph {
  sentences: string[];
  citation: number;
}

/**
 * The run of figure sentences that enumerates what a request names: in the first paragraph (sources' order) where a
 * sentence states a figure and names one of the request's words, that sentence and the figure sentences after it in
 * the same paragraph, n at most; [] when no paragraph has such a run of two or more. Pure but for the lexicon.
 */
export function enumeratedFigures(about: Concept[], paragraphs: FigureParagraph[], isFigure: (text: string) => boolean, n: number): { text: string; citations: number[] }[] {
  if (about.length === 0 || n < 2) return [];
  for (const paragraph of paragraphs) {
    const start = paragraph.sentences.findIndex((s) => isFigure(s) && mentioned(about, stemsOf(s)).length > 0);
    if (start < 0) continue;
    const run = paragraph.sentences.slice(start).filter(isFigure).slice(0, n);
    if (run.length >= 2) return run.map((text) => ({ text, citations: [paragraph.citation] }));
  }
  return [];
}
