// Builds resources/lexicon/wordnet-bridges.txt: the one-word verbs, nouns and adjectives a source may write for
// a follow-up's words that WordNet links to them other than as synonyms, for the embedded research engine's
// follow-up chat (follow-up-words.ts): "b carry_out execute accomplish implement …", "b get_off leave exit …",
// "b fatal fatality death die". Two kinds of entry:
// - a multiword verb or adverb of WordNet with tagged senses (everyday ones), any particle ("carry out", "get off",
//   "put together", "hold out"): the one-word lemmas (letters only, four or more, not the phrase's own words, fewer
//   than fifteen senses) of its first three senses' synsets, or of their hypernyms where a synset has none
//   ("get off": leave a vehicle → leave, exit), each with the nouns and verbs its "+" (derivation) pointers name
//   ("assemble" → assembly);
// - a one-word noun or verb with tagged senses: the nouns and verbs its first two senses' "+" pointers name, where
//   they begin otherwise than it ("die" → death; "marriage" → marry), a family the stems do not join; and for a verb,
//   the one-word lemmas of its first sense's troponyms ("include" → contain, comprise, cover, involve);
// - a one-word adjective with tagged senses: the nouns its first sense's "+" pointers name ("fatal" → fatality)
//   and, where that sense's gloss is two or three words ("bringing death"), the gloss's nouns of fewer than ten
//   senses, each with the verbs its own "+" pointers name in its first two senses ("death" → die).
// Built from any WordNet dict folder; the shipped file from Debian's wordnet-base (WordNet 3.0):
//   node scripts/wordnet-bridges.mjs /usr/share/wordnet > resources/lexicon/wordnet-bridges.txt
import { licenceLines, readIndex, readSynsets } from './wordnet-read.mjs';

const dict = process.argv[2];
if (!dict) {
  console.error('usage: node scripts/wordnet-bridges.mjs <wordnet dict folder>');
  process.exit(2);
}
const POS = { verb: 'v', noun: 'n', adj: 'a', adv: 'r' };
const synsets = new Map();
for (const pos of Object.keys(POS)) for (const s of readSynsets(dict, pos)) synsets.set(`${POS[pos]}${s.offset}`, s);
const key = (pos, offset) => `${pos === 's' ? 'a' : pos}${offset}`;
const senses = new Map();
const index = new Map();
for (const pos of Object.keys(POS)) {
  for (const entry of readIndex(dict, pos)) {
    senses.set(`${entry.lemma} ${POS[pos]}`, entry.senses);
    index.set(`${entry.lemma} ${POS[pos]}`, entry);
  }
}
// a one-word lemma fit to stand for the phrase: letters only, four or more, not of the most general (fifteen senses or more)
const plain = (word, pos, own) => /^[a-z]{4,}$/.test(word) && !own.includes(word) && (senses.get(`${word} ${pos}`) ?? 0) < 15;
// the lemmas a word's "+" pointers name in one synset (the word as its source lemma), nouns and verbs
function derived(synset, word) {
  const at = synset.words.indexOf(word) + 1;
  const out = [];
  for (const p of synset.pointers) {
    if (p.symbol !== '+' || (p.source !== 0 && p.source !== at) || !(p.pos === 'n' || p.pos === 'v')) continue;
    const target = synsets.get(key(p.pos, p.offset));
    const w = target?.words[p.target - 1];
    if (w && /^[a-z]{3,}$/.test(w)) out.push(w);
  }
  return out;
}
const out = [];
for (const [lemmaPos, entry] of index) {
  const pos = lemmaPos.split(' ')[1];
  if (entry.tagged < 1) continue;
  const words = new Set();
  if (/^[a-z]+(?:_[a-z]+)+$/.test(entry.lemma) && (pos === 'v' || pos === 'r')) {
    const own = entry.lemma.split('_');
    for (const offset of entry.offsets.slice(0, 3)) {
      const synset = synsets.get(key(pos, offset));
      if (!synset) continue;
      let ones = synset.words.filter((w) => plain(w, pos, own));
      let from = ones.map((w) => [synset, w]);
      if (ones.length === 0) {
        for (const up of synset.pointers.filter((p) => p.symbol === '@' && p.pos === pos)) {
          const hyper = synsets.get(key(pos, up.offset));
          if (!hyper) continue;
          ones = hyper.words.filter((w) => plain(w, pos, own));
          from = [...from, ...ones.map((w) => [hyper, w])];
        }
      }
      for (const [s, w] of from) {
        words.add(w);
        for (const d of derived(s, w)) if (!own.includes(d)) words.add(d);
      }
    }
  } else if (/^[a-z]{4,}$/.test(entry.lemma) && pos === 'a') {
    const synset = synsets.get(key('a', entry.offsets[0]));
    if (!synset) continue;
    for (const d of derived(synset, entry.lemma)) words.add(d);
    const gloss = (synset.gloss.split(';')[0] ?? '').trim().replace(/[()]/g, '').split(/\s+/).filter(Boolean);
    if (gloss.length >= 2 && gloss.length <= 3) {
      for (const g of gloss) {
        const noun = index.get(`${g} n`);
        // (a noun more than a verb's form: "bringing" is no thing)
        if (!noun || !/^[a-z]{4,}$/.test(g) || /ing$/.test(g) || noun.senses >= 10 || noun.tagged < 1 || (index.get(`${g} v`)?.tagged ?? 0) > noun.tagged) continue;
        words.add(g);
        for (const offset of noun.offsets.slice(0, 2)) {
          const sense = synsets.get(key('n', offset));
          if (sense) for (const d of derived(sense, g)) words.add(d);
        }
      }
    }
    words.delete(entry.lemma);
  } else if (/^[a-z]{3,}$/.test(entry.lemma) && (pos === 'n' || pos === 'v')) {
    // a noun or verb: the verbs and nouns its first two senses' "+" pointers name whose stems differ from its own
    // ("die" → death; "marriage" → marry), the family the lexicon's stems do not join
    for (const offset of entry.offsets.slice(0, 2)) {
      const synset = synsets.get(key(pos, offset));
      if (!synset) continue;
      for (const d of derived(synset, entry.lemma)) if (d.slice(0, 4) !== entry.lemma.slice(0, 4)) words.add(d);
    }
    // a verb: the one-word lemmas of its first sense's troponyms, the particular ways of doing it ("include" → contain,
    // comprise, cover, involve), which a source writes where a question uses the general verb
    // (written as their own "t" line: they stand for the verb as they are, never with synonyms of their own, which
    // would stray: "pour" is a way of raining, and "stream" a synonym of pour)
    const first = pos === 'v' ? synsets.get(key('v', entry.offsets[0])) : undefined;
    const ways = new Set();
    for (const p of first?.pointers ?? []) {
      if (p.symbol !== '~' || p.pos !== 'v') continue;
      const way = synsets.get(key('v', p.offset));
      // (however many senses the way has: "cover" as a way of including is that sense; but a word used mostly as a noun,
      // "stream" for a way of raining, is read as its noun in a source: "a live stream" says no rain)
      const tagged = (w, p) => index.get(`${w} ${p}`)?.tagged ?? 0;
      for (const w of way?.words ?? []) if (/^[a-z]{4,}$/.test(w) && w !== entry.lemma && tagged(w, 'v') >= tagged(w, 'n') && tagged(w, 'v') >= tagged(w, 'a')) ways.add(w);
    }
    if (ways.size > 0) out.push(`t ${entry.lemma} ${[...ways].join(' ')}`);
    words.delete(entry.lemma);
  }
  if (words.size > 0) out.push(`b ${entry.lemma} ${[...words].join(' ')}`);
}
out.sort();
console.log(
  [
    '# Words a source may write for a follow-up\'s words that WordNet links to them other than as synonyms ("b carry_out',
    '# execute accomplish …": a multiword verb\'s one-word lemmas; "b fatal fatality death die": an adjective\'s derived',
    '# nouns and the nouns of its short gloss, with their verbs; "t include contain comprise cover …": the ways of doing a',
    '# verb, its first sense\'s troponyms), for the embedded research engine (follow-up-words.ts).',
    '# Derived by scripts/wordnet-bridges.mjs from WordNet 3.0 (Debian wordnet-base: index files\' tagged sense counts,',
    '# data files\' synsets, "@", "~" and "+" pointers and glosses).',
    '#',
    ...licenceLines(dict, 'data.verb'),
    ...out,
  ].join('\n'),
);
