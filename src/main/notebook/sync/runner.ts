// One notebook sync pass for one profile, as the app and the CLI run it: read the stored target and
// secrets (config.ts), run the pass (syncer.ts), and record how it went in the notebook's sync_meta
// (last success, last error in words) so syncLine can say it ("Notebook synced 2 min ago; 1 other
// machine" or "3 notebook changes waiting on this machine: <why>"). Errors never escape as throws:
// a pass that fails leaves the changes queued and the reason recorded.
import type { SecretStore } from '../../services/profiles';
import type { Notebook } from '../store';
import { loadSyncConfig, openTarget } from './config';
import { syncLine, type SyncLineState } from './status-line';
import { syncOnce, type SyncPassReport } from './syncer';
import { importLocalLibrary, shareLocalLibrary, type LibraryImportReport, type LibraryShareReport } from './library';

export interface ProfileSyncResult {
  ok: boolean;
  report: SyncPassReport | null;
  error: string | null;
  line: string;
  /** The local library's records shared and imported in this pass (local library profile only). */
  library: (LibraryShareReport & LibraryImportReport) | null;
}

function errorWords(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What syncLine needs, from the notebook's own records. */
export function syncLineState(notebook: Notebook, configured: boolean): SyncLineState {
  return {
    configured,
    lastSyncAt: notebook.meta('lastSyncAt'),
    otherMachines: notebook.peers().filter((peer) => peer.device !== notebook.deviceId()).length,
    pending: notebook.pendingCount(),
    error: notebook.meta('lastError'),
  };
}

export async function runProfileSync(options: {
  notebook: Notebook;
  secrets: SecretStore;
  profileId: string;
  notebookKey: string;
  /** The embedded service's data folder, for the local library profile: its files and finished jobs travel too (library.ts). */
  localLibraryDir?: string | null;
  now?: () => Date;
}): Promise<ProfileSyncResult> {
  const { notebook } = options;
  const now = options.now ?? (() => new Date());
  const config = await loadSyncConfig(notebook, options.secrets, options.profileId);
  if (!config) return { ok: false, report: null, error: null, line: syncLine(syncLineState(notebook, false), now()), library: null };
  let report: SyncPassReport | null = null;
  let error: string | null = null;
  let library: (LibraryShareReport & LibraryImportReport) | null = null;
  if (!config.passphrase) {
    error = 'No passphrase is stored on this machine; set it again (the same one as on your other machines).';
  } else {
    const libraryDir = options.localLibraryDir ?? null;
    let shared: LibraryShareReport = { sharedFiles: 0, sharedJobs: 0 };
    if (libraryDir) {
      try {
        shared = shareLocalLibrary(notebook, libraryDir);
      } catch (caught) {
        error = `The local library's files and finished research could not be read for sync: ${errorWords(caught)}`;
      }
    }
    try {
      // earlier builds synced a profile under its (per-machine) id
      report = await syncOnce({ target: openTarget(config), passphrase: config.passphrase, notebookKey: options.notebookKey, formerKey: options.profileId, notebook, now });
      if (report.rejected.length > 0) error = `${report.rejected.length} file(s) on the target failed their authentication check and were not applied (${report.rejected[0]?.message ?? ''})`;
    } catch (caught) {
      error = errorWords(caught);
    }
    if (libraryDir && report) {
      try {
        const imported = importLocalLibrary(notebook, libraryDir);
        library = { ...shared, ...imported };
        if (imported.refused.length > 0) error ??= `${imported.refused.length} local library record(s) from another machine were not imported (${imported.refused[0] ?? ''})`;
      } catch (caught) {
        error ??= `The notes synced, but the local library's files and research from the other machines could not be added here yet: ${errorWords(caught)}`;
      }
    }
  }
  if (report && error === null) notebook.setMeta('lastSyncAt', now().toISOString());
  notebook.setMeta('lastError', error);
  return { ok: error === null, report, error, line: syncLine(syncLineState(notebook, true), now()), library };
}
