// An amount asked that no source states (amount-unstated.ts, asked-part.ts quotableInstead and notGivenStatement):
// "How long is the guarantee on the SM-400?" over a manual that only says what voids the guarantee, and "What did a
// tonne of ice sell for in Calcutta?" over a history giving no sum at all, are said plainly with nothing cited; no
// neighbour is offered as the answer, and no "only for the ice as a whole" claim is made that no sentence backs.
// Table tests over the pure functions, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountUnstated, measuredNoun, statesAmountOf } from '../../src/service/amount-unstated';
import { askedPart, notGivenStatement, quotableInstead } from '../../src/service/asked-part';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('a figure of the kind asked (statesAmountOf)', () => {
  it.each<[string, boolean]>([
    ['The machine comes with a two-year guarantee.', true],
    ['Every kettle is backed by a 5-year warranty.', true],
    ['The guarantee lasts 24 months.', true],
    ['Forcing thick material will void the guarantee.', false],
    ['Oil the hook every few sessions.', false],
  ])('%s', (text, expected) => {
    expect(statesAmountOf(text, ['time'])).toBe(expected);
  });
});

describe('the noun a be-question measures (measuredNoun)', () => {
  it.each<[string, string | null]>([
    ['How long is the guarantee on the Stitchwell SM-400?', 'guarantee'],
    ['How long is the waiting list for a laptop at the library?', 'list'],
    ['How heavy is a sea otter?', 'otter'],
    ['How much does a pensioner pay for a swim?', null],
    ['How long should I hot-smoke a whole trout?', null],
  ])('%s', (query, expected) => {
    expect(measuredNoun(query)).toBe(expected);
  });
});

describe('no sentence gives the amount of the subject (amountUnstated)', () => {
  it('is unstated where the sentences naming the subject give no figure of the kind', () => {
    expect(amountUnstated(['time'], [
      { text: 'Forcing thick material will void the guarantee.', about: true, row: false },
      { text: 'Change the needle every 8 hours of sewing.', about: false, row: false },
    ])).toBe(true);
  });
  it('is stated by a sentence naming it with a figure, or left to the tables where a row names it', () => {
    expect(amountUnstated(['time'], [{ text: 'The guarantee runs for two years.', about: true, row: false }])).toBe(false);
    expect(amountUnstated(['time'], [{ text: 'Guarantee: months 24', about: true, row: true }])).toBe(false);
    expect(amountUnstated([], [{ text: 'Nothing.', about: true, row: false }])).toBe(false);
  });
});

describe('what the answer may say for a price not given (quotableInstead, notGivenStatement)', () => {
  it('quotes no sentence without a sum, and claims a sum of the whole only where one is given', () => {
    const q = 'What did a tonne of ice sell for in Calcutta?';
    const asked = askedPart(q);
    expect(asked?.role).toBe('cost');
    if (!asked) return;
    expect(quotableInstead(asked, q, 'In 1833 Tudor sent 180 tonnes of ice to Calcutta.')).toBe(false);
    expect(notGivenStatement(asked, q, false)).not.toMatch(/only for/);
  });
});

describe('the service says an amount no source gives plainly, citing nothing', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'loomcraft-manual.md': [
        '# Loomcraft L2 table loom: owner\'s manual',
        '',
        'The L2 is a four-shaft table loom for home weavers.',
        '',
        'Do not weave wire or rope on the L2: forcing thick yarn through the heddles can crack the shafts and will void the guarantee.',
        '',
        'Wax the shaft runners every 40 hours of weaving.',
        '',
      ].join('\n'),
      'salt-trade.md': [
        '# The Cheshire salt trade',
        '',
        'In 1760 the Weaver Navigation carried about 40,000 tonnes of salt a year down to Liverpool.',
        '',
        'Salt for export was packed in barrels and shipped to Ireland and the Baltic.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('a duration no sentence on the guarantee gives', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long is the guarantee on the Loomcraft L2?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/^Your sources .*Nothing in your sources answers it, so nothing is cited\./);
    expect(job.results).toHaveLength(0);
  });

  it('a price no sentence gives, with no claim about the whole', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What did a tonne of salt sell for in Liverpool?', reasoning_loops: 1 }));
    expect(job.content ?? '').toMatch(/Nothing in your sources answers it, so nothing is cited\./);
    expect(job.content ?? '').not.toMatch(/only for the/);
    expect(job.results).toHaveLength(0);
  });
});
