// UI state only (what is selected, open, typed): never data from the mirror, which is always queried.
import { create } from 'zustand';

export type MainView =
  | { kind: 'welcome' }
  | { kind: 'job'; jobId: string }
  | { kind: 'collection'; collectionId: string }
  | { kind: 'pending' }
  | { kind: 'settings' };

export type JobTab = 'answer' | 'transformed' | 'updates' | 'chat' | 'notes';

export interface UiState {
  view: MainView;
  jobTab: JobTab;
  statusFilter: string;
  collectionFilter: string;
  tagFilter: string;
  starredOnly: boolean;
  /** Bumped after notebook writes (stars, tags, notes), which the core does not announce on db.changed. */
  notebookVersion: number;
  searchText: string;
  composerOpen: boolean;
  composerQuery: string;
  helpOpen: boolean;
  sourcesOpen: boolean;
  /** The citation whose source the sources panel reveals. */
  activeCitation: number | null;
  /** The sentence the clicked citation belongs to, to pick the matching highlight. */
  activePassage: string;
  /** The collection selected in the sidebar: the default drop target. */
  selectedCollectionId: string | null;
  /** The ids of the visible job list, in order, for j/k navigation. */
  jobOrder: string[];
  /** Total jobs matching the list's filters, as last reported by jobs.list. */
  jobTotal: number | null;
  notice: { text: string; tone: 'info' | 'error' } | null;
  openJob(jobId: string): void;
  openCollection(collectionId: string): void;
  setView(view: MainView): void;
  setJobTab(tab: JobTab): void;
  setStatusFilter(status: string): void;
  setCollectionFilter(collectionId: string): void;
  setTagFilter(tag: string): void;
  setStarredOnly(starred: boolean): void;
  bumpNotebook(): void;
  setSearchText(text: string): void;
  openComposer(query?: string): void;
  closeComposer(): void;
  setHelpOpen(open: boolean): void;
  toggleSources(): void;
  revealCitation(n: number | null, passage?: string): void;
  setJobOrder(ids: string[]): void;
  setJobTotal(total: number | null): void;
  notify(text: string, tone?: 'info' | 'error'): void;
  dismissNotice(): void;
}

export const useUi = create<UiState>((set) => ({
  view: { kind: 'welcome' },
  jobTab: 'answer',
  statusFilter: '',
  collectionFilter: '',
  tagFilter: '',
  starredOnly: false,
  notebookVersion: 0,
  searchText: '',
  composerOpen: false,
  composerQuery: '',
  helpOpen: false,
  sourcesOpen: true,
  activeCitation: null,
  activePassage: '',
  selectedCollectionId: null,
  jobOrder: [],
  jobTotal: null,
  notice: null,
  openJob: (jobId) => set((s) => (s.view.kind === 'job' && s.view.jobId === jobId ? s : { view: { kind: 'job', jobId }, activeCitation: null })),
  openCollection: (collectionId) => set({ view: { kind: 'collection', collectionId }, selectedCollectionId: collectionId }),
  setView: (view) => set({ view }),
  setJobTab: (jobTab) => set({ jobTab }),
  setStatusFilter: (statusFilter) => set({ statusFilter }),
  setCollectionFilter: (collectionFilter) => set({ collectionFilter }),
  setTagFilter: (tagFilter) => set({ tagFilter }),
  setStarredOnly: (starredOnly) => set({ starredOnly }),
  bumpNotebook: () => set((s) => ({ notebookVersion: s.notebookVersion + 1 })),
  setSearchText: (searchText) => set({ searchText }),
  openComposer: (query) => set({ composerOpen: true, composerQuery: query ?? '' }),
  closeComposer: () => set({ composerOpen: false }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  toggleSources: () => set((s) => ({ sourcesOpen: !s.sourcesOpen })),
  revealCitation: (activeCitation, passage = '') => set((s) => ({ activeCitation, activePassage: passage, sourcesOpen: activeCitation === null ? s.sourcesOpen : true })),
  setJobOrder: (jobOrder) => set({ jobOrder }),
  setJobTotal: (jobTotal) => set({ jobTotal }),
  notify: (text, tone = 'info') => set({ notice: { text, tone } }),
  dismissNotice: () => set({ notice: null }),
}));
