// A follow-up read in the words its sources use (chat.ts): "Who carried out the inspection?" where a source says
// "the inspection was performed by …", "Who puts each chair together?" where it says "every chair is assembled",
// "Was it fatal?" after an answer saying someone died. Owns the reading of a follow-up's words no source uses as
// the words WordNet links to them: a multiword verb by the one-word lemmas of its senses ("carry out": execute,
// accomplish, implement; "get off": leave), with its particle after the verb or after its object ("puts each chair
// together"); an adjective by the nouns and verbs it derives from ("fatal": death, die); any word by its direct
// synonyms (lexicon.ts), and those words by theirs (accomplish → perform); a verb by the particular ways of doing it,
// as they are ("include": contain, cover); a noun by its kind ("trip": journey); a
// person word ("people") by the noun a sentence uses for a kind of person ("patients"). The measure a how-question
// asks ("how FAST") and a comparative ("longer") are what is asked, no words to find. A word is read so only where ONE
// sentence of the sources says the linked word together with every other word of the follow-up the sources use (or,
// where it has none, is a sentence the research answer cited), and only where every other word of the follow-up is
// one the sources use: "Who carried out the replacement work?" is not read over a sentence on who performed the
// inspection, and "Who is in charge of the car park?" is not read at all where no source names a car. The data:
// resources/lexicon/wordnet-bridges.txt (scripts/wordnet-bridges.mjs), read once, lazily; no file, synonyms only.
// Pure but for the shipped lexicon.
import { ranks } from './chat-context';
import { conceptsOf, mentioned, mentionedInOtherWords, stemMatches, stemsOf, type Concept } from './concepts';
import { lemmaOf, lexiconFilePlaces, readFirst } from './lemmas';
import { broaderWords, isPersonNoun, lexicalRelations } from './lexicon';
import { isStopWord, stem } from './text';
import { baseFormCandidates } from './verbs';
import { tokensOf, type Token } from './follow-up-frame';

/** A word or multiword lemma ("carry out", "fatal") → the words WordNet links to it other than as synonyms. */
export type BridgeTable = Map<string, string[]>;

/** Parses "b <lemma with underscores> <word> <word>…" lines ("#" comments, anything else ignored). Pure. */
export function parseBridges(text: string): BridgeTable {
  const out: BridgeTable = new Map();
  for (const line of text.split('\n')) {
    const m = /^b ([a-z]+(?:_[a-z]+)*) ([a-z]+(?: [a-z]+)*)$/.exec(line.trim());
    if (m) out.set((m[1] ?? '').replace(/_/g, ' '), (m[2] ?? '').split(' '));
  }
  return out;
}

/** Parses the "t <verb> <way> <way>…" lines: the ways of doing a verb, its first sense's troponyms ("include" → contain, cover). Pure. */
export function parseWays(text: string): BridgeTable {
  const out: BridgeTable = new Map();
  for (const line of text.split('\n')) {
    const m = /^t ([a-z]+) ([a-z]+(?: [a-z]+)*)$/.exec(line.trim());
    if (m) out.set(m[1] ?? '', (m[2] ?? '').split(' '));
  }
  return out;
}

let loaded: BridgeTable | null = null;
let loadedWays: BridgeTable | null = null;

/** The shipped table, read on first use. */
export function bridgeTable(): BridgeTable {
  loaded ??= parseBridges(readFirst(lexiconFilePlaces('wordnet-bridges.txt')));
  return loaded;
}

/** The shipped ways of doing verbs, read on first use. */
export function waysTable(): BridgeTable {
  loadedWays ??= parseWays(readFirst(lexiconFilePlaces('wordnet-bridges.txt')));
  return loadedWays;
}

/** A word of a follow-up WordNet links to others: its token positions (a multiword verb's verb and particle), as written, and the linked words. */
export interface BridgeSpan {
  positions: number[];
  written: string;
  /** Stems a source may say it by. */
  stems: Set<string>;
  /** A person word ("people", "someone"): said by any noun for a kind of person ("patients", "passengers"). */
  person?: boolean;
}

/** WordNet's person synset and its plural: said by a noun for any kind of person. */
const PERSON_WORD = /^(?:person|persons|people|individual|individuals|somebody|someone|human|humans|folk|folks)$/;

/** The lemmas a word form may be ("puts" → put; "carried" → carry). Pure but for the lemma table. */
function lemmasOf(lower: string): string[] {
  return [...new Set([lemmaOf(lower), ...baseFormCandidates(lower)])];
}

/** Stems of words and of their direct synonyms (lexicon.ts): accomplish → perform. Pure but for the lexicon. */
function withSynonyms(linked: string[]): Set<string> {
  const out = new Set<string>();
  for (const w of linked) {
    out.add(stem(w));
    for (const s of lexicalRelations(w).direct) out.add(s);
  }
  return out;
}

/** Grammar: how many words may stand between a verb and its particle ("puts EACH CHAIR together"). */
const OBJECT_WORDS = 3;

/**
 * The multiword verbs of a follow-up WordNet lists ("carried out", "got off", "puts each chair together"), each with
 * the stems its senses' one-word lemmas (and their direct synonyms) give. Pure over `table` but for the lexicon.
 */
export function multiwordSpans(question: string, table: BridgeTable = bridgeTable()): BridgeSpan[] {
  const tokens = tokensOf(question);
  const out: BridgeSpan[] = [];
  const taken = new Set<number>();
  tokens.forEach((t, i) => {
    if (taken.has(i)) return;
    for (const lemma of lemmasOf(t.lower)) {
      // adjacent ("carried out", "find out about"), then a two-word verb's particle after its object ("puts each chair together")
      for (const n of [2, 1]) {
        const rest = tokens.slice(i + 1, i + 1 + n);
        const linked = rest.length === n ? table.get([lemma, ...rest.map((r) => r.lower)].join(' ')) : undefined;
        if (linked) {
          const positions = [i, ...rest.map((_, k) => i + 1 + k)];
          positions.forEach((p) => taken.add(p));
          out.push({ positions, written: tokens.slice(i, i + 1 + n).map((x) => x.word).join(' '), stems: withSynonyms(linked) });
          return;
        }
      }
      for (let j = i + 2; j <= i + 1 + OBJECT_WORDS && j < tokens.length; j += 1) {
        const particle = tokens[j];
        const linked = particle ? table.get(`${lemma} ${particle.lower}`) : undefined;
        if (!linked || !particle) continue;
        // (a particle ends its clause: "puts each chair TOGETHER?"; "get better ON the drug" is a preposition's)
        const next = tokens[j + 1];
        if (next && !/[?.!,;:]/.test(question.slice(particle.end, next.start))) continue;
        // (the words between are the verb's object: no verb of their own, no question word)
        if (tokens.slice(i + 1, j).some((x) => /^(?:who|what|when|where|why|how|which|and|or|but|if|that)$/.test(x.lower))) break;
        taken.add(i);
        taken.add(j);
        out.push({ positions: [i, j], written: `${t.word} … ${particle.word}`, stems: withSynonyms(linked) });
        return;
      }
    }
  });
  return out;
}

/**
 * A single word of a follow-up that no source uses, with the stems it may be said by: the table's words for it
 * (an adjective's nouns and verbs: "fatal" → death, die) and its direct synonyms, and theirs, and its kinds one
 * level up or down WordNet's hierarchy. null for a word
 * with none. Pure over `table` but for the lexicon.
 */
export function wordSpan(word: string, positions: number[], written: string, table: BridgeTable = bridgeTable(), ways: BridgeTable = waysTable()): BridgeSpan | null {
  const lower = word.toLowerCase();
  if (PERSON_WORD.test(lower)) return { positions, written, stems: new Set(), person: true };
  const linked = [...new Set(lemmasOf(lower).flatMap((l) => table.get(l) ?? []))];
  const stems = withSynonyms(linked);
  // (and a verb's particular ways, as they are: "What does it include?" where a source says what the price "covers")
  for (const w of lemmasOf(lower).flatMap((l) => ways.get(l) ?? [])) stems.add(stem(w));
  // (and a noun's kind, one level up WordNet's hierarchy: "trip" by journey)
  const relations = lexicalRelations(lower);
  for (const s of [...relations.direct, ...relations.kin, ...broaderWords(lower).map(stem)]) stems.add(s);
  stems.delete(stem(lower));
  return stems.size > 0 ? { positions, written, stems } : null;
}

/** Is a concept said by a text's stems: in its own words or a direct synonym. Pure but for the lexicon. */
function said(c: Concept, stems: Set<string>): boolean {
  return mentioned([c], stems).length > 0 || mentionedInOtherWords([c], stems, 'direct').length > 0;
}

/** The word of a sentence that says a span (its first): one of its stems, or a noun for a kind of person for a person word; as written, or null. Pure but for the lexicon. */
export function wordSaying(sentence: string, span: Pick<BridgeSpan, 'stems' | 'person'>): string | null {
  for (const t of tokensOf(sentence)) {
    if (t.lower.length < 3 || isStopWord(t.lower)) continue;
    if (span.person) {
      if (t.lower.length >= 4 && baseFormCandidates(t.lower).some((b) => isPersonNoun(b, 3))) return t.start === 0 ? t.lower : t.word;
      continue;
    }
    const s = stem(t.lower);
    if (span.stems.has(s) || [...span.stems].some((b) => b.length >= 5 && stemMatches(b, s))) return t.start === 0 ? t.lower : t.word;
  }
  return null;
}

export interface RewordedFollowUp {
  /** The follow-up with each word read as the source's word ("Who performed the inspection?"). */
  question: string;
  /** Each word as written and the source's word it was read as. */
  readAs: [string, string][];
}

/**
 * The follow-up in its sources' words (see the header): each of its words (or multiword verbs) no source uses,
 * read as the word of the one sentence that says a word WordNet links to each of them together with the
 * follow-up's other words; null where any word no source uses has no such sentence, or none needed reading. `sourceSentences`: the
 * job's sources' sentences; `answerSentences`: the research answer's cited sentences, the context of a follow-up
 * with no other word of its own. Pure but for the shipped lexicon.
 */
export function rewordedFollowUp(question: string, sourceSentences: string[], answerSentences: string[], table: BridgeTable = bridgeTable()): RewordedFollowUp | null {
  const tokens = tokensOf(question);
  const sourceStems = new Set(sourceSentences.flatMap((s) => [...stemsOf(s)]));
  const spans = multiwordSpans(question, table);
  const inSpan = new Set(spans.flatMap((s) => s.positions));
  // the follow-up's words that carry it (its concepts read whole: "how LONG" is a measure asked, no word to find),
  // each with the positions of the words that write it ("car park": both)
  // (a comparative or superlative, "longer", "best", is the comparison asked, no word to find: ranks, chat-context.ts; nor
  // is the measure a how-question asks, "how FAST", "how QUICKLY": a source gives it as an amount)
  const measureAsked = new Set([...question.matchAll(/\bhow\s+(\p{L}+)/giu)].map((m) => (m[1] ?? '').toLowerCase()).filter((w) => !/^(?:many|much|long|often|old|far)$/.test(w)));
  // (a possessive is its noun's word: "the captain's death")
  const bare = (t: Token): string => t.lower.replace(/['’]s?$/u, '');
  const concepts = conceptsOf(question, { dropInstructionWords: true })
    .filter((c) => !c.soft && !ranks(c.term) && !measureAsked.has(c.term))
    .map((c) => ({ c, positions: tokens.flatMap((t, i) => (stem(bare(t)) === c.stem || bare(t) === c.term || (c.label ?? '').split(' ').includes(bare(t)) ? [i] : [])) }))
    .filter(({ positions }) => positions.every((p) => !inSpan.has(p)));
  // each of them no source uses must be read too (never left for the reply to ignore; one whose words are not found as
  // written cannot be read, and the follow-up is not reworded)
  for (const { c, positions } of concepts) {
    if (said(c, sourceStems)) continue;
    const span = positions.length > 0 ? wordSpan(c.term, positions, positions.map((p) => tokens[p]?.word ?? '').join(' '), table) : null;
    if (!span) return null;
    spans.push(span);
  }
  if (spans.length === 0) return null;
  // the follow-up's other words the sources use: each must be in the one sentence read, with a word for every span
  const anchors = concepts.filter(({ positions }) => !spans.some((s) => s.positions.some((p) => positions.includes(p)))).map(({ c }) => c);
  const pool = anchors.length > 0 ? sourceSentences : answerSentences;
  let found: string[] | null = null;
  for (const sentence of pool) {
    const stems = stemsOf(sentence);
    if (!anchors.every((c) => said(c, stems))) continue;
    const saying = spans.map((span) => wordSaying(sentence, span));
    if (saying.every((w): w is string => w !== null)) {
      found = saying;
      break;
    }
  }
  if (!found) return null;
  const readAs = new Map<number, string>();
  const dropped = new Set<number>();
  const pairs: [string, string][] = [];
  spans.forEach((span, k) => {
    const word = found?.[k] ?? '';
    const [first, ...rest] = span.positions;
    if (first === undefined) return;
    readAs.set(first, word);
    for (const p of rest) dropped.add(p);
    pairs.push([span.written, word]);
  });
  let out = '';
  let at = 0;
  tokens.forEach((t, i) => {
    out += question.slice(at, t.start);
    at = t.end;
    if (!dropped.has(i)) out += readAs.get(i) ?? t.word;
  });
  out += question.slice(at);
  return { question: out.replace(/\s{2,}/g, ' ').replace(/\s+([,.;:?!])/g, '$1').trim(), readAs: pairs };
}
