// Notes that stay true in their context and name only topic words (src/service/notes.ts
// notesWithoutCitations, function-words.ts isFunctionLike, concepts.ts conceptsOf, compose.ts): with
// nothing cited, no note speaks of "the sources cited below" or "the answer below"; pronoun-like
// words ("others", "someone", "else") are never required and never named in a gap note. The
// sentences and documents are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, requiredConcepts } from '../../src/service/concepts';
import { isFunctionLike } from '../../src/service/function-words';
import { claimsCitations, notesWithoutCitations } from '../../src/service/notes';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('notesWithoutCitations and isFunctionLike (pure)', () => {
  it.each([
    ['None of the sources cited below uses the word "depth"; the answer covers the rest of the question.', 'None of the sources Quire found for the rest of the question uses the word "depth".'],
    ['None of your sources uses the word "depth"; the answer below covers the rest of the question.', 'None of your sources uses the word "depth".'],
    ['The sources cited below discuss canals and locks; none of them uses the word "tolls".', 'The sources Quire found for the rest of the question discuss canals and locks; none of them uses the word "tolls".'],
    ['None of your sources uses the word "tolls".', 'None of your sources uses the word "tolls".'],
  ])('%j → %j', (note, expected) => {
    const [rewritten] = notesWithoutCitations([note]);
    expect(rewritten).toBe(expected);
    expect(claimsCitations(rewritten ?? '')).toBe(false);
  });
  it.each([
    ['others', true],
    ['someone', true],
    ['anything', true],
    ['everywhere', true],
    ['else', true],
    ['otters', false],
    ['bones', false],
    ['somerset', false],
    ['nothingness', false],
  ])('isFunctionLike(%j) → %s', (word, expected) => {
    expect(isFunctionLike(word)).toBe(expected);
  });
  it('a question\'s pronoun-like words are not required concepts', () => {
    const crows = requiredConcepts(conceptsOf('How do crows warn others about hawks?')).map((c) => c.term);
    expect(crows).toEqual(expect.arrayContaining(['crows', 'hawks']));
    expect(crows).not.toContain('others');
    const goldfish = requiredConcepts(conceptsOf('Can someone else feed my goldfish?')).map((c) => c.term);
    expect(goldfish).toContain('goldfish');
    expect(goldfish).not.toEqual(expect.arrayContaining(['someone']));
    expect(goldfish).not.toContain('else');
  });
});

const DOCUMENTS: Record<string, string> = {
  'flamingo.md': `# Flamingo feathers

## Colour

- Pink.
- Salmon red.
`,
  'lighthouse.md': `# The Old Lighthouse

The old lighthouse on the headland was built of granite in 1859. The lamp was first lit in the spring of 1860.
`,
  'ants.md': `# How Ants Share News of Food

A forager ant that finds food lays a scent trail on the way back to the nest. Nestmates follow the trail to the food, and each ant that returns with food strengthens the trail.
`,
};

describe('answers over the real service: notes true in context, topic words only', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('with nothing cited, no note speaks of sources cited below or an answer below', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What colour are flamingo feathers, and how tall is the lighthouse?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toHaveLength(0);
    expect(job.content).not.toMatch(/\[\d+\]/);
    expect(claimsCitations(job.content ?? '')).toBe(false);
    expect(job.content).toContain('"tall"');
  });

  it('"others" and "someone else" are never named as missing words', async () => {
    for (const query of ['How do ants tell others where food is?', 'Can someone else follow an ant\'s trail to food?']) {
      const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
      expect(job.status).toBe('completed');
      expect(job.content).toContain('lays a scent trail');
      expect(job.content).not.toMatch(/uses? the words? [^.]*"(?:others|someone|else)"/);
    }
  });
});
