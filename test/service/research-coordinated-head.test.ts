// What a question asks for must be cited ("What is the population of …?" is not answered by where people
// live), except where it is coordinated with another word of the part ("What are the FARES and ticket
// RULES …?" asks for both): then a page on the fares answers, and the note names the word no source uses
// (src/service/concepts.ts partCoverage). Table tests over partCoverage, then an answer over the real
// service on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partCoverage } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const FERRY = 'The Tarnby ferry fares are £3 for adults and £1.50 for children; a day ticket costs £7 and is sold on board.';

describe('a coordinated head (partCoverage, table)', () => {
  it.each<[string, boolean]>([
    ['What are the fares and ticket rules on the Tarnby ferry', true],
    ['What are the ticket rules on the Tarnby ferry', false],
    ['What is the timetable of the Tarnby ferry', false],
  ])('%s → answerable %s', (part, answerable) => {
    expect(partCoverage(part, 'what', [{ documentId: 'ferry', text: FERRY }]).answerable).toBe(answerable);
  });
});

describe('answers over the real service: a coordinated head', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'tarnby-ferry.md': `# Tarnby ferry\n\n${FERRY}\n\nThe ferry crosses every half hour from seven until seven.\n` });
  });
  afterAll(async () => {
    await service.close();
  });

  it('the fares are cited, and the note names "rules" as a word no source uses', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What are the fares and ticket rules on the Tarnby ferry?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('£3 for adults');
    expect(job.content).toContain('None of your sources uses the word "rules"');
  });
});
