// The shape of a direct answer to when / who / how-much questions: a date, a person named as the one
// who did it, a figure for the whole rather than for a subgroup. compose.ts's chooseLead uses it to pick
// the lead among the chosen points of a what-question ("When did the bridge collapse?" leads with the
// sentence that gives the date, not the best-scoring one that repeats the question's words). Pure.
import { dimensionsAsked, statesAmount, type Dimension } from './amounts';

export type AnswerShape = 'when' | 'who' | 'amount';

/** What kind of answer the question's first part asks for, when it asks for one of these. */
export function answerShape(query: string): AnswerShape | null {
  const q = query.trim().toLowerCase();
  if (/^(?:when|(?:in |on )?what (?:year|date|day|month|century|decade))\b/.test(q)) return 'when';
  if (/^(?:who|whose|by whom)\b/.test(q)) return 'who';
  if (/^how (?:much|many|long|far|big|large|tall|high|heavy|old|fast|often|deep|wide|hot|cold|warm)\b/.test(q)) return 'amount';
  if (/^(?:what|which) (?:is |are |was |were )?(?:the )?(?:(?:average|typical|usual|normal|maximum|minimum|total) )?(?:temperature|size|price|cost|percentage|share|proportion|amount|number|age|speed|weight|height|length|depth|distance|rate|dose|fee|lifespan|life span|life expectancy|duration|population|death toll|toll|count|capacity)\b/.test(q)) return 'amount';
  return null;
}

const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const DATE = new RegExp(`\\b(?:\\d{1,2}(?:st|nd|rd|th)? ${MONTH}|${MONTH} \\d{1,2}(?:st|nd|rd|th)?)\\b|\\b${MONTH} (?:1[0-9]{3}|20[0-9]{2})\\b`, 'i');
const YEAR = /\b(?:in|on|by|since|from|until|of) (?:1[0-9]{3}|20[0-9]{2})\b|\b(?:1[0-9]{3}|20[0-9]{2})\b/;
/** A person named as the one who did it: "designed by Anna Berg", "its engineer, Thomas Bouch", "Berg designed". */
const AGENT_NOUN = /\b(?:engineer|architect|designer|inventor|founder|author|builder|creator|discoverer|composer|painter|director)\b[^.;]{0,20}?\b[A-Z][a-z]+ [A-Z][a-z]+/;
const BY_NAME = /\b(?:designed|built|invented|founded|written|discovered|created|engineered|planned|composed|painted|directed|led) by (?:[A-Z][a-z]+ ){0,2}[A-Z][a-z]+/;
const NAME_DID = /\b[A-Z][a-z]+ (?:[A-Z][a-z]+ )?(?:designed|built|invented|founded|wrote|discovered|created|engineered|planned|composed|painted|directed)\b/;
const FIGURE = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|half|a third|a quarter)\b/i;
/** A figure for part of the whole: "for small storms", "in winter", "of less than 5 mm". */
const SUBGROUP = /\b(?:for (?:small|large|short|long|heavy|light|the (?:smallest|largest|heaviest))|of (?:less|more) than|in (?:summer|winter|spring|autumn)|(?:under|over|above|below) \d)/i;
/** A figure for the whole: "overall", "over the two years", "on average". */
const WHOLE = /\b(?:overall|in total|on average|altogether|all told|in all|over the (?:\w+ )?(?:years?|months?|period|study)|across (?:all|the) )/i;

const NUMBER = '(?:\\d[\\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|a few|several|dozens? of|hundreds of|thousands of)';
const RANGE = `${NUMBER}(?:\\s*(?:to|-|–|or|and)\\s*${NUMBER})?\\s*`;

/**
 * Measure nouns of "what is the <noun> of…" questions and the kind of amount each asks for (amounts.ts
 * reads "how long / how much / how heavy…"): a lifespan is a time, a weight a weight.
 */
const MEASURE_NOUNS: { noun: RegExp; dimension: Dimension }[] = [
  { noun: /\b(?:lifespans?|life spans?|life expectancy|lifetimes?|duration|ages?)\b/i, dimension: 'time' },
  { noun: /\b(?:weight|mass)\b/i, dimension: 'weight' },
  { noun: /\b(?:size|height|length|depth|distance|width|wingspan)\b/i, dimension: 'length' },
  { noun: /\btemperatures?\b/i, dimension: 'temperature' },
  { noun: /\b(?:price|cost|fee)\b/i, dimension: 'money' },
  { noun: /\bspeed\b/i, dimension: 'speed' },
];

/** Dates, years and times of day: figures that count nothing ("in October 1880", "at 7.15 p.m."). */
const NOT_A_COUNT = new RegExp(`${DATE.source}|\\b(?:1[0-9]{3}|20[0-9]{2})s?\\b|\\b\\d{1,2}[.:]\\d{2}\\s*(?:a\\.?m\\.?|p\\.?m\\.?)?`, 'gi');

/**
 * What a how-much question asks to see in its answer: an amount of the kinds it asks for (amounts.ts,
 * and the measure noun of "what is the lifespan of…"), or for "how many <noun>" a number right before
 * that noun ("three hearts", "two branchial hearts"). Pure.
 */
export function amountAsked(query: string): { dimensions: Dimension[]; counted: RegExp | null } {
  const dimensions = new Set<Dimension>(dimensionsAsked(query).filter((d) => d !== 'count'));
  for (const m of MEASURE_NOUNS) if (m.noun.test(query)) dimensions.add(m.dimension);
  const noun = /\bhow many ([\p{L}-]+)/iu.exec(query)?.[1];
  const singular = noun?.toLowerCase().replace(/(?:es|s)$/, '');
  const counted = singular ? new RegExp(`\\b${RANGE}(?:[\\p{L}-]+\\s+)?${singular}(?:e?s)?\\b`, 'iu') : null;
  return { dimensions: [...dimensions], counted };
}

/** Does a text (its dates and years left out) give the amount asked for? Pure. */
function givesAsked(asked: { dimensions: Dimension[]; counted: RegExp | null }, figures: string): boolean {
  return (asked.dimensions.length > 0 && statesAmount(figures, asked.dimensions)) || (asked.counted?.test(figures) ?? false);
}

/** How well a sentence has the shape asked for: 0 none; higher is better. With the question, a how-much figure in the units asked for, or a count of what is asked, fits better. */
export function shapeFit(shape: AnswerShape, text: string, query = ''): number {
  switch (shape) {
    case 'when':
      return DATE.test(text) ? 2 : YEAR.test(text) ? 1 : 0;
    case 'who':
      return AGENT_NOUN.test(text) || BY_NAME.test(text) || NAME_DID.test(text) ? 2 : 0;
    case 'amount': {
      const figures = text.replace(NOT_A_COUNT, ' ');
      if (!FIGURE.test(figures)) return 0;
      const fits = query !== '' && givesAsked(amountAsked(query), figures);
      return 1 + (WHOLE.test(text) ? 1 : 0) - (SUBGROUP.test(text) ? 0.75 : 0) + (fits ? 1.5 : 0);
    }
  }
}

/**
 * Does the sentence name another thing of the kind asked about ("the Forth Bridge" for a question about
 * the Tay Bridge) without naming the one asked about? `head` is the question's subject noun.
 */
export function namesRival(text: string, query: string, head: string): boolean {
  const noun = head.toLowerCase().replace(/s$/, '');
  if (!noun) return false;
  // the names the question gives the thing (its capitalised words but the first and the noun itself)
  const asked = new Set((query.match(/\b[A-Z][\p{L}]+/gu) ?? []).slice(1).map((w) => w.toLowerCase()).filter((w) => w.replace(/s$/, '') !== noun));
  if (asked.size === 0) return false;
  const tokens = text.match(/[\p{L}]+/gu) ?? [];
  const names: string[] = [];
  tokens.forEach((token, i) => {
    if (token.toLowerCase().replace(/s$/, '') !== noun) return;
    // the capitalised words right before the noun: "the Forth Bridge", "the North Pier lighthouse"
    for (let j = i - 1; j >= 0 && /^[A-Z]/.test(tokens[j] ?? ''); j -= 1) {
      const name = (tokens[j] ?? '').toLowerCase();
      if (!DETERMINERS.has(name)) names.push(name);
    }
  });
  const lower = text.toLowerCase();
  const namesAll = [...asked].every((name) => new RegExp(`\\b${name}\\b`, 'u').test(lower));
  return names.some((name) => !asked.has(name)) && !namesAll;
}

const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their', 'his', 'her', 'our', 'each', 'every', 'one', 'new', 'first', 'second']);

/**
 * The index of the lead among `chosen` (best first) for a question of this shape, or -1 to keep the
 * usual lead. A candidate is within half the best score, names at least as many of the question's
 * concepts as the first point less one (`covers`: a date or a name about something else does not win:
 * "designed by Fowler" for the other bridge), and for a when-question says what happened (`saysVerb`: the opening
 * date does not answer "when did it collapse"). Among them the best shape fit wins, if it beats the first.
 */
export function shapedLead(
  chosen: { score: number; sentences: string[] }[],
  shape: AnswerShape,
  covers: (text: string) => number,
  saysVerb: (text: string) => boolean,
  rival: (text: string) => boolean = () => false,
  query = '',
): number {
  const first = chosen[0];
  if (!first) return -1;
  const best = first.score;
  // one concept fewer is allowed (a many-word question), two fewer is about something else
  const floor = covers(first.sentences.join(' ')) - 1;
  const fit = (text: string): number => shapeFit(shape, text, query);
  const value = (text: string): number => 2 * fit(text) + covers(text);
  let pick = -1;
  let pickValue = -Infinity;
  // a how-much question that names its units or what it counts is answered only by such a figure ("two miles" is no death toll)
  const asked = shape === 'amount' && query ? amountAsked(query) : null;
  const answersAmount = (text: string): boolean => {
    if (!asked || (asked.dimensions.length === 0 && !asked.counted)) return true;
    return givesAsked(asked, text.replace(NOT_A_COUNT, ' '));
  };
  chosen.forEach((unit, i) => {
    const text = unit.sentences.join(' ');
    if (unit.score < best * 0.5 || fit(text) <= 0 || covers(text) < floor || rival(text) || !answersAmount(text)) return;
    if (shape === 'when' && !saysVerb(text)) return;
    if (value(text) > pickValue) {
      pickValue = value(text);
      pick = i;
    }
  });
  return pick > 0 && pickValue > value(first.sentences.join(' ')) ? pick : -1;
}
