// Builds resources/lexicon/wordnet-modality.txt: words that say an act is forbidden ("p offence", "p prohibited"),
// words that say it is allowed (their antonyms: "a permit", "a legal"), and reporting verbs ("r count", "r estimate"), for the embedded research engine (modality.ts, attribution of figures
// in threshold readings). Forbidding words: the lemmas of the synsets of "forbid", "prohibit", "ban", "outlaw" (verbs)
// and "illegal" (adjective), the adjectives WordNet files as similar to "illegal" (unlawful, criminal, banned,
// prohibited…), and every word derivationally related to those (prohibition, illegality, crime, offence…), in one of
// their three most frequent senses. Reporting verbs: one-word verbs with tagged senses whose most frequent sense is
// one of whose four most frequent senses is in WordNet's lexicographer files verb.communication (32) or verb.cognition
// (31) ("say", "count", "estimate", "find": determine), the most frequent not one of being (verb.stative, 42). Built from any WordNet dict folder; the shipped file from Debian's wordnet-base
// (WordNet 3.0):
//   node scripts/wordnet-modality.mjs /usr/share/wordnet > resources/lexicon/wordnet-modality.txt
import { licenceLines, readIndex, readSynsets } from './wordnet-read.mjs';

const dict = process.argv[2];
if (!dict) {
  console.error('usage: node scripts/wordnet-modality.mjs <wordnet dict folder>');
  process.exit(2);
}
const POS = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };
const synsets = new Map();
for (const pos of ['noun', 'verb', 'adj']) for (const s of readSynsets(dict, pos)) synsets.set(`${pos} ${s.offset}`, s);
const index = new Map();
for (const pos of ['noun', 'verb', 'adj']) for (const e of readIndex(dict, pos)) index.set(`${pos} ${e.lemma}`, e);

/** The synsets of a lemma among its three most frequent senses. */
const frequent = (pos, lemma) => (index.get(`${pos} ${lemma}`)?.offsets ?? []).slice(0, 3).map((o) => `${pos} ${o}`);
const forbidding = new Set();
const seeds = [...['forbid', 'prohibit', 'ban', 'outlaw'].flatMap((w) => frequent('verb', w).slice(0, 1)), ...frequent('adj', 'illegal').slice(0, 1)];
const kept = new Set(seeds);
// adjectives similar to "illegal" ("&" pointers of its head synset)
for (const key of seeds.filter((k) => k.startsWith('adj'))) for (const p of synsets.get(key)?.pointers ?? []) if (p.symbol === '&') kept.add(`adj ${p.offset}`);
const words = (key) => synsets.get(key)?.words ?? [];
const rank = (pos, w, key) => (index.get(`${pos} ${w}`)?.offsets ?? []).map((o) => `${pos} ${o}`).indexOf(key);
for (const key of [...kept]) {
  const [pos] = key.split(' ');
  // a word of a similar adjective only where that sense is among its two most frequent ("hot", "black" and "dirty"
  // are filed as similar to illegal, in senses far down their lists: they say other things first)
  for (const w of words(key)) if (seeds.includes(key) || (rank(pos, w, key) >= 0 && rank(pos, w, key) < 2)) forbidding.add(w);
  // derivationally related words ("+") of the synset's lemmas, where the target is among that word's frequent senses,
  // and the whole target synset where it is the word's most frequent sense ("crime" brings "offence", "offense")
  for (const p of synsets.get(key)?.pointers ?? []) {
    if (p.symbol !== '+' && p.symbol !== '\\') continue;
    const tpos = POS[p.pos];
    const tkey = `${tpos} ${p.offset}`;
    const target = synsets.get(tkey);
    if (!target) continue;
    const source = p.source === 0 ? words(key) : [words(key)[p.source - 1]];
    if (!seeds.includes(key) && !source.some((w) => w && rank(pos, w, key) >= 0 && rank(pos, w, key) < 2)) continue;
    const targets = p.target === 0 ? target.words : [target.words[p.target - 1]];
    for (const w of targets) if (w && frequent(tpos, w).includes(tkey)) forbidding.add(w);
    for (const w of targets) if (w && frequent(tpos, w)[0] === tkey) for (const x of target.words) forbidding.add(x);
  }
}
// permission: the antonyms ("!") of the seeds' words (permit, allow, legal) with their synsets' lemmas and derivations
const allowing = new Set();
for (const key of seeds) {
  for (const p of synsets.get(key)?.pointers ?? []) {
    if (p.symbol !== '!') continue;
    const tkey = `${POS[p.pos]} ${p.offset}`;
    for (const w of words(tkey)) allowing.add(w);
    for (const q of synsets.get(tkey)?.pointers ?? []) {
      if (q.symbol !== '+') continue;
      const t = synsets.get(`${POS[q.pos]} ${q.offset}`);
      const targets = q.target === 0 ? (t?.words ?? []) : [t?.words[q.target - 1]];
      for (const w of targets) if (w && frequent(POS[q.pos], w).includes(`${POS[q.pos]} ${q.offset}`)) allowing.add(w);
    }
  }
}
const reporting = [];
for (const { lemma, tagged, offsets } of readIndex(dict, 'verb')) {
  if (tagged < 1 || !/^[a-z]+$/.test(lemma)) continue;
  const files = offsets.slice(0, 4).map((o) => Number(synsets.get(`verb ${o}`)?.fields[1]));
  // (one of its four most frequent senses tells or judges, "the survey FOUND 340", "the council PUTS it at 312", and the
  // most frequent is not one of being, verb.stative 42: "contains 312 lamps" reports nothing)
  if (files.some((f) => f === 31 || f === 32) && files[0] !== 42) reporting.push(`r ${lemma}`);
}
const lines = [...[...forbidding].filter((w) => /^[a-z]+$/.test(w)).sort().map((w) => `p ${w}`), ...[...allowing].filter((w) => /^[a-z]+$/.test(w) && !forbidding.has(w)).sort().map((w) => `a ${w}`), ...reporting.sort()];
console.log(
  [
    '# Words that say an act is forbidden ("p offence"), allowed ("a permit") and reporting verbs ("r estimate"), for the embedded research engine',
    '# (modality.ts). Derived by scripts/wordnet-modality.mjs from WordNet 3.0 (Debian wordnet-base: synsets of forbid,',
    '# prohibit, ban, outlaw, illegal, the adjectives similar to illegal and their derivations; verbs one of whose four most',
    '# frequent senses is in verb.communication or verb.cognition, the first not in verb.stative).',
    '#',
    ...licenceLines(dict, 'data.verb'),
    ...lines,
  ].join('\n'),
);
