// The words that frame a question about whether sources agree (used by frame-words.ts): in "The Herald and the
// council both give a cost for the restoration. Do their FIGURES AGREE?", "Does the firewood TABLE AGREE with that?",
// "The ENCYCLOPEDIA and the BLOG don't SEEM to AGREE", the verb of agreeing and the nouns naming the sources or what
// they give (a kind of publication, writing, document, array or number in WordNet: "table", "figures", "blog") ask
// how the sources stand to one another: no source calls itself a table or says "agree", so those words are never
// a gap of the question and never required; the topic (cost, restoration) is. The verbs of agreeing and differing
// are a closed class of English (as sources-agree.ts reads them); "seem"/"appear" before one of them only hedges it.
// Pure but for the shipped lexicon.
import { isKindOf } from './kinds';
import { lemmaOf } from './lemmas';
import { words } from './text';

/** The verbs of agreeing and differing (a closed class of English), by lemma. */
const AGREEING = /^(?:agree|disagree|differ|match|tally|contradict|conflict|concur)$/;
/** Verbs that only hedge the verb after them ("don't SEEM to agree"). */
const HEDGE = /^(?:seem|appear)$/;
/** WordNet's kinds of a noun naming a source or what it gives ("table": array; "figures": number; "blog": writing). */
const SOURCE_KINDS = ['publication', 'writing', 'document', 'array', 'number'];

/** The index of a verb of agreeing among a question's words, or -1. */
function agreeingAt(tokens: string[]): number {
  return tokens.findIndex((t) => AGREEING.test(lemmaOf(t)) || AGREEING.test(t.replace(/(?:s|d|ed)$/, '')));
}

/** Does a noun name a source or what a source gives (a kind of publication, writing, document, array or number)? Pure but for the lexicon. */
export function namesSourceKind(word: string): boolean {
  const w = word.toLowerCase();
  const singular = lemmaOf(w);
  return SOURCE_KINDS.some((k) => isKindOf(w, k) || isKindOf(singular, k));
}

/**
 * Does a word frame a question about whether sources agree: the verb of agreeing itself, a hedge before it ("seem to
 * agree"), or a noun naming a source or its figures in the clause of that verb (the question's own sentence), before it
 * or after "with"? false for any other word, and for any word of a question that asks no such thing. Pure but for the lexicon.
 */
export function framesAgreement(term: string, question: string): boolean {
  const w = term.toLowerCase();
  // (the sentence of the question holding the verb: "The Herald and the council both give a cost…" is another)
  const sentence = question.split(/(?<=[.!?])\s+/).find((s) => agreeingAt(words(s)) >= 0);
  if (!sentence) return false;
  const tokens = words(sentence);
  const at = agreeingAt(tokens);
  const i = tokens.indexOf(w);
  if (i < 0) return false;
  if (i === at) return true;
  if (HEDGE.test(lemmaOf(w)) && i < at && at - i <= 2) return true;
  // (the nouns before the verb, its subject, or after "with", what it is set against; never the topic after "on"/"about")
  const topicFrom = tokens.findIndex((t, k) => k > at && /^(?:on|about|over|regarding|for)$/.test(t));
  const inFrame = i < at || (tokens.slice(at + 1, i).includes('with') && (topicFrom < 0 || i < topicFrom));
  return inFrame && namesSourceKind(w);
}
