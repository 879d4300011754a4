// The asked role and its filler: a wh-question names a role (where → a place, when → a time, who → a person or a
// body, how does it … → the means), and a sentence answers it only where it holds a filler of that kind: a place
// phrase or a named place; a date, a day, a season, a period; a person, a job title, an organisation or a named body;
// a means clause ("by shivering", "using", "through"). A sentence that shares the question's words but holds no such
// filler never leads (compose.ts, chat.ts): the best sentence that fills the role for the question's subject does, and
// where none does the answer says plainly that the sources give no place, date or person. Kinds come from WordNet's
// noun hierarchy (kinds.ts: a kind of person, organisation, location or structure, in the word's first sense) and the
// shape of the sentence, never from a list of any question's words. Pure but for the shipped tables.
import { passiveAgent } from './passive-agent';
import { isKindOf, knowsNoun } from './kinds';
import { namesIn } from './people';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

/** `origin`: where a thing comes from ("Where did the money come from?"), which a place or a giver fills. */
export type AskedRole = 'place' | 'origin' | 'time' | 'agent' | 'means';

/** The clause that asks, without "and"/"so"/"but" or a polite frame before it ("Can you tell me where …"). */
function asking(question: string): string {
  return question
    .trim()
    .replace(/^(?:(?:and|so|but|ok|okay|then)\b[\s,]*)+/i, '')
    .replace(/^(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:tell me|let me know|i(?:'d| would) like to know|do you know)\s+/i, '')
    .toLowerCase();
}

/**
 * The role a question's wh-word asks: where → place; when, by/since/until when, what date/day/year/month/time → time;
 * who, whom, by whom → agent; "how do/does/did <subject> …" (never "how do I/you/we", which asks what to do) → means;
 * null for any other question. Pure.
 */
export function askedRole(question: string): AskedRole | null {
  const q = asking(question);
  if (/^from\s+where\b|^where\b.*\b(?:come|comes|came|coming|got|get|gets|obtained|sourced|raised)\s+from\b/.test(q)) return 'origin';
  if (/^(?:from\s+)?where\b(?!\s+(?:can i|do i|should i)\s+(?:find|get|read|learn|see)\s+(?:out|more)\b)/.test(q)) return 'place';
  if (/^(?:(?:by|since|until|till|from)\s+)?when\b|^(?:(?:in|on|at|by)\s+)?(?:what|which)\s+(?:date|day|year|month|season|time of year|century|decade)\b/.test(q)) return 'time';
  if (/^(?:by\s+)?(?:who|whom)\b/.test(q)) return 'agent';
  if (/^how\s+(?:do|does|did|can|could|is|are|was|were)\s+(?!(?:i|you|we|one|my|your|our)\b)\p{L}/u.test(q)) return 'means';
  return null;
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const WEEKDAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
/** A date, a day, a month, a year, a decade, a season, a time of day, a span or a point relative to now. */
const TIME = new RegExp(
  [
    `\\b${MONTH}\\b`,
    `\\b${WEEKDAY}s?\\b`,
    String.raw`\b(?:1[0-9]{3}|20[0-9]{2})s?\b`,
    String.raw`\b(?:spring|summer|autumn|winter|fall)\b`,
    String.raw`\b(?:Easter|Christmas|Whitsun|New Year)\b`,
    String.raw`\b(?:[01]?\d|2[0-3])[:.][0-5]\d\b`,
    String.raw`\b\d{1,2}\s*(?:a\.m\.|p\.m\.|am|pm)\b`,
    String.raw`\b(?:dawn|dusk|midnight|midday|noon|sunrise|sunset|overnight)\b`,
    String.raw`\b(?:yesterday|today|tomorrow|tonight)\b`,
    String.raw`\b(?:last|next|this|that|the following|the previous)\s+(?:week|weekend|month|year|season|century|decade)\b`,
    String.raw`\b(?:in|within|for|after|over|about|nearly|almost|some)\s+(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a few|several)\s+(?:days?|weeks?|months?|years?|decades?|centuries|hours?|minutes?)\b`,
    String.raw`\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|twenty|thirty|forty|fifty|a hundred)\s+(?:days?|weeks?|months?|years?|decades?|centuries)\s+(?:ago|later|after|before|earlier)\b`,
    String.raw`\b(?:\d{1,2}(?:st|nd|rd|th))\s+century\b`,
  ].join('|'),
  'u',
);

/** Does a sentence hold a time: a date, a day, a month, a year, a season, a time of day, a span ("after fourteen months")? Pure. */
export function holdsTime(sentence: string): boolean {
  return TIME.test(sentence);
}

/** A locative preposition and the noun phrase after it: "on the North Quay", "at a recycling point", "in Hereford". */
// (read in a lookahead, so that phrases overlap: "from specimens collected AT SKER POINT")
const LOCATIVE = /\b(?:in|at|on|near|beside|outside|inside|behind|above|below|under|beneath|into|onto|from|to|next to|opposite|along|across|off|around)\s+(?=((?:(?:the|a|an|its|their|our|your|his|her|this|that)\s+)?(?:[\p{L}'’-]+\s+){0,3}[\p{L}'’-]+))/giu;
/** WordNet nouns a place is a kind of: a location, a physical object ("in the fridge", "on the dunes"), a structure, an area, a settlement, water, land. */
const PLACE_KINDS = ['location', 'object', 'structure', 'area', 'region', 'facility', 'settlement', 'body_of_water', 'stream', 'land', 'way', 'establishment'];
/** WordNet nouns an agent is a kind of: a person, an organisation, a social group. */
const AGENT_KINDS = ['person', 'organization', 'social_group'];
/** Words a locative phrase may hold that make it no place: a time ("in May", "at noon"), a manner, a state. */
const NOT_PLACE = new RegExp(`^(?:${MONTH}|${WEEKDAY}|spring|summer|autumn|winter|time|times|first|least|most|all|once|least|total|order|turn|turns|fact|general|particular|short|full|part|risk|charge|place\\s+of|case|addition|response|use|way|ways)$`, 'i');

/** Is a word a kind of one of these WordNet nouns, read in its first sense (its plural too)? Pure but for the shipped table. */
function kindOfAny(word: string, kinds: string[]): boolean {
  const w = word.toLowerCase();
  const forms = [w, w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, '')].filter((f, i, all) => f.length >= 3 && all.indexOf(f) === i);
  return forms.some((f) => knowsNoun(f) && kinds.some((k) => isKindOf(f, k, 1)));
}

/**
 * Is a word a kind of place and not a person? WordNet puts a person under a physical object (person → organism →
 * living thing → whole → object), so "the Liberal DEMOCRAT", "to the RANGER" would read as places (a body may be
 * one: "at the school"). Pure but for the shipped table.
 */
export function placeNotPerson(word: string): boolean {
  return kindOfAny(word, PLACE_KINDS) && !kindOfAny(word, ['person']);
}

/**
 * Does a sentence hold a place: a locative phrase whose head is a named place (capitalised, not a month or a day)
 * or a noun WordNet puts below a location, a structure, an area ("next to the lifeboat station", "at a recycling
 * point", "on the North Quay")? Pure but for the shipped table.
 */
export function holdsPlace(sentence: string, own: ReadonlySet<string> = new Set()): boolean {
  for (const m of sentence.matchAll(LOCATIVE)) {
    const phrase = (m[1] ?? '').split(/\s+/).filter((w) => !/^(?:the|a|an|its|their|our|your|his|her|this|that)$/i.test(w));
    // (the phrase ends where a verb or a function word starts: "in Hereford and", "at the quay where")
    // (or a verb: "by walkers DESTROYS the open sand")
    const cut = phrase.findIndex((w, i) => (isStopWord(w.toLowerCase()) && !/^[\p{Lu}]/u.test(w)) || (i > 0 && /^\p{Ll}/u.test(w) && verbShareOfForm(w) >= 0.5 && !knowsNoun(w)));
    const kept = cut >= 0 ? phrase.slice(0, cut) : phrase;
    if (kept.length === 0 || kept.some((w) => NOT_PLACE.test(w))) continue;
    // (the question's own subject is not its place: "volunteers from the Skarra Bird Trust" for where the Trust is)
    if (own.size > 0 && kept.every((w) => own.has(stem(w.toLowerCase().replace(/['’]s$/, ''))))) continue;
    const named = kept.filter((w) => /^\p{Lu}/u.test(w));
    if (named.length > 0 && named.length === kept.length) return true;
    // (the phrase's head, its last noun, not a describing word before it: "to ELECTRIC traction" is no place)
    const head = (kept.at(-1) ?? '').toLowerCase().replace(/['’]s$/, '');
    if (placeNotPerson(head)) return true;
    // (in its two first senses: "a recycling POINT")
    if (knowsNoun(head) && !kindOfAny(head, ['person']) && PLACE_KINDS.some((k) => isKindOf(head, k, 2))) return true;
  }
  return false;
}

/**
 * Does a sentence hold an agent: a person or body named (a name of two words or more not after a place preposition,
 * "conservator Elin Marsh", "the National Lottery Heritage Fund"), or a noun WordNet puts below a person or an
 * organisation in its first sense ("the travel nurses", "the allotment committee", "two men")? Pure but for the shipped table.
 */
export function holdsAgent(sentence: string): boolean {
  // (the doer a passive names, in any words: "The food is paid for by donations from local people"; passive-agent.ts)
  if (passiveAgent(sentence) !== null) return true;
  for (const n of namesIn(sentence)) {
    if (new RegExp(`^(?:${MONTH}|${WEEKDAY})\\b`).test(n.name)) continue;
    const before = sentence.slice(0, n.end - n.name.length);
    // (a name before its verb acts: "Greyline SAID …", "the Gazette UNDERSTANDS", "Westbrook Learning Centre WILL stop …")
    const acts = actsAfter(sentence.slice(n.end));
    // (one word alone is a name only where it acts: "Gazette" in "the Gazette understands", not "in Hereford")
    if (n.name.split(/\s+/).length < 2 && !acts) continue;
    if (/\b(?:in|at|near|from|to|into|on|off|across|outside|inside|fills?|reach(?:es)?|visits?)\s+(?:the\s+)?$/i.test(before)) continue;
    // (a name whose last word is a kind of place, "Fore Street", "North Quay", is a body only where it acts: "by …", or before its verb)
    const last = n.name.split(/\s+/).at(-1) ?? '';
    if (placeNotPerson(last) && !acts && !/\bby\s+(?:the\s+)?(?:\p{Ll}+\s+){0,2}$/u.test(before)) continue;
    return true;
  }
  // (a person or body noun where it acts: after "by", or as the subject before its verb: "the nurse weighs", "the
  // county council will pay"; not a noun a clause only mentions, "draws 12,000 visitors")
  const tokens = sentence.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return tokens.some((t, i) => {
    if ((i > 0 && !/^\p{Ll}/u.test(t)) || t.length < 3 || isStopWord(t.toLowerCase()) || !kindOfAny(t, AGENT_KINDS)) return false;
    const byBefore = tokens.slice(Math.max(0, i - 4), i).some((w) => w.toLowerCase() === 'by');
    const next = (tokens[i + 1] ?? '').toLowerCase();
    const acts = AUXILIARY.test(next) || (/^\p{Ll}{3,}(?:s|ed)$/u.test(next) && !knowsNoun(next.replace(/s$/, '')) && !isStopWord(next));
    return byBefore || acts;
  });
}

const AUXILIARY = /^(?:is|are|was|were|has|have|had|will|would|can|could|should|must|may|might|does|do|did|decides?|decided|pays?|paid|runs?|ran|makes?|made|gave|gives?|chose|chooses?|said|says?|set|sets|took|takes?|led|leads?)$/;

/** Does the text after a noun open with its verb (an auxiliary or a common verb's form, or a -s/-ed form that is no noun's): does the noun act? Pure but for the shipped table. */
function actsAfter(rest: string): boolean {
  const next = (/^[\s,]*?(\p{L}[\p{L}'’-]*)/u.exec(rest)?.[1] ?? '').toLowerCase();
  if (/^\s*,/.test(rest)) return false;
  return AUXILIARY.test(next) || (/^\p{Ll}{3,}(?:s|ed)$/u.test(next) && !knowsNoun(next.replace(/s$/, '')) && !isStopWord(next));
}

/** A clause that says by what means: "by shivering", "by means of", "using", "through", "via", "with the help of". */
const MEANS = /\bby\s+(?:means\s+of\s+|\p{L}+ly\s+)?\p{L}{3,}ing\b|\bby\s+means\s+of\b|\busing\b|\bthrough\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?\p{L}+|\bvia\b|\bwith\s+the\s+help\s+of\b|\bthanks\s+to\b|\bwhich\s+(?:is|are)\s+how\b/iu;

/** Does a sentence say by what means something is done ("The bees generate heat by shivering their flight muscles")? Pure. */
export function holdsMeans(sentence: string): boolean {
  return MEANS.test(sentence);
}

/** Does a sentence hold a filler of the asked role? Pure but for the shipped tables. */
export function fillsRole(sentence: string, role: AskedRole, own: ReadonlySet<string> = new Set()): boolean {
  if (role === 'place') return holdsPlace(sentence, own);
  if (role === 'origin') return holdsPlace(sentence, own) || holdsAgent(sentence);
  if (role === 'time') return holdsTime(sentence);
  if (role === 'agent') return holdsAgent(sentence);
  return holdsMeans(sentence);
}

/** The word naming what a role's filler is, for a plain statement that none is given ("no place", "no date", "no person or body"). */
export function roleNoun(role: AskedRole): string {
  return role === 'place' || role === 'origin' ? 'place' : role === 'time' ? 'date or time' : role === 'agent' ? 'person or body' : 'means';
}

export interface RoleCandidate {
  text: string;
  score: number;
}

/**
 * The candidate that fills the asked role and leads instead of `current` (an index into `candidates`), or -1 to keep
 * it: only where the current lead holds no filler, and only a candidate that names at least as many of the
 * question's subject stems (`subject`, the words the question is about) as the current lead, or all of them;
 * the best-scoring such candidate wins. Pure.
 */
export function roleLead(role: AskedRole, candidates: RoleCandidate[], current: number, subject: ReadonlySet<string>, fills: (text: string, role: AskedRole) => boolean = fillsRole): number {
  const lead = candidates[current];
  if (!lead || fills(lead.text, role)) return -1;
  const named = (text: string): number => {
    const own = new Set((text.match(/\p{L}[\p{L}'’-]*/gu) ?? []).map((w) => stem(w.toLowerCase())));
    return [...subject].filter((s) => own.has(s)).length;
  };
  const floor = Math.min(named(lead.text), subject.size);
  let pick = -1;
  candidates.forEach((c, i) => {
    if (i === current || !fills(c.text, role) || named(c.text) < Math.max(1, floor)) return;
    if (pick < 0 || c.score > (candidates[pick]?.score ?? 0)) pick = i;
  });
  return pick;
}

const FRAME = /^(?:where|when|who|whom|how|what|which|why|do|does|did|is|are|was|were|can|could|will|would|should|has|have|had|be|been|get|gets|got|it|they|them|this|that|there)$/i;

/** A question's own content words (not its wh-word, auxiliaries or pronouns), as written. Pure. */
export function questionWords(question: string): string[] {
  const tokens = asking(question).match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return tokens.filter((t) => !FRAME.test(t) && !isStopWord(t)).map((t) => t.replace(/['’]s$/, ''));
}

/** The stems of a question's own content words. Pure. */
export function questionStems(question: string): Set<string> {
  return new Set(questionWords(question).map((t) => stem(t)));
}

/**
 * The plain statement that the sources give no filler of the asked role: "Your sources do not say where the
 * allotment committee is based: they give no place for it." (a question "<wh> <be> <subject> <participle>?"), else
 * the question quoted. Pure.
 */
export function roleNotGiven(role: AskedRole, question: string): string {
  const q = question.trim().replace(/[?.!\s]+$/, '').replace(/^(?:(?:and|so|but)\b[\s,]*)+/i, '');
  const wh = /^(where|when|who)\s+(is|are|was|were)\s+(.+?)\s+(\p{Ll}+(?:ed|en|wn|lt|nt))$/iu.exec(q);
  const noun = roleNoun(role);
  if (wh) return `Your sources do not say ${(wh[1] ?? '').toLowerCase()} ${wh[3] ?? ''} ${(wh[2] ?? '').toLowerCase()} ${wh[4] ?? ''}: they give no ${noun} for it.`;
  return `Your sources give no ${noun} for "${q.charAt(0).toUpperCase()}${q.slice(1)}?"`;
}

/**
 * The asked role's reading of a lead among the pool of fair points (`current` the lead's index): the index of the
 * point that fills the role and leads instead, and, for a place asked that no point naming the subject holds, the plain
 * statement that none is given. The means of "how does <subject> <predicate>?" is asked only where the lead repeats
 * the question's predicate words without saying by what means ("Warm spells … are dangerous" for "How do bees stay
 * warm?"): a point naming the subject and a means leads. Pure but for the shipped tables.
 */
export function askedRoleReading(question: string, subjectWords: string[] | null, pool: RoleCandidate[], current: number): { lead: number; missing: string | null } {
  const role = askedRole(question);
  const lead = pool[current];
  const own = questionStems(question);
  const fills = (text: string, r: AskedRole): boolean => fillsRole(text, r, own);
  if (!role || !lead || fills(lead.text, role)) return { lead: -1, missing: null };
  if (role === 'means') {
    const subject = new Set((subjectWords ?? []).map((w) => stem(w.toLowerCase())));
    if (subject.size === 0) return { lead: -1, missing: null };
    const predicate = [...own].filter((s) => !subject.has(s));
    const leadStems = new Set((lead.text.match(/\p{L}[\p{L}'’-]*/gu) ?? []).map((w) => stem(w.toLowerCase())));
    if (!predicate.some((s) => leadStems.has(s))) return { lead: -1, missing: null };
    return { lead: roleLead(role, pool, current, subject, fills), missing: null };
  }
  const index = roleLead(role, pool, current, own, fills);
  if (index >= 0) return { lead: index, missing: null };
  // (no point holds a place of as much of the subject as the lead names: "On Skarra the birds nest … on the north
  // shore" gives no place for the Skarra Bird Trust)
  return { lead: -1, missing: role === 'place' ? roleNotGiven(role, question) : null };
}
