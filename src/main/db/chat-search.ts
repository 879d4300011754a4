// Full-text search over the follow-up chat (#13): every chat message (question and answer) is
// findable with its job. A separate FTS5 index kept by triggers on chat_messages, so the engine's
// writes (pulls, streamed answers, sends) need no change: created on the first search of a mirror
// and filled from the messages already there. Rows map to FTS rowids through chat_search_docs (a
// table with its own INTEGER PRIMARY KEY: chat_messages' implicit rowid may change on VACUUM). A mirror
// opened read-only gets no index; its chat is then searched by a bounded scan instead.
import type { SearchHit } from '../../shared/domain';
import type { Db } from './open';
import { makeSnippet, toTieredQuery } from './search';
import { mergeTiers, searchWords, spelledIn } from './spellings';

const CREATE = `
  CREATE TABLE IF NOT EXISTS chat_search_docs (rowid INTEGER PRIMARY KEY, chat_id TEXT NOT NULL UNIQUE);
  CREATE VIRTUAL TABLE IF NOT EXISTS chat_fts USING fts5(text, tokenize = 'unicode61 remove_diacritics 2');
  CREATE TRIGGER IF NOT EXISTS chat_search_insert AFTER INSERT ON chat_messages BEGIN
    INSERT OR IGNORE INTO chat_search_docs (chat_id) VALUES (new.id);
    INSERT INTO chat_fts (rowid, text) VALUES ((SELECT rowid FROM chat_search_docs WHERE chat_id = new.id), new.content);
  END;
  CREATE TRIGGER IF NOT EXISTS chat_search_update AFTER UPDATE OF content ON chat_messages BEGIN
    DELETE FROM chat_fts WHERE rowid = (SELECT rowid FROM chat_search_docs WHERE chat_id = old.id);
    INSERT OR IGNORE INTO chat_search_docs (chat_id) VALUES (new.id);
    INSERT INTO chat_fts (rowid, text) VALUES ((SELECT rowid FROM chat_search_docs WHERE chat_id = new.id), new.content);
  END;
  CREATE TRIGGER IF NOT EXISTS chat_search_delete AFTER DELETE ON chat_messages BEGIN
    DELETE FROM chat_fts WHERE rowid = (SELECT rowid FROM chat_search_docs WHERE chat_id = old.id);
    DELETE FROM chat_search_docs WHERE chat_id = old.id;
  END;`;

const FILL = `
  INSERT OR IGNORE INTO chat_search_docs (chat_id) SELECT id FROM chat_messages;
  INSERT INTO chat_fts (rowid, text) SELECT d.rowid, c.content FROM chat_messages c JOIN chat_search_docs d ON d.chat_id = c.id;`;

/** Rows scanned by the read-only fallback (newest first). */
const SCAN_LIMIT = 5_000;

interface ChatHitRow {
  job_id: string;
  role: string;
  content: string;
  query: string;
  status: string;
}

const HIT_COLUMNS = 'c.job_id, c.role, c.content, j.query, j.status';

export class ChatSearch {
  private readonly indexed: boolean;

  constructor(private readonly db: Db) {
    this.indexed = ChatSearch.ensure(db);
  }

  /** Creates and fills the index once; false when the mirror cannot be written (read-only). */
  static ensure(db: Db): boolean {
    const exists = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'chat_fts'").get()?.n === 1;
    if (exists) return true;
    if (db.readonly) return false;
    db.transaction(() => {
      db.exec(CREATE);
      db.exec(FILL);
    })();
    return true;
  }

  /**
   * The best chat message per job (question or answer), as search hits with field 'chat'. A message
   * that writes a word with a hyphen where the query has none ('e-mail' for 'email') follows the plain
   * matches (spellings.ts).
   */
  search(text: string, limit: number): SearchHit[] {
    const query = toTieredQuery(text);
    if (!query) return [];
    const words = searchWords(text);
    const match = (fts: string): ChatHitRow[] =>
      this.db
        .prepare<[string, number], ChatHitRow>(
          `SELECT ${HIT_COLUMNS} FROM chat_fts f JOIN chat_search_docs d ON d.rowid = f.rowid
           JOIN chat_messages c ON c.id = d.chat_id JOIN jobs j ON j.id = c.job_id
           WHERE chat_fts MATCH ? ORDER BY rank LIMIT ?`,
        )
        .all(fts, limit * 4);
    const newest = (): ChatHitRow[] =>
      this.db.prepare<[number], ChatHitRow>(`SELECT ${HIT_COLUMNS} FROM chat_messages c JOIN jobs j ON j.id = c.job_id ORDER BY c.created_at DESC LIMIT ?`).all(SCAN_LIMIT);
    const reading = { key: (row: ChatHitRow) => row.job_id, spelled: (row: ChatHitRow) => spelledIn(row.content, words), limit };
    // a read-only mirror has no index: its newest messages are all checked as the split tier's are
    const rows = this.indexed ? mergeTiers(query, { ...reading, match }) : mergeTiers({ plain: null, split: 'newest' }, { ...reading, match: newest });
    return rows.map((row) => ({ jobId: row.job_id, query: row.query, status: row.status, field: 'chat', snippet: `${row.role === 'user' ? 'You: ' : 'Answer: '}${makeSnippet(row.content, words)}` }));
  }
}

const instances = new WeakMap<Db, ChatSearch>();

/** The chat index of a mirror (one per open database). */
export function chatSearchOf(db: Db): ChatSearch {
  let found = instances.get(db);
  if (!found) instances.set(db, (found = new ChatSearch(db)));
  return found;
}

/** The index's hits, then chat hits of jobs not already found, up to `limit` (pure). */
export function withChatHits(hits: readonly SearchHit[], chat: readonly SearchHit[], limit: number): SearchHit[] {
  const jobs = new Set(hits.map((hit) => hit.jobId));
  return [...hits, ...chat.filter((hit) => !jobs.has(hit.jobId))].slice(0, limit);
}
