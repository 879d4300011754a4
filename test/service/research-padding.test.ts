// Padding from the lead's own document, over the real service (compose.ts with padding.ts): a magazine
// piece on a roofer says how long a cedar-shingle roof lasts and, around it, how long owners wait, what the
// roof costs and how many roofs he has laid, every sentence naming cedar-shingle roofs (and its title says
// "last", which names no lasting). A point that states a figure of the kind asked stays: it may be the
// answer where the lead is a chance fit. "How long does a cedar-shingle roof last?" keeps the
// figures on its lasting and leaves the rest out: the answer's length is a ceiling, not a quota.
// "How much does a cedar-shingle roof cost?" is not cut to the lasting. Documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const MAGAZINE = `# The last cedar-shingle roofer in Harrow Vale

*Country Crafts, spring issue*

Tom Quayle has laid cedar-shingle roofs across Harrow Vale since 1994, and has re-roofed forty cedar-shingle roofs in the vale's chapels and barns.

A cedar-shingle roof on a steep pitch should last around 35 years, he says, provided the valleys are kept clear of moss. Under the shade of the vale's oaks, cedar shingles rot within 25 years.

Owners of cedar-shingle roofs in the vale now wait for many months to find a roofer, because the cedar-shingle trade has almost died out. A cedar-shingle roof costs about twice as much as a roof of concrete tiles, and cedar-shingle roofs need a permit in the conservation area.

Quayle splits his cedar shingles from logs grown on a plantation in Wales.
`;

const WALLS = `# Dry-stone walls of the vale

A well-built dry-stone wall can stand for 150 years without mortar.
`;

async function answer(service: RunningService, query: string): Promise<string> {
  const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 3 }));
  expect(job.status).toBe('completed');
  return String(job.content ?? '');
}

describe('points of the lead\'s document that repeat the topic without the point are left out', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'shingle-maker.md': MAGAZINE, 'walls.md': WALLS });
  });
  afterAll(async () => {
    await service.close();
  });

  it('a "how long" answer keeps what it lasts and drops the waiting time, the roofer\'s history and the cost', async () => {
    const content = await answer(service, 'How long does a cedar-shingle roof last?');
    expect(content).toContain('35 years');
    expect(content).toContain('within 25 years'); // the lead's next sentence supports it
    expect(content).not.toContain('many months');
    expect(content).not.toContain('since 1994');
    expect(content).not.toContain('twice as much');
  });

  it('another amount asked of the same document keeps its own point', async () => {
    const content = await answer(service, 'How much does a cedar-shingle roof cost?');
    expect(content).toContain('twice as much');
  });
});
