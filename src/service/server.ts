// The local research service: starts node:http on loopback over its own SQLite database, and runs
// each request through faults → auth → API-Version → route → idempotency replay → response.
// Entry points: startService() (in-process), child.ts (forked), cli.ts (npm run service).
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ChatRevealer } from './chat';
import type { ServiceContext } from './context';
import { getMeta, openServiceDb, setMeta } from './db';
import { FaultController } from './faults';
import { EXTRACT_LIMITS, type ExtractLimits } from './extract-limits';
import { ExtractionRunner } from './extract-runner';
import { writeEndlessStream, writeHostile } from './hostile';
import { makeDataDirPrivate } from './private-files';
import { allowedHostNames, isAllowedHostHeader, isAllowedOrigin, secretEquals } from './guard';
import { onCutOff, readJsonBody, Router, SseWriter, type Reply, type RequestContext } from './http';
import { JobRunner } from './jobs';
import { localModelFromEnv, type LocalModelConfig } from './local-model';
import { localModelSource } from './local-model-settings';
import { defaultSampleLibraryDir, loadSampleLibrary, upgradePassages } from './library';
import { registerAdminRoutes } from './routes-admin';
import { registerAgentRoutes, isKnownAgentKey } from './routes-agents';
import { registerCompatRoutes } from './routes-compat';
import { registerLibraryRoutes } from './routes-library';
import { EMBEDDED_UPLOAD_LIMIT_BYTES } from '../shared/upload-limit';
import { registerResearchRoutes } from './routes-research';
import { HttpError } from './validation';
import { failureReply } from './failure-reply';
import { availableInVersion, DEFAULT_API_VERSION, parseApiVersion, type ApiVersion } from './versions';
import type { UploadTiming } from './upload-timing';

import type { FaultPlan } from './faults';
export type { FaultPlan } from './faults';
export { FaultController } from './faults';

export interface ServiceOptions {
  dataDir: string; // its own SQLite db + stored uploads + mailbox file live here
  port?: number; // default 0 (ephemeral)
  host?: string; // default '127.0.0.1'
  apiKey?: string; // default: random 'csk-local-...' key (kept in the data dir); accepted as Bearer
  concurrencyLimit?: number; // default 5 (non-terminal jobs per account)
  monthlyLoopBudget?: number | null; // default 200 (loops consumed by completed jobs this calendar month); null: none (the desktop's embedded library)
  retryAfterSeconds?: number | null; // default null: 429 without Retry-After (as the public service)
  stepDelayMs?: number; // time per job state step / reasoning loop; default 400
  sampleLibrary?: boolean; // default true: index resources/library on first start
  now?: () => Date; // clock (month boundaries in tests)
  /** Added: where the sample library lives (default resources/library or $QUIRE_SAMPLE_LIBRARY_DIR). */
  sampleLibraryDir?: string;
  /** Added: credit the agent ledger starts with on first start (default 500 cents). */
  agentStartingCreditCents?: number;
  /** Added: a fault plan active from the start (e.g. for a forked service); default none. */
  faults?: FaultPlan;
  /** Added: log sink (default: none in-process; the CLI prints). */
  log?: (message: string) => void;
  /** Added: serve the /__admin test hooks (fault plans, seeding, mailbox) under an admin token; default off. */
  testHooks?: boolean;
  /** Added: e-mail code sign-in for agents (/agents/auth); default on, off in the desktop's embedded service. */
  agentSignIn?: boolean;
  /** Added: extra Host names accepted besides loopback and the bound address (e.g. a LAN name). */
  allowedHosts?: string[];
  /** Added: the largest upload accepted (default 25 MiB, as the public service); files above the 25 MiB indexing limit are stored but not searched. */
  maxUploadBytes?: number;
  /** Added (#11): an OpenAI-compatible local model that writes answers; default the stored setting (local-model.json), else $QUIRE_LOCAL_MODEL_URL/_NAME, else none. */
  localModel?: LocalModelConfig | null;
  /** Added (#15): limits on reading one upload (zip size, PDF pages, the worker's heap and time); default EXTRACT_LIMITS. */
  extractLimits?: Partial<ExtractLimits>;
  /** Added (#16): told when an upload is stored, with the times of its first body byte and of its storing (the upload bench's receive throughput); default none. */
  onUploadStored?: (timing: UploadTiming) => void;
}

export interface RunningService {
  url: string;
  port: number;
  apiKey: string;
  adminToken: string; // guards /__admin/* ('' when started without testHooks: no admin routes)
  faults: FaultController;
  close(): Promise<void>;
}

/** How long a resend waits for the first request with its Idempotency-Key before it is handled itself. */
const IDEMPOTENT_WAIT_MS = 10_000;

const RATE_LIMIT_BODY = { error: 'Rate limit exceeded. Try again later.' };

function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

export async function startService(options: ServiceOptions): Promise<RunningService> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => undefined);
  makeDataDirPrivate(options.dataDir);
  const db = openServiceDb(options.dataDir);

  let apiKey = options.apiKey;
  if (!apiKey) {
    apiKey = getMeta(db, 'default_api_key') ?? `csk-local-${randomBytes(18).toString('base64url')}`;
    setMeta(db, 'default_api_key', apiKey);
  }
  const testHooks = options.testHooks ?? false;
  const adminToken = testHooks ? `adm-${randomBytes(18).toString('base64url')}` : '';
  const upgraded = await upgradePassages(db);
  if (upgraded > 0) log(`re-indexed the passages of ${upgraded} documents (section headings, lists and tables)`);
  if (options.sampleLibrary ?? true) {
    const added = await loadSampleLibrary(db, options.sampleLibraryDir ?? defaultSampleLibraryDir(), now().toISOString());
    if (added > 0) log(`indexed ${added} sample library documents`);
  }

  const stepDelayMs = options.stepDelayMs ?? 400;
  const faults = new FaultController();
  if (options.faults) faults.set(options.faults);
  // the model given at start, else Settings → "Use a local model" (read at each answer), else the environment's (#11)
  const localModel = localModelSource(options.localModel, options.dataDir, () => localModelFromEnv());
  const runner = new JobRunner(db, stepDelayMs, now, localModel);
  const chat = new ChatRevealer(db, Math.max(2, Math.round(stepDelayMs / 5)), now, localModel);
  let baseUrl = '';
  const service: ServiceContext = {
    db,
    dataDir: options.dataDir,
    faults,
    runner,
    chat,
    concurrencyLimit: options.concurrencyLimit ?? 5,
    maxUploadBytes: options.maxUploadBytes ?? EMBEDDED_UPLOAD_LIMIT_BYTES,
    monthlyLoopBudget: options.monthlyLoopBudget === undefined ? 200 : options.monthlyLoopBudget,
    retryAfterSeconds: options.retryAfterSeconds ?? null,
    stepDelayMs,
    agentStartingCreditCents: options.agentStartingCreditCents ?? 500,
    now,
    baseUrl: () => baseUrl,
    log,
    extractor: new ExtractionRunner({ ...EXTRACT_LIMITS, ...options.extractLimits }),
    ...(options.onUploadStored ? { onUploadStored: options.onUploadStored } : {}),
  };

  const router = new Router();
  if (testHooks) registerAdminRoutes(router, service, adminToken);
  registerLibraryRoutes(router, service); // /research/files and /research/collections before /research/:id
  registerResearchRoutes(router, service);
  registerAgentRoutes(router, service, { signIn: options.agentSignIn ?? true });
  registerCompatRoutes(router, service);

  const sockets = new Set<Socket>();
  const openStreams = new Set<ServerResponse>();
  // idempotent requests being handled, by route and Idempotency-Key: a concurrent resend waits for its first
  const inFlight = new Map<string, Promise<void>>();
  let closing = false;

  const retryAfterHeaders = (status: number): Record<string, string> =>
    status === 429 && service.retryAfterSeconds !== null ? { 'Retry-After': String(service.retryAfterSeconds) } : {};

  const writeJson = (res: ServerResponse, status: number, body: unknown, version: string): void => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'API-Version': version,
      ...retryAfterHeaders(status),
    });
    res.end(text);
  };

  let hostNames: Set<string> = new Set();
  let listeningPort = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Before anything else: only this machine's own names (DNS rebinding) and no foreign web page.
    if (!isAllowedHostHeader(req.headers.host, listeningPort, hostNames)) {
      req.resume();
      return writeJson(res, 421, { error: 'This service only answers requests addressed to it by its own host name (127.0.0.1 or localhost).' }, DEFAULT_API_VERSION);
    }
    if (!isAllowedOrigin(req.headers.origin, listeningPort, hostNames)) {
      req.resume();
      return writeJson(res, 403, { error: 'Requests from web pages of other origins are not accepted.' }, DEFAULT_API_VERSION);
    }
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const isAdmin = path.startsWith('/__admin') || path.startsWith('/checkout/');
    const versionHeader = req.headers['api-version'];
    const parsedVersion = parseApiVersion(Array.isArray(versionHeader) ? versionHeader[0] : versionHeader);
    const echoVersion: ApiVersion = parsedVersion ?? DEFAULT_API_VERSION;

    if (!isAdmin) {
      if (faults.isOffline(method, path)) return void req.socket.destroy();
      const latency = faults.latencyFor(method, path);
      if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
      const decision = faults.before(method, path);
      if (decision.kind === 'drop') return void req.socket.destroy();
      if (decision.kind === 'status429') {
        req.resume();
        return writeJson(res, 429, RATE_LIMIT_BODY, echoVersion);
      }
      if (decision.kind === 'status400') {
        req.resume();
        return writeJson(res, 400, { error: 'The service refused this request (injected fault: status400Next).' }, echoVersion);
      }
      if (decision.kind === 'status5xx') {
        req.resume();
        const messages = { 500: 'An unexpected error occurred', 502: 'Bad gateway', 503: 'Service unavailable' } as const;
        return writeJson(res, decision.status, { error: messages[decision.status] }, echoVersion);
      }
    }

    const matched = router.match(method, path);
    const route = matched === 'method-not-allowed' || matched === null ? null : matched.route;
    if (!route?.options.public && !isAdmin) {
      const token = bearerToken(req);
      if (!token) {
        req.resume();
        return writeJson(res, 401, { error: 'Missing API key' }, echoVersion);
      }
      if (!secretEquals(token, apiKey) && !isKnownAgentKey(db, token)) {
        req.resume();
        return writeJson(res, 401, { error: 'Invalid API key' }, echoVersion);
      }
    }
    if (!parsedVersion) {
      req.resume();
      return writeJson(res, 400, { error: `Unsupported API-Version '${String(versionHeader)}': use 2025-11-27 or 2025-08-08` }, echoVersion);
    }
    if (matched === null || matched === 'method-not-allowed' || !availableInVersion(parsedVersion, path)) {
      req.resume();
      return writeJson(res, 404, { error: 'Resource not found' }, parsedVersion);
    }

    let bodyPromise: Promise<unknown> | null = null;
    const ctx: RequestContext = {
      req,
      res,
      method,
      path,
      params: matched.params,
      query: url.searchParams,
      version: parsedVersion,
      json: () => (bodyPromise ??= readJsonBody(req)),
    };

    const idempotencyHeader = req.headers['idempotency-key'];
    const idempotencyKey = route?.options.idempotent && typeof idempotencyHeader === 'string' && idempotencyHeader.length > 0 ? idempotencyHeader : null;
    const idempotencyRoute = `${method} ${path}`;
    const slot = idempotencyKey ? `${idempotencyRoute} ${idempotencyKey}` : null;
    // A resend that arrives while the first request with its key is still being handled (a client killed
    // after sending the whole upload, restarted, sending it again) waits for that one, then replays its
    // answer; only when the first did not succeed is it handled itself. Without this both created.
    // The wait is bounded (IDEMPOTENT_WAIT_MS): a first request that is still not answered by then is left
    // to itself and this one handled, so a stuck request never stops its key's resends.
    for (let first = slot ? inFlight.get(slot) : undefined, waited = 0; first && waited < IDEMPOTENT_WAIT_MS; first = slot ? inFlight.get(slot) : undefined) {
      const started = Date.now();
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([first.then(() => false), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), IDEMPOTENT_WAIT_MS - waited)))]);
      clearTimeout(timer);
      waited += Date.now() - started;
      if (late) log(`${idempotencyRoute}: a request with the same Idempotency-Key has been handled for over ${IDEMPOTENT_WAIT_MS / 1000} s; handling the resend`);
    }
    const stored = idempotencyKey
      ? (db.prepare('SELECT body FROM idempotency WHERE key = ? AND route = ?').get(idempotencyKey, idempotencyRoute) as { body: string } | undefined)
      : undefined;
    let reply: Reply;
    if (stored) {
      req.resume();
      reply = { kind: 'json', status: 200, body: JSON.parse(stored.body) as unknown };
    } else {
      const handling = (async (): Promise<Reply> => {
        let answer: Reply;
        try {
          answer = await matched.route.handler(ctx);
        } catch (error) {
          if (error instanceof HttpError) {
            answer = { kind: 'json', status: error.status, body: error.body };
          } else {
            log(`error on ${method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
            answer = { kind: 'json', ...failureReply(error) };
          }
        }
        if (idempotencyKey && answer.kind === 'json' && answer.status === 200) {
          db.prepare('INSERT OR IGNORE INTO idempotency (key, route, body, created_at) VALUES (?, ?, ?, ?)').run(
            idempotencyKey,
            idempotencyRoute,
            JSON.stringify(answer.body),
            now().toISOString(),
          );
        }
        return answer;
      })();
      if (slot) {
        // released when the first is answered, or at once when its client went away before sending it all
        // (its body is cut off, so it cannot succeed): a resend never waits on a dead request
        let resolveSettled = (): void => undefined;
        const settled = new Promise<void>((resolve) => (resolveSettled = resolve));
        inFlight.set(slot, settled);
        const release = (): void => {
          if (inFlight.get(slot) === settled) inFlight.delete(slot);
          resolveSettled();
        };
        handling.then(release, release);
        onCutOff(req, release);
      }
      reply = await handling;
    }

    if (reply.kind === 'sse') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', Connection: 'keep-alive', 'API-Version': parsedVersion });
      res.flushHeaders();
      openStreams.add(res);
      res.once('close', () => openStreams.delete(res));
      const sse = new SseWriter(res, isAdmin ? undefined : faults.streamCutAfterChars);
      if (!isAdmin && faults.endlessStreamFor(method, path)) return writeEndlessStream(res, faults, path.split('/').at(-2) ?? '');
      await reply.run(sse);
      sse.end();
      return;
    }
    if (reply.kind === 'html') {
      res.writeHead(reply.status, { 'Content-Type': 'text/html; charset=utf-8', 'API-Version': parsedVersion });
      res.end(reply.body);
      return;
    }
    const post = isAdmin ? 'none' : faults.after(method, path);
    if (post === 'dropAfterCommit') return void req.socket.destroy();
    const body = isAdmin ? reply.body : faults.rewriteList(method, path, reply.body);
    if (await writeHostile(res, faults, post, reply.status, body, parsedVersion)) return;
    if (post === 'malformed') {
      const garbage = '<html><body>upstream sent an invalid response</body></html> {"id": ';
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(garbage), 'API-Version': parsedVersion });
      res.end(garbage);
      return;
    }
    if (post === 'truncated') {
      const text = Buffer.from(JSON.stringify(body));
      res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': text.length, 'API-Version': parsedVersion });
      res.write(text.subarray(0, Math.floor(text.length / 2)), () => req.socket.destroy());
      return;
    }
    writeJson(res, reply.status, body, parsedVersion);
  };

  const server = http.createServer((req, res) => {
    if (closing) {
      res.writeHead(503, { 'Content-Type': 'application/json', Connection: 'close' });
      res.end(JSON.stringify({ error: 'Service is shutting down' }));
      return;
    }
    handle(req, res).catch((error: unknown) => {
      log(`unhandled error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) writeJson(res, 500, { error: 'An unexpected error occurred' }, DEFAULT_API_VERSION);
      else res.destroy();
    });
  });
  // A client may reuse a kept-alive connection just as the server times it out (a research composed on the same event
  // loop can hold it for seconds on a busy machine): the request then fails with ECONNRESET. Clients close their own
  // idle connections first (undici after 4 s); the server waits well past that.
  server.keepAliveTimeout = 65_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  listeningPort = address.port;
  hostNames = allowedHostNames(host, options.allowedHosts ?? []);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  baseUrl = `http://${urlHost}:${address.port}`;

  // Jobs and chat answers left unfinished by a previous run continue now.
  runner.resumeAll();
  chat.resumeAll();

  let closed: Promise<void> | null = null;
  return {
    url: baseUrl,
    port: address.port,
    apiKey,
    adminToken,
    faults,
    close: () =>
      (closed ??= (async () => {
        closing = true;
        runner.close();
        chat.close();
        await service.extractor.close();
        for (const res of openStreams) res.end();
        const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // Give in-flight responses a moment, then cut whatever is left (streams, stuck sockets).
        const timer = setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, 200);
        await serverClosed;
        clearTimeout(timer);
        db.close();
      })()),
  };
}
