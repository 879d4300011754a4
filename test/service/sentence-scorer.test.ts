// The fitted sentence scorer's features (sentence-features.ts), its weights file (sentence-scorer.ts), and
// compose.ts's trace that the fitting script reads: table tests of each feature function on sentences written
// here, the shipped weights loaded and ranking an answering sentence of a small document written here above a
// sentence that only sets the scene, and the trace leaving the answer unchanged over the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose, type ComposeTrace } from '../../src/service/compose';
import { conceptsOf, requiredConcepts, stemsOf } from '../../src/service/concepts';
import { openServiceDb } from '../../src/service/db';
import { documentsInScope } from '../../src/service/library';
import { composeAnswer, initialLoopState, runLoop } from '../../src/service/research';
import { bagCosine, FEATURE_NAMES, hasNameInside, idfShare, lengthFeature, opensWithQuestion, roleShare, roleWeightedShare, sentenceFeatures, shareNamed, similarityCoverage, slotFeature, type FeatureUnit } from '../../src/service/sentence-features';
import { askedSlot } from '../../src/service/asked-slot';
import type { ConceptRole } from '../../src/service/question-roles';
import { DEFAULT_SCORER_MODE, fittedLead, fittedScorer, LEAD_MARGIN, scorerMode, scoreSentences } from '../../src/service/sentence-scorer';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const at = (name: (typeof FEATURE_NAMES)[number]): number => FEATURE_NAMES.indexOf(name);

/** A small document written for these tests: one sentence answers who repaired the weir, the rest set the scene. */
const WEIR = [
  'The Hennock mill weir crosses the river Teign below the old corn mill, and the mill weir gives the village its name.',
  'The weir at the mill was first built in 1790 of granite from the quarry above the village.',
  'After the flood of 2019 the weir was repaired by Ellen Paske, a mason from Chagford, with new oak sluice boards.',
  'Herons fish below the mill weir on summer evenings.',
].join(' ');

describe('shareNamed / idfShare: how much of the question a sentence names', () => {
  const required = requiredConcepts(conceptsOf('Who repaired the mill weir after the flood?'));
  it.each([
    ['names the mill weir, the repair and the flood', 'After the flood the mill weir was repaired by two masons.', (v: number) => v >= 0.99],
    ['names the weir alone', 'The weir is built of granite blocks.', (v: number) => v > 0 && v < 0.5],
    ['names nothing asked', 'Trout rise in the pool below the bridge.', (v: number) => v === 0],
  ])('%s', (_label, sentence, check) => {
    expect(check(shareNamed(required, stemsOf(sentence)))).toBe(true);
  });
  it('idfShare weighs a rare word of the library above a common one', () => {
    const weir = required.find((c) => c.term === 'weir');
    const flood = required.find((c) => c.term === 'flood');
    expect(weir && flood).toBeTruthy();
    const idf = new Map([[weir?.stem ?? '', 4], [flood?.stem ?? '', 0.5]]);
    expect(idfShare(required, stemsOf('The weir is built of granite blocks.'), idf)).toBeGreaterThan(idfShare(required, stemsOf('The flood came in March.'), idf));
    expect(idfShare([], stemsOf('anything'), idf)).toBe(0);
  });
});

describe('the session-25 features: the asked slot, the roles named, the subject that opens', () => {
  const finish = askedSlot('When does the weir consultation finish?');
  it.each([
    ['the end of the span asked is given', 'The weir consultation runs until 30 September 2027.', 1],
    ['only the start is given (a sibling slot)', 'From 4 May 2026 the weir consultation is open to everyone.', -1],
    ['no time at all', 'The weir consultation asks about the new sluice boards.', 0],
  ])('slotFeature: %s', (_label, sentence, value) => {
    expect(slotFeature(sentence, finish)).toBe(value);
  });
  it('slotFeature is 0 for a question that asks no qualified slot', () => {
    expect(slotFeature('The weir was repaired in 2019.', askedSlot('Who repaired the weir?'))).toBe(0);
  });
  const roles = new Map<string, ConceptRole>([['weir', 'entity'], ['repair', 'asked'], ['flood', 'context'], ['mill', 'core']]);
  it.each([
    ['the asked word named', new Set(['repair']), 'asked', 1],
    ['the asked word not named', new Set(['weir']), 'asked', 0],
    ['the entity named', new Set(['weir', 'mill']), 'entity', 1],
    ['no concept of a role the question lacks', new Set(['weir']), 'light', 0],
  ] as const)('roleShare: %s', (_label, named, role, value) => {
    expect(roleShare(roles, new Set(named), role)).toBe(value);
  });
  it('roleWeightedShare weighs the asked word above the context (question-roles.ts ROLE_WEIGHT)', () => {
    expect(roleWeightedShare(roles, new Set(['repair']))).toBeGreaterThan(roleWeightedShare(roles, new Set(['flood'])));
    expect(roleWeightedShare(roles, new Set(['weir', 'repair', 'flood', 'mill']))).toBeCloseTo(1, 6);
    expect(roleWeightedShare(new Map(), new Set(['weir']))).toBe(0);
  });
  const required = requiredConcepts(conceptsOf('Who repaired the mill weir after the flood?'));
  it.each([
    ['opens with the weir', 'The mill weir was repaired by Ellen Paske after the flood.', true],
    ['names it only late in the sentence', 'Herons, trout and otters are often seen on summer evenings near the old weir.', false],
    ['names nothing asked', 'Herons fish below the bridge.', false],
  ])('opensWithQuestion: %s', (_label, sentence, opens) => {
    expect(opensWithQuestion(sentence, required)).toBe(opens);
  });
});

describe('lengthFeature and hasNameInside', () => {
  it.each([
    ['', 0],
    ['One.', Math.log(2) / Math.log(61)],
  ])('lengthFeature(%j)', (text, value) => {
    expect(lengthFeature(text)).toBeCloseTo(value, 6);
  });
  it('a longer sentence scores longer', () => {
    expect(lengthFeature('The weir was rebuilt in the spring by the two masons from the quarry.')).toBeGreaterThan(lengthFeature('The weir was rebuilt.'));
  });
  it.each([
    ['The weir was rebuilt by Ellen Paske in May.', true],
    ['The weir was rebuilt by the masons.', false],
    ['Masons rebuilt the weir.', false],
    ['They rebuilt it. Masons came later.', false],
  ])('hasNameInside(%j) is %s', (sentence, named) => {
    expect(hasNameInside(sentence)).toBe(named);
  });
});

describe('sentenceFeatures: the kind of answer asked, the focus, the place in the document', () => {
  const query = 'Who repaired the mill weir after the flood?';
  const unit = (sentence: string, place: number, score: number): FeatureUnit => ({ documentId: 'weir', sentences: [sentence], stems: stemsOf(sentence), score, place });
  const units = [
    unit('The mill weir at Hennock stands on the river below the old corn mill.', 0, 3),
    unit('After the flood of 2019 the weir was repaired by Ellen Paske, a mason from Chagford.', 1, 2),
    unit('The mill weir is a favourite spot for herons.', 2, 1),
  ];
  const features = sentenceFeatures({ query, kind: 'what', shape: 'who', required: requiredConcepts(conceptsOf(query)), titleOf: () => 'The mill weir at Hennock' }, units);
  const row = (i: number): number[] => features[i] ?? [];
  it('one vector of FEATURE_NAMES.length per unit', () => {
    expect(features).toHaveLength(3);
    for (const x of features) expect(x).toHaveLength(FEATURE_NAMES.length);
  });
  it('the engine score is relative to the best and the rank falls with it', () => {
    expect(row(0)[at('engineScore')]).toBe(1);
    expect(row(2)[at('engineScore')]).toBeCloseTo(1 / 3, 6);
    expect(row(0)[at('engineRank')]).toBeGreaterThan(row(1)[at('engineRank')] ?? 1);
  });
  it('only the sentence naming the person who did it gives the answer type', () => {
    expect(row(1)[at('answerType')]).toBeGreaterThan(0);
    expect(row(0)[at('answerType')]).toBe(0);
    expect(row(2)[at('answerType')]).toBe(0);
  });
  it('the sentence naming the repair and the flood is the most focused; the setting sentence the least', () => {
    expect(row(1)[at('focus')]).toBeGreaterThan(row(0)[at('focus')] ?? 1);
    expect(row(1)[at('focus')]).toBeGreaterThan(row(2)[at('focus')] ?? 1);
  });
  it('position runs from the first to the last place in the document; the title names the setting', () => {
    expect(row(0)[at('position')]).toBe(0);
    expect(row(0)[at('firstInDocument')]).toBe(1);
    expect(row(2)[at('position')]).toBe(1);
    expect(row(1)[at('hasDate')]).toBe(1);
    expect(row(1)[at('hasName')]).toBe(1);
    expect(row(0)[at('titleMatch')]).toBeGreaterThan(0);
  });
  it('an opener that needs a referent is flagged', () => {
    const [x] = sentenceFeatures({ query, kind: 'what', shape: 'who', required: requiredConcepts(conceptsOf(query)), titleOf: () => '' }, [unit('This was why it failed again.', 0, 1)]);
    expect(x?.[at('needsReferent')]).toBe(1);
  });
});

describe('the shipped weights (sentence-scorer.json)', () => {
  it('load, name the features the code computes, in order', () => {
    const scorer = fittedScorer();
    expect([...scorer.features]).toEqual([...FEATURE_NAMES]);
    expect(scorer.weights).toHaveLength(FEATURE_NAMES.length);
  });
  it('a file naming other features is refused, with the command that refits it', () => {
    expect(() => fittedScorer({ features: ['engineScore'], weights: [1] })).toThrow(/fit-sentence-scorer/);
    expect(() => fittedScorer({ features: [...FEATURE_NAMES], weights: FEATURE_NAMES.map(() => Number.NaN) })).toThrow(/finite/);
  });
  it('rank the sentence that answers a small document written here above the sentences that set the scene', () => {
    const text = WEIR;
    const query = 'Who repaired the mill weir after the flood?';
    let trace: ComposeTrace | null = null;
    compose(query, [{ documentId: 'weir', text, chunkId: 1 }], new Map([['weir', { title: 'Hennock mill weir', url: 'https://weir.example' }]]), { trace: (t) => (trace = t) });
    const t = trace as ComposeTrace | null;
    expect(t).not.toBeNull();
    if (!t) return;
    const scores = scoreSentences(fittedScorer(), { query, kind: t.kind, shape: t.shape, required: requiredConcepts(t.concepts), titleOf: t.titleOf }, t.units);
    const best = t.units[scores.indexOf(Math.max(...scores))];
    expect(best?.sentences.join(' ')).toMatch(/repaired by Ellen Paske/);
    const setting = t.units.findIndex((u) => /crosses the river/.test(u.sentences.join(' ')));
    expect(setting).toBeGreaterThanOrEqual(0);
    expect(scores[t.units.indexOf(best as (typeof t.units)[number])]).toBeGreaterThan(scores[setting] ?? Infinity);
  });
});

describe('compose.ts trace (read by scripts/fit-sentence-scorer.mts): the answer is the same with and without it', () => {
  const DOCUMENT = `# The Hennock mill weir

The Hennock mill weir crosses the river Teign below the old corn mill.

After the flood of 2019 the weir was repaired by Ellen Paske, a mason from Chagford, with new oak sluice boards.

Herons fish below the mill weir on summer evenings, and anglers are asked to keep off the weir.
`;
  let service: RunningService & { dataDir: string };
  beforeAll(async () => {
    service = await startLibraryService({ 'weir.md': DOCUMENT });
  });
  afterAll(async () => {
    await service.close();
  });
  it('over HTTP and in-process with a trace: one answer; the trace holds the lead among its units', async () => {
    const query = 'Who repaired the mill weir after the flood?';
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 3 }));
    expect(job.status).toBe('completed');
    expect(String(job.content)).toMatch(/Ellen Paske/);
    // the same library, read in-process as the fitting script does (a second connection to the service's database)
    const db = openServiceDb(service.dataDir);
    try {
      const allowed = documentsInScope(db, { documentIds: null, excludedDomains: [] });
      const state = initialLoopState(query, []);
      for (let i = 0; i < 3; i += 1) runLoop(db, allowed, state);
      const traces: ComposeTrace[] = [];
      const traced = composeAnswer(db, allowed, state, { trace: (t) => traces.push(t) });
      expect(traces).toHaveLength(1);
      expect(traces[0]?.units).toContain(traces[0]?.lead);
      expect(traced.content).toBe(job.content);
    } finally {
      db.close();
    }
  });
});

describe('scorerMode: the experiment switch names a mode, the rules alone, or leaves the default', () => {
  it.each([
    [undefined, DEFAULT_SCORER_MODE],
    ['', DEFAULT_SCORER_MODE],
    ['on', DEFAULT_SCORER_MODE],
    ['rules', null],
    ['off', null],
    ['fitted', 'fitted'],
    ['margin', 'margin'],
    ['untyped', 'untyped'],
  ])('QUIRE_SCORER=%j -> %j', (value, mode) => {
    expect(scorerMode(value)).toBe(mode);
  });
});

describe('fittedLead: which pool member leads by the scorer', () => {
  // a scorer that reads the engine score alone (weight 1 on engineScore), so the ranking is plain to see
  const scorer = { features: [...FEATURE_NAMES], weights: FEATURE_NAMES.map((n) => (n === 'engineScore' ? 10 : 0)) };
  const unit = (sentence: string, score: number): FeatureUnit => ({ documentId: 'd', sentences: [sentence], stems: stemsOf(sentence), score });
  const units = [unit('The quay was rebuilt in stone.', 1), unit('The quay is in the harbour.', 3), unit('Boats tie up at the quay.', 2.9)];
  const question = { query: 'When was the quay rebuilt?', kind: 'what' as const, shape: null, required: requiredConcepts(conceptsOf('When was the quay rebuilt?')), titleOf: () => '' };
  it.each([
    ['fitted: the best-scored point replaces the current lead', 'fitted' as const, 0, () => true, 1],
    ['fitted: the current lead is the best, keep it', 'fitted' as const, 1, () => true, -1],
    ['fitted: only eligible points lead', 'fitted' as const, 0, (u: FeatureUnit) => u.score < 3, 2],
    ['margin: a best far above the current lead replaces it', 'margin' as const, 0, () => true, 1],
    ['margin: a best within the margin does not', 'margin' as const, 2, () => true, -1],
  ])('%s', (_label, mode, current, eligible, expected) => {
    expect(fittedLead(scorer, question, units, units, current, mode, eligible)).toBe(expected);
  });
  it('the margin is in logit units (3 vs 2.9 of best 3 is 0.33 apart at weight 10, under the margin)', () => {
    expect(10 * (3 - 2.9) / 3).toBeLessThan(LEAD_MARGIN);
  });
});

describe('compose with the fitted scorer asked for (scorer: "fitted") and without (the default)', () => {
  const text = WEIR;
  const documents = new Map([['weir', { title: 'Hennock mill weir', url: 'https://weir.example' }]]);
  const leadOf = (content: string): string => content.split('\n\n').find((p) => /\[\d+\]/.test(p)) ?? '';
  it('the fitted lead is the sentence that answers', () => {
    const c = compose('Who repaired the mill weir after the flood?', [{ documentId: 'weir', text, chunkId: 1 }], documents, { scorer: 'fitted' });
    expect(leadOf(c.content)).toMatch(/Ellen Paske/);
  });
  it('without QUIRE_SCORER the default mode chooses: the same answer as scorer: DEFAULT_SCORER_MODE', () => {
    const asked = compose('Who repaired the mill weir after the flood?', [{ documentId: 'weir', text, chunkId: 1 }], documents, { scorer: DEFAULT_SCORER_MODE });
    const byDefault = compose('Who repaired the mill weir after the flood?', [{ documentId: 'weir', text, chunkId: 1 }], documents);
    expect(process.env.QUIRE_SCORER ?? '').toBe('');
    expect(byDefault.content).toBe(asked.content);
  });
});

describe('similarityCoverage / bagCosine: word similarity from GloVe vectors', () => {
  const table = new Map([['flood|deluge', 0.7], ['flood|ledger', 0.05]]);
  const similarity = (a: string, b: string): number | null => table.get(`${a}|${b}`) ?? table.get(`${b}|${a}`) ?? null;
  it.each([
    ['the word itself counts 1', ['flood'], ['flood', 'weir'], 1],
    ['a related word counts its cosine', ['flood'], ['deluge'], 0.7],
    ['the best word of the sentence counts', ['flood'], ['ledger', 'deluge'], 0.7],
    ['an unknown word counts 0, not unrelated', ['flood'], ['zzqx'], 0],
    ['averaged over the question words', ['flood', 'weir'], ['deluge'], 0.35],
    ['no words: 0', [], ['deluge'], 0],
  ])('%s', (_label, question, sentence, value) => {
    expect(similarityCoverage(question, sentence, similarity)).toBeCloseTo(value, 6);
  });
  it('the shipped vectors put a sentence on rain nearer a question on rain than a sentence on accounts', () => {
    const near = bagCosine(['rain', 'storm'], ['downpour', 'flooded', 'streets']);
    const far = bagCosine(['rain', 'storm'], ['ledger', 'invoice', 'accountant']);
    expect(near).toBeGreaterThan(far);
    expect(bagCosine([], ['rain'])).toBe(0);
  });
});
