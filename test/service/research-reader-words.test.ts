// @vitest-environment node
// A research question is not refused over the words that frame it (issue #11; frame-words.ts): "how QUICKLY" (the
// manner a how-question measures, which a source states as a rate) and an -ing form of one of the lightest verbs with
// a particle ("is the club GETTING through") are frame, so the question's topic words decide, and a third of them may
// still be missing with a note. Research questions of my own over documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lightVerbObject } from '../../src/service/frame-words';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const CANAL = `# Bellmoor Canal: restoration report 2025

The Bellmoor Canal runs 14 miles from Addingham Basin to the River Wharle. The Trust has been restoring it since 2016, and by September 2025 nine of its twelve locks were working again.

## The Shawcross tunnel
The Shawcross tunnel carries the canal under Shawcross Hill. It is 412 metres long and was reopened in May 2025 after volunteers spent two winters removing silt and fallen brickwork from it.

## Money
The restoration is paid for by a grant of £2.4 million from the National Waterways Fund and by the Trust's own members.
`;

const ORCHARD = `# Fenwick Community Orchard: questions we are often asked

**Who looks after the trees?**
A team of eleven volunteers led by our orchard keeper, Mairead Collins, prunes the trees every January and mows the grass twice a year.

**When is the apple harvest?**
Most of our 60 trees are picked from late August to mid October, about four trees a day.
`;

describe('what a light verb read as frame acts on (lightVerbObject, table)', () => {
  it.each([
    ['How quickly is the herbarium getting through its digitisation backlog?', ['digitisation', 'backlog']],
    ['How is the club getting along with the new pavilion?', ['new', 'pavilion']],
    ['Why is the pool closing in March?', []], // "in" before a date: a preposition, no particle
    ['Did the thatcher have to turn down jobs last winter?', ['jobs']],
    ['How quickly is the moss spreading?', []],
  ] as const)('%j → %j', (question, object) => {
    expect(lightVerbObject(question)).toEqual(object);
  });
});

describe("research questions framed by the reader's words (real service)", () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'bellmoor-canal.md': CANAL, 'orchard-faq.md': ORCHARD });
  });
  afterAll(async () => {
    await service.close();
  });

  // VARIANTS: on main 3 of 8 of my wordings were answered; these four were refused over "quickly", "getting",
  // "steadily", "efficiently" (with "keeping"/"top"), and now are answered, the words no source uses named in a note
  it.each([
    'How quickly is the canal trust getting through its restoration programme?',
    'How steadily are the Bellmoor locks being brought back into use?',
    'How efficiently is the Fenwick orchard team keeping on top of its harvest?',
    'How fast are the orchard volunteers getting through the pruning each winter?',
  ])('%j is answered from its sources', async (query) => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results.length).toBeGreaterThan(0);
    expect(job.content ?? '').not.toMatch(/To research this, add documents/);
  });

  it('a question whose topic no source covers is still refused, citing nothing', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How quickly is the canal trust getting through its otter survey?', reasoning_loops: 1 }));
    expect(job.results).toEqual([]);
    expect(job.content ?? '').toMatch(/otter/);
  });
});
