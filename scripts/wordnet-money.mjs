// Builds resources/lexicon/wordnet-money.txt: nouns that name an amount of money ("$ rent", "$ fare", "$ tuition"):
// single-word nouns whose most frequent sense is, somewhere up WordNet's hypernym hierarchy, a sum of money,
// a price or charge, a fee, a payment, a wage, an outlay, a financial gain or a monetary value. "What is the rent on a
// plot?" asks for an amount of money, as "How much does it cost?" does: the embedded research engine
// (answer-shape.ts) leads such a question with a sentence that states a sum ("£64 a year"), not with one that only
// uses the word ("the rent is reviewed every three years"). Built from any WordNet dict folder; the shipped file from
// Debian's wordnet-base (WordNet 3.0):
//   node scripts/wordnet-money.mjs /usr/share/wordnet > resources/lexicon/wordnet-money.txt
import { licenceLines, readIndex, readSynsets } from './wordnet-read.mjs';

const dict = process.argv[2];
if (!dict) {
  console.error('usage: node scripts/wordnet-money.mjs <wordnet dict folder>');
  process.exit(2);
}
const synsets = new Map(readSynsets(dict, 'noun').map((s) => [s.offset, s]));
// the roots, found by their words and glosses (offsets differ between WordNet versions)
const ROOTS = [
  ['monetary_value', /material worth/],
  ['financial_gain', /monetary gain/],
  ['outgo', /money paid out/],
  ['payment', /sum of money paid/],
  ['price', /amount of money needed to purchase/],
  ['charge', /price charged for some article or service/],
  ['sum_of_money', /quantity of money/],
  ['fee', /fixed charge for a privilege/],
  ['wage', /something that remunerates/],
];
const roots = new Set([...synsets.values()].filter((s) => ROOTS.some(([word, gloss]) => s.words.includes(word) && gloss.test(s.gloss))).map((s) => s.offset));
if (roots.size !== ROOTS.length) {
  console.error(`expected ${ROOTS.length} root synsets, found ${roots.size}`);
  process.exit(1);
}
const memo = new Map();
function isMoney(offset, seen = new Set()) {
  if (roots.has(offset)) return true;
  if (memo.has(offset)) return memo.get(offset);
  if (seen.has(offset)) return false;
  seen.add(offset);
  const s = synsets.get(offset);
  const found = !!s && s.pointers.some((p) => (p.symbol === '@' || p.symbol === '@i') && isMoney(p.offset, seen));
  memo.set(offset, found);
  return found;
}
const out = [];
for (const { lemma, offsets } of readIndex(dict, 'noun')) {
  if (!/^[a-z]+$/.test(lemma)) continue;
  // (the most frequent sense only: "allowance" is first a permitted amount, of baggage as of money)
  if (offsets[0] !== undefined && isMoney(offsets[0])) out.push(`$ ${lemma}`);
}
out.sort();
console.log(
  [
    '# Nouns naming an amount of money ("$ rent"): their most frequent sense is, up the hypernym hierarchy, a',
    '# sum of money, price, charge, fee, payment, wage, outlay, financial gain or monetary value; for the embedded research',
    '# engine (answer-shape.ts). Derived by scripts/wordnet-money.mjs from WordNet 3.0 (Debian wordnet-base: index.noun',
    '# sense order, data.noun hypernym pointers).',
    '#',
    ...licenceLines(dict, 'data.noun'),
    ...out,
  ].join('\n'),
);
