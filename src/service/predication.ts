// The sentence that decides a yes/no question (used by verdict.ts decideVerdict and chat.ts's yes/no follow-ups): a
// sentence decides "Is X Y?", "Does X V O?", "Can X V O?" only if it predicates the asked predicate (its key word:
// the adjective or complement of a copular question, the verb of another, the object of a light verb; in its own
// word, a WordNet synonym, antonym or derivation) of the asked subject (every telling word of it, a WordNet synonym,
// the two-word lemma WordNet gives for it, "decaffeinated coffee" for decaf; or a pronoun or definite noun referring
// back to it where the passage, its headings or its title name it). Its polarity is read on that predication: a
// negation before the key in its clause ("not completely free of", "no longer", "too little … to"), a privative
// ("free of caffeine" for "have caffeine"), a condition ("only if", "unless", "except"). A sentence sharing the
// question's words about another subject ("afternoon coffee" for decaf coffee, "people" for teenagers) or naming the
// subject without the key decides nothing. The key is read in the question itself, its first alternative, never in
// the story told with it or a second alternative (question-claim.ts). Owns the parse of the asked predication and that
// reading. Pure but for the shipped lexicon.
import { antonymStems, broaderWords, isGeneralWord, isModifierWord, lexicalRelations } from './lexicon';
import { lexiconFilePlaces, readFirst } from './lemmas';
import { sameFamily } from './morphology';
import { questionClaim } from './question-claim';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

export interface AskedPredication {
  /** The subject's words, lower case, its head last ("decaf", "coffee"). */
  subject: string[];
  /** Those of its words the question writes as names ("vardfonna"): a sentence may leave them to its title or headings. */
  names: string[];
  /** The word the claim turns on: "free" of "caffeine-free", "affect", "caffeine" of "have no caffeine". */
  key: string;
  /** The predicate's other content words ("sleep", "caffeine"). */
  rest: string[];
  /** The question asks a denial itself: "have no caffeine", "never". */
  negated: boolean;
  /** The act a need question names the thing for ("lay" of "need a cockerel to lay eggs"). */
  purpose?: string;
}

const AUX = /^(?:is|are|was|were|does|do|did|can|could|will|would|has|have|had|should|must|may|might|isn['’]t|aren['’]t|doesn['’]t|don['’]t|didn['’]t|can['’]t|won['’]t)$/i;
const COPULA = /^(?:is|are|was|were|isn['’]t|aren['’]t)$/i;
const DETERMINER = /^(?:the|a|an|their|its|his|her|my|our|your|these|those|this|that|some|any|all|every)$/i;
const ASKER = /^(?:i|we|you|one|it|they|he|she|there)$/i;
/** Verbs whose sense is in their object ("have no caffeine", "get cold"): the object is the key. */
const LIGHT = /^(?:be|do|get|go|have|has|had|make|take|give|put|keep|need|use|contain|become|seem|feel|stay|turn|cause|build|develop)$/;
/** Words that say how much or how sure, not what: never the key. */
const FILLER = /^(?:really|actually|ever|still|also|at|all|even|always|usually|much|very|too|any|no|not|never|without|completely|entirely|fully|totally|truly)$/;
const PARTICLE = /^(?:up|down|out|off|on|away|back|over)$/;
const PREPOSITION = /^(?:in|on|at|for|to|of|from|with|by|into|during|after|before|under|over|near|than|about|around|through|when|if|while)$/i;

/** The last question of a message ("My mother uses a wheelchair. Would she…?" → "Would she…?"). */
function lastQuestion(query: string): string {
  const parts = query.trim().split(/(?<=[.!?])\s+/);
  return [...parts].reverse().find((p) => /\?\s*$/.test(p)) ?? parts.at(-1) ?? query;
}

function tokensOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((t) => t.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’-]+$/gu, ''))
    .filter((t) => t !== '');
}

/** Is a word one that ends a subject noun phrase in a copular question: an adjective, a participle, a preposition, a determiner, "going"? */
function endsCopularSubject(word: string): boolean {
  const lower = word.toLowerCase();
  if (PREPOSITION.test(lower) || DETERMINER.test(lower) || FILLER.test(lower) || lower === 'going') return true;
  if (/-/.test(lower)) return isModifierWord(lower.split('-').at(-1) ?? '') || /(?:ed|en)$/.test(lower);
  if (/^\p{Lu}/u.test(word)) return false;
  return isModifierWord(lower) || /(?:ing|ed)$/.test(lower) && verbShareOfForm(lower) > 0.5;
}

/** A plural noun ("pumps") before a lower-case word used as a verb ("work"): the subject's head, the verb after it. */
function pluralBeforeVerb(word: string, next: string): boolean {
  return /[^su]s$/.test(word) && /^\p{Ll}+$/u.test(next) && !PREPOSITION.test(next) && !isStopWord(next) && !DETERMINER.test(next) && verbShareOfForm(next) > 0;
}

/** A word used as a verb before one used as a verb more ("a stoneware GLAZE harden"): the first is still the subject's noun. */
function moreVerb(word: string, next: string, after: string): boolean {
  if (!/^\p{Ll}+$/u.test(next) || isStopWord(next) || PREPOSITION.test(next)) return false;
  // (as much a verb, and a preposition, a determiner or the end after it: "glaze HARDEN by drying")
  return verbShareOfForm(next) > verbShareOfForm(word) || (verbShareOfForm(next) === verbShareOfForm(word) && (after === '' || PREPOSITION.test(after) || DETERMINER.test(after)));
}

/**
 * The predication a yes/no question asks: "Is decaf caffeine-free?" → decaf / free (rest caffeine); "Does decaf
 * have no caffeine at all?" → decaf / caffeine, negated; "Does decaf coffee affect sleep?" → decaf coffee / affect
 * (rest sleep); "Is caffeine bad for you?" → caffeine / bad. `verb` is the question's verb when the caller has read it
 * (verdict.ts relationVerb: "Do the Skerry ferries SAIL…", "Is the ferry RUN by…"): the subject ends before it. null
 * for a comparison ("than"), a question about the asker or a pronoun ("Can I…", "Is it…": other readings own those)
 * and any other shape. Pure but for the lexicon.
 */
export function askedPredication(query: string, verb: string | null = null): AskedPredication | null {
  const q = lastQuestion(query);
  if (/\bthan\b/i.test(q)) return null;
  // (the key is read in the question itself, its first alternative; the story told with it and a second alternative
  // add to the rest of the predicate, never the key: question-claim.ts)
  // (of them, those its first clause runs on into, as the rest was read before: "- we live on Quay Street", not ", which is…")
  const { claim, context } = questionClaim(q);
  const asked = predicationInClaim(claim, verb);
  const clause = q.split(/,|\s(?:when|whenever|if|so|because|while|since|as long as)\s/i)[0] ?? q;
  if (!asked || context === '' || !clause.startsWith(claim)) return asked;
  const more = tokensOf(clause.slice(claim.length).toLowerCase()).flatMap((t) => t.split('-')).filter((t) => t.length > 1 && !isStopWord(t) && !FILLER.test(t) && !/^\d/.test(t) && !ASKER.test(t) && !/^(?:me|us|them|him|her|itself|themselves|myself|yourself)$/.test(t) && t !== asked.key && !asked.subject.includes(t) && !asked.rest.includes(t));
  return { ...asked, rest: [...asked.rest, ...new Set(more)] };
}

/** The predication a question's claim asks (askedPredication, on the claim alone), or null. Pure but for the lexicon. */
function predicationInClaim(q: string, verb: string | null): AskedPredication | null {
  // (the claim, not a clause of circumstance or purpose after it: "…turn itself off WHEN the program finishes, SO I…")
  const tokens = tokensOf(q.split(/,|\s(?:when|whenever|if|so|because|while|since|as long as)\s/i)[0] ?? q);
  const aux = tokens[0] ?? '';
  if (!AUX.test(aux)) return null;
  let i = 1;
  while (i < tokens.length && DETERMINER.test(tokens[i] ?? '')) i += 1;
  // (the asker, a pronoun, or anyone at all: "Did anyone drown?" is said of any person, verdict.ts reads it)
  if (ASKER.test(tokens[i] ?? '') || /^(?:anyone|anybody|someone|somebody|anything|something|everyone|everybody|no-one|nobody)$/i.test(tokens[i] ?? '')) return null;
  const copular = COPULA.test(aux);
  let verbAt = verb ? tokens.findIndex((t, n) => n > i && t.toLowerCase() === verb.toLowerCase()) : -1;
  // (a noun that is also a verb before the verb: "a stoneware GLAZE harden by drying")
  if (verbAt >= 0 && moreVerb((tokens[verbAt] ?? '').toLowerCase(), tokens[verbAt + 1] ?? '', tokens[verbAt + 2] ?? '')) verbAt += 1;
  const subject: string[] = [];
  const names: string[] = [];
  for (; i < tokens.length && subject.length < 5; i += 1) {
    const word = tokens[i] ?? '';
    const lower = word.toLowerCase();
    // ("the front OF the Vardfonna glacier": the subject runs on through "of")
    if (verbAt < 0 && subject.length > 0 && (/^of$/i.test(lower) || (/^the$/i.test(lower) && /^of$/i.test(tokens[i - 1] ?? '')))) continue;
    if (verbAt >= 0 ? i >= verbAt : subject.length > 0 && (copular ? endsCopularSubject(word) : PREPOSITION.test(lower) || DETERMINER.test(lower) || FILLER.test(lower) || (!/^\p{Lu}/u.test(word) && verbShareOfForm(lower) > 0.5 && !pluralBeforeVerb(lower, tokens[i + 1] ?? '') && !moreVerb(lower, tokens[i + 1] ?? '', tokens[i + 2] ?? '')))) break;
    if (isStopWord(lower) && !/^\p{Lu}/u.test(word)) break;
    // ("the NUMBER 42 bus": the word before a figure names nothing)
    if (/^(?:number|no)$/.test(lower) && /^\d/.test(tokens[i + 1] ?? '')) continue;
    // ("Is the bracket's bolt…": the possessive is part of the subject)
    const w = lower.replace(/['’]s$/, '');
    subject.push(w);
    if (/^\p{Lu}/u.test(word)) names.push(w);
    // ("Do heat PUMPS work…": a plural before a word used as a verb ends the subject)
    if (verbAt < 0 && !copular && pluralBeforeVerb(lower, tokens[i + 1] ?? '')) {
      i += 1;
      break;
    }
  }
  if (subject.length === 0) return null;
  // ("Does coffee IN THE AFTERNOON disturb sleep?": what stands between the subject and its verb is a circumstance of
  // the claim, one of the rest of its words: "six hours before bed" may say it)
  const circumstance: string[] = [];
  if (verbAt > i) {
    circumstance.push(...tokens.slice(i, verbAt).map((t) => t.toLowerCase()).filter((t) => !isStopWord(t) && !DETERMINER.test(t) && !FILLER.test(t)));
    i = verbAt;
  }
  let after = tokens.slice(i).map((t) => t.toLowerCase());
  // "Is the wall going to fall down?", "Will the bus be able to use…", "Are dogs allowed to…": the act after the frame is what is asked
  const frame = /^(?:be|still|going|able|allowed|permitted|supposed|likely|have|has|need)$/;
  while (after.length > 2 && frame.test(after[0] ?? '') && (after[1] === 'to' || frame.test(after[1] ?? ''))) after = after.slice(after[1] === 'to' ? 2 : 1);

  const content = after.flatMap((t) => t.split('-')).filter((t) => t.length > 1 && !isStopWord(t) && !FILLER.test(t) && !/^\d/.test(t) && !ASKER.test(t) && !/^(?:me|us|them|him|her|itself|themselves|myself|yourself)$/.test(t));
  if (content.length === 0) return null;
  let key: string | undefined;
  const first = content[0] ?? '';
  const acting = !copular || verbAt >= 0 || verbShareOfForm(first) > 0.5;
  if (!acting) {
    // the adjective or complement: the last word used mostly as a modifier ("caffeine-FREE", "BAD for you"), else the first noun ("a MAMMAL")
    key = [...content].reverse().find((w) => isModifierWord(w) && !PARTICLE.test(w)) ?? first;
  } else {
    // a light verb's object ("have no CAFFEINE", "build up a TOLERANCE"); with none, the verb itself ("turn itself off")
    // (the object's head: the last of its run of words, "Kessling BRIDGE")
    const found = content.find((w, n) => n > 0 && !LIGHT.test(w) && !PARTICLE.test(w));
    let at = found ? after.indexOf(found) : -1;
    while (at >= 0 && /^[\p{L}-]+$/u.test(after[at + 1] ?? '') && content.includes(after[at + 1] ?? '')) at += 1;
    const object = at >= 0 ? after[at] : undefined;
    key = (LIGHT.test(first) || (verbAt < 0 && verbShareOfForm(first) === 0)) && object ? object : first;
  }
  if (!key) return null;
  // the question denies the key itself: "have NO caffeine", "NEVER closes" (not "survive without catching insects": a circumstance)
  const keyAt = after.findIndex((t) => t === key || t.split('-').includes(key ?? ''));
  const negated = after.slice(Math.max(0, keyAt - 2), Math.max(0, keyAt)).some((t) => /^(?:no|not|never)$/.test(t));
  // "Do hens need a cockerel TO LAY eggs?": the act the thing is needed for
  const purpose = /^(?:need|needs|require|requires)$/.test(first) ? (/\bto\s+([a-z]+)/.exec(after.slice(1).join(' '))?.[1] ?? null) : null;
  return { subject, names, key, rest: [...content.filter((w) => w !== key && !PARTICLE.test(w)), ...circumstance], negated, ...(purpose ? { purpose } : {}) };
}

let terms: Map<string, string[][]> | null = null;

/** Parses "t <word> <modifier> <head>" lines (wordnet-terms.txt) into both directions: word → [[modifier, head]]. Pure. */
export function parseTerms(text: string): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const line of text.split('\n')) {
    const m = /^t ([a-z]+) ([a-z]+) ([a-z]+)$/.exec(line.trim());
    if (!m) continue;
    const [word, modifier, head] = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
    out.set(word, [...(out.get(word) ?? []), [modifier, head]]);
  }
  return out;
}

/** The two-word names WordNet gives a one-word noun ("decaf" → decaffeinated coffee). */
export function longNames(word: string): string[][] {
  if (!terms) terms = parseTerms(readFirst(lexiconFilePlaces('wordnet-terms.txt')));
  return terms.get(word.toLowerCase()) ?? [];
}

function wordStems(text: string): string[] {
  return tokensOf(text.toLowerCase()).flatMap((t) => t.split('-')).map((t) => stem(t.replace(/['’]s$/, '')));
}

/** Does a list of stems name a word: its stem, a derivation, or a direct synonym? */
function names(stems: string[], word: string): boolean {
  const s = stem(word);
  if (stems.some((t) => t === s || sameFamily(s, t) || sameFamily(t, s))) return true;
  const { direct } = lexicalRelations(word);
  return stems.some((t) => direct.has(t));
}

/** Where a word of the subject is named in a sentence's stems: its own word, a synonym, or its long name (both words in order). */
function subjectWordAt(stems: string[], word: string): number {
  const s = stem(word);
  const { direct } = lexicalRelations(word);
  const at = stems.findIndex((t) => t === s || sameFamily(s, t) || direct.has(t));
  if (at >= 0) return at;
  for (const [modifier, head] of longNames(word)) {
    const m = stem(modifier ?? '');
    const h = stem(head ?? '');
    const found = stems.findIndex((t, n) => (t === m || sameFamily(m, t)) && stems[n + 1] === h);
    if (found >= 0) return found;
  }
  return -1;
}

/** Text around a sentence (its passage, headings, title), or the stems of it. */
export type Around = string | Iterable<string>;

export type SubjectMatch = 'exact' | 'reference' | 'head' | null;

/**
 * How a sentence names the asked subject: 'exact' when it names every telling word (the modifiers and, for a one-word
 * subject, the word itself; a name's head may go unsaid: "decaf" for decaf coffee), 'reference' when it opens on a
 * pronoun or names the head after a definite determiner and `around` (its passage, headings, title) names the telling
 * words, 'head' when it names only the head (another kind of the same thing: "afternoon coffee"), null otherwise. Pure
 * but for the lexicon.
 */
export function subjectMatch(sentence: string, subject: string[], around: Around = '', names: string[] = []): SubjectMatch {
  if (subject.length === 0) return null;
  const stems = wordStems(sentence);
  const head = subject.at(-1) ?? '';
  // (the telling words: those naming which thing, not an adjective describing it, "highest" of "the highest salt
  // concentration", while a noun is left)
  const nouns = subject.slice(0, -1).filter((w) => !isModifierWord(w));
  const telling = subject.length === 1 ? subject : nouns.length > 0 ? nouns : [head];
  // (of several telling words, most: "Bus route 42" for "the number 42 bus")
  const told = telling.filter((w) => subjectWordAt(stems, w) >= 0).length;
  if (told === telling.length || (telling.length > 2 && told * 2 >= telling.length)) return 'exact';
  const aroundStems = typeof around === 'string' ? wordStems(around) : [...around];
  // (a name its title or headings give, "Vardfonna", the rest of the subject in the sentence: "the front retreated")
  const common = subject.filter((w) => !names.includes(w) && !isModifierWord(w));
  if (names.length > 0 && common.length > 0 && names.every((w) => subjectWordAt(aroundStems, w) >= 0) && common.every((w) => subjectWordAt(stems, w) >= 0)) return 'exact';
  const aroundNames = telling.every((w) => subjectWordAt(aroundStems, w) >= 0);
  const headAt = subjectWordAt(stems, head);
  if (aroundNames) {
    // a pronoun ("but he was never formally awarded"), or the head or a word for its kind after a determiner or as a
    // plural ("the wall", "Animals exposed to the vacuum" for tardigrades) in a passage naming the subject
    if (/\b(?:it|they|he|she|its|their|his|her|this|these|we|our|us)\b/i.test(sentence)) return 'reference';
  }
  // (a name's own thing said again with a determiner, "the dykes" for "Whitfield's dykes")
  if (headAt >= 0 && telling.every((w) => names.includes(w)) && new RegExp(`\\b(?:the|these|those|its|their)\\s+${tokensOf(sentence.toLowerCase()).find((t) => stem(t) === stems[headAt]) ?? head}\\b`, 'i').test(sentence)) return 'reference';
  if (aroundNames) {
    const kinds = kindsOf(head);
    const words = tokensOf(sentence.toLowerCase());
    if (words.some((t, n) => (stem(t) === stems[headAt] || kinds.has(stem(t.replace(/['’]s$/, '')))) && (DETERMINER.test(words[n - 1] ?? '') || /[^s]s$/.test(t)))) return 'reference';
  }
  return headAt >= 0 && subject.length > 1 ? 'head' : null;
}

/** Stems of the words for a noun's kind, up to three levels up WordNet's hierarchy (tardigrade → … → animal). */
function kindsOf(word: string): Set<string> {
  const out = new Set<string>();
  let level = [word];
  for (let n = 0; n < 3; n += 1) {
    level = level.flatMap((w) => broaderWords(w)).filter((w) => !out.has(stem(w)));
    for (const w of level) out.add(stem(w));
  }
  return out;
}

export type Polarity = 'yes' | 'no' | 'qualified';

/** A negation standing before the key in its clause: "not", "no longer", "never", "too little … to", "hardly". */
const NEGATION = /\b(?:not|no|never|neither|nor|cannot|hardly|barely|without|none)\b|n['’]t\b|\btoo\s+(?:little|few|low|small|weak)\s+(?:\S+\s+){0,3}to\s+$/i;
/** A condition on the claim: it holds only in some cases. */
const CONDITION = /\b(?:only\s+(?:if|when|in|for|after|before|with)|unless|except|provided\s+that|as\s+long\s+as|depends?\s+on|in\s+some\s+cases|sometimes)\b|\b(?:may|might)\b(?!\s+\d)/i;

/** The clause of a sentence that holds a stem's word: split at ";", ":", dashes, and "but", "although", "while", "whereas". */
function clauseAround(sentence: string, at: (text: string) => number, rest: string[]): string {
  const clauses = sentence.split(/\s*(?:[;:]|\s[–—-]\s|,?\s+\b(?:but|although|though|while|whereas|however|yet)\b)\s*/i).filter((c) => at(c) >= 0);
  // (of several, the one naming most of the rest of the predicate: "removes BACTERIA No" of a table row, not "removes chlorine taste Yes")
  const named = (c: string): number => rest.filter((w) => names(wordStems(c), w)).length;
  return [...clauses].sort((a, b) => named(b) - named(a))[0] ?? sentence;
}

/** Verbs that pass a negation on to the key after them ("not completely free", "does not need a permit", "has not been shown to cause"). */
const PASSING = /^(?:be|is|are|was|were|been|being|do|does|did|have|has|had|need|needs|needed|shown|proven|proved|found|known|able|likely|expected|seem|seems|appear|appears|get|gets|make|makes|contain|contains|require|requires|go|going)$/i;

/**
 * Does a negation stand before the key and bear on it: "not", "no longer", "never", "too little … to" with no verb of
 * its own between ("did not NOTICE the disruption" denies the noticing, not the disruption). Pure but for the lexicon.
 */
export function negatesKey(before: string): boolean {
  const m = NEGATION.exec(before);
  if (!m) return false;
  // the last negation
  let last = m;
  for (const x of before.matchAll(new RegExp(NEGATION.source, 'gi'))) last = x;
  let between = tokensOf(before.slice(last.index + last[0].length)).map((t) => t.toLowerCase());
  // (the key the last of verbs joined by "or"/"nor"/"and", "cannot fly OR jump", "do not bite, sting or jump": the
  // negation bears on each of them, the key too)
  if (between.length >= 2 && /^(?:or|nor|and)$/.test(between.at(-1) ?? '') && between.slice(0, -1).every((t) => verbShareOfForm(t.replace(/,$/, '')) > 0.5 || /^(?:or|nor|and)$/.test(t))) between = [];
  // ("kept WITHOUT prey survives": a circumstance, unless the key is what it lacks, "without any caffeine")
  if (/^without$/i.test(last[0]) && between.length > 1) return false;
  if (/^without$/i.test(last[0]) && between.length === 1 && !/^(?:any|a|an|the)$/.test(between[0] ?? '')) return false;
  return !between.some((t) => !PASSING.test(t) && !isStopWord(t) && !isModifierWord(t) && verbShareOfForm(t) > 0.5);
}

export interface Predication {
  subject: SubjectMatch;
  polarity: Polarity;
  /** How much of the predicate's other words it names (0 to 1). */
  share: number;
  /** It names the subject before the key. */
  subjectFirst: boolean;
  /** It opens on the subject (its first four words): the subject is what it speaks of. */
  opens: boolean;
  /** It names the key in its own word or a derivation, not a synonym. */
  own: boolean;
  /** It says the key with no object of its own ("does not sharpen:"). */
  bare?: boolean;
}

/**
 * Does a sentence predicate the asked key of the asked subject, and which way? null when it names no key (or an
 * antonym), or no subject (the sentence's subject must be the asked one: `around` lets a pronoun or "the wall"
 * refer back). The polarity is the sentence's answer to the question as asked: a question asking a denial ("have no
 * caffeine") flips it. Pure but for the lexicon.
 */
export function predicationIn(sentence: string, asked: AskedPredication, around: Around = ''): Predication | null {
  const subject = subjectMatch(sentence, asked.subject, around, asked.names);
  if (subject === null) return null;
  const stems = wordStems(sentence);
  const k = stem(asked.key);
  const { direct, bridged } = lexicalRelations(asked.key);
  const contrary = antonymStems(asked.key);
  // (its own word, a derivation, a synonym or one through a shared synonym, "disruption" for disturb; or an antonym)
  // (through a shared synonym only for a verb: an adjective's chains run far, "bad" → big → "large")
  // (nor for a general verb: "see" reaches "make", "take", "break")
  const related = [k, ...direct, ...(verbShareOfForm(asked.key) > 0.5 && !isGeneralWord(asked.key) ? bridged : [])];
  const keyAt = (text: string): number => wordStems(text).findIndex((t) => related.some((r) => t === r || sameFamily(r, t) || sameFamily(t, r)) || contrary.has(t));
  const at = keyAt(sentence);
  // "Hens lay perfectly well without one" for "Do hens need a cockerel to lay eggs?": the act done without it, a no
  if (at < 0 && asked.purpose) {
    const purpose = stem(asked.purpose);
    const done = new RegExp(`\\b(${tokensOf(sentence).filter((t) => stem(t.toLowerCase()) === purpose).map((t) => t.replace(/[^\p{L}]/gu, '')).join('|') || '\\u0000'})\\b(?:\\s+\\S+){0,3}?\\s+without\\b`, 'iu');
    if (tokensOf(sentence).some((t) => stem(t.toLowerCase()) === purpose) && done.test(sentence) && !negatesKey(sentence.slice(0, sentence.search(done)))) {
      return { subject, polarity: asked.negated ? 'yes' : 'no', share: 1, subjectFirst: true, opens: opensOnSubject(sentence, asked), own: true, bare: true };
    }
  }
  // (the key one of the subject's own words, "caffeine" of a caffeine question, is no predication)
  if (at < 0 || asked.subject.some((w) => stem(w) === k)) return null;
  const keyStem = stems[at] ?? '';
  const isContrary = contrary.has(keyStem) && keyStem !== k;
  const clause = clauseAround(sentence, keyAt, asked.rest);
  const keyWord = tokensOf(clause).find((t) => keyAt(t) >= 0) ?? asked.key;
  // (what stands before the key in its own clause: after the last comma or relative word, at most eight words)
  const opening = clause.slice(0, Math.max(0, clause.toLowerCase().indexOf(keyWord.toLowerCase())));
  const before = (opening.split(/,|\b(?:which|that|who|whom|because|so|and)\b/i).at(-1) ?? '').split(/\s+/).slice(-9).join(' ');
  // "free of caffeine" for "have caffeine": a privative before the key denies it, as "no" would
  const privative = k !== 'free' && /\b(?:free\s+of|free\s+from|lacks?|lacking|absence\s+of)\s+(?:\S+\s+){0,2}$/i.test(before);
  // (a table row's cell, "removes bacteria No": its value answers)
  const cell = /\b(?:yes|no|none|never)\s*[.]?\s*$/i.exec(clause)?.[0]?.trim().toLowerCase().replace(/\.$/, '');
  let denied = cell !== undefined && cell !== 'yes' ? true : negatesKey(before) !== privative;
  if (isContrary) denied = !denied;
  if (asked.negated) denied = !denied;
  const conditioned = CONDITION.test(clause) || /^\s*(?:only|except|unless)\b/i.test(clause);
  const polarity: Polarity = denied ? 'no' : conditioned ? 'qualified' : 'yes';
  const share = asked.rest.length === 0 ? 1 : asked.rest.filter((w) => names(stems, w)).length / asked.rest.length;
  // (the subject named before the key: it is what the sentence speaks of, not a word in a clause about something else)
  const subjectFirst = asked.subject.some((w) => {
    const n = subjectWordAt(stems, w);
    return n >= 0 && n < at;
  });
  // (the key said with no object of its own: "does not sharpen:", "survives but grows slowly")
  const bare = new RegExp(`\\b${keyWord.replace(/[^\p{L}-]/gu, '')}(?:\\s*[:;,.!?]|\\s*$|\\s+(?:but|and|yet|or)\\b)`, 'iu').test(sentence);
  return { subject, polarity, share, subjectFirst, opens: opensOnSubject(sentence, asked), own: keyStem === k || sameFamily(k, keyStem) || sameFamily(keyStem, k), bare };
}

export interface Candidate<T> {
  item: T;
  sentence: string;
  /** The passage, headings and title around the sentence, for a reference back to the subject. */
  around: Around;
}

export interface Decided<T> {
  item: T;
  sentence: string;
  predication: Predication;
}

const RANK: Record<Exclude<SubjectMatch, null>, number> = { exact: 3, reference: 2, head: 1 };

/** A predication's rank: how much of the rest of the predicate it names, then how exactly the subject, then the subject opening it or named first. */
export function order(p: Predication): number {
  return Math.round(p.share * 10) * 100 + RANK[p.subject ?? 'head'] * 10 + (p.opens ? 2 : 0) + (p.subjectFirst ? 1 : 0);
}

/**
 * The sentence that decides: of those predicating the key of the asked subject (exactly or by reference; a sentence
 * on another kind of the head, 'head', never decides), the one naming the subject most exactly, then most of the rest
 * of the predicate, then the first given (candidates come best first). null when none decides. Pure but for the lexicon.
 */
export function decidingSentence<T>(asked: AskedPredication, candidates: Candidate<T>[]): Decided<T> | null {
  let best: Decided<T> | null = null;
  for (const c of candidates) {
    const p = predicationIn(c.sentence, asked, c.around);
    // (naming none of the rest of the predicate, "survive" without "space", it does not predicate what is asked: decides)
    if (!p || !decides(c.sentence, asked, c.around)) continue;
    if (!best || order(p) > order(best.predication)) best = { item: c.item, sentence: c.sentence, predication: p };
  }
  return best;
}

/** Does a sentence open on the asked subject (in its first four words): it says something of it. */
export function opensOnSubject(sentence: string, asked: AskedPredication): boolean {
  const stems = wordStems(sentence).slice(0, 4);
  return asked.subject.some((w) => subjectWordAt(stems, w) >= 0);
}

/** Does the question's predicate appear at all in a sentence (its key or most of the rest), whatever its subject? For the lead of an answer that decides nothing. */
export function namesPredicate(sentence: string, asked: AskedPredication): number {
  const stems = wordStems(sentence);
  const key = names(stems, asked.key) ? 2 : 0;
  return key + asked.rest.filter((w) => names(stems, w)).length;
}


/**
 * Does a sentence name the asked subject (exactly or by reference) and at least half of the rest of the predicate, the
 * key left unsaid ("most octopuses appear to be colour-blind" for "Can octopuses see colour?")? An older reading's
 * verdict on it may stand where no sentence predicates the key. Pure but for the lexicon.
 */
export function aboutAsked(sentence: string, asked: AskedPredication, around: Around = ''): boolean {
  const subject = subjectMatch(sentence, asked.subject, around, asked.names);
  if (subject === null || subject === 'head' || asked.rest.length === 0) return false;
  const stems = wordStems(sentence);
  return asked.rest.filter((w) => names(stems, w)).length * 2 >= asked.rest.length;
}

/**
 * Does a sentence decide the asked predication: it predicates the key of the subject, named exactly or by reference,
 * and names some of the rest of the predicate when there is any? Pure but for the lexicon.
 */
export function decides(sentence: string, asked: AskedPredication, around: Around = ''): boolean {
  const p = predicationIn(sentence, asked, around);
  // (the rest unsaid only where the sentence opens on the subject named exactly and says the key in its own word: "A
  // honing steel does not sharpen:", not "octopuses have … LEARNED to tell shapes apart" for "see colour")
  return p !== null && p.subject !== 'head' && p.subject !== null && (asked.rest.length === 0 || p.share > 0 || (p.subject === 'exact' && p.opens && p.own && p.bare === true));
}
