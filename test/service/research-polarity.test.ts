// Verdicts on a quality a yes/no question asks about (src/service/polarity.ts, verdict.ts): the
// quality, its WordNet antonym or a negative prefix, a negation in its clause, an instruction against
// the act, and a hedge; a sentence counts only when it names what is asked about. Table tests over
// the pure functions on sentences written here, then the real service over an uploaded document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { qualityQuestion, qualityStated, qualityVerdict } from '../../src/service/polarity';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('the quality a yes/no question asks about (qualityQuestion)', () => {
  it.each([
    ['Is it safe to swim in a flooded quarry?', { quality: 'safe', act: 'swim', about: ['flooded', 'quarry'] }],
    ['Is it really safe for toddlers to eat raw honey?', { quality: 'safe', act: 'eat', about: ['raw', 'honey', 'toddlers'] }],
    ['Are electric scooters noisy at night?', { quality: 'noisy', act: null, about: ['scooters', 'electric', 'night'] }],
    ['Is raw milk safe for children?', { quality: 'safe', act: null, about: ['milk', 'raw', 'children'] }],
    ['Is the museum open on Mondays in winter?', { quality: 'open', act: null, about: ['museum', 'mondays', 'winter'] }],
  ])('%j', (query, expected) => {
    expect(qualityQuestion(query)).toEqual(expected);
  });

  it.each([
    'Is a kayak faster than a canoe?',
    'Is a kayak as fast as a canoe?',
    'Does rye bread keep longer?',
    'Is the museum in the old town?',
  ])('%j asks no quality with an opposite', (query) => {
    expect(qualityQuestion(query)).toBeNull();
  });
});

describe('how a clause names the quality (qualityStated)', () => {
  it.each<[string, string, 'same' | 'contrary' | null]>([
    ['Swimming there is perfectly safe', 'safe', 'same'],
    ['the safest beach on the coast', 'safe', 'same'],
    ['Swimming there is dangerous', 'safe', 'contrary'],
    ['an unsafe place to swim', 'safe', 'contrary'],
    ['the hall was quiet all evening', 'noisy', 'contrary'],
    ['the garden is sunny', 'safe', null],
    ['the museum is closed on Mondays', 'open', 'contrary'],
    ['the old pier is safe again', 'unsafe', 'contrary'],
  ])('%j about %j: %j', (clause, quality, said) => {
    expect(qualityStated(clause, quality)).toBe(said);
  });
});

describe('the verdict a sentence gives on a quality question (qualityVerdict)', () => {
  const quarry = { quality: 'safe', act: 'swim', about: ['quarry'] };
  it.each<[string, 'yes' | 'no' | 'qualified' | null]>([
    ['Swimming in a flooded quarry is one of the most dangerous things you can do on a hot day, because the water is deep.', 'no'],
    ['A quarry lake is not safe for swimming at any time of year.', 'no'],
    ['A quarry with a lifeguard on duty is safe for strong swimmers.', 'yes'],
    ['Fenced quarry pools are never dangerous, the council says.', 'yes'],
    ['Swimming in an old quarry may be dangerous for children.', 'qualified'],
    ['Swimming in the old quarry in May is dangerous: the water is still cold.', 'no'], // the month is no hedge
    ['Never swim in a quarry, however calm the water looks.', 'no'],
    ['Avoid quarries with steep sides.', 'no'],
    // names no quarry: it says nothing on the question, however much it says "safe"
    ['The safest place to swim in summer is a beach with a lifeguard.', null],
    ['Quarry lakes often look calm and clear.', null],
  ])('%j → %j', (sentence, verdict) => {
    expect(qualityVerdict(sentence, quarry)).toBe(verdict);
  });
});

describe('a quality said with a prefix, a synonym or "without" (qualityVerdict)', () => {
  it.each([
    ['Was the ferry captain hurt in the collision?', 'The captain walked away uninjured.', 'no'],
    ['Was the ferry captain hurt in the collision?', 'The captain came through the collision without injury.', 'no'],
    ['Was the ferry captain hurt in the collision?', 'The captain was unharmed, the coastguard said.', 'no'],
    ['Was the ferry captain hurt in the collision?', 'The captain suffered no injuries.', 'no'],
    ['Was the ferry captain hurt in the collision?', 'The captain was badly injured and flown to hospital.', 'yes'],
    ['Was the ferry captain hurt in the collision?', 'Two deckhands were injured.', null],
    ['Is the old footbridge unsafe?', 'The old footbridge is safe again after the repairs.', 'no'],
    // an instruction against the act decides only the circumstance it names (the sample library's battery advice)
    ['Is it safe to store batteries in a hot car?', 'Do not store a battery completely empty either.', null],
    ['Is it safe to store a battery completely empty?', 'Do not store a battery completely empty either.', 'no'],
    ['Is it safe to swim in a flooded quarry?', 'Never swim in a flooded quarry.', 'no'],
  ])('%j: %j → %j', (query, sentence, verdict) => {
    const question = qualityQuestion(query);
    expect(question).not.toBeNull();
    if (question) expect(qualityVerdict(sentence, question)).toBe(verdict);
  });
});

describe('a quality question through the service (uploaded document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  const DOC = [
    '# Staying safe at the water in summer',
    '',
    'The safest place to swim in summer is a beach or a pool with a lifeguard on duty.',
    '',
    'Swimming in a flooded quarry is one of the most dangerous things to do on a hot day, because the water is deep and very cold just below the surface.',
    '',
    'Quarry lakes often look calm and clear from the bank. Cold shock can make even a strong swimmer gasp and swallow water.',
    '',
  ].join('\n');

  it('"Is it safe to swim in a flooded quarry?" is a no, resting on the sentence that names the quarry', async () => {
    expect((await upload(service, 'summer-water-safety.md', DOC, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Is it safe to swim in a flooded quarry?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const content = String(job.content);
    expect(content).toMatch(/^(?:.*\n\n)?Your sources point to no: Swimming in a flooded quarry is one of the most dangerous/);
    expect(content).not.toMatch(/point to yes/);
  });
});
