// Builds resources/lexicon/wordnet-causes.txt: verbs and the verb each brings about (WordNet's cause pointers,
// "c kill die": to kill is to cause to die), both of one word, the cause in one of its two most frequent senses and
// tagged (everyday use). The embedded research engine (asked-effect.ts) reads "a disease killed the sea stars" as the
// cause of what "Why did the sea stars die?" asks. Built from any WordNet dict folder; the shipped file from Debian's
// wordnet-base (WordNet 3.0):
//   node scripts/wordnet-causes.mjs /usr/share/wordnet > resources/lexicon/wordnet-causes.txt
import { licenceLines, readIndex, readSynsets } from './wordnet-read.mjs';

const dict = process.argv[2];
if (!dict) {
  console.error('usage: node scripts/wordnet-causes.mjs <wordnet dict folder>');
  process.exit(2);
}
const synsets = new Map(readSynsets(dict, 'verb').map((s) => [s.offset, s]));
const frequent = new Map();
const first = new Map();
for (const { lemma, tagged, offsets } of readIndex(dict, 'verb')) {
  first.set(lemma, offsets[0]);
  if (tagged >= 1 && /^[a-z]+$/.test(lemma)) frequent.set(lemma, new Set(offsets.slice(0, 2)));
}
const pairs = new Set();
for (const [lemma, offsets] of frequent) {
  for (const offset of offsets) {
    const synset = synsets.get(offset);
    if (!synset) continue;
    const own = synset.words.indexOf(lemma) + 1;
    for (const p of synset.pointers) {
      if (p.symbol !== '>' || (p.source !== 0 && p.source !== own)) continue;
      const target = synsets.get(p.offset);
      if (!target) continue;
      const effects = p.target === 0 ? target.words : [target.words[p.target - 1]];
      // (the effect in its most frequent sense only: to kill is to cause to die, not to "go")
      for (const effect of effects) if (effect && /^[a-z]+$/.test(effect) && effect !== lemma && first.get(effect) === p.offset) pairs.add(`c ${lemma} ${effect}`);
    }
  }
}
console.log(
  [
    '# Verbs and the verb each brings about ("c kill die": to kill is to cause to die), for the embedded research engine',
    '# (asked-effect.ts). Derived by scripts/wordnet-causes.mjs from WordNet 3.0 (Debian wordnet-base: index.verb tagged',
    "# sense counts, data.verb cause pointers '>' of each verb's two most frequent senses, to a verb in its most frequent sense).",
    '#',
    ...licenceLines(dict, 'data.verb'),
    ...[...pairs].sort(),
  ].join('\n'),
);
