// A how-many follow-up whose count the sources do not give (src/service/follow-up-count.ts): said plainly and uncited
// where the sources name what is counted, no figure is bound to what the follow-up says of it, and a word of that is in
// none of them; a count given, or a follow-up whose words the sources all use, is left to the reply. Table tests, then
// the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countNotGiven } from '../../src/service/follow-up-count';
import type { RunningService } from '../../src/service/server';
import { askChat, citationMarkers, createJob, startLibraryService, waitForJob } from './helpers';

const WALLS = [
  'The Dry Stone Walling Association, founded in 1968, runs a certification scheme for wallers with four levels, from Initial to Master Craftsman.',
  'A skilled waller can build about three metres of wall a day.',
];

describe('a count not given (pure but for the tables)', () => {
  it.each<[string, string[], boolean]>([
    ['How many wallers hold the top grade?', WALLS, true],
    ['How many wallers are certified?', [...WALLS, 'Some 1,200 wallers are certified.'], false],
    ['How many levels does the scheme have?', WALLS, false],
    ['How many masons hold the top grade?', WALLS, false], // the counted thing is named nowhere: left to the coverage
    ['What is a throughstone?', WALLS, false],
  ])('countNotGiven(%j) says so: %j', (followUp, sentences, said) => {
    const statement = countNotGiven(followUp, sentences);
    expect(statement !== null).toBe(said);
    if (statement) expect(statement).toMatch(/^Your sources do not give a number for "How many/);
  });
});

const DOCUMENTS: Record<string, string> = {
  'walls.md': `---
title: Dry stone walls
---
Dry stone walls are built without mortar. The wall stands because of the weight of the stones and the friction between them.
The Dry Stone Walling Association, founded in 1968, runs a certification scheme for wallers with four levels, from Initial to Master Craftsman.
A skilled waller can build about three metres of wall a day.
`,
};

describe('a count not given, through the real service', () => {
  let service: RunningService;
  let jobId = '';
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
    jobId = (await waitForJob(service, await createJob(service, { query: 'Who certifies dry stone wallers?', reasoning_loops: 1 }))).id;
  });
  afterAll(async () => {
    await service.close();
  });

  it('is said plainly, uncited, never the scheme sentence', async () => {
    const reply = await askChat(service, jobId, 'How many wallers hold the top grade?');
    expect(reply).toMatch(/do not give a number/);
    expect(citationMarkers(reply)).toEqual([]);
  });
});
