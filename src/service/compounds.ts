// Compounds and ages as one word each: a closed compound, its open form and its hyphenated form
// ("lifespan", "life span", "life-span") are the same concept, read off WordNet
// (resources/lexicon/wordnet-compounds.txt, built by scripts/wordnet-lexicon.mjs --compounds); and an
// age ("a 10-year-old", "aged 8", "from 1 to 11 years", "under-12s") is one concept, not the words
// "year" and "old". Pure functions over a parsed table; the shipped table is read once, lazily (no
// file: no compounds, words match as before).
import { lexiconFilePlaces, readFirst } from './lemmas';
import { pairMayJoin } from './join-structure';
import { isStopWord, stem, words } from './text';

export interface CompoundTable {
  /** "<stem of first part> <stem of second part>" → the closed compound ("life span" → lifespan). */
  joined: Map<string, string>;
  /** closed compound → its two parts ("lifespan" → life span). */
  parts: Map<string, [string, string]>;
}

/** Parses "j <compound> <first> <second>" lines ("#" comments and anything else ignored). Pure but for `stem`'s lemma table. */
export function parseCompounds(text: string): CompoundTable {
  const joined = new Map<string, string>();
  const parts = new Map<string, [string, string]>();
  for (const line of text.split('\n')) {
    const m = /^j ([a-z]+) ([a-z]+) ([a-z]+)$/.exec(line.trim());
    if (!m) continue;
    const [, compound = '', first = '', second = ''] = m;
    // a part that is a stop word ("break down", "every one") is grammar, not half of a compound
    if (first + second !== compound || isStopWord(first) || isStopWord(second)) continue;
    const key = `${stem(first)} ${stem(second)}`;
    if (!joined.has(key)) joined.set(key, compound);
    if (!parts.has(compound)) parts.set(compound, [first, second]);
  }
  return { joined, parts };
}

let loaded: CompoundTable | null = null;

/** The shipped compound table, read on first use. */
export function compoundTable(): CompoundTable {
  if (!loaded) loaded = parseCompounds(readFirst(lexiconFilePlaces('wordnet-compounds.txt')));
  return loaded;
}

const firstPartsOf = new WeakMap<CompoundTable, Map<string, string>>();

/**
 * Is a stem a closed compound that begins with another word's stem: "wheelchair" with "wheel",
 * "lighthouse" with "light", "waterproof" with "water" (WordNet's compounds). Such a word names
 * something else than its first part, so a shared prefix does not make them one word. Pure over the table.
 */
export function compoundBeginsWith(longer: string, shorter: string, table: CompoundTable = compoundTable()): boolean {
  let firsts = firstPartsOf.get(table);
  if (!firsts) {
    firsts = new Map([...table.parts].map(([compound, [first]]) => [stem(compound), stem(first)]));
    firstPartsOf.set(table, firsts);
  }
  return firsts.get(longer) === shorter;
}

/** The closed compound two adjacent words make ("life", "spans" → lifespan), or null. Pure over the table. */
export function joinedCompound(first: string, second: string, table: CompoundTable = compoundTable()): string | null {
  if (isStopWord(first) || isStopWord(second) || /\d/.test(first + second)) return null;
  return table.joined.get(`${stem(first)} ${stem(second)}`) ?? null;
}

/** The open form of a closed compound ("lifespan" → "life span"), to search for it too; null when it is none. */
export function openForm(word: string, table: CompoundTable = compoundTable()): string | null {
  const parts = table.parts.get(word.toLowerCase());
  return parts ? parts.join(' ') : null;
}

/**
 * A text's words with each adjacent pair that makes a closed compound joined ("the life span of
 * octopuses" → the, lifespan, of, octopuses), in order, where the phrase can be a noun compound
 * (join-structure.ts: "took away" stays two words). Pure over the table and `mayJoin`.
 */
export function wordsWithCompounds(text: string, table: CompoundTable = compoundTable(), mayJoin: (before: string | undefined, first: string, second: string) => boolean = pairMayJoin): string[] {
  const tokens = words(text);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const here = tokens[i] ?? '';
    const next = tokens[i + 1];
    // only where the phrase can be a noun compound: "took away" is a verb and its particle, not a takeaway
    const compound = next === undefined || !mayJoin(tokens[i - 1], here, next) ? null : joinedCompound(here, next, table);
    if (compound) {
      out.push(compound);
      i += 1;
    } else out.push(here);
  }
  return out;
}

/** Stems of the closed compounds a text writes open or hyphenated ("life span" → lifespan): what it says besides its single words. */
export function compoundStems(text: string, table: CompoundTable = compoundTable()): string[] {
  const tokens = words(text);
  const out: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const compound = joinedCompound(tokens[i] ?? '', tokens[i + 1] ?? '', table);
    if (compound) out.push(stem(compound));
  }
  return out;
}

/** Two adjacent words that may be written as one: content words of letters only ("power bank"; not "is land"). */
function joinable(first: string, second: string): boolean {
  return /^\p{L}{2,}$/u.test(first) && /^\p{L}{2,}$/u.test(second) && !isStopWord(first) && !isStopWord(second);
}

/**
 * The stems of every two adjacent content words written as one ("power bank" → powerbank, "life spans" →
 * lifespan): a question's closed word ("powerbank", "smartwatch") is said by a source that writes it open
 * or hyphenated, whether or not WordNet lists it. Pure.
 */
export function pairStems(text: string): string[] {
  const tokens = words(text);
  const out: string[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const [first = '', second = ''] = [tokens[i], tokens[i + 1]];
    if (joinable(first, second)) out.push(stem(first + second));
  }
  return out;
}

/**
 * For each word of a text, the stem of the closed word it makes with its neighbour ("power" and "bank" in
 * "a power bank" → powerbank): a source that writes "powerbank" says both. Words of a WordNet compound are
 * joined already (wordsWithCompounds). Pure.
 */
export function closedForms(tokens: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (word: string, joined: string): void => {
    out.set(word, [...(out.get(word) ?? []), joined]);
  };
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const [first = '', second = ''] = [tokens[i], tokens[i + 1]];
    if (!joinable(first, second)) continue;
    const joined = stem(first + second);
    add(first, joined);
    add(second, joined);
  }
  return out;
}

/** The stem every age expression shares: a question's "10-year-old" is covered by a source's "aged 8 to 13". */
export const AGE_STEM = '#age';

const NUMBER = String.raw`(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)`;
/** "10-year-old", "ten year olds", "18 months old", "aged 8", "age 12", "under-12s", "over 65s", "from 1 to 11 years", "12 years and over". */
const AGE = new RegExp(
  [
    String.raw`\b${NUMBER}[\s-]+(?:years?|yrs?|months?|weeks?)[\s-]+olds?\b`,
    String.raw`\bage[sd]?\s+(?:of\s+)?(?:${NUMBER}|under|over|between|from|below|above)\b`,
    String.raw`\b(?:under|over)[\s-]?\d{1,2}s\b`,
    String.raw`\b${NUMBER}\s*(?:years?|yrs?)\s+(?:and|or)\s+(?:over|older|under|younger|above|up)\b`,
    String.raw`\bfrom\s+${NUMBER}\s*(?:to|-|–)\s*${NUMBER}\s+years\b`,
    // "Nobody under 14 may…", "anyone younger than sixteen is…": a bare number after a bound, followed by a verb or a
    // clause break, not by a unit ("under 14 kg")
    String.raw`\b(?:under|below|over|above|younger\s+than|older\s+than)\s+${NUMBER}(?=\s*(?:[,.;:)]|$|may\b|can\b|cannot\b|can't\b|must\b|mustn't\b|are\b|is\b|should\b|will\b|need\b|needs\b|who\b|years\b))`,
  ].join('|'),
  'giu',
);

/**
 * Can a text state an age at all: every form AGE reads has one of these words. A plain substring search
 * is fast on any text, where AGE's alternation costs about 11 ms per 200 KB (an uploaded note of one
 * 200 KB word made a research 2.5 times slower before stemsOf kept its stems). Pure.
 */
export function mayStateAge(text: string): boolean {
  const lower = text.toLowerCase();
  return ['old', 'age', 'year', 'yr', 'under', 'over', 'below', 'above', 'young'].some((cue) => lower.includes(cue));
}

/** The age expressions of a text, as written ("10-year-old", "aged 8"). Pure. */
export function ageExpressions(text: string): string[] {
  return mayStateAge(text) ? [...text.matchAll(AGE)].map((m) => m[0]) : [];
}

/** The stem a text says when it states an age under 18 ("under 14", "aged 8 and over", "below the age of sixteen"): it speaks of children or teenagers. */
export const YOUNG_AGE_STEM = '#young-age';

/** Does a text state an age under 18 (ageExpressions; its number in digits or words)? Pure. */
export function statesYoungAge(text: string): boolean {
  return anyYoungAge(ageExpressions(text));
}

/** Is one of these age expressions (ageExpressions) an age under 18? Pure. */
export function anyYoungAge(expressions: readonly string[]): boolean {
  return expressions.some((expression) => {
    const n = /\d+/.exec(expression)?.[0];
    const word = Object.keys(NUMBER_WORDS).find((w) => new RegExp(`\\b${w}\\b`, 'i').test(expression));
    const value = n !== undefined ? Number(n) : word !== undefined ? (NUMBER_WORDS[word] ?? 99) : 99;
    return value < 18;
  });
}

/** A text with its age expressions blanked (their words are no concepts of their own). Pure. */
export function withoutAges(text: string): string {
  return mayStateAge(text) ? text.replace(AGE, ' ') : text;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13,
  fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};

/**
 * The person an age names when it is used as a noun ("Can a 10-year-old swim…?", "for my 15-year-old",
 * "ten-year-olds"): "child" under 13, "teenager" from 13 to 17; null for an age of a thing ("a 10-year-old
 * bridge", "a 40-year-old ferry"), an adult's age or an age in months. Used as a noun: a plural, or
 * nothing but punctuation, a stop word or the end after it, or the subject of a question that opens with
 * a modal or auxiliary ("Can a 10-year-old swim"). Pure.
 */
export function personOfAge(text: string): 'child' | 'teenager' | null {
  if (ageIsAudience(text)) return null;
  const m = new RegExp(String.raw`^(.*?)\b(${NUMBER})[\s-]+(?:years?|yrs?)[\s-]+old(s?)\b(?:\s+(\p{L}+))?`, 'iu').exec(text);
  if (!m) return null;
  const [, before = '', number = '', plural = '', after] = m;
  const n = /^\d+$/.test(number) ? Number(number) : (NUMBER_WORDS[number.toLowerCase()] ?? 99);
  const subject = /^\s*(?:can|could|should|may|might|must|will|would|does|do|did|is|are|was|were|has|have)\s+(?:a|an|the|my|our|your|his|her|their)?\s*$/i.test(before);
  const noun = plural !== '' || after === undefined || isStopWord(after.toLowerCase()) || subject;
  if (!noun) return null;
  return n < 13 ? 'child' : n < 18 ? 'teenager' : null;
}

/**
 * Is the age the audience of a request rather than its topic: "Explain how tides work for a 10-year-old",
 * "Describe photosynthesis to my 8-year-old" (a request to explain, describe, summarise… with the age after
 * "for"/"to"); not "Is the sauna safe for a 10-year-old?". Pure.
 */
export function ageIsAudience(text: string): boolean {
  return (
    /^\s*(?:please\s+)?(?:explain|describe|summari[sz]e|tell|teach|write|show|outline|introduce|simplify|say)\b/i.test(text) &&
    new RegExp(String.raw`\b(?:for|to)\s+(?:a|an|my|our|the|your)?\s*${NUMBER}[\s-]+(?:years?|yrs?)[\s-]+olds?\b`, 'iu').test(text)
  );
}
