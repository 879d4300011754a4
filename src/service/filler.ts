// Supporting points from another document that add nothing to the answer (used by compose.ts after the
// lead is chosen): a volcano answer padded with a cheese-cave quote that shares only "gives" or "village"
// with the question. A point from a document other than the lead's stays when it names, in its own words,
// a topic word of the question that the lead's document does not name among the chosen points (it answers
// another part), or names at least half of the question's topic words, or as many of them as the lead names (it is as
// much about the question as the lead: a second source's "2,140 runners finished the Ridgeway Marathon" under the
// organisers' count, in a two-part question whose half is out of any one sentence's reach); otherwise it is filler, and an
// answer may be short when its sources are short on the point. A point that gives what the question asks (a date for
// when, a figure for how much or how many, a person for who) is read in its document's setting: the topic words its
// document's title names count with its own ("…said the first rampart was built around 700 BC" in "Dig reveals secrets
// of Crowburn Hill Fort" names the fort by its title), so a second source's rival figure or date is not cut as filler. The
// topic words are the question's words but general words and describing words; a participle that is mostly a verb form
// ("Why was the fort ABANDONED?") names the act asked, not a quality, and is a topic word (isTopicWord). Pure but for the
// shipped word tables.
import { isGeneralWord, isModifierWord } from './lexicon';
import { verbShareOfForm } from './verbs';

/**
 * Is a question's word one of its topic words for this test: not a general word (ten senses or more), and not a
 * describing word unless its form is mostly a verb's ("abandoned", "needed": the act asked, in a passive). Pure but for
 * the shipped tables.
 */
export function isTopicWord(term: string): boolean {
  if (isGeneralWord(term)) return false;
  return !isModifierWord(term) || verbShareOfForm(term) >= 0.5;
}

/**
 * The chosen points to keep. `topicNamed` gives the question's topic words (neither general words nor
 * modifiers) a point names in its own words; `lead` and `keep` (a verdict's contrast) always stay.
 * `givesAsked` says a point gives what the question asks, and `titleNamed` the topic words its document's title
 * names: such a point names its own words and its title's, and stays when that is half the topic words and one of its own.
 */
export function withoutOffDocumentFiller<T extends { documentId: string; sentences: string[] }>(
  chosen: T[],
  lead: T,
  topicWords: string[],
  topicNamed: (unit: T) => string[],
  keep: (unit: T) => boolean = () => false,
  givesAsked: (unit: T) => boolean = () => false,
  titleNamed: (unit: T) => string[] = () => [],
): T[] {
  if (topicWords.length === 0) return chosen;
  const leadDocument = new Set(chosen.filter((u) => u.documentId === lead.documentId).flatMap(topicNamed));
  const leadNamed = topicNamed(lead).length;
  return chosen.filter((unit) => {
    if (unit === lead || unit.documentId === lead.documentId || keep(unit)) return true;
    const named = topicNamed(unit);
    if (named.some((w) => !leadDocument.has(w)) || named.length * 2 >= topicWords.length || (named.length > 0 && named.length >= leadNamed)) return true;
    // (what is asked, given in a document whose title names the rest of the question: the setting is the title's)
    return named.length > 0 && givesAsked(unit) && new Set([...named, ...titleNamed(unit)]).size * 2 >= topicWords.length;
  });
}
