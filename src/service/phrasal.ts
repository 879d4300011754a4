// Two-word verbs of a question ("took part", "find out"), read as the one word WordNet gives for their
// most frequent sense (resources/lexicon/wordnet-phrasal.txt, built by scripts/wordnet-phrasal.mjs):
// "How many people took part?" asks who participated, and a source says "participants". The phrase
// itself still counts where a source uses it (concepts.ts keeps it as the concept's other wording).
// Parsing and matching are pure; the file is read once, lazily; no file, no phrasal verbs.
import { lexiconFilePlaces, readFirst } from './lemmas';
import { stem } from './text';

/** "take part" → ["participate"], "let go" → ["relinquish", "release"], keyed by the stem of the phrase's verb and its particle ("take part"). */
export type PhrasalTable = Map<string, string[]>;

/**
 * Parses "<tag> <verb> <particle> <word> [<other word>…]" lines ("#" comments, lines of another tag and anything else
 * ignored): tag "p" in wordnet-phrasal.txt, "s" in wordnet-phrasal-senses.txt (unused-word.ts). Pure.
 */
export function parsePhrasal(text: string, tag: 'p' | 's' = 'p'): PhrasalTable {
  const out: PhrasalTable = new Map();
  const row = new RegExp(`^${tag} ([a-z]+) ([a-z]+) ([a-z]+(?: [a-z]+)*)$`);
  for (const line of text.split('\n')) {
    const m = row.exec(line.trim());
    if (m) out.set(`${stem(m[1] ?? '')} ${m[2] ?? ''}`, (m[3] ?? '').split(' '));
  }
  return out;
}

let loaded: PhrasalTable | null = null;

/** The shipped table, read on first use. */
export function phrasalTable(): PhrasalTable {
  loaded ??= parsePhrasal(readFirst(lexiconFilePlaces('wordnet-phrasal.txt')));
  return loaded;
}

export interface PhrasalUse {
  /** The verb as written ("took"). */
  verb: string;
  /** Its particle or object ("part"). */
  particle: string;
  /** The one word for the phrase ("participate"). */
  word: string;
  /** The other one-word lemmas of its sense ("release" for let go), other words a source may use. */
  others: string[];
}

/** The two-word verbs of a text (its verb in any form: "took part", "taking part"), in order. Pure over `table`. */
export function phrasalVerbs(text: string, table: PhrasalTable = phrasalTable()): PhrasalUse[] {
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const out: PhrasalUse[] = [];
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const verb = tokens[i] ?? '';
    const particle = tokens[i + 1] ?? '';
    const [word, ...others] = table.get(`${stem(verb)} ${particle}`) ?? [];
    if (word) out.push({ verb, particle, word, others });
  }
  return out;
}
