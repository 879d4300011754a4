// A reply that only shares words with its follow-up (src/service/follow-up-shared.ts): where the follow-up names a
// thing no source names and no cited sentence names any of its own words, it is not in these sources, said plainly
// and uncited; a yes or a no is read on its own line. Table tests over readFollowUp's reading, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFollowUp } from '../../src/service/chat-context';
import { stemsOf } from '../../src/service/concepts';
import { answersYesOrNo, inAskingClause, inClaim, unsharedThings } from '../../src/service/follow-up-shared';
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
    expect(unsharedThings(reading, cite(lines), followUp).map((c) => c.term)).toEqual(expected);
  });
});

describe('a yes or a no rests on its own line (pure but for the lexicon)', () => {
  const lines = (texts: string[]): { text: string; citations: number[] }[] => texts.map((text) => ({ text, citations: [1] }));
  it.each<[string, string[], string[]]>([
    // a verdict on a sentence naming none of the follow-up's own words: a later line naming "buses" is no ground for it
    ['Did teachers like the buses?', [`Your sources point to yes: ${TRIAL[1] ?? ''}`, TRIAL[3] ?? ''], ['teachers']],
    // the verdict's own line names the follow-up's word ("buses"): it stands
    ['Did teachers like the buses?', [`Your sources point to no: ${TRIAL[3] ?? ''}`, TRIAL[1] ?? ''], []],
    // no verdict withheld: no sentence states the claim, and the thing it names ("teachers") is in no source, whatever
    // other words of the follow-up ("buses") the lines after it share (h32k: "Can I take my dog on the cable car?")
    ['Did teachers like the buses?', [`Your sources do not say this outright; what they say: ${TRIAL[1] ?? ''}`, TRIAL[3] ?? ''], ['teachers']],
    // withheld, nothing absent: the lines stand
    ['Did the buses cost money?', [`Your sources do not say this outright; what they say: ${TRIAL[3] ?? ''}`], []],
  ])('%j over %j → %j', (followUp, texts, expected) => {
    const reading = readFollowUp(followUp, RESEARCH, stemsOf(TRIAL.join('\n')));
    expect(unsharedThings(reading, lines(texts), followUp).map((c) => c.term)).toEqual(expected);
  });

  it.each<[string[], boolean]>([
    [['Your sources point to yes: The academy will continue the later start.'], true],
    [['On "the buses", your sources point to no: Buses had to be rescheduled.'], true],
    [['Of the two, your sources point to the later start: It helped.'], true],
    [['None of your sources uses the word "vans"; the answer below covers the rest.', 'Your sources do not say this outright; what they say: It helped.'], true],
    [['In short: Pupils slept on average 43 minutes longer.'], false],
    [['The main reason your sources give: Buses had to be rescheduled.'], false],
  ])('answersYesOrNo(%j) → %j', (texts, expected) => {
    expect(answersYesOrNo(texts.map((text) => ({ text, citations: [1] })))).toBe(expected);
  });
});

describe('inClaim: a word of the claim a follow-up asks, read from its structure (pure)', () => {
  it.each<[string, string, boolean]>([
    ['dog', 'Can I take my dog on the cable car?', true],
    ['park', 'is there going to be a park and ride in Hollins to make up for it?', true],
    ['law', 'is it against the law to block up a swift nest when doing building work?', true],
    // the asker's story before the question
    ['kids', 'my kids get the bus to Hollins Academy, are they losing their school bus too?', false],
    // the place the act is set, ending the question
    ['veg', 'Am I still allowed to run a sprinkler or a drip hose on the veg patch?', false],
    ['patch', 'Am I still allowed to run a sprinkler or a drip hose on the veg patch?', false],
    // not in the follow-up at all
    ['teachers', 'Did the buses cost money?', false],
  ])('%j in %j → %j', (term, followUp, expected) => {
    expect(inClaim(term, followUp)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['electric wheelchair', "she's in an electric wheelchair, can she still use it?", false],
    ['odd shift', 'I could do the odd shift - how do I sign up to help?', false],
    ['general election', 'Who won the last general election?', true],
    ['general election', 'What happened at the general election?', true],
  ])('inAskingClause(%j, %j) → %j', (phrase, followUp, expected) => {
    expect(inAskingClause(phrase, followUp)).toBe(expected);
  });

  it('a withheld yes or no keeps its lines where the only thing no source names is set apart from the claim', () => {
    const followUp = 'The teachers complained, did the buses cost money?';
    const reading = readFollowUp(followUp, RESEARCH, stemsOf(TRIAL.join('\n')));
    const reply = [{ text: `Your sources do not say this outright; what they say: ${TRIAL[3] ?? ''}`, citations: [1] }];
    // (the story-clause rule sets "teachers" apart; a cited line names "buses", so the older rule keeps the reply)
    expect(unsharedThings(reading, reply, followUp)).toEqual([]);
    expect(unsharedThings(reading, reply, 'Did the teachers like it?').map((c) => c.term)).toEqual(['teachers']);
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
