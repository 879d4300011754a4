// Dialogue state for bare follow-ups (chat.ts asks): "How many?", "Since when?", "For how long?", "Who?" name no
// thing of their own; what they ask about is the previous turn's subject (its question's words and the sentences
// its reply gave) and what they ask for is the kind of answer their question word asks (a count, a start date, a
// span of time, a person). Owns telling such a follow-up by its form (a question word, a preposition before it,
// pronouns and auxiliaries at most: no content word) and choosing the sentence that answers it: one stating an
// answer of the asked kind, about the previous turn's subject (its words weighed by how few of the sources'
// sentences name them, so the setting every sentence shares decides nothing), the previous reply's own sentences
// first among those (the reader asks about what they just read). Pure but for the shipped lexicon.
import { absentKind, answerTypeOf, carriesType, typeDistance, type AnswerType } from './chat-context';
import { conceptsOf, stemMatches, type Concept } from './concepts';
import { lexicalRelations } from './lexicon';
import { stem, words } from './text';
import { withoutOpener } from './follow-up-opener';

/** A word a bare follow-up may carry besides its question word: a pronoun, an auxiliary, a filler ("then", "exactly"), a verb that stands for the event ("happen"). */
const NOT_A_THING = /^(?:it|they|them|him|her|he|she|this|that|these|those|there|is|are|was|were|be|been|do|does|did|has|have|had|will|would|can|could|should|then|exactly|so|again|now|though|please|precisely|roughly|about|happen|happens|happened|occur|occurs|occurred)$/i;
/** "take place" and its forms: a verb that only stands for the event the previous turn named, as "happen" does. */
const TAKE_PLACE = /\b(?:take|takes|took|taken|taking)\s+place\b/gi;
const QUESTION_WORD = /^(?:(?:and|but|so|or|right)\s*,?\s+)?(?:(since|until|till|by|for|from|to|after|before|in)\s+)?(how\s+(?:many|much|long|often|far|old|big)|when|where|who|whom|why|what\s+(?:year|date|day|month|time))\b/i;

/** What a bare follow-up asks: the kind of answer (null when its question word names none: "How much?"), and whether it asks when something began ("Since when?"). */
export interface BareAsk {
  type: AnswerType | null;
  start: boolean;
}

/**
 * A follow-up that names nothing of its own: a question word (after "and"/"so", a preposition at most) and
 * pronouns, auxiliaries or fillers only ("How many?", "Since when?", "And for how long?", "Who was it then?");
 * null for anything else ("How many crew?", "Since when has it lost money?"). Pure.
 */
export function bareAsk(message: string): BareAsk | null {
  // ("When did that happen?", "Where did it take place?": the verb only stands for the event the turn before named)
  const text = withoutOpener(message.trim()).replace(/[?.!]+$/, '').replace(TAKE_PLACE, 'happen').trim();
  const m = QUESTION_WORD.exec(text);
  if (!m) return null;
  const rest = words(text.slice(m[0].length));
  if (rest.some((w) => !NOT_A_THING.test(w))) return null;
  const preposition = (m[1] ?? '').toLowerCase();
  const wh = (m[2] ?? '').toLowerCase().replace(/\s+/g, ' ');
  const start = (preposition === 'since' || preposition === 'from') && /^(?:when|what (?:year|date|day|month|time))$/.test(wh);
  return { type: answerTypeOf(wh === 'how much' ? 'how much' : `${wh}?`), start };
}

/** A sentence that says when something began: "since 2019", "from 1887", "began in", "opened in". */
const BEGAN = /\b(?:since|from|began|begun|begin|started|starts?|opened|founded|established|first|set up|introduced)\b/i;

/** A candidate answer to a bare follow-up: a sentence with its source, and whether the previous reply gave it (as its lead). */
export interface BareCandidate {
  text: string;
  citation: number;
  inPrevious: boolean;
  previousLead?: boolean;
}

/** The thing a question counts or measures: the noun after "how many"/"how much" ("How many passengers…" → passengers); null when it names none. Pure. */
export function countedThing(question: string): Concept | null {
  const m = /\bhow\s+(?:many|much)\s+(\p{L}[\p{L}'’-]*)/iu.exec(question);
  if (!m?.[1]) return null;
  return conceptsOf(m[1], { dropInstructionWords: true }).find((c) => !c.soft) ?? null;
}

/**
 * How much each of the previous turn's subject words tells the sources' sentences apart (idf: log(N / (1 + n))
 * over the sentences, never below zero), so a word every sentence shares (the setting) weighs nothing, and a word
 * none says weighs nothing either (it tells no sentence apart). Pure.
 */
export function subjectWeights(subject: Concept[], sentences: string[]): Map<string, number> {
  const stemSets = sentences.map((s) => new Set(words(s).map((w) => stem(w.toLowerCase()))));
  const n = stemSets.length;
  return new Map(
    subject.map((c) => {
      const df = stemSets.filter((set) => names(c, set)).length;
      return [c.stem, df === 0 ? 0 : Math.max(0, Math.log((n + 1) / (1 + df)))];
    }),
  );
}

function names(c: Concept, stems: Set<string>): boolean {
  if (stems.has(c.stem)) return true;
  for (const s of stems) if (stemMatches(c.stem, s)) return true;
  return [...lexicalRelations(c.term).direct].some((s) => stems.has(s));
}

/**
 * The sentence that answers a bare follow-up, null when none does: it states an answer of the asked kind (a
 * beginning, for "Since when?"), names the thing the previous question counted or measured when it asked the same
 * kind ("How many passengers…"), and is the previous reply's lead or names a thing of the previous turn's subject (a
 * noun, not its act) and, without a thing counted, half of the weight of the subject's words. Best first: the most subject weight named; then
 * the previous reply's own sentences; then the answer stated nearest a subject word; then the earlier. With no kind
 * asked ("How much?"), the previous question's kind. Pure.
 */
export function bareAnswer<T extends BareCandidate>(asked: BareAsk, previousQuestion: string, candidates: T[], weights?: Map<string, number>): T | null {
  const type = asked.type ?? answerTypeOf(previousQuestion);
  if (type === null) return null;
  const counted = asked.type === null || asked.type === answerTypeOf(previousQuestion) ? countedThing(previousQuestion) : null;
  const statesCounted = (text: string): boolean => !counted || names(counted, new Set(words(text).map((w) => stem(w.toLowerCase()))));
  const subject = conceptsOf(previousQuestion, { dropInstructionWords: true }).filter((c) => !c.soft);
  const weighed = weights ?? subjectWeights(subject, candidates.map((c) => c.text));
  // the weight of the subject's words the sources say at all: a sentence must name half of it (of "Who chairs the
  // orchard group?", "chairs" more than the "orchard group" every sentence is about)
  const total = [...weighed.values()].reduce((sum, w) => sum + w, 0);
  const scored = candidates
    .map((candidate, order) => {
      const stems = new Set(words(candidate.text).map((w) => stem(w.toLowerCase())));
      const named = subject.filter((c) => names(c, stems));
      const weight = named.reduce((sum, c) => sum + (weighed.get(c.stem) ?? 0), 0);
      // a thing of the subject, not only its act ("runs" of "Who runs the boat?" names the minibus that "will run")
      const thing = named.some((c) => absentKind(c.term) === 'thing' && (weighed.get(c.stem) ?? 0) > 0);
      const distance = typeDistance(candidate.text, type, (w) => named.some((c) => names(c, new Set([stem(w.toLowerCase())]))));
      return { candidate, order, weight, thing, distance: distance ?? Infinity };
    })
    .filter((s) => carriesType(s.candidate.text, type) && (!asked.start || BEGAN.test(s.candidate.text)) && statesCounted(s.candidate.text) && (s.candidate.previousLead === true || (s.thing && (counted !== null || s.weight >= 0.5 * total))));
  scored.sort((a, b) => b.weight - a.weight || Number(b.candidate.inPrevious) - Number(a.candidate.inPrevious) || a.distance - b.distance || a.order - b.order);
  return scored[0]?.candidate ?? null;
}

/** The words a reply uses for the kind of answer asked, for saying plainly that none is given ("a count", "a date"). */
export function kindLabel(asked: BareAsk, type: AnswerType | null): string {
  if (asked.start) return 'when it began';
  switch (type) {
    case 'person':
      return 'who it was';
    case 'date':
      return 'a date';
    case 'place':
      return 'a place';
    case 'reason':
      return 'a reason';
    case 'age':
      return 'an age or a date it began';
    case 'count':
      return 'a number';
    case 'time':
      return 'how long';
    case null:
      return 'an answer';
    default:
      return `a ${type === 'money' ? 'sum of money' : type}`;
  }
}
