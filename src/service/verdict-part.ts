// A part where the whole is asked (used by verdict.ts, the 'part' evidence): "Does the grant pay the whole repair
// bill?" answered by "The grant covers 80 per cent of the bill" is a no, not a yes: 80 per cent is less than the
// whole. The whole is asked by a word of totality before the noun ("the whole / entire / full / complete bill", "all
// (of) the fees") or after its clause ("in full", "fully", "completely", "entirely"); the part is a proportion below
// the whole said OF that noun ("80 per cent of the bill", "half the cost", "two thirds of the fees", "part of the
// bill"), the noun in its own word or one WordNet relates to it. Totality and proportion words are closed classes of
// the language (quantifiers), not the documents' words. Pure but for the lexicon.
import { stemMatches } from './concepts';
import { lexicalRelations } from './lexicon';
import { quantifiedPhrase } from './quantifier';
import { isStopWord, stem } from './text';

const WHOLE_BEFORE = /\b(?:the\s+)?(?:whole|entire|full|complete|total)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+|your\s+|its\s+|their\s+)?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?=\s*(?:\?|$|\s(?:in|for|at|on|of|by|with|to|from|when|if|after|before)\b))/iu;
const ALL_OF = /\ball\s+(?:of\s+)?(?:the|my|our|your|its|their)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)(?=\s*(?:\?|$|\s(?:in|for|at|on|of|by|with|to|from|when|if|after|before)\b))/iu;
const WHOLE_AFTER = /\b(?:the|my|our|your|its|their)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:in\s+full|fully|completely|entirely)\b/iu;

/**
 * The noun whose whole a yes/no question asks about ("bill" in "Does the grant pay the whole repair bill?", "fees" in
 * "Are all the fees refunded…", "cost" in "Does insurance cover the cost in full?"), lowercased; null when none is
 * asked. Pure.
 */
export function wholeAsked(query: string): string | null {
  const q = query.replace(/\?+\s*$/, '?');
  const m = WHOLE_BEFORE.exec(q) ?? ALL_OF.exec(q) ?? WHOLE_AFTER.exec(q);
  const phrase = m?.[1];
  if (!phrase) {
    // the quantifier read from the phrase's structure (quantifier.ts), where a clause or a phrase restricts the noun
    // after it: "pay for all the repairs THE SURVEY FOUND", "cover every repair FOUND BY THE AUDITORS"; only of an
    // object or a whole ("Will every lamp be converted?" asks of its subject: a part of it is no exception by itself)
    const quantified = quantifiedPhrase(q);
    const head = quantified && quantified.quantifier !== 'any' && quantified.quantifier !== 'none' && (quantified.role === 'object' || quantified.quantifier === 'whole') ? quantified.head : null;
    return head && !isStopWord(head) ? head : null;
  }
  // the head of the noun phrase: its last word before a participle ("repair bill" → bill; "fees refunded" → fees)
  const words = phrase.trim().toLowerCase().split(/\s+/);
  const participle = words.findIndex((w, i) => i > 0 && /(?:ed|en)$/.test(w));
  const head = (participle > 0 ? words.slice(0, participle) : words).at(-1) ?? '';
  return head && !isStopWord(head) ? head : null;
}

/**
 * The stems a part may name the whole's noun by: its own, and WordNet's direct synonyms and kin ("charge", "invoice"
 * for a bill; "price", "expense" for a cost). Pure but for the lexicon.
 */
export function wholeStems(noun: string): Set<string> {
  const r = lexicalRelations(noun);
  return new Set([stem(noun), ...r.direct, ...r.kin]);
}

const FRACTION = String.raw`(?:half|(?:a|one|two)\s+thirds?|(?:a|one|three)\s+quarters?|(?:a|one|two|three|four)\s+fifths?|(?:a|one)\s+tenth|most|part|some)`;
const PERCENT = String.raw`(?:up\s+to\s+|about\s+|around\s+|only\s+|just\s+)?(\d{1,3}(?:\.\d+)?)\s*(?:%|per\s*cent|percent)`;

/**
 * The proportion below the whole a sentence says of a noun (`nouns`: its stems, wholeStems): "80 per cent of the bill", "half the cost",
 * "two thirds of the fees", "part of the bill"; null when it says none, says the whole ("100 per cent of the bill"),
 * or is negated. Pure but for the stemmer.
 */
export function partStated(sentence: string, nouns: Set<string>): string | null {
  if (/\b(?:not|never|no)\b|n['’]t\b/i.test(sentence)) return null;
  const re = new RegExp(String.raw`\b(${PERCENT}|${FRACTION})\s+(?:of\s+)?(?:the\s+|its\s+|their\s+|your\s+|a\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)`, 'giu');
  for (const m of sentence.matchAll(re)) {
    const percent = m[2];
    if (percent !== undefined && Number(percent) >= 100) continue;
    const words = (m[3] ?? '').toLowerCase().split(/\s+/);
    if (words.some((w) => [...nouns].some((noun) => stemMatches(noun, stem(w)) || stem(w) === noun))) return (m[1] ?? '').trim();
  }
  return null;
}
