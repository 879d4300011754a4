// A noun the asker uses that a source names only by a word for its kind: "Can I take my SPANIEL on the ferry?" over
// "Dogs must be microchipped", "will the trust pay for my LUNCH" over "up to £8 towards a meal". Owns when such a word
// counts as covered (concepts.ts partCoverage reads it so, and compose.ts says so in a note: what the sources say of the
// kind is what the answer gives, never more). Only a common noun (never a name, a figure, what is asked for, a word of
// several senses), by its most frequent sense, its kind at most three steps up WordNet's hierarchy and specific enough
// (kinds.ts nearestKind), named in one sentence with another word of the question the source covers. Pure but for the
// shipped lexicon.
import { isGeneralWord, isModifierWord } from './lexicon';
import { knowsNoun, nearestKind } from './kinds';
import { verbShareOfForm } from './verbs';
import { sentences, stem, words } from './text';

export interface KindConcept {
  term: string;
  stem: string;
}

/** How far up the hierarchy a kind may be, and how far below its root (a word for things in general never stands for one). */
const LEVELS = 3;
const MIN_DEPTH = 6;

/** May a question's word be read as its kind: a common noun of one main sense, no figure, no name, no modifier. Pure but for the lexicon. */
export function readableAsKind(term: string, part: string): boolean {
  if (!/^[a-z]{3,}$/.test(term) || isGeneralWord(term) || isModifierWord(term) || !knowsNoun(term) || verbShareOfForm(term) >= 0.5) return false;
  // (a name: the word written with a capital inside the question, not at its start)
  return !new RegExp(`(?<!^\\s*)\\b${term[0]?.toUpperCase() ?? ''}${term.slice(1)}\\b`).test(part);
}

/**
 * The question's words a text says by their kind, by stem, with the kind's word ("spaniel" → "dog"): for each required
 * concept not covered, readable as its kind, the nearest kind the text names in a sentence that also names another
 * required concept (`names`). Pure but for the lexicon.
 */
export function kindsSaid<C extends KindConcept>(part: string, required: C[], text: string, covered: ReadonlySet<string>, exclude: ReadonlySet<string>, names: (sentence: string, others: C[]) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  const candidates = required.filter((c) => !covered.has(c.stem) && !exclude.has(c.stem) && readableAsKind(c.term, part));
  if (candidates.length === 0) return out;
  // (each sentence's word stems read once: the walk up the hierarchy asks of every lemma it passes)
  const said = sentences(text).map((sentence) => ({ sentence, stems: new Set(words(sentence).map(stem)) }));
  for (const c of candidates) {
    const others = required.filter((r) => r !== c);
    const kind = nearestKind(c.term, (lemma) => !isGeneralWord(lemma) && said.some((s) => s.stems.has(stem(lemma)) && names(s.sentence, others)), LEVELS, MIN_DEPTH);
    if (kind !== null) out.set(c.stem, kind);
  }
  return out;
}
