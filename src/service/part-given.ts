// Whether an answer gives the degree or amount a "how …" part of a question asks (used by note-check.ts before a note
// says "this answer leaves out" that part): under "In which month was the reservoir at its lowest, and how full was
// it?", the note "this answer leaves out 'how full was it'" stood above "2025-08: level pct 41", which gives it; under
// "How much is the induction, and how long does it last?" the same note stood above "a three-hour induction". A part
// asking an amount of a kind ("how long", "how deep": amounts.ts) is given by a sentence of the answer stating an
// amount of that kind (a hyphened "three-hour" too); a part asking the degree of a quality with no unit of its own
// ("how full", "how complete") by a share (a percentage, "half", "two-thirds"). Where the part names a thing of its own
// ("how deep is the LAKE"), the sentence giving the amount must name it too; a pronoun ("how full was it") names
// nothing to check; a part asking how often is given only by a sentence naming what it asks the frequency of ("how
// often should it be FERTILISED": "touched twice" gives nothing). Owns that test. Pure but for the shipped lexicon.
import { dimensionsAsked, statesAmount } from './amounts';
import { isCommonNoun, isModifierWord } from './lexicon';
import { isStopWord, stem, words } from './text';
import { verbShareOfForm } from './verbs';
import { namesPartThing, partThing } from './part-unfilled';

/** A share said as a figure or in words: "41 percent", "65%", "pct 41", "half", "two-thirds", "a quarter". */
const SHARE = /\d\s*(?:%|per ?cent\b|pct\b)|\b(?:per ?cent|pct)\s*\d|\b(?:half|halves|a third|two-thirds|two thirds|a quarter|three-quarters|three quarters|full|empty)\b/i;

/** "three-hour", "ten-minute", "2-metre": a number joined to its unit by a hyphen, written apart so the amount reads. */
function unhyphened(text: string): string {
  return text.replace(/\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred)-([a-z]+)/gi, '$1 $2');
}

/** The "how" part's own nouns: what it asks the amount of ("lake" in "how deep is the lake"), less its how-word and words used mostly as verbs or modifiers ("last"). */
export function partNouns(part: string): string[] {
  const tokens = words(part.toLowerCase());
  const howAt = tokens.indexOf('how');
  const asked = howAt >= 0 ? tokens[howAt + 1] : undefined;
  return tokens.filter((t, i) => i !== howAt && t !== asked && !isStopWord(t) && isCommonNoun(t) && !isModifierWord(t) && verbShareOfForm(t) < 0.5);
}

/**
 * Does the answer give what a "how …" part asks (see the module's header)? false for a part that asks no degree or
 * amount ("how does it work") or an answer that gives none. Pure but for the lexicon.
 */
export function partGiven(part: string, answer: string): boolean {
  const m = /\bhow\s+([a-z]+)\b/i.exec(part);
  if (!m) return false;
  const howWord = (m[1] ?? '').toLowerCase();
  // (how do / does / did / is / can …: a manner or a means, not a degree)
  if (/^(?:do|does|did|is|are|was|were|can|could|will|would|should|to|come|about)$/.test(howWord)) return false;
  const dimensions = dimensionsAsked(part).filter((d) => d !== 'count');
  // (a count, "how many", is left to the count's own checks: what is counted is named in other words)
  if (howWord === 'many') return false;
  // (a frequency word is loose, "touched twice", "often": a part asking how often is given only by a sentence naming
  // what it asks the frequency of, "how often should it be FERTILISED")
  // (a part naming no noun of its own names its act, "how long does it take to RECHARGE": the amount must be of that,
  // never the run time beside it; part-unfilled.ts)
  const own = partNouns(part).map(stem);
  const nouns = dimensions.includes('frequency') ? words(part.toLowerCase()).filter((t) => t !== 'how' && t !== howWord && !isStopWord(t)).map(stem) : own.length > 0 ? own : partThing(part);
  if (dimensions.includes('frequency') && nouns.length === 0) return false;
  const sentences = unhyphened(answer).split(/(?<=[.!?])\s+/);
  return sentences.some((sentence) => {
    const gives = dimensions.length > 0 ? statesAmount(sentence, dimensions) : howWord !== 'much' && SHARE.test(sentence);
    return gives && (nouns.length === 0 || words(sentence).some((w) => (own.length === 0 && !dimensions.includes('frequency') ? namesPartThing(w, nouns) : nouns.includes(stem(w)))));
  });
}
