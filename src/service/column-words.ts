// A table's columns and category cells say the question's words in other words: "How much does Pip WEIGH?" over a
// `weight_g` column, "the HEAVIEST" over "Weight (kg)", "the biggest WINGS" over `wingspan_cm`, "which of the BIRDS"
// over rows of owls and kestrels. Owns reading a column header as words and a unit ("weight_g" → weight, g; "Wingspan
// (cm)" → wingspan, cm), and bridging a question word no source uses to the column or category cells that say it:
// - a column word of the word's own family (WordNet derivations), the noun WordNet gives as the attribute the word is
//   a value of (heavy, light → weight; long → length; young, old → age), or a closed compound that begins with it
//   (wing → wingspan);
// - a verb or adjective whose GloVe vector is nearest that column word among the table's column words and at least
//   LEAST_SIMILAR to it (weigh → weight 0.55), the runner-up clearly behind;
// - a noun WordNet files above the values of a category column (bird above owl and kestrel; mammal above hedgehog).
// Pure but for the shipped lexicon and vectors.
import { wordSimilarity } from './embeddings';
import { lemmaOf } from './lemmas';
import { sameFamily } from './morphology';
import { kindsAbove, wordClass } from './paraphrase';
import { readPassage, type TableCell } from './passage';
import { attributeNouns, attributesOf, verbsAsSaid } from './table-columns';
import { lexiconWord } from './lexicon';
import { isStopWord, stem, words } from './text';
import { baseFormCandidates, verbShareOfForm } from './verbs';
import type { Concept } from './concepts';
import { isMoneyNoun } from './money-nouns';

/** The least GloVe similarity of a question's verb or adjective to a column word that says it. */
export const LEAST_SIMILAR = 0.5;
/** How far ahead of the runner-up column word the nearest must be. */
const MARGIN = 0.04;
/** How many WordNet levels above a category value a question's noun may stand (owl → raptor → bird: 2). */
const KIND_DEPTH = 7;

/** Units of money a header may name ("cost_gbp", "Day rate (GBP)"). */
const MONEY_WORD = /^(?:gbp|usd|eur|jpy|euros?|dollars?|pounds?|pence|yen|francs?|kronas?|kroner?)$/;

/** Does a column's header name money: a currency sign or word, or a noun of an amount of money ("cost_gbp", "Day rate (£)", "Price")? Pure but for the lexicon. */
export function moneyHeader(name: string): boolean {
  if (/[£$€¥]/.test(name)) return true;
  return words(name.replace(/[_()]/g, ' ').toLowerCase()).some((w) => MONEY_WORD.test(w) || isMoneyNoun(w));
}

/** Auxiliaries and light verbs that name no measure ("was", "had", "did", "got"). */
const LIGHT_VERB = /^(?:be|is|are|was|were|been|being|am|have|has|had|do|does|did|get|gets|got|make|makes|made|can|could|will|would|should|may|might|must)$/;

/**
 * The column of figures a verb of the question names by its own root ("Which site LOST the most colonies?" → losses;
 * "How many trees were PLANTED?" → trees_planted), or null when none does or two do alike. The measure a verb names
 * outranks the noun it counts ("colonies"): that noun is what is counted, the verb says which count. Pure but for the
 * lexicon and vectors.
 */
export function verbColumn(names: string[], query: string): string | null {
  // (a word said as a verb where it stands: after an auxiliary, a pronoun or a noun that is its subject, or two words after
  // an auxiliary, "did Northgate LOSE" (table-columns.ts verbsAsSaid); "the total SHARE" is a noun)
  const tokens = words(query.toLowerCase());
  const asSaid = verbsAsSaid(query);
  const verbs = tokens.filter((t, i) => !isStopWord(t) && !LIGHT_VERB.test(t) && (verbShareOfForm(t) >= 0.5 || (lemmaOf(t) !== t && wordClass(lemmaOf(t)) === 'verb')) && (asSaid.has(stem(t)) || LIGHT_VERB.test(tokens[i - 2] ?? '')));
  if (verbs.length === 0) return null;
  const scored = names
    .map((name) => ({ name, s: Math.max(0, ...verbs.flatMap((v) => headerWords(name).words.map((w) => (stem(v) === stem(w) || stem(lemmaOf(v)) === stem(w) || sameFamily(stem(lemmaOf(v)), stem(w)) ? 1 : (rootNoun(v, w) ?? 0))))) }))
    .filter((x) => x.s >= LEAST_SIMILAR)
    .sort((a, b) => b.s - a.s);
  const [best, next] = scored;
  if (!best || (next && next.s === best.s)) return null;
  return best.name;
}

/** A verb and a noun of its root that WordNet's derivations (four first letters) miss, "lost" → losses: their first three letters, and GloVe's nearness (null below LEAST_SIMILAR). Pure but for the vectors. */
function rootNoun(verb: string, noun: string): number | null {
  const w = lemmaOf(verb.toLowerCase());
  const c = noun.toLowerCase();
  if (c.length < 4 || ![w, verb.toLowerCase()].some((b) => b.length >= 3 && b.slice(0, 3) === c.slice(0, 3))) return null;
  const near = Math.max(wordSimilarity(verb.toLowerCase(), c) ?? 0, wordSimilarity(w, c) ?? 0);
  return near >= LEAST_SIMILAR ? near : null;
}

/** Does a passage hold a table row that names the thing (`names`, a word test) with a figure in a column of money? Pure but for the lexicon. */
export function moneyRowOf(passage: string, names: (word: string) => boolean): boolean {
  if (!/\|[^|\n]*:/.test(passage)) return false;
  return readPassage(passage).sentences.some((x) => x.cells !== undefined && words(x.text).some(names) && x.cells.some((c) => moneyHeader(c.name) && /\d/.test(c.value)));
}

/** A column header read as its words and its unit: "weight_g" → ["weight"], "g"; "Wingspan (cm)" → ["wingspan"], "cm"; "Paid admissions" → ["paid", "admissions"], null. Pure. */
export function headerWords(name: string): { words: string[]; unit: string | null } {
  const bracket = /\(([^)]*)\)/.exec(name)?.[1]?.trim() ?? null;
  const tokens = words(name.replace(/\([^)]*\)/g, ' ').replace(/[_/-]+/g, ' ').toLowerCase());
  // a short last token after other words is a unit ("weight g", "length cm", "temp c"; never "age", "site")
  const last = tokens.at(-1) ?? '';
  const unit = bracket ?? (tokens.length >= 2 && /^[a-zµ%]{1,3}$/.test(last) && !isStopWord(last) ? last : null);
  const kept = bracket === null && unit !== null ? tokens.slice(0, -1) : tokens;
  return { words: kept.filter((w) => !isStopWord(w) && !/^\d/.test(w)), unit };
}

/**
 * How surely a column word says a question word, 0 to 1: its own family or a closed compound beginning with it (1), the
 * attribute noun of a quality (1), else the words' GloVe similarity for a verb or an adjective (0 for a noun: nouns
 * are said by their own words or kinds). Pure but for the lexicon and vectors.
 */
export function columnSays(word: string, columnWord: string): number {
  const w = lemmaOf(word.toLowerCase());
  const c = columnWord.toLowerCase();
  const [ws, cs] = [stem(w), stem(c)];
  if (ws === cs || stem(word.toLowerCase()) === cs) return 1;
  if (ws.length >= 3 && (sameFamily(ws, cs) || sameFamily(cs, ws))) return 1;
  // a closed compound that begins with the word: "wingspan" for wings, "lifespan" for life
  if (ws.length >= 3 && c.length >= ws.length + 3 && c.startsWith(w.replace(/s$/, ''))) return 1;
  // a column word that shortens the word ("temp" for temperature, "max" for maximum: an abbreviation, 3 letters or more)
  if (c.length >= 3 && w.length > c.length + 2 && w.startsWith(c)) return 1;
  // the attribute noun of a quality, or a column word that shortens it ("warm" → temperature → "temp")
  if (attributesOf(word).some((a) => a.noun === cs || (cs.length >= 3 && a.noun.length > cs.length + 2 && a.noun.startsWith(cs)))) return 1;
  if (wordClass(w) === 'noun') return 0;
  // a verb and the noun of its own root that WordNet's derivations (four first letters) miss: "lost" → losses, by their
  // first three letters and GloVe's nearness
  if (wordClass(w) === 'verb') {
    const near = rootNoun(word, c);
    if (near !== null) return near;
  }
  // a verb of measuring, by the attribute noun GloVe puts nearest it ("weighs" → weight; never "buying" → price: a
  // verb GloVe relates to a column word is not its measure), with the similarity as the sureness
  const measure = measuredBy(word);
  if (measure === null || stem(measure) !== cs) return 0;
  const bases = [...new Set([w, word.toLowerCase(), ...baseFormCandidates(word.toLowerCase())])];
  return Math.max(0, ...bases.map((b) => wordSimilarity(b, c) ?? 0));
}

/** Is a category value a kind of one of the question's nouns ("Tawny owl" of "birds", "Kestrel" of "raptors"), WordNet's kinds up to KIND_DEPTH above its head word? Pure but for the lexicon. */
export function valueOfKind(value: string, nouns: string[]): boolean {
  const head = words(value.toLowerCase()).at(-1) ?? '';
  if (head.length < 3) return false;
  const above = kindsAbove(head, KIND_DEPTH);
  return nouns.some((n) => singulars(n).some((k) => k !== head && above.has(k)));
}

/** A plural noun's singular candidates ("birds" → bird, "species" → species, "bodies" → body), the word first. Pure but for the lemma table. */
function singulars(word: string): string[] {
  const w = word.toLowerCase();
  return [...new Set([lemmaOf(w), w, w.replace(/ies$/, 'y'), w.replace(/es$/, ''), w.replace(/s$/, '')])].filter((x) => x.length >= 3);
}

interface Table {
  columns: string[][];
  /** The columns' names as written. */
  names: string[];
  /** The values of each category column (short text cells), by column index. */
  values: string[];
}

/** The columns (their words) and category values of the tables in some texts. Pure. */
export function tablesIn(texts: string[]): Table {
  const columns = new Map<string, string[]>();
  const values = new Set<string>();
  for (const text of texts) {
    for (const sentence of readPassage(text).sentences) {
      const cells: TableCell[] = sentence.cells ?? [];
      cells.forEach((cell, i) => {
        if (!columns.has(cell.name)) columns.set(cell.name, headerWords(cell.name).words);
        // a category value: a short text cell ("Barn owl", "Hedgehog"), not a figure, a date or a remark, nor the
        // row's own name in its first column ("Ghost", "Flick" name animals; they are no kinds)
        const v = cell.value.trim();
        if (i === 0) return;
        if (v !== '' && !/\d/.test(v) && words(v).length <= 3) values.add(v.toLowerCase());
      });
    }
  }
  return { columns: [...columns.values()], names: [...columns.keys()], values: [...values] };
}

/**
 * Adds to each concept no text uses the column words and category values that say it (as `phrases`, so coverage and
 * scoring read them as the concept's own words). Pure but for the lexicon and vectors (mutates the concepts' phrases).
 */
export function bridgeByColumns(candidates: Concept[], texts: string[], used: (c: Concept) => boolean): Concept[] {
  const bridged: Concept[] = [];
  const absent = candidates.filter((c) => /^[a-z]+$/.test(c.term) && !used(c));
  if (absent.length === 0) return bridged;
  const table = tablesIn(texts);
  if (table.columns.length === 0) return bridged;
  const columnWords = [...new Set(table.columns.flat())];
  for (const concept of absent) {
    const scored = columnWords.map((w) => ({ w, s: columnSays(concept.term, w) })).sort((a, b) => b.s - a.s);
    const [best, second] = scored;
    const found: string[] = [];
    if (best && (best.s >= 1 || (best.s >= LEAST_SIMILAR && best.s - (second?.s ?? 0) >= MARGIN))) found.push(best.w);
    // a word of money ("cost", "price", "charge") is said by a column of money, whatever its words ("day rate (GBP)")
    else if (isMoneyNoun(lemmaOf(concept.term))) for (const name of table.names.filter(moneyHeader)) found.push(...headerWords(name).words.slice(-1));
    // a kind above category values ("birds" over "Barn owl", "Kestrel"): each value it stands above
    if (wordClass(lemmaOf(concept.term)) === 'noun') {
      const kinds = singulars(concept.term);
      for (const value of table.values) {
        const head = words(value).at(-1) ?? '';
        if (head.length < 3 || kinds.some((k) => stem(head) === stem(k))) continue;
        const above = kindsAbove(head, KIND_DEPTH);
        if (kinds.some((k) => above.has(k))) found.push(head);
      }
    }
    if (found.length === 0) continue;
    concept.phrases = [...(concept.phrases ?? []), ...[...new Set(found)].map((w) => [stem(w)])];
    bridged.push(concept);
  }
  return bridged;
}

/** Does a passage's table say one of the concepts by a column or by the kinds of its rows? Pure but for the lexicon and vectors. */
export function saysByColumns(concepts: Concept[], text: string): boolean {
  if (!/\|[^|\n]*:/.test(text)) return false;
  return bridgeByColumns(concepts.map((c) => ({ ...c })), [text], () => false).length > 0;
}

const measuredCache = new Map<string, string | null>();

/**
 * The attribute noun a verb of measuring says ("weigh" → weight, "measure"…): the WordNet attribute noun GloVe puts
 * nearest the verb, at least LEAST_SIMILAR and clearly ahead of the next; null for other words. Pure but for the
 * lexicon and vectors; cached per word (it scores every attribute noun, and a research job asks it of the same words
 * again and again: 8% of a job's CPU uncached).
 */
export function measuredBy(word: string): string | null {
  const w = word.toLowerCase();
  const hit = measuredCache.get(w);
  if (hit !== undefined) return hit;
  const found = measuredByUncached(w);
  measuredCache.set(w, found);
  return found;
}

function measuredByUncached(w: string): string | null {
  if (wordClass(w) !== 'verb' && wordClass(lemmaOf(w)) !== 'verb') return null;
  const bases = [...new Set([lemmaOf(w), w, ...baseFormCandidates(w)])];
  const scored = attributeNouns()
    .map((n) => lexiconWord(n))
    .map((n) => ({ n, s: Math.max(0, ...bases.map((b) => wordSimilarity(b, n) ?? 0)) }))
    .sort((a, b) => b.s - a.s);
  const [best, second] = scored;
  return best && best.s >= LEAST_SIMILAR && best.s - (second?.s ?? 0) >= MARGIN ? best.n : null;
}

/**
 * Can every value that is not of the kind be told apart as another kind: a kind of what stands right above the kind
 * asked ("Hedgehog" for birds: a vertebrate, as birds are), so a row left out is known to be something else, not a
 * word WordNet reads in another sense ("Badger" read as a person from Wisconsin)? Pure but for the lexicon.
 */
export function otherKindsKnown(values: string[], nouns: string[]): boolean {
  const kinds = nouns.flatMap((n) => singulars(n));
  const parents = new Set(kinds.flatMap((k) => [...kindsAbove(k, 2).keys()]));
  return values.every((v) => {
    if (valueOfKind(v, nouns)) return true;
    const head = words(v.toLowerCase()).at(-1) ?? '';
    const above = kindsAbove(head, KIND_DEPTH);
    return [...parents].some((p) => above.has(p));
  });
}
