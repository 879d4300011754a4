// An adjective complement of one of the lightest verbs, before the clause it frames ("make SURE no
// insects survived", "make CERTAIN that …"), frames the question: it scores and is never required, so a
// question whose topic the library covers is answered although no source writes "sure"
// (src/service/frame-words.ts frameReason, concepts.ts conceptsOf). Table tests over the shipped
// WordNet classes, then an answer over the real service on a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, requiredConcepts } from '../../src/service/concepts';
import { frameReason } from '../../src/service/frame-words';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('a light verb\'s adjective complement (table, shipped WordNet classes)', () => {
  it.each<[string, string, string | null]>([
    ['sure', 'How did the beekeepers make sure that no mites survived the winter?', 'light'],
    ['certain', 'How do the bakers make certain the loaves rise evenly?', 'light'],
    ['ready', 'How do the ringers get ready for a full peal?', 'light'],
    // an adjective of its noun stays ("make fine cloth")
    ['fine', 'How does the mill make fine cloth?', null],
    // closing the question, it is what is asked ("hold together?")
    ['together', 'How does a stone arch hold together?', null],
    // a determiner is no complement ("drop every few days")
    ['every', 'Why does the river level drop every few days?', null],
  ])('%s in "%s": %s', (term, question, reason) => {
    expect(frameReason(term, question)).toBe(reason);
  });

  it('"sure" is not required; the topic words are', () => {
    expect(requiredConcepts(conceptsOf('How did the beekeepers make sure that no mites survived the winter?')).map((c) => c.term)).toEqual(['beekeepers', 'mites', 'survived', 'winter']);
  });
});

const DOCUMENTS: Record<string, string> = {
  'apiary-notes.md': `# Winter notes from the Ferrow apiary

Before the hives were closed for the winter, the beekeepers treated every colony with oxalic acid in December, when the colonies have no brood for the mites to hide in.

A second count in February found fewer than one mite per hundred bees in all twelve hives.

The apiary sells its heather honey at the village shop from August.
`,
};

describe('answers over the real service: a light verb\'s complement', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"make sure" holds no part unanswered: the treatment is cited', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How did the beekeepers make sure the mites died?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('oxalic acid');
    expect(job.content).not.toContain('"sure"');
  });
});
