// Where two adjacent words of a question may be read as one closed compound (compounds.ts joins "life
// span" into lifespan): only where the phrase can be a noun compound. A verb with its particle ("took
// away", "head out") is a verb phrase, not the noun "takeaway": an English noun compound's first part is
// not an inflected verb ("took", "taking"), and a verb followed by an adverb is read as one only after a
// determiner or an adjective ("a take-away", "a quick getaway"). Pure over the word classes given
// (WordNet's tagged uses by default: verbs.ts, lexicon.ts, lemmas.ts).
import { lemmaOf } from './lemmas';
import { isModifierWord } from './lexicon';
import { verbShareOfForm } from './verbs';

export interface WordClasses {
  /** Share of a form's tagged uses that are verbs (0..1). */
  verbShare: (word: string) => number;
  /** Used mostly as an adjective or adverb. */
  isModifier: (word: string) => boolean;
  /** The form's lemma (itself when it is one). */
  lemma: (word: string) => string;
}

export const WORDNET_CLASSES: WordClasses = { verbShare: verbShareOfForm, isModifier: isModifierWord, lemma: lemmaOf };

/** Words that open a noun phrase: after one of them, "take away" can be the noun. */
const DETERMINER = /^(?:a|an|the|this|that|these|those|my|your|our|their|his|her|its|every|each|any|some|no)$/;

/** Is a form an inflection of a verb ("took", "taking", "takes", "removed"), not its base form? */
export function isInflectedVerb(word: string, classes: WordClasses = WORDNET_CLASSES): boolean {
  if (classes.verbShare(word) < 0.5) return false;
  if (classes.lemma(word) !== word) return true;
  if (/(?:ing|ed)$/.test(word) && word.length > 4) return true;
  return /[^s]s$/.test(word) && classes.verbShare(word.slice(0, -1)) >= 0.5;
}

/**
 * May `first second` (with `before` the word before them, if any) be read as one closed compound? Not when
 * the first is a determiner ("every day"), nor an inflected verb ("took away", "heading out"), nor a verb followed by an adverb particle
 * unless a determiner or an adjective comes before them ("who will take away the bells" is a verb phrase;
 * "a take away", "a quick take away" a noun). Pure over `classes`.
 */
export function pairMayJoin(before: string | undefined, first: string, second: string, classes: WordClasses = WORDNET_CLASSES): boolean {
  // a determiner opens a noun phrase, it is no part of a compound ("every day" is no "everyday")
  if (DETERMINER.test(first) || isInflectedVerb(first, classes)) return false;
  const particle = classes.verbShare(first) >= 0.5 && classes.isModifier(second) && classes.verbShare(second) < 0.5;
  if (!particle) return true;
  return before !== undefined && (DETERMINER.test(before) || classes.isModifier(before));
}
