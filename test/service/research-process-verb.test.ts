// "How does <subject> <verb>?" with a general verb ("form", "start", "develop") asks how the process goes:
// the verb frames the question, a source explains the process in its own words (src/service/concepts.ts
// processVerb, conceptsOf). The explanation is cited though it never repeats "form". Table tests, then
// answers over the real service on a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, processVerb, requiredConcepts } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('processVerb (table)', () => {
  it.each<[string, string | null]>([
    ['How does hoarfrost form?', 'form'],
    ['How did the mill fire start?', 'start'],
    ['How does a sand dune form?', 'form'],
    // the last word is an object: a verb comes before it
    ['How do plants use light?', null],
    ['How do I repair a cracked cello top?', null],
    // not a general word
    ['How do geysers erupt?', null],
    // not the how-does shape
    ['Why does hoarfrost form?', null],
    ['How do you start?', null],
  ])('%s → %s', (question, verb) => {
    expect(processVerb(question)).toBe(verb);
  });

  it('the process verb scores but is never required', () => {
    expect(requiredConcepts(conceptsOf('How does hoarfrost form?')).map((c) => c.term)).toEqual(['hoarfrost']);
    expect(conceptsOf('How does hoarfrost form?').find((c) => c.term === 'form')).toMatchObject({ soft: true, frame: true });
  });
});

const DOCUMENTS: Record<string, string> = {
  'hoarfrost.md': `# Hoarfrost

Hoarfrost is a white coating of feathery ice that forms on twigs, fences and grass on cold, clear nights.

On a still night the ground and everything on it lose heat to the open sky. Once a twig is colder than freezing, water vapour in the air touching it turns straight into ice on its surface, without first becoming dew. The crystals then grow outward into long needles, fed by more vapour from the air around them.

Hoarfrost is most common in sheltered valleys in January, and it melts within an hour of direct sun.
`,
};

describe('answers over the real service: a process verb', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"How does hoarfrost form?" cites how the vapour turns to ice, which never says "form"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How does hoarfrost form?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('water vapour in the air touching it turns straight into ice');
  });
});
