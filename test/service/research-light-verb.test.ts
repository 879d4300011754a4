// "Can I take my X in the Y?" (src/service/verdict.ts): with a light verb ("take", "keep", "use")
// the claim is about the object in the place, so a sentence on the place alone ("One locker of up
// to 40 litres, no larger than…") states nothing and gives no verdict; a restriction of the place to
// others ("Only guide dogs may enter the reading room") answers no for an object it does not name.
// Table tests over the pure functions on sentences written here, then decideVerdict and the real
// service over a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdictOf } from '../../src/service/compose';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { decideVerdict, lightVerbObject, relationVerb, restrictedToOthers } from '../../src/service/verdict';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('the object of a light verb (lightVerbObject)', () => {
  it.each<[string, string[]]>([
    ['Can I take my rabbit with me in the reading room?', ['rabbit']],
    ['Can I use a camping stove on the ferry deck?', ['camping', 'stove']],
    // not a light verb, or no place: none
    ['Can I photograph the manuscripts in the reading room?', []],
    ['Can I take my rabbit?', []],
  ])('%j → %j', (query, object) => {
    expect(lightVerbObject(query)).toEqual(object);
  });
});

describe('the verb after a name that modifies a noun (relationVerb)', () => {
  it.each<[string, string]>([
    ['Does the Brindle bakery van run on diesel?', 'run'],
    ['Did Aldous Brindle found the bakery?', 'found'],
  ])('%j → %j', (query, verb) => {
    expect(relationVerb(query)).toBe(verb);
  });
});

describe('a restriction to others (restrictedToOthers)', () => {
  it.each<[string, string, boolean]>([
    ['Only guide dogs may enter the reading room.', 'rabbit', true],
    ['Only registered readers can use the lockers.', 'rabbit', true],
    // the ones allowed name it, or a word for its kind (a dog is a canine)
    ['Only small rabbits may enter the reading room.', 'rabbit', false],
    ['Only canines may enter the kennel yard.', 'dog', false],
    ['Rabbits may not enter the reading room.', 'rabbit', false],
  ])('%j for %j → %j', (sentence, object, restricted) => {
    expect(restrictedToOthers(sentence, object)).toBe(restricted);
  });
});

describe('the verdict (decideVerdict)', () => {
  const unit = (text: string, score: number) => ({ score, sentences: [text], documentId: 'library', stems: stemsOf(text) });
  const q = 'Can I take my rabbit with me in the reading room?';

  it('a sentence on the place alone gives no verdict (not a "no" from its "no larger than")', () => {
    const units = [unit('One locker per reader, no larger than 40 litres, sits outside the reading room.', 10), unit('The library opens at nine.', 5)];
    expect(decideVerdict(q, conceptsOf(q), units, units, 0, verdictOf).verdict).toBe('unstated');
  });

  it('a restriction of the place to others answers no, resting on it', () => {
    const units = [unit('One locker per reader, no larger than 40 litres, sits outside the reading room.', 10), unit('Only guide dogs may enter the reading room.', 8)];
    const choice = decideVerdict(q, conceptsOf(q), units, units, 0, verdictOf);
    expect([choice.verdict, choice.lead.sentences[0]]).toEqual(['no', 'Only guide dogs may enter the reading room.']);
  });
});

describe('through the service (an FAQ written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Can I take my rabbit in the reading room?" is a no resting on "Only guide dogs may enter the reading room"', async () => {
    const doc = [
      '# Hartwell Library visitor FAQ',
      '',
      '## What can I bring into the reading room?',
      '',
      'Pencils and a laptop without its case. Bags, coats and food stay in the lockers, which are no larger than 40 litres.',
      '',
      '## Are animals welcome?',
      '',
      'Only guide dogs may enter the reading room. Other pets can wait in the garden shelter by the main door.',
      '',
    ].join('\n');
    expect((await upload(service, 'library-faq.md', doc, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Can I take my rabbit with me in the reading room at Hartwell Library?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(String(job.content)).toMatch(/^(?:.*\n\n)?Your sources point to no: Only guide dogs may enter the reading room/);
  });
});
