// Builds resources/lexicon/wordnet-dates.txt: named days and the date each falls on ("Christmas Day" is 25 December),
// for the embedded research engine (stands-for.ts): a source that says "There are no sailings on 25 December" answers
// "Do the ferries sail on Christmas Day?". Each line is one day: its names ('|'-separated, as WordNet writes them,
// underscores as spaces), a tab, then its date as "<month> <day>" (month 1-12). Only noun.time synsets (lexicographer
// file 28) that hold a lemma of a month and a day ("Dec_25", "July_4"); a synset whose date lemma is not its first
// sense of that date ("January_1" is New Year's Day before the Solemnity of Mary) is left out. Built from any WordNet
// dict folder; the shipped file from Debian's wordnet-base (WordNet 3.0):
//   node scripts/wordnet-dates.mjs /usr/share/wordnet > resources/lexicon/wordnet-dates.txt
import fs from 'node:fs';
import path from 'node:path';
import { licenceLines } from './wordnet-read.mjs';

const dict = process.argv[2];
if (!dict) {
  console.error('usage: node scripts/wordnet-dates.mjs <wordnet dict folder>');
  process.exit(2);
}
const TIME = '28';
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const out = [];
for (const line of fs.readFileSync(path.join(dict, 'data.noun'), 'utf8').split('\n')) {
  if (!/^\d{8} /.test(line)) continue;
  const fields = line.split('|')[0].trim().split(' ');
  if (fields[1] !== TIME) continue;
  const count = parseInt(fields[3], 16);
  const lemmas = Array.from({ length: count }, (_, i) => ({ word: fields[4 + 2 * i].replace(/\(.*\)$/, '').replace(/_/g, ' '), sense: fields[5 + 2 * i] }));
  let date = null;
  const names = [];
  for (const { word, sense } of lemmas) {
    const m = /^([A-Za-z]{3,9}) (\d{1,2})$/.exec(word);
    const month = m ? MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()) : -1;
    if (m && month >= 0) {
      if (sense === '0') date = `${month + 1} ${Number(m[2])}`;
    } else if (/^\p{Lu}/u.test(word) && !/[|\t\d]/.test(word)) names.push(word);
  }
  if (date && names.length > 0) out.push(`${names.join('|')}\t${date}`);
}
out.sort();
console.log(
  [
    '# Named days and their dates ("Christmas|Christmas Day|Xmas<TAB>12 25"), for the embedded research engine',
    '# (stands-for.ts). Derived by scripts/wordnet-dates.mjs from WordNet 3.0 (Debian wordnet-base: data.noun noun.time',
    '# synsets with a month-and-day lemma).',
    '#',
    ...licenceLines(dict, 'data.noun'),
    ...out,
  ].join('\n'),
);
