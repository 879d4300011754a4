// The middle pane for one job: header, status timeline, and tabs for the answer (Markdown with
// citation pills, a selection can be quoted in the note), transformed content, research updates,
// the follow-up chat and the user's note; export to Markdown.
import { useRef } from 'react';
import type { JobDetail } from '../../../../shared/domain';
import { Markdown, type CitationInfo } from '../../components/Markdown';
import { StatusBadge, SyncBadge } from '../../components/badges';
import { TransformedViewer } from '../../components/TransformedViewer';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { allSlotsTaken, formatDuration, formatWhen, isTerminalStatus, loopsText } from '../../lib/format';
import { JOB_DETAIL_TABLES } from '../../lib/tables';
import { useOpenExternal } from '../../lib/useExternal';
import { useUi, type JobTab } from '../../stores/ui';
import { ChatPanel } from '../chat/ChatPanel';
import { NotebookBar, NotesTab } from '../notebook/NotebookBar';
import { AnswerQuoteButton } from '../notebook/quoteInNote';
import { useUsage } from '../settings/UsageMeter';
import { useSyncStatus } from '../sync/SyncIndicator';
import { SourcesPanel } from './SourcesPanel';
import { StatusTimeline } from './StatusTimeline';
import { UpdatesTab } from './UpdatesTab';

const TABS: Array<{ id: JobTab; label: string }> = [
  { id: 'answer', label: 'Answer' },
  { id: 'transformed', label: 'Transformed' },
  { id: 'updates', label: 'Updates' },
  { id: 'chat', label: 'Chat' },
  { id: 'notes', label: 'Notes' },
];

export function JobWorkspace({ jobId }: { jobId: string }) {
  const job = useOp('jobs.get', { id: jobId }, JOB_DETAIL_TABLES);
  const sourcesOpen = useUi((s) => s.sourcesOpen);
  if (job.error && !job.data) {
    return (
      <main className="main">
        <p className="error-text">{job.error}</p>
      </main>
    );
  }
  if (!job.data || job.data.id !== jobId) return <main className="main" aria-busy="true" />;
  return (
    <>
      <JobView job={job.data} />
      {sourcesOpen && <SourcesPanel jobId={job.data.id} results={job.data.results} />}
    </>
  );
}

export function citationLookup(job: JobDetail): (n: number) => CitationInfo | undefined {
  return (n) => {
    const result = job.results.find((r) => r.citationIndex === n);
    return result ? { title: result.title, highlight: result.highlights[0] } : undefined;
  };
}

function JobView({ job }: { job: JobDetail }) {
  const tab = useUi((s) => s.jobTab);
  const setTab = useUi((s) => s.setJobTab);
  const revealCitation = useUi((s) => s.revealCitation);
  const sourcesOpen = useUi((s) => s.sourcesOpen);
  const toggleSources = useUi((s) => s.toggleSources);
  const setView = useUi((s) => s.setView);
  const openExternal = useOpenExternal();
  const answerRef = useRef<HTMLDivElement>(null);
  // Separate items (no "·" between them): when the line wraps, nothing dangles at its end.
  const meta = [loopsText(job.reasoningLoopsConsumed), formatDuration(job.runningTime), formatWhen(job.createdAt)].filter(Boolean);

  return (
    <main className="main job-view" aria-label="Research">
      <header className="job-header">
        <h1>{job.query}</h1>
        <div className="job-meta">
          <StatusBadge status={job.status} />
          {meta.map((item) => (
            <span key={item} className="meta-item">
              {item}
            </span>
          ))}
          <SyncBadge state={job.syncState} error={job.error} />
          {job.syncState === 'synced' && <span className="synced-note">{job.availableOffline ? '⟳ synced, available offline' : '⟳ synced'}</span>}
          <span className="spacer" />
          <ExportButton jobId={job.id} />
          {!sourcesOpen && (
            <button type="button" className="ghost small" onClick={toggleSources}>
              Sources ({job.results.length})
            </button>
          )}
        </div>
        <NotebookBar jobId={job.id} />
        {job.syncState === 'failed' && (
          <p className="error-text">
            Not sent: {job.error ?? 'the research service refused it.'}{' '}
            <button type="button" className="small" onClick={() => setView({ kind: 'pending' })}>
              Retry or discard in Pending
            </button>
          </p>
        )}
        {job.syncState === 'pending' && <p className="pending-note">Saved on this machine. It will be sent to the research service when Quire is online.</p>}
        {job.syncState === 'synced' && job.status === 'queued' && <WaitReason />}
        <StatusTimeline history={job.statusHistory} events={job.events} status={job.status} />
      </header>
      <div role="tablist" aria-label="Job views" className="tabs">
        {TABS.map((t) => (
          <button key={t.id} role="tab" type="button" id={`tab-${t.id}`} aria-selected={tab === t.id} aria-controls={`panel-${t.id}`} onClick={() => setTab(t.id)}>
            {t.label}
            {t.id === 'updates' && job.updates.length > 0 ? ` (${job.updates.length})` : ''}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tab-panel">
        {tab === 'answer' &&
          (job.content ? (
            <div ref={answerRef} className="answer-wrap">
              <AnswerQuoteButton jobId={job.id} question={job.query} answerRef={answerRef} />
              <Markdown className="markdown answer" text={job.content} onCitation={revealCitation} citationInfo={citationLookup(job)} onOpenExternal={openExternal} />
            </div>
          ) : (
            <p className="empty">{answerPlaceholder(job)}</p>
          ))}
        {tab === 'transformed' && <TransformedViewer text={job.transformedContent} onOpenExternal={openExternal} />}
        {tab === 'updates' && <UpdatesTab job={job} />}
        {tab === 'chat' && <ChatPanel job={job} />}
        {tab === 'notes' && <NotesTab key={job.id} jobId={job.id} citationInfo={citationLookup(job)} onCitation={revealCitation} />}
      </section>
    </main>
  );
}

/** Why a queued job has not started: the concurrency limit, a paused queue, or simply its turn. */
function WaitReason() {
  const usage = useUsage();
  const sync = useSyncStatus();
  let reason = 'Queued at the research service; it starts in a moment.';
  if (sync?.state === 'paused') reason = `Waiting: ${sync.message}`;
  else if (usage && allSlotsTaken(usage)) reason = `Waiting for a free slot: ${usage.running} of ${usage.concurrencyLimit} jobs are running.`;
  return <p className="pending-note">{reason}</p>;
}

function answerPlaceholder(job: JobDetail): string {
  if (job.syncState === 'pending') return 'This research is queued on this machine and starts once it reaches the research service.';
  if (job.status === 'failed') return 'This research failed without an answer. Try asking again, perhaps with more reasoning loops.';
  if (isTerminalStatus(job.status)) return 'The answer is not on this machine yet; it arrives with the next sync.';
  return 'The answer appears here when the research completes. Sources and progress appear as they are found.';
}

function ExportButton({ jobId }: { jobId: string }) {
  const client = useClient();
  const notify = useUi((s) => s.notify);
  const exportJob = async () => {
    try {
      const { fileName, markdown } = await client.invoke('jobs.export', { id: jobId });
      const url = URL.createObjectURL(new Blob([markdown], { type: 'text/markdown' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notify(`Exported ${fileName}.`);
    } catch (failure) {
      notify(errorSentence(failure), 'error');
    }
  };
  return (
    <button type="button" className="ghost small" onClick={() => void exportJob()}>
      Export Markdown
    </button>
  );
}
