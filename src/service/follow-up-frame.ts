// The frame of a follow-up (chat.ts): which of its words frame what it asks rather than name it, read from its
// structure, so that a word the reader chose and no source uses does not refuse a question the sources answer.
// A relative clause's verb ("the survey that was DONE in 1978", "the section the divers WENT THROUGH"); a general
// noun that a clause or a modifier identifies ("the flooded SECTION the divers went through"); a manner word after a
// degree word ("so FAR out", "any DIFFERENT"); the verbs of a clause that sets the time ("once spring COMES ROUND")
// and, where another of its words is one the sources use, its other words ("once the summer HOLIDAYS come"); and a
// noun of such a clause no source uses said by a source in the word WordNet gives for its kind ("when there is a
// thaw": weather). What is left is
// what the follow-up asks; chat.ts composes on it only where the follow-up as written was refused. Pure but for the
// shipped lexicon.
import { lemmaOf } from './lemmas';
import { broaderWords, isCommonNoun, isGeneralWord, isModifierWord, isPersonNoun } from './lexicon';
import { isStopWord, stem } from './text';
import { baseFormCandidates, verbShareOfForm } from './verbs';

/** Grammar, not topic: the auxiliaries and the commonest irregular verbs' forms, read as verbs of a clause. */
const AUXILIARIES = /^(?:is|was|were|are|be|been|being|am|has|have|had|having|do|does|did|done|doing|will|would|can|could|may|might|must|shall|should|got|get|gets|getting|go|goes|went|gone|going)$/;
/** Grammar: the particles that complete a verb ("went THROUGH", "cleared OUT", "comes ROUND"). */
const PARTICLES = /^(?:out|up|down|through|over|round|around|back|off|in|on|away|along|across|about)$/;
/** Grammar: determiners and numbers that open a noun phrase. */
const DETERMINERS = /^(?:the|a|an|this|that|these|those|his|her|its|their|our|my|your|some|two|three|four|five|six|seven|eight|nine|ten|\d+)$/;
/** Grammar: the words that make the manner word after them a matter of degree ("so far", "any different"). */
const DEGREE = /^(?:so|too|any|very|quite|really|rather|pretty|that|no|much|even)$/;
/** Grammar: the conjunctions that open a clause setting the time or condition of what is asked. */
const SETTING = /^(?:once|when|whenever|after|before|until|till|while|during|if)$/;
/** Grammar: the pronouns and wh-words that open a relative clause. */
const RELATIVE = /^(?:that|which|who|whom)$/;

/** A word of a text, as written and lower-cased, with its offsets. */
export interface Token {
  word: string;
  lower: string;
  start: number;
  end: number;
}

/** The words of a text with their offsets. Pure. */
export function tokensOf(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)].map((m) => ({ word: m[0], lower: m[0].toLowerCase(), start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/** Is a word form a verb of a clause: an auxiliary, an inflected form of a verb ("went", "cleared", "measured"), or a word used mostly as a verb. Pure but for the shipped tables. */
export function isClauseVerb(word: string): boolean {
  const lower = word.toLowerCase();
  if (AUXILIARIES.test(lower)) return true;
  const lemma = lemmaOf(lower);
  if (lemma !== lower && (AUXILIARIES.test(lemma) || verbShareOfForm(lemma) > 0)) return true;
  if (/\p{L}{3}ed$/u.test(lower)) return true;
  return verbShareOfForm(lower) >= 0.5;
}

/** Is a word a noun here: a common noun of the lexicon (its lemma), not a function word, not mostly a verb or modifier. */
function isNounWord(lower: string): boolean {
  if (isStopWord(lower) || lower.length < 3 || /\d/.test(lower)) return false;
  return lexiconNoun(lower) && verbShareOfForm(lower) < 0.5 && !isModifierWord(lower);
}

/** Is a word form a noun of the lexicon by its lemma or a regular base ("depths" → depth) or a person noun. */
function lexiconNoun(lower: string): boolean {
  const lemma = lemmaOf(lower);
  return isCommonNoun(lemma) || isPersonNoun(lemma) || baseFormCandidates(lower).some((b) => isCommonNoun(b));
}

export interface FollowUpFrame {
  /** The follow-up's words (as written), by position. */
  words: string[];
  /** Positions of words that frame the question (never what it asks): dropped where no source uses them. */
  frame: number[];
  /** Positions of manner words made a matter of degree ("any DIFFERENT"; also in frame). */
  degree: number[];
  /** Positions of the verbs of a relative clause (they identify a noun the question names): dropped whether or not a source uses them. */
  clause: number[];
  /** Positions of the words of each clause setting the time or condition (its verbs too): dropped where no source uses them and another word of that clause is one the sources use. */
  setting: number[][];
}

/** The frame words of a follow-up, read from its structure (see the header). Pure but for the shipped lexicon. */
export function followUpFrame(question: string): FollowUpFrame {
  const tokens = tokensOf(question);
  const frame = new Set<number>();
  const degree = new Set<number>();
  const clause = new Set<number>();
  const setting: number[][] = [];
  const lowerAt = (i: number): string => tokens[i]?.lower ?? '';
  // a noun here: a word of the lexicon's nouns, or a noun form after a determiner and its modifiers ("the underground STRETCH")
  const nounAt = (i: number): boolean => {
    const w = lowerAt(i);
    if (isNounWord(w)) return true;
    if (w.length < 3 || isStopWord(w) || !lexiconNoun(w)) return false;
    for (let j = i - 1; j >= 0 && j >= i - 3; j -= 1) {
      const b = lowerAt(j);
      if (DETERMINERS.test(b)) return true;
      if (!isModifierWord(b) && !isNounWord(b)) return false;
    }
    return false;
  };
  // the noun phrase a question's copula asks about ("Who was THE ENGINEER who designed…", "What is the tool that…"): its clause is what is asked
  const asked = (i: number): boolean => {
    for (let j = i - 1; j >= 0; j -= 1) {
      const b = lowerAt(j);
      if (DETERMINERS.test(b) || isModifierWord(b)) continue;
      return AUXILIARIES.test(b) && /^(?:who|what|which|whom|whose)$/.test(lowerAt(j - 1));
    }
    return false;
  };
  // a clause ends at punctuation that closes it (a dash, a comma, a question mark)
  const boundary = (i: number): boolean => {
    const a = tokens[i];
    const b = tokens[i + 1];
    return a !== undefined && b !== undefined && /[,;:?!.–—]|\s-\s/.test(question.slice(a.end, b.start));
  };
  // the verb group of a clause from token i: auxiliaries, then a verb, then its particles; the tokens it spans
  const verbGroup = (from: number, limit: number): number[] => {
    const out: number[] = [];
    let i = from;
    for (; i < Math.min(tokens.length, limit); i += 1) {
      if (!isClauseVerb(lowerAt(i)) || (nounAt(i) && !AUXILIARIES.test(lowerAt(i)))) break;
      out.push(i);
      if (boundary(i)) return out;
    }
    if (out.length === 0) return out;
    // (a particle, not a preposition before a noun phrase: "went THROUGH -", but "done IN 1978")
    for (; i < tokens.length && PARTICLES.test(lowerAt(i)) && (boundary(i) || i === tokens.length - 1 || !(DETERMINERS.test(lowerAt(i + 1)) || /\d/.test(lowerAt(i + 1)) || nounAt(i + 1))); i += 1) {
      out.push(i);
      if (boundary(i)) break;
    }
    return out;
  };
  const identified = new Set<number>();
  for (let i = 1; i < tokens.length; i += 1) {
    const w = lowerAt(i);
    const before = lowerAt(i - 1);
    // "the survey THAT WAS DONE", "the people WHO DID the survey": the relative clause's verb group
    if (RELATIVE.test(w) && nounAt(i - 1) && !boundary(i - 1) && !asked(i - 1)) {
      const group = verbGroup(i + 1, i + 5);
      if (group.length > 0) {
        for (const g of group) clause.add(g);
        identified.add(i - 1);
      }
      continue;
    }
    // "the section THE (TWO) DIVERS WENT THROUGH": a clause with no relative word, its subject a noun phrase
    if (DETERMINERS.test(w) && nounAt(i - 1) && !boundary(i - 1) && !asked(i - 1)) {
      let j = i + 1;
      while (j < tokens.length && j <= i + 3 && !boundary(j - 1) && (nounAt(j) || (isModifierWord(lowerAt(j)) && !isClauseVerb(lowerAt(j))) || DETERMINERS.test(lowerAt(j)))) j += 1;
      if (j > i + 1 && nounAt(j - 1) && !boundary(j - 1)) {
        const group = verbGroup(j, j + 3);
        // (a verb of the past or a particle after it: "the volunteers cleared out", not "the boats sail" read as a clause of "the boats")
        if (group.some((g) => lemmaOf(lowerAt(g)) !== lowerAt(g) || /ed$/.test(lowerAt(g)) || PARTICLES.test(lowerAt(g)))) {
          for (const g of group) clause.add(g);
          identified.add(i - 1);
        }
      }
      continue;
    }
    // "so FAR out", "any DIFFERENT": a manner word made a matter of degree (not "how far", which asks the measure)
    if (DEGREE.test(before) && isModifierWord(w) && !nounAt(i) && lowerAt(i - 2) !== 'how') {
      frame.add(i);
      degree.add(i);
    }
  }
  // a general noun (ten senses or more: "section", "stretch", "part") that a clause after it identifies
  for (let i = 0; i < tokens.length; i += 1) {
    if (!nounAt(i) || !isGeneralWord(lemmaOf(lowerAt(i)))) continue;
    if (identified.has(i)) frame.add(i);
  }
  // "once the summer holidays come round", "when there is a thaw": a clause setting the time (not the wh-word that opens the question)
  for (let i = 1; i < tokens.length; i += 1) {
    if (!SETTING.test(lowerAt(i))) continue;
    const own: number[] = [];
    for (let j = i + 1; j < tokens.length; j += 1) {
      const w = lowerAt(j);
      // its verbs and particles and its other words alike (a noun after a determiner is no verb: "when there is a THAW")
      if (!isStopWord(w) && !DETERMINERS.test(w)) own.push(j);
      else if (PARTICLES.test(w) && !nounAt(j)) own.push(j);
      if (boundary(j)) break;
    }
    if (own.length > 0) setting.push(own);
  }
  return { words: tokens.map((t) => t.word), frame: [...frame].sort((a, b) => a - b), degree: [...degree].sort((a, b) => a - b), clause: [...clause].sort((a, b) => a - b), setting };
}

/** Is the word at a position of a follow-up a noun there (for a caller reading the frame's words). */
function nounIn(tokens: Token[], i: number): boolean {
  const w = tokens[i]?.lower ?? '';
  if (isNounWord(w)) return true;
  return lexiconNoun(w) && DETERMINERS.test(tokens[i - 1]?.lower ?? '');
}

/**
 * A noun no source uses, said by the word WordNet gives for its kind where a source uses that word ("thaw" →
 * weather, "backlog" → collection): the kind's word, or null. Only a noun of the lexicon, and (unless `general`: whether
 * a source speaks of the thing at all, "jobs" by "work") a kind word that is itself no general word (ten senses or
 * more: "part", "area" say nothing of what they are a part of). Pure but for the shipped lexicon.
 */
export function kindWordUsed(word: string, sourceStems: Set<string>, general = false): string | null {
  const lower = word.toLowerCase();
  if (!lexiconNoun(lower)) return null;
  for (const broader of broaderWords(lemmaOf(lower))) {
    if (broader.length < 4 || (!general && isGeneralWord(broader)) || isStopWord(broader)) continue;
    if (sourceStems.has(stem(broader))) return broader;
  }
  return null;
}

export interface ReframedFollowUp {
  /** The follow-up without its frame words no source uses, a noun no source uses put in its kind's word. */
  question: string;
  /** The words dropped (as written). */
  dropped: string[];
  /** The nouns read as their kind's word: [written, kind]. */
  readAs: [string, string][];
  /** The nouns of a setting clause and the manner words dropped (as written): words a note names, no source using them. */
  unsaid: string[];
  /** Was a manner word dropped ("any DIFFERENT")? It may be what a yes/no question asks: no verdict rests on the rest. */
  mannerDropped: boolean;
}

/**
 * The follow-up reworded for the sources (see the header): its frame words no source uses dropped, the words of a
 * setting clause no source uses dropped where another word of that clause is one they use, and a noun no source
 * uses put in its kind's word where they use that. null when nothing changes. Pure but for the shipped lexicon.
 */
export function reframedFollowUp(question: string, sourceStems: Set<string>): ReframedFollowUp | null {
  const { frame, degree, clause, setting } = followUpFrame(question);
  const tokens = tokensOf(question);
  const used = (i: number): boolean => sourceStems.has(stem(tokens[i]?.lower ?? ''));
  const drop = new Set(frame.filter((i) => !used(i) && !isStopWord(tokens[i]?.lower ?? '')));
  // a manner word made a matter of degree ("any different"), dropped: named in the note
  const manner = degree.filter((i) => drop.has(i));
  for (const i of clause) drop.add(i);
  const unsaid: number[] = [];
  for (const own of setting) if (own.some(used)) for (const i of own) if (!used(i)) {
          drop.add(i);
          // (a note names its nouns and modifiers, never a verb or particle: "come round")
          const w = tokens[i]?.lower ?? '';
          if (!PARTICLES.test(w) && (!isClauseVerb(w) || nounIn(tokens, i))) unsaid.push(i);
        }
  const readAs = new Map<number, string>();
  // (only a noun of a clause setting the time: "when there is a thaw"; what a question asks about is said in its own
  // words, never by its kind: "Is decaf safe?" is not answered by what the sources say of coffee)
  const inSetting = new Set(setting.flat());
  tokens.forEach((t, i) => {
    if (!inSetting.has(i) || drop.has(i) || used(i) || isStopWord(t.lower) || !nounIn(tokens, i)) return;
    const kind = kindWordUsed(t.lower, sourceStems);
    if (kind) readAs.set(i, kind);
  });
  if (drop.size === 0 && readAs.size === 0) return null;
  let out = '';
  let at = 0;
  tokens.forEach((t, i) => {
    out += question.slice(at, t.start);
    at = t.end;
    if (!drop.has(i)) out += readAs.get(i) ?? t.word;
  });
  out += question.slice(at);
  return {
    question: out.replace(/\s{2,}/g, ' ').replace(/\s+([,.;:?!])/g, '$1').trim(),
    dropped: [...drop].sort((a, b) => a - b).map((i) => tokens[i]?.word ?? ''),
    readAs: [...readAs.entries()].map(([i, kind]) => [tokens[i]?.word ?? '', kind]),
    unsaid: [...manner, ...unsaid].sort((a, b) => a - b).map((i) => tokens[i]?.word ?? ''),
    mannerDropped: manner.length > 0,
  };
}

/**
 * The notes a reply over a reframed follow-up carries: a setting noun no source uses ('None of these sources uses the
 * word "holidays"; the reply reads the question without it.'), a noun read as its kind's word. Each true by
 * construction: a word is dropped or read so only where no source of the job uses it. Pure.
 */
export function frameNotes(reframed: ReframedFollowUp): string[] {
  const quoted = (ws: string[]): string => ws.map((w) => `"${w}"`).join(ws.length === 2 ? ' or ' : ', ');
  const notes: string[] = [];
  const unsaid = [...new Set(reframed.unsaid.map((w) => w.toLowerCase()))];
  if (unsaid.length > 0) notes.push(`None of these sources uses the word${unsaid.length === 1 ? '' : 's'} ${quoted(unsaid)}; the reply reads the question without ${unsaid.length === 1 ? 'it' : 'them'}.`);
  for (const [word, kind] of reframed.readAs) notes.push(`None of these sources uses the word "${word.toLowerCase()}"; the reply reads it as "${kind}", the word they use for its kind.`);
  return notes;
}

/** Is a noun a kind of person within three levels of WordNet's kinds, by any of its base forms ("teenagers", "newcomers"). */
function personNoun(word: string): boolean {
  return baseFormCandidates(word.toLowerCase()).some((b) => isPersonNoun(b, 3));
}

/**
 * A follow-up without the audience its reader names for the reply ("It is for a group of teenagers.", "…in plain
 * words, for my grandparents", "…simply for a bunch of new volunteers"): who the reply is for is no word it asks
 * about. Read from the structure: a sentence "It/This/That is for …" beside another sentence; and, where the
 * follow-up asks a form (`formAsked`), a "for …" phrase closing a sentence whose noun phrase is the reader's own
 * ("my", "our") or names persons (WordNet: a kind of person within three levels, or a group of them). Pure but for the shipped lexicon.
 */
export function withoutAudience(text: string, formAsked: boolean): string {
  const parts = text.split(/(?<=[.!?])\s+/);
  const kept = parts.filter((p) => !/^\W*(?:it|this|that)(?:['’]s|\s+is|\s+was|\s+will\s+be|\s+would\s+be)\s+(?:meant\s+|intended\s+|mainly\s+|mostly\s+)?for\s+\S/iu.test(p));
  let out = kept.length > 0 && kept.length < parts.length ? kept.join(' ') : text;
  if (formAsked) {
    out = out.replace(/[,\s]+for\s+((?:[\p{L}'’-]+\s+){0,4}[\p{L}'’-]+)\s*(?=[.!?]*\s*$|[.!?]\s)/giu, (all: string, phrase: string) => {
      const ws = phrase.toLowerCase().split(/\s+/);
      const own = /^(?:my|our)$/.test(ws[0] ?? '');
      return own || ws.some((w) => !isStopWord(w) && personNoun(w)) ? '' : all;
    });
  }
  return out.trim();
}

