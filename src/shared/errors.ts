// The one error shape that crosses the boundary between core and renderer (and CLI).
import { z } from 'zod';
import { lazySchema } from './lazy';

export const ErrorCodeSchema = lazySchema(() => z.enum([
  'BAD_INPUT',
  'UNKNOWN_OPERATION',
  'NOT_FOUND',
  'OFFLINE',
  'UNAUTHORIZED',
  'RATE_LIMITED',
  'OUT_OF_CREDIT',
  'SERVICE_ERROR',
  'BAD_RESPONSE',
  'CONFLICT',
  'FORBIDDEN',
  'INTERNAL',
]));
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const WireErrorSchema = lazySchema(() => z.object({
  code: ErrorCodeSchema,
  /** A readable sentence: what happened and what the user can do. Never a stack trace. */
  message: z.string(),
  retryable: z.boolean(),
  details: z.record(z.string(), z.unknown()).optional(),
}));
export type WireError = z.infer<typeof WireErrorSchema>;

/** Thrown by core code; serialised to WireError at the transport. */
export class QuireError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly retryable = false,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'QuireError';
  }

  toWire(): WireError {
    return { code: this.code, message: this.message, retryable: this.retryable, ...(this.details ? { details: this.details } : {}) };
  }
}

/** Any thrown value to the wire shape; unknown errors become INTERNAL without leaking internals. */
/** SQLite's own codes for a damaged file (better-sqlite3's SqliteError carries them as `code`). */
export function isDamagedDatabase(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : null;
  return typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB');
}

export function toWireError(error: unknown): WireError {
  if (error instanceof QuireError) return error.toWire();
  const parsed = WireErrorSchema.safeParse(error);
  if (parsed.success) return parsed.data;
  if (isDamagedDatabase(error)) {
    return {
      code: 'INTERNAL',
      message: "Quire's library database on this machine is damaged. Open Quire or run `quire sync --once`: it moves the damaged file aside, keeps your unsent work and rebuilds the library from the service.",
      retryable: false,
    };
  }
  return { code: 'INTERNAL', message: 'Something went wrong inside Quire. Your data is safe; try again.', retryable: true };
}

/** What every transport returns for one invocation: errors travel as data, not as rejections. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; error: WireError };
