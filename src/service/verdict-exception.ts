// An exception to what a question asks of all of something, and a statement about its complement (used by verdict.ts:
// the 'exception' and 'complement' evidence). "Will every one of Castlemere's gas lamps be switched to LED?" is
// answered no by "Ten lamps in Chapel Row will stay on gas": a count of the very noun the quantifier scopes over
// (quantifier.ts), said with an exception word ("except", "apart from", "other than", "all but"), a negation, or a verb
// WordNet makes the contrary of the asked one ("stay" is the antonym of "change", and "switch" says "change").
// "Have martens killed hens kept behind electric fencing?" is answered no by "eleven reported attacks, every one of them
// at an unfenced coop": a universal ("every", "all", "each", "only", "none but") over the complement of a word of the
// question ("unfenced", "non-fenced", "without fencing" for fencing). Closed classes of English (quantifiers, exception
// words, negative prefixes); kinds and antonyms from WordNet. Pure but for the lexicon.
import { stemMatches } from './concepts';
import { antonymStems, lexicalRelations } from './lexicon';
import type { Quantified } from './quantifier';
import { isStopWord, spelledWords, stem } from './text';
import { numberValue } from './threshold';

const EXCEPTION = /\b(?:except(?:\s+for)?|apart\s+from|other\s+than|but\s+for|excluding|with\s+the\s+exception\s+of|all\s+but|save\s+for|aside\s+from|bar)\b/i;
const NEGATION = /\b(?:not|never|no)\b|n['’]t\b/i;
const PART = /^(?:some|several|few|handful|many|most|half|third|thirds|quarter|quarters|dozen|couple|remaining|rest)$/;
const UNIVERSAL = /\b(?:every|all|each|only|none\s+but|without\s+exception)\b/i;

/** The verb of what is asked of the quantified subject ("be switched to LED" → switched; "being removed" → removed), or null. */
export function askedVerb(quantified: Quantified): string | null {
  const words = spelledWords(quantified.restriction).filter((w) => !/^(?:be|being|been|have|has|had|get|got|all|ever|still|now|soon|also|eventually|to)$/.test(w));
  const first = words[0];
  return first && !isStopWord(first) ? first : null;
}

/** Do two verbs say contrary things: one's antonym (WordNet), or that of one of its direct synonyms, is the other or its synonym ("stay" / "switch": change)? */
export function contraryVerbs(said: string, asked: string): boolean {
  const askedStems = new Set([stem(asked), ...lexicalRelations(asked).direct]);
  const opposite = new Set([...antonymStems(said), ...[...lexicalRelations(said).direct].flatMap((d) => [...antonymStems(d)])]);
  return [...opposite].some((a) => askedStems.has(a));
}

/**
 * An exception a sentence states to all of the quantified subject (`nouns`: the head noun's stems with its direct
 * synonyms): the noun named with an exception word; or counted below the whole ("ten lamps", "some of the lamps")
 * with a negation or a verb contrary to the asked one in its clause. Returns the words that make it, or null. Pure
 * but for the lexicon.
 */
export function exceptionStated(sentence: string, nouns: Set<string>, verb: string | null): string | null {
  for (const clause of sentence.split(/[;:]|\s[–—]\s|,?\s+\b(?:but|while|whereas|although)\b/i)) {
    const t = spelledWords(clause);
    const at = t.findIndex((w) => [...nouns].some((n) => stemMatches(n, stem(w)) || stem(w) === n));
    if (at < 0) continue;
    if (EXCEPTION.test(clause)) return clause.trim();
    // a count below the whole within three words before the noun ("Ten lamps", "some of the lamps", "12 of the 312 lamps")
    const before = t.slice(Math.max(0, at - 4), at);
    const counted = before.some((w) => PART.test(w) || (/^\d/.test(w) ? true : !Number.isNaN(numberValue(w)) && w !== 'a'));
    if (!counted || before.some((w) => /^(?:all|every|each)$/.test(w))) continue;
    if (NEGATION.test(clause)) return clause.trim();
    if (verb && t.slice(at + 1).some((w) => !isStopWord(w) && w.length > 2 && contraryVerbs(w, verb))) return clause.trim();
    // the asked verb set aside ("kept and repaired RATHER THAN replaced", "INSTEAD OF being replaced")
    if (verb && new RegExp(`\\b(?:rather\\s+than|instead\\s+of)\\s+(?:being\\s+)?${stem(verb)}`, 'i').test(clause.toLowerCase())) return clause.trim();
  }
  return null;
}

/**
 * The word of a question whose complement a sentence says all of something was ("unfenced" for fencing), with the
 * universal that says so ("every one of them at an unfenced coop"), or null. `asked`: the question's content words.
 * The complement is a negative prefix (un-, non-) on the word's stem, or "without"/"no" before it. A question
 * that itself names the complement asks about it, and gets none. Pure but for the stemmer.
 */
export function complementStated(sentence: string, asked: string[]): string | null {
  if (!UNIVERSAL.test(sentence)) return null;
  const askedStems = asked.map((w) => stem(w.toLowerCase())).filter((s) => s.length >= 4);
  const t = spelledWords(sentence);
  for (let i = 0; i < t.length; i += 1) {
    const w = t[i] ?? '';
    const prefixed = /^(?:un|non-?)(\p{L}{4,})$/u.exec(w)?.[1];
    const after = /^(?:without|no)$/.test(w) ? t[i + 1] : undefined;
    const base = prefixed ?? after;
    if (!base) continue;
    const s = stem(base);
    if (askedStems.some((a) => a === stem(w) || (a.length >= 4 && stem(w).startsWith(a)))) continue;
    if (askedStems.some((a) => stemMatches(a, s) || s === a || (s.length >= 4 && (a.startsWith(s) || s.startsWith(a))))) {
      // (the universal before the complement, in its clause: "every one of them at an unfenced coop")
      const clause = t.slice(0, i).join(' ');
      if (/\b(?:every|all|each|only|none\s+but)\b/.test(clause)) return w;
    }
  }
  return null;
}
