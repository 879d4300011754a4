// The topic an instruction names beyond the answer itself (chat.ts builds from it): "Summarise the decision in two
// sentences", "Put the funding in a table", "Lay the costs out as a table" ask for a summary or a table OF
// something, which the research answer may not hold (its lead is about why the pool closes; the decision and the
// funding are in the job's sources). Owns which words of an instruction name that topic (not the form, not the
// research's own subject, only words the job's sources use) and whether a sentence is on it. Pure but for the
// shipped lexicon.
import { conceptsOf, mentioned, mentionedInOtherWords, stemsOf, type Concept } from './concepts';

/** Words of asking for a form or a summary, never a topic ("sum up", "boil … down", "lay … out", "all of that"). */
const FORM_WORDS = /^(?:summari[sz]e|summary|summaries|sum|recap|gist|condense|boil|short|shorter|brief|version|table|tabular|tabulate|lay|set|put|give|make|draw|show|list|bullets?|points?|sentences?|lines?|whole|answer|everything|all|that|this|it|out|down|up|main|key|quick)$/i;

/**
 * The words of an instruction that name its topic: its content words but those of asking for a form, and those the
 * research question itself names (the answer is about them already); only words the job's sources use, in their
 * own words or in other words ("decision" for "decided"). [] when it names none (a summary of the answer itself).
 */
export function instructionTopicWords(instruction: string, researchQuery: string, sourceStems: Set<string>): Concept[] {
  const research = new Set(conceptsOf(researchQuery, { dropInstructionWords: true }).map((c) => c.stem));
  const own = conceptsOf(instruction, { dropInstructionWords: true }).filter((c) => !c.soft && !FORM_WORDS.test(c.term) && !research.has(c.stem));
  const used = new Set([...mentioned(own, sourceStems), ...mentionedInOtherWords(own, sourceStems, 'bridged')]);
  return own.filter((c) => used.has(c));
}

/** Does a sentence name one of the topic's words, in its own words or in other words ("decided" for decision)? */
export function onInstructionTopic(topic: Concept[], sentence: string): boolean {
  const stems = stemsOf(sentence);
  return mentioned(topic, stems).length > 0 || mentionedInOtherWords(topic, stems, 'bridged').length > 0;
}

/** A question's opening word (a wh-word or an auxiliary that asks): a request to "give me" or "can you give me" is none. */
const ASKS = /^(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|has|have|had|will|should)\b/i;

/**
 * Does a request for a form name only what the research itself asked about ("can you give me the main rules as 4
 * bullets" after "What are the rules for wild camping…?")? Its object is then the answer: every content word left
 * but those of asking for a form is one of the research question's own. Not a question ("What are the main rules?"
 * is answered as asked), nor a request naming nothing. Pure but for the shipped lexicon.
 */
export function namesOnlyResearch(request: string, researchQuery: string): boolean {
  if (ASKS.test(request.trim())) return false;
  const research = new Set(conceptsOf(researchQuery, { dropInstructionWords: true }).map((c) => c.stem));
  const own = conceptsOf(request, { dropInstructionWords: true }).filter((c) => !c.soft && !FORM_WORDS.test(c.term));
  return own.length > 0 && own.every((c) => research.has(c.stem));
}
