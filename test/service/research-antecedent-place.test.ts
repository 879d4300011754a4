// A subject pronoun's referent read past a place after the subject and a longer opening phrase
// (src/service/antecedent.ts): "The lighthouse on Skerry Point has…. It was built in 1874 by…" → "[The
// lighthouse] was built in 1874 by…", which can then lead on its own; "At over three hundred metres long it
// was…" after "The first Skerry Bridge carried…" → "[the first Skerry Bridge]" ("the first" before a name
// names it; alone it refers back). The sentences, documents and questions are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { antecedentOf, subjectPhrase, subjectPronoun } from '../../src/service/antecedent';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('subjectPhrase: a place after the subject, and "the first" before a name (table)', () => {
  it.each<[string, string | null]>([
    ['The lighthouse on Skerry Point has a lens made in Paris.', 'the lighthouse'],
    ['The ferry at the north pier leaves at noon.', 'the ferry'],
    ['The school in the old mill above the village was closed in 1961.', 'the school'],
    ['The lighthouse on Skerry Point, which is white, has a lens.', null], // a comma: given up
    ['The first Skerry Bridge carried the railway over the sound.', 'the first Skerry Bridge'],
    ['The first was built in 1820.', null], // "the first" alone refers back
    ['The same lighthouse has a lens.', null],
  ])('%j → %j', (sentence, phrase) => {
    expect(subjectPhrase(sentence)?.phrase ?? null).toBe(phrase);
  });
});

describe('subjectPronoun: an opening phrase of up to five words after a preposition (table)', () => {
  it.each<[string, boolean]>([
    ['At nearly 300 metres long it was the longest bridge in the county.', true],
    ['In the winter of 1879 it fell into the sound.', true],
    ['In 1879 it fell.', true],
    ['Under the new timetable of the summer season they sail hourly.', false], // six words: too far
    ['Two families of Skerry fishermen ran it.', false],
  ])('%j → %s', (sentence, found) => {
    expect(subjectPronoun(sentence) !== null).toBe(found);
  });
  it('the pronoun after a long opening stands for the first Skerry Bridge', () => {
    expect(antecedentOf(['The first Skerry Bridge carried the railway over the sound.'], 'At nearly 300 metres long it was the longest bridge in the county.')).toBe('the first Skerry Bridge');
  });
});

const LIGHT = `# Skerry Point light

The lighthouse on Skerry Point has a lens made in Paris and a range of 18 nautical miles. It was built in 1874 by the engineer Ada Lorne, and its light was first lit in the spring of 1875.

The keepers left in 1989, when the light was automated.
`;

describe('over the real service: the sentence whose "It" is the subject leads on its own', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'skerry-point-light.md': LIGHT });
  });
  afterAll(async () => {
    await service.close();
  });
  it('Who built the lighthouse on Skerry Point?', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Who built the lighthouse on Skerry Point?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/^[^\n]*: \[The lighthouse\] was built in 1874 by the engineer Ada Lorne/m);
  });
});
