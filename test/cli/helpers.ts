// Test helpers for the CLI: an in-memory terminal, an in-process runner (runCli with the real core,
// as bin/quire.mjs wires it; most tests use it) and a subprocess runner (node --import tsx
// src/cli/index.ts) for the few smoke tests that need a real process: signals, a live terminal.
import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { CliIo, TextSink } from '../../src/cli/io';
import { runCli } from '../../src/cli/run';
import { createCore } from '../../src/main/core';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface CapturedIo extends CliIo {
  out(): string;
  err(): string;
}

function sink(chunks: string[], isTTY: boolean): TextSink {
  return {
    isTTY,
    columns: 100,
    write(text: string, callback?: (error?: Error | null) => void) {
      chunks.push(text);
      callback?.();
      return true;
    },
  };
}

export function capturedIo(env: Record<string, string | undefined> = {}, options: { tty?: boolean; input?: string } = {}): CapturedIo {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const stdin = new PassThrough();
  stdin.end(options.input ?? '');
  return {
    stdout: sink(stdout, options.tty ?? false),
    stderr: sink(stderr, options.tty ?? false),
    stdin,
    env,
    onInterrupt: () => () => undefined,
    out: () => stdout.join(''),
    err: () => stderr.join(''),
  };
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A run's stdout read as one JSON document; the error shows both streams when it is not one. */
export function stdoutJson<T>(result: RunResult): T {
  try {
    return JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(`stdout is not one JSON document (exit ${result.code}):\n${result.stdout}\nstderr:\n${result.stderr}`);
  }
}

export interface RunOptions {
  env?: Record<string, string>;
  input?: string;
  /**
   * The API client's retry policy for reads, instead of the real one (4 attempts, 250 ms base):
   * runs against a refused port use a short one so they do not wait seconds in backoff; the retry
   * behaviour itself is tested in test/api/client.test.ts and test/sync/faults.test.ts.
   */
  retry?: { attempts: number; baseMs: number; capMs: number };
}

/** A short read-retry policy for runs against a port where nothing listens (still retried once). */
export const QUICK_RETRY = { attempts: 2, baseMs: 5, capMs: 20 };

/**
 * Runs one `quire` invocation in this process, exactly as bin/quire.mjs does (runCli + the real
 * createCore, a real data directory, real HTTP), with an environment as clean as runQuireProcess's.
 */
export async function runQuire(args: string[], options: RunOptions = {}): Promise<RunResult> {
  const io = capturedIo({ ...process.env, NO_COLOR: '1', QUIRE_API_KEY: '', QUIRE_DATA_DIR: '', ...options.env }, options.input === undefined ? {} : { input: options.input });
  const { retry } = options;
  const code = await runCli(args, io, (coreOptions) => createCore(retry ? { ...coreOptions, retry } : coreOptions));
  return { code, stdout: io.out(), stderr: io.err() };
}

/** Runs the CLI as a child process (as another user with `as`, when run as root); resolves when it exits. For signals and a live stdin. */
export function runQuireProcess(args: string[], options: { env?: Record<string, string>; input?: string; as?: { uid: number; gid: number }; onStderr?: (text: string, control: { write: (data: string) => void; interrupt: () => void }) => void } = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', QUIRE_API_KEY: '', QUIRE_DATA_DIR: '', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
      // (another user: a test run as root checks what an unprivileged user meets)
      ...(options.as ?? {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      options.onStderr?.(stderr, { write: (data) => child.stdin.write(data), interrupt: () => child.kill('SIGINT') });
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (options.input !== undefined) child.stdin.end(options.input);
    else if (!options.onStderr) child.stdin.end();
  });
}
