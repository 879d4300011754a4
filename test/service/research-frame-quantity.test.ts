// Two notes that named words the sources answer in other terms: an adjective in -ly made from a noun is said by the
// noun ("hourly" by "per hour": morphology.ts nounOfAdjective, from WordNet's derivations), and a measure of quantity
// after a superlative frames the ranking asked for ("in the greatest NUMBERS": frame-words.ts, a kind of amount in
// WordNet), so neither is named as a word no source uses. Table tests, then answers over the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameReason } from '../../src/service/frame-words';
import { nounOfAdjective } from '../../src/service/morphology';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('an adjective in -ly made from a noun (nounOfAdjective, table)', () => {
  it.each<[string, string | null]>([
    ['hourly', 'hour'],
    ['nightly', 'night'],
    ['early', null],
    ['only', null],
    ['ugly', null],
  ])('%s → %s', (word, noun) => {
    expect(nounOfAdjective(word)).toBe(noun);
  });
});

describe('a measure of quantity after a superlative frames the question (frameReason, table)', () => {
  it.each<[string, string, string | null]>([
    ['numbers', 'Which bird came to the Fennick feeder in the greatest numbers?', 'quantity'],
    ['amount', 'Which allotment used the largest amount of compost?', 'quantity'],
    // no ranking before it: the numbers are what is asked about
    ['numbers', 'Which numbers are painted on the Fennick lock beams?', null],
    // a ranked noun that is no quantity is a topic
    ['feeder', 'Which bird came to the busiest feeder?', null],
  ])('%s in %s → %s', (word, question, reason) => {
    expect(frameReason(word, question)).toBe(reason);
  });
});

describe('answers over the real service: no note on words answered in other terms', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'fennick-hall.md': '# Fennick village hall\n\nThe main hall can be hired by local groups for £22 per hour, with a minimum booking of three hours. The kitchen is included.\n',
      'fennick-feeder.md': '# Birds at the Fennick feeder\n\nOver the winter survey, blue tits visited the school feeder more than any other bird, with 41 counted on one February morning. Goldfinches came second, and a single nuthatch was seen twice.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"hourly" is said by "per hour"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What hourly charge does the Fennick village hall ask of local groups?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('£22 per hour');
    expect(job.content).not.toContain('"hourly"');
  });

  it('"in the greatest numbers" names no missing word', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Which bird came to the Fennick feeder in the greatest numbers?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('blue tits');
    expect(job.content).not.toContain('"numbers"');
  });
});
