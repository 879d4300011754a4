// The strict reading of a general verdict's yes (used by verdict.ts decideVerdict): a yes read off a sentence that
// shares the question's words (the 'statement', 'quality' and 'holder' readings) stands only where that sentence says
// the asked predicate (the question's verb, adjective or a light verb's object, in its own word, a derivation or a
// WordNet synonym the lexicon ships) of the asked subject, as a rule and as widely as asked. It does not stand on a
// sentence that leaves the predicate unsaid ("I bought a chest freezer in May" for "Is it worth it?"), on what one
// person did once where the asker asks what they may or can do ("my brother swam across the lake" for "Am I able to
// swim across?"), on a sentence about another thing sharing a name of the asked one ("The Brisa canvas seat… folds
// flat" for the Brisa kayak), nor, where the question asks of every year or all of something, on a sentence that says
// it of one. There the answer gives no verdict: the sources do not say it outright. Owns the claim such a question
// asks (its parse through predication.ts, for a pronoun or an asker as subject too, and for "X is Y. Is that right?")
// and that reading. Pure but for the shipped lexicon.
import { askedPredication, opensOnSubject, subjectMatch, type AskedPredication } from './predication';
import { isGeneralWord, lexicalRelations } from './lexicon';
import { lemmaOf } from './lemmas';
import { sameFamily } from './morphology';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

export interface StrictClaim {
  /** The predication asked; its subject is empty where the question's subject is a pronoun or the asker. */
  asked: AskedPredication;
  /** The asker (or someone of theirs: "my daughter") is the subject: "Can I…", "Am I able to…", "Would she…". */
  asker: boolean;
  /** The question asks of the past ("Did…", "Has … reopened", "Was…"). */
  past: boolean;
  /** The question asks of every one or all of something ("every single year", "all the lamps", "always"). */
  universal: boolean;
  /** The noun a universal asked scopes over ("year" of "every single year"), or null. */
  scope?: string | null;
  /** For a pronoun subject ("Will it work…"), the words of the thing the asker's statement names ("my Snugwell heated throw"). */
  thing: string[];
}

/** "Is that right?", "Is it true that…": a question asking whether a reported claim holds. */
const TRUTH_ASKED = /^\s*(?:is|was)\s+(?:it|that|this)\s+(?:really\s+)?(?:true|right|correct|so|accurate|the\s+case)\b(?:\s+that\b)?/i;
const PAST_AUX = /^(?:did|was|were|has|have|had|didn['’]t|wasn['’]t|weren['’]t|hasn['’]t|haven['’]t)$/i;
const ASKER_PRONOUN = /^(?:i|we|you|he|she|they)$/i;
const THING_PRONOUN = /^(?:it|this|that|these|those|them)$/i;
const POSSESSIVE = /^(?:my|our|your|his|her|their)$/i;
const UNIVERSAL_ASKED = /\b(?:every|each|always|all\s+(?:the\s+|of\s+the\s+)?(?:\p{L}+\s+){0,2}\p{L}+s\b)/iu;
/** The noun a universal of the question scopes over ("every single YEAR", "all marsh HARRIERS"), or null ("always"). */
function universalHead(question: string): string | null {
  const m = /\b(?:every|each|all)\s+(?:the\s+|of\s+the\s+|single\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/iu.exec(question);
  const all = (m?.[1] ?? '').toLowerCase().split(/\s+/);
  const end = all.findIndex((w) => isStopWord(w) || /^\d/.test(w) || /^(?:since|last|this|next|until|before|after|during)$/.test(w));
  const words = end < 0 ? all : all.slice(0, end);
  // (the head: the last noun of the phrase before a verb or a preposition)
  const head = words.find((w, n) => verbShareOfForm(w) > 0.5 && n > 0) ? words[words.findIndex((w, n) => verbShareOfForm(w) > 0.5 && n > 0) - 1] : words.at(-1);
  return head ?? null;
}
/** Adverbs saying "every day", "every year"… in one word. */
const PERIODIC: Record<string, RegExp> = { day: /\bdaily\b/i, week: /\bweekly\b/i, month: /\bmonthly\b/i, year: /\b(?:annually|yearly|year[-\s]round)\b/i };

/** The question itself of a message: the part before an asker's statement set after it (" - I have…"), its last question. */
function questionOf(query: string): { question: string; story: string } {
  const [asked = query, story = ''] = query.split(/\s+[-–—]\s+/);
  const parts = asked.trim().split(/(?<=[.!?])\s+/);
  const question = [...parts].reverse().find((p) => /\?\s*$/.test(p)) ?? parts.at(-1) ?? asked;
  // ("I keep reading that water bears are indestructible. Is that right?": the claim reported before it)
  const before = parts.slice(0, -1).join(' ');
  return { question, story: `${story} ${before}`.trim() };
}

/** "water bears are indestructible" → "Are water bears indestructible?": a reported claim as the yes/no question it asks, or null. */
export function reportedClaimQuestion(text: string): string | null {
  const m = /\bthat\s+(.+?)\s+(is|are|was|were|can|will|does|do|has|have)\s+([^.?!]+)[.?!]?\s*$/i.exec(text);
  if (!m) return null;
  const [, subject = '', aux = '', rest = ''] = m;
  // (a subject of a few words, not a pronoun: "that you still have to pay" is the asker's own case, read elsewhere)
  if (subject.split(/\s+/).length > 5 || ASKER_PRONOUN.test(subject.split(/\s+/)[0] ?? '') || THING_PRONOUN.test(subject.split(/\s+/)[0] ?? '')) return null;
  return `${aux.charAt(0).toUpperCase()}${aux.slice(1).toLowerCase()} ${subject} ${rest}?`;
}

/**
 * The claim a yes/no question asks, for the strict reading: the predication (predication.ts) with the asker or a
 * pronoun standing in for the subject where the question has one ("Am I able to run the full marathon?" → run; "Is
 * it worth it?" → worth), a reported claim for "… Is that right?", and what the question asks of: the past, every
 * one. null for a question of any other shape (a comparison, a question with no predicate). Pure but for the lexicon.
 */
export function strictClaim(query: string, verb: string | null = null): StrictClaim | null {
  const { question, story } = questionOf(query);
  if (/\bthan\b/i.test(question)) return null;
  const tokens = question.trim().split(/\s+/);
  const aux = tokens[0] ?? '';
  const past = PAST_AUX.test(aux);
  let subjectWord = (tokens[1] ?? '').replace(/[^\p{L}'’]/gu, '');
  // "Is that right?", "Is it true that …?": the claim reported before it or in its that-clause
  if (TRUTH_ASKED.test(question)) {
    const reported = reportedClaimQuestion(/\bthat$/i.test(TRUTH_ASKED.exec(question)?.[0] ?? '') ? question.replace(TRUTH_ASKED, 'that') : story);
    if (!reported) return null;
    // (a complement the parse does not end the subject before, "indestructible": the reported clause's own parts)
    const [, subject = '', complement = ''] = /^\S+\s+(.+?)\s+(\S+)\?$/.exec(reported) ?? [];
    const bare = bareClaim([complement]);
    const asked = askedPredication(reported) ?? (bare ? { ...bare, subject: subject.toLowerCase().split(/\s+/) } : null);
    return asked ? { asked, asker: false, past, universal: UNIVERSAL_ASKED.test(reported), thing: [] } : null;
  }
  const asker = ASKER_PRONOUN.test(subjectWord) || POSSESSIVE.test(subjectWord);
  const pronoun = THING_PRONOUN.test(subjectWord);
  let parsed: AskedPredication | null;
  if (asker || pronoun) {
    // the asker or the pronoun stands aside: the predicate is parsed as that of a noun subject, its frame ("able to",
    // "allowed to", "have to") read as "can" or "must" and the act after it as the verb ("Can someone run the full…")
    let rest = tokens.slice(POSSESSIVE.test(subjectWord) ? 3 : 2).map((t) => t.replace(/[?!.,]+$/, ''));
    let modal = /^(?:am|are|is|was|were|'m)$/i.test(aux) ? (/^(?:was|were)$/i.test(aux) ? 'Was' : 'Is') : aux;
    let framed = false;
    while (rest.length > 1 && FRAME.test(rest[0] ?? '')) {
      if (/^(?:have|has|need|needs|must|got)$/i.test(rest[0] ?? '')) modal = 'Must';
      else if (!/^(?:really|still|ever|also)$/i.test(rest[0] ?? '')) modal = modal === 'Must' ? modal : 'Can';
      framed = true;
      rest = rest.slice(1);
    }
    const act = framed || !/^(?:Is|Was)$/.test(modal) ? rest[0] ?? null : null;
    // (a copula before a pronoun, "Is it worth it?", "Is it safe to drink from…": the word after the pronoun is the key)
    parsed = act === null ? bareClaim(rest) : askedPredication(`${modal} Subject ${rest.join(' ')}?`, act) ?? bareClaim(rest);
    subjectWord = 'subject';
  } else parsed = askedPredication(question, verb);
  if (!parsed) return null;
  const asked = asker || pronoun ? { ...parsed, subject: [], names: [] } : parsed;
  const thing = pronoun ? ownedThing(story) : [];
  return { asked, asker, past, universal: UNIVERSAL_ASKED.test(question), scope: universalHead(question), thing };
}

/** Words framing the act asked after an asker: "able to", "allowed to", "going to", "have to", "still". */
const FRAME = /^(?:be|able|allowed|permitted|going|supposed|free|have|has|need|needs|got|to|still|really|ever|also)$/i;

/** The predicate of words after a pronoun subject the parse reads no predication in ("worth it"): its first content word the key. */
function bareClaim(words: string[]): AskedPredication | null {
  const content = words.map((w) => w.toLowerCase()).filter((w) => w.length > 1 && !isStopWord(w) && !THING_PRONOUN.test(w) && !ASKER_PRONOUN.test(w));
  const [key, ...rest] = content;
  return key ? { subject: [], names: [], key, rest, negated: false } : null;
}

interface Token {
  word: string;
  lower: string;
  at: number;
}

function tokensOf(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)].map((m) => ({ word: m[0], lower: m[0].toLowerCase().replace(/['’]s$/, ''), at: m.index ?? 0 }));
}

/** The thing an asker's statement names as theirs: the words after "my", "our", "I have a" ("my Snugwell heated throw camping" → snugwell, heated, throw). */
export function ownedThing(text: string): string[] {
  const tokens = tokensOf(text);
  const at = tokens.findIndex((t, n) => POSSESSIVE.test(t.lower) || (/^(?:a|an)$/.test(t.lower) && /^(?:have|got|own|bought)$/.test(tokens[n - 1]?.lower ?? '')));
  if (at < 0) return [];
  const out: string[] = [];
  for (const [n, t] of tokens.slice(at + 1, at + 5).entries()) {
    // (an -ing form closing the phrase is what the asker does with it: "my heated throw CAMPING"; "touring kayak" is not)
    const next = tokens[at + 2 + n]?.lower;
    if (isStopWord(t.lower) || (/ing$/.test(t.lower) && (next === undefined || isStopWord(next))) || /^\d/.test(t.lower)) break;
    out.push(t.lower);
  }
  return out;
}

/** The stems a sentence may say a key in: its own, a derivation's, a synonym's (through a shared synonym for a specific verb). */
function keyForms(key: string): { stems: string[] } {
  const { direct, bridged } = lexicalRelations(key);
  return { stems: [stem(key), ...direct, ...(verbShareOfForm(key) > 0.5 && !isGeneralWord(key) ? bridged : [])] };
}

/** Where a sentence says the key (its token index), or -1. */
export function keyIndex(tokens: Token[], key: string): number {
  const { stems } = keyForms(key);
  return tokens.findIndex((t) => {
    const parts = [t.lower, ...t.lower.split('-')];
    return parts.some((p) => {
      const s = stem(p);
      return stems.some((r) => s === r || sameFamily(r, s) || sameFamily(s, r));
    });
  });
}

/**
 * Does a sentence say a universal of the scope asked: a word of totality before the scope's noun ("every winter",
 * "all the harriers", "each day"), its one-word adverb ("daily", "annually"), or "always"; not a totality of another
 * thing ("every 30 minutes" for every day, "all year round" for all harriers). With no scope, any totality word. Pure.
 */
export function universalSaid(sentence: string, scope: string | null): boolean {
  if (/\b(?:always|without\s+fail|consistently)\b/i.test(sentence)) return true;
  if (!scope) return /\b(?:every|each|all|throughout|whole|entire)\b/i.test(sentence);
  const s = stem(scope);
  if (PERIODIC[s]?.test(sentence) || PERIODIC[scope]?.test(sentence)) return true;
  const tokens = tokensOf(sentence);
  return tokens.some((t, n) => /^(?:every|each|all)$/.test(t.lower) && tokens.slice(n + 1, n + 5).some((x) => stem(x.lower) === s || sameFamily(s, stem(x.lower))));
}

/**
 * Does a sentence say the rest of the predicate of the subject, the key in other words: every other word of the
 * predicate, the sentence opening on the subject ("The dairy keeps its butter firm with refrigeration" for "Does the
 * dairy rely on refrigeration to keep its butter firm?", "An axolotl can regrow its lost legs" for "regenerate"); for
 * a pronoun's or the asker's claim, two words of it or more ("safe to drink" for "Is it safe to drink from…"). Pure but for the lexicon.
 */
function restSaid(sentence: string, tokens: Token[], claim: StrictClaim): boolean {
  const rest = claim.asked.rest;
  if (rest.length === 0 || !rest.every((w) => keyIndex(tokens, w) >= 0)) return false;
  if (claim.asked.subject.length === 0) return rest.length >= 2;
  const match = subjectMatch(sentence, claim.asked.subject, '', claim.asked.names);
  return (match === 'exact' || match === 'reference') && opensOnSubject(sentence, claim.asked);
}

/** Is a word a past form of a verb ("ran", "bought", "stayed"): a verb whose lemma is another word, not its -s or -ing form? */
export function pastForm(word: string): boolean {
  const lower = word.toLowerCase();
  if (verbShareOfForm(lower) < 0.5 || /(?:ing|s)$/.test(lower)) return false;
  if (/[^e]ed$|ied$/.test(lower)) return true;
  const lemma = lemmaOf(lower);
  return lemma !== lower && !/^(?:be|have|do)$/.test(lemma);
}

/** A modal or a present-tense rule word in a sentence: it states what may, can or must be, not what happened once. */
const RULE = /\b(?:can|may|must|should|will|allowed|permitted|required|welcome|is|are|need|needs)\b/i;

export type StrictReading = 'stands' | 'unsaid' | 'anecdote' | 'other-thing' | 'not-universal';

/**
 * How a sentence stands as a yes to the claim: 'stands' when it says the key (or `around`, its title, states the
 * claim); 'unsaid' when neither does; 'anecdote' when the asker asks what they may or can do and the sentence tells in
 * the past what was done, with no rule in it; 'other-thing' when a pronoun question's thing shares a name with the
 * sentence's subject but not its head ("Snugwell USB foot warmer" for the Snugwell heated throw); 'not-universal' when
 * every one is asked and the sentence says no word of all or every. Pure but for the lexicon.
 */
export function strictYes(sentence: string, claim: StrictClaim, title = ''): StrictReading {
  const tokens = tokensOf(sentence);
  const at = keyIndex(tokens, claim.asked.key);
  if (at < 0 && !restSaid(sentence, tokens, claim)) {
    // (a title that says the key of the subject states the claim the sentence gives in other words: "Coffee Six Hours
    // Before Bed Still Disrupts Sleep" over "Caffeine … reduced total sleep time")
    const titled = keyIndex(tokensOf(title), claim.asked.key) >= 0 && (claim.asked.subject.length === 0 || subjectMatch(title, claim.asked.subject) === 'exact');
    if (!titled) return 'unsaid';
  }
  if (claim.asker && !claim.past && at >= 0) {
    const keyToken = tokens[at];
    const before = sentence.slice(0, keyToken?.at ?? 0);
    if (keyToken && pastForm(keyToken.word) && !RULE.test(before)) return 'anecdote';
  }
  if (claim.thing.length > 0 && otherThing(tokens, claim.thing)) return 'other-thing';
  if (claim.universal && !universalSaid(sentence, claim.scope ?? null)) return 'not-universal';
  return 'stands';
}

/** The sentence's opening noun phrase (its subject): the words before its first verb, determiners left out. */
function openingPhrase(tokens: Token[]): string[] {
  const out: string[] = [];
  for (const t of tokens.slice(0, 8)) {
    if (out.length > 0 && (verbShareOfForm(t.lower) > 0.5 || /^(?:is|are|was|were|has|have|had|can|will|may|must|does|do|did)$/.test(t.lower))) break;
    if (/^(?:the|a|an|this|that|these|those|its|their|our|my|your)$/.test(t.lower)) continue;
    out.push(t.lower);
  }
  return out;
}

/**
 * Does a sentence speak of another thing than the one asked: its subject shares a word of the asked thing (a make's
 * name, "Snugwell") but its head is none of the asked thing's words, and the asked thing's head is not in it? Pure.
 */
export function otherThing(tokens: Token[], thing: string[]): boolean {
  const phrase = openingPhrase(tokens);
  const head = phrase.at(-1);
  if (!head || phrase.length < 2) return false;
  const has = (words: string[], w: string): boolean => words.some((x) => stem(x) === stem(w));
  const shared = phrase.some((w) => has(thing, w));
  const thingHead = thing.at(-1) ?? '';
  return shared && !has(thing, head) && !has(phrase, thingHead);
}

/**
 * The strict reading of a unit's yes: the first of its sentences (its own last, then the context before it) that
 * says the key decides; with none, the title may. Returns the reading of the sentence that decides. Pure but for the lexicon.
 */
export function strictUnitReading(sentences: string[], claim: StrictClaim, title = ''): StrictReading {
  const ordered = [...sentences].reverse();
  const saying = ordered.find((s) => keyIndex(tokensOf(s), claim.asked.key) >= 0);
  return strictYes(saying ?? ordered[0] ?? '', claim, title);
}

/** The content stems of a text: its words less function words. */
function contentStems(text: string): Set<string> {
  return new Set(tokensOf(text).map((t) => t.lower).filter((w) => w.length > 2 && !isStopWord(w) && !/^\d/.test(w)).map(stem));
}

/**
 * Does the first of two points in one answer, saying yes and no, decide for the case asked: it names two words of the
 * question or more that the other does not, and the other names none the first does not ("The displays do not go
 * ahead in heavy rain" against "In light drizzle the hawks fly" for "the forecast is heavy rain: will the birds fly?").
 * The answer is then the first's, not a qualified one; where each names words of the question the other lacks, or
 * neither, both cases stand. Pure but for the lexicon.
 */
export function askedCaseDecides(query: string, first: string, other: string): boolean {
  const asked = contentStems(query);
  const named = (text: string): Set<string> => new Set([...contentStems(text)].filter((s) => asked.has(s) || [...asked].some((a) => sameFamily(a, s) || sameFamily(s, a))));
  const a = named(first);
  const b = named(other);
  const onlyFirst = [...a].filter((s) => !b.has(s) && ![...b].some((t) => sameFamily(t, s) || sameFamily(s, t)));
  const onlyOther = [...b].filter((s) => !a.has(s) && ![...a].some((t) => sameFamily(t, s) || sameFamily(s, t)));
  return onlyFirst.length >= 2 && onlyOther.length === 0;
}
