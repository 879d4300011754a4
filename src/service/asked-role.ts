// The asked role bound to the asked subject: a sentence fills what a question asks only where the filler belongs to
// what the question is about, not to a neighbour in the same sentence. A quality word ("What colour are sea otters?")
// fills it only where it is said of the subject or of its covering or parts ("otters are brown", "dark brown fur"), never
// where it names another thing ("young WHITE sharks … otter deaths"); a count ("How many sea otters live in
// California?") only where a figure counts the asked noun ("about 3,000 sea otters", "the otter population is 3,000"),
// never a figure of something else ("a million hairs per square inch"); a doer ("Who invented movable type?") best in a
// sentence naming the asked act itself ("was invented in East Asia"), not another act on the same thing ("Gutenberg
// developed … movable metal type"). Read from the question's structure and WordNet (kinds.ts, lexicon.ts), never from a
// list of any question's words. Pure but for the shipped tables.
import { isKindOf, knowsNoun } from './kinds';
import { isGeneralWord, isModifierWord } from './lexicon';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';
import { sameFamily } from './morphology';
import { stemMatches } from './concepts';
import { lemmaOf } from './lemmas';

const AUX = /^(?:is|are|was|were|do|does|did|has|have|had|will|would|can|could|should|may|might|must)$/i;
/** Words that end a noun phrase: a preposition, a conjunction, a relative word. */
const PHRASE_END = /^(?:in|on|at|of|for|per|to|from|by|with|within|across|around|near|during|since|that|which|who|and|or|but|there)$/i;
const NUMBER_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|dozen|dozens|hundreds|thousands|millions|billions)$/i;
/** A word that says a clause states how many there are of what it names ("the otter POPULATION is about 3,000"). */
const COUNT_NOUN = /^(?:number|numbers|population|populations|total|count|counts|numbered|numbering|numbers|tally|census|headcount)$/i;
const YEAR = /^(?:1[0-9]{3}|20[0-9]{2})$/;

function tokensOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’,.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];
}

/** Does a word stand for the noun ("otters" for otter, "people" for people)? Pure. */
export function sameNoun(word: string, noun: string): boolean {
  const w = word.toLowerCase();
  const n = noun.toLowerCase();
  return w === n || stem(w) === stem(n) || w.replace(/e?s$/, '') === n.replace(/e?s$/, '');
}

/**
 * The noun a "how many" question counts ("How many sea otters live in California?" → otters; "How many hairs per square
 * inch…" → hairs), or null where the question asks no count of a noun. Pure but for the shipped tables.
 */
export function countedNoun(query: string): string | null {
  const m = /\bhow\s+many\s+(.+)$/i.exec(query.replace(/[?.!]+\s*$/, ''));
  if (!m) return null;
  const words = (m[1] ?? '').split(/\s+/).map((w) => w.replace(/[^\p{L}'’-]/gu, '').toLowerCase()).filter(Boolean);
  let head: string | null = null;
  for (const [i, w] of words.entries()) {
    if (AUX.test(w) || PHRASE_END.test(w)) break;
    if (i > 0 && head !== null && verbShareOfForm(w) >= 0.5 && !knowsNoun(w)) break;
    if (isStopWord(w)) {
      if (head === null) continue;
      break;
    }
    if (knowsNoun(w)) head = w;
    else if (!isModifierWord(w)) break;
  }
  // (a word of ten senses or more counts no one thing: "How many TIMES a week…" asks how often)
  return head !== null && !isGeneralWord(head) && !isGeneralWord(head.replace(/e?s$/, '')) ? head : null;
}

/** Is a token a figure: digits that are not a year, or a number word ("a million", "dozens")? Pure. */
function isFigure(token: string, next: string | undefined): boolean {
  const t = token.replace(/[,.]$/, '');
  if (/^\d[\d,.]*$/.test(t)) return !YEAR.test(t) || (next !== undefined && /^\p{Ll}/u.test(next) && knowsNoun(next.toLowerCase()));
  return NUMBER_WORD.test(t);
}

/**
 * Does a sentence state how many of the noun there are: a figure before the noun with only describing words between
 * ("about 3,000 southern sea otters", "a million hairs"), "dozens of otters", or a clause naming the noun with a count
 * word and a figure ("the otter population is about 3,000"); or a table row ("Otters: 41"), which states its figure
 * without the noun. Pure but for the shipped tables.
 */
export function givesCount(text: string, noun: string): boolean {
  // (a table row or a spreadsheet cell gives the figure under its column, not beside the noun)
  if (/^[^.!?]{1,80}:\s*[^.!?]*\d/.test(text) && !/\b(?:is|are|was|were|has|have|had)\b/.test(text.split(':')[0] ?? '')) return true;
  for (const clause of text.split(/;|,\s*(?:and|but|while|whereas)\s+|\.\s+/)) {
    const tokens = tokensOf(clause);
    // (the noun or a word of its family: "the RESCUE team" for rescuers)
    const named = tokens.some((t) => sameNoun(t, noun) || stemMatches(stem(t.toLowerCase()), stem(noun)) || stemMatches(stem(noun), stem(t.toLowerCase())));
    if (!named) continue;
    for (const [i, t] of tokens.entries()) {
      if (!isFigure(t, tokens[i + 1])) continue;
      // the head of the noun phrase after the figure, past describing words and "of" ("3,000 southern sea otters",
      // "dozens of otters"; never "otter DEATHS"): the noun itself, or people named otherwise ("eleven VOLUNTEERS"
      // for rescuers)
      const start = (tokens[i + 1] ?? '').toLowerCase() === 'of' ? i + 2 : i + 1;
      const head = headAfter(tokens, start);
      if (head !== null && (sameNoun(head, noun) || (isKindOf(noun, 'person', 2) && isKindOf(head, 'person', 2)))) return true;
    }
    if (tokens.some((t) => COUNT_NOUN.test(t)) && tokens.some((t, i) => /\d/.test(t) && isFigure(t, tokens[i + 1]))) return true;
  }
  return false;
}

/**
 * The head of the noun phrase that starts at `start`: the last noun of its run of describing words and nouns ("southern
 * sea otters" → otters, "otter deaths" → deaths, "dark brown fur" → fur), or null where no noun follows. Pure but for the tables.
 */
export function headAfter(tokens: string[], start: number): string | null {
  let head: string | null = null;
  for (let j = start; j < Math.min(tokens.length, start + 5); j += 1) {
    const raw = tokens[j] ?? '';
    const w = raw.toLowerCase().replace(/['’]s?$/, '');
    if (isStopWord(w) || PHRASE_END.test(w) || /^\d/.test(w)) break;
    const noun = knowsNoun(w) && (verbShareOfForm(w) < 0.5 || head === null);
    if (noun) head = w;
    else if (!isModifierWord(w) && !/-/.test(w)) break;
    else if (head !== null) break;
    if (/[,;:]$/.test(raw)) break;
  }
  return head;
}

/** Is a noun the subject's covering or one of its parts ("fur", "feathers", "shell", "eyes")? Pure but for the tables. */
function isPartOrCovering(word: string): boolean {
  return isKindOf(word, 'covering', 3) || isKindOf(word, 'body part', 3) || isKindOf(word, 'external body part', 3);
}

/**
 * Is a quality word (a colour: `isQuality`) said of the subject: predicated ("otters are brown", "its coat is dark
 * brown"), or before the subject's own noun or its covering or part ("brown otters", "dark brown fur"); never before
 * another noun ("white sharks"). `subject` holds the question's words for what it is about. Pure but for the tables.
 */
export function qualityBound(text: string, subject: string[], isQuality: (word: string) => boolean): boolean {
  const tokens = tokensOf(text);
  // (a possessor is the subject too: "the MALE'S flanks turn green" says the male's colour)
  const own = (w: string): boolean => subject.some((s) => sameNoun(w.replace(/['’]s$/i, ''), s));
  return tokens.some((t, i) => {
    const lower = t.toLowerCase();
    if (isStopWord(lower) || !isQuality(lower)) return false;
    // (a quality word as part of a name, "White Sands", names no quality)
    if (i > 0 && /^\p{Lu}/u.test(t)) return false;
    // the noun it describes, past other describing and quality words ("dark brown fur", "brown sea otters")
    const head = headAfter(tokens, i + 1);
    if (head !== null && !isQuality(head)) return own(head) || isPartOrCovering(head);
    let j = i + 1;
    while (j < tokens.length && j < i + 4 && (isQuality((tokens[j] ?? '').toLowerCase()) || /^(?:and|or|to)$/i.test(tokens[j] ?? ''))) j += 1;
    const next = (tokens[j] ?? '').toLowerCase();
    // predicated: the word ends its clause or a preposition follows ("are brown with pale heads"); the clause names the subject
    if (next === '' || PHRASE_END.test(next) || /[,;:]$/.test(tokens[j - 1] ?? '')) return tokens.slice(0, i).some((w) => own(w.toLowerCase()) || isPartOrCovering(w.toLowerCase()));
    return false;
  });
}

/**
 * Does a sentence name the asked act (the question's verb, in any form or a noun of its family: "invented",
 * "invention", "inventor") and the thing it is done to? Pure but for the shipped tables.
 */
export function namesAct(text: string, verb: string, object: string): boolean {
  const verbStem = stem(verb.toLowerCase());
  const tokens = tokensOf(text).map((t) => t.toLowerCase());
  const verbLemma = lemmaOf(verb.toLowerCase());
  const act = tokens.some((t) => {
    const s = stem(t);
    // (an irregular form by its lemma: "bought" for buy, "brought" for bring)
    return s === verbStem || sameFamily(verbStem, s) || lemmaOf(t) === verbLemma;
  });
  return act && tokens.some((t) => sameNoun(t, object));
}

/**
 * Does a sentence say the asked act was done at a named place or by a named people, in the passive, where it names no
 * single doer ("Movable type was invented in East Asia", "was first brewed by the Chinese")? Pure but for the tables.
 */
export function doneAt(text: string, verb: string): boolean {
  const verbStem = stem(verb.toLowerCase());
  const m = new RegExp(`\\b(?:is|are|was|were|been)\\s+(?:first\\s+|originally\\s+|probably\\s+)?(\\p{L}+)\\s+(?:in|by)\\s+(?:the\\s+)?(\\p{Lu}\\p{L}+)`, 'u').exec(text);
  return m !== null && stem((m[1] ?? '').toLowerCase()) === verbStem;
}

/**
 * The office or role a who-question asks the holder of ("Who was the ARCHITECT of the tram depot?", "Who is the mayor
 * of Kellbridge…?": a noun WordNet puts below person) and what it is held of ("of the tram depot"), or null. Pure but
 * for the shipped tables.
 */
export function holderAsked(query: string): { holder: string; of: string } | null {
  const m = /^who\s+(?:is|was|are|were)\s+(?:the|a|an|their|its)\s+((?:[\p{L}-]+\s+){0,2}?)([\p{L}-]+)\s+(of|at|for|in)\s+(.+?)[?.!]*$/iu.exec(query.trim());
  if (!m) return null;
  const holder = (m[2] ?? '').toLowerCase();
  if (!knowsNoun(holder) || !isKindOf(holder, 'person', 2) || isGeneralWord(holder)) return null;
  return { holder, of: `${m[3] ?? ''} ${m[4] ?? ''}`.toLowerCase() };
}

/** Does a sentence name the role asked (the noun or a word of its family: "architect", "architects")? Pure but for the tables. */
export function namesHolder(text: string, holder: string): boolean {
  const s = stem(holder);
  return tokensOf(text).some((t) => {
    const w = stem(t.toLowerCase());
    return w === s || sameFamily(s, w) || sameFamily(w, s);
  });
}

const INDIVIDUAL = /^(?:the|a|an|this|that|its|their|his|her|our|my|your|each|every)$/i;

/**
 * A text with the things of a material's kinds named as one thing left out: "bolted it to THE OAK" names a tree, not the
 * wood a frame is made of, while "built in oak", "of larch", "oak frame" name the material. A kind word standing alone
 * after an article or possessive (no noun after it) is one thing; it becomes "thing". Pure but for the shipped tables.
 */
export function withoutIndividuals(text: string, isKind: (word: string) => boolean): string {
  const tokens = tokensOf(text);
  let out = text;
  tokens.forEach((t, i) => {
    const lower = t.toLowerCase();
    if (!isKind(lower)) return;
    let k = i - 1;
    while (k >= 0 && isModifierWord((tokens[k] ?? '').toLowerCase()) && !INDIVIDUAL.test(tokens[k] ?? '')) k -= 1;
    if (k < 0 || !INDIVIDUAL.test(tokens[k] ?? '') || headAfter(tokens, i + 1) !== null) return;
    out = out.replace(new RegExp(`\\b${lower}\\b(?!\\s+\\p{L})|\\b${lower}\\b(?=\\s+(?:at|in|on|with|to|by|from|of|and|or|that|which|who)\\b)`, 'iu'), 'thing');
  });
  return out;
}

const WH_AUX = /^(?:is|are|was|were|do|does|did|has|have|had|will|would|can|could|should|shall|may|might|must)$/i;

/**
 * The event a when-, where- or who-question asks about: its verb and the head of the thing it is said of ("When did
 * Caxton bring the press to England?" → bring, Caxton; "When was the Jikji printed?" → printed, Jikji; "Who built the
 * bridge?" → built, bridge), or null where no verb can be read. Pure but for the shipped tables.
 */
export function askedEvent(query: string): { verb: string; thing: string } | null {
  const tokens = query.replace(/[?.!]+\s*$/, '').split(/\s+/).map((t) => t.replace(/[^\p{L}\p{N}'’-]/gu, '')).filter(Boolean);
  if (!/^(?:when|where|who)$/i.test(tokens[0] ?? '')) return null;
  let i = 1;
  const aux = WH_AUX.test(tokens[i] ?? '');
  if (aux) i += 1;
  let thing: string | null = null;
  for (; i < tokens.length; i += 1) {
    const raw = tokens[i] ?? '';
    const w = raw.toLowerCase();
    // (the verb: a word used mostly as one, after the subject where an auxiliary opened the question; at once after "who")
    if ((thing !== null || !aux) && !isStopWord(w) && verbShareOfForm(w) >= 0.5 && !/^\p{Lu}/u.test(raw)) {
      if (thing !== null) return { verb: w, thing };
      // "Who built the bridge?": the thing follows the verb
      const object = headAfter(tokens.slice(i + 1).filter((t) => !/^(?:the|a|an|its|their|this|that)$/i.test(t)), 0);
      return object ? { verb: w, thing: object } : null;
    }
    if (isStopWord(w)) continue;
    if (knowsNoun(w) || /^\p{Lu}/u.test(raw)) thing = w;
  }
  return null;
}
