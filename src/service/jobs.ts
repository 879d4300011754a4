// Research jobs: creation (with the concurrency limit and monthly loop budget), the background
// runner that walks a job through queued → searching (one reasoning loop per step) → analysing →
// summarising → completed/failed, resumption after a restart, and the job's JSON per API version.
import { randomUUID } from 'node:crypto';
import type { ServiceDb } from './db';
import { nextSeq } from './db';
import { documentsInScope, resolveScope, type LibraryDocument } from './library';
import { addCoreTerms, composeAnswer, initialLoopState, NORMAL_DEPTH, questionReadings, REASONING_DEPTH, runLoop, type LoopState } from './research';
import { readingLine, withReadings, type Reading } from './spelling';
import { parseSystemPrompt, transformContent } from './prompt';
import { joinWords } from './concepts';
import { parseStoredSession, resolveAnswers, type ResolvedAnswers } from './brainstorm';
import { badRequest, HttpError, type ResearchCreateBody } from './validation';
import type { ApiVersion } from './versions';
import { withMarker, type Composition } from './compose';
import { droppedReasons, modelAnswer, type LocalModelConfig, type ModelAnswer, type ModelSource } from './local-model';
import { modelTransform, type ModelTransform } from './local-model-transform';
import { notesWithoutCitations } from './notes';
import { describeVerdictBasis } from './verdict-evidence';

export const TERMINAL_STATUSES = new Set(['completed', 'failed']);
const SOCIAL_DOMAINS = ['twitter.com', 'x.com', 'facebook.com', 'instagram.com', 'tiktok.com', 'reddit.com', 'linkedin.com', 'threads.net', 'youtube.com'];
const AGENT_CENTS_PER_LOOP = 5;

export interface JobParams {
  query: string;
  loops: number;
  files: string[];
  collectionIds: string[];
  excludedDomains: string[];
  allowEarlyExit: boolean;
  systemPrompt: string | null;
  extraText: string[];
  options: Record<string, unknown>;
}

export interface JobRow {
  id: string;
  seq: number;
  origin: string;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  status: string;
  query: string;
  params: string;
  loops_requested: number;
  reasoning_loops_consumed: number;
  running_time: number;
  content: string | null;
  transformed_content: string | null;
  failure_reason: string | null;
  charged: number;
}

/** A result reference as job lists need it (detail content and highlights are read separately). */
export interface ResultRow {
  id: string;
  job_id: string;
  title: string;
  url: string;
  citation_index: number;
  score: number;
}

export interface LimitsConfig {
  concurrencyLimit: number;
  /** null: no monthly budget (the desktop's embedded library, on the user's own machine). */
  monthlyLoopBudget: number | null;
}

function monthStartIso(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

export function monthlyLoopsUsed(db: ServiceDb, now: Date): number {
  const row = db
    .prepare("SELECT COALESCE(SUM(reasoning_loops_consumed), 0) AS used FROM jobs WHERE status = 'completed' AND completed_at >= ?")
    .get(monthStartIso(now)) as { used: number };
  return row.used;
}

export function activeJobCount(db: ServiceDb): number {
  return (db.prepare("SELECT COUNT(*) AS n FROM jobs WHERE status NOT IN ('completed', 'failed')").get() as { n: number }).n;
}

/** Pure: whether a new job is over a limit: as many jobs running as allowed, or the month's loops at a budget (none: never). */
export function overLimits(running: number, loopsUsed: number, limits: LimitsConfig): boolean {
  return running >= limits.concurrencyLimit || (limits.monthlyLoopBudget !== null && loopsUsed >= limits.monthlyLoopBudget);
}

/** 429 when the concurrency limit or the monthly budget is reached (same body for both, as the public service). */
export function checkLimits(db: ServiceDb, limits: LimitsConfig, now: Date): void {
  if (overLimits(activeJobCount(db), limits.monthlyLoopBudget === null ? 0 : monthlyLoopsUsed(db, now), limits)) {
    throw new HttpError(429, { error: 'Rate limit exceeded. Try again later.' });
  }
}

/** Validates references and turns a request body into stored job parameters. */
export function jobParamsFrom(db: ServiceDb, body: ResearchCreateBody, version: ApiVersion): JobParams {
  const requested = version === '2025-08-08' ? body.compute_units : body.reasoning_loops;
  // auto without an explicit loop count: let the research decide, up to 10 loops with early exit.
  const auto = body.auto === true && requested === undefined;
  const loops = requested ?? (auto ? 10 : 1);
  for (const fileId of body.files ?? []) {
    if (!db.prepare('SELECT 1 FROM files WHERE id = ?').get(fileId)) throw badRequest(`Invalid value for field 'files': unknown file id ${fileId}`);
  }
  for (const collectionId of body.collection_ids ?? []) {
    if (!db.prepare('SELECT 1 FROM collections WHERE id = ?').get(collectionId)) {
      throw badRequest(`Invalid value for field 'collection_ids': unknown collection id ${collectionId}`);
    }
  }
  const extraText: string[] = [];
  let clarified: ResolvedAnswers = { focus: [], maxSentences: null, choices: [] };
  let clarifyNote: string | null = null;
  if (body.brainstorm_session_id) {
    const session = db.prepare('SELECT used_at, questions FROM brainstorms WHERE id = ?').get(body.brainstorm_session_id) as { used_at: string | null; questions: string } | undefined;
    if (!session) throw badRequest(`Invalid value for field 'brainstorm_session_id': unknown session ${body.brainstorm_session_id}`);
    if (session.used_at) throw badRequest(`Invalid value for field 'brainstorm_session_id': session ${body.brainstorm_session_id} was already used`);
    const stored = parseStoredSession(session.questions);
    clarifyNote = stored.note;
    const resolved = resolveAnswers(stored.questions, body.answers);
    if (typeof resolved === 'string') throw badRequest(`Invalid value for field 'answers': ${resolved}`);
    clarified = resolved;
    extraText.push(...resolved.focus);
  } else if (body.answers !== undefined && body.answers !== null) {
    throw badRequest("Invalid value for field 'answers': answers need a brainstorm_session_id");
  }
  const excluded = [...(body.excluded_domains ?? []), ...(body.exclude_social ? SOCIAL_DOMAINS : [])];
  return {
    query: body.query,
    loops,
    files: body.files ?? [],
    collectionIds: body.collection_ids ?? [],
    excludedDomains: excluded,
    allowEarlyExit: body.allow_early_exit ?? auto,
    systemPrompt: body.system_prompt ?? null,
    extraText,
    options: {
      source_timeout: body.source_timeout ?? 60,
      reasoning_mode: body.reasoning_mode ?? false,
      auto: body.auto ?? false,
      model: body.model ?? null,
      brainstorm_session_id: body.brainstorm_session_id ?? null,
      clarified_choices: clarified.choices,
      clarify_note: clarifyNote,
      max_sentences: clarified.maxSentences,
    },
  };
}

export function insertJob(db: ServiceDb, params: JobParams, origin: 'research' | 'agent' | 'compat', nowIso: string): string {
  const id = randomUUID();
  db.prepare(
    `INSERT INTO jobs (id, seq, origin, created_at, status, query, params, loops_requested) VALUES (?, ?, ?, ?, 'queued', ?, ?, ?)`,
  ).run(id, nextSeq(db, 'jobs'), origin, nowIso, params.query, JSON.stringify(params), params.loops);
  const sessionId = params.options.brainstorm_session_id;
  if (typeof sessionId === 'string') db.prepare('UPDATE brainstorms SET used_at = ? WHERE id = ?').run(nowIso, sessionId);
  addEvent(db, id, `Research queued: "${params.query}" with ${params.loops} reasoning loop${params.loops === 1 ? '' : 's'}`, nowIso);
  return id;
}

export function addEvent(db: ServiceDb, jobId: string, message: string, nowIso: string): void {
  db.prepare('INSERT INTO events (job_id, message, created_at) VALUES (?, ?, ?)').run(jobId, message, nowIso);
}

export function getJob(db: ServiceDb, id: string): JobRow | undefined {
  return db.prepare('SELECT * FROM jobs WHERE id = ?').get(id) as JobRow | undefined;
}

export function resultsOf(db: ServiceDb, jobIds: string[]): Map<string, ResultRow[]> {
  const map = new Map<string, ResultRow[]>();
  if (jobIds.length === 0) return map;
  const rows = db
    .prepare(
      `SELECT id, job_id, title, url, citation_index, score
       FROM results WHERE job_id IN (${jobIds.map(() => '?').join(',')}) ORDER BY job_id, citation_index`,
    )
    .all(...jobIds) as ResultRow[];
  for (const row of rows) {
    const list = map.get(row.job_id) ?? [];
    list.push(row);
    map.set(row.job_id, list);
  }
  return map;
}

export function resultRefJson(row: ResultRow, version: ApiVersion): Record<string, unknown> {
  const ref: Record<string, unknown> = { id: row.id, title: row.title, url: row.url, citation_index: row.citation_index };
  if (version === '2025-08-08') ref.score = row.score;
  return ref;
}

/** The job object of spec 2.1 (2025-11-27) or its 2025-08-08 shape (no loops/running time, scored results). */
export function jobJson(row: JobRow, results: ResultRow[] | null, version: ApiVersion, unknownStatus: string | undefined): Record<string, unknown> {
  const status = unknownStatus && !TERMINAL_STATUSES.has(row.status) ? unknownStatus : row.status;
  const job: Record<string, unknown> = { id: row.id, created_at: row.created_at, status, query: row.query };
  if (version === '2025-11-27') {
    job.reasoning_loops_consumed = row.reasoning_loops_consumed;
    job.running_time = row.running_time;
  }
  if (results) job.results = results.map((r) => resultRefJson(r, version));
  job.content = row.content;
  job.transformed_content = row.transformed_content;
  return job;
}

interface RunningJob {
  params: JobParams;
  state: LoopState;
  allowed: Map<string, LibraryDocument>;
  updatesSeen: number;
  /** Set by an early exit: no more loops, although fewer than requested ran. */
  stopped: boolean;
  /** Misspelled words of the question and the library words they were read as (spelling.ts): the answer says so first. */
  readings: Reading[];
  /** The local model's answer while it is being written (pending) or once it came back. */
  model?: { status: 'pending' } | { status: 'done'; answer: ModelAnswer; transform: ModelTransform | null };
}

/** The passages a local model gets: up to four of the research's passages per source the built-in answer cites. */
export function modelSources(synthesis: Composition, seen: { documentId: string; text: string }[]): ModelSource[] {
  return synthesis.sources.map((source) => ({
    index: source.citationIndex,
    title: source.title,
    passages: seen.filter((p) => p.documentId === source.documentId).slice(0, 4).map((p) => p.text),
  }));
}

/** The composition with the local model's checked sentences instead of the extracted ones (sources renumbered as first cited). */
export function withModelSentences(synthesis: Composition, sentences: { text: string; citations: number[] }[]): Composition {
  const renumber = new Map<number, number>();
  for (const s of sentences) for (const n of s.citations) if (!renumber.has(n)) renumber.set(n, renumber.size + 1);
  const marker = (citations: number[]): string => citations.map((n) => `[${renumber.get(n) ?? n}]`).join('');
  const body = sentences.map((s) => withMarker(s.text, marker(s.citations)));
  // with no sentence left, no note may speak of sources cited below (notes.ts)
  // (the notes as the built-in answer says them, checked against the sources: note-check.ts)
  const said = synthesis.saidNotes ?? synthesis.notes;
  const notes = sentences.length > 0 ? said : notesWithoutCitations(said);
  const content = [...(notes.length > 0 ? [notes.join(' ')] : []), body.join(' ')].filter((p) => p !== '').join('\n\n');
  const sources = synthesis.sources
    .filter((source) => renumber.has(source.citationIndex))
    .map((source) => ({ ...source, citationIndex: renumber.get(source.citationIndex) ?? source.citationIndex }))
    .sort((a, b) => a.citationIndex - b.citationIndex);
  return {
    ...synthesis,
    sentences: sentences.map((s, i) => ({ text: s.text, original: s.text, citationIndex: renumber.get(s.citations[0] ?? 0) ?? 0, unit: i + 1, prefix: '' })),
    sources,
    notes,
    content,
  };
}

/** Drives jobs in the background, one timer per job; every step is a short synchronous transaction. */
export class JobRunner {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, RunningJob>();
  private closed = false;

  constructor(
    private readonly db: ServiceDb,
    private readonly stepDelayMs: number,
    private readonly now: () => Date,
    /**
     * An OpenAI-compatible local model that writes answers from the passages; null: the built-in
     * engine. A function is asked at each answer (the setting can change while the service runs).
     */
    localModel: LocalModelConfig | null | (() => LocalModelConfig | null) = null,
  ) {
    this.localModel = typeof localModel === 'function' ? localModel : () => localModel;
  }

  private readonly localModel: () => LocalModelConfig | null;

  /** The local model in use now (Settings or the environment), or null: the built-in engine. */
  currentLocalModel(): LocalModelConfig | null {
    return this.localModel();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Picks up every non-terminal job left by a previous run of the service. */
  resumeAll(): void {
    const rows = this.db.prepare("SELECT id, status FROM jobs WHERE status NOT IN ('completed', 'failed') ORDER BY seq").all() as { id: string; status: string }[];
    for (const row of rows) {
      if (row.status !== 'queued') {
        addEvent(this.db, row.id, `Service restarted while the job was ${row.status}; resuming the research from the first loop`, this.nowIso());
      }
      this.schedule(row.id);
    }
  }

  schedule(jobId: string): void {
    if (this.closed || this.timers.has(jobId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(jobId);
      this.step(jobId);
    }, this.stepDelayMs);
    this.timers.set(jobId, timer);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.running.clear();
  }

  private nowIso(): string {
    return this.now().toISOString();
  }

  private step(jobId: string): void {
    if (this.closed) return;
    try {
      const again = this.db.transaction(() => this.advance(jobId))();
      if (again) this.schedule(jobId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      try {
        this.fail(jobId, `Internal error while researching: ${reason}`);
      } catch {
        // The database is gone (service closing): the job stays non-terminal and resumes on the next start.
      }
    }
  }

  private fail(jobId: string, reason: string): void {
    this.running.delete(jobId);
    const now = this.nowIso();
    this.db.transaction(() => {
      this.db.prepare("UPDATE jobs SET status = 'failed', failure_reason = ?, completed_at = ? WHERE id = ?").run(reason, now, jobId);
      addEvent(this.db, jobId, `Failed: ${reason}`, now);
    })();
  }

  /** One step of the state machine; returns true when another step should follow. */
  private advance(jobId: string): boolean {
    const row = getJob(this.db, jobId);
    if (!row || TERMINAL_STATUSES.has(row.status)) return false;
    const now = this.nowIso();
    let job = this.running.get(jobId);
    if (!job) {
      // First step (or first after a restart): rebuild the loop state from the stored parameters.
      const params = JSON.parse(row.params) as JobParams;
      const scope = resolveScope(this.db, params.files, params.collectionIds, params.excludedDomains);
      const allowed = documentsInScope(this.db, scope);
      // (a misspelled word no document uses is read as the library's word it is nearest to, and the answer says so)
      const readings = allowed.size > 0 ? questionReadings(this.db, allowed, params.query) : [];
      job = { params, state: initialLoopState(withReadings(params.query, readings), params.extraText), allowed, updatesSeen: 0, stopped: false, readings };
      this.running.set(jobId, job);
      if (readings.length > 0) addEvent(this.db, jobId, readingLine(readings), now);
      this.db.prepare("UPDATE jobs SET status = 'searching', started_at = COALESCE(started_at, ?), reasoning_loops_consumed = 0 WHERE id = ?").run(now, jobId);
      if (allowed.size === 0) {
        this.running.delete(jobId);
        const why = params.files.length > 0 || params.collectionIds.length > 0
          ? 'none of the selected files or collections contain indexed documents'
          : 'the library has no documents outside the excluded domains';
        this.markFailed(jobId, `Cannot research: ${why}`, now);
        return false;
      }
      if (job.state.coreTerms.length === 0) {
        this.running.delete(jobId);
        this.markFailed(jobId, 'Cannot research: the query has no searchable terms', now);
        return false;
      }
      const choices = Array.isArray(params.options.clarified_choices) ? (params.options.clarified_choices as string[]) : [];
      if (typeof params.options.clarify_note === 'string') addEvent(this.db, jobId, `Clarifying questions: ${params.options.clarify_note}`, now);
      for (const choice of choices) addEvent(this.db, jobId, `Clarified: ${choice}`, now);
      addEvent(this.db, jobId, `Searching ${allowed.size} document${allowed.size === 1 ? '' : 's'} for: ${job.state.coreTerms.join(', ')}`, now);
      return true;
    }

    if (!job.stopped && job.state.loopsDone < job.params.loops && (row.status === 'searching' || row.status === 'queued')) {
      this.absorbUpdates(jobId, job, now);
      const outcome = runLoop(this.db, job.allowed, job.state, job.params.options.reasoning_mode === true ? REASONING_DEPTH : NORMAL_DEPTH);
      const n = job.state.loopsDone;
      this.db.prepare('UPDATE jobs SET reasoning_loops_consumed = ? WHERE id = ?').run(n, jobId);
      addEvent(this.db, jobId, `Reasoning loop ${n}: ${outcome.description}`, now);
      if (job.params.allowEarlyExit && outcome.newPassages === 0 && n < job.params.loops) {
        addEvent(this.db, jobId, `Early exit after loop ${n} of ${job.params.loops}: the last loop found nothing new`, now);
        job.stopped = true;
        this.db.prepare("UPDATE jobs SET status = 'analysing' WHERE id = ?").run(jobId);
        addEvent(this.db, jobId, `Analysing ${job.state.seen.length} passages`, now);
        return true;
      }
      if (n >= job.params.loops) {
        this.db.prepare("UPDATE jobs SET status = 'analysing' WHERE id = ?").run(jobId);
        addEvent(this.db, jobId, `Analysing ${job.state.seen.length} passages`, now);
      }
      return true;
    }

    if (row.status === 'analysing' || row.status === 'searching' || row.status === 'queued') {
      this.db.prepare("UPDATE jobs SET status = 'summarising' WHERE id = ?").run(jobId);
      addEvent(this.db, jobId, 'Summarising the best passages into a cited answer', now);
      return true;
    }

    // summarising (or any other non-terminal state): write the answer.
    const instruction = job.params.systemPrompt ? parseSystemPrompt(job.params.systemPrompt) : null;
    const simple = instruction?.simple ?? false;
    // a table asked for gets as many rows as an answer may hold (10 sentences, not the usual 8)
    const maxSentences = typeof job.params.options.max_sentences === 'number' ? job.params.options.max_sentences : instruction?.format === 'table' ? 10 : undefined;
    let synthesis = composeAnswer(this.db, job.allowed, job.state, { simple, ...(maxSentences ? { maxSentences } : {}) });
    let modelTransformed: string | null = null;
    const localModel = this.localModel();
    if (localModel && synthesis.answered) {
      if (!job.model) {
        // The model writes outside the step's transaction; the step runs again when it is back.
        const running = job;
        const systemPrompt = job.params.systemPrompt;
        const builtIn = synthesis;
        running.model = { status: 'pending' };
        addEvent(this.db, jobId, `Asking the local model ${localModel.model} to write the answer from ${synthesis.sources.length} source${synthesis.sources.length === 1 ? '' : 's'}`, now);
        if (systemPrompt) addEvent(this.db, jobId, `Asking the local model ${localModel.model} to write transformed_content as the system prompt asks`, now);
        void (async () => {
          const answer = await modelAnswer(localModel, job.params.query, modelSources(builtIn, job.state.seen));
          let transform: ModelTransform | null = null;
          if (systemPrompt) {
            // A server that could not be used for the answer is not asked again (its time limit would double).
            const final = answer.ok ? withModelSentences(builtIn, answer.sentences) : builtIn;
            transform = !answer.ok && answer.transport ? { ok: false, reason: answer.reason } : await modelTransform(localModel, systemPrompt, job.params.query, modelSources(final, job.state.seen), final.sources);
          }
          running.model = { status: 'done', answer, transform };
          this.schedule(jobId);
        })();
        return false;
      }
      if (job.model.status === 'pending') return false;
      const answer = job.model.answer;
      if (answer.ok) {
        synthesis = withModelSentences(synthesis, answer.sentences);
        addEvent(
          this.db,
          jobId,
          `The local model ${answer.model} wrote the answer; ${answer.dropped === 0 ? 'every sentence it wrote is supported by the passage it cites' : `${answer.dropped} of its sentences ${answer.dropped === 1 ? 'was' : 'were'} dropped because the cited passage does not support ${answer.dropped === 1 ? 'it' : 'them'}`}`,
          now,
        );
      } else {
        addEvent(this.db, jobId, `The built-in engine wrote the answer: ${answer.reason}`, now);
      }
      const transform = job.model.transform;
      if (transform?.ok) {
        modelTransformed = transform.text;
        addEvent(
          this.db,
          jobId,
          `The local model ${transform.model} wrote transformed_content as the system prompt asks; ${transform.dropped.length === 0 ? 'everything it wrote rests on the passage it cites' : `${transform.dropped.length} part${transform.dropped.length === 1 ? ' was' : 's were'} dropped (${droppedReasons(transform.dropped)})`}`,
          now,
        );
      } else if (transform) {
        addEvent(this.db, jobId, `The built-in engine wrote transformed_content: ${transform.reason}`, now);
      }
    }
    this.running.delete(jobId);
    const readAs = synthesis.coverage.flatMap((part) => part.readAs).filter((r) => r.words.length > 0);
    if (readAs.length > 0) addEvent(this.db, jobId, `Read as the question's words: ${readAs.map((r) => `${joinWords(r.words.map((w) => `"${w}"`), 'or')} for "${r.concept.term}"`).join('; ')}`, now);
    if (!synthesis.answered) {
      addEvent(this.db, jobId, `No passage covers the question: ${synthesis.notes.length > 0 ? synthesis.notes.join(' ') : 'nothing in scope mentions its key terms'}`, now);
    } else if (synthesis.notes.length > 0) {
      addEvent(this.db, jobId, `Partly covered: ${synthesis.notes.join(' ')}`, now);
    }
    // a yes/no or comparison answer says which evidence its verdict rests on (verdict-evidence.ts); the built-in engine's only
    const modelWrote = job.model?.status === 'done' && job.model.answer.ok;
    if (synthesis.verdictBasis && !modelWrote) addEvent(this.db, jobId, describeVerdictBasis(synthesis.verdictBasis), now);
    const insertResult = this.db.prepare(
      'INSERT INTO results (id, job_id, document_id, title, url, citation_index, score, highlights) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.db.prepare('DELETE FROM results WHERE job_id = ?').run(jobId);
    for (const source of synthesis.sources) {
      insertResult.run(randomUUID(), jobId, source.documentId, source.title, source.url, source.citationIndex, source.score, JSON.stringify(source.highlights));
    }
    const transformed = modelTransformed ?? (job.params.systemPrompt ? transformContent(job.params.systemPrompt, job.params.query, synthesis) : null);
    // Wall-clock seconds on the service's clock since the job first started (restarts included).
    const startedAt = Date.parse(row.started_at ?? now);
    const runningTime = Math.max(0, Math.round((Date.parse(now) - startedAt) / 1000));
    this.db
      .prepare("UPDATE jobs SET status = 'completed', completed_at = ?, content = ?, transformed_content = ?, running_time = ? WHERE id = ?")
      .run(now, job.readings.length > 0 ? `${readingLine(job.readings)}\n\n${synthesis.content}` : synthesis.content, transformed, runningTime, jobId);
    if (row.origin === 'agent' && row.charged === 0) {
      const cents = AGENT_CENTS_PER_LOOP * job.state.loopsDone;
      this.db.prepare('INSERT INTO ledger (amount_cents, reason, created_at) VALUES (?, ?, ?)').run(-cents, `research ${jobId}`, now);
      this.db.prepare('UPDATE jobs SET charged = 1 WHERE id = ?').run(jobId);
    }
    addEvent(this.db, jobId, `Completed: ${synthesis.sources.length} source${synthesis.sources.length === 1 ? '' : 's'} cited after ${job.state.loopsDone} reasoning loop${job.state.loopsDone === 1 ? '' : 's'}`, now);
    return false;
  }

  private markFailed(jobId: string, reason: string, now: string): void {
    this.db.prepare("UPDATE jobs SET status = 'failed', failure_reason = ?, completed_at = ? WHERE id = ?").run(reason, now, jobId);
    addEvent(this.db, jobId, `Failed: ${reason}`, now);
  }

  /** Research updates sent while a job runs add their terms to the next loop's query. */
  private absorbUpdates(jobId: string, job: RunningJob, now: string): void {
    const updates = this.db.prepare('SELECT update_content, files FROM updates WHERE job_id = ? ORDER BY created_at, rowid').all(jobId) as { update_content: string; files: string }[];
    for (const update of updates.slice(job.updatesSeen)) {
      const added = addCoreTerms(job.state, update.update_content);
      // Files attached to an update join the job's scope (still subject to excluded domains).
      const fileIds = JSON.parse(update.files) as string[];
      const extra = documentsInScope(this.db, resolveScope(this.db, fileIds, [], job.params.excludedDomains));
      let newDocuments = 0;
      if (fileIds.length > 0) {
        for (const [id, doc] of extra) {
          if (!job.allowed.has(id)) newDocuments += 1;
          job.allowed.set(id, doc);
        }
      }
      addEvent(
        this.db,
        jobId,
        `Update received; ${added.length > 0 ? `adding terms: ${added.join(', ')}` : 'no new terms'}` + (newDocuments > 0 ? `; ${newDocuments} more document${newDocuments === 1 ? '' : 's'} in scope` : ''),
        now,
      );
    }
    job.updatesSeen = updates.length;
  }
}
