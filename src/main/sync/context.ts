// The small context every engine module shares: the repo, the client, timing and limits, the stop
// signal, wake-ups, events to the outside, and the engine's mutable facts (reachability, pauses,
// read failures). Modules are plain functions over it; the SyncEngine (engine.ts) owns its lifecycle.
import type { DatedLimit, HeldLimit } from './limits';
import type { ApiClient, ApiVersion } from '../api/client';
import type { Repo } from '../db/repo';
import type { SyncStatus, Usage } from '../../shared/domain';
import type { Wakeup } from './wakeup';
import type { FileTextReader } from './file-text';

export interface EngineTiming {
  pullIntervalMs: number;
  followMinMs: number;
  followMaxMs: number;
  retryBaseMs: number;
  retryCapMs: number;
  progressThrottleMs: number;
  pageSize: number;
  pageConcurrency: number;
  /**
   * How long a sync pass counts a chat reply still being written as its own work (the status says
   * "Syncing: receiving…" and `quire sync --once` waits for it); past it the reply is still followed,
   * and the status says it is still being written.
   */
  chatWaitMs: number;
  detailConcurrency: number;
  /** Jobs whose details are prefetched per cycle. */
  detailJobsPerCycle: number;
  /** How far back a reconcile looks for a job created by a lost request. */
  reconcileSkewMs: number;
  /**
   * After a lost answer, a resend waits until this long after the lost send when the reconcile does not
   * find what it created: a slow service may still be storing it (the public service is not documented
   * to replay a resend by its Idempotency-Key, so a resend too early would create it twice).
   */
  resendSettleMs: number;
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
  chatWaitMs: 45_000,
  detailConcurrency: 4,
  detailJobsPerCycle: 5,
  reconcileSkewMs: 120_000,
  resendSettleMs: 10_000,
};

export interface EngineLimits {
  concurrencyLimit: number;
  /** null: the account has no monthly budget (the embedded local library, on the user's own machine). */
  monthlyLoopBudget: number | null;
}

/** The limits documented for an account (what the status assumes when nothing else is known). */
export const DOCUMENTED_LIMITS: { concurrencyLimit: number; monthlyLoopBudget: number } = { concurrencyLimit: 5, monthlyLoopBudget: 200 };

/** The two limits as they hold now (value, source, whether Quire gates on them); see limits.ts. */
export interface HeldLimits {
  concurrency: HeldLimit;
  /** null: no monthly budget (the embedded local library). */
  budget: HeldLimit | null;
}

/** The limits given to an engine: the account's own (known) and those the user set (dated). */
export interface GivenLimits {
  account?: Partial<EngineLimits>;
  set?: { concurrency?: DatedLimit; budget?: DatedLimit };
}

export interface EngineEvents {
  statusChanged(status: SyncStatus): void;
  usageChanged(usage: Usage): void;
  uploadProgress(progress: { fileId: string; bytesSent: number; size: number; state: string }): void;
  chatDelta(delta: { jobId: string; messageId: string; delta: string; content: string }): void;
}

/** What the engine has learned about the service and the account; the status is computed from it. */
export interface EngineFacts {
  reachable: boolean | null;
  networkReason: string | null;
  /** When the service last answered anything in this run (epoch ms), or null. */
  reachedAt: number | null;
  unauthorized: boolean;
  outOfCredit: boolean;
  serviceError: { status: number | null; reason: string; since: number } | null;
  busy: number;
  /** Chat replies still being written that a follower is fetching: local id → when its follower started (epoch ms). */
  chatFollowers: Map<string, number>;
  offlineAttempts: number;
  lastSyncAt: string | null;
  lastPullAt: number;
  lastPullAttemptAt: number;
  pullRequested: boolean;
  balance: { cents: number; currency: string | null } | null;
}

export interface EngineContext {
  readonly repo: Repo;
  readonly client: ApiClient;
  readonly apiVersion: ApiVersion;
  readonly timing: EngineTiming;
  /** The limits as they hold now (changed in place when learned or set). */
  readonly limits: HeldLimits;
  /** The embedded local library on this machine: no balance, no cost (usage says so). */
  readonly ownLibrary: boolean;
  /** What the limits were given as (learned values live in the mirror). */
  given: GivenLimits;
  readonly events: EngineEvents;
  readonly signal: AbortSignal;
  readonly facts: EngineFacts;
  /** Assistant messages being streamed now (a refresh must not overwrite them). */
  readonly streaming: Set<string>;
  readonly mainWake: Wakeup;
  readonly stagingDir: string | undefined;
  /** Reads an uploaded file's text on this machine for offline search (file-text.ts); null: not read (the bench's baseline). */
  readonly fileText: FileTextReader | null;
  stopped(): boolean;
  /** Runs a task beside the loops; stop() waits for it. */
  track(task: Promise<void>): void;
  /** Asks for a pull soon and wakes every loop. */
  kick(): void;
  publishStatus(): void;
  publishUsage(): void;
  noteReachable(reachable: boolean, reason?: string | null): void;
}

export function supportsAgentFeatures(ctx: Pick<EngineContext, 'apiVersion'>): boolean {
  return ctx.apiVersion === '2025-11-27';
}
