// HTTP plumbing for the local service: a small method+path router, typed replies (JSON, SSE, HTML),
// bounded JSON body reading, and an SSE writer that can be cut mid-frame by fault injection.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isJsonContentType } from './guard';
import { badRequest, HttpError } from './validation';
import type { ApiVersion } from './versions';
import { escapeRegExp } from '../shared/regexp';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  version: ApiVersion;
  /** The parsed JSON body ({} when empty); 400 on invalid JSON. */
  json(): Promise<unknown>;
}

export type Reply =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'sse'; run: (sse: SseWriter) => Promise<void> }
  | { kind: 'html'; status: number; body: string };

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface RouteOptions {
  /** No Authorization needed (agent onboarding). */
  public?: boolean;
  /** POST create: an Idempotency-Key header replays the first response instead of creating again. */
  idempotent?: boolean;
}

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  template: string;
  handler: Handler;
  options: RouteOptions;
}

export interface RouteMatch {
  route: { template: string; handler: Handler; options: RouteOptions };
  params: Record<string, string>;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, template: string, handler: Handler, options: RouteOptions = {}): void {
    const keys: string[] = [];
    const source = template
      .split('/')
      .map((segment) => {
        if (segment.startsWith(':')) {
          keys.push(segment.slice(1));
          return '([^/]+)';
        }
        return escapeRegExp(segment);
      })
      .join('/');
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, template, handler, options });
  }

  /** Literal routes win over parameterised ones because they are registered first. */
  match(method: string, path: string): RouteMatch | 'method-not-allowed' | null {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => {
        params[key] = decodeURIComponent(m[i + 1] ?? '');
      });
      return { route, params };
    }
    return pathMatched ? 'method-not-allowed' : null;
  }
}

export function json(body: unknown, status = 200): Reply {
  return { kind: 'json', status, body };
}

const MAX_JSON_BYTES = 1024 * 1024;

/**
 * Calls `then` once when the request's body can no longer be read to its end because its client went
 * away, whether that already happened or happens later. A body received whole but not yet read counts
 * too: Node destroys a request whose client leaves before it is answered, and its unread body is gone.
 */
export function onCutOff(req: IncomingMessage, then: () => void): void {
  if (req.readableEnded) return;
  if (req.destroyed) {
    then();
    return;
  }
  req.once('close', () => {
    if (!req.readableEnded) then();
  });
}

export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_JSON_BYTES) throw new HttpError(400, { error: 'Request body exceeds 1 MB' });
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  // A cross-site form can post text/plain or urlencoded bodies without a preflight; JSON cannot.
  if (!isJsonContentType(req.headers['content-type'])) throw new HttpError(415, { error: 'Request bodies must be sent as Content-Type: application/json' });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
}

/** Writes unnamed `data:` frames; `cutAfterChars` destroys the socket mid-frame once that much content was sent. */
export class SseWriter {
  private contentSent = 0;
  private ended = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly cutAfterChars: number | undefined,
  ) {}

  get closed(): boolean {
    return this.ended || this.res.destroyed || this.res.writableEnded;
  }

  /** Sends a frame carrying `contentChars` characters of message content. Returns false once the stream is gone. */
  send(frame: unknown, contentChars = 0): boolean {
    if (this.closed) return false;
    const text = `data: ${JSON.stringify(frame)}\n\n`;
    if (this.cutAfterChars !== undefined && this.contentSent + contentChars > this.cutAfterChars) {
      // Fault: the connection dies in the middle of a frame, as a flaky network would do it.
      this.res.write(text.slice(0, Math.max(8, Math.floor(text.length / 2))));
      this.ended = true;
      setImmediate(() => this.res.socket?.destroy());
      return false;
    }
    this.contentSent += contentChars;
    this.res.write(text);
    return true;
  }

  done(): void {
    if (this.closed) return;
    this.res.write('data: [DONE]\n\n');
    this.end();
  }

  /** Calls back once when the client goes away (or the stream ends). */
  onClientGone(callback: () => void): void {
    this.res.once('close', callback);
  }

  end(): void {
    if (this.closed) return;
    this.ended = true;
    this.res.end();
  }
}
