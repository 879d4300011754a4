// Reading answers from the person at the terminal (login codes, brainstorm questions) on stdin,
// with end of input and Ctrl-C both meaning "no answer".
import { createInterface, type Interface } from 'node:readline';
import type { CliIo } from './io';

export class LineReader {
  private readonly lines: Interface;
  private readonly queued: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private ended = false;

  constructor(io: CliIo) {
    this.lines = createInterface({ input: io.stdin, terminal: false });
    this.lines.on('line', (line) => {
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(line.trim());
      } else this.queued.push(line.trim());
    });
    this.lines.on('close', () => {
      this.ended = true;
      this.waiting?.(null);
      this.waiting = null;
    });
  }

  /** The next line, or null at end of input or on abort. */
  next(signal: AbortSignal): Promise<string | null> {
    const queued = this.queued.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.ended || signal.aborted) return Promise.resolve(null);
    return new Promise((resolve) => {
      const onAbort = (): void => {
        this.waiting = null;
        resolve(null);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting = (line) => {
        signal.removeEventListener('abort', onAbort);
        resolve(line);
      };
    });
  }

  close(): void {
    this.lines.close();
  }
}

/** Reads a single line and lets go of stdin. */
export async function readOneLine(io: CliIo, signal: AbortSignal): Promise<string | null> {
  const reader = new LineReader(io);
  try {
    return await reader.next(signal);
  } finally {
    reader.close();
  }
}

/** What is used of a terminal's input for a secret: raw mode, so nothing typed is echoed. */
interface RawInput {
  isTTY?: boolean;
  setRawMode?: (raw: boolean) => unknown;
  on(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  removeListener(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

/** The keys of a typed secret (pure; table-tested): the text so far, and whether Enter (done) or Ctrl-C/D (cancelled) came. */
export function secretKeys(typed: string, chunk: string): { text: string; ended: 'enter' | 'cancel' | null } {
  let text = typed;
  for (const key of chunk) {
    if (key === '\r' || key === '\n') return { text, ended: 'enter' };
    if (key === '\u0003' || key === '\u0004') return { text: '', ended: 'cancel' };
    if (key === '\u007f' || key === '\b') text = [...text].slice(0, -1).join('');
    else if (key >= ' ') text += key;
  }
  return { text, ended: null };
}

/**
 * Asks for a secret on the terminal without echoing it (raw mode). null when stdin is not a terminal
 * (nothing is read from a pipe: secrets then come from the environment), or on Ctrl-C / Ctrl-D.
 */
export function readSecret(io: CliIo, label: string, signal: AbortSignal): Promise<string | null> {
  const input = io.stdin as unknown as RawInput;
  if (!input.isTTY || typeof input.setRawMode !== 'function') return Promise.resolve(null);
  const setRaw = input.setRawMode.bind(input);
  io.stderr.write(`${label}: `);
  setRaw(true);
  input.resume();
  return new Promise((resolve) => {
    let typed = '';
    const finish = (value: string | null): void => {
      input.removeListener('data', onData);
      signal.removeEventListener('abort', onAbort);
      setRaw(false);
      input.pause();
      io.stderr.write('\n');
      resolve(value);
    };
    const onData = (chunk: Buffer | string): void => {
      const step = secretKeys(typed, chunk.toString());
      typed = step.text;
      if (step.ended === 'enter') finish(typed);
      else if (step.ended === 'cancel') finish(null);
    };
    const onAbort = (): void => finish(null);
    signal.addEventListener('abort', onAbort, { once: true });
    input.on('data', onData);
  });
}
