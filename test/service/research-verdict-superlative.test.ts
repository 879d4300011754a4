// A superlative in the sources answers a comparison of two things both among what it ranks ("Of the four kilns we
// tried, the Ember 9 is the hottest" for "Is the Wren hotter than the Ember 9?": no), read for the side it is said
// of and its direction ("the coolest" the other way round); a negated superlative says nothing of the pair
// (comparison.ts superlativeStated, verdict.ts decideVerdict). Table tests on sentences written here, then the real
// service over a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonQuestion, superlativeStated } from '../../src/service/comparison';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('a superlative said of one side (superlativeStated)', () => {
  it.each<[string, string, 'yes' | 'no' | 'qualified' | null]>([
    ['Is the Ember 9 hotter than the Wren?', 'Of the four kilns we tried, the Ember 9 is the hottest.', 'yes'],
    ['Is the Wren hotter than the Ember 9?', 'Of the four kilns we tried, the Ember 9 is the hottest.', 'no'],
    // its opposite, the other way round
    ['Is the Wren hotter than the Ember 9?', 'The Wren is the coolest of the four kilns.', 'no'],
    ['Is the Ember 9 heavier than the Wren?', 'The Ember 9 is the lightest kiln in the range.', 'no'],
    // "the most …"
    ['Is the Ember 9 more expensive than the Wren?', 'The Ember 9 is the most expensive of the four.', 'yes'],
    // negated, hedged, another quality, both sides or none
    ['Is the Ember 9 hotter than the Wren?', 'The Ember 9 is not the hottest of the four.', null],
    ['Is the Ember 9 hotter than the Wren?', 'The Ember 9 may be the hottest of the four.', 'qualified'],
    ['Is the Ember 9 hotter than the Wren?', 'The Ember 9 is the cheapest of the four.', null],
    ['Is the Ember 9 hotter than the Wren?', 'The Ember 9 and the Wren are the newest models.', null],
    ['Is the Ember 9 hotter than the Wren?', 'The Kestrel is the hottest of the four.', null],
  ])('%j: %j → %s', (query, sentence, verdict) => {
    const q = comparisonQuestion(query);
    expect(q).not.toBeNull();
    if (q) expect(superlativeStated(sentence, q)).toBe(verdict);
  });
});

describe('a superlative answers a comparison through the service (a document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'kiln-test.md': [
        '# Four small kilns on test',
        '',
        'We fired four small electric kilns for a term in the school art room: the Ember 9, the Wren, the Kestrel and the Otterbox.',
        '',
        'Of the four kilns we tried, the Ember 9 is the hottest, and its thick lid keeps the heat well. The Wren is light enough for one person to carry and plugs into an ordinary socket.',
        '',
        'The Kestrel has the largest chamber, and the Otterbox is the cheapest to buy.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('says no when the other side is the one ranked highest', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Is the Wren hotter than the Ember 9?', reasoning_loops: 2 }));
    const content = job.content ?? '';
    expect(content).toMatch(/point to no/);
    expect(content).toMatch(/Ember 9 is the hottest/);
  });
});
