// The focus of a question part: the thing it asks FOR, read off its shape, as opposed to its setting.
// "What is the average salary of a tree surgeon?" asks for a salary; "How long is the waiting list for a
// course?" for a list's length; "In what year was the library founded?" for the date of a founding (an
// event). concepts.ts partCoverage holds the focus to a stricter standard than the rest of the part: its own
// word, its word family or a direct synonym, never a bridged sense, and never one of the third of a part's
// concepts that may go uncovered. Pure functions but for the shipped WordNet tables.
import { moneyAsked } from './amount-focus';
import { askedWord, passiveDuration, wordDimension } from './amounts';
import { lemmaOf } from './lemmas';
import { derivedPair } from './morphology';
import { isCommonNoun, isGeneralWord, isModifierWord, lexicon } from './lexicon';
import { phrasalVerbs } from './phrasal';
import { isStopWord, stem, stemOfLemma, words } from './text';
import { baseFormCandidates, verbShare, verbShareOfForm } from './verbs';

/** 'attribute': a noun the part asks for (the salary, the list); 'event': a verb whose date is asked for (founded). */
export type FocusKind = 'attribute' | 'event';

export interface Focus {
  /** The word as the question writes it ("salary", "list", "founded"). */
  word: string;
  kind: FocusKind;
}

/** Prepositions and conjunctions that end the noun phrase after "how long is the …". */
const PHRASE_END = /\s+(?:of|in|for|at|on|from|to|during|per|by|with|while|before|after|when|between|among|under|over|near|since|until)\b.*$/iu;

/**
 * "How long is the waiting list for …", "How big was the crowd at …": the head noun of the noun phrase a
 * "how <adjective> is the …" question measures (here "list", "crowd"), or null. Not where the clause is a
 * passive or ends in a verb ("How long was the canal shut to boats?" measures an event, not a thing). Pure
 * but for the shipped verb and modifier tables.
 */
export function measuredThing(part: string): string | null {
  const m = /^\s*how\s+(?:long|big|large|far|deep|tall|high|wide|heavy|full)\s+(?:is|are|was|were)\s+(?:the|a|an|their|its|this|that|these|those)\s+(.+?)\s*[?.!]*\s*$/iu.exec(part);
  if (!m || passiveDuration(part)) return null;
  const phrase = (m[1] ?? '').replace(PHRASE_END, '');
  const head = words(phrase).at(-1);
  if (!head || head.length < 3 || isStopWord(head) || isModifierWord(head) || verbShareOfForm(head) >= 0.5) return null;
  return head;
}

/**
 * "In what year was the library founded?", "When were the almshouses endowed?": the verb of an event whose
 * date is asked for, when it ends the question, is used mostly as a verb, and is not a general word (ten
 * WordNet senses or more: "built", "opened", "start" are said in many ways, and a date answers them). Pure
 * but for the shipped tables.
 */
export function datedEvent(part: string): string | null {
  const m =
    /^\s*(?:(?:in|during|by)\s+)?(?:what|which)\s+(?:year|decade|century|month|date|day)\s+(?:was|were|did|is|are|has|had)\s+.+?\s+([\p{L}]+)\s*[?.!]*\s*$/iu.exec(part) ??
    /^\s*when\s+(?:was|were|did|has|had)\s+.+?\s+([\p{L}]+)\s*[?.!]*\s*$/iu.exec(part);
  const verb = (m?.[1] ?? '').toLowerCase();
  if (verb.length < 4 || isStopWord(verb) || verbShareOfForm(verb) < 0.5 || isGeneralWord(verb)) return null;
  return verb;
}

/** The focus of a question part, or null where its shape does not say what it asks for. Pure but for the shipped tables. */
export function askedFocus(part: string): Focus | null {
  // the cleft "What is it about X that makes it the plant of choice?" asks why, for no attribute
  if (/^\s*what\s+(?:is|was)\s+it\s+about\b/iu.test(part)) return null;
  // a sum asked in any shape ("How much does the museum SPEND on …", "What would I be CHARGED for …"; amount-focus.ts)
  const money = askedWord(part) === null ? moneyAsked(part) : null;
  if (money) return { word: money, kind: 'attribute' };
  const asked = askedWord(part);
  // (a verb that ends "what is the heaviest bag the airline will ACCEPT" closes a relative clause: the noun before it
  // is what is asked, and the clause may be said in any words; a verb of an amount, "what did it COST", names it)
  if (asked && (wordDimension(asked) !== null || verbShareOfForm(asked) < 0.5)) return { word: asked, kind: 'attribute' };
  if (asked) return null;
  const thing = measuredThing(part);
  if (thing) return { word: thing, kind: 'attribute' };
  const event = datedEvent(part);
  return event ? { word: event, kind: 'event' } : null;
}

/**
 * Does a text's word say the focus in its own word: the same stem, unless the word is a form of ANOTHER lemma
 * that only shares the stem ("found", the past of find, is no founding; "founder" and "founded" are). Pure but for
 * the shipped lemma table.
 */
export function ownWordOf(focus: string, token: string): boolean {
  const t = token.toLowerCase();
  if (stem(t) !== stem(focus)) return false;
  const lemma = lemmaOf(t);
  return lemma === t || stem(lemma) === stem(focus) || lemma === lemmaOf(focus.toLowerCase());
}

/**
 * Whose or what's the focus is, where the question says it right after it with "of" or "for": "the salary OF A
 * TREE SURGEON" → surgeon, "the waiting list FOR AN ALLOTMENT in Brockby" → allotment; the head of that noun
 * phrase (its last word before the next preposition), or null. A source must name it where it gives the focus:
 * a waiting list for laptops is no waiting list for an allotment. Pure.
 */
export function focusOwner(part: string, focus: string): string | null {
  const tokens = words(part);
  const at = tokens.lastIndexOf(focus.toLowerCase());
  if (at < 0 || !/^(?:of|for)$/.test(tokens[at + 1] ?? '')) return null;
  const phrase: string[] = [];
  for (const token of tokens.slice(at + 2)) {
    // (a clause ends the noun phrase: a conjunction or a subject pronoun, "a bag IF I buy it at the airport")
    if (PHRASE_END.test(` ${token} x`) || /^(?:and|or|but|that|which|who|is|are|was|were|do|does|did|can|will|would|should|if|unless|because|once|whether|though|although|so|i|we|you|they|he|she)$/.test(token)) break;
    phrase.push(token);
  }
  const head = phrase.filter((w) => !isStopWord(w)).at(-1);
  return head && head.length >= 2 ? head : null;
}

const BE = /^(?:is|are|was|were)$/;

/** Is a word a past participle: a verb's form in -ed ("founded"; not "need", "hundred") or an irregular one ("paid", "built")? Pure but for the shipped tables. */
export function isParticiple(word: string): boolean {
  const w = word.toLowerCase();
  if (verbShareOfForm(w) < 0.5) return false;
  if (w.length >= 4 && /ed$/.test(w) && !/(?:eed|dred)$/.test(w)) return true;
  const lemma = lemmaOf(w);
  return lemma !== w && !w.endsWith('s') && !w.endsWith('ing');
}

/**
 * A question with "to be" as its verb, said as an indirect question for a note ("What is the average salary of a
 * tree surgeon" → "what the average salary of a tree surgeon is"; "In what year was the library founded" → "in what
 * year the library was founded"; "How long is the waiting list for a course" → "how long the waiting list for a course
 * is"): the words up to "be", then the rest with "be" before its closing participle or at its end. null for another
 * shape (its note names the words instead). Pure but for the shipped verb table.
 */
export function indirectQuestion(part: string): string | null {
  const tokens = part.trim().replace(/[?.!]+$/, '').split(/\s+/);
  const at = tokens.findIndex((t, i) => i >= 1 && i <= 3 && BE.test(t.toLowerCase()));
  if (at < 1 || !/^(?:(?:in|at|on|for|by|during|from|to)\s+)?(?:what|which|how|who|when|where)\b/i.test(tokens.slice(0, at).join(' '))) return null;
  const be = (tokens[at] ?? '').toLowerCase();
  const rest = tokens.slice(at + 1);
  if (rest.length === 0) return null;
  // "be" goes before the first participle after the subject ("a glassmaker WAS paid per day"), else at the end
  const participle = rest.findIndex((t, i) => i >= 1 && isParticiple(t.toLowerCase()));
  // a pronoun is the whole subject ("What is it about marram grass that makes it …" → "what it is about marram grass …")
  if (rest.length > 1 && /^(?:it|this|that|there|they|he|she)$/i.test(rest[0] ?? '')) return `${tokens.slice(0, at).join(' ').replace(/^./, (c) => c.toLowerCase())} ${rest[0] ?? ''} ${be} ${rest.slice(1).join(' ')}`;
  const clause = participle > 0 ? [...rest.slice(0, participle), be, ...rest.slice(participle)] : [...rest, be];
  const head = tokens.slice(0, at).join(' ');
  return `${head.charAt(0).toLowerCase()}${head.slice(1)} ${clause.join(' ')}`;
}

/**
 * The stems of the verbs that share a sense with an event's verb, read from the synsets its base form is itself a lemma
 * of ("founded" → found → {establish, found, plant, institute}, {establish, found, launch}: establish, launch; not
 * "plant" or "institute", used mostly as nouns). The engine's stem of "found" is find's, so the stem's synsets would
 * miss them. Pure but for the shipped lexicon and verb table.
 */
export function eventSynonymStems(verb: string): Set<string> {
  const shipped = lexicon();
  const out = new Set<string>();
  // (each in its own frequent use, a verb: "plant" shares a sense with found, but is mostly a noun)
  for (const form of baseFormCandidates(verb)) {
    for (const index of shipped.byLemma?.get(form) ?? []) for (const lemma of shipped.lemmas?.[index] ?? []) if (verbShare(lemma) >= 0.5) out.add(stemOfLemma(lemma));
  }
  out.delete(stem(verb));
  return out;
}

const eventSynonymCache = new Map<string, Set<string>>();

/** eventSynonymStems, once per verb (saysEvent reads every sentence of every source with the same verb). */
function cachedEventSynonyms(verb: string): Set<string> {
  let hit = eventSynonymCache.get(verb);
  if (!hit) {
    hit = eventSynonymStems(verb);
    eventSynonymCache.set(verb, hit);
  }
  return hit;
}

/**
 * Does a sentence say an event in other words: a word sharing a sense with its verb ("established" for founded), or
 * a two-word verb that means one ("set up": establish)? Pure but for the shipped tables.
 */
export function saysEvent(verb: string, sentence: string): boolean {
  // (or by the noun WordNet derives from it, "decisions are taken by" for who decides: the event named, not another)
  if (saysEventNoun(verb, sentence)) return true;
  const synonyms = cachedEventSynonyms(verb);
  if (synonyms.size === 0) return false;
  if (words(sentence).some((w) => synonyms.has(stem(w)))) return true;
  return phrasalVerbs(sentence).some((p) => [p.word, ...p.others].some((w) => synonyms.has(stem(w))));
}

/**
 * Does a sentence name an event by a noun of its verb's WordNet family whose stem differs ("decisions" for decides,
 * "appointment" for appointed)? Only a word of four letters or more that is no form of the verb itself. Pure but for
 * the shipped tables.
 */
export function saysEventNoun(verb: string, sentence: string): boolean {
  const bases = [...new Set([verb.toLowerCase(), ...baseFormCandidates(verb.toLowerCase())].map(stem))];
  return words(sentence).some((w) => w.length >= 4 && verbShareOfForm(w) < 0.5 && bases.some((b) => derivedPair(b, stem(w))));
}

export type ActKind = 'why' | 'when' | 'how' | 'who';

export interface AskedAct {
  /** The verb as the question writes it ("close", "scheduled"). */
  word: string;
  kind: ActKind;
  /** The auxiliary the question asks with ("did", "was"): how a note turns it into an indirect question. */
  auxiliary: string;
}

/** Verbs whose sense is all in their object ("put in a freezer", "make a profit"): no act of their own. */
const LIGHT = /^(?:be|do|does|did|get|gets|got|go|goes|went|have|has|had|make|makes|made|take|takes|took|give|gives|gave|come|comes|came|put|puts|keep|keeps|kept|use|uses|used|need|needs|happen|happens|happened|become|seem|let|stay|turn|want|wants)$/;

const BE_AUXILIARY = /^(?:is|are|was|were)$/i;
const AUXILIARY = /^(?:is|are|was|were|do|does|did|has|have|had|can|could|would|will|should|must|may|might)$/i;
const DETERMINER = /^(?:the|a|an|my|your|our|their|its|his|her|this|that|these|those|some|many|most|any|each|every)$/i;
/** Words that open a verb's object: "close THE footbridge", "sell IT". */
const OBJECT_START = /^(?:the|a|an|my|your|our|their|its|his|her|this|that|these|those|some|any|each|every|it|them|him|her|us)$/i;

/**
 * The act a why- or when-question asks about: the verb after its subject ("Why did the council CLOSE…", "When
 * was the bridge REPAINTED…"), where the question has that shape and the verb carries a sense of its own (not "put",
 * "make", "get"). After "is/was" only a participle is an act ("Why was it scheduled…"; "Why is it cold" asks of a
 * state). null otherwise. Pure but for the shipped tables.
 */
export function askedAct(part: string): AskedAct | null {
  // "Who repainted the bridge?": the verb right after who is the act
  const who = /^\s*who\s+([\p{L}'’-]+)\s+\S/iu.exec(part);
  if (who) {
    const word = (who[1] ?? '').toLowerCase();
    if (AUXILIARY.test(word) || word.length < 3 || LIGHT.test(word) || isStopWord(word)) return null;
    return verbShareOfForm(word) > 0 || (/ed$/.test(word) && lemmaOf(word) !== word) ? { word, kind: 'who', auxiliary: '' } : null;
  }
  const m = /^\s*(why|when|how)\s+(do|does|did|is|are|was|were|has|have|had|can|could|would|will|should|must)(?:n['’]t)?\s+(.+?)\s*[?.!]*\s*$/iu.exec(part);
  if (!m) return null;
  const kind = (m[1] ?? '').toLowerCase() as ActKind;
  const auxiliary = (m[2] ?? '').toLowerCase();
  const tokens = (m[3] ?? '').split(/\s+/).map((t) => t.replace(/[^\p{L}'’-]/gu, '')).filter(Boolean);
  const be = BE_AUXILIARY.test(auxiliary) || /^(?:has|have|had)$/.test(auxiliary);
  // the first word after the subject (never its first word, nor one right after a determiner) that is a verb: after
  // "is/was/has" a participle; after do or a modal a word used as a verb, or one that takes an object right after it
  // ("did the council CLOSE the footbridge": "close" is mostly an adjective, but here it takes "the footbridge")
  for (let i = 1; i < tokens.length; i += 1) {
    const t = tokens[i] ?? '';
    const word = t.toLowerCase();
    if (!/^\p{Ll}/u.test(t) || DETERMINER.test(tokens[i - 1] ?? '') || isStopWord(word) || /^(?:not|be|been|being)$/.test(word)) continue;
    const takesObject = OBJECT_START.test(tokens[i + 1] ?? '');
    const verb = be ? isParticiple(word) : verbShare(lemmaOf(word)) > 0 || verbShareOfForm(word) > 0 || takesObject;
    if (!verb) continue;
    if (word.length < 3 || LIGHT.test(word)) return null;
    // after do or a modal, only an act done TO something ("close THE FOOTBRIDGE", "sell the site"): a process the
    // subject undergoes ("why do colonies DIE over winter", "why did my wool SHRINK in the pot") is described in many
    // other words (losses, felting), which sources use without naming the process
    const next = tokens[i + 1] ?? '';
    const object = takesObject || /^\p{Lu}/u.test(next) || (isCommonNoun(next) && !isModifierWord(next) && !isStopWord(next.toLowerCase()));
    if (!be && !object) return null;
    return { word, kind, auxiliary };
  }
  return null;
}
