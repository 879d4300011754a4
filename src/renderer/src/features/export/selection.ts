// The list's selection for exporting several research jobs at once (#13): Ctrl/⌘-click adds or
// removes a job (the open job joins the first time, as in a file manager). Kept apart from the UI
// store: only the export bar and the rows' marks read it.
import { create } from 'zustand';

export interface SelectionState {
  ids: string[];
  /** Adds or removes `jobId`; `openJobId` joins when a selection starts. */
  toggle(jobId: string, openJobId: string | null): void;
  clear(): void;
}

/** The selection after a Ctrl/⌘-click (pure; table-tested). */
export function toggled(ids: readonly string[], jobId: string, openJobId: string | null): string[] {
  if (ids.includes(jobId)) return ids.filter((id) => id !== jobId);
  const start = ids.length === 0 && openJobId && openJobId !== jobId ? [openJobId] : [];
  return [...ids, ...start, jobId];
}

export const useSelection = create<SelectionState>((set) => ({
  ids: [],
  toggle: (jobId, openJobId) => set((s) => ({ ids: toggled(s.ids, jobId, openJobId) })),
  clear: () => set({ ids: [] }),
}));
