// Builds resources/lexicon/wordnet-kinds.txt: WordNet's noun hierarchy (hypernym pointers, instances left out), so that
// the embedded research engine (kinds.ts) can tell whether a word names a kind of a noun a question asks about: "larch"
// a kind of wood, "collie" a kind of dog, "zinc" a kind of metal, "Hereford" a kind of cattle. One line per synset that
// holds a single-word common noun or lies above one: "<hypernym line numbers, comma-separated, or -> <lemmas>", a
// lemma written "word" for its most frequent sense and "word.k" for its k-th sense (index.noun order). Line numbers
// count from the first line after the "#" header. Built from any WordNet dict folder; the shipped file from Debian's
// wordnet-base (WordNet 3.0):
//   node scripts/wordnet-kinds.mjs /usr/share/wordnet > resources/lexicon/wordnet-kinds.txt
import { licenceLines, readIndex, readSynsets } from './wordnet-read.mjs';

const dict = process.argv[2];
if (!dict) {
  console.error('usage: node scripts/wordnet-kinds.mjs <wordnet dict folder>');
  process.exit(2);
}
const synsets = new Map(readSynsets(dict, 'noun').map((s) => [s.offset, s]));
// each single-word common noun's senses, by synset: the sense rank of the lemma in that synset
const senseOf = new Map();
for (const { lemma, offsets } of readIndex(dict, 'noun')) {
  if (!/^[a-z]+$/.test(lemma)) continue;
  offsets.forEach((offset, i) => {
    // (a named individual, "Jersey" the island, is an instance: left out below; "Jersey" the breed of cattle is a kind)
    if (!synsets.has(offset)) return;
    const list = senseOf.get(offset) ?? [];
    list.push(i === 0 ? lemma : `${lemma}.${i + 1}`);
    senseOf.set(offset, list);
  });
}
const parents = (s) => s.pointers.filter((p) => p.symbol === '@' && p.pos === 'n').map((p) => p.offset);
// kept: synsets with a lemma, and every synset above one
const kept = new Set();
const keep = (offset) => {
  if (kept.has(offset)) return;
  kept.add(offset);
  const s = synsets.get(offset);
  if (s) for (const p of parents(s)) keep(p);
};
for (const offset of senseOf.keys()) {
  const s = synsets.get(offset);
  // (an instance, a named individual, is no kind: only synsets with a hypernym or none at all, the roots)
  if (s && !s.pointers.some((p) => p.symbol === '@i') ) keep(offset);
}
const order = [...kept].sort();
const line = new Map(order.map((o, i) => [o, i]));
const out = order.map((offset) => {
  const s = synsets.get(offset);
  const up = s ? parents(s).filter((p) => line.has(p)).map((p) => line.get(p)) : [];
  return [up.length > 0 ? up.join(',') : '-', ...(senseOf.get(offset) ?? [])].join(' ');
});
console.log(
  [
    '# WordNet nouns by kind: "<hypernym line numbers or -> <lemmas>", one synset a line, numbered from the first line after',
    '# this header; "word.k" is the k-th sense of a word, "word" its most frequent one. For the embedded research engine',
    '# (kinds.ts: does a word name a kind of what a question asks, "larch" of wood). Derived by scripts/wordnet-kinds.mjs',
    '# from WordNet 3.0 (Debian wordnet-base: index.noun sense order, data.noun hypernym pointers).',
    '#',
    ...licenceLines(dict, 'data.noun'),
    ...out,
  ].join('\n'),
);
