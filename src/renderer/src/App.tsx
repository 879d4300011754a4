// The app shell: three panes (sidebar, the selected job or collection, sources), overlays (composer,
// help, drop target), the upload tray, and the banners for notices and a lost connection.
import { Suspense, lazy, useCallback, useEffect } from 'react';
import { X } from 'lucide-react';
import { ConfirmDialog } from './components/ConfirmDialog';
import { useEvent, useOp } from './lib/context';
import { useShortcuts } from './lib/shortcuts';
import { COLLECTION_TABLES, JOB_LIST_TABLES } from './lib/tables';
import { DropZone } from './features/uploads/DropZone';
import { UploadTray } from './features/uploads/UploadTray';
import { Sidebar } from './features/workspace/Sidebar';
import { Welcome, welcomeKind } from './features/workspace/Welcome';
import { useConnection } from './stores/connection';
import { NARROW_SOURCES_PX, useUi } from './stores/ui';
import { useFollowedProfile } from './features/settings/useFollowedProfile';

// What the first paint (the sidebar and its job list) does not need loads on its own: when first
// shown, or earlier once the window is idle (preloadViews, from main.tsx). bench: startup.
const views = {
  job: () => import('./features/job/JobView'),
  reader: () => import('./features/job/ReaderView'),
  file: () => import('./features/collections/FileReader'),
  collection: () => import('./features/collections/CollectionView'),
  pending: () => import('./features/sync/PendingView'),
  settings: () => import('./features/settings/SettingsView'),
  composer: () => import('./features/workspace/Composer'),
  help: () => import('./components/HelpOverlay'),
};
const JobWorkspace = lazy(() => views.job().then((module) => ({ default: module.JobWorkspace })));
const ReaderView = lazy(() => views.reader().then((module) => ({ default: module.ReaderView })));
const FileReaderView = lazy(() => views.file().then((module) => ({ default: module.FileReaderView })));
const CollectionView = lazy(() => views.collection().then((module) => ({ default: module.CollectionView })));
const PendingView = lazy(() => views.pending().then((module) => ({ default: module.PendingView })));
const SettingsView = lazy(() => views.settings().then((module) => ({ default: module.SettingsView })));
const Composer = lazy(() => views.composer().then((module) => ({ default: module.Composer })));
const HelpOverlay = lazy(() => views.help().then((module) => ({ default: module.HelpOverlay })));

/** Loads every view's code ahead of its first use (called when the window is idle after its first paint). */
export function preloadViews(): void {
  for (const load of Object.values(views)) void load().catch(() => undefined); // a failed load is retried, and reported, when the view is shown
}

export function App() {
  useShortcuts();
  const view = useUi((s) => s.view);
  const composerOpen = useUi((s) => s.composerOpen);
  const helpOpen = useUi((s) => s.helpOpen);
  const setHelpOpen = useUi((s) => s.setHelpOpen);
  const sourcesOpen = useUi((s) => s.sourcesOpen);
  const anyJob = useOp('jobs.list', { limit: 1 }, JOB_LIST_TABLES);
  const welcome = welcomeKind(anyJob);
  const collections = useOp('collections.list', {}, COLLECTION_TABLES);
  const list = collections.data?.collections;
  const collectionName = useCallback((id: string) => list?.find((c) => c.id === id)?.name, [list]);
  const showsSources = view.kind === 'job' && sourcesOpen;
  useNarrowSources();

  return (
    <div className={`app${showsSources ? ' with-sources' : ''}`}>
      <ConnectionBanner />
      <Sidebar />
      {view.kind === 'welcome' && (welcome === 'waiting' ? <main className="main" aria-busy="true" /> : <Welcome hasJobs={welcome === 'returning'} />)}
      <Suspense fallback={<main className="main" aria-busy="true" />}>
        {view.kind === 'job' && <JobWorkspace key={view.jobId} jobId={view.jobId} />}
        {view.kind === 'reader' && <ReaderView key={`${view.jobId}/${view.resultId}/${view.raw ? 'raw' : 'text'}`} jobId={view.jobId} resultId={view.resultId} raw={view.raw ?? false} />}
        {view.kind === 'file' && <FileReaderView key={`${view.fileId}/${view.words ?? ''}`} fileId={view.fileId} words={view.words} />}
        {view.kind === 'collection' && <CollectionView collectionId={view.collectionId} />}
        {view.kind === 'pending' && <PendingView />}
        {view.kind === 'settings' && <SettingsView />}
      </Suspense>
      <UploadTray />
      <Notice />
      <DropZone collectionName={collectionName} />
      <Suspense fallback={null}>
        {composerOpen && <Composer />}
        {helpOpen && <HelpOverlay onClose={() => setHelpOpen(false)} />}
      </Suspense>
      <ConfirmDialog />
    </div>
  );
}

/** The sources pane folds away when the window gets narrower than ~1000 px and returns when it widens (S toggles it any time). */
function useNarrowSources(): void {
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${NARROW_SOURCES_PX - 1}px)`);
    const onChange = () => useUi.getState().setSourcesOpen(!query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
}

function ConnectionBanner() {
  const state = useConnection((s) => s.state);
  if (state !== 'lost') return null;
  return (
    <div className="connection-banner" role="alert">
      Connection to Quire lost. Your work is saved on this machine; Quire keeps trying to reconnect. If it stays lost, restart Quire (in
      browser mode, open the address it prints: it carries this launch&apos;s access token).
    </div>
  );
}

function Notice() {
  const notice = useUi((s) => s.notice);
  const dismiss = useUi((s) => s.dismissNotice);
  const notify = useUi((s) => s.notify);
  // The embedded service died: said until it runs again (an error notice stays; 'running again' fades).
  useEvent('service.notice', ({ state, message }) => notify(message, state === 'running' ? 'info' : 'error'));
  // `quire profiles use` (or another window) changed the active profile: this window follows and says so.
  useFollowedProfile();
  useEffect(() => {
    if (!notice || notice.tone === 'error') return;
    const timer = setTimeout(dismiss, 5000);
    return () => clearTimeout(timer);
  }, [notice, dismiss]);
  if (!notice) return null;
  return (
    <div className={`notice notice-${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>
      <span>{notice.text}</span>
      <button type="button" className="ghost small" onClick={dismiss} aria-label="Dismiss message">
        <X size={14} aria-hidden="true" />
      </button>
    </div>
  );
}
