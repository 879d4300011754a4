// Backups of what lives only on this machine: the notebook (notes, tags, stars), the mirror's
// local intents (its outbox travels inside the mirror copy) and the settings files. Databases are
// copied with SQLite's online backup API (consistent while in use), never as raw files.
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { QuireError } from '../../shared/errors';

export interface BackupSource {
  /** Live connections to copy, by file name inside the backup folder (e.g. notebook.db, mirror.db). */
  databases: Record<string, Database.Database>;
  /** Plain settings files to copy as they are (e.g. profiles.json). */
  files: string[];
}

export interface BackupInfo {
  name: string;
  path: string;
  createdAt: string;
  reason: string;
  bytes: number;
}

const NAME = /^(\d{8}T\d{6}\d{3}Z)-([a-z0-9-]+)$/;

/** `<UTC stamp>-<reason>`: sorts by time, and listBackups recognises it. */
export { backupFolderName } from '../../shared/backup-name';
import { backupFolderName } from '../../shared/backup-name';

export async function createBackup(source: BackupSource, backupRoot: string, reason: string, keep = 10, now = new Date(), protect: string | null = null): Promise<BackupInfo> {
  const name = backupFolderName(now, reason);
  const partial = join(backupRoot, `.partial-${name}`);
  const final = join(backupRoot, name);
  mkdirSync(partial, { recursive: true });
  try {
    for (const [fileName, db] of Object.entries(source.databases)) {
      await db.backup(join(partial, fileName));
    }
    for (const file of source.files) {
      if (existsSync(file)) copyFileSync(file, join(partial, basename(file)));
    }
    // A folder without the .partial- prefix is complete: a crash mid-backup leaves only a partial one.
    rmSync(final, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.rename(partial, final));
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  pruneBackups(backupRoot, keep, protect);
  const info = listBackups(backupRoot).find((backup) => backup.name === name);
  if (!info) throw new QuireError('INTERNAL', 'The backup was written but cannot be found.');
  return info;
}

export function listBackups(backupRoot: string): BackupInfo[] {
  if (!existsSync(backupRoot)) return [];
  return readdirSync(backupRoot)
    .map((name) => ({ name, match: NAME.exec(name) }))
    .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ name, match }) => {
      const path = join(backupRoot, name);
      const raw = match[1] ?? '';
      const createdAt = `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}T${raw.slice(9, 11)}:${raw.slice(11, 13)}:${raw.slice(13, 15)}.${raw.slice(15, 18)}Z`;
      const bytes = readdirSync(path).reduce((sum, file) => sum + statSync(join(path, file)).size, 0);
      return { name, path, createdAt, reason: match[2] ?? '', bytes };
    })
    .sort((a, b) => b.name.localeCompare(a.name));
}

/** Keeps the newest `keep` backups, and `protect` (the one being restored) whatever its age. */
export function pruneBackups(backupRoot: string, keep: number, protect: string | null = null): void {
  for (const old of listBackups(backupRoot).slice(Math.max(1, keep))) if (old.name !== protect) rmSync(old.path, { recursive: true, force: true });
  if (!existsSync(backupRoot)) return;
  for (const name of readdirSync(backupRoot)) if (name.startsWith('.partial-')) rmSync(join(backupRoot, name), { recursive: true, force: true });
}

/** Opens a database file from a backup read-only after checking it is sound. */
export function openBackupDatabase(file: string): Database.Database {
  if (!existsSync(file)) throw new QuireError('NOT_FOUND', `The backup has no ${basename(file)}.`);
  const db = new Database(file, { readonly: true, fileMustExist: true, nativeBinding: process.env.QUIRE_SQLITE_NATIVE_BINDING || undefined });
  const check = db.pragma('integrity_check', { simple: true });
  if (check !== 'ok') {
    db.close();
    throw new QuireError('CONFLICT', `The backup's ${basename(file)} is damaged (${String(check)}); choose an older backup.`);
  }
  return db;
}
