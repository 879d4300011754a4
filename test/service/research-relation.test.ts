// The relation a yes/no question asks about, generalized (src/service/verdict.ts relationVerb with
// src/service/verbs.ts): singular subjects and noun phrases (the word after the subject most used as a
// verb, from WordNet's tagged counts), pronouns, the passive; a verdict rests on a sentence that says
// the relation of the question's subject, with no object of its own when it has none ("does not
// sharpen:"); a named subject is answered no by "… by <another name>"; a connective ("but") qualifies a
// claim only when what it adds limits it. Table tests over the pure functions on questions and
// sentences written here, then compose() and the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose, verdictOf } from '../../src/service/compose';
import { conceptsOf } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { byOtherAgent, relationVerb, saidWithoutObject } from '../../src/service/verdict';
import { parseVerbs, verbShare } from '../../src/service/verbs';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('the verb of a yes/no question (relationVerb)', () => {
  it.each([
    ['Does salt rust iron railings?', 'rust'], // singular mass noun subject
    ['Does a paring knife peel apples?', 'peel'], // noun phrase: "paring knife"
    ['Does the new bypass reduce traffic in the village?', 'reduce'], // "bypass" is no verb; reduce is
    ['Does it improve their reading scores?', 'improve'], // pronoun
    ['Did they abandon the old canal?', 'abandon'],
    ['Is rust caused by damp air?', 'caused'], // passive
    ['Was the lighthouse designed by Mary Ashdown?', 'designed'],
    ['Can a Venus flytrap digest spiders?', 'digest'], // a name before a noun is not the end of the subject
    ['Do heat pumps work in cold climates?', null], // light verb
    ['Can I prune roses in March?', null], // should-I question
    ['Is the ferry faster than the bus?', null], // comparison
  ])('relationVerb(%j) = %j', (query, verb) => {
    expect(relationVerb(query)).toBe(verb);
  });

  it('parses the verb shares and reads the shipped list', () => {
    expect(parseVerbs('# comment\nv reduce 1\nv ring 0.76\nx other\n')).toEqual(new Map([['reduce', 1], ['ring', 0.76]]));
    expect(verbShare('reduce')).toBeGreaterThan(verbShare('ring'));
    expect(verbShare('coffee')).toBe(0);
  });
});

describe('pieces of the relation check', () => {
  it.each<[string, string, boolean]>([
    ['sharpen', 'A honing rod does not sharpen: it only straightens the edge.', true],
    ['sharpen', 'A honing rod does not sharpen.', true],
    ['sharpen', 'A whetstone sharpens the blade.', false],
    ['survive', 'A cactus left without water survives but grows more slowly.', true],
    ['survive', 'A cactus survives in a greenhouse.', false],
  ])('saidWithoutObject(%j, %j) = %j', (verb, text, expected) => {
    expect(saidWithoutObject(verb, text)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['The lighthouse that stands today was designed by Thomas Mellor and opened in 1902.', true],
    ['The lighthouse was designed by Mary Ashdown in 1899.', false], // the subject herself
    ['Ashdown designed a lighthouse for the north pier.', false],
    ['The lighthouse was built by the harbour board.', false], // no name after "by"
  ])('byOtherAgent(%j) = %j', (text, expected) => {
    expect(byOtherAgent(text, ['Mary', 'Ashdown'])).toBe(expected);
  });

  const survive = conceptsOf('Can a cactus survive without watering?');
  it.each<[string, 'yes' | 'no' | 'qualified']>([
    ['A cactus left without watering survives but grows more slowly.', 'yes'],
    ['A cactus left without watering survives, but only for a few months.', 'qualified'],
    ['A cactus left without watering may survive for a year.', 'qualified'],
    ['A cactus left without watering does not survive the summer.', 'no'],
    ['A cactus left without watering from May to August survives.', 'yes'], // the month is no hedge
  ])('verdictOf(%j) = %j', (sentence, verdict) => {
    expect(verdictOf(sentence, survive)).toBe(verdict);
  });
});

describe('composed relation verdicts', () => {
  const documents = new Map([['knives', { title: 'Looking after kitchen knives', url: 'https://knives.example' }]]);

  it('the verdict rests on the sentence about the subject, not one about another tool', () => {
    const passages = [
      { documentId: 'knives', text: 'A whetstone grinds a new edge onto a dull knife. It takes about ten minutes, and a well-ground knife stays keen for weeks.' },
      { documentId: 'knives', text: 'A honing rod does not sharpen: it only straightens an edge that has rolled over, between grindings.' },
    ];
    expect(compose('Does a honing rod sharpen a knife?', passages, documents).content).toMatch(/^Your sources point to no: A honing rod does not sharpen/);
  });
});

describe('a named subject answered by another name (real service, uploaded document)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  const DOC = [
    '# The north pier lighthouse',
    '',
    'Mary Ashdown was the harbour engineer of Kelby from 1880 to 1905. In 1896 she was also asked to plan a new lighthouse for the north pier, but the board dropped her plan after a storm damaged the pier.',
    '',
    'The north pier lighthouse that stands today was designed by Thomas Mellor and opened in 1902.',
    '',
    'Ashdown is remembered for the stone breakwater that still shelters the fishing fleet.',
    '',
  ].join('\n');

  it('"Did Mary Ashdown design the north pier lighthouse?" is a no', async () => {
    expect((await upload(service, 'kelby-lighthouse.md', DOC, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Did Mary Ashdown design the north pier lighthouse?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(String(job.content)).toMatch(/^(?:.*\n\n)?Your sources point to no: The north pier lighthouse that stands today was designed by Thomas Mellor/);
  });
});
