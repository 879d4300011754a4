// The list's selection for exporting several research jobs at once (#13): Ctrl/⌘-click adds or
// removes a job (the open job joins the first time, as in a file manager); from the keyboard, in the
// list: Space adds or removes the open job, Shift+↑/↓ extends, Ctrl/⌘+A selects every listed job,
// Escape clears. Kept apart from the UI store: only the export bar and the rows' marks read it.
import { create } from 'zustand';

export interface SelectionState {
  ids: string[];
  /** Adds or removes `jobId`; `openJobId` joins when a selection starts. */
  toggle(jobId: string, openJobId: string | null): void;
  set(ids: string[]): void;
  clear(): void;
}

/** The selection after a Ctrl/⌘-click (pure; table-tested). */
export function toggled(ids: readonly string[], jobId: string, openJobId: string | null): string[] {
  if (ids.includes(jobId)) return ids.filter((id) => id !== jobId);
  const start = ids.length === 0 && openJobId && openJobId !== jobId ? [openJobId] : [];
  return [...ids, ...start, jobId];
}

/** A key pressed in the research list, as selectionAfterKey reads it. */
export interface ListKey {
  key: string;
  shift: boolean;
  mod: boolean;
}

/**
 * The selection after a key pressed in the list (pure; table-tested), or null when the key is not a
 * selection key. `order` is the list's order; `openJobId` the job open in the main pane (the list's
 * active row). Shift+↑/↓ adds the open job and its neighbour (the open job then moves there).
 */
export function selectionAfterKey(ids: readonly string[], press: ListKey, order: readonly string[], openJobId: string | null): string[] | null {
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (press.mod && key === 'a') return [...order];
  if (press.mod) return null;
  if (key === 'Escape') return ids.length > 0 ? [] : null;
  if (!openJobId) return null;
  if (key === ' ') return toggled(ids, openJobId, null);
  if (press.shift && (key === 'ArrowDown' || key === 'ArrowUp' || key === 'j' || key === 'k')) {
    const at = order.indexOf(openJobId);
    const neighbour = at === -1 ? undefined : order[at + (key === 'ArrowDown' || key === 'j' ? 1 : -1)];
    const added = [openJobId, ...(neighbour ? [neighbour] : [])].filter((id) => !ids.includes(id));
    return [...ids, ...added];
  }
  return null;
}

export const useSelection = create<SelectionState>((set) => ({
  ids: [],
  toggle: (jobId, openJobId) => set((s) => ({ ids: toggled(s.ids, jobId, openJobId) })),
  set: (ids) => set({ ids }),
  clear: () => set({ ids: [] }),
}));
