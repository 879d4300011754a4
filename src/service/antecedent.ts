// What a sentence's subject pronoun stands for, read off the sentences before it in its paragraph
// (used by compose.ts buildUnits). "The Roche Noire cave sits in a ridge. It began life as a quarry.
// Today it holds 21,000 wheels.": the last "it" is the subject of the sentence before, which is "it"
// again, and so the first sentence's subject (a subject pronoun most often continues the subject of
// the sentence before it: centering). The sentence can then stand on its own with its referent
// supplied in square brackets, "Today [the Roche Noire cave] holds 21,000 wheels", instead of bringing
// every sentence before it into the answer, where the point asked about ends up third. Pure.
import { isFunctionLike } from './function-words';
import { isCommonNoun, isModifierWord, isPersonNoun } from './lexicon';
import { lemmaOf } from './lemmas';
import { isStopWord } from './text';
import { verbShare } from './verbs';

const AUXILIARY = new Set('is are was were has have had can could will would may might must shall should does do did'.split(' '));
/** Adverbs that often stand between a subject and its verb ("Karvel last erupted", "The cave still holds"). */
const MID_ADVERB = new Set('also still now often never always last first once usually already only just soon later rarely seldom sometimes mostly'.split(' '));
/** Words that open a subordinate clause or point back themselves: a pronoun after them is not simply the subject of a main clause. */
const NOT_AN_OPENING = /^(?:when|whenever|if|as|because|although|though|while|once|after|before|until|unless|since|so|and|but|or|yet|then|thus|therefore|hence|however|this|that|these|those|such|here|there|its|their|his|her|both|also|instead|still)$/i;
/** One-word openings that say when: "Today it holds…", "Now they sell…". */
const TIME_ADVERB = /^(?:today|now|nowadays|tonight|currently|formerly|originally|later|soon|eventually|finally|yesterday|recently|meanwhile)$/i;
/** A preposition opening an adverbial phrase: "In 1843 they…", "During the war it…". */
const PREPOSITION = /^(?:in|on|at|by|during|for|from|over|under|within|throughout|across|around|by)$/i;
/** Prepositions of a phrase placing the subject, between it and its verb ("The carillon in the belfry … has"). */
const PLACE_AFTER = /^(?:in|at|on|near|inside|beside|behind|above|below|under|beneath|along|outside)$/i;
/** Determiners a subject may open with: only "the" (an indefinite "a cave" would read oddly as a referent; "this"/"its" refer back themselves). */
const DEFINITE = /^the$/i;
/** "the same cave", "the latter", "the other one": a definite subject that refers back itself. */
const REFERRING_AFTER_THE = /^(?:same|latter|former|other|next|previous|above|following|first|second|third|last)$/i;

/** Is a word a verb form or an auxiliary ending the subject before it ("sits", "erupted", "began", "stay", "is")? */
export function endsSubject(token: string): boolean {
  const t = token.toLowerCase();
  if (AUXILIARY.has(t) || MID_ADVERB.has(t) || (t.length > 4 && t.endsWith('ly'))) return true;
  if (!/^\p{Ll}[\p{Ll}'’-]*$/u.test(token)) return false;
  const bases = new Set<string>([lemmaOf(t)]);
  if (t.endsWith('ies')) bases.add(`${t.slice(0, -3)}y`);
  if (t.endsWith('es')) bases.add(t.slice(0, -2));
  if (t.endsWith('s') && !t.endsWith('ss')) bases.add(t.slice(0, -1));
  if (t.endsWith('ied')) bases.add(`${t.slice(0, -3)}y`);
  if (t.endsWith('ed')) {
    const edBases = [t.slice(0, -2), t.slice(0, -1), ...(/(.)\1ed$/.test(t) ? [t.slice(0, -3)] : [])];
    // a past form of any word used as a verb or a noun ("flooded", "roofed"), not "bed" or "seed"
    if (t.length > 4 && edBases.some((b) => verbShare(b) > 0 || isCommonNoun(b))) return true;
    for (const b of edBases) bases.add(b);
  }
  // an inflected form of a word used mostly as a verb ("sits", "erupted"; a base form "stay" only after a plural: subjectPhrase)
  for (const base of bases) if (base !== t && verbShare(base) >= 0.5) return true;
  return false;
}

const TOKEN = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*$/u;

/** Does a sentence open with a preposition ("From April…", "In winter…"): a phrase of time or place that frames it? Pure. */
function opensFramed(sentence: string): boolean {
  return PREPOSITION.test(sentence.trim().split(/\s+/)[0] ?? '');
}

/** A sentence without an opening prepositional phrase of up to five words that ends right before "the" ("From April to September the centre…" → "the centre…"); else as it is. Pure. */
export function openingPhraseSkipped(sentence: string): string {
  const tokens = sentence.split(/\s+/);
  if (!opensFramed(sentence)) return sentence;
  const at = tokens.findIndex((t, k) => k >= 2 && k <= 5 && /^the$/i.test(t));
  if (at < 0 || tokens.slice(0, at).some((t) => /[,;:.!?]$/.test(t) || /^(?:the|a|an|it|they|he|she|this|that|these|those|its|their)$/i.test(t))) return sentence;
  return tokens.slice(at).join(' ');
}

/**
 * The subject a sentence opens with, when it is a definite noun phrase or a name followed by its verb:
 * "The Roche Noire cave sits…" → the Roche Noire cave (singular); "Premium Réserve wheels stay…" →
 * plural; null when the opening is anything else (a pronoun, an adverbial, an indefinite, a clause).
 */
export function subjectPhrase(sentence: string, pastOpening = false): { phrase: string; plural: boolean } | null {
  // an apposition naming it otherwise ("Yellow rust, also called stripe rust, is caused…") is no part of the subject
  const said = sentence.trim().replace(/^["“'‘(]+/, '').replace(/^([^,]{1,60}),\s+(?:also |sometimes |often |commonly )?(?:called|known as|named|termed)\s+[^,]{1,60},\s+/i, '$1 ');
  // a short opening phrase of time or place before a definite subject ("From April to September the centre is open…",
  // "In winter the ferry runs…"): the subject is the noun phrase after it, when asked for (antecedentOf)
  const text = pastOpening ? openingPhraseSkipped(said) : said;
  const tokens = text.split(/\s+/);
  let i = 0;
  const definite = DEFINITE.test(tokens[0] ?? '');
  if (definite) {
    i = 1;
    // ("the first" refers back; "the First Tay Bridge", "the first Tay Bridge" name something)
    if (REFERRING_AFTER_THE.test(tokens[1] ?? '') && !/^\p{Lu}/u.test(tokens[2] ?? '')) return null;
  } else if (!/^\p{Lu}/u.test(tokens[0] ?? '') || isStopWord((tokens[0] ?? '').toLowerCase()) || NOT_AN_OPENING.test(tokens[0] ?? '')) return null;
  const phrase: string[] = [];
  let head = '';
  for (; i < tokens.length && phrase.length < 7; i += 1) {
    const token = tokens[i] ?? '';
    const bare = token.replace(/[,;:]$/, '');
    const word = token.replace(/[.,;:!?]+$/, '');
    // a verb form ends the subject, unless an auxiliary follows it ("The sand of the forest SITES was…")
    const next = (tokens[i + 1] ?? '').toLowerCase().replace(/[.,;:!?]+$/, '');
    if (phrase.length > 0 && /^\p{Ll}/u.test(word) && endsSubject(word) && (bare !== token || !AUXILIARY.has(next))) break;
    // after a plural noun, a base form used nearly always as a verb, a word that is no noun, or one followed by
    // a word no noun phrase goes on with, is its verb ("the galleries stay at 8 °C", "the cheese wheels mature
    // slowly", "the sluice gates leak badly", "the keepers open the gates")
    const after = next.replace(/[^\p{L}\p{N}]/gu, '');
    const noNounAfter = after === '' || isStopWord(after) || /^\p{N}/u.test(after) || /^\p{L}{3,}ly$/u.test(after);
    if (/^\p{Ll}.*[^su's]s$/u.test(phrase.at(-1) ?? '') && /^\p{Ll}+$/u.test(word) && !isStopWord(word) && (verbShare(word) >= 0.8 || !isCommonNoun(word) || noNounAfter)) break;
    if (!TOKEN.test(bare)) return null;
    // a place after the subject ("The carillon IN THE BELFRY OF OOSTMEER TOWN HALL has…"): the subject is
    // the noun phrase before it, up to the verb after it; a comma or a long phrase is given up on
    if (phrase.length > 0 && PLACE_AFTER.test(bare)) {
      const verb = tokens.slice(i + 1, i + 9).findIndex((t, k) => k > 0 && /^\p{Ll}/u.test(t) && endsSubject(t.replace(/[.,;:!?]+$/, '')));
      const within = tokens.slice(i, i + 1 + verb);
      if (verb < 0 || within.some((t) => /[,;:]$/.test(t))) return null;
      i += verb + 1;
      break;
    }
    // "of" inside a name or a noun phrase ("The Port of Halvik", "The population of the town")
    if (/^(?:of|the)$/i.test(bare) && phrase.length > 0) {
      phrase.push(bare);
      continue;
    }
    // a pronoun inside the opening makes it no noun phrase: "Last November I bought…" opens with a time and its subject is "I"
    if (/^(?:I|we|you|he|she|they|it|me|us|him|her|them)$/i.test(bare)) return null;
    const capital = /^\p{Lu}/u.test(bare);
    if (!capital && (isStopWord(bare) || !/^\p{Ll}/u.test(bare))) return null;
    if (!definite && !capital && phrase.length === 0) return null;
    phrase.push(bare);
    if (!phrase.includes('of')) head = bare;
    // a comma ends the subject only before an apposition or a clause: give up rather than guess
    if (bare !== token) return null;
  }
  if (i >= tokens.length || phrase.length === 0 || /^(?:of|the)$/i.test(phrase.at(-1) ?? '')) return null;
  const plural = /^\p{Ll}.*[^su's]s$/u.test(head) || (/^\p{Lu}\p{Ll}+s$/u.test(head) && phrase.length > 1 && isCommonNoun(head.toLowerCase().replace(/s$/, '')));
  // a capital that only opens the sentence is no name's: "Marbled newts eat…" → "marbled newts" (not "Nordfjord Air")
  const first = (phrase[0] ?? '').toLowerCase();
  const rest = phrase.slice(1);
  const common = !definite && (rest.length > 0 ? rest.every((w) => /^\p{Ll}/u.test(w)) : isCommonNoun(first) || isCommonNoun(first.replace(/s$/, '')) || isModifierWord(first));
  const words = common ? [first, ...phrase.slice(1)] : phrase;
  return { phrase: `${definite ? 'the ' : ''}${words.join(' ')}`, plural };
}

/** "It is said…", "It is important to…", "It took ten years to…": an "it" that stands for nothing before it. */
const DUMMY_IT = /^it\s+(?:(?:is|was|'s|has been|had been|will be|would be|may be|might be|can be|could be|seems|seemed|appears|appeared|remains|remained|becomes|became)\s+(?:not\s+)?(?:(?:estimated|thought|said|believed|likely|unlikely|known|clear|possible|impossible|important|necessary|difficult|hard|easy|true|worth|time|up)\b|\S+\s+(?:to|that|whether|for)\b|until\b)|(?:takes|took|costs|cost)\s+[^.;]*?\bto\b)/i;

/** A subject pronoun and what it agrees with: "it", "he" and "she" a singular subject, "they" a plural one. */
export type SubjectPronoun = 'it' | 'they' | 'he' | 'she';

/**
 * The sentence's subject pronoun, when it is "it", "they", "he" or "she" at its start or after a short opening
 * adverbial ("Today it holds…", "In 1967 they moved…"), or the subject of a second main clause (", and she was
 * withdrawn in 1962"), followed by its verb. Null for a pronoun in an opening clause ("When it rains…"), after a
 * word that refers back ("Since then it…") and for a dummy "it" ("It is thought that…").
 */
export function subjectPronoun(sentence: string): { pronoun: SubjectPronoun; start: number; end: number; clause?: true } | null {
  const text = sentence.trim();
  // (an opening phrase of up to three words, or five after a preposition: "At nearly two miles long it was…")
  const m = /^((?:[\p{L}\p{N}'’-]+,?\s+){0,3}?)(it|they|he|she)\s+(\p{Ll}[\p{Ll}'’-]*)/iu.exec(text) ?? (PREPOSITION.test(text.split(/\s+/)[0] ?? '') ? /^((?:[\p{L}\p{N}'’-]+,?\s+){4,5}?)(it|they|he|she)\s+(\p{Ll}[\p{Ll}'’-]*)/iu.exec(text) : null);
  const opening = (m?.[1] ?? '').trim();
  const openingWords = opening.split(/[\s,]+/).filter(Boolean);
  const adverbial = openingWords.length === 0 || opening.endsWith(',') || (openingWords.length === 1 && (TIME_ADVERB.test(opening) || /^\p{L}{3,}ly$/u.test(opening))) || PREPOSITION.test(openingWords[0] ?? '');
  if (m && !openingWords.some((w) => NOT_AN_OPENING.test(w) || /^(?:it|they|them|he|she|we|you|i)$/i.test(w)) && adverbial) {
    const pronoun = (m[2] ?? '').toLowerCase() as SubjectPronoun;
    const start = (m[1] ?? '').length;
    if (pronoun === 'it' && DUMMY_IT.test(text.slice(start))) return null;
    return { pronoun, start, end: start + (m[2] ?? '').length };
  }
  // a second main clause: ", and she was withdrawn…", "; they never returned" (its verb right after it)
  const second = /^(.+?(?:,\s+(?:and|but|so)|;)\s+)(it|they|he|she)\s+(\p{Ll}[\p{Ll}'’-]*)/iu.exec(text);
  if (!second || !endsSubject(second[3] ?? '')) return null;
  const pronoun = (second[2] ?? '').toLowerCase() as SubjectPronoun;
  const start = (second[1] ?? '').length;
  if (pronoun === 'it' && DUMMY_IT.test(text.slice(start))) return null;
  return { pronoun, start, end: start + (second[2] ?? '').length, clause: true };
}

/** The forms of a personal pronoun a sentence may carry on with ("she", "her", "hers"). */
const FORMS: Record<'he' | 'she', RegExp> = { he: /\b(?:he|him|his)\b/i, she: /\b(?:she|her|hers)\b/i };

/**
 * What the subject pronoun of `sentence` stands for, given the sentences before it (nearest last): the subject
 * of the nearest sentence whose subject is not that same pronoun, when it agrees in number ("it", "he", "she":
 * singular, "they": plural). "He" and "she" are read only as a second clause's subject (", and she was
 * withdrawn"), stand for a name or a person, and carry on across sentences that say them in any form ("Her
 * crews said she…", up to eight sentences back); "it" and "they" only across sentences whose subject is the same
 * pronoun (four back). Null when a sentence in between has another subject that cannot be read, or none agrees.
 */
export function antecedentOf(previous: string[], sentence: string): string | null {
  const own = subjectPronoun(sentence);
  if (!own) return null;
  const personal = own.pronoun === 'he' || own.pronoun === 'she' ? FORMS[own.pronoun] : null;
  // ("She now lies…" opening a sentence keeps the sentence before it, as before: only a second clause's "she" is read here)
  if (personal && !own.clause) return null;
  // a pronoun sentence opening with a phrase of its own ("From October to March it opens…") is read against a sentence
  // framed the same way ("From April to September the centre is open…"): the two say one subject under two conditions,
  // and the subject is the noun phrase after the other's opening phrase. Without that frame ("For 38 years the exhibition
  // was held at St Anne's. It has moved…") the sentence before stays whole with it (compose.ts brings it along).
  let framed = opensFramed(sentence);
  for (let k = previous.length - 1; k >= 0 && k >= previous.length - (personal ? 8 : 4); k -= 1) {
    const before = previous[k] ?? '';
    const subject = subjectPhrase(before, framed && opensFramed(before));
    // (a sentence with its own subject that says "she" too may speak of someone else: "The fireman said she steamed well")
    if (subject && personal?.test(before)) return null;
    // ("she" stands for a name or a person: "the express locomotive Flying Kestrel", never "the complaint" nor "nobody")
    if (subject && personal) return !subject.plural && (/\s\p{Lu}|^\p{Lu}/u.test(subject.phrase) || isPersonNoun(subject.phrase.split(' ').at(-1) ?? '')) && !subject.phrase.split(' ').some(isFunctionLike) ? subject.phrase : null;
    if (subject) return subject.plural === (own.pronoun === 'they') ? subject.phrase : null;
    if (personal) {
      if (!personal.test(before)) return null;
      continue;
    }
    const again = subjectPronoun(before);
    if (!again || again.pronoun !== own.pronoun) return null;
    // (carried on through a framed sentence, "It is closed on Christmas Day" after "From October to March it opens…")
    framed = framed || opensFramed(before);
  }
  return null;
}

/** "Today it holds…" with "the Roche Noire cave" → "Today [the Roche Noire cave] holds…" (capitalised at the start). */
export function withAntecedent(sentence: string, phrase: string): string {
  const own = subjectPronoun(sentence);
  if (!own) return sentence;
  const leading = sentence.length - sentence.trimStart().length;
  const text = sentence.trimStart();
  const shown = own.start === 0 ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
  return `${sentence.slice(0, leading)}${text.slice(0, own.start)}[${shown}]${text.slice(own.end)}`;
}
