// A follow-up read against the conversation when its own words are refused: which of its words no source uses are
// its topic and which only frame it, and the question it asks of the thing the conversation is about. A word no
// source uses refuses a follow-up only when it is a content word (a noun or verb naming a thing or an act:
// "induction", "supermarket"); a pronoun ("it", "them"), a light verb or particle ("set … back", "get … done"), a
// modifier ("so bad", "riskier", "properly"), a general word ("job"), a person noun beside a word the sources use
// ("pregnant women") and a measure word of a yes/no question ("again in a few years") frame it. Those go, and the
// pronouns and the follow-up take their subject from the conversation: the words of the previous question and of
// the research question that the sources use. The kind the follow-up asks (a sum for "What will it set me back?",
// a reason for "why", a date for "when") then rules which sentence may answer it (chat.ts). Pure but for the
// shipped lexicon (WordNet lemmas, relations, derivations, modifiers, multiword verbs).
import { answerTypeOf, carriesType, type AnswerType } from './chat-context';
import { statesAmount, wordDimension, type Dimension } from './amounts';
import { isClauseVerb, tokensOf } from './follow-up-frame';
import { multiwordSpans } from './follow-up-words';
import { isDiscourseAdverb, isLightVerb, isPronoun, isWholeWord, measureDimension } from './follow-up-talk';
import { lemmaOf } from './lemmas';
import { isGeneralWord, isModifierWord, isPersonNoun, lexicalRelations, lexiconWord } from './lexicon';
import { derivedPair, nounOfAdjective, sameFamily } from './morphology';
import { isStopWord, stem } from './text';

/** What a word no source uses does in a follow-up: frames it, names the kind of answer asked, stands for a person in general, or names its topic. */
export type AbsentRole = 'frame' | 'kind' | 'generic' | 'content';

/** A follow-up's frame: its question word or auxiliary, and the auxiliaries after it (grammar, a closed class). */
const FRAME = /^(?:what|which|who|whom|whose|when|where|why|how|and|so|but|or|then|about|am|is|are|was|were|be|been|do|does|did|has|have|had|can|could|will|would|shall|should|may|might|must)$/;

/** The auxiliaries (grammar, a closed class): no subject. */
const AUXILIARY = /^(?:am|is|are|was|were|be|been|being|do|does|did|done|has|have|had|can|could|will|would|shall|should|may|might|must)$/;

/** A yes/no follow-up: it opens with an auxiliary ("Will I have to …", "Is it …"), after an "and"/"so"/"but". */
const YES_NO = /^(?:(?:and|so|but)\s+)?(?:am|is|are|was|were|do|does|did|has|have|had|can|could|will|would|shall|should|may|might|must)\b/i;

/** Pronouns that stand for the thing or people the conversation is about (not the asker: "I", "me", "my"). */
const REFERRING = /^(?:it|its|itself|they|them|their|theirs|themselves|this|that|these|those|he|him|his|she|her)$/;

/** Is a follow-up a yes/no question? Pure. */
export function isYesNoFollowUp(followUp: string): boolean {
  return YES_NO.test(followUp.trim());
}

/**
 * Is a word said by the sources (their stems): in its own form, its lemma ("stung" → sting), a direct WordNet
 * synonym, or its adjective's noun ("pregnant" → pregnancy). Pure but for the shipped lexicon.
 */
export function saidBySources(word: string, sourceStems: Set<string>): boolean {
  const lower = word.toLowerCase();
  const lemma = lemmaOf(lower);
  if (sourceStems.has(stem(lower)) || sourceStems.has(stem(lemma))) return true;
  if ([...lexicalRelations(lemma).direct].some((s) => sourceStems.has(s))) return true;
  const noun = nounOfAdjective(lemma);
  return noun !== null && sourceStems.has(stem(noun));
}

/** A comparative or superlative ("least", "more", "cheaper", "fastest": an inflection in -er/-est of a modifier, by the lemma table). Pure but for the shipped lexicon. */
export function isDegreeWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (/^(?:least|most|less|more|fewer|fewest|best|worst|better|worse)$/.test(lower)) return true;
  const lemma = lemmaOf(lower);
  return lemma !== lower && /(?:er|est)$/.test(lower) && isModifierWord(lemma);
}

/**
 * The role of a follow-up's word no source uses. A pronoun, light verb, discourse adverb, whole-word, modifier
 * (adjective or adverb by WordNet's tagged uses, its lemma's too: "riskier" → risky) or general word (ten senses or
 * more) frames the question; a measure word names the kind asked (in a yes/no question it only frames: "in a few
 * years"); a noun for a kind of person is generic; anything else names the topic. Pure but for the shipped lexicon.
 */
export function absentRole(word: string, yesNo: boolean): AbsentRole {
  const lower = word.toLowerCase();
  const lemma = lemmaOf(lower);
  if (measureDimension(lower) !== null || wordDimension(lemma) !== null || isUnitWord(lower)) return yesNo ? 'frame' : 'kind';
  // a degree ("the least", "cheaper", "the best") picks which one is asked: never a frame
  if (isDegreeWord(lower)) return 'content';
  if (isPronoun(lower) || isLightVerb(lower) || isDiscourseAdverb(lower) || isWholeWord(lower)) return 'frame';
  // (a noun for people in general: "people", "women", "passengers"; the -men plural is English morphology)
  if (/^(?:people|persons|folks?)$/.test(lower) || isPersonNoun(lemma) || isPersonNoun(lower.replace(/men$/, 'man'))) return 'generic';
  // a yes/no question's modifier or general word is the claim it asks ("Was it FATAL?"): never a frame
  if (yesNo) return 'content';
  if (isModifierWord(lower) || isModifierWord(lemma)) return 'frame';
  if (isGeneralWord(lemma)) return 'frame';
  return 'content';
}

/** The amounts a unit word may measure (amounts.ts). */
const DIMENSIONS: Dimension[] = ['time', 'money', 'length', 'weight', 'temperature', 'speed'];

/** Is a word a unit of an amount ("years", "miles", "pounds"): "2 <word>" states one (amounts.ts)? Pure. */
export function isUnitWord(word: string): boolean {
  return /^\p{L}+$/u.test(word) && statesAmount(`2 ${word}`, DIMENSIONS);
}

/** Do the sources use a word in its own form or its lemma's? Pure but for the lemma table. */
function ownFormIn(word: string, sourceStems: Set<string>): boolean {
  return sourceStems.has(stem(word)) || sourceStems.has(stem(lemmaOf(word)));
}

/** The sources' word for a direct WordNet synonym of a word ("cost" for "price"), or null. Pure but for the shipped lexicon. */
function synonymIn(word: string, sourceStems: Set<string>): string | null {
  // (not of a general word, whose synonyms are those of any of its many senses: "set")
  if (isGeneralWord(lemmaOf(word))) return null;
  const s = [...lexicalRelations(lemmaOf(word)).direct].find((r) => sourceStems.has(r));
  return s ? lexiconWord(s) : null;
}

/**
 * A word of the sources in the family of a word they do not use (WordNet derivations, one stem beginning the other:
 * "riskier" → risky → "risk"), or null. Pure but for the shipped lexicon.
 */
export function familyWordIn(word: string, sourceStems: Set<string>): string | null {
  const own = stem(lemmaOf(word.toLowerCase()));
  if (own.length < 4) return null;
  for (const s of sourceStems) {
    if (s.length >= 3 && (sameFamily(s, own) || sameFamily(own, s))) return lexiconWord(s);
  }
  return null;
}

/** The kind of amount a word names: an amount word's or measuring word's ("price", "heavy"), a unit's ("years": time); null for none. Pure but for the shipped lexicon. */
export function unitKind(word: string): Dimension | 'age' | null {
  const lower = word.toLowerCase();
  const own = measureDimension(lower) ?? wordDimension(lemmaOf(lower));
  if (own) return own;
  return DIMENSIONS.find((d) => statesAmount(`2 ${lower}`, [d])) ?? null;
}

/** The kind of answer a follow-up asks: its question word's or amount word's (chat-context.ts), else a bare "how much is …"'s (a price), else a multiword verb's that WordNet links to an amount ("set … back" → cost: money). Pure but for the shipped lexicon. */
export function askedKindOf(followUp: string): AnswerType | null {
  const own = answerTypeOf(followUp);
  if (own !== null) return own;
  // "How much is it for my two?": "how much" with no noun of its own, straight before its verb, asks a price (grammar)
  if (/^(?:(?:and|so|but)\s+)?how much\s+(?:is|are|was|were|will|would|does|do|did)\b/i.test(followUp.trim())) return 'money';
  for (const span of multiwordSpans(followUp)) {
    for (const s of span.stems) {
      const dimension = wordDimension(lexiconWord(s));
      if (dimension) return dimension;
    }
  }
  return null;
}

export interface CarriedFollowUp {
  /** The follow-up without its framing words, its pronouns standing for the conversation's subject. */
  question: string;
  /** The words no source uses that were dropped as framing. */
  dropped: string[];
  /** The subject words carried from the conversation. */
  subject: string[];
  /** The follow-up's own words the sources use (in their form where another of the family: "risk"), which an answering sentence should name. */
  own: string[];
  /** The kind of answer asked (a sum, a date, a reason), or null. */
  kind: AnswerType | null;
  yesNo: boolean;
}

/** The words of a text the sources use that can name a subject (no function, frame, pronoun or light word), each once by stem. Pure but for the shipped lexicon. */
/** A number in words ("ten", "twelve"): a modifier that names no subject. Pure. */
function isNumberWord(word: string): boolean {
  return statesAmount(`${word} years`, ['time']);
}

export function subjectWords(text: string, sourceStems: Set<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of tokensOf(text)) {
    if (t.lower.length < 3 || isStopWord(t.lower) || FRAME.test(t.lower) || isPronoun(t.lower) || isLightVerb(t.lower)) continue;
    // (a subject is a thing, a name or the act the conversation is about, "restored": no auxiliary, measure, unit or number)
    if (AUXILIARY.test(t.lower) || measureDimension(t.lower) !== null || isUnitWord(t.lower) || isNumberWord(t.lower)) continue;
    if (!saidBySources(t.lower, sourceStems)) continue;
    const key = stem(lemmaOf(t.lower));
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(t.word);
  }
  return out;
}

/** How many words after a which/what open its asked thing ("security company" of "Which security company fitted …"): up to the first function, frame or verb word. Pure but for the shipped lexicon. */
function askedHead(rest: ReturnType<typeof tokensOf>): number {
  let n = 0;
  for (const t of rest) {
    if (FRAME.test(t.lower) || isStopWord(t.lower) || isPronoun(t.lower) || isClauseVerb(t.lower)) break;
    n += 1;
  }
  return n;
}

/**
 * The follow-up read against the conversation, when some of its words no source uses only frame it: those words
 * dropped, its referring pronouns (or, with none, its end) given the subject words of the conversation (`context`:
 * the previous question first, then the research question), the kind it asks. null when a content word no source
 * uses is left (the refusal stands, naming it), when nothing was dropped and no pronoun is there to read, or when no word the sources use is left
 * to search for. `always`: read so even with nothing dropped and no pronoun (the kind asked rules the reply). Pure but
 * for the shipped lexicon.
 */
export function carriedFollowUp(followUp: string, context: string[], sourceStems: Set<string>, always = false): CarriedFollowUp | null {
  const yesNo = isYesNoFollowUp(followUp);
  const kind = askedKindOf(followUp);
  const tokens = tokensOf(followUp);
  const dropped: string[] = [];
  const kept: string[] = [];
  const ownWords: string[] = [];
  let own = 0;
  let generic = 0;
  let pronoun = -1;
  // "Which security company …", "what brand …": the words right after the question word name the thing asked, never a frame
  const head = /^(?:which|what|whose)$/.test(tokens[0]?.lower ?? '') ? askedHead(tokens.slice(1)) : 0;
  for (const [i, t] of tokens.entries()) {
    if (i >= 1 && i <= head && !saidBySources(t.lower, sourceStems) && absentRole(t.lower, yesNo) !== 'kind') return null;
    if (i > 0 && REFERRING.test(t.lower)) {
      if (pronoun < 0) pronoun = kept.length;
      kept.push(t.word);
      continue;
    }
    if (i === 0 || FRAME.test(t.lower) || isStopWord(t.lower) || /^\d/.test(t.lower)) {
      kept.push(t.word);
      continue;
    }
    // (a word the sources say in another form of its family, "riskier" for their "risk": in theirs)
    const family = saidBySources(t.lower, sourceStems) ? null : familyWordIn(t.lower, sourceStems);
    if (family) {
      own += 1;
      ownWords.push(family);
      dropped.push(t.word);
      kept.push(family);
      continue;
    }
    if (saidBySources(t.lower, sourceStems)) {
      if (!isPronoun(t.lower) && !isLightVerb(t.lower) && t.lower.length >= 3) {
        own += 1;
        // (a word the sources say only by a direct synonym is named by theirs: "price" by "cost")
        ownWords.push(ownFormIn(t.lower, sourceStems) ? t.word : (synonymIn(t.lower, sourceStems) ?? t.word));
      }
      kept.push(t.word);
      continue;
    }
    const role = absentRole(t.lower, yesNo);
    if (role === 'content') return null;
    // (an amount word names the kind asked only where the question asks that kind: "Where did the money come from?" asks a place of the money)
    if (role === 'kind' && (kind === null || unitKind(t.lower) !== kind)) return null;
    // (a person in general is one a modifier the sources use picks out, "PREGNANT women"; "the weavers" are someone)
    if (role === 'generic' && !(i > 0 && ownWords.at(-1) === tokens[i - 1]?.word)) return null;
    if (role === 'generic') generic += 1;
    dropped.push(t.word);
  }
  // (nothing dropped: carried only for a pronoun to read, "How much is it for my two?")
  if (dropped.length === 0 && pronoun < 0 && !always) return null;
  // a person in general ("pregnant women") is read by the word beside it the sources use, never alone
  if (generic > 0 && own === 0) return null;
  const subject = [...new Map(context.flatMap((c) => subjectWords(c, sourceStems)).map((w) => [stem(lemmaOf(w.toLowerCase())), w] as const)).values()].filter(
    (w) => !kept.some((k) => stem(lemmaOf(k.toLowerCase())) === stem(lemmaOf(w.toLowerCase()))),
  );
  if (own === 0 && subject.length === 0) return null;
  const words = pronoun >= 0 && subject.length > 0 ? [...kept.slice(0, pronoun), ...subject, ...kept.slice(pronoun + 1)] : [...kept, ...(subject.length > 0 && own === 0 ? ['of', ...subject] : [])];
  return { question: `${words.join(' ')}?`, dropped, subject, own: ownWords, kind, yesNo };
}

/** The names a reply's sentence gives (capitalised words after its first, no citation marks): "Citylink" of "The least punctual was Citylink (72.5%)". Pure. */
export function namesIn(sentence: string): string[] {
  return tokensOf(sentence.replace(/\[\d+\]/g, ''))
    .slice(1)
    .filter((t) => /^\p{Lu}\p{Ll}/u.test(t.word) && !FRAME.test(t.lower) && !isStopWord(t.lower))
    .map((t) => t.word);
}

/** How many of the words a sentence names: by stem or lemma stem, or a WordNet family member. Pure but for the shipped lexicon. */
function named(sentence: string, words: string[]): number {
  // (a possessive names its noun: "the county's fund")
  const own = new Set(tokensOf(sentence).flatMap((t) => { const w = t.lower.replace(/['’]s$/, ''); return [stem(w), stem(lemmaOf(w))]; }));
  const says = (w: string): boolean => {
    const forms = [stem(w.toLowerCase()), stem(lemmaOf(w.toLowerCase()))];
    return forms.some((f) => own.has(f) || [...own].some((o) => derivedPair(f, o)));
  };
  return words.filter(says).length;
}

/**
 * The sentences that answer a carried follow-up, best first: those of the kind it asks (any, for a reason or no
 * kind) that name a word of its own or of its subject (in the sentence or its section's headings) or stand under a
 * heading asking that same kind ("How much does it cost?" over "£82, including the certificate."): by how many of
 * its own words they name, then such a heading, then its subject's words, then in the order given; at most `n`.
 * Pure but for the shipped lexicon.
 */
export function answeringSentences<T extends { text: string; heading?: string }>(sentences: T[], carried: CarriedFollowUp, n = 3): T[] {
  // (a reason asked of the subject alone is given only by a sentence that gives one: "because", "so", "after")
  const ofKind = (text: string): boolean => carried.kind === null || (carried.kind === 'reason' && carried.own.length > 0) || carriesType(text, carried.kind);
  return sentences
    .map((s, i) => {
      const around = `${s.text} ${s.heading ?? ''}`;
      const heading = carried.kind !== null && (s.heading ?? '').split(/(?<=[?.!])\s+|\n/).some((h) => answerTypeOf(h.trim()) === carried.kind) ? 1 : 0;
      const kindWord = carried.kind !== null && tokensOf(s.text).some((t) => wordDimension(t.lower) === carried.kind) ? 1 : 0;
      return { s, i, own: named(around, carried.own), heading, kindWord, subject: named(around, carried.subject) };
    })
    // (a follow-up with words of its own is answered only by a sentence naming one, or one under a heading asking its
    // kind: "How much did the carpenters charge?" is not answered by "Hall hire costs £14")
    .filter((x) => ofKind(x.s.text) && (carried.own.length > 0 ? x.own + x.heading > 0 : x.heading + x.kindWord + x.subject > 0))
    .sort((a, b) => b.own - a.own || b.heading + b.kindWord - (a.heading + a.kindWord) || b.subject - a.subject || a.i - b.i)
    .slice(0, n)
    .map((x) => x.s);
}
