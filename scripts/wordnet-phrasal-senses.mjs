// Builds resources/lexicon/wordnet-phrasal-senses.txt: everyday two-word verbs and the one-word verbs of ALL their senses
// and of those senses' direct kinds ("s set back postpone defer hinder cost …": "What will that set me back?" asks what
// it costs; "s throw out expel discard oust …"), so that the embedded research engine (unused-word.ts) reads an idiom a
// question uses and no source does as the words a source may use for it. Kept: two-word verb lemmas of WordNet with a
// tagged sense (index.verb's tagged sense count, so everyday ones) and at most six senses (a phrase of many senses,
// "take off", "get up", says too many things); of each sense's synset and its hypernyms' synsets, the one-word lemmas
// (letters only, four or more) other than the phrase's own verb that WordNet tags as verbs and that have fewer than
// fifteen verb senses (not "make", "take", "be"). Built from any WordNet dict folder; the shipped file from Debian's
// wordnet-base (WordNet 3.0):
//   node scripts/wordnet-phrasal-senses.mjs /usr/share/wordnet > resources/lexicon/wordnet-phrasal-senses.txt
import { licenceLines, readIndex, readSynsets } from './wordnet-read.mjs';

const dict = process.argv[2];
if (!dict) {
  console.error('usage: node scripts/wordnet-phrasal-senses.mjs <wordnet dict folder>');
  process.exit(2);
}
const index = readIndex(dict, 'verb');
const senses = new Map(index.map((e) => [e.lemma, e.senses]));
const tagged = new Map(index.map((e) => [e.lemma, e.tagged]));
const synsets = readSynsets(dict, 'verb');
const synsetWords = new Map(synsets.map(({ offset, words }) => [offset, words]));
const synsetUp = new Map(synsets.map(({ offset, pointers }) => [offset, pointers.filter((p) => p.symbol === '@' && p.pos === 'v').map((p) => p.offset)]));
const out = [];
for (const entry of index) {
  if (entry.tagged < 1 || entry.senses > 6 || !/^[a-z]+_[a-z]+$/.test(entry.lemma)) continue;
  const [verb] = entry.lemma.split('_');
  const words = new Set();
  for (const offset of entry.offsets) {
    for (const o of [offset, ...(synsetUp.get(offset) ?? [])]) {
      for (const w of synsetWords.get(o) ?? []) if (/^[a-z]{4,}$/.test(w) && w !== verb && (tagged.get(w) ?? 0) > 0 && (senses.get(w) ?? 0) < 15) words.add(w);
    }
  }
  if (words.size > 0) out.push(`s ${entry.lemma.replace('_', ' ')} ${[...words].sort().join(' ')}`);
}
out.sort();
console.log(
  [
    '# Everyday two-word verbs and the one-word verbs of all their senses and of those senses\' kinds ("s set back … cost …"),',
    '# for the embedded research engine (unused-word.ts). Derived by scripts/wordnet-phrasal-senses.mjs from WordNet 3.0',
    '# (Debian wordnet-base: index.verb sense and tagged sense counts, data.verb synsets and hypernyms).',
    '#',
    ...licenceLines(dict, 'data.verb'),
    ...out,
  ].join('\n'),
);
