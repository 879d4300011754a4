// Which words a missing-word note may name (note-check.ts): never a word whose absence says nothing (a general verb,
// "leave", "get", "keep": ten WordNet senses or more and mostly a verb; a word of one or two letters, "go", "do"),
// never an abbreviation the sources write out ("UK" where they say "United Kingdom"), never a unit the answer writes as
// its symbol ("watts" for "238 W"); and the parts of a hyphenated word of the question named as that word ("wi" and
// "fi" as "Wi-Fi"). Pure but for the shipped lexicon.
import { lemmaOf } from './lemmas';
import { isGeneralWord, isLightWord } from './lexicon';
import { unitWord } from './unit-symbols';
import { verbShareOfForm } from './verbs';

/** Is a word one whose absence from the sources says nothing about what the question asks? Pure but for the lexicon. */
export function saysNothingMissing(word: string): boolean {
  const w = word.toLowerCase();
  if (/^\p{L}{1,2}$/u.test(w)) return true;
  return isLightWord(w) || (isGeneralWord(w) && verbShareOfForm(w) >= 0.5);
}

/**
 * Is an abbreviation of the question written out in a text: its letters the initials of consecutive capitalised words
 * ("UK": "the United Kingdom"; "RNLI": "Royal National Lifeboat Institution")? Pure.
 */
export function writtenOut(word: string, text: string): boolean {
  if (!/^\p{Lu}{2,6}$/u.test(word)) return false;
  const letters = word.toLowerCase().split('');
  const tokens = text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  // (small words between the capitalised ones do not count: "Society for the Protection of Birds")
  const capitals = tokens.map((t) => (/^\p{Lu}/u.test(t) ? t[0]?.toLowerCase() ?? '' : /^(?:of|for|the|and|de|du|la)$/.test(t) ? '' : '|')).join('');
  return capitals.split('|').some((run) => run.includes(letters.join('')));
}

/** Does the answer write the unit a question's word names by its symbol ("watts" → "238 W")? Pure. */
export function unitAsSymbol(word: string, answer: string): boolean {
  const unit = lemmaOf(word.toLowerCase()).replace(/s$/, '');
  return (answer.match(/\d\s?([A-Za-z]{1,3})\b/g) ?? []).some((m) => unitWord(m.replace(/^[\d\s]+/, '')) === unit);
}

/**
 * The words a note names, with the parts of a hyphenated word of the question named as that word once ("wi", "fi" →
 * "Wi-Fi"). Pure.
 */
export function hyphenedAsAsked(words: string[], question: string): string[] {
  const out: string[] = [];
  for (const word of words) {
    const whole = (question.match(/[\p{L}\d]+(?:-[\p{L}\d]+)+/gu) ?? []).find((h) => h.toLowerCase().split('-').includes(word.toLowerCase()));
    const shown = whole ?? word;
    if (!out.includes(shown)) out.push(shown);
  }
  return out;
}
