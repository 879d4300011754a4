// Limits on reading one dropped or uploaded document, and the decisions that apply them (pure, so
// they are table-tested): how much a DOCX (zip) may expand, how many pages of a PDF are read, how
// deep an HTML tree may be before its Markdown rendering falls back to plain paragraphs, and the
// time and memory an extraction worker gets. Each verdict is the sentence the user sees, or null.

/** A file that cannot be read (unsupported, malformed, or over a limit); its message is said to the user. */
export class ExtractError extends Error {}

export interface ExtractLimits {
  /** Entries in a DOCX's zip. Real documents have tens; a bomb may have millions. */
  zipMaxEntries: number;
  /** Bytes a DOCX's zip may expand to in total (declared and actually inflated). */
  zipMaxExpandedBytes: number;
  /** Pages of a PDF that are read. */
  pdfMaxPages: number;
  /** Time spent reading a PDF's pages. */
  pdfMaxMs: number;
  /** Nesting depth above which HTML is not rendered to Markdown (the renderer recurses). */
  htmlMaxMarkdownDepth: number;
  /** Wall-clock time one extraction may take in its worker before the worker is stopped. */
  workerTimeoutMs: number;
  /** Old-generation heap of the extraction worker, in MB. */
  workerMemoryMb: number;
}

export const EXTRACT_LIMITS: ExtractLimits = {
  zipMaxEntries: 2_000,
  zipMaxExpandedBytes: 100 * 1024 * 1024,
  pdfMaxPages: 1_000,
  pdfMaxMs: 30_000,
  htmlMaxMarkdownDepth: 400,
  workerTimeoutMs: 60_000,
  // Measured: a 5.9 MB HTML page of 100,000 paragraphs needs more than 512 MB (parse5 + turndown) and reads in 1024.
  workerMemoryMb: 1024,
};

function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

function mib(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Verdict on a zip while its entries are counted: declared sizes (before inflating) or inflated bytes. */
export function zipVerdict(fileName: string, seen: { entries: number; expandedBytes: number }, limits: ExtractLimits = EXTRACT_LIMITS): string | null {
  if (seen.entries > limits.zipMaxEntries) return `${fileName} was not read: its archive holds more than ${limits.zipMaxEntries.toLocaleString('en-US')} entries (a zip bomb or not a document)`;
  if (seen.expandedBytes > limits.zipMaxExpandedBytes) return `${fileName} was not read: it expands to more than ${mib(limits.zipMaxExpandedBytes)} (a zip bomb or not a document)`;
  return null;
}

/** Verdict on a PDF's page count (as the file declares it) before any page is read. */
export function pdfPagesVerdict(fileName: string, pages: number, limits: ExtractLimits = EXTRACT_LIMITS): string | null {
  if (!Number.isFinite(pages) || pages < 0) return `${fileName} could not be read as PDF: its page count is invalid`;
  if (pages > limits.pdfMaxPages) return `${fileName} was not read: it has ${pages.toLocaleString('en-US')} pages and Quire reads PDFs of up to ${limits.pdfMaxPages.toLocaleString('en-US')} pages`;
  return null;
}

/** Verdict on time spent reading a PDF so far. */
export function pdfTimeVerdict(fileName: string, elapsedMs: number, limits: ExtractLimits = EXTRACT_LIMITS): string | null {
  if (elapsedMs > limits.pdfMaxMs) return `${fileName} was not read: reading its pages took longer than ${duration(limits.pdfMaxMs)}`;
  return null;
}

/** How an extraction worker ended when it did not answer, in words. */
export function workerFailureMessage(fileName: string, failure: { kind: 'timeout' } | { kind: 'memory' } | { kind: 'crash'; detail: string }, limits: ExtractLimits = EXTRACT_LIMITS): string {
  switch (failure.kind) {
    case 'timeout':
      return `${fileName} was not read: reading it took longer than ${duration(limits.workerTimeoutMs)} and was stopped`;
    case 'memory':
      return `${fileName} was not read: reading it needed more than ${limits.workerMemoryMb} MB of memory and was stopped`;
    case 'crash':
      return `${fileName} was not read: the reader stopped (${failure.detail})`;
  }
}
