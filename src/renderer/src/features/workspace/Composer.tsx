// New research: the query, the options people need, what the account allows right now (loops left,
// jobs running, why a job would wait), and an optional "clarify first" round of brainstorm questions.
import { useEffect, useRef, useState } from 'react';
import { keepTabInside } from '../../lib/focus-trap';
import { ClarifyQuestions } from './ClarifyQuestions';
import type { BrainstormQuestion, JobDetail, JobOptions, SyncStatus } from '../../../../shared/domain';
import type { QuireClient } from '../../lib/client';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { clause } from '../../lib/advice';
import { allSlotsTaken, formatDate, modKey, monthLoopsText, runningText } from '../../lib/format';
import { COLLECTION_TABLES, FILE_TABLES } from '../../lib/tables';
import { useUi } from '../../stores/ui';
import { useUsage } from '../settings/UsageMeter';
import { useSyncStatus } from '../sync/SyncIndicator';
import { useReturnFocus } from '../../lib/return-focus';

type Clarify = { sessionId: string; questions: BrainstormQuestion[]; answers: Record<string, string> };

export function parseDomains(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).map((d) => d.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/\/.*$/, '')).filter(Boolean))];
}

/** The research service refuses more excluded domains than this (POST /research, excluded_domains max 100). */
export const MAX_EXCLUDED_DOMAINS = 100;
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;

/** What is wrong with the excluded domains as typed, in words; null when the service will take them. */
export function domainsProblem(text: string): string | null {
  const domains = parseDomains(text);
  const bad = domains.find((domain) => !DOMAIN.test(domain));
  if (bad !== undefined) return `"${bad}" is not a domain: write domains like example.com, separated by commas or spaces.`;
  if (domains.length <= MAX_EXCLUDED_DOMAINS) return null;
  return `${domains.length} domains are excluded; the research service accepts at most ${MAX_EXCLUDED_DOMAINS}. Remove ${domains.length - MAX_EXCLUDED_DOMAINS}.`;
}

/** A whole number from the field's text, or null when it is not one. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The research service refuses longer questions (POST /research, query max 4,000 characters). */
export const MAX_QUERY_CHARS = 4000;

export function queryProblem(text: string): string | null {
  const length = text.trim().length;
  if (length <= MAX_QUERY_CHARS) return null;
  return `The question is ${length.toLocaleString('en')} characters; the research service accepts at most ${MAX_QUERY_CHARS.toLocaleString('en')}. Shorten it by ${(length - MAX_QUERY_CHARS).toLocaleString('en')}, or put the long text in a file and add it to a collection.`;
}

export const LOOPS_RANGE = { min: 1, max: 10 } as const;
export const TIMEOUT_RANGE = { min: 3, max: 180 } as const;

export function loopsProblem(text: string): string | null {
  const loops = wholeNumber(text);
  if (loops !== null && loops >= LOOPS_RANGE.min && loops <= LOOPS_RANGE.max) return null;
  return `Reasoning loops must be a whole number from ${LOOPS_RANGE.min} to ${LOOPS_RANGE.max} (the service does at most ${LOOPS_RANGE.max} per research).`;
}

export function timeoutProblem(text: string): string | null {
  const seconds = wholeNumber(text);
  if (seconds !== null && seconds >= TIMEOUT_RANGE.min && seconds <= TIMEOUT_RANGE.max) return null;
  return `Source timeout must be a whole number of seconds from ${TIMEOUT_RANGE.min} to ${TIMEOUT_RANGE.max}.`;
}

/** The toast after Start: started when the service is reachable, saved here and queued otherwise. */
export function startedNotice(state: SyncStatus['state'] | null): string {
  if (state === 'online' || state === 'syncing') return 'Research started.';
  if (state === 'offline') return 'Research saved on this machine; it will be sent when Quire is back online.';
  if (state === 'paused') return 'Research saved and queued; it is sent once sending resumes.';
  return 'Research saved and queued.';
}

/** The toast once a sent research's fate is known: started, or refused with the service's reason. */
export function outcomeNotice(job: Pick<JobDetail, 'syncState' | 'error'> | null): { text: string; tone: 'info' | 'error' } | null {
  if (!job || job.syncState === 'pending') return null;
  if (job.syncState === 'synced') return { text: 'Research started.', tone: 'info' };
  return { text: `Research not started: ${clause(job.error ?? '') || 'the research service refused it'}. Open it to edit and send it again.`, tone: 'error' };
}

/** Waits (briefly) for the first push of a new research, so "started" is only said of one that started. */
async function watchStart(client: QuireClient, id: string, notify: (text: string, tone?: 'info' | 'error') => void): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    const job = await client.invoke('jobs.get', { id }).catch(() => null);
    const notice = outcomeNotice(job);
    if (notice) {
      notify(notice.text, notice.tone);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  notify('Research saved and queued; it is still being sent.');
}

export function Composer() {
  const client = useClient();
  const initialQuery = useUi((s) => s.composerQuery);
  const close = useUi((s) => s.closeComposer);
  const openNewJob = useUi((s) => s.openNewJob);
  const preset = useUi((s) => s.composerPreset);
  const view = useUi((s) => s.view);
  const initial = preset?.options ?? {};
  const notify = useUi((s) => s.notify);
  const usage = useUsage();
  const sync = useSyncStatus();
  const collections = useOp('collections.list', {}, COLLECTION_TABLES);
  const files = useOp('files.list', {}, FILE_TABLES);

  const [query, setQuery] = useState(initialQuery);
  const [loops, setLoops] = useState(String(initial.reasoningLoops ?? 3));
  // A preset (re-run, edit) brings its collections; otherwise the collection being viewed is pre-selected.
  const [collectionIds, setCollectionIds] = useState<string[]>(initial.collectionIds ?? (view.kind === 'collection' ? [view.collectionId] : []));
  const [fileIds, setFileIds] = useState<string[]>(initial.files ?? []);
  const [sourceTimeout, setSourceTimeout] = useState(String(initial.sourceTimeout ?? 60));
  const [allowEarlyExit, setAllowEarlyExit] = useState(initial.allowEarlyExit ?? false);
  const [reasoningMode, setReasoningMode] = useState(initial.reasoningMode ?? false);
  const [auto, setAuto] = useState(initial.auto ?? false);
  const [excludeSocial, setExcludeSocial] = useState(initial.excludeSocial ?? false);
  const [excludedDomains, setExcludedDomains] = useState((initial.excludedDomains ?? []).join(', '));
  const [systemPrompt, setSystemPrompt] = useState(initial.systemPrompt ?? '');
  const [model, setModel] = useState(initial.model ?? '');
  const [showOptions, setShowOptions] = useState(preset !== null && Object.keys(initial).some((key) => key !== 'collectionIds'));
  const [clarify, setClarify] = useState<Clarify | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryRef = useRef<HTMLTextAreaElement>(null);

  useReturnFocus();
  useEffect(() => queryRef.current?.focus(), []);

  const loopsLeft = usage && usage.loopsBudget !== null && usage.loopsUsed !== null ? Math.max(0, usage.loopsBudget - usage.loopsUsed) : null;
  const waitReasons: string[] = [];
  if (sync && sync.state === 'offline') waitReasons.push('You are offline: the research is saved here and sent when Quire reconnects.');
  if (sync && sync.state === 'paused') waitReasons.push(`Sending is paused: ${sync.message}`);
  if (usage && allSlotsTaken(usage)) waitReasons.push(`${usage.running} of ${usage.concurrencyLimit} jobs are running: this one waits until one finishes.`);
  if (loopsLeft !== null && usage && loopsLeft === 0) waitReasons.push(`No reasoning loops left this month: it waits until ${formatDate(usage.resetsAt)}.`);

  const problems = [queryProblem(query), auto ? null : loopsProblem(loops), timeoutProblem(sourceTimeout), domainsProblem(excludedDomains)].filter((problem): problem is string => problem !== null);
  const canStart = query.trim() !== '' && !busy && problems.length === 0;

  const submit = async () => {
    if (!canStart) return;
    setBusy(true);
    const options: Partial<JobOptions> = {
      // auto: the service picks the loop count itself; the default is sent only so the intent is complete.
      reasoningLoops: auto ? 3 : Number(loops),
      auto,
      reasoningMode,
      collectionIds,
      files: fileIds,
      sourceTimeout: Number(sourceTimeout),
      allowEarlyExit,
      excludeSocial,
      excludedDomains: parseDomains(excludedDomains),
      systemPrompt: systemPrompt.trim() || null,
      model: model.trim() || null,
      ...(clarify ? { brainstormSessionId: clarify.sessionId, answers: clarify.answers } : {}),
    };
    try {
      const { id } = await client.invoke('jobs.create', { query, options });
      // Edit and resend: the failed intent this one replaces goes once the new one is saved.
      if (preset?.replacesOutboxId) await client.invoke('outbox.discard', { id: preset.replacesOutboxId }).catch(() => undefined);
      close('');
      openNewJob(id);
      const state = sync?.state ?? null;
      // Offline or paused: it waits, say so now. Otherwise (online, or the state not known yet, as
      // right after the window opens) wait for the first push, so a refusal is said as one.
      if (state === 'offline' || state === 'paused') notify(startedNotice(state));
      else void watchStart(client, id, notify);
    } catch (failure) {
      setError(errorSentence(failure));
    } finally {
      setBusy(false);
    }
  };

  const askClarify = async () => {
    if (!query.trim()) return;
    setBusy(true);
    try {
      const result = await client.invoke('jobs.brainstorm', { query });
      setClarify({ sessionId: result.sessionId, questions: result.questions, answers: {} });
      setError(null);
    } catch (failure) {
      setError(`Could not get clarifying questions. ${errorSentence(failure)}`);
    } finally {
      setBusy(false);
    }
  };

  // Closed without sending (Escape, a click outside, Cancel): the typed question is kept for next time.
  const dismiss = () => close(query);

  const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

  return (
    <div className="overlay" onMouseDown={(event) => event.target === event.currentTarget && dismiss()}>
      <form
        role="dialog"
        aria-modal="true"
        aria-label="New research"
        className="dialog composer"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        onKeyDown={(event) => {
          keepTabInside(event);
          if (event.key === 'Escape') dismiss();
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void submit();
          }
        }}
      >
        <h2>New research</h2>
        <textarea
          ref={queryRef}
          aria-label="Research question"
          aria-describedby="query-count"
          aria-invalid={queryProblem(query) !== null}
          placeholder="What do you want to find out?"
          rows={3}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <span id="query-count" className={`query-count${query.trim().length > MAX_QUERY_CHARS ? ' over' : ''}`}>
          {query.trim().length.toLocaleString('en')} / {MAX_QUERY_CHARS.toLocaleString('en')} characters
        </span>
        <div className="composer-status" aria-label="Account limits">
          {usage ? (
            <span className="status-items">
              <span>{usage.unit === 'compute_units' ? 'loops used: not reported by API version 2025-08-08' : `${monthLoopsText(usage)} this month`}</span>
              <span>{runningText(usage.running, usage.concurrencyLimit, 'jobs running')}</span>
            </span>
          ) : (
            <span>Usage unknown until Quire reaches the research service.</span>
          )}
          {waitReasons.map((reason) => (
            <p key={reason} className="wait-reason" role="status">
              {reason}
            </p>
          ))}
        </div>
        <label className="field-inline">
          {/* 2025-08-08 asks for compute units (1-10) where 2025-11-27 asks for loops: the same field, named as the profile's API names it */}
          {usage?.unit === 'compute_units' ? 'Compute units' : 'Reasoning loops'}
          <input
            disabled={auto}
            type="number"
            min={LOOPS_RANGE.min}
            max={LOOPS_RANGE.max}
            step={1}
            value={loops}
            aria-invalid={loopsProblem(loops) !== null}
            onChange={(event) => setLoops(event.target.value)}
          />
        </label>
        <div className="option-explained">
          <label className="check">
            <input type="checkbox" checked={auto} onChange={(event) => setAuto(event.target.checked)} />
            Automatic loops
          </label>
          <p className="option-help">The service decides how many loops the question needs (up to {LOOPS_RANGE.max}) and stops once it has enough.</p>
          <label className="check">
            <input type="checkbox" checked={reasoningMode} onChange={(event) => setReasoningMode(event.target.checked)} />
            Reasoning mode
          </label>
          <p className="option-help">Reads more passages in each loop and follows the terms it learns: slower, more thorough answers.</p>
        </div>
        {(collections.data?.collections.length ?? 0) > 0 && (
          <fieldset className="chips">
            <legend>Collections to use</legend>
            {collections.data?.collections.map((collection) => (
              <label key={collection.id} className="chip">
                <input type="checkbox" checked={collectionIds.includes(collection.id)} onChange={() => setCollectionIds((list) => toggle(list, collection.id))} />
                {collection.name}
              </label>
            ))}
          </fieldset>
        )}
        <button type="button" className="ghost small" aria-expanded={showOptions} onClick={() => setShowOptions((s) => !s)}>
          {showOptions ? 'Fewer options' : 'More options'}
        </button>
        {showOptions && (
          <div className="options-grid">
            {(files.data?.files.length ?? 0) > 0 && (
              <fieldset className="chips wide">
                <legend>Files to use</legend>
                {files.data?.files
                  .filter((file) => file.serverId !== null || file.state !== 'failed')
                  .slice(0, 200)
                  .map((file) => (
                    <label key={file.id} className="chip">
                      <input type="checkbox" checked={fileIds.includes(file.id)} onChange={() => setFileIds((list) => toggle(list, file.id))} />
                      {file.fileName}
                    </label>
                  ))}
              </fieldset>
            )}
            <label>
              Source timeout (seconds)
              <input
                type="number"
                min={TIMEOUT_RANGE.min}
                max={TIMEOUT_RANGE.max}
                step={1}
                value={sourceTimeout}
                aria-invalid={timeoutProblem(sourceTimeout) !== null}
                onChange={(event) => setSourceTimeout(event.target.value)}
              />
            </label>
            <label>
              Model
              <input placeholder="Automatic" value={model} onChange={(event) => setModel(event.target.value)} />
            </label>
            <label className="check">
              <input type="checkbox" checked={allowEarlyExit} onChange={(event) => setAllowEarlyExit(event.target.checked)} />
              Allow early exit
            </label>
            <label className="check">
              <input type="checkbox" checked={excludeSocial} onChange={(event) => setExcludeSocial(event.target.checked)} />
              Exclude social media
            </label>
            <label className="wide">
              Excluded domains
              <input placeholder="example.com, another.org" value={excludedDomains} aria-invalid={domainsProblem(excludedDomains) !== null} onChange={(event) => setExcludedDomains(event.target.value)} />
            </label>
            <label className="wide">
              System prompt for transformed content
              <textarea rows={2} placeholder="e.g. Return a JSON object with keys summary and risks" value={systemPrompt} onChange={(event) => setSystemPrompt(event.target.value)} />
            </label>
          </div>
        )}
        {clarify && <ClarifyQuestions questions={clarify.questions} answers={clarify.answers} onChange={(answers) => setClarify({ ...clarify, answers })} />}
        {problems.map((problem) => (
          <p key={problem} className="error-text" role="alert">
            {problem}
          </p>
        ))}
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          {!clarify && (
            <button type="button" className="ghost" disabled={!query.trim() || busy} onClick={() => void askClarify()}>
              Clarify first
            </button>
          )}
          <span className="spacer" />
          <button type="button" className="ghost" onClick={dismiss}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={!canStart} title={`${modKey()}-Enter`}>
            Start research
          </button>
        </div>
      </form>
    </div>
  );
}
