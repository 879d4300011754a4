// Types for scripts/lib.mjs (used by the TypeScript benchmarks).
export const ROOT: string;
export function isStale(): boolean;
export function buildIfStale(options?: { quietStdout?: boolean }): Promise<number>;
export function electronBinary(): string | null;
export function run(command: string, args: string[], options?: Record<string, unknown>): Promise<number>;
