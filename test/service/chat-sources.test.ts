// @vitest-environment node
// Follow-ups about the sources themselves (issue #11, chat that answers): "What does source 2 say
// about X?" answers from that source alone or says it has nothing on X; "Do the sources agree?" /
// "Compare the two accounts" sets each source's own sentence on the question side by side, and says
// so when the answer rests on one source; "Explain that in plain words" keeps the answer's lead and
// never a sentence whose "it" is missing. Table tests over the pure parts, then the real service
// over HTTP with documents written here.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { chatIntent, plainest } from '../../src/service/chat';
import { askChat, citationMarkers, createJob, startTestService, tempDir, waitForJob, type JobBody } from './helpers';

describe('follow-ups about the sources (chatIntent)', () => {
  it.each([
    ['What does source 2 say about the helicopter?', { kind: 'citation', index: 2, about: 'helicopter' }],
    ['What does the first source say about amputations?', { kind: 'citation', index: 1, about: 'amputations' }],
    ['What does the second article say?', { kind: 'citation', index: 2 }],
    ['Explain citation [3]', { kind: 'citation', index: 3 }],
    ['Do the sources agree on that?', { kind: 'compare-sources' }],
    ['Why do the two reports disagree?', { kind: 'compare-sources' }],
    ['Compare the two accounts.', { kind: 'compare-sources' }],
    ['Do the studies contradict each other?', { kind: 'compare-sources' }],
    // a topic besides the sources: a question for them, not about them
    ['Do otters and urchins differ in size?', { kind: 'question' }],
    ['Compare the reports on flooding in Leeds', { kind: 'question' }],
    ['Did the first ferry leave on time?', { kind: 'question' }],
  ])('%j → %j', (message, intent) => {
    expect(chatIntent(message)).toEqual(intent);
  });
});

describe('the answer in plain words (plainest)', () => {
  const s = (text: string): { text: string; citations: number[] } => ({ text, citations: [1] });
  it('keeps the lead, then the shortest sentences that stand alone, in the answer order', () => {
    const cited = [
      s('In short: The ferry carried 38 passengers on its first crossing.'),
      s('The crossing took fourteen minutes despite a swell of half a metre on the approach to the slip.'),
      s('It has run every day this year.'),
      s('Islanders praised the crew.'),
      s('The operator said that the ramp hydraulics had been serviced overnight by two engineers from the mainland yard.'),
    ];
    expect(plainest(cited, 3).map((c) => c.text)).toEqual([
      'In short: The ferry carried 38 passengers on its first crossing.',
      'The crossing took fourteen minutes despite a swell of half a metre on the approach to the slip.',
      'Islanders praised the crew.',
    ]);
    expect(plainest(cited, 1)).toHaveLength(1);
    expect(plainest([], 3)).toEqual([]);
  });
});

describe('follow-ups about the sources, over the service', () => {
  let service: RunningService;
  let job: JobBody;
  const indexOf = (title: RegExp): number => job.results.find((r) => title.test(r.title))?.citation_index ?? -1;

  beforeAll(async () => {
    const dir = tempDir('quire-chat-sources-library-');
    fs.writeFileSync(path.join(dir, 'ferry-log.txt'), 'Harbour office log for Tuesday 4 March, kept by the duty harbour master.\nThe Corran ferry left the slip at 07:10 with 38 passengers aboard on its first crossing of the day.\nThe crossing took 14 minutes in a swell of half a metre.\nThe ramp hydraulics had been serviced overnight by two engineers from the mainland yard.\n');
    fs.writeFileSync(path.join(dir, 'ferry-news.md'), '# Corran ferry keeps running through the gale\n\nThe Corran ferry kept to its timetable on Tuesday despite the gale. Its first crossing of the day carried 41 passengers, the operator said. Islanders praised the crew for keeping the island connected. The crossing took longer than usual because of the swell.\n');
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
    job = await waitForJob(service, await createJob(service, { query: 'How many passengers did the Corran ferry carry on its first crossing?', reasoning_loops: 2 }));
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What does source N say about X?" answers from that source alone', async () => {
    const log = indexOf(/log/i);
    expect(log).toBeGreaterThan(0);
    const reply = await askChat(service, job.id, `What does source ${log} say about the ramp hydraulics?`);
    expect(reply).toMatch(/serviced overnight by two engineers/);
    expect(new Set(citationMarkers(reply))).toEqual(new Set([log]));
  });

  it('says so when that source has nothing on what is asked, and cites nothing', async () => {
    const reply = await askChat(service, job.id, 'What does the first source say about penguins?');
    // the whole reply is that one line: no sentence of the source is cited for penguins
    expect(reply).toMatch(/^Source \[1\], "[^"]+", says nothing on penguins\.$/);
  });

  it('"Do the sources agree on that?" sets each source\'s own figure side by side', async () => {
    expect(job.results).toHaveLength(2);
    const reply = await askChat(service, job.id, 'Do the sources agree on that?');
    expect(reply).toMatch(/^What each of the 2 sources says/);
    expect(reply).toMatch(/38 passengers[^[]*\[\d\]/);
    expect(reply).toMatch(/41 passengers[^[]*\[\d\]/);
    expect(new Set(citationMarkers(reply))).toEqual(new Set([1, 2]));
  });

  it('on an answer resting on one source, says there is no second account to compare', async () => {
    const single = await waitForJob(service, await createJob(service, { query: 'How did the islanders react to the ferry crew?', reasoning_loops: 1 }));
    expect(single.results).toHaveLength(1);
    const reply = await askChat(service, single.id, 'Compare the two accounts.');
    expect(reply).toMatch(/^This answer rests on one source, so there is no second account in it to compare with/);
    expect(citationMarkers(reply)).toEqual([1]);
  });
});
