// Fault injection for the local research service: a plan of "next N requests" counters and
// probabilities, matched by path and method, drawn from a seeded PRNG so failing runs reproduce.
// Off by default; the server consults it around every non-admin request.

export interface FaultPlan {
  pathPattern?: string; // regex source; faults apply only to matching request paths (default all, never /__admin)
  methods?: string[]; // default all
  latencyMs?: number; // added before handling
  status5xxNext?: number; // the next N matching requests get 500/502/503 (JSON error body), before any side effect
  status429Next?: number; // the next N matching requests get 429
  status400Next?: number; // the next N matching requests are refused: 400 with a reason (a request the service will not take)
  dropBeforeCommitNext?: number; // destroy the socket without handling (no side effect)
  dropAfterCommitNext?: number; // handle fully (side effect committed) then destroy the socket before responding
  malformedNext?: number; // 200 with a non-JSON body
  truncatedNext?: number; // 200 with Content-Length of the full body but only half written, then socket destroyed
  unknownStatus?: string; // jobs report this status instead of their real non-terminal status while set
  streamCutAfterChars?: number; // SSE chat streams are cut (socket destroyed) after this many content chars
  offline?: boolean; // every matching request: socket destroyed at once
  /** Added: fraction (0-1) of matching requests answered 5xx, drawn from the seeded PRNG. */
  fraction5xx?: number;
  /** Added: PRNG seed for fraction5xx and the 5xx status choice (default 1). */
  seed?: number;
  // ---- hostile modes (a malicious or broken service), served by hostile.ts
  /** Every matching JSON answer becomes a 200 of this many bytes, chunked, with no Content-Length. */
  hugeBodyBytes?: number;
  /** Every matching JSON answer is written one byte every N ms (slow drip). */
  dripMs?: number;
  /** The next N matching requests get a 200 with valid JSON of another shape. */
  wrongShapeNext?: number;
  /** List answers claim this pagination.total. */
  lyingTotal?: number;
  /** List answers always say has_next; past the real end: 'empty' pages, or the last real page again ('repeat'). */
  lyingHasNext?: 'empty' | 'repeat';
  /** Chat streams send frames forever and never [DONE]. */
  endlessStream?: boolean;
}

/** What the hostile modes actually sent (tests assert the sender saw Quire stop reading). */
export interface HostileStats {
  hugeBytesSent: number;
  hugeAnswers: number;
  endlessFramesSent: number;
  listAnswers: number;
}

/** What the server should do with one request before handling it. */
export type PreDecision =
  | { kind: 'none' }
  | { kind: 'drop' }
  | { kind: 'status429' }
  | { kind: 'status400' }
  | { kind: 'status5xx'; status: 500 | 502 | 503 };

/** What the server should do with a handled request's JSON response. */
export type PostDecision = 'none' | 'dropAfterCommit' | 'malformed' | 'truncated' | 'wrongShape' | 'huge' | 'drip';

/** mulberry32: tiny, well-known seeded PRNG; good enough for reproducible fault draws. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FAULT_PLAN_NUMERIC_KEYS = [
  'latencyMs',
  'status5xxNext',
  'status429Next',
  'status400Next',
  'dropBeforeCommitNext',
  'dropAfterCommitNext',
  'malformedNext',
  'truncatedNext',
  'streamCutAfterChars',
  'fraction5xx',
  'seed',
  'hugeBodyBytes',
  'dripMs',
  'wrongShapeNext',
  'lyingTotal',
] as const;

/** Validates an untrusted plan (from the admin endpoint); returns an error message or the plan. */
export function parseFaultPlan(input: unknown): FaultPlan | string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return 'fault plan must be a JSON object';
  const record = input as Record<string, unknown>;
  const plan: FaultPlan = {};
  for (const key of FAULT_PLAN_NUMERIC_KEYS) {
    const value = record[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return `${key} must be a non-negative number`;
    plan[key] = value;
  }
  if (record.pathPattern !== undefined) {
    if (typeof record.pathPattern !== 'string') return 'pathPattern must be a string';
    try {
      new RegExp(record.pathPattern);
    } catch {
      return 'pathPattern is not a valid regular expression';
    }
    plan.pathPattern = record.pathPattern;
  }
  if (record.methods !== undefined) {
    if (!Array.isArray(record.methods) || !record.methods.every((m) => typeof m === 'string')) return 'methods must be an array of strings';
    plan.methods = record.methods as string[];
  }
  if (record.unknownStatus !== undefined) {
    if (typeof record.unknownStatus !== 'string') return 'unknownStatus must be a string';
    plan.unknownStatus = record.unknownStatus;
  }
  if (record.lyingHasNext !== undefined) {
    if (record.lyingHasNext !== 'empty' && record.lyingHasNext !== 'repeat') return "lyingHasNext must be 'empty' or 'repeat'";
    plan.lyingHasNext = record.lyingHasNext;
  }
  if (record.endlessStream !== undefined) {
    if (typeof record.endlessStream !== 'boolean') return 'endlessStream must be a boolean';
    plan.endlessStream = record.endlessStream;
  }
  if (record.offline !== undefined) {
    if (typeof record.offline !== 'boolean') return 'offline must be a boolean';
    plan.offline = record.offline;
  }
  return plan;
}

export class FaultController {
  private plan: FaultPlan = {};
  readonly stats: HostileStats = { hugeBytesSent: 0, hugeAnswers: 0, endlessFramesSent: 0, listAnswers: 0 };
  /** The last non-empty list answer per path, for lyingHasNext 'repeat'. */
  private lastListPage = new Map<string, unknown[]>();
  private pathRegex: RegExp | null = null;
  private random: () => number = mulberry32(1);

  set(plan: FaultPlan): void {
    this.plan = { ...plan };
    this.pathRegex = plan.pathPattern ? new RegExp(plan.pathPattern) : null;
    this.random = mulberry32(plan.seed ?? 1);
    this.lastListPage.clear();
  }

  clear(): void {
    this.set({});
  }

  /** A copy of the current plan with counters as they stand (for the admin endpoint and tests). */
  current(): FaultPlan {
    return { ...this.plan };
  }

  get unknownStatus(): string | undefined {
    return this.plan.unknownStatus;
  }

  get streamCutAfterChars(): number | undefined {
    return this.plan.streamCutAfterChars;
  }

  matches(method: string, path: string): boolean {
    if (path.startsWith('/__admin')) return false;
    if (this.plan.methods && this.plan.methods.length > 0 && !this.plan.methods.some((m) => m.toUpperCase() === method.toUpperCase())) return false;
    if (this.pathRegex && !this.pathRegex.test(path)) return false;
    return true;
  }

  latencyFor(method: string, path: string): number {
    return this.matches(method, path) ? (this.plan.latencyMs ?? 0) : 0;
  }

  isOffline(method: string, path: string): boolean {
    return this.plan.offline === true && this.matches(method, path);
  }

  /** Consumes one "next N" counter if positive. */
  private take(key: 'status5xxNext' | 'status429Next' | 'status400Next' | 'dropBeforeCommitNext' | 'dropAfterCommitNext' | 'malformedNext' | 'truncatedNext' | 'wrongShapeNext'): boolean {
    const remaining = this.plan[key] ?? 0;
    if (remaining <= 0) return false;
    this.plan[key] = remaining - 1;
    return true;
  }

  before(method: string, path: string): PreDecision {
    if (!this.matches(method, path)) return { kind: 'none' };
    if (this.take('dropBeforeCommitNext')) return { kind: 'drop' };
    if (this.take('status429Next')) return { kind: 'status429' };
    if (this.take('status400Next')) return { kind: 'status400' };
    const fraction = this.plan.fraction5xx ?? 0;
    if (this.take('status5xxNext') || (fraction > 0 && this.random() < fraction)) {
      const choices = [500, 502, 503] as const;
      return { kind: 'status5xx', status: choices[Math.floor(this.random() * choices.length)] ?? 500 };
    }
    return { kind: 'none' };
  }

  /** Called once a request was handled and a JSON body is ready; streams are exempt. */
  after(method: string, path: string): PostDecision {
    if (!this.matches(method, path)) return 'none';
    if (this.take('dropAfterCommitNext')) return 'dropAfterCommit';
    if (this.take('malformedNext')) return 'malformed';
    if (this.take('truncatedNext')) return 'truncated';
    if (this.take('wrongShapeNext')) return 'wrongShape';
    if ((this.plan.hugeBodyBytes ?? 0) > 0) return 'huge';
    if ((this.plan.dripMs ?? 0) > 0) return 'drip';
    return 'none';
  }

  get hugeBodyBytes(): number {
    return this.plan.hugeBodyBytes ?? 0;
  }
  get dripMs(): number {
    return this.plan.dripMs ?? 0;
  }
  endlessStreamFor(method: string, path: string): boolean {
    return this.plan.endlessStream === true && this.matches(method, path);
  }

  /** Lies about a list answer's pagination (lyingTotal, lyingHasNext); other bodies pass unchanged. */
  rewriteList(method: string, path: string, body: unknown): unknown {
    if (!this.matches(method, path) || (this.plan.lyingTotal === undefined && !this.plan.lyingHasNext)) return body;
    if (!body || typeof body !== 'object' || !('pagination' in body) || !('data' in body) || !Array.isArray(body.data)) return body;
    this.stats.listAnswers++;
    const pagination = { ...(body.pagination as Record<string, unknown>) };
    let data: unknown[] = body.data;
    if (this.plan.lyingTotal !== undefined) pagination.total = this.plan.lyingTotal;
    if (this.plan.lyingHasNext) {
      pagination.has_next = true;
      if (data.length > 0) this.lastListPage.set(path, data);
      else if (this.plan.lyingHasNext === 'repeat') data = this.lastListPage.get(path) ?? [];
    }
    return { ...body, data, pagination };
  }
}
