// Words that usually frame a question ("key factors", "is it safe") but here name a thing: "the KEY from the safe",
// "a SAFE", where the word is the head of a noun phrase (after a determiner, or after a noun when it is no describing
// word itself; before no noun) and WordNet's first sense of it is a made object (an artifact). Such a word is a topic the sources must say, not a soft word. Pure but for the
// shipped lexicon.
import { isKindOf, knowsNoun } from './kinds';
import { isModifierWord } from './lexicon';
import { isStopWord } from './text';
import { verbShareOfForm } from './verbs';

const DETERMINER = /^(?:the|a|an|this|that|these|those|my|your|our|their|his|her|its|one|another|each|every|no)$/i;

/** The words of `text`, among `candidates` (lower case), used as the head of a noun phrase naming a made object. Pure but for the lexicon. */
export function objectHeads(text: string, candidates: ReadonlySet<string>): Set<string> {
  const tokens = text.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  const out = new Set<string>();
  tokens.forEach((word, i) => {
    if (!candidates.has(word) || out.has(word)) return;
    const before = tokens[i - 1] ?? '';
    const after = tokens[i + 1];
    // (after a noun only where the word is no describing word itself: "the key SAFE" may be a key safe, "is the lake SAFE"
    // is the lake being safe)
    const afterDeterminerOrNoun = DETERMINER.test(before) || (!isModifierWord(word) && before !== '' && !isStopWord(before) && knowsNoun(before));
    const head = after === undefined || isStopWord(after) || !knowsNoun(after) || verbShareOfForm(after) >= 0.9;
    if (afterDeterminerOrNoun && head && isKindOf(word, 'artifact', 1)) out.add(word);
  });
  return out;
}
