// Negation carried by words other than "not": "without", "instead of", "rather than", "free of",
// "-free", "lacks", "in the absence of", "fails to", "unable to", "no longer" and "neither … nor".
// Each denies only what follows it, up to the end of its clause ("kept cool without any mechanical
// cooling: the only equipment is…" denies cooling, not the cool; "Without treatment, the disease
// kills" is a condition and denies nothing). A yes/no question's concept that a sentence names only
// inside such a span (in its own words, a direct synonym, or a word for its kind: no "cooling" means
// no refrigeration) is denied by it, unless the question itself asks it negated ("Can you follow them
// without a telescope?"). Used by verdict.ts. Pure but for the shipped lexicon.
import { mentioned, mentionedInOtherWords, stemsOf, type Concept } from './concepts';
import { broaderWords } from './lexicon';
import { lemmaOf } from './lemmas';
import { stem } from './text';
import { verbShare } from './verbs';

/** A word or phrase that denies what follows it in its clause. */
const MARKER = /\b(?:without|instead\s+of|rather\s+than|free\s+(?:of|from)|lacks?|lacked|lacking|in\s+the\s+absence\s+of|absence\s+of|fail(?:s|ed)?\s+to|unable\s+to|no\s+longer|neither|nor)\b/giu;
/** Where a denied span ends: a clause break, or a conjunction opening another clause. */
const SPAN_END = /[,;:.!?()]|\s[–—]\s|\b(?:and|but|while|whereas|which|who|so|because|although|though|yet|when)\b/iu;

const AUXILIARY = /^(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should|does|do|did)$/i;
const DETERMINER = /^(?:the|a|an|any|its|their|his|her|our|your|this|that|these|those|some|no)$/i;

/** A denied phrase ends before the verb of its clause ("without prey | survives"): an auxiliary, or a verb's -s or -ed form (verbs.ts, WordNet) not after a determiner. */
function endAtVerb(span: string): string {
  const words = span.split(/(\s+)/);
  let seen = 0;
  for (let i = 0; i < words.length; i += 1) {
    const word = (words[i] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
    if (word === '') continue;
    seen += 1;
    if (seen === 1) continue;
    const previous = (words[i - 2] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
    const finite = /(?:s|ed)$/.test(word) && !DETERMINER.test(previous) && Math.max(...[lemmaOf(word), word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ed$/, ''), word.replace(/d$/, '')].map(verbShare)) >= 0.75;
    if (AUXILIARY.test(word) || finite) return words.slice(0, i).join('');
  }
  return span;
}

export interface NegatedText {
  /** The words a negation marker denies (each span from its marker to the end of its clause). */
  inside: string;
  /** The rest of the sentence. */
  outside: string;
}

/**
 * Splits a sentence into the words denied by a marker other than "not" and the rest: "The cave is
 * kept cool without any mechanical cooling: fans…" → inside "any mechanical cooling", outside "The
 * cave is kept cool : fans…"; "lead-free paint" denies "lead". Pure.
 */
export function negatedSpans(sentence: string): NegatedText {
  const inside: string[] = [];
  let outside = '';
  let at = 0;
  // "lead-free", "sugar-free": the word before "-free" is denied
  const text = sentence.replace(/\b([\p{L}]+)-free\b/gu, (_, word: string) => `free of ${word},`);
  for (const m of text.matchAll(MARKER)) {
    const start = (m.index ?? 0) + m[0].length;
    if ((m.index ?? 0) < at) continue;
    outside += text.slice(at, m.index);
    const rest = text.slice(start);
    // "neither X nor Y": the "nor" side is its own span
    const end = SPAN_END.exec(rest.replace(/^\s*(?:and|but)\b/i, (s) => ' '.repeat(s.length)));
    const span = endAtVerb(end ? rest.slice(0, end.index) : rest);
    // "Without treatment, the disease kills…": a condition opening its clause denies nothing (it says treatment matters)
    const opensClause = /(?:^|[,;:(])\s*$/.test(text.slice(0, m.index));
    if (/^(?:without|in\s+the\s+absence\s+of)$/i.test(m[0].replace(/\s+/g, ' ')) && opensClause && end && rest[end.index] === ',' && span.length === end.index) {
      outside += m[0];
      at = start;
      continue;
    }
    const nor = /^neither$/i.test(m[0]) ? span.search(/\bnor\b/i) : -1;
    inside.push(nor >= 0 ? span.slice(0, nor) : span);
    at = start + (nor >= 0 ? nor : span.length);
  }
  outside += text.slice(at);
  return { inside: inside.join(' ').trim(), outside: outside.trim() };
}

/** Does a text name a concept: its own word, a direct synonym, or (`broader`) a word for its kind ("cooling" for refrigeration)? */
function names(concept: Concept, stems: Set<string>, broader: boolean): boolean {
  if (mentioned([concept], stems).length > 0 || mentionedInOtherWords([concept], stems, 'direct').length > 0) return true;
  return broader && broaderWords(concept.term).some((w) => stems.has(stem(w)));
}

/**
 * The question's concepts a sentence denies: named inside a negated span (a word for its kind
 * counts: denying the kind denies each of its members) and not outside it, and not denied by the
 * question itself. Pure but for the lexicon.
 */
export function deniedConcepts(sentence: string, concepts: Concept[], question: string): Concept[] {
  const { inside, outside } = negatedSpans(sentence);
  if (inside === '') return [];
  const denied = stemsOf(inside);
  const affirmed = stemsOf(outside);
  const asked = stemsOf(negatedSpans(question).inside);
  // affirmed only in its own words: "stays warm without heating" affirms no heating
  return concepts.filter((c) => names(c, denied, true) && mentioned([c], affirmed).length === 0 && !names(c, asked, false));
}

/** Does a sentence deny part of what a yes/no question asks ("kept cool without any mechanical cooling" for "does it rely on refrigeration")? Pure but for the lexicon. */
export function deniesClaim(sentence: string, concepts: Concept[], question: string): boolean {
  return deniedConcepts(sentence, concepts, question).length > 0;
}
