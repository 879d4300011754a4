// A word of a research question that no source uses: is it the thing the answer must give, or a word of the question's
// setting? (concepts.ts partCoverage reads these before it refuses.) Three readings, each from the question's structure
// or the sources' own figures, never from a list of any question's words:
// - a decade asked ("in the 1990s", "the '90s", "the nineties") is said by any year inside it ("reopened in 1994"): the
//   case asked, read against the sources' years, never a word they must use;
// - a person the reader names as their own ("my friend", "my grandad's old 78s", "our manager") is the reader's
//   circumstance, not what is asked: the sources speak of the rule, the thing or the act, by their own words for people
//   ("employer", "the runner"); such a word weighs as a setting word where no source uses it;
// - an idiom, a two-word verb the question uses and no source does ("What will that SET me BACK?", "Did he KNOCK
//   anything OFF?"), is said by a one-word verb of any of its WordNet senses or their kinds ("costs", "reduced") in a
//   passage that names the rest of the question (resources/lexicon/wordnet-phrasal-senses.txt);
// - a sentence whose subject points back to what its document is about ("It costs £60." on the page of the course asked)
//   says the amount of that thing, as a sentence opening on a definite noun phrase does.
// Pure functions but for the shipped WordNet tables.
import { isKindOf } from './kinds';
import { lexiconFilePlaces, readFirst } from './lemmas';
import { parsePhrasal, type PhrasalTable } from './phrasal';
import { isCommonNoun } from './lexicon';
import { stem } from './text';

/** The years a decade word stands for ("1990s" → 1990-1999; "90s", "’90s" → 1990-1999 or 2090-2099 read as 19xx/20xx), or null. Pure. */
export function decadeOf(term: string): { from: number; to: number; century: boolean } | null {
  const w = term.toLowerCase().replace(/^['’]/, '');
  const full = /^(\d{3})0['’]?s$/.exec(w);
  if (full) {
    const from = Number(full[1]) * 10;
    return { from, to: from + 9, century: true };
  }
  const short = /^(\d)0['’]?s$/.exec(w);
  if (short) {
    const from = Number(short[1]) * 10;
    return { from, to: from + 9, century: false };
  }
  const spoken = SPOKEN_DECADES.indexOf(w);
  return spoken >= 0 ? { from: (spoken + 2) * 10, to: (spoken + 2) * 10 + 9, century: false } : null;
}

/** The decades said in words ("twenties" … "nineties"), in order from the twenties. */
const SPOKEN_DECADES = ['twenties', 'thirties', 'forties', 'fifties', 'sixties', 'seventies', 'eighties', 'nineties'];

/** Does a text state a year inside the decade a word names ("1994" for "1990s"; "1994" or "2094" for "90s")? Pure. */
export function decadeSaidBy(term: string, text: string): boolean {
  const decade = decadeOf(term);
  if (!decade) return false;
  for (const m of text.matchAll(/(?<![\d.,£$€])(1[0-9]|20)(\d{2})(?!\d|[.,]\d|%)(?!\s*(?:%|per\s?cent|km|kg|m\b|metres|miles|people|visitors))/g)) {
    const year = Number(`${m[1] ?? ''}${m[2] ?? ''}`);
    const inDecade = decade.century ? year >= decade.from && year <= decade.to : year % 100 >= decade.from && year % 100 <= decade.to;
    if (inDecade) return true;
  }
  return false;
}

/** Does a sentence open on words that point back to what its document is about ("It costs £60", "They meet…", "The course…")? Pure. */
export function opensOnTopic(sentence: string): boolean {
  return /^\s*(?:the|this|that|these|those|its|their|it|they)\s/i.test(sentence);
}

const READER_OWNER = /^(?:my|our)$/i;

/**
 * The people the reader names as their own: a noun after "my" or "our" (past adjectives) that WordNet files under
 * person ("my friend", "my grandad's", "our new manager"), as written, lower case. Pure but for the shipped tables.
 */
export function readerPeople(part: string): string[] {
  const tokens = (part.match(/[\p{L}'’-]+/gu) ?? []).map((t) => t.toLowerCase().replace(/['’]s$/, ''));
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (!READER_OWNER.test(tokens[i] ?? '')) continue;
    // the noun: the first word after the owner that is a noun of the lexicon (past at most two modifiers: "my elderly aunt")
    for (let j = i + 1; j < Math.min(tokens.length, i + 4); j += 1) {
      const w = tokens[j] ?? '';
      if (!isCommonNoun(w) && !isCommonNoun(w.replace(/s$/, ''))) continue;
      if (isPerson(w)) out.push(w);
      break;
    }
  }
  return out;
}

/** Is a noun a kind of person (WordNet), in its most frequent sense? */
function isPerson(word: string): boolean {
  const singular = word.replace(/(?<=[^s])s$/, '');
  return [word, singular].some((w) => isKindOf(w, 'person', 1));
}

/** What a question's word no source uses is: the thing asked for, or a word of its setting. */
export type UnusedWordKind = 'asked' | 'setting';

/**
 * The decision for one unused word of a question part, given the role its parse gives it (question-roles.ts): a decade
 * is the case asked (said by a year), a person the reader names as their own is the setting, and otherwise the role
 * decides (asked, entity and core words are what the question asks; light and context words its setting). Pure but for
 * the shipped tables.
 */
export function unusedWordKind(part: string, term: string, role: 'asked' | 'entity' | 'core' | 'light' | 'context'): UnusedWordKind {
  if (readerPeople(part).some((p) => stem(p) === stem(term.toLowerCase()))) return 'setting';
  return role === 'light' || role === 'context' ? 'setting' : 'asked';
}

/** "set back" → the one-word verbs of its senses, keyed by the stem of the phrase's verb and its particle ("set back"). */
export type IdiomTable = PhrasalTable;

/** Parses "s <verb> <particle> <word> [<word>…]" lines ("#" comments, anything else ignored), as phrasal.ts reads its own "p" lines. Pure. */
export function parseIdioms(text: string): IdiomTable {
  return parsePhrasal(text, 's');
}

let idioms: IdiomTable | null = null;

/** The shipped table, read on first use (no file, no idioms). */
export function idiomTable(): IdiomTable {
  idioms ??= parseIdioms(readFirst(lexiconFilePlaces('wordnet-phrasal-senses.txt')));
  return idioms;
}

/** A word that may stand between a two-word verb and its particle: a pronoun or an indefinite ("set ME back", "knock ANYTHING off"). */
const BETWEEN = /^(?:me|us|you|him|her|it|them|anything|something|nothing|much|any|some)$/;

/**
 * The two-word verbs of a question, joined or split by one pronoun ("set back", "set me back", "knocked anything off"), as
 * written (the verb and its particle) with the one-word verbs of their senses. Pure over `table`.
 */
export function idiomsOf(part: string, table: IdiomTable = idiomTable()): { verb: string; particle: string; words: string[] }[] {
  const tokens = (part.toLowerCase().match(/\p{L}+/gu) ?? []);
  const out: { verb: string; particle: string; words: string[] }[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const verb = tokens[i] ?? '';
    for (const gap of [1, 2]) {
      if (gap === 2 && !BETWEEN.test(tokens[i + 1] ?? '')) continue;
      const particle = tokens[i + gap] ?? '';
      const found = table.get(`${stem(verb)} ${particle}`);
      if (found) {
        out.push({ verb, particle, words: found });
        break;
      }
    }
  }
  return out;
}

/**
 * The stems of a question's idiom words ("set", "back") a passage says in one word of the idiom's senses ("It COSTS
 * £45"), where the passage also says `others` (the rest of the question). Pure over `table`.
 */
export function idiomStemsSaid(part: string, passageStems: Set<string>, saysRest: boolean, table: IdiomTable = idiomTable()): string[] {
  if (!saysRest) return [];
  const out: string[] = [];
  for (const idiom of idiomsOf(part, table)) {
    if (idiom.words.some((w) => passageStems.has(stem(w)))) out.push(stem(idiom.verb), stem(idiom.particle));
  }
  return out;
}
