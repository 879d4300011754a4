// Which table column measures the quality a comparative or superlative asks about, when the column is
// named by the noun of that quality rather than by the question's word: "stronger" → "Minimum breaking
// strength (kN)", "the lightest" → "Weight (g/m)", "wider" → "Width (cm)". The tie is WordNet's
// attribute relation (resources/lexicon/wordnet-attributes.txt, built by scripts/wordnet-attributes.mjs:
// strong and weak are values of strength, light and heavy of weight), with the end of the noun's scale
// the adjective stands for (strong: more strength; light: less weight). Used by table-rows.ts (which row a
// superlative asks for) and table-compare.ts (the column two rows are compared on). Parsing and look-up
// are pure; the file is read once, lazily.
import { lemmaOf, lexiconFilePlaces, readFirst } from './lemmas';
import { sameFamily } from './morphology';
import { isStopWord, stem, words } from './text';
import { antonymStems, isCommonNoun, isModifierWord, lexicalRelations, lexiconWord } from './lexicon';
import { verbShareOfForm } from './verbs';

export interface AttributeOf {
  /** The noun's stem ("strength"). */
  noun: string;
  /** +1: the adjective is the noun's high end (strong), −1 its low end (weak, light), 0 not known. */
  end: number;
}

/** Parses "t <adjective> <noun> <+|-|0>" lines into adjective → the nouns it is a value of. Pure. */
export function parseAttributes(text: string): Map<string, AttributeOf[]> {
  const out = new Map<string, AttributeOf[]>();
  for (const line of text.split('\n')) {
    const m = /^t ([a-z]+) ([a-z]+) ([-+0])$/.exec(line.trim());
    if (!m) continue;
    const adjective = m[1] ?? '';
    const entry = { noun: stem(m[2] ?? ''), end: m[3] === '+' ? 1 : m[3] === '-' ? -1 : 0 };
    out.set(adjective, [...(out.get(adjective) ?? []), entry]);
  }
  return out;
}

let shipped: Map<string, AttributeOf[]> | null = null;

function attributes(): Map<string, AttributeOf[]> {
  if (!shipped) shipped = parseAttributes(readFirst(lexiconFilePlaces('wordnet-attributes.txt')));
  return shipped;
}

/** Every noun WordNet gives as an attribute (weight, length, age, size, …), as words of the shipped lexicon's stems. Pure but for the shipped file. */
export function attributeNouns(table: Map<string, AttributeOf[]> = attributes()): string[] {
  return [...new Set([...table.values()].flat().map((a) => a.noun))];
}

/** The nouns a quality word (an adjective, or its comparative/superlative: "lighter", "strongest") is a value of. Pure but for the shipped file. */
export function attributesOf(quality: string, table: Map<string, AttributeOf[]> = attributes()): AttributeOf[] {
  const word = quality.toLowerCase();
  const own = table.get(word);
  if (own) return own;
  // "stronger" / "strongest" / "lighter": the lemma, or the word less its -er / -est ("wider" → wide)
  const bases = [lemmaOf(word), word.replace(/est$/, ''), word.replace(/er$/, ''), word.replace(/st$/, ''), word.replace(/r$/, ''), word.replace(/iest$/, 'y'), word.replace(/ier$/, 'y')];
  for (const base of bases) {
    const found = base !== word ? table.get(base) : undefined;
    if (found) return found;
  }
  return [];
}

/**
 * Does a column's name measure the quality (`quality`: an adjective or its comparative/superlative), by a word
 * of the quality's own family ("Stretch" for "stretchy": +1) or as the noun it is a value of? Returns the end of the column's figures "more of the quality" is: +1 the larger
 * figures ("stronger" over "breaking strength"), −1 the smaller ("lighter" over "weight"), 0 tied but the
 * end unknown; null when the column names none of the quality's nouns (its unit in brackets aside). Pure
 * but for the shipped file.
 */
export function columnOfQuality(columnName: string, quality: string, table: Map<string, AttributeOf[]> = attributes()): number | null {
  const named = new Set(words(columnName.replace(/\([^)]*\)/g, ' ').replace(/_/g, ' ')).map(stem));
  // the quality's own word family: "stretchier" / "stretchy" over "Stretch at working load", "more elastic" over "Elasticity"
  const base = lemmaOf(quality.toLowerCase());
  const own = [stem(base), stem(base.replace(/y$/, ''))];
  if ([...named].some((w) => own.some((q) => q.length >= 3 && (w === q || sameFamily(w, q) || sameFamily(q, w))))) return 1;
  // its antonym's family runs the other way: "noise at boil (dB)" for quieter (noisy, the noun's -y adjective; "Danger rating" for safer)
  if ([...named].some((w) => w.length >= 4 && [...antonymStems(base)].some((a) => a === w || a === `${w}i`))) return -1;
  const nouns = attributesOf(quality, table);
  // its attribute noun, or a word of one of that noun's senses ("Altitude (m)" for the highest: WordNet's {altitude, height})
  const ownNoun = nouns.filter((a) => named.has(a.noun));
  const tied = ownNoun.length > 0 ? ownNoun : nouns.filter((a) => [...named].some((w) => w.length >= 4 && lexicalRelations(lexiconWord(a.noun)).direct.has(w)));
  if (tied.length === 0) return null;
  const ends = new Set(tied.map((a) => a.end));
  return ends.size === 1 ? (tied[0]?.end ?? 0) : 0;
}

/** English's auxiliaries and subject pronouns (closed classes of the grammar): a verb follows them ("was CAST", "they RANG"). */
const BEFORE_VERB = /^(?:am|is|are|was|were|be|been|being|has|have|had|do|does|did|will|would|shall|should|can|could|may|might|must|it|they|he|she|we|i|you|who)$/;

/**
 * The question's words said as verbs where they stand (stems): a word WordNet uses mostly as a verb, after an
 * auxiliary or a subject pronoun ("was CAST"), after a noun that is its subject ("which bell CAST by…", "which
 * rope STRETCHES…"), or before "by" (a passive's agent). A word after a determiner, a number, a preposition
 * or an adjective ("the highest COUNT", "per VISIT") stands as a noun. Pure but for the lexicon.
 */
export function verbsAsSaid(query: string): Set<string> {
  const tokens = words(query);
  const out = new Set<string>();
  tokens.forEach((token, i) => {
    if (verbShareOfForm(token) < 0.5) return;
    const before = tokens[i - 1] ?? '';
    const subject = before !== '' && !isStopWord(before) && !isModifierWord(before) && isCommonNoun(lemmaOf(before)) && verbShareOfForm(before) < 0.5;
    if (BEFORE_VERB.test(before) || subject || tokens[i + 1] === 'by') out.add(stem(token));
  });
  return out;
}
