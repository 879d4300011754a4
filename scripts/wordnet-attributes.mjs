// Builds resources/lexicon/wordnet-attributes.txt: the noun each adjective is a value of, read off
// Princeton WordNet's attribute pointers ("=": strong -> strength, light and heavy -> weight, wide ->
// width), so that a table column named by the noun ("Minimum breaking strength (kN)", "Weight (g/m)")
// is tied to a question's comparative or superlative ("stronger", "the lightest"; table-columns.ts).
// Kept: head adjective synsets that are one of a lemma's frequent senses (its first `tagged` senses in
// index.adj, or any sense of a word tagged nowhere), single-word lemmas (letters only) on both sides.
// Each line "t <adjective> <noun> <end>": end "+" when the adjective is the high end of the noun (its
// gloss speaks of much of it: "having strength or power GREATER than average"), "-" the low end
// ("of comparatively LITTLE physical weight"; "WANTING in physical strength"), "0" when the gloss says
// neither or both; an antonym of the same noun with a decided end takes the other end.
//   node scripts/wordnet-attributes.mjs /usr/share/wordnet > resources/lexicon/wordnet-attributes.txt
import { licenceLines, readIndex, readSynsets } from './wordnet-read.mjs';

const dict = process.argv[2] ?? '/usr/share/wordnet';
const HIGH = /\b(?:great|greater|greatest|large|larger|much|more|high|higher|considerable|abundant|many|big|long|extreme|excessive|ample|full|above|exceeding)\b/i;
const LOW = /\b(?:little|less|lacking|wanting|not|no|low|lower|small|smaller|few|fewer|short|deficient|without|slight|lack|lacks|insufficient|below|limited)\b/i;
const nouns = new Map(readSynsets(dict, 'noun').map((s) => [s.offset, s.words.filter((w) => /^[a-z]{3,}$/.test(w))]));
const adjectives = readSynsets(dict, 'adj');
const byOffset = new Map(adjectives.map((s) => [s.offset, s]));
// frequent senses: the offsets among a lemma's first `tagged` senses (all of them when none is tagged)
const frequent = new Set();
for (const entry of readIndex(dict, 'adj')) {
  const keep = entry.tagged > 0 ? entry.offsets.slice(0, entry.tagged) : entry.offsets;
  for (const offset of keep) frequent.add(`${entry.lemma} ${offset}`);
}
const endOf = (gloss) => {
  // the definition only, not its examples ("…; \"a strong man\"")
  const definition = gloss.split('"')[0] ?? '';
  const high = HIGH.test(definition);
  const low = LOW.test(definition);
  return high === low ? 0 : high ? 1 : -1;
};
/** "<adjective> <noun>" -> end */
const lines = new Map();
const antonymsOf = new Map();
for (const synset of adjectives) {
  if (synset.fields[2] !== 'a') continue;
  const attributes = synset.pointers.filter((p) => p.symbol === '=' && p.pos === 'n').flatMap((p) => nouns.get(p.offset) ?? []);
  if (attributes.length === 0) continue;
  const end = endOf(synset.gloss);
  synset.words.forEach((word, i) => {
    if (!/^[a-z]{3,}$/.test(word) || !frequent.has(`${word} ${synset.offset}`)) return;
    for (const noun of attributes) lines.set(`${word} ${noun}`, end);
    // its antonyms in this sense (a word's own "!" pointer, or the synset's)
    const antonyms = synset.pointers.filter((p) => p.symbol === '!' && (p.source === 0 || p.source === i + 1)).flatMap((p) => {
      const other = byOffset.get(p.offset);
      return other ? (p.target === 0 ? other.words : [other.words[p.target - 1] ?? '']) : [];
    });
    antonymsOf.set(word, [...(antonymsOf.get(word) ?? []), ...antonyms]);
  });
}
// an antonym of the same noun whose end is decided gives the other end to one that is not (or to both when they agree)
for (const [key, end] of [...lines]) {
  const [word, noun] = key.split(' ');
  const others = (antonymsOf.get(word) ?? []).map((a) => lines.get(`${a} ${noun}`)).filter((e) => e !== undefined && e !== 0);
  if (end === 0 && others.length > 0 && others.every((e) => e === others[0])) lines.set(key, -others[0]);
  else if (end !== 0 && others.some((e) => e === end)) lines.set(key, 0);
}
const out = [
  '# Adjectives and the noun each is a value of (WordNet attribute pointers), with the end of the noun\'s scale the',
  '# adjective stands for ("t strong strength +", "t light weight -"; 0 unknown), for the embedded research engine',
  '# (table-columns.ts). Derived by scripts/wordnet-attributes.mjs from Princeton WordNet 3.0 (Debian wordnet-base).',
  '#',
  ...licenceLines(dict, 'data.adj'),
  ...[...lines].sort(([a], [b]) => a.localeCompare(b)).map(([key, end]) => `t ${key} ${end > 0 ? '+' : end < 0 ? '-' : '0'}`),
];
process.stdout.write(`${out.join('\n')}\n`);
