// The sync engine for one profile: its lifecycle and the order of a cycle. A cycle pushes the outbox
// (push.ts, reconciling before any resend), then pulls (pull.ts), follows running jobs and prefetches
// details, events and updates (follow.ts, extras.ts); uploads (uploads.ts) and chat answers (chat.ts)
// run beside it. Every module shares one small context (context.ts); the decisions are pure functions
// in policy.ts, fed with the facts gathered in status.ts.
import { ApiClient, ApiError, CLOSED_BY_QUIRE, type ApiVersion } from '../api/client';
import type { Repo } from '../db/repo';
import type { SyncStatus, Usage } from '../../shared/domain';
import { Wakeup } from './wakeup';
import { DEFAULT_TIMING, type EngineContext, type EngineEvents, type EngineFacts, type EngineLimits, type EngineTiming, type GivenLimits } from './context';
import { embeddedServiceReason, networkReason } from './policy';
import { holdLimits, initialFacts, statusNow, wakeInNow } from './status';
import { noteServiceError } from './intents';
import { pushOutbox } from './push';
import { pull as pullAll, pullJobs as pullJobPages } from './pull';
import { fetchDetails as fetchJobDetails, follow, prefetchDetails } from './follow';
import { refreshChat as refreshJobChat, resumeChatReplies } from './chat';
import { nextUploadIn, uploadLimitOf, uploadNext } from './uploads';
import { FileTextReader, readLibraryTexts } from './file-text';
import { applyLimits, usageOf } from './usage';
import { completeOpenedJob, rawSource as fetchRawSource, type RawSource } from './extras';

export { DEFAULT_TIMING, type EngineEvents, type EngineLimits, type EngineTiming } from './context';
export { monthStart, networkReason, nextMonthStart } from './policy';

export interface EngineOptions {
  repo: Repo;
  client: ApiClient;
  apiVersion: ApiVersion;
  events: EngineEvents;
  timing?: Partial<EngineTiming>;
  /** The account's own limits where known (given here = known, and gating); the rest are assumed from the docs and shown as unknown. */
  limits?: Partial<EngineLimits>;
  /** Limits the user set for this profile (with when): they gate, until the service teaches a newer value. */
  setLimits?: GivenLimits['set'];
  /** Uploaded copies under this folder are deleted once the service has them (browser-mode staging). */
  stagingDir?: string;
  /** The embedded local library on this machine (no balance, no cost). */
  ownLibrary?: boolean;
  /** Uploaded files' text is read for offline search unless false (the bench's baseline, bench/file-text.bench.ts). */
  readFileTexts?: boolean;
}

export class SyncEngine {
  readonly timing: EngineTiming;
  private readonly ctx: EngineContext;
  private readonly uploadWake = new Wakeup();
  private readonly abort = new AbortController();
  private readonly facts: EngineFacts;
  private stopped = false;
  private started = false;
  private loops: Promise<void>[] = [];
  private lastStatusJson = '';
  private lastUsageJson = '';
  private cycleChain: Promise<void> = Promise.resolve();
  /** Chat streams and refreshes running beside the loops; stop() waits for them. */
  private readonly background = new Set<Promise<void>>();

  constructor(private readonly options: EngineOptions) {
    this.timing = { ...DEFAULT_TIMING, ...options.timing };
    const given: GivenLimits = { account: options.limits, set: options.setLimits };
    this.facts = initialFacts(options.repo);
    this.ctx = {
      repo: options.repo,
      client: options.client,
      apiVersion: options.apiVersion,
      timing: this.timing,
      limits: holdLimits(options.repo, given),
      ownLibrary: options.ownLibrary ?? false,
      given,
      events: options.events,
      signal: this.abort.signal,
      facts: this.facts,
      streaming: new Set<string>(),
      mainWake: new Wakeup(),
      stagingDir: options.stagingDir,
      fileText: options.readFileTexts === false ? null : new FileTextReader(),
      stopped: () => this.stopped,
      track: (task) => this.track(task),
      kick: () => this.kick(),
      publishStatus: () => this.publishStatus(),
      publishUsage: () => this.publishUsage(),
      noteReachable: (reachable, reason) => this.noteReachable(reachable, reason),
    };
    options.client.reachabilityListener = (reachable, reason) => this.noteReachable(reachable, reason);
  }

  get supportsAgentFeatures(): boolean {
    return this.options.apiVersion === '2025-11-27';
  }

  private track(task: Promise<void>): void {
    const guarded = task.catch((error: unknown) => {
      if (!this.stopped) console.error('[quire] background sync task failed:', error);
    });
    this.background.add(guarded);
    void guarded.finally(() => this.background.delete(guarded));
  }

  /** Starts the background loops. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.ctx.repo.resetInterruptedUploads();
    this.ctx.repo.resetSendingIntents();
    this.loops = [this.mainLoop(), this.uploadLoop()];
    resumeChatReplies(this.ctx);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    this.ctx.mainWake.kick();
    this.uploadWake.kick();
    await Promise.allSettled(this.loops);
    await this.cycleChain;
    await Promise.allSettled([...this.background]);
    await this.ctx.fileText?.close();
  }

  kick(): void {
    this.facts.pullRequested = true;
    this.ctx.mainWake.kick();
    this.uploadWake.kick();
    this.publishStatus();
  }

  /**
   * New uploads were queued: wake the upload loop only. A queued file needs no push, pull or follow
   * first, and a pull beside a large upload costs both ends CPU while the file moves (`quire upload`
   * of a file used to run three whole passes during its transfer; bench/uploads.bench.ts).
   */
  wakeUploads(): void {
    this.uploadWake.kick();
    this.publishStatus();
  }

  setApiKey(key: string): void {
    this.ctx.client.setApiKey(key);
    this.facts.unauthorized = false;
    this.kick();
  }

  /** Push and pull now, skipping backoff waits (sync.now). */
  async syncNow(): Promise<void> {
    this.ctx.repo.makeAllDue();
    this.facts.outOfCredit = false;
    this.facts.unauthorized = false;
    this.ctx.client.clearRatePause();
    this.facts.offlineAttempts = 0;
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
    while (await uploadNext(this.ctx)) {
      /* keep going */
    }
  }

  pull(): Promise<void> {
    return pullAll(this.ctx);
  }
  pullJobs(): Promise<void> {
    return pullJobPages(this.ctx);
  }
  fetchDetails(jobId: string, serverId: string): Promise<void> {
    return fetchJobDetails(this.ctx, jobId, serverId);
  }
  refreshChat(jobId: string): Promise<void> {
    return refreshJobChat(this.ctx, jobId);
  }
  /** A job was opened: fetch its events and updates in the background if it has none (once). */
  openedJob(jobId: string): void {
    this.track(completeOpenedJob(this.ctx, this.openedJobs, jobId));
  }
  private readonly openedJobs = new Set<string>();
  /** A source's raw content: kept, or fetched now and kept for offline reading. */
  rawSource(jobId: string, resultId: string): Promise<RawSource | null> {
    return fetchRawSource(this.ctx, jobId, resultId);
  }
  /** Starts a background refresh of a job's chat (chat.list); stop() waits for it. */
  refreshChatSoon(jobId: string): void {
    this.track(refreshJobChat(this.ctx, jobId));
  }

  // ---- status and usage
  usage(): Usage {
    return usageOf(this.ctx);
  }

  /** Takes the limits the user set now (null: none); the usage and status follow at once, and held research may start. */
  setLimits(set: GivenLimits['set']): void {
    applyLimits(this.ctx, { ...this.ctx.given, set });
  }

  status(): SyncStatus {
    return statusNow(this.ctx);
  }

  private publishStatus(): void {
    const status = this.status();
    const json = JSON.stringify(status);
    if (json !== this.lastStatusJson) {
      this.lastStatusJson = json;
      this.options.events.statusChanged(status);
    }
  }
  private publishUsage(): void {
    const usage = this.usage();
    const json = JSON.stringify(usage);
    if (json !== this.lastUsageJson) {
      this.lastUsageJson = json;
      this.options.events.usageChanged(usage);
    }
  }

  /** The service's upload limit where known (uploads.ts uploadLimitOf): intake refuses a file over it. */
  uploadLimit(): number | null {
    return uploadLimitOf(this.ctx);
  }

  /**
   * The embedded service's supervisor saw the service stop (or run again). Stopped, the service
   * cannot be reached, and the status says so now rather than "Up to date" until a read fails;
   * running again, a cycle starts at once. The reason is said as it is (embeddedServiceReason).
   */
  embeddedServiceNotice(state: 'restarting' | 'running' | 'failed'): void {
    if (state === 'running') {
      this.kick();
      return;
    }
    this.embeddedDown = embeddedServiceReason(state);
    this.facts.networkReason = this.embeddedDown;
    this.facts.reachable = false;
    this.publishStatus();
  }
  /** Why the embedded service is down, from its supervisor; a failed read meanwhile does not replace it ("connect ECONNREFUSED"). */
  private embeddedDown: string | null = null;

  private noteReachable(reachable: boolean, reason?: string | null): void {
    if (reason) this.facts.networkReason = this.embeddedDown ?? networkReason(reason);
    if (this.facts.reachable !== reachable) {
      this.facts.reachable = reachable;
      this.publishStatus();
    }
    if (reachable) {
      this.facts.reachedAt = Date.now();
      this.facts.offlineAttempts = 0;
      this.facts.networkReason = null;
      this.embeddedDown = null;
    }
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
      await this.ctx.mainWake.wait(this.nextWakeIn());
    }
  }

  private nextWakeIn(): number {
    if (this.facts.reachable === false) this.facts.offlineAttempts++;
    return wakeInNow(this.ctx);
  }

  private async uploadLoop(): Promise<void> {
    while (!this.stopped) {
      let worked = false;
      try {
        worked = await uploadNext(this.ctx);
      } catch (error) {
        if (!(error instanceof ApiError)) console.error('[quire] upload failed:', error);
      }
      if (this.stopped) break;
      if (!worked) await this.uploadWake.wait(nextUploadIn(this.ctx));
    }
  }

  private async cycle(forceFollow: boolean): Promise<void> {
    this.facts.busy++;
    this.publishStatus();
    try {
      await pushOutbox(this.ctx);
      if (this.facts.unauthorized) return;
      // pulls run on their interval or when asked (a kick, sync.now), not on every follow/prefetch wake-up
      if (this.facts.pullRequested || forceFollow || Date.now() - this.facts.lastPullAt >= this.timing.pullIntervalMs) {
        this.facts.pullRequested = false;
        this.facts.lastPullAttemptAt = Date.now();
        await pullAll(this.ctx);
        this.facts.lastPullAt = Date.now();
      }
      await follow(this.ctx, forceFollow);
      await prefetchDetails(this.ctx);
      await readLibraryTexts(this.ctx);
      // replies still being written (stored so by an earlier run, or brought by a chat refresh) are fetched until complete
      resumeChatReplies(this.ctx);
      this.facts.lastSyncAt = new Date().toISOString();
      this.facts.serviceError = null;
      this.ctx.repo.setState('last_sync_at', this.facts.lastSyncAt);
    } catch (error) {
      if (error instanceof ApiError) this.handleGlobalError(error);
      else throw error;
    } finally {
      this.facts.busy--;
      this.publishStatus();
      this.publishUsage();
    }
  }

  private handleGlobalError(error: ApiError): void {
    if (error.code === CLOSED_BY_QUIRE) return; // our own shutdown says nothing about the service
    if (error.status === 401) this.facts.unauthorized = true;
    if (error.kind === 'network') this.noteReachable(false, error.message);
    noteServiceError(this.ctx, error);
  }
}
