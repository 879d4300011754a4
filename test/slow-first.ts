// Vitest sequencer: the few long test files start first, so on a fresh clone (no timing cache) the
// longest one (the 50-SIGKILL crash test) runs beside the others instead of alone at the end.
// Everything else keeps Vitest's own order (failed first, longer first, larger first).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, as measured in npm test on this kind of machine (fresh-clone run, 23 Nov 2026, 11:44). */
export const SLOW_FILES = [
  'test/sync/crash.test.ts',
  'test/notebook/sync-library.test.ts',
  'test/notebook/sync-target-change.test.ts',
  'test/cli/cli.test.ts',
  'test/sync/faults.test.ts',
  'test/sync/core.test.ts',
  'test/security/extract-worker.test.ts',
  'test/sync/hostile-engine.test.ts',
  'test/notebook/sync-loop.test.ts',
];

/** Rank of a module in SLOW_FILES (by path suffix); files not listed rank after all of them. */
export function slowRank(moduleId: string): number {
  const normalised = moduleId.replaceAll('\\', '/');
  const index = SLOW_FILES.findIndex((file) => normalised.endsWith(`/${file}`));
  return index === -1 ? SLOW_FILES.length : index;
}

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a rank, Vitest's order stays.
    return [...sorted].sort((a, b) => slowRank(a.moduleId) - slowRank(b.moduleId));
  }
}
