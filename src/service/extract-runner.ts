// Runs document extraction in a worker thread with a heap cap (resourceLimits) and a time limit per
// file, so a hostile upload (a zip bomb past the zip checks, a huge PDF, a tree that takes forever)
// ends as that file's error in words while the local service stays up and reads the next file.
// One worker reads files one at a time; it is stopped (terminate) when a file runs over its time, and
// started again for the next file after a stop, a crash or running out of memory. The worker's entry
// is extract-worker.js beside the bundled code, or extract-worker.ts under tsx's loader from source.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ExtractedDocument } from './extract';
import { EXTRACT_LIMITS, ExtractError, workerFailureMessage, type ExtractLimits } from './extract-limits';

export interface WorkerJob {
  id: number;
  bytes: Uint8Array;
  fileName: string;
  declaredType: string | undefined;
  limits: ExtractLimits;
}
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; doc: ExtractedDocument }
  | { type: 'failed'; id: number; refused: boolean; message: string };

/** How the worker thread is started: its bundled file, or its TypeScript source through tsx (eval). */
export function workerEntry(moduleUrl: string): { code: string; eval: boolean } {
  const here = fileURLToPath(moduleUrl);
  if (!moduleUrl.endsWith('.ts')) return { code: path.join(path.dirname(here), 'extract-worker.js'), eval: false };
  // Node 20 does not pass --import loaders on to worker threads: load tsx's API inside the worker.
  const tsxApi = pathToFileURL(path.join(path.dirname(createRequire(moduleUrl).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const source = path.join(path.dirname(here), 'extract-worker.ts');
  return { code: `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(moduleUrl)}))`, eval: true };
}

interface Pending {
  id: number;
  buffer: Buffer;
  fileName: string;
  declaredType: string | undefined;
  resolve: (doc: ExtractedDocument) => void;
  reject: (error: Error) => void;
}

type Failure = Parameters<typeof workerFailureMessage>[1];

/** Time the worker gets to load the extractors before the first file waiting fails (not counted against a file). */
export const WORKER_START_MS = 60_000;

export class ExtractionRunner {
  private worker: Worker | null = null;
  private ready = false;
  private readonly queue: Pending[] = [];
  private current: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly limits: ExtractLimits = EXTRACT_LIMITS,
    private readonly entry: { code: string; eval: boolean } = workerEntry(import.meta.url),
  ) {}

  /** Extracts one file in the worker; rejects with ExtractError (said to the user) when it cannot be read. */
  extract(buffer: Buffer, fileName: string, declaredType?: string): Promise<ExtractedDocument> {
    if (this.closed) return Promise.reject(new Error('the extraction worker is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, buffer, fileName, declaredType, resolve, reject });
      this.pump();
    });
  }

  /** Stops the worker; files still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const waiting = [...(this.current ? [this.current] : []), ...this.queue.splice(0)];
    this.current = null;
    for (const job of waiting) job.reject(new Error('the local service is stopping'));
    this.clearTimer();
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private pump(): void {
    if (this.closed || this.current || this.queue.length === 0) return;
    if (!this.worker) this.spawn();
    // Until the worker is ready, a start-up timer runs (loading the extractors is not the file's time).
    if (!this.ready) {
      this.worker?.ref();
      if (!this.timer) this.timer = setTimeout(() => this.fail({ kind: 'crash', detail: `it did not start within ${WORKER_START_MS / 1000} s` }), WORKER_START_MS);
      return;
    }
    const job = this.queue.shift() as Pending;
    this.current = job;
    const bytes = new Uint8Array(job.buffer); // a copy, moved to the worker without another copy
    const message: WorkerJob = { id: job.id, bytes, fileName: job.fileName, declaredType: job.declaredType, limits: this.limits };
    this.worker?.ref();
    this.armTimer();
    this.worker?.postMessage(message, [bytes.buffer]);
  }

  private spawn(): void {
    const worker = new Worker(this.entry.code, {
      eval: this.entry.eval,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.workerMemoryMb },
      stdout: false,
      stderr: false,
    });
    this.worker = worker;
    this.ready = false;
    worker.on('message', (reply: WorkerReply) => {
      if (worker !== this.worker) return;
      if (reply.type === 'ready') {
        this.ready = true;
        this.clearTimer();
        this.pump();
        return;
      }
      const job = this.current;
      if (!job || job.id !== reply.id) return;
      this.current = null;
      this.clearTimer();
      if (reply.type === 'done') job.resolve(reply.doc);
      else job.reject(reply.refused ? new ExtractError(reply.message) : new Error(reply.message));
      if (this.queue.length === 0) worker.unref();
      this.pump();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (worker !== this.worker) return;
      this.fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'memory' } : { kind: 'crash', detail: error.message });
    });
    worker.on('exit', (code) => {
      if (worker !== this.worker) return;
      this.fail({ kind: 'crash', detail: `exit code ${code}` });
    });
  }

  private armTimer(): void {
    this.clearTimer();
    this.timer = setTimeout(() => this.fail({ kind: 'timeout' }), this.limits.workerTimeoutMs);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The worker is gone or stopped: the file it was reading (or the first waiting) fails in words; the next starts a new worker. */
  private fail(failure: Failure): void {
    const worker = this.worker;
    this.worker = null;
    this.ready = false;
    this.clearTimer();
    if (worker) void worker.terminate();
    const job = this.current ?? this.queue.shift() ?? null;
    this.current = null;
    job?.reject(new ExtractError(workerFailureMessage(job.fileName, failure, this.limits)));
    this.pump();
  }
}
