// The sync engine for one profile: pushes the outbox (reconciling before any resend), pulls jobs, files
// and collections, follows running jobs, prefetches result details for offline reading, uploads files,
// streams chat answers, and reports connectivity, pauses and usage. Push always runs before pull.
import fs from 'node:fs';
import path from 'node:path';
import { ApiClient, ApiError, fullJitter, sleep, type ApiVersion } from '../api/client';
import type { WireChatMessage, WireJob } from '../api/wire';
import type { OutboxRow, Repo } from '../db/repo';
import { isTerminalStatus, type JobOptions, type SyncStatus, type Usage } from '../../shared/domain';
import { Wakeup } from './wakeup';

export interface EngineTiming {
  pullIntervalMs: number;
  followMinMs: number;
  followMaxMs: number;
  retryBaseMs: number;
  retryCapMs: number;
  progressThrottleMs: number;
  pageSize: number;
  pageConcurrency: number;
  detailConcurrency: number;
  /** Jobs whose details are prefetched per cycle. */
  detailJobsPerCycle: number;
  /** How far back a reconcile looks for a job created by a lost request. */
  reconcileSkewMs: number;
}

export const DEFAULT_TIMING: EngineTiming = {
  pullIntervalMs: 30_000,
  followMinMs: 2_000,
  followMaxMs: 5_000,
  retryBaseMs: 1_000,
  retryCapMs: 120_000,
  progressThrottleMs: 150,
  pageSize: 200,
  pageConcurrency: 4,
  detailConcurrency: 4,
  detailJobsPerCycle: 5,
  reconcileSkewMs: 120_000,
};

export interface EngineLimits {
  concurrencyLimit: number;
  monthlyLoopBudget: number;
}

export interface EngineEvents {
  statusChanged(status: SyncStatus): void;
  usageChanged(usage: Usage): void;
  uploadProgress(progress: { fileId: string; bytesSent: number; size: number; state: string }): void;
  chatDelta(delta: { jobId: string; messageId: string; delta: string; content: string }): void;
}

export interface EngineOptions {
  repo: Repo;
  client: ApiClient;
  apiVersion: ApiVersion;
  events: EngineEvents;
  timing?: Partial<EngineTiming>;
  limits?: Partial<EngineLimits>;
  /** Uploaded copies under this folder are deleted once the service has them (browser-mode staging). */
  stagingDir?: string;
}

type PauseReason = SyncStatus['pausedReason'];

export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
export function nextMonthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export class SyncEngine {
  readonly timing: EngineTiming;
  readonly limits: EngineLimits;
  private readonly repo: Repo;
  private readonly client: ApiClient;
  private readonly events: EngineEvents;
  private readonly mainWake = new Wakeup();
  private readonly uploadWake = new Wakeup();
  /** Set by stop(): every loop and worker winds down. */
  private stopped = false;
  private started = false;
  private loops: Promise<void>[] = [];
  private reachable: boolean | null = null;
  private unauthorized = false;
  private outOfCredit = false;
  private jobGate: PauseReason = null;
  private busy = 0;
  private offlineAttempts = 0;
  private lastSyncAt: string | null;
  private lastStatusJson = '';
  private lastUsageJson = '';
  private balance: { cents: number; currency: string | null } | null = null;
  private readonly streaming = new Set<string>();
  private readonly abort = new AbortController();
  private cycleChain: Promise<void> = Promise.resolve();
  private lastPullAt = 0;
  private pullRequested = true;
  /** Chat streams and refreshes running beside the loops; stop() waits for them. */
  private readonly background = new Set<Promise<void>>();

  private track(task: Promise<void>): void {
    const guarded = task.catch((error: unknown) => {
      if (!this.stopped) console.error('[quire] background sync task failed:', error);
    });
    this.background.add(guarded);
    void guarded.finally(() => this.background.delete(guarded));
  }

  constructor(private readonly options: EngineOptions) {
    this.repo = options.repo;
    this.client = options.client;
    this.events = options.events;
    this.timing = { ...DEFAULT_TIMING, ...options.timing };
    this.limits = { concurrencyLimit: 5, monthlyLoopBudget: 200, ...options.limits };
    this.lastSyncAt = this.repo.getState('last_sync_at');
    this.client.reachabilityListener = (reachable) => this.noteReachable(reachable);
    const savedBalance = this.repo.getState('balance');
    if (savedBalance) this.balance = JSON.parse(savedBalance) as { cents: number; currency: string | null };
  }

  get supportsAgentFeatures(): boolean {
    return this.options.apiVersion === '2025-11-27';
  }

  /** Starts the background loops. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.repo.resetInterruptedUploads();
    // a row left 'sending' by a crash is retried after reconciling (maybe_sent stays set)
    this.repo.db.prepare("UPDATE outbox SET state = 'pending' WHERE state = 'sending'").run();
    this.loops = [this.mainLoop(), this.uploadLoop()];
    for (const message of this.repo.chatMessagesProcessing()) this.track(this.finishChatMessage(message.job_id, message.id, message.server_id ?? message.id, false));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    this.mainWake.kick();
    this.uploadWake.kick();
    await Promise.allSettled(this.loops);
    await this.cycleChain;
    await Promise.allSettled([...this.background]);
  }

  kick(): void {
    this.pullRequested = true;
    this.mainWake.kick();
    this.uploadWake.kick();
    this.publishStatus();
  }

  setApiKey(key: string): void {
    this.client.setApiKey(key);
    this.unauthorized = false;
    this.kick();
  }

  /** Push and pull now, skipping backoff waits (sync.now). */
  async syncNow(): Promise<void> {
    this.repo.db.prepare("UPDATE outbox SET next_attempt_at = 0 WHERE state != 'failed'").run();
    this.outOfCredit = false;
    this.unauthorized = false;
    this.client.clearRatePause();
    this.offlineAttempts = 0;
    await this.runCycle(true);
    // without the background loops (one-shot CLI commands) the pass uploads queued files itself
    if (!this.started) await this.runUploads();
    this.kick();
  }

  /** One full cycle (push, pull, follow, details); cycles never overlap (an intent is never pushed twice at once). */
  runCycle(forceFollow = false): Promise<void> {
    const run = this.cycleChain.then(() => this.cycle(forceFollow));
    this.cycleChain = run.catch(() => undefined);
    return run;
  }

  /** Uploads every due file now (CLI and tests). */
  async runUploads(): Promise<void> {
    while (await this.uploadNext()) {
      /* keep going */
    }
  }

  // ---- status and usage
  usage(): Usage {
    const now = new Date();
    return {
      loopsUsed: this.repo.loopsUsedSince(monthStart(now).toISOString()),
      loopsBudget: this.limits.monthlyLoopBudget,
      running: this.repo.runningCount(),
      concurrencyLimit: this.limits.concurrencyLimit,
      resetsAt: nextMonthStart(now).toISOString(),
      balanceCents: this.balance?.cents ?? null,
      currency: this.balance?.currency ?? null,
    };
  }

  status(): SyncStatus {
    const { pending, failed } = this.repo.pendingCounts();
    const waiting = `${pending} item${pending === 1 ? '' : 's'} waiting`;
    const base = { pending, failed, lastSyncAt: this.lastSyncAt };
    if (this.unauthorized) {
      return { ...base, state: 'paused', pausedReason: 'unauthorized', message: 'Paused: the service did not accept the API key. Enter a new key in Settings; nothing was lost.' };
    }
    if (this.reachable === false) return { ...base, state: 'offline', pausedReason: null, message: pending ? `Offline: ${waiting}` : 'Offline: showing your library as last synced' };
    const gate = this.currentJobGate();
    if (gate && this.hasPendingJobCreates()) {
      const messages: Record<NonNullable<PauseReason>, string> = {
        unauthorized: '',
        out_of_credit: 'Paused: out of credit. Top up to continue research; your requests are kept.',
        rate_limited: `Paused: the service asked Quire to slow down; new research resumes at ${new Date(this.client.rateLimitPausedUntil || Date.now()).toLocaleTimeString('en-GB')}`,
        budget: `Paused: monthly loops used up until ${new Date(this.usage().resetsAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })}`,
        concurrency: `Waiting: ${this.limits.concurrencyLimit} research jobs are running (the limit); new research starts when one finishes`,
      };
      return { ...base, state: 'paused', pausedReason: gate, message: messages[gate] };
    }
    if (this.busy > 0 || pending > 0) return { ...base, state: 'syncing', pausedReason: null, message: pending ? `Syncing: ${waiting}` : 'Syncing' };
    return { ...base, state: 'online', pausedReason: null, message: failed ? `Online: ${failed} item${failed === 1 ? '' : 's'} need attention` : 'Up to date' };
  }

  private publishStatus(): void {
    const status = this.status();
    const json = JSON.stringify(status);
    if (json !== this.lastStatusJson) {
      this.lastStatusJson = json;
      this.events.statusChanged(status);
    }
  }
  private publishUsage(): void {
    const usage = this.usage();
    const json = JSON.stringify(usage);
    if (json !== this.lastUsageJson) {
      this.lastUsageJson = json;
      this.events.usageChanged(usage);
    }
  }

  private currentJobGate(): PauseReason {
    if (this.outOfCredit) return 'out_of_credit';
    if (this.client.rateLimitPausedUntil) return 'rate_limited';
    const usage = this.usage();
    if (usage.loopsUsed >= usage.loopsBudget) return 'budget';
    if (usage.running >= usage.concurrencyLimit) return 'concurrency';
    return null;
  }
  private hasPendingJobCreates(): boolean {
    return this.repo.activeOutbox().some((row) => row.kind === 'job.create');
  }

  private noteReachable(reachable: boolean): void {
    if (this.reachable !== reachable) {
      this.reachable = reachable;
      this.publishStatus();
    }
    if (reachable) this.offlineAttempts = 0;
  }

  // ---- loops
  private async mainLoop(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.runCycle();
      } catch (error) {
        if (!(error instanceof ApiError)) console.error('[quire] sync cycle failed:', error);
      }
      if (this.stopped) break;
      await this.mainWake.wait(this.nextWakeIn());
    }
  }

  private nextWakeIn(): number {
    if (this.unauthorized) return 60 * 60_000;
    if (this.reachable === false) {
      this.offlineAttempts++;
      return Math.max(200, fullJitter(this.offlineAttempts, { baseMs: this.timing.retryBaseMs, capMs: Math.min(this.timing.retryCapMs, 60_000) }));
    }
    const now = Date.now();
    let next = now + this.timing.pullIntervalMs;
    for (const job of this.repo.jobsToFollow()) next = Math.min(next, Math.max(now, job.next_poll_at));
    for (const row of this.repo.activeOutbox()) if (row.kind !== 'file.upload') next = Math.min(next, Math.max(now + 50, row.next_attempt_at));
    const rate = this.client.rateLimitPausedUntil;
    if (rate && this.hasPendingJobCreates()) next = Math.min(next, rate + 10);
    if (this.repo.jobsNeedingDetails(1).length) next = Math.min(next, now + 250);
    return Math.max(20, next - now);
  }

  private async cycle(forceFollow: boolean): Promise<void> {
    this.busy++;
    this.publishStatus();
    try {
      await this.pushOutbox();
      if (this.unauthorized) return;
      // pulls run on their interval or when asked (a kick, sync.now), not on every follow/prefetch wake-up
      if (this.pullRequested || forceFollow || Date.now() - this.lastPullAt >= this.timing.pullIntervalMs) {
        this.pullRequested = false;
        await this.pull();
        this.lastPullAt = Date.now();
      }
      await this.follow(forceFollow);
      await this.prefetchDetails();
      this.lastSyncAt = new Date().toISOString();
      this.repo.setState('last_sync_at', this.lastSyncAt);
    } catch (error) {
      if (error instanceof ApiError) this.handleGlobalError(error);
      else throw error;
    } finally {
      this.busy--;
      this.publishStatus();
      this.publishUsage();
    }
  }

  private handleGlobalError(error: ApiError): void {
    if (error.status === 401) this.unauthorized = true;
    if (error.kind === 'network') this.noteReachable(false);
  }

  // ---- push
  /** Sends every due intent except uploads, in creation order; dependencies wait for their server ids. */
  private async pushOutbox(): Promise<void> {
    for (const row of this.repo.activeOutbox()) {
      if (this.stopped || this.unauthorized) return;
      if (row.kind === 'file.upload' || row.next_attempt_at > Date.now()) continue;
      const fresh = this.repo.outboxRow(row.id);
      if (!fresh || fresh.state === 'failed') continue;
      try {
        await this.pushOne(fresh);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const stop = this.handleIntentError(fresh, error);
        if (stop) return;
      }
    }
  }

  /** Returns whether the rest of the queue should wait (service unreachable or key refused). */
  private handleIntentError(row: OutboxRow, error: ApiError): boolean {
    const attempt = row.attempts;
    if (error.status === 401) {
      this.repo.deferIntent(row.id, 'Waiting for a valid API key.', 0, true);
      this.unauthorized = true;
      this.publishStatus();
      return true;
    }
    if (error.kind === 'rate_paused' || error.status === 429) {
      this.repo.deferIntent(row.id, 'The service is rate limiting new requests; Quire will retry on its own.', Date.now() + (error.retryAfterMs ?? 1_000), true);
      return false;
    }
    if (error.status === 402) {
      this.outOfCredit = true;
      this.repo.deferIntent(row.id, 'Out of credit: top up to send this.', Date.now() + this.timing.retryCapMs, true);
      return false;
    }
    if (error.transient || error.ambiguous) {
      const delay = Math.max(50, fullJitter(attempt, { baseMs: this.timing.retryBaseMs, capMs: this.timing.retryCapMs }));
      this.repo.deferIntent(row.id, error.message, Date.now() + delay, false);
      if (error.kind === 'network') {
        this.noteReachable(false);
        return true;
      }
      return false;
    }
    // a 4xx other than 401/402/408/429: the service refused this intent; the others continue
    this.repo.failIntent(row, error.message);
    return false;
  }

  private localJobServerId(jobId: string): string | null {
    return this.repo.getJob(jobId)?.server_id ?? null;
  }

  private async pushOne(row: OutboxRow): Promise<void> {
    switch (row.kind) {
      case 'job.create':
        return this.pushJob(row);
      case 'collection.create':
        return this.pushCollectionCreate(row);
      case 'collection.update':
        return this.pushCollectionUpdate(row);
      case 'chat.send':
        return this.pushChat(row);
      case 'update.create':
        return this.pushUpdate(row);
      case 'file.upload':
        return;
    }
  }

  private jobBody(query: string, options: JobOptions, files: string[], collections: string[]): Record<string, unknown> {
    const body: Record<string, unknown> = { query };
    if (this.options.apiVersion === '2025-08-08') body.compute_units = options.reasoningLoops;
    else body.reasoning_loops = options.reasoningLoops;
    if (files.length) body.files = files;
    if (collections.length && this.supportsAgentFeatures) body.collection_ids = collections;
    body.source_timeout = options.sourceTimeout;
    body.allow_early_exit = options.allowEarlyExit;
    body.reasoning_mode = options.reasoningMode;
    if (options.excludeSocial) body.exclude_social = true;
    if (options.excludedDomains.length) body.excluded_domains = options.excludedDomains;
    if (options.systemPrompt) body.system_prompt = options.systemPrompt;
    if (options.model) body.model = options.model;
    if (options.brainstormSessionId) body.brainstorm_session_id = options.brainstormSessionId;
    if (options.answers) body.answers = options.answers;
    return body;
  }

  private async pushJob(row: OutboxRow): Promise<void> {
    const payload = JSON.parse(row.payload_json) as { query: string; options: JobOptions };
    const options = payload.options;
    // referenced files and collections must exist on the service first
    const files: string[] = [];
    for (const id of options.files ?? []) {
      const serverId = this.repo.fileRow(id)?.server_id ?? null;
      if (!serverId) return this.waitFor(row, 'Waiting for its files to finish uploading.', id);
      files.push(serverId);
    }
    const collections: string[] = [];
    for (const id of options.collectionIds ?? []) {
      const serverId = this.repo.collectionRow(id)?.server_id ?? null;
      if (!serverId) return this.waitFor(row, 'Waiting for its collection to be created.', id);
      collections.push(serverId);
    }
    if (row.maybe_sent && (await this.reconcileJob(row, payload.query))) return;
    const gate = this.currentJobGate();
    this.jobGate = gate;
    if (gate) return;
    if (!this.repo.markSending(row.id)) return;
    const created = await this.client.createJob(this.jobBody(payload.query, options, files, collections), row.id);
    this.outOfCredit = false;
    const job = await this.client.getJob(created.id).catch(() => null);
    const wire: WireJob = job ?? {
      id: created.id,
      status: created.status ?? 'queued',
      query: payload.query,
      created_at: new Date().toISOString(),
      reasoning_loops_consumed: null,
      running_time: null,
      results: [],
      content: null,
      transformed_content: null,
    };
    this.adoptJob(row, wire);
  }

  private adoptJob(row: OutboxRow, wire: WireJob): void {
    this.repo.completeIntent(row, () => {
      const duplicate = this.repo.db.prepare<[string, string], { id: string }>('SELECT id FROM jobs WHERE server_id = ? AND id != ?').get(wire.id, row.target_id);
      if (duplicate) this.removePulledJob(duplicate.id, row.target_id);
      this.repo.applyJob(wire, row.target_id);
      this.repo.setPoll(row.target_id, 0, this.timing.followMinMs);
    });
    this.mainWake.kick();
  }

  /** A job row the pull inserted before its creating intent was reconciled: its data moves to the local row. */
  private removePulledJob(id: string, movedTo?: string): void {
    const db = this.repo.db;
    for (const table of ['results', 'job_events', 'job_status_history']) db.prepare(`DELETE FROM ${table} WHERE job_id = ?`).run(id);
    for (const table of ['chat_messages', 'research_updates']) {
      if (movedTo) db.prepare(`UPDATE ${table} SET job_id = ? WHERE job_id = ?`).run(movedTo, id);
      else db.prepare(`DELETE FROM ${table} WHERE job_id = ? AND server_id IS NOT NULL`).run(id);
    }
    db.prepare('DELETE FROM jobs WHERE id = ?').run(id);
    this.repo.search.removeOwner(id);
  }

  private isAdoptable(table: 'jobs' | 'collections' | 'files' | 'chat_messages' | 'research_updates', serverId: string, targetId: string): boolean {
    const holder = this.repo.db.prepare<[string], { id: string }>(`SELECT id FROM ${table} WHERE server_id = ?`).get(serverId);
    if (!holder || holder.id === targetId) return true;
    // a row the pull created (id = server id) with no intents of its own may be merged into ours
    return holder.id === serverId && this.repo.outboxForTarget(holder.id).length === 0;
  }

  /** After a lost answer: finds the job the lost request created, if it did. */
  private async reconcileJob(row: OutboxRow, query: string): Promise<boolean> {
    const since = (row.first_attempt_at ?? Date.now()) - this.timing.reconcileSkewMs;
    const page = await this.client.listJobs(1, 100);
    let candidates = page.data;
    if (page.pagination.has_next && candidates.length > 1 && candidates[0]!.created_at < candidates[candidates.length - 1]!.created_at) {
      // oldest-first ordering: the newest jobs are on the last page
      const total = page.pagination.total ?? 0;
      if (total > 100) candidates = (await this.client.listJobs(Math.ceil(total / 100), 100)).data;
    }
    const match = candidates
      .filter((job) => job.query === query && Date.parse(job.created_at) >= since && this.isAdoptable('jobs', job.id, row.target_id))
      .sort((a, b) => a.created_at.localeCompare(b.created_at))[0];
    if (match) {
      this.adoptJob(row, match);
      return true;
    }
    return false;
  }

  /**
   * Leaves an intent waiting for the row it depends on. If that row's own intent failed for good, this
   * one cannot succeed either: it fails too (data kept, retry/discard offered) so the queue never wedges.
   */
  private waitFor(row: OutboxRow, why: string, dependencyId: string): void {
    const creating = this.repo.outboxForTarget(dependencyId);
    const blocked = creating.find((o) => o.state === 'failed');
    if (blocked) {
      this.repo.failIntent(row, `It depends on an item that could not be sent (${blocked.summary}): retry or discard that one first.`);
      return;
    }
    if (creating.length === 0) {
      this.repo.failIntent(row, 'It depends on an item that no longer exists (it was discarded). Discard this one too.');
      return;
    }
    if (row.last_error !== why) this.repo.deferIntent(row.id, why, 0, row.maybe_sent === 0);
  }

  private async pushCollectionCreate(row: OutboxRow): Promise<void> {
    if (!this.supportsAgentFeatures) return this.failUnsupported(row, 'collections');
    const payload = JSON.parse(row.payload_json) as { name: string; description: string };
    if (row.maybe_sent) {
      const all = await this.listAllCollections();
      const match = all.find((c) => c.name === payload.name && this.isAdoptable('collections', c.id, row.target_id));
      if (match) return this.adoptCollection(row, match.id, match.created_at, match.updated_at ?? match.created_at);
    }
    if (!this.repo.markSending(row.id)) return;
    const created = await this.client.createCollection(payload.name, payload.description, row.id);
    this.adoptCollection(row, created.id, created.created_at, created.updated_at ?? created.created_at);
  }

  private adoptCollection(row: OutboxRow, serverId: string, createdAt: string, updatedAt: string): void {
    this.repo.completeIntent(row, () => {
      const db = this.repo.db;
      const duplicate = db.prepare<[string, string], { id: string }>('SELECT id FROM collections WHERE server_id = ? AND id != ?').get(serverId, row.target_id);
      if (duplicate) {
        db.prepare('UPDATE files SET collection_id = ? WHERE collection_id = ?').run(row.target_id, duplicate.id);
        db.prepare('DELETE FROM collections WHERE id = ?').run(duplicate.id);
      }
      db.prepare('UPDATE collections SET server_id = ?, created_at = ?, updated_at = ? WHERE id = ?').run(serverId, createdAt, updatedAt, row.target_id);
    });
    this.kick();
  }

  private async pushCollectionUpdate(row: OutboxRow): Promise<void> {
    if (!this.supportsAgentFeatures) return this.failUnsupported(row, 'collections');
    const collection = this.repo.collectionRow(row.target_id);
    if (!collection) return this.repo.completeIntent(row, () => undefined);
    if (!collection.server_id) return this.waitFor(row, 'Waiting for the collection to be created.', collection.id);
    const patch = JSON.parse(row.payload_json) as { name?: string; description?: string };
    if (!this.repo.markSending(row.id)) return;
    // PATCH is idempotent: resending after a lost answer is safe
    const updated = await this.client.updateCollection(collection.server_id, patch);
    this.repo.completeIntent(row, () => {
      this.repo.db.prepare('UPDATE collections SET updated_at = ? WHERE id = ?').run(updated.updated_at ?? updated.created_at, row.target_id);
    });
  }

  private failUnsupported(row: OutboxRow, what: string): void {
    this.repo.failIntent(row, `This account uses API version ${this.options.apiVersion}, which has no ${what}. Discard this item or switch the profile to 2025-11-27.`);
  }

  private async pushChat(row: OutboxRow): Promise<void> {
    if (!this.supportsAgentFeatures) return this.failUnsupported(row, 'chat');
    const payload = JSON.parse(row.payload_json) as { jobId: string; content: string };
    const jobServerId = this.localJobServerId(payload.jobId);
    if (!jobServerId) return this.waitFor(row, 'Waiting for the research to be created.', payload.jobId);
    if (row.maybe_sent) {
      const messages = await this.client.listChat(jobServerId);
      const adopted = this.reconcileChat(row, payload.jobId, messages, payload.content);
      if (adopted) return;
    }
    if (!this.repo.markSending(row.id)) return;
    const reply = await this.client.sendChat(jobServerId, payload.content, row.id);
    this.adoptChatReply(row, payload.jobId, jobServerId, reply);
  }

  /** Finds the exchange a lost chat request created: a user message with the same text, or its reply. */
  private reconcileChat(row: OutboxRow, jobId: string, messages: WireChatMessage[], content: string): boolean {
    const sorted = [...messages].sort((a, b) => a.created_at.localeCompare(b.created_at));
    const userIndex = sorted.findIndex((m) => m.role === 'user' && m.content === content && this.isAdoptable('chat_messages', m.id, row.target_id));
    if (userIndex < 0) return false;
    const jobServerId = this.localJobServerId(jobId) ?? jobId;
    const reply = sorted.slice(userIndex + 1).find((m) => m.role !== 'user');
    this.repo.completeIntent(row, () => {
      this.repo.applyChatMessage(jobId, sorted[userIndex]!, row.target_id);
      if (reply) this.repo.applyChatMessage(jobId, reply);
    });
    if (reply && reply.status === 'processing') this.track(this.finishChatMessage(jobId, reply.id, reply.id, true, jobServerId));
    return true;
  }

  private adoptChatReply(row: OutboxRow, jobId: string, jobServerId: string, reply: WireChatMessage): void {
    let replyId = reply.id;
    this.repo.completeIntent(row, () => {
      if (reply.role === 'user') {
        this.repo.applyChatMessage(jobId, reply, row.target_id);
      } else {
        this.repo.db.prepare("UPDATE chat_messages SET status = 'completed' WHERE id = ?").run(row.target_id);
        replyId = this.repo.applyChatMessage(jobId, { ...reply, content: reply.status === 'processing' ? '' : reply.content });
      }
    });
    if (reply.role !== 'user') this.track(this.finishChatMessage(jobId, replyId, reply.id, reply.status === 'processing', jobServerId));
    else this.track(this.refreshChat(jobId));
  }

  /** Streams a processing answer into SQLite; on a cut stream, polls the message; reconciles the final text. */
  private async finishChatMessage(jobId: string, localId: string, serverId: string, stream: boolean, jobServerIdHint?: string): Promise<void> {
    if (this.streaming.has(localId)) return;
    this.streaming.add(localId);
    try {
      const jobServerId = jobServerIdHint ?? this.localJobServerId(jobId);
      if (!jobServerId) return;
      let completed = false;
      if (stream) {
        try {
          this.repo.db.prepare("UPDATE chat_messages SET content = '' WHERE id = ?").run(localId);
          completed = await this.client.streamChat(
            jobServerId,
            serverId,
            (frame) => {
              if (this.stopped) return;
              const content = this.repo.appendChatDelta(localId, frame.delta);
              this.events.chatDelta({ jobId, messageId: localId, delta: frame.delta, content });
            },
            this.abort.signal,
          );
        } catch {
          completed = false;
        }
      }
      // the REST resource is the truth: poll until it is no longer processing
      for (let attempt = 0; !this.stopped; attempt++) {
        let message: WireChatMessage;
        try {
          message = await this.client.getChatMessage(jobServerId, serverId);
        } catch {
          await sleep(Math.min(this.timing.followMaxMs, this.timing.followMinMs * 2 ** Math.min(attempt, 4)), this.abort.signal);
          continue;
        }
        if (this.stopped) return;
        if (message.status !== 'processing' || attempt > 200) {
          this.repo.applyChatMessage(jobId, message, localId);
          return;
        }
        if (completed && attempt === 0) {
          await sleep(50, this.abort.signal);
          continue;
        }
        await sleep(Math.min(this.timing.followMaxMs, this.timing.followMinMs * 1.5 ** Math.min(attempt, 6)), this.abort.signal);
      }
    } finally {
      this.streaming.delete(localId);
    }
  }

  /** Starts a background refresh of a job's chat (chat.list); stop() waits for it. */
  refreshChatSoon(jobId: string): void {
    this.track(this.refreshChat(jobId));
  }

  /** Mirrors a job's chat from the service. */
  async refreshChat(jobId: string): Promise<void> {
    if (!this.supportsAgentFeatures) return;
    const job = this.repo.getJob(jobId);
    if (!job?.server_id) return;
    let messages: WireChatMessage[];
    try {
      messages = await this.client.listChat(job.server_id);
    } catch {
      return;
    }
    const pendingUsers = this.repo.db
      .prepare<[string], { id: string; content: string }>("SELECT id, content FROM chat_messages WHERE job_id = ? AND server_id IS NULL AND role = 'user'")
      .all(job.id);
    const claimed = new Set<string>();
    if (this.stopped) return;
    this.repo.db.transaction(() => {
      for (const message of messages) {
        if (this.streaming.has(message.id)) continue;
        if (this.repo.chatRow(message.id)) {
          this.repo.applyChatMessage(job.id, message);
          continue;
        }
        // a user message we sent whose intent is still being reconciled is left to the outbox
        const mine = pendingUsers.find((p) => p.content === message.content && message.role === 'user' && !claimed.has(p.id));
        if (mine) {
          claimed.add(mine.id);
          // once its intent is done, the local row takes the service's id (the next refresh then matches it)
          if (this.repo.outboxForTarget(mine.id).length === 0) this.repo.db.prepare('UPDATE chat_messages SET server_id = ? WHERE id = ? AND server_id IS NULL').run(message.id, mine.id);
          continue;
        }
        this.repo.applyChatMessage(job.id, message);
      }
    })();
  }

  private async pushUpdate(row: OutboxRow): Promise<void> {
    if (!this.supportsAgentFeatures) return this.failUnsupported(row, 'research updates');
    const payload = JSON.parse(row.payload_json) as { jobId: string; content: string };
    const jobServerId = this.localJobServerId(payload.jobId);
    if (!jobServerId) return this.waitFor(row, 'Waiting for the research to be created.', payload.jobId);
    if (row.maybe_sent) {
      const updates = await this.client.listUpdates(jobServerId);
      const match = updates.find((u) => u.update_content === payload.content && (!u.id || this.isAdoptable('research_updates', u.id, row.target_id)));
      if (match) {
        this.repo.completeIntent(row, () => this.repo.markUpdateSynced(row.target_id, match.id ?? null, match.created_at ?? null));
        return;
      }
    }
    if (!this.repo.markSending(row.id)) return;
    const created = await this.client.createUpdate(jobServerId, payload.content, row.id);
    this.repo.completeIntent(row, () => this.repo.markUpdateSynced(row.target_id, created.id ?? null, created.created_at ?? null));
    this.repo.setPoll(payload.jobId, 0, this.timing.followMinMs);
  }

  // ---- uploads
  private async uploadLoop(): Promise<void> {
    while (!this.stopped) {
      let worked = false;
      try {
        worked = await this.uploadNext();
      } catch (error) {
        if (!(error instanceof ApiError)) console.error('[quire] upload failed:', error);
      }
      if (this.stopped) break;
      if (!worked) await this.uploadWake.wait(this.nextUploadIn());
    }
  }

  private nextUploadIn(): number {
    if (this.unauthorized) return 60 * 60_000;
    let next = Date.now() + 60_000;
    for (const row of this.repo.activeOutbox()) if (row.kind === 'file.upload') next = Math.min(next, row.next_attempt_at);
    return Math.max(20, next - Date.now());
  }

  /** Uploads the next due file; returns whether it did any work. */
  private async uploadNext(): Promise<boolean> {
    if (this.unauthorized) return false;
    const due = this.repo.activeOutbox().filter((row) => row.kind === 'file.upload' && row.next_attempt_at <= Date.now());
    for (const row of due) {
      const file = this.repo.fileRow(row.target_id);
      if (!file) {
        this.repo.completeIntent(row, () => undefined);
        return true;
      }
      let collectionServerId: string | null = null;
      if (file.collection_id) {
        collectionServerId = this.repo.collectionRow(file.collection_id)?.server_id ?? null;
        if (!collectionServerId) {
          this.waitFor(row, 'Waiting for its collection to be created.', file.collection_id);
          continue;
        }
      }
      try {
        await this.uploadOne(row, file.id, collectionServerId);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        this.repo.setFileProgress(file.id, 'queued', 0, null);
        const stop = this.handleIntentError(row, error);
        this.emitProgress(file.id, 0, file.size ?? 0, this.repo.fileRow(file.id)?.state ?? 'queued');
        if (stop) return false;
      }
      return true;
    }
    return false;
  }

  private emitProgress(fileId: string, bytesSent: number, size: number, state: string): void {
    this.events.uploadProgress({ fileId, bytesSent, size, state });
  }

  private async uploadOne(row: OutboxRow, fileId: string, collectionServerId: string | null): Promise<void> {
    const file = this.repo.fileRow(fileId);
    if (!file) return;
    if (row.maybe_sent) {
      const existing = await this.listAllFiles(collectionServerId ?? undefined);
      const match = existing.find(
        (f) => f.file_name === file.file_name && (f.collection_id ?? null) === collectionServerId && (f.size == null || f.size === file.size) && this.isAdoptable('files', f.id, file.id),
      );
      if (match) return this.adoptFile(row, file.id, match.id, match.content_type);
    }
    let size: number;
    try {
      const stat = fs.statSync(file.path ?? '');
      if (!stat.isFile()) throw new Error('not a file');
      size = stat.size;
    } catch {
      this.repo.failIntent(row, `"${file.file_name}" was moved or deleted before it could be uploaded. Put it back and retry, or discard it.`);
      this.emitProgress(file.id, 0, file.size ?? 0, 'failed');
      return;
    }
    if (size !== file.size) {
      this.repo.failIntent(row, `"${file.file_name}" changed size since it was queued. Discard it and add it again.`);
      this.emitProgress(file.id, 0, file.size ?? 0, 'failed');
      return;
    }
    if (!this.repo.markSending(row.id)) return;
    this.repo.setFileProgress(file.id, 'uploading', 0);
    this.emitProgress(file.id, 0, size, 'uploading');
    let lastEmit = 0;
    const uploaded = await this.client.uploadFile(
      { path: file.path ?? '', fileName: file.file_name, contentType: file.content_type, size, collectionId: collectionServerId },
      row.id,
      (sent) => {
        const now = Date.now();
        if (now - lastEmit < this.timing.progressThrottleMs && sent < size) return;
        lastEmit = now;
        this.repo.db.prepare('UPDATE files SET bytes_sent = ? WHERE id = ?').run(sent, file.id);
        this.repo.changed('files');
        this.emitProgress(file.id, sent, size, 'uploading');
      },
      this.abort.signal,
    );
    this.adoptFile(row, file.id, uploaded.id, uploaded.content_type);
  }

  private adoptFile(row: OutboxRow, fileId: string, serverId: string, contentType: string): void {
    const file = this.repo.fileRow(fileId);
    this.repo.completeIntent(row, () => {
      const db = this.repo.db;
      const duplicate = db.prepare<[string, string], { id: string }>('SELECT id FROM files WHERE server_id = ? AND id != ?').get(serverId, fileId);
      if (duplicate) {
        db.prepare('DELETE FROM files WHERE id = ?').run(duplicate.id);
        this.repo.search.removeOwner(duplicate.id);
      }
      db.prepare("UPDATE files SET server_id = ?, state = 'synced', bytes_sent = COALESCE(size, 0), error = NULL, content_type = ? WHERE id = ?").run(serverId, contentType, fileId);
    });
    this.emitProgress(fileId, file?.size ?? 0, file?.size ?? 0, 'synced');
    const staging = this.options.stagingDir;
    // a staged browser upload (staging/<uuid>/<name>) is removed with its folder once the service has it
    if (staging && file?.path && path.dirname(path.dirname(path.resolve(file.path))) === path.resolve(staging)) {
      fs.rm(path.dirname(file.path), { recursive: true, force: true }, () => undefined);
    }
    this.mainWake.kick();
  }

  // ---- pull
  private async listAllCollections() {
    const all = [];
    for (let page = 1; ; page++) {
      const result = await this.client.listCollections(page, this.timing.pageSize);
      all.push(...result.data);
      if (!result.pagination.has_next || result.data.length === 0 || page > 1000) return all;
    }
  }
  private async listAllFiles(collectionId?: string) {
    const all = [];
    for (let page = 1; ; page++) {
      const result = await this.client.listFiles(page, this.timing.pageSize, collectionId);
      all.push(...result.data);
      if (!result.pagination.has_next || result.data.length === 0 || page > 1000) return all;
    }
  }

  async pull(): Promise<void> {
    if (this.supportsAgentFeatures) this.repo.applyCollections(await this.listAllCollections(), true);
    this.repo.applyFiles(await this.listAllFiles(), true);
    await this.pullJobs();
    if (this.supportsAgentFeatures) {
      try {
        const balance = await this.client.balance();
        this.balance = { cents: balance.balance_cents, currency: balance.currency ?? null };
        this.repo.setState('balance', JSON.stringify(this.balance));
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.kind === 'network')) throw error;
      }
    }
  }

  /** First run: all pages, fetched concurrently. Later: newest pages until one brings nothing new. */
  async pullJobs(): Promise<void> {
    const size = this.timing.pageSize;
    const first = await this.client.listJobs(1, size);
    const bootstrapped = this.repo.getState('jobs.bootstrapped') === '1';
    const changedFirst = this.repo.applyJobs(first.data);
    if (!first.pagination.has_next) {
      if (!bootstrapped) this.repo.setState('jobs.bootstrapped', '1');
      return;
    }
    if (bootstrapped) {
      if (changedFirst === 0) return;
      for (let page = 2; ; page++) {
        const next = await this.client.listJobs(page, size);
        const changed = this.repo.applyJobs(next.data);
        if (changed === 0 || !next.pagination.has_next || next.data.length === 0) return;
      }
    }
    this.repo.beginBulk();
    try {
      await this.bootstrapRest(first.pagination.total ?? null, size);
    } finally {
      this.repo.endBulk();
      this.track(this.tidyIndexAfterBulk());
    }
    if (!this.stopped) this.repo.applyJobs([], () => this.repo.setState('jobs.bootstrapped', '1'));
  }

  /** Merges the search index's many small segments and checkpoints the WAL, a step per tick. */
  private async tidyIndexAfterBulk(): Promise<void> {
    for (let step = 0; step < 1000 && !this.stopped; step++) {
      if (!this.repo.mergeSearchStep()) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (!this.stopped) this.repo.checkpoint();
  }

  private async bootstrapRest(total: number | null, size: number): Promise<void> {
    if (total != null) {
      const pages = Math.ceil(total / size);
      let nextPage = 2;
      const worker = async (): Promise<void> => {
        while (nextPage <= pages && !this.stopped) {
          const page = nextPage++;
          const result = await this.client.listJobs(page, size);
          this.repo.applyJobs(result.data);
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, this.timing.pageConcurrency) }, worker));
    } else {
      for (let page = 2; ; page++) {
        const next = await this.client.listJobs(page, size);
        this.repo.applyJobs(next.data);
        if (!next.pagination.has_next || next.data.length === 0) break;
      }
    }
  }

  // ---- follow running jobs
  private async follow(force: boolean): Promise<void> {
    const now = Date.now();
    const due = this.repo.jobsToFollow().filter((job) => force || job.next_poll_at <= now);
    let index = 0;
    const worker = async (): Promise<void> => {
      while (index < due.length && !this.stopped) {
        const job = due[index++]!;
        await this.followOne(job.id, job.server_id!, job.poll_interval_ms, job.status);
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, due.length) }, worker));
  }

  private async followOne(localId: string, serverId: string, interval: number, previousStatus: string): Promise<void> {
    let job: WireJob;
    try {
      job = await this.client.getJob(serverId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // the service no longer has it: the mirror follows (it would otherwise count as running forever)
        if (this.repo.outboxForTarget(localId).length === 0) {
          this.repo.db.transaction(() => this.removePulledJob(localId))();
          this.repo.changed('jobs', 'results', 'job_events', 'chat_messages');
        } else {
          this.repo.setPoll(localId, Date.now() + this.timing.pullIntervalMs * 10, this.timing.followMaxMs);
        }
        return;
      }
      throw error;
    }
    let changed = false;
    this.repo.db.transaction(() => {
      changed = this.repo.applyJob(job, localId);
    })();
    if (changed) this.repo.changed('jobs', 'results');
    if (this.supportsAgentFeatures) {
      try {
        if (this.repo.applyEvents(localId, await this.client.getEvents(serverId))) changed = true;
      } catch (error) {
        if (error instanceof ApiError && (error.kind === 'network' || error.status === 401)) throw error;
      }
    }
    const base = this.timing.followMinMs;
    const next = changed || job.status !== previousStatus ? base : Math.min(this.timing.followMaxMs, Math.max(base, Math.round((interval || base) * 1.5)));
    this.repo.setPoll(localId, Date.now() + next, next);
    if (isTerminalStatus(job.status)) this.publishUsage();
  }

  // ---- offline details
  private async prefetchDetails(): Promise<void> {
    for (const job of this.repo.jobsNeedingDetails(this.timing.detailJobsPerCycle)) {
      if (this.stopped) return;
      await this.fetchDetails(job.id, job.server_id);
    }
  }

  async fetchDetails(jobId: string, serverId: string): Promise<void> {
    // A job made readable offline brings its follow-up chat along (once; chat.list refreshes it later).
    await this.refreshChat(jobId);
    const missing = this.repo.resultsMissingDetails(jobId);
    if (missing.length === 0) {
      // no sources: nothing to fetch, but the flag must settle
      this.repo.db.prepare("UPDATE jobs SET available_offline = CASE WHEN content IS NOT NULL THEN 1 ELSE 0 END WHERE id = ? AND status = 'completed'").run(jobId);
      this.repo.changed('jobs');
      return;
    }
    let index = 0;
    const worker = async (): Promise<void> => {
      while (index < missing.length && !this.stopped) {
        const result = missing[index++]!;
        try {
          if (this.supportsAgentFeatures) {
            const detail = await this.client.getResultDetail(serverId, result.id, 'markdown');
            this.repo.applyResultDetail(jobId, result.id, detail.highlights, detail.content);
          } else {
            const content = await this.client.getResultContent(serverId, result.id, 'markdown');
            this.repo.applyResultDetail(jobId, result.id, [], content.content);
          }
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) {
            this.repo.applyResultDetail(jobId, result.id, [], null);
            continue;
          }
          throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.timing.detailConcurrency, missing.length) }, worker));
  }
}
