// The outcome of the last drop (queued, duplicates, rejected). While its files upload it says so;
// once none is in flight it says what was uploaded, and the tray clears it after a few seconds
// unless something failed or was refused (those stay until the user dismisses them).
import { create } from 'zustand';
import type { FileItem } from '../../../../shared/domain';
import { plural } from '../../lib/format';

export interface UploadReport {
  where: string;
  queued: number;
  /** Ids of the files this drop queued, to follow them to the end. */
  fileIds: string[];
  duplicates: Array<{ fileName: string; existingFileName: string }>;
  rejected: Array<{ path: string; reason: string }>;
}

export const useUploadReport = create<{ report: UploadReport | null; setReport(report: UploadReport | null): void }>((set) => ({
  report: null,
  setReport: (report) => set({ report }),
}));

export interface ReportProgress {
  inFlight: number;
  uploaded: number;
  failed: number;
  /** Nothing of this drop is still on its way. */
  settled: boolean;
  /** Settled without failures or refusals: the report may go away by itself. */
  clearable: boolean;
}

/**
 * Where the drop's files are, from the file list. Files not in the list yet count as in flight
 * until the list shows at least one of them (it may lag the upload call); after that a missing
 * file was discarded.
 */
export function reportProgress(report: UploadReport, files: readonly FileItem[] | undefined): ReportProgress {
  const ids = new Set(report.fileIds);
  const mine = (files ?? []).filter((file) => ids.has(file.id));
  const unseen = mine.length === 0 ? report.fileIds.length : 0;
  const inFlight = unseen + mine.filter((file) => file.state === 'queued' || file.state === 'uploading').length;
  const uploaded = mine.filter((file) => file.state === 'synced').length;
  const failed = mine.filter((file) => file.state === 'failed').length;
  const settled = inFlight === 0;
  return { inFlight, uploaded, failed, settled, clearable: settled && failed === 0 && report.rejected.length === 0 };
}

export function reportHeading(report: UploadReport, progress: ReportProgress): string {
  if (report.queued === 0) return `No new files for ${report.where}`;
  if (!progress.settled) return `Uploading ${plural(report.queued, 'file')} to ${report.where}`;
  if (progress.failed > 0) return `Uploaded ${progress.uploaded} of ${plural(report.queued, 'file')} to ${report.where}; ${progress.failed} failed`;
  return `Uploaded ${plural(progress.uploaded, 'file')} to ${report.where}`;
}

/** How long a finished report stays before it clears itself. */
export const REPORT_CLEAR_MS = 4000;
