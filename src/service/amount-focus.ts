// The amount a question asks for, read as its focus, and whether a sentence states that amount OF THE THING ASKED.
// "How much does the museum spend on pest control?", "What would I be charged for a copy?", "What do adults pay to
// cross?" ask for a sum of money: the word that names it ("spend", "charged", "pay") is a money word by the amount
// table (amounts.ts) or by WordNet (its noun, or its -ing noun, is a kind of payment, cost, fee, money…: "spending",
// "toll", "subscription"), never by a hand list of verbs. Such a part is answered only where a sentence
// states a sum (or "free", "no charge") within a few words of a word of the thing asked ("Adult tickets for the ferry
// are £5"); a sentence on the setting that states none is no answer, and the word of the amount being used somewhere
// else does not make it one. Pure but for the shipped WordNet and lemma tables.
import { amountIn, wordDimension, type Dimension } from './amounts';
import { lemmaOf } from './lemmas';
import { isGeneralWord, isModifierWord } from './lexicon';
import { kindsAbove } from './paraphrase';
import { isStopWord, stem, words } from './text';
import { baseFormCandidates, verbShareOfForm } from './verbs';

/** The nouns WordNet puts above a sum of money asked for (amounts.ts's money words and their kinds). */
const MONEY_KINDS = new Set(['cost', 'price', 'pay', 'payment', 'fee', 'fare', 'money', 'charge', 'wage', 'salary', 'income', 'expenditure', 'expense']);

/**
 * The kind of amount a word names: the amount table's ("cost", "pay", "depth"), or money where WordNet puts the word,
 * its lemma or its -ing noun one level below a money noun ("spend": spending is a payment; "toll": a fee; "fund":
 * money). Never an adjective ("fine" weather). null otherwise. Pure but for the shipped tables.
 */
export function amountWordDimension(word: string): Dimension | null {
  const lower = word.toLowerCase();
  const bases = [...new Set([lower, lemmaOf(lower), ...baseFormCandidates(lower)])].filter((b) => b.length >= 3);
  for (const b of bases) {
    const d = wordDimension(b);
    if (d) return d;
  }
  // (nor a general word, ten WordNet senses or more: "take" is also a sum taken in, "how much time does it TAKE" no price)
  if (isModifierWord(lower) || bases.some((b) => isGeneralWord(b))) return null;
  // (one level up only: two levels reach money through another sense, "frequency" → rate → charge)
  for (const b of bases) for (const noun of [b, `${b}ing`, `${b.replace(/e$/, '')}ing`]) if ([...kindsAbove(noun, 1).keys()].some((k) => MONEY_KINDS.has(k))) return 'money';
  return null;
}

/**
 * The money word a part asks the amount of, in the shapes that ask one: "how much … <word>" ("How much does the
 * museum SPEND on pest control each year?"), "what <aux> <subject> <word> …" ("What would I be CHARGED for a copy?",
 * "What do adults PAY to cross?"), also inside a longer sentence ("I was wondering what a ticket COSTS"). Not where
 * the word takes "what" as its object's preposition ("What did the grant PAY FOR?": a thing is asked), and not a
 * noun after "how much" that is counted ("how much money" is its own word). null otherwise. Pure but for the shipped tables.
 */
export function moneyAsked(part: string): string | null {
  const q = part.toLowerCase().replace(/[*_`]/g, '').replace(/’/g, "'");
  const much = /\bhow much\b(.*)$/.exec(q)?.[1];
  const shape = much ?? /\bwhat(?:'s)?\s+(.*)$/.exec(q)?.[1];
  if (shape === undefined) return null;
  const shapeIsWhatBe = much === undefined && /\bwhat(?:'s|\s+(?:is|was|are|were))\s+(?:the|a|an)\s/.test(q);
  const tokens = words(shape);
  // "how much time / water …": the noun after "how much" is what is measured, money only where it is a money word
  const measured = much !== undefined && tokens[0] !== undefined && !isStopWord(tokens[0]) && verbShareOfForm(tokens[0]) < 0.5 ? tokens[0] : null;
  if (measured !== null && amountWordDimension(measured) !== 'money') return null;
  for (const [i, token] of tokens.entries()) {
    if (token.length < 3 || amountWordDimension(token) !== 'money') continue;
    // a noun after a determiner or preposition is a thing spoken of ("what did they decide about THE FEES?"), unless
    // it is what "what is the …" asks ("what's the fare"): only a word in a verb's place, or that one, is the amount asked
    const before = tokens[i - 1] ?? '';
    const namedThing = /^(?:the|a|an|of|about|on|in|for|at|their|its|his|her|our|your|my|this|that|these|those)$/.test(before);
    if (namedThing && !(shapeIsWhatBe && i <= 1)) continue;
    // time spent ("spend their WEEKENDS", "paid three HOURS"): a span of time after the verb is what it measures
    // (its object: only determiners or numbers between; "spend EACH year on …" is how often, not what is spent)
    let j = i + 1;
    while (j < i + 4 && /^(?:their|his|her|its|our|my|your|the|all|few|several|many|two|three|four|five|six|seven|eight|nine|ten|\d+)$/.test(tokens[j] ?? '')) j += 1;
    if (TIME_NOUN.test(tokens[j] ?? '')) return null;
    // "what did the grant pay for?": a stranded preposition ends the question, so "what" is the thing paid for
    // ("what is paid for by the council?": a passive's agent after it, likewise)
    if (/^(?:for|on|with|to|from)$/.test(tokens[i + 1] ?? '') && (i + 2 === tokens.length || tokens[i + 2] === 'by')) return null;
    return token;
  }
  return null;
}

/** Nouns of a span of time: what "spend" measures in "spend their weekends", "spent two summers". */
const TIME_NOUN = /^(?:seconds?|minutes?|hours?|days?|nights?|weeks?|weekends?|fortnights?|months?|years?|decades?|time|summers?|winters?|springs?|autumns?|evenings?|mornings?|afternoons?|holidays?)$/;

/** Is a word a unit of time ("day", "weeks"): in "per day", "a year" the span a rate is given for, not a thing priced. Pure. */
export function isTimeUnit(word: string): boolean {
  return TIME_NOUN.test(word.toLowerCase());
}

/** "free", "no charge", "at no cost": a sum of nothing, stated. */
// ("free" only where it ends the clause or a preposition follows: "children travel FREE", not "free fencing kits", a
// thing given away, whose giver's cost is not stated)
const NOTHING_PAID = /\bfree\s+of\s+charge\b|\bfree(?=\s*(?:[.,;:!?)]|$)|\s+(?:on|to|for|and|at|in|with|from|if|when|until|under|every|each|but|or)\b)|\bno\s+(?:charge|fee|cost)\b|\bat\s+no\s+(?:cost|charge)\b|\bwithout\s+charge\b/i;

/**
 * Does a sentence state an amount of this kind of the thing asked: the amount (or, for money, "free"/"no charge")
 * within `window` words of a word `thing` accepts ("Adult tickets for the ferry are £5": ticket, 5 words)? A sum in
 * a sentence that names the thing only far from it, or not at all, is another thing's. Pure.
 */
export function statesAmountOf(sentence: string, dimension: Dimension, thing: (word: string) => boolean, window = 8): boolean {
  const tokens = [...sentence.matchAll(/[\p{L}\p{N}£€$¥][\p{L}\p{N}'’,.-]*/gu)];
  const at = (offset: number): number => tokens.filter((t) => (t.index ?? 0) < offset).length;
  const found = amountIn(sentence, dimension);
  const offsets = [found ? sentence.indexOf(found) : -1, dimension === 'money' ? (NOTHING_PAID.exec(sentence)?.index ?? -1) : -1].filter((i) => i >= 0);
  if (offsets.length === 0) return false;
  const places = tokens.map((t, i) => (thing(t[0].replace(/[,.]+$/, '')) ? i : -1)).filter((i) => i >= 0);
  return offsets.some((o) => places.some((p) => Math.abs(at(o) - p) <= window));
}

/** A test of whether a word names one of these stems (its own stem, or one the stem begins: "tickets" for ticket). */
export function namesStem(stems: string[]): (word: string) => boolean {
  return (word: string): boolean => {
    const s = stem(word.toLowerCase());
    return stems.some((x) => x === s || (x.length >= 4 && s.startsWith(x)));
  };
}

/** Subject pronouns of the asker, as Quire says them back ("I" → you). */
export const ASKER: Readonly<Record<string, string>> = { i: 'you', me: 'you', my: 'your', mine: 'yours', we: 'you', us: 'you', our: 'your', ours: 'yours' };

/**
 * A question asking a sum, said as an indirect question for a note: "How much does an Octopus card cost in Hong
 * Kong?" → "how much an Octopus card costs in Hong Kong"; "What would I be charged for a copy?" → "what you would be
 * charged for a copy"; "How much do members pay a year?" → "how much members pay a year". The auxiliary "does" goes
 * into its verb (-s/-es/-ies), "do" drops, a modal stays in place after the subject; the asker's "I"/"we" become "you".
 * null for another shape ("did", whose past the note cannot form safely), so the note names words instead. Pure.
 */
export function indirectAmountQuestion(part: string): string | null {
  const m = /^\s*(how much|what)\s+(does|do|will|would|could|should|can|might|must)\s+(.+?)\s*[?.!]*\s*$/i.exec(part);
  if (!m) return null;
  const [, wh = '', aux = '', rest = ''] = m;
  const tokens = rest.split(/\s+/);
  const money = moneyAsked(part);
  const at = money === null ? -1 : tokens.findIndex((t) => t.toLowerCase().replace(/[^\p{L}]/gu, '') === money);
  // the subject is what stands before the money word (or before "be" of a passive: "would I BE charged")
  const verbAt = at > 0 && tokens[at - 1]?.toLowerCase() === 'be' ? at - 1 : at;
  if (verbAt < 1) return null;
  const subject = tokens.slice(0, verbAt).map((t) => ASKER[t.toLowerCase()] ?? t);
  const verb = tokens[verbAt] ?? '';
  const after = tokens.slice(verbAt + 1);
  const asker = subject.length === 1 && subject[0] === 'you';
  const third = (v: string): string => (/(?:s|sh|ch|x|z|o)$/i.test(v) ? `${v}es` : /[^aeiou]y$/i.test(v) ? `${v.slice(0, -1)}ies` : `${v}s`);
  const said = /^does$/i.test(aux) ? [third(verb)] : /^do$/i.test(aux) ? [verb] : [aux.toLowerCase(), verb];
  if (/^does$/i.test(aux) && asker) return null;
  return [wh.toLowerCase(), ...subject, ...said, ...after].join(' ');
}
