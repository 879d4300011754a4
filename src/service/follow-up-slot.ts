// The follow-up's referent and slot (chat.ts asks): "How long is it?" after a reply led by the Fox Run row, "How
// high does it go?" after a question about fitting a diverter. The referent is the thing last talked about: the
// follow-up's own nouns when it names one, else the previous question's subject and the previous reply's lead
// sentence (the reader asks about what they just read). The slot is what the follow-up's measuring adjective asks:
// "how high" a height, "how long" a length or a duration, "how deep" a depth (the adjective's family and the
// WordNet attribute nouns it is a value of that name a measure: high → height, long → length and duration). The
// sentence that gives the slot says one of those words or states an amount of the measure, and names the referent;
// it leads, in place of a lead that gives another measure of another thing ("Cut out a 70 mm section of pipe").
// Also owns the trimming of a typed reply (after a lead that gives the asked kind, a reason, an amount, a date or a
// place, only sentences that add to it) and the elided "instead" ("What should I use instead?": instead of it, the
// thing last talked about). Pure but for the shipped lexicon.
import { dimensionsAsked, statesAmount } from './amounts';
import { carriesType, type AnswerType } from './chat-context';
import { subjectWeights } from './chat-dialogue';
import { conceptsOf, stemMatches, type Concept } from './concepts';
import { measureDimension } from './follow-up-talk';
import { isLightWord, lexicalRelations } from './lexicon';
import { verbShareOfForm } from './verbs';
import { attributesOf } from './table-columns';
import { stem, words } from './text';
import type { Dimension } from './amounts';

/** What a "how ADJ" follow-up asks: the adjective, the stems that say its measure, and the amounts that state it. */
export interface MeasureSlot {
  adjective: string;
  stems: Set<string>;
  dimensions: Dimension[];
}

/**
 * The slot of a follow-up asking a measure with an adjective ("How high does it go?", "how long is it?", "How deep
 * is the pond?"): the adjective's stem and those of the attribute nouns WordNet gives it that name a measure
 * (high → height; long → length, duration); null when the follow-up asks none. Pure but for the shipped lexicon.
 */
export function measureSlot(followUp: string): MeasureSlot | null {
  const m = /\bhow\s+(\p{L}+)\b/iu.exec(followUp);
  const adjective = m?.[1]?.toLowerCase();
  if (!adjective || /^(?:many|much|often|come|about|so)$/.test(adjective)) return null;
  const dimensions = dimensionsAsked(followUp);
  if (dimensions.length === 0) return null;
  // the adjective's attribute nouns that name a measure, each with the measure it names
  const measures = attributesOf(adjective).flatMap((a) => {
    const dimension = NOUN_MEASURES[a.noun] ?? measureDimension(a.noun);
    return dimension && dimension !== 'age' ? [{ noun: a.noun, dimension }] : [];
  });
  const asked = measures.filter((x) => dimensions.includes(x.dimension));
  if (asked.length === 0) return null;
  // the adjective itself says the slot only when every measure it names is asked ("long" of "how long is it?", not of
  // "how long does it take?", where "8 km long" is another measure)
  const own = asked.length === measures.length ? [stem(adjective)] : [];
  return { adjective, stems: new Set([...own, ...asked.map((x) => x.noun)]), dimensions };
}

/** WordNet attribute nouns (stems) of a measure that the amount tables do not name. */
const NOUN_MEASURES: Record<string, Dimension> = { [stem('duration')]: 'time', [stem('distance')]: 'length', [stem('breadth')]: 'length', [stem('size')]: 'length', [stem('depth')]: 'length', [stem('height')]: 'length', [stem('length')]: 'length', [stem('width')]: 'length', [stem('tallness')]: 'length', [stem('deepness')]: 'length' };

/** Does a word say the slot: the adjective or an attribute noun itself, or an adjective of the same measure ("higher", "tall" of a height)? */
function saysSlotWord(word: string, slot: MeasureSlot): boolean {
  const lower = word.toLowerCase();
  const s = stem(lower);
  if (slot.stems.has(s)) return true;
  // (a table's column name: "length_km" read as "length km")
  if ([...slot.stems].some((x) => x.length >= 4 && stemMatches(x, s))) return true;
  return attributesOf(lower).some((a) => slot.stems.has(a.noun) && a.noun !== stem(slot.adjective)) && slot.stems.has(stem(slot.adjective));
}

/** Does a sentence give the slot: a word that says the measure, or an amount of it? Pure but for the shipped lexicon. */
export function givesSlot(sentence: string, slot: MeasureSlot): boolean {
  return words(sentence).some((w) => saysSlotWord(w, slot)) || statesAmount(sentence, slot.dimensions) || statesAmount(sentence.replace(/\b([a-z]{1,3})\s+(\d[\d.,]*)/gi, '$2 $1'), slot.dimensions);
}

/** A candidate sentence of the sources, with its citation. */
export interface SlotCandidate {
  text: string;
  citation: number;
}

function names(c: Concept, stems: Set<string>): boolean {
  if (stems.has(c.stem)) return true;
  for (const s of stems) if (stemMatches(c.stem, s)) return true;
  return [...lexicalRelations(c.term).direct].some((s) => stems.has(s));
}

/**
 * The referent: the follow-up's own nouns (not the slot's, not its pronouns or verbs: "go", "sit"), `own`; else the
 * previous question's, when the previous reply's lead is the thing last talked about too. Pure but for the shipped lexicon.
 */
export function referentOf(followUp: string, slot: MeasureSlot, previousQuestion: string): { concepts: Concept[]; own: boolean } {
  const thing = (c: Concept): boolean => !c.soft && !slot.stems.has(c.stem) && c.stem !== stem(slot.adjective) && measureDimension(c.term) === null && verbShareOfForm(c.term) < 0.5 && !isLightWord(c.term);
  const own = conceptsOf(followUp, { dropInstructionWords: true }).filter(thing);
  return own.length > 0 ? { concepts: own, own: true } : { concepts: conceptsOf(previousQuestion, { dropInstructionWords: true }).filter(thing), own: false };
}

/**
 * The sentence that gives the slot about the referent, to lead the reply, or null to keep it: when the reply's lead
 * (null for a refusal) gives the slot and names the referent (or is the previous reply's lead), it stays, unless it
 * gives only an amount and another sentence on the referent says the measure's own word. Otherwise
 * the best candidate that gives the slot and is the previous reply's lead or names one of the referent's words: the
 * previous lead first, then one saying the measure's word ("the same height as") over one with an amount only ("a
 * downpipe of 65 to 68 mm": a width), then the most referent weight, then the earlier. Pure but for the shipped lexicon.
 */
export function slotLead<T extends SlotCandidate>(slot: MeasureSlot, referent: Concept[], lead: string | null, previousLead: string | null, candidates: T[]): T | null {
  const key = (t: string): string => words(t).map((w) => w.toLowerCase()).join(' ');
  const weights = subjectWeights(referent, candidates.map((c) => c.text));
  const weightOf = (text: string): number => {
    const stems = new Set(words(text).map((w) => stem(w.toLowerCase())));
    return referent.filter((c) => names(c, stems)).reduce((sum, c) => sum + (weights.get(c.stem) ?? 0), 0);
  };
  const isPrevious = (text: string): boolean => previousLead !== null && key(previousLead) !== '' && key(text) === key(previousLead);
  // (the thing's words are its names: "the Aquaflow RD-3 rainwater diverter" is named by "the diverter" alone)
  const about = (text: string): boolean => isPrevious(text) || weightOf(text) > 0;
  const saysWord = (text: string): boolean => words(text).some((w) => saysSlotWord(w, slot));
  const scored = candidates
    .map((c, order) => ({ c, order, previous: isPrevious(c.text), weight: weightOf(c.text), word: saysWord(c.text) }))
    .filter((s) => givesSlot(s.c.text, slot) && (s.previous || s.weight > 0));
  scored.sort((a, b) => Number(b.previous) - Number(a.previous) || Number(b.word) - Number(a.word) || b.weight - a.weight || a.order - b.order);
  const best = scored[0] ?? null;
  if (!best || (lead && key(best.c.text) === key(lead))) return null;
  // a lead that gives the slot about the thing stays, unless it gives only an amount ("brackets of 20 to 25 mm": a
  // width, of "how high?") and a sentence on the thing says the measure itself ("at the same height as")
  if (lead && givesSlot(lead, slot) && about(lead) && (saysWord(lead) || !best.word)) return null;
  // (nor is a lead that gives the slot replaced by a sentence that gives it no better, an amount without the measure's
  // word, where the lead names no other thing: "The battery gives a range of 40 to 70 km" stays for "How far will it
  // go?", never "a rear dropout width of 135 mm" because it names the bike)
  if (lead && givesSlot(lead, slot) && !best.word && !namesOtherThing(lead, best.c.text)) return null;
  return best.c;
}

/**
 * A typed reply without its padding: when the follow-up asks one kind (a reason, an amount, a date, a person) and
 * the reply's first cited sentence gives it, a later cited sentence stays only when it gives that kind too, names a
 * word of the follow-up the lead does not, or goes on from the one before it ("It…", "This…"); uncited lines (notes) stay. null to keep the reply. Pure but for the
 * shipped lexicon.
 */
export function withoutPadding<T extends { text: string; citations: number[] }>(followUp: string, reply: T[], type: AnswerType | null, continues: (text: string) => boolean): T[] | null {
  // (not a person: a body or a group, "two members of the county society", is one the kind test does not always see)
  if (type === null || type === 'person' || !asksOneThing(followUp)) return null;
  const cited = reply.filter((r) => r.citations.length > 0);
  const lead = cited[0];
  if (!lead || cited.length < 2 || !carriesType(lead.text, type)) return null;
  // (a sentence that names a word of the follow-up the lead does not, "judged" of "Who did the judging?", adds to it)
  const asked = conceptsOf(followUp, { dropInstructionWords: true }).filter((c) => !c.soft);
  const namedBy = (text: string): Concept[] => {
    const stems = new Set(words(text).map((w) => stem(w.toLowerCase())));
    return asked.filter((c) => names(c, stems));
  };
  const inLead = new Set(namedBy(lead.text).map((c) => c.stem));
  const kept: T[] = [];
  let previousKept = false;
  for (const r of reply) {
    const keep: boolean = r.citations.length === 0 || r === lead || carriesType(r.text, type) || namedBy(r.text).some((c) => !inLead.has(c.stem)) || (previousKept && continues(r.text));
    if (keep) kept.push(r);
    previousKept = keep;
  }
  return kept.length < reply.length ? kept : null;
}

/** Does a follow-up ask one thing: one question word, no second question joined on ("How old is it, and how do they know?")? Pure. */
export function asksOneThing(followUp: string): boolean {
  const wh = followUp.toLowerCase().match(/\b(?:who|whom|whose|what|when|where|which|why|how)\b/g) ?? [];
  return wh.length <= 1 && (followUp.match(/\?/g) ?? []).length <= 1;
}

/**
 * "What should I use instead?": "instead" with nothing after it stands for "instead of" the thing last talked about,
 * said as "instead of it" so the follow-up's pronoun reading gives it that thing (not a word the sources must use);
 * the follow-up unchanged otherwise. Pure.
 */
export function withElidedComplement(followUp: string): string {
  return followUp.replace(/\binstead\b(?!\s+of\b)/i, 'instead of it');
}

/** Does a lead name a thing by a name (a capitalised word not opening it) that a candidate does not: "Fox Run: length 6.5 km" against "Badger Loop …"? Pure. */
function namesOtherThing(lead: string, candidate: string): boolean {
  const namesIn = (t: string): string[] => (t.match(/(?<=\S\s+)\p{Lu}[\p{L}\p{N}'’-]+|^\p{Lu}[\p{L}\p{N}'’-]+(?=\s*:)/gu) ?? []).map((w) => w.toLowerCase());
  const other = new Set(namesIn(candidate));
  return namesIn(lead).some((n) => !other.has(n));
}
