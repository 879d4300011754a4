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
console.log(
  [
    '# Adverbs and the adjective they are made from ("r loudly loud"), for the embedded research engine (concepts.ts). Derived by',
    "# scripts/wordnet-adverbs.mjs from WordNet 3.0 (Debian wordnet-base: index.adv, data.adv pertainym pointers of each adverb's",
    '# first sense, data.adj).',
    '#',
    ...licenceLines(dict, 'data.adv'),
    ...out,
  ].join('\n'),
);
