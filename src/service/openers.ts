// Openers that need what came before them beyond pronouns and connectives (compose.ts: hasDanglingOpener,
// buildUnits, the rendering of cited sentences): an enumeration adverb whose list may not be cited
// ("Third, energy: …"), a bare comparative whose compared thing is in the sentence before ("Heavier
// items must be sent as cargo"), and a sentence that reports a question people ask rather than a
// finding ("Many visitors ask why the trees look blue."). Pure but for the shipped modifier table.
import { isModifierWord } from './lexicon';

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
