// Builds resources/lexicon/wordnet-places.txt: named places and the places they are part of ("Scotland" is part of
// the United Kingdom, Great Britain and Europe), for the embedded research engine (verdict-condition.ts): a source
// restricting something to a place ("Vans must stay in the United Kingdom") answers a question about another place
// ("Can I take it to Spain?" no; "to Scotland?" yes). Each line is one place: its names ('|'-separated, as WordNet
// writes them, underscores as spaces), a tab, then the names of every place it is part of (WordNet's part-holonym
// pointers, followed up). Only noun.location synsets with a capitalised name. Built from any WordNet dict folder; the
// shipped file from Debian's wordnet-base (WordNet 3.0):
//   node scripts/wordnet-places.mjs /usr/share/wordnet > resources/lexicon/wordnet-places.txt
import fs from 'node:fs';
import path from 'node:path';
import { licenceLines } from './wordnet-read.mjs';

const dict = process.argv[2];
if (!dict) {
  console.error('usage: node scripts/wordnet-places.mjs <wordnet dict folder>');
  process.exit(2);
}
const LOCATION = '15';
const synsets = new Map();
for (const line of fs.readFileSync(path.join(dict, 'data.noun'), 'utf8').split('\n')) {
  if (!/^\d{8} /.test(line)) continue;
  const fields = line.split('|')[0].trim().split(' ');
  if (fields[1] !== LOCATION) continue;
  const count = parseInt(fields[3], 16);
  const names = Array.from({ length: count }, (_, i) => fields[4 + 2 * i].replace(/\(.*\)$/, '').replace(/_/g, ' ')).filter((w) => /^\p{Lu}/u.test(w) && !/[|\t]/.test(w));
  const pointers = Number(fields[4 + 2 * count]);
  const parts = [];
  for (let i = 0; i < pointers; i += 1) {
    const at = 5 + 2 * count + 4 * i;
    if (fields[at] === '#p' && fields[at + 2] === 'n') parts.push(fields[at + 1]);
  }
  synsets.set(fields[0], { names, parts });
}
function containers(offset, seen = new Set()) {
  for (const p of synsets.get(offset)?.parts ?? []) {
    if (seen.has(p)) continue;
    seen.add(p);
    containers(p, seen);
  }
  return seen;
}
const out = [];
for (const [offset, s] of synsets) {
  if (s.names.length === 0) continue;
  const within = [...containers(offset)].flatMap((o) => synsets.get(o)?.names ?? []);
  out.push(`${s.names.join('|')}\t${[...new Set(within)].join('|')}`);
}
out.sort();
console.log(
  [
    '# Named places and the places they are part of ("Scotland<TAB>United Kingdom|UK|…|Europe"), for the embedded research',
    '# engine (verdict-condition.ts). Derived by scripts/wordnet-places.mjs from WordNet 3.0 (Debian wordnet-base: data.noun',
    '# noun.location synsets, part-holonym pointers followed up).',
    '#',
    ...licenceLines(dict, 'data.noun'),
    ...out,
  ].join('\n'),
);
