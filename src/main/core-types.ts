// What a transport (Electron IPC, browser-mode WebSocket, CLI) needs from the core.
import type { Handlers } from '../shared/contract';
import type { EventBus } from './bus';

export interface Core {
  readonly handlers: Handlers;
  readonly bus: EventBus;
  readonly dataDir: string;
  /** Stops the engine, the embedded service (if any) and closes the database. */
  close(): Promise<void>;
}

export interface CoreOptions {
  /** Root of Quire's data: profiles, one SQLite mirror per profile, the embedded service's library. */
  dataDir: string;
  transport: 'electron' | 'browser' | 'cli';
  /** Opens a URL in the system browser; the caller has already checked it is https:. */
  openExternal: (url: string) => Promise<void>;
  /** Overrides the active profile's service (CLI --base-url/--api-key, tests). */
  serviceOverride?: { baseUrl: string; apiKey: string; apiVersion?: '2025-11-27' | '2025-08-08' };
  /** Use this profile for this process only, without changing the stored active profile (CLI --profile). */
  profileId?: string;
  /** Start the sync engine's background loops (false for one-shot CLI commands that drive it). */
  autoSync?: boolean;
  /**
   * false: a local profile opens its mirror without forking the embedded service (CLI read commands
   * read local data only); anything that would reach the service then fails as offline. Default true.
   */
  startLocalService?: boolean;
  /**
   * Check each mirror's integrity when it opens (SQLite quick_check, which reads the whole file).
   * Default true; the CLI's read-only commands turn it off so they answer fast, and a damaged file is
   * then reported by the read that hits it.
   */
  integrityCheck?: boolean;
  /**
   * With holdSyncUntil (browser mode): the window's profile opens without the integrity check, and is
   * checked when the hold settles, before its first sync; a damaged file is then quarantined and
   * rebuilt as an opening would (the profile is reopened and the window told). The check reads the
   * whole file (70–130 ms for 10,000 jobs), which would otherwise delay the first paint of the list.
   */
  deferIntegrityCheck?: boolean;
  /**
   * With autoSync, the engine's background loops wait for this (the window's first paint), so the
   * first sync cycle does not compete with showing the library. Profiles opened later start at once.
   */
  holdSyncUntil?: Promise<void>;
}
