// FTS5 search: indexing helpers (one FTS row per owner and field) and the escaping that makes any user
// text a safe query (every term is a quoted string, the last one a prefix; operators are never parsed).
import type { Db } from './open';
import { MATCH_END, MATCH_START, type SearchHit } from '../../shared/domain';

/** Turns arbitrary user input into an FTS5 query of quoted terms, or null when nothing is searchable. */
export function toFtsQuery(text: string): string | null {
  const terms = text
    .normalize('NFKC')
    .split(/[\s\p{Cc}]+/u)
    .map((term) => term.replace(/[\p{Cc}\uE000\uE001]/gu, ''))
    .filter((term) => /[\p{L}\p{N}]/u.test(term))
    .slice(0, 16);
  if (terms.length === 0) return null;
  return terms.map((term, index) => `"${term.replace(/"/g, '""')}"${index === terms.length - 1 ? '*' : ''}`).join(' ');
}

export class SearchIndex {
  private readonly findDoc;
  private readonly insertDoc;
  private readonly deleteFts;
  private readonly insertFts;
  private readonly deleteDoc;
  private readonly docsOf;
  private readonly queryStmt;

  constructor(private readonly db: Db) {
    this.findDoc = db.prepare<[string, string], { rowid: number }>('SELECT rowid FROM search_docs WHERE owner_id = ? AND field = ?');
    this.insertDoc = db.prepare<[string, string]>('INSERT INTO search_docs (owner_id, field) VALUES (?, ?)');
    this.deleteFts = db.prepare<[number]>('DELETE FROM search_fts WHERE rowid = ?');
    this.insertFts = db.prepare<[number, string]>('INSERT INTO search_fts (rowid, text) VALUES (?, ?)');
    this.deleteDoc = db.prepare<[number]>('DELETE FROM search_docs WHERE rowid = ?');
    this.docsOf = db.prepare<[string], { rowid: number }>('SELECT rowid FROM search_docs WHERE owner_id = ?');
    this.queryStmt = db.prepare<[string, number], { owner_id: string; field: string; snippet: string; query: string | null; status: string | null; file_name: string | null }>(`
      SELECT d.owner_id, d.field, snippet(search_fts, 0, '${MATCH_START}', '${MATCH_END}', '…', 12) AS snippet,
             j.query AS query, j.status AS status, f.file_name AS file_name
      FROM search_fts
      JOIN search_docs d ON d.rowid = search_fts.rowid
      LEFT JOIN jobs j ON j.id = d.owner_id
      LEFT JOIN files f ON f.id = d.owner_id
      WHERE search_fts MATCH ?
      ORDER BY rank
      LIMIT ?`);
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

  removeOwner(ownerId: string): void {
    for (const { rowid } of this.docsOf.all(ownerId)) {
      this.deleteFts.run(rowid);
      this.deleteDoc.run(rowid);
    }
  }

  /** Best hit per job or file, best first. Any input is safe. */
  search(text: string, limit: number): SearchHit[] {
    const query = toFtsQuery(text);
    if (!query) return [];
    const rows = this.queryStmt.all(query, limit * 4);
    const seen = new Set<string>();
    const hits: SearchHit[] = [];
    for (const row of rows) {
      if (seen.has(row.owner_id)) continue;
      seen.add(row.owner_id);
      const isFile = row.field === 'file';
      hits.push({
        jobId: row.owner_id,
        query: isFile ? (row.file_name ?? '') : (row.query ?? ''),
        status: isFile ? 'file' : (row.status ?? ''),
        field: row.field,
        snippet: row.snippet,
      });
      if (hits.length >= limit) break;
    }
    return hits;
  }
}
