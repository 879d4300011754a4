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
