// Types for scripts/chromium.mjs (used by the TypeScript benchmarks).
export function findChromium(): string | null;
export function ensureChromium(): string;
