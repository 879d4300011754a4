// What a command's handler receives: its arguments and options, the checked global options, the
// output, an interrupt signal, and a lazily opened core session that the runner always closes.
import type { Command } from 'commander';
import { parseGlobalOptions, type GlobalOptions } from './args';
import { EXIT, type ExitCode } from './errors';
import { Output, type CliIo } from './io';
import { Session, type OpenCore, type SessionOptions } from './session';

export interface Invocation {
  /** Positional arguments after commander's parsing (strings, or string[] for variadic ones). */
  args: unknown[];
  /** The command's own options (commander's camelCased keys). */
  options: Record<string, unknown>;
  globals: GlobalOptions;
  out: Output;
  io: CliIo;
  /** Aborted on Ctrl-C / SIGTERM; waiting commands stop cleanly and say what happens next. */
  signal: AbortSignal;
  /** Opens the core (once per invocation) with the app's data directory and profile. */
  session(options: SessionOptions): Promise<Session>;
}

export type Handler = (invocation: Invocation) => Promise<ExitCode>;

export interface Runtime {
  io: CliIo;
  openCore: OpenCore;
  /** The exit code of the command that ran (set by bind). */
  exitCode: ExitCode;
  /** The Output of the command that ran, for error reporting in the right mode. */
  out: Output | null;
}

/** Wraps a handler as a commander action: checks globals, opens/closes the session, records the exit code. */
export function bind(runtime: Runtime, handler: Handler): (...actionArgs: unknown[]) => Promise<void> {
  return async (...actionArgs: unknown[]) => {
    // Commander calls actions with (...positionals, options, command).
    const command = actionArgs[actionArgs.length - 1] as Command;
    const options = (actionArgs[actionArgs.length - 2] ?? {}) as Record<string, unknown>;
    const rawGlobals = command.optsWithGlobals() as Record<string, unknown>;
    const json = rawGlobals.json === true;
    runtime.out = new Output(runtime.io, { json });
    const globals: GlobalOptions = parseGlobalOptions(rawGlobals, runtime.io.env);
    const out = runtime.out;

    const controller = new AbortController();
    const removeInterrupt = runtime.io.onInterrupt(() => controller.abort());
    let session: Session | null = null;
    try {
      runtime.exitCode = await handler({
        args: actionArgs.slice(0, -2),
        options,
        globals,
        out,
        io: runtime.io,
        signal: controller.signal,
        session: async (sessionOptions) => {
          session ??= await Session.open(globals, out, runtime.openCore, sessionOptions);
          return session;
        },
      });
    } finally {
      removeInterrupt();
      out.clearProgress();
      // A failure while closing must not hide the command's own result or error; the data is durable by now.
      if (session !== null) await (session as Session).close().catch(() => undefined);
    }
  };
}

export const OK: ExitCode = EXIT.ok;
