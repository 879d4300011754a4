// Types for scripts/test-plan.mjs (table-tested in test/unit/test-plan.test.ts).
export type TestMode = 'serial' | 'checks' | 'overlap';
export interface CpuSample {
  times: { user: number; nice: number; sys: number; idle: number; irq: number };
}
export const STEP_ORDER: string[];
export const OVERLAP_MAX_OTHERS: number;
export function forcedMode(env: { QUIRE_TEST_SERIAL?: string; QUIRE_TEST_OVERLAP?: string }): { mode: TestMode; why: string } | null;
export function chooseMode(env: { QUIRE_TEST_SERIAL?: string; QUIRE_TEST_OVERLAP?: string }, othersBusy: number, cores: number): { mode: TestMode; why: string };
export function cpuShare(before: CpuSample[], after: CpuSample[], ownMs: number): { ours: number; others: number };
export function othersBusyCores(before: CpuSample[], after: CpuSample[], ownMs: number): number;
export function treeCpuMs(root: number, stats: string[], ticksPerSecond?: number): number;
export function decisionPoint(only: string[]): number;
export function phasesOf(only: string[], mode: TestMode): string[][];
export function formatSeconds(seconds: number): string;
export const TEMP_MIN_FREE_BYTES: number;
export interface TempMachine {
  platform: string;
  shm: string;
  isTmpfs: boolean;
  writable: boolean;
  freeBytes: number;
  freeMemory: number;
}
export function chooseTempBase(env: { QUIRE_TEST_TMPDIR?: string }, machine: TempMachine): { base: string | null; why: string };
