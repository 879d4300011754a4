// Comparisons of two circumstances of one thing (src/service/comparison.ts, verdict.ts): "Is the
// harbour deeper at high tide than at low tide?", "Is it windier in March than in July?". The sides
// are the circumstances, the thing measured is the topic; the figures attached to each circumstance
// decide (a sentence naming neither goes on with the circumstance of the sentence before it in its
// unit, and figures from separate sentences count only where each names the thing measured); with
// no figure or statement for both sides there is no verdict. Table tests over the pure functions on
// sentences written here, then compose() and the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { circumstanceComparative, comparisonQuestion, figuresVerdict } from '../../src/service/comparison';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('a comparison of two circumstances (comparisonQuestion)', () => {
  it.each<[string, Partial<ReturnType<typeof comparisonQuestion>>]>([
    ['Is the harbour deeper at high tide than at low tide?', { subject: ['high'], other: ['low'], quality: 'deep', sign: 1, topic: ['harbour'] }],
    ['Is it windier in March than in July?', { subject: ['march'], other: ['july'], quality: 'windy', topic: [] }],
    ['Is the queue at the north gate shorter than at the south gate?', { subject: ['north'], other: ['south'], quality: 'short', topic: ['queue'] }],
    ['Do the swifts eat more insects in June than in August?', { subject: ['june'], other: ['august'], quality: 'insects', sign: 1, topic: ['swifts'] }],
  ])('%j', (query, expected) => {
    expect(comparisonQuestion(query)).toMatchObject(expected as object);
  });

  it.each(['Is the harbour deeper than 12 metres?', 'Is the harbour deeper than the marina?'])('%j compares no circumstances', (query) => {
    expect(comparisonQuestion(query)?.topic).toBeUndefined();
  });

  // the comparative further back, before the act the circumstances are set on: a pronoun subject, a verb before it
  it.each<[string, Partial<ReturnType<typeof comparisonQuestion>>]>([
    ['Is it cheaper to charge my car at the leisure centre than at the Fairmarket supermarket?', { subject: ['leisure', 'centre'], other: ['fairmarket', 'supermarket'], quality: 'cheap', sign: 1 }],
    ['Do crews wait longer to hand patients over at Easton General than at Mardon Royal Infirmary?', { subject: ['easton', 'general'], other: ['mardon', 'royal', 'infirmary'], quality: 'long', sign: 1 }],
    ['Is it less expensive to park at the station than at the hospital?', { subject: ['station'], other: ['hospital'], quality: 'expensive', sign: -1 }],
  ])('%j: the comparative before the act', (query, expected) => {
    expect(comparisonQuestion(query)).toMatchObject(expected as object);
  });

  it.each<[string[], { quality: string; sign: 1 | -1 } | null]>([
    [['it', 'cheaper', 'to', 'charge', 'my', 'car'], { quality: 'cheap', sign: 1 }],
    [['it', 'more', 'expensive', 'to', 'park'], { quality: 'expensive', sign: 1 }],
    [['it', 'less', 'crowded'], { quality: 'crowded', sign: -1 }],
    // a preposition or a spelling of a noun ending in -er is no comparative
    [['the', 'ferry', 'after', 'the', 'center'], null],
    [['it', 'open'], null],
  ])('the comparative of %j → %j', (clause, expected) => {
    expect(circumstanceComparative(clause)).toEqual(expected);
  });

  it('"winter" is no comparative of "win" (a doubled consonant only: bigger → big)', () => {
    expect(comparisonQuestion('Is it colder in winter than in summer?')).toMatchObject({ subject: ['winter'], other: ['summer'], quality: 'cold' });
  });
});

describe('the figures of each circumstance (figuresVerdict)', () => {
  const q = comparisonQuestion('Is the harbour deeper at high tide than at low tide?');
  if (!q) throw new Error('a comparison');

  it.each<[string[], boolean[], 'yes' | 'no' | 'qualified' | null]>([
    // side by side in one sentence
    [['The harbour is 9 metres deep at high tide and 4 metres at low tide.'], [false], 'yes'],
    // each in its own sentence, both naming the harbour
    [['At low tide the harbour is 4 metres deep.', 'At high tide the harbour reaches 9 metres.'], [false, false], 'yes'],
    // the figure in the next sentence of the same unit: it goes on with that unit's circumstance
    [['High tide: the gates open.', 'The harbour then holds 3 metres of water.', 'Low tide: the gates close.', 'The harbour keeps 5 metres behind them.'], [false, true, false, true], 'no'],
    // the same sentences in separate units: no circumstance carried, no verdict
    [['High tide: the gates open.', 'The harbour then holds 3 metres of water.', 'Low tide: the gates close.', 'The harbour keeps 5 metres behind them.'], [false, false, false, false], null],
    // a figure of the right kind about something else (the waves, not the harbour) is not the harbour's
    [['At high tide the waves reach 2 metres.', 'At low tide the harbour is 4 metres deep.'], [false, false], null],
  ])('%j (same unit %j) → %j', (sentences, sameUnit, verdict) => {
    expect(figuresVerdict(sentences, q, sameUnit)?.verdict ?? null).toBe(verdict);
  });

  it('a quality with no unit of its own ("more insects"): only figures side by side in one sentence', () => {
    const swifts = comparisonQuestion('Do the swifts eat more insects in June than in August?');
    if (!swifts) throw new Error('a comparison');
    expect(figuresVerdict(['The swifts took 40 grams a day in June and 25 grams a day in August.'], swifts)?.verdict).toBe('yes');
    expect(figuresVerdict(['In June the swifts nest.', 'In August the colony counted 25 grams of droppings.', 'In June the nest held 40 grams.'], swifts)).toBeNull();
  });
});

describe('composed verdicts on two circumstances', () => {
  const documents = new Map([['harbour', { title: 'Polwenna harbour guide', url: 'https://harbour.example' }]]);

  it('figures for each circumstance decide: no, with both sides cited ("2 metres deeper than that" is a difference, not a depth)', () => {
    const passages = [
      { documentId: 'harbour', text: 'Polwenna harbour was built in 1790 for the pilchard fleet. At low tide the harbour is 4 metres deep at the quay. At high tide the harbour is 2 metres deeper than that, about 6 metres. Visitors may moor for one night.' },
    ];
    const answer = compose('Is the harbour at Polwenna shallower at high tide than at low tide?', passages, documents).content;
    expect(answer).toMatch(/^(?:.*\n\n)?Your sources point to no: /);
    expect(answer).toContain('4 metres');
    expect(answer).toContain('about 6 metres');
  });

  it('only one circumstance given: no verdict (not a yes from a sentence on one side)', () => {
    const passages = [{ documentId: 'harbour', text: 'Polwenna harbour was built in 1790 for the pilchard fleet. At low tide the harbour is 4 metres deep at the quay. Visitors may moor for one night.' }];
    expect(compose('Is the harbour at Polwenna deeper at high tide than at low tide?', passages, documents).content).toMatch(/^(?:.*\n\n)?Your sources do not say this outright/);
  });
});

describe('two circumstances through the service (uploaded document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('a list of levels, each with its figure in the next sentence: "larger at Amber than at Red" is a no', async () => {
    const doc = [
      '<html><head><title>Flood warning levels | Tarrow Valley</title></head><body>',
      '<h1>Flood warning levels</h1>',
      '<p>The Tarrow Valley river board issues three levels of flood warning.</p>',
      '<ul>',
      '<li><strong>Amber:</strong> the river is high and still rising. Sandbags are handed out within 200 metres of the embankment.</li>',
      '<li><strong>Red:</strong> the embankment may be overtopped. Sandbags are handed out within 900 metres of the embankment, and the riverside road is closed.</li>',
      '</ul>',
      '<p>Warnings are lifted once the river has fallen for two days.</p>',
      '</body></html>',
    ].join('\n');
    expect((await upload(service, 'flood-levels.html', doc, 'text/html')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Is the sandbag area wider at Amber than at Red?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const content = String(job.content);
    expect(content).toMatch(/^(?:.*\n\n)?Your sources point to no: /);
    expect(content).toContain('200 metres');
    expect(content).toContain('900 metres');
  });
});
