// Builds resources/lexicon/wordnet-linking.txt: linking verbs ("k become"), the verbs whose most frequent
// sense takes an adjective or noun as its complement (WordNet's sentence frames 6 "Something ----s
// Adjective/Noun" and 7 "Somebody ----s Adjective"). In "Do lacquerers become immune to the rash?" the
// complement ("immune") says what is asked, not the verb: the embedded research engine (frame-words.ts)
// does not hold a part unanswered for want of the verb. Kept: verbs of one word with tagged senses (everyday
// ones) whose first sense lists frame 6 or 7. Built from any WordNet dict folder; the shipped file from
// Debian's wordnet-base (WordNet 3.0):
//   node scripts/wordnet-linking.mjs /usr/share/wordnet > resources/lexicon/wordnet-linking.txt
import { licenceLines, readIndex, readSynsets } from './wordnet-read.mjs';

const dict = process.argv[2];
if (!dict) {
  console.error('usage: node scripts/wordnet-linking.mjs <wordnet dict folder>');
  process.exit(2);
}
// each verb synset's sentence frames, by the word they apply to (w_num 0: all its words)
const frames = new Map();
for (const { offset, fields, words } of readSynsets(dict, 'verb')) {
  const count = parseInt(fields[3], 16);
  const pointers = Number(fields[4 + 2 * count]);
  let at = 5 + 2 * count + 4 * pointers;
  const fcnt = Number(fields[at] ?? 0);
  at += 1;
  const byWord = new Map(words.map((w) => [w, new Set()]));
  for (let i = 0; i < fcnt; i += 1, at += 3) {
    const frame = Number(fields[at + 1]);
    const word = parseInt(fields[at + 2], 16);
    for (const [j, w] of words.entries()) if (word === 0 || word === j + 1) byWord.get(w)?.add(frame);
  }
  frames.set(offset, byWord);
}
const out = [];
for (const { lemma, tagged, offsets } of readIndex(dict, 'verb')) {
  if (tagged < 1 || !/^[a-z]+$/.test(lemma)) continue;
  const own = frames.get(offsets[0])?.get(lemma) ?? new Set();
  if (own.has(6) || own.has(7)) out.push(`k ${lemma}`);
}
out.sort();
console.log(
  [
    '# Linking verbs ("k become"): verbs whose most frequent sense takes an adjective or noun complement (WordNet sentence',
    '# frames 6 and 7), for the embedded research engine (frame-words.ts). Derived by scripts/wordnet-linking.mjs from WordNet 3.0',
    '# (Debian wordnet-base: index.verb tagged sense counts, data.verb sentence frames).',
    '#',
    ...licenceLines(dict, 'data.verb'),
    ...out,
  ].join('\n'),
);
