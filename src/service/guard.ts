// Who may talk to the local service: the Host allow-list (DNS rebinding), the Origin check (web pages
// in the user's browser), the JSON content-type rule for bodies (form posts), constant-time secret
// comparison, and the sliding-window rate limiter for the sign-in routes. Pure functions, table-tested.
import { timingSafeEqual, createHash } from 'node:crypto';
import os from 'node:os';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/** The names a request's Host header may carry (lower case, without port). */
export function allowedHostNames(boundHost: string, extra: readonly string[] = []): Set<string> {
  const names = new Set(LOOPBACK_NAMES);
  const bound = boundHost.toLowerCase();
  if (bound === '0.0.0.0' || bound === '::') {
    // Bound to every interface on purpose: the machine's own addresses and name reach it.
    for (const list of Object.values(os.networkInterfaces())) {
      for (const info of list ?? []) names.add(info.family === 'IPv6' ? `[${info.address.toLowerCase()}]` : info.address);
    }
    names.add(os.hostname().toLowerCase());
  } else if (!isLoopbackHost(bound)) {
    names.add(bound.includes(':') ? `[${bound}]` : bound);
  }
  for (const name of extra) names.add(name.toLowerCase());
  return names;
}

/**
 * Host must name this service (`127.0.0.1:<port>`, `localhost:<port>`, `[::1]:<port>`, or the
 * address it was bound to on purpose) with its real port: a page on evil.example whose name was
 * rebound to 127.0.0.1 sends `Host: evil.example:<port>` and is refused.
 */
export function isAllowedHostHeader(header: string | undefined, port: number, names: ReadonlySet<string>): boolean {
  if (!header) return false;
  const value = header.trim().toLowerCase();
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const name = (match[1] ?? '').replace(/\.$/, '');
  const hostPort = match[2] === undefined ? 80 : Number(match[2]);
  return hostPort === port && names.has(name);
}

/** No Origin (CLI, Node, the app's main process, top-level navigations) passes; any other origin must be the service's own. */
export function isAllowedOrigin(header: string | undefined, port: number, names: ReadonlySet<string>): boolean {
  if (header === undefined) return true;
  let url: URL;
  try {
    url = new URL(header.trim());
  } catch {
    return false; // "null" (sandboxed frames, file:) and garbage
  }
  if (url.protocol !== 'http:') return false;
  const urlPort = url.port === '' ? 80 : Number(url.port);
  return urlPort === port && names.has(url.hostname.toLowerCase());
}

/** A body must be declared as JSON (a cross-site form can only send text/plain, urlencoded or multipart). */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** Constant-time comparison of secrets (hashing first makes the lengths equal). */
export function secretEquals(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

/** Sliding-window counter: at most `limit` hits per key in `windowMs`. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit; returns 0 when allowed, else the milliseconds until the next hit would be. */
  hit(key: string): number {
    const t = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => t - at < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return Math.max(1, this.windowMs - (t - (recent[0] ?? t)));
    }
    recent.push(t);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(t);
    return 0;
  }

  private prune(t: number): void {
    for (const [key, list] of this.hits) if (list.every((at) => t - at >= this.windowMs)) this.hits.delete(key);
  }
}
