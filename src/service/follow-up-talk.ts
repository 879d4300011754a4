// Conversational words of a follow-up as people type it: pronouns ("get MINE done", "set US back"), the lightest
// verbs ("GET mine DONE", "how fast can it GO", "MAKE the call"), discourse adverbs ("did it ACTUALLY beat …",
// "were they PROPERLY kitted out") and the measuring adjective of a how-question ("how HEAVY": the weight asked,
// "how FAST": the speed). Owns the test of such a word and the follow-up without the ones no source uses. They carry
// the conversation, not its topic: such a word no source uses never makes a follow-up another question
// (chat-context.ts readFollowUp leaves them out of the words no source uses), and a follow-up refused over them
// alone is asked again without them (chat.ts). Pure but for the shipped lexicon (WordNet senses, verb shares,
// modifiers and the attribute relation: heavy → weight).
import { wordDimension, type Dimension } from './amounts';
import { lemmaOf } from './lemmas';
import { isModifierWord, lexicon } from './lexicon';
import { attributesOf } from './table-columns';
import { stem } from './text';
import { baseFormCandidates, verbShare, verbShareOfForm } from './verbs';

/** Personal, possessive and indefinite pronouns (a closed class of grammar): they stand for something said, never for a topic. */
const PRONOUN = /^(?:i|me|my|mine|myself|we|us|our|ours|ourselves|you|your|yours|yourself|yourselves|he|him|his|himself|she|her|hers|herself|it|its|itself|they|them|their|theirs|themselves|anybody|anyone|somebody|someone|everybody|everyone|nobody|anything|something|everything|either|neither|y'all|ya)$/;

/** The two-letter verbs and their forms (the shipped lexicon keeps words of three letters or more): "be", "do", "go". */
const SHORT_VERB = /^(?:be|am|is|are|was|were|been|being|do|does|did|done|doing|go|goes|went|gone|going|gonna)$/;

/** The auxiliaries of a question's frame ("When DID they take …", "IS it …"): kept when the light verbs go. */
const AUXILIARY = /^(?:am|is|are|was|were|be|been|do|does|did|has|have|had|can|could|will|would|shall|should|may|might|must)$/;

export function isPronoun(word: string): boolean {
  return PRONOUN.test(word.toLowerCase().replace(/[’]/g, "'"));
}

/** A word's verb lemma: its lemma ("went" → go), else the first regular base the verb table knows ("picked" → pick). */
function verbLemma(word: string): string {
  const lower = word.toLowerCase();
  const lemma = lemmaOf(lower);
  if (lemma !== lower) return lemma;
  return baseFormCandidates(lower).find((b) => verbShare(b) > 0) ?? lower;
}

/**
 * One of the lightest verbs, whose meaning comes from its object or particle ("get it done", "make the call",
 * "take the box away", "set us back"): "be", "do", "go", or a verb of twenty WordNet senses or more used mostly as
 * a verb ("get", "make", "take", "come", "keep", "have", "set"). Pure but for the shipped lexicon.
 */
export function isLightVerb(word: string): boolean {
  const lower = word.toLowerCase();
  if (SHORT_VERB.test(lower)) return true;
  const lemma = verbLemma(lower);
  if (lemma.length < 3) return /^(?:be|do|go)$/.test(lemma);
  const senses = lexicon().senses?.get(stem(lemma)) ?? 0;
  return senses >= 20 && verbShareOfForm(lemma) >= 0.9;
}

/** A discourse adverb ("actually", "properly", "really", "just"): a modifier in -ly, or one WordNet tags mostly as an adverb that names no measure. */
export function isDiscourseAdverb(word: string): boolean {
  const lower = word.toLowerCase();
  if (/^(?:just|still|even|ever|really|actually|anyway|already|yet|again|also|too|quite|pretty|rather|so|then|now|there|here|back|away|up|out|off|over|around|about)$/.test(lower)) return true;
  return lower.length >= 5 && /ly$/.test(lower) && isModifierWord(lower) && measureDimension(lower) === null;
}

/**
 * An adjective of the whole or of sameness, said like a determiner ("the WHOLE overhaul", "the ENTIRE bill", "the
 * SAME one"): it picks no other kind of the noun it goes with. A closed class of grammar, as determiners are. Pure.
 */
export function isWholeWord(word: string): boolean {
  return /^(?:whole|entire|overall|complete|same|very|exact|actual|own|usual)$/.test(word.toLowerCase());
}

/**
 * The kind of amount a measuring word names: an amount word ("cost", "price", "weight"), or an adjective WordNet
 * gives as a value of a measure ("heavy" → weight, "fast" → speed, "old" → age, "far" → distance, "hot" →
 * temperature), or its adverb ("quickly" → speed); null otherwise. Pure but for the shipped lexicon.
 */
export function measureDimension(word: string): Dimension | 'age' | null {
  const lower = word.toLowerCase();
  const own = wordDimension(lower) ?? wordDimension(lemmaOf(lower));
  if (own) return own;
  if (/^quick(?:ly)?$/.test(lower)) return 'speed';
  const adjective = /\p{L}{3,}ly$/u.test(lower) ? lower.replace(/ily$/, 'y').replace(/ly$/, '') : lower;
  for (const a of attributesOf(adjective)) {
    if (a.noun === stem('age')) return 'age';
    const dimension = NOUN_DIMENSIONS[a.noun];
    if (dimension) return dimension;
  }
  return null;
}

/** The attribute nouns of WordNet (stems) that name a measure an amount states. */
const NOUN_DIMENSIONS: Record<string, Dimension> = {
  [stem('weight')]: 'weight',
  [stem('speed')]: 'speed',
  [stem('fastness')]: 'speed',
  [stem('swiftness')]: 'speed',
  [stem('temperature')]: 'temperature',
  [stem('distance')]: 'length',
  [stem('length')]: 'length',
  [stem('height')]: 'length',
  [stem('depth')]: 'length',
  [stem('width')]: 'length',
  [stem('duration')]: 'time',
};

/**
 * Is a word of a follow-up conversational rather than its topic: a pronoun, a light verb, a discourse adverb, or
 * a measuring word (the kind of answer asked, which the amount stated says)? Pure but for the shipped lexicon.
 */
export function isTalkWord(word: string): boolean {
  return isPronoun(word) || isLightVerb(word) || isDiscourseAdverb(word) || measureDimension(word) !== null;
}

/**
 * The follow-up without its conversational words no source uses ("What would a new Perkoz set us back?" → "What
 * would a new Perkoz?"; "Did it actually beat the peat one?" → "Did it beat the peat one?"), keeping every word a
 * source uses and the question's own frame (wh-word, auxiliary); null when nothing is dropped or no content word
 * is left. A measuring word is kept: it names what is asked. Pure but for the shipped lexicon.
 */
export function withoutTalk(question: string, sourceStems: Set<string>): string | null {
  const tokens = question.split(/(\s+)/);
  let dropped = 0;
  let content = 0;
  const kept = tokens.map((token, i) => {
    const word = token.toLowerCase().replace(/[^\p{L}'’]/gu, '');
    if (word === '' || /^\s+$/.test(token)) return token;
    // the question's first word (its wh-word or auxiliary) and its auxiliaries frame it
    if (i === 0 || AUXILIARY.test(word)) return token;
    const used = sourceStems.has(stem(word)) || sourceStems.has(stem(lemmaOf(word)));
    if (!used && measureDimension(word) === null && (isLightVerb(word) || isDiscourseAdverb(word) || (isPronoun(word) && !/^(?:it|they|them|he|she|him|her|its|their)$/.test(word)))) {
      dropped += 1;
      // (its closing punctuation stays: "set us back?" → "?")
      return token.replace(/^[\p{L}'’-]+/u, '');
    }
    if (word.length >= 3 && !isPronoun(word) && !SHORT_VERB.test(word)) content += 1;
    return token;
  });
  if (dropped === 0 || content === 0) return null;
  return kept.join('').replace(/\s+([?.!,])/g, '$1').replace(/\s{2,}/g, ' ').trim();
}
