// The test sequencer's ranking: listed long files first, in their listed order; the rest after them.
import { describe, expect, it } from 'vitest';
import { SLOW_FILES, slowRank } from '../slow-first';

describe('slowRank', () => {
  it.each([
    ['/repo/test/sync/crash.test.ts', 0],
    ['C:\\repo\\test\\sync\\crash.test.ts', 0],
    ['/repo/test/notebook/sync-library.test.ts', 1],
    ['/repo/test/cli/cli.test.ts', 3],
    ['/repo/test/sync/crash.test.tsx', SLOW_FILES.length],
    ['/repo/other/test/sync/crash.test.ts.bak', SLOW_FILES.length],
    ['/repo/test/unit/slow-first.test.ts', SLOW_FILES.length],
  ])('%s ranks %i', (moduleId, rank) => {
    expect(slowRank(moduleId)).toBe(rank);
  });
  it('lists only files that exist', async () => {
    const { existsSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    for (const file of SLOW_FILES) expect(existsSync(resolve(import.meta.dirname, '../..', file)), file).toBe(true);
  });
});
