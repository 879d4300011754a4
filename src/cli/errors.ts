// Exit codes of `quire` and the one error type commands throw; maps the core's wire errors
// ({ code, message, retryable }) onto those exit codes so scripts can branch on them.
import type { ErrorCode, WireError } from '../shared/errors';

export const EXIT = {
  ok: 0,
  /** The operation failed: service error, not found, rejected by the service. */
  failed: 1,
  /** Bad arguments or usage. */
  usage: 2,
  /** The service could not be reached and nothing was synced (work may be queued locally). */
  offline: 3,
  /** The service refused the API key. */
  unauthorized: 4,
  /** The service answered, but with errors (5xx or garbled answers): the mirror is as last synced. */
  serviceErrors: 5,
  /** Interrupted (Ctrl-C) while waiting; nothing is lost. */
  interrupted: 130,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
    /** The core's error code when the failure came from an operation. */
    readonly code: ErrorCode | 'USAGE' | 'INTERRUPTED' | null = null,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export function usageError(message: string): CliError {
  return new CliError(message, EXIT.usage, 'USAGE');
}

export function exitCodeForWireCode(code: ErrorCode): ExitCode {
  switch (code) {
    case 'BAD_INPUT':
      return EXIT.usage;
    case 'OFFLINE':
      return EXIT.offline;
    case 'UNAUTHORIZED':
      return EXIT.unauthorized;
    default:
      return EXIT.failed;
  }
}

export function fromWireError(error: WireError): CliError {
  return new CliError(error.message, exitCodeForWireCode(error.code), error.code);
}

/** Anything thrown inside a command, as the message and code the user sees (never a stack trace). */
export function toCliError(error: unknown): CliError {
  if (error instanceof CliError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new CliError(`Something went wrong inside Quire (${detail.slice(0, 300)}). Your data is safe; try again.`, EXIT.failed, 'INTERNAL');
}
