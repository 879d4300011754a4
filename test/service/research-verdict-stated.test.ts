// Verdicts stated in the sources' own short words, through the real HTTP service on documents written here: a
// prohibition notice read as a no for the thing asked in other words ("Can my kids take the dog into the play
// area?"), a permission that sets apart the place asked ("but not inside"), a neighbouring thing's permission never
// read as a yes for the thing asked (kayaks for a jet ski), and a comparison decided by a table's figures of the
// quantity asked in other words ("dearer": the weekly rate in GBP) (verdict-own-words.ts, comparison.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const DOCUMENTS: Record<string, string> = {
  'wrenfold-harbour-rules.md': `# Wrenfold Harbour: rules for visitors

The harbour office is open from 8am to 6pm every day.

## Dogs
Dogs are welcome on the quay but must be kept on a lead. Dogs are not allowed in the children's play area at any time.

## Boats
Kayaks may be launched from the north slipway between May and September. Jet skis are prohibited anywhere in the inner harbour.

## The Net Loft café
Walkers are welcome on the café terrace but not inside with muddy boots.
`,
  'wrenfold-tide-clock.txt': `Wrenfold tide clock – care and safety

The battery of the tide clock is not user-replaceable; send the clock to the maker when it runs down.
The tide clock is not suitable for use with a solar panel. It runs from its own battery for about five years.
`,
  'wrenfold-beach-huts.md': `# Wrenfold beach huts to let

| Hut | Colour | Sleeps | Weekly rate (GBP) |
|---|---|---|---|
| Hut 3 | Saffron | 4 | 240 |
| Hut 4 | Indigo | 6 | 315 |
| Hut 5 | Fern | 4 | 198 |
`,
};

describe('verdicts stated in the sources own words (HTTP)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  const lead = async (query: string): Promise<string> => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    return (job.content ?? '').split('\n\n').find((p) => /\[\d+\]/.test(p)) ?? '';
  };

  it.each<[string, RegExp]>([
    // the ban of the object of the kids' act: a no resting on it
    ['Can my kids take the dog into the play area at Wrenfold?', /^Your sources point to no: Dogs are not allowed in the children's play area/],
    ['Can I ride my jet ski in the inner harbour at Wrenfold?', /^Your sources point to no: .*Jet skis are prohibited anywhere in the inner harbour/],
    // a permission setting apart the place asked
    ['Can walkers in muddy boots go inside the Net Loft café?', /^Your sources point to no: Walkers are welcome on the café terrace but not inside/],
    // a maker's "not user-replaceable", and "not suitable for" the thing asked with a light verb ("work with")
    ['Can I swap the battery in my Wrenfold tide clock?', /^Your sources point to no: The battery of the tide clock is not user-replaceable/],
    ['Will the Wrenfold tide clock work with a solar panel?', /^Your sources point to no: The tide clock is not suitable for use with a solar panel/],
    // a table's figures of the quantity asked in other words
    ['Is the Indigo hut dearer than the Saffron hut?', /^Your sources point to yes: Weekly rate \(GBP\): Indigo 315 vs Saffron 240/],
  ])('%s', async (query, expected) => {
    expect(await lead(query)).toMatch(expected);
  });

  it('reads no yes off a neighbouring thing permission', async () => {
    // kayaks may be launched from the slipway: that says nothing of a jet ski there
    expect(await lead('Can I launch a jet ski from the north slipway at Wrenfold?')).not.toMatch(/^Your sources point to yes/);
  });
});
