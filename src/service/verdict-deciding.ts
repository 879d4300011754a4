// The deciding sentence of a yes/no question (used by verdict.ts decideVerdict, compose.ts): the sentence whose
// subject is the asked thing and whose predicate is the asked predicate. A sentence about another thing of the same
// kind ("Pickle: …" for Bramble, "Cast iron … pans work well" for an aluminium pan, "Household waste is free" for
// plasterboard) never decides, whatever words it shares with the question; a question asked in the source's own terms is read
// on them: "for free" against "charged at £4" (no) or "free of charge" (yes), "Is there a fine if …" against "are
// fined £10" (yes), "Will it work on …" against "will not heat" (no), and a question the text asks itself answered by
// a plain token ("Was my first wheel a success? Honestly, no."). Where a sentence of another document answers the
// other way ("Admission … is free" against "charges £6 for admission"), the sources differ, and the answer says so
// with both cited. The asked thing of a pronoun question ("Will it work…", "Is he allowed…") is the thing of the
// asker's statement ("I have an old aluminium saucepan"). Also: whether
// a sentence gives a count of the thing a how-many question counts ("600 scooters", "450 rental e-scooters"). Pure
// but for the shipped lexicon.
import { stemsOf } from './concepts';
import { isKindOf } from './kinds';
import { isCommonNoun } from './lexicon';
import { isMoneyNoun } from './money-nouns';
import { isNumberWord } from './number-words';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';
import { escapeRegExp } from '../shared/regexp';

/** A word's stem, a hyphened compound's last part too ("e-scooters" → scooter). */
function stemsOfWord(word: string): string[] {
  const w = word.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, '');
  const last = w.split('-').at(-1) ?? w;
  return [...new Set([stem(w), stem(last)])];
}

/**
 * Does a sentence give a count of one of the things a how-many question counts: a number before it, with at most two
 * words between ("600 scooters", "Up to 450 rental e-scooters", "eight living species")? Not a number of something
 * else ("45 parking bays"), nor a year or a time. Pure.
 */
export function countsThing(sentence: string, things: string[]): boolean {
  const wanted = new Set(things.flatMap(stemsOfWord));
  if (wanted.size === 0) return false;
  const tokens = sentence.split(/\s+/).map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}-]+$/gu, ''));
  return tokens.some((t, i) => {
    const number = /^\d{1,3}(?:,\d{3})*$|^\d+$/.test(t) ? !/^(?:1[89]|20)\d\d$/.test(t) : isNumberWord(t.toLowerCase());
    if (!number) return false;
    return tokens.slice(i + 1, i + 4).some((w) => stemsOfWord(w).some((s) => wanted.has(s)));
  });
}

/**
 * The yes or no of a plain answer token replying to the question before it: "Yes.", "No, not at all.", "Honestly,
 * no.", "Sadly not.", "Not really.", "Definitely not."; null for anything longer than a few words or saying more.
 * Pure.
 */
export function answerToken(sentence: string): 'yes' | 'no' | null {
  const s = sentence.trim();
  if (s.split(/\s+/).length > 4 || !/[.!]$/.test(s)) return null;
  const t = s.toLowerCase().replace(/[.!]+$/, '');
  if (/^(?:\p{L}+,\s*)?(?:no|nope|not really|not at all|not quite|sadly not|definitely not|certainly not|absolutely not|afraid not|i'm afraid not|not entirely)$/u.test(t)) return 'no';
  if (/^(?:\p{L}+,\s*)?(?:yes|yep|absolutely|definitely|certainly|it was|it did|it does|it is|they were|they did)$/u.test(t)) return 'yes';
  return null;
}

/**
 * A paragraph that opens on a question the text asks itself and answers with a plain token ("Was my first wheel a
 * success? Honestly, no. It was dry…"): the question, to be read as the heading its answer sits under (an FAQ's
 * question heading); null otherwise. Pure.
 */
export function selfAskedQuestion(sentences: string[]): string | null {
  const [question, reply] = sentences;
  if (question === undefined || reply === undefined) return null;
  if (!/\?$/.test(question.trim()) || !/^(?:is|are|was|were|do|does|did|can|could|should|will|would|has|have|had)\b/i.test(question.trim())) return null;
  return answerToken(reply) ? question.trim() : null;
}

/** The nouns a question names a first-person document's writer by ("the blogger", "the author"). */
const WRITER_NOUN = /^(?:blogger|author|writer|poster|narrator|columnist|diarist)s?$/i;

/**
 * Is a word of the question the writer of a text that speaks in the first person ("blogger" for "Was my first wheel a
 * success?"): a noun naming the writer, and a text with "I", "my", "we" or "our". Pure.
 */
export function writerSpokenOf(term: string, text: string): boolean {
  return WRITER_NOUN.test(term) && /\b(?:i|my|me|mine|we|our|us)\b/i.test(text);
}

/** A word's stem for matching, with a plural's and a hyphened compound's last part: "e-scooters" → scooter. */
function wordStems(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).flatMap(stemsOfWord));
}

const PRONOUN_SUBJECT = /^(?:it|they|he|she|this|that|these|those|them)$/i;

/**
 * The words of the thing a yes/no question asks about that tell it from others of its kind: its nouns and modifiers
 * less the setting's words (`setting`: the titles of the documents drawn on) and the asker's own ("I", "my"); for a
 * question whose subject is a pronoun ("Will it work…", "Is he allowed…"), those of the asker's statement after the
 * question ("- I have an old aluminium saucepan I love": aluminium, saucepan). Acts (words used mostly as verbs) and
 * function words are left out. Pure but for the lexicon.
 */
export function askedThingWords(query: string, setting: Set<string>): string[] {
  const [asked = '', story = ''] = query.split(/\s+[-–—]\s+/);
  const words = (text: string): string[] =>
    (text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [])
      .map((w) => w.replace(/['’]s$/i, ''))
      .filter((w) => !isStopWord(w.toLowerCase()) && w.length > 2 && verbShareOfForm(w.toLowerCase()) < 0.5 && !/^(?:free|really|still|allowed|legal|there|worth|possible|okay|fine|safe|able)$/i.test(w))
      .filter((w) => !stemsOfWord(w).some((s) => setting.has(s)));
  const subjectPronoun = /^\s*(?:will|would|can|could|does|do|did|is|are|was|were|should|may|might|must)\s+(\p{L}+)/iu.exec(asked)?.[1] ?? '';
  const own = words(asked).filter((w) => !/^(?:i|me|my|we|our|you|your)$/i.test(w));
  if (PRONOUN_SUBJECT.test(subjectPronoun) || /\b(?:it|them)\b/i.test(asked)) return [...new Set([...own, ...words(story)].map((w) => w.toLowerCase()))];
  return [...new Set(own.map((w) => w.toLowerCase()))];
}

/** Does a sentence name any of the asked thing's words (its own word, plural, or a hyphened compound's last part)? */
export function namesThing(sentence: string, thing: string[]): boolean {
  const stems = wordStems(sentence);
  return thing.some((w) => stemsOfWord(w).some((s) => stems.has(s)));
}

/** A question asking whether something costs nothing: "… for free?", "Is it free?", "free of charge", "without paying". */
export function freeAsked(query: string): boolean {
  const q = query.split(/\s+[-–—]\s+/)[0] ?? query;
  // (never a quality: "gluten free" after a substance, "nut-free" after any word but a charge's, "free-range")
  const before = /\b([\p{L}]+)(\s|-)free\b/iu.exec(q);
  if (before && before[1] && ((before[2] === '-' && !isMoneyNoun(before[1].toLowerCase())) || isKindOf(before[1].toLowerCase(), 'substance', 2))) return false;
  return !/\bhow\s+much\b/i.test(q) && /\bfor\s+free\b|\bfree\s+of\s+charge\b|\b(?:is|are|was|it|they|be)\s+(?:still\s+|really\s+)?free\b(?!-)|\bwithout\s+pay(?:ing)?\b|\bat\s+no\s+cost\b|^\s*(?:is|are|was|were)\b[^?]*\bfree\s*(?:(?:to|for|with|if|when|on)\s+[^?]*)?\??\s*$/i.test(q);
}

/** What a sentence says of a price: 'charged' for a charge or a price stated ("charged at £4 per bag", "costs £3", "a fee of"), 'free' for none; null otherwise. */
export function priceSaid(sentence: string): 'charged' | 'free' | null {
  const s = sentence.toLowerCase();
  if (/\bfree\s+of\s+charge\b|\bat\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)\b|\bno\s+(?:charge|fee)\b|\bwithout\s+charge\b|\bcosts?\s+nothing\b|\b(?:is|are)\s+(?:also\s+|still\s+|always\s+)?(?:free|included)\b|\bincluded\s+in\s+the\s+(?:price|rent|fee|cost|ticket)\b/.test(s) && !/\b(?:not|never|no\s+longer|isn['’]t|aren['’]t)\s+(?:\w+\s+)?free\b/.test(s)) return 'free';
  if (/\b(?:is|are|be|was|were|gets?)\s+(?:\w+\s+)?charged\b|\bcharged\s+(?:at|for)\b|\bthere\s+is\s+a\s+(?:charge|fee)\b|\b(?:a|the)\s+(?:charge|fee)\s+of\b|\b(?:costs?|charges?)\s+(?:\w+\s+){0,2}[£$€]\s?\d|\b(?:not|isn['’]t|aren['’]t)\s+free\b/.test(s)) return 'charged';
  return null;
}

/** The noun an existential question asks about: "Is there a fine if …" → fine; "Are there any fees…" → fee; null otherwise. */
export function existenceAsked(query: string): string | null {
  const m = /^\s*(?:is|are|was|were|will)\s+there\s+(?:a|an|any|some)\s+(\p{L}+)/iu.exec(query);
  const noun = m?.[1]?.toLowerCase() ?? null;
  return noun && !isStopWord(noun) ? noun : null;
}

/** Does a sentence say a thing of the kind named exists, or is done (a noun or its verb: "fine" by "are fined £10")? 'yes'/'no' by a negation before it; null when it names none. */
export function existenceSaid(sentence: string, noun: string): 'yes' | 'no' | null {
  const n = stem(noun);
  const tokens = sentence.toLowerCase().split(/\s+/).map((t) => t.replace(/[^\p{L}'’-]/gu, ''));
  // (its own forms only, "fine" → fined, fines: never a word it opens, "age" of "agree", "fine" of "finance")
  const base = noun.toLowerCase().replace(/e$/, '').replace(/[^\p{L}]/gu, '');
  const form = new RegExp(`^${base}(?:e|s|ed|es|d|ing)?$`, 'u');
  const at = tokens.findIndex((t) => stem(t) === n || form.test(t));
  if (at < 0) return null;
  const before = tokens.slice(Math.max(0, at - 4), at).join(' ');
  return /\b(?:no|not|never|without|nor|isn['’]t|aren['’]t|won['’]t|don['’]t|doesn['’]t)\b/.test(before) ? 'no' : 'yes';
}

/** A question asking whether a thing works, heats, fits or can be used on or with something: "Will it work on the hob?". */
export function functionAsked(query: string): boolean {
  const q = query.split(/\s+[-–—]\s+/)[0] ?? query;
  return /^\s*(?:will|would|does|do|can|could)\s+(?:it|they|this|that|\p{L}+(?:\s+\p{L}+){0,3})\s+(?:still\s+|really\s+)?(?:work|function|heat|fit|run)\b/iu.test(q);
}

/** What a sentence says of a thing's working: 'no' for "will not heat", "won't work", "does not fit", "is not suitable", "cannot be used"; 'yes' for "works well", "will work", "is suitable"; null otherwise. */
export function functionSaid(sentence: string): 'yes' | 'no' | null {
  const s = sentence.toLowerCase();
  if (/\b(?:will|would|does|do|did|can|could)\s+not\s+(?:\w+\s+)?(?:work|heat|function|fit|run|operate)\b|\b(?:won['’]t|doesn['’]t|don['’]t|can['’]t|cannot)\s+(?:\w+\s+)?(?:work|heat|function|fit|run|operate|be\s+used)\b|\bnot\s+(?:suitable|compatible)\b|\bunsuitable\b|\bincompatible\b/.test(s)) return 'no';
  if (/\b(?:works?|will\s+work|heats?\s+(?:up|well)|is\s+suitable|are\s+suitable|compatible)\b/.test(s)) return 'yes';
  return null;
}

/** A sentence read for a question in the source's own terms: the verdict, the sentence, and a sentence of another document answering the other way. */
export interface OwnTermsReading {
  verdict: 'yes' | 'no';
  sentence: string;
  /** A sentence of another document that answers the other way ("Entry costs £5" beside "Entry is free"): the sources differ. */
  other?: string;
}

/** A sentence of the documents drawn on, with its document. */
export interface SourcedSentence {
  sentence: string;
  documentId: string;
}

/** The verdict one sentence gives on a question asked in a source's own terms (ownTermsReading), or null. */
function ownTermsVerdict(query: string, sentence: string, thing: string[]): 'yes' | 'no' | null {
  const about = thing.length === 0 || namesThing(sentence, thing);
  if (freeAsked(query)) {
    const said = about ? priceSaid(sentence) : null;
    return said === null ? null : said === 'free' ? 'yes' : 'no';
  }
  const noun = existenceAsked(query);
  if (noun) {
    // (and names a word of the rest of the question: the case the thing is asked of, "outside a parking bay")
    const rest = thing.filter((w) => stem(w) !== stem(noun));
    return rest.length === 0 || namesThing(sentence, rest) ? existenceSaid(sentence, noun) : null;
  }
  return functionAsked(query) && about ? functionSaid(sentence) : null;
}

/**
 * The sentence that decides a yes/no question asked in terms a source answers in its own: a price for "for free"
 * (a charge is a no, "free of charge" a yes), the thing's existence for "Is there a …" (a fine by "are fined £10"),
 * a thing's working for "Will it work …" (no by "will not heat"). It must name the asked thing (askedThingWords):
 * a sentence about another thing of its kind ("Household waste is free" for plasterboard, "Cast iron … pans work
 * well" for an aluminium one) decides nothing. `sentences` in order of trust (best scored first); a sentence of
 * another document answering the other way is given as `other`: the sources differ. Pure but for the lexicon.
 */
export function ownTermsReading(query: string, sentences: (string | SourcedSentence)[], setting: Set<string>): OwnTermsReading | null {
  const thing = askedThingWords(query, setting);
  const read = sentences
    .map((x) => (typeof x === 'string' ? { sentence: x, documentId: '' } : x))
    .map((x) => ({ ...x, verdict: ownTermsVerdict(query, x.sentence, thing) }))
    .filter((x): x is SourcedSentence & { verdict: 'yes' | 'no' } => x.verdict !== null);
  const first = read[0];
  if (!first) return null;
  const other = read.find((x) => x.verdict !== first.verdict && x.documentId !== first.documentId && first.documentId !== '');
  return { verdict: first.verdict, sentence: first.sentence, ...(other ? { other: other.sentence } : {}) };
}

/**
 * The names a question asks about that tell its thing from others of its kind, less the setting's (`setting`: words
 * of the documents' titles): "Bramble" of "Should I be worried about how much weight Bramble lost…". Capitalised
 * words other than the first. Pure.
 */
export function askedNames(query: string, setting: Set<string>): string[] {
  const q = query.split(/\s+[-–—]\s+/)[0] ?? query;
  // (not a word opening a sentence: "… winter? It gets cold")
  // (nor a word that names a kind of the noun after it, "LED light", "Olympia typewriter": the noun is the thing, and a
  // sentence on "the new light" is about it)
  const modifier = (w: string): boolean => {
    const next = new RegExp(`(?<![\\p{L}])${escapeRegExp(w)}(?:['’]s)?\\s+(\\p{Ll}+)`, 'u').exec(q)?.[1] ?? '';
    return next !== '' && !isStopWord(next) && isCommonNoun(next) && verbShareOfForm(next) < 0.5;
  };
  const names = (q.match(/(?<=(?:^|[^.?!:])\s)\p{Lu}[\p{L}\p{N}'’-]+/gu) ?? [])
    .filter((w) => !modifier(w))
    .map((w) => w.replace(/['’]s$/, ''))
    .filter((w) => !/^(?:I|I'm|I've|I'd)$/.test(w) && !isStopWord(w.toLowerCase()) && !stemsOfWord(w).some((s) => setting.has(s)));
  // (a thing numbered, "plot 14", "gate 3", "Room 12": it is told from "Plot 9" by its number)
  const numbered = [...q.matchAll(/\b(\p{L}{3,})\s+(\d{1,4}[a-z]?)\b/giu)].filter((m) => !isStopWord((m[1] ?? '').toLowerCase()) && !/^(?:aged?|is|are|was|were|about|over|under|than|at|by|in|on)$/i.test(m[1] ?? '')).map((m) => `${m[1]} ${m[2]}`);
  return [...names, ...numbered];
}

/** Does a text name a name, as a whole word? */
function namesName(text: string, name: string): boolean {
  return new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'iu').test(text);
}

/**
 * Is a sentence about another thing than the one the question names: the question names it ("Bramble", "WD-40"), the
 * sentence does not, and another sentence of the same document does ("Pickle: …" beside "Bramble: …")? A name the
 * document opens on (`opening`: its first sentence, "The Ferrier Glass Studio runs a hot shop…") is its setting, no
 * thing of a kind: every sentence of it is about that; so is a name in the sentence's own context (`context`: the stems
 * of its headings and of the sentence its pronoun refers back to): "Do not use it for serrated knives" under "WHAT THE
 * KS-3 CAN SHARPEN", after "The KS-3 sharpens…", is about the KS-3. Pure.
 */
export function aboutAnotherNamed(sentence: string, names: string[], sameDocument: string[], opening = '', context: ReadonlySet<string> = new Set()): boolean {
  const inContext = (n: string): boolean => {
    const stems = [...stemsOf(n)];
    return stems.length > 0 && stems.every((t) => context.has(t));
  };
  const things = names.filter((n) => !namesName(opening, n) && !inContext(n));
  // (a thing numbered is told by its number: "Plot 9 is let to Mrs Okafor" is about another plot than "plot 14")
  for (const n of things) {
    const [noun, number] = n.split(' ');
    if (number === undefined || !/^\d/.test(number) || namesName(sentence, n)) continue;
    const others = [...sentence.matchAll(new RegExp(`(?<![\\p{L}])${noun}\\s+(\\d{1,4}[a-z]?)\\b`, 'giu'))].filter((m) => m[1] !== number);
    if (others.length > 0 && sameDocument.some((x) => namesName(x, n))) return true;
  }
  if (things.length === 0 || things.some((n) => namesName(sentence, n))) return false;
  return sameDocument.some((x) => things.some((n) => namesName(x, n)));
}

/**
 * Is a part of a question a piece of the asker's statement set after it ("Can I drop it off for free - I am redoing my
 * bathroom and have a few bags of old plasterboard?": "have a few bags of old plasterboard")? It asks nothing and gets
 * no verdict of its own. Pure.
 */
export function partOfStatement(query: string, part: string): boolean {
  const dash = /\s+[-–—]\s+/.exec(query);
  if (!dash) return false;
  const at = query.indexOf(part.trim());
  return at >= dash.index + dash[0].length;
}
