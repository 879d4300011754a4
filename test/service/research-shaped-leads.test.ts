// Leads that answer when / how-many / how-long questions (src/service/answer-shape.ts amountAsked,
// shapeFit with the question, shapedLead; compose.ts shapedPool, withDateBefore; lexicon.ts
// isLightWord): a figure in the units asked for or a count of the noun asked about leads, a year
// is no count, a when-lead without a date takes the dated sentence before it, the lead may come from
// any good unit, and a light verb ("get") is answered by a date in any words. The sentences and
// documents are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountAsked, shapeFit } from '../../src/service/answer-shape';
import { shapedPool, withDateBefore } from '../../src/service/compose';
import { isLightWord } from '../../src/service/lexicon';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('shaped leads (pure)', () => {
  it.each([
    ['How many keepers lived on the rock?', 'Three keepers lived on the rock in shifts of a month.', 2.5],
    ['How many keepers lived on the rock?', 'The rock is 40 metres long.', 1],
    ['How many keepers lived on the rock?', 'The last keeper left the rock in 1987.', 0], // a year is no count
    ['What is the lifespan of a garden snail?', 'Garden snails live two to five years in the wild.', 2.5],
    ['What is the lifespan of a garden snail?', 'A garden snail weighs about 10 grams.', 1],
    ['How heavy is a garden snail?', 'A garden snail weighs about 10 grams.', 2.5],
    ['How much does a ferry ticket cost?', 'A return ticket costs €14.', 2.5],
  ])('%j: shapeFit(amount, %j) = %s', (query, text, fit) => {
    expect(shapeFit('amount', text, query)).toBe(fit);
  });
  it('amountAsked reads the units and the counted noun', () => {
    expect(amountAsked('How many keepers lived on the rock?').counted?.test('two relief keepers')).toBe(true);
    expect(amountAsked('How tall is the tower?').dimensions).toEqual(['length']);
    expect(amountAsked('What is the lifespan of a garden snail?').dimensions).toEqual(['time']);
    expect(amountAsked('Why is the tower white?')).toEqual({ dimensions: [], counted: null });
  });
  it('isLightWord: the lightest verbs only', () => {
    expect(isLightWord('get')).toBe(true);
    expect(isLightWord('take')).toBe(true);
    expect(isLightWord('collapse')).toBe(false);
    expect(isLightWord('snail')).toBe(false);
  });
  it('withDateBefore brings in the dated sentence before a when-lead without a date', () => {
    const unit = (place: number, text: string) => ({ documentId: 'd', place, sentences: [text], score: 1 });
    const dated = unit(4, 'On the night of 3 March 1911 a gale struck the rock.');
    const lead = unit(5, 'At about 9 p.m. the lantern room collapsed into the sea.');
    const other = unit(9, 'The light was rebuilt two years later.');
    const chosen = withDateBefore(lead, [lead, dated, other], [dated, lead, other]);
    expect(lead.sentences).toEqual([dated.sentences[0], 'At about 9 p.m. the lantern room collapsed into the sea.']);
    expect(chosen).toEqual([lead, other]);
  });
  it('withDateBefore brings a dated sentence that opens on a reference with what its unit read it by, or not at all', () => {
    const unit = (place: number, sentences: string[], extra: { antecedent?: string } = {}) => ({ documentId: 'd', place, sentences, score: 1, ...extra });
    // the sentence before stands for its subject ("It" = the new counter): the lead takes that reading along
    const days = unit(4, ['It opens on Tuesdays and Thursdays from 10am to 2pm.'], { antecedent: 'the new counter' });
    const lead = unit(5, ['Customers can send letters and parcels and pay bills.'], { antecedent: 'the counter' });
    withDateBefore(lead, [lead, days], [days, lead]);
    expect(lead.sentences).toEqual(['It opens on Tuesdays and Thursdays from 10am to 2pm.', 'Customers can send letters and parcels and pay bills.']);
    expect(lead.antecedent).toBe('the new counter');
    // brought in with the sentence before it: both come
    const grouped = unit(4, ['The new counter is run by the Hartwell branch.', 'It opens on Tuesdays and Thursdays.']);
    const lead2 = unit(5, ['Customers can pay bills there.']);
    const chosen2 = withDateBefore(lead2, [lead2, grouped], [grouped, lead2]);
    expect(lead2.sentences).toEqual([...grouped.sentences, 'Customers can pay bills there.']);
    expect(chosen2).toEqual([lead2]);
    // with nothing to read its "It" by, it is not brought in (it would open the answer on a reference to nothing)
    const bare = unit(4, ['It opens on Tuesdays and Thursdays.']);
    const lead3 = unit(5, ['Customers can pay bills there.']);
    withDateBefore(lead3, [lead3, bare], [bare, lead3]);
    expect(lead3.sentences).toEqual(['Customers can pay bills there.']);
  });
  it('shapedPool adds good units not chosen and makes one the lead within the sentence budget', () => {
    const unit = (score: number, text: string) => ({ score, sentences: [text] });
    const a = unit(10, 'A.');
    const b = unit(9, 'B.');
    const c = unit(6, 'C.');
    const low = unit(2, 'D.');
    const shaped = shapedPool([a, b], [a, b, c, low], 2);
    expect(shaped.pool).toEqual([a, b, c]);
    expect(shaped.withLead(c)).toEqual([c, a]);
    // a unit that shares its referent with a chosen point replaces that point when it leads
    const withReferent = { score: 7, sentences: ['B.', 'B2.'] };
    const again = shapedPool([a, b], [a, b, withReferent], 4);
    expect(again.pool).toEqual([a, b, withReferent]);
    expect(again.withLead(withReferent)).toEqual([withReferent, a]);
    // never a unit that would cut a chosen point short (its referent alone, without the sentence that answers)
    const referentAlone = { score: 9, sentences: ['B.'] };
    expect(shapedPool([a, withReferent], [a, withReferent, referentAlone], 4).pool).toEqual([a, withReferent]);
  });
});

const DOCUMENTS: Record<string, string> = {
  'skerry-light.md': `# The Skerry Rock Lighthouse

The lighthouse on Skerry Rock was built of granite blocks brought by boat from Aberdeen. The tower is 35 metres tall and its lamp was first lit in 1852.

On the night of 3 March 1911 a gale of unusual force struck the rock. At about 9 p.m. the lantern room collapsed into the sea, and the light was dark for two years.

Three keepers lived on the rock at any time, in shifts of a month, with a fourth ashore on leave. The last keeper left the rock in 1987, when the light was automated.
`,
};

describe('answers over the real service lead with the shape asked for', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });
  const lead = (content: string): string => content.split('\n\n').find((p) => /\[\d+\]/.test(p))?.split(/(?<=\]\.)\s/).slice(0, 2).join(' ') ?? '';

  it('"When did the lantern room collapse?" leads with the date before the collapse', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When did the lantern room collapse?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(lead(job.content ?? '')).toContain('3 March 1911');
    expect(lead(job.content ?? '')).toContain('collapsed into the sea');
  });

  it('"How many keepers lived on Skerry Rock?" leads with the count of keepers, not a year or a height', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many keepers lived on Skerry Rock?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(lead(job.content ?? '')).toContain('Three keepers lived on the rock');
  });
});
