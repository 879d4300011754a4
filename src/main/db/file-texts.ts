// The text of files as this machine read it, kept in the mirror for offline search and reading: a file the
// user uploads through Quire (read at upload, since the public API gives no file's content back) or a
// file of the embedded local library (its extracted text, read through the service's own API). One row
// per file says the text (searched as the field 'file_text') or why there is none; a row goes with its
// file (migration 10's trigger) and its search entry with it (removeOwner at every deletion of a file).
import type { Db } from './open';
import type { SearchIndex } from './search';

/** Where a file's text came from: read from the file on this machine at upload, or from the local library's service. */
export type FileTextSource = 'upload' | 'library';

/** What reading a file gave: its text (cut at a bound, said by truncated), or why it has none, in words. */
export type FileTextOutcome = { text: string; truncated: boolean } | { reason: string };

export interface FileTextRow {
  file_id: string;
  text: string | null;
  reason: string | null;
  truncated: number;
  source: FileTextSource;
  read_at: string;
}

/** The search index's field for a file's text (a hit on it names the file). */
export const FILE_TEXT_FIELD = 'file_text';

export class FileTexts {
  private readonly upsert;
  private readonly byId;
  private readonly summaries;

  constructor(
    private readonly db: Db,
    private readonly search: SearchIndex,
  ) {
    this.upsert = db.prepare<[string, string | null, string | null, number, string, string]>(
      `INSERT INTO file_texts (file_id, text, reason, truncated, source, read_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (file_id) DO UPDATE SET text = excluded.text, reason = excluded.reason, truncated = excluded.truncated,
         source = excluded.source, read_at = excluded.read_at`,
    );
    this.byId = db.prepare<[string], FileTextRow>('SELECT * FROM file_texts WHERE file_id = ?');
    this.summaries = db.prepare<[string], { file_id: string; has_text: number; reason: string | null; truncated: number }>(
      'SELECT file_id, text IS NOT NULL AS has_text, reason, truncated FROM file_texts WHERE file_id IN (SELECT value FROM json_each(?))',
    );
  }

  /**
   * Keeps what reading the file gave and indexes its text (replacing an earlier reading: a re-read file is
   * found by its new text only). A file no longer in the mirror (discarded while it was read) keeps nothing.
   * Returns whether it was kept.
   */
  set(fileId: string, outcome: FileTextOutcome, source: FileTextSource, now = new Date()): boolean {
    return this.db.transaction(() => {
      if (!this.db.prepare<[string], { id: string }>('SELECT id FROM files WHERE id = ?').get(fileId)) return false;
      const text = 'text' in outcome && outcome.text.trim() !== '' ? outcome.text : null;
      const reason = 'reason' in outcome ? outcome.reason : text === null ? 'No text was found in this file.' : null;
      this.upsert.run(fileId, text, reason, 'truncated' in outcome && outcome.truncated ? 1 : 0, source, now.toISOString());
      this.search.set(fileId, FILE_TEXT_FIELD, text);
      return true;
    })();
  }

  get(fileId: string): FileTextRow | undefined {
    return this.byId.get(fileId);
  }

  /** Whether each of these files' text was read, and why not where it was not (files never read are absent). */
  summariesOf(fileIds: readonly string[]): Map<string, { indexed: boolean; note: string | null; truncated: boolean }> {
    const map = new Map<string, { indexed: boolean; note: string | null; truncated: boolean }>();
    if (fileIds.length === 0) return map;
    for (const row of this.summaries.all(JSON.stringify(fileIds))) map.set(row.file_id, { indexed: row.has_text === 1, note: row.reason, truncated: row.truncated === 1 });
    return map;
  }

  /** Files of the local library whose text was never read here (synced, so the service has them). */
  libraryFilesUnread(limit: number): Array<{ id: string; server_id: string; file_name: string }> {
    return this.db
      .prepare<[number], { id: string; server_id: string; file_name: string }>(
        "SELECT f.id, f.server_id, f.file_name FROM files f WHERE f.server_id IS NOT NULL AND f.state = 'synced' AND NOT EXISTS (SELECT 1 FROM file_texts t WHERE t.file_id = f.id) ORDER BY f.created_at DESC LIMIT ?",
      )
      .all(limit);
  }
}
