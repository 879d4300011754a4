// OpenAI-compatible endpoints: /compat/chat/completions and /compat/completions create a research
// job from the last user message (limits apply), wait for it, and answer with the cited content
// followed by a numbered References section, as one completion or as `stream: true` chunks.
import { z } from 'zod';
import type { ServiceContext } from './context';
import { json, type Reply, type RequestContext, type Router, type SseWriter } from './http';
import { checkLimits, getJob, insertJob, jobParamsFrom, resultsOf, TERMINAL_STATUSES, type JobRow } from './jobs';
import { badRequest, HttpError, parseBody, ResearchCreateSchema } from './validation';

const ContentPartSchema = z.union([
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('file'), file: z.object({ filename: z.string().optional(), fileData: z.string().optional(), file_data: z.string().optional(), file_id: z.string().optional() }) }),
  z.object({ type: z.string() }).loose(),
]);

const ChatCompletionSchema = z.object({
  model: z.string().optional(),
  messages: z
    .array(z.object({ role: z.string(), content: z.union([z.string(), z.array(ContentPartSchema), z.null()]).optional() }).loose())
    .min(1, 'messages must contain at least one message'),
  stream: z.boolean().nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});

const CompletionSchema = z.object({
  model: z.string().optional(),
  prompt: z.union([z.string(), z.array(z.string()).min(1)]),
  stream: z.boolean().nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});

const MODEL = 'caesar-research';

/** Metadata fields are research options; numbers sent as strings (OpenAI metadata is string-valued) are coerced. */
function researchOptionsFrom(metadata: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(metadata ?? {})) {
    if (typeof value !== 'string') {
      out[key] = value;
      continue;
    }
    if (/^(reasoning_loops|compute_units|source_timeout)$/.test(key) && /^\d+$/.test(value)) out[key] = Number(value);
    else if (/^(reasoning_mode|allow_early_exit|exclude_social|auto)$/.test(key) && /^(true|false)$/.test(value)) out[key] = value === 'true';
    else if (/^(files|collection_ids|excluded_domains)$/.test(key)) out[key] = value.split(',').map((s) => s.trim()).filter(Boolean);
    else out[key] = value;
  }
  return out;
}

async function startCompatJob(service: ServiceContext, ctx: RequestContext, query: string, files: string[], metadata: Record<string, unknown> | null | undefined): Promise<string> {
  if (!query.trim()) throw badRequest("Invalid value for field 'messages': the last user message has no text");
  const options = researchOptionsFrom(metadata);
  const mergedFiles = [...(Array.isArray(options.files) ? (options.files as unknown[]) : []), ...files];
  const body = parseBody(ResearchCreateSchema, { ...options, query, ...(mergedFiles.length > 0 ? { files: mergedFiles } : {}) });
  const params = jobParamsFrom(service.db, body, ctx.version);
  const now = service.now();
  const id = service.db.transaction(() => {
    checkLimits(service.db, service, now);
    return insertJob(service.db, params, 'compat', now.toISOString());
  })();
  service.runner.schedule(id);
  return id;
}

async function waitForJob(service: ServiceContext, jobId: string, isAbandoned: () => boolean): Promise<JobRow> {
  const interval = Math.max(5, Math.round(service.stepDelayMs / 2));
  for (;;) {
    const job = getJob(service.db, jobId);
    if (!job) throw new HttpError(500, { error: 'An unexpected error occurred' });
    if (TERMINAL_STATUSES.has(job.status)) return job;
    if (service.runner.isClosed || isAbandoned()) throw new HttpError(503, { error: 'Service is shutting down' });
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** The reply text: cited content, then "References" numbered by citation index. */
function answerText(service: ServiceContext, job: JobRow): string {
  if (job.status !== 'completed') return `Research failed: ${job.failure_reason ?? 'unknown reason'}`;
  const results = resultsOf(service.db, [job.id]).get(job.id) ?? [];
  const references = results.map((r) => `${r.citation_index}. [${r.title}](${r.url})`).join('\n');
  return `${job.content ?? ''}\n\nReferences\n${references}`;
}

function textChunks(text: string): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += 5) chunks.push(tokens.slice(i, i + 5).join(''));
  return chunks;
}

function streamReply(service: ServiceContext, jobId: string, frameOf: (delta: string | null, first: boolean) => Record<string, unknown>): Reply {
  return {
    kind: 'sse',
    run: async (sse: SseWriter) => {
      sse.send(frameOf(null, true));
      let gone = false;
      sse.onClientGone(() => {
        gone = true;
      });
      let job: JobRow;
      try {
        job = await waitForJob(service, jobId, () => gone || sse.closed);
      } catch {
        sse.end();
        return;
      }
      for (const chunk of textChunks(answerText(service, job))) {
        if (!sse.send(frameOf(chunk, false), chunk.length)) return;
      }
      sse.send({ ...frameOf('', false), ...finalChoice(frameOf) });
      sse.done();
    },
  };
}

function finalChoice(frameOf: (delta: string | null, first: boolean) => Record<string, unknown>): Record<string, unknown> {
  const frame = frameOf('', false);
  const choices = frame.choices as Record<string, unknown>[];
  return { choices: choices.map((c) => ({ ...c, finish_reason: 'stop', ...('delta' in c ? { delta: {} } : { text: '' }) })) };
}

function lastUserMessage(messages: z.infer<typeof ChatCompletionSchema>['messages']): { text: string; files: string[] } {
  const user = [...messages].reverse().find((m) => m.role === 'user');
  if (!user) throw badRequest("Invalid value for field 'messages': no message with role 'user'");
  if (typeof user.content === 'string') return { text: user.content, files: [] };
  const texts: string[] = [];
  const files: string[] = [];
  for (const part of user.content ?? []) {
    if (part.type === 'text' && 'text' in part && typeof part.text === 'string') texts.push(part.text);
    if (part.type === 'file' && 'file' in part && typeof part.file === 'object' && part.file !== null) {
      const file = part.file as { fileData?: string; file_data?: string; file_id?: string };
      const id = file.fileData ?? file.file_id ?? file.file_data;
      if (id) files.push(id);
    }
  }
  return { text: texts.join('\n'), files };
}

export function registerCompatRoutes(router: Router, service: ServiceContext): void {
  router.add(
    'POST',
    '/compat/chat/completions',
    async (ctx) => {
      const body = parseBody(ChatCompletionSchema, await ctx.json());
      const { text, files } = lastUserMessage(body.messages);
      const jobId = await startCompatJob(service, ctx, text, files, body.metadata);
      const created = Math.floor(service.now().getTime() / 1000);
      const model = body.model ?? MODEL;
      const id = `chatcmpl-${jobId}`;
      if (body.stream) {
        return streamReply(service, jobId, (delta, first) => ({
          id,
          object: 'chat.completion.chunk',
          created,
          model,
          choices: [{ index: 0, delta: first ? { role: 'assistant', content: '' } : { content: delta ?? '' }, finish_reason: null, logprobs: null }],
        }));
      }
      const job = await waitForJob(service, jobId, () => ctx.req.destroyed && ctx.res.destroyed);
      return json({
        id,
        object: 'chat.completion',
        created,
        model,
        research_id: jobId,
        choices: [{ index: 0, message: { role: 'assistant', content: answerText(service, job), refusal: null }, finish_reason: 'stop', logprobs: null }],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      });
    },
    { idempotent: true },
  );

  router.add(
    'POST',
    '/compat/completions',
    async (ctx) => {
      const body = parseBody(CompletionSchema, await ctx.json());
      const prompt = Array.isArray(body.prompt) ? body.prompt.join('\n') : body.prompt;
      const jobId = await startCompatJob(service, ctx, prompt, [], body.metadata);
      const created = Math.floor(service.now().getTime() / 1000);
      const model = body.model ?? MODEL;
      const id = `cmpl-${jobId}`;
      if (body.stream) {
        return streamReply(service, jobId, (delta) => ({
          id,
          object: 'text_completion',
          created,
          model,
          choices: [{ index: 0, text: delta ?? '', finish_reason: null, logprobs: null }],
        }));
      }
      const job = await waitForJob(service, jobId, () => ctx.req.destroyed && ctx.res.destroyed);
      return json({
        id,
        object: 'text_completion',
        created,
        model,
        research_id: jobId,
        choices: [{ index: 0, text: answerText(service, job), finish_reason: 'stop', logprobs: null }],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      });
    },
    { idempotent: true },
  );
}
