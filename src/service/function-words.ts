// Words of a question that stand for something instead of naming a topic (concepts.ts conceptsOf):
// indefinite pronouns, which English builds from some/any/every/no + one/body/thing/where
// ("someone", "anything", "everywhere"), and the pronoun plurals of the closed class of determiners
// ("others", "ones"), and "else" after them. "How do honey bees tell others where food is?" asks about bees and food; no
// source needs the word "others", and a gap note never names it. Pure.

const INDEFINITE = /^(?:some|any|every|no)(?:one|body|thing|where|place|time|how|way)s?$/;
/** Determiners used as pronouns in the plural, and the adverb that follows pronouns ("someone else"): closed classes of English grammar. */
const PRONOUN_LIKE = /^(?:others|ones|else)$/;

export function isFunctionLike(word: string): boolean {
  const w = word.toLowerCase();
  return INDEFINITE.test(w) || PRONOUN_LIKE.test(w);
}
