// Routes of the research group: jobs (create/list/get), events, updates, result content,
// brainstorm, and chat with its SSE stream. Shared helpers are reused by the /agents routes.
import { randomUUID } from 'node:crypto';
import type { ServiceContext } from './context';
import { chatMessageJson, chunksOf, getChatMessage, revealedCount, type ChatChunk, type ChatRow } from './chat';
import { json, type Reply, type RequestContext, type Router, type SseWriter } from './http';
import { checkLimits, getJob, insertJob, jobJson, jobParamsFrom, resultsOf, TERMINAL_STATUSES, type JobRow } from './jobs';
import { contentTerms, stem, words } from './text';
import { documentPassages, searchPassages, documentsInScope } from './library';
import { brainstormQuestions, parseStoredSession, publicQuestion, questionsFromDrafts, topicalPassages, type StoredQuestion } from './brainstorm';
import { droppedSummary, modelQuestions } from './local-model-brainstorm';
import type { ModelSource } from './local-model';
import {
  badRequest,
  BrainstormSchema,
  ChatCreateSchema,
  envelope,
  isUuid,
  notFound,
  parseBody,
  parsePagination,
  ResearchCreateSchema,
  UpdateCreateSchema,
} from './validation';

export function uuidParam(ctx: RequestContext, name: string): string {
  const value = ctx.params[name] ?? '';
  if (!isUuid(value)) throw badRequest(`Invalid path parameter '${name}': expected a UUID`);
  return value;
}

export function requireJob(service: ServiceContext, ctx: RequestContext, name = 'id'): JobRow {
  const job = getJob(service.db, uuidParam(ctx, name));
  if (!job) throw notFound();
  return job;
}

/** POST /research, POST /agents/research and the compat endpoints share this: validate, limit, insert, schedule. */
export async function createResearch(service: ServiceContext, ctx: RequestContext, origin: 'research' | 'agent'): Promise<string> {
  const body = parseBody(ResearchCreateSchema, await ctx.json());
  const params = jobParamsFrom(service.db, body, ctx.version);
  const now = service.now();
  const id = service.db.transaction(() => {
    checkLimits(service.db, service, now);
    return insertJob(service.db, params, origin, now.toISOString());
  })();
  service.runner.schedule(id);
  return id;
}

function resultDetailContent(service: ServiceContext, resultId: string, jobId: string, format: 'raw' | 'markdown'): string | null {
  const row = service.db
    .prepare(
      `SELECT COALESCE(r.raw, d.raw) AS raw, COALESCE(r.markdown, d.markdown) AS markdown
       FROM results r LEFT JOIN documents d ON d.id = r.document_id WHERE r.id = ? AND r.job_id = ?`,
    )
    .get(resultId, jobId) as { raw: string | null; markdown: string | null } | undefined;
  if (!row) return null;
  return (format === 'raw' ? row.raw : row.markdown) ?? '';
}

export function parseFormat(query: URLSearchParams, fallback: 'raw' | 'markdown' | null): 'raw' | 'markdown' | null {
  const format = query.get('format');
  if (format === null || format === '') return fallback;
  if (format !== 'raw' && format !== 'markdown') throw badRequest(`Invalid value for query parameter 'format': expected raw or markdown`);
  return format;
}

export function getResultContent(service: ServiceContext, jobId: string, resultId: string, format: 'raw' | 'markdown'): string {
  const content = resultDetailContent(service, resultId, jobId, format);
  if (content === null) throw notFound();
  return content;
}

export function createUpdate(service: ServiceContext, job: JobRow, content: string, files: string[]): Record<string, unknown> {
  if (TERMINAL_STATUSES.has(job.status)) {
    throw badRequest(`Research ${job.id} is already ${job.status}; updates are accepted only while it is running`);
  }
  for (const fileId of files) {
    if (!service.db.prepare('SELECT 1 FROM files WHERE id = ?').get(fileId)) throw badRequest(`Invalid value for field 'files': unknown file id ${fileId}`);
  }
  const update = { id: randomUUID(), ask_id: randomUUID(), update_content: content, files, created_at: service.now().toISOString() };
  service.db
    .prepare('INSERT INTO updates (id, job_id, ask_id, update_content, files, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(update.id, job.id, update.ask_id, update.update_content, JSON.stringify(files), update.created_at);
  return update;
}

export async function createChat(service: ServiceContext, ctx: RequestContext, job: JobRow): Promise<ChatRow> {
  const body = parseBody(ChatCreateSchema, await ctx.json());
  if (job.status !== 'completed') {
    throw badRequest(`Chat is available once the research has completed (status: ${job.status})`);
  }
  return service.chat.create(job.id, body.content, body.snippets ?? [], body.excluded_domains ?? []);
}

function chatFrame(messageId: string, chunk: ChatChunk): Record<string, unknown> {
  const frame: Record<string, unknown> = { id: messageId, content: chunk.content };
  if (chunk.citations.length === 1) frame.citationIndex = chunk.citations[0];
  else if (chunk.citations.length > 1) frame.citationIndices = chunk.citations;
  return frame;
}

/** Streams a chat message: what is already revealed, then each new chunk, then [DONE]. */
export function streamChatMessage(service: ServiceContext, jobId: string, messageId: string): Reply {
  const initial = getChatMessage(service.db, jobId, messageId);
  if (!initial) throw notFound();
  return {
    kind: 'sse',
    run: (sse: SseWriter) =>
      new Promise<void>((resolve) => {
        const row = getChatMessage(service.db, jobId, messageId) ?? initial;
        const chunks = chunksOf(row);
        const already = row.status === 'processing' ? revealedCount(chunks, row.content) : chunks.length;
        for (const chunk of chunks.slice(0, already)) {
          if (!sse.send(chatFrame(messageId, chunk), chunk.content.length)) return resolve();
        }
        if (row.status !== 'processing') {
          if (row.status === 'failed') sse.send({ id: messageId, error: row.error_message ?? 'Chat message failed' });
          sse.done();
          return resolve();
        }
        const onEvent = (event: { type: 'chunk'; chunk: ChatChunk } | { type: 'done' }): void => {
          if (event.type === 'done') {
            const final = getChatMessage(service.db, jobId, messageId);
            if (final?.status === 'failed') sse.send({ id: messageId, error: final.error_message ?? 'Chat message failed' });
            sse.done();
            finish();
          } else if (!sse.send(chatFrame(messageId, event.chunk), event.chunk.content.length)) {
            finish();
          }
        };
        const onClosed = (): void => {
          sse.end();
          finish();
        };
        const finish = (): void => {
          service.chat.events.off(messageId, onEvent);
          service.chat.events.off('closed', onClosed);
          resolve();
        };
        service.chat.events.on(messageId, onEvent);
        service.chat.events.on('closed', onClosed);
        sse.onClientGone(finish);
      }),
  };
}

/** The library's passages on a query as numbered sources for a local model: up to 6 documents, 3 passages each, best first. */
export function brainstormSources(passages: { documentId: string; text: string }[], allowed: Map<string, { title: string }>): ModelSource[] {
  const sources: (ModelSource & { documentId: string })[] = [];
  for (const passage of passages) {
    let source = sources.find((s) => s.documentId === passage.documentId);
    if (!source) {
      if (sources.length >= 6) continue;
      source = { index: sources.length + 1, title: allowed.get(passage.documentId)?.title ?? '', passages: [], documentId: passage.documentId };
      sources.push(source);
    }
    if (source.passages.length < 3) source.passages.push(passage.text);
  }
  return sources.map(({ index, title, passages: texts }) => ({ index, title, passages: texts }));
}

async function brainstorm(service: ServiceContext, query: string): Promise<Record<string, unknown>> {
  const allowed = documentsInScope(service.db, { documentIds: null, excludedDomains: [] });
  const found = searchPassages(service.db, contentTerms(query), allowed, 20);
  // the rest of each document found whose title names the topic (its passages need not repeat it): its sections are its aspects
  const seen = new Set(found.map((p) => p.chunkId));
  const terms = contentTerms(query).map(stem);
  const titled = [...new Set(found.map((p) => p.documentId))].filter((id) => words(allowed.get(id)?.title ?? '').some((w) => terms.includes(stem(w))));
  // (of the documents on the question's topic: brainstorm.ts topicalPassages)
  const passages = topicalPassages(query, [...found, ...titled.flatMap((id) => documentPassages(service.db, id)).filter((p) => !seen.has(p.chunkId))], (id) => allowed.get(id)?.title ?? '').slice(0, 40);
  let n = 0;
  // Question ids like the public service's: q1, q2, … per session.
  const newId = (): string => `q${(n += 1)}`;
  let questions: StoredQuestion[] | null = null;
  let note: string | null = null;
  const model = service.runner.currentLocalModel();
  if (model && passages.length > 0) {
    const sources = brainstormSources(passages, allowed);
    const written = await modelQuestions(model, query, sources);
    if (written.ok) {
      questions = questionsFromDrafts(written.questions, newId);
      note = `written by the local model ${written.model} from ${sources.length} source${sources.length === 1 ? '' : 's'}${written.dropped.length > 0 ? `; ${droppedSummary(written.dropped)}` : '; every option is in the passage it cites'}`;
    } else {
      note = `written by the built-in engine: ${written.reason}`;
    }
  }
  questions ??= brainstormQuestions(query, passages, newId, new Set([...allowed.values()].map((d) => d.title.toLowerCase())));
  const session = { id: randomUUID(), query, questions: questions.map(publicQuestion), status: 'ready', created_at: service.now().toISOString(), ...(note ? { note } : {}) };
  service.db.prepare('INSERT INTO brainstorms (id, query, questions, created_at) VALUES (?, ?, ?, ?)').run(session.id, query, JSON.stringify({ questions, note }), session.created_at);
  return session;
}

function brainstormJson(row: { id: string; query: string; questions: string; created_at: string; used_at: string | null }): Record<string, unknown> {
  const stored = parseStoredSession(row.questions);
  return { id: row.id, query: row.query, questions: stored.questions.map(publicQuestion), status: row.used_at ? 'used' : 'ready', created_at: row.created_at, ...(stored.note ? { note: stored.note } : {}) };
}

export function registerResearchRoutes(router: Router, service: ServiceContext): void {
  const { db } = service;

  router.add(
    'POST',
    '/research',
    async (ctx) => {
      const id = await createResearch(service, ctx, 'research');
      return json({ id, status: 'queued' });
    },
    { idempotent: true },
  );

  router.add('GET', '/research', (ctx) => {
    const page = parsePagination(ctx.query);
    const total = (db.prepare('SELECT COUNT(*) AS n FROM jobs').get() as { n: number }).n;
    const rows = db.prepare('SELECT * FROM jobs ORDER BY seq DESC LIMIT ? OFFSET ?').all(page.limit, page.offset) as JobRow[];
    const results = resultsOf(db, rows.map((r) => r.id));
    const data = rows.map((row) => jobJson(row, results.get(row.id) ?? [], ctx.version, service.faults.unknownStatus));
    return json(envelope(data, page, total));
  });

  router.add(
    'POST',
    '/research/brainstorm',
    async (ctx) => {
      const body = parseBody(BrainstormSchema, await ctx.json());
      return json(await brainstorm(service, body.query));
    },
    { idempotent: true },
  );

  router.add('GET', '/research/brainstorm/:id', (ctx) => {
    const row = db.prepare('SELECT id, query, questions, created_at, used_at FROM brainstorms WHERE id = ?').get(uuidParam(ctx, 'id')) as
      | { id: string; query: string; questions: string; created_at: string; used_at: string | null }
      | undefined;
    if (!row) throw notFound();
    return json(brainstormJson(row));
  });

  router.add('GET', '/research/:id', (ctx) => {
    const job = requireJob(service, ctx);
    return json(jobJson(job, resultsOf(db, [job.id]).get(job.id) ?? [], ctx.version, service.faults.unknownStatus));
  });

  router.add('GET', '/research/:id/events', (ctx) => {
    const job = requireJob(service, ctx);
    return json(db.prepare('SELECT message, created_at FROM events WHERE job_id = ? ORDER BY id').all(job.id));
  });

  router.add('GET', '/research/:id/updates', (ctx) => {
    const job = requireJob(service, ctx);
    const rows = db.prepare('SELECT id, ask_id, update_content, files, created_at FROM updates WHERE job_id = ? ORDER BY created_at, rowid').all(job.id) as {
      files: string;
    }[];
    return json(rows.map((r) => ({ ...r, files: JSON.parse(r.files) as unknown })));
  });

  router.add(
    'POST',
    '/research/:id/updates',
    async (ctx) => {
      const job = requireJob(service, ctx);
      const body = parseBody(UpdateCreateSchema, await ctx.json());
      return json(createUpdate(service, job, body.update_content, body.files ?? []));
    },
    { idempotent: true },
  );

  router.add('GET', '/research/:id/results/:resultId/content', (ctx) => {
    const job = requireJob(service, ctx);
    const resultId = uuidParam(ctx, 'resultId');
    const format = parseFormat(ctx.query, 'raw') ?? 'raw';
    return json({ content: getResultContent(service, job.id, resultId, format) });
  });

  router.add('GET', '/research/:id/chat', (ctx) => {
    const job = requireJob(service, ctx);
    const rows = db.prepare('SELECT * FROM chat_messages WHERE job_id = ? ORDER BY seq DESC').all(job.id) as ChatRow[];
    return json({ data: rows.map(chatMessageJson) });
  });

  router.add(
    'POST',
    '/research/:id/chat',
    async (ctx) => {
      const job = requireJob(service, ctx);
      return json(chatMessageJson(await createChat(service, ctx, job)));
    },
    { idempotent: true },
  );

  router.add('GET', '/research/:id/chat/:messageId', (ctx) => {
    const job = requireJob(service, ctx);
    const row = getChatMessage(db, job.id, uuidParam(ctx, 'messageId'));
    if (!row) throw notFound();
    return json(chatMessageJson(row));
  });

  router.add('GET', '/research/:id/chat/:messageId/stream', (ctx) => {
    const job = requireJob(service, ctx);
    return streamChatMessage(service, job.id, uuidParam(ctx, 'messageId'));
  });
}
