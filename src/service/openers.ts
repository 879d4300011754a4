// Openers that need what came before them beyond pronouns and connectives (compose.ts: hasDanglingOpener,
// buildUnits, the rendering of cited sentences): an enumeration adverb whose list may not be cited
// ("Third, energy: …"), an ordinal or "one" standing for a noun said before ("The third was an old repair",
// "You do need one to…"), a bare comparative whose compared thing is in the sentence before ("Heavier
// items must be sent as cargo"), and a sentence that reports a question people ask rather than a
// finding ("Many visitors ask why the trees look blue."). Pure but for the shipped modifier table.
import { endsSubject } from './antecedent';
import { isCommonNoun, isModifierWord } from './lexicon';
import { verbShareOfForm } from './verbs';

/** "First, …", "Secondly, …", "Finally, …": an enumeration adverb and its comma. */
const ORDINAL = /^(?:first|firstly|second|secondly|third|thirdly|fourth|fourthly|fifth|fifthly|finally|lastly)\s*,\s+(?=\S)/i;

/** The enumeration adverb a sentence opens with ("Third, "), or null. Pure. */
export function ordinalOpener(sentence: string): string | null {
  return ORDINAL.exec(sentence.trim())?.[0] ?? null;
}

/**
 * A sentence without its opening enumeration adverb, capitalised ("Third, energy: a cellar…" →
 * "Energy: a cellar…"): cited alone, the adverb points at a list the answer does not give. Pure.
 */
export function withoutOrdinal(sentence: string): string {
  const opener = ordinalOpener(sentence);
  if (!opener) return sentence;
  const rest = sentence.trim().slice(opener.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** Words in -er that compare nothing (places, order, connectives): "Upper", "Inner", "Under", "Other", "Rather"… */
const NOT_COMPARED = new Set('upper inner outer under over after other either neither whether never ever rather further later former latter sooner'.split(' '));

/**
 * Does a sentence open with a comparative that compares with nothing in it ("Heavier items must be sent
 * as air cargo.", "Larger wheels take longer.")? The thing compared is in the sentence before. Not when
 * the sentence names it itself ("than", "against", "compared with"). Pure but for the shipped modifier table.
 */
export function bareComparative(sentence: string): boolean {
  const m = /^["“‘(]*(\p{L}+)\s+\p{L}/u.exec(sentence.trim());
  const word = (m?.[1] ?? '').toLowerCase();
  if (!/er$/.test(word) || NOT_COMPARED.has(word) || !isModifierWord(word)) return false;
  return !/\b(?:than|against|versus|vs|compared (?:with|to)|relative to|as opposed to)\b/i.test(sentence);
}

/**
 * Does a sentence report a question people ask instead of stating a finding ("Many visitors ask why the
 * trees look blue.", "Walkers often wonder whether…")? Cited, it restates the question as if it were an
 * answer. Pure.
 */
export function reportsQuestion(sentence: string): boolean {
  return /^(?:[\p{L}'’-]+\s+){0,4}(?:ask|asks|asked|wonder|wonders|wondered)\s+(?:us\s+|me\s+|themselves\s+)?(?:why|how|what|whether|if|when|where|who|which)\b/iu.test(sentence.trim()) && !/\?["”']?$/.test(sentence.trim());
}

const ORDINAL_WORD = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|final';
/** "The third was an old repair.", "The second involved…", "The first, in 1998, …", "The second of these…". */
const ORDINAL_SUBJECT = new RegExp(`^["“‘(]*the\\s+(?:${ORDINAL_WORD})\\b(?:\\s*(,)|\\s+of\\s+(?:these|those|them|which)\\b|\\s+([\\p{L}'’-]+))`, 'iu');
/** "Light was the first.", "Damp is the second.": an ordinal standing alone as the complement, at the sentence's end. */
const ORDINAL_COMPLEMENT = new RegExp(`\\b(?:is|was|are|were|came|comes)\\s+(?:the\\s+)?(?:${ORDINAL_WORD})[.!]["”’)]*$`, 'iu');
const AUXILIARY = /^(?:is|are|was|were|has|have|had|will|would|can|could|may|might|must|shall|should|did|does|do|came|comes|began|begins|followed|involved|concerned|lasted)$/i;

/**
 * Does a sentence use an ordinal as a pronoun, the thing counted left to a list before it ("The third was
 * an old repair.", "The second involved the roof.", "Damp was the first.")? Not "The third floor is
 * closed" (the ordinal has its noun) nor "The First Tay Bridge" (a name). Pure but for the shipped verb tables.
 */
export function ordinalPronoun(sentence: string): boolean {
  const s = sentence.trim();
  if (ORDINAL_COMPLEMENT.test(s)) return true;
  const m = ORDINAL_SUBJECT.exec(s);
  if (!m) return false;
  if (m[1] !== undefined || m[2] === undefined) return true;
  const next = m[2];
  if (/^\p{Lu}/u.test(next)) return false;
  return AUXILIARY.test(next) || endsSubject(next);
}

const NUMBER_WORDS = new Map(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'several', 'many', 'a few'].map((w, i) => [w, i]));

/**
 * The noun a sentence counts, singular, when it introduces a list ("Three separate problems had built up" →
 * "problem"; "There are two reasons:" → "reason"), or null. What "the third" in a later sentence counts. Pure
 * but for the shipped noun table.
 */
export function countedNoun(sentence: string): string | null {
  const tokens = sentence.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i] ?? '';
    if (!NUMBER_WORDS.has(t) && !/^\d{1,2}$/.test(t)) continue;
    for (const word of tokens.slice(i + 1, i + 4)) {
      if (!/^\p{Ll}{3,}s$/u.test(word)) continue;
      const singular = [word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.replace(/s$/, '')].find((w) => w !== word && isCommonNoun(w));
      if (singular) return singular;
    }
  }
  return null;
}

/**
 * The sentence with the counted noun supplied in brackets after its pronoun ordinal ("The third was an old
 * repair." + problem → "The third [problem] was an old repair."; "Light was the first [problem]."). Pure.
 */
export function withCountedNoun(sentence: string, noun: string): string {
  const complement = ORDINAL_COMPLEMENT.exec(sentence.trim());
  if (complement) return sentence.trim().replace(new RegExp(`\\b(${ORDINAL_WORD})([.!]["”’)]*)$`, 'iu'), `$1 [${noun}]$2`);
  return sentence.replace(new RegExp(`^(["“‘(]*the\\s+(?:${ORDINAL_WORD}))\\b`, 'iu'), `$1 [${noun}]`);
}

/** Verbs after which a bare "one" stands for a noun said before ("You do need one to…", "Bring one if…"). */
const ONE_AFTER = /^\p{L}\p{Ll}*$/u;
/** What may follow a pronoun "one": "to" + a verb, a clause opener, a preposition, or the end. Not "one of", "one or two", "one licence". */
const AFTER_ONE = /^(?:to|for|if|when|whenever|unless|before|after|at|in|on|with|from|and|but|or|because|as|so|while|until|yourself|themselves|too|either|anyway|now|first|here|there|[.,;:!?)]|$)/;

/**
 * Does a sentence use "one" as a pronoun for a noun said before ("You do need one to catch bats.", "Buy
 * one before the season.")? The word before it is a verb (an auxiliary or a verb form), the word after
 * it no noun ("one licence") or number ("one to two hours"). Not "no one", "each one", "one of them",
 * "One should…" (generic). Pure but for the shipped verb tables.
 */
export function pronounOne(sentence: string): boolean {
  const tokens = sentence.replace(/([.,;:!?)])/g, ' $1 ').split(/\s+/).filter((t) => t !== '');
  return tokens.some((t, i) => {
    if (i === 0 || t.toLowerCase() !== 'one') return false;
    const before = (tokens[i - 1] ?? '').toLowerCase();
    const after = (tokens[i + 1] ?? '').toLowerCase();
    const afterNext = (tokens[i + 2] ?? '').toLowerCase();
    if (!ONE_AFTER.test(before) || !(AUXILIARY.test(before) || verbShareOfForm(before) >= 0.5)) return false;
    if (!AFTER_ONE.test(after)) return false;
    // "one to two hours", "one or two": a number range, not a pronoun
    return !((after === 'to' || after === 'or' || after === 'and') && /^(?:\d|two|three|four|five|six|seven|eight|nine|ten|another|more)/.test(afterNext));
  });
}
