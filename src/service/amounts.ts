// Amounts: what kind of amount a question asks for ("How long…" a duration, "How much does it cost" a
// price, "At what temperature…" a temperature, "How many…" a count) and whether a sentence states one,
// in figures or in words ("about four hours", "two to four weeks", "212 adults"). The answer to such a
// question is the sentence that states the amount; its other points must name what is asked or state
// an amount too (compose.ts). Pure functions.

import { lemmaOf } from './lemmas';
import { verbShare } from './verbs';

export type Dimension = 'time' | 'length' | 'money' | 'weight' | 'temperature' | 'count' | 'speed' | 'frequency';

const NUMBER = String.raw`(?:\d[\d,.]*|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|a few|several|a couple of|half an?|a dozen)`;
const RANGE = String.raw`${NUMBER}(?:\s*(?:-|–|to|or|and)\s*${NUMBER})?(?:\s+(?:and a half|hundred|thousand|million))?`;

const UNITS: Record<Exclude<Dimension, 'count'>, string> = {
  time: String.raw`(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|decades?|centuries|generations?)`,
  length: String.raw`(?:mm|cm|m|km|millimetres?|millimeters?|centimetres?|centimeters?|metres?|meters?|kilometres?|kilometers?|miles?|feet|foot|ft|inch(?:es)?|yards?)`,
  money: String.raw`(?:euros?|dollars?|pounds?|pence|p|cents?|francs?|crowns?|kronor|yen|rupees?|ducats?|florins?|shillings?|guineas?)`,
  weight: String.raw`(?:mg|g|kg|milligrams?|grams?|kilograms?|kilos?|tonnes?|tons?|pounds?|lbs?|ounces?|oz|stones?)`,
  temperature: String.raw`(?:degrees?(?:\s+(?:celsius|centigrade|fahrenheit|c|f))?|°\s*[cf]?|kelvin)`,
  speed: String.raw`(?:km\/h|kph|mph|knots?|(?:kilometres?|kilometers?|miles?|metres?|meters?)\s+(?:per|an|a)\s+(?:hour|second|minute))`,
  frequency: String.raw`(?:times?\s+(?:a|an|per|each)\s+\w+|a\s+(?:day|week|month|year)|every\s+\w+)`,
};

/** A sum with its currency: a sign or an ISO code before or after the figure ("€40", "NOK 450", "12 CHF"). */
const CURRENCY_CODE = String.raw`(?:[€£$¥]|\b(?:NOK|SEK|DKK|ISK|EUR|USD|GBP|CHF|JPY|CAD|AUD|NZD|CNY|INR|PLN|CZK|HUF)\b)`;
const CURRENCY = new RegExp(String.raw`${CURRENCY_CODE}\s*\d|\d[\d,.]*\s*${CURRENCY_CODE}`);
const SUM = new RegExp(String.raw`${CURRENCY_CODE}\s*\d[\d,.]*(?:\s*(?:million|billion|bn|m|k)\b)?|\d[\d,.]*\s*(?:million\s+|billion\s+)?${CURRENCY_CODE}`);
const FREQUENCY_WORDS = /\b(?:once|twice|hourly|half-hourly|nightly|daily|weekly|fortnightly|monthly|yearly|annually|every (?:day|week|month|year|morning|evening|night|spring|summer|autumn|winter|hour|half hour|\w+ (?:minutes|days|weeks|months|years|hours)))\b/i;

/**
 * The kinds of amount a question asks for, or [] when it asks for none: "How long does the walk take?"
 * → time (and length: "how long is the bridge"); "How much did the repair cost?" → money; "At what
 * temperature…" → temperature; "How many volunteers…" → count; "How often…" → frequency. Pure.
 */
export function dimensionsAsked(query: string): Dimension[] {
  const q = query.toLowerCase();
  const out = new Set<Dimension>();
  if (/\bhow (?:long|soon)\b|\bhow old\b|\bwhat age\b|\bat what age\b|\bfor how long\b|\bwhat time\b|\bhow many (?:hours|days|weeks|months|years|minutes)\b/.test(q)) out.add('time');
  // "how long is the bridge" asks a length; "how long does the walk take / last" a time only, and so does
  // "how long are the wheels aged / is the dough left" (a passive: the clause ends in a participle)
  const duration = /\bhow long (?:do|does|did|will|would|should|can|could|must)\b/.test(q) || passiveDuration(q);
  if ((!duration && /\bhow long\b/.test(q)) || /\bhow (?:far|deep|high|tall|wide|thick|big|large)\b|\bwhat (?:depth|height|length|size|distance|width)\b/.test(q)) out.add('length');
  if (/\b(?:cost|costs|costing|price|prices|priced|pay|paid|pays|wage|wages|salary|earn|earned|earns|fee|fees|charge|charges|spend|spent|worth)\b/.test(q) && /\bhow much\b|\bwhat (?:was|is|were|are|did|does)\b|\bwhat\b.*\b(?:price|pay|wage|wages|salary|fee|cost)\b/.test(q)) out.add('money');
  if (/\bhow heavy\b|\bweigh(?:s|ed)?\b|\bwhat weight\b/.test(q)) out.add('weight');
  if (/\bhow (?:hot|cold|warm)\b|\bwhat temperatures?\b/.test(q)) out.add('temperature');
  // how fast: a speed, or the time something takes ("shuts in a tenth of a second")
  if (/\bhow fast\b|\bwhat speed\b|\bhow quickly\b/.test(q)) out.add('speed').add('time');
  if (/\bhow often\b|\bhow many times\b|\bhow frequent(?:ly)?\b/.test(q)) out.add('frequency');
  if (/\bhow many\b/.test(q) && !out.has('time') && !out.has('frequency')) out.add('count');
  return [...out];
}

/**
 * "How long are the wheels aged?", "How long was the bridge closed, and why?", "How long is meat kept in a
 * cellar?": a "how long" + be clause with a past participle (a form in -ed of four letters or more, not -eed
 * or -dred, or an irregular one of the lemma table that is mostly a verb) asks how long something is done.
 * Pure but for the shipped lemma and verb tables.
 */
export function passiveDuration(query: string): boolean {
  for (const m of query.toLowerCase().matchAll(/\bhow long (?:is|are|was|were)\b([^,;:?]*)/gu)) {
    for (const word of (m[1] ?? '').match(/\p{L}+/gu) ?? []) {
      if (word.length >= 4 && /ed$/.test(word) && !/(?:eed|dred)$/.test(word)) return true;
      const lemma = lemmaOf(word);
      if (lemma !== word && !word.endsWith('s') && verbShare(lemma) >= 0.5) return true;
    }
  }
  return false;
}

/**
 * A rate said with a period: "twice a day", "three times a week", "once per month". Its period ("a day") is how often,
 * never how long something lasts: "Treks run twice a day" states no duration, "Each trek lasts 90 minutes" does.
 */
const RATE_PERIOD = /\b(?:once|twice|thrice|[\p{L}\d]+\s+times)\s+(?:a|an|per|each|every)\s+\p{L}+/giu;

/** Does a text state an amount of one of these kinds ("about four hours", "€40", "212 adults")? Pure. */
export function statesAmount(text: string, dimensions: Dimension[]): boolean {
  for (const dimension of dimensions) {
    // (a time asked is no rate's period: "twice a day" gives how often, RATE_PERIOD)
    if (dimension === 'time' && !dimensions.includes('frequency')) {
      if (statesAmount(text.replace(RATE_PERIOD, ' '), dimensions.filter((d) => d !== 'time')) || statesTime(text.replace(RATE_PERIOD, ' '))) return true;
      continue;
    }
    if (dimension === 'count') {
      // a figure or a number word before a word ("212 adults", "three hearts"), not a year
      if (new RegExp(String.raw`\b(?!(?:1[0-9]|20)\d\d\b)${RANGE}\s+(?:\p{L}+\s+)?\p{L}{3,}`, 'iu').test(text.replace(/\b(?:a|an)\s+/gi, ' ')) && /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|dozen|several|few)\b/i.test(text)) return true;
      continue;
    }
    if (dimension === 'money' && CURRENCY.test(text)) return true;
    if (dimension === 'frequency' && FREQUENCY_WORDS.test(text)) return true;
    if (new RegExp(String.raw`\b${RANGE}\s*${UNITS[dimension]}(?![\p{L}])`, 'iu').test(text)) return true;
    // a table row read as a sentence gives the unit in its column's name: "maximum speed (km/h) 280"
    if (new RegExp(String.raw`\(\s*${UNITS[dimension]}\s*\)\s*\d`, 'iu').test(text)) return true;
  }
  return false;
}

const WORD_DIMENSIONS: Record<string, Dimension> = {
  temperature: 'temperature', temperatures: 'temperature',
  cost: 'money', costs: 'money', price: 'money', prices: 'money', pay: 'money', paid: 'money', wage: 'money', wages: 'money', salary: 'money', fee: 'money', fees: 'money', fare: 'money', fares: 'money', earnings: 'money', earn: 'money', earned: 'money', charge: 'money', money: 'money', cash: 'money', income: 'money', proceeds: 'money', profit: 'money', revenue: 'money',
  weight: 'weight', weigh: 'weight', weighs: 'weight',
  length: 'length', distance: 'length', height: 'length', depth: 'length', width: 'length',
  speed: 'speed',
  duration: 'time', age: 'time', lifespan: 'time',
};

/** Does a text state a time amount ("about four hours", "90 minutes"; a table column's unit, "duration (hours) 3")? Pure. */
function statesTime(text: string): boolean {
  return new RegExp(String.raw`\b${RANGE}\s*${UNITS.time}(?![\p{L}])`, 'iu').test(text) || new RegExp(String.raw`\(\s*${UNITS.time}\s*\)\s*\d`, 'iu').test(text);
}

/** The kind of amount a word names ("temperature", "pay", "cost", "depth"), or null. Pure. */
export function wordDimension(word: string): Dimension | null {
  return WORD_DIMENSIONS[word.toLowerCase()] ?? null;
}

/** The words that name a kind of amount, each with its kind ("fee" money, "depth" length). Pure. */
export function dimensionWords(): [string, Dimension][] {
  return Object.entries(WORD_DIMENSIONS);
}

/** The kind of amount a word names, given as a stem of it ("durat" → time, as the attribute table keeps nouns), or null. Pure. */
export function stemDimension(stemmed: string, stemOf: (word: string) => string): Dimension | null {
  const found = Object.entries(WORD_DIMENSIONS).find(([word]) => stemOf(word) === stemmed);
  return found ? found[1] : null;
}

/**
 * The word of a question that names what is asked for, when its shape says so: "What was a glassmaker's
 * daily pay?" → pay; "What is the surface temperature of Venus?" → temperature; "How much did the
 * rescue cost?" → cost; "At what temperature…" → temperature. null otherwise. Pure.
 */
export function askedWord(query: string): string | null {
  const q = query.trim().replace(/[?.!]+$/, '');
  const measure = /\b(?:at|to|what)\s+(temperature|speed|depth|height|age|price|cost|weight)\b/i.exec(q);
  if (measure?.[1]) return measure[1].toLowerCase();
  // "How much was a glassmaker paid per day?", "What did the operation cost?": the verb of the amount, before any "per day"
  const amount = /^(?:how much|what)\b.*\b(cost|costs|pay|paid|earn|earned|charge|charged|weigh|weighs)(?:\s+(?:per|a|an|each|every)\s+\p{L}+)?$/iu.exec(q);
  if (amount?.[1]) return amount[1].toLowerCase();
  const what = /^(?:what|which)\s+(?:is|was|are|were)\s+(.+?)(?:\s+(?:of|in|for|at|on|from|during|per|by)\s+.*)?$/i.exec(q);
  if (!what?.[1]) return null;
  const words = what[1].toLowerCase().replace(/['’]s\b/g, ' ').match(/\p{L}+/gu) ?? [];
  const last = words.at(-1);
  // a bare determiner or pronoun is no head ("What is it?")
  return last && last.length >= 3 && !/^(?:the|this|that|these|those|there|they|it|its|their)$/.test(last) ? last : null;
}

/**
 * The first amount of a kind a text states, as written ("NOK 450", "38 kilograms", "8 to 9 °C", "212
 * adults"), or null. "date" is a year or a day and month. Pure.
 */
export function amountIn(text: string, dimension: Dimension | 'date'): string | null {
  const found = (re: RegExp): string | null => re.exec(text)?.[0]?.trim() ?? null;
  if (dimension === 'date') return found(/\b(?:\d{1,2}\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+\d{1,2})?,?\s+(?:1\d{3}|20\d{2})\b|\b(?:in|since|from|until|by|around|circa|c\.)\s+(?:1\d{3}|20\d{2})(?:\s*(?:to|-|–)\s*(?:1\d{3}|20\d{2}))?\b|\b(?:1\d{3}|20\d{2})(?:\s*(?:to|-|–)\s*(?:1\d{3}|20\d{2}))?\b/);
  if (dimension === 'money') return found(SUM) ?? found(new RegExp(String.raw`\b${RANGE}\s*${UNITS.money}(?![\p{L}])`, 'iu'));
  if (dimension === 'count') return found(new RegExp(String.raw`\b(?<![\d:.,])(?!(?:1[0-9]|20)\d\d\b)\d[\d,.]*(?:\s*(?:-|–|to)\s*\d[\d,.]*)?\s+(?:\p{L}+\s+)?\p{L}{3,}`, 'iu'));
  if (dimension === 'frequency') return found(FREQUENCY_WORDS) ?? found(new RegExp(String.raw`\b${RANGE}\s*${UNITS.frequency}`, 'iu'));
  return found(new RegExp(String.raw`\b${RANGE}\s*${UNITS[dimension]}(?![\p{L}])`, 'iu'));
}

const COLUMN_DIMENSIONS: Record<string, Dimension | 'date'> = {
  date: 'date', dates: 'date', year: 'date', years: 'date', when: 'date', day: 'date',
  number: 'count', count: 'count', total: 'count', quantity: 'count', amount: 'count',
  duration: 'time', time: 'time', period: 'time', frequency: 'frequency', how_often: 'frequency',
  size: 'length', distance: 'length', length: 'length', depth: 'length', height: 'length', width: 'length', altitude: 'length',
};

/** The kind of amount a table column or JSON key asks for ("Fee", "price_nok", "Date", "Weight (kg)"), or null. Pure. */
export function columnDimension(column: string): Dimension | 'date' | null {
  for (const word of column.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean)) {
    const dimension = COLUMN_DIMENSIONS[word] ?? wordDimension(word);
    if (dimension) return dimension;
  }
  return COLUMN_DIMENSIONS[column.toLowerCase()] ?? null;
}
