// All SQL of the mirror: applying server pages, local intents with their outbox rows (one transaction,
// durable), the queries the UI reads, and change notification by table name after each commit.
import { randomUUID } from 'node:crypto';
import type { Db } from './open';
import { SearchIndex } from './search';
import { JOB_KNOWN_FIELDS, extraFields, type WireChatMessage, type WireCollection, type WireFile, type WireJob } from '../api/wire';
import {
  JobOptionsSchema,
  isTerminalStatus,
  type ChatMessage,
  type Collection,
  type FileItem,
  type JobDetail,
  type JobOptions,
  type JobSummary,
  type OutboxItem,
  type SyncState,
} from '../../shared/domain';

export type OutboxKind = OutboxItem['kind'];

export interface OutboxRow {
  id: string;
  seq: number;
  kind: OutboxKind;
  target_id: string;
  payload_json: string;
  summary: string;
  state: 'pending' | 'sending' | 'failed';
  attempts: number;
  maybe_sent: number;
  next_attempt_at: number;
  first_attempt_at: number | null;
  last_error: string | null;
  created_at: string;
}

export interface JobRow {
  id: string;
  server_id: string | null;
  query: string;
  status: string;
  loops_consumed: number | null;
  running_time: number | null;
  created_at: string;
  content: string | null;
  transformed_content: string | null;
  options_json: string;
  extra_json: string;
  wire_hash: string;
  sync_state: SyncState;
  error: string | null;
  source_count: number;
  available_offline: number;
  next_poll_at: number;
  poll_interval_ms: number;
}

export interface FileRow {
  id: string;
  server_id: string | null;
  file_name: string;
  content_type: string;
  collection_id: string | null;
  size: number | null;
  state: FileItem['state'];
  bytes_sent: number;
  error: string | null;
  created_at: string;
  path: string | null;
  content_hash: string | null;
}

export interface CollectionRow {
  id: string;
  server_id: string | null;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  sync_state: SyncState;
  error: string | null;
}

export interface ChatRow {
  id: string;
  server_id: string | null;
  job_id: string;
  role: string;
  content: string;
  status: string;
  created_at: string;
  sync_state: SyncState;
  error: string | null;
  results_json: string;
}

/** The hot queries, named so tests can assert their plans (EXPLAIN QUERY PLAN) on the very same SQL. */
export const HOT_SQL = {
  jobByServer: 'SELECT * FROM jobs WHERE server_id = ?',
  jobsPage: 'SELECT * FROM jobs ORDER BY created_at DESC, id LIMIT ? OFFSET ?',
  jobsByStatusPage: 'SELECT * FROM jobs WHERE status = ? ORDER BY created_at DESC, id LIMIT ? OFFSET ?',
  resultsOf: 'SELECT id, title, url, citation_index, highlights_json, content, detail_fetched FROM results WHERE job_id = ? ORDER BY position',
  outboxActive: "SELECT * FROM outbox WHERE state IN ('pending', 'sending') ORDER BY seq",
  outboxForTarget: 'SELECT * FROM outbox WHERE target_id = ? ORDER BY seq',
  jobsToFollow: "SELECT * FROM jobs WHERE server_id IS NOT NULL AND status NOT IN ('completed', 'failed') ORDER BY next_poll_at",
  runningCount: "SELECT COUNT(*) AS n FROM jobs INDEXED BY jobs_unfinished WHERE server_id IS NOT NULL AND status NOT IN ('completed', 'failed')",
  jobsNeedingDetails:
    "SELECT id, server_id FROM jobs INDEXED BY jobs_needing_details WHERE status = 'completed' AND available_offline = 0 AND server_id IS NOT NULL ORDER BY created_at DESC LIMIT ?",
  loopsUsedSince: "SELECT COALESCE(SUM(loops_consumed), 0) AS n FROM jobs WHERE status = 'completed' AND created_at >= ?",
  filesInCollection: 'SELECT * FROM files WHERE collection_id = ? ORDER BY file_name, id',
  fileByHash: "SELECT * FROM files WHERE content_hash = ? AND state != 'failed' LIMIT 1",
  chatOfJob: 'SELECT * FROM chat_messages WHERE job_id = ? ORDER BY created_at, rowid',
  eventsOfJob: 'SELECT message, created_at FROM job_events WHERE job_id = ? ORDER BY seq',
} as const;

type ChangeListener = (tables: string[]) => void;

const nowIso = (): string => new Date().toISOString();

const COLLECTION_FIELDS = ['id', 'name', 'description', 'created_at', 'updated_at'] as const;
const FILE_FIELDS = ['id', 'file_name', 'content_type', 'collection_id', 'size', 'created_at'] as const;
const CHAT_FIELDS = ['id', 'role', 'content', 'status', 'created_at', 'error_message', 'results'] as const;
/** Fields of a wire object that Quire has no column for, kept as JSON so nothing the service sends is dropped. */
function extraJson(value: object, known: readonly string[]): string {
  return JSON.stringify(extraFields(value as Record<string, unknown>, known));
}

/** FNV-1a, 32 bits: a fast fingerprint for change detection (not security). */
function fnv1a(text: string | null): string {
  if (text === null) return '-';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36) + ':' + text.length;
}

/** What decides whether a pulled job changed: cheap enough to compute for every job of a bulk pull. */
function fingerprint(job: WireJob, extra: string): string {
  let results = '';
  for (const r of job.results) results += `${r.id}|${r.title}|${r.url}|${r.citation_index ?? ''};`;
  return [job.status, job.query, job.created_at, job.reasoning_loops_consumed ?? '', job.running_time ?? '', fnv1a(job.content), fnv1a(job.transformed_content), fnv1a(results), fnv1a(extra)].join('\u0001');
}

export class Repo {
  readonly search: SearchIndex;
  private pendingTables = new Set<string>();
  private flushScheduled = false;
  private readonly listeners = new Set<ChangeListener>();
  private readonly stmt;

  constructor(readonly db: Db) {
    this.search = new SearchIndex(db);
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
      resultsOf: db.prepare<[string], { id: string; title: string; url: string; citation_index: number | null; highlights_json: string; content: string | null; detail_fetched: number }>(
        HOT_SQL.resultsOf,
      ),
      deleteResultsNotIn: db.prepare<[string, string]>('DELETE FROM results WHERE job_id = ? AND id NOT IN (SELECT value FROM json_each(?))'),
      insertHistory: db.prepare<[string, string, string]>('INSERT OR IGNORE INTO job_status_history (job_id, status, seen_at) VALUES (?, ?, ?)'),
      outboxById: db.prepare<[string], OutboxRow>('SELECT * FROM outbox WHERE id = ?'),
      outboxAll: db.prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY seq'),
      outboxActive: db.prepare<[], OutboxRow>(HOT_SQL.outboxActive),
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
  changed(...tables: string[]): void {
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

  getState(key: string): string | null {
    return this.stmt.getState.get(key)?.value ?? null;
  }
  setState(key: string, value: string): void {
    this.stmt.setState.run(key, value);
  }

  // ---- jobs from the service
  /** Applies server jobs in one transaction; returns how many rows changed. */
  applyJobs(jobs: WireJob[], extraWork?: () => void): number {
    let changed = 0;
    this.db.transaction(() => {
      for (const job of jobs) if (this.applyJob(job)) changed++;
      extraWork?.();
    })();
    if (changed) this.changed('jobs', 'results');
    return changed;
  }

  /** Upserts one server job (inside the caller's transaction). Unchanged jobs cost one lookup. */
  applyJob(job: WireJob, localId?: string): boolean {
    const extra = JSON.stringify(extraFields(job, JOB_KNOWN_FIELDS));
    const wireHash = fingerprint(job, extra);
    const existing = localId ? this.stmt.jobById.get(localId) : this.stmt.jobByServer.get(job.id);
    if (existing && existing.wire_hash === wireHash && existing.server_id === job.id) return false;
    const id = existing?.id ?? job.id;
    const previouslyFetched = existing ? this.stmt.resultsOf.all(id) : [];
    const fetchedIds = new Set(previouslyFetched.filter((r) => r.detail_fetched).map((r) => r.id));
    const allFetched = job.results.every((r) => fetchedIds.has(r.id));
    const offline = job.status === 'completed' && job.content !== null && allFetched ? 1 : 0;
    const row = {
      id,
      server_id: job.id,
      query: job.query || existing?.query || '',
      status: job.status,
      loops_consumed: job.reasoning_loops_consumed,
      running_time: job.running_time,
      created_at: job.created_at,
      content: job.content,
      transformed_content: job.transformed_content,
      options_json: existing?.options_json ?? '{}',
      extra_json: extra,
      wire_hash: wireHash,
      source_count: job.results.length,
      available_offline: offline,
    };
    if (existing) {
      if (existing.server_id !== job.id) this.db.prepare('UPDATE jobs SET server_id = ? WHERE id = ?').run(job.id, id);
      this.stmt.updateJob.run(row);
    } else {
      this.stmt.insertJob.run(row);
    }
    const writeResult = existing ? this.stmt.upsertResult : this.stmt.insertResult;
    job.results.forEach((result, position) => writeResult.run(id, result.id, position, result.title, result.url, result.citation_index));
    if (existing) this.stmt.deleteResultsNotIn.run(id, JSON.stringify(job.results.map((r) => r.id)));
    this.stmt.insertHistory.run(id, job.status, nowIso());
    const titles = job.results.map((r) => r.title).join('\n') || null;
    if (!existing) {
      this.search.add(id, 'query', row.query);
      this.search.add(id, 'content', job.content);
      this.search.add(id, 'transformed', job.transformed_content);
      this.search.add(id, 'source', titles);
      return true;
    }
    if (existing.query !== row.query) this.search.set(id, 'query', row.query);
    if (existing.content !== job.content) this.search.set(id, 'content', job.content);
    if (existing.transformed_content !== job.transformed_content) this.search.set(id, 'transformed', job.transformed_content);
    if ((previouslyFetched.map((r) => r.title).join('\n') || null) !== titles) this.search.set(id, 'source', titles);
    return true;
  }

  /** Jobs the follower polls: mirrored, not terminal. */
  jobsToFollow(): JobRow[] {
    return this.db
      .prepare<[], JobRow>(HOT_SQL.jobsToFollow)
      .all();
  }
  setPoll(id: string, nextPollAt: number, intervalMs: number): void {
    this.db.prepare('UPDATE jobs SET next_poll_at = ?, poll_interval_ms = ? WHERE id = ?').run(nextPollAt, intervalMs, id);
  }

  applyEvents(jobId: string, events: Array<{ message: string; created_at: string }>): boolean {
    const count = (this.db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM job_events WHERE job_id = ?').get(jobId)?.n ?? 0);
    if (events.length === count) return false;
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM job_events WHERE job_id = ?').run(jobId);
      const insert = this.db.prepare('INSERT INTO job_events (job_id, seq, message, created_at) VALUES (?, ?, ?, ?)');
      events.forEach((event, seq) => insert.run(jobId, seq, event.message, event.created_at));
    })();
    this.changed('job_events');
    return true;
  }

  /** Completed jobs whose result details are not all mirrored yet, newest first. */
  jobsNeedingDetails(limit: number): Array<{ id: string; server_id: string }> {
    return this.db
      .prepare<[number], { id: string; server_id: string }>(
        HOT_SQL.jobsNeedingDetails,
      )
      .all(limit);
  }
  resultsMissingDetails(jobId: string): Array<{ id: string }> {
    return this.db.prepare<[string], { id: string }>('SELECT id FROM results WHERE job_id = ? AND detail_fetched = 0').all(jobId);
  }
  applyResultDetail(jobId: string, resultId: string, highlights: string[], content: string | null): void {
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE results SET highlights_json = ?, content = COALESCE(?, content), detail_fetched = 1 WHERE job_id = ? AND id = ?')
        .run(JSON.stringify(highlights), content, jobId, resultId);
      const rows = this.stmt.resultsOf.all(jobId);
      this.search.set(jobId, 'highlight', rows.flatMap((r) => JSON.parse(r.highlights_json) as string[]).join('\n') || null);
      this.search.set(jobId, 'source_content', rows.map((r) => r.content ?? '').filter(Boolean).join('\n\n').slice(0, 200_000) || null);
      const job = this.stmt.jobById.get(jobId);
      const offline = job && job.status === 'completed' && job.content !== null && rows.every((r) => r.detail_fetched) ? 1 : 0;
      this.db.prepare('UPDATE jobs SET available_offline = ? WHERE id = ?').run(offline, jobId);
    })();
    this.changed('results', 'jobs');
  }
  resultContent(jobId: string, resultId: string): string | null {
    return this.db.prepare<[string, string], { content: string | null }>('SELECT content FROM results WHERE job_id = ? AND id = ?').get(jobId, resultId)?.content ?? null;
  }

  // ---- job reads for the UI
  jobSummary(row: JobRow): JobSummary {
    return {
      id: row.id,
      serverId: row.server_id,
      query: row.query,
      status: row.status,
      reasoningLoopsConsumed: row.loops_consumed,
      runningTime: row.running_time,
      createdAt: row.created_at,
      syncState: row.sync_state,
      error: row.error,
      availableOffline: row.available_offline === 1,
      sourceCount: row.source_count,
    };
  }

  listJobs(filter: { status?: string; collectionId?: string; offset: number; limit: number }): { items: JobSummary[]; total: number } {
    const where: string[] = [];
    const params: Array<string | number> = [];
    if (filter.status) {
      where.push('status = ?');
      params.push(filter.status);
    }
    if (filter.collectionId) {
      where.push("EXISTS (SELECT 1 FROM json_each(jobs.options_json, '$.collectionIds') WHERE value = ?)");
      params.push(filter.collectionId);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = this.db.prepare<Array<string | number>, { n: number }>(`SELECT COUNT(*) AS n FROM jobs ${clause}`).get(...params)?.n ?? 0;
    const rows = this.db
      .prepare<Array<string | number>, JobRow>(`SELECT * FROM jobs ${clause} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`)
      .all(...params, filter.limit, filter.offset);
    return { items: rows.map((row) => this.jobSummary(row)), total };
  }

  getJob(id: string): JobRow | undefined {
    return this.stmt.jobById.get(id) ?? this.stmt.jobByServer.get(id);
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
    return {
      ...this.jobSummary(row),
      content: row.content,
      transformedContent: row.transformed_content,
      options,
      results,
      events,
      updates,
      statusHistory,
    };
  }

  /** Non-terminal jobs known to the service (what counts toward the concurrency limit). */
  runningCount(): number {
    return this.db.prepare<[], { n: number }>(HOT_SQL.runningCount).get()?.n ?? 0;
  }
  /** Loops consumed by completed jobs created since `monthStartIso`. */
  loopsUsedSince(monthStartIso: string): number {
    return (
      this.db
        .prepare<[string], { n: number }>(HOT_SQL.loopsUsedSince)
        .get(monthStartIso)?.n ?? 0
    );
  }

  // ---- local intents: row + outbox row in one durable transaction
  private addOutbox(kind: OutboxKind, targetId: string, payload: unknown, summary: string): string {
    const id = randomUUID();
    const seq = this.stmt.nextSeq.get()?.seq ?? 1;
    this.stmt.insertOutbox.run({ id, seq, kind, target_id: targetId, payload_json: JSON.stringify(payload), summary, created_at: nowIso() });
    return id;
  }

  createLocalJob(query: string, options: JobOptions): string {
    const id = randomUUID();
    this.durably(() => {
      const createdAt = nowIso();
      this.stmt.insertJob.run({
        id,
        server_id: null,
        query,
        status: 'queued',
        loops_consumed: null,
        running_time: null,
        created_at: createdAt,
        content: null,
        transformed_content: null,
        options_json: JSON.stringify(options),
        extra_json: '{}',
        wire_hash: '',
        source_count: 0,
        available_offline: 0,
      });
      this.db.prepare("UPDATE jobs SET sync_state = 'pending' WHERE id = ?").run(id);
      this.stmt.insertHistory.run(id, 'queued', createdAt);
      this.search.set(id, 'query', query);
      this.addOutbox('job.create', id, { query, options }, `Research "${truncate(query, 60)}"`);
    });
    this.changed('jobs', 'outbox');
    return id;
  }

  createLocalCollection(name: string, description: string): string {
    const id = randomUUID();
    this.durably(() => {
      const at = nowIso();
      this.db
        .prepare("INSERT INTO collections (id, server_id, name, description, created_at, updated_at, sync_state) VALUES (?, NULL, ?, ?, ?, ?, 'pending')")
        .run(id, name, description, at, at);
      this.addOutbox('collection.create', id, { name, description }, `Create collection "${truncate(name, 60)}"`);
    });
    this.changed('collections', 'outbox');
    return id;
  }

  updateLocalCollection(id: string, patch: { name?: string; description?: string }): void {
    this.durably(() => {
      const row = this.stmt.collectionById.get(id);
      if (!row) return;
      const name = patch.name ?? row.name;
      const description = patch.description ?? row.description;
      this.db.prepare("UPDATE collections SET name = ?, description = ?, updated_at = ?, sync_state = 'pending', error = NULL WHERE id = ?").run(name, description, nowIso(), id);
      // an unsent create simply carries the new values; otherwise queue a PATCH
      const unsentCreate = this.stmt.outboxForTarget.all(id).find((o) => o.kind === 'collection.create' && o.state !== 'failed' && o.attempts === 0);
      if (unsentCreate) {
        this.db.prepare('UPDATE outbox SET payload_json = ?, summary = ? WHERE id = ?').run(JSON.stringify({ name, description }), `Create collection "${truncate(name, 60)}"`, unsentCreate.id);
      } else {
        this.addOutbox('collection.update', id, patch, `Rename collection to "${truncate(name, 60)}"`);
      }
    });
    this.changed('collections', 'outbox');
  }

  createLocalChat(jobId: string, content: string): string {
    const id = randomUUID();
    this.durably(() => {
      this.db
        .prepare("INSERT INTO chat_messages (id, server_id, job_id, role, content, status, created_at, sync_state) VALUES (?, NULL, ?, 'user', ?, 'pending', ?, 'pending')")
        .run(id, jobId, content, nowIso());
      this.addOutbox('chat.send', id, { jobId, content }, `Ask "${truncate(content, 60)}"`);
    });
    this.changed('chat_messages', 'outbox');
    return id;
  }

  createLocalUpdate(jobId: string, content: string): string {
    const id = randomUUID();
    this.durably(() => {
      this.db
        .prepare("INSERT INTO research_updates (id, server_id, job_id, content, created_at, sync_state) VALUES (?, NULL, ?, ?, ?, 'pending')")
        .run(id, jobId, content, nowIso());
      this.addOutbox('update.create', id, { jobId, content }, `Update to research: "${truncate(content, 60)}"`);
    });
    this.changed('research_updates', 'jobs', 'outbox');
    return id;
  }

  createLocalFile(input: { fileName: string; contentType: string; collectionId: string | null; size: number; path: string; contentHash: string }): string {
    const id = randomUUID();
    this.durably(() => {
      this.db
        .prepare(
          `INSERT INTO files (id, server_id, file_name, content_type, collection_id, size, state, bytes_sent, created_at, path, content_hash)
           VALUES (?, NULL, ?, ?, ?, ?, 'queued', 0, ?, ?, ?)`,
        )
        .run(id, input.fileName, input.contentType, input.collectionId, input.size, nowIso(), input.path, input.contentHash);
      this.search.set(id, 'file', input.fileName);
      this.addOutbox('file.upload', id, { collectionId: input.collectionId }, `Upload "${truncate(input.fileName, 60)}"`);
    });
    this.changed('files', 'outbox');
    return id;
  }

  findFileByHash(hash: string): FileRow | undefined {
    return this.db.prepare<[string], FileRow>(HOT_SQL.fileByHash).get(hash);
  }

  // ---- outbox
  outbox(): OutboxRow[] {
    return this.stmt.outboxAll.all();
  }
  activeOutbox(): OutboxRow[] {
    return this.stmt.outboxActive.all();
  }
  outboxRow(id: string): OutboxRow | undefined {
    return this.stmt.outboxById.get(id);
  }
  outboxForTarget(targetId: string): OutboxRow[] {
    return this.stmt.outboxForTarget.all(targetId);
  }
  outboxItem(row: OutboxRow): OutboxItem {
    return {
      id: row.id,
      kind: row.kind,
      summary: row.summary,
      state: row.state,
      attempts: row.attempts,
      lastError: row.last_error,
      nextAttemptAt: row.next_attempt_at > Date.now() ? new Date(row.next_attempt_at).toISOString() : null,
      createdAt: row.created_at,
      targetId: row.target_id,
    };
  }
  /** Marks an intent as about to be sent: from here on a lost answer means "maybe created". Durable. */
  /**
   * Claims a pending intent for sending. False when it is not pending any more: another process on
   * the same data (the app and the CLI at once) claimed it first, so this one must not send it.
   */
  markSending(id: string): boolean {
    return this.durably(
      () =>
        this.db
          .prepare(
            "UPDATE outbox SET state = 'sending', attempts = attempts + 1, maybe_sent = 1, first_attempt_at = COALESCE(first_attempt_at, ?) WHERE id = ? AND state = 'pending'",
          )
          .run(Date.now(), id).changes === 1,
    );
  }
  /** The attempt failed transiently: keep the intent, try again later. */
  deferIntent(id: string, error: string, nextAttemptAt: number, definitelyNotSent: boolean): void {
    this.durably(() => {
      this.db
        .prepare(`UPDATE outbox SET state = 'pending', last_error = ?, next_attempt_at = ?${definitelyNotSent ? ', maybe_sent = 0' : ''} WHERE id = ?`)
        .run(error, nextAttemptAt, id);
    });
    this.changed('outbox');
  }
  /** The service refused the intent: keep the user's data, show the message, wait for retry/edit/discard. */
  failIntent(row: OutboxRow, error: string): void {
    this.durably(() => {
      this.db.prepare("UPDATE outbox SET state = 'failed', last_error = ?, maybe_sent = 0 WHERE id = ?").run(error, row.id);
      this.setTargetState(row, 'failed', error);
    });
    this.changed('outbox', ...tablesOf(row.kind));
  }
  retryIntent(id: string): boolean {
    const row = this.outboxRow(id);
    if (!row) return false;
    this.durably(() => {
      this.db.prepare("UPDATE outbox SET state = 'pending', next_attempt_at = 0, last_error = NULL WHERE id = ?").run(id);
      this.setTargetState(row, 'pending', null);
      // intents that failed only because they depended on this one get another chance too
      for (const dependent of this.db.prepare<[], OutboxRow>("SELECT * FROM outbox WHERE state = 'failed' AND last_error LIKE 'It depends on an item%'").all()) {
        this.db.prepare("UPDATE outbox SET state = 'pending', next_attempt_at = 0, last_error = NULL WHERE id = ?").run(dependent.id);
        this.setTargetState(dependent, 'pending', null);
      }
    });
    this.changed('outbox', ...tablesOf(row.kind));
    return true;
  }
  /** Drops an intent and the local row it would have created (an update to an existing row just reverts on next pull). */
  discardIntent(id: string): boolean {
    const row = this.outboxRow(id);
    if (!row) return false;
    this.durably(() => {
      this.db.prepare('DELETE FROM outbox WHERE id = ?').run(id);
      const target = row.target_id;
      switch (row.kind) {
        case 'job.create':
          // follow-ups on research that will never exist go with it
          for (const table of ['chat_messages', 'research_updates']) {
            const orphans = this.db.prepare<[string], { id: string }>(`SELECT id FROM ${table} WHERE job_id = ? AND server_id IS NULL`).all(target);
            for (const orphan of orphans) this.db.prepare('DELETE FROM outbox WHERE target_id = ?').run(orphan.id);
            this.db.prepare(`DELETE FROM ${table} WHERE job_id = ? AND server_id IS NULL`).run(target);
          }
          this.db.prepare('DELETE FROM jobs WHERE id = ? AND server_id IS NULL').run(target);
          this.db.prepare('DELETE FROM job_status_history WHERE job_id = ? AND NOT EXISTS (SELECT 1 FROM jobs WHERE id = ?)').run(target, target);
          this.search.removeOwner(target);
          break;
        case 'collection.create':
          this.db.prepare('DELETE FROM collections WHERE id = ? AND server_id IS NULL').run(target);
          break;
        case 'collection.update':
          this.db.prepare("UPDATE collections SET sync_state = 'synced', error = NULL WHERE id = ?").run(target);
          this.setState('collections.stale', '1');
          break;
        case 'chat.send':
          this.db.prepare('DELETE FROM chat_messages WHERE id = ? AND server_id IS NULL').run(target);
          break;
        case 'update.create':
          this.db.prepare('DELETE FROM research_updates WHERE id = ? AND server_id IS NULL').run(target);
          break;
        case 'file.upload':
          this.db.prepare('DELETE FROM files WHERE id = ? AND server_id IS NULL').run(target);
          this.search.removeOwner(target);
          break;
      }
    });
    this.changed('outbox', 'chat_messages', ...tablesOf(row.kind));
    return true;
  }
  /** The intent reached the service: drop the outbox row and mark the target synced, in one transaction. */
  completeIntent(row: OutboxRow, apply: () => void): void {
    this.durably(() => {
      apply();
      this.db.prepare('DELETE FROM outbox WHERE id = ?').run(row.id);
      const remaining = this.stmt.outboxForTarget.all(row.target_id).filter((o) => o.id !== row.id);
      if (!remaining.length) this.setTargetState(row, 'synced', null);
    });
    this.changed('outbox', ...tablesOf(row.kind));
  }
  private setTargetState(row: OutboxRow, state: SyncState, error: string | null): void {
    const id = row.target_id;
    switch (row.kind) {
      case 'job.create':
        this.db.prepare('UPDATE jobs SET sync_state = ?, error = ? WHERE id = ?').run(state, error, id);
        break;
      case 'collection.create':
      case 'collection.update':
        this.db.prepare('UPDATE collections SET sync_state = ?, error = ? WHERE id = ?').run(state, error, id);
        break;
      case 'chat.send':
        this.db.prepare("UPDATE chat_messages SET sync_state = ?, error = ?, status = CASE WHEN ? = 'failed' THEN 'failed' ELSE status END WHERE id = ?").run(state, error, state, id);
        break;
      case 'update.create':
        this.db.prepare('UPDATE research_updates SET sync_state = ?, error = ? WHERE id = ?').run(state, error, id);
        break;
      case 'file.upload':
        this.db
          .prepare("UPDATE files SET state = CASE ? WHEN 'failed' THEN 'failed' WHEN 'pending' THEN 'queued' ELSE state END, error = ? WHERE id = ?")
          .run(state, error, id);
        break;
    }
  }

  pendingCounts(): { pending: number; failed: number } {
    const row = this.db
      .prepare<[], { pending: number; failed: number }>(
        "SELECT COALESCE(SUM(state != 'failed'), 0) AS pending, COALESCE(SUM(state = 'failed'), 0) AS failed FROM outbox",
      )
      .get();
    return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
  }

  // ---- collections
  collectionRow(id: string): CollectionRow | undefined {
    return this.stmt.collectionById.get(id) ?? this.stmt.collectionByServer.get(id);
  }
  collectionByServer(serverId: string): CollectionRow | undefined {
    return this.stmt.collectionByServer.get(serverId);
  }
  listCollections(): Collection[] {
    return this.db
      .prepare<[], CollectionRow & { file_count: number }>(
        'SELECT c.*, (SELECT COUNT(*) FROM files f WHERE f.collection_id = c.id) AS file_count FROM collections c ORDER BY c.name COLLATE NOCASE, c.id',
      )
      .all()
      .map((c) => ({
        id: c.id,
        serverId: c.server_id,
        name: c.name,
        description: c.description,
        createdAt: c.created_at,
        updatedAt: c.updated_at,
        fileCount: c.file_count,
        syncState: c.sync_state,
        error: c.error,
      }));
  }
  /** Mirrors the service's collections; rows with intents in flight keep their local values. */
  applyCollections(list: WireCollection[], complete: boolean): void {
    let changed = false;
    this.db.transaction(() => {
      const seen = new Set<string>();
      for (const c of list) {
        seen.add(c.id);
        const existing = this.stmt.collectionByServer.get(c.id);
        const updatedAt = c.updated_at ?? c.created_at;
        if (!existing) {
          this.db
            .prepare("INSERT INTO collections (id, server_id, name, description, created_at, updated_at, sync_state, extra_json) VALUES (?, ?, ?, ?, ?, ?, 'synced', ?)")
            .run(c.id, c.id, c.name, c.description, c.created_at, updatedAt, extraJson(c, COLLECTION_FIELDS));
          changed = true;
        } else if (this.stmt.outboxForTarget.all(existing.id).length === 0) {
          if (existing.name !== c.name || existing.description !== c.description || existing.updated_at !== updatedAt || existing.sync_state !== 'synced') {
            this.db
              .prepare("UPDATE collections SET name = ?, description = ?, updated_at = ?, sync_state = 'synced', error = NULL, extra_json = ? WHERE id = ?")
              .run(c.name, c.description, updatedAt, extraJson(c, COLLECTION_FIELDS), existing.id);
            changed = true;
          }
        }
      }
      if (complete) {
        const gone = this.db
          .prepare<[], { id: string; server_id: string }>('SELECT id, server_id FROM collections WHERE server_id IS NOT NULL')
          .all()
          .filter((c) => !seen.has(c.server_id) && this.stmt.outboxForTarget.all(c.id).length === 0);
        for (const c of gone) this.db.prepare('DELETE FROM collections WHERE id = ?').run(c.id);
        if (gone.length) changed = true;
      }
    })();
    if (changed) this.changed('collections');
  }

  // ---- files
  fileRow(id: string): FileRow | undefined {
    return this.stmt.fileById.get(id) ?? this.stmt.fileByServer.get(id);
  }
  fileItem(f: FileRow): FileItem {
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
  listFiles(collectionId: string | null | undefined): FileItem[] {
    const rows =
      collectionId === undefined
        ? this.db.prepare<[], FileRow>('SELECT * FROM files ORDER BY created_at DESC, id').all()
        : collectionId === null
          ? this.db.prepare<[], FileRow>('SELECT * FROM files WHERE collection_id IS NULL ORDER BY file_name, id').all()
          : this.db.prepare<[string], FileRow>(HOT_SQL.filesInCollection).all(collectionId);
    return rows.map((f) => this.fileItem(f));
  }
  setFileProgress(id: string, state: FileItem['state'], bytesSent: number, error: string | null = null): void {
    this.db.prepare('UPDATE files SET state = ?, bytes_sent = ?, error = ? WHERE id = ?').run(state, bytesSent, error, id);
    this.changed('files');
  }
  /** Half-done uploads restart from zero after a restart (their outbox rows reconcile before resending). */
  resetInterruptedUploads(): number {
    const changes = this.durably(() => this.db.prepare("UPDATE files SET state = 'queued', bytes_sent = 0 WHERE state = 'uploading'").run().changes);
    if (changes) this.changed('files');
    return changes;
  }
  applyFiles(list: WireFile[], complete: boolean): void {
    let changed = false;
    this.db.transaction(() => {
      const seen = new Set<string>();
      for (const f of list) {
        seen.add(f.id);
        const collectionId = f.collection_id ? (this.stmt.collectionByServer.get(f.collection_id)?.id ?? f.collection_id) : null;
        const existing = this.stmt.fileByServer.get(f.id);
        if (!existing) {
          const id = f.id;
          this.db
            .prepare("INSERT INTO files (id, server_id, file_name, content_type, collection_id, size, state, bytes_sent, created_at, extra_json) VALUES (?, ?, ?, ?, ?, ?, 'synced', 0, ?, ?)")
            .run(id, f.id, f.file_name, f.content_type, collectionId, f.size, f.created_at ?? nowIso(), extraJson(f, FILE_FIELDS));
          this.search.set(id, 'file', f.file_name);
          changed = true;
        } else if (existing.file_name !== f.file_name || existing.collection_id !== collectionId || existing.content_type !== f.content_type) {
          this.db.prepare('UPDATE files SET file_name = ?, collection_id = ?, content_type = ? WHERE id = ?').run(f.file_name, collectionId, f.content_type, existing.id);
          this.search.set(existing.id, 'file', f.file_name);
          changed = true;
        }
      }
      if (complete) {
        const gone = this.db
          .prepare<[], { id: string; server_id: string }>("SELECT id, server_id FROM files WHERE server_id IS NOT NULL AND state = 'synced'")
          .all()
          .filter((f) => !seen.has(f.server_id));
        for (const f of gone) {
          this.db.prepare('DELETE FROM files WHERE id = ?').run(f.id);
          this.search.removeOwner(f.id);
        }
        if (gone.length) changed = true;
      }
    })();
    if (changed) this.changed('files', 'collections');
  }

  // ---- chat
  chatRow(id: string): ChatRow | undefined {
    return this.stmt.chatById.get(id) ?? this.stmt.chatByServer.get(id);
  }
  listChat(jobId: string): ChatMessage[] {
    return this.db
      .prepare<[string], ChatRow>(HOT_SQL.chatOfJob)
      .all(jobId)
      .map((m) => ({
        id: m.id,
        jobId: m.job_id,
        role: m.role === 'user' ? 'user' : 'assistant',
        content: m.content,
        status: m.status,
        createdAt: m.created_at,
        syncState: m.sync_state,
        error: m.error,
        results: (JSON.parse(m.results_json) as Array<{ title: string; url: string; citation_index: number | null }>).map((r) => ({
          title: r.title,
          url: r.url,
          citationIndex: r.citation_index,
        })),
      }));
  }
  /** Upserts a server chat message under the local job id; returns the local row id. */
  applyChatMessage(jobId: string, message: WireChatMessage, localId?: string): string {
    const existing = localId ? this.stmt.chatById.get(localId) : this.stmt.chatByServer.get(message.id);
    const role = message.role === 'user' ? 'user' : 'assistant';
    if (existing) {
      this.db
        .prepare(
          "UPDATE chat_messages SET server_id = ?, role = ?, content = ?, status = ?, error = ?, results_json = ?, extra_json = ?, sync_state = CASE WHEN sync_state = 'failed' THEN sync_state ELSE 'synced' END WHERE id = ?",
        )
        .run(message.id, role, message.content, message.status, message.error_message, JSON.stringify(message.results), extraJson(message, CHAT_FIELDS), existing.id);
      this.changed('chat_messages');
      return existing.id;
    }
    this.db
      .prepare("INSERT INTO chat_messages (id, server_id, job_id, role, content, status, created_at, sync_state, error, results_json, extra_json) VALUES (?, ?, ?, ?, ?, ?, ?, 'synced', ?, ?, ?)")
      .run(message.id, message.id, jobId, role, message.content, message.status, message.created_at, message.error_message, JSON.stringify(message.results), extraJson(message, CHAT_FIELDS));
    this.changed('chat_messages');
    return message.id;
  }
  appendChatDelta(id: string, delta: string): string {
    this.db.prepare('UPDATE chat_messages SET content = content || ? WHERE id = ?').run(delta, id);
    this.changed('chat_messages');
    return this.stmt.chatById.get(id)?.content ?? '';
  }
  chatMessagesProcessing(): ChatRow[] {
    return this.db.prepare<[], ChatRow>("SELECT * FROM chat_messages WHERE server_id IS NOT NULL AND role = 'assistant' AND status = 'processing'").all();
  }

  // ---- research updates
  markUpdateSynced(id: string, serverId: string | null, createdAt: string | null): void {
    this.db.prepare('UPDATE research_updates SET server_id = COALESCE(?, server_id), created_at = COALESCE(?, created_at) WHERE id = ?').run(serverId, createdAt, id);
  }

  integrityOk(): boolean {
    const rows = this.db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    return rows.length === 1 && rows[0]?.integrity_check === 'ok';
  }
}

export function tablesOf(kind: OutboxKind): string[] {
  switch (kind) {
    case 'job.create':
      return ['jobs'];
    case 'collection.create':
    case 'collection.update':
      return ['collections'];
    case 'chat.send':
      return ['chat_messages'];
    case 'update.create':
      return ['research_updates', 'jobs'];
    case 'file.upload':
      return ['files', 'collections'];
  }
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export { isTerminalStatus };
