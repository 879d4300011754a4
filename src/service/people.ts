// People and places a text names, read without a tagger: capitalised names (two words or more, or one
// word inside a sentence) that the text goes on to call he or she are people; names whose last word is
// a common noun ("Carrow Point", "Tay Bridge") or that open with a place word ("St Ives") are places and
// things. Used for chat's "he"/"she" (chat-followup.ts) and a system prompt's "people"/"where" keys
// (prompt.ts). Pure functions but for the shipped lexicon (lexicon.ts isCommonNoun).
import { isCommonNoun } from './lexicon';
import { lemmaOf } from './lemmas';
import { isStopWord, sentences } from './text';
import { escapeRegExp } from '../shared/regexp';

const NAME = /\p{Lu}[\p{Ll}'’-]+(?:\s+(?:(?:de|van|von|der|den|da|di|du|le|la|al|bin|ibn|del|dos|das)\s+){0,2}\p{Lu}[\p{Ll}'’-]+){0,3}/gu;
export const PERSONAL = /\b(?:he|she|him|his|her|hers|himself|herself)\b/i;
/** Capitalised words that open a name only by opening the sentence ("The", "In", "After"). */
const OPENERS = /^(?:The|A|An|In|On|At|By|For|From|To|After|Before|When|While|During|This|That|These|Those|His|Her|Its|Their|Our|My|It|He|She|They|We|I|But|And|Or|So|As|If|Since|Until|Although|Though|Because|Then|There|Here|Some|Many|Most|Each|Every|All|Both|No|Not|One|Two|Three|Under|Over|With|Without|Between|Among|Mr|Mrs|Ms|Dr|Sir|Lady|Lord)\s+/;

/** Capitalised names in a sentence (two words or more, or one word inside the sentence), with where each ends. Pure. */
export function namesIn(sentence: string): { name: string; end: number }[] {
  const out: { name: string; end: number }[] = [];
  // a title-case heading ("Why Tides Turn Twice a Day") capitalises its words, not names
  const long = sentence.split(/\s+/).filter((w) => /^\p{L}{4,}/u.test(w));
  if (!/[.!?]["')\]]*\s*$/.test(sentence) && long.length >= 3 && long.filter((w) => /^\p{Lu}/u.test(w)).length * 5 >= long.length * 3) return out;
  for (const m of sentence.matchAll(NAME)) {
    let name = m[0];
    const start = m.index ?? 0;
    while (OPENERS.test(name)) name = name.replace(OPENERS, '');
    const atStart = sentence.slice(0, start).trim() === '' && name === m[0];
    // "Ecologists James Estes…": a common noun opening the sentence is no part of the name
    if (atStart && name.includes(' ') && nounOrPlural(name.split(/\s+/)[0] ?? '')) name = name.replace(/^\S+\s+/, '');
    if (!/^\p{Lu}/u.test(name)) continue;
    const words = name.split(/\s+/);
    if (words.length === 1 && atStart && name === m[0]) continue;
    // a heading in title case ("How Caffeine Blocks Sleep", "Storing Lithium-Ion…") is no name
    if (words.some((w) => /[-'’]$/.test(w) || (isStopWord(w.toLowerCase()) && !/^(?:de|van|von|der|den|da|di|du|le|la|al|bin|ibn|del|dos|das)$/.test(w)))) continue;
    out.push({ name, end: start + m[0].length });
  }
  return out;
}

export function namesPlace(name: string): boolean {
  const words = name.split(/\s+/);
  // a place word or a compass point first ("St Ives", "North Pacific"); a common noun last, or its singular ("Kelp Forests", "Ninety-five Theses")
  return /^(?:St|Saint|Mount|Mt|Lake|Cape|Port|Fort|Loch|Glen|Isle|River|North|South|East|West|Northern|Southern|Eastern|Western|Central|Upper|Lower|Greater)$/.test(words[0] ?? '') || nounOrPlural(words.at(-1) ?? '');
}

/** Is a word, or its singular, a common noun (lexicon.ts isCommonNoun)? */
function nounOrPlural(word: string): boolean {
  const lower = word.toLowerCase();
  return [lower, lemmaOf(lower), lower.replace(/ies$/, 'y'), lower.replace(/es$/, ''), lower.replace(/s$/, '')].some((w) => isCommonNoun(w));
}

/**
 * People a text names: names it goes on to call "he", "she", "his" or "her" — the nearest name before
 * such a pronoun in its sentence; else the name the sentence opens with when it is the short form (last
 * word) of a name named before ("Penrose had learned his trade" after "…the millwright Josiah Penrose");
 * else the subject (first name) of the sentence before. Names of places and things (namesPlace), and
 * names that modify a common noun ("the Hallam watermill"), are never people. In order of first mention.
 * Pure but for the shipped lexicon.
 */
export function personsNamed(text: string, pronoun: 'he' | 'she' | null = null): string[] {
  const out: string[] = [];
  const seen: string[] = [];
  const called = new Map<string, Set<'he' | 'she'>>();
  const add = (name: string | undefined, as: 'he' | 'she'): void => {
    if (!name) return;
    if (!out.includes(name)) out.push(name);
    called.set(name, (called.get(name) ?? new Set<'he' | 'she'>()).add(as));
  };
  let previous: string[] = [];
  for (const sentence of sentences(text)) {
    const opening = /^\p{Lu}[\p{Ll}'’-]+\b/u.exec(sentence)?.[0];
    // "Penrose had…": the sentence opens with the last word of a name named before
    const openingName = opening ? seen.find((n) => n !== opening && n.split(/\s+/).at(-1) === opening) : undefined;
    const names = namesIn(sentence).filter((n) => {
      if (namesPlace(n.name)) return false;
      // "the Hallam watermill": a name before a common noun names what that noun is
      const next = /^\s+([a-z]+)/.exec(sentence.slice(n.end))?.[1];
      return !(next && isCommonNoun(next));
    });
    const found = PERSONAL.exec(sentence);
    if (found) add(names.filter((n) => n.end <= found.index).at(-1)?.name ?? openingName ?? previous[0], genderOf(found[0]));
    for (const n of names) if (!seen.includes(n.name)) seen.push(n.name);
    previous = [...(openingName ? [openingName] : []), ...names.map((n) => n.name)];
  }
  // asked for "he" or "she": the people the text calls so (never both ways)
  return pronoun ? out.filter((name) => called.get(name)?.has(pronoun) && called.get(name)?.size === 1) : out;
}

/** "he", "him", "his", "himself" → he; "she", "her", "hers", "herself" → she. */
export function genderOf(pronoun: string): 'he' | 'she' {
  return /^(?:he|him|his|himself)$/i.test(pronoun) ? 'he' : 'she';
}

/**
 * The person a research last named: of the people its sources call he or she (personsNamed; only those
 * called by `pronoun` when given), the one whose name (or last name) comes last in the research's
 * question and answer. null when none. Pure.
 */
export function lastPersonNamed(research: string, sourcesText: string, pronoun: 'he' | 'she' | null = null): string | null {
  let best: { name: string; at: number } | null = null;
  for (const person of personsNamed(sourcesText, pronoun)) {
    const short = person.split(/\s+/).at(-1) ?? person;
    const at = Math.max(research.lastIndexOf(person), new RegExp(`\\b${escapeRegExp(short)}\\b`, 'g').test(research) ? lastIndexOfWord(research, short) : -1);
    if (at >= 0 && (!best || at > best.at)) best = { name: person, at };
  }
  return best?.name ?? null;
}

function lastIndexOfWord(text: string, word: string): number {
  let last = -1;
  for (const m of text.matchAll(new RegExp(`\\b${escapeRegExp(word)}\\b`, 'g'))) last = m.index ?? last;
  return last;
}

/**
 * A follow-up's "he", "she", "him", "his", "her" stand for a person ("When did she die?" → "When did
 * Margaret Ellery die?"; "her father" → "Margaret Ellery's father"). Unchanged without a person or such a
 * pronoun. Pure.
 */
/** The pronoun of a follow-up that stands for a person ("she" in "When did she die?"), or null. Pure. */
export function personPronoun(followUp: string): 'he' | 'she' | null {
  const found = PERSONAL.exec(followUp);
  return found ? genderOf(found[0]) : null;
}

export function resolvePersonPronouns(followUp: string, person: string | null): string {
  if (!person || !PERSONAL.test(followUp)) return followUp;
  const possessive = /s$/.test(person) ? `${person}'` : `${person}'s`;
  return followUp
    .replace(/\b(?:his|hers)\b/gi, possessive)
    // "her" before a content word is possessive ("her father"); else it is the person ("trained her in 1890")
    .replace(/\bher\b(?=\s+([\p{L}]+))/giu, (word: string, next: string) => (isStopWord(next.toLowerCase()) ? word : possessive))
    .replace(/\b(?:he|she|him|her|himself|herself)\b/gi, person);
}

/**
 * Does a sentence speak of another person than the one a follow-up asks about: it names another person
 * of the sources (or their last name) and not this one, or it opens with the other pronoun ("He died in
 * 1823" when "she" was asked about)? Pure.
 */
export function aboutOtherPerson(sentence: string, person: string, pronoun: 'he' | 'she', persons: string[]): boolean {
  const names = (p: string): RegExp => new RegExp(`\\b(?:${[p, p.split(/\s+/).at(-1) ?? p].map(escapeRegExp).join('|')})\\b`);
  if (names(person).test(sentence)) return false;
  if (persons.some((other) => other !== person && names(other).test(sentence))) return true;
  const opening = /^(?:[^,]{0,40},\s*)?(he|she|his|her|him)\b/i.exec(sentence);
  return opening !== null && genderOf(opening[1] ?? '') !== pronoun;
}

/**
 * The people a sentence names: its names of two words or more that are no place or thing (namesPlace) and
 * do not stand before a common noun ("the Hallam estate"), with a title's name too ("Dr Okafor"). Pure
 * but for the shipped lexicon.
 */
export function peopleIn(sentence: string): string[] {
  const titled = [...sentence.matchAll(/\b(?:Mr|Mrs|Ms|Dr|Sir|Lady|Lord|Professor|Prof)\.?\s+(\p{Lu}[\p{Ll}'’-]+)/gu)].map((m) => m[1] ?? '');
  const named = namesIn(sentence)
    .filter((n) => n.name.split(/\s+/).length >= 2 && !namesPlace(n.name))
    .filter((n) => {
      const next = /^\s+([a-z]+)/.exec(sentence.slice(n.end))?.[1];
      return !(next && isCommonNoun(next));
    })
    .map((n) => n.name);
  return [...new Set([...named, ...titled])];
}

/** Does a sentence name a place: a place's name, or a capitalised name after "in", "at", "near", "from"…? Pure but for the shipped lexicon. */
export function namesAPlace(sentence: string): boolean {
  if (namesIn(sentence).some((n) => n.name.includes(' ') && namesPlace(n.name))) return true;
  return /\b(?:in|at|near|from|outside|across|off)\s+(?:the\s+)?\p{Lu}\p{Ll}+/u.test(sentence) && !/\b(?:in|at|near|from|outside|across|off)\s+(?:the\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/u.test(sentence);
}
