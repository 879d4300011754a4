// The mirror's connection and what every repo module shares: prepared lookups by local or server id,
// durable transactions, bulk mode for a first pull, the sync_state key/value table, and change
// notification by (typed) table name, coalesced per tick after each commit.
import { SearchIndex } from './search';
import { FileTexts } from './file-texts';
import type { Db } from './open';
import { HOT_SQL, type ChatRow, type CollectionRow, type FileRow, type JobRow, type OutboxRow, type ResultRow } from './rows';
import type { TableName } from '../../shared/tables';

type ChangeListener = (tables: TableName[]) => void;

export class RepoBase {
  readonly search: SearchIndex;
  readonly fileTexts: FileTexts;
  private pendingTables = new Set<TableName>();
  private flushScheduled = false;
  private readonly listeners = new Set<ChangeListener>();
  protected readonly stmt;

  constructor(readonly db: Db) {
    this.search = new SearchIndex(db);
    this.fileTexts = new FileTexts(db, this.search);
    db.prepare("INSERT INTO search_fts (search_fts, rank) VALUES ('automerge', 4)").run();
    this.stmt = {
      jobByServer: db.prepare<[string], JobRow>(HOT_SQL.jobByServer),
      jobById: db.prepare<[string], JobRow>('SELECT * FROM jobs WHERE id = ?'),
      insertJob: db.prepare(
        `INSERT INTO jobs (id, server_id, query, status, loops_consumed, running_time, created_at, content, transformed_content,
           options_json, extra_json, wire_hash, sync_state, source_count, available_offline)
         VALUES (@id, @server_id, @query, @status, @loops_consumed, @running_time, @created_at, @content, @transformed_content,
           @options_json, @extra_json, @wire_hash, 'synced', @source_count, @available_offline)`,
      ),
      updateJob: db.prepare(
        `UPDATE jobs SET query = @query, status = @status, loops_consumed = @loops_consumed, running_time = @running_time,
           content = @content, transformed_content = @transformed_content, extra_json = @extra_json, wire_hash = @wire_hash,
           sync_state = 'synced', error = NULL, source_count = @source_count, available_offline = @available_offline WHERE id = @id`,
      ),
      upsertResult: db.prepare(
        `INSERT INTO results (job_id, id, position, title, url, citation_index) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (job_id, id) DO UPDATE SET position = excluded.position, title = excluded.title, url = excluded.url,
           citation_index = excluded.citation_index`,
      ),
      insertResult: db.prepare('INSERT INTO results (job_id, id, position, title, url, citation_index) VALUES (?, ?, ?, ?, ?, ?)'),
      resultsOf: db.prepare<[string], ResultRow>(HOT_SQL.resultsOf),
      deleteResultsNotIn: db.prepare<[string, string]>('DELETE FROM results WHERE job_id = ? AND id NOT IN (SELECT value FROM json_each(?))'),
      insertHistory: db.prepare<[string, string, string]>('INSERT OR IGNORE INTO job_status_history (job_id, status, seen_at) VALUES (?, ?, ?)'),
      outboxById: db.prepare<[string], OutboxRow>('SELECT * FROM outbox WHERE id = ?'),
      outboxAll: db.prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY seq'),
      outboxActive: db.prepare<[], OutboxRow>(HOT_SQL.outboxActive),
      intentsActive: db.prepare<[], OutboxRow>(HOT_SQL.intentsActive),
      uploadsDue: db.prepare<[number, number, number], OutboxRow>(HOT_SQL.uploadsDue),
      nextUploadAt: db.prepare<[], { at: number | null }>(HOT_SQL.nextUploadAt),
      activeOfKind: db.prepare<[string], { found: number }>(HOT_SQL.activeOfKind),
      outboxForTarget: db.prepare<[string], OutboxRow>(HOT_SQL.outboxForTarget),
      nextSeq: db.prepare<[], { seq: number }>('SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM outbox'),
      insertOutbox: db.prepare(
        `INSERT INTO outbox (id, seq, kind, target_id, payload_json, summary, state, created_at)
         VALUES (@id, @seq, @kind, @target_id, @payload_json, @summary, 'pending', @created_at)`,
      ),
      collectionById: db.prepare<[string], CollectionRow>('SELECT * FROM collections WHERE id = ?'),
      collectionByServer: db.prepare<[string], CollectionRow>('SELECT * FROM collections WHERE server_id = ?'),
      fileById: db.prepare<[string], FileRow>('SELECT * FROM files WHERE id = ?'),
      fileByServer: db.prepare<[string], FileRow>('SELECT * FROM files WHERE server_id = ?'),
      chatById: db.prepare<[string], ChatRow>('SELECT * FROM chat_messages WHERE id = ?'),
      chatByServer: db.prepare<[string], ChatRow>('SELECT * FROM chat_messages WHERE server_id = ?'),
      getState: db.prepare<[string], { value: string }>('SELECT value FROM sync_state WHERE key = ?'),
      setState: db.prepare<[string, string]>('INSERT INTO sync_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
    };
  }

  // ---- change notification: coalesced per tick so bursts of commits become one event
  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  changed(...tables: TableName[]): void {
    for (const table of tables) this.pendingTables.add(table);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setTimeout(() => {
      this.flushScheduled = false;
      const list = [...this.pendingTables];
      this.pendingTables.clear();
      if (list.length) for (const listener of this.listeners) listener(list);
    }, 15);
  }

  /** Runs `fn` in a transaction committed with synchronous=FULL (outbox and upload-queue writes). */
  durably<T>(fn: () => T): T {
    this.db.pragma('synchronous = FULL');
    try {
      return this.db.transaction(fn)();
    } finally {
      this.db.pragma('synchronous = NORMAL');
    }
  }

  /**
   * Bulk mode for a first pull: no WAL auto-checkpoints and no FTS auto-merges between the page
   * transactions (together they cost more than the inserts). endBulk() restores both; the engine
   * then merges the index and checkpoints in small background steps. Automerge is a persisted FTS setting, so the
   * constructor restores it too, in case a crash interrupted bulk mode.
   */
  beginBulk(): void {
    this.db.pragma('wal_autocheckpoint = 0');
    this.db.prepare("INSERT INTO search_fts (search_fts, rank) VALUES ('automerge', 0)").run();
  }
  endBulk(): void {
    this.db.prepare("INSERT INTO search_fts (search_fts, rank) VALUES ('automerge', 4)").run();
    this.db.pragma('wal_autocheckpoint = 1000');
  }
  /** One bounded step of FTS segment merging; false once there is nothing left to merge. */
  mergeSearchStep(): boolean {
    const totalChanges = this.db.prepare<[], { n: number }>('SELECT total_changes() AS n');
    const before = totalChanges.get()?.n ?? 0;
    this.db.prepare("INSERT INTO search_fts (search_fts, rank) VALUES ('merge', 400)").run();
    // per the FTS5 docs, a delta below 2 means the merge had nothing left to do
    return (totalChanges.get()?.n ?? 0) - before >= 2;
  }
  checkpoint(): void {
    this.db.pragma('wal_checkpoint(PASSIVE)');
  }
  integrityOk(): boolean {
    const rows = this.db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    return rows.length === 1 && rows[0]?.integrity_check === 'ok';
  }

  getState(key: string): string | null {
    return this.stmt.getState.get(key)?.value ?? null;
  }
  setState(key: string, value: string): void {
    this.stmt.setState.run(key, value);
  }

  // ---- lookups by local id or server id
  getJob(id: string): JobRow | undefined {
    return this.stmt.jobById.get(id) ?? this.stmt.jobByServer.get(id);
  }
  collectionRow(id: string): CollectionRow | undefined {
    return this.stmt.collectionById.get(id) ?? this.stmt.collectionByServer.get(id);
  }
  collectionByServer(serverId: string): CollectionRow | undefined {
    return this.stmt.collectionByServer.get(serverId);
  }
  /** Files still queued or uploading into one of these collections (ids local or server), oldest first. */
  uploadsPendingIn(collectionIds: readonly string[]): string[] {
    if (collectionIds.length === 0) return [];
    const marks = collectionIds.map(() => '?').join(', ');
    const rows = this.db
      .prepare<string[], { id: string }>(`SELECT id FROM files WHERE server_id IS NULL AND state IN ('queued', 'uploading') AND collection_id IN (${marks}) ORDER BY created_at, id`)
      .all(...collectionIds);
    return rows.map((row) => row.id);
  }
  fileRow(id: string): FileRow | undefined {
    return this.stmt.fileById.get(id) ?? this.stmt.fileByServer.get(id);
  }
  chatRow(id: string): ChatRow | undefined {
    return this.stmt.chatById.get(id) ?? this.stmt.chatByServer.get(id);
  }
  outboxRow(id: string): OutboxRow | undefined {
    return this.stmt.outboxById.get(id);
  }
  outboxForTarget(targetId: string): OutboxRow[] {
    return this.stmt.outboxForTarget.all(targetId);
  }
  activeOutbox(): OutboxRow[] {
    return this.stmt.outboxActive.all();
  }
  /** Pending or sending intents other than uploads, in order. */
  activeIntents(): OutboxRow[] {
    return this.stmt.intentsActive.all();
  }
  /** Uploads due at `now`, in order: `limit` of them from `offset`. */
  dueUploads(now: number, limit: number, offset = 0): OutboxRow[] {
    return this.stmt.uploadsDue.all(now, limit, offset);
  }
  /** When the next pending or sending upload is due; null when none is. */
  nextUploadAt(): number | null {
    return this.stmt.nextUploadAt.get()?.at ?? null;
  }
  /** Whether an intent of this kind is pending or sending. */
  hasActive(kind: OutboxRow['kind']): boolean {
    return this.stmt.activeOfKind.get(kind) !== undefined;
  }
  outbox(): OutboxRow[] {
    return this.stmt.outboxAll.all();
  }
}
