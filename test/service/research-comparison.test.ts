// Comparison verdicts (src/service/comparison.ts, verdict.ts): which side of a source's comparison
// each thing is on, the comparative's quality against the question's (WordNet antonyms: smaller for
// larger, less for more), negation and "as … as", a difference that is not significant, and the
// figures each side is given when no comparison is stated. Table tests over the pure functions on
// sentences written here, then compose() and the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { comparisonQuestion, comparisonStated, figuresVerdict, notSignificant } from '../../src/service/comparison';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('the comparison a question asks (comparisonQuestion)', () => {
  it.each([
    ['Is a sea kayak faster than an open canoe?', { subject: ['sea', 'kayak'], other: ['open', 'canoe'], quality: 'fast', sign: 1 }],
    ['Is the red brick warehouse older than the grain silo?', { subject: ['red', 'brick', 'warehouse'], other: ['grain', 'silo'], quality: 'old', sign: 1 }],
    ['Does a diesel van need more servicing than an electric van?', { subject: ['diesel'], other: ['electric'], quality: 'servicing', sign: 1 }],
    ['Do oak floors cost less than walnut floors?', { subject: ['oak'], other: ['walnut'], quality: 'cost', sign: -1 }],
    ['Is a wool jumper more expensive than a cotton one?', { subject: ['wool', 'jumper'], other: ['cotton'], quality: 'expensive', sign: 1 }],
  ])('%j', (query, expected) => {
    expect(comparisonQuestion(query)).toMatchObject(expected);
  });

  // two circumstances are compared as such since comparison.ts reads them (research-circumstances.test.ts): the sides are the circumstances, the thing a topic
  it('"Do tomatoes ripen faster in July than in September?" compares two circumstances, not two things', () => {
    expect(comparisonQuestion('Do tomatoes ripen faster in July than in September?')).toMatchObject({ subject: ['july'], other: ['september'], quality: 'fast', topic: ['tomatoes'] });
  });

  it.each([
    'Is a sea kayak fast?',
    'What is faster than sound?',
  ])('%j is no comparison of two things', (query) => {
    expect(comparisonQuestion(query)).toBeNull();
  });
});

describe('the verdict a sentence comparing the two gives (comparisonStated)', () => {
  const faster = comparisonQuestion('Is a sea kayak faster than an open canoe?');
  const stabler = comparisonQuestion('Is a sea kayak more stable than an open canoe?');
  const cheaper = comparisonQuestion('Is a sea kayak cheaper than an open canoe?');
  if (!faster || !stabler || !cheaper) throw new Error('the questions are comparisons');
  it.each<[string, typeof faster, string, 'yes' | 'no' | 'qualified' | 'other' | null]>([
    ['faster', faster, 'A sea kayak is faster than an open canoe on flat water.', 'yes'],
    ['faster', faster, 'An open canoe is faster than a sea kayak on flat water.', 'no'], // reversed sides
    ['faster', faster, 'A sea kayak is slower than an open canoe.', 'no'], // antonym
    ['faster', faster, 'An open canoe is slower than a sea kayak.', 'yes'], // both reversed
    ['faster', faster, 'A sea kayak is no faster than an open canoe.', 'no'],
    ['faster', faster, 'A sea kayak is not as fast as an open canoe.', 'no'],
    ['faster', faster, 'A sea kayak is twice as fast as an open canoe.', 'yes'],
    ['faster', faster, 'A sea kayak may be faster than an open canoe in a headwind.', 'qualified'],
    ['faster', faster, 'A sea kayak is longer than an open canoe.', 'other'], // another quality: no verdict of its own
    ['faster', faster, 'Sea kayaks are popular on the coast.', null],
    ['more stable', stabler, 'A sea kayak is less stable than an open canoe when you climb in.', 'no'],
    ['more stable', stabler, 'An open canoe is less stable than a sea kayak in waves.', 'yes'],
    ['cheaper', cheaper, 'A sea kayak is more expensive than an open canoe of the same length.', 'no'],
  ])('%s: %j → %j', (_label, question, sentence, verdict) => {
    expect(comparisonStated(sentence, question)).toBe(verdict);
  });

  it('"better for X": a comparison on the criterion says it', () => {
    const better = comparisonQuestion('Is green tea better than black tea for staying alert?');
    if (!better) throw new Error('a comparison');
    expect(comparisonStated('In the trial, green tea kept drinkers more alert than black tea.', better)).toBe('yes');
    expect(comparisonStated('Green tea did not keep drinkers more alert than black tea.', better)).toBe('no');
    expect(comparisonStated('Green tea is more popular than black tea in Japan.', better)).toBeNull();
  });

  it('a half that names neither side stands for the side its context names', () => {
    const longer = comparisonQuestion('Do slate roofs last longer than felt roofs?');
    if (!longer) throw new Error('a comparison');
    expect(comparisonStated('Most roofers expect 80 years or more, longer than the 20 years usual for a felt roof.', longer, 'How long does a slate roof last?')).toBe('yes');
    expect(comparisonStated('Most roofers expect 80 years or more, longer than the 20 years usual for a felt roof.', longer)).toBeNull();
  });
});

describe('the figures each side is given (figuresVerdict) and a difference that is not significant', () => {
  const heavier = comparisonQuestion('Is a sea kayak heavier than an open canoe?');
  const cheaper = comparisonQuestion('Is a sea kayak cheaper than an open canoe?');
  const faster = comparisonQuestion('Is a sea kayak faster than an open canoe?');
  if (!heavier || !cheaper || !faster) throw new Error('the questions are comparisons');
  it.each<[string, typeof heavier, string[], 'yes' | 'no' | 'qualified' | null]>([
    ['heavier', heavier, ['A typical sea kayak weighs about 25 kg.', 'A typical open canoe weighs 32 kg.'], 'no'],
    ['heavier', heavier, ['A sea kayak weighs 25 kg, an open canoe 18 kg.'], 'yes'],
    // another kind of figure (a length) does not decide a weight
    ['heavier', heavier, ['A sea kayak is 5.2 m long.', 'An open canoe weighs 32 kg.'], null],
    // a year is no measure
    ['heavier', heavier, ['The sea kayak was designed in 1998.', 'The open canoe was designed in 2004.'], null],
    ['cheaper', cheaper, ['A new sea kayak costs €900–€2,500.', 'A new open canoe costs €600–€1,400.'], 'no'],
    ['cheaper', cheaper, ['A new sea kayak costs €300–€700.', 'A new open canoe costs €600–€1,400.'], 'yes'],
    ['cheaper', cheaper, ['A new sea kayak costs €700–€900.', 'A new open canoe costs €600–€1,400.'], 'qualified'],
    // speed: a higher speed, or a shorter time
    ['faster', faster, ['A sea kayak cruises at 6 knots.', 'An open canoe cruises at 4 knots.'], 'yes'],
    ['faster', faster, ['A sea kayak crosses the loch in 40 minutes.', 'An open canoe crosses the loch in 55 minutes.'], 'yes'],
    ['faster', faster, ['A sea kayak crosses the loch in 70 minutes.', 'An open canoe crosses the loch in 55 minutes.'], 'no'],
    // units of one kind compared in a common unit
    ['faster', faster, ['A sea kayak is built in 2 to 3 weeks.', 'An open canoe is built in 2 months.'], 'yes'],
    ['heavier', heavier, ['A sea kayak weighs 24,000 g.', 'An open canoe weighs 30 kg.'], 'no'],
  ])('%s: %j → %j', (_label, question, sentences, verdict) => {
    expect(figuresVerdict(sentences, question)?.verdict ?? null).toBe(verdict);
  });

  it.each<[string, boolean]>([
    ['The difference was not statistically significant.', true],
    ['There was no significant difference between the groups.', true],
    ['The gain was statistically insignificant.', true],
    ['The difference was significant (p = 0.01).', false],
    ['Paddlers reported significantly fewer capsizes.', false],
  ])('notSignificant(%j) = %j', (sentence, expected) => {
    expect(notSignificant(sentence)).toBe(expected);
  });
});

describe('composed comparison verdicts', () => {
  const documents = new Map([
    ['guide', { title: 'Choosing a boat for the lake', url: 'https://boats.example/guide' }],
    ['survey', { title: 'Club capsize survey 2025', url: 'https://boats.example/survey' }],
  ]);

  it('a source that says the other side is faster answers no, not yes', () => {
    const passages = [{ documentId: 'guide', text: 'An open canoe is faster than a sea kayak on a calm lake, because its long hull glides further with each stroke. Sea kayaks are popular with beginners on the coast.' }];
    expect(compose('Is a sea kayak faster than an open canoe?', passages, documents).content).toMatch(/^Your sources point to no: An open canoe is faster than a sea kayak/);
  });

  it('a comparison of the two on a quality WordNet does not tie to the question\'s gives no verdict, not a default yes', () => {
    const passages = [{ documentId: 'guide', text: 'A sea kayak is less stable than an open canoe when you climb in from a jetty. Both boats are sold at most outdoor shops.' }];
    expect(compose('Is a sea kayak more durable than an open canoe?', passages, documents).content).toMatch(/^Your sources do not say this outright; what they say: A sea kayak is less stable than an open canoe/);
  });

  it('the figures of each side decide and both are cited first', () => {
    const passages = [{ documentId: 'guide', text: 'A typical sea kayak weighs about 25 kg. Open canoes are wider and roomier. A typical open canoe weighs 32 kg, mostly in its hull.' }];
    const first = compose('Is a sea kayak heavier than an open canoe?', passages, documents).content.split('\n\n')[0] ?? '';
    expect(first).toMatch(/^Your sources point to no: A typical sea kayak weighs about 25 kg/);
    expect(first).toContain('32 kg');
  });

  it('"significantly more" with a difference that is not significant is a no, though the figures lean yes', () => {
    const passages = [
      { documentId: 'survey', text: 'In the club survey, 41 percent of sea kayak paddlers and 33 percent of open canoe paddlers capsized at least once in the past year.' },
      { documentId: 'survey', text: 'The difference between sea kayaks and open canoes was not statistically significant.' },
    ];
    expect(compose('Do sea kayaks capsize significantly more often than open canoes?', passages, documents).content).toMatch(/^Your sources point to no: The difference between sea kayaks and open canoes was not statistically significant/);
  });
});

describe('a reversed comparison through the service (uploaded document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  const DOC = [
    '# Two old buildings on the quay',
    '',
    'The grain silo on the north quay was finished in 1871 and is the oldest building in the harbour.',
    '',
    'The red brick warehouse is younger than the grain silo: it was built in 1904 after a fire destroyed the timber sheds.',
    '',
    'Both buildings now hold flats and a small museum.',
    '',
  ].join('\n');

  it('"Is the red brick warehouse older than the grain silo?" is a no ("younger than")', async () => {
    expect((await upload(service, 'quay-buildings.md', DOC, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Is the red brick warehouse older than the grain silo?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const content = String(job.content);
    expect(content).toMatch(/^(?:.*\n\n)?Your sources point to no: The red brick warehouse is younger than the grain silo/);
  });
});
