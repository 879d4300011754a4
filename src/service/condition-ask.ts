// A question that asks what happens in a case ("What if it rains?", "What happens if the ferry is late?") answered by
// the sentence whose own condition is that case in other words ("If it is cloudy, the event moves indoors…"): the
// question's frame is a condition, so the sentence that answers it is one of the sources' conditional sentences, and
// among those the one whose condition's words are nearest in meaning to the asked case's (the same word, a direct
// WordNet synonym, or a word GloVe puts close to it: rain and cloudy, both of weather), never an antonym or an opposite
// ("late" is no "early"). Owns reading the asked case, the sources' conditions, and the choice; chat.ts says plainly
// which word the sources use instead. Pure but for the shipped vectors and lexicon.
import { wordSimilarity } from './embeddings';
import { lemmaOf } from './lemmas';
import { antonymStems, lexicalRelations, oppositeStems } from './lexicon';
import { isStopWord, stem, words } from './text';

/** How near (cosine) a condition's word must be to the asked case's word where neither is the other's own word or synonym. */
export const LEAST_CONDITION_SIMILARITY = 0.45;

/** Pronouns and auxiliaries in a condition: no case of their own. */
const EMPTY_WORD = /^(?:i|you|we|they|he|she|it|one|there|is|are|was|were|be|been|do|does|did|get|gets|got|goes|go|will|would|can|could|should|may|might|not|too|very|really|still|just|our|my|your|their)$/;

/** The content words of a clause, lower-cased: the case it states. */
function caseWords(clause: string): string[] {
  return words(clause)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= 3 && !isStopWord(w) && !EMPTY_WORD.test(w) && !/\d/.test(w));
}

/**
 * The case a question asks about ("What if it rains?" → ["rains"]; "What happens if the ferry is late?" → ["ferry",
 * "late"]), or null where the question does not ask what follows from a case. Pure.
 */
export function askedCase(question: string): string[] | null {
  const m = /^\s*(?:and\s+|so\s+|but\s+)?what\s+(?:happens\s+|will\s+happen\s+|would\s+happen\s+|do\s+(?:i|we|you)\s+do\s+|should\s+(?:i|we)\s+do\s+)?(?:if|when|in\s+case)\s+([^?]+)\??\s*$/iu.exec(question);
  if (!m) return null;
  const found = caseWords(m[1] ?? '');
  return found.length > 0 ? found : null;
}

/** The condition a sentence states ("If it is cloudy, …" → "it is cloudy"), or null. Pure. */
export function conditionOf(sentence: string): string | null {
  const m = /\b(?:if|unless|in\s+case\s+of|in\s+the\s+event\s+of|should)\s+([^,;:.]+)/iu.exec(sentence);
  return m ? (m[1] ?? '').trim() : null;
}

/** How near a source's word is to an asked word: 1 for its own word or a direct synonym, else the cosine; 0 for an antonym or an opposite. Pure but for the shipped data. */
export function nearness(asked: string, said: string): number {
  const a = stem(asked);
  const s = stem(said);
  if (a === s) return 1;
  if (opposed(asked, said)) return 0;
  if (lexicalRelations(asked).direct.has(s)) return 1;
  // (a form's vector may stand apart from its lemma's: "rains", the noun of a season's rains; read at the lemma too)
  const forms = (w: string): string[] => [...new Set([w, lemmaOf(w.toLowerCase()), w.toLowerCase().replace(/(?<=[^s])s$/, '')])];
  return Math.max(...forms(asked).flatMap((a) => forms(said).map((b) => wordSimilarity(a, b) ?? 0)));
}

/** Is a source's word an antonym or an opposite of an asked word ("early" of late)? Pure but for the shipped lexicon. */
export function opposed(asked: string, said: string): boolean {
  const a = stem(asked);
  const s = stem(said);
  return antonymStems(asked).has(s) || oppositeStems(asked).has(s) || antonymStems(said).has(a);
}

export interface ConditionAnswer<T> {
  sentence: T;
  /** The asked case's word and the source's word for it, where they differ ("rains", "cloudy"); null where the source uses the asked word. */
  readAs: [string, string] | null;
}

/**
 * The sentence whose condition is the asked case (see the header): each asked word must be said by the condition, in
 * its own word or one near enough, except words the whole question shares with the conversation's subject (`subject`
 * stems: "the ferry" of "What if the ferry is late?" may stand outside the condition); the nearest wins. null where
 * the question asks no case or no condition is near enough. Pure but for the shipped data.
 */
export function conditionAnswer<T extends { text: string }>(question: string, sentences: T[], subject: Set<string> = new Set()): ConditionAnswer<T> | null {
  const asked = askedCase(question);
  if (!asked) return null;
  let best: { sentence: T; score: number; readAs: [string, string] | null } | null = null;
  for (const sentence of sentences) {
    const condition = conditionOf(sentence.text);
    if (!condition) continue;
    const said = caseWords(condition);
    if (said.length === 0) continue;
    let score = 1;
    let readAs: [string, string] | null = null;
    // (a condition naming the opposite of the asked case is another case: "If you arrive early" for "what if we are late?")
    let fits = !asked.some((word) => said.some((w) => opposed(word, w)));
    for (const word of fits ? asked : []) {
      let near = 0;
      let by = '';
      for (const s of said) {
        const n = nearness(word, s);
        if (n > near) {
          near = n;
          by = s;
        }
      }
      if (near >= 1) continue;
      // (a word of the subject the sentence names outside its condition: "the ferry" in "If the crossing is late, the ferry…")
      if (subject.has(stem(word)) && words(sentence.text).some((w) => stem(w.toLowerCase()) === stem(word))) continue;
      if (near < LEAST_CONDITION_SIMILARITY) {
        fits = false;
        break;
      }
      score = Math.min(score, near);
      readAs ??= [word, by];
    }
    if (fits && (!best || score > best.score)) best = { sentence, score, readAs };
  }
  return best ? { sentence: best.sentence, readAs: best.readAs } : null;
}
