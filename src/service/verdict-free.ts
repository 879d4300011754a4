// A question whether something must be paid for, answered by a source saying it costs nothing (used by verdict.ts,
// 'condition' evidence): "Do I have to pay to get into the museum?" over "Admission is free for everyone", "Is there a
// charge for bicycles?" over "Bicycles are carried free of charge". The question asks of payment by a verb of paying
// ("pay", "charge", "cost") or a noun naming an amount of money (WordNet: fee, fare, charge; money-nouns.ts); the
// sentence says "free" of a price (not "free to", which allows, nor "free from", which is without) or "no charge",
// "at no cost", and is not negated ("not free"). The answer is no; nothing is read otherwise. Pure but for the lexicon.
import { isCommonNoun, isModifierWord } from './lexicon';
import { isMoneyNoun } from './money-nouns';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

/** Verbs of paying, in any form. */
const PAY_VERB = /\b(?:pay|pays|paying|paid|charge|charges|charged|charging|cost|costs|costing)\b/i;

/** Does a yes/no question ask whether something must be paid for (a verb of paying, or an amount-of-money noun)? */
export function asksPayment(query: string): boolean {
  const q = query.trim();
  if (!/^(?:do|does|did|is|are|will|would|must|should|can|could|have|has)\b/i.test(q)) return false;
  if (/\bhow\s+much\b/i.test(q)) return false;
  // (nor one comparing prices, "Is a trip going to cost me more now than it did before?": a price of nothing for
  // under-4s says nothing of which is more)
  if (/\bthan\b/i.test(q)) return false;
  if (PAY_VERB.test(q)) return true;
  // (a noun: "take" is a money noun, the takings, but "Can I TAKE my cat…" uses the verb)
  // (and a money noun modifying the noun after it names what that noun is of, not a price asked: "are we over the
  // INCOME limit?" asks of a limit, "the FARE cap" of a cap; "Is there a parking FEE?" asks of the fee)
  const words = q.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.some((w, i) => (isMoneyNoun(w.replace(/s$/, '')) || isMoneyNoun(w)) && verbShareOfForm(w) < 0.5 && !modifiesNext(words[i + 1] ?? ''));
}

/** Is a word after a noun the head it modifies: a common noun, not a function word ("for", "at") nor an adjective ("free", "lower")? */
function modifiesNext(next: string): boolean {
  return next.length > 2 && !isStopWord(next) && isCommonNoun(next) && !isModifierWord(next);
}

/** Does a sentence say something costs nothing: "free" of a price, "free of charge", "no charge", "at no cost"? Not "free to", "free from", nor negated. */
export function saysFree(sentence: string): boolean {
  const s = sentence.toLowerCase();
  if (/\b(?:not|never|no\s+longer|isn['’]t|aren['’]t)\s+(?:\w+\s+)?free\b/.test(s)) return false;
  if (/\bfree\s+of\s+charge\b|\bat\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)\b|\bno\s+(?:charge|fee)\b|\bwithout\s+charge\b|\bcost(?:s)?\s+nothing\b/.test(s)) return true;
  return /\bfree\b(?!\s+(?:to|from|of|up|time|will|speech|range|kick|fall|standing|flow|style|lance|hand)\b)(?!-)/.test(s) && !/\b(?:feel|set|break|keep|kept|stay|get)\s+free\b/.test(s);
}

/** The verdict a sentence gives on a question whether something must be paid for: 'no' where it says it is free; null otherwise. */
export function freeVerdict(query: string, sentence: string): 'no' | null {
  if (!asksPayment(query) || !saysFree(sentence)) return null;
  // "free Wi-Fi": only the thing it stands before is free, and the question must ask of it
  const attributive = /\bfree\s+([a-z][a-z-]*)/i.exec(sentence);
  const thing = attributive?.[1]?.toLowerCase() ?? '';
  if (thing !== '' && !isStopWord(thing)) {
    const asked = new Set((query.toLowerCase().match(/[a-z]+/g) ?? []).map(stem));
    if (!asked.has(stem(thing.split('-')[0] ?? thing))) return null;
  }
  return 'no';
}
