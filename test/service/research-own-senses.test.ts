// A question's word is said in other words only through the synsets it is itself a lemma of
// (src/service/lexicon.ts baseForms/ownSynsets/relationsIn): "population" shares its Porter stem with
// "populate", whose synset says "live" and "inhabit", but a page where people live somewhere gives no
// population. Table tests, then answers over the real service on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseForms, isOwnForm, ownSynsets, parseLexicon, relationsIn } from '../../src/service/lexicon';
import type { RunningService } from '../../src/service/server';
import { stem } from '../../src/service/text';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('baseForms (table): the candidates looked up in the lexicon\'s lemma lists', () => {
  it.each<[string, string[], string[]]>([
    ['disturbed', ['disturbed', 'disturb'], []],
    ['ferries', ['ferries', 'ferry'], []],
    ['glazing', ['glazing', 'glaze'], []],
    ['population', ['population'], ['populate']],
    // a detachment whose stem is not the word's is no candidate ("wages" → "wag")
    ['wages', ['wages', 'wage'], ['wag']],
    ['going', ['going', 'go'], []],
  ])('%s → %j, never %j', (word, forms, never) => {
    const found = baseForms(word);
    for (const form of forms) expect(found).toContain(form);
    for (const form of never) expect(found).not.toContain(form);
  });
});

describe('isOwnForm (table): an inflection or an adjective\'s quality noun, no other derivation', () => {
  it.each<[string, string, boolean]>([
    ['going', 'go', true],
    ['disturbed', 'disturb', true],
    ['hotness', 'hot', true],
    ['happiness', 'happy', true],
    ['populate', 'population', false],
    ['disturbance', 'disturb', false],
    ['heater', 'heat', false],
  ])('%s of %s: %s', (lemma, word, expected) => {
    expect(isOwnForm(lemma, baseForms(word))).toBe(expected);
  });
});

describe('ownSynsets and relationsIn (pure, over a lexicon written here)', () => {
  const lexicon = parseLexicon(['s populate inhabit live', 's upset disturb', 's ferry ferryboat', 's tease rag', 's heat hotness warmth'].join('\n'));
  it('an adjective takes its quality noun\'s synset ("hotness": heat, warmth)', () => {
    expect(relationsIn(lexicon, 'hot').direct.has(stem('warmth'))).toBe(true);
  });
  it('a word takes the synsets of its own lemma, by its base forms', () => {
    expect([...(ownSynsets(lexicon, 'disturbed') ?? [])]).toEqual([1]);
    expect([...(ownSynsets(lexicon, 'ferries') ?? [])]).toEqual([2]);
    expect([...(ownSynsets(lexicon, 'populated') ?? [])]).toEqual([0]);
  });
  it('"population" is no lemma of "populate"\'s synset: no "live", no "inhabit", though the stems are one', () => {
    expect(stem('population')).toBe(stem('populate'));
    expect(ownSynsets(lexicon, 'population')?.size).toBe(0);
    expect([...relationsIn(lexicon, 'population').direct]).toEqual([]);
    expect(relationsIn(lexicon, 'populate').direct.has(stem('live'))).toBe(true);
  });
  it('without lemma lists (an older lexicon), every synset of the stem counts', () => {
    const { byLemma: _byLemma, lemmas: _lemmas, ...withoutLemmas } = lexicon;
    expect(ownSynsets(withoutLemmas, 'population')).toBeUndefined();
    expect(relationsIn(withoutLemmas, 'population').direct.has(stem('live'))).toBe(true);
  });
});

const DOCUMENTS: Record<string, string> = {
  'tarnby.md': `# Tarnby harbour

Most people in Tarnby live in the old streets above the harbour, and many of them work on the ferries.

The harbour was dredged in 1990 so that the larger ferries could berth at low tide.
`,
  'weaving.md': `# The Tarnby weaving shed

The shed still weaves fine wool cloth on two looms from 1921, and visitors may watch on Thursdays from ten until four.
`,
  'ridge.md': `# Callout on Hobb Ridge

The rescue team sent eleven volunteers up to the ridge after a walker broke her ankle on the scree.
`,
};

describe('answers over the real service: a word\'s own senses', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What is the population of Tarnby?" is not answered by where people live: nothing is cited and "population" is named', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What is the population of Tarnby?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toEqual([]);
    expect(job.content).toContain('"population"');
    expect(job.content).not.toContain('old streets');
  });

  it('"fine wool cloth" is no ticket: the visiting hours answer, and the ticket is named as left out', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When can visitors watch the Tarnby weaving shed, and how much is a ticket?', reasoning_loops: 1 }));
    expect(job.content).toContain('Thursdays');
    expect(job.content).toContain('"ticket"');
    expect(job.content).toContain('leaves out "how much is a ticket"');
  });

  it('the same page still answers what it holds', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When was Tarnby harbour dredged?', reasoning_loops: 1 }));
    expect(job.content).toContain('1990');
    expect(job.results.map((r) => r.title)).toEqual(['Tarnby harbour']);
  });
});

describe('the shipped lexicon keeps frequent senses only (scripts/wordnet-lexicon.mjs)', () => {
  it('a sense WordNet never tags, of a word tagged in another part of speech, is left out: "to ticket" is "to fine", but no ticket is fine', async () => {
    const { lexicalRelations } = await import('../../src/service/lexicon');
    expect(lexicalRelations('ticket').direct.has(stem('fine'))).toBe(false);
    expect(lexicalRelations('tickets').bridged.has(stem('fine'))).toBe(false);
  });
  it('every sense of a word tagged in none counts: "bike" is a bicycle', async () => {
    const { lexicalRelations } = await import('../../src/service/lexicon');
    expect(lexicalRelations('bike').direct.has(stem('bicycle'))).toBe(true);
  });
});
