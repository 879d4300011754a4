// A word one level up or down WordNet's hierarchy stands for a question's word where the source names
// the rest of the question (src/service/lexicon.ts kinOf, resources/lexicon/wordnet-kin.txt built by
// scripts/wordnet-lexicon.mjs --kin; concepts.ts mentionedInOtherWords): "fish" covers "trout" in a
// note on hot-smoking whole fish, and never in a note that names nothing else of the question. Table
// tests, then answers over the real service on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, coveredBy, requiredConcepts, stemsOf } from '../../src/service/concepts';
import { kinOf, parseLexicon, relationsIn } from '../../src/service/lexicon';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('kin: one level of WordNet\'s hierarchy (table)', () => {
  const lexicon = { ...parseLexicon('g form 16\n'), kin: '\nh trout fish\nh salmon fish\nh fish food\nh kettle pot\nh form document\n' };
  it.each<[string, string[]]>([
    ['trout', ['fish']],
    ['trouts', ['fish']],
    ['fish', ['trout', 'salmon', 'food']],
    ['kettles', ['pot']],
    ['pot', ['kettle']],
    ['carp', []],
  ])('%s → %s', (word, kin) => {
    expect(kinOf(lexicon, word).sort()).toEqual([...kin].sort());
  });
  it('two levels are not kin: salmon is no trout, food is no trout', () => {
    const trout = relationsIn(lexicon, 'trout').kin;
    expect(trout.has('fish')).toBe(true);
    expect(trout.has('salmon')).toBe(false);
    expect(trout.has('food')).toBe(false);
  });
  it('a general word (ten senses or more) has no kin', () => {
    expect(relationsIn(lexicon, 'form').kin.size).toBe(0);
  });
});

describe('kin covers a question word only where the rest of a question of three concepts is named', () => {
  const trout = requiredConcepts(conceptsOf('How long should I hot-smoke a whole trout?'));
  it('the smoking note covers trout through "fish"', () => {
    const stems = stemsOf('A whole fish of about a kilo should be hot-smoked for two to three hours.');
    expect(coveredBy(trout, stems).inOtherWords.map((c) => c.term)).toContain('trout');
  });
  it('a note that names fish and nothing else of the question covers nothing', () => {
    expect(coveredBy(trout, stemsOf('The fish market opens at dawn.')).concepts.map((c) => c.term)).not.toContain('trout');
  });
  it('with one other concept, kin is not enough', () => {
    const two = requiredConcepts(conceptsOf('Do trout bite?'));
    expect(two.map((c) => c.term)).toEqual(['trout', 'bite']);
    expect(coveredBy(two, stemsOf('A fish will bite at dusk.')).concepts.map((c) => c.term)).toEqual(['bite']);
  });
});

const DOCUMENTS: Record<string, string> = {
  'smokehouse.md': `# Smoking at Home

A whole fish of about a kilo should be hot-smoked over beech chips for two to three hours, until the flesh flakes easily from the bone.

Cold-smoking is different: the smoke stays below 30 degrees and the food is cured first.
`,
  'hatchery.md': `# The Lindholm Trout Hatchery

The hatchery raises brown trout for the river clubs and releases the young fish in April, when the water has warmed.

Visitors may watch the feeding at eleven each morning.
`,
};

describe('answers over the real service: kin', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"How long should I hot-smoke a whole trout?" is answered from the note on smoking whole fish', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long should I hot-smoke a whole trout?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('two to three hours');
    expect(job.results.map((r) => r.title)).toContain('Smoking at Home');
    // "trout" is read as the note's "fish", not reported missing
    expect(job.content).not.toMatch(/uses the words? .*"trout"/);
  });

  it('a question on trout the smoking note does not answer is not answered from it', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When are the young trout released?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('releases the young fish in April');
    expect(job.results.map((r) => r.title)).toEqual(['The Lindholm Trout Hatchery']);
  });
});
