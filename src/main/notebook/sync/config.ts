// Where one profile's notebook syncs to, and the secrets that go with it. The target (a folder or a
// WebDAV address and user) is not secret and lives in the notebook's own sync_meta (one notebook,
// so one target, per profile). The WebDAV password and the passphrase are kept like API keys:
// through the SecretStore (Electron's safeStorage on the desktop, a 0600 secrets.json under plain
// Node), under keys of their own so they never collide with a profile's API key.
import { isAbsolute, resolve } from 'node:path';
import { QuireError } from '../../../shared/errors';
import type { SecretStore } from '../../services/profiles';
import type { Notebook } from '../store';
import { FolderTarget } from './targets/folder';
import { WebdavTarget } from './targets/webdav';
import type { SyncTarget } from './targets/target';

export type TargetSetting = { kind: 'folder'; path: string } | { kind: 'webdav'; url: string; user: string | null };

export interface SyncConfig {
  setting: TargetSetting;
  password: string | null;
  passphrase: string | null;
}

const META_KEY = 'target';
export const MIN_PASSPHRASE = 8;

/** Secret-store keys of one profile's notebook sync (never a bare profile id, which holds its API key). */
export function secretKeys(profileId: string): { password: string; passphrase: string } {
  return { password: `notebook-sync:${profileId}:password`, passphrase: `notebook-sync:${profileId}:passphrase` };
}

/** What the user typed (a folder or an http(s) address, and a user) as a target setting, or a clear error. */
export function parseTargetSetting(location: string, user: string | null = null, cwd = process.cwd()): TargetSetting {
  const text = location.trim();
  if (text.length === 0) throw new QuireError('BAD_INPUT', 'Give a folder or a WebDAV address (https://...) to sync the notebook to.');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    if (!/^https?:\/\//i.test(text)) throw new QuireError('BAD_INPUT', `"${text}" is neither a folder nor a WebDAV address (https://...).`);
    // The WebDAV target checks the address itself (no user or password inside it).
    new WebdavTarget({ url: text });
    return { kind: 'webdav', url: text, user: user && user.length > 0 ? user : null };
  }
  if (user) throw new QuireError('BAD_INPUT', 'A user is only for a WebDAV address; a folder needs none.');
  return { kind: 'folder', path: isAbsolute(text) ? text : resolve(cwd, text) };
}

/** Why a passphrase is refused, or null. */
export function passphraseProblem(passphrase: string): string | null {
  if (passphrase.length < MIN_PASSPHRASE) return `The passphrase needs at least ${MIN_PASSPHRASE} characters (the same one on every machine).`;
  return null;
}

export function readTargetSetting(notebook: Notebook): TargetSetting | null {
  const raw = notebook.meta(META_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (record.kind === 'folder' && typeof record.path === 'string') return { kind: 'folder', path: record.path };
    if (record.kind === 'webdav' && typeof record.url === 'string') return { kind: 'webdav', url: record.url, user: typeof record.user === 'string' ? record.user : null };
    return null;
  } catch {
    return null;
  }
}

/** Whether two settings name the same place (another user on one WebDAV address is the same place; pure). */
export function samePlace(before: TargetSetting | null, after: TargetSetting): boolean {
  if (before === null || before.kind !== after.kind) return false;
  return before.kind === 'folder' ? after.kind === 'folder' && before.path === after.path : after.kind === 'webdav' && before.url === after.url;
}

/**
 * Stores the target and its secrets (a null secret leaves the stored one as it is). Another place
 * (or a target set after sync was off) says nothing of the old one's machines, last sync or error
 * until its first pass (which also writes the whole notebook there when it is new: syncer.ts).
 */
export async function saveSyncConfig(notebook: Notebook, secrets: SecretStore, profileId: string, setting: TargetSetting, given: { password?: string | null; passphrase?: string | null }): Promise<void> {
  if (given.passphrase) {
    const problem = passphraseProblem(given.passphrase);
    if (problem) throw new QuireError('BAD_INPUT', problem);
  }
  const keys = secretKeys(profileId);
  if (given.password) await secrets.set(keys.password, given.password);
  if (given.passphrase) await secrets.set(keys.passphrase, given.passphrase);
  if (setting.kind === 'folder') await secrets.delete(keys.password);
  if (!samePlace(readTargetSetting(notebook), setting)) {
    notebook.forgetPeers();
    notebook.setMeta('lastSyncAt', null);
    notebook.setMeta('lastError', null);
  }
  notebook.setMeta(META_KEY, JSON.stringify(setting));
}

export async function loadSyncConfig(notebook: Notebook, secrets: SecretStore, profileId: string): Promise<SyncConfig | null> {
  const setting = readTargetSetting(notebook);
  if (!setting) return null;
  const keys = secretKeys(profileId);
  return { setting, password: await secrets.get(keys.password), passphrase: await secrets.get(keys.passphrase) };
}

/** Turns sync off for this profile: forgets the target and both secrets (the notebook stays). */
export async function clearSyncConfig(notebook: Notebook, secrets: SecretStore, profileId: string): Promise<void> {
  const keys = secretKeys(profileId);
  await secrets.delete(keys.password);
  await secrets.delete(keys.passphrase);
  notebook.setMeta(META_KEY, null);
}

export function openTarget(config: SyncConfig): SyncTarget {
  if (config.setting.kind === 'folder') return new FolderTarget(config.setting.path);
  return new WebdavTarget({ url: config.setting.url, user: config.setting.user ?? undefined, password: config.password ?? undefined });
}

/** A setting in words, without any secret ("folder /x", "WebDAV https://h/dav as ann"). */
export function describeSetting(setting: TargetSetting): string {
  if (setting.kind === 'folder') return `folder ${setting.path}`;
  return `WebDAV ${setting.url}${setting.user ? ` as ${setting.user}` : ''}`;
}
