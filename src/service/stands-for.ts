// A question's word that a source says by what it stands for, not by the word itself: "How WARM is it inside the
// butterfly house?" is said by a temperature stated of the house ("The house is kept at 27°C"), "as far as INDIA" by a
// place WordNet puts inside India ("reached Calcutta"), a place the question is set in ("my railcard IN EDINBURGH") by a
// place WordNet puts it inside ("valid on all trains in Scotland"). Owns when such a word counts as covered for the coverage gate
// (concepts.ts partCoverage), so that a question a source answers in its own terms is not refused. Only where the
// reading is unambiguous: a measure whose unit says the quality (a temperature for warm or cold, a weight for heavy, a
// speed for fast; never a length, which is a depth, a height or a width alike), stated in a sentence that names another
// word of the question; a place only by WordNet's part-of relations, never by a place merely near it; a named day
// ("Christmas Day") by the date WordNet gives it ("25 December"; resources/lexicon/wordnet-dates.txt, built by
// scripts/wordnet-dates.mjs). Pure but for the shipped tables.
import { dimensionsAsked, statesAmount, type Dimension } from './amounts';
import { lexiconFilePlaces, readFirst } from './lemmas';
import { askedPlaces, placeWithin } from './verdict-condition';
import { isStopWord, stem, words } from './text';
import { MONTHS } from './months';

/** The dimensions whose unit names one quality only ("27°C" is how warm or cold, never how deep). */
const ONE_QUALITY: ReadonlySet<Dimension> = new Set<Dimension>(['temperature', 'weight', 'speed']);

/**
 * The adjective a "how <adjective>" question asks the measure of, and the dimension of that measure, where its unit
 * says that quality alone ("How warm is it inside…" → warm, temperature; "How heavy is…" → heavy, weight), else null
 * ("How deep…": a length says depth, height and width alike). Pure.
 */
export function measuredAdjective(part: string): { word: string; dimension: Dimension } | null {
  const m = /\bhow\s+(\p{L}{3,})\b/iu.exec(part);
  const word = (m?.[1] ?? '').toLowerCase();
  if (word === '') return null;
  const dimensions = dimensionsAsked(`how ${word}`);
  const only = dimensions.length === 1 ? dimensions[0] : undefined;
  return only !== undefined && ONE_QUALITY.has(only) ? { word, dimension: only } : null;
}

/** A text's sentences (a line break or a full stop ends one). Pure. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim() !== '');
}

/** The capitalised names a text uses, one to three words each, and each word of them alone ("Port Blair", "Port", "Blair"). Pure. */
export function namesIn(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}/gu)) {
    // (a full stop ends a name: "in Scotland. It costs" names Scotland, not "Scotland. It")
    for (const piece of m[0].split(/(?<=\.)\s+/)) {
      const name = piece.replace(/['’]s$/, '').replace(/[.]$/, '');
      out.add(name);
      for (const w of name.split(/\s+/)) out.add(w.replace(/['’]s$/, ''));
    }
  }
  return [...out];
}

/**
 * A place a text names that WordNet puts inside the place asked ("Calcutta" for India), or null. Not the place itself
 * (its own word is found as any word is), and only where the asked word is a place WordNet knows. Pure but for the
 * shipped place table.
 */
export function placeInside(asked: string, text: string, within: (place: string, region: string) => boolean | null = placeWithin): string | null {
  const region = asked.toLowerCase();
  for (const name of namesIn(text)) {
    if (name.toLowerCase() === region || name.length < 3) continue;
    if (within(name, region) === true) return name;
  }
  return null;
}


/**
 * A place a text names that WordNet puts the place asked inside ("Scotland" or "the UK" for Edinburgh), or null: the
 * broader name a source gives the place the question is set in. Not the place itself, and only where both are places
 * WordNet knows (part-holonyms, resources/lexicon/wordnet-places.txt). Pure but for the shipped place table.
 */
export function placeAround(asked: string, text: string, within: (place: string, region: string) => boolean | null = placeWithin): string | null {
  const place = asked.toLowerCase();
  for (const name of namesIn(text)) {
    if (name.toLowerCase() === place || name.length < 2) continue;
    if (within(asked, name) === true) return name;
  }
  return null;
}

/** Parses wordnet-dates.txt ("Christmas|Christmas Day|Xmas<TAB>12 25"): each name (lower case) with its month and day. Pure. */
export function parseDates(text: string): Map<string, { month: number; day: number }> {
  const out = new Map<string, { month: number; day: number }>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [names = '', date = ''] = line.split('\t');
    const m = /^(\d{1,2}) (\d{1,2})$/.exec(date.trim());
    if (!m) continue;
    for (const n of names.split('|')) out.set(n.toLowerCase(), { month: Number(m[1]), day: Number(m[2]) });
  }
  return out;
}

let dates: Map<string, { month: number; day: number }> | null = null;

function dateTable(): Map<string, { month: number; day: number }> {
  dates ??= parseDates(readFirst(lexiconFilePlaces('wordnet-dates.txt')));
  return dates;
}

/**
 * The named day a question asks about, its words (lower case) and its date: "Do the ferries sail on Christmas Day?" →
 * christmas day, 12/25. The longest name the table holds, written with capitals in the question; null if none. Pure
 * but for the shipped table.
 */
export function namedDayAsked(part: string, table: Map<string, { month: number; day: number }> = dateTable()): { words: string[]; month: number; day: number } | null {
  const tokens = part.replace(/’/g, "'").split(/[^\p{L}\p{N}']+/u).filter((t) => t !== '');
  let best: { words: string[]; month: number; day: number } | null = null;
  for (let start = 0; start < tokens.length; start += 1) {
    if (!/^\p{Lu}/u.test(tokens[start] ?? '')) continue;
    for (let end = Math.min(tokens.length, start + 5); end > start; end -= 1) {
      const name = tokens.slice(start, end).join(' ').toLowerCase();
      const date = table.get(name);
      // (not a name that modifies a noun after it: "the Christmas MARKET" is no day)
      const next = tokens[end] ?? '';
      if (!date || (next !== '' && /^\p{Ll}/u.test(next) && !isStopWord(next))) continue;
      if (!best || end - start > best.words.length) best = { words: name.split(' '), ...date };
    }
  }
  return best;
}

/** Does a text state a day of the year: "25 December", "25th December", "December 25", "Dec 25th"? Pure. */
export function statesDate(text: string, month: number, day: number): boolean {
  const name = MONTHS[month - 1];
  if (!name) return false;
  const monthWord = `(?:${name}|${name.slice(0, 3)}\\.?)`;
  const dayWord = `0?${day}(?:st|nd|rd|th)?`;
  return new RegExp(`(?<![\\d.])${dayWord}\\s+(?:of\\s+)?${monthWord}\\b|\\b${monthWord}\\s+${dayWord}(?!\\d)`, 'i').test(text);
}

export interface StandsForConcept {
  term: string;
  stem: string;
}

/**
 * The question's required concepts (not yet covered in `covered`) that a document says by what they stand for: the
 * measured adjective by a measure of its dimension in a sentence naming another required concept, a place asked
 * (capitalised in the question) by a place inside it. `names(sentence, concepts)`: does the sentence name one of them
 * (concepts.ts mentioned). Pure but for the shipped tables.
 */
export function standsForCovered<C extends StandsForConcept>(part: string, required: C[], texts: string[], covered: ReadonlySet<string>, names: (sentence: string, concepts: C[]) => boolean, within?: (place: string, region: string) => boolean | null): C[] {
  return coveredAsRead(readAsked(part), required, texts, covered, names, within);
}

/** What a question asks that a source may say by what it stands for: its measured adjective, named day and capitalised words (read once per question). */
interface AskedForms {
  measured: { word: string; dimension: Dimension } | null;
  day: { words: string[]; month: number; day: number } | null;
  capitalised: Set<string>;
  manyWords: boolean;
  /** The places the question is set in: a name after "in", "to", "across", … ("in Edinburgh", "to the Lake District"). */
  places: string[];
}

function readAsked(part: string): AskedForms {
  return {
    measured: measuredAdjective(part),
    day: namedDayAsked(part),
    capitalised: new Set((part.match(/(?<!^|[.?!]\s)\b\p{Lu}\p{Ll}+\b/gu) ?? []).map((w) => stem(w.toLowerCase()))),
    manyWords: words(part).length > 1,
    places: askedPlaces(part).map((p) => p.replace(/^the\s+/i, '')),
  };
}

function coveredAsRead<C extends StandsForConcept>(asked: AskedForms, required: C[], texts: string[], covered: ReadonlySet<string>, names: (sentence: string, concepts: C[]) => boolean, within?: (place: string, region: string) => boolean | null): C[] {
  const { measured, day, capitalised } = asked;
  const out: C[] = [];
  for (const c of required) {
    if (covered.has(c.stem)) continue;
    const others = required.filter((d) => d !== c);
    if (measured && c.term.toLowerCase() === measured.word) {
      if (texts.some((t) => sentencesOf(t).some((s) => statesAmount(s, [measured.dimension]) && names(s, others)))) out.push(c);
      continue;
    }
    // (by stem, a possessive off: "New Year's Day" names the concept year)
    if (day && day.words.some((w) => stem(w.replace(/'s$/, '')) === c.stem) && texts.some((t) => statesDate(t, day.month, day.day))) {
      out.push(c);
      continue;
    }
    if (capitalised.has(c.stem) && asked.manyWords && texts.some((t) => placeInside(c.term, t, within) !== null)) {
      out.push(c);
      continue;
    }
    // a place the question is set in, said by a place WordNet puts it inside ("in Edinburgh" by "anywhere in Scotland")
    const place = asked.places.find((p) => words(p).some((w) => stem(w) === c.stem));
    if (place !== undefined && asked.manyWords && texts.some((t) => placeAround(place, t, within) !== null)) out.push(c);
  }
  return out;
}

/**
 * The stems of the question's required concepts one sentence says by what they stand for (a temperature for "how
 * warm", where it names another required concept; a place inside the one asked): the sentence is scored as naming them,
 * as the coverage gate read it (compose.ts). Pure but for the shipped tables.
 */
export function standsForStems<C extends StandsForConcept>(query: string, required: C[], sentence: string, stems: ReadonlySet<string>, names: (sentence: string, concepts: C[]) => boolean, within?: (place: string, region: string) => boolean | null): string[] {
  return standsForStemsOf(query, required, names, within)(sentence, stems);
}

/** standsForStems with the question read once, for every sentence of an answer (compose.ts). Pure but for the shipped tables. */
export function standsForStemsOf<C extends StandsForConcept>(query: string, required: C[], names: (sentence: string, concepts: C[]) => boolean, within?: (place: string, region: string) => boolean | null): (sentence: string, stems: ReadonlySet<string>) => string[] {
  const asked = readAsked(query);
  return (sentence, stems) => coveredAsRead(asked, required, [sentence], stems, names, within).map((c) => c.stem);
}
