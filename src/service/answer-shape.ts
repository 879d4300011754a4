// The shape of a direct answer to when / who / how-much / by-how-much questions: a date, a person named as
// the one who did it, a figure for the whole rather than for a subgroup, a change from one level to another. compose.ts's chooseLead uses it to pick
// the lead among the chosen points of a what-question ("When did the bridge collapse?" leads with the
// sentence that gives the date, not the best-scoring one that repeats the question's words). Pure.
import { dimensionsAsked, statesAmount, type Dimension } from './amounts';
import { questionParts, relatedStems, withoutAskingFrame } from './concepts';
import { isStopWord, stem } from './text';
import { isPersonNoun } from './lexicon';
import { verbShareOfForm } from './verbs';
import { countedWords, countPredicate, figureBoundTo } from './counted';
import { asksMoneyByNoun, personAnswers } from './ask-kind';
import { passiveAgent } from './passive-agent';

export type AnswerShape = 'when' | 'who' | 'amount' | 'change';

/** What kind of answer the question's first part asks for, when it asks for one of these. */
export function answerShape(query: string): AnswerShape | null {
  // a preposition before the question word asks the same: "At what temperature…", "For how long…", "In which year…"
  // ("By how much has the water table risen?" asks for a change: from one level to another, or by an amount)
  if (/^\s*by how (?:much|many|far)\b/i.test(query)) return 'change';
  // (asked inside a longer sentence, the clause asked is read: "I'd like to know who runs the seed library"; "what's" is "what is")
  const q = withoutAskingFrame(query.trim()).toLowerCase().replace(/^(what|which)['’]s\b/, '$1 is').replace(/^(?:(?:at|in|on|for|by|from|to|during|until|till|since|of|with|around|after|before)\s+(?=(?:what|which|whom)\b)|(?:for|in|to|at|over|within)\s+(?=how\b))/, '');
  // (a plural asks the same of several: "Which DAYS is it open?", "What MONTHS does it run?")
  if (/^(?:when|(?:what|which) (?:years?|dates?|days?|months?|century|centuries|decades?|times?|hours?|seasons?)|what time)\b/.test(q)) return 'when';
  if (/^(?:who|whom|whose|by whom)\b/.test(q)) return 'who';
  if (/^how (?:much|many|long|far|big|large|tall|high|heavy|old|fast|often|frequent|frequently|deep|wide|hot|cold|warm)\b/.test(q)) return 'amount';
  if (/^(?:what|which) (?:is |are |was |were )?(?:the )?(?:(?:average|typical|usual|normal|maximum|minimum|total) )?(?:temperature|size|price|cost|percentage|share|proportion|amount|number|age|speed|weight|height|length|depth|distance|rate|dose|fee|lifespan|life span|life expectancy|duration|population|death toll|toll|count|capacity)\b/.test(q)) return 'amount';
  // the noun asked names an amount of money, whatever its words before it ("What's the monthly CHARGE to hire…", "What
  // do they ask as RENT…": WordNet's money nouns, ask-kind.ts)
  if (asksMoneyByNoun(q)) return 'amount';
  return null;
}

const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const DATE = new RegExp(`\\b(?:\\d{1,2}(?:st|nd|rd|th)? ${MONTH}|${MONTH} \\d{1,2}(?:st|nd|rd|th)?)\\b|\\b${MONTH} (?:1[0-9]{3}|20[0-9]{2})\\b`, 'i');
/** A time that recurs: "the first Friday of each month", "every Saturday", "on Sundays", "from October to March" (not "the first weekday train"). */
const DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const RECURRING = new RegExp(`\\b(?:every|each)\\s+(?:${DAY}|weekend|weekday|month|week|morning|evening|night|spring|summer|autumn|winter)s?\\b|\\b(?:first|second|third|fourth|last)\\s+${DAY}\\s+(?:of|in)\\s+(?:each|every|the)\\s+month\\b|\\bon\\s+${DAY}s\\b|\\bfrom\\s+${MONTH}\\s+(?:to|until|till|through)\\s+${MONTH}\\b`, 'i');
const YEAR = /\b(?:in|on|by|since|from|until|of) (?:1[0-9]{3}|20[0-9]{2})\b|\b(?:1[0-9]{3}|20[0-9]{2})\b/;
/**
 * A year of any age by its era ("around 700 BC", "480 BCE", "AD 43", "in 1200 CE") or a century ("the 5th century", "the
 * fifth century BC"): a date as a history gives it, which the four-figure years above miss (a rampart "built around
 * 700 BC" answers when it was built as "built in 1700" does). The era's letters in capitals only ("ad" is a word).
 */
const ERA_YEAR = /\b\d{1,4}\s?(?:BCE?|CE|B\.C\.(?:E\.)?)(?![\p{L}])|\b(?:AD|A\.D\.)\s?\d{1,4}\b|\b\d{1,4}\s?(?:AD|A\.D\.)(?![\p{L}])|\b(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-first)[\s-]century\b/iu;
/** Does a text give a year by its era or a century ("700 BC", "AD 43", "the 12th century")? Pure. */
export function givesEraYear(text: string): boolean {
  return ERA_YEAR.test(text.replace(/\b(?:ad|bc|ce)\b/g, ' '));
}
/** A time of day: "at 23:15", "7.15 p.m.", "noon". */
const CLOCK = /\b(?:[01]?\d|2[0-3])[:.][0-5]\d\b(?!\s*(?:%|per|kg|km|m\b|mm|cm))|\b\d{1,2}(?:[:.][0-5]\d)?\s*(?:a\.m\.|p\.m\.|am\b|pm\b)|\b(?:noon|midday|midnight)\b/i;
/** A question asking for a time of day rather than a date. */
/** Does a text give a time of day ("from 10 am to 5 pm", "at 06:40", "noon")? Pure. */
export function givesClockTime(text: string): boolean {
  return CLOCK.test(text);
}
/** A question asking the days of the week something happens on ("Which days is it open?", "what days does it run?"). */
const ASKS_DAYS = /^(?:(?:on|for)\s+)?(?:what|which) days\b/i;
/** A day of the week, or days of the week said together: "Tuesdays", "weekdays", "at weekends", "daily". */
const WEEKDAY = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays?|weekends?|daily|every day|seven days a week)\b/i;
/** One day in time, not a day of every week: "last Tuesday", "next Friday", "this Sunday". */
const ONE_DAY = /\b(?:last|next|this|that|coming)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/gi;
const ASKS_CLOCK = /^(?:(?:at|by|until|from)\s+)?(?:what|which) (?:times?|hours?)\b/i;
/** The verb of "Who <verb> …?" ("Who found the wreck?" → found), not an auxiliary ("Who was…", "Who did…"). */
const WHO_VERB = /^\s*(?:by\s+)?who\s+(?:first\s+|originally\s+|actually\s+)?([\p{L}-]+)/iu;
const AUXILIARY_VERB = /^(?:is|are|was|were|did|does|do|has|have|had|can|could|will|would|should|may|might|must)$/i;
/** A passive with a named agent, whatever the verb: "orders are issued by the Regional Civil Protection Authority". */
const PASSIVE_BY_NAME = /\b(?:is|are|was|were|been|be)\s+(?:\p{Ll}+\s+)?\p{Ll}+(?:ed|en|wn|t)\s+by\s+(?:the\s+)?\p{Lu}/u;
/** A passive whose agent is a person named after a description of their role: "was led by the museum's textile conservator, Nadia Okafor". */
const PASSIVE_BY_PERSON = /\b(?:is|are|was|were|been|be)\s+(?:\p{Ll}+\s+)?\p{Ll}+(?:ed|en|wn|t)\s+by\s+(?:(?:the|a|an|its|their|our|his|her)\s+)?(?:[\p{Ll}'’-]+,?\s+){1,4}\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}/u;
/** An agent named in the sentence: a name not opening it ("the trawler Solvik", "Regional Civil Protection"), or a by-phrase. */
const NAMED_AGENT = /(?<![.:!?]\s*|^\s*)\b\p{Lu}[\p{Ll}\p{Lu}'’-]+|\bby (?:the |a |an |its |their )?[\p{L}-]+/u;
/** A name of two capitalised words not opening the sentence, then ", which/who" and a verb: a named body said to act ("the Planning Inspectorate, which decides it"). */
const NAME_WHICH_DOES = /(?<![.:!?]\s*|^\s*)\b\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+,\s+(?:which|who)\s+(?:then\s+|usually\s+|also\s+)?(?!(?:is|was|are|were|has|have|had|does|do)\b)(\p{Ll}{3,})\b/gu;

/** Does a text name a body that acts in a clause after it ("the Panel Engineers, who EXAMINE it"): the word after "which/who" a verb form? Pure but for the shipped verb table. */
function namedBodyActs(text: string): boolean {
  return [...text.matchAll(NAME_WHICH_DOES)].some((m) => /(?:s|ed)$/.test(m[1] ?? '') || verbShareOfForm(m[1] ?? '') >= 0.5);
}
/** Names of months and weekdays: capitalised, but no agent. */
const CALENDAR_NAME = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b/g;
/** A person named as the one who did it: "designed by Anna Berg", "its engineer, Thomas Bouch", "Berg designed". */
const AGENT_NOUN = /\b(?:engineer|architect|designer|inventor|founder|author|builder|creator|discoverer|composer|painter|director)\b[^.;]{0,20}?\b[A-Z][a-z]+ [A-Z][a-z]+/;
const BY_NAME = /\b(?:designed|built|invented|founded|written|discovered|created|engineered|planned|composed|painted|directed|led) by (?:[A-Z][a-z]+ ){0,2}[A-Z][a-z]+/;
const NAME_DID = /\b[A-Z][a-z]+ (?:[A-Z][a-z]+ )?(?:designed|built|invented|founded|wrote|discovered|created|engineered|planned|composed|painted|directed)\b/;
const FIGURE = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|half|a third|a quarter)\b/i;
/** A figure for part of the whole: "for small storms", "in winter", "of less than 5 mm". */
const SUBGROUP = /\b(?:for (?:small|large|short|long|heavy|light|the (?:smallest|largest|heaviest))|of (?:less|more) than|in (?:summer|winter|spring|autumn)|(?:under|over|above|below) \d)/i;
/** Days a figure may hold for only: "on Sundays", "Saturday services", "at weekends". */
const DAYS = /\b(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?|bank holidays?|public holidays?)\b/i;
/** A figure for the whole: "overall", "over the two years", "on average", "Most octopuses live…", "typically". */
const WHOLE = /\b(?:overall|in total|on average|altogether|all told|in all|over the (?:\w+ )?(?:years?|months?|period|study)|across (?:all|the) )|^(?:most|all|nearly all|almost all)\s+\p{Ll}+s\b|\b(?:typically|usually|generally)\b/iu;

const NUMBER = '(?:\\d[\\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|a few|several|dozens? of|hundreds of|thousands of)';
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

/** An amount something changes by: "by two or three degrees", "by up to 5 kg", "rose by 12%". */
const CHANGE_BY = new RegExp(`\\bby\\s+(?:about |around |up to |some |roughly |nearly |almost |over |more than |less than )?${RANGE}(?:°\\s*[CF]?|%|[\\p{L}]+)?`, 'giu');

/** A change from one level to another: "risen from 31 cm below the surface to 9 cm", "from €3 to €4.50". */
const FROM_TO = /\bfrom\s+(?:about\s+|around\s+)?[€£$]?\d[\d.,]*[^.;:]{0,60}?\bto\s+(?:about\s+|around\s+)?[€£$]?\d/i;
/** A change said against the level before: "12 percent higher", "three times more", "twice as many". */
const RELATIVE = /\b(?:\d[\d.,]*\s*(?:%|percent|per cent)|twice|three times|\d+ times|half|a third|a quarter)\s+(?:\p{L}+\s+)?(?:more|less|fewer|higher|lower|greater|smaller|up|down|as (?:much|many))\b/iu;

/** A change named as a noun with its amount: "a reduction of 10 percent", "a rise of 4 cm". */
const CHANGE_OF = /\b(?:reduction|increase|rise|fall|drop|cut|decline|decrease|gain|loss|improvement|growth)\s+of\s+(?:about\s+|around\s+|some\s+|nearly\s+)?[€£$]?\d/i;

/** A currency sign right before a figure: "£4.20" is a price and "€1500" a sum, never a time of day or a year. */
const NOT_AFTER_CURRENCY = '(?<![£$€¥]\\s?)';
/** Dates, years and times of day: figures that count nothing ("in October 1880", "at 7.15 p.m."; not "£4.20"). */
const NOT_A_COUNT = new RegExp(`${DATE.source}|${NOT_AFTER_CURRENCY}\\b(?:1[0-9]{3}|20[0-9]{2})s?\\b|${NOT_AFTER_CURRENCY}\\b\\d{1,2}[.:]\\d{2}\\s*(?:a\\.?m\\.?|p\\.?m\\.?)?`, 'gi');

/**
 * What a how-much question asks to see in its answer: an amount of the kinds it asks for (amounts.ts,
 * and the measure noun of "what is the lifespan of…"), or for "how many <noun>" a number right before
 * that noun ("three hearts", "two branchial hearts"). Pure.
 */
export function amountAsked(query: string): { dimensions: Dimension[]; counted: RegExp | null; people?: boolean } {
  const dimensions = new Set<Dimension>(dimensionsAsked(query).filter((d) => d !== 'count'));
  for (const m of MEASURE_NOUNS) if (m.noun.test(query)) dimensions.add(m.dimension);
  // "How much is the RENT on a plot?", "the monthly CHARGE": a noun of money asked is a sum (ask-kind.ts)
  if (asksMoneyByNoun(query)) dimensions.add('money');
  // (the head of the phrase counted where the word after "how many" is "of": "how many OF THE surveyed school PIANOS", counted.ts)
  const nouns = countedWords(query);
  const noun = nouns[0];
  const singulars = nouns.map((n) => n.replace(/(?:es|s)$/, ''));
  // the count may stand before words that describe what is counted: "11,000 small red and yellow feathers"
  // (up to four of them, joined by commas and "and"/"or", none a word of the closed classes: "40 km from the feathers" counts no feathers)
  // (or after it, as a part of a whole: "twelve of the bells", "34 of its 43 martens", "nine of them")
  const counted = singulars.length > 0 ? new RegExp(`\\b${RANGE}(?:of\\s+(?:the|its|their|these|those|our|his|her)\\s+)?(?:(?!(?:${CLOSED_BETWEEN})\\b)[\\p{L}-]+,?\\s+(?:(?:and|or)\\s+)?){0,4}(?:${singulars.join('|')})(?:e?s)?\\b|\\b${RANGE}of\\s+(?:them|these|those)\\b`, 'iu') : null;
  // people counted are often named in other words: "312 adults" answers how many patients took part
  return { dimensions: [...dimensions], counted, ...(noun && isPersonNoun(noun) ? { people: true } : {}) };
}

/** A count of people in any words: "312 adults", "about 40 local volunteers" (a person noun of WordNet's after the figure). Pure but for the lexicon. */
export function countsPeople(text: string): boolean {
  const pattern = new RegExp(`\\b${RANGE}((?:(?!(?:${CLOSED_BETWEEN})\\b)[\\p{L}-]+,?\\s+(?:(?:and|or)\\s+)?){0,3})([\\p{L}-]+)\\b`, 'giu');
  for (const m of text.matchAll(pattern)) {
    // the person noun is the last word or, among describing words, any one of them ("40 volunteers from the village")
    const candidates = [m[2] ?? '', ...(m[1] ?? '').split(/[\s,]+/)].filter((w) => /^\p{L}{3,}$/u.test(w) && !isStopWord(w.toLowerCase()));
    if (candidates.some((w) => isPersonNoun(w.toLowerCase()))) return true;
  }
  return false;
}

/**
 * Does a question ask the number to call ("What number do I ring to book?", "what's the phone number for the office?")?
 * The noun "number" with a verb of telephoning (the few English has: ring, call, phone, dial, text) or a telephone word
 * before it. Pure.
 */
export function asksNumberToCall(query: string): boolean {
  const q = query.toLowerCase();
  if (!/\bnumber\b/.test(q)) return false;
  return /\b(?:(?:tele)?phone|mobile|contact|helpline|booking)\s+number\b/.test(q) || /\bwhat(?:['’]s| is)?\s+(?:the\s+)?number\b.*\b(?:ring|call|phone|dial|text|telephone)\b/.test(q);
}

/** Does a text give a telephone number (seven digits or more, in groups: "01632 960 442", "+44 20 7946 0000")? Pure. */
export function givesTelephoneNumber(text: string): boolean {
  return (text.match(/(?<![\d.,£$€])\+?\d[\d ]{5,}\d(?![\d.,]?\d)/g) ?? []).some((m) => m.replace(/\D/g, '').length >= 7 && !/^(?:1[0-9]{3}|20[0-9]{2})$/.test(m.trim()));
}

/** Words that cannot stand between a count and what it counts (prepositions, determiners, auxiliaries): "5 m from the feathers". */
const CLOSED_BETWEEN = 'of|from|to|in|on|at|by|for|with|into|onto|over|under|after|before|than|the|a|an|its|their|his|her|this|that|these|those|is|are|was|were|be|been|has|have|had|per|each|every|which|who';

/** Does a text (its dates and years left out) give the amount asked for? Pure. */
function givesAsked(asked: { dimensions: Dimension[]; counted: RegExp | null; people?: boolean }, figures: string): boolean {
  return (asked.dimensions.length > 0 && statesAmount(figures, asked.dimensions)) || (asked.counted?.test(figures) ?? false) || (asked.people === true && countsPeople(figures));
}

/** How well a sentence has the shape asked for: 0 none; higher is better. With the question, a how-much figure in the units asked for, or a count of what is asked, fits better. `anyRelation` false: a who-answer only as an agent of the act (a person named in another relation does not count). */
export function shapeFit(shape: AnswerShape, text: string, query = '', anyRelation = true): number {
  switch (shape) {
    case 'when':
      // "What time is the last train?" asks for a time of day; a date does not give it
      if (ASKS_CLOCK.test(query.trim())) return CLOCK.test(text) ? 2 : 0;
      // "Which days is it open?" asks days of the week, named in any form ("Tuesday and Thursday", "weekdays")
      // (never one day in time: "opened last Tuesday")
      if (ASKS_DAYS.test(query.trim())) return WEEKDAY.test(text.replace(ONE_DAY, ' ')) ? 2 : 0;
      // (a time that recurs answers "When are the open nights?" as a date answers "When did it open?")
      return DATE.test(text) || RECURRING.test(text) ? 2 : YEAR.test(text) || givesEraYear(text) ? 1 : 0;
    case 'who':
      if (AGENT_NOUN.test(text) || BY_NAME.test(text) || NAME_DID.test(text) || PASSIVE_BY_NAME.test(text) || PASSIVE_BY_PERSON.test(text)) return 2;
      // a named body with what it does in a clause after it: "…send the order to the Planning Inspectorate, WHICH DECIDES it"
      if (namedBodyActs(text)) return 1;
      // a person named that the question does not name, in any relation ("I trained under Maria Ortiz", "an old
      // shipwright called Dennis Kitto", "passed to his niece, Signe Dahl, who…"; ask-kind.ts): more than the question's
      // verb beside any capitalised word ("The library runs workshops each August"). Not where the lead is chosen among
      // agents (shapedLead): there a person in another relation does not outrank an agent of the act ("forged by a smith");
      // a lead with no agent at all gives way to one (lead-focus.ts)
      // (not one named in a sentence on the question's setting only: "Marion Sketty, who runs a cafe boat below the lock")
      if (anyRelation && personAnswers(text, query)) return 2;
      // the question's own verb and an agent of any kind: a ship, a team, an organisation ("the trawler Solvik")
      // (a month or a weekday is no agent: "The library runs workshops each August")
      // (or the doer a passive names in any words, whatever its verb: "put up by the town council"; passive-agent.ts)
      return (saysWhoVerb(text, query) && NAMED_AGENT.test(text.replace(CALENDAR_NAME, 'x'))) || passiveAgent(text) !== null ? 1 : 0;
    case 'change': {
      // "has risen from 31 cm … to 9 cm", "fell by a third", "a reduction of 10 percent", "12 percent higher":
      // a change, not a level; for the whole rather than a subgroup ("in the 142 children whose level was below 25")
      const change = FROM_TO.test(text) ? 2 : new RegExp(CHANGE_BY.source, 'iu').test(text.replace(NOT_A_COUNT, ' ')) || RELATIVE.test(text) || CHANGE_OF.test(text) ? 1.5 : 0;
      return change === 0 ? 0 : change + (WHOLE.test(text) ? 0.5 : 0) - (SUBGROUP.test(text) ? 0.75 : 0);
    }
    case 'amount': {
      // "What number do I ring to book?" asks a telephone number, which no amount gives
      if (asksNumberToCall(query)) return givesTelephoneNumber(text) ? 2 : 0;
      const figures = text.replace(NOT_A_COUNT, ' ');
      // a change by an amount ("swings by two or three degrees") is not the level asked for ("At what temperature…?"),
      // unless the question asks by how much
      const level = /\bby how (?:much|many)\b/i.test(query) ? figures : figures.replace(CHANGE_BY, ' ');
      const fits = query !== '' && givesAsked(amountAsked(query), level);
      // (a frequency may be a word: "hourly", "daily")
      if (!FIGURE.test(figures) && !fits) return 0;
      // a figure for some days only ("Sunday …: hourly") is a part of the whole, unless the question names those days
      // ("last Sunday", "next Friday" name one day, a point in time: no figure for some days only)
      const days = DAYS.exec(text.replace(/\b(?:last|next|this|that)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/gi, ' '))?.[0]?.toLowerCase().replace(/s$/, '');
      const someDays = days !== undefined && !new RegExp(`\\b${days}`, 'i').test(query);
      return 1 + (WHOLE.test(text) ? 1 : 0) - (SUBGROUP.test(text) || someDays ? 0.75 : 0) + (fits ? 1.5 : 0);
    }
  }
}

/**
 * Does a text give what the question's shape asks, on its own: a date for a when-question, a person for a
 * who-question, and for a how-much question that names its units or what it counts, a figure of those
 * ("15 degrees" gives no count of feathers); any figure when it names neither. Pure.
 */
export function givesShape(shape: AnswerShape, text: string, query: string): boolean {
  if (shapeFit(shape, text, query) <= 0) return false;
  if (shape !== 'amount') return true;
  const asked = amountAsked(query);
  if (asked.dimensions.length === 0 && !asked.counted) return true;
  const figures = text.replace(NOT_A_COUNT, ' ');
  return givesAsked(asked, /\bby how (?:much|many)\b/i.test(query) ? figures : figures.replace(CHANGE_BY, ' '));
}

/**
 * Does the sentence say the verb of a "Who <verb> …?" question ("found" in "Found: 1998, when the trawler
 * Solvik snagged its nets", "was found by divers")? The agent may be a ship, a team or an organisation,
 * not only a person with a first and last name. False without such a verb. Pure.
 */
export function saysWhoVerb(text: string, query: string): boolean {
  const verb = WHO_VERB.exec(query)?.[1] ?? '';
  if (!verb || AUXILIARY_VERB.test(verb)) return false;
  const wanted = new Set([stem(verb), ...relatedStems(stem(verb))]);
  const tokens = text.match(/[\p{L}\p{N}'’-]+:?/gu) ?? [];
  return tokens.some((token, i) => {
    const word = token.replace(/:$/, '');
    if (!wanted.has(stem(word))) return false;
    // a key-facts label ("Found: 1998, when the trawler Solvik…"): the agent is in its value
    if (token.endsWith(':') && i === 0) return true;
    const after = (tokens[i + 1] ?? '').toLowerCase();
    // the passive with its agent ("was found by divers")
    if (after === 'by') return true;
    // a participle without one ("silver found in the dunes") names no agent; nor does a passive ("was found")
    if (after === '' || AFTER_PARTICIPLE.test(after) || BE_FORM.test((tokens[i - 1] ?? '').toLowerCase())) return false;
    // the verb with its object and a subject before it ("the youth team found silver pennies")
    return i > 0;
  });
}

/** Words after which a verb form is a participle describing something, not an act with its object. */
const AFTER_PARTICIPLE = /^(?:in|at|on|near|during|under|off|inside|within|between|along|across|from|to|into|with|after|before|since|until|for|among|beside|beneath|behind|there|here|only|alive|dead|guilty|so)$/;
const BE_FORM = /^(?:is|are|was|were|be|been|being|am|get|got|gets)$/;

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

const PERIODS: Record<string, string> = { hourly: 'hour', daily: 'day', nightly: 'night', weekly: 'week', fortnightly: 'fortnight', monthly: 'month', yearly: 'year', annual: 'year', annually: 'year', quarterly: 'quarter' };

/**
 * The period a how-much question asks its figure for: "the monthly charge", "how much per week", "a night" → month,
 * week, night; null when it names none. Pure.
 */
export function periodAsked(query: string): string | null {
  const q = query.toLowerCase();
  const adjective = /\b(hourly|daily|nightly|weekly|fortnightly|monthly|yearly|annual|annually|quarterly)\b/.exec(q)?.[1];
  if (adjective) return PERIODS[adjective] ?? null;
  return /\b(?:per|a|an|each|every)\s+(hour|day|night|week|fortnight|month|year|quarter|term|season|session)\b/.exec(q)?.[1] ?? null;
}

/** Does a text give a figure for that period ("£120 a month", "$40/week", "per night", "monthly")? Pure. */
export function statesPeriod(text: string, period: string): boolean {
  const adjective = Object.entries(PERIODS).filter(([, p]) => p === period).map(([a]) => a);
  return new RegExp(`(?:\\b(?:a|an|per|each|every)\\s+|/\\s*)${period}s?\\b${adjective.length > 0 ? `|\\b(?:${adjective.join('|')})\\b` : ''}`, 'i').test(text);
}

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
  // a how-much question that names its units or what it counts is answered only by such a figure ("two miles" is no death toll)
  const asked = shape === 'amount' && query ? amountAsked(query) : null;
  // the figures that give a level, not a change by an amount ("fall by 20 degrees"), unless the question asks by how much
  const levels = (text: string): string => {
    const figures = text.replace(NOT_A_COUNT, ' ');
    return /\bby how (?:much|many)\b/i.test(query) ? figures : figures.replace(CHANGE_BY, ' ');
  };
  // "8 to 9 °C" names the temperature asked about in a figure: a figure of the kind asked counts as one concept named
  const namedBy = (text: string): number => covers(text) + (asked && asked.dimensions.length > 0 && statesAmount(levels(text), asked.dimensions) ? 1 : 0);
  const fit = (text: string): number => shapeFit(shape, text, query, false);
  // a count bound to what the question says of the counted thing ("45 poor" for "how many … were in poor shape", "41 were
  // laid flat") answers over another count of the same thing, in the sentence or elsewhere (counted.ts)
  const predicate = shape === 'amount' && /\bhow many\b/i.test(query) ? countPredicate(questionParts(query)[0] ?? query) : [];
  const bound = (text: string): number => (figureBoundTo(levels(text), predicate) ? 2 : 0);
  // a figure for the period the question names ("the MONTHLY charge" → "£120 a month") answers over one for another period or none
  const period = shape === 'amount' ? periodAsked(query) : null;
  const forPeriod = (text: string): number => (period && statesPeriod(text, period) ? 1.5 : 0);
  const value = (text: string): number => 2 * fit(text) + namedBy(text) + bound(text) + forPeriod(text);
  // (the number to call is no amount: shapeFit has read it; asked of the question once, not of every point)
  const callsNumber = shape === 'amount' && asksNumberToCall(query);
  const answersAmount = (text: string): boolean => {
    if (!asked || (asked.dimensions.length === 0 && !asked.counted) || callsNumber) return true;
    return givesAsked(asked, levels(text));
  };
  const fits = (unit: { score: number; sentences: string[] }, least: number): boolean => {
    const text = unit.sentences.join(' ');
    if (unit.score < best * least || fit(text) <= 0 || rival(text) || !answersAmount(text)) return false;
    return shape !== 'when' || saysVerb(text);
  };
  // A how-much question that names its units or what it counts, when no point within half the best score gives
  // such a figure, takes one down to 30% ("The trial enrolled 312 adults" under a better-scoring percentage of participants).
  const specific = asked !== null && (asked.dimensions.length > 0 || asked.counted !== null);
  const least = specific && !chosen.some((u) => fits(u, 0.5)) ? 0.3 : 0.5;
  const eligible = (unit: { score: number; sentences: string[] }): boolean => fits(unit, least);
  // One concept fewer than the first point is allowed (a many-word question), two fewer is about something else.
  // When the first point does not have the shape asked for (no agent, no level of the kind asked), the bar is
  // set by the best of those that have it: "The youth team found the first pennies" answers "who found the
  // hoard" though the sentence that names the hoard most fully names no finder.
  const firstAnswers = eligible(first);
  const floor = (firstAnswers ? namedBy(first.sentences.join(' ')) : Math.max(0, ...chosen.filter(eligible).map((u) => namedBy(u.sentences.join(' '))))) - 1;
  let pick = -1;
  let pickValue = -Infinity;
  chosen.forEach((unit, i) => {
    const text = unit.sentences.join(' ');
    if (!eligible(unit) || namedBy(text) < floor) return;
    if (value(text) > pickValue) {
      pickValue = value(text);
      pick = i;
    }
  });
  return pick > 0 && (!firstAnswers || pickValue > value(first.sentences.join(' '))) ? pick : -1;
}
