// The middle pane for one job: header, status timeline, and tabs for the answer (Markdown with
// citation pills, a selection can be quoted in the note), transformed content, research updates,
// the follow-up chat and the user's note; export to Markdown.
import { useRef, useState } from 'react';
import { CopyPlus, RefreshCw, RotateCcw, SquarePen } from 'lucide-react';
import type { JobDetail } from '../../../../shared/domain';
import { Markdown, type CitationInfo } from '../../components/Markdown';
import { StatusBadge, SyncBadge } from '../../components/badges';
import { TransformedViewer } from '../../components/TransformedViewer';
import { resultAdvice } from '../../lib/advice';
import { awaitsSend, planRerun, rerunOutcome } from '../../lib/rerun';
import { bestHighlight } from '../../lib/citations';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { shownStatus, formatDuration, formatWhen, isLocalOnlyStatus, isTerminalStatus, loopsText } from '../../lib/format';
import { JOB_DETAIL_TABLES } from '../../lib/tables';
import { useIsLocalLibrary } from '../../lib/useLocalLibrary';
import { useOpenExternal } from '../../lib/useExternal';
import { useUi, type JobTab } from '../../stores/ui';
import { ChatPanel } from '../chat/ChatPanel';
import { CopyButtons } from '../export/CopyButtons';
import { ExportMenu } from '../export/ExportMenu';
import { PrintReferences } from '../export/PrintReferences';
import { sourcesFor } from '../export/copy';
import { NotebookBar, NotesTab } from '../notebook/NotebookBar';
import { AnswerQuoteButton } from '../notebook/quoteInNote';
import { useUsage } from '../settings/UsageMeter';
import { useSyncStatus } from '../sync/SyncIndicator';
import { RemovedBanner, RemoveJobButton } from './RemoveJob';
import { ClarifiedChoices, PromptUsed } from './ClarifiedChoices';
import { SourcesPanel } from './SourcesPanel';
import { StatusTimeline } from './StatusTimeline';
import { waitReason } from './jobProgressNotes';
import { answerWriter } from './answerWriter';
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
      {sourcesOpen && <SourcesPanel jobId={job.data.id} results={job.data.results} status={job.data.status} />}
    </>
  );
}

/** Title and the passage a citing sentence refers to: the highlight sharing most words with it (the first when none does). */
export function citationLookup(job: Pick<JobDetail, 'results'>): (n: number, sentence?: string) => CitationInfo | undefined {
  return (n, sentence = '') => {
    const result = job.results.find((r) => r.citationIndex === n);
    if (!result) return undefined;
    // (no highlight holds the sentence: the title alone, never another passage shown as the one cited)
    const matched = bestHighlight(result.highlights, sentence);
    return matched >= 0 ? { title: result.title, highlight: result.highlights[matched] } : { title: result.title };
  };
}

export { useIsLocalLibrary };

/** Long questions collapse to two lines with "Show all". */
export const LONG_TITLE_CHARS = 180;

function JobTitle({ query }: { query: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = query.length > LONG_TITLE_CHARS || query.includes('\n');
  return (
    <div className="job-title">
      <h1 className={long && !expanded ? 'clamped' : undefined}>{query}</h1>
      {long && (
        <button type="button" className="ghost small" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : `Show all (${query.length.toLocaleString('en')} characters)`}
        </button>
      )}
    </div>
  );
}

/** How long Re-run waits for its copy to be sent before saying it is queued (the service is reachable). */
const RERUN_SEND_WAIT_MS = 4_000;

function JobView({ job }: { job: JobDetail }) {
  const tab = useUi((s) => s.jobTab);
  const setTab = useUi((s) => s.setJobTab);
  const revealCitation = useUi((s) => s.revealCitation);
  const sourcesOpen = useUi((s) => s.sourcesOpen);
  const toggleSources = useUi((s) => s.toggleSources);
  const setView = useUi((s) => s.setView);
  const openExternal = useOpenExternal();
  const answerRef = useRef<HTMLDivElement>(null);
  const client = useClient();
  const notify = useUi((s) => s.notify);
  const openComposer = useUi((s) => s.openComposer);
  const openNewJob = useUi((s) => s.openNewJob);
  const local = useIsLocalLibrary();
  const sync = useSyncStatus();
  const advice = resultAdvice(job, local, sync);
  const rerun = async () => {
    // a job not sent yet is already waiting to be sent: a copy would send the question twice
    const plan = planRerun(job, sync);
    if (plan.kind === 'already-queued') {
      notify(plan.message);
      return;
    }
    try {
      const { id } = await client.invoke('jobs.create', { query: job.query, options: { ...job.options, brainstormSessionId: null, answers: null } });
      openNewJob(id);
      // "sent" only once it was: while the service is reachable, wait a moment for the copy to go out
      let copy = await client.invoke('jobs.get', { id }).catch(() => null);
      for (let waited = 0; copy?.syncState === 'pending' && awaitsSend(sync) && waited < RERUN_SEND_WAIT_MS; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        copy = await client.invoke('jobs.get', { id }).catch(() => null);
      }
      const outcome = rerunOutcome(copy, await client.invoke('sync.status', {}).catch(() => sync));
      notify(outcome.text, outcome.tone);
    } catch (failure) {
      notify(errorSentence(failure), 'error');
    }
  };
  const editAndResend = async () => {
    const outbox = await client.invoke('outbox.list', {}).catch(() => null);
    const failed = outbox?.items.find((item) => item.targetId === job.id && item.kind === 'job.create');
    openComposer(job.query, { options: job.options, ...(failed ? { replacesOutboxId: failed.id } : {}) });
  };
  // Separate items (no "·" between them): when the line wraps, nothing dangles at its end.
  const meta = [loopsText(job.reasoningLoopsConsumed), formatDuration(job.runningTime), formatWhen(job.createdAt)].filter(Boolean);

  return (
    <main className="main job-view" aria-label="Research">
      <header className="job-header">
        <JobTitle query={job.query} />
        <div className="job-meta">
          <StatusBadge status={shownStatus(job)} />
          {meta.map((item) => (
            <span key={item} className="meta-item">
              {item}
            </span>
          ))}
          <SyncBadge state={job.syncState} error={job.error} />
          {job.syncState === 'synced' && (
            <span className="synced-note">
              <RefreshCw size={12} aria-hidden="true" /> {job.availableOffline ? 'synced, available offline' : 'synced'}
            </span>
          )}
          <span className="spacer" />
          {job.syncState === 'failed' ? (
            <button type="button" className="small" onClick={() => void editAndResend()}>
              <SquarePen size={14} aria-hidden="true" /> Edit and resend
            </button>
          ) : (
            <>
              <button type="button" className="ghost small" onClick={() => void rerun()} title="Run this question again with the same options">
                <RotateCcw size={14} aria-hidden="true" /> Re-run
              </button>
              <button type="button" className="ghost small" onClick={() => openComposer(job.query, { options: job.options })} title="Open New research with this question and its options">
                <CopyPlus size={14} aria-hidden="true" /> Duplicate and edit
              </button>
            </>
          )}
          <ExportMenu jobIds={[job.id]} printable={{ jobId: job.id, fileName: job.query }} />
          <RemoveJobButton job={job} />
          {!sourcesOpen && (
            <button type="button" className="ghost small" onClick={toggleSources}>
              Sources ({job.results.length})
            </button>
          )}
        </div>
        <NotebookBar jobId={job.id} />
        <RemovedBanner job={job} />
        {advice && (
          <div className={`advice advice-${advice.tone}`} role={advice.tone === 'problem' ? 'alert' : 'note'}>
            <p>
              <strong>{advice.what}</strong> {advice.next}
            </p>
            {job.syncState === 'failed' && (
              <button type="button" className="small" onClick={() => setView({ kind: 'pending' })}>
                Open Pending
              </button>
            )}
          </div>
        )}
        {job.syncState === 'synced' && job.status === 'queued' && <WaitReason />}
        {/* a research that never reached the service has no queue there: the timeline says "not sent" or "waiting to be sent", as the header does */}
        <StatusTimeline history={isLocalOnlyStatus(shownStatus(job)) ? [] : job.statusHistory} events={job.events} status={shownStatus(job)} />
        <ClarifiedChoices job={job} />
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
            <>
              <AnswerWriterNote events={job.events} />
              <CopyButtons text={job.content} contentRef={answerRef} sources={sourcesFor(job)} />
              <div ref={answerRef} className="answer-wrap">
                <AnswerQuoteButton jobId={job.id} question={job.query} answerRef={answerRef} />
                <Markdown className="markdown answer" text={job.content} onCitation={revealCitation} citationInfo={citationLookup(job)} onOpenExternal={openExternal} />
              </div>
            </>
          ) : (
            <p className="empty">{advice ? advice.what : answerPlaceholder(job)}</p>
          ))}
        {tab === 'transformed' && (
          <>
            <PromptUsed prompt={job.options.systemPrompt} />
            <TransformedViewer text={job.transformedContent} onOpenExternal={openExternal} />
          </>
        )}
        {tab === 'updates' && <UpdatesTab job={job} />}
        {tab === 'chat' && <ChatPanel job={job} />}
        {tab === 'notes' && <NotesTab key={job.id} jobId={job.id} citationInfo={citationLookup(job)} onCitation={revealCitation} />}
      </section>
      {tab === 'answer' && <PrintReferences job={job} />}
    </main>
  );
}

/** Who wrote the answer when a local model was asked (answerWriter.ts): said above it, not only in the folded progress. */
function AnswerWriterNote({ events }: { events: JobDetail['events'] }) {
  const writer = answerWriter(events);
  if (!writer) return null;
  return <p className={`answer-writer answer-writer-${writer.tone}`}>{writer.text}</p>;
}

/** Why a queued job has not started (jobProgressNotes.ts). */
function WaitReason() {
  const usage = useUsage();
  const sync = useSyncStatus();
  return <p className="pending-note">{waitReason(sync, usage)}</p>;
}

function answerPlaceholder(job: JobDetail): string {
  if (job.syncState === 'pending') return 'This research is queued on this machine and starts once it reaches the research service.';
  if (job.status === 'failed') return 'This research failed without an answer. Try asking again, perhaps with more reasoning loops.';
  if (isTerminalStatus(job.status)) return 'The answer is not on this machine yet; it arrives with the next sync.';
  return 'The answer appears here when the research completes. Sources and progress appear as they are found.';
}
