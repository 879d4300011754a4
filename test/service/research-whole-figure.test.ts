// A figure for the whole leads a how-much answer (src/service/answer-shape.ts WHOLE): "Most hedgehogs
// live two to three years" says it of the kind asked about, "A hedgehog mother feeds her young for about
// six weeks" of some of them; "typically" and "usually" say it of the whole too. Table tests, then the real
// service over a document written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeFit } from '../../src/service/answer-shape';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('shapeFit(amount): a figure for the whole fits better (table)', () => {
  const query = 'What is the lifespan of a hedgehog?';
  it.each<[string, number]>([
    ['Most hedgehogs live only two to three years in the wild.', 3.5],
    ['A hedgehog typically lives two to three years.', 3.5],
    ['A hedgehog mother feeds her young for about six weeks.', 2.5],
    ['Hedgehogs in winter sleep for up to five months.', 1.75], // a subgroup: in winter
    ['Most of the garden was dug in 2020.', 0], // "most of": no plural kind, and no figure
  ])('%j → %s', (text, fit) => {
    expect(shapeFit('amount', text, query)).toBe(fit);
  });
});

const HEDGEHOGS = `# Hedgehogs in gardens

A hedgehog mother feeds her young for about six weeks, and the hoglets leave the nest at about ten weeks. Most hedgehogs live only two to three years in the wild, although a few reach seven.

Hedgehogs can travel two kilometres a night looking for beetles and worms.
`;

describe('over the real service: the figure for the whole leads', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'garden-hedgehogs.md': HEDGEHOGS });
  });
  afterAll(async () => {
    await service.close();
  });
  it('What is the lifespan of a hedgehog?', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What is the lifespan of a hedgehog?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/^[^\n]*: Most hedgehogs live only two to three years in the wild/m);
  });
});
