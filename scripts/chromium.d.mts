// Types for scripts/chromium.mjs (used by the TypeScript benchmarks; table-tested in test/unit/chromium.test.ts).
export interface ChromiumFacts {
  found: string | null;
  isRoot: boolean;
  isDebian: boolean;
  installed: boolean;
}
export type ChromiumStep = { action: 'use'; path: string } | { action: 'install' } | { action: 'fail'; why: string };
export function chromiumCandidates(env?: Record<string, string | undefined>, home?: string): string[];
export function findChromium(candidates?: string[]): string | null;
export function chromiumStep(facts: ChromiumFacts): ChromiumStep;
export function aptCommands(env: Record<string, string | undefined>): Array<{ file: string; args: string[]; env: Record<string, string | undefined> }>;
export function resolveChromium(options?: {
  candidates?: string[];
  isRoot?: boolean;
  isDebian?: boolean;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
}): { path: string; error?: undefined } | { error: string; path?: undefined };
export function ensureChromium(): string;
