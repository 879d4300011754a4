// One word, written with or without its hyphen, in offline search: "email" finds "e-mail" and the
// reverse ("reuse"/"re-use", "cooperate"/"co-operate"), in every FTS5 index of the app (jobs, files and
// their text: search.ts; chat: chat-search.ts; notes and tags: notebook/store.ts). Done at query time,
// with no change to the indexes (no rebuild, nothing to redo after a crash): the unicode61 tokenizer
// reads "e-mail" as the tokens "e" "mail", so
//   - a hyphenated query word is searched as its phrase or its joined form ("e mail" OR "email");
//   - a closed query word is also searched as each two-token split of it ("e mail", "em ail", …), a
//     second tier whose documents are kept only when their own text writes the word with a hyphen (or
//     closed) at a word start: the index cannot tell "e-mail" from "e mail", and "maybe" must not find
//     "may be", nor "therapist" "the rapist". The indexes' plain matches come first, as before.
// mergeTiers puts the two tiers' rows together for all three searches, each with its own match, key and read.
// Pure functions: the callers own the SQL.
import { escapeRegExp } from '../../shared/regexp';

/** The characters written inside a hyphenated word: hyphen-minus, hyphen, non-breaking and soft hyphen. */
const HYPHEN = '\\-\\u2010\\u2011\\u00AD';
const HYPHENATED_WORD = new RegExp(`^[\\p{L}\\p{N}]+(?:[${HYPHEN}][\\p{L}\\p{N}]+)+$`, 'u');
const CLOSED_WORD = /^[\p{L}\p{N}]+$/u;
/** A closed word is split into two tokens only within these lengths (an e-book is 5, a T-shirt 6). */
const SPLIT_MIN = 3;
const SPLIT_MAX = 24;
/** A split's second token is searched as a prefix only from this length (a one-letter prefix reads the index whole). */
const PREFIX_MIN = 3;

const quote = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/** Case, compatibility forms and diacritics folded away, as the index's remove_diacritics 2 reads words. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The pieces of a hyphenated word ('e-mail' → ['e', 'mail']); null for anything else. */
export function hyphenPieces(term: string): string[] | null {
  const word = term.normalize('NFKC');
  return HYPHENATED_WORD.test(word) ? word.split(new RegExp(`[${HYPHEN}]`, 'u')) : null;
}

/** The FTS5 expression of one query term in the plain tier: the term quoted, a hyphenated one also joined. */
export function plainExpression(term: string, prefix: boolean): string {
  const star = prefix ? '*' : '';
  const pieces = hyphenPieces(term);
  if (!pieces) return `${quote(term)}${star}`;
  return `(${quote(term)}${star} OR ${quote(pieces.join(''))}${star})`;
}

/** The two-token splits of a closed word ('email' → ['e mail', 'em ail', 'ema il', 'emai l']); [] when none is searched. */
export function closedSplits(term: string): string[] {
  const word = term.normalize('NFKC');
  const letters = [...word];
  if (!CLOSED_WORD.test(word) || letters.length < SPLIT_MIN || letters.length > SPLIT_MAX) return [];
  return letters.slice(1).map((_, index) => `${letters.slice(0, index + 1).join('')} ${letters.slice(index + 1).join('')}`);
}

/** The FTS5 expression of one query term in the split tier: the plain expression or any split of it. */
export function splitExpression(term: string, prefix: boolean): string {
  const splits = closedSplits(term);
  if (!splits.length) return plainExpression(term, prefix);
  const alternatives = splits.map((split) => `${quote(split)}${prefix && split.length - split.indexOf(' ') - 1 >= PREFIX_MIN ? '*' : ''}`);
  return `(${[plainExpression(term, prefix), ...alternatives].join(' OR ')})`;
}

/** Joins term expressions into one query (FTS5 needs an explicit AND beside a parenthesised group). */
function joinTerms(expressions: string[]): string {
  return expressions.join(expressions.some((expression) => expression.startsWith('(')) ? ' AND ' : ' ');
}

export interface TieredQuery {
  /** What the index matches as written (a hyphenated word also joined). */
  plain: string;
  /** Plain or split: its extra documents must pass spelledIn; null when no term has a split. */
  split: string | null;
}

/** The two tiers of FTS5 queries for quoted-safe terms; `prefix` says which terms are prefixes. */
export function tieredQuery(terms: readonly string[], prefix: (index: number) => boolean): TieredQuery | null {
  if (!terms.length) return null;
  const plain = joinTerms(terms.map((term, index) => plainExpression(term, prefix(index))));
  const hasSplit = terms.some((term) => closedSplits(term).length > 0);
  return { plain, split: hasSplit ? joinTerms(terms.map((term, index) => splitExpression(term, prefix(index)))) : null };
}

/** The words of a search text as lower-cased letter/digit pieces: 'E-mail kelp' → [['e', 'mail'], ['kelp']]. */
export function searchWords(text: string): string[][] {
  const words = text.normalize('NFKC').toLowerCase().match(new RegExp(`[\\p{L}\\p{N}]+(?:[${HYPHEN}][\\p{L}\\p{N}]+)*`, 'gu')) ?? [];
  return words.slice(0, 16).map((word) => word.split(new RegExp(`[${HYPHEN}]`, 'u')));
}

/**
 * The source of a pattern finding a search word at a word start, written closed or with a hyphen
 * anywhere inside it (and, where the query put a hyphen, also open), followed by the rest of its word.
 */
function wordSource(pieces: readonly string[]): string {
  const piece = (text: string): string => [...text].map(escapeRegExp).join(`[${HYPHEN}]?`);
  return `(?<![\\p{L}\\p{N}])${pieces.map(piece).join(`(?:[${HYPHEN}]|[^\\p{L}\\p{N}]{0,2})`)}[\\p{L}\\p{N}]*`;
}

/** A global pattern marking every search word in a text (for snippets); null when there is none. */
export function wordsPattern(words: readonly string[][]): RegExp | null {
  if (!words.length) return null;
  return new RegExp(words.map(wordSource).join('|'), 'giu');
}

/**
 * Whether a text writes every search word (closed or hyphenated, at a word start): the split tier's
 * check. The text is folded (diacritics, compatibility forms) only when a word is not found in it as
 * written and it holds anything but ASCII, so a long English text is read once per word.
 */
export function spelledIn(text: string, words: readonly string[][]): boolean {
  let folded: string | null = null;
  return words.every((word) => {
    const pattern = new RegExp(wordSource(word.map(fold)), 'iu');
    if (pattern.test(text)) return true;
    if (folded === null) folded = /[^\p{ASCII}]/u.test(text) ? fold(text) : '';
    return folded !== '' && pattern.test(folded);
  });
}

/** How one search reads its rows for mergeTiers: R is one row an FTS5 query matches (a document, a message, a note). */
export interface TierReading<R> {
  /** The rows an FTS5 query matches, best first; read only as far as the merge needs. */
  match: (fts: string) => Iterable<R>;
  /** What is found once (a job, a file, a note's row): later rows with the same key are skipped; null drops the row. */
  key: (row: R) => string | number | null;
  /** The split tier's check of a row not yet found: its own text writes every search word (spelledIn). */
  spelled: (row: R) => boolean;
  /** At most this many rows are returned. */
  limit: number;
  /** Stops the split tier before its next row (a read budget spent); the plain tier never asks. */
  spent?: () => boolean;
}

/**
 * The rows of a tiered search: the plain tier's rows in its order, one per key, then (while fewer than
 * `limit`) the split tier's rows of keys not yet found that pass `spelled`. A null plain tier has no rows
 * (a search without an index checks every row it scans as the split tier does). The split query is run
 * only when the plain rows leave room.
 */
export function mergeTiers<R>(query: { plain: string | null; split: string | null }, reading: TierReading<R>): R[] {
  const found = new Set<string | number>();
  const rows: R[] = [];
  const take = (row: R, split: boolean): void => {
    const key = reading.key(row);
    if (key === null || found.has(key) || (split && !reading.spelled(row))) return;
    found.add(key);
    rows.push(row);
  };
  if (query.plain !== null) {
    for (const row of reading.match(query.plain)) {
      if (rows.length >= reading.limit) return rows;
      take(row, false);
    }
  }
  if (query.split === null || rows.length >= reading.limit) return rows;
  for (const row of reading.match(query.split)) {
    if (rows.length >= reading.limit || reading.spent?.()) break;
    take(row, true);
  }
  return rows;
}
