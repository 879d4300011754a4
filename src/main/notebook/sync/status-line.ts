// The one-line words for notebook sync state (issue #14), shared by the CLI status and the sync
// indicator: "Notebook synced 2 min ago; 1 other machine", "3 notebook changes waiting: <why>".
// Pure: the caller passes the stored state and the clock.

export interface SyncLineState {
  configured: boolean;
  lastSyncAt: string | null;
  /** Other machines seen on the target. */
  otherMachines: number;
  pending: number;
  /** The last pass's error in words, null when it went through. */
  error: string | null;
}

function ago(fromIso: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(fromIso)) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

export function syncLine(state: SyncLineState, now: Date): string {
  if (!state.configured) return 'Notebook sync is off';
  const machines = `${state.otherMachines} other machine${state.otherMachines === 1 ? '' : 's'}`;
  if (state.error !== null) {
    const waiting = state.pending > 0 ? `${state.pending} notebook change${state.pending === 1 ? '' : 's'} waiting on this machine: ` : 'Notebook sync failed: ';
    return `${waiting}${state.error}`;
  }
  if (state.lastSyncAt === null) return 'Notebook not synced yet';
  return `Notebook synced ${ago(state.lastSyncAt, now)}; ${machines}`;
}
