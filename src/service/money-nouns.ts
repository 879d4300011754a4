// Nouns that name an amount of money (WordNet: a sum, price, charge, fee, payment, wage… up its hypernym hierarchy;
// resources/lexicon/wordnet-money.txt, built by scripts/wordnet-money.mjs), used by ask-kind.ts (a money question) and
// question-roles.ts ("in today's money" says what an amount is asked in). Pure but for the lexicon file.
import { lemmaOf, lexiconFilePlaces, readFirst } from './lemmas';
import { wordDimension } from './amounts';

/** Parses wordnet-money.txt ("$ rent" lines). Pure. */
export function parseMoneyNouns(text: string): Set<string> {
  const out = new Set<string>();
  for (const line of text.split('\n')) if (line.startsWith('$ ')) out.add(line.slice(2).trim());
  return out;
}

let moneyNouns: Set<string> | null = null;

/** Does a noun name an amount of money ("rent", "fares", "tuition", "charge")? WordNet's money nouns, its lemma and singular too. Pure but for the lexicon file. */
export function isMoneyNoun(word: string): boolean {
  moneyNouns ??= parseMoneyNouns(readFirst(lexiconFilePlaces('wordnet-money.txt')));
  const lower = word.toLowerCase();
  return [lower, lemmaOf(lower), lower.replace(/ies$/, 'y'), lower.replace(/s$/, '')].some((w) => moneyNouns?.has(w) === true || wordDimension(w) === 'money');
}

