// Derives resources/lexicon/wordnet-terms.txt: a one-word noun and the two-word lemma of the same WordNet synset that
// names it as a kind of its hypernym ("t decaf decaffeinated coffee": decaf is a kind of coffee, and "decaffeinated
// coffee" is one of its lemmas), so that a source saying the long name speaks of the short one asked and back. Only
// synsets whose two-word lemma ends in a lemma of a direct hypernym: the long name is a modifier and the kind.
// Usage: node scripts/wordnet-terms.mjs /usr/share/wordnet > resources/lexicon/wordnet-terms.txt
import { licenceLines, readSynsets } from './wordnet-read.mjs';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: node scripts/wordnet-terms.mjs <wordnet dict folder>\n');
  process.exit(2);
}
const synsets = readSynsets(dir, 'noun');
const lemmasAt = new Map(synsets.map((s) => [s.offset, s.words]));
const lines = new Set();
for (const { words, pointers } of synsets) {
  const single = words.filter((w) => /^[a-z]{3,}$/.test(w));
  const double = words.filter((w) => /^[a-z]{3,}_[a-z]{3,}$/.test(w));
  if (single.length === 0 || double.length === 0) continue;
  const kinds = new Set(pointers.filter((p) => p.symbol === '@').flatMap((p) => lemmasAt.get(p.offset) ?? []));
  for (const long of double) {
    const [modifier, head] = long.split('_');
    if (!kinds.has(head)) continue;
    for (const short of single) if (short !== head && short !== modifier) lines.add(`t ${short} ${modifier} ${head}`);
  }
}
process.stdout.write(
  [
    '# One-word nouns and the two-word lemma of their synset that names them as a kind of its hypernym ("t decaf decaffeinated coffee"),',
    '# for the embedded research engine (predication.ts). Derived by scripts/wordnet-terms.mjs from WordNet 3.0 (Debian wordnet-base).',
    '#',
    ...licenceLines(dir),
    ...[...lines].sort(),
    '',
  ].join('\n'),
);
