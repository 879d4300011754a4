// Builds resources/lexicon/wordnet-adverbs.txt: adverbs and the adjective they are made from ("r loudly loud"),
// WordNet's pertainym pointers ("\") of the adverb's most frequent sense, so that the embedded research engine
// (concepts.ts stemsOf) reads a source's "played softly or loudly" as saying "loud" too: a question about the
// volume (WordNet: loudness, from loud) is covered by it. Only the adverb's first sense, so "hardly" (barely) is not
// hard and "lately" (recently) is not late. Built from any WordNet dict folder; the shipped file from Debian's
// wordnet-base (WordNet 3.0):
//   node scripts/wordnet-adverbs.mjs /usr/share/wordnet > resources/lexicon/wordnet-adverbs.txt
import { licenceLines, readIndex, readSynsets } from './wordnet-read.mjs';

const dict = process.argv[2];
if (!dict) {
  console.error('usage: node scripts/wordnet-adverbs.mjs <wordnet dict folder>');
  process.exit(2);
}
const adjectives = new Map(readSynsets(dict, 'adj').map(({ offset, words }) => [offset, words]));
const synsets = new Map(readSynsets(dict, 'adv').map((s) => [s.offset, s]));
const out = [];
for (const { lemma, offsets } of readIndex(dict, 'adv')) {
  if (!/^[a-z]+$/.test(lemma)) continue;
  const first = synsets.get(offsets[0]);
  if (!first) continue;
  const at = first.words.indexOf(lemma) + 1;
  // the pertainym of this word (source word number) or of the whole synset (0)
  const bases = first.pointers
    .filter((p) => p.symbol === '\\' && (p.source === 0 || p.source === at))
    .map((p) => (adjectives.get(p.offset) ?? [])[p.target - 1])
    .filter((w) => w !== undefined && /^[a-z]+$/.test(w) && w !== lemma);
  if (bases[0]) out.push(`r ${lemma} ${bases[0]}`);
}
out.sort();
// Adverbs of several words ("in the meantime", "for the time being", "at any rate"): their nouns say when, how or how
// far, and name no topic of a question. Kept where every noun among their words is abstract in its most frequent sense
// (lexicographer files noun.Tops, act, attribute, cognition, communication, event, feeling, motive, phenomenon,
// process, quantity, relation, shape, state, time), so "in the air", "on the spot", "in the south" (a substance, a
// location) are not; the multi-word adverbs a text contains are read by adverbs.ts.
const ABSTRACT = new Set([3, 23, 24, 28]);
const nounIndex = new Map(readIndex(dict, 'noun').map((e) => [e.lemma, e.offsets[0]]));
const nounFile = new Map(readSynsets(dict, 'noun').map((s) => [s.offset, Number(s.fields[1])]));
const phrases = [];
for (const { lemma } of readIndex(dict, 'adv')) {
  const parts = lemma.split('_');
  if (parts.length < 2 || !parts.every((p) => /^[a-z]+$/.test(p))) continue;
  const nouns = parts.filter((p) => nounIndex.has(p) && p.length > 2);
  if (nouns.length === 0 || !nouns.every((p) => ABSTRACT.has(nounFile.get(nounIndex.get(p)) ?? -1))) continue;
  phrases.push(`i ${parts.join(' ')}`);
}
phrases.sort();
out.push(...phrases);
console.log(
  [
    '# Adverbs and the adjective they are made from ("r loudly loud"), for the embedded research engine (concepts.ts). Derived by',
    "# scripts/wordnet-adverbs.mjs from WordNet 3.0 (Debian wordnet-base: index.adv, data.adv pertainym pointers of each adverb's",
    '# first sense, data.adj). Then multi-word adverbs whose nouns are all abstract in their most frequent sense ("i in the',
    '# meantime"; index.adv, index.noun, data.noun lexicographer files).',
    '#',
    ...licenceLines(dict, 'data.adv'),
    ...out,
  ].join('\n'),
);
