// The empty state for a newcomer: what Quire is, and three ways to start.
import { modKey } from '../../lib/format';
import { useUi } from '../../stores/ui';

export const SAMPLE_QUERY = 'How do sea otters affect kelp forests?';

export function Welcome({ hasJobs }: { hasJobs: boolean }) {
  const openComposer = useUi((s) => s.openComposer);
  const setView = useUi((s) => s.setView);
  return (
    <main className="main welcome" aria-label="Welcome">
      {hasJobs ? (
        <div className="welcome-inner">
          <h1>Pick a research from the list</h1>
          <p>
            Or press <kbd>{modKey()}</kbd>+<kbd>N</kbd> to ask something new, <kbd>{modKey()}</kbd>+<kbd>K</kbd> to search everything on this machine, and <kbd>?</kbd> for
            all shortcuts.
          </p>
        </div>
      ) : (
        <div className="welcome-inner">
          <h1>Welcome to Quire</h1>
          <p>Quire researches your questions across your own documents and the web, cites every claim, and keeps it all on this machine so it works offline.</p>
          <div className="welcome-actions">
            <button type="button" className="primary" onClick={() => openComposer(SAMPLE_QUERY)}>
              Run a first research on the sample library
            </button>
            <p className="welcome-card">
              <strong>Drop files to add your own.</strong> Drag documents or a whole folder onto this window; they are indexed for research.
            </p>
            <button type="button" onClick={() => setView({ kind: 'settings' })}>
              Connect an account
            </button>
          </div>
        </div>
      )}
    </main>
  );
}
