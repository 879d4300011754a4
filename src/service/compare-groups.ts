// Two groups or objects compared under one verb ("Does caffeine affect TEENAGERS more than ADULTS?", "Does the
// vaccine protect older people better than younger people?"): the sides are the verb's object and the words after
// "than", which name things of one kind (both persons, or sharing a kind a few levels up WordNet's hierarchy); the
// quality is the verb (or the comparative, "better"), and the agent with its verb is the topic both are measured
// on. Used by comparison.ts. Pure but for the lexicon.
import { lemmaOf } from './lemmas';
import { baseForms, broaderWords, isPersonNoun } from './lexicon';
import { isStopWord, stem } from './text';
import { verbShareOfForm } from './verbs';

/** A reading of two groups compared under one verb. */
export interface GroupsCompared {
  /** The object's distinguishing words (teenagers) and the other side's (adults). */
  subject: string[];
  other: string[];
  /** The verb the two are compared on, as a lemma (affect). */
  verb: string;
  /** The agent's content words (caffeine). */
  agent: string[];
  /** The object and the other side as the question words them ("older people", "younger people"). */
  subjectPhrase: string;
  otherPhrase: string;
}

const ARTICLE = /^(?:the|a|an|their|its|his|her|our|your|my|some|many|most)$/;
const content = (list: string[]): string[] => list.filter((w) => !isStopWord(w) && !ARTICLE.test(w));

/** A noun's base forms, WordNet's detachment rules with its "-men" → "-man" ("women" → woman). */
function nounForms(word: string): string[] {
  const lower = word.toLowerCase();
  return [...new Set([lower, lemmaOf(lower), ...baseForms(lower), lower.replace(/men$/, 'man')])];
}

/** The kinds above a word, up to `levels` levels of WordNet's hierarchy, each with the level it is first reached at. */
function kindsAbove(word: string, levels: number): Map<string, number> {
  const seen = new Map<string, number>();
  let frontier = [word.toLowerCase()];
  for (let depth = 1; depth <= levels && frontier.length > 0; depth += 1) {
    const next: string[] = [];
    for (const w of frontier) {
      for (const b of broaderWords(w)) {
        if (seen.has(b)) continue;
        seen.set(b, depth);
        next.push(b);
      }
    }
    frontier = next;
  }
  return seen;
}

/**
 * Do two nouns name things of one kind, so that one may be set against the other ("teenagers" and "adults": both
 * persons; "cows" and "pigs": even-toed ungulates; "people" and "people")? Their stems, both persons, or a kind
 * shared within four levels up WordNet's hierarchy below its most general ones. Pure but for the lexicon.
 */
export function sameKind(a: string, b: string): boolean {
  if (stem(a) === stem(b)) return true;
  const [fa, fb] = [nounForms(a), nounForms(b)];
  if (fa.some((x) => isPersonNoun(x)) && fb.some((x) => isPersonNoun(x))) return true;
  const above = (forms: string[]): Map<string, number> => {
    const out = new Map<string, number>();
    for (const f of forms) for (const [k, d] of kindsAbove(f, 4)) out.set(k, Math.min(d, out.get(k) ?? d));
    return out;
  };
  const [ka, kb] = [above(fa), above(fb)];
  // (a kind near both: five levels in all, "cow" → cattle … eutherian, "pig" → swine → artiodactyl → ungulate → eutherian;
  // further up, WordNet's many senses meet anywhere; and never the most general kinds: entity, object, device, thing…)
  return [...ka].some(([k, d]) => d + (kb.get(k) ?? 99) <= 5 && !GENERAL_KIND.test(k));
}
const GENERAL_KIND = /^(?:entity|object|physical|whole|thing|matter|unit|abstraction|artifact|artefact|instrumentality|instrumentation|organism|being|living|causal|agent|part|portion|group|grouping|attribute|relation|measure|quantity|act|event|state|psychological|feature|substance|material|content|communication|location|device|structure|construction|commodity|merchandise|goods|system|creation|product|property|quality)$/;

/** Comparatives a comparison of two groups under one verb may use after the object. */
const COMPARATIVE = /^(?:more|less|better|worse|harder|faster|slower|longer|sooner|earlier|later|further|farther|strongly|severely)$/;

/**
 * "Does caffeine AFFECT teenagers MORE THAN adults?": `t` the question's tokens (aux first), `than` where "than"
 * stands. The object runs back from the comparative as many words as the other side has, its last
 * word a noun of one kind with the other side's last; the word before it a verb form; the agent between the
 * auxiliary and the verb. null for any other shape ("Do heat pumps cost more than boilers?": "cost" and "boilers"
 * are of no one kind). Pure but for the lexicon.
 */
export function groupsCompared(t: string[], than: number): GroupsCompared | null {
  if (!/^(?:do|does|did|can|could|will|would)$/.test(t[0] ?? '')) return null;
  const comparative = than - 1;
  if (!COMPARATIVE.test(t[comparative] ?? '')) return null;
  const after = t.slice(than + 1);
  const end = after.findIndex((w) => /^(?:for|in|at|on|when|if|during|with|by|to|over|after|before|under|per|because)$/.test(w));
  const otherRaw = after.slice(0, end < 0 ? after.length : end);
  const otherTokens = otherRaw.filter((w) => !ARTICLE.test(w));
  const otherHead = otherTokens.at(-1);
  if (!otherHead || otherTokens.length > 3) return null;
  // (the object as long as the other side, the two set in parallel: "older people … younger people"; not "moisture … mineral wool")
  for (let length = Math.min(otherTokens.length, 3); length >= 1 && length === otherTokens.length; length -= 1) {
    const objectStart = comparative - length;
    // (an article before the object belongs to it: "affect THE young more than the old")
    const article = ARTICLE.test(t[objectStart - 1] ?? '');
    const verbAt = article ? objectStart - 2 : objectStart - 1;
    // (the two sides alike: an article before both or neither, "a child … an adult", "teenagers … adults"; not "need maintenance more than a reflector")
    if (verbAt < 2 || article !== ARTICLE.test(otherRaw[0] ?? '')) continue;
    const objectTokens = t.slice(objectStart, comparative);
    const objectHead = objectTokens.at(-1) ?? '';
    const verb = t[verbAt] ?? '';
    if (verbShareOfForm(objectHead) > 0 || isStopWord(verb) || !verbBeforeObject(verb)) continue;
    // (no verb inside the object: "sheep's wool ABSORB moisture" has its verb there, and "wool" before it is no verb)
    if (objectTokens.some((w) => verbShareOfForm(w) >= 0.5)) continue;
    if (!sameKind(objectHead, otherHead)) continue;
    const objectWords = content(objectTokens);
    const otherWords = content(otherTokens);
    const subject = objectWords.filter((w) => !otherWords.some((o) => stem(o) === stem(w)));
    const other = otherWords.filter((w) => !objectWords.some((o) => stem(o) === stem(w)));
    const agent = content(t.slice(1, verbAt));
    if (subject.length === 0 || other.length === 0 || agent.length === 0) continue;
    return { subject, other, verb: lemmaOf(verb), agent, subjectPhrase: t.slice(article ? objectStart - 1 : objectStart, comparative).join(' '), otherPhrase: otherRaw.join(' ') };
  }
  return null;
}

/**
 * Can a word stand as the bare verb after "do"/"does"/"did" ("harm", "damage", "benefit": words WordNet uses mostly as
 * nouns)? Letters only, no inflection of a noun's plural or a verb's third person ("roofs" of "Do slate roofs last…",
 * "floors" of "Do oak floors cost…": the subject's head, not a verb), nor an adjective's or adverb's ending.
 */
function verbBeforeObject(word: string): boolean {
  return /^\p{Ll}{3,}$/u.test(word) && !/(?:ly|ous|ful|ive|al|ic)$/.test(word) && !/[^s]s$/.test(word);
}
