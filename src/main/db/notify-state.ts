// What Quire remembers on this machine about finished research, per profile (#13), in SQLite so the
// main process can honour it with the window closed: whether notifications are on, whether the
// permission offer was dismissed, the jobs known finished (null until the profile's list was first
// seen: what is finished at the first look is not news) and those finished since the user last
// looked (unread). One small machine-wide file (notify.db in the data folder), keyed by profile id,
// so every profile's state is readable without opening its mirror. Values once kept in the page's
// localStorage are imported once per profile (importLegacy).
import type { Db } from './open';
import { rawOpen } from './open';

/** Jobs remembered per profile (the oldest are forgotten first). */
export const KEEP_JOBS = 2_000;

export interface NotifySettings {
  enabled: boolean;
  offerDismissed: boolean;
}

export interface NotifyProfileState extends NotifySettings {
  /** Jobs known finished; null until the first list of this profile was seen. */
  known: string[] | null;
  unread: string[];
  /** Whether this profile's state was already in SQLite (or imported): the page's old copy is then ignored. */
  stored: boolean;
}

export interface LegacyNotifyState {
  known: string[] | null;
  unread: string[];
  enabled: boolean;
  offerDismissed: boolean;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS notify_profiles (
    profile_id TEXT PRIMARY KEY,
    enabled INTEGER NOT NULL DEFAULT 1,
    offer_dismissed INTEGER NOT NULL DEFAULT 0,
    seen INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE IF NOT EXISTS notify_jobs (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    profile_id TEXT NOT NULL,
    job_id TEXT NOT NULL,
    unread INTEGER NOT NULL DEFAULT 0,
    UNIQUE (profile_id, job_id)
  );`;

interface ProfileRow {
  enabled: number;
  offer_dismissed: number;
  seen: number;
}

export class NotifyStore {
  private constructor(readonly db: Db) {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 5000');
    db.exec(SCHEMA);
  }

  static open(file: string): NotifyStore {
    return new NotifyStore(rawOpen(file));
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  private row(profileId: string): ProfileRow | undefined {
    return this.db.prepare<[string], ProfileRow>('SELECT enabled, offer_dismissed, seen FROM notify_profiles WHERE profile_id = ?').get(profileId);
  }

  private ensure(profileId: string): void {
    this.db.prepare('INSERT OR IGNORE INTO notify_profiles (profile_id) VALUES (?)').run(profileId);
  }

  settings(profileId: string): NotifySettings {
    const row = this.row(profileId);
    return { enabled: row ? row.enabled === 1 : true, offerDismissed: row ? row.offer_dismissed === 1 : false };
  }

  state(profileId: string): NotifyProfileState {
    const row = this.row(profileId);
    const jobs = this.db
      .prepare<[string], { job_id: string; unread: number }>('SELECT job_id, unread FROM notify_jobs WHERE profile_id = ? ORDER BY seq')
      .all(profileId);
    return {
      ...this.settings(profileId),
      known: row && row.seen === 1 ? jobs.map((job) => job.job_id) : null,
      unread: jobs.filter((job) => job.unread === 1).map((job) => job.job_id),
      stored: row !== undefined,
    };
  }

  setSettings(profileId: string, change: Partial<NotifySettings>): NotifySettings {
    this.db.transaction(() => {
      this.ensure(profileId);
      if (change.enabled !== undefined) this.db.prepare('UPDATE notify_profiles SET enabled = ? WHERE profile_id = ?').run(change.enabled ? 1 : 0, profileId);
      if (change.offerDismissed !== undefined) {
        this.db.prepare('UPDATE notify_profiles SET offer_dismissed = ? WHERE profile_id = ?').run(change.offerDismissed ? 1 : 0, profileId);
      }
    })();
    return this.settings(profileId);
  }

  /**
   * Remembers finished jobs of a profile (its list was seen: from now on, what is not known is news);
   * those in `unread` are marked unread. `onlyIfSeen`: record nothing for a profile never looked at.
   */
  remember(profileId: string, finished: readonly string[], unread: readonly string[], options: { onlyIfSeen?: boolean } = {}): boolean {
    return this.db.transaction(() => {
      if (options.onlyIfSeen && this.row(profileId)?.seen !== 1) return false;
      this.ensure(profileId);
      this.db.prepare('UPDATE notify_profiles SET seen = 1 WHERE profile_id = ?').run(profileId);
      const insert = this.db.prepare('INSERT OR IGNORE INTO notify_jobs (profile_id, job_id) VALUES (?, ?)');
      for (const id of finished) insert.run(profileId, id);
      for (const id of unread) insert.run(profileId, id);
      const mark = this.db.prepare('UPDATE notify_jobs SET unread = 1 WHERE profile_id = ? AND job_id = ?');
      for (const id of unread) mark.run(profileId, id);
      this.trim(profileId);
      return true;
    })();
  }

  markRead(profileId: string, jobId: string): void {
    this.db.prepare('UPDATE notify_jobs SET unread = 0 WHERE profile_id = ? AND job_id = ?').run(profileId, jobId);
  }

  /** One-time import of what the page kept in localStorage; nothing happens when this profile is already stored. */
  importLegacy(profileId: string, legacy: LegacyNotifyState): boolean {
    return this.db.transaction(() => {
      if (this.row(profileId)) return false;
      this.db
        .prepare('INSERT INTO notify_profiles (profile_id, enabled, offer_dismissed, seen) VALUES (?, ?, ?, ?)')
        .run(profileId, legacy.enabled ? 1 : 0, legacy.offerDismissed ? 1 : 0, legacy.known === null ? 0 : 1);
      const insert = this.db.prepare('INSERT OR IGNORE INTO notify_jobs (profile_id, job_id, unread) VALUES (?, ?, ?)');
      const unread = new Set(legacy.unread);
      for (const id of legacy.known ?? []) insert.run(profileId, id, unread.has(id) ? 1 : 0);
      for (const id of legacy.unread) insert.run(profileId, id, 1);
      this.trim(profileId);
      return true;
    })();
  }

  /** Forgets a removed profile. */
  forget(profileId: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM notify_jobs WHERE profile_id = ?').run(profileId);
      this.db.prepare('DELETE FROM notify_profiles WHERE profile_id = ?').run(profileId);
    })();
  }

  private trim(profileId: string): void {
    this.db
      .prepare(
        `DELETE FROM notify_jobs WHERE profile_id = ? AND seq NOT IN (SELECT seq FROM notify_jobs WHERE profile_id = ? ORDER BY seq DESC LIMIT ${KEEP_JOBS})`,
      )
      .run(profileId, profileId);
  }
}
