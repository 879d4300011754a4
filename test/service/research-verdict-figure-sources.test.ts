// Two sources' figures inside one sentence (figure-sources.ts; verdict.ts, the 'figure' evidence): "The Forestry
// Commission counts 480 oak trees, but the parish survey found 530" makes "Are there more than 500 oak trees?" a
// disagreement, not a no from the first figure. Each clause needs its own figure (or a bare number whose noun another
// clause names) and its own source: "according to", or a subject before a reporting verb (WordNet). Every wording here
// is written for this test (variants table: 2/10 on main, 9/10 after; fresh after-variants 2/4, 3/4 once people
// counted in other words were read as in threshold.ts), then the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import { figuresBySource } from '../../src/service/figure-sources';
import type { RunningService } from '../../src/service/server';
import { thresholdQuestion } from '../../src/service/threshold';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('the figures one sentence gives from two sources (figuresBySource)', () => {
  it.each<[string, string, string[] | null]>([
    ['Does Kelby have more than 320 gas lamps?', '*Historic England* lists 312 gas lamps in Kelby, whereas the **Civic Society** counted 340 of them.', ['historic england', 'civic society']],
    ['Did more than 10,000 people attend the Kelby march?', 'Police estimated the Kelby march at 8,000, although organisers claimed 12,000 people attended.', ['police', 'organisers']],
    // one source, or no reporting verb: none
    ['Does Kelby have more than 320 gas lamps?', "The survey counted 312 gas lamps in Kelby's old town and 28 in the close.", null],
    ['Does the Kelby tower have more than 320 steps?', 'The north Kelby tower has 312 steps, but the south tower has 340.', null],
  ])('%s / %s', (query, sentence, sources) => {
    const q = thresholdQuestion(query);
    expect(q).not.toBeNull();
    const found = q ? figuresBySource(sentence, q) : null;
    if (sources === null) expect(found).toBeNull();
    else expect(found?.map((f) => f.source)).toEqual(sources);
  });
});

describe('two sources in one sentence, one each way: the sources disagree (decideVerdict; variants table)', () => {
  const titles = new Map([['notes', 'Notes']]);
  const decide = (query: string, sentence: string) => {
    const units: VerdictUnit[] = [{ score: 5, sentences: [sentence], documentId: 'notes', stems: stemsOf(sentence) }];
    return decideVerdict(query, conceptsOf(query), units, units, 0, verdictOf, () => 0, [], titles);
  };
  it.each<[string, string]>([
    ['Are there more than 500 oak trees in Harrow Wood?', 'The Forestry Commission counts 480 oak trees in Harrow Wood, but the parish survey found 530.'],
    ['Are there more than 500 oak trees in Harrow Wood?', "According to the trust there are 480 oaks in Harrow Wood; the volunteers' own tally puts the figure at 530."],
    ['Does Kelby have more than 320 gas lamps?', '*Historic England* lists 312 gas lamps in Kelby, whereas the **Civic Society** counted 340 of them.'],
    ['Did the Kelby bypass cost more than £1.3 million?', 'The council says the Kelby bypass cost £1.2 million, while auditors put the total at £1.5 million.'],
    ['Did more than 10,000 people attend the Kelby march?', 'Police estimated the Kelby march at 8,000, although organisers claimed 12,000 people attended.'],
    ['Does the Kelby museum own more than 100 clocks?', "The Kelby museum's catalogue records 96 clocks, but a 2019 inventory by the Friends found 104."],
    ['Were more than 40 nests found at Kelby Marsh?', 'Wardens at Kelby Marsh reported 38 nests in May, but the county bird club says 44 were found.'],
    // written after the rule
    ['Did more than 200 runners finish the Kelby fell race?', "The organisers' results list 188 finishers in the Kelby fell race, but the timing company recorded 213 runners finishing."],
    ['Were more than 60 homes flooded in Kelby?', 'The Environment Agency puts the number of flooded homes in Kelby at 58; residents say 75 homes were flooded.'],
    ['Does the Kelby choir have over 50 members?', "The Kelby choir's website says it has 48 members, although the conductor told us there are now 55."],
  ])('%s', (query, sentence) => {
    const choice = decide(query, sentence);
    expect(choice.verdict).toBe('disagree');
    expect(choice.decidedBy).toBe('figure');
  });
  it.each<[string, string, string]>([
    ['Does Kelby have more than 320 gas lamps?', "The survey counted 312 gas lamps in Kelby's old town and 28 in the close.", 'no'],
    ['Does the Kelby tower have more than 320 steps?', 'The north Kelby tower has 312 steps, but the south tower has 340.', 'no'],
  ])('one source: %s', (query, sentence, verdict) => {
    expect(decide(query, sentence).verdict).toBe(verdict);
  });
});

describe('two sources in one sentence through the service (documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'harrow-wood-trust.md': ['# Harrow Wood', '', 'Harrow Wood holds 480 oak trees, most of them planted after the 1820 enclosure.', ''].join('\n'),
      'harrow-wood-news.txt': [
        'Volunteers dispute the oak count',
        '',
        "The trust's management plan counts 480 oak trees in Harrow Wood, but the volunteers' survey, finished in March, found 530. Their leader said the plan leaves out the trees in the old quarry.",
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('says the sources disagree and cites the sentence giving both', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Are there more than 500 oak trees in Harrow Wood?', reasoning_loops: 2 }));
    expect(job.content ?? '').toMatch(/^Your sources disagree: [^\n]*530/m);
  });
});
