// The sidebar's research list: virtualized (@tanstack/react-virtual), newest first, live status,
// loops, time and a pending/failed badge for local intents.
import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { CircleAlert, CircleCheck, CircleDashed, Star } from 'lucide-react';
import type { JobSummary } from '../../../../shared/domain';
import { SyncBadge } from '../../components/badges';
import { formatDuration, formatWhen, loopsText, shownStatus, statusLabel, statusTone } from '../../lib/format';
import { useUi } from '../../stores/ui';
import { useJobPages } from './useJobPages';
import { markFirstPaint } from '../../lib/first-paint';
import { FinishNotifications, UnreadMark } from '../notify/FinishNotifications';
import { SelectedMark, SelectionBar } from '../export/SelectionBar';
import { selectionAfterKey, useSelection } from '../export/selection';
import { FIRST_ROWS_HEIGHT, JOB_LIST_OVERSCAN, JOB_ROW_HEIGHT } from '../../../../shared/job-list-geometry';


export function JobList() {
  const statusFilter = useUi((s) => s.statusFilter);
  const collectionFilter = useUi((s) => s.collectionFilter);
  const view = useUi((s) => s.view);
  const openJob = useUi((s) => s.openJob);
  const setJobOrder = useUi((s) => s.setJobOrder);
  const tagFilter = useUi((s) => s.tagFilter);
  const starredOnly = useUi((s) => s.starredOnly);
  const notebookVersion = useUi((s) => s.notebookVersion);
  const sort = useUi((s) => s.jobSort);
  const removed = useUi((s) => s.showRemoved);
  const pages = useJobPages({ status: statusFilter, collectionId: collectionFilter, tag: tagFilter, starred: starredOnly, notebookVersion, sort, removed });
  const scroller = useRef<HTMLDivElement>(null);
  const count = pages.total ?? 0;
  // Before the list is measured (its first render), it is taken as tall as the first page's rows: the
  // rows the page brought are all rendered then, as browser mode's server wrote them into the page; the
  // measure right after (before the browser paints) drops those below the fold.
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => JOB_ROW_HEIGHT, overscan: JOB_LIST_OVERSCAN, initialRect: { width: 0, height: FIRST_ROWS_HEIGHT } });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  const selectedId = view.kind === 'job' ? view.jobId : null;

  useEffect(() => {
    if (count > 0) pages.ensure(first, last);
  }, [first, last, count, pages]);

  useEffect(() => {
    setJobOrder(pages.loadedIds());
  }, [pages, setJobOrder]);

  const setJobTotal = useUi((s) => s.setJobTotal);
  useEffect(() => setJobTotal(pages.total), [pages.total, setJobTotal]);

  // First paint of the list (rows, or the empty state): a mark the benchmark reads.
  const listShown = pages.at(0) !== undefined || pages.total === 0;
  useEffect(() => {
    if (listShown) markFirstPaint();
  }, [listShown]);

  // Keep the keyboard-selected job in view.
  useEffect(() => {
    if (!selectedId) return;
    const index = useUi.getState().jobOrder.indexOf(selectedId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [selectedId, virtualizer]);

  if (pages.error && pages.total === null) return <p className="sidebar-note error-text">{pages.error}</p>;
  // The scroller stays mounted (hidden) while nothing matches: the virtualizer keeps its element, so
  // clearing a filter that matched nothing brings the rows straight back.
  const empty = pages.total === 0;
  return (
    <>
    <FinishNotifications />
    <SelectionBar />
    {removed && !empty && <p className="sidebar-note removed-note">Removed from this library on this machine; the service keeps them. Open one to restore it.</p>}
    {empty && (
      <p className="sidebar-note">
        {removed
          ? 'Nothing removed. “Remove” on a research hides it here, on this machine only.'
          : statusFilter || collectionFilter || tagFilter || starredOnly
            ? 'No research matches these filters.'
            : 'No research yet. Press New to ask your first question.'}
      </p>
    )}
    <div
      ref={scroller}
      hidden={empty}
      className="job-list"
      role="listbox"
      aria-label={removed ? 'Removed research' : 'Research jobs'}
      // Focusable so ↑/↓ (and j/k) move through jobs from here; the selected row is the active option.
      tabIndex={0}
      // Selection from the keyboard (Space, Shift+↑/↓, Ctrl/⌘+A, Escape): see features/export/selection.ts.
      onKeyDown={(event) => {
        const ui = useUi.getState();
        const selection = useSelection.getState();
        const next = selectionAfterKey(selection.ids, { key: event.key, shift: event.shiftKey, mod: event.ctrlKey || event.metaKey }, ui.jobOrder, openJobId());
        if (next === null) return;
        // Space would scroll and Ctrl/⌘+A select the page's text; Shift+↑/↓ still moves the open job.
        if (event.key === ' ' || event.key.toLowerCase() === 'a') event.preventDefault();
        selection.set(next);
      }}
      aria-activedescendant={selectedId && items.some((row) => pages.at(row.index)?.id === selectedId) ? `job-row-${selectedId}` : undefined}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((row) => {
          const job = pages.at(row.index);
          // A row is keyed by its job, not its slot: when a new job moves the list down, the element
          // under a click (or focus) is the job's own, never another job's content in a reused slot.
          return (
            <div key={row.key} className="job-row-slot" style={{ transform: `translateY(${row.start}px)`, height: row.size }}>
              {job ? <JobRow key={job.id} job={job} selected={job.id === selectedId} onOpen={() => openJob(job.id)} /> : <div className="job-row placeholder" aria-hidden="true" />}
            </div>
          );
        })}
      </div>
    </div>
    </>
  );
}

/** The job open in the main pane, if any (for the selection's first Ctrl/⌘-click). */
function openJobId(): string | null {
  const { view } = useUi.getState();
  return view.kind === 'job' ? view.jobId : null;
}

function JobRow({ job, selected, onOpen }: { job: JobSummary; selected: boolean; onOpen: () => void }) {
  const tone = statusTone(job.status);
  const Icon = tone === 'done' ? CircleCheck : tone === 'failed' ? CircleAlert : CircleDashed;
  const meta = [statusLabel(shownStatus(job)), loopsText(job.reasoningLoopsConsumed), formatDuration(job.runningTime), formatWhen(job.createdAt)]
    .filter(Boolean)
    .join(' · ');
  return (
    // No aria-label: the option's name is its visible text (question, status, tags), as axe requires.
    <div id={`job-row-${job.id}`} role="option" aria-selected={selected} className={`job-row${selected ? ' selected' : ''}`} onClick={(event) => (event.ctrlKey || event.metaKey ? useSelection.getState().toggle(job.id, openJobId()) : onOpen())} data-job-id={job.id}>
      <div className="job-row-title">
        <span className={`dot dot-${tone}`} aria-hidden="true">
          <Icon size={12} />
        </span>
        <span className="job-row-query">{job.query}</span>
        <UnreadMark jobId={job.id} />
        <SelectedMark jobId={job.id} />
        {job.starred && (
          <span className="star-mark" role="img" aria-label="starred">
            <Star size={12} fill="currentColor" aria-hidden="true" />
          </span>
        )}
      </div>
      <div className="job-row-meta">
        <span className="job-row-meta-text">{meta}</span>
        {(job.tags ?? []).length > 0 && (
          <span className="job-row-tags">
            {(job.tags ?? []).slice(0, 2).map((tag) => (
              <span key={tag} className="tag-chip small">
                {tag}
              </span>
            ))}
          </span>
        )}
        <SyncBadge state={job.syncState} error={job.error} />
      </div>
    </div>
  );
}
