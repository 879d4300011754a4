// Comparison verdicts ("Is X larger than Y?", "Does X need more upkeep than Y?"): which side of a
// source's comparison each thing is on ("Y is larger than X" is a no), the comparative's quality
// against the question's (its WordNet antonym: "smaller" for larger, "less" for more), a negation
// ("no faster than", "not as fast as"), "twice as heavy as", and, with no comparison stated, the
// figures given for each side ("X weighs 3 kg … Y 5 kg": X is lighter) when they share a unit. A
// difference reported as not significant answers a "significantly more" question with no. Used by
// verdict.ts. Pure, but for the shipped lexicon.
import { groupsCompared } from './compare-groups';
import { amountComparative, measuredPart, proFormHead, verbMeasure } from './compared-quantity';
import { measureDimension } from './figure-pair';
import { stemMatches } from './concepts';
import { lemmaOf } from './lemmas';
import { antonymStems, broaderWords, isModifierWord, lexicalRelations, lexicon, oppositeStems } from './lexicon';
import { withoutMonthMay } from './polarity';
import { isStopWord, stem } from './text';
import { verbShare, verbShareOfForm } from './verbs';

export interface ComparisonQuestion {
  /** Words naming the subject and not the other side ("giant", "pacific" of "the giant Pacific octopus"). */
  subject: string[];
  /** Words naming the other side and not the subject. */
  other: string[];
  /** The quality compared, as a lemma: "large" (larger), "expensive" (more expensive), "maintenance" (more maintenance), "cost" (cost more). */
  quality: string;
  /** +1 for more/-er, −1 for less/fewer. */
  sign: 1 | -1;
  /** "significantly more…": a difference that is not significant is a no. */
  significantly: boolean;
  /** What "better" is judged on: the words after the other side ("…than coffee for staying alert" → staying, alert). */
  criterion: string[];
  /**
   * Two circumstances of one thing compared ("Is the zone larger at Watch level than at Warning level?"): the
   * sides are the circumstances (watch; warning) and `topic` the thing measured in both (zone); absent otherwise.
   */
  topic?: string[];
  /** The thing measured after the comparative ("a better FRUIT SET than": fruit, set): more of it is better or higher; absent otherwise. */
  measured?: string[];
  /**
   * Two groups compared under one verb ("Does caffeine AFFECT teenagers more than adults?", compare-groups.ts): the
   * verb's lemma, which a sentence comparing them must say (or a word WordNet ties to it), and the sides as the
   * question words them; absent otherwise. `topic` holds the agent and the verb.
   */
  groups?: { verb: string; subjectPhrase: string; otherPhrase: string };
  /** The kinds of figure a measuring verb before the comparative asks for ("LAST longer": time; compared-quantity.ts); absent otherwise. */
  measures?: string[];
  /** Words both sides' names share, the kind both are ("pipit" of "the Pipit 14 … than the Pipit 12"); absent when none. */
  shared?: string[];
}

/** Word tokens with numbers kept, possessive 's dropped ("aurora", "2"). */
function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*(?:['’]s)?/gu) ?? []).map((t) => t.replace(/['’]s$/, ''));
}

const AUX = /^(?:is|are|was|were|do|does|did|can|could|will|would|has|have|had)$/;
const BE = /^(?:is|are|was|were)$/;
/** Light verbs (a closed class): their sense is in what follows them. */
const LIGHT_VERB = /^(?:get|go|come|make|take|have|do|keep|stay|turn|become)$/;
const BOUNDARY = /^(?:for|in|at|on|when|if|during|with|by|to|over|after|before|as|under|per)$/;

/** Is the word a comparative ("larger", "better", "costlier") of a lemma? The lemma, or null. */
export function comparativeLemma(word: string): string | null {
  if (!/(?:er|st)$/.test(word) && !/^(?:better|worse|more|less|fewer)$/.test(word)) return null;
  const lemma = lemmaOf(word);
  if (lemma !== word) return lemma;
  // regular forms WordNet lists no exception for: "larger" → large, "safer" → safe, "wider" → wide
  // ("bigger" → big: the doubled consonant; not "winter" → win)
  for (const base of [word.slice(0, -2), word.slice(0, -1), ...(word.at(-3) === word.at(-4) ? [word.slice(0, -3)] : [])]) if (base.length >= 3 && lexicon().byStem.has(stem(base)) && antonymStems(base).size > 0) return base;
  return null;
}

/** Prepositions that open a circumstance ("at Watch level", "in winter", "during the day"). */
const CIRCUMSTANCE = /^(?:in|at|on|during|under|with|when|after|before|by|over|for)$/;
const content = (list: string[]): string[] => list.filter((w) => !isStopWord(w) && !/^(?:the|a|an)$/.test(w) && !isStanceAdverb(w));

/**
 * An adverb made of a describing word with "-ly" that names no side ("ACTUALLY any better", "REALLY cheaper"): the word
 * and its base are both describing words in WordNet; "weekly" (of week, a noun) and "daily" are not. Pure but for the lexicon.
 */
export function isStanceAdverb(word: string): boolean {
  return /ly$/.test(word) && isModifierWord(word) && isModifierWord(word.slice(0, -2));
}

/**
 * Two circumstances compared: "Is the zone larger AT WATCH LEVEL than AT WARNING LEVEL?", "Is it colder
 * IN WINTER than IN SUMMER?", "Is the zone at Watch level larger than at Warning level?". The side asked
 * about is the phrase opened by the same preposition before "than"; what is compared is read from the
 * rest as for two things, whose subject becomes the topic. null when no such phrase is found. Pure but for the lexicon.
 */
function circumstanceComparison(t: string[], than: number, query: string): ComparisonQuestion | null {
  const preposition = t[than + 1] ?? '';
  const after = t.slice(than + 2);
  const end = after.findIndex((w) => BOUNDARY.test(w));
  // (a clause said of it is no part of its name: "than in the white loaf IT WAS COMPARED WITH")
  const phrase = after.slice(0, end < 0 ? after.length : end);
  const other = content(phrase.slice(0, sidePhraseEnd(phrase)));
  let at = -1;
  for (let i = than - 1; i > 0; i -= 1) if (t[i] === preposition) { at = i; break; }
  if (at < 0 || other.length === 0) return null;
  // the comparative right before "than" ("…at Watch level LARGER than"), or after the circumstance ("LARGER at Watch level than")
  const beforeThan = t[than - 1] ?? '';
  const isComparative = (w: string): boolean => /^(?:more|less|fewer)$/.test(w) || comparativeLemma(w) !== null;
  const comparativeLast = isComparative(beforeThan) && !t.slice(1, at).some(isComparative);
  const circumstanceEnd = comparativeLast ? than - 1 : than;
  const side = content(t.slice(at + 1, circumstanceEnd));
  if (side.length === 0) return null;
  // the question without its circumstances, compared with a stand-in: its quality, sign and subject
  const rest = [...t.slice(0, at), ...t.slice(circumstanceEnd, than), 'than', 'zzother'];
  const base = comparisonOfTokens(rest, query);
  if (!base) {
    // "Is it colder in winter than in summer?": no subject, only a quality; "Is it cheaper to charge my car at the
    // leisure centre than at the supermarket?", "Do crews wait longer to hand patients over at X than at Y?": the
    // comparative stands further back, before the act the circumstances are set on
    const found = circumstanceComparative(t.slice(1, at)) ?? (comparativeLemma(beforeThan) ? { quality: comparativeLemma(beforeThan) ?? '', sign: 1 as const } : null);
    if (!found || isStopWord(found.quality)) return null;
    const [mine, theirs] = [side.filter((w) => !other.includes(w)), other.filter((w) => !side.includes(w))];
    if (mine.length === 0 || theirs.length === 0) return null;
    return { subject: mine, other: theirs, quality: found.quality, sign: found.sign, significantly: /\bsignificantly\b/i.test(query), criterion: [], topic: [] };
  }
  const subject = side.filter((w) => !other.includes(w));
  const otherSide = other.filter((w) => !side.includes(w));
  if (subject.length === 0 || otherSide.length === 0) return null;
  return { ...base, subject, other: otherSide, criterion: [], topic: base.subject };
}

/**
 * The comparative of a clause before the circumstance compared, the last one ("COLDER" of "is it colder", "CHEAPER"
 * of "is it cheaper to charge my car", "MORE expensive" of "is it more expensive to park"), as its lemma and sign
 * ("less expensive": −1); null where the clause has none. Pure but for the lexicon.
 */
export function circumstanceComparative(clause: string[]): { quality: string; sign: 1 | -1 } | null {
  for (let i = clause.length - 1; i >= 0; i -= 1) {
    const word = clause[i] ?? '';
    const next = clause[i + 1] ?? '';
    if (/^(?:more|less|fewer)$/.test(word)) {
      // "more expensive", "less crowded": the quality after it; "more" alone (of what the clause goes on to name) is none
      if (next === '' || isStopWord(next) || comparativeLemma(next) !== null) continue;
      return { quality: lemmaOf(next), sign: word === 'more' ? 1 : -1 };
    }
    // (a comparative of a describing word: not "after", a preposition, nor "center", a spelling of a noun)
    const lemma = isStopWord(word) ? null : comparativeLemma(word);
    if (lemma !== null && isModifierWord(lemma) && !/^(?:more|less|fewer|much|many|little|few)$/.test(lemma)) return { quality: lemma, sign: 1 };
  }
  return null;
}

/** The comparison a question asks, or null (no "than", or a number: "deeper than 50 metres", threshold.ts). Pure but for the lexicon. */
export function comparisonQuestion(asked: string): ComparisonQuestion | null {
  // (a question after a statement of the asker's own, "I have neighbours close by. Is the GB36 quieter than…?": its own sentence)
  // (the other side joined by "compared with", "versus" as by "than": "Is a heat pump cheaper to run COMPARED WITH a gas boiler?")
  const query = comparisonSentence(/\bthan\b/i.test(asked) ? asked : asked.replace(/\b(?:when\s+|if\s+)?compared\s+(?:with|to)\b|\bversus\b|\bvs\b\.?/gi, 'than'));
  const t = tokens(query);
  const than = t.indexOf('than');
  if (than < 0) return outVerbComparison(t, query);
  if (than < 2 || !AUX.test(t[0] ?? '')) return null;
  if (/^\d/.test(t[than + 1] ?? '') || /^[£$€]/.test(query.split(/\bthan\s+/i)[1] ?? '')) return null;
  // circumstances compared ("…in summer than in winter")
  if (CIRCUMSTANCE.test(t[than + 1] ?? '')) return circumstanceComparison(t, than, query);
  if (BOUNDARY.test(t[than + 1] ?? '')) return null;
  return groupsComparison(t, than, query) ?? comparisonOfTokens(t, query);
}

/**
 * The sentence of a question that asks the comparison: the one holding "than" that opens on an auxiliary, after the
 * asker's own statements ("My mower is old. Is the GB36 quieter than the M40?"); the whole text otherwise. Pure.
 */
export function comparisonSentence(query: string): string {
  // (and the story a direct question carries after a dash: "Is the GB36 quieter than the M40 - I have neighbours close by?", embedded-question.ts)
  // (and a phrase set before the question's auxiliary, "In the heat pump trial, was the end-terrace less efficient than…?")
  // (a sentence typed in lower case opens on its auxiliary, "…back teeth (nhs). is a crown dearer than a filling??", and
  // a question mark ends one whatever follows: "…than a filling?? last time i had a filling…")
  const sentences = query.split(/(?<=[.!?])\s+(?=\p{Lu}|(?:is|are|was|were|do|does|did|can|could|will|would|has|have|had)\s)|(?<=\?)\s+|\s[-–—]\s/u).flatMap((x) => {
    const clauses = x.split(/,\s+/);
    const at = clauses.findIndex((c, i) => i > 0 && AUX.test(tokens(c)[0] ?? ''));
    return at > 0 && !AUX.test(tokens(x)[0] ?? '') ? [clauses.slice(at).join(', ')] : [x];
  });
  const asking = sentences.find((x) => /\bthan\b/i.test(x) && AUX.test(tokens(x)[0] ?? '')) ?? query;
  // (without a second question offered as the other answer: "…than the Brookline 37, OR IS THAT JUST THE BROCHURE?")
  return asking.replace(/,\s*or\s+(?:is|are|am|was|were|do|does|did|can|could|will|would|should|has|have)\b[^,]*$/i, '?');
}

/**
 * Two groups compared under one verb ("Does caffeine affect teenagers more than adults?": compare-groups.ts): the
 * sides are the object and the words after "than", the quality the verb ("more", "less") or the comparative
 * ("better" → good), the topic the agent and the verb. null for any other shape. Pure but for the lexicon.
 */
function groupsComparison(t: string[], than: number, query: string): ComparisonQuestion | null {
  const groups = groupsCompared(t, than);
  if (!groups) return null;
  const word = t[than - 1] ?? '';
  const more = /^(?:more|less)$/.test(word);
  const quality = more ? groups.verb : (comparativeLemma(word) ?? word.replace(/ly$/, ''));
  const sign: 1 | -1 = word === 'less' || word === 'worse' ? -1 : 1;
  return {
    subject: groups.subject,
    other: groups.other,
    quality: word === 'worse' ? 'good' : quality,
    sign,
    significantly: /\bsignificantly\b/i.test(query),
    criterion: more ? [] : [groups.verb],
    topic: [...groups.agent, groups.verb],
    groups: { verb: groups.verb, subjectPhrase: groups.subjectPhrase, otherPhrase: groups.otherPhrase },
  };
}

/**
 * "Does a long-straw roof OUTLAST one made of water reed?", "Do ash trees outgrow oaks?": a verb made with
 * "out-" compares its two sides on the verb ("last" longer, "grow" more); null for other questions. Pure but for the lexicon.
 */
function outVerbComparison(t: string[], query: string): ComparisonQuestion | null {
  if (!AUX.test(t[0] ?? '')) return null;
  const at = t.findIndex((w, i) => i > 1 && /^out\p{Ll}{3,}$/u.test(w) && verbShare(lemmaOf(w)) > 0);
  if (at < 0) return null;
  const quality = lemmaOf(t[at] ?? '').slice(3);
  const after = t.slice(at + 1);
  const end = after.findIndex((w) => BOUNDARY.test(w));
  const subjectWords = content(t.slice(1, at));
  const otherWords = content(after.slice(0, end < 0 ? after.length : end)).filter((w) => !/^(?:one|ones)$/.test(w));
  const subject = subjectWords.filter((w) => !otherWords.some((o) => stem(o) === stem(w)));
  const other = otherWords.filter((w) => !subjectWords.some((x) => stem(x) === stem(w)));
  if (subject.length === 0 || other.length === 0) return null;
  return { subject, other, quality, sign: 1, significantly: /\bsignificantly\b/i.test(query), criterion: [] };
}

/** The comparison of two things a question's tokens ask ("is X <comparative> than Y"), or null. */
function comparisonOfTokens(t: string[], query: string): ComparisonQuestion | null {
  const than = t.indexOf('than');
  // "go FURTHER on a charge than": a comparative whose phrase of circumstance stands before "than" is read without it,
  // the phrase being what it is judged on
  // (and any complement of the comparative between it and "than": an infinitive, "DEARER to get into than", "EASIER for
  // him to get round than", "MORE LIKELY to slip on the road than"; a phrase after "more" and its word, "MORE FUEL per
  // litre than", "MORE METAL off a knife than"), the complement being what it is judged on
  const displaced = complementAt(t, than);
  if (displaced !== undefined) {
    const found = comparisonOfTokens([...t.slice(0, displaced), ...t.slice(than)], query);
    return found ? { ...found, criterion: [...found.criterion, ...content(t.slice(displaced, than))] } : null;
  }
  const after = t.slice(than + 1);
  let start = than - 1;
  let quality = t[than - 1] ?? '';
  let sign: 1 | -1 = 1;
  let viaVerb = false;
  const moreAt = [than - 1, than - 2, than - 3].find((i) => i > 0 && /^(?:more|less|fewer)$/.test(t[i] ?? ''));
  if (moreAt !== undefined && moreAt === than - 1) {
    // "cost more than", "weigh less than": the verb is what is compared
    // (past the person it is said of: "cost ME more than", "save US more than")
    const verbAt = OBJECT_PRONOUN.test(t[moreAt - 1] ?? '') && moreAt > 2 ? moreAt - 2 : moreAt - 1;
    sign = t[moreAt] === 'more' ? 1 : -1;
    quality = lemmaOf(t[verbAt] ?? '');
    start = verbAt;
    viaVerb = true;
  } else if (moreAt !== undefined) {
    sign = t[moreAt] === 'more' ? 1 : -1;
    quality = lemmaOf(quality);
    start = moreAt;
  } else {
    const lemma = comparativeLemma(quality);
    // "give a BETTER fruit set than", "have a HIGHER yield than": the comparative before the thing measured, which is the quality
    const before = lemma ? null : measuredAfterComparative(t, than);
    if (before) {
      quality = before.measured.at(-1) ?? '';
      sign = before.sign;
      start = before.at;
      const end = t.slice(than + 1).findIndex((w) => BOUNDARY.test(w));
      const found = comparisonOfSides(t, start, than, end, query, quality, sign, false);
      return found ? { ...found, measured: before.measured } : null;
    }
    if (!lemma) return null;
    quality = lemma;
  }
  if (!quality || isStopWord(quality)) return null;
  const end = after.findIndex((w) => BOUNDARY.test(w));
  const found = comparisonOfSides(t, start, than, end, query, quality, sign, viaVerb);
  // ("last longer": the years each lasts, not a length; compared-quantity.ts)
  const measures = viaVerb ? null : verbMeasure(t, start);
  return found && measures ? { ...found, measures } : found;
}

/** The object pronouns (a closed class of English): the person a verb's amount is said of ("cost me more"). */
const OBJECT_PRONOUN = /^(?:me|us|you|him|her|them)$/;
/** The relative pronouns (a closed class of English) and the subject pronouns that open a clause left unmarked ("the dormice WE have"). */
const RELATIVE = /^(?:that|who|whom|whose|which|where)$/;
const CLAUSE_SUBJECT = /^(?:i|we|you|they|he|she|it)$/;

/**
 * Where a side's noun phrase ends before a clause said of it: a relative pronoun ("those edible dormice THAT live in
 * lofts"), a subject pronoun opening a clause with no "that" ("the hazel dormice WE have"), or a past participle
 * after the noun ("the Trailblazer MIPS SHOWN underneath it"); the phrase's length when none follows a content word.
 * A capitalised word (a name's) ends nothing. Pure but for the lexicon.
 */
export function sidePhraseEnd(phrase: string[], capitalised: ReadonlySet<string> = new Set()): number {
  let seen = false;
  for (const [i, w] of phrase.entries()) {
    if (seen && !capitalised.has(w)) {
      if (RELATIVE.test(w) || CLAUSE_SUBJECT.test(w)) return i;
      // (an inflected form of a verb not ending in -s or -ing: "shown", "built", "listed"; not a plural, "dormice", nor "tiles")
      const lemma = lemmaOf(w);
      if (lemma !== w && !/(?:s|ing)$/.test(w) && verbShare(lemma) >= 0.5 && verbShareOfForm(w) >= 0.5) return i;
    }
    if (!isStopWord(w) && !/^\d/.test(w)) seen = true;
  }
  return phrase.length;
}

/** Words that open a comparative's complement: the infinitive's "to" and the prepositions (closed classes of English). */
const COMPLEMENT = /^(?:to|for|in|at|on|per|off|from|into|onto|with|by|during|under|over|after|before|when)$/;

/**
 * Where the complement of a comparative standing back from "than" begins ("dearer TO get into than", "more likely TO
 * slip on the road than", "go further ON a charge than", "more fuel PER litre than"), up to six words back; undefined
 * where the word before "than" is itself the comparative or "more" stands nearer. Pure but for the lexicon.
 */
export function complementAt(t: string[], than: number): number | undefined {
  if (comparativeLemma(t[than - 1] ?? '') !== null) return undefined;
  for (let k = than - 2; k > 1 && k >= than - 7; k -= 1) {
    const word = t[k] ?? '';
    // (nearer to "than", a "more" or a comparative of its own is the one compared: "more fuel than" stands as it is)
    if (t.slice(k + 1, than).some((w) => /^(?:more|less|fewer)$/.test(w))) return undefined;
    if (/^(?:more|less|fewer)$/.test(word)) {
      const next = t[k + 1] ?? '';
      return next !== '' && !isStopWord(next) && k + 2 < than && COMPLEMENT.test(t[k + 2] ?? '') ? k + 2 : undefined;
    }
    if (!COMPLEMENT.test(word) && comparativeLemma(word) !== null && COMPLEMENT.test(t[k + 1] ?? '')) return k + 1;
  }
  return undefined;
}

/** Comparatives that say more or less of the thing measured after them ("a higher yield", "a better fruit set"). */
const MORE_OF = /^(?:better|higher|greater|larger|bigger)$/;
const LESS_OF = /^(?:worse|lower|smaller)$/;

/**
 * "…give a better fruit set than…": a comparative two or three words before "than" with the thing measured
 * between them (fruit, set), its sign (+1 better/higher, −1 worse/lower) and where it stands. null otherwise. Pure.
 */
export function measuredAfterComparative(t: string[], than: number): { measured: string[]; sign: 1 | -1; at: number } | null {
  for (let at = than - 2; at >= Math.max(1, than - 4); at -= 1) {
    const word = t[at] ?? '';
    if (!MORE_OF.test(word) && !LESS_OF.test(word)) continue;
    const measured = content(t.slice(at + 1, than));
    if (measured.length === 0 || measured.some((w) => /^\d/.test(w))) return null;
    // (a verb before it gives the subject's end: "did the strips GIVE a better…"; an article stands between)
    const skip = at > 1 && /^(?:a|an|the)$/.test(t[at - 1] ?? '') ? at - 1 : at;
    return { measured, sign: MORE_OF.test(word) ? 1 : -1, at: skip };
  }
  return null;
}

/** The sides of a comparison whose comparative starts at `start` ("is X <start…> than Y <boundary at end>"). */
function comparisonOfSides(t: string[], start: number, than: number, end: number, query: string, quality: string, sign: 1 | -1, viaVerb: boolean): ComparisonQuestion | null {
  const after = t.slice(than + 1);
  let subjectTokens = t.slice(1, start);
  // "does a refractor NEED more upkeep": the verb before the comparison is not the subject
  // (a future's or a modal's "be" ends the subject: "is the new minibus GOING TO BE cheaper", "would the Upper Gallery BE easier")
  const beAt = subjectTokens.findIndex((w, i) => i > 0 && (w === 'be' || (w === 'going' && subjectTokens[i + 1] === 'to')));
  if (beAt > 0) subjectTokens = subjectTokens.slice(0, beAt);
  else if (!BE.test(t[0] ?? '') && !viaVerb && subjectTokens.length > 1) subjectTokens = subjectTokens.slice(0, -1);
  // (and the subject ends at a light verb, whose sense is in what follows it: "does the Kestrel 60 GET up to temperature quicker")
  // (nor a word of a name, "Crimson CRUSH")
  const capitalised = new Set((query.match(/(?<=\s)\p{Lu}[\p{L}-]*/gu) ?? []).map((w) => w.toLowerCase()));
  // (not for two circumstances of one thing, whose subject is all the topic measured: "get to Category 2 patients faster in…")
  const verbAt = BE.test(t[0] ?? '') || t.includes('zzother') ? -1 : subjectTokens.findIndex((w, i) => i > 0 && content(subjectTokens.slice(0, i)).length > 0 && !/^\d/.test(w) && !capitalised.has(w) && LIGHT_VERB.test(lemmaOf(w)));
  if (verbAt > 0) subjectTokens = subjectTokens.slice(0, verbAt);
  // (a clause said of a side is not its name: "those edible dormice that live in lofts", "the Trailblazer shown underneath it")
  subjectTokens = subjectTokens.slice(0, sidePhraseEnd(subjectTokens, capitalised));
  const otherPhrase = after.slice(0, end < 0 ? after.length : end);
  const otherTokens = otherPhrase.slice(0, sidePhraseEnd(otherPhrase, capitalised));
  let subjectWords = content(subjectTokens);
  // ("than chemical ONES": the pro-form stands for the subject's head, no word of the other side)
  const otherWords = content(otherTokens).filter((w) => !/^(?:one|ones)$/.test(w));
  // (a pro-form after as many words as the subject's opening ones stands for the rest: "a FRIDAY wedding at Elmstead Barn
  // … than a SATURDAY one" compares Friday with Saturday, the wedding at the barn being both's)
  const proForm = otherTokens.some((w) => /^(?:one|ones)$/.test(w));
  const leading = subjectTokens.filter((w) => !/^(?:the|a|an)$/.test(w));
  if (proForm && otherWords.length > 0 && leading.slice(otherWords.length).some((w) => /^(?:at|in|on|of|for|from|with)$/.test(w))) subjectWords = content(leading.slice(0, otherWords.length));
  // (so that head is both sides', as if written twice: "mineral SUNSCREENS protect … than chemical ones"; compared-quantity.ts)
  // (not after "is", whose subject holds no verb: "Is the Hallam DRILL lighter than the small Brakk one?")
  const shared = otherTokens.some((w) => /^(?:one|ones)$/.test(w)) && !BE.test(t[0] ?? '') ? proFormHead(subjectWords, (w) => verbShare(lemmaOf(w)) >= 0.5) : null;
  const otherStems = new Set([...otherWords, ...(shared ? [shared] : [])].map(stem));
  const subjectStems = new Set(subjectWords.map(stem));
  const subject = subjectWords.filter((w) => !otherStems.has(stem(w)));
  const other = otherWords.filter((w) => !subjectStems.has(stem(w)));
  if (subject.length === 0 || other.length === 0) return null;
  const criterion = end < 0 ? [] : content(after.slice(end + 1));
  const kind = subjectWords.filter((w) => otherStems.has(stem(w)) && !/^\d/.test(w));
  return { subject, other, quality, sign, significantly: /\bsignificantly\b/i.test(query), criterion, ...(kind.length > 0 ? { shared: kind } : {}) };
}

/**
 * Does a text name a side? Its words (a number only after the word it follows in the side's name:
 * "Aurora 3", not any 3). `side` are the distinguishing words, `name` the whole side for numbers.
 */
function names(text: string, side: string[]): boolean {
  const t = tokens(text);
  const stems = t.map(stem);
  const named = side.map((w) => {
    // (a year stands alone, "in 2023", "Year: 2023": where the side is one, any 2023 names it)
    if (/^\d/.test(w)) return t.some((x, i) => x === w && ((i > 0 && !/^\d/.test(t[i - 1] ?? '')) || (/^\d{4}$/.test(w) && side.every((y) => /^\d/.test(y)))));
    const s = stem(w);
    // a hyphenated word is named by its parts written open too ("long-straw" by "Long straw")
    const parts = w.split('-').filter((p) => p.length > 0);
    if (parts.length > 1 && parts.every((p) => stems.includes(stem(p)))) return true;
    return stems.some((x) => stemMatches(s, x));
  });
  // half its words at least, and not only the last (the kind: "telescope" of "Schmidt-Cassegrain telescope" names any telescope)
  const count = named.filter(Boolean).length;
  return side.length === 1 ? count === 1 : count * 2 >= side.length && named.slice(0, -1).some(Boolean);
}

/** The share of a side's words a text names (0 to 1). Pure but for the stemmer. */
function namedShare(text: string, side: string[]): number {
  if (side.length === 0) return 0;
  const stems = tokens(text).map(stem);
  return side.filter((w) => stems.some((x) => stemMatches(stem(w), x))).length / side.length;
}

/** Does a text name one side of a comparison (its distinguishing words, as `names` reads them)? Pure but for the stemmer. */
export function namesSide(text: string, side: string[]): boolean {
  return side.length > 0 && names(text, side);
}

/**
 * Does a sentence speak to what a comparison asks: a comparison of its own ("than", "unlike", "whereas",
 * "compared with", a comparative such as "heavier" or "more"), or the quality compared, a word of its
 * family or its opposite ("puncture resistance high" for "more puncture resistant")? "Fasting is
 * popular for weight loss" does not, for "is fasting better than dieting". Pure but for the lexicon.
 */
export function speaksToComparison(sentence: string, q: ComparisonQuestion): boolean {
  const t = tokens(sentence);
  if (t.some((w) => /^(?:than|unlike|whereas)$/.test(w) || comparativeLemma(w) !== null) || /\bcompared (?:with|to)\b/i.test(sentence)) return true;
  const quality = stem(q.quality);
  // (not its opposite alone: "the small kiln, Wren" says what Wren is, not whether it is bigger than another)
  const related = lexicalRelations(q.quality).direct;
  return t.some((w) => {
    const x = stem(w);
    return x === quality || stemMatches(quality, x) || related.has(x);
  });
}

/** +1 when a comparative word says the question's quality, −1 its opposite, 0 another quality. */
function qualitySign(word: string, quality: string): number {
  const q = stem(quality);
  const w = stem(lemmaOf(word));
  if (w === q || stemMatches(q, w)) return 1;
  const related = lexicalRelations(quality);
  if (related.direct.has(w) || related.bridged.has(w)) return 1;
  if (antonymStems(quality).has(w)) return -1;
  for (const d of related.direct) if (lexicon().antonyms.get(d)?.has(w)) return -1;
  // an indirect antonym ("more tender" for chewier: chewy is a satellite of tough, tender's antonym)
  if (oppositeStems(quality).has(w) || oppositeStems(lemmaOf(word)).has(q)) return -1;
  return 0;
}

const NEGATION = /\b(?:not|no|never|hardly|nor)\b|n['’]t\b/i;
/** Adverbs of frequency or degree that "more"/"less" may grade in place of a quality ("more often than"). */
const DEGREE = /^(?:often|frequently|regularly|much|heavily|strongly|widely|commonly)$/;
const HEDGE = /\b(?:may|might|could|possibly|perhaps|probably|likely|appears?|seems?|some studies)\b/i;
const CLAUSE = /[;:]|,\s*(?:but|while|whereas|although|though|and)\b|\b(?:but|whereas|although)\b/i;

/**
 * The verdict a sentence gives on a comparison question when it states a comparison of the two
 * sides ("X is smaller than Y", "Y outlasts…" is not read); 'other' when it compares them only on a
 * quality not tied to the question's; null when it compares neither. Pure but for the lexicon.
 */
export function comparisonStated(sentence: string, q: ComparisonQuestion, context = ''): 'yes' | 'no' | 'qualified' | 'other' | null {
  // which side each half names; a half that names neither stands for the side its context (the heading
  // it answers, the sentences before) names alone: "…, longer than the 10 years usual for a boiler" under "How long does a heat pump last?"
  const sideOf = (left: string, right: string): number => {
    const [ls, lo, rs, ro] = [names(left, q.subject), names(left, q.other), names(right, q.subject), names(right, q.other)];
    if (ls && ro && !lo) return 1;
    if (lo && rs && !ls) return -1;
    if (!ls && !lo && context) {
      if (ro && !rs && names(context, q.subject)) return 1;
      if (rs && !ro && names(context, q.other)) return -1;
    }
    return 0;
  };
  let otherQuality = false;
  for (const clause of sentence.split(CLAUSE)) {
    const lower = clause.toLowerCase();
    // "A is <comparative> than B"
    const than = /^(.*?)\b((?:(?:more|less|fewer|no|not|any)\s+)?(?:[\p{L}-]+\s+){0,2}?)([\p{L}-]+)\s+than\s+(.*)$/iu.exec(lower);
    if (than) {
      const left = than[1] ?? '';
      const right = than[4] ?? '';
      // (the words before the comparative name a side too: "harms the hearing OF CHILDREN more than that of adults")
      const orientation = sideOf(`${left} ${than[2] ?? ''}`, right);
      if (orientation === 0) continue;
      // two groups compared under one verb: a sentence comparing them on another verb ("higher caffeine INTAKE in teens")
      // says nothing of the verb asked ("affect")
      if (q.groups && !tokens(`${left} ${than[2] ?? ''}`).some((w) => qualitySign(w, q.groups?.verb ?? '') > 0)) {
        otherQuality = true;
        continue;
      }
      const words = tokens(`${than[2] ?? ''} ${than[3] ?? ''}`);
      const more = words.find((w) => /^(?:more|less|fewer)$/.test(w));
      const last = words.at(-1) ?? '';
      let sign = 0;
      // ("more OFTEN than", "less FREQUENTLY than": a degree of the verb before it, said as plainly as "more than")
      if (more && last !== more && DEGREE.test(last)) {
        const verb = words[words.indexOf(more) - 1] ?? tokens(left).at(-1) ?? '';
        const s = qualitySign(verb, q.quality);
        sign = (s === 0 ? 1 : s) * (more === 'more' ? 1 : -1);
      } else if (more && last === more) {
        // "costs more than", "needs less than": the verb before it is the quality, or the question's when it names none
        const verb = words[words.indexOf(more) - 1] ?? tokens(left).at(-1) ?? '';
        const s = qualitySign(verb, q.quality);
        sign = (s === 0 ? 1 : s) * (more === 'more' ? 1 : -1);
      } else if (more) {
        sign = qualitySign(last, q.quality) * (more === 'more' ? 1 : -1);
      } else {
        const lemma = comparativeLemma(last) ?? last;
        sign = qualitySign(lemma, q.quality);
      }
      // "higher noise levels than" for "more noise": a comparative of amount before the thing asked, named (compared-quantity.ts)
      if (sign === 0 && !more) sign = amountComparative(words, (w) => qualitySign(w, q.quality) > 0);
      // "better for staying alert": a comparison on the criterion ("more alert than") says it
      if (sign === 0 && q.quality === 'good' && more && last !== more && q.criterion.some((w) => stem(w) === stem(last))) sign = more === 'more' ? 1 : -1;
      // the two compared on another quality ("less stable" for "more durable"): it says nothing WordNet can tie to the question
      if (sign === 0) {
        // ("better"/"worse" name no quality of their own: any comparison may be what they mean, read as before)
        if (q.quality !== 'good' && q.quality !== 'bad') otherQuality = true;
        continue;
      }
      const negated = NEGATION.test(`${left} ${than[2] ?? ''}`);
      const verdict = sign * orientation * q.sign * (negated ? -1 : 1);
      if (HEDGE.test(withoutMonthMay(clause))) return 'qualified';
      return verdict > 0 ? 'yes' : 'no';
    }
    // "A is (twice) as <quality> as B", "A is not as <quality> as B"
    const as = /^(.*?)\bas\s+([\p{L}-]+)\s+as\s+(.*)$/iu.exec(lower);
    if (as) {
      const left = as[1] ?? '';
      const right = as[3] ?? '';
      const orientation = sideOf(left, right);
      const s = qualitySign(as[2] ?? '', q.quality);
      if (orientation === 0 || s === 0) continue;
      if (NEGATION.test(left)) return s * orientation * q.sign > 0 ? 'no' : 'yes';
      if (/\b(?:twice|three times|four times|\d+ times|double|triple)\s*$/.test(left.trim())) return s * orientation * q.sign > 0 ? 'yes' : 'no';
      if (/\b(?:half|a third|a quarter)\s*$/.test(left.trim())) return s * orientation * q.sign > 0 ? 'no' : 'yes';
      return 'no';
    }
  }
  return otherQuality ? 'other' : null;
}

/**
 * A bare comparative said of one side ("Modern Portland cement concrete is weaker in seawater" for "Is
 * Roman concrete stronger than modern concrete?"): the sentence names one side only, has no "than"
 * (the other side is what it is set against, in its context) and a comparative of the quality
 * compared or its opposite ("weaker", "more durable"; not a superlative, not another quality, not a
 * change over time: "grew stronger over centuries"). Read
 * for which side it is said of, the comparative's direction and a negation before it; null otherwise.
 * Pure but for the lexicon.
 */
export function bareComparativeStated(sentence: string, q: ComparisonQuestion): 'yes' | 'no' | 'qualified' | null {
  if (/\bthan\b/i.test(sentence) || q.subject.length === 0 || q.other.length === 0) return null;
  const [subject, other] = [names(sentence, q.subject), names(sentence, q.other)];
  if (subject === other) return null;
  for (const clause of sentence.split(CLAUSE)) {
    const t = tokens(clause);
    for (const [i, w] of t.entries()) {
      let sign = 0;
      if (/^(?:more|less|fewer)$/.test(w) && t[i + 1]) sign = qualitySign(t[i + 1] ?? '', q.quality) * (w === 'more' ? 1 : -1);
      else if (/er$/.test(w) && comparativeLemma(w) !== null) sign = qualitySign(comparativeLemma(w) ?? w, q.quality);
      // "grew stronger over centuries": a change over time, not a comparison with the other side
      if (sign === 0 || /^(?:grow|grows|grew|grown|growing|become|becomes|became|becoming|get|gets|got|getting|turn|turns|turned|turning)$/.test(t[i - 1] ?? '')) continue;
      const negated = NEGATION.test(t.slice(0, i).join(' '));
      const verdict = sign * (subject ? 1 : -1) * q.sign * (negated ? -1 : 1);
      if (HEDGE.test(withoutMonthMay(clause))) return 'qualified';
      return verdict > 0 ? 'yes' : 'no';
    }
  }
  return null;
}

/**
 * A superlative said of one side answers a comparison of the two when both are among what it ranks ("The Brindle Pro
 * 13 is the strongest of the five ropes" for "Is the Brindle stronger than the Haulmark?"; the caller checks that the
 * other side is among them: its document names it): said of the subject in the quality asked, yes; of the other side,
 * no; its opposite ("the weakest") the other way round. A negated superlative ("is not the strongest") says nothing
 * of the pair: null, as for a sentence naming both sides or neither, or no superlative of the quality. Pure but for the lexicon.
 */
export function superlativeStated(sentence: string, q: ComparisonQuestion): 'yes' | 'no' | 'qualified' | null {
  if (q.subject.length === 0 || q.other.length === 0) return null;
  const [subject, other] = [names(sentence, q.subject), names(sentence, q.other)];
  if (subject === other) return null;
  for (const clause of sentence.split(CLAUSE)) {
    const t = tokens(clause);
    for (const [i, w] of t.entries()) {
      if (w !== 'the') continue;
      const next = t[i + 1] ?? '';
      let sign = 0;
      if (/^(?:most|least)$/.test(next) && t[i + 2]) sign = qualitySign(t[i + 2] ?? '', q.quality) * (next === 'most' ? 1 : -1);
      else if (/est$/.test(next) && comparativeLemma(next) !== null) sign = qualitySign(comparativeLemma(next) ?? next, q.quality);
      if (sign === 0) continue;
      if (NEGATION.test(t.slice(0, i).join(' '))) return null;
      if (HEDGE.test(withoutMonthMay(clause))) return 'qualified';
      return sign * (subject ? 1 : -1) * q.sign > 0 ? 'yes' : 'no';
    }
  }
  return null;
}

/** Is a difference reported as not significant ("the difference was not statistically significant", "no significant difference")? */
export function notSignificant(sentence: string): boolean {
  return /\b(?:not|no|nor|n['’]t)\s+(?:statistically\s+)?significant(?:ly)?\b|\bno\s+(?:statistically\s+)?significant\b|\binsignificant\b|\bnon-?significant\b/i.test(sentence);
}

interface Measure {
  low: number;
  high: number;
  unit: string;
  /** The clause it was read from, and the index of its sentence. */
  clause: string;
  sentence: number;
}

export interface FiguresVerdict {
  verdict: 'yes' | 'no' | 'qualified';
  /** Indexes of the sentences giving the subject's figure and the other side's. */
  subjectSentence: number;
  otherSentence: number;
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const MEASURE = new RegExp(String.raw`([€$£])?\s?${NUMBER}(?:\s?(?:–|-|to)\s?[€$£]?\s?${NUMBER})?\s?(%|[\p{L}°]+)?`, 'giu');

/** The measures of a clause with a unit ("3 kg", "€300–€2,000", "15 percent"); a bare number (a year) is none. */
function measures(clause: string, sentence: number): Measure[] {
  const out: Measure[] = [];
  for (const m of clause.matchAll(MEASURE)) {
    // "2 metres deeper (than…)", "3 kg more": a difference, not the side's own figure
    const next = /^\s+([\p{L}]+)/u.exec(clause.slice((m.index ?? 0) + m[0].length))?.[1]?.toLowerCase() ?? '';
    if (m[4] && next && comparativeLemma(next) !== null) continue;
    const currency = m[1];
    const low = Number((m[2] ?? '').replace(/,/g, ''));
    const high = m[3] ? Number(m[3].replace(/,/g, '')) : low;
    const word = (m[4] ?? '').toLowerCase();
    const unit = currency ? '€' : word === '%' || word === 'percent' ? '%' : word && !isStopWord(word) ? unitOf(word) : '';
    if (unit) out.push({ low: Math.min(low, high), high: Math.max(low, high), unit, clause, sentence });
  }
  return out;
}

/** Units by what they measure (a unit is compared only with one of its own kind; money in any currency word is "€"). */
const DIMENSIONS: Record<string, string[]> = {
  time: ['year', 'month', 'week', 'day', 'hour', 'minute', 'second', 'h', 'min', 's'],
  length: ['mm', 'cm', 'm', 'km', 'metre', 'meter', 'millimetre', 'millimeter', 'centimetre', 'centimeter', 'kilometre', 'kilometer', 'mile', 'foot', 'feet', 'inch', 'yard'],
  weight: ['g', 'kg', 'gram', 'kilogram', 'tonne', 'ton', 'pound', 'lb', 'ounce', 'oz'],
  money: ['€', 'euro', 'dollar', 'cent', 'pence', 'p', 'gbp', 'usd', 'eur'],
  temperature: ['degree', '°c', '°f', '°'],
  speed: ['mph', 'kph', 'knot'],
  sound: ['db', 'decibel', 'dba'],
};
/** Each unit in its kind's common unit (days, metres, kilograms). */
const IN_BASE: Record<string, number> = {
  second: 1 / 86_400, s: 1 / 86_400, minute: 1 / 1_440, min: 1 / 1_440, hour: 1 / 24, h: 1 / 24, day: 1, week: 7, month: 30.44, year: 365.25,
  mm: 0.001, millimetre: 0.001, millimeter: 0.001, cm: 0.01, centimetre: 0.01, centimeter: 0.01, m: 1, metre: 1, meter: 1, km: 1_000, kilometre: 1_000, kilometer: 1_000,
  inch: 0.0254, foot: 0.3048, feet: 0.3048, yard: 0.9144, mile: 1_609.34,
  g: 0.001, gram: 0.001, kg: 1, kilogram: 1, tonne: 1_000, ton: 1_000, pound: 0.4536, lb: 0.4536, ounce: 0.02835, oz: 0.02835,
};
const DIMENSION_OF = new Map(Object.entries(DIMENSIONS).flatMap(([dimension, units]) => units.map((u) => [u, dimension] as const)));

function unitOf(word: string): string {
  const singular = word.replace(/(?<=[a-z]{3})s$/, '');
  return DIMENSION_OF.has(word) ? word : DIMENSION_OF.has(singular) ? singular : stem(word);
}

/** What a quality is measured in ("heavy": weight; "long": time or length); null when unknown. */
const QUALITY_DIMENSIONS: Record<string, string[]> = {
  large: ['weight', 'length'], big: ['weight', 'length'], heavy: ['weight'], long: ['time', 'length'], tall: ['length'], high: ['length'],
  old: ['time'], expensive: ['money'], costly: ['money'], cost: ['money'], price: ['money'], wide: ['length'], deep: ['length'], far: ['length'],
  hot: ['temperature'], warm: ['temperature'], last: ['time'], weigh: ['weight'], noisy: ['sound'], loud: ['sound'],
};

/** Qualities of speed: +1 fast, −1 slow. */
const SPEED: Record<string, number> = { fast: 1, quick: 1, rapid: 1, slow: -1 };

/** Qualities whose "more" is the larger figure; their WordNet antonyms are the smaller (cheap, light, short, young…). */
const LARGER = /^(?:large|big|heavy|long|tall|high|old|expensive|costly|cost|wide|deep|far|hot|warm|many|much|great|last|weigh|noisy|loud)$/;

/**
 * The quality of known measure a question's quality says: its own word; an adverb's adjective ("more heavily" →
 * heavy); or the one quality of known measure among its direct WordNet synonyms ("dearer" → costly). The word itself
 * when none is. Pure but for the lexicon.
 */
export function measuredQuality(quality: string): string {
  const known = (w: string): boolean => QUALITY_DIMENSIONS[w] !== undefined || SPEED[w] !== undefined;
  if (known(quality)) return quality;
  const adjective = /ily$/.test(quality) ? quality.replace(/ily$/, 'y') : /ly$/.test(quality) ? quality.replace(/ly$/, '') : null;
  if (adjective && known(adjective)) return adjective;
  const direct = lexicalRelations(quality).direct;
  const synonyms = [...Object.keys(QUALITY_DIMENSIONS), ...Object.keys(SPEED)].filter((k) => LARGER.test(k) || SPEED[k] !== undefined).filter((k) => direct.has(stem(k)));
  return synonyms.length === 1 ? (synonyms[0] ?? quality) : quality;
}

/** A quality's kinds of figure narrowed to those its measuring verb asks for ("long" of "last longer": time only), when they share one. */
function narrowed(dimensions: string[] | null, measures: string[] | undefined): string[] | null {
  if (!dimensions || !measures) return dimensions;
  const both = dimensions.filter((d) => measures.includes(d));
  return both.length > 0 ? both : dimensions;
}

/** The quality's own word or its antonym's dimensions, with +1 when "more of it" is the larger figure, −1 the smaller; direction 0 unknown. */
function scale(q: ComparisonQuestion): { direction: number; dimensions: string[] | null; inverse?: string } {
  const own = scaleOf(q);
  // (a quality of no known measure, "dearer", "more heavily", read as the one it stands for: measuredQuality)
  const known = own.dimensions === null && !q.measured ? measuredQuality(q.quality) : q.quality;
  return known === q.quality ? own : scaleOf({ ...q, quality: known });
}

function scaleOf(q: ComparisonQuestion): { direction: number; dimensions: string[] | null; inverse?: string } {
  // speed: the higher speed, or the shorter time ("ready in two weeks" is faster than "in a year")
  // "a better fruit set", "a higher yield": more of the thing measured
  if (q.measured) return { direction: q.sign, dimensions: null };
  const speed = SPEED[q.quality];
  if (speed !== undefined) return { direction: speed * q.sign, dimensions: ['speed', 'time'], inverse: 'time' };
  if (LARGER.test(q.quality)) return { direction: q.sign, dimensions: narrowed(QUALITY_DIMENSIONS[q.quality] ?? null, q.measures) };
  for (const big of Object.keys(QUALITY_DIMENSIONS)) if (antonymStems(big).has(stem(q.quality))) return { direction: -q.sign, dimensions: narrowed(QUALITY_DIMENSIONS[big] ?? null, q.measures) };
  // "more upkeep", "retain more water": an amount of the named thing, read only where it is named
  return comparativeLemma(q.quality) === null && antonymStems(q.quality).size === 0 ? { direction: q.sign, dimensions: null } : { direction: 0, dimensions: null };
}

/**
 * Does a table column measure the quality compared? 'named' when its name says the thing measured ("fruit set
 * percent" for "a better fruit set") or the quality's own word ("puncture resistance" for more puncture
 * resistant): more of the quality is more of the column; 'kind' when it names a unit or word of the quality's
 * kind ("weight kg" for heavier: the quality's scale says which way it runs); null otherwise. Pure but for the lexicon.
 */
export function columnMeasures(name: string, q: ComparisonQuestion): 'named' | 'kind' | null {
  // (what each figure is given for, after "per", is not what it measures: "Cost per square metre" is money; compared-quantity.ts)
  // (a unit closing the name after its "to" is still the measure: "Heat up to 350C seconds" is a time)
  const last = tokens(name.replace(/_/g, ' ')).at(-1) ?? '';
  const closing = /\s(?:to|until|till|before)\s/i.test(name) && !/\bper\b/i.test(name) && DIMENSION_OF.has(unitOf(last));
  const words = [...tokens(measuredPart(name.replace(/_/g, ' '))), ...(closing ? [last] : [])];
  const stems = new Set(words.map(stem));
  const measured = q.measured ?? [];
  // ("a better firewood FOR HEAT OUTPUT": the column the criterion names is what is better, more of it, unless a price or time)
  const moneyOrTime = words.some((w) => /^(?:money|time)$/.test(DIMENSION_OF.get(unitOf(w)) ?? measureDimension(w) ?? ''));
  if (measured.length > 0 && q.criterion.some((w) => !isStopWord(w) && w.length > 2 && stems.has(stem(w))) && !moneyOrTime && !/[€£$¥]/.test(name)) return 'named';
  // (or by the measured noun's direct synonym or the kind WordNet puts it under: "yield t per ha" for a bigger crop, a crop being a yield)
  if (measured.length > 0) return measured.every((w) => stems.has(stem(w))) || (measured.length === 1 && measuredNamedOtherwise(measured[0] ?? '', stems)) ? 'named' : null;
  if (stems.has(stem(q.quality))) return 'named';
  const { dimensions } = scale(q);
  // (a word of the kind: its unit, "kg", or a noun measuring it, "cost", "lifespan": figure-pair.ts measureDimension; not
  // where the column's unit is of another kind: "Yield (kg)" is a weight, whatever else "yield" may mean)
  const otherUnit = words.some((w) => DIMENSION_OF.has(unitOf(w)) && !(dimensions ?? []).includes(DIMENSION_OF.get(unitOf(w)) ?? ''));
  // (a currency sign in the name, "Half board (€)", is money's unit: the words drop it)
  if (dimensions !== null && dimensions.includes('money') && /[€£$¥]/.test(name)) return 'kind';
  return dimensions !== null && words.some((w) => dimensions.includes(w) || dimensions.includes(DIMENSION_OF.get(unitOf(w)) ?? '') || (!otherUnit && dimensions.includes(measureDimension(w) ?? ''))) ? 'kind' : null;
}

/** Does a column's words (stems) name a measured noun by a direct WordNet synonym or its broader word ("yield" for crop)? Pure but for the lexicon. */
function measuredNamedOtherwise(word: string, stems: Set<string>): boolean {
  const w = word.toLowerCase();
  return [...lexicalRelations(w).direct, ...broaderWords(w).map((b) => stem(b))].some((r) => r.length >= 4 && stems.has(r));
}

/**
 * Does a cell give a figure in a unit of the quality's kind ("28 min" for faster; "3.2 kg" for heavier), so that a column
 * whose name says no unit ("Category 2 median") still measures it? Pure but for the lexicon.
 */
export function cellMeasures(value: string, q: ComparisonQuestion): boolean {
  const { dimensions } = scale(q);
  if (dimensions === null) return false;
  return [...value.toLowerCase().matchAll(/\d\s*([a-z]+)/g)].some((m) => dimensions.includes(DIMENSION_OF.get(unitOf(m[1] ?? '')) ?? ''));
}

/**
 * Is a question word the comparative of a quality measured by figures of a known kind ("cheaper": money; "lighter":
 * weight; "last longer": time), so that each side's figure says it in no word of its own? Pure but for the lexicon.
 */
export function comparativeByFigures(word: string, q: ComparisonQuestion): boolean {
  const lemma = comparativeLemma(word.toLowerCase()) ?? lemmaOf(word.toLowerCase());
  const { direction, dimensions } = scale(q);
  return direction !== 0 && dimensions !== null && stem(lemma) === stem(q.quality);
}

/**
 * Which way the quality compared runs: +1 when "more of it" is the larger figure, −1 the smaller, 0 unknown;
 * `inverse`: the kind of figure that runs the other way ("faster" is the shorter time). Pure but for the lexicon.
 */
export function qualityDirection(q: ComparisonQuestion): { direction: number; inverse?: string } {
  const { direction, inverse } = scale(q);
  return inverse ? { direction, inverse } : { direction };
}

/**
 * A clause naming both sides, each with a figure of its own joined by "and" ("£6,800 for a Saturday and £4,200 for a
 * Friday"), as its two halves; the clause as it is otherwise (a list of both sides under one figure, "X and Y weigh 5
 * kg", stays whole). Pure but for the stemmer.
 */
export function sidesApart(clause: string, q: ComparisonQuestion): string[] {
  const halves = clause.split(/\s+and\s+/i);
  if (halves.length !== 2 || !names(clause, q.subject) || !names(clause, q.other)) return [clause];
  const [a, b] = halves as [string, string];
  const figure = (x: string): boolean => measures(x, 0).length > 0;
  const one = (x: string): boolean => names(x, q.subject) !== names(x, q.other);
  return figure(a) && figure(b) && one(a) && one(b) ? [a, b] : [clause];
}

/**
 * The verdict the figures give when each side has its own of the quality's kind ("The common octopus
 * weighs up to 3 kg. The giant Pacific octopus often weighs 15 kg" → heavier: yes). A range wholly
 * above or below the other's, or with both ends on one side, decides; one range inside the other is
 * qualified. `sides`: the side each sentence is of where its document names one side only (a clause naming a side
 * still goes by its own). null when the figures do not decide. Pure but for the lexicon.
 */
export function figuresVerdict(sentences: string[], q: ComparisonQuestion, sameUnit: boolean[] = [], sides: ('subject' | 'other' | null)[] = []): FiguresVerdict | null {
  const { direction, dimensions, inverse } = scale(q);
  if (direction === 0) return null;
  const circumstances = q.topic !== undefined;
  const fits = (m: Measure): boolean => (dimensions ? dimensions.includes(DIMENSION_OF.get(m.unit) ?? '') : names(m.clause, [q.quality]) || circumstances);
  const mine: Measure[] = [];
  const theirs: Measure[] = [];
  // circumstances: "65 percent in summer AND 22 percent in winter" are two clauses; a sentence naming
  // neither ("A 3 km zone applies.") goes on with the circumstance of the sentence before it in its unit
  const split = circumstances ? /;|,\s|\b(?:while|whereas|against|compared with|but|and)\b/i : /;|,\s|\b(?:while|whereas|against|compared with|but)\b/i;
  let carried: 'subject' | 'other' | null = null;
  const topical = new Set<number>();
  for (const [index, sentence] of sentences.entries()) {
    // (a sentence of a document on one side only, "It weighs 18 kg" in the Falcon's review, is of that side: `sides`)
    let side: 'subject' | 'other' | null = circumstances && sameUnit[index] ? carried : circumstances ? null : (sides[index] ?? null);
    // (a sentence opening on a pronoun in the unit of the one before is of that one's side: "The City weighs 19 kg. It costs £1,890.")
    if (!circumstances && side === null && sameUnit[index] && /^\s*(?:it|they|this|these)\b/i.test(sentence)) side = carried;
    if (!q.topic?.length || names(sentence, q.topic)) topical.add(index);
    const clauses = sentence.split(split).flatMap((c) => sidesApart(c, q));
    // (a figure set against the other side's in one sentence, "…costs about 90p, AGAINST about 40p for river water", is
    // the subject's where its clause names neither and the sentences of its unit before it name the subject alone)
    if (!circumstances && side === null && sameUnit[index] && clauses.some((c) => names(c, q.other) && !names(c, q.subject)) && !names(clauses[0] ?? '', q.other) && !names(clauses[0] ?? '', q.subject)) {
      let j = index;
      while (j > 0 && sameUnit[j]) j -= 1;
      const before = sentences.slice(j, index).join(' ');
      if (names(before, q.subject) && !names(before, q.other)) side = 'subject';
    }
    for (const clause of clauses) {
      let s = names(clause, q.subject);
      let o = names(clause, q.other);
      // (both named, one by all its words and the other by part: "The Lindqvist City" names the City, not the Lindqvist Tour)
      if (s && o) [s, o] = [namedShare(clause, q.subject) >= namedShare(clause, q.other), namedShare(clause, q.other) >= namedShare(clause, q.subject)];
      if (s && o) {
        side = null;
        continue;
      }
      if (s) side = 'subject';
      else if (o) side = 'other';
      if (side) (side === 'subject' ? mine : theirs).push(...measures(clause, index).filter(fits));
    }
    carried = side;
  }
  // figures in units of one kind are compared in a common one (weeks against months, g against kg)
  const base = (m: Measure): { low: number; high: number; kind: string } => {
    const factor = IN_BASE[m.unit];
    return factor === undefined ? { low: m.low, high: m.high, kind: m.unit } : { low: m.low * factor, high: m.high * factor, kind: DIMENSION_OF.get(m.unit) ?? m.unit };
  };
  // two circumstances: figures of one sentence set side by side, or each from a sentence naming the thing
  // measured ("The exclusion zone is extended to 8 km", not "the ground inflates by 5 cm"); with no unit of a
  // known kind, only figures side by side in one sentence ("65 percent in summer and 22 percent in winter")
  const comparable = (a: Measure, b: Measure): boolean =>
    !circumstances || a.sentence === b.sentence || (dimensions !== null && topical.has(a.sentence) && topical.has(b.sentence));
  // (of several figures of one kind, the two said of the same thing: the pair whose clauses' other words agree most, "weight
  // 3.2 kg" with "Weight: 4.1 kg" rather than "Maximum rider weight: 30 kg"; the first in order on a tie)
  const label = (m: Measure): Set<string> => new Set(tokens(m.clause).filter((w) => !isStopWord(w) && !/^\d/.test(w) && !DIMENSION_OF.has(unitOf(w)) && !names(w, q.subject) && !names(w, q.other) && !(q.shared ?? []).some((x) => stem(x) === stem(w))).map(stem));
  const agreement = (a: Measure, b: Measure): number => {
    const [x, y] = [label(a), label(b)];
    const both = [...x].filter((w) => y.has(w)).length;
    return both === 0 ? 0 : both / new Set([...x, ...y]).size;
  };
  const pairs = mine.flatMap((m, i) => theirs.map((t, j) => ({ m, t, order: i * theirs.length + j })).filter(({ m, t }) => base(t).kind === base(m).kind && comparable(m, t)));
  const best = pairs.map((p) => ({ ...p, score: agreement(p.m, p.t) })).sort((x, y) => y.score - x.score || x.order - y.order)[0];
  if (best) {
    const { m: measure, t: match } = best;
    const a = base(measure);
    const b = base(match);
    const sign = a.low > b.high || (a.low > b.low && a.high > b.high) ? 1 : a.high < b.low || (a.low < b.low && a.high < b.high) ? -1 : 0;
    const flip = inverse !== undefined && a.kind === inverse ? -1 : 1;
    const verdict = sign === 0 ? 'qualified' : sign * direction * flip > 0 ? 'yes' : 'no';
    return { verdict, subjectSentence: measure.sentence, otherSentence: match.sentence };
  }
  return null;
}
