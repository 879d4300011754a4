// Passage context in retrieval (src/service/research.ts runLoop, titleNamesQuestion): a passage is
// about its document's title as well as its own words. A paragraph of "The Kestrel Dam Failure of
// 1911" that never repeats "Kestrel" or "dam" is still found for a question on that failure; a title
// that shares one word with a question on something else ("dam" for beavers) does not name it. The
// documents are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, requiredConcepts } from '../../src/service/concepts';
import { titleNamesQuestion } from '../../src/service/research';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('titleNamesQuestion (pure)', () => {
  it.each([
    ['When did the Kestrel Dam failure happen?', 'The Kestrel Dam Failure of 1911', true],
    ['How many villagers did the Kestrel Dam failure kill?', 'The Kestrel Dam Failure of 1911', true],
    ['How do beavers build a dam?', 'The Kestrel Dam Failure of 1911', false], // one shared word
    ['How do you score points in the card game bridge?', 'A History of Bridge Building', false],
    ['Why is the sky blue?', 'sky colours', false], // one of two is not two
    ['Why is the sky blue?', 'Why the sky is blue', true],
    ['', 'Anything', false],
  ])('%s / title %s → %s', (query, title, expected) => {
    expect(titleNamesQuestion(requiredConcepts(conceptsOf(query)), title)).toBe(expected);
  });
});

const DOCUMENTS: Record<string, string> = {
  'kestrel-dam.md': `# The Kestrel Dam Failure of 1911

The Kestrel Dam was an earth embankment built in 1898 to hold back a reservoir for the mill towns of the upper Arn valley. Its engineer, Walter Prynne, had built two smaller embankments before it.

Just after midnight on 3 March 1911, after a week of heavy rain, a wall of water swept through the village of Lowmill. Forty-one villagers drowned, most of them asleep, and eleven houses were carried away.

The inquiry found that the spillway was too narrow for a flood of that size and that a leak reported in 1909 had never been repaired.
`,
  'beaver-lodges.md': `# How Beavers Build

Beavers build their lodges from sticks and mud, with an underwater entrance that keeps predators out. A family may use the same lodge for many years.
`,
  'allotment.md': `# Allotment Rules

Plots are let from April to March. Bonfires are allowed only in November, and hoses may not be left running.
`,
};

describe('research over the real service: passages are read with their title', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('a paragraph that never names the dam is found for a question on its failure (one loop)', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When did the Kestrel Dam failure happen?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('3 March 1911');
    expect(job.results.map((r) => r.title)).toEqual(['The Kestrel Dam Failure of 1911']);
  });
});
