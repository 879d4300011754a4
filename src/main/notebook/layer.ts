// Puts the notebook on top of the core's handlers: its own operations (notes, tags, stars, exports,
// backups), and the core operations it enriches (job lists carry tags and stars and filter by them,
// search also finds notes and tags, a job's export carries its note and tags).
import path from 'node:path';
import fs from 'node:fs';
import type Database from 'better-sqlite3';
import type { CoreHandlers, ExportHandlers, Handlers, LocalModelHandlers, NotebookHandlers } from '../../shared/contract';
import type { JobSummary, SearchHit } from '../../shared/domain';
import { QuireError } from '../../shared/errors';
import { compareJobs } from '../../shared/job-sort';
import { Notebook } from './store';
import { createBackup, listBackups, type BackupInfo } from './backup';
import { exportFileName, exportNotebook, renderJobMarkdown } from './export';
import type { SecretStore } from '../services/profiles';
import type { NotebookSyncStatus } from '../../shared/notebook-contract';
import { clearSyncConfig, describeSetting, loadSyncConfig, parseTargetSetting, saveSyncConfig } from './sync/config';
import { runProfileSync, syncLineState } from './sync/runner';
import { testSyncTarget } from './sync/target-check';
import { syncLine } from './sync/status-line';
import { nextPassDelay, type ScheduleOptions, type ScheduleState } from './sync/schedule';
import { knownJobKeys } from '../db/job-keys';
import { jobKeyOfNote, waitingNotes } from './waiting';

export interface NotebookLayerOptions {
  dataDir: string;
  /** The active profile's id and mirror connection (the mirror is backed up for its outbox). */
  /** notebookKey: the same on every machine for the same account (notebook-key.ts). */
  activeProfile: () => { id: string; mirror: Database.Database; notebookKey: string };
  /** Restores the mirror's local-only data (its outbox) from a backup folder and re-syncs; provided by the core (the notebook restores itself). */
  restore: (backupDir: string) => Promise<void>;
  /** Only the CLI may name an export folder; windows export into the data folder. */
  transport: 'electron' | 'browser' | 'cli';
  /** Told which notebook tables a write changed (the core turns it into `db.changed`). */
  changed?: (tables: string[]) => void;
  /** Scheduled backups; 0 turns them off (tests). */
  backupEveryMs?: number;
  keepBackups?: number;
  /** Where notebook sync keeps its WebDAV password and passphrase (the same store as API keys). */
  secrets?: SecretStore;
  /** Runs notebook sync passes on this schedule (see sync/schedule.ts); null or absent: only on request. */
  syncSchedule?: ScheduleOptions | null;
  /** Told when a pass imported the local library's files or jobs from another machine (the core re-syncs the mirror from the embedded service). */
  libraryImported?: () => Promise<void>;
}

const DAY = 24 * 60 * 60 * 1000;
const FILTERED_SCAN_LIMIT = 5_000;

export class NotebookLayer {
  private readonly notebooks = new Map<string, Notebook>();
  private timer: NodeJS.Timeout | null = null;
  private syncTimer: NodeJS.Timeout | null = null;
  private syncRunning: Promise<void> | null = null;
  private closed = false;
  private readonly schedule: ScheduleState = { lastPassAt: null, failures: 0, pendingSince: null };

  constructor(private readonly options: NotebookLayerOptions) {
    const every = options.backupEveryMs ?? DAY;
    if (every > 0) {
      this.timer = setInterval(() => void this.scheduledBackup(), every);
      this.timer.unref();
    }
  }

  /** Starts the notebook sync schedule (the first pass at once); a no-op without a schedule. */
  startSync(): void {
    this.armSync();
  }

  /** A local notebook change: a pass soon (debounced), so the other machines get it. */
  private localChange(): void {
    if (!this.options.syncSchedule) return;
    if (this.schedule.pendingSince === null) this.schedule.pendingSince = Date.now();
    this.armSync();
  }

  private armSync(): void {
    const options = this.options.syncSchedule;
    if (!options || this.closed || this.syncRunning) return;
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = setTimeout(() => void this.scheduledPass(), nextPassDelay(this.schedule, Date.now(), options));
    this.syncTimer.unref();
  }

  /** One pass of the active profile's notebook (skipped quickly when sync is off), then the next is armed. */
  private async scheduledPass(): Promise<void> {
    if (this.closed || this.syncRunning || !this.options.secrets) return;
    const run = (async () => {
      const result = await this.pass();
      this.schedule.lastPassAt = Date.now();
      this.schedule.failures = result.error !== null ? this.schedule.failures + 1 : 0;
      if (result.error === null) this.schedule.pendingSince = null;
      if ((result.report?.appliedChanges ?? 0) > 0) this.options.changed?.(['notes', 'tags', 'stars', 'jobs']);
    })();
    this.syncRunning = run.catch(() => undefined);
    try {
      await run;
    } catch {
      // e.g. the profile is switching: try again on the usual schedule
      this.schedule.lastPassAt = Date.now();
    } finally {
      this.syncRunning = null;
      this.armSync();
    }
  }

  /** One pass of the active profile's notebook; for the local library, its files and finished jobs travel too. */
  private async pass(): ReturnType<typeof runProfileSync> {
    // the notebook key names this notebook's folder on the target, the same on every machine
    const { id, notebookKey } = this.options.activeProfile();
    const localLibraryDir = notebookKey === 'local' ? path.join(this.options.dataDir, 'local-service') : null;
    const result = await runProfileSync({ notebook: this.current(), secrets: this.secrets(), profileId: id, notebookKey, localLibraryDir });
    if ((result.library?.importedFiles ?? 0) + (result.library?.importedJobs ?? 0) > 0) {
      await this.options.libraryImported?.().catch((error: unknown) => console.warn('[quire] re-sync after a library import failed:', error instanceof Error ? error.message : error));
    }
    return result;
  }

  private secrets(): SecretStore {
    if (!this.options.secrets) throw new QuireError('INTERNAL', 'Notebook sync has no secret store here.');
    return this.options.secrets;
  }

  /** Notebook sync of the active profile in words (no secret in it). */
  async syncStatus(now = new Date()): Promise<NotebookSyncStatus> {
    const notebook = this.current();
    const config = this.options.secrets ? await loadSyncConfig(notebook, this.options.secrets, this.options.activeProfile().id) : null;
    const state = syncLineState(notebook, config !== null);
    return {
      configured: config !== null,
      target: config ? describeSetting(config.setting) : null,
      hasPassphrase: Boolean(config?.passphrase),
      line: syncLine(state, now),
      lastSyncAt: state.lastSyncAt,
      error: state.error,
      pending: state.pending,
      machines: notebook.peers().filter((peer) => peer.device !== notebook.deviceId()).map((peer) => ({ device: peer.device, seenAt: peer.seenAt })),
    };
  }

  /** The notebook of the active profile, opened on first use. */
  current(): Notebook {
    const { id } = this.options.activeProfile();
    let notebook = this.notebooks.get(id);
    if (!notebook) {
      const dir = path.join(this.options.dataDir, 'profiles', id);
      fs.mkdirSync(dir, { recursive: true });
      notebook = Notebook.open(path.join(dir, 'notebook.db'), { preMigrationBackupDir: path.join(this.options.dataDir, 'backups', id) });
      this.notebooks.set(id, notebook);
    }
    return notebook;
  }

  backupDir(): string {
    return path.join(this.options.dataDir, 'backups', this.options.activeProfile().id);
  }

  async backup(reason: string, protect: string | null = null): Promise<BackupInfo> {
    const { mirror } = this.options.activeProfile();
    return createBackup(
      { databases: { 'notebook.db': this.current().db, 'mirror.db': mirror }, files: [path.join(this.options.dataDir, 'profiles.json')] },
      this.backupDir(),
      reason,
      this.options.keepBackups ?? 10,
      new Date(),
      protect,
    );
  }

  /** Backs up once a day at most, whatever the timer's cadence (restarts do not multiply backups). */
  async scheduledBackup(): Promise<BackupInfo | null> {
    const latest = listBackups(this.backupDir())[0];
    if (latest && Date.now() - Date.parse(latest.createdAt) < DAY) return null;
    try {
      return await this.backup('scheduled');
    } catch (error) {
      console.warn('[quire] scheduled backup failed:', error instanceof Error ? error.message : error);
      return null;
    }
  }

  /** Tags and star on each job, under its stable key (server id once known; see Notebook.rekey). */
  decorate(items: JobSummary[]): JobSummary[] {
    const notebook = this.current();
    return items.map((item) => {
      const key = item.serverId ?? item.id;
      if (key !== item.id) notebook.rekey(item.id, key);
      return { ...item, tags: notebook.tagsFor('job', key), starred: notebook.isStarred('job', key) };
    });
  }

  /** The core handlers with the notebook's operations added and the enriched ones replaced. */
  wrap(core: CoreHandlers): Omit<Handlers, keyof ExportHandlers | keyof LocalModelHandlers> {
    /** The notebook key of a job: its server id once it has one, else its local id. */
    const jobKey = async (jobId: string): Promise<string> => {
      const job = await core['jobs.get']({ id: jobId }).catch(() => null);
      if (!job) return jobId;
      const key = job.serverId ?? job.id;
      this.current().rekey(job.id, key);
      return key;
    };
    /** Jobs and their sources (`<jobId>/<resultId>`) are keyed by the job's stable key; collections as they are. */
    const targetKey = async (targetType: string, targetId: string): Promise<string> => {
      if (targetType === 'collection') return targetId;
      if (targetType === 'source') {
        const slash = targetId.indexOf('/');
        return slash > 0 ? `${await jobKey(targetId.slice(0, slash))}${targetId.slice(slash)}` : targetId;
      }
      return jobKey(targetId);
    };

    const own: Omit<NotebookHandlers, 'notebookSync.status' | 'notebookSync.set' | 'notebookSync.clear' | 'notebookSync.now' | 'notebookSync.test'> = {
      'notes.get': async ({ targetType, targetId }) => this.current().getNote(targetType, await targetKey(targetType, targetId)),
      'notes.save': async ({ targetType, targetId, body }) => {
        const saved = this.current().saveNote(targetType, await targetKey(targetType, targetId), body);
        this.options.changed?.(['notes']);
        this.localChange();
        return saved;
      },
      'tags.set': async ({ targetType, targetId, tags }) => {
        const saved = this.current().setTags(targetType, await targetKey(targetType, targetId), tags);
        this.options.changed?.(['tags']);
        this.localChange();
        return { tags: saved };
      },
      'tags.list': async () => ({ tags: this.current().allTags() }),
      'stars.set': async ({ targetType, targetId, starred }) => {
        this.current().setStar(targetType, await targetKey(targetType, targetId), starred);
        this.options.changed?.(['stars']);
        this.localChange();
        return { ok: true as const };
      },
      'notebook.get': async ({ jobId }) => {
        const notebook = this.current();
        const key = await jobKey(jobId);
        const note = notebook.getNote('job', key);
        return { note: note.body, noteUpdatedAt: note.updatedAt, tags: notebook.tagsFor('job', key), starred: notebook.isStarred('job', key) };
      },
      'notebook.waiting': async () => {
        const notes = this.current().jobNotes();
        const known = knownJobKeys(this.options.activeProfile().mirror, [...new Set(notes.map((note) => jobKeyOfNote(note)))]);
        return { notes: waitingNotes(notes, known) };
      },
      'notebook.export': async ({ dir }) => {
        if (dir !== undefined && this.options.transport !== 'cli') throw new QuireError('FORBIDDEN', 'The window exports into Quire\'s data folder; choose another folder from the command line.');
        const target = path.resolve(dir ?? path.join(this.options.dataDir, 'export', this.options.activeProfile().id));
        const jobs = [];
        for (let offset = 0; ; offset += 500) {
          const page = await core['jobs.list']({ offset, limit: 500 });
          for (const item of page.items) {
            jobs.push({ job: await core['jobs.get']({ id: item.id }), notebook: this.current().jobNotebook(item.serverId ?? item.id) });
          }
          if (page.items.length < 500) break;
        }
        // removed jobs stay out of "every job" (the user took them off the list), but never silently
        const removedLeftOut = (await core['jobs.list']({ offset: 0, limit: 1, removed: true })).total;
        return { dir: target, written: exportNotebook(target, jobs).written.length, removedLeftOut };
      },
      'jobs.export': async ({ id }) => {
        const job = await core['jobs.get']({ id });
        return { fileName: exportFileName(job), markdown: renderJobMarkdown(job, this.current().jobNotebook(await jobKey(job.id))) };
      },
      'backups.list': async () => ({ backups: listBackups(this.backupDir()).map(toWireBackup), dir: this.backupDir() }),
      'backups.create': async () => toWireBackup(await this.backup('manual')),
      'backups.restore': async ({ name }) => {
        const chosen = listBackups(this.backupDir()).find((backup) => backup.name === name);
        if (!chosen) throw new QuireError('NOT_FOUND', 'That backup no longer exists.');
        // Undo is always possible: what is replaced is backed up first.
        await this.backup('before-restore', chosen.name);
        // The notebook's CRDT state comes back as ordinary edits on top of the live one, so sync keeps (and spreads) it.
        this.current().restoreFrom(path.join(chosen.path, 'notebook.db'));
        await this.options.restore(chosen.path);
        this.options.changed?.(['notes', 'tags', 'stars', 'outbox', 'jobs']);
        return { ok: true as const };
      },
    };

    const syncOwn: Pick<NotebookHandlers, 'notebookSync.status' | 'notebookSync.set' | 'notebookSync.clear' | 'notebookSync.now' | 'notebookSync.test'> = {
      'notebookSync.status': async () => this.syncStatus(),
      'notebookSync.set': async ({ location, user, password, passphrase }) => {
        const setting = parseTargetSetting(location, user);
        await saveSyncConfig(this.current(), this.secrets(), this.options.activeProfile().id, setting, { password, passphrase });
        return this.syncStatus();
      },
      'notebookSync.test': async ({ location, user, password }) => {
        const config = await loadSyncConfig(this.current(), this.secrets(), this.options.activeProfile().id);
        let setting;
        if (location === null) {
          // the configured target, as saved (nothing typed)
          if (!config) return { ok: false, message: 'Notebook sync is not set up for this profile: give a folder or a WebDAV address to test.' };
          setting = config.setting;
        } else {
          try {
            setting = parseTargetSetting(location, user);
          } catch (error) {
            return { ok: false, message: error instanceof Error ? error.message : String(error) };
          }
        }
        const stored = password ?? config?.password ?? null;
        return testSyncTarget(setting, setting.kind === 'webdav' ? stored : null);
      },
      'notebookSync.clear': async () => {
        await clearSyncConfig(this.current(), this.secrets(), this.options.activeProfile().id);
        return this.syncStatus();
      },
      'notebookSync.now': async () => {
        await this.pass();
        this.options.changed?.(['notes', 'tags', 'stars', 'jobs']);
        return this.syncStatus();
      },
    };

    return {
      ...core,
      ...own,
      ...syncOwn,
      'jobs.list': async (input) => {
        const filter = { tag: input.tag, starred: input.starred };
        const ids = this.current().filterIds('job', filter);
        if (ids === null) {
          const starredKeys = input.sort === 'starred' ? [...(this.current().filterIds('job', { starred: true }) ?? [])] : undefined;
          const page = await core['jobs.list']({ ...input, ...(starredKeys ? { starredKeys } : {}) });
          return { ...page, items: this.decorate(page.items) };
        }
        // Tagged and starred sets are small: read those jobs directly, newest first.
        const matching: JobSummary[] = [];
        for (const id of [...ids].slice(0, FILTERED_SCAN_LIMIT)) {
          try {
            const job = await core['jobs.get']({ id });
            if (input.status && job.status !== input.status) continue;
            if (input.collectionId && !job.options.collectionIds.includes(input.collectionId)) continue;
            if (Boolean(job.removedAt) !== Boolean(input.removed)) continue;
            matching.push({ ...summaryOf(job), starred: this.current().isStarred('job', job.serverId ?? job.id), removedAt: job.removedAt ?? null });
          } catch {
            // a tag on a job the mirror no longer has (e.g. another profile's): skip it
          }
        }
        matching.sort(compareJobs(input.sort ?? 'newest'));
        return { items: this.decorate(matching.slice(input.offset, input.offset + input.limit)), total: matching.length };
      },
      'search.query': async (input) => {
        const found = await core['search.query'](input);
        const extra: SearchHit[] = [];
        for (const hit of this.current().search(input.text, input.limit)) {
          if (hit.targetType === 'collection') continue;
          const key = hit.targetType === 'source' ? (hit.targetId.split('/')[0] ?? '') : hit.targetId;
          try {
            const job = await core['jobs.get']({ id: key });
            if (job.removedAt) continue;
            extra.push({ jobId: job.id, query: job.query, status: job.status, field: hit.field, snippet: hit.snippet });
          } catch {
            // note on a job that is gone: nothing to open
          }
        }
        return { hits: [...extra, ...found.hits].slice(0, input.limit) };
      },
    };
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    if (this.syncTimer) clearTimeout(this.syncTimer);
    for (const notebook of this.notebooks.values()) notebook.close();
    this.notebooks.clear();
  }
}

function toWireBackup(backup: BackupInfo) {
  return { name: backup.name, createdAt: backup.createdAt, reason: backup.reason, bytes: backup.bytes };
}

function summaryOf(job: JobSummary): JobSummary {
  return {
    id: job.id,
    serverId: job.serverId,
    query: job.query,
    status: job.status,
    reasoningLoopsConsumed: job.reasoningLoopsConsumed,
    runningTime: job.runningTime,
    createdAt: job.createdAt,
    syncState: job.syncState,
    error: job.error,
    availableOffline: job.availableOffline,
    sourceCount: job.sourceCount,
  };
}
