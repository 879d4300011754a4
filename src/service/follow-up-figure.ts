// A follow-up asking how many or how much of a thing ("How many wallers hold the top grade?", "How much did the
// helicopter flight cost?") is answered only by a figure OF that thing: a number counting the noun asked ("46
// passengers", not "four levels" in a sentence that names wallers), a sum in a sentence naming what is asked about
// (not the team's running costs for a helicopter flight's cost). Owns that test and the plain statement, uncited,
// when no sentence of the job's sources gives such a figure. Pure but for the shipped lexicon.
import { ranks, type AnswerType } from './chat-context';
import { conceptsOf } from './concepts';
import { isTalkWord, measureDimension } from './follow-up-talk';
import { isPersonNoun, lexicalRelations } from './lexicon';
import { lemmaOf } from './lemmas';
import { stem, words } from './text';
import { verbShareOfForm } from './verbs';
import { SUM } from './money';
import { statesAmount } from './amounts';
import { withoutOpener } from './follow-up-opener';

const NUMBER = /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|hundreds|thousand|thousands|dozen|dozens|million|millions)$/i;
/** The words for persons as such: "how many people" counts any person noun ("46 passengers"). */
const PERSON_KIND = /^(?:people|persons?|individuals?|humans?|folks?)$/;

/** The noun a how-many question counts ("How many wallers hold …" → wallers), or null. Pure. */
export function countedNoun(followUp: string): string | null {
  return /\bhow\s+many\s+(?:of\s+(?:the|their|its|these|those)\s+)?(?:\p{L}+-)?(\p{L}{3,})/iu.exec(followUp)?.[1]?.toLowerCase() ?? null;
}

/** Stems that name a noun: its own, its lemma's, and its WordNet relations. */
function nounStems(noun: string): Set<string> {
  return new Set([stem(noun), stem(lemmaOf(noun)), ...lexicalRelations(lemmaOf(noun)).direct]);
}

/** The follow-up's own nouns (not its conversational, measuring or verb words): what a sum must be said of. Pure but for the shipped lexicon. */
export function sumNouns(followUp: string): string[] {
  return conceptsOf(followUp, { dropInstructionWords: true })
    .filter((c) => !c.soft && !isTalkWord(c.term) && measureDimension(c.term) === null && verbShareOfForm(c.term) < 0.5)
    .map((c) => c.term);
}

/**
 * Does a sentence give the figure a count or a sum question asks of its thing? A count: a number right before the
 * counted noun (two words between at most), or the noun then a number after a colon or a bracket ("passengers: 46");
 * a sum: a sum of money in a sentence naming one of the follow-up's own nouns (true when it names none to check; `asked`: the nouns to check, by default its own).
 * Other kinds: true (not this module's to judge). Pure but for the shipped lexicon.
 */
export function givesFigureOfAsked(followUp: string, type: AnswerType, sentence: string, asked: string[] = sumNouns(followUp)): boolean {
  const tokens = sentence.match(/[\p{L}\p{N}][\p{L}\p{N},.'’-]*|[:(]/gu) ?? [];
  const lower = tokens.map((t) => t.toLowerCase().replace(/[.,]+$/, ''));
  if (type === 'count') {
    const noun = countedNoun(followUp);
    if (!noun) return true;
    const wanted = nounStems(noun);
    const anyPerson = PERSON_KIND.test(noun);
    const counts = (w: string): boolean => wanted.has(stem(w)) || wanted.has(stem(lemmaOf(w))) || (anyPerson && w.length >= 4 && isPersonNoun(w, 4));
    for (let i = 0; i < lower.length; i += 1) {
      const t = lower[i] ?? '';
      if ((NUMBER.test(t) || NUMBER.test(t.split('-')[0] ?? '')) && !/^(?:1[0-9]|20)\d\d$/.test(t) && lower.slice(i + 1, i + 4).some(counts)) return true;
      if (counts(t) && /^[:(]$/.test(lower[i + 1] ?? '') && lower.slice(i + 2, i + 5).some((x) => /^\d/.test(x))) return true;
    }
    return false;
  }
  if (type === 'money') {
    if (!SUM.test(sentence)) return false;
    const nouns = asked;
    if (nouns.length === 0) return true;
    const said = new Set(words(sentence).map((w) => stem(lemmaOf(w.toLowerCase()))));
    return nouns.some((n) => [...nounStems(n)].some((s) => said.has(s)));
  }
  return true;
}

/**
 * The plain statement, uncited, that the sources give no sum of the thing asked: when the follow-up asks a sum and no
 * sentence of the job's sources gives one of it; null otherwise (a sum is there, or another kind is asked; a count not
 * given is said by follow-up-count.ts). Pure but for the shipped lexicon.
 */
export function figureMissing(followUp: string, type: AnswerType | null, sourceSentences: string[]): string | null {
  if (type === 'time') return spanMissing(followUp, sourceSentences);
  // (a count not given is follow-up-count.ts's to say, read against what the follow-up says of the thing counted)
  // (a plain "How much …?" only: a question inside a longer one, "I was wondering what … - does the paper give a figure?", is read whole elsewhere)
  if (type !== 'money' || !/^\s*(?:(?:and|so|but)[\s,]+)?how much\b/i.test(withoutOpener(followUp.trimStart()))) return null;
  // only the nouns some source uses ("helicopter"): one no source uses ("newspaper", "figure") is the coverage's to note
  const used = new Set(sourceSentences.flatMap((s) => words(s).map((w) => stem(lemmaOf(w.toLowerCase())))));
  const nouns = sumNouns(followUp).filter((n) => [...nounStems(n)].some((x) => used.has(x)));
  if (nouns.length === 0) return null;
  if (sourceSentences.some((s) => givesFigureOfAsked(followUp, type, s, nouns))) return null;
  const question = followUp.trim().replace(/\s+/g, ' ');
  return `Your sources do not give a sum for what "${question}" asks.`;
}

/**
 * The plain statement, uncited, that the sources give no length of time for what a "how long" follow-up asks ("Once
 * they start, how long will the repairs take?", "How long after the surveyor visits does the installer start?"):
 * when no sentence of the job's sources states a span of time (or a length: "how long is the trail") in a sentence
 * naming one of the follow-up's own nouns that some source uses (any sentence, when it names none such); null
 * otherwise, or for a question that asks no "how long" (a leading clause before it is the asker's setting). Pure but
 * for the shipped lexicon.
 */
export function spanMissing(followUp: string, sourceSentences: string[]): string | null {
  if (!/(?:^|[,;:]\s*)(?:(?:and|so|but)[\s,]+)?how\s+long\b/i.test(withoutOpener(followUp.trimStart()))) return null;
  const used = new Set(sourceSentences.flatMap((s) => words(s).map((w) => stem(lemmaOf(w.toLowerCase())))));
  // (never a ranking word, "the FIRST crossing": "The crossing took 14 minutes" gives its time)
  const nouns = sumNouns(followUp).filter((n) => !ranks(n) && [...nounStems(n)].some((x) => used.has(x)));
  const names = (sentence: string): boolean => {
    if (nouns.length === 0) return true;
    const said = new Set(words(sentence).map((w) => stem(lemmaOf(w.toLowerCase()))));
    return nouns.some((n) => [...nounStems(n)].some((x) => said.has(x)));
  };
  if (sourceSentences.some((s) => names(s) && statesAmount(s, ['time', 'length']))) return null;
  const question = followUp.trim().replace(/\s+/g, ' ');
  return `Your sources do not say how long: none of them gives a length of time for what "${question}" asks.`;
}
