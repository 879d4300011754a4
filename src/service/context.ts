// The shared state every route module of the local service works with (one per running service).
import type { ServiceDb } from './db';
import type { FaultController } from './faults';
import type { JobRunner } from './jobs';
import type { ChatRevealer } from './chat';
import type { ExtractionRunner } from './extract-runner';
import type { UploadTiming } from './upload-timing';

export interface ServiceContext {
  db: ServiceDb;
  dataDir: string;
  faults: FaultController;
  runner: JobRunner;
  chat: ChatRevealer;
  concurrencyLimit: number;
  /** Largest upload accepted (bytes). */
  maxUploadBytes: number;
  /** null: no monthly budget (the desktop's embedded library). */
  monthlyLoopBudget: number | null;
  retryAfterSeconds: number | null;
  stepDelayMs: number;
  agentStartingCreditCents: number;
  now: () => Date;
  /** Base URL once listening (for checkout links). */
  baseUrl: () => string;
  log: (message: string) => void;
  /** Reads uploads in a worker thread with memory and time limits. */
  extractor: ExtractionRunner;
  /** Told when an upload is stored: its first body byte's and its storing's times (the upload bench; off by default). */
  onUploadStored?: (timing: UploadTiming) => void;
}
