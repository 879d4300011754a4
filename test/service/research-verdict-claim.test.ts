// Which sentence a verdict is read on (src/service/verdict.ts): the sentence that states (or denies)
// what the question asks. A unit is a sentence with the context its opener needs ("It fuses because…"
// brings in the sentence before it); the unit's own sentence (its last) carries the claim when it names
// any of what is asked; when it names none and the context does, the verdict is read on the context.
// Table tests over the pure function on sentences written here, then compose() and the real service
// over a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { conceptsOf, type Concept } from '../../src/service/concepts';
import { stem } from '../../src/service/text';
import type { RunningService } from '../../src/service/server';
import { claimSentence, predicateConcepts } from '../../src/service/verdict';
import { createJob, startTestService, upload, waitForJob } from './helpers';

const GLAZE = [
  'Stoneware is fired twice.',
  'Unlike a varnish, a stoneware glaze does not harden by drying.',
  'It fuses because the silica in it melts in the kiln at about 1,250 °C and sets into glass as the kiln cools.',
  'A glazed pot holds water without sealing.',
];

describe('the sentence a verdict is read on (claimSentence)', () => {
  const predicate = (terms: string[]): Concept[] => terms.map((term) => ({ term, stem: stem(term), soft: false }));
  it.each<[string[], string[], string]>([
    // the context before the unit's own sentence states the claim, the own sentence names none of it: read on the context
    [['harden', 'drying', 'varnish'], [GLAZE[1] as string, GLAZE[2] as string], GLAZE[1] as string],
    [['crack', 'cools'], ['A stoneware glaze cracks when the kiln cools too fast.', 'It also crazes over the years.'], 'A stoneware glaze cracks when the kiln cools too fast.'],
    // the unit's own sentence states it: read there
    [['glass', 'cools'], [GLAZE[1] as string, GLAZE[2] as string], GLAZE[2] as string],
    // the own sentence names part of the claim: read there, though the context names more
    [['crack', 'fast', 'kiln'], ['A glaze cracks in a kiln that cools fast.', 'It cracks less in a slow one.'], 'It cracks less in a slow one.'],
    // neither names the claim: the unit's own sentence
    [['kiln', 'expensive'], ['Stoneware is fired twice.', 'It is sold by weight.'], 'It is sold by weight.'],
    // a direct synonym of the asked word counts ("halted" for stop)
    [['stop'], ['The union met on Monday.', 'The strike halted the trams for a week.'], 'The strike halted the trams for a week.'],
    [['stop'], ['The strike halted the trams for a week.', 'It lasted until the mayor intervened.'], 'The strike halted the trams for a week.'],
    // one sentence: that one
    [['crack'], ['Glazes rarely crack in a slow kiln.'], 'Glazes rarely crack in a slow kiln.'],
  ])('predicate %j in %j → %j', (terms, sentences, expected) => {
    expect(claimSentence(sentences, predicate(terms))).toBe(expected);
  });

  it('an empty unit gives an empty sentence', () => {
    expect(claimSentence([], predicate(['crack']))).toBe('');
  });

  it('the predicate a question gives picks the denial over the mechanism after it', () => {
    const query = 'Does a stoneware glaze harden by drying, the way varnish does?';
    expect(claimSentence([GLAZE[1] as string, GLAZE[2] as string], predicateConcepts(query, conceptsOf(query)))).toBe(GLAZE[1]);
  });
});

describe('a verdict read on the sentence that states the claim (compose)', () => {
  const documents = new Map([['glaze', { title: 'Glazing stoneware', url: 'https://glaze.example' }]]);
  const passages = [{ documentId: 'glaze', text: GLAZE.join(' ') }];
  it('"does not harden by drying" answers no even when the sentence after it is the unit\'s own', () => {
    expect(compose('Does a stoneware glaze harden by drying, the way varnish does?', passages, documents).content).toMatch(/^Your sources point to no: Unlike a varnish, a stoneware glaze does not harden by drying/);
  });
  it('the claim of the unit\'s own sentence still answers yes', () => {
    expect(compose('Does a stoneware glaze set into glass as the kiln cools?', passages, documents).content).toMatch(/^Your sources point to yes: /);
  });
});

describe('the sentence that states the claim, through the service (a document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers no from the denial, not yes from the sentence that follows it', async () => {
    const doc = ['# Glazing stoneware', '', GLAZE.join(' '), '', 'Most studio potters buy glaze as a powder and mix it with water.', ''].join('\n');
    expect((await upload(service, 'glazing-stoneware.md', doc, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Does a stoneware glaze harden by drying, the way varnish does?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(String(job.content)).toMatch(/^(?:.*\n\n)?Your sources point to no: Unlike a varnish, a stoneware glaze does not harden by drying/);
  });
});
