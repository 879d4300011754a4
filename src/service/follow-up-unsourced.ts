// Follow-ups on a research job that cited no sources (its question's words were not in the library as asked:
// "the right safety kit"): the chat is not dead. A follow-up is read over the whole library, with the research
// question's words as its context, and what a document says of it is given in that document's own words, named by
// its title and uncited (it is no source of this research: a new research job would cite it); what nothing in the
// library says stays refused plainly. Owns the words searched for such a follow-up and the reply built from a
// composition over the library. Pure.
import { conceptsOf, mentioned, stemsOf, withoutInstructionWords } from './concepts';
import { isTalkWord } from './follow-up-talk';

/** A sentence of a chat reply: its text and its [n] citations ([] here: nothing of this research is cited). */
export interface UnsourcedLine {
  text: string;
  citations: number[];
}

/** What a composition over the library gives this module: its sentences with their documents' titles. */
export interface LibraryComposition {
  answered: boolean;
  sentences: { text: string; citationIndex: number }[];
  sources: { citationIndex: number; title: string }[];
}

/** The words searched for a follow-up of a job with no sources: its own content words, then the research question's. Pure but for the shipped lexicon. */
export function unsourcedTerms(followUp: string, researchQuery: string): string[] {
  const own = conceptsOf(withoutInstructionWords(followUp), { dropInstructionWords: true }).filter((c) => !c.soft && !isTalkWord(c.term));
  const research = conceptsOf(withoutInstructionWords(researchQuery), { dropInstructionWords: true }).filter((c) => !c.soft);
  return [...new Set([...own, ...research].map((c) => c.term))];
}

/**
 * The reply to a follow-up of a job with no sources, from a composition of it over the library: a line saying the
 * research cited nothing and naming the document, then that document's sentences (two at most, its own words,
 * uncited); null when the composition answers nothing, or names none of the follow-up's own content words (or it
 * has none), or its document names none of the research question's (a sentence of another document is no answer). Pure but for the shipped lexicon.
 */
export function unsourcedReply(followUp: string, researchQuery: string, composition: LibraryComposition): UnsourcedLine[] | null {
  const lead = composition.sentences[0];
  if (!composition.answered || !lead) return null;
  const own = conceptsOf(withoutInstructionWords(followUp), { dropInstructionWords: true }).filter((c) => !c.soft && !isTalkWord(c.term));
  const research = conceptsOf(withoutInstructionWords(researchQuery), { dropInstructionWords: true }).filter((c) => !c.soft);
  const from = composition.sentences.filter((s) => s.citationIndex === lead.citationIndex).slice(0, 2);
  const said = stemsOf(from.map((s) => s.text).join(' '));
  const title = composition.sources.find((s) => s.citationIndex === lead.citationIndex)?.title ?? '';
  // the document is on the research's topic (its sentences or its title name a word of the research question), and
  // what it says names a word the follow-up asks about, when the follow-up has one of its own
  if (mentioned(research, stemsOf(`${title} ${from.map((s) => s.text).join(' ')}`)).length === 0) return null;
  // (a follow-up with no word of its own, "What should they have had?", is no question a document can be found for)
  if (own.length === 0 || mentioned(own, said).length === 0) return null;
  return [
    { text: `This research cited no sources, so nothing here is cited; your library's "${title}", which a new research job would use, says:`, citations: [] },
    ...from.map((s) => ({ text: s.text, citations: [] })),
  ];
}
