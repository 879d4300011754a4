// A second clause whose subject is a pronoun with nothing before it in the sentence ("…, and she was withdrawn
// in 1962"): src/service/unreferenced.ts subjectWithoutReferent finds it, antecedent.ts reads what it stands for
// in the sentences before it in its section ("she" carries on across sentences that say her, back to a name),
// and the answer gives it in brackets, or brings in the sentences before, or leaves the sentence out; never a
// "she" the answer does not name. Table tests on sentences written here, then the real service over a document
// written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antecedentOf, subjectPronoun } from '../../src/service/antecedent';
import { hasDanglingOpener } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { subjectWithoutReferent } from '../../src/service/unreferenced';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('subjectWithoutReferent: a second clause\'s pronoun with nothing before it', () => {
  it.each<[string, boolean]>([
    ['Steam lorries replaced the horses in 1921, and she was sold to a breaker the next spring.', true],
    ['Tolls doubled in 1840, and it was closed in 1851.', true],
    ['The barge was rebuilt in 1931, and she carried grain until the war.', false],
    ['Ada Pell kept the lock for forty years, and she retired in 1958.', false],
    ['The two warehouses burned in 1907, and they were never rebuilt.', false],
    ['The mill wheel was replaced, and it still turns on open days.', false],
    // a pronoun opening the sentence is the opener rules' (compose.ts), not this one
    ['She was sold to a breaker the next spring.', false],
  ])('%s → %s', (sentence, dangling) => {
    expect(subjectWithoutReferent(sentence)).toBe(dangling);
  });
});

describe('what a second clause\'s "she" stands for', () => {
  const before = [
    'The Humber keel Ellen Mary was launched at Beverley in 1899.',
    'Her first skipper was the owner himself.',
    'During the 1920s she carried coal from the Aire to the Hull mills.',
  ];
  it('reads back across the sentences that say her, to the name', () => {
    const sentence = 'Steam lorries took the coal trade in the 1930s, and she was laid up in 1938.';
    expect(subjectPronoun(sentence)).toMatchObject({ pronoun: 'she', clause: true });
    expect(antecedentOf(before, sentence)).toBe('the Humber keel Ellen Mary');
  });
  it('never a thing or "nobody", and a "she" opening a sentence keeps the sentences before it', () => {
    expect(antecedentOf(['The complaint was brought in January.'], 'The board met twice, and she was not heard.')).toBeNull();
    expect(antecedentOf(before, 'She was laid up in 1938.')).toBeNull();
    expect(hasDanglingOpener('She was laid up in 1938.')).toBe(true);
  });
});

const KEEL = `# The Humber keel Ellen Mary

The Humber keel Ellen Mary was launched at Beverley in 1899 for a family of grain merchants. Her first skipper was the owner himself.

During the 1920s she carried coal from the Aire to the Hull mills. Her crew of two worked the square sail from the deck.

Steam lorries took the coal trade in the 1930s, and she was laid up at Goole in 1938 and broken up after the war.
`;

describe('the service names what a second clause\'s "she" stands for', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'keel.md': KEEL });
  });
  afterAll(async () => {
    await service.close();
  });
  it('gives the keel\'s name in brackets where the sentence says "she"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When was the keel Ellen Mary laid up?', reasoning_loops: 2 }));
    expect(job.content).toMatch(/and \[the Humber keel Ellen Mary\] was laid up at Goole in 1938/);
    expect(job.content).not.toMatch(/, and she was laid up/);
  });
});
