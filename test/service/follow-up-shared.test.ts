// A reply that only shares words with its follow-up (src/service/follow-up-shared.ts): where the follow-up names a
// thing no source names and no cited sentence names any of its own words, it is not in these sources, said plainly
// and uncited. Table tests over readFollowUp's reading, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFollowUp } from '../../src/service/chat-context';
import { stemsOf } from '../../src/service/concepts';
import { unsharedThings } from '../../src/service/follow-up-shared';
import type { RunningService } from '../../src/service/server';
import { askChat, citationMarkers, createJob, startLibraryService, waitForJob } from './helpers';

const TRIAL = [
  'In the autumn term Ravensworth Academy moved the start of the school day for pupils aged 13 to 16 from 8.30am to 9.45am.',
  'The academy will continue the later start for another year.',
  'Reported daytime sleepiness fell among pupils.',
  'Buses had to be rescheduled, which cost the school £18,000 for the term.',
];
const RESEARCH = 'Did the later school start at Ravensworth help pupils?';
const cite = (texts: string[]): { text: string; citations: number[] }[] => texts.map((text) => ({ text, citations: [1] }));

describe('unsharedThings (pure but for the lexicon)', () => {
  it.each<[string, string[], string[]]>([
    // the cited sentences share the research's words only: the thing no source names is named
    ['Did teachers like the later start?', [TRIAL[1] ?? '', TRIAL[0] ?? ''], ['teachers']],
    // a cited sentence names the follow-up's own word ("buses"): answered
    ['Did the buses cost money?', [TRIAL[3] ?? ''], []],
    // nothing absent: every word is the sources'
    ['Did sleepiness fall?', [TRIAL[2] ?? ''], []],
    // a word no source uses that is no thing (a manner) is left to the reply
    ['Did pupils feel happier?', [TRIAL[2] ?? ''], []],
    // a reply citing nothing is no reply that shares words
    ['Did teachers like the later start?', [], []],
  ])('%j over %j → %j', (followUp, lines, expected) => {
    const reading = readFollowUp(followUp, RESEARCH, stemsOf(TRIAL.join('\n')));
    expect(unsharedThings(reading, cite(lines)).map((c) => c.term)).toEqual(expected);
  });
});

const DOCUMENTS: Record<string, string> = {
  'trial.md': `---
title: Later school start trial
---
# Later school start trial: the results

In the autumn term of 2023 Ravensworth Academy moved the start of the school day for pupils aged 13 to 16 from 8.30am to 9.45am.

Pupils slept on average 43 minutes longer during the trial. Unauthorised absence fell from 4.1 percent to 2.9 percent of sessions.

Buses had to be rescheduled, which cost the school £18,000 for the term. The academy will continue the later start for another year.
`,
};

describe('a reply that only shares words, through the real service', () => {
  let service: RunningService;
  let jobId = '';
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
    jobId = (await waitForJob(service, await createJob(service, { query: RESEARCH, reasoning_loops: 1 }))).id;
  });
  afterAll(async () => {
    await service.close();
  });

  it('is said plainly, uncited, naming the thing no source names', async () => {
    const reply = await askChat(service, jobId, 'Did teachers like the later start?');
    expect(reply).toMatch(/not in these sources/);
    expect(reply).toMatch(/"teachers"/);
    expect(citationMarkers(reply)).toEqual([]);
  });

  it('a follow-up whose own word a source names is still answered', async () => {
    const reply = await askChat(service, jobId, 'How much did the buses cost?');
    expect(reply).toMatch(/18,000/);
  });
});
