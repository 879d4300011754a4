// Applying what the service says to the mirror: job pages (fingerprinted, so unchanged jobs cost one
// lookup), events, result details, collections, files, chat messages, and the merges that adopt a
// server row into the local row an intent created. Each write announces the tables it changed.
import { JOB_KNOWN_FIELDS, extraFields, type WireChatMessage, type WireCollection, type WireFile, type WireJob } from '../api/wire';
import type { FileItem } from '../../shared/domain';
import { RepoBase } from './repo-base';
import { HOT_SQL, extraJson, fingerprint, nowIso, type JobRow } from './rows';

const COLLECTION_FIELDS = ['id', 'name', 'description', 'created_at', 'updated_at'] as const;
const FILE_FIELDS = ['id', 'file_name', 'content_type', 'collection_id', 'size', 'created_at'] as const;
const CHAT_FIELDS = ['id', 'role', 'content', 'status', 'created_at', 'error_message', 'results'] as const;
/** Tables whose rows a server id can own; the reconcilers ask who holds one. */
export type AdoptableTable = 'jobs' | 'collections' | 'files' | 'chat_messages' | 'research_updates';
/** Cap on the source text kept in the search index per job (the rows keep all of it). */
const SOURCE_INDEX_CAP = 200_000;

export class MirrorApply extends RepoBase {
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

  /** Applies one followed job in its own transaction; returns whether it changed. */
  applyFollowedJob(job: WireJob, localId: string): boolean {
    const changed = this.db.transaction(() => this.applyJob(job, localId))();
    if (changed) this.changed('jobs', 'results');
    return changed;
  }

  /** A job the service no longer has: it leaves the mirror (it would otherwise count as running forever). */
  forgetJob(id: string): void {
    this.db.transaction(() => this.removePulledJob(id))();
    this.changed('jobs', 'results', 'job_events', 'chat_messages');
  }

  /** A job row the pull inserted before its creating intent was reconciled: its data moves to `movedTo`. */
  removePulledJob(id: string, movedTo?: string): void {
    for (const table of ['results', 'job_events', 'job_status_history']) this.db.prepare(`DELETE FROM ${table} WHERE job_id = ?`).run(id);
    for (const table of ['chat_messages', 'research_updates']) {
      if (movedTo) this.db.prepare(`UPDATE ${table} SET job_id = ? WHERE job_id = ?`).run(movedTo, id);
      else this.db.prepare(`DELETE FROM ${table} WHERE job_id = ? AND server_id IS NOT NULL`).run(id);
    }
    this.db.prepare('DELETE FROM jobs WHERE id = ?').run(id);
    this.search.removeOwner(id);
  }

  /** The local row of table holding `serverId` (null when none does). */
  holderOf(table: AdoptableTable, serverId: string): string | null {
    return this.db.prepare<[string], { id: string }>(`SELECT id FROM ${table} WHERE server_id = ?`).get(serverId)?.id ?? null;
  }

  /** Inside an adopting transaction: the server job lands on the intent's local row (a pulled twin merges in). */
  adoptJobRow(localId: string, wire: WireJob): void {
    const duplicate = this.db.prepare<[string, string], { id: string }>('SELECT id FROM jobs WHERE server_id = ? AND id != ?').get(wire.id, localId);
    if (duplicate) this.removePulledJob(duplicate.id, localId);
    this.applyJob(wire, localId);
  }

  /** Inside an adopting transaction: the uploaded file gets its server id (a pulled twin is dropped). */
  adoptFileRow(fileId: string, serverId: string, contentType: string): void {
    const duplicate = this.db.prepare<[string, string], { id: string }>('SELECT id FROM files WHERE server_id = ? AND id != ?').get(serverId, fileId);
    if (duplicate) {
      this.db.prepare('DELETE FROM files WHERE id = ?').run(duplicate.id);
      this.search.removeOwner(duplicate.id);
    }
    this.db.prepare("UPDATE files SET server_id = ?, state = 'synced', bytes_sent = COALESCE(size, 0), error = NULL, content_type = ? WHERE id = ?").run(serverId, contentType, fileId);
  }

  /** Inside an adopting transaction: the created collection gets its server id (a pulled twin merges in). */
  adoptCollectionRow(localId: string, serverId: string, createdAt: string, updatedAt: string): void {
    const duplicate = this.db.prepare<[string, string], { id: string }>('SELECT id FROM collections WHERE server_id = ? AND id != ?').get(serverId, localId);
    if (duplicate) {
      this.db.prepare('UPDATE files SET collection_id = ? WHERE collection_id = ?').run(localId, duplicate.id);
      this.db.prepare('DELETE FROM collections WHERE id = ?').run(duplicate.id);
    }
    this.db.prepare('UPDATE collections SET server_id = ?, created_at = ?, updated_at = ? WHERE id = ?').run(serverId, createdAt, updatedAt, localId);
  }
  setCollectionUpdatedAt(id: string, updatedAt: string): void {
    this.db.prepare('UPDATE collections SET updated_at = ? WHERE id = ?').run(updatedAt, id);
  }

  /** Jobs the follower polls: mirrored, not terminal. */
  jobsToFollow(): JobRow[] {
    return this.db.prepare<[], JobRow>(HOT_SQL.jobsToFollow).all();
  }
  setPoll(id: string, nextPollAt: number, intervalMs: number): void {
    this.db.prepare('UPDATE jobs SET next_poll_at = ?, poll_interval_ms = ? WHERE id = ?').run(nextPollAt, intervalMs, id);
  }

  applyEvents(jobId: string, events: Array<{ message: string; created_at: string }>): boolean {
    const count = this.db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM job_events WHERE job_id = ?').get(jobId)?.n ?? 0;
    if (events.length === count) return false;
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM job_events WHERE job_id = ?').run(jobId);
      const insert = this.db.prepare('INSERT INTO job_events (job_id, seq, message, created_at) VALUES (?, ?, ?, ?)');
      events.forEach((event, seq) => insert.run(jobId, seq, event.message, event.created_at));
    })();
    this.changed('job_events');
    return true;
  }

  hasEvents(jobId: string): boolean {
    return this.db.prepare<[string], { n: number }>('SELECT 1 AS n FROM job_events WHERE job_id = ? LIMIT 1').get(jobId) !== undefined;
  }

  /**
   * Mirrors research updates made elsewhere (another device, the service's own agents). An update
   * already mirrored (same server id), or one of this device's own still being sent (same text, no
   * server id yet: the outbox settles it), is left alone. Returns whether anything was added.
   */
  applyUpdates(jobId: string, updates: ReadonlyArray<{ id?: string | null; update_content: string; created_at?: string | null }>): boolean {
    let added = 0;
    this.db.transaction(() => {
      const known = this.db.prepare<[string], { server_id: string | null; content: string; created_at: string }>('SELECT server_id, content, created_at FROM research_updates WHERE job_id = ?').all(jobId);
      const insert = this.db.prepare("INSERT INTO research_updates (id, server_id, job_id, content, created_at, sync_state) VALUES (?, ?, ?, ?, ?, 'synced')");
      for (const update of updates) {
        const createdAt = update.created_at ?? '';
        if (update.id ? known.some((k) => k.server_id === update.id) : known.some((k) => k.content === update.update_content && k.created_at === createdAt)) continue;
        if (known.some((k) => k.server_id === null && k.content === update.update_content)) continue;
        const id = update.id ?? `${jobId}:update:${createdAt}:${known.length + added}`;
        insert.run(id, update.id ?? null, jobId, update.update_content, createdAt || new Date().toISOString());
        known.push({ server_id: update.id ?? null, content: update.update_content, created_at: createdAt });
        added++;
      }
    })();
    if (added) this.changed('research_updates');
    return added > 0;
  }

  /** A source's kept raw content, with what is needed to fetch it (null raw: not kept yet). */
  rawSource(jobId: string, resultId: string): { raw: string | null; jobServerId: string | null } | undefined {
    const row = this.db
      .prepare<[string, string], { raw_content: string | null; server_id: string | null }>('SELECT r.raw_content, j.server_id FROM results r JOIN jobs j ON j.id = r.job_id WHERE r.job_id = ? AND r.id = ?')
      .get(jobId, resultId);
    return row && { raw: row.raw_content, jobServerId: row.server_id };
  }
  keepRawSource(jobId: string, resultId: string, content: string): void {
    this.db.prepare('UPDATE results SET raw_content = ? WHERE job_id = ? AND id = ?').run(content, jobId, resultId);
    this.changed('results');
  }

  /** Completed jobs whose result details are not all mirrored yet, newest first. */
  jobsNeedingDetails(limit: number): Array<{ id: string; server_id: string }> {
    return this.db.prepare<[number], { id: string; server_id: string }>(HOT_SQL.jobsNeedingDetails).all(limit);
  }
  resultsMissingDetails(jobId: string): Array<{ id: string }> {
    return this.db.prepare<[string], { id: string }>('SELECT id FROM results WHERE job_id = ? AND detail_fetched = 0').all(jobId);
  }
  /** A job with no sources has nothing to fetch, but its offline flag must settle. */
  settleOffline(jobId: string): void {
    this.db.prepare("UPDATE jobs SET available_offline = CASE WHEN content IS NOT NULL THEN 1 ELSE 0 END WHERE id = ? AND status = 'completed'").run(jobId);
    this.changed('jobs');
  }
  applyResultDetail(jobId: string, resultId: string, highlights: string[], content: string | null): void {
    this.db.transaction(() => {
      this.db
        .prepare('UPDATE results SET highlights_json = ?, content = COALESCE(?, content), detail_fetched = 1 WHERE job_id = ? AND id = ?')
        .run(JSON.stringify(highlights), content, jobId, resultId);
      const rows = this.stmt.resultsOf.all(jobId);
      this.search.set(jobId, 'highlight', rows.flatMap((r) => JSON.parse(r.highlights_json) as string[]).join('\n') || null);
      this.search.set(jobId, 'source_content', rows.map((r) => r.content ?? '').filter(Boolean).join('\n\n').slice(0, SOURCE_INDEX_CAP) || null);
      const job = this.stmt.jobById.get(jobId);
      const offline = job && job.status === 'completed' && job.content !== null && rows.every((r) => r.detail_fetched) ? 1 : 0;
      this.db.prepare('UPDATE jobs SET available_offline = ? WHERE id = ?').run(offline, jobId);
    })();
    this.changed('results', 'jobs');
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

  applyFiles(list: WireFile[], complete: boolean): void {
    let changed = false;
    this.db.transaction(() => {
      const seen = new Set<string>();
      for (const f of list) {
        seen.add(f.id);
        const collectionId = f.collection_id ? (this.stmt.collectionByServer.get(f.collection_id)?.id ?? f.collection_id) : null;
        const existing = this.stmt.fileByServer.get(f.id);
        if (!existing) {
          this.db
            .prepare("INSERT INTO files (id, server_id, file_name, content_type, collection_id, size, state, bytes_sent, created_at, extra_json) VALUES (?, ?, ?, ?, ?, ?, 'synced', 0, ?, ?)")
            .run(f.id, f.id, f.file_name, f.content_type, collectionId, f.size, f.created_at ?? nowIso(), extraJson(f, FILE_FIELDS));
          this.search.set(f.id, 'file', f.file_name);
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
  setFileProgress(id: string, state: FileItem['state'], bytesSent: number, error: string | null = null): void {
    this.db.prepare('UPDATE files SET state = ?, bytes_sent = ?, error = ? WHERE id = ?').run(state, bytesSent, error, id);
    this.changed('files');
  }
  setFileBytesSent(id: string, bytesSent: number): void {
    this.db.prepare('UPDATE files SET bytes_sent = ? WHERE id = ?').run(bytesSent, id);
    this.changed('files');
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
  /** Appends a streamed delta, keeping at most `cap` characters; returns the content so far. */
  appendChatDelta(id: string, delta: string, cap = Number.MAX_SAFE_INTEGER): string {
    this.db.prepare('UPDATE chat_messages SET content = substr(content || ?, 1, ?) WHERE id = ?').run(delta, cap, id);
    this.changed('chat_messages');
    return this.stmt.chatById.get(id)?.content ?? '';
  }
  clearChatContent(id: string): void {
    this.db.prepare("UPDATE chat_messages SET content = '' WHERE id = ?").run(id);
  }
  markChatCompleted(id: string): void {
    this.db.prepare("UPDATE chat_messages SET status = 'completed' WHERE id = ?").run(id);
  }
  /** User messages this device sent that the service has not confirmed yet. */
  unconfirmedUserChats(jobId: string): Array<{ id: string; content: string }> {
    return this.db.prepare<[string], { id: string; content: string }>("SELECT id, content FROM chat_messages WHERE job_id = ? AND server_id IS NULL AND role = 'user'").all(jobId);
  }
  /** Once its intent is done, a local user message takes the service's id. */
  claimChatServerId(localId: string, serverId: string): void {
    this.db.prepare('UPDATE chat_messages SET server_id = ? WHERE id = ? AND server_id IS NULL').run(serverId, localId);
  }
  markUpdateSynced(id: string, serverId: string | null, createdAt: string | null): void {
    this.db.prepare('UPDATE research_updates SET server_id = COALESCE(?, server_id), created_at = COALESCE(?, created_at) WHERE id = ?').run(serverId, createdAt, id);
  }
}
