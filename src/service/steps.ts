// How-to answers: a question that asks how to do something ("How do you sharpen a knife…?", "How to
// repot an orchid?") is answered with the source's own list of steps, whole and in its order, when the
// chosen points include steps of one list. Ranking steps one by one loses the ones that do not repeat
// the question's words ("Put the stone on the damp towel") and shuffles the rest. The procedure is read from
// the question's structure, however it is worded: a doer who would follow it ("How would a beginner go about …",
// a person noun by WordNet), "step by step", "walk me through", a frame of asking; and the list is found by the
// heading or lead-in that names the act asked. Pure functions (but for the shipped lexicon).
import { broaderWords, isPersonNoun } from './lexicon';
import { lemmaOf } from './lemmas';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

/**
 * A question as its words are read for what it asks: lower case, Markdown and HTML decoration gone ("**How** do
 * I …"), a discourse opener gone ("So, …"), and an indirect question taken from its frame ("I'd like to know how
 * …", "Could you tell me why …", "I was wondering whether …"), and a phrase set before it ("As a first-time
 * owner, how do I …"). Pure.
 */
export function plainQuestion(query: string): string {
  let q = query
    .replace(/<[^>]+>/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~#>]+/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  q = q.replace(/^(?:and|so|but|ok(?:ay)?|well|right|then|now)\b[,\s]*/, '');
  const framed = /^(?:i(?:'d| would)? (?:like|want|love) to (?:know|learn|find out|understand)|i(?:'m| am| was)? (?:wondering|curious(?: to know| about)?)|i(?:'ve| have)? (?:been )?wondering|(?:can|could|would|will) you (?:please )?(?:tell|show|explain to|remind) (?:me|us)|(?:do|does) (?:you|anyone) know|(?:please )?(?:tell|show|explain to|remind) (?:me|us)|any idea|i need to know|i don't know|i do not know)\s+(how|what|why|who|which|whether|when|where|if)\b/.exec(q);
  if (framed?.[1]) q = q.slice(framed.index + framed[0].length - framed[1].length);
  // a phrase set before the question ("As a first-time owner, how do I …", "For films shown there, how are …")
  const set = /^[^?,;]{2,80}?,\s+(?=(?:how|what|why|who|which|when|where)\b)/.exec(q);
  if (set) q = q.slice(set[0].length);
  return q;
}

const AUX = '(?:do|does|did|can|could|should|would|must|will|might|may|shall)';
/** A doer named by a pronoun: anyone who would follow the steps ("How do I …", "How would someone …"; not "they", particular people). */
const DOER_PRONOUN = /^(?:i|you|we|one|people|someone|somebody|anyone|anybody|everyone|everybody)$/;
/** A determiner opening the object after the verb. */
const DETERMINER = /^(?:a|an|the|their|his|her|its|my|your|our|this|that|these|those|some|any|each|every)$/;
/** Words between a doer and its verb that are not the verb: adverbs. */
const HEDGE = /^(?:actually|best|really|properly|safely|usually|normally|even|just|then|ever|first)$/;

/** The words of a how-question after "how" and its auxiliary, when it has one ("how would a beginner go about …"). */
function afterHowAux(q: string): { tokens: string[]; inverted: boolean } | null {
  // "How did they free the gates?" asks how a past event went, not how to do it
  if (/^how did(?:n't)? /.test(q)) return null;
  const m = new RegExp(`^how (${AUX}(?:n't)? )?(.+)$`).exec(q);
  return m?.[2] ? { tokens: m[2].match(/[a-z][a-z'-]*/g) ?? [], inverted: m[1] !== undefined } : null;
}

/**
 * Is a noun a person who does something: a kind of person in WordNet's hierarchy (its singular too), or an
 * -er noun of a verb the hierarchy does not place ("beginner" of begin). Pure but for the shipped lexicon.
 */
function isDoerNoun(word: string): boolean {
  const singular = word.replace(/(?<=[^s])s$/, '');
  if ([word, singular, lemmaOf(word)].some((w) => isPersonNoun(w))) return true;
  // an -er noun of a verb that WordNet's hierarchy does not place (a "heater" is placed under device)
  const base = /^(\p{Ll}{3,}?)er$/u.exec(singular)?.[1];
  return base !== undefined && broaderWords(singular).length === 0 && [base, base.replace(/(\p{Ll})\1$/u, '$1'), `${base}e`].some((b) => b.length >= 3 && verbShareOfForm(b) >= 0.5);
}

/**
 * The doer of a how-question read as a person who would follow a procedure: a pronoun ("How do I …", "How would
 * someone who has never sewn …") or an indefinite noun phrase whose head is a person noun in WordNet ("a
 * beginner", "a first-time owner", "new members"); not a definite thing ("How does the council …", "How do
 * cast-iron pans rust?"). The index of the word after the doer, or -1. Pure but for the shipped lexicon.
 */
function doerEnd(tokens: string[]): number {
  let i = -1;
  if (DOER_PRONOUN.test(tokens[0] ?? '')) i = 1;
  else {
    const start = /^(?:a|an|any|each|every|some)$/.test(tokens[0] ?? '') ? 1 : 0;
    for (let j = start; j < Math.min(tokens.length, start + 3); j += 1) {
      const word = tokens[j] ?? '';
      if (word.length >= 3 && !isStopWord(word) && isDoerNoun(word)) {
        i = j + 1;
        break;
      }
    }
  }
  if (i < 0) return -1;
  return i;
}

/**
 * "How do/can/should I/you/we/one …", "How would a beginner go about …", "How to …", "What are the steps to …",
 * "… step by step", "Walk me through …": a procedure is asked for. Read through decoration and a frame of asking.
 * Pure but for the shipped lexicon.
 */
export function isProcedureQuestion(query: string): boolean {
  return procedureAct(query) !== null || /\bstep[- ]by[- ]step\b/.test(plainQuestion(query));
}

/**
 * The act a procedure question asks how to do, as written ("seasoning" in "How would a beginner go about
 * seasoning …", "season" in "How should a first-time owner season …"), or null when it asks for no procedure. Pure but for the shipped lexicon.
 */
export function procedureAct(query: string): string | null {
  const q = plainQuestion(query).replace(/[?.!]+$/, '');
  const gerund = /\b(?:go|goes|went|set|sets) about ((?:\p{Ll}+-)?\p{Ll}+ing)\b/u.exec(q)?.[1] ?? /^(?:(?:can|could|would|will) you |please )?(?:walk|talk|take) (?:me|us) through (?:how to )?((?:\p{Ll}+-)?\p{Ll}+)\b/u.exec(q)?.[1];
  if (gerund) return gerund.replace(/^(?:re|pre)-/, '');
  // "What's the procedure for seasoning …", "What steps does a newcomer follow to season …": the act after to/for
  const listed = /^(?:(?:what|which)(?:'s| is| are| were)? )?(?:the )?(?:steps?|procedures?|method|process|instructions?|drill)\b(?:[^,;]{0,40}?)\b(?:to|for|of|in) ((?:\p{Ll}+-)?\p{Ll}+)\b/u.exec(q)?.[1];
  if (listed && !DETERMINER.test(listed)) return listed;
  const to = /^how (?:best )?to (\p{Ll}+)\b/u.exec(q)?.[1];
  if (to) return to;
  const read = afterHowAux(q);
  if (!read) return null;
  const { tokens, inverted } = read;
  const end = doerEnd(tokens);
  if (end < 0) return null;
  // the verb: the word before its object's determiner ("a student living alone should SEASON their pan", "someone
  // who has never sewn BIND a pamphlet"), whatever the word order and whatever clause follows the doer; else the
  // word after the doer (an indirect question's after its auxiliary: "how someone would season cast iron")
  const object = tokens.findIndex((t, k) => k > end && DETERMINER.test(t));
  const before = object > end ? tokens[object - 1] : undefined;
  let at = end;
  if (!inverted && new RegExp(`^${AUX}$`).test(tokens[at] ?? '')) at += 1;
  while (HEDGE.test(tokens[at] ?? '')) at += 1;
  const verb = before !== undefined && !new RegExp(`^${AUX}$`).test(before) && !HEDGE.test(before) ? before : tokens[at];
  return verb && verb.length >= 2 && !isStopWord(verb) ? verb : null;
}

/**
 * A procedure question that asks for one detail of it ("How do I know when the loaf is baked?", "How
 * do you dry the press, and at what temperature?", "How should I sharpen it, and how often?"): a
 * time, an amount, a temperature, a moment, a choice. It is answered by the step or steps that give
 * the detail, not by the whole list. (A condition is no detail: "How do you fix a puncture if you
 * have no patches?" still asks for the procedure.) Pure.
 */
export function asksOneDetail(query: string): boolean {
  return /\b(?:how (?:long|much|many|often|soon|hot|warm|cold|far|deep|tight|thick|big|large|fast)|(?:at|to|for|in|on|with|by) what\b|what (?:temperature|time|size|length|setting|speed|amount|age)|(?:know|tell|check|see|judge) (?:if|whether|when)|when to|which)\b/i.test(query);
}

/** Does a question ask for the whole procedure: a how-to question that asks for no single detail of it? Pure. */
export function asksForProcedure(query: string): boolean {
  return (isProcedureQuestion(query) || asksForListed(query)) && !asksOneDetail(query);
}

/** "List the checks before…", "Name the things I must bring…": the items of a list asked for, in so many words. Pure. */
export function asksForListed(query: string): boolean {
  return /^(?:please\s+)?(?:list|name|enumerate)\s+(?:all\s+)?(?:the|your|their|its|my|our)\s+(?:\p{Ll}+\s+)?\p{Ll}+s\b/u.test(plainQuestion(query));
}

/** What steps needs of a unit: its place in the text, its kind and its context. */
export interface StepUnit {
  documentId: string;
  order: number;
  /** Its place in its document (passages in the document's order); `order` when absent. */
  place?: number;
  line?: 'item' | 'row';
  context?: Set<string>;
  sentences: string[];
}

const sameSet = (a: Set<string> | undefined, b: Set<string> | undefined): boolean => (a?.size ?? 0) === (b?.size ?? 0) && [...(a ?? [])].every((x) => b?.has(x));

/**
 * The list a unit belongs to: the list items of its document under the same headings and lead-in, in
 * the document's order (a long list may span two passages, both under its heading).
 */
export function listOf<T extends StepUnit>(unit: T, units: T[]): T[] {
  if (unit.line !== 'item') return [];
  const place = (u: T): number => u.place ?? u.order;
  return units.filter((u) => u.line === 'item' && u.documentId === unit.documentId && sameSet(u.context, unit.context)).sort((a, b) => place(a) - place(b));
}

/**
 * For a procedure question: the chosen units with the steps of the list most of the chosen items come
 * from made whole and put in the source's order, after the chosen units that are not steps and before
 * none of them (the lead stays first). Needs at least two chosen steps of one list of two or more, or
 * one when the list is all there is; keeps within `maxSentences`, dropping the lowest-ranked other
 * points first and, past that, the list's last steps. Returns the chosen units unchanged otherwise.
 */
export function withWholeSteps<T extends StepUnit>(chosen: T[], units: T[], maxSentences: number): { chosen: T[]; steps: T[] } {
  const lists = chosen.map((u) => listOf(u, units)).filter((l) => l.length >= 2);
  if (lists.length === 0) return { chosen, steps: [] };
  const counted = lists.map((list) => ({ list, hits: chosen.filter((u) => list.includes(u)).length }));
  counted.sort((a, b) => b.hits - a.hits || b.list.length - a.list.length);
  const best = counted[0];
  if (!best || (best.hits < 2 && chosen.some((u) => u.line !== 'item'))) return { chosen, steps: [] };
  const others = chosen.filter((u) => !best.list.includes(u));
  const size = (list: T[]): number => list.reduce((n, u) => n + u.sentences.length, 0);
  // a step that opens with "Then…" carries the step before it: each sentence is said once, where it first comes
  const said = new Set<string>();
  const steps: T[] = [];
  for (const unit of best.list) {
    const fresh = unit.sentences.filter((sentence) => !said.has(sentence));
    for (const sentence of fresh) said.add(sentence);
    if (fresh.length === unit.sentences.length) steps.push(unit);
    else if (fresh.length > 0) steps.push({ ...unit, sentences: fresh });
  }
  while (steps.length > 2 && size(steps) > maxSentences) steps.pop();
  const kept: T[] = [];
  for (const unit of others) if (size(kept) + unit.sentences.length + size(steps) <= maxSentences || kept.length === 0) kept.push(unit);
  while (kept.length > 1 && size(kept) + size(steps) > maxSentences) kept.pop();
  return { chosen: [...kept, ...steps], steps };
}

/**
 * The headings a passage's list of steps sits under (its leading heading lines), when the passage is a
 * section ("## Steps") with list items: a long list is split into several passages under the same
 * headings, and a how-to answer needs all of them (research.ts adds the ones retrieval did not find).
 * null otherwise.
 */
export function stepsHeading(text: string): string | null {
  const lines = text.split('\n');
  const headings = lines.slice(0, Math.max(0, lines.findIndex((line) => !/^#{1,6}\s/.test(line))));
  if (headings.length === 0) return null;
  return lines.some((line) => line.startsWith('- ')) ? headings.join('\n') : null;
}

/**
 * For a procedure question: the list of steps (two items or more) whose section heading or lead-in names the act
 * asked ("How seasoning is done" for "… go about seasoning …"), whole and in its document's order; the longest
 * when several do; [] when none does. The steps themselves need not repeat the question's words. Pure.
 */
export function listNamingAct<T extends StepUnit>(units: T[], act: string): T[] {
  const asked = stem(act.toLowerCase());
  if (asked.length < 3) return [];
  const lists = units.filter((u) => u.line === 'item' && u.context?.has(asked)).map((u) => listOf(u, units));
  return lists.filter((l) => l.length >= 2).sort((a, b) => b.length - a.length)[0] ?? [];
}
