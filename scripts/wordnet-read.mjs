// Reads Princeton WordNet's dict files (the wndb format: index.<pos>, data.<pos>, index.sense or
// cntlist.rev) for the scripts that derive resources/lexicon from them (wordnet-lexicon.mjs,
// wordnet-phrasal.mjs). Each reader returns the records of one file; what to keep is the caller's.
import fs from 'node:fs';
import path from 'node:path';

/** The entries of index.<pos>: a lemma, its sense count, its tagged sense count and its synsets' offsets (most frequent first). */
export function readIndex(dict, pos) {
  const out = [];
  for (const line of fs.readFileSync(path.join(dict, `index.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    const pointers = Number(f[3]);
    out.push({ lemma: f[0], senses: Number(f[2]), tagged: Number(f[5 + pointers]), offsets: f.slice(6 + pointers) });
  }
  return out;
}

/**
 * The synsets of data.<pos>: offset, the fields of the line before the gloss (as written), the lemmas
 * (lower case, without an adjective's "(a)" marker), the pointers (symbol, target offset and part of
 * speech, source and target lemma numbers; 0 for the whole synset) and the gloss.
 */
export function readSynsets(dict, pos) {
  const out = [];
  for (const line of fs.readFileSync(path.join(dict, `data.${pos}`), 'utf8').split('\n')) {
    if (!/^\d{8} /.test(line)) continue;
    const [head, gloss] = line.split('|');
    const fields = head.trim().split(' ');
    const count = parseInt(fields[3], 16);
    const words = Array.from({ length: count }, (_, i) => fields[4 + 2 * i].toLowerCase().replace(/\(.*\)$/, ''));
    const pointers = Array.from({ length: Number(fields[4 + 2 * count]) }, (_, i) => {
      const at = 5 + 2 * count + 4 * i;
      return { symbol: fields[at], offset: fields[at + 1], pos: fields[at + 2], source: parseInt(fields[at + 3].slice(0, 2), 16), target: parseInt(fields[at + 3].slice(2), 16) };
    });
    out.push({ offset: fields[0], fields, words, pointers, gloss: gloss ?? '' });
  }
  return out;
}

/**
 * Tagged sense counts per lemma and part of speech ("n", "v", "a", "r"; satellites count as "a"),
 * keyed "<lemma> <tag>", from index.sense ("lemma%ss_type:… offset sense_number tag_cnt") or, where
 * there is none (Debian's wordnet-base), cntlist.rev ("lemma%ss_type:… sense_number tag_cnt").
 */
export function readTaggedCounts(dict) {
  const ssType = { 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 'a' };
  const indexSense = path.join(dict, 'index.sense');
  const file = fs.existsSync(indexSense) ? indexSense : path.join(dict, 'cntlist.rev');
  const counts = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^([^%\s]+)%(\d):\S+ (?:\d+ )?\d+ (\d+)$/.exec(line.trim());
    if (!m) continue;
    const key = `${m[1]} ${ssType[m[2]]}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(m[3]));
  }
  return counts;
}

/** WordNet's licence (the numbered comment lines at the top of a data file) as "# " lines, for a derived file's header. */
export function licenceLines(dict, file = 'data.noun') {
  return fs
    .readFileSync(path.join(dict, file), 'utf8')
    .split('\n')
    .filter((line) => /^ {2}\d+ /.test(line))
    .map((line) => `# ${line.replace(/^ {2}\d+ ?/, '').trimEnd()}`);
}
