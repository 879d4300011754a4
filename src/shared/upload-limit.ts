// The research service's upload limit as Quire knows it: the embedded service's own (25 MB, as the
// public service), or learned from the words of a refusal ("… exceeds the 25 MB upload limit"). A file
// over a known limit is not sent (its bytes would be refused after the whole transfer), and the window
// offers no retry for it: the same file would be refused again. Pure; shared by the core and the window;
// table-tested in test/unit/upload-limit.test.ts.

import { sizeNumber } from './format';

const MiB = 1024 * 1024;

/** The research service's upload limit: the public service's, and the one src/service (the embedded local service) enforces by default; its `--max-upload-mb` raises it for benchmarks. */
export const EMBEDDED_UPLOAD_LIMIT_BYTES = 25 * MiB;

/** The limit a refusal states ("big.pdf exceeds the 25 MB upload limit"), in bytes; null when it states none. */
export function uploadLimitFromRefusal(message: string): number | null {
  const match = /exceeds the (\d+(?:\.\d+)?) ?(MB|MiB|GB|GiB) upload limit/i.exec(message);
  if (!match) return null;
  const value = Number(match[1]) * (match[2]!.toUpperCase().startsWith('G') ? 1024 * MiB : MiB);
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
}

/** A size in the service's own unit (MB of 1,024 × 1,024 bytes), its number written as formatBytes writes it. */
export function megabytes(bytes: number): string {
  return `${sizeNumber(bytes / MiB)} MB`;
}

/** Said of a file a limit stops; the window reads the end of it to offer no retry (retryCannotHelp). */
const NO_RETRY = 'retrying cannot help';

/** Whether a file of `size` bytes is over `limit` (unknown limit: never). */
export function overUploadLimit(size: number | null, limit: number | null): boolean {
  return limit !== null && size !== null && size > limit;
}

/** Why a file over the limit was not sent, and what helps, in plain words. `refused`: the service refused it after it was sent. */
export function overLimitReason(fileName: string, size: number, limit: number, refused = false): string {
  const what = refused ? 'the research service refused it' : 'it was not sent';
  return `"${fileName}" is ${megabytes(size)}, over the research service's ${megabytes(limit)} upload limit, so ${what}; ${NO_RETRY}. Make it smaller or split it, then add it again.`;
}

/** Whether a failure says a limit stopped the file (so a retry of the same file cannot help). */
export function retryCannotHelp(error: string | null): boolean {
  return error !== null && error.includes(`upload limit, so `) && error.includes(NO_RETRY);
}
