// Types for scripts/test-plan.mjs (table-tested in test/unit/test-plan.test.ts).
export type TestMode = 'serial' | 'checks' | 'overlap';
export const STEP_ORDER: string[];
export function chooseMode(env: { QUIRE_TEST_SERIAL?: string; QUIRE_TEST_OVERLAP?: string }, load1: number, cores: number): { mode: TestMode; why: string };
export function phasesOf(only: string[], mode: TestMode): string[][];
export function formatSeconds(seconds: number): string;
