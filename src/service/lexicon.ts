// Word relations from WordNet (resources/lexicon/wordnet-related.txt, built by
// scripts/wordnet-lexicon.mjs): which words a source may use for a question's word. Direct
// relations are synonyms of a frequent sense ("interrupt" for "disrupt") and substances ("caffeine"
// is a substance of "coffee"); bridged relations go through one shared synonym ("disturb" →
// interrupt → "disrupt") and are only trusted where a source also names the question's other
// concepts (concepts.ts decides that). Parsing and look-up are pure; the file is read once, lazily.
import { lemmaOf, lexiconFilePlaces, readFirst } from './lemmas';
import { isStopWord, stem, stemOfLemma } from './text';

export interface Lexicon {
  /** Synsets as lists of lemma stems. */
  synsets: string[][];
  /** Synset indexes by lemma stem. */
  byStem: Map<string, number[]>;
  /** Synset indexes by lemma as written ("insure"), to tell a word's own synsets from those of other words of its stem. */
  byLemma?: Map<string, number[]>;
  /** Each synset's lemmas as written (same order as `synsets`), to tell which of a stem's synsets hold the word itself. */
  lemmas?: string[][];
  /** Substance relations both ways, by stem: caffein ↔ coffe. */
  substance: Map<string, Set<string>>;
  /** A word for each stem (the first lemma seen), to search for it and to name it. */
  wordOf: Map<string, string>;
  /** Stems of words with ten senses or more ("keep", "take"): general words, whose meaning depends on their neighbours. */
  general: Set<string>;
  /** WordNet's sense count of each general word, by stem ("get" 37, "collapse" 11). */
  senses?: Map<string, number>;
  /** Antonyms both ways, by stem: stop ↔ start, survive ↔ succumb. */
  antonyms: Map<string, Set<string>>;
  /** Indirect antonyms of adjectives both ways, by stem ("o" lines: susceptible ↔ resistant, a satellite of unsusceptible). */
  opposites?: Map<string, Set<string>>;
  /**
   * The "h <noun> <hypernym>" lines of wordnet-kin.txt (direct hypernyms of nouns in frequent senses: noodle →
   * pasta), kept as text and searched when a word is asked for: the file is large, and a question asks for a few words.
   */
  kin: string;
}

export interface LexicalRelations {
  /** Stems of words that say the same (a synonym of a frequent sense, a substance of it or one it is a substance of). */
  direct: Set<string>;
  /** Stems reached through one shared synonym: weaker, used only with other evidence. */
  bridged: Set<string>;
  /** Stems one level up or down WordNet's hierarchy ("pasta" for noodles): weaker still, used only where a source names the rest of a question of three concepts or more. */
  kin: Set<string>;
}

const EMPTY: LexicalRelations = { direct: new Set(), bridged: new Set(), kin: new Set() };

/** Parses the lexicon files ("s a b c" synsets, "m part|whole whole" substances, "g word n" general words, "a x y" antonyms, "h kind hypernym" kinds, "#" comments). Pure. */
export function parseLexicon(text: string): Lexicon {
  const synsets: string[][] = [];
  const byStem = new Map<string, number[]>();
  const byLemma = new Map<string, number[]>();
  const lemmas: string[][] = [];
  const substance = new Map<string, Set<string>>();
  const wordOf = new Map<string, string>();
  const general = new Set<string>();
  const senses = new Map<string, number>();
  const antonyms = new Map<string, Set<string>>();
  const opposites = new Map<string, Set<string>>();
  const kin: string[] = [];
  const stemsOfWords = (list: string): string[] =>
    list
      .trim()
      .split(/\s+/)
      // a stop word is no concept's other word: "even" (an old noun for evening) is, in a source, the adverb
      .filter((w) => /^[a-z]+$/.test(w) && !isStopWord(w))
      .map((w) => {
        const s = stemOfLemma(w);
        if (!wordOf.has(s)) wordOf.set(s, w);
        return s;
      });
  const link = (a: string, b: string): void => {
    if (a === b) return;
    const set = substance.get(a) ?? new Set<string>();
    set.add(b);
    substance.set(a, set);
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('s ')) {
      const stems = [...new Set(stemsOfWords(line.slice(2)))];
      if (stems.length < 2) continue;
      const index = synsets.length;
      synsets.push(stems);
      const written = [...new Set(line.slice(2).trim().split(/\s+/))].filter((lemma) => /^[a-z]+$/.test(lemma));
      lemmas.push(written);
      for (const s of stems) byStem.set(s, [...(byStem.get(s) ?? []), index]);
      for (const lemma of written) byLemma.set(lemma, [...(byLemma.get(lemma) ?? []), index]);
    } else if (line.startsWith('g ')) {
      const [word = '', count = ''] = line.slice(2).trim().split(/\s+/);
      if (/^[a-z]+$/.test(word)) {
        general.add(stemOfLemma(word));
        senses.set(stemOfLemma(word), Number(count) || 10);
      }
    } else if (line.startsWith('o ')) {
      const [a, b] = stemsOfWords(line.slice(2));
      if (a && b && a !== b) {
        opposites.set(a, (opposites.get(a) ?? new Set<string>()).add(b));
        opposites.set(b, (opposites.get(b) ?? new Set<string>()).add(a));
      }
    } else if (line.startsWith('a ')) {
      const [x, y] = line.slice(2).trim().split(/\s+/);
      if (!x || !y || !/^[a-z]+$/.test(x) || !/^[a-z]+$/.test(y)) continue;
      const [a, b] = [stemOfLemma(x), stemOfLemma(y)];
      if (a === b) continue;
      antonyms.set(a, (antonyms.get(a) ?? new Set<string>()).add(b));
      antonyms.set(b, (antonyms.get(b) ?? new Set<string>()).add(a));
    } else if (line.startsWith('h ')) {
      kin.push(line.trim());
    } else if (line.startsWith('m ')) {
      const [parts, wholes] = line.slice(2).split('|');
      const partStems = stemsOfWords(parts ?? '');
      const wholeStems = stemsOfWords(wholes ?? '');
      for (const p of partStems) for (const w of wholeStems) {
        link(p, w);
        link(w, p);
      }
    }
  }
  return { synsets, byStem, byLemma, lemmas, substance, wordOf, general, senses, antonyms, opposites, kin: `\n${kin.join('\n')}\n` };
}

function synonymsOf(lexicon: Lexicon, s: string, only?: Set<number>): Set<string> {
  const out = new Set<string>();
  for (const index of lexicon.byStem.get(s) ?? []) if (!only || only.has(index)) for (const other of lexicon.synsets[index] ?? []) if (other !== s) out.add(other);
  return out;
}

/**
 * An agent noun whose stem is another word's ("insurers" → insurer, stem insur, the stem of "insure";
 * "conservator" → conserv; "officer" → offic): the singular it is, when it ends in -er/-or and the
 * stemmer cut that ending off, or null. Such a word is not the act or thing its stem names (an insurer
 * is no "securing"), so it takes only the synsets it is itself a lemma of. Pure.
 */
export function agentNounLemma(word: string): string | null {
  const lower = word.toLowerCase();
  const s = stem(lower);
  for (const form of new Set([lemmaOf(lower), lower.replace(/s$/, '')])) {
    if (/(?:er|or)$/.test(form) && stemOfLemma(form) === s && s.length <= form.length - 2) return form;
  }
  return null;
}

/**
 * The kin of a word: the lemmas one level above or below it in WordNet's hierarchy, looked up by the word
 * and its base forms ("noodles" → noodle → pasta) whose stem is the word's. Pure.
 */
export function kinOf(lexicon: Lexicon, word: string): string[] {
  const lower = word.toLowerCase();
  const s = stem(lower);
  const forms = [lower, lemmaOf(lower), lower.replace(/ies$/, 'y'), lower.replace(/es$/, ''), lower.replace(/s$/, '')];
  const out = new Set<string>();
  const lines = kinLines(lexicon);
  for (const form of new Set(forms)) {
    if (!/^[a-z]+$/.test(form) || stemOfLemma(form) !== s) continue;
    // "h <form> <hypernym>" lines: its hypernyms; "h <hyponym> <form>" lines: its hyponyms
    for (const up of lines.up.get(form) ?? []) out.add(up);
    for (const down of lines.down.get(form) ?? []) out.add(down);
  }
  out.delete(lower);
  return [...out].filter((w) => /^[a-z]+$/.test(w));
}

/**
 * The words for a noun's kind, one level up WordNet's hierarchy ("refrigeration" → cooling, chilling),
 * from the shipped lexicon's kin lines, looked up by the word and its base forms. Pure but for the lexicon.
 */
export function broaderWords(word: string): string[] {
  const index = kinIndex();
  const lower = word.toLowerCase();
  const out = new Set<string>();
  for (const form of new Set([lower, lemmaOf(lower), lower.replace(/s$/, '')])) {
    if (!/^[a-z]+$/.test(form)) continue;
    for (const broader of index.get(form) ?? []) out.add(broader);
  }
  return [...out].filter((w) => /^[a-z]+$/.test(w) && w !== lower);
}

interface KinLines {
  /** By the word after "h ": the rest of each of its lines (its broader words). */
  up: Map<string, string[]>;
  /** By a line's last word: what stands between "h " and it (its narrower words). */
  down: Map<string, string[]>;
}

const kinLinesOf = new WeakMap<Lexicon, KinLines>();

/**
 * A lexicon's "h <word> <broader>" lines by their first and by their last word, in file order, built once per
 * lexicon: a search of the whole 1.4 MB text per word (kinOf, isCommonNoun) took a third of a research job's CPU.
 */
function kinLines(lexicon: Lexicon): KinLines {
  let lines = kinLinesOf.get(lexicon);
  if (!lines) {
    lines = { up: new Map(), down: new Map() };
    const add = (map: Map<string, string[]>, key: string, value: string): void => {
      const list = map.get(key);
      if (list) list.push(value);
      else map.set(key, [value]);
    };
    for (const line of lexicon.kin.split('\n')) {
      if (!line.startsWith('h ')) continue;
      const space = line.indexOf(' ', 2);
      if (space < 0) continue;
      add(lines.up, line.slice(2, space), line.slice(space + 1));
      const last = line.lastIndexOf(' ');
      add(lines.down, line.slice(last + 1), line.slice(2, last));
    }
    kinLinesOf.set(lexicon, lines);
  }
  return lines;
}

/** The shipped kin lines by word (see kinLines). */
function kinIndex(): Map<string, string[]> {
  return kinLines(lexicon()).up;
}

const personCache = new Map<string, boolean>();

/**
 * Is a noun a kind of person ("passenger", "father", "volunteer"): "person" within `levels` (two) levels up
 * WordNet's hierarchy (broaderWords; further up, rarer senses make "specimens" and "sheets" persons), its plural by
 * its singular. Cached. Pure but for the lexicon.
 */
export function isPersonNoun(word: string, levels = 2): boolean {
  const lower = word.toLowerCase();
  const key = `${levels} ${lower}`;
  const hit = personCache.get(key);
  if (hit !== undefined) return hit;
  let frontier = [lower];
  const seen = new Set(frontier);
  let found = false;
  for (let depth = 0; depth < levels && frontier.length > 0 && !found; depth += 1) {
    const next: string[] = [];
    for (const w of frontier) {
      for (const b of broaderWords(w)) {
        if (b === 'person') found = true;
        if (!seen.has(b)) {
          seen.add(b);
          next.push(b);
        }
      }
    }
    frontier = next;
  }
  personCache.set(key, found);
  return found;
}

/**
 * The forms a word may be an inflection of, by WordNet's own detachment rules (morphy: "-s", "-es", "-ies",
 * "-ed", "-ing", "-er", "-est"), the word and its listed lemma among them; only those of the word's own stem.
 * Candidates ("disturbe" too), looked up in the lexicon's lemma lists. Pure but for the shipped lemma table.
 */
export function baseForms(word: string): string[] {
  const lower = word.toLowerCase();
  const s = stem(lower);
  const rules: [string, string][] = [['s', ''], ['es', ''], ['ies', 'y'], ['ed', ''], ['ed', 'e'], ['ing', ''], ['ing', 'e'], ['er', ''], ['er', 'e'], ['est', ''], ['est', 'e']];
  const forms = [lower, lemmaOf(lower), ...rules.filter(([end]) => lower.endsWith(end) && lower.length > end.length + 1).map(([end, add]) => lower.slice(0, -end.length) + add)];
  return [...new Set(forms)].filter((form) => /^[a-z]+$/.test(form) && stemOfLemma(form) === s);
}

/**
 * Is a lemma a form of the word itself: an inflection of one of its base forms ("going" of go, "disturbed" of
 * disturb), or an adjective's quality noun ("hotness" of hot, "happiness" of happy), which names what the word
 * names? Another derivation is another word: "population" is no form of "populate", "disturbance" none of
 * "disturb". Pure but for the shipped lemma table.
 */
export function isOwnForm(lemma: string, forms: string[]): boolean {
  if (baseForms(lemma).some((f) => forms.includes(f))) return true;
  return forms.some((f) => lemma === `${f}ness` || lemma === `${f.replace(/y$/, 'i')}ness`);
}

/**
 * The synsets of a word's own senses: those of its stem that hold a form of the word itself (isOwnForm), or
 * undefined where the lexicon does not list lemmas (then every synset of its stem counts). Porter gives
 * "population" the stem of "populate", whose synset says "live" and "inhabit": none of them is the
 * population's. An agent noun takes only the synsets it is itself a lemma of ("insurers": none of insure's
 * "secure", "check"). Pure but for the shipped lemma table.
 */
export function ownSynsets(lexicon: Lexicon, word: string): Set<number> | undefined {
  if (!lexicon.byLemma || !lexicon.lemmas) return undefined;
  const agent = agentNounLemma(word);
  if (agent !== null) return new Set(lexicon.byLemma.get(agent) ?? []);
  const forms = baseForms(word);
  const out = new Set<number>();
  for (const index of lexicon.byStem.get(stem(word)) ?? []) if ((lexicon.lemmas[index] ?? []).some((lemma) => isOwnForm(lemma, forms))) out.add(index);
  return out;
}

/** The words related to a word (by stem), direct and bridged (a word's kin are added to its look-up's lexicon.wordOf, to search for them). */
export function relationsIn(lexicon: Lexicon, word: string): LexicalRelations {
  const s = stem(word);
  const agent = agentNounLemma(word);
  const own = ownSynsets(lexicon, word);
  const direct = synonymsOf(lexicon, s, own);
  if (agent === null) for (const x of lexicon.substance.get(s) ?? []) direct.add(x);
  const bridged = new Set<string>();
  for (const synonym of synonymsOf(lexicon, s, own)) for (const further of synonymsOf(lexicon, synonym)) if (further !== s && !direct.has(further)) bridged.add(further);
  // one level up or down WordNet's hierarchy ("pasta" for noodles); none for a general word ("form", "set")
  const kin = new Set<string>();
  if (!lexicon.general.has(s)) {
    for (const other of kinOf(lexicon, word)) {
      const k = stemOfLemma(other);
      if (k === s || direct.has(k) || bridged.has(k) || isStopWord(other)) continue;
      kin.add(k);
      if (!lexicon.wordOf.has(k)) lexicon.wordOf.set(k, other);
    }
  }
  return { direct, bridged, kin };
}

/**
 * Stems of the participles ("closed") that share one of a word's own senses ("shut": WordNet's {shut, closed}): a
 * verb's synonym said as a participle or the adjective made from it ("the closed gates" for "the shut gates"),
 * which a class check on the synonym's commoner use ("close" is mostly "near") would refuse. Pure but for the lexicon.
 */
export function participleSynonymsIn(lexicon: Lexicon, word: string): Set<string> {
  const out = new Set<string>();
  const s = stem(word);
  const own = ownSynsets(lexicon, word);
  for (const index of lexicon.byStem.get(s) ?? []) {
    if (own && !own.has(index)) continue;
    for (const lemma of lexicon.lemmas?.[index] ?? []) if (/[^e]ed$/.test(lemma) && lemma.length >= 5 && stemOfLemma(lemma) !== s) out.add(stemOfLemma(lemma));
  }
  return out;
}

const participleCache = new Map<string, Set<string>>();

/** participleSynonymsIn over the shipped lexicon, cached by word. */
export function participleSynonyms(word: string): Set<string> {
  const key = word.toLowerCase();
  let hit = participleCache.get(key);
  if (!hit) {
    hit = /^[a-z]+$/.test(key) ? participleSynonymsIn(lexicon(), key) : new Set<string>();
    participleCache.set(key, hit);
  }
  return hit;
}

/** Where the lexicon may be: $QUIRE_LEXICON_FILE, beside the sources or bundles (resources/lexicon), beside the sample library. */
export function lexiconFileCandidates(): string[] {
  if (process.env.QUIRE_LEXICON_FILE) return [process.env.QUIRE_LEXICON_FILE];
  return lexiconFilePlaces('wordnet-related.txt');
}

let loaded: Lexicon | null = null;
const cache = new Map<string, LexicalRelations>();

/** The shipped lexicon, read on first use; an unreadable file means no relations (exact words still match). */
export function lexicon(): Lexicon {
  if (!loaded) {
    // an unreadable file: no relations
    // the kin file's data lines are all "h" lines: kept as read, not split (it is large)
    const kin = process.env.QUIRE_LEXICON_FILE ? '' : readFirst(lexiconFilePlaces('wordnet-kin.txt'));
    loaded = { ...parseLexicon(readFirst(lexiconFileCandidates())), kin: `\n${kin}\n` };
  }
  return loaded;
}

/**
 * Is a word of the lightest kind (thirty WordNet senses or more: "get", "take", "make"), whose meaning
 * comes from its object ("When did the town get its railway?" asks when the railway came)?
 */
export function isLightWord(word: string): boolean {
  return (lexicon().senses?.get(stem(word)) ?? 0) >= 30;
}

/** Is a word general (ten WordNet senses or more: "keep", "take", "cold")? Its absence from a source says little. */
export function isGeneralWord(word: string): boolean {
  return lexicon().general.has(stem(word));
}

/** A word for a stem of the shipped lexicon ("disrupt" for disrupt), or the stem itself. */
export function lexiconWord(s: string): string {
  return lexicon().wordOf.get(s) ?? s;
}

/** Related words of a word in the shipped lexicon (cached by stem). */
export function lexicalRelations(word: string): LexicalRelations {
  // a word's relations are its own lemma's, not its stem's (relationsIn: "population" is no "populate"): cached by the word
  const s = word.toLowerCase();
  const hit = cache.get(s);
  if (hit) return hit;
  const relations = /^[a-z]+$/.test(stem(word)) ? relationsIn(lexicon(), word) : EMPTY;
  cache.set(s, relations);
  return relations;
}

/** Stems of an adjective's indirect antonyms in the shipped lexicon ("susceptible" → resistant, immune). */
export function oppositeStems(word: string): Set<string> {
  return lexicon().opposites?.get(stem(word)) ?? new Set<string>();
}

/** Stems of a word's antonyms in the shipped lexicon ("stop" → start; "survive" → succumb). */
export function antonymStems(word: string): Set<string> {
  return lexicon().antonyms.get(stem(word)) ?? new Set<string>();
}

/**
 * Parses "c <modifier> <head>" lines of resources/lexicon/wordnet-names.txt (two-word nouns that
 * name something that is not a kind of their last word: "teddy bear", "sea lion") into keys
 * "<modifier> <stem of head>". Pure.
 */
export function parseNames(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    const m = /^c ([a-z]+) ([a-z]+)$/.exec(line.trim());
    if (m) out.add(`${m[1] ?? ''} ${stemOfLemma(m[2] ?? '')}`);
  }
  return out;
}

let names: Set<string> | null = null;

/** Is "<modifier> <head>" a name of something that is not a kind of head ("teddy bears", "sea lions")? Read on first use; no file, no names. */
export function namesOtherThing(modifier: string, head: string): boolean {
  if (!names) {
    names = parseNames(readFirst(lexiconFilePlaces('wordnet-names.txt')));
  }
  return names.has(`${modifier.toLowerCase()} ${stem(head)}`);
}

/** Parses "m <word>" lines of resources/lexicon/wordnet-modifiers.txt. Pure. */
export function parseModifiers(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    const m = /^m ([a-z]+)$/.exec(line.trim());
    if (m) out.add(m[1] ?? '');
  }
  return out;
}

let modifiers: Set<string> | null = null;

/**
 * Is a word used mostly as an adjective or adverb ("outer", "everywhere", "longer", "fastest";
 * WordNet's tagged uses)? Such a word of the question that no source uses is no gap in what the
 * sources cover. Read on first use; no file, no modifiers.
 */
export function isModifierWord(word: string): boolean {
  if (!modifiers) {
    modifiers = parseModifiers(readFirst(lexiconFilePlaces('wordnet-modifiers.txt')));
  }
  return modifiers.has(word.toLowerCase());
}

/**
 * Is a word a common noun in one of its frequent senses (it has a kind above it in WordNet: "bridge", "point", "smith"; not "Ellery")?
 * Looked up in the kin lines by word (kinLines), not by a search of the whole text per call.
 */
export function isCommonNoun(word: string): boolean {
  const lower = word.toLowerCase();
  return /^[a-z]+$/.test(lower) && kinIndex().has(lower);
}
