// Types for scripts/test-plan.mjs (table-tested in test/unit/test-plan.test.ts).
export const STEP_ORDER: string[];
export function phasesOf(only: string[], serial: boolean): string[][];
export function formatSeconds(seconds: number): string;
