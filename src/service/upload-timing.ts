// How long the local service took to receive one upload: from the first byte of the request's body to
// the moment the file was stored (fsynced, renamed into place, its row committed). Used by the upload
// benchmark (`--log-upload-timing`) to measure receive throughput the same way for every client; the
// pure helpers here format that log line and read it back.

export interface UploadTiming {
  fileId: string;
  /** Bytes of the stored file (not of the multipart body). */
  bytes: number;
  /** performance.now() when the first body byte was read. */
  firstByteAt: number;
  /** performance.now() when the upload was stored and committed. */
  storedAt: number;
}

const LINE = /upload timing: (\S+) (\d+) bytes received and stored in (\d+(?:\.\d+)?) ms/;

/** The log line for one upload (milliseconds with one decimal). */
export function formatUploadTiming(timing: UploadTiming): string {
  return `upload timing: ${timing.fileId} ${timing.bytes} bytes received and stored in ${(timing.storedAt - timing.firstByteAt).toFixed(1)} ms`;
}

/** Reads a line written by formatUploadTiming back (null for any other line). */
export function parseUploadTiming(line: string): { fileId: string; bytes: number; ms: number } | null {
  const match = LINE.exec(line);
  if (!match) return null;
  return { fileId: match[1] ?? '', bytes: Number(match[2]), ms: Number(match[3]) };
}

/** MiB (the bench's file is written 1 MiB at a time) per second; null when no time was measured. */
export function receiveMiBps(bytes: number, ms: number): number | null {
  if (!(ms > 0) || !Number.isFinite(ms)) return null;
  return bytes / (1024 * 1024) / (ms / 1000);
}
