// @vitest-environment node
// Retrieval that finds the document a reader would open, over the real service: a misspelled word read as the
// library's word (spelling.ts) and said so in one line, a real word the library lacks left as it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const DOCUMENTS: Record<string, string> = {
  'starter.txt': `Keeping a sourdough starter

A starter kept at room temperature needs feeding once a day. Discard all but about 50 grams, then add 50 grams of flour and 50 grams of water.

A starter kept in the fridge only needs feeding once a week.
`,
  'owls.md': `# Barn owls on farmland

Barn owls hunt mainly over rough grassland, where field voles are plentiful.

## Nest boxes

Because old barns are converted and hollow trees are felled, barn owls often lack nesting sites. A nest box fixed at least 3 metres above the ground, on a tree or pole at the edge of grassland, is readily used.
`,
};

let service: RunningService;
beforeAll(async () => {
  service = await startLibraryService(DOCUMENTS);
});
afterAll(async () => {
  await service.close();
});

const ask = async (query: string): Promise<string> => {
  const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 3 }));
  expect(job.status).toBe('completed');
  return job.content ?? '';
};

describe('retrieval that finds the document a reader would open', () => {
  it('a misspelled word is read as the library word near it, and the answer says so first', async () => {
    const content = await ask('How often should a fridge sourdough startr be fed?');
    expect(content).toMatch(/^Read 'startr' as 'starter'\.\n/);
    expect(content).toContain('once a week');
    expect(content).not.toMatch(/uses the word "startr"/);
  });

  it('a real word the library lacks is not read as another: its absence is said', async () => {
    const content = await ask('How do you feed a sourdough starter with rye?');
    expect(content).not.toMatch(/^Read /);
    expect(content).toMatch(/"rye"/);
  });
});
