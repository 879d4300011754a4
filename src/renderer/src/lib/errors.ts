// The renderer's error type: a WireError from the core, or a transport failure, as a readable sentence.
import { WireErrorSchema, type WireError } from '../../../shared/errors';

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
  const parsed = WireErrorSchema.safeParse(error);
  if (parsed.success) return parsed.data.message;
  return 'Something went wrong in the Quire window. Your data is safe; try again.';
}
