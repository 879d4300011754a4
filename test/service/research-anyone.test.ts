// Quality questions about anyone ("Was anyone hurt?", "Was anybody injured in the collapse?") and
// with a closing "as well"/"too" (src/service/polarity.ts, lexicon.ts isPersonNoun): one sentence
// saying it of a person answers yes (also "the injured driver" in a hedged clause: the quality is
// said of someone); a denial answers no only when it covers everyone ("Nobody was hurt"), not one
// person or group ("The driver escaped unhurt", "No firefighter was injured"); a sentence saying it
// of no person ("Frost kills the seedlings") says nothing. The same for "Did anyone drown…?" (a verb,
// not a quality). Table tests over the pure functions on
// sentences written here, then the real service over a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdictOf } from '../../src/service/compose';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { isPersonNoun } from '../../src/service/lexicon';
import { qualityQuestion, qualityVerdict } from '../../src/service/polarity';
import type { RunningService } from '../../src/service/server';
import { decideVerdict } from '../../src/service/verdict';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('a noun WordNet files under person (isPersonNoun)', () => {
  it.each<[string, boolean]>([
    ['passengers', true],
    ['woman', true],
    ['workers', true],
    ['seedlings', false],
    ['hours', false],
    ['larvae', false],
  ])('%j → %j', (word, person) => {
    expect(isPersonNoun(word)).toBe(person);
  });
});

describe('a closing "as well" / "too" asks the same quality (qualityQuestion)', () => {
  it.each([
    ['Was the driver hurt as well?', { quality: 'hurt', act: null, about: ['driver'] }],
    ['Was the cyclist injured too?', { quality: 'injured', act: null, about: ['cyclist'] }],
  ])('%j', (query, expected) => {
    expect(qualityQuestion(query)).toEqual(expected);
  });
});

describe('the verdict a sentence gives on "was anyone …?" (qualityVerdict)', () => {
  const hurt = qualityQuestion('Was anyone hurt when the scaffolding fell?');
  const injured = qualityQuestion('Was anybody injured?');
  if (!hurt || !injured) throw new Error('quality questions');
  it.each<[string, 'yes' | 'no' | 'qualified' | null]>([
    // said of a person: yes
    ['Two passengers were hurt when the scaffolding fell onto the bus shelter.', 'yes'],
    ['Paramedics said the woman was badly hurt.', 'yes'],
    // a denial that covers everyone: no
    ['Nobody was hurt when the scaffolding fell.', 'no'],
    ['No one was hurt.', 'no'],
    // a denial of one person or group says nothing of anyone else
    ['The crane driver escaped unhurt.', null],
    ['No worker was hurt, the firm said.', null],
    // said of no person
    ['Late frost hurt the seedlings in the nursery.', null],
  ])('hurt: %j → %j', (sentence, verdict) => {
    expect(qualityVerdict(sentence, hurt)).toBe(verdict);
  });

  it('the quality said of someone in a hedged clause ("could reach THE INJURED WOMAN") is a yes, not a qualified one', () => {
    expect(qualityVerdict('The crew hoped an ambulance could reach the injured woman within minutes.', injured)).toBe('yes');
    // a hedge on the quality itself stays qualified
    expect(qualityVerdict('The woman may have been injured in the fall.', injured)).toBe('qualified');
  });
});

describe('"did anyone <verb>?" (decideVerdict)', () => {
  const unit = (text: string, score: number) => ({ score, sentences: [text], documentId: 'log', stems: stemsOf(text) });
  const q = 'Did anyone drown when the ferry capsized?';
  it.each<[string, 'yes' | 'no' | 'unstated']>([
    ['Two passengers drowned when the ferry capsized.', 'yes'],
    ['No one drowned when the ferry capsized.', 'no'],
    // one person's denial says nothing of anyone else
    ['The skipper did not drown: he swam to the pier when the ferry capsized.', 'unstated'],
  ])('%j → %j', (sentence, verdict) => {
    const units = [unit('The ferry capsized in a squall off the pier.', 10), unit(sentence, 9)];
    expect(decideVerdict(q, conceptsOf(q), units, units, 0, verdictOf).verdict).toBe(verdict);
  });
});

describe('"was anyone hurt" through the service (uploaded document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('one person hurt is a yes, although another "escaped unhurt" and "no worker was hurt"', async () => {
    const doc = [
      '# Scaffolding collapse on Mill Lane',
      '',
      'A section of scaffolding fell from the front of the old mill on Mill Lane at about 8 a.m. on Tuesday, landing on the pavement and a parked van.',
      '',
      'A pedestrian, a woman in her sixties, was hurt and taken to the county hospital with a broken wrist. The van driver escaped unhurt. No worker was hurt, as the crew had not yet started for the day.',
      '',
      'The council has closed Mill Lane to traffic while engineers inspect the rest of the frame.',
      '',
    ].join('\n');
    expect((await upload(service, 'mill-lane.md', doc, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Was anyone hurt when the scaffolding fell on Mill Lane?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(String(job.content)).toMatch(/^(?:.*\n\n)?Your sources point to yes: A pedestrian, a woman in her sixties, was hurt/);
  });
});
