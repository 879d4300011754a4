// The outcome of the last drop (queued, duplicates, rejected), kept until the user dismisses it.
import { create } from 'zustand';

export interface UploadReport {
  where: string;
  queued: number;
  duplicates: Array<{ fileName: string; existingFileName: string }>;
  rejected: Array<{ path: string; reason: string }>;
}

export const useUploadReport = create<{ report: UploadReport | null; setReport(report: UploadReport | null): void }>((set) => ({
  report: null,
  setReport: (report) => set({ report }),
}));
