// The renderer's error type: a WireError from the core, or a transport failure, as a readable sentence.
import type { WireError } from '../../../shared/errors';

export class QuireClientError extends Error {
  constructor(readonly wire: WireError) {
    super(wire.message);
    this.name = 'QuireClientError';
  }
  get code(): WireError['code'] {
    return this.wire.code;
  }
}

/** Any thrown value as a sentence a person can read; never a stack trace. */
export function errorSentence(error: unknown): string {
  if (error instanceof QuireClientError) return error.message;
  // an error envelope from the core: its message is already a sentence for people
  if (typeof error === 'object' && error !== null && 'code' in error && 'message' in error && typeof error.code === 'string' && typeof error.message === 'string') return error.message;
  return 'Something went wrong in the Quire window. Your data is safe; try again.';
}
