// A question whether something must be paid for, answered no by a source saying it costs nothing (verdict-free.ts,
// read as a 'condition' by verdict.ts): "Admission is free for everyone" for "Do I have to pay to get into the
// museum?". Table tests on sentences written here, then the real service over a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';
import { asksPayment, freeVerdict, saysFree } from '../../src/service/verdict-free';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('a question asking whether one must pay (asksPayment)', () => {
  it.each<[string, boolean]>([
    ['Do I have to pay to get into the museum?', true],
    ['Is there a fee for parking?', true],
    ['Does the ferry charge for bicycles?', true],
    ['How much does it cost?', false],
    ['Are visitors free to walk on the grass?', false],
    ['Is the museum open on Mondays?', false],
    // "take" is a money noun (the takings) only as a noun: set 6's cat question got a "no" from bags carried free of charge
    ['Can I take my cat with me in the cabin on Nordfjord Air?', false],
    ['Is there a fare for children?', true],
    // a money noun modifying the noun after it asks of that noun, not of a price (s33-d: "free of charge" of an EPC
    // survey read as a "no" to whether a couple earning £34k are over the income limit)
    ['Can we get the warm homes grant or are we over the income limit?', false],
    ['Is the fare cap the same on Sundays?', false],
    ['Is there a parking fee at the lido?', true],
    ['Are bus fares free for under-5s?', true],
    // a comparison of prices asks which is more, not whether one pays (s28-f: "Under 4: return Free" read as a no)
    ['Is a trip up the hill on the cable car going to cost me more now than it did before they shut it?', false],
  ])('%s → %s', (query, asks) => {
    expect(asksPayment(query)).toBe(asks);
  });
});

describe('a sentence saying something costs nothing (saysFree, freeVerdict)', () => {
  it.each<[string, boolean]>([
    ['Admission is free for everyone.', true],
    ['Bicycles are carried free of charge.', true],
    ['There is no charge for children.', true],
    ['Parking is not free.', false],
    ['Visitors are free to walk anywhere.', false],
    ['The garden is free from pesticides.', false],
  ])('%s → %s', (sentence, free) => {
    expect(saysFree(sentence)).toBe(free);
  });
  it('reads "free X" only of X', () => {
    expect(freeVerdict('Is there a fee for parking?', 'There is free Wi-Fi in the lounge.')).toBeNull();
    expect(freeVerdict('Do I have to pay for the Wi-Fi?', 'There is free Wi-Fi in the lounge.')).toBe('no');
  });
  it('decides no, resting on that sentence (decideVerdict)', () => {
    const query = 'Do I have to pay to get into the Corran Museum?';
    const unit = (text: string, score: number): VerdictUnit => ({ score, sentences: [text], documentId: 'm', stems: stemsOf(text) });
    const units = [unit('The museum is open Tuesday to Sunday, from 10am to 5pm.', 5), unit('Admission is free for everyone.', 0)];
    const choice = decideVerdict(query, conceptsOf(query), units, units, 0, verdictOf, () => 0, [], new Map([['m', 'Visiting the Corran Museum of Lighthouses']]));
    expect(choice.verdict).toBe('no');
    expect(choice.lead.sentences).toEqual(['Admission is free for everyone.']);
  });
});

describe('a price of nothing through the service (a document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'corran-museum.md': ['# Visiting the Corran Museum of Lighthouses', '', 'The museum is open Tuesday to Sunday, from 10am to 5pm. It is closed on Mondays.', '', 'Admission is free for everyone. Donations towards the upkeep of the lamp room are welcome.', ''].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });
  it('answers no and cites that it is free', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Do I have to pay to get into the Corran Museum?', reasoning_loops: 2 }));
    expect(job.content ?? '').toMatch(/^Your sources point to no: Admission is free for everyone/m);
  });
});
