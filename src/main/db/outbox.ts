// The outbox lifecycle: a local intent and the row it creates are written in one durable transaction;
// then claimed for sending, deferred, blocked by another row, failed, retried, discarded or completed.
// What waits on what is the blocked_by column (never the text of an error).
import { randomUUID } from 'node:crypto';
import type { JobOptions, SyncState } from '../../shared/domain';
import { MirrorApply } from './mirror-apply';
import { nowIso, tablesOf, truncate, type OutboxKind, type OutboxRow } from './rows';

/** A file queued for upload from this machine. */
export interface NewLocalFile {
  fileName: string;
  contentType: string;
  collectionId: string | null;
  size: number;
  path: string;
  contentHash: string | null;
}

export class OutboxStore extends MirrorApply {
  private addOutbox(kind: OutboxKind, targetId: string, payload: unknown, summary: string): string {
    const id = randomUUID();
    const seq = this.stmt.nextSeq.get()?.seq ?? 1;
    this.stmt.insertOutbox.run({ id, seq, kind, target_id: targetId, payload_json: JSON.stringify(payload), summary, created_at: nowIso() });
    return id;
  }

  // ---- local intents: row + outbox row in one durable transaction
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
      this.db.prepare("INSERT INTO research_updates (id, server_id, job_id, content, created_at, sync_state) VALUES (?, NULL, ?, ?, ?, 'pending')").run(id, jobId, content, nowIso());
      this.addOutbox('update.create', id, { jobId, content }, `Update to research: "${truncate(content, 60)}"`);
    });
    this.changed('research_updates', 'jobs', 'outbox');
    return id;
  }

  createLocalFile(input: NewLocalFile): string {
    return this.createLocalFiles([input])[0] ?? '';
  }
  /** Queues many files in one durable transaction (one sync to disk for a dropped folder, not one per file); their ids in order. */
  createLocalFiles(inputs: readonly NewLocalFile[]): string[] {
    if (inputs.length === 0) return [];
    const ids = inputs.map(() => randomUUID());
    this.durably(() => {
      const insert = this.db.prepare(
        `INSERT INTO files (id, server_id, file_name, content_type, collection_id, size, state, bytes_sent, created_at, path, content_hash)
         VALUES (?, NULL, ?, ?, ?, ?, 'queued', 0, ?, ?, ?)`,
      );
      inputs.forEach((input, index) => {
        const id = ids[index] ?? '';
        insert.run(id, input.fileName, input.contentType, input.collectionId, input.size, nowIso(), input.path, input.contentHash);
        this.search.set(id, 'file', input.fileName);
        this.addOutbox('file.upload', id, { collectionId: input.collectionId }, `Upload "${truncate(input.fileName, 60)}"`);
      });
    });
    this.changed('files', 'outbox');
    return ids;
  }

  // ---- the lifecycle
  /** After a crash: a row left 'sending' is retried after reconciling (maybe_sent stays set). */
  resetSendingIntents(): void {
    this.db.prepare("UPDATE outbox SET state = 'pending' WHERE state = 'sending'").run();
  }
  /** Half-done uploads restart from zero after a restart (their outbox rows reconcile before resending). */
  resetInterruptedUploads(): number {
    const changes = this.durably(() => this.db.prepare("UPDATE files SET state = 'queued', bytes_sent = 0 WHERE state = 'uploading'").run().changes);
    if (changes) this.changed('files');
    return changes;
  }
  /** sync.now: every intent that is not failed is due at once. */
  makeAllDue(): void {
    this.db.prepare("UPDATE outbox SET next_attempt_at = 0 WHERE state != 'failed'").run();
  }
  /**
   * Claims a pending intent for sending: from here on a lost answer means "maybe created". Durable.
   * False when it is not pending any more: another process on the same data (the app and the CLI at
   * once) claimed it first, so this one must not send it.
   */
  markSending(id: string): boolean {
    const now = Date.now();
    return this.durably(
      () =>
        this.db
          .prepare(
            "UPDATE outbox SET state = 'sending', attempts = attempts + 1, maybe_sent = 1, blocked_by = NULL, first_attempt_at = COALESCE(first_attempt_at, ?), last_sent_at = ? WHERE id = ? AND state = 'pending'",
          )
          .run(now, now, id).changes === 1,
    );
  }
  /** The attempt failed transiently: keep the intent, try again later. */
  deferIntent(id: string, error: string, nextAttemptAt: number, definitelyNotSent: boolean): void {
    this.durably(() => {
      this.db
        .prepare(`UPDATE outbox SET state = 'pending', last_error = ?, next_attempt_at = ?, blocked_by = NULL${definitelyNotSent ? ', maybe_sent = 0' : ''} WHERE id = ?`)
        .run(error, nextAttemptAt, id);
    });
    this.changed('outbox');
  }
  /** The intent waits for another local row (`dependencyId`) to reach the service first. */
  waitForRow(row: OutboxRow, why: string, dependencyId: string): void {
    if (row.blocked_by === dependencyId && row.state === 'pending') return;
    this.durably(() => {
      this.db
        .prepare("UPDATE outbox SET state = 'pending', last_error = ?, next_attempt_at = 0, blocked_by = ? WHERE id = ?")
        .run(why, dependencyId, row.id);
    });
    this.changed('outbox');
  }
  /** The service refused the intent (or `blockedBy` will never exist): keep the data, show why, wait for retry/discard. */
  failIntent(row: OutboxRow, error: string, blockedBy: string | null = null): void {
    this.durably(() => {
      this.db.prepare("UPDATE outbox SET state = 'failed', last_error = ?, maybe_sent = 0, blocked_by = ? WHERE id = ?").run(error, blockedBy, row.id);
      this.setTargetState(row, 'failed', error);
    });
    this.changed('outbox', ...tablesOf(row.kind));
  }
  retryIntent(id: string): boolean {
    const row = this.outboxRow(id);
    if (!row) return false;
    const reopen = (intent: OutboxRow): void => {
      this.db.prepare("UPDATE outbox SET state = 'pending', next_attempt_at = 0, last_error = NULL, blocked_by = NULL WHERE id = ?").run(intent.id);
      this.setTargetState(intent, 'pending', null);
    };
    this.durably(() => {
      reopen(row);
      // intents that failed only because they depended on this one (directly or down a chain) get another chance too
      const blocked = this.db.prepare<[string], OutboxRow>("SELECT * FROM outbox WHERE state = 'failed' AND (blocked_by = ? OR blocked_by = '*')");
      const queue = [row.target_id];
      for (let target = queue.shift(); target !== undefined; target = queue.shift()) {
        for (const dependent of blocked.all(target)) {
          reopen(dependent);
          queue.push(dependent.target_id);
        }
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
        this.db.prepare("UPDATE files SET state = CASE ? WHEN 'failed' THEN 'failed' WHEN 'pending' THEN 'queued' ELSE state END, error = ? WHERE id = ?").run(state, error, id);
        break;
    }
  }

  pendingCounts(): { pending: number; failed: number } {
    const row = this.db
      .prepare<[], { pending: number; failed: number }>("SELECT COALESCE(SUM(state != 'failed'), 0) AS pending, COALESCE(SUM(state = 'failed'), 0) AS failed FROM outbox")
      .get();
    return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
  }
}
