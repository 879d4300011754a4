// The CLI's terminal: stdout for results (one JSON document with --json), stderr for notes and
// live progress lines. Progress is drawn only when stdout is a terminal and never with --json.

export interface TextSink {
  write(text: string, callback?: (error?: Error | null) => void): boolean;
  isTTY?: boolean;
  columns?: number;
}

export interface CliIo {
  stdout: TextSink;
  stderr: TextSink;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  env: Record<string, string | undefined>;
  /** Registers a Ctrl-C handler; returns the function that removes it. */
  onInterrupt(handler: () => void): () => void;
}

export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    onInterrupt(handler) {
      let interrupts = 0;
      // The first Ctrl-C lets the command stop cleanly (close the database, say what is queued);
      // a second one means "now".
      const listener = (): void => {
        interrupts++;
        if (interrupts > 1) process.exit(130);
        handler();
      };
      process.on('SIGINT', listener);
      process.on('SIGTERM', listener);
      return () => {
        process.off('SIGINT', listener);
        process.off('SIGTERM', listener);
      };
    },
  };
}

/** Resolves once everything written so far has been handed to the OS (before process.exit). */
export function flush(sink: TextSink): Promise<void> {
  return new Promise((resolve) => {
    sink.write('', () => resolve());
  });
}

export function truncate(text: string, width: number): string {
  const single = text.replace(/[\r\n\t]+/g, ' ');
  if (width <= 1 || single.length <= width) return single;
  return `${single.slice(0, width - 1)}…`;
}

export class Output {
  readonly json: boolean;
  readonly progressEnabled: boolean;
  readonly color: boolean;
  private progressDrawn = 0;

  constructor(
    private readonly io: CliIo,
    options: { json: boolean },
  ) {
    this.json = options.json;
    const forced = io.env.QUIRE_FORCE_PROGRESS === '1';
    this.progressEnabled = !this.json && (io.stdout.isTTY === true || forced);
    this.color = io.stdout.isTTY === true && io.env.NO_COLOR === undefined;
  }

  get columns(): number {
    // A pseudo-terminal without a size reports 0 columns.
    return this.io.stderr.columns || this.io.stdout.columns || 100;
  }

  /** A human-readable line on stdout (suppressed with --json, whose single document is the output). */
  line(text = ''): void {
    if (this.json) return;
    this.clearProgress();
    this.io.stdout.write(`${text}\n`);
  }

  /** Raw text on stdout as it arrives (streamed chat answers). */
  stream(text: string): void {
    if (this.json) return;
    this.io.stdout.write(text);
  }

  /** The one JSON document of --json mode. */
  result(value: unknown): void {
    if (!this.json) return;
    this.io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
  }

  /** A note for the person at the terminal (stderr, so stdout stays parseable). */
  note(text: string): void {
    this.clearProgress();
    this.io.stderr.write(`${text}\n`);
  }

  /** Redraws the live progress block on stderr: one line per entry. */
  progress(lines: string[]): void {
    if (!this.progressEnabled) return;
    const width = Math.max(20, this.columns - 1);
    // A shorter block than last time blanks the leftover lines instead of leaving them stale.
    const block = [...lines];
    while (block.length < this.progressDrawn) block.push('');
    let text = this.progressDrawn > 1 ? `\x1b[${this.progressDrawn - 1}A` : '';
    text += block.map((line) => `\r\x1b[2K${truncate(line, width)}`).join('\n');
    this.io.stderr.write(text);
    this.progressDrawn = block.length;
  }

  clearProgress(): void {
    if (!this.progressEnabled || this.progressDrawn === 0) return;
    let text = '';
    for (let index = 0; index < this.progressDrawn; index++) text += `\r\x1b[2K${index < this.progressDrawn - 1 ? '\x1b[1A' : ''}`;
    this.io.stderr.write(text);
    this.progressDrawn = 0;
  }

  /** Leaves the last progress block on screen and moves below it. */
  endProgress(): void {
    if (!this.progressEnabled || this.progressDrawn === 0) return;
    this.io.stderr.write('\n');
    this.progressDrawn = 0;
  }

  bold(text: string): string {
    return this.color ? `\x1b[1m${text}\x1b[22m` : text;
  }

  dim(text: string): string {
    return this.color ? `\x1b[2m${text}\x1b[22m` : text;
  }
}
