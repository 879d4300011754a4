// References a sentence makes beyond its opening word that nothing in it can satisfy (used by compose.ts
// hasDanglingOpener, so buildUnits brings in the sentence before or drops it): an object pronoun with no
// noun before it in the sentence that it could stand for ("Our insurer will not cover THEM", "Priya spotted
// IT resting on the trap"), and a subject that is only a quantity or a relation to a set said before ("ALL
// are 24-strand ropes", "JUST UNDER HALF came from a heritage grant", "THE EXCEPTIONS are the pressure
// washer…", "THE REST were sold"), and a second clause's subject pronoun with nothing before it ("…, and SHE was
// withdrawn in 1962"). Pure but for the shipped WordNet tables.
import { subjectPhrase, subjectPronoun } from './antecedent';
import { QUOTED } from './attribution';
import { isCommonNoun, isModifierWord, isPersonNoun } from './lexicon';
import { isStopWord } from './text';
import { verbShareOfForm } from './verbs';

/** Auxiliaries and modals: a pronoun before one is a clause's subject, not an object. */
const AUXILIARY = /^(?:is|are|was|were|am|be|been|has|have|had|does|do|did|can|could|will|would|shall|should|may|might|must|seems|seemed|appears|appeared|isn't|wasn't|doesn't|didn't|won't|can't|cannot)$/;
/** Determiners before a name that is a thing ("the Finch Lite", "a Brindle"), not a person. */
const DETERMINER = /^(?:the|a|an|this|that|these|those|each|every|its|their|our|your|my)$/;

/** Is a word a plural noun ("ropes", "batteries"; "chainsaws", a form no verb or adjective takes, though WordNet writes "chain saw")? */
function pluralNoun(word: string): boolean {
  if (!/^\p{Ll}{3,}s$/u.test(word) || /(?:ss|us|is|ous)$/.test(word)) return false;
  if ([word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.slice(0, -1)].some((w) => w !== word && isCommonNoun(w))) return true;
  return verbShareOfForm(word) < 0.5 && !isModifierWord(word) && !AUXILIARY.test(word);
}

/**
 * The object pronoun a sentence uses with nothing before it that it could stand for, or null: "them" (after
 * a verb) with no plural noun and no "X and Y" before it; "it" as an object (after a verb, not before an auxiliary: "so it fits" is a subject; not "made it easy to…") with no
 * common noun that is not a person before it, nor a name after a determiner ("the Finch Lite"). Quoted speech
 * is left aside. Pure but for the lexicon.
 */
export function objectWithoutReferent(sentence: string): 'it' | 'them' | null {
  const tokens = (sentence.replace(QUOTED, ' ').match(/[\p{L}\p{N}'’-]+/gu) ?? []).map((t) => t.replace(/[’']s$/, ''));
  for (let i = 1; i < tokens.length; i += 1) {
    const word = (tokens[i] ?? '').toLowerCase();
    if (word !== 'it' && word !== 'them') continue;
    const previous = (tokens[i - 1] ?? '').toLowerCase();
    const next = (tokens[i + 1] ?? '').toLowerCase();
    const afterVerb = /^\p{Ll}+ed$/u.test(previous) || (verbShareOfForm(previous) >= 0.5 && !AUXILIARY.test(previous));
    // (after a preposition, "through it", "with them", the phrase is often a fixed one, and the pronoun's
    // referent is as often a whole situation: only a verb's object is read)
    if (!afterVerb) continue;
    // "so it fits": a subject; "made it easy to…", "found it hard": "it" stands for what follows
    if (word === 'it' && (AUXILIARY.test(next) || /^(?:to|that)$/.test(next) || (isModifierWord(next) && !/ly$/.test(next)) || verbShareOfForm(next) >= 0.5)) continue;
    const before = tokens.slice(0, i);
    const named = before.some((t, k) => {
      const lower = t.toLowerCase();
      if (/^\p{Lu}/u.test(t)) {
        // a name after a determiner is a thing ("the Finch Lite"); the sentence's first word may be a common noun capitalised
        const after = k > 0 && DETERMINER.test((before[k - 1] ?? '').toLowerCase());
        return after || (k === 0 && (word === 'them' ? pluralNoun(lower) : isCommonNoun(lower) && !isPersonNoun(lower)));
      }
      if (word === 'them') return pluralNoun(lower) || lower === 'and' || lower === 'or';
      // (any word after a determiner names a thing, "the pump", whatever WordNet's frequent senses say)
      if (k > 0 && DETERMINER.test((before[k - 1] ?? '').toLowerCase())) return !isPersonNoun(lower);
      return isCommonNoun(lower) && !isPersonNoun(lower) && verbShareOfForm(lower) < 0.5;
    });
    if (!named) return word;
  }
  return null;
}

/**
 * A subject that is only a quantity or a relation to a set said before, with no noun of its own: "All are
 * 24-strand…", "Just under half came from a grant", "Most were sold", "The exceptions are…", "The rest
 * went to…". Not "All members must…", "Half the cost came…" (the noun is there), nor "Both X and Y…". Pure.
 */
export function bareQuantitySubject(sentence: string): boolean {
  const s = sentence.trim().replace(/^["“‘(]+/, '');
  const hedge = String.raw`(?:(?:just|nearly|almost|about|around|roughly|well|only|over|under|more than|less than|fewer than|exactly|precisely)\s+)*`;
  const quantity = String.raw`(?:all|most|many|some|none|half|several|few|a few|each|a third|a quarter|one third|one quarter|two thirds|three quarters|the majority|the minority|the exceptions?|the rest|the remainder|the others|the remaining ones)`;
  const verb = String.raw`(?:are|were|is|was|have|had|came|come|comes|will|would|can|could|went|go|goes|got|did|do|does|remain|remained|need|needs|must|may|might|should)`;
  return new RegExp(`^${hedge}${quantity}\\s+${verb}\\b`, 'i').test(s);
}

/**
 * A second main clause whose subject is a pronoun with nothing before it in the sentence it could stand for:
 * "Diesel locomotives took over the expresses, and SHE was withdrawn in 1962" (no name, person or singular
 * thing before "she"); "The sheds closed in 1960, and THEY were sold" has "sheds". "he"/"she" stand for a name
 * (a capitalised word that is no common noun), a person or the sentence's own singular subject ("The barge was…");
 * "it" for a singular thing, "they" for plural nouns or "X and Y". A pronoun opening the sentence or after an
 * opening adverbial is the opener rules' (compose.ts openerDangling). Pure but for the lexicon.
 */
export function subjectWithoutReferent(sentence: string): boolean {
  const own = subjectPronoun(sentence);
  if (!own || own.start === 0) return false;
  const before = sentence.trim().slice(0, own.start);
  if (!/(?:,\s+(?:and|but|so)|;)\s+$/i.test(before)) return false;
  const tokens = (before.replace(QUOTED, ' ').match(/[\p{L}\p{N}'’-]+/gu) ?? []).map((t) => t.replace(/[’']s$/, ''));
  const named = tokens.some((t, k) => {
    const lower = t.toLowerCase();
    const determined = k > 0 && DETERMINER.test((tokens[k - 1] ?? '').toLowerCase());
    if (own.pronoun === 'they') return pluralNoun(lower) || lower === 'and' || lower === 'or';
    const noun = !isStopWord(lower) && !pluralNoun(lower) && !isModifierWord(lower) && verbShareOfForm(lower) < 0.5;
    if (own.pronoun === 'it') return noun && !isPersonNoun(lower) && (determined || isCommonNoun(lower) || (/^\p{Lu}/u.test(t) && k > 0));
    // a name: capitalised inside the sentence, or opening it as its subject ("Mary Ann Hale ran…", "Kestrel was…"),
    // not as the modifier of a common noun ("Diesel locomotives took over…")
    const next = tokens[k + 1] ?? '';
    if (/^\p{Lu}/u.test(t)) return k > 0 || /^\p{Lu}/u.test(next) || verbShareOfForm(next) >= 0.5 || /^\p{Ll}+ed$/u.test(next);
    return isPersonNoun(lower);
  });
  // "he"/"she" may also stand for the sentence's own singular subject ("The barge was rebuilt in 1931, and she carried…")
  const subject = own.pronoun === 'he' || own.pronoun === 'she' ? subjectPhrase(before) : null;
  return !named && !(subject && !subject.plural);
}
