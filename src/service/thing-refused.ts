// A source refusing, in its own words, the very thing a yes/no question asks for (used by verdict.ts): "We do not
// allow oil-based inks anywhere in the studio" for "Am I allowed to bring my own oil-based ink?", "we do not process
// colour film" for "Could I bring colour negative film along to be developed?", "Bonfires are not permitted on any
// plot" for "Is it all right to have a bonfire on my allotment?". The question's thing is read from its structure: the
// noun phrase after its act (the head noun and its modifiers, through "of": "rolls of colour film"), and its acts (the
// main verb and a purpose verb, "to be developed"). A clause refuses it when it is negative (a negation, or a word of
// forbidding), names the head noun and, where the question gives modifiers, one of them, and says the act (its word,
// a synonym or a word for its kind), a word of permission, or a verb of providing (seeded, with WordNet's synonyms).
// Pure but for the shipped lexicon.
import { lemmaOf } from './lemmas';
import { broaderWords, isModifierWord, lexicalRelations } from './lexicon';
import { actStems, isAllowingWord, isForbiddingWord, modalQuestion } from './modality';
import { stemMatches } from './concepts';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

export interface AskedThing {
  /** Stems of the acts asked (the main verb and a purpose verb), with their synonyms and kinds. */
  acts: Set<string>;
  /** The thing's head noun, and its modifiers (as written, lower case). */
  head: string;
  modifiers: string[];
  /** Other things the act is asked of: its means ("pay … WITH American Express", "by cheque"), and where it has no object, the first place or thing after a preposition ("deliver TO the Isle of Man"). */
  others?: { head: string; modifiers: string[] }[];
}

const PREPOSITION = /^(?:in|on|at|into|onto|to|for|from|with|by|over|under|across|along|through|near|inside|outside|during|after|before|when|while|if|that|which|who|whose|where|as|than|because|so|and|or|but|out|up|down|off|back|away|here|there|please|too|again|now|today|tomorrow|next|this|every)$/;
const SKIPPED = /^(?:a|an|the|my|our|your|their|his|her|its|some|any|more|own|few|couple|several|many|much|lot|lots|one|two|three|four|five|six|seven|eight|nine|ten|just|also|even|still|really)$/;

/** Verbs of providing a service or a thing: a refusal is often said with one ("we do not offer colour processing"). */
const PROVIDING_SEEDS = ['offer', 'provide', 'accept', 'supply', 'sell', 'stock', 'handle', 'process', 'take', 'serve', 'available'];
let providing: Set<string> | null = null;
function providingStems(): Set<string> {
  if (!providing) {
    providing = new Set<string>();
    for (const seed of PROVIDING_SEEDS) {
      providing.add(stem(seed));
      if (seed.length > 2) for (const r of lexicalRelations(seed).direct) providing.add(r);
    }
  }
  return providing;
}

const words = (text: string): string[] => (text.match(/[\p{L}][\p{L}'’-]*/gu) ?? []).map((w) => w.toLowerCase().replace(/['’]s$/, ''));

/**
 * The thing a yes/no question asks for: "Am I allowed to bring my own oil-based ink for printing?" → acts bring, head
 * ink, modifiers [oil-based]; "Could I bring a few rolls of colour negative film along to be developed?" → acts bring,
 * develop; head film, modifiers [rolls, colour, negative]; "Is it all right to have a bonfire on an allotment plot?" →
 * have, bonfire. null when no act with a noun after it is found. Pure but for the lexicon.
 */
export function askedThing(query: string, verb: string | null = null): AskedThing | null {
  const tokens = words(query.replace(/[*_`]/g, ''));
  const modal = modalQuestion(query);
  // "Are dogs allowed on the boats?": the thing is the subject, allowed or not
  if (modal) {
    const subjectAt = tokens.indexOf(modal.act.toLowerCase());
    if (subjectAt > 0 && /^(?:allowed|permitted)$/.test(tokens[subjectAt + 1] ?? '')) {
      const subject = tokens.slice(1, subjectAt + 1).filter((w) => !SKIPPED.test(w) && !isStopWord(w));
      return { acts: new Set(), head: tokens[subjectAt] ?? '', modifiers: subject.slice(0, -1) };
    }
  }
  // the act: the modal question's, else the verb the caller read (the claim's), else the verb after "to" ("Is it all
  // right to HAVE…"), else the first word after the subject used mostly as a verb
  let at = modal ? tokens.indexOf(modal.act.toLowerCase()) : -1;
  if (at < 0 && verb) at = tokens.indexOf(verb.toLowerCase());
  if (at < 0) at = tokens.findIndex((w, i) => i > 0 && tokens[i - 1] === 'to' && verbShareOfForm(w) >= 0.5);
  if (at < 0) at = tokens.findIndex((w, i) => i > 1 && !isStopWord(w) && verbShareOfForm(w) >= 0.6);
  if (at < 0) return null;
  const acts = new Set<string>(actStems(tokens[at] ?? ''));
  // a purpose verb after the thing: "along to be developed", "to get it fixed"
  for (let i = at + 1; i < tokens.length - 1; i += 1) {
    if (tokens[i] !== 'to') continue;
    const next = tokens[i + 1] === 'be' || tokens[i + 1] === 'get' || tokens[i + 1] === 'have' ? tokens[i + 2] : tokens[i + 1];
    if (next && verbShareOfForm(next) >= 0.5) for (const s of actStems(lemmaOf(next))) acts.add(s);
  }
  // a noun phrase from a place in the question: its words up to a preposition or a clause word, through "of"
  const phraseAt = (from: number): string[] => {
    const phrase: string[] = [];
    for (const w of tokens.slice(from)) {
      if (w === 'of' && phrase.length > 0) continue;
      // (a particle of the act, "send IN some glass negatives", comes before its object)
      if (phrase.length === 0 && from === at + 1 && /^(?:in|out|up|down|back|over|along|off|away|on)$/.test(w)) continue;
      if (PREPOSITION.test(w)) break;
      if (SKIPPED.test(w) || isStopWord(w)) {
        if (phrase.length > 0 && !SKIPPED.test(w)) break;
        continue;
      }
      phrase.push(w);
    }
    return phrase;
  };
  const asPhrase = (phrase: string[]): { head: string; modifiers: string[] } | null => {
    const head = phrase.at(-1);
    return head ? { head, modifiers: phrase.slice(0, -1) } : null;
  };
  const object = asPhrase(phraseAt(at + 1));
  // its means ("with American Express", "by cheque", "using a card"); with no object, the first prepositional phrase
  const others: { head: string; modifiers: string[] }[] = [];
  for (let i = at + 1; i < tokens.length; i += 1) {
    const w = tokens[i] ?? '';
    // ("by" after a passive act names its agent: "interpreted … by Northvale")
    const passive = /^(?:be|been|being|is|are|was|were)$/.test(tokens[at - 1] ?? '') || /^(?:be|been|being|is|are|was|were)$/.test(tokens[at - 2] ?? '');
    const means = /^(?:with|using|via)$/.test(w) || (w === 'by' && !passive);
    const place = object === null && others.length === 0 && /^(?:to|into|onto|in|on|at|for)$/.test(w);
    if (!means && !place) continue;
    const found = asPhrase(phraseAt(i + 1));
    if (found) others.push(found);
  }
  const main = object ?? others.shift();
  if (!main) return null;
  return { acts, ...main, ...(others.length > 0 ? { others } : {}) };
}

/**
 * The places a text names after a preposition of place ("in the café", "on the beach", "to the Isle of Man"): the head
 * noun of each, lower case; a phrase with "any"/"all"/"every"/"anywhere" covers every place and names none. Pure.
 */
export function placesIn(text: string): string[] {
  const tokens = words(text);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (!/^(?:in|on|at|into|onto|inside|within|to)$/.test(tokens[i] ?? '')) continue;
    if (/^anywhere$/.test(tokens[i - 1] ?? '')) continue;
    const phrase: string[] = [];
    let universal = false;
    for (const w of tokens.slice(i + 1, i + 6)) {
      if (/^(?:any|all|every|each)$/.test(w)) universal = true;
      if (/^(?:the|a|an|our|your|their|its|this|that|any|all|every|each|of)$/.test(w)) continue;
      if (PREPOSITION.test(w) || isStopWord(w) || (phrase.length === 0 && verbShareOfForm(w) >= 0.5)) break;
      phrase.push(w);
    }
    const head = phrase.at(-1);
    if (head && !universal && !/^(?:time|times|way|case|order|advance|person|total|general|addition|fact)$/.test(head)) out.push(head);
  }
  return out;
}

/** Does a clause name a word: its stem, a plural or other form of it, a direct synonym, or (for the head) a word for its kind? */
function namesWord(clause: Set<string>, word: string, kind: boolean): boolean {
  const parts = word.split('-');
  if (parts.length > 1) return parts.every((p) => namesWord(clause, p, false));
  const s = stem(word);
  if (clause.has(s) || [...clause].some((c) => stemMatches(s, c))) return true;
  if ([...lexicalRelations(word).direct].some((r) => clause.has(r))) return true;
  // (a kind named in two words is said by its head: "motor vehicle" by "vehicles")
  return kind && broaderWords(word).some((b) => clause.has(stem(b.split(/\s+/).at(-1) ?? b)));
}

const NEGATIVE = /\b(?:not|never|no|none|nobody|cannot|unable|impossible)\b|n['’]t\b/i;
/** A negation as a word of its own (not "not-for-profit"). */
const NEGATIVE_WORD = /^(?:not|never|no|none|nobody|cannot|unable|impossible)$/;

/** Words between a negation and the verb it scopes over: auxiliaries, "able to", adverbs of time. */
const SCOPE_FILLER = /^(?:be|been|being|to|have|has|had|is|are|was|were|do|does|did|we|you|they|i|able|afraid|any|longer|currently|yet|ever|normally|usually|generally|always|really|at|all|now|here|the|a|an|our|your)$/;

/** A negation that is no refusal: a bound ("no more than"), "not only", a condition ("unless", "except"). */
const NOT_REFUSAL = /\b(?:no|not)\s+(?:more|less|fewer|longer|later|earlier|sooner)\s+than\b|\bnot\s+only\b|\bunless\b|\bexcept\b|\bwithout\b|\bonly\s+(?:if|when|with|after)\b/i;

/**
 * Does a sentence refuse the asked thing: a negative clause (or one with a word of forbidding) naming the thing's head
 * and, where the question gives modifiers, one of them, and the act, a word of permission or a verb of providing? "We
 * do not allow oil-based inks anywhere" → true for oil-based ink; "Oil-based inks do not wash out with water" → false
 * (it says nothing of allowing them). Pure but for the lexicon.
 */
export function refusesThing(sentence: string, thing: AskedThing): boolean {
  return refusingClause(sentence, thing) !== null;
}

/** The clause of a sentence that refuses the asked thing (refusesThing), or null. Pure but for the lexicon. */
export function refusingClause(sentence: string, thing: AskedThing): string | null {
  for (const t of [thing, ...(thing.others ?? []).map((o) => ({ ...thing, ...o }))]) {
    const clause = refusesOne(sentence, t);
    if (clause !== null) return clause;
  }
  return null;
}

/**
 * The places a refusing clause names that the question does not ("Dogs are not allowed in the café" for "Can I bring
 * my dog to the beach?"): the refusal is then an exception somewhere else, not the answer. Pure.
 */
export function refusedElsewhere(sentence: string, query: string): boolean {
  const asked = new Set([...words(query).map(stem)]);
  const named = (place: string): boolean => asked.has(stem(place)) || [...lexicalRelations(place).direct].some((r) => asked.has(r));
  const places = placesIn(sentence);
  // (and none the question asks of is in the sentence at all: "… to the Channel Islands or the Isle of Man")
  const sentenceStems = new Set(words(sentence).map(stem));
  return places.length > 0 && !places.some(named) && !placesIn(query).some((place) => sentenceStems.has(stem(place)));
}

function refusesOne(sentence: string, thing: AskedThing): string | null {
  const clauses = sentence.replace(/[*_`]/g, '').split(/[;:]|\s[–—]\s|,?\s+\b(?:but|while|whereas|although|though|because|since|so)\b/i);
  for (const clause of clauses) {
    if (NOT_REFUSAL.test(clause)) continue;
    const ws = words(clause);
    const forbidding = ws.some((w) => isForbiddingWord(w));
    if (!NEGATIVE.test(clause) && !forbidding) continue;
    // (a forbidding word denied, "Dogs are not banned", allows)
    if (forbidding && NEGATIVE.test(clause)) continue;
    const stems = new Set([...ws, ...ws.flatMap((w) => w.split('-'))].filter((w) => w !== '').map(stem));
    // the head named, with one of the question's modifiers where it gives any; or, the thing said as a process ("colour
    // negative processing"), every modifier, two or more (one alone, "hired" of "hired harp", names too little)
    const modifiers = thing.modifiers.filter((m) => !isModifierWord(m) || /-/.test(m) || m.length > 3);
    const head = namesWord(stems, thing.head, true);
    if (head && modifiers.length > 0 && !modifiers.some((m) => namesWord(stems, m, false))) continue;
    if (!head && (modifiers.length < 2 || !modifiers.every((m) => namesWord(stems, m, false)))) continue;
    // the verb the negation scopes over (the first word of substance within four after it: "do not PROCESS", "cannot
    // be RETURNED", "are not PERMITTED", "unable to DELIVER", "have never OFFERED") is the act, a word of permission or
    // a verb of providing; a word of forbidding is its own predicate ("Barbecues are banned")
    const refusing = (w: string): boolean => [...thing.acts].some((a) => stem(w) === a || stemMatches(a, stem(w))) || isAllowingWord(w) || providingStems().has(stem(w)) || providingStems().has(stem(lemmaOf(w)));
    const negatedVerb = ws.some((w, i) => NEGATIVE_WORD.test(w) && ws.slice(i + 1, i + 5).filter((x) => !SCOPE_FILLER.test(x)).slice(0, 1).some(refusing)) || ws.some((w, i) => /n['’]t$/.test(w) && ws.slice(i + 1, i + 5).filter((x) => !SCOPE_FILLER.test(x)).slice(0, 1).some(refusing));
    const passiveBefore = ws.some((w, i) => refusing(w) && /^(?:not|never)$/.test(ws[i - 1] ?? ''));
    if (forbidding || negatedVerb || passiveBefore) return clause;
  }
  return null;
}
