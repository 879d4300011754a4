// UI state only (what is selected, open, typed): never data from the mirror, which is always queried.
import { create } from 'zustand';
import type { JobOptions } from '../../../shared/domain';
import type { JobSort } from '../../../shared/job-sort';

export type MainView =
  | { kind: 'welcome' }
  | { kind: 'job'; jobId: string }
  | { kind: 'collection'; collectionId: string }
  /** A local document read inside Quire, from a job's sources; `raw`: a web source's page as kept for offline reading. */
  | { kind: 'reader'; jobId: string; resultId: string; raw?: boolean }
  /** An uploaded file's text as kept on this machine; `words`: the search that opened it, marked in the text. */
  | { kind: 'file'; fileId: string; words?: string }
  | { kind: 'pending' }
  | { kind: 'settings' };

export type JobTab = 'answer' | 'transformed' | 'updates' | 'chat' | 'notes';

/** What New research starts from: options of a job to re-run or edit, and a failed intent it replaces. */
export interface ComposerPreset {
  options?: Partial<JobOptions>;
  /** The outbox id of a failed research this one replaces (discarded once the new one is saved). */
  replacesOutboxId?: string;
}

/** A question for the app's own confirm dialog (never the browser's confirm()). */
export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  resolve(ok: boolean): void;
}

/** Below this width the sources pane collapses on its own (S brings it back). */
export const NARROW_SOURCES_PX = 1000;

export type { JobSort } from '../../../shared/job-sort';

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
  composerPreset: ComposerPreset | null;
  /** The question typed in New research when it was closed without sending: the next plain New research starts from it. */
  composerDraft: string;
  confirmRequest: ConfirmRequest | null;
  /** Job list order, and whether it shows the jobs removed from this library instead. */
  jobSort: JobSort;
  showRemoved: boolean;
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
  /** Opens a job just created: always on its Answer tab. */
  openNewJob(jobId: string): void;
  askConfirm(request: Omit<ConfirmRequest, 'resolve'>): Promise<boolean>;
  answerConfirm(ok: boolean): void;
  setJobSort(sort: JobSort): void;
  setShowRemoved(show: boolean): void;
  setSourcesOpen(open: boolean): void;
  openCollection(collectionId: string): void;
  setView(view: MainView): void;
  setJobTab(tab: JobTab): void;
  setStatusFilter(status: string): void;
  setCollectionFilter(collectionId: string): void;
  setTagFilter(tag: string): void;
  setStarredOnly(starred: boolean): void;
  bumpNotebook(): void;
  /** Another profile is active: filters and the drop target that named the previous one's tags or collections are cleared, and notebook views refetch. */
  profileChanged(): void;
  setSearchText(text: string): void;
  openComposer(query?: string, preset?: ComposerPreset): void;
  /** Closes New research; `draft` is the question left unsent (kept for the next New research), '' once sent. */
  closeComposer(draft?: string): void;
  setHelpOpen(open: boolean): void;
  toggleSources(): void;
  revealCitation(n: number | null, passage?: string): void;
  setJobOrder(ids: string[]): void;
  setJobTotal(total: number | null): void;
  notify(text: string, tone?: 'info' | 'error'): void;
  dismissNotice(): void;
}

/**
 * What the window shows once another profile is active: a job, a collection or a document belongs to
 * the previous profile's library, so the welcome page instead; the queue and settings read the new one.
 */
export function viewAfterProfileSwitch(view: MainView): MainView {
  return view.kind === 'job' || view.kind === 'collection' || view.kind === 'reader' ? { kind: 'welcome' } : view;
}

/**
 * The question New research opens with: the one asked for (Re-run, Duplicate, a search's "Ask"), else
 * the question typed last time and closed without sending (Escape or a click outside lost it before).
 */
export function composerStartQuery(requested: string | undefined, draft: string): string {
  return requested ?? draft;
}

/** Said when the window follows a switch made elsewhere (`quire profiles use`, another window). */
export function followedProfileNotice(name: string): string {
  return `Now showing "${name}": the active profile was changed outside this window (quire profiles use, or another window).`;
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
  composerPreset: null,
  composerDraft: '',
  confirmRequest: null,
  jobSort: 'newest',
  showRemoved: false,
  helpOpen: false,
  sourcesOpen: typeof window === 'undefined' || window.innerWidth >= NARROW_SOURCES_PX,
  activeCitation: null,
  activePassage: '',
  selectedCollectionId: null,
  jobOrder: [],
  jobTotal: null,
  notice: null,
  openJob: (jobId) => set((s) => (s.view.kind === 'job' && s.view.jobId === jobId ? s : { view: { kind: 'job', jobId }, activeCitation: null })),
  openNewJob: (jobId) => set({ view: { kind: 'job', jobId }, activeCitation: null, jobTab: 'answer' }),
  askConfirm: (request) =>
    new Promise<boolean>((resolve) => {
      const previous = useUi.getState().confirmRequest;
      previous?.resolve(false);
      set({ confirmRequest: { ...request, resolve } });
    }),
  answerConfirm: (ok) =>
    set((s) => {
      s.confirmRequest?.resolve(ok);
      return { confirmRequest: null };
    }),
  setJobSort: (jobSort) => set({ jobSort }),
  setShowRemoved: (showRemoved) => set({ showRemoved }),
  setSourcesOpen: (sourcesOpen) => set({ sourcesOpen }),
  openCollection: (collectionId) => set({ view: { kind: 'collection', collectionId }, selectedCollectionId: collectionId }),
  setView: (view) => set({ view }),
  setJobTab: (jobTab) => set({ jobTab }),
  setStatusFilter: (statusFilter) => set({ statusFilter }),
  setCollectionFilter: (collectionFilter) => set({ collectionFilter }),
  setTagFilter: (tagFilter) => set({ tagFilter }),
  setStarredOnly: (starredOnly) => set({ starredOnly }),
  bumpNotebook: () => set((s) => ({ notebookVersion: s.notebookVersion + 1 })),
  profileChanged: () => set((s) => ({ notebookVersion: s.notebookVersion + 1, tagFilter: '', collectionFilter: '', selectedCollectionId: null })),
  setSearchText: (searchText) => set({ searchText }),
  openComposer: (query, preset) => set((s) => ({ composerOpen: true, composerQuery: composerStartQuery(query, s.composerDraft), composerPreset: preset ?? null })),
  closeComposer: (draft) => set((s) => ({ composerOpen: false, composerDraft: draft ?? s.composerDraft })),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  toggleSources: () => set((s) => ({ sourcesOpen: !s.sourcesOpen })),
  revealCitation: (activeCitation, passage = '') => set((s) => ({ activeCitation, activePassage: passage, sourcesOpen: activeCitation === null ? s.sourcesOpen : true })),
  setJobOrder: (jobOrder) => set({ jobOrder }),
  setJobTotal: (jobTotal) => set({ jobTotal }),
  notify: (text, tone = 'info') => set({ notice: { text, tone } }),
  dismissNotice: () => set({ notice: null }),
}));
