// An amount asked that no source states (used by compose.ts): "How long is the guarantee on the SM-400?" over a
// manual whose only sentence on the guarantee says what voids it, "How much does the ferry cost?" over pages that never
// give a fare. The question asks for a figure of one kind (amounts.ts dimensionsAsked: a time, a sum, a length …) of its
// subject (the nouns it asks about); where no sentence of the library, nor a table row, gives a figure of that kind
// while naming the subject (in its words, its headings or its document's title), any sentence the answer led with would
// be a neighbour read as the answer ("…will void the guarantee"): the answer says plainly that the sources give no such
// figure, and cites nothing. A figure written with a hyphen counts ("a two-year guarantee", "5-year"). The length of a
// living thing's act ("How long do hedgehogs LIVE in the wild?") is given only by a sentence of that act (livingAct,
// namesActOf), for the setting asked (otherSetting: never "in captivity" for "in the wild"). Pure but for the lexicon.
import { statesAmount, type Dimension } from './amounts';
import { verbShareOfForm } from './verbs';
import { isKindOf, knowsNoun } from './kinds';
import { lemmaOf } from './lemmas';
import { isModifierWord, lexicalRelations, lexiconWord } from './lexicon';
import { isStopWord, stem, words } from './text';

/** A pronoun in a subject's place ("How long do I…"): no noun a sentence must name. */
const PRONOUN = /^(?:i|you|we|they|he|she|it|one|people|someone)$/;

/** A passage as this check reads it: its text, whether it names the subject (in its words, headings or title), and whether it is a table row. */
export interface AmountText {
  text: string;
  about: boolean;
  row: boolean;
}

/** The number words a hyphenated figure may open with ("two-year"). */
const NUMBER_WORD = String.raw`(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)`;
/** The units a hyphenated figure may end in, by kind of amount. */
const HYPHENED: Partial<Record<Dimension, string>> = {
  time: '(?:second|minute|hour|day|night|week|month|year|decade)',
  length: '(?:mm|cm|metre|meter|km|kilometre|kilometer|mile|foot|inch|yard)',
  weight: '(?:gram|kg|kilo|kilogram|tonne|ton|pound|ounce)',
};

/** Does a text state an amount of one of the kinds, as amounts.ts reads it or as a hyphenated figure ("a two-year guarantee")? Pure. */
export function statesAmountOf(text: string, dimensions: Dimension[]): boolean {
  if (statesAmount(text, dimensions)) return true;
  return dimensions.some((d) => {
    const unit = HYPHENED[d];
    return unit !== undefined && new RegExp(String.raw`\b${NUMBER_WORD}-${unit}s?\b`, 'i').test(text);
  });
}

/**
 * Does no text give an amount of the kinds asked of the subject: none states one while naming the subject (`about`: in
 * its words, headings or title), and no table row names it (a row's figures stand after its column names, which
 * this reading does not weigh: a table is left to the table readings)? false with no kind asked. Pure.
 */
export function amountUnstated(dimensions: Dimension[], texts: AmountText[]): boolean {
  if (dimensions.length === 0) return false;
  return !texts.some((t) => t.about && (t.row || statesAmountOf(withoutRates(t.text), dimensions)));
}

/**
 * A text without its rates' units of time ("70 million insects A YEAR", "£3 PER HOUR", "twice EACH WEEK"): how often or how
 * much in a time is no length of time. "It takes an hour" keeps its hour (no figure before it). Pure.
 */
export function withoutRates(text: string): string {
  return text.replace(/(\b(?:per|each|every)|\d[^.;:!?]{0,40}?\s(?:a|an))\s+(?:year|month|fortnight|week|day|night|hour|minute|second)\b/giu, (whole: string, before: string) => (/^(?:per|each|every)$/i.test(before) ? '' : before.replace(/\s(?:a|an)$/i, '')));
}

/**
 * The head noun whose amount a be-question asks ("How long is THE GUARANTEE on the L2?" → guarantee; "How long is the
 * waiting LIST for a laptop?" → list), lower-cased: the last word of the noun phrase after the determiner, before a
 * preposition or the end; or the subject of a do-question's verb ("How long do PANGOLINS live?"); null for any other shape
 * ("How much does a pensioner pay for a swim?"). Pure but for the shipped verb table.
 */
export function measuredNoun(query: string): string | null {
  // "How long do PANGOLINS live in the wild?", "How far can a CAMEL walk?": the subject of the verb whose measure is asked
  const done = /^\s*how\s+(?:long|far|fast|quickly|old|big|large|tall|heavy)\s+(?:do|does|did|can|could|will|would)\s+(?:(?:the|a|an|its|their|this|that|these|those)\s+)?([\p{L}\s-]+)/iu.exec(query);
  const run = (done?.[1] ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 4);
  // (the subject's last word is the one before the first verb after it: "a giant TORTOISE walk")
  const verbAt = run.findIndex((w, i) => i > 0 && verbShareOfForm(w) >= 0.5);
  const subject = verbAt > 0 ? run[verbAt - 1] : undefined;
  if (subject && !PRONOUN.test(subject) && !run.slice(0, verbAt).some((w) => PRONOUN.test(w))) return subject;
  const m = /^\s*how\s+(?:long|big|large|tall|high|heavy|wide|deep|far|old|hot|cold|thick)\s+(?:is|are|was|were)\s+(?:the|a|an|its|their|his|her|this|that|your|my|our)\s+((?:[\p{L}-]+\s*){1,3}?)(?=\s+(?:on|of|for|at|in|from|with|to|under|by)\b|\s*[?.!]*\s*$)/iu.exec(query);
  return m?.[1]?.trim().split(/\s+/).at(-1)?.toLowerCase() ?? null;
}

/**
 * The act of a living thing whose length, speed or reach a do-question asks ("How long do HEDGEHOGS LIVE in the wild?" → live), lower-
 * cased, or null: only where the subject is a living thing (WordNet: an organism), whose documents give the times of its
 * other acts side by side ("travel up to two kilometres a night", "dive for up to 30 minutes"). Pure but for the lexicon.
 */
export function livingAct(query: string): string | null {
  // (or its speed or reach, "How FAST can a cheetah run?": "Cubs grow fast… at about 18 months" is no time of its running)
  const done = /^\s*how\s+(?:long|fast|quickly|far)\s+(?:do|does|did|can|could|will|would)\s+(?:(?:the|a|an|its|their|this|that|these|those)\s+)?([\p{L}\s-]+)/iu.exec(query);
  // (the verb is the last word before a preposition or the end: "harbour SEALS LIVE in the wild", never "seals" as a verb)
  const all = (done?.[1] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const end = all.findIndex((w) => isStopWord(w));
  const run = (end < 0 ? all : all.slice(0, end)).slice(0, 4);
  if (run.length < 2) return null;
  const verb = run.at(-1) ?? '';
  const subject = run.at(-2) ?? '';
  const kindOf = (noun: string): boolean => isKindOf(subject, noun) || isKindOf(subject.replace(/s$/, ''), noun);
  if (PRONOUN.test(subject) || verbShareOfForm(verb) < 0.5 || !kindOf('organism')) return null;
  // (a speed or a reach only of an animal's own act: people's trips are measured in many words, "the trip covers 18 km")
  if (!/^\s*how\s+long\b/i.test(query) && kindOf('person')) return null;
  return verb;
}

/**
 * Does a text speak of the act whose length is asked: it names the verb, a word WordNet gives as saying the same ("life"
 * for live, "survive"), or a word that says the same as one of those ("lifespan": life)? With `ownWordOnly` (a speed asked),
 * only the verb itself in any form ("ran", "running"). Pure but for the lexicon.
 */
export function namesActOf(text: string, verb: string, ownWordOnly = false): boolean {
  // (a speed is said of the act in its own word: "run" shares senses with "leave", and "cubs … leave their mother at 18
  // months" gives no speed of running)
  if (ownWordOnly) return words(text.toLowerCase()).some((w) => stem(w) === stem(verb) || stem(lemmaOf(w)) === stem(lemmaOf(verb)));
  // (never a word used mostly as an adjective, "last", which WordNet gives for live and which says how long anything goes on)
  const own = new Set([stem(verb), stem(lemmaOf(verb)), ...[...lexicalRelations(lemmaOf(verb)).direct].filter((d) => !isModifierWord(lexiconWord(d)))]);
  return words(text.toLowerCase()).some((w) => !isModifierWord(w) && (own.has(stem(w)) || (w.length >= 4 && !isStopWord(w) && [...lexicalRelations(w).direct].some((d) => own.has(d)))));
}

/**
 * Does a sentence give its figure for another setting than the one the question names ("How long do red squirrels live
 * IN THE WILD?" over "IN CAPTIVITY red squirrels can live up to ten years")? Only a common noun after "in" (never a year,
 * a place's name, "in the UK"), where the sentence does not name the question's own setting. Pure but for the lexicon.
 */
export function otherSetting(query: string, text: string): boolean {
  const setting = (t: string, lower: boolean): string[] => [...t.matchAll(/\bin\s+(?:the\s+)?([\p{L}-]+)/giu)].map((m) => m[1] ?? '').filter((w) => (lower ? /^\p{Ll}/u.test(w) : true) && knowsNoun(w.toLowerCase()) && !isStopWord(w.toLowerCase()));
  const asked = setting(query, true).map((w) => stem(w.toLowerCase()));
  if (asked.length === 0) return false;
  const stems = new Set(words(text.toLowerCase()).map(stem));
  if (asked.some((a) => stems.has(a))) return false;
  // (a place, "in woodland", is where the setting may be; a state, "in captivity", is another setting)
  return setting(text, true).some((w) => !asked.includes(stem(w.toLowerCase())) && !isKindOf(w.toLowerCase(), 'location'));
}
