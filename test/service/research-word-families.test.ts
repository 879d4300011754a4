// A question's word matches a source's longer word only where the two are one word family
// (src/service/morphology.ts, resources/lexicon/wordnet-derivations.txt built by
// scripts/wordnet-lexicon.mjs --derivations; concepts.ts stemMatches): "rescuers" and "rescue" are,
// "experiment" and "experience" are not, though their stems begin alike. Table tests, then answers
// over the real service on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stemMatches } from '../../src/service/concepts';
import { parseDerivations, sameFamily } from '../../src/service/morphology';
import type { RunningService } from '../../src/service/server';
import { stem } from '../../src/service/text';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('word families (table)', () => {
  const pairs = parseDerivations('# a comment\nd rescue rescuer\nd reduce reduction\nd center central\nd kettle kettles\nbad line\n');
  it('keys each pair by the engine\'s stems, shorter first (a pair of one stem is left out)', () => {
    expect([...pairs].sort()).toEqual([`${stem('center')} ${stem('central')}`, `${stem('reduce')} ${stem('reduction')}`, `${stem('rescue')} ${stem('rescuer')}`].sort());
  });
  it.each<[string, string, boolean]>([
    ['rescu', 'rescuer', true],
    ['reduc', 'reduct', true],
    ['centr', 'central', true],
    // one letter more: forms Porter leaves apart
    ['octopu', 'octopus', true],
    ['committe', 'committee', true],
    ['lightn', 'lightni', false],
    // a shared beginning, no family
    ['popul', 'popular', false],
    ['rescu', 'rescuerss', false],
    // not a prefix at all
    ['rescuer', 'rescu', false],
    ['rescu', 'rescu', false],
  ])('%s stands for %s: %s', (shorter, longer, expected) => {
    expect(sameFamily(shorter, longer, pairs)).toBe(expected);
  });
});

describe('stemMatches with the shipped families (table)', () => {
  it.each<[string, string, boolean]>([
    ['rescuers', 'rescue', true],
    ['reduction', 'reduced', true],
    ['thatcher', 'thatch', true],
    ['storage', 'stored', true],
    ['water-reed', 'water', true],
    ['secret', 'secretary', false],
    ['mountain', 'mount', false],
    ['population', 'popular', false],
    ['standard', 'stand', false],
    ['lightning', 'light', false],
    ['wheelchair', 'wheel', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(stemMatches(stem(a), stem(b))).toBe(expected);
    expect(stemMatches(stem(b), stem(a))).toBe(expected);
  });
});

const DOCUMENTS: Record<string, string> = {
  'hallam-bakery.md': `# The Hallam Bakery

The Hallam Bakery has baked rye bread on Mill Lane since 1952.

The secretary of the bakery's supporters' club, Ruth Oakes, says the rye loaves sell out by nine on Saturdays.

The bakery closes for two weeks every August.
`,
  'ridge-callout.md': `# Callout on Hobb Ridge

The rescue team sent eleven volunteers up to the ridge after a walker broke her ankle on the scree.

She was carried down on a stretcher and reached the ambulance four hours after the first call.
`,
};

describe('answers over the real service: word families', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"secret" is not read in "secretary": the bakery page holds no secret of its rye bread, and says so', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What is the secret of the Hallam rye bread?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toEqual([]);
    expect(job.content).toContain('"secret"');
    expect(job.content).not.toContain('sell out by nine');
  });

  it('"rescuers" is read in "rescue team": the callout report answers', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many rescuers were sent up to Hobb Ridge?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('eleven volunteers');
    expect(job.results.map((r) => r.title)).toEqual(['Callout on Hobb Ridge']);
  });
});
