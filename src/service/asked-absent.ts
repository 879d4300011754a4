// The thing a question asks for, absent from the library (used by compose.ts): "How many JOBS has the Gull Point plant
// created?", "What PHOSPHATE levels were measured in the river?", "Is wild SWIMMING allowed in Hallam reservoir?" over
// documents that cover the plant, the river, the reservoir at length and never name jobs, phosphate or swimming. The
// rest of the question is covered, so the coverage judgement lets it through, and any sentence the answer could cite
// (the plant's bills, the river's nitrate, the reservoir's walks) would be read as the answer. The asked noun phrase is
// read from the question's shape: the noun a "how many/much" counts, the noun phrase after "what/which" (with its noun
// modifiers: "phosphate levels"), the head after "what is the (best) …", the subject of a yes/no question (never
// its predicate, "a danger", which sources say in other words), the act of a permission question and the head of what
// it is done to ("Can I HIRE a bike?", "Can I bring my CAT in the cabin?"), and the thing an existential question asks
// is there ("Is there PARKING near the hall?"). Where a content noun of that phrase is one no source uses, in its own
// words or a direct synonym (coverage's `missing`, checked against every source's words), the answer says plainly that
// the sources do not mention it and cites nothing. A word that an amount answers ("temperature", "cost", "age"), a
// general or modifier word, is never such a noun. Pure but for the shipped lexicon.
import { wordDimension } from './amounts';
import { askingClauseOf } from './asked-thing';
import { questionFocus } from './concepts';
import { isKindOf, knowsNoun } from './kinds';
import { lemmaOf } from './lemmas';
import { isGeneralWord, isLightWord, isModifierWord } from './lexicon';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

const AUX = /^(?:is|are|was|were|am|do|does|did|has|have|had|will|would|can|could|should|shall|may|might|must)$/i;
/** Counted nouns that ask how often or how varied, not how many things (a closed class of English: "How many TIMES…"). */
const FRAMING_COUNT = /^(?:times?|ways?|kinds?|types?|sorts?|sets?|goes|tries|attempts?)$/;
/** WordNet kinds of noun a source says in other words or answers without the noun: people, bodies, kinds, attributes and measures. */
const SAID_OTHERWISE = ['person', 'group', 'attribute'];
const BE = /^(?:is|are|was|were)\b/i;

/** The question's words, lower case, without punctuation. */
export function tokens(question: string): string[] {
  return question
    .toLowerCase()
    .replace(/[?.!]+\s*$/, '')
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/['’]s$/, ''))
    .filter(Boolean);
}

/** Is a word a noun that could name the thing asked for (not a stop word, a verb form, a modifier, nor a general word)? */
function contentNoun(word: string): boolean {
  if (isStopWord(word) || AUX.test(word) || /\d/.test(word)) return false;
  if (!knowsNoun(word) && !knowsNoun(word.replace(/e?s$/, ''))) return false;
  if (isModifierWord(word) && !knowsNoun(word)) return false;
  return true;
}

/** The nouns of the phrase that starts at `from` (skipping determiners and adjectives), up to the first word of another kind. */
export function nounRun(words: string[], from: number): string[] {
  const out: string[] = [];
  for (let i = from; i < words.length; i += 1) {
    const w = words[i] as string;
    if (out.length === 0 && (/^(?:the|a|an|this|that|these|those|its|their|his|her|our|your|my|best|main|usual|right|most|first|last)$/.test(w) || (isModifierWord(w) && !knowsNoun(w)))) continue;
    if (AUX.test(w) || isStopWord(w)) break;
    // (a verb after a noun ends the phrase: "which company MADE…", "what food do they EAT")
    if (out.length > 0 && verbShareOfForm(w) >= 0.5) break;
    if (!contentNoun(w)) break;
    out.push(w);
  }
  return out;
}

/**
 * The verb of a permission or ability question asked of a person ("Can I HIRE a bike?", "May we CAMP here?"), lower-cased,
 * or null: never an auxiliary, a light verb or an adverb in its place. Pure but for the shipped verb table.
 */
export function permissionAct(question: string): string | null {
  return permissionClause(question)?.act ?? null;
}

/**
 * A permission or ability question's act and the head of the noun phrase it is done to ("Can I BRING my CAT in the
 * cabin?" → bring, [cat]; "Can I take my electric mountain BIKE…?" → take, [bike]), read from its shape: a modal, the
 * person, the verb, then the noun run after it (past a determiner or a possessive: "my", "a"). A place or time asked
 * first ("Where can I hire one…", "When can we visit…") asks the same act. null where the shape is not that. Pure but
 * for the shipped verb table.
 */
export function permissionClause(question: string): { act: string; object: string[] } | null {
  const all = tokens(askingClauseOf(question).trim());
  const words = /^(?:where|when)$/.test(all[0] ?? '') ? all.slice(1) : all;
  if (!/^(?:can|could|may|might)$/.test(words[0] ?? '') || !/^(?:i|we|you|one|they|people|visitors)$/.test(words[1] ?? '')) return null;
  const verb = words[2] ?? '';
  if (/^(?:be|do|go|have|get|still|also|just|only|not|really|ever|now|please)$/.test(verb) || verbShareOfForm(verb) < 0.5) return null;
  return { act: verb, object: headNoun(nounRun(words, 3)) };
}

/**
 * The noun phrase whose being there an existential question asks ("Is there PARKING near the hall?", "Is there a CAR
 * PARK at the station?", "Are there any TOILETS?"): the noun run right after "there". [] where the shape is not that.
 * Pure but for the shipped lexicon.
 */
export function existentialThing(question: string): string[] {
  const words = tokens(askingClauseOf(question).trim());
  if (!/^(?:is|are|was|were|will)$/.test(words[0] ?? '') || words[1] !== 'there') return [];
  const from = words[2] === 'be' ? 3 : 2;
  return headNoun(nounRun(words, /^(?:any|some|enough|much|many)$/.test(words[from] ?? '') ? from + 1 : from));
}

/**
 * The head of a noun run, its last noun ("car park" → park, "electric mountain bike" → bike): what names the thing, where
 * the words before it narrow it and a source may say them otherwise ("e-bikes"). [] for an empty run. Pure.
 */
function headNoun(run: string[]): string[] {
  const nouns = run.filter((w) => !isModifierWord(w));
  const head = nouns.at(-1);
  return head ? [head] : [];
}

/**
 * The words of the noun phrase a question asks for, as written ("phosphate levels", "jobs", "wild swimming"), or [] where
 * its shape names none. Pure but for the shipped lexicon.
 */
export function askedPhrase(question: string): string[] {
  // (the clause that asks, past a statement before it: "I keep shrimp. What food…?")
  const q = askingClauseOf(question).trim();
  const words = tokens(q);
  if (words.length === 0) return [];
  const first = words[0] as string;
  // "How many jobs…" (never "how much": a sum or an amount, answered in figures)
  if (first === 'how' && words[1] === 'many') return nounRun(words, 2);
  // "What phosphate levels were…", "Which bakery supplies…": a noun phrase, then the verb (never "What prompts salmon
  // to…", a verb after the what, nor "What is the procedure…", whose noun a source gives in other words or as steps)
  if ((first === 'what' || first === 'which') && verbShareOfForm(words[1] ?? '') < 0.5) {
    const run = nounRun(words, 1);
    const next = words[1 + run.length] ?? '';
    return run.length > 0 && (AUX.test(next) || verbShareOfForm(next) >= 0.5) ? run : [];
  }
  // "Can I hire a bike…?", "May we camp…?": the act a permission or ability question asks about, its verb right after
  // the person (the thing asked is that act: a source naming the bikes but no hiring, nor any synonym of it, does not
  // say whether one can hire one)
  // (and the thing the act is done to: "Can I bring my CAT in the cabin?" over a page on what may be brought on board
  // that never names cats asks nothing the page says, however much of the rest it covers)
  const permission = permissionClause(q);
  if (permission) return [permission.act, ...permission.object];
  // "Is there parking near the hall?": the thing whose being there is asked
  const there = existentialThing(q);
  if (there.length > 0) return there;
  // "Is wild swimming allowed…?": the subject of a be-question
  if (BE.test(q)) {
    const focus = questionFocus(q);
    return focus ? focus.words.map((w) => w.toLowerCase()).filter((w) => w.length >= 3) : [];
  }
  return [];
}

/**
 * The asked word no source uses: a content noun of the asked phrase that coverage found in no source (`missing`, the
 * terms of the part's uncovered concepts) and that no source's words hold (`sourceStems`); never a word an amount answers
 * ("temperature", "price"), a general word or a modifier. null where the asked thing is there. Pure but for the lexicon.
 */
export function absentAskedWord(question: string, missing: string[], sourceStems: Set<string>): string | null {
  return absentAmong(question, askedPhrase(question), missing, sourceStems);
}

/**
 * The word of a phrase of the question (the asked phrase, or the holder of the asked slot: asked-holder.ts) that no
 * source uses, by the rules of absentAskedWord; null where every word is there or none is a noun that could name it.
 * Pure but for the lexicon.
 */
export function absentAmong(question: string, phrase: string[], missing: string[], sourceStems: Set<string>, options: { madeThings?: boolean } = {}): string | null {
  if (phrase.length === 0) return null;
  const gone = new Set(missing.map((m) => m.toLowerCase()));
  const counted = /^\s*how\s+many\b/i.test(askingClauseOf(question));
  for (const word of phrase) {
    if (!gone.has(word) && !gone.has(word.replace(/e?s$/, ''))) continue;
    if (wordDimension(word) !== null || wordDimension(word.replace(/s$/, '')) !== null) continue;
    // (a general noun, "way", "part", "colour", is said in many other words; only a counted one, "How many JOBS…", names a
    // thing whose absence says the count is not given: never a light word nor a count of occasions or kinds)
    // (a made thing, "bar", "pad", is named by its own word however many senses it has, where the caller reads one: asked-holder.ts)
    // (nor the thing a permission question's act is done to, where it names a made thing or a living one: "my cat")
    const object = permissionClause(question)?.object.includes(word) === true && (isKindOf(word, 'artifact', 1) || isKindOf(word, 'organism', 1));
    const general = (isGeneralWord(word) || isGeneralWord(word.replace(/e?s$/, ''))) && !(options.madeThings === true && isKindOf(word, 'artifact', 2)) && !object;
    if ((general && !(counted && !isLightWord(word) && !FRAMING_COUNT.test(word))) || (isModifierWord(word) && !knowsNoun(word))) continue;
    // (a person or a body, "staff", "company", is named by many role words, "instructor", "leader"; a kind or a measure,
    // "breed", "varieties", "size", is answered by a name or a figure without its word: WordNet, two commonest senses)
    // ("craftsmen": an irregular plural read as its singular)
    const forms = [word, lemmaOf(word), word.replace(/men$/, 'man')];
    // (the act a permission question asks is a verb: its noun senses, "a hire" for an employee, are no person asked; the
    // thing it is done to is read in its commonest sense: "my cat" is the animal, not the informal word for a man)
    const permission = permissionClause(question);
    const senses = permission?.object.includes(word) ? 1 : 2;
    if (word !== permission?.act && SAID_OTHERWISE.some((k) => forms.some((f) => isKindOf(f, k, senses)))) continue;
    if (sourceStems.has(stem(word))) continue;
    return word;
  }
  return null;
}

/** The plain statement that the sources do not mention the thing asked: names the phrase and quotes the question. Pure. */
export function absentStatement(question: string, word: string): string {
  const permission = permissionClause(question);
  // (of a permission question, the act or the thing it is done to, whichever holds the word: "my cat", not "bring cat")
  const phrase = permission ? (permission.object.includes(word) ? permission.object : [permission.act]) : askedPhrase(question);
  const q = question.trim().replace(/[?.!\s]+$/, '');
  const named = phrase.length > 0 ? phrase.join(' ') : word;
  return `Your sources do not say anything about ${named}: none of them mentions ${word}, so they do not answer "${q}?" Nothing in your sources answers it, so nothing is cited.`;
}
