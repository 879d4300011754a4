// The mirror's repository as the rest of the core sees it. Split by reason to change:
//   repo-base.ts     connection, lookups, durable transactions, bulk mode, change notification
//   mirror-apply.ts  applying the service's pages and answers to the mirror
//   outbox.ts        local intents and the outbox lifecycle
//   this file        the queries the UI runs, with their row mappers
import { JobOptionsSchema, type ChatMessage, type Collection, type FileItem, type JobDetail, type JobOptions, type JobSummary, type OutboxItem, type SyncState } from '../../shared/domain';
import { OutboxStore } from './outbox';
import { jobSummary, listJobs, type JobPageFilter } from './job-summary';
import { HOT_SQL, type ChatRow, type CollectionRow, type FileRow, type JobRow, type OutboxRow } from './rows';

export { HOT_SQL, tablesOf } from './rows';
export { jobSummary } from './job-summary';
export type { ChatRow, CollectionRow, FileRow, JobRow, OutboxKind, OutboxRow } from './rows';

export function fileItem(f: FileRow): FileItem {
  return {
    id: f.id,
    serverId: f.server_id,
    fileName: f.file_name,
    contentType: f.content_type,
    collectionId: f.collection_id,
    size: f.size,
    state: f.state,
    bytesSent: f.bytes_sent,
    error: f.error,
    createdAt: f.created_at,
  };
}

export function outboxItem(row: OutboxRow, now = Date.now()): OutboxItem {
  return {
    id: row.id,
    kind: row.kind,
    summary: row.summary,
    state: row.state,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at > now ? new Date(row.next_attempt_at).toISOString() : null,
    createdAt: row.created_at,
    targetId: row.target_id,
  };
}

function chatMessage(m: ChatRow): ChatMessage {
  return {
    id: m.id,
    jobId: m.job_id,
    role: m.role === 'user' ? 'user' : 'assistant',
    content: m.content,
    status: m.status,
    createdAt: m.created_at,
    syncState: m.sync_state,
    error: m.error,
    results: (JSON.parse(m.results_json) as Array<{ title: string; url: string; citation_index: number | null }>).map((r) => ({ title: r.title, url: r.url, citationIndex: r.citation_index })),
  };
}

function collection(c: CollectionRow & { file_count: number }): Collection {
  return {
    id: c.id,
    serverId: c.server_id,
    name: c.name,
    description: c.description,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
    fileCount: c.file_count,
    syncState: c.sync_state,
    error: c.error,
  };
}

export class Repo extends OutboxStore {
  jobSummary(row: JobRow): JobSummary {
    return jobSummary(row);
  }
  fileItem(f: FileRow): FileItem {
    return fileItem(f);
  }
  outboxItem(row: OutboxRow): OutboxItem {
    return outboxItem(row);
  }

  listJobs(filter: JobPageFilter): { items: JobSummary[]; total: number } {
    return listJobs(this.db, filter);
  }


  jobDetail(id: string): JobDetail | null {
    const row = this.getJob(id);
    if (!row) return null;
    const results = this.stmt.resultsOf.all(row.id).map((r) => ({
      id: r.id,
      title: r.title,
      url: r.url,
      citationIndex: r.citation_index,
      highlights: JSON.parse(r.highlights_json) as string[],
      hasContent: r.content !== null,
    }));
    const events = this.db
      .prepare<[string], { message: string; created_at: string }>(HOT_SQL.eventsOfJob)
      .all(row.id)
      .map((e) => ({ message: e.message, createdAt: e.created_at }));
    const updates = this.db
      .prepare<[string], { id: string; content: string; created_at: string; sync_state: SyncState; error: string | null }>(
        'SELECT id, content, created_at, sync_state, error FROM research_updates WHERE job_id = ? ORDER BY created_at',
      )
      .all(row.id)
      .map((u) => ({ id: u.id, content: u.content, createdAt: u.created_at, syncState: u.sync_state, error: u.error }));
    const statusHistory = this.db
      .prepare<[string], { status: string; seen_at: string }>('SELECT status, seen_at FROM job_status_history WHERE job_id = ? ORDER BY seen_at, rowid')
      .all(row.id)
      .map((h) => ({ status: h.status, seenAt: h.seen_at }));
    let options: JobOptions;
    try {
      options = JobOptionsSchema.parse(JSON.parse(row.options_json));
    } catch {
      options = JobOptionsSchema.parse({});
    }
    return { ...jobSummary(row), content: row.content, transformedContent: row.transformed_content, options, results, events, updates, statusHistory };
  }

  resultContent(jobId: string, resultId: string): string | null {
    return this.db.prepare<[string, string], { content: string | null }>('SELECT content FROM results WHERE job_id = ? AND id = ?').get(jobId, resultId)?.content ?? null;
  }

  /** Non-terminal jobs known to the service (what counts toward the concurrency limit). */
  runningCount(): number {
    return this.db.prepare<[], { n: number }>(HOT_SQL.runningCount).get()?.n ?? 0;
  }
  /** Loops consumed by jobs that completed since `monthStartIso` (created_at + running_time), like the service counts. */
  loopsUsedSince(monthStartIso: string): number {
    // Asked on every status and usage update: computed again only when something was written since
    // (by this connection or another process), which an idle or steadily following engine does not.
    const marks = this.db.prepare<[], { own: number; others: number }>(HOT_SQL.writeMarks).get();
    const key = `${monthStartIso} ${marks?.own ?? ''} ${marks?.others ?? ''}`;
    if (this.loopsUsedMemo?.key === key) return this.loopsUsedMemo.value;
    const lookback = new Date(Date.parse(monthStartIso) - 40 * 86_400_000).toISOString();
    const value = this.db.prepare<[string, string, string], { n: number }>(HOT_SQL.loopsUsedSince).get(lookback, monthStartIso, monthStartIso)?.n ?? 0;
    this.loopsUsedMemo = { key, value };
    return value;
  }
  private loopsUsedMemo: { key: string; value: number } | null = null;

  listCollections(): Collection[] {
    return this.db
      .prepare<[], CollectionRow & { file_count: number }>(
        // an upload the service refused (a .zip, a file over its size limit) is not a file of the collection: it is listed
        // with its reason and retry/discard, but counted it made "6 files" of a collection holding 3
        "SELECT c.*, (SELECT COUNT(*) FROM files f WHERE f.collection_id = c.id AND f.state != 'failed') AS file_count FROM collections c ORDER BY c.name COLLATE NOCASE, c.id",
      )
      .all()
      .map(collection);
  }

  listFiles(collectionId: string | null | undefined): FileItem[] {
    const rows =
      collectionId === undefined
        ? this.db.prepare<[], FileRow>('SELECT * FROM files ORDER BY created_at DESC, id').all()
        : collectionId === null
          ? this.db.prepare<[], FileRow>('SELECT * FROM files WHERE collection_id IS NULL ORDER BY file_name, id').all()
          : this.db.prepare<[string], FileRow>(HOT_SQL.filesInCollection).all(collectionId);
    const texts = this.fileTexts.summariesOf(rows.map((row) => row.id));
    return rows.map((row) => {
      const text = texts.get(row.id);
      return text ? { ...fileItem(row), text } : fileItem(row);
    });
  }
  findFileByHash(hash: string): FileRow | undefined {
    return this.db.prepare<[string], FileRow>(HOT_SQL.fileByHash).get(hash);
  }
  /** Files of exactly this size (not failed): the only ones a new file can be a duplicate of. */
  filesOfSize(size: number): FileRow[] {
    return this.db.prepare<[number], FileRow>("SELECT * FROM files WHERE size = ? AND state != 'failed' ORDER BY created_at, id").all(size);
  }
  /** The content hash of the bytes that were uploaded (taken while streaming them). */
  setFileHash(id: string, hash: string): void {
    this.db.prepare<[string, string]>('UPDATE files SET content_hash = ? WHERE id = ?').run(hash, id);
  }

  listChat(jobId: string): ChatMessage[] {
    return this.db.prepare<[string], ChatRow>(HOT_SQL.chatOfJob).all(jobId).map(chatMessage);
  }
  chatMessagesProcessing(): ChatRow[] {
    return this.db.prepare<[], ChatRow>("SELECT * FROM chat_messages WHERE server_id IS NOT NULL AND role = 'assistant' AND status = 'processing'").all();
  }
}
