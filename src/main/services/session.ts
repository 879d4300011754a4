// One open profile: its SQLite mirror, API client and sync engine, wired to the event bus. Every
// open profile syncs; only the foreground one (shown in the window) sends its events to the bus.
// A background one tells the bus only that its summary (state, running, waiting, failed) changed.
import path from 'node:path';
import { ApiClient, ApiError, type ApiClientOptions, type ApiVersion } from '../api/client';
import { isHealthy, openMirror } from '../db/open';
import { Repo } from '../db/repo';
import { SyncEngine, type EngineLimits, type EngineOptions, type EngineTiming } from '../sync/engine';
import type { EventBus } from '../bus';
import { QuireError } from '../../shared/errors';
import type { ProfileSyncSummary } from '../../shared/domain';

export interface SessionOptions {
  profileId: string;
  dataDir: string;
  baseUrl: string;
  apiKey: string;
  apiVersion: ApiVersion;
  bus: EventBus;
  autoSync: boolean;
  /** With autoSync: start the engine's loops when this settles (see CoreOptions.holdSyncUntil). */
  holdSyncUntil?: Promise<void>;
  /** Check the mirror file's integrity on open (default true; see CoreOptions.integrityCheck). */
  quickCheck?: boolean;
  /**
   * With holdSyncUntil: check the file's integrity when the hold settles instead; when it is damaged
   * the engine does not start and this is called (the core reopens the profile, which repairs it).
   */
  checkWhenHeld?: () => void;
  timing?: Partial<EngineTiming>;
  limits?: Partial<EngineLimits>;
  /** The embedded local library on this machine (no balance, no cost). */
  ownLibrary?: boolean;
  /** Uploaded files' text is read for offline search unless false (the bench's baseline). */
  readFileTexts?: boolean;
  /** Limits the user set for this profile (profiles.json), with when. */
  setLimits?: EngineOptions['setLimits'];
  /** Tests turn the Idempotency-Key header off to prove reconciliation alone prevents duplicates. */
  sendIdempotencyKeys?: boolean;
  retry?: { attempts: number; baseMs: number; capMs: number };
  rateLimitBackoff?: { baseMs: number; capMs: number };
  clientBounds?: ClientBounds;
  /** Whether this session's events reach the window (default true). */
  foreground?: boolean;
}

/** Bounds on what a service may send (defaults in api/client.ts). */
export type ClientBounds = Pick<ApiClientOptions, 'maxBodyBytes' | 'maxFrameBytes' | 'maxStreamBytes' | 'requestDeadlineMs' | 'requestTimeoutMs'>;

export class Session {
  readonly repo: Repo;
  readonly client: ApiClient;
  readonly engine: SyncEngine;
  readonly quarantinedTo: string | null;
  private readonly unsubscribe: () => void;

  constructor(readonly options: SessionOptions) {
    const opened = openMirror(path.join(options.dataDir, 'profiles', options.profileId, 'quire.db'), {
      preMigrationBackupDir: path.join(options.dataDir, 'backups', options.profileId),
      quickCheck: options.quickCheck ?? true,
    });
    this.quarantinedTo = opened.quarantinedTo;
    this.repo = new Repo(opened.db);
    if (opened.quarantinedTo) {
      // a rebuilt mirror must bootstrap again from the service
      this.repo.setState('jobs.bootstrapped', '0');
      console.warn(`[quire] the library database was damaged; moved to ${opened.quarantinedTo} and rebuilt (${opened.salvagedIntents} unsent items kept).`);
    }
    this.client = new ApiClient({
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      apiVersion: options.apiVersion,
      retry: options.retry,
      rateLimitBackoff: options.rateLimitBackoff,
      sendIdempotencyKeys: options.sendIdempotencyKeys ?? true,
      ...options.clientBounds,
    });
    const bus = options.bus;
    this.foreground = options.foreground ?? true;
    this.unsubscribe = this.repo.onChange((tables) => {
      if (this.foreground) bus.emit('db.changed', { tables });
      else if (tables.includes('jobs') || tables.includes('outbox')) this.noteSummary();
    });
    this.engine = new SyncEngine({
      repo: this.repo,
      client: this.client,
      apiVersion: options.apiVersion,
      timing: options.timing,
      limits: options.limits,
      ownLibrary: options.ownLibrary,
      readFileTexts: options.readFileTexts,
      setLimits: options.setLimits,
      stagingDir: path.join(options.dataDir, 'staging'),
      events: {
        statusChanged: (status) => {
          if (this.foreground) bus.emit('sync.status', status);
          this.noteSummary();
        },
        usageChanged: (usage) => {
          if (this.foreground) bus.emit('usage.changed', usage);
          this.noteSummary();
        },
        uploadProgress: (progress) => {
          if (this.foreground) bus.emit('upload.progress', progress);
        },
        chatDelta: (delta) => {
          if (this.foreground) bus.emit('chat.delta', delta);
        },
      },
    });
    if (options.holdSyncUntil && (options.autoSync || options.checkWhenHeld)) {
      const damaged = options.checkWhenHeld;
      const start = () => {
        if (this.closed) return;
        if (damaged && !isHealthy(this.repo.db)) return damaged();
        if (options.autoSync) this.engine.start();
      };
      void options.holdSyncUntil.then(start, start);
    }
    else if (options.autoSync) this.engine.start();
  }

  /** Whether this session's events reach the window. */
  private foreground: boolean;
  private lastSummary = '';
  private closed = false;

  get isForeground(): boolean {
    return this.foreground;
  }
  /** Brings the session to the window (its full status and usage are sent) or sends it to the background. */
  setForeground(foreground: boolean): void {
    this.foreground = foreground;
    if (foreground) {
      this.options.bus.emit('sync.status', this.engine.status());
      this.options.bus.emit('usage.changed', this.engine.usage());
    }
  }

  /** What the profile switcher shows for this profile. */
  summary(): ProfileSyncSummary {
    const status = this.engine.status();
    return { state: status.state, message: status.message, running: this.engine.usage().running, pending: status.pending, failed: status.failed };
  }

  /** Tells the window the profile list changed when this profile's summary did (not its wording alone). */
  private noteSummary(): void {
    if (this.closed) return;
    const { state, running, pending, failed } = this.summary();
    const key = JSON.stringify([state, running, pending, failed]);
    if (key === this.lastSummary) return;
    this.lastSummary = key;
    this.options.bus.emit('db.changed', { tables: ['profiles'] });
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopping = this.engine.stop();
    await this.client.destroy();
    await stopping;
    this.unsubscribe();
    this.repo.db.close();
  }
}

/** Maps a client error to the contract's error shape with a sentence the UI can show. */
export function toQuireError(error: unknown): QuireError {
  if (error instanceof QuireError) return error;
  if (error instanceof ApiError) {
    if (error.kind === 'network') return new QuireError('OFFLINE', 'Quire cannot reach the research service right now. Try again when you are online.', true);
    if (error.kind === 'bad_response') return new QuireError('BAD_RESPONSE', `The research service sent a garbled answer. ${error.message}`, true);
    if (error.kind === 'rate_paused' || error.status === 429) return new QuireError('RATE_LIMITED', 'The research service is rate limiting requests. Try again in a little while.', true);
    if (error.status === 401) return new QuireError('UNAUTHORIZED', 'The research service did not accept the API key. Enter a new key in Settings.', false);
    if (error.status === 402) return new QuireError('OUT_OF_CREDIT', 'The account is out of credit. Top up to continue.', false);
    if (error.status === 404) return new QuireError('NOT_FOUND', 'The research service does not know this item.', false);
    if ((error.status ?? 0) >= 500) return new QuireError('SERVICE_ERROR', `The research service failed (${error.message}). Try again later.`, true);
    return new QuireError('BAD_INPUT', `The research service refused this: ${error.message}`, false);
  }
  return new QuireError('INTERNAL', 'Something went wrong inside Quire. Your data is safe; try again.', true);
}
