// The research-service HTTP client: one undici dispatcher per profile, Bearer auth, API-Version header,
// edge schema checks, typed errors, retries (network/5xx, full-jitter backoff) for reads, and the
// account-wide 429 pause for job-creating calls. Writes are never retried here: the outbox reconciles.
import type { Agent, Dispatcher } from 'undici';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { createParser } from 'eventsource-parser';
import { fileDisposition } from './multipart';
import type { z } from 'zod';
import {
  WireAck,
  WireApiKey,
  WireBalance,
  WireBrainstorm,
  wireAnswers,
  WireOpenAiChunk,
  WireQuireChunk,
  WireChatList,
  WireChatMessage,
  WireCheckout,
  WireCollection,
  WireContent,
  WireCreated,
  WireErrorBody,
  WireEvents,
  WireFile,
  WireJobSchema,
  normalizeJob,
  type WireJob,
  WireResultDetail,
  WireUpdate,
  WireUpdates,
  envelope,
} from './wire';

export type ApiVersion = '2025-11-27' | '2025-08-08';
export type ApiErrorKind = 'network' | 'http' | 'bad_response' | 'rate_paused';

/** ApiError.code of a request cut because Quire closed its own client (not a fact about the service). */
export const CLOSED_BY_QUIRE = 'closed_by_quire';

/** A failed call, classified so the engine can decide: retry, reconcile, pause, or fail the intent. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status: number | null = null,
    /** Milliseconds the server (Retry-After) or our backoff asks us to wait. */
    readonly retryAfterMs: number | null = null,
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** Whether the server may have acted on the request although we got no usable answer. */
  get ambiguous(): boolean {
    return this.kind === 'network' || this.kind === 'bad_response' || (this.kind === 'http' && (this.status ?? 0) >= 500);
  }
  get transient(): boolean {
    return this.kind !== 'http' || (this.status ?? 0) >= 500 || this.status === 408 || this.status === 429;
  }
}

export interface BackoffOptions {
  baseMs: number;
  capMs: number;
}
/** Capped exponential backoff with full jitter: a uniform delay in [0, min(cap, base * 2^attempt)]. */
export function fullJitter(attempt: number, { baseMs, capMs }: BackoffOptions, random: () => number = Math.random): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}

/** Retry-After as delta-seconds or an HTTP-date; null when absent or unparsable. */
export function parseRetryAfter(header: string | string[] | undefined, now = Date.now()): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

export interface ApiClientOptions {
  baseUrl: string;
  apiKey: string;
  apiVersion: ApiVersion;
  /** Read retries (network, 5xx, malformed). Tests shrink the delays. */
  retry?: { attempts: number } & BackoffOptions;
  /** Backoff for 429 without Retry-After. */
  rateLimitBackoff?: BackoffOptions;
  requestTimeoutMs?: number;
  /** Longest a whole read or write may take, answer body included (default 120 s): a slow drip is cut. */
  requestDeadlineMs?: number;
  /** Most bytes read from one chat stream (default 8 MiB): a stream that never ends is stopped. */
  maxStreamBytes?: number;
  /** Idempotency-Key on creates (default true). The public service ignores it; reconciliation does not rely on it. */
  sendIdempotencyKeys?: boolean;
  /** Largest answer body read, in bytes (default 64 MiB); a larger one is refused unread. */
  maxBodyBytes?: number;
  /** Largest single chat stream frame, in bytes (default 1 MiB); a frame with no end stops the stream. */
  maxFrameBytes?: number;
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_FRAME_BYTES = 1024 * 1024;
export const DEFAULT_MAX_STREAM_BYTES = 8 * 1024 * 1024;
export const DEFAULT_REQUEST_DEADLINE_MS = 120_000;

const mib = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB`;

/**
 * Reads a body as text, refusing more than `maxBytes` (by Content-Length before reading, or while
 * reading): a hostile or broken service cannot make Quire hold an unbounded answer in memory.
 */
export async function readCapped(body: Dispatcher.ResponseData['body'], headers: Record<string, string | string[] | undefined>, maxBytes: number): Promise<string> {
  const declared = Number(Array.isArray(headers['content-length']) ? headers['content-length'][0] : headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    body.destroy();
    throw new BodyTooLarge(declared, maxBytes);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    if (total > maxBytes) {
      body.destroy();
      throw new BodyTooLarge(total, maxBytes);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export class BodyTooLarge extends Error {
  constructor(
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(`The service's answer is larger than the ${mib(maxBytes)} Quire reads (at least ${mib(bytes)}); it was not read.`);
  }
}

interface CallOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH';
  query?: Record<string, string | number | boolean | null | undefined>;
  json?: unknown;
  schema: z.ZodType<T>;
  idempotencyKey?: string;
  /** Reads retry on transient errors; writes never do (the outbox reconciles instead). */
  retry?: boolean;
  noAuth?: boolean;
}

/**
 * How much of an uploaded file is read (and hashed, and written to the socket) at a time. 1 MiB
 * rather than 256 KiB: a quarter of the reads, stream turns and socket writes for a large file, and
 * less CPU beside the service on a busy machine (a 500 MB upload, interleaved runs at load 7-9:
 * client CPU 1391 -> 1336, 1526 -> 1270 and 1280 -> 1111 ms; bench/uploads.bench.ts). The client's
 * memory holds UPLOAD_BUFFERS of these, reused.
 */
export const UPLOAD_READ_BYTES = 1024 * 1024;
/** How many read buffers an upload takes in turn (at most two are in use: one at the socket, one waiting). */
export const UPLOAD_BUFFERS = 4;

export interface UploadSource {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
  collectionId: string | null;
}

export type ChatFrame = { delta: string; citationIndices: number[] };

export class ApiClient {
  private apiKey: string;
  readonly baseUrl: string;
  readonly apiVersion: ApiVersion;
  private readonly retry: { attempts: number } & BackoffOptions;
  private readonly rateBackoff: BackoffOptions;
  private rateLimitedUntil = 0;
  private consecutive429 = 0;

  constructor(private readonly options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.apiVersion = options.apiVersion;
    this.retry = options.retry ?? { attempts: 4, baseMs: 250, capMs: 8_000 };
    this.rateBackoff = options.rateLimitBackoff ?? { baseMs: 2_000, capMs: 300_000 };
  }

  /** The engine listens here to know whether the service answers at all. */
  reachabilityListener: ((reachable: boolean, reason?: string) => void) | null = null;
  private reportReachability(reachable: boolean, reason?: string): void {
    this.reachabilityListener?.(reachable, reason);
  }

  setApiKey(key: string): void {
    this.apiKey = key;
  }

  /** Until when job creation is paused account-wide after a 429 (epoch ms; 0 when not paused). */
  get rateLimitPausedUntil(): number {
    return this.rateLimitedUntil > Date.now() ? this.rateLimitedUntil : 0;
  }
  clearRatePause(): void {
    this.rateLimitedUntil = 0;
  }

  /** Set once Quire closes this client itself: a request cut by that is not the service's failure. */
  private closedByQuire = false;

  /**
   * undici (a large module) is loaded with the first request, not with the client: commands that
   * only read the local mirror never load it (measured in bench/startup.bench.ts).
   */
  private agent: Promise<{ request: typeof import('undici').request; dispatcher: Agent }> | null = null;
  private http() {
    // after close() nothing new is sent; the caller reports it as Quire's own closing
    if (this.closedByQuire) return Promise.reject(new Error('The client is closed.'));
    this.agent ??= import('undici').then(({ Agent, request }) => {
      const timeout = this.options.requestTimeoutMs ?? 30_000;
      const dispatcher = new Agent({
        keepAliveTimeout: 10_000,
        keepAliveMaxTimeout: 60_000,
        connections: 16,
        headersTimeout: timeout,
        bodyTimeout: timeout * 2,
        connect: { timeout: 10_000 },
      });
      return { request, dispatcher };
    });
    return this.agent;
  }

  async close(): Promise<void> {
    this.closedByQuire = true;
    if (this.agent) await (await this.agent).dispatcher.close().catch(() => undefined);
  }
  /** Aborts every request in flight (shutdown must not wait for a slow service). */
  async destroy(): Promise<void> {
    this.closedByQuire = true;
    if (this.agent) await (await this.agent).dispatcher.destroy().catch(() => undefined);
  }

  private headers(extra: Record<string, string> = {}, noAuth = false): Record<string, string> {
    return {
      ...(noAuth ? {} : { authorization: `Bearer ${this.apiKey}` }),
      'api-version': this.apiVersion,
      accept: 'application/json',
      'user-agent': 'Quire/0.1',
      ...extra,
    };
  }

  private url(path: string, query?: CallOptions<unknown>['query']): string {
    const url = new URL(this.baseUrl + path);
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    return url.toString();
  }

  /** Turns a non-2xx response into an ApiError with the server's message from either body shape. */
  private httpError(status: number, text: string, headers: Record<string, string | string[] | undefined>): ApiError {
    let message = `The service answered ${status}.`;
    let code: string | null = null;
    try {
      const body = WireErrorBody.safeParse(JSON.parse(text));
      if (body.success) {
        if (typeof body.data.error === 'string') message = body.data.error;
        else {
          message = body.data.error.message ?? message;
          code = body.data.error.code ?? null;
        }
      }
    } catch {
      if (text.trim() && text.length < 300 && !text.trimStart().startsWith('<')) message = text.trim();
    }
    let retryAfterMs: number | null = null;
    if (status === 429) retryAfterMs = parseRetryAfter(headers['retry-after']);
    return new ApiError('http', message, status, retryAfterMs, code);
  }

  private note429(error: ApiError): void {
    this.consecutive429++;
    const wait = error.retryAfterMs ?? Math.max(this.rateBackoff.baseMs / 2, fullJitter(this.consecutive429 - 1, this.rateBackoff));
    this.rateLimitedUntil = Math.max(this.rateLimitedUntil, Date.now() + wait);
  }

  private async once<T>(options: CallOptions<T>, path: string): Promise<T> {
    const method = options.method ?? 'GET';
    const extra: Record<string, string> = {};
    if (options.json !== undefined) extra['content-type'] = 'application/json';
    if (options.idempotencyKey && this.options.sendIdempotencyKeys !== false) extra['idempotency-key'] = options.idempotencyKey;
    let response: Dispatcher.ResponseData;
    const deadlineMs = this.options.requestDeadlineMs ?? DEFAULT_REQUEST_DEADLINE_MS;
    const deadline = AbortSignal.timeout(deadlineMs);
    try {
      const { request, dispatcher } = await this.http();
      response = await request(this.url(path, options.query), {
        method,
        headers: this.headers(extra, options.noAuth),
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        dispatcher,
        signal: deadline,
      });
    } catch (error) {
      // Quire closing its own client (CLI exit, profile switch) says nothing about the service
      if (this.closedByQuire) throw new ApiError('network', 'Quire closed the connection before the service answered.', null, null, CLOSED_BY_QUIRE);
      if (deadline.aborted) {
        const failure = new ApiError('network', `Could not reach the research service (no answer within ${Math.round(deadlineMs / 1000)} s).`);
        this.reportReachability(false, failure.message);
        throw failure;
      }
      // the reason travels with the fact, so the status never says "offline" without saying why
      const failure = new ApiError('network', `Could not reach the research service (${describe(error)}).`);
      this.reportReachability(false, failure.message);
      throw failure;
    }
    return this.readAnswer(response, options.schema, deadline, deadlineMs);
  }

  /**
   * Reads one answer whole: a cut-off body, an HTTP error (429 noted for the account-wide pause),
   * text that is not JSON, or JSON of the wrong shape each become a typed ApiError.
   */
  private async readAnswer<T>(response: Dispatcher.ResponseData, schema: z.ZodType<T>, deadline?: AbortSignal, deadlineMs = 0): Promise<T> {
    let text: string;
    try {
      text = await readCapped(response.body, response.headers, this.options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    } catch (error) {
      this.reportReachability(true);
      if (error instanceof BodyTooLarge) throw new ApiError('bad_response', error.message, response.statusCode, null, 'too_large');
      if (deadline?.aborted && !this.closedByQuire) {
        throw new ApiError('bad_response', `The service's answer took longer than ${Math.round(deadlineMs / 1000)} s to arrive; Quire stopped reading it.`, response.statusCode, null, 'too_slow');
      }
      throw new ApiError('bad_response', `The service's answer was cut off (${describe(error)}).`, response.statusCode, null, 'cut_off');
    }
    this.reportReachability(true);
    if (response.statusCode < 200 || response.statusCode >= 300) {
      const error = this.httpError(response.statusCode, text, response.headers);
      if (error.status === 429) this.note429(error);
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError('bad_response', 'The service sent an answer that is not valid JSON.', response.statusCode, null, 'not_json');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ApiError('bad_response', `The service's answer had an unexpected shape (${issue?.path.join('.') || 'body'}: ${issue?.message ?? '?'}).`, response.statusCode, null, 'bad_shape');
    }
    return parsed.data;
  }

  async call<T>(path: string, options: CallOptions<T>): Promise<T> {
    const attempts = options.retry === false || (options.method && options.method !== 'GET') ? 1 : this.retry.attempts;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(options, path);
      } catch (error) {
        const retryable = error instanceof ApiError && error.transient && error.status !== 429;
        if (!retryable || attempt + 1 >= attempts) throw error;
        await sleep(fullJitter(attempt, this.retry));
      }
    }
  }

  /** Guards a job-creating call with the account-wide 429 pause; a success resets the backoff. */
  private async jobCreating<T>(run: () => Promise<T>): Promise<T> {
    const until = this.rateLimitPausedUntil;
    if (until) throw new ApiError('rate_paused', 'Research creation is paused after a rate limit.', 429, until - Date.now());
    const value = await run();
    this.consecutive429 = 0;
    return value;
  }

  // ---- research jobs
  async listJobs(page: number, limit: number): Promise<{ data: WireJob[]; pagination: { page: number; limit: number; has_next: boolean; total?: number | null } }> {
    const result = await this.call('/research', { query: { page, limit }, schema: envelope(WireJobSchema) });
    return { data: result.data.map(normalizeJob), pagination: result.pagination };
  }
  async getJob(id: string): Promise<WireJob> {
    return normalizeJob(await this.call(`/research/${encodeURIComponent(id)}`, { schema: WireJobSchema }));
  }
  createJob(body: Record<string, unknown>, idempotencyKey: string) {
    const answers = body.answers && typeof body.answers === 'object' && !Array.isArray(body.answers) ? { answers: wireAnswers(body.answers as Record<string, string>) } : {};
    return this.jobCreating(() => this.call('/research', { method: 'POST', json: { ...body, ...answers }, schema: WireCreated, idempotencyKey }));
  }
  getEvents(id: string) {
    return this.call(`/research/${encodeURIComponent(id)}/events`, { schema: WireEvents });
  }
  getResultDetail(jobId: string, resultId: string, format: 'markdown' | 'raw') {
    return this.call(`/agents/research/${encodeURIComponent(jobId)}/results/${encodeURIComponent(resultId)}`, {
      query: { format, with_highlights: true },
      schema: WireResultDetail,
    });
  }
  getResultContent(jobId: string, resultId: string, format: 'markdown' | 'raw') {
    return this.call(`/research/${encodeURIComponent(jobId)}/results/${encodeURIComponent(resultId)}/content`, { query: { format }, schema: WireContent });
  }
  /** The local library only (not in the public API): a file's extracted text. */
  getFileContent(fileId: string) {
    return this.call(`/research/files/${encodeURIComponent(fileId)}/content`, { schema: WireContent });
  }
  listUpdates(jobId: string) {
    return this.call(`/research/${encodeURIComponent(jobId)}/updates`, { schema: WireUpdates });
  }
  createUpdate(jobId: string, content: string, idempotencyKey: string) {
    return this.call(`/research/${encodeURIComponent(jobId)}/updates`, { method: 'POST', json: { update_content: content }, schema: WireUpdate, idempotencyKey });
  }
  brainstorm(query: string) {
    return this.call('/research/brainstorm', { method: 'POST', json: { query }, schema: WireBrainstorm });
  }

  // ---- collections and files
  listCollections(page: number, limit: number) {
    return this.call('/research/collections', { query: { page, limit }, schema: envelope(WireCollection) });
  }
  createCollection(name: string, description: string, idempotencyKey: string) {
    return this.call('/research/collections', { method: 'POST', json: { name, description }, schema: WireCollection, idempotencyKey });
  }
  updateCollection(id: string, patch: { name?: string; description?: string }) {
    return this.call(`/research/collections/${encodeURIComponent(id)}`, { method: 'PATCH', json: patch, schema: WireCollection });
  }
  listFiles(page: number, limit: number, collectionId?: string) {
    return this.call('/research/files', { query: { page, limit, collection_id: collectionId }, schema: envelope(WireFile) });
  }

  /** Streams a file from disk as multipart/form-data; `onProgress` sees bytes of the file sent so far. */
  async uploadFile(source: UploadSource, idempotencyKey: string, onProgress: (bytesSent: number) => void, signal?: AbortSignal) {
    return this.jobCreatingUpload(async () => {
      const boundary = `----quire${crypto.randomUUID().replace(/-/g, '')}`;
      const parts: Buffer[] = [];
      if (source.collectionId) {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="collection_id"\r\n\r\n${source.collectionId}\r\n`));
      }
      const fileHead = Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${fileDisposition('file', source.fileName)}\r\n` +
          `Content-Type: ${source.contentType}\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const preamble = Buffer.concat([...parts, fileHead]);
      const length = preamble.length + source.size + tail.length;
      const expected = source.size;
      // the SHA-256 of exactly the bytes sent, taken on the way (the duplicate check's content hash)
      let sha256: string | null = null;
      async function* body(): AsyncGenerator<Buffer> {
        yield preamble;
        const hash = createHash('sha256');
        let sent = 0;
        // The reads go into UPLOAD_BUFFERS buffers taken in turn, not a new one per read (those waited for the
        // garbage collector: ~35 MiB of them, +55 MiB RSS for a 500 MiB file). A buffer comes round again only
        // after the reads that followed it were asked for: the request writes each read to the socket and waits
        // for it to drain before it takes the next (one more waits in the body stream, highWaterMark 1 below).
        const ring = Array.from({ length: UPLOAD_BUFFERS }, () => Buffer.allocUnsafe(UPLOAD_READ_BYTES));
        const handle = await fs.promises.open(source.path, 'r');
        try {
          for (let n = 0; ; n += 1) {
            const buffer = ring[n % ring.length] as Buffer;
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
            if (bytesRead === 0) break;
            const chunk = buffer.subarray(0, bytesRead);
            sent += bytesRead;
            if (sent > expected) throw new Error('The file grew while it was being uploaded.');
            hash.update(chunk);
            yield chunk;
            onProgress(sent);
          }
        } finally {
          await handle.close();
        }
        if (sent !== expected) throw new Error('The file changed while it was being uploaded.');
        sha256 = hash.digest('hex');
        yield tail;
      }
      let response: Dispatcher.ResponseData;
      try {
        const { request, dispatcher } = await this.http();
        response = await request(this.url('/research/files'), {
          method: 'POST',
          headers: this.headers({
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(length),
            ...(this.options.sendIdempotencyKeys !== false ? { 'idempotency-key': idempotencyKey } : {}),
          }),
          body: Readable.from(body(), { highWaterMark: 1 }),
          dispatcher,
          signal,
        });
      } catch (error) {
        this.reportReachability(false);
        throw new ApiError('network', `The upload did not reach the service (${describe(error)}).`);
      }
      const file = await this.readAnswer(response, WireFile);
      return { file, sha256 };
    });
  }
  private async jobCreatingUpload<T>(run: () => Promise<T>): Promise<T> {
    // uploads may also get 429; they honour the same pause but do not count as job creation
    const until = this.rateLimitPausedUntil;
    if (until) throw new ApiError('rate_paused', 'Uploads are paused after a rate limit.', 429, until - Date.now());
    return run();
  }

  // ---- chat
  listChat(jobId: string) {
    return this.call(`/research/${encodeURIComponent(jobId)}/chat`, { schema: WireChatList });
  }
  sendChat(jobId: string, content: string, idempotencyKey: string) {
    return this.call(`/research/${encodeURIComponent(jobId)}/chat`, { method: 'POST', json: { content }, schema: WireChatMessage, idempotencyKey });
  }
  getChatMessage(jobId: string, messageId: string) {
    return this.call(`/research/${encodeURIComponent(jobId)}/chat/${encodeURIComponent(messageId)}`, { schema: WireChatMessage });
  }

  /**
   * Reads a chat message's SSE stream, calling onFrame per content delta (returning false stops it).
   * Resolves true on `[DONE]`, false when the stream ended without it (cut, capped or stopped);
   * throws ApiError when it could not be opened.
   */
  async streamChat(jobId: string, messageId: string, onFrame: (frame: ChatFrame) => boolean | void, signal?: AbortSignal): Promise<boolean> {
    let response: Dispatcher.ResponseData;
    try {
      const { request, dispatcher } = await this.http();
      response = await request(this.url(`/research/${encodeURIComponent(jobId)}/chat/${encodeURIComponent(messageId)}/stream`), {
        method: 'GET',
        headers: this.headers({ accept: 'text/event-stream' }),
        dispatcher,
        signal,
      });
    } catch (error) {
      throw new ApiError('network', `Could not open the answer stream (${describe(error)}).`);
    }
    if (response.statusCode !== 200) {
      const text = await readCapped(response.body, response.headers, 64 * 1024).catch(() => '');
      throw this.httpError(response.statusCode, text, response.headers);
    }
    let done = false;
    // bytes fed since the last complete event: a frame that never ends must not grow without bound
    const maxFrame = this.options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
    let sinceEvent = 0;
    // bytes of the whole stream: a stream that never says [DONE] must not run forever
    const maxStream = this.options.maxStreamBytes ?? DEFAULT_MAX_STREAM_BYTES;
    let total = 0;
    let stopped = false;
    const parser = createParser({
      onEvent: (event) => {
        sinceEvent = 0;
        if (event.data.trim() === '[DONE]') {
          done = true;
          return;
        }
        let json: unknown;
        try {
          json = JSON.parse(event.data);
        } catch {
          return; // a garbled frame is skipped; the final text is reconciled from the REST resource
        }
        const openAi = WireOpenAiChunk.safeParse(json);
        if (openAi.success) {
          const delta = openAi.data.choices[0]?.delta?.content ?? '';
          if (delta && onFrame({ delta, citationIndices: [] }) === false) stopped = true;
          return;
        }
        const frame = WireQuireChunk.safeParse(json);
        if (!frame.success) return;
        const indices = frame.data.citationIndices ?? (frame.data.citationIndex != null ? [frame.data.citationIndex] : []);
        if (frame.data.content && onFrame({ delta: frame.data.content, citationIndices: indices }) === false) stopped = true;
      },
    });
    try {
      for await (const chunk of response.body) {
        const buffer = Buffer.from(chunk as Buffer);
        sinceEvent += buffer.length;
        parser.feed(buffer.toString('utf8'));
        if (done) break;
        total += buffer.length;
        if (sinceEvent > maxFrame || total > maxStream || stopped) {
          // a frame with no end, or a stream with no end: stop reading; the answer is reconciled from the REST resource
          response.body.destroy();
          return false;
        }
      }
    } catch {
      return done;
    }
    return done;
  }

  // ---- account and onboarding
  balance() {
    return this.call('/agents/balance', { schema: WireBalance });
  }
  topup(amountCents: number) {
    return this.call('/agents/topup', { method: 'POST', json: { amount_cents: amountCents }, schema: WireCheckout });
  }
  requestCode(email: string) {
    return this.call('/agents/auth', { method: 'POST', json: { email }, schema: WireAck, noAuth: true });
  }
  confirmCode(email: string, code: string) {
    return this.call('/agents/auth/confirm', { method: 'POST', json: { email, code }, schema: WireApiKey, noAuth: true });
  }
}

/** Network failures in words a user can act on; the technical code stays at the end for support. */
const NETWORK_WORDS: Record<string, string> = {
  ECONNREFUSED: 'nothing answered at that address',
  ENOTFOUND: 'that address could not be found',
  EAI_AGAIN: 'the address could not be looked up (no network?)',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  UND_ERR_HEADERS_TIMEOUT: 'the service took too long to answer',
  UND_ERR_BODY_TIMEOUT: 'the service stopped sending mid-answer',
  ECONNRESET: 'the connection was cut',
  UND_ERR_SOCKET: 'the connection was cut',
  EPIPE: 'the connection was cut',
  ENETUNREACH: 'the network is unreachable',
  EHOSTUNREACH: 'the host is unreachable',
};

export function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string') return NETWORK_WORDS[code] ? `${NETWORK_WORDS[code]}; ${code}` : `${code}: ${error.message}`;
    return error.message;
  }
  return String(error);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}
