// "By how much…?" asks for a change (src/service/answer-shape.ts, shape 'change'): its lead is the point
// that says how something moved from one level to another ("rose from 14 to 19 pairs"), by an amount
// ("fell by 25 percent"), or as "a rise of …", for the whole rather than a subgroup; not the point that
// gives some other figure ("The reserve built 3 km of new fencing…"). Table tests, then the real service
// over a report written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerShape, shapeFit } from '../../src/service/answer-shape';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('answerShape: "By how much…" asks for a change (table)', () => {
  it.each<[string, string | null]>([
    ['By how much did the number of curlew pairs rise?', 'change'],
    ['By how many pairs did the curlews increase?', 'change'],
    ['How much fencing did the reserve build?', 'amount'],
    ['How did the curlews do?', null],
  ])('%j → %j', (query, shape) => {
    expect(answerShape(query)).toBe(shape);
  });
});

describe('shapeFit(change) (table)', () => {
  const query = 'By how much did the curlew population on Harrow Moor grow?';
  it.each<[string, number]>([
    ['Breeding curlews on Harrow Moor rose from 14 pairs in 2019 to 19 pairs in 2024.', 2],
    ['The number of fledged chicks fell by a quarter after the wet spring.', 0], // "a quarter" is no figure
    ['The number of fledged chicks fell by 25 percent after the wet spring.', 1.5],
    ['Overall the moor saw a rise of 5 pairs over the five years.', 2],
    ['On the grazed plots below 300 m, pairs rose by 40 percent.', 0.75], // a subgroup
    ['The reserve built 3 km of new fencing in 2021.', 0],
    ['Curlews are 3 times more likely to nest in tussocky grass.', 1.5],
  ])('%j → %s', (text, fit) => {
    expect(shapeFit('change', text, query)).toBe(fit);
  });
});

const REPORT = `# Harrow Moor wader survey, 2024

The reserve built 3 km of new fencing in 2021 and moved the sheep off the moor between April and July.

Breeding curlews on Harrow Moor rose from 14 pairs in 2019 to 19 pairs in 2024. Lapwings stayed at about 30 pairs.

Foxes took eggs from four nests, and two nests were flooded in May.
`;

describe('over the real service: "By how much…" is led by the change', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'harrow-moor-waders.md': REPORT });
  });
  afterAll(async () => {
    await service.close();
  });
  it('By how much did the curlews on Harrow Moor increase after the fencing was built?', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'By how much did the curlews on Harrow Moor increase after the fencing was built?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/^[^\n]*: Breeding curlews on Harrow Moor rose from 14 pairs in 2019 to 19 pairs in 2024/m);
  });
});
