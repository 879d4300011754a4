// FTS5 search: indexing helpers (one FTS row per owner and field) and the escaping that makes any user
// text a safe query (every term is a quoted string, the last one a prefix; operators are never parsed).
// A word is found written with or without its hyphen (spellings.ts).
import type { Db } from './open';
import { MATCH_END, MATCH_START, type SearchHit } from '../../shared/domain';
import { indexedText } from './migrations';
import { mergeTiers, searchWords, spelledIn, tieredQuery, wordsPattern, type TieredQuery } from './spellings';

/** The whitespace-separated terms of user input that hold a letter or digit (at most 16). */
function queryTerms(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/[\s\p{Cc}]+/u)
    .map((term) => term.replace(/[\p{Cc}\uE000\uE001]/gu, ''))
    .filter((term) => /[\p{L}\p{N}]/u.test(term))
    .slice(0, 16);
}

/** Turns arbitrary user input into the two tiers of FTS5 queries of quoted terms (spellings.ts), the last term a prefix. */
export function toTieredQuery(text: string): TieredQuery | null {
  const terms = queryTerms(text);
  return tieredQuery(terms, (index) => index === terms.length - 1);
}

/** Turns arbitrary user input into an FTS5 query of quoted terms, or null when nothing is searchable. */
export function toFtsQuery(text: string): string | null {
  return toTieredQuery(text)?.plain ?? null;
}

interface DocRow {
  rowid: number;
  owner_id: string;
  field: string;
  query: string | null;
  status: string | null;
  file_name: string | null;
}

/** A short window of `text` around the first match, matches wrapped in MATCH_START/MATCH_END. */
export function makeSnippet(text: string, words: readonly string[][], width = 160, pattern = wordsPattern(words)): string {
  const clean = (text.length > 20_000 ? text.slice(0, 20_000) : text).replace(/\s+/g, ' ').trim();
  if (!pattern) return clean.slice(0, width);
  pattern.lastIndex = 0;
  const first = pattern.exec(clean);
  const center = first ? first.index : 0;
  let from = Math.max(0, center - Math.floor(width / 3));
  if (from > 0) {
    const space = clean.indexOf(' ', from);
    from = space >= 0 && space < center ? space + 1 : from;
  }
  let to = Math.min(clean.length, from + width);
  if (to < clean.length) {
    const space = clean.lastIndexOf(' ', to);
    to = space > center ? space : to;
  }
  const window = clean.slice(from, to).replace(pattern, (match) => `${MATCH_START}${match}${MATCH_END}`);
  return `${from > 0 ? '…' : ''}${window}${to < clean.length ? '…' : ''}`;
}

/** How many matches are fetched newest-first before falling back from relevance to recency. */
const RANK_WINDOW = 400;
/**
 * How many characters of text the split tier may read to check its documents (spellings.ts spelledIn)
 * before it stops: 'maybe' matches every 'may be' in the index, and each is read to be refused.
 */
const SPLIT_READ_BUDGET = 1_000_000;

export class SearchIndex {
  private readonly findDoc;
  private readonly insertDoc;
  private readonly deleteFts;
  private readonly insertFts;
  private readonly deleteDoc;
  private readonly docsOf;
  private readonly recent;
  private readonly ranked;
  private readonly docInfo;

  constructor(private readonly db: Db) {
    this.findDoc = db.prepare<[string, string], { rowid: number }>('SELECT rowid FROM search_docs WHERE owner_id = ? AND field = ?');
    this.insertDoc = db.prepare<[string, string]>('INSERT INTO search_docs (owner_id, field) VALUES (?, ?)');
    this.deleteFts = db.prepare<[number]>('DELETE FROM search_fts WHERE rowid = ?');
    this.insertFts = db.prepare<[number, string]>('INSERT INTO search_fts (rowid, text) VALUES (?, ?)');
    this.deleteDoc = db.prepare<[number]>('DELETE FROM search_docs WHERE rowid = ?');
    this.docsOf = db.prepare<[string], { rowid: number }>('SELECT rowid FROM search_docs WHERE owner_id = ?');
    // newest documents first: FTS5 walks its doclists in rowid order and stops at the LIMIT
    this.recent = db.prepare<[string, number], { rowid: number }>('SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY rowid DESC LIMIT ?');
    this.ranked = db.prepare<[string, number], { rowid: number }>('SELECT rowid FROM search_fts WHERE search_fts MATCH ? ORDER BY rank LIMIT ?');
    this.docInfo = db.prepare<[number], DocRow>(`
      SELECT d.rowid, d.owner_id, d.field, j.query AS query, j.status AS status, f.file_name AS file_name
      FROM search_docs d LEFT JOIN jobs j ON j.id = d.owner_id LEFT JOIN files f ON f.id = d.owner_id
      WHERE d.rowid = ?`);
  }

  /** Sets the indexed text of (owner, field); empty text removes it. Call inside a transaction. */
  set(ownerId: string, field: string, text: string | null): void {
    const existing = this.findDoc.get(ownerId, field);
    if (existing) this.deleteFts.run(existing.rowid);
    if (!text) {
      if (existing) this.deleteDoc.run(existing.rowid);
      return;
    }
    const rowid = existing ? existing.rowid : Number(this.insertDoc.run(ownerId, field).lastInsertRowid);
    this.insertFts.run(rowid, text);
  }

  /** Indexes a field of an owner that has none yet (bulk pulls skip the lookup). */
  add(ownerId: string, field: string, text: string | null): void {
    if (!text) return;
    this.insertFts.run(Number(this.insertDoc.run(ownerId, field).lastInsertRowid), text);
  }

  removeOwner(ownerId: string): void {
    for (const { rowid } of this.docsOf.all(ownerId)) {
      this.deleteFts.run(rowid);
      this.deleteDoc.run(rowid);
    }
  }

  /**
   * Best hit per job or file. Few matches are ordered by relevance (bm25); when a term matches more
   * than RANK_WINDOW documents, the newest matches win, which keeps every query fast on big libraries.
   * Documents that write a word with a hyphen where the query has none ('e-mail' for 'email') follow
   * the plain matches (spellings.ts).
   */
  search(text: string, limit: number): SearchHit[] {
    const query = toTieredQuery(text);
    if (!query) return [];
    const words = searchWords(text);
    const pattern = wordsPattern(words);
    // each rowid's document and text read once, though a rowid comes in both tiers and the hits need the text again
    const docs = new Map<number, DocRow | undefined>();
    const docOf = (rowid: number): DocRow | undefined => {
      if (!docs.has(rowid)) docs.set(rowid, this.docInfo.get(rowid));
      return docs.get(rowid);
    };
    const texts = new Map<number, string>();
    const textOf = (doc: DocRow): string => {
      let source = texts.get(doc.rowid);
      if (source === undefined) texts.set(doc.rowid, (source = indexedText(this.db, doc.owner_id, doc.field) ?? ''));
      return source;
    };
    let budget = SPLIT_READ_BUDGET;
    const found = mergeTiers(query, {
      match: (fts) => this.matches(fts).map(({ rowid }) => rowid),
      key: (rowid) => docOf(rowid)?.owner_id ?? null,
      spelled: (rowid) => {
        const doc = docOf(rowid);
        const source = doc ? textOf(doc) : '';
        budget -= source.length;
        return spelledIn(source, words);
      },
      limit,
      spent: () => budget <= 0,
    });
    return found.flatMap((rowid) => {
      const doc = docOf(rowid);
      if (!doc) return [];
      const isFile = doc.field === 'file' || doc.field === 'file_text';
      return [{
        jobId: doc.owner_id,
        query: isFile ? (doc.file_name ?? '') : (doc.query ?? ''),
        status: isFile ? 'file' : (doc.status ?? ''),
        field: doc.field,
        snippet: makeSnippet(textOf(doc), words, 160, pattern),
      }];
    });
  }

  /** The rowids matching an FTS5 query: by relevance when few, else the newest RANK_WINDOW + 1. */
  private matches(query: string): Array<{ rowid: number }> {
    const newest = this.recent.all(query, RANK_WINDOW + 1);
    return newest.length <= RANK_WINDOW ? this.ranked.all(query, RANK_WINDOW) : newest;
  }
}
