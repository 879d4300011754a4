// The referent of an FAQ answer's pronoun (used by compose.ts buildUnits). Under a question heading
// ("Is the Aurora 3 waterproof?"), an answer often opens with a bare "Yes." and goes on with "It is
// rated IPX8…": "It" is the heading's subject, not the fragment before it. Such a sentence is kept
// and shown with its referent in square brackets, the usual mark of words supplied by whoever
// quotes: "[The Aurora 3] is rated IPX8…". Pure.

const DETERMINER = /^(?:the|a|an|your|my|our|their|its|this|these|those)$/i;
const PREPOSITION = /^(?:in|on|at|under|over|during|after|before|with|without|for|from|near|into|through|by|to|of)$/;
const PRONOUN = /^(?:i|we|you|it|they|he|she|one|there|this|that)$/i;

/**
 * The subject a question (an FAQ's heading, a research job's query) asks about, as it is written: "Is the Aurora 3 waterproof?"
 * → "the Aurora 3"; "How long does the battery last?" → "the battery"; null for a pronoun ("Does it
 * play audiobooks?", "Can I install other apps?") or when no subject can be read off it.
 */
export function headingSubject(heading: string): string | null {
  const match = /^\s*(?:(?:how|what|when|where|why|which)\b[^?]*?\s)?(is|are|was|were|does|do|did|can|could|will|has|have)\s+([^?]+?)\s*\?\s*$/i.exec(heading);
  if (!match) return null;
  const copula = /^(?:is|are|was|were)$/i.test(match[1] ?? '');
  const tokens = (match[2] ?? '').split(/\s+/).map((t) => t.replace(/[^\p{L}\p{N}'’-]/gu, '')).filter((t) => t !== '');
  if (tokens.length === 0 || PRONOUN.test(tokens[0] ?? '')) return null;
  let end = tokens.findIndex((t, i) => i > 0 && PREPOSITION.test(t));
  if (end < 0) end = tokens.length;
  let subject = tokens.slice(0, end);
  // "Why is Brennholm INTRODUCING a congestion charge?": a participle ends the subject
  // "Was my first wheel A success?": an article after the subject opens the complement
  const article = copula ? subject.findIndex((t, i) => i > 0 && /^(?:a|an)$/i.test(t)) : -1;
  if (article > 0) return named(subject.slice(0, article));
  // ("Is the LEARNING centre …", "Is the BUILDING listed?": an -ing word right after the determiner is the noun or its modifier)
  const participle = subject.findIndex((t, i) => i > 0 && /^\p{Ll}+ing$/u.test(t) && !(i === 1 && DETERMINER.test(subject[0] ?? '')));
  if (copula && participle > 0) return named(subject.slice(0, participle));
  // "Do the new solar tiles need cleaning?", "How do sea otters protect…": the subject ends at a plural, a number or a name followed by a lowercase word
  const stop = copula ? -1 : subject.findIndex((t, i) => (i > 0 || !DETERMINER.test(t)) && /^(?:\p{Lu}|\p{N})|[^su]s$/u.test(t) && /^\p{Ll}/u.test(subject[i + 1] ?? ''));
  if (stop >= 0) subject = subject.slice(0, stop + 1);
  else if (copula || (end === tokens.length && subject.length === 3 && DETERMINER.test(subject[0] ?? ''))) {
    // "Is the Aurora 3 WATERPROOF?", "Are the lenses scratch RESISTANT?", "How long does the battery LAST?": the last word is what is asked
    if (subject.length < 2) return null;
    subject = subject.slice(0, -1);
    while (subject.length > 2 && /^\p{Ll}/u.test(subject.at(-1) ?? '') && /s$/.test(subject.at(-2) ?? '')) subject = subject.slice(0, -1);
  } else return null;
  return named(subject);
}

/**
 * The subject's words as written, without an adverb it ends on ("the learning centre REALLY getting rid …"); null
 * for nothing but a determiner ("the"). Pure.
 */
function named(subject: string[]): string | null {
  let end = subject.length;
  while (end > 1 && /^\p{Ll}{3,}ly$/u.test(subject[end - 1] ?? '')) end -= 1;
  const kept = subject.slice(0, end);
  if (kept.length === 0 || (kept.length === 1 && DETERMINER.test(kept[0] ?? ''))) return null;
  return kept.join(' ');
}

/**
 * Is a sentence's only reference its opening "It"/"They", which a heading's subject can stand for?
 * ("It is rated IPX8" after "Is the Aurora 3 waterproof?"; "They" needs a plural subject.)
 */
export function pronounFor(sentence: string, subject: string): boolean {
  const opener = /^(It|They)\s+(?!is\s+(?:estimated|thought|said|believed|likely)\b)\p{Ll}/u.exec(sentence.trim());
  if (!opener) return false;
  const plural = /s$/i.test(subject.split(' ').at(-1) ?? '') && !/\d$/.test(subject);
  return (opener[1] === 'They') === plural;
}

/** "It is rated IPX8…" with "the Aurora 3" → "[The Aurora 3] is rated IPX8…". */
export function withReferent(sentence: string, subject: string): string {
  const capital = subject.charAt(0).toUpperCase() + subject.slice(1);
  return sentence.trim().replace(/^(?:It|They)\b/, `[${capital}]`);
}
