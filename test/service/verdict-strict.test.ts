// The strict reading of a general verdict's yes (src/service/verdict-strict.ts): a yes read off a sentence sharing the
// question's words stands only where the sentence says the asked predicate of the asked thing, as a rule where the
// asker asks what they may do, of every one where every one is asked. Table tests over the pure functions on sentences
// written here, then the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedCaseDecides, otherThing, ownedThing, universalSaid, pastForm, reportedClaimQuestion, strictClaim, strictUnitReading, strictYes, type StrictReading } from '../../src/service/verdict-strict';
import type { RunningService } from '../../src/service/server';
import { verdictOf } from '../../src/service/compose';
import { conceptsOf } from '../../src/service/concepts';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('the claim a yes/no question asks (strictClaim)', () => {
  it.each<[string, string, boolean, boolean]>([
    // question, key, asker, universal
    ['Can a heron swallow a whole carp?', 'swallow', false, false],
    ['Am I able to hire a canoe on my own?', 'hire', true, false],
    ['Do we have to book the guided walk?', 'book', true, false],
    ['Is it worth it?', 'worth', false, false],
    ['Is it safe to drink from the spring?', 'safe', false, false],
  ])('%j → key %s, asker %s, universal %s', (question, key, asker, universal) => {
    const claim = strictClaim(question);
    expect(claim?.asked.key).toBe(key);
    expect(claim?.asker).toBe(asker);
    expect(claim?.universal).toBe(universal);
  });

  it('reads a reported claim for "Is that right?" and the thing an asker names for a pronoun', () => {
    expect(strictClaim('I heard that otters are nocturnal. Is that right?')?.asked.key).toBe('nocturnal');
    expect(strictClaim('I heard that otters are nocturnal. Is that right?')?.asked.subject).toEqual(['otters']);
    expect(strictClaim('Will it float - I have a Brisa folding kayak?')?.thing).toEqual(['brisa', 'folding', 'kayak']);
    expect(strictClaim('Has the river flooded every winter since 2015?')?.universal).toBe(true);
    // a comparison is read on its own terms
    expect(strictClaim('Is the ferry faster than the bus?')).toBeNull();
  });

  it.each<[string, string | null]>([
    ['I keep reading that water voles are rare.', 'Are water voles rare?'],
    ['Someone said that the pier was closed.', 'Was the pier closed?'],
    ['I read that you have to pay.', null],
    ['No claim here.', null],
  ])('%j → %j', (text, question) => {
    expect(reportedClaimQuestion(text)).toBe(question);
  });
});

describe('the strict reading of a yes (strictYes)', () => {
  it.each<[string, string, StrictReading]>([
    // the predicate said of the subject, in its own word, a form of it or a synonym
    ['Can a heron swallow a whole carp?', 'A grey heron can swallow a carp of up to a kilo whole.', 'stands'],
    ['Is the harbour wall safe to walk on?', 'The harbour wall is safe to walk on at low tide.', 'stands'],
    // the predicate left unsaid: no yes
    ['Is it worth it - I am thinking of buying a chest freezer?', 'I bought a chest freezer in May and filled it with soup.', 'unsaid'],
    ['Are otters nocturnal?', 'Otters eat fish, frogs and crayfish.', 'unsaid'],
    // what someone did once, for what the asker may do: no yes
    ['Am I able to swim across the lake?', 'Last summer my brother swam across the lake in an hour.', 'anecdote'],
    ['Can I swim across the lake?', 'Swimmers can cross the lake between 8am and 6pm.', 'stands'],
    // every year asked, one year said
    ['Has the river flooded every winter since 2015?', 'The river flooded badly in the winter of 2020.', 'not-universal'],
    ['Has the river flooded every winter since 2015?', 'The river has flooded every winter since 2015.', 'stands'],
  ])('%j on %j → %s', (question, sentence, reading) => {
    const claim = strictClaim(question);
    expect(claim).not.toBeNull();
    if (claim) expect(strictYes(sentence, claim)).toBe(reading);
  });

  it('another thing sharing the asked thing\'s name decides nothing', () => {
    const claim = strictClaim('Will it fold flat - I have a Brisa touring kayak?');
    expect(claim).not.toBeNull();
    if (!claim) return;
    expect(strictYes('The Brisa canvas seat, sold separately, folds flat for storage.', claim)).toBe('other-thing');
    expect(strictYes('The Brisa touring kayak folds flat into its own bag.', claim)).toBe('stands');
  });

  it('reads the sentence of a unit that says the key, the title where none does', () => {
    const claim = strictClaim('Does green tea reduce blood pressure?');
    expect(claim).not.toBeNull();
    if (!claim) return;
    expect(strictUnitReading(['Systolic readings were 4 points down after three cups a day.'], claim, 'Green Tea Reduces Blood Pressure, Trial Finds')).toBe('stands');
    expect(strictUnitReading(['Systolic readings were 4 points down after three cups a day.'], claim, 'A study of shift workers')).toBe('unsaid');
    expect(strictUnitReading(['In the trial, green tea reduced blood pressure a little.', 'Green tea was served.'], claim)).toBe('stands');
  });

  it.each<[string, boolean]>([
    ['ran', true],
    ['stayed', true],
    ['bought', true],
    ['runs', false],
    ['run', false],
    ['crossing', false],
  ])('%s is a past form: %s', (word, past) => {
    expect(pastForm(word)).toBe(past);
  });

  it('reads the thing an asker names as theirs, and another thing of the same make', () => {
    expect(ownedThing('I want to take my Lumen lantern on a trip')).toEqual(['lumen', 'lantern']);
    expect(ownedThing('I have an old saucepan')).toEqual(['old', 'saucepan']);
    expect(ownedThing('The lantern is bright')).toEqual([]);
    const tokens = (text: string): { word: string; lower: string; at: number }[] => [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)].map((m) => ({ word: m[0], lower: m[0].toLowerCase(), at: m.index ?? 0 }));
    expect(otherThing(tokens('The Lumen USB torch charges from any power bank.'), ['lumen', 'lantern'])).toBe(true);
    expect(otherThing(tokens('The Lumen lantern charges from the mains.'), ['lumen', 'lantern'])).toBe(false);
  });
});

describe('a universal said of the scope asked (universalSaid)', () => {
  it.each<[string, string | null, boolean]>([
    ['The river has flooded every winter since 2015.', 'winter', true],
    ['The reservoir is tested weekly.', 'week', true],
    ['The ferry runs every 30 minutes, Monday to Saturday.', 'day', false],
    ['Most herons stay here all year round.', 'herons', false],
    ['All the herons leave in October.', 'herons', true],
    ['The gate is always locked at night.', 'night', true],
  ])('%j (scope %s) → %s', (sentence, scope, said) => {
    expect(universalSaid(sentence, scope)).toBe(said);
  });
});

describe('the point on the asked case decides over one on another case (askedCaseDecides)', () => {
  it.each<[string, string, string, boolean]>([
    ['The forecast says gales all day. Will the boat trip still go out?', 'The boat trip does not go out in gales, because the harbour mouth is too rough.', 'In a light breeze the boat goes out as normal.', true],
    // each names a case of the question: both stand (a qualified answer)
    ['Can children use the climbing wall?', 'Toddlers should not go on the wall.', 'Children from eight can climb with an instructor.', false],
    ['Can children and toddlers use the climbing wall?', 'Toddlers should not go on the wall.', 'Children from eight can climb with an instructor.', false],
  ])('%j: %j over %j → %s', (question, first, other, decides) => {
    expect(askedCaseDecides(question, first, other)).toBe(decides);
  });
});

describe('a quantified negation keeps its clause (compose.ts verdictOf)', () => {
  it.each<[string, string, string]>([
    ['Do any of them keep out midges?', 'None of the four nets keeps out midges; their mesh is 2 mm, none of which stops an insect that small.', 'no'],
    ['Do any of them keep out midges?', 'The mesh is 0.6 mm, which keeps out midges.', 'yes'],
    ['Does the mesh keep out midges?', 'The nets use a 2 mm mesh, neither of which keeps out midges.', 'no'],
  ])('%j on %j → %s', (question, sentence, verdict) => {
    expect(verdictOf(sentence, conceptsOf(question))).toBe(verdict);
  });
});

describe('the strict yes through the service (a document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
    const doc = [
      '# Brisa touring kayak: owner\'s guide',
      '',
      'The Brisa touring kayak folds flat into its own carry bag in about ten minutes. The Brisa canvas spray deck, sold separately, is a different product: it is fully waterproof and is popular with sea paddlers. Rinse the hull in fresh water after every trip.',
      '',
    ].join('\n');
    expect((await upload(service, 'brisa-kayak.md', doc, 'text/markdown')).status).toBe(200);
  });
  afterAll(async () => {
    await service.close();
  });

  it('a yes given because the asked thing\'s sentence says it', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Does the Brisa touring kayak fold flat into a bag?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(String(job.content)).toMatch(/^(?:.*\n\n)?Your sources point to yes: .*folds flat/);
  });

  it('no yes where only another thing of the same name is said to be so', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'I have a Brisa touring kayak. Is it fully waterproof?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(String(job.content)).not.toMatch(/point to yes/);
  });
});
