// Negation carried by words other than "not" (src/service/negation.ts) and a denial stated of the
// question's subject in other words (verdict.ts): "without", "instead of", "rather than", "free of",
// "-free", "lacks", "no longer" deny what follows them in their clause; a sentence that names a
// question's concept only inside such a span (or a word for its kind: no heating means no boiler
// heat) answers no, unless the question asks it negated too. "The wardens did not repaint the bleached
// panels" decides "did the wardens repaint the faded shutters" (bleached: a WordNet synonym of faded)
// over a sentence that merely describes repainting. Table tests over the pure functions on sentences
// written here, then compose() and the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose, verdictOf } from '../../src/service/compose';
import { conceptsOf, requiredConcepts, stemsOf } from '../../src/service/concepts';
import { broaderWords } from '../../src/service/lexicon';
import { deniedConcepts, deniesClaim, negatedSpans } from '../../src/service/negation';
import type { RunningService } from '../../src/service/server';
import { decideVerdict } from '../../src/service/verdict';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('what a negation marker denies (negatedSpans)', () => {
  it.each<[string, string, string]>([
    ['The greenhouse stays frost-free without any electric heating: two water barrels store the day\'s warmth.', 'any electric heating', 'water barrels'],
    ['The bridge was repaired with lime mortar instead of cement, and it reopened in May.', 'cement', 'reopened in May'],
    ['Visitors reach the island by rowing boat rather than by ferry.', 'by ferry', 'rowing boat'],
    ['The spring water is free of nitrates.', 'nitrates', 'spring water'],
    ['The orchard lacks a proper windbreak, so blossom is often lost.', 'a proper windbreak', 'blossom is often lost'],
    ['The old line no longer carries passengers.', 'carries passengers', 'The old line'],
    // the denied phrase ends before its clause's verb ("without shade | grows")
    ['A fern kept without shade grows slowly and yellows.', 'shade', 'grows slowly'],
    ['Use a lead-free glaze on mugs.', 'lead', 'glaze on mugs'],
  ])('%j denies %j, not %j', (sentence, inside, outsidePart) => {
    const spans = negatedSpans(sentence);
    expect(spans.inside).toContain(inside);
    expect(spans.inside).not.toContain(outsidePart);
    expect(spans.outside).toContain(outsidePart.split(' ')[0]);
  });

  it('a condition opening its clause ("Without a permit, …") denies nothing', () => {
    expect(negatedSpans('Without a permit, anglers are fined on the spot.').inside).toBe('');
    expect(negatedSpans('The lake is calm; without wind, the ferry runs on time.').inside).toBe('');
    // inside its clause it still denies
    expect(negatedSpans('Anglers fish here without a permit.').inside).toBe('a permit');
  });

  it('a sentence with no marker denies nothing', () => {
    expect(negatedSpans('The greenhouse is heated by a wood stove.')).toEqual({ inside: '', outside: 'The greenhouse is heated by a wood stove.' });
  });

  it('a word for the kind: WordNet\'s hypernym of the noun ("refrigeration" → cooling)', () => {
    expect(broaderWords('refrigeration')).toContain('cooling');
    expect(broaderWords('stove')).not.toContain('stove');
  });
});

describe('the question\'s concepts a sentence denies (deniedConcepts)', () => {
  const denied = (sentence: string, question: string): string[] => deniedConcepts(sentence, requiredConcepts(conceptsOf(question)), question).map((c) => c.term);
  it.each<[string, string, string[]]>([
    // the concept only inside the span: denied ("stays warm" affirms no heating: only its own word affirms it)
    ['Does the greenhouse use electric heating in winter?', 'The greenhouse stays warm in winter without any electric heating.', ['electric', 'heating']],
    ['Was the bridge repaired with cement?', 'The bridge was repaired with lime mortar instead of cement.', ['cement']],
    ['Does the spring water contain nitrates?', 'The spring water is free of nitrates.', ['nitrates']],
    // a word for its kind inside the span denies the kind's member: no cooling, no refrigeration
    ['Does the dairy rely on refrigeration to keep its butter firm?', 'The dairy keeps its butter firm without any cooling at all: thick stone walls do the work.', ['refrigeration']],
    // named outside the span too: affirmed, not denied ("kept cool without cooling" says it is cool)
    ['Is the greenhouse warm in winter?', 'The greenhouse stays warm in winter without any electric heating.', []],
    // the question asks it negated itself: the sentence agrees, nothing is denied
    ['Can a beginner learn the fiddle without reading music?', 'Many beginners learn the fiddle without reading music, by ear.', []],
    // a condition: "without a permit, …" says a permit matters
    ['Is a permit needed to fish the lake?', 'Without a permit, anglers are fined on the spot.', []],
    // the denied phrase is not what is asked
    ['Was the bridge repaired with lime mortar?', 'The bridge was repaired with lime mortar instead of cement.', []],
    ['Does a fern grow without shade?', 'A fern kept without shade grows slowly.', []],
  ])('%j / %j → %j', (question, sentence, expected) => {
    expect(denied(sentence, question)).toEqual(expected);
  });

  it('deniesClaim is whether any is denied', () => {
    const q = 'Was the bridge repaired with cement?';
    expect(deniesClaim('The bridge was repaired with lime mortar instead of cement.', requiredConcepts(conceptsOf(q)), q)).toBe(true);
    expect(deniesClaim('The bridge was repaired with cement in 1902.', requiredConcepts(conceptsOf(q)), q)).toBe(false);
  });
});

describe('the unit that states the relation with its polarity decides (decideVerdict)', () => {
  const unit = (text: string, score: number, documentId = 'log') => ({ score, sentences: [text], documentId, stems: stemsOf(text) });

  it('"did not repaint the bleached panels" (the object in other words: bleached for faded) decides over a sentence about repainting in general', () => {
    const q = 'Did the wardens repaint the faded shutters of the chapel?';
    const units = [
      unit('Repainting covers the original pigment with new paint and hides the chapel\'s history.', 10),
      unit('The wardens did not repaint the bleached panels.', 8),
      unit('The chapel was built in 1432.', 7),
    ];
    const choice = decideVerdict(q, conceptsOf(q), units, units, 0, verdictOf);
    expect([choice.verdict, choice.lead.sentences[0]]).toEqual(['no', 'The wardens did not repaint the bleached panels.']);
  });

  it('the subject\'s own denial decides even when the answer\'s selection left it out (down to 30% of the best score)', () => {
    const q = 'Did the wardens repaint the faded shutters of the chapel?';
    const chosen = [unit('Repainting covers the original pigment with new paint and hides the chapel\'s history.', 10), unit('The chapel was built in 1432.', 7)];
    const denial = unit('The wardens did not repaint the bleached panels.', 3.5);
    const choice = decideVerdict(q, conceptsOf(q), [...chosen, denial], chosen, 0, verdictOf);
    expect([choice.verdict, choice.lead.sentences[0]]).toEqual(['no', 'The wardens did not repaint the bleached panels.']);
    // below 30% it is not reached: the general sentence is all there is, and it states the act, not what the wardens did
    const far = unit('The wardens did not repaint the bleached panels.', 2);
    expect(decideVerdict(q, conceptsOf(q), [...chosen, far], chosen, 0, verdictOf).lead.sentences[0]).not.toBe('The wardens did not repaint the bleached panels.');
  });

  it('a denial by "without" is a no; the same sentence without it is a yes', () => {
    const q = 'Does the dairy rely on refrigeration to keep its butter firm?';
    const denied = [unit('The dairy keeps its butter firm without any cooling: thick stone walls do the work.', 10)];
    expect(decideVerdict(q, conceptsOf(q), denied, denied, 0, verdictOf).verdict).toBe('no');
    const affirmed = [unit('The dairy keeps its butter firm with refrigeration in a cold room.', 10)];
    expect(decideVerdict(q, conceptsOf(q), affirmed, affirmed, 0, verdictOf).verdict).toBe('yes');
  });
});

describe('composed answers', () => {
  const documents = new Map([
    ['dairy', { title: 'The hill dairy', url: 'https://dairy.example' }],
    ['chapel', { title: 'Conserving the chapel panels', url: 'https://chapel.example' }],
  ]);

  it('"without any cooling" answers no to "does it rely on refrigeration"', () => {
    const passages = [{ documentId: 'dairy', text: 'The hill dairy churns butter from the milk of forty cows. The dairy keeps its butter firm without any cooling: thick stone walls and a north-facing cellar do the work. Butter is sold at the Saturday market.' }];
    expect(compose('Does the hill dairy rely on refrigeration to keep its butter firm?', passages, documents).content).toMatch(/^(?:.*\n\n)?Your sources point to no: The dairy keeps its butter firm without any cooling/);
  });
});

describe('negation in other words through the service (uploaded documents written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('"did not repaint the bleached panels" leads with a no, over a sentence describing repainting', async () => {
    const doc = [
      '# Conserving the chapel panels',
      '',
      'The painted panels of St Aldhelm\'s chapel were cleaned between 2019 and 2021 by a team of six wardens and two conservators. Soot from candles had darkened the varnish, and damp had lifted the paint along the lower edge.',
      '',
      'The wardens did not repaint the bleached panels. Repainting covers the original pigment with new paint and hides the panels\' history from later scholars. The flaking paint was instead secured with sturgeon glue, applied under a heated spatula.',
      '',
      'The panels went back on the chapel walls in spring 2022.',
      '',
    ].join('\n');
    expect((await upload(service, 'chapel-panels.md', doc, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Did the wardens repaint the faded shutters of the chapel?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(String(job.content)).toMatch(/^(?:.*\n\n)?Your sources point to no: The wardens did not repaint the bleached panels/);
  });
});
