// A follow-up read in the context of its research (chat.ts): "Who ended up buying it?" after "How much did the
// stamp sell for?" is not a new question to refuse because no source uses the word "buying". Owns the reading:
// which of the follow-up's words the research question shares (its topic, covered), which the job's sources use
// (in their own words, a synonym, or the verb of a role noun: "player" for "play"), which they never use, and
// what kind of answer it asks (a person, a date, a place, a reason, an amount); whether a word no source uses
// makes it another question (a thing or a kind of thing the sources never name: "rabbits", "a general
// election" where they speak only of a by-election) or only words it in other terms (an act, a manner, an
// amount word); and which sentence of the sources answers it: one of the asked kind, naming the follow-up's
// own words, with evidence in it or beside it for the words it lacks ("sold", "buyer's" beside "knocked down
// to a telephone bidder"). Pure but for the shipped lexicon.
import { amountIn, dimensionsAsked, statesAmount, wordDimension, type Dimension } from './amounts';
import { givesReason } from './compose';
import { conceptsOf, mentioned, mentionedInOtherWords, stemMatches, type Concept } from './concepts';
import { lemmaOf } from './lemmas';
import { antonymStems, broaderWords, isCommonNoun, isModifierWord, isPersonNoun, lexicalRelations } from './lexicon';
import { attribute } from './attribution';
import { readPassage } from './passage';
import { headingSubject } from './referent';
import { namesAPlace, namesIn, peopleIn } from './people';
import { isStopWord, stem, words } from './text';
import { baseFormCandidates, verbShareOfForm } from './verbs';
import { documentVoices, writerOf } from './writer-role';
import { attributesOf } from './table-columns';
import { isDiscourseAdverb, isLightVerb, isPronoun, isTalkWord, isWholeWord, measureDimension } from './follow-up-talk';

export type AnswerType = 'person' | 'date' | 'place' | 'reason' | 'age' | Dimension;

/** The kind of answer a follow-up asks for: who → a person, when → a date, where → a place, why → a reason, how old → an age (a span of time, or the date it began), how much/many/long or an amount word ("cost", "fee") → that amount; null for another question. Pure. */
export function answerTypeOf(question: string): AnswerType | null {
  const q = question.trim().toLowerCase();
  if (/^(?:and\s+|so\s+|but\s+)?how old\b/.test(q)) return 'age';
  const start = /^(?:and\s+|so\s+|but\s+)?(who|whom|whose|when|where|why|how come|by when|until when|what (?:date|day|year|month)|in what year)\b/.exec(q)?.[1];
  if (start && /^(?:who|whom|whose)$/.test(start)) return 'person';
  if (start && /^(?:when|by when|until when|what (?:date|day|year|month)|in what year)$/.test(start)) return 'date';
  if (start === 'where') return 'place';
  if (start === 'why' || start === 'how come') return 'reason';
  // "from what age …", "at which age …": a question word's noun that names an age asks one, as "how old" does
  if (/\b(?:what|which)\s+age\b/.test(q)) return 'age';
  // "How big was the rise?", "how big a drop …": the size of a change is an amount of what changed (a count, a share,
  // a sum), of no kind the size word says; a length only of a thing ("How big is the house?")
  if (sizeOfAmount(q)) return null;
  const asked = dimensionsAsked(q)[0];
  if (asked) return asked;
  for (const word of words(q)) {
    const dimension = wordDimension(word) ?? wordDimension(lemmaOf(word));
    if (dimension) return dimension;
  }
  return null;
}

/**
 * Does a "how big/large/small …" ask the size of an amount or a change: its noun ("the rise", "a drop", "the
 * increase") is an amount in WordNet (within two levels up: "rise" → increase → amount, "drop" → decrement →
 * amount)? Pure but for the shipped lexicon.
 */
export function sizeOfAmount(question: string): boolean {
  const noun = /\bhow (?:big|large|small|great|huge)\s+(?:(?:is|was|are|were|will be|would be|has been)\s+)?(?:(?:the|a|an|this|that|their|its)\s+)?(\p{L}+)/u.exec(question.toLowerCase())?.[1];
  if (!noun || isStopWord(noun)) return false;
  const up = broaderWords(noun);
  return [...up, ...up.flatMap((b) => broaderWords(b))].some((b) => b === 'amount' || b === 'magnitude');
}

const DATE_WORDS = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|yesterday|today|tomorrow|tonight|dawn|dusk|midnight|midday|noon|sunrise|sunset|spring|summer|autumn|winter|\d{1,2}:\d{2})\b|\b(?:last|next|this)\s+(?:week|month|year|season)\b/;

/** Does a sentence state an answer of this kind: a person's name or a person noun, a date, a place, a reason, an amount? Pure but for the shipped lexicon. */
export function carriesType(sentence: string, type: AnswerType): boolean {
  if (type === 'person') return peopleIn(sentence).length > 0 || words(sentence).some((w) => w.length >= 4 && isPersonNoun(w));
  if (type === 'date') return amountIn(sentence, 'date') !== null || DATE_WORDS.test(sentence);
  if (type === 'place') return namesAPlace(sentence);
  if (type === 'reason') return givesReason(sentence);
  // an age is a span of time ("38 years old") or the date the thing began ("installed in 1987")
  if (type === 'age') return statesAmount(sentence, ['time']) || amountIn(sentence, 'date') !== null;
  return statesAmount(sentence, [type]);
}

/** Where in a sentence (character offsets) it states an answer of this kind: a person's name, a date, an amount; [] for a reason or a place (no single place in the sentence holds one). Pure but for the shipped lexicon. */
function typeOffsets(sentence: string, type: AnswerType): number[] {
  const at = (found: string | null): number[] => (found ? [sentence.indexOf(found)].filter((i) => i >= 0) : []);
  if (type === 'person') return peopleIn(sentence).map((name) => sentence.indexOf(name)).filter((i) => i >= 0);
  if (type === 'date') return [...at(amountIn(sentence, 'date')), ...[...sentence.matchAll(new RegExp(DATE_WORDS, 'g'))].map((m) => m.index ?? -1)].filter((i) => i >= 0);
  if (type === 'age') return [...at(amountIn(sentence, 'time')), ...at(amountIn(sentence, 'date'))];
  if (type === 'reason' || type === 'place') return [];
  return at(amountIn(sentence, type));
}

/**
 * How near a sentence states what is asked to the thing asked about: the fewest words between a word `asked`
 * accepts and the expression of the asked kind ("The boiler was installed in 1987": 3; "decided to replace the
 * boiler …, and to close the lido for three weeks": 12, the weeks belonging to the closing). null when the sentence
 * has no such word or no such expression, or the kind has no single place (a reason, a place). Pure but for the shipped lexicon.
 */
export function typeDistance(sentence: string, type: AnswerType, asked: (word: string) => boolean): number | null {
  const offsets = typeOffsets(sentence, type);
  if (offsets.length === 0) return null;
  const tokens = [...sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)];
  const wordAt = (offset: number): number => tokens.filter((t) => (t.index ?? 0) < offset).length;
  const places = tokens.map((t, i) => (asked(t[0]) ? i : -1)).filter((i) => i >= 0);
  if (places.length === 0) return null;
  let best = Infinity;
  for (const offset of offsets) for (const place of places) best = Math.min(best, Math.abs(wordAt(offset) - place));
  return best;
}

/** Does a sentence name a person or a body (a capitalised name, a person noun) with a word the question does not use? Pure but for the shipped lexicon. */
export function namesSomeoneNew(sentence: string, askedStems: Set<string>): boolean {
  const fresh = (name: string): boolean => name.split(/\s+/).some((w) => !askedStems.has(stem(w.toLowerCase())));
  const names = [...peopleIn(sentence), ...namesIn(sentence).map((n) => n.name).filter((n) => n.includes(' '))];
  if (names.some(fresh)) return true;
  return words(sentence).some((w) => w.length >= 4 && !askedStems.has(stem(w.toLowerCase())) && isPersonNoun(w));
}

/** How a word no source uses stands in a follow-up: an amount word, an act (a verb), a manner (an adjective or adverb), or a thing (a noun). */
export type AbsentKind = 'amount' | 'act' | 'manner' | 'thing';

/** Pure but for the shipped lexicon. */
export function absentKind(word: string): AbsentKind {
  const lower = word.toLowerCase();
  if (wordDimension(lower) ?? wordDimension(lemmaOf(lower))) return 'amount';
  // a pronoun or a light verb ("mine", "us", "go", "done") names no thing (follow-up-talk.ts)
  if (isPronoun(lower) || isLightVerb(lower)) return 'act';
  if (verbShareOfForm(lower) >= 0.5) return 'act';
  if (isModifierWord(lower)) return 'manner';
  // a verb's form of a word used mostly otherwise ("ended up": a noun takes no -ed or -ing)
  if (/\p{L}{3}(?:ing|ed)$/u.test(lower) && baseFormCandidates(lower).slice(1).some((b) => verbShareOfForm(b) > 0 || isCommonNoun(b))) return 'act';
  // a noun, or a name the lexicon does not know ("Yellowstone"): a thing
  return 'thing';
}

/** A superlative or comparative form ("best", "fewest", "later", "most"): it asks which ranks first, not another thing. */
export function ranks(word: string): boolean {
  const lower = word.toLowerCase();
  if (/^(?:best|worst|most|least|more|less|top|first|last|latest|earliest)$/.test(lower)) return true;
  // "-er"/"-est" on an adjective ("later", "fewest", "biggest"), not a word that only ends so ("together", "forest")
  const base = /^(\p{L}{2,}?)(?:er|est)$/u.exec(lower)?.[1];
  return base !== undefined && isModifierWord(lower) && [base, `${base}e`, base.replace(/(\p{L})\1$/u, '$1'), base.replace(/i$/, 'y')].some((b) => b.length >= 3 && isModifierWord(b));
}

export interface FollowUpReading {
  /** Stems of what the research asks about (its subject: "the Blue Wherry", "Wendlebury Chess Club"), [] when it has no readable subject. */
  subject: string[];
  /** Words of the follow-up the research question shares: its topic, covered by the research. */
  shared: Concept[];
  /** The follow-up's own words the sources use (in their words, in other words, or a role noun by its verb). */
  present: Concept[];
  /** The follow-up's own words no source uses. */
  absent: Concept[];
  type: AnswerType | null;
}

/** The verb a role noun names the doer of ("player" → play, "buyer" → buy), or null. */
function roleVerb(word: string): string | null {
  const lower = lemmaOf(word.toLowerCase());
  const m = /^(\p{L}{3,}?)(?:er|or)$/u.exec(lower);
  if (!m?.[1]) return null;
  for (const base of [m[1], `${m[1]}e`]) if (verbShareOfForm(base) > 0) return base;
  return null;
}

/** The words for a person as such (WordNet's person synset and its plural): in "how many people", the kind of answer. */
const PERSON_KIND = /^(?:person|people|persons|individual|individuals|human|humans|folk|folks|soul|souls)$/;

/** A follow-up's words against its research question and the stems of the job's sources. Pure but for the shipped lexicon. */
export function readFollowUp(asked: string, researchQuery: string, sourceStems: Set<string>): FollowUpReading {
  // "is going to stay shut": the going-to future says "will", no act of going
  const followUp = asked.replace(/\b(?:going|gonna)\s+(?:to\s+)?(?=\p{L})/giu, (m) => (/^gonna|to\s+$/i.test(m) ? 'will ' : m));
  const type = answerTypeOf(followUp);
  const concepts = conceptsOf(followUp, { dropInstructionWords: true }).filter((c) => !c.soft);
  const researchStems = new Set(conceptsOf(researchQuery, { dropInstructionWords: true }).map((c) => c.stem));
  const shared = concepts.filter((c) => [...researchStems].some((r) => r === c.stem || stemMatches(c.stem, r) || stemMatches(r, c.stem)));
  // "How many people…": the noun of a person count names the kind of answer (a number of persons), nothing asked of
  const counted = type === 'count' ? /\bhow\s+many\s+(\p{L}+)/iu.exec(followUp)?.[1]?.toLowerCase() : undefined;
  const personKind = counted !== undefined && PERSON_KIND.test(lemmaOf(counted)) ? stem(counted) : null;
  const own = concepts.filter((c) => !shared.includes(c) && c.stem !== personKind);
  const said = new Set([...mentioned(own, sourceStems), ...mentionedInOtherWords(own, sourceStems, 'direct')]);
  // a role noun asked for a person ("Who was the best player?"): the sources saying its verb ("play") name it
  for (const c of own) {
    const verb = type === 'person' ? roleVerb(c.term) : null;
    if (verb && sourceStems.has(stem(verb))) said.add(c);
  }
  const subject = conceptsOf(headingSubject(researchQuery.trim().replace(/[.!?]?\s*$/, '?')) ?? '').map((c) => c.stem);
  // a conversational word no source uses ("get mine done", "set us back", "actually") is no gap (follow-up-talk.ts),
  // nor a measuring one ("how heavy") where the kind asked is read: the amount of that kind stated says it
  const talk = (c: Concept): boolean => isTalkWord(c.term) && (measureDimension(c.term) === null || type !== null);
  return { subject, shared, present: own.filter((c) => said.has(c)), absent: own.filter((c) => !said.has(c) && !talk(c)), type };
}

/** WordNet's attribute noun (stem) for the adjectives of size ("little", "big", "small", "large"). */
const SIZE = stem('size');

/**
 * Another thing than the sources speak of: a word of the follow-up no source (nor the research question) uses,
 * not ranking ("best", "later"), right before a noun the sources do use ("the last general election" where they
 * speak of a by-election and its "election expenses"): it names a kind of that noun they never name. The two words
 * as written, or null. Pure but for the shipped lexicon.
 */
export function otherKindNamed(followUp: string, researchQuery: string, sourceStems: Set<string>): string | null {
  const tokens = words(followUp);
  const research = new Set(words(researchQuery).map(stem));
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const [modifier, noun] = [tokens[i] ?? '', tokens[i + 1] ?? ''];
    if (modifier.length < 3 || /\d/.test(modifier) || ranks(modifier) || research.has(stem(modifier)) || sourceStems.has(stem(modifier))) continue;
    // "How long will…", "how noisy will…": the measure a how-question asks, before an auxiliary, names no kind of anything
    if (/^how$/i.test(tokens[i - 1] ?? '') || isStopWord(noun.toLowerCase())) continue;
    // (nor a discourse adverb, "actually beat", or a word of the whole, "the whole overhaul": follow-up-talk.ts)
    if (conceptsOf(modifier).length === 0 || isDiscourseAdverb(modifier) || isWholeWord(modifier) || absentKind(modifier) !== 'manner') continue;
    // (nor a word of the size of the one thing seen, "a LITTLE copper pipe", "the big tank": WordNet's attribute of it is size)
    if (attributesOf(modifier.toLowerCase()).some((a) => a.noun === SIZE)) continue;
    if (sourceStems.has(stem(noun)) && isCommonNoun(lemmaOf(noun))) return `${modifier} ${noun}`;
  }
  return null;
}

/**
 * May a follow-up whose own words the sources lack still be answered from them, read with its research? Only
 * when it asks a kind of answer, every word no source uses is an act, a manner or an amount word (not a thing:
 * "Do they vaccinate rabbits?" asks of rabbits), and it names no other kind of a thing the sources name. Pure.
 */
export function answerableInContext(reading: FollowUpReading, otherKind: string | null): boolean {
  return reading.type !== null && otherKind === null && reading.absent.every((c) => absentKind(c.term) !== 'thing');
}

/** A sentence of the job's sources, with its neighbours in its document and its section's heading. */
export interface ContextCandidate {
  text: string;
  /** The sentences before and after it in its passage ('' when none), and its section's headings. */
  before: string;
  after: string;
  heading: string;
  /** Is it one of the research answer's cited sentences? */
  inAnswer: boolean;
  /** Its source's title. */
  title: string;
}

/** Stems that stand for a word no source uses: its role noun and verb ("buyer" for buy), its synonyms, the other side of its act ("sell" for buy), and for an amount word every word of that amount ("costing" for money). */
/** A word's base form: its lemma, else the first regular base the lexicon knows ("buying" → buy, "ended" → end). */
function baseOf(word: string): string {
  const lower = word.toLowerCase();
  const lemma = lemmaOf(lower);
  if (lemma !== lower) return lemma;
  return baseFormCandidates(lower).slice(1).find((b) => verbShareOfForm(b) > 0 || isCommonNoun(b)) ?? lower;
}

function evidenceFor(concept: Concept): (word: string) => boolean {
  const lemma = baseOf(concept.term);
  const base = [lemma];
  const relations = lexicalRelations(lemma);
  const others = new Set([...relations.direct, ...antonymStems(lemma)]);
  const dimension = wordDimension(concept.term) ?? wordDimension(lemma);
  return (word: string): boolean => {
    const lower = word.toLowerCase();
    const l = lemmaOf(lower);
    if (base.some((b) => b.length >= 3 && (l === b || lower.startsWith(b) && /^(?:er|ers|or|ors|ing|ed|es|s|'s)$/.test(lower.slice(b.length))))) return true;
    if (others.has(stem(l)) || others.has(stem(lower))) return true;
    return dimension !== null && (wordDimension(lower) ?? wordDimension(l)) === dimension;
  };
}

/**
 * The follow-up's words no source uses that a reply's lines do not say in other terms either: not an amount word
 * (the amount stated says it), not a word the lines give evidence for (its forms, synonyms, role noun, converse),
 * not a manner word where the lines state the amount asked ("How far away…": "at least 800 metres" says how far).
 * What a note before the reply still has to name; [] when the reply says all of it. Pure but for the shipped lexicon.
 */
export function unsaidWords(reading: FollowUpReading, lines: string[]): Concept[] {
  const type = reading.type;
  const measured = type !== null && type !== 'person' && type !== 'place' && type !== 'reason' && lines.some((l) => carriesType(l, type));
  return reading.absent.filter((c) => {
    const kind = absentKind(c.term);
    if (kind === 'amount') return false;
    if (kind === 'manner' && measured) return false;
    const says = evidenceFor(c);
    return !lines.some((l) => words(l).some(says));
  });
}

/** A sentence's words in lower case, for telling the same sentence apart from its rewording. */
function key(text: string): string[] {
  return text.replace(/\[\d+\]/g, ' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The sentences of the job's sources as context candidates, in each document's order: each with its neighbours,
 * its section's headings, its source's citation, its first person attributed to its source ("our top board" →
 * "the authors' top board"), and whether the research answer cites it (most of its words in one answer sentence). Pure.
 */
export function contextCandidates(
  passages: { documentId: string; text: string }[],
  sources: Map<string, { citation: number; title: string; url?: string }>,
  answerSentences: string[],
): Array<ContextCandidate & { citation: number; documentId: string }> {
  const answered = answerSentences.map((a) => new Set(key(a)));
  const out: Array<ContextCandidate & { citation: number; documentId: string }> = [];
  for (const [documentId, source] of sources) {
    const flat: { text: string; heading: string }[] = [];
    const own = passages.filter((p) => p.documentId === documentId);
    // who speaks in it: a thread's posters, its writer, an FAQ's organisation (writer-role.ts)
    const voices = documentVoices(source.title, source.url ?? '', own.map((p) => p.text).join('\n\n'));
    for (const passage of own) {
      const read = readPassage(passage.text);
      for (const sentence of read.sentences) if (flat.at(-1)?.text !== sentence.text) flat.push({ text: sentence.text, heading: read.headings.join(' ') });
    }
    flat.forEach((sentence, i) => {
      const own = key(sentence.text);
      const inAnswer = own.length > 0 && answered.some((a) => own.filter((w) => a.has(w)).length >= 0.8 * own.length);
      out.push({ text: attribute(sentence.text, source.title, writerOf(sentence.text, voices.writer, voices.posts), voices.organisation), before: flat[i - 1]?.text ?? '', after: flat[i + 1]?.text ?? '', heading: sentence.heading, inAnswer, title: source.title, citation: source.citation, documentId });
    });
  }
  return out;
}

/**
 * The sentences of the sources that answer a follow-up read with its research, best first: of the asked kind
 * (when it asks one), scored by the follow-up's own words they name (twice in the sentence, once beside it or in
 * its heading), the evidence for the words no source uses (twice in it, once for each neighbour or heading that
 * has it), a ranking word beside a ranking question ("top", "highest" for "best"), its topic words a little, the
 * research answer's own sentences to break a tie; a quarter of that for a sentence not about the research's
 * subject (neither it nor its source's title or section names it). Those scoring nothing are left out. Pure but for the shipped lexicon.
 */
/** A test of whether a word says a follow-up's concept: its stem, a synonym, or for a person asked the verb of its role noun. */
function sayer(c: Concept, type: AnswerType | null): (word: string) => boolean {
  const verb = type === 'person' ? roleVerb(c.term) : null;
  const stems = new Set([c.stem, ...(verb ? [stem(verb)] : []), ...lexicalRelations(c.term).direct]);
  return (word: string): boolean => stems.has(stem(word)) || stemMatches(c.stem, stem(word));
}

/** Does a sentence name every one of the follow-up's own words the sources use? (true when there are none) */
export function namesOwnWords(reading: FollowUpReading, text: string): boolean {
  const tokens = words(text);
  return reading.present.every((c) => tokens.some(sayer(c, reading.type)));
}

/**
 * What a typed follow-up asks about: its own nouns the sources use, but for a person noun asked for a person
 * ("Who was the best player?": "player" names the kind of answer, not the thing asked). Pure but for the shipped lexicon.
 */
export function thingsAsked(reading: FollowUpReading): Concept[] {
  // a thing: a noun ("boiler"), not an act ("purchasing": the evidence beside a sentence may say it, "the buyer's fee")
  return reading.present.filter((c) => absentKind(c.term) === 'thing' && (reading.type !== 'person' || (!isPersonNoun(c.term) && roleVerb(c.term) === null)));
}

/**
 * Does a sentence (after the one before it) answer a typed follow-up itself: it states an answer of the asked kind,
 * names at least half of the follow-up's own words (with the sentence before, for a "He died…"), and, where it
 * names one, states the answer within eight words of it (a closure's "three weeks" in a sentence that also names
 * the boiler is no boiler's age). Pure but for the shipped lexicon.
 */
export function answersTyped(reading: FollowUpReading, text: string, before = ''): boolean {
  const type = reading.type;
  if (type === null || !carriesType(text, type) || ownWordsNamed(reading, `${before} ${text}`) < 0.5) return false;
  const things = thingsAsked(reading);
  if (things.length === 0 || type === 'reason' || type === 'place') return true;
  const own = things.map((c) => sayer(c, type));
  const distance = typeDistance(text, type, (w) => own.some((test) => test(w)));
  return distance === null ? !own.some((test) => words(text).some(test)) : distance <= 8;
}

/** The share of the follow-up's own words the sources use that a text names (1 when there are none). */
export function ownWordsNamed(reading: FollowUpReading, text: string): number {
  if (reading.present.length === 0) return 1;
  const tokens = words(text);
  return reading.present.filter((c) => tokens.some(sayer(c, reading.type))).length / reading.present.length;
}

export function contextRanked<T extends ContextCandidate>(
  followUp: string,
  reading: FollowUpReading,
  candidates: T[],
  requireType = true,
  /** What a sentence of the reply being followed up weighs (a tie-breaker; more for an elliptic follow-up, which continues it), and whether a sentence must name one of the follow-up's own words. */
  options: { previousWeight?: number; mustName?: boolean; preferType?: AnswerType | null; resembles?: string } = {},
): Array<{ candidate: T; score: number; named: boolean }> {
  const hits = (text: string, test: (word: string) => boolean): boolean => words(text).some(test);
  const names = (c: Concept): ((word: string) => boolean) => sayer(c, reading.type);
  const own = reading.present.map(names);
  const thingAsked = thingsAsked(reading).map(names);
  // an amount word no source uses ("cost", "money") is said by the amount the sentence states: the asked kind
  const amountWords = reading.absent.filter((c) => absentKind(c.term) === 'amount');
  const evidence = reading.absent.filter((c) => !amountWords.includes(c)).map(evidenceFor);
  const topic = reading.shared.map(names);
  const ranking = words(followUp).some(ranks);
  const askedStems = new Set(words(followUp).map((w) => stem(w)));
  // an elliptic follow-up asks the question before again of another thing: its answer is worded like the reply before
  // (by the words that tell the sources' sentences apart: not those a fifth of them share, a table's column names)
  const candidateStems = candidates.map((c) => new Set(words(c.text).map(stem)));
  const likeStems = new Set(
    conceptsOf(options.resembles ?? '')
      .filter((c) => !c.soft && candidateStems.filter((s) => s.has(c.stem)).length <= Math.max(1, 0.2 * candidates.length))
      .map((c) => c.stem),
  );
  const scored = candidates.map((c, order) => {
    if (requireType && reading.type !== null && !carriesType(c.text, reading.type)) return { c, order, score: 0, named: false };
    const beside = `${c.before} ${c.after} ${c.heading}`;
    let score = 0;
    // in the sentence: 2; else one for each neighbour or heading that says it ("sold" before and "buyer's" after)
    for (const test of [...own, ...evidence]) score += hits(c.text, test) ? 2 : [c.before, c.after, c.heading].filter((t) => hits(t, test)).length;
    for (const word of amountWords) {
      const measured = measureDimension(word.term);
      const dimension = measured === 'age' ? 'time' : measured;
      if (!dimension) continue;
      // the amount stated (2), and a word of that amount in it or beside it ("costing", "pay", a "Who pays" heading: 1)
      if (statesAmount(c.text, [dimension])) score += 2;
      if (words(`${c.text} ${beside}`).some((w) => (wordDimension(w) ?? wordDimension(lemmaOf(w))) === dimension)) score += 1;
    }
    // it names the follow-up's own words itself (those the sources use), all of them
    const named = own.length > 0 && own.every((test) => hits(c.text, test));
    // a typed answer is about the thing asked: a sentence naming none of the follow-up's own words (nor, for a
    // sentence opening on "It"/"They", the one before it) states a date or a person of something else
    // (a person noun asked for a person, "Who was the best player?", names the kind of answer, not the thing asked)
    if (requireType && reading.type !== null && reading.type !== 'reason' && thingAsked.length > 0 && !thingAsked.some((test) => hits(c.text, test) || hits(c.before, test))) return { c, order, score: 0, named };
    // and it states what is asked next to the thing asked ("The boiler was installed in 1987"), not in another clause
    if (requireType && reading.type !== null && thingAsked.length > 0) {
      const distance = typeDistance(c.text, reading.type, (w) => thingAsked.some((test) => test(w)));
      if (distance !== null) score += distance <= 5 ? 1.5 : distance <= 10 ? 0.5 : 0;
    }
    if (ranking) score += words(c.text).some(ranks) ? 2 : words(beside).some(ranks) ? 1 : 0;
    for (const test of topic) score += hits(c.text, test) ? 0.25 : 0;
    // the research answer's own sentence breaks a tie only
    if (c.inAnswer) score += options.previousWeight ?? 0.1;
    // nothing asked but the kind ("How often should I get mine done?"): stating it is the answer's first mark
    if (requireType && reading.type !== null && own.length === 0 && evidence.length === 0 && amountWords.length === 0) score += 0.5;
    // a kind of answer carried over from the question before ("And for a kitten?" after "When should a puppy…"): preferred, not required
    if (options.preferType && reading.type === null && carriesType(c.text, options.preferType)) score += 1;
    if (likeStems.size > 0) score += Math.min(2.5, 0.5 * new Set(words(c.text).map(stem).filter((w) => likeStems.has(w))).size);
    // who-questions ask for someone the question does not name: a sentence whose every name and person noun is the
    // question's own ("Who beat the Seals?": "the Seals came second") names nobody new
    if (reading.type === 'person' && !namesSomeoneNew(c.text, askedStems)) score *= 0.3;
    if (options.mustName && own.length > 0 && !own.some((test) => hits(c.text, test) || hits(c.before, test))) return { c, order, score: 0, named };
    // about the research's subject: the sentence names it, or names none and its source's title or section does
    // (a sentence of a sale's results on another lot, "the two albums … sold … to a local collector", is not)
    const namesSubject = (text: string): boolean => words(text).some((w) => reading.subject.includes(stem(w)));
    const about = reading.subject.length === 0 || namesSubject(c.text) || namesSubject(`${c.title} ${c.heading}`);
    if (!about) score *= 0.25;
    return { c, order, score, named };
  });
  return scored
    .filter((s) => s.score > 0.5 || (s.score > 0 && own.length === 0 && evidence.length === 0))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((s) => ({ candidate: s.c, score: s.score, named: s.named }));
}

/**
 * The answer's sentences that keep what its research asked (a summary, "more simply"): its lead first, then, while
 * the research question names words the chosen sentences do not, the sentence naming most of them (the shortest, or
 * the earliest, on a tie: "where will it meet?" keeps "the club will meet in the function room of the Rifle
 * Volunteers"), then the rest by `fill` (the shortest that stand alone, or the answer's order); n in all, in the
 * answer's order. Indexes into `sentences`. Pure.
 */
export function keyFactPicks(sentences: string[], n: number, researchQuery: string, fill: 'shortest' | 'first', standsAlone: (text: string) => boolean = () => true): number[] {
  if (sentences.length === 0 || n <= 0) return [];
  const wanted = conceptsOf(researchQuery, { dropInstructionWords: true }).filter((c) => !c.soft);
  const stemsOfSentence = sentences.map((t) => new Set(words(t).map(stem)));
  const length = (i: number): number => words(sentences[i] ?? '').length;
  const chosen = [0];
  const covered = (c: Concept): boolean => chosen.some((i) => mentioned([c], stemsOfSentence[i] ?? new Set()).length > 0);
  while (chosen.length < n) {
    const open = wanted.filter((c) => !covered(c));
    if (open.length === 0) break;
    let best: { i: number; gain: number } | null = null;
    for (let i = 1; i < sentences.length; i += 1) {
      if (chosen.includes(i) || !standsAlone(sentences[i] ?? '')) continue;
      const gain = mentioned(open, stemsOfSentence[i] ?? new Set()).length;
      if (gain > 0 && (!best || gain > best.gain || (gain === best.gain && fill === 'shortest' && length(i) < length(best.i)))) best = { i, gain };
    }
    if (!best) break;
    chosen.push(best.i);
  }
  const rest = sentences.map((_, i) => i).filter((i) => !chosen.includes(i) && (fill === 'first' || standsAlone(sentences[i] ?? '')));
  if (fill === 'shortest') rest.sort((a, b) => length(a) - length(b) || a - b);
  return [...chosen, ...rest.slice(0, Math.max(0, n - chosen.length))].sort((a, b) => a - b);
}

/**
 * Is a composition's note that one word is unused ('None of your sources uses the word "months"; the answer below
 * covers the rest …') answered by the reply's lead in other terms: a word of time ("months", "dates", "year") where
 * the lead states a date, an amount word ("cost", "fee") where it states that amount? Then the note would tell the
 * reader the reply is incomplete when it is not. Pure.
 */
export function noteAnsweredBy(note: string, lead: string): boolean {
  const word = /^None of your sources uses the word "([^"]+)"; the answer below covers the rest/.exec(note)?.[1]?.toLowerCase();
  return word !== undefined && wordAnsweredBy(word, lead);
}

/** Does a text state what a word asks in other terms: a date for a word of time ("months"), the amount for an amount word ("cost")? Pure. */
export function wordAnsweredBy(word: string, text: string): boolean {
  if (/^(?:days?|weeks?|months?|years?|dates?|times?|seasons?|periods?)$/.test(word)) return carriesType(text, 'date');
  const dimension = wordDimension(word) ?? wordDimension(lemmaOf(word));
  return dimension !== null && statesAmount(text, [dimension]);
}
