// The empty state for a newcomer: what Quire is, what the sample library covers (on the local
// library, which has no web), and three ways to start (a research, your own documents: dropped or
// picked, so that the keyboard alone can add them, and an account).
import { modKey } from '../../lib/format';
import { SAMPLE_DOCUMENTS, SAMPLE_LIBRARY } from '../../lib/sampleLibrary';
import { useIsLocalLibrary } from '../../lib/useLocalLibrary';
import { useUi } from '../../stores/ui';
import { AddFiles } from '../uploads/AddFiles';

export const SAMPLE_QUERY = 'How do sea otters affect kelp forests?';

/**
 * What the empty main pane shows, from the count of jobs (pure): nothing while that count is still on
 * its way (a window with thousands of jobs showed the newcomer's welcome until its first call over the
 * socket was answered, after its rows had come with the page), the newcomer's welcome when there are no
 * jobs or the count failed, else the hint to pick one.
 */
export function welcomeKind(count: { data: { total: number } | undefined; error: string | null }): 'waiting' | 'newcomer' | 'returning' {
  if (count.data === undefined) return count.error === null ? 'waiting' : 'newcomer';
  return count.data.total > 0 ? 'returning' : 'newcomer';
}

export function Welcome({ hasJobs }: { hasJobs: boolean }) {
  const openComposer = useUi((s) => s.openComposer);
  const setView = useUi((s) => s.setView);
  const local = useIsLocalLibrary();
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
          <p>Quire researches your questions across your own documents{local ? '' : ' and the web'}, cites every claim, and keeps it all on this machine so it works offline.</p>
          {local && (
            <section className="sample-library" aria-labelledby="sample-library-title">
              <h2 id="sample-library-title">What the sample library covers</h2>
              <p>
                You are on the local library: it has no web access and answers only from its {SAMPLE_DOCUMENTS} sample documents and the files you add. Questions on other
                subjects get an honest “no source covers this”.
              </p>
              <ul>
                {SAMPLE_LIBRARY.map((topic) => (
                  <li key={topic.topic}>
                    <span>
                      <strong>{topic.topic}</strong> ({topic.documents} documents)
                    </span>
                    <button type="button" className="ghost small" onClick={() => openComposer(topic.example)}>
                      Ask: {topic.example}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="welcome-actions">
            <button type="button" className="primary" onClick={() => openComposer(SAMPLE_QUERY)}>
              Run a first research on the sample library
            </button>
            <div className="welcome-card">
              <p>
                <strong>Add your own documents.</strong> Drag documents or a whole folder onto this window, or pick them; they are indexed for research.
              </p>
              <AddFiles target={null} />
            </div>
            <button type="button" onClick={() => setView({ kind: 'settings' })}>
              Connect an account
            </button>
          </div>
        </div>
      )}
    </main>
  );
}
