// Builds resources/lexicon/wordnet-phrasal.txt: everyday two-word verbs and the one word WordNet gives
// for their most frequent sense ("p take part participate", "p find out discover"), so that the
// embedded research engine (concepts.ts) reads "How many people took part?" as asking who
// participated, the word a source uses ("participants", "participated"). Kept: two-word verb lemmas
// of WordNet with tagged senses (index.verb's tagged sense count, so everyday ones), their first
// sense's single-word lemmas (letters only, four or more) that are verbs with tagged senses
// themselves, more often than as nouns, adjectives or adverbs ("lose weight" is not "thin"), with
// fewer than ten senses (not "make", "come"), other than the phrase's own verb
// ("wrap up": wrap), the most tagged of them; where the first sense's synset has none (it lists two-word verbs
// only: "take away, carry off"), the same of its hypernym where that is another of the phrase's tagged senses
// (take away's "remove, take, take away, withdraw"); then that synset's other one-word lemmas that are mostly verbs,
// with fewer than fifteen senses ("let go": relinquish, release). Built from any WordNet dict folder; the shipped file from
// Debian's wordnet-base (WordNet 3.0):
//   node scripts/wordnet-phrasal.mjs /usr/share/wordnet > resources/lexicon/wordnet-phrasal.txt
import { licenceLines, readIndex, readSynsets } from './wordnet-read.mjs';

const dict = process.argv[2];
if (!dict) {
  console.error('usage: node scripts/wordnet-phrasal.mjs <wordnet dict folder>');
  process.exit(2);
}
const tagged = new Map();
const senses = new Map();
const firstSense = new Map();
const taggedSenses = new Map();
for (const entry of readIndex(dict, 'verb')) {
  tagged.set(entry.lemma, entry.tagged);
  senses.set(entry.lemma, entry.senses);
  firstSense.set(entry.lemma, entry.offsets[0]);
  taggedSenses.set(entry.lemma, entry.offsets.slice(0, entry.tagged));
}
// how often each word is tagged in other parts of speech: the one word must be mostly a verb ("lose weight" is not "thin")
const otherTagged = new Map();
for (const pos of ['noun', 'adj', 'adv']) {
  for (const { lemma, tagged: n } of readIndex(dict, pos)) otherTagged.set(lemma, (otherTagged.get(lemma) ?? 0) + n);
}
const synsetWords = new Map(readSynsets(dict, 'verb').map(({ offset, words }) => [offset, words]));
const synsetUp = new Map(readSynsets(dict, 'verb').map(({ offset, pointers }) => [offset, pointers.filter((p) => p.symbol === '@' && p.pos === 'v').map((p) => p.offset)]));
const licence = licenceLines(dict, 'data.verb');
const out = [];
for (const [lemma, count] of tagged) {
  if (count < 1 || !/^[a-z]+_[a-z]+$/.test(lemma)) continue;
  const [verb] = lemma.split('_');
  // not the phrase's own verb ("wrap up": wrap), nor a general verb of ten senses or more ("make", "come")
  const singleOf = (offset) => (synsetWords.get(offset) ?? []).filter((w) => /^[a-z]{4,}$/.test(w) && w !== verb && (tagged.get(w) ?? 0) > (otherTagged.get(w) ?? 0) && (senses.get(w) ?? 0) < 10).sort((a, b) => (tagged.get(b) ?? 0) - (tagged.get(a) ?? 0));
  // its first sense's; where that synset lists two-word verbs only ("take away, carry off"), its kind's when that is the phrase too ("remove")
  const first = firstSense.get(lemma);
  const kinds = (synsetUp.get(first) ?? []).filter((up) => (taggedSenses.get(lemma) ?? []).includes(up));
  const offset = [first, ...kinds].find((o) => singleOf(o).length > 0);
  const word = offset === undefined ? undefined : singleOf(offset)[0];
  // the other one-word lemmas of that synset that are mostly verbs and not of the most general (fifteen senses or more:
  // "cover", "pass", "work"), as other words a source may use ("let go": relinquish, and release): "p let go relinquish release"
  const others = offset === undefined ? [] : (synsetWords.get(offset) ?? []).filter((w) => /^[a-z]{4,}$/.test(w) && w !== verb && w !== word && (tagged.get(w) ?? 0) > (otherTagged.get(w) ?? 0) && (senses.get(w) ?? 0) < 15);
  if (word) out.push(`p ${lemma.replace('_', ' ')} ${[word, ...others].join(' ')}`);
}
out.sort();
console.log(
  [
    '# Everyday two-word verbs and one word for their most frequent sense ("p take part participate"), then the other one-word',
    '# lemmas of that sense ("p let go relinquish release"), for the embedded research',
    '# engine (concepts.ts). Derived by scripts/wordnet-phrasal.mjs from WordNet 3.0 (Debian wordnet-base: index.verb tagged',
    '# sense counts, data.verb synsets).',
    '#',
    ...licence,
    ...out,
  ].join('\n'),
);
