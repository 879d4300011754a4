// "Do the sources agree?": whether the job's sources agree, read from each source's own verdict on the
// research's yes/no question, or from the amount each states when the question asks for one ("How many
// passengers…": 38 against 41), said in one line before their sentences side by side. Each source's figure
// is read from every sentence it has about the compared quantity (figureSentence), not only the one a
// composition led with; two figures differ by disagreement.ts's test (common units, ranges, a tenth's
// tolerance). A question with neither has nothing to compare, and the line says so instead of claiming
// agreement. Pure.
import { amountIn, dimensionsAsked, statesAmount, wordDimension, type Dimension } from './amounts';
import { lemmaOf } from './lemmas';
import { lexicalRelations, lexicon } from './lexicon';
import { conceptsOf, stemsOf } from './concepts';
import { amountsDisagree, amountValue, type AmountValue } from './disagreement';

export type SourceVerdict = 'yes' | 'no' | 'qualified' | 'unstated' | null;

/** The verdict an answer's lead-in states ("Your sources point to no: …"), or null when it states none. */
export function verdictOfAnswer(content: string): SourceVerdict {
  const m = /^(?:On "[^"]*", your|Your) sources (point to yes|point to no|give a qualified answer|do not say this outright)/m.exec(content);
  if (!m) return null;
  return m[1] === 'point to yes' ? 'yes' : m[1] === 'point to no' ? 'no' : m[1] === 'give a qualified answer' ? 'qualified' : 'unstated';
}

const SAID: Record<Exclude<SourceVerdict, null>, string> = { yes: 'points to yes', no: 'points to no', qualified: 'gives a qualified answer', unstated: 'does not say either way' };
const SAY: Record<'yes' | 'no' | 'qualified', string> = { yes: 'point to yes', no: 'point to no', qualified: 'give a qualified answer' };

const NUMBER_WORDS: Record<string, string> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19', twenty: '20', thirty: '30', forty: '40', fifty: '50', sixty: '60', seventy: '70', eighty: '80', ninety: '90' };

/**
 * How two amounts as written compare, read as disagreement.ts reads them (its amountValue: common units, ranges;
 * its amountsDisagree: no overlap and more than a tenth apart): 'different', 'same' (the same range), or 'close'
 * (apart, within that tolerance, and one of them round or hedged: "about 60 years" and "58 years"; two exact
 * figures apart, 38 and 41 passengers, are 'different'). A count's unit is the noun counted, but the two amounts compared here were each read as the count the
 * question asks ("12 copies", "nine recorded examples"), so counts compare by value alone. Number words read as
 * figures. null when either cannot be read. Pure.
 */
export function figuresDiffer(a: string, b: string, dimension: Dimension): 'different' | 'same' | 'close' | null {
  const digits = (text: string): string => text.replace(/\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/gi, (w) => NUMBER_WORDS[w.toLowerCase()] ?? w);
  const read = (text: string): AmountValue | null => {
    const value = amountValue(digits(text), dimension);
    return value && dimension === 'count' ? { ...value, unit: '' } : value;
  };
  const x = read(a);
  const y = read(b);
  if (!x || !y || x.unit !== y.unit) return null;
  if (amountsDisagree(x, y)) return 'different';
  if (Math.abs(x.low - y.low) < 1e-9 && Math.abs(x.high - y.high) < 1e-9) return 'same';
  // the tolerance is for a round or hedged figure ("about 60 years" beside "58 years"); two exact figures that
  // differ (38 and 41 passengers) differ
  return roughFigure(a) || roughFigure(b) ? 'close' : 'different';
}

/** A figure written as an estimate: hedged ("about", "around", "some", "nearly", "over") or round (a multiple of ten, or a range). */
function roughFigure(amount: string): boolean {
  if (/\b(?:about|around|roughly|approximately|approx|some|nearly|almost|over|more than|fewer than|less than|up to|at least|c\.|circa)\b/i.test(amount)) return true;
  const numbers = amount.replace(/(\d),(\d{3})/g, '$1$2').match(/\d+(?:\.\d+)?/g) ?? [];
  return numbers.length > 1 || numbers.some((n) => Number(n) >= 20 && Number(n) % 10 === 0) || /\b(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|dozen)\b/i.test(amount);
}

/** The noun a count counts, as written at its end ("nine recorded examples" → examples). */
function countedNoun(amount: string): string {
  return (amount.toLowerCase().match(/\p{L}+$/u)?.[0] ?? '').replace(/^(?:the|of)$/, '');
}

/**
 * The line that answers "Do the sources agree?" over two or more sources: their own verdicts on a yes/no
 * question, else the amounts they state (each as written, with its [n]) when the question asks for one.
 */
export function agreementLine(question: string, sources: { title: string; verdict: SourceVerdict; amount?: string | null; citation?: number }[], dimension: Dimension = 'count'): string {
  // "What about the heating bill?" (the follow-up's own thing asked) reads as "the heating bill"
  const asked = question.trim().replace(/[?.!\s]+$/, '').replace(/^What about\s+/, '');
  const stated = sources.filter((s) => s.verdict === 'yes' || s.verdict === 'no' || s.verdict === 'qualified');
  if (sources.every((s) => s.verdict === null)) {
    const amounts = sources.filter((s) => s.amount && s.amount.length > 0);
    const figures = amounts.map((s) => `"${s.title}" says ${s.amount ?? ''}${s.citation ? ` [${s.citation}]` : ''}`).join('; ');
    const pairs = amounts.flatMap((a, i) => amounts.slice(i + 1).map((b) => figuresDiffer(a.amount ?? '', b.amount ?? '', dimension)));
    // counts of differently named things ("12 copies", "nine recorded examples") may not count the same thing: said so
    const nouns = dimension === 'count' ? new Set(amounts.map((s) => countedNoun(s.amount ?? ''))) : new Set<string>();
    if (amounts.length >= 2 && pairs.some((d) => d === 'different')) {
      return nouns.size > 1
        ? `On "${asked}", they seem to give different figures, though each counts by another word (${[...nouns].join(', ')}): ${figures}. What each says:`
        : `On "${asked}", they give different figures: ${figures}. What each says:`;
    }
    if (amounts.length >= 2 && amounts.length === sources.length && pairs.every((d) => d === 'same')) return `On "${asked}", they agree on the figure: ${figures}. What each says:`;
    if (amounts.length >= 2 && amounts.length === sources.length && pairs.every((d) => d === 'same' || d === 'close')) return `On "${asked}", their figures differ by less than a tenth (one of them round or approximate): ${figures}. What each says:`;
    // no claim that they agree or that they give no figures: only that Quire could not compare them
    return `Quire cannot tell whether they agree on "${asked}": it compares the sources' verdicts on a yes/no question and the figures it can read for what is asked, and found neither to compare here. What each of the ${sources.length} sources says on it, side by side:`;
  }
  const each = sources.map((s) => `"${s.title}" ${SAID[s.verdict ?? 'unstated']}`).join('; ');
  const kinds = new Set(stated.map((s) => s.verdict));
  if (stated.length >= 2 && kinds.size === 1) {
    const all = stated.length === sources.length ? (sources.length === 2 ? 'both' : `all ${sources.length}`) : `${stated.length} of ${sources.length}`;
    const verdict = stated[0]?.verdict === 'no' ? 'no' : stated[0]?.verdict === 'qualified' ? 'qualified' : 'yes';
    return `On "${asked}", they agree: ${all} ${SAY[verdict]}${stated.length < sources.length ? ', the others do not say either way' : ''}. What each says:`;
  }
  if (kinds.size > 1) return `On "${asked}", they do not agree: ${each}. What each says:`;
  // (with none taking a side, none is said to: "only one source takes a side" would be untrue)
  if (stated.length === 0) return `On "${asked}", none of the ${sources.length} sources gives a plain yes or no, so Quire cannot say whether they agree. What each says:`;
  return `On "${asked}", only one source takes a side, so there is nothing to agree or disagree with: ${each}. What each says:`;
}

/**
 * The kind of amount a question compares: the one it asks ("How many…", "what it cost"), else the one a word of it
 * names in other words, through its WordNet synonyms, when they name exactly one ("the heating bill": bill ~ charge,
 * money). null when none. Pure but for the shipped lexicon.
 */
export function comparedDimension(question: string): Dimension | null {
  const asked = dimensionsAsked(question)[0];
  if (asked) return asked;
  for (const concept of conceptsOf(question, { dropInstructionWords: true })) {
    const own = wordDimension(concept.term) ?? wordDimension(lemmaOf(concept.term));
    if (own) return own;
    const kinds = new Set([...lexicalRelations(concept.term).direct].map((s) => wordDimension(lexicon().wordOf.get(s) ?? s)).filter((d): d is Dimension => d !== null));
    if (kinds.size === 1) return [...kinds][0] ?? null;
  }
  return null;
}

/**
 * The amount a sentence states for what a question asks: for "How many <things>…" the number before that
 * noun ("38 passengers", "41 of the passengers" not needed), else the first amount of the asked kind. Null when none.
 */
export function askedAmount(question: string, sentence: string, dimension: Dimension): string | null {
  const noun = /\bhow many\s+(\p{L}{3,})/iu.exec(question)?.[1];
  if (dimension === 'count' && noun) {
    const stem = noun.toLowerCase().slice(0, Math.max(3, noun.length - 2));
    const m = new RegExp(String.raw`(?<![\d:.,])\b(?:\d{1,3}(?:,\d{3})+|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\s+(?:\p{L}+\s+){0,2}${stem}\p{L}*`, 'iu').exec(sentence);
    if (m) return m[0];
  }
  const found = amountIn(sentence, dimension);
  if (found || dimension !== 'count') return found;
  // a count in words before its noun ("one of only nine recorded examples"): not "one of", not a year
  return /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?!\s+of\b)\s+(?:\p{L}+\s+)?\p{L}{3,}/iu.exec(sentence)?.[0] ?? null;
}

/**
 * The sentence of one source that states the figure a question compares: of all its sentences (every one, not
 * only the one a composition led with), those stating an amount of the asked kind, the one naming most of the
 * question's words (its "it" read as the research's subject; the research question's own words break ties), earliest on a tie; its
 * amount as askedAmount reads it; else the source's only sentence stating such an amount (not a count). null when
 * none. Pure.
 */
export function figureSentence(question: string, sentences: string[], dimension: Dimension, topic = ''): { sentence: string; amount: string } | null {
  const stemsOfText = (text: string): string[] => conceptsOf(text, { dropInstructionWords: true }).filter((c) => !c.soft).map((c) => c.stem);
  // (a word of the compared amount itself, "costs" in "what the heating costs", tells no sum from another)
  const wanted = conceptsOf(question, { dropInstructionWords: true })
    .filter((c) => !c.soft && (wordDimension(c.term) ?? wordDimension(lemmaOf(c.term))) !== dimension)
    .map((c) => c.stem);
  // the research's own words weigh less than the follow-up's: they break ties between sentences on the asked words
  const around = stemsOfText(topic).filter((t) => !wanted.includes(t));
  const noun = /\bhow many\s+(\p{L}{3,})/iu.exec(question)?.[1];
  let best: { sentence: string; amount: string; score: number } | null = null;
  const stating: { sentence: string; amount: string }[] = [];
  for (const sentence of sentences) {
    const amount = askedAmount(question, sentence, dimension);
    if (!amount || (dimension !== 'count' && !statesAmount(sentence, [dimension]))) continue;
    stating.push({ sentence, amount });
    const own = stemsOf(sentence);
    // the amount counts the very noun asked ("two lifeboats" for "how many lifeboats"): that sentence first
    const countsAsked = noun !== undefined && amount.toLowerCase().includes(noun.toLowerCase().slice(0, Math.max(3, noun.length - 2)));
    const score = 2 * wanted.filter((w) => own.has(w)).length + around.filter((w) => own.has(w)).length + (countsAsked ? 3 : 0);
    if (score > 0 && (!best || score > best.score)) best = { sentence, amount, score };
  }
  if (best) return { sentence: best.sentence, amount: best.amount.replace(/[,.;:]+$/, '') };
  // a source's only sum (or length, weight, time…) is its figure for the one asked ("the £450,000 project" for the
  // cost), though it names none of the question's words; a count is too common a figure to read so
  const [only] = stating;
  return stating.length === 1 && only && dimension !== 'count' ? { sentence: only.sentence, amount: only.amount.replace(/[,.;:]+$/, '') } : null;
}
