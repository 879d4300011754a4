// Composition of the core: profiles and secrets under dataDir, the embedded local service (forked on
// demand), one Session (mirror + client + engine) for the active profile, and the contract's handlers.
import fs from 'node:fs';
import path from 'node:path';
import { EventBus } from './bus';
import type { Core, CoreOptions } from './core-types';
import type { ApiVersion } from './api/client';
import type { EngineLimits, EngineTiming } from './sync/engine';
import { createHandlers, type HandlerContext } from './services/handlers';
import { useLocalService, type LocalServiceHandle } from './services/local-service';
import { FileSecretStore, ProfileStore, type SecretStore } from './services/profiles';
import { Session, type ClientBounds } from './services/session';
import { QuireError } from '../shared/errors';
import { NotebookLayer } from './notebook/layer';
import { DEFAULT_SCHEDULE } from './notebook/sync/schedule';
import { carryOverIntents } from './db/open';
import { makeDataDirPrivate } from './paths';
import { createExportHandlers } from './export/handlers';
import { createLocalModelHandlers } from './services/local-model';
import { watchFinished } from './export/finish-watch';
import { createNotifyStateHandlers } from './export/notify-handlers';
import { MIRROR_TABLES, NOTEBOOK_TABLE_NAMES, isTableName } from '../shared/tables';
import { notebookKeyFor } from './notebook/sync/notebook-key';
import { profileToFollow } from './services/profile-follow';

export type { SecretStore } from './services/profiles';

/** The limits the embedded local service runs with (local-service.ts): 5 jobs at once, no monthly loop budget (the user's own machine). */
const LOCAL_SERVICE_LIMITS: EngineLimits = { concurrencyLimit: 5, monthlyLoopBudget: null };

export interface QuireCoreOptions extends CoreOptions {
  /** Where API keys live; default a 0600 secrets.json in dataDir (Electron passes a safeStorage one). */
  secrets?: SecretStore;
  /** Engine pacing (tests shrink it). */
  engineTiming?: Partial<EngineTiming>;
  /** Known account limits (shown and used as the account's own); otherwise unknown, and the gate assumes the documented 5 / 200. */
  limits?: Partial<EngineLimits>;
  sendIdempotencyKeys?: boolean;
  /** Uploaded files' text is read for offline search (default); the bench turns it off to measure its cost. */
  readFileTexts?: boolean;
  retry?: { attempts: number; baseMs: number; capMs: number };
  rateLimitBackoff?: { baseMs: number; capMs: number };
  /** Whether profiles other than the window's sync in the background (default: yes, except the CLI). */
  backgroundProfiles?: boolean;
  /** How long after start the background profiles open (default 3 s; tests 0). */
  backgroundDelayMs?: number;
  /** Bounds on what the service may send (byte caps, deadlines); tests shrink them. */
  clientBounds?: ClientBounds;
}

const VERSION = '0.1.0';
/** The embedded service answers fast; poll it more often than the public one. */
// resendSettleMs 0: Quire's own service replays a resend by its Idempotency-Key, even while the first is in flight
export const LOCAL_TIMING: Pick<EngineTiming, 'pullIntervalMs' | 'followMinMs' | 'followMaxMs' | 'retryBaseMs' | 'resendSettleMs'> = { pullIntervalMs: 10_000, followMinMs: 500, followMaxMs: 2_000, retryBaseMs: 250, resendSettleMs: 0 };

export async function createCore(options: QuireCoreOptions): Promise<Core> {
  const dataDir = path.resolve(options.dataDir);
  makeDataDirPrivate(dataDir); // 0700; an older, readable folder is narrowed to 0700/0600 (#15)
  fs.mkdirSync(path.join(dataDir, 'staging'), { recursive: true, mode: 0o700 });
  const bus = new EventBus();
  const profiles = new ProfileStore(path.join(dataDir, 'profiles.json'));
  const secrets = options.secrets ?? new FileSecretStore(path.join(dataDir, 'secrets.json'));
  let localService: LocalServiceHandle | null = null;
  let session: Session | null = null;
  let closed = false;
  if (options.profileId && !profiles.get(options.profileId)) throw new QuireError('NOT_FOUND', `There is no profile "${options.profileId}".`);
  // --profile selects a profile for this process only; switching then stays in memory too
  let currentId = options.profileId ?? profiles.activeId;
  // the override belongs to the profile the process started with; other profiles use their own settings
  const overriddenId = currentId;

  async function endpointFor(profileId: string): Promise<{ baseUrl: string; apiKey: string; apiVersion: ApiVersion; embedded: boolean }> {
    const profile = profiles.get(profileId);
    if (!profile) throw new QuireError('NOT_FOUND', 'This profile no longer exists.');
    if (options.serviceOverride && profileId === overriddenId) {
      return {
        baseUrl: options.serviceOverride.baseUrl,
        apiKey: options.serviceOverride.apiKey,
        apiVersion: options.serviceOverride.apiVersion ?? profile.apiVersion,
        embedded: profile.kind === 'local',
      };
    }
    if (profile.kind === 'local') {
      if (options.startLocalService === false && !localService) return { baseUrl: '', apiKey: '', apiVersion: profile.apiVersion, embedded: true };
      // A restart of the embedded service is said in the log and in the window ('service.notice', #15).
      // One service per data folder: this process uses the one another Quire process runs on it (a
      // second window, browser mode, the CLI), and starts its own when there is none or that one stops.
      if (!localService) {
        localService = await useLocalService(path.join(dataDir, 'local-service'), {
          onNotice: (notice) => {
            console.error(`[quire] ${notice.message}`);
            // the profiles on it say so at once, not after their next read fails (up to a pull interval later)
            for (const entry of sessions.values()) {
              if (localService && entry.session.options.baseUrl === localService.url) entry.session.engine.embeddedServiceNotice(notice.state);
            }
            bus.emit('service.notice', notice);
          },
        });
      }
      return { baseUrl: localService.url, apiKey: localService.apiKey, apiVersion: profile.apiVersion, embedded: true };
    }
    return { baseUrl: profile.baseUrl, apiKey: (await secrets.get(profileId)) ?? '', apiVersion: profile.apiVersion, embedded: false };
  }

  let embedded = false;
  /** Every open profile; `session` is the one in the window, the others sync in the background. */
  const sessions = new Map<string, { session: Session; embedded: boolean }>();
  const finishWatches = new Map<string, () => void>();
  // the window's app syncs every profile; the CLI (short-lived) only the one it uses
  const backgroundSync = options.backgroundProfiles ?? (options.transport !== 'cli' && (options.autoSync ?? true));

  /** `first`: the window's profile at start-up, the one whose integrity check may wait for the first paint. */
  async function open(profileId: string, foreground: boolean, first = false): Promise<Session> {
    const endpoint = await endpointFor(profileId);
    const local = profiles.get(profileId)?.kind === 'local';
    const deferCheck = first && options.deferIntegrityCheck === true && options.holdSyncUntil !== undefined && options.integrityCheck !== false;
    const opened = new Session({
      profileId,
      dataDir,
      baseUrl: endpoint.baseUrl,
      apiKey: endpoint.apiKey,
      apiVersion: endpoint.apiVersion,
      bus,
      foreground,
      autoSync: options.autoSync ?? true,
      quickCheck: deferCheck ? false : (options.integrityCheck ?? true),
      holdSyncUntil: options.holdSyncUntil,
      // a damaged file found after the first paint is repaired by opening it again, with the check
      ...(deferCheck ? { checkWhenHeld: () => void repair(profileId) } : {}),
      timing: { ...(local ? LOCAL_TIMING : {}), ...options.engineTiming },
      // the embedded service is Quire's own, started with its default limits: those are known
      limits: local && !options.serviceOverride ? { ...LOCAL_SERVICE_LIMITS, ...options.limits } : options.limits,
      ownLibrary: local && !options.serviceOverride,
      readFileTexts: options.readFileTexts,
      setLimits: profiles.get(profileId)?.limits,
      sendIdempotencyKeys: options.sendIdempotencyKeys,
      retry: options.retry,
      rateLimitBackoff: options.rateLimitBackoff,
      clientBounds: options.clientBounds,
    });
    sessions.set(profileId, { session: opened, embedded: endpoint.embedded });
    // #13: a job of any open profile that finishes is told to the main process (notifications with the window closed)
    finishWatches.get(profileId)?.();
    // Nobody listens for finished jobs in the CLI (unless it syncs every profile): its read commands do not pay for them.
    if (backgroundSync || options.transport !== 'cli') {
      const watch = () => watchFinished(opened.repo, { id: profileId, name: () => profiles.get(profileId)?.name ?? profileId }, (event) => bus.emit('job.finished', event));
      // Reading every finished job to know what is not news waits for the first paint too: until then
      // the held engine pulls nothing, so no job can finish meanwhile.
      finishWatches.set(profileId, first && options.holdSyncUntil ? startWhenSettled(options.holdSyncUntil, watch) : watch());
    }
    return opened;
  }

  async function closeProfile(profileId: string): Promise<void> {
    const entry = sessions.get(profileId);
    sessions.delete(profileId);
    finishWatches.get(profileId)?.();
    finishWatches.delete(profileId);
    if (session === entry?.session) session = null;
    await entry?.session.close();
  }

  /**
   * Opens a profile once: a second caller while it opens (the background opener and a switch, both
   * reacting to the same change of profiles.json) gets the same session, not a second one on its file.
   */
  const opening = new Map<string, Promise<Session>>();
  function openOnce(profileId: string, foreground: boolean): Promise<Session> {
    const existing = sessions.get(profileId);
    if (existing) return Promise.resolve(existing.session);
    const pending = opening.get(profileId);
    if (pending) return pending;
    const started = open(profileId, foreground).finally(() => opening.delete(profileId));
    opening.set(profileId, started);
    return started;
  }

  async function activate(profileId: string): Promise<void> {
    const previous = session;
    const previousId = currentId;
    session = null;
    if (previous) {
      // the previous profile keeps syncing in the background (its queue drains, its jobs are followed)
      if (backgroundSync) previous.setForeground(false);
      else await closeProfile(previous.options.profileId);
    }
    currentId = profileId;
    let opened: Session;
    try {
      opened = await openOnce(profileId, true);
    } catch (error) {
      // the window stays on the profile it showed (never on none), and says nothing it did not do
      currentId = previousId;
      if (previous && backgroundSync && sessions.get(previousId)?.session === previous) {
        previous.setForeground(true);
        session = previous;
      } else if (!closed) {
        session = await openOnce(previousId, true);
        session.setForeground(true);
      }
      throw error;
    }
    if (!options.profileId) profiles.setActive(profileId);
    opened.setForeground(true);
    session = opened;
    embedded = sessions.get(profileId)?.embedded ?? false;
    bus.emit('db.changed', { tables: [...MIRROR_TABLES, 'profiles'] });
    const current = session as Session | null;
    if (current) {
      bus.emit('sync.status', current.engine.status());
      bus.emit('usage.changed', current.engine.usage());
    }
  }

  /** Reopens a profile whose key or version changed (in the window or in the background). */
  async function reopen(profileId: string): Promise<void> {
    if (profileId === currentId) {
      await closeProfile(profileId);
      await activate(profileId);
    } else if (sessions.has(profileId)) {
      await closeProfile(profileId);
      await open(profileId, false);
    }
  }

  /** Opens, in the background, every profile that can sync and is not open yet. */
  async function openBackground(): Promise<void> {
    if (!backgroundSync || closed) return;
    for (const profile of profiles.list()) {
      if (closed || sessions.has(profile.id)) continue;
      if (profile.kind === 'remote' && !(await secrets.get(profile.id))) continue;
      // the embedded library is started for its own sake only if it was used before
      if (profile.kind === 'local' && !fs.existsSync(path.join(dataDir, 'profiles', profile.id, 'quire.db'))) continue;
      try {
        await openOnce(profile.id, false);
      } catch (error) {
        console.warn(`[quire] profile ${profile.id} could not be opened in the background: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** A mirror found damaged after the first paint: reopened with the check, which quarantines and rebuilds it. */
  async function repair(profileId: string): Promise<void> {
    if (closed) return;
    console.warn(`[quire] the library database of profile ${profileId} failed its integrity check; repairing it.`);
    try {
      await reopen(profileId);
    } catch (error) {
      console.warn(`[quire] profile ${profileId} could not be reopened: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  session = await open(currentId, true, true);
  embedded = sessions.get(currentId)?.embedded ?? false;
  // the other profiles start syncing once the window had its first paint
  const backgroundTimer = backgroundSync ? setTimeout(() => void openBackground(), options.backgroundDelayMs ?? 3_000) : null;
  backgroundTimer?.unref();

  const context: HandlerContext = {
    dataDir,
    transport: options.transport,
    version: VERSION,
    profiles,
    secrets,
    openExternal: options.openExternal,
    session: () => {
      if (!session) throw new QuireError('INTERNAL', 'The library is switching profiles; try again in a moment.', true);
      return session;
    },
    activeId: () => currentId,
    isEmbedded: () => embedded,
    activate,
    refreshActive: () => reopen(currentId),
    reopen,
    closeProfile,
    openBackground,
    profileSummary: (id) => sessions.get(id)?.session.summary() ?? null,
    openSession: (id) => sessions.get(id)?.session ?? null,
    isOverridden: (id) => options.serviceOverride !== undefined && id === overriddenId,
  };
  const notebook = new NotebookLayer({
    dataDir,
    activeProfile: () => {
      const profile = profiles.get(currentId);
      return { id: currentId, mirror: context.session().repo.db, notebookKey: profile ? notebookKeyFor(profile) : currentId };
    },
    transport: options.transport,
    backupEveryMs: options.transport === 'cli' ? 0 : undefined,
    secrets,
    syncSchedule: options.transport === 'cli' ? null : DEFAULT_SCHEDULE,
    changed: (tables) => bus.emit('db.changed', { tables: tables.filter(isTableName) }),
    // #14: the local library's files and jobs came from another machine into the embedded service: mirror them now
    libraryImported: () => context.session().engine.syncNow(),
    restore: async (backupDir) => {
      // (the notebook, CRDT state included, is restored by the notebook layer: Notebook.restoreFrom)
      // Intents that were queued when the backup was taken and are not in the live outbox come back.
      const mirrorCopy = path.join(backupDir, 'mirror.db');
      if (fs.existsSync(mirrorCopy)) carryOverIntents(context.session().repo.db, mirrorCopy);
      // The mirror is a cache of the service: pull it again rather than trusting an old copy.
      await context.session().engine.syncNow();
    },
  });
  // #11: Settings → "Use a local model", kept with the embedded service (read at each answer)
  const wrapped = { ...notebook.wrap(createHandlers(context)), ...createLocalModelHandlers(path.join(dataDir, 'local-service')) };
  const notifyState = createNotifyStateHandlers(path.join(dataDir, 'notify.db')); // #13: per-profile notification state
  const handlers = { ...wrapped, ...createExportHandlers(wrapped, notifyState.handlers) };

  // Another process on the same data folder (the CLI beside the window) commits through its own
  // connection; SQLite's data_version tells ours, and the views refetch as for their own writes.
  const seenVersions = new WeakMap<object, number>();
  // profiles.json too: a profile added there reaches the list (and syncs in the background), and the
  // window follows the active profile another process chose (`quire profiles use`, another window).
  let profileChangesSeen = profiles.externalChanges;
  let following = false;
  let followFailures = 0;
  const followProfiles = () => {
    profiles.refresh();
    if (profiles.externalChanges === profileChangesSeen || following) return;
    profileChangesSeen = profiles.externalChanges;
    const onDisk = profiles.activeId;
    const target = profileToFollow({ pinned: options.profileId !== undefined, shown: currentId, onDisk, known: profiles.get(onDisk) !== undefined });
    if (target === null) {
      bus.emit('db.changed', { tables: ['profiles'] });
      void openBackground();
      return;
    }
    following = true;
    activate(target)
      .then(
        () => {
          followFailures = 0;
          bus.emit('profile.followed', { profileId: target, name: profiles.get(target)?.name ?? target });
        },
        (error: unknown) => {
          console.warn(`[quire] could not follow the switch to profile ${target} made elsewhere: ${error instanceof Error ? error.message : String(error)}`);
          // tried again at the next polls (the other process may still be creating its files), then left
          followFailures += 1;
          if (followFailures < 3) profileChangesSeen = -1;
        },
      )
      .finally(() => {
        following = false;
        void openBackground();
      });
  };
  const otherWriters = options.transport === 'cli' ? null : setInterval(() => {
    const current = session as Session | null;
    if (!current || closed) return;
    followProfiles();
    // a switch it started has closed the window's session until the other one opens
    if (session !== current) return;
    let changed = false;
    for (const db of [current.repo.db, notebook.current().db]) {
      const version = db.pragma('data_version', { simple: true }) as number;
      const seen = seenVersions.get(db);
      if (seen !== undefined && seen !== version) changed = true;
      seenVersions.set(db, version);
    }
    // what a view may read: all of it may have changed when another process wrote
    if (changed) bus.emit('db.changed', { tables: [...MIRROR_TABLES, ...NOTEBOOK_TABLE_NAMES] });
  }, 1_500);
  otherWriters?.unref();
  // The notebook's daily backup (it copies the mirror too: ~18 MB for 10,000 jobs) and its first sync
  // pass wait for the window's first paint, as the engine's first cycle does (holdSyncUntil): the first
  // start of a day made its backup while the window was loading its rows.
  const notebookStart = () => {
    if (closed) return;
    if (options.transport !== 'cli') void notebook.scheduledBackup();
    notebook.startSync();
  };
  if (options.holdSyncUntil) void options.holdSyncUntil.then(notebookStart, notebookStart);
  else notebookStart();

  return {
    handlers,
    bus,
    dataDir,
    async close() {
      if (closed) return;
      closed = true;
      if (otherWriters) clearInterval(otherWriters);
      if (backgroundTimer) clearTimeout(backgroundTimer);
      session = null;
      for (const id of [...sessions.keys()]) await closeProfile(id);
      notebook.close();
      notifyState.close();
      const service = localService as LocalServiceHandle | null;
      await service?.stop();
    },
  };
}

/** Starts something once `hold` settles; the returned stop works before and after it started. */
function startWhenSettled(hold: Promise<void>, start: () => () => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  const begin = () => {
    if (!stopped) stop = start();
  };
  void hold.then(begin, begin);
  return () => {
    stopped = true;
    stop?.();
  };
}
