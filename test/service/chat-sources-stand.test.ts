// How the sources stand, asked in chat (sources-stand.ts, chat-intent.ts, chat.ts, chat-compare.ts): "Is that still
// true?" is said plainly to be beyond what any source can say of today, with each source's date and the source that
// says it replaces another named the newer; "Which one is right?" says the sources do not say, sets their figures side
// by side and quotes a sentence saying how one counts; "Do they agree?" where no source gives a plain yes or no never
// claims that one does. Table tests, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { asksStillTrue, asksWhichRight, saysHowCounted, saysReplaces } from '../../src/service/sources-stand';
import { chatIntent } from '../../src/service/chat-intent';
import { agreementLine } from '../../src/service/chat-compare';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('asked whether it still holds (asksStillTrue)', () => {
  it.each<[string, boolean]>([
    ['Is that still true?', true],
    ['is this still the case', true],
    ['Has that changed since?', true],
    ['Is it out of date?', true],
    ['Does that still apply?', true],
    ['Is the ferry still running?', false],
    ['Is that true?', false],
  ])('%s', (message, expected) => {
    expect(asksStillTrue(message)).toBe(expected);
  });
});

describe('asked which source is right (asksWhichRight)', () => {
  it.each<[string, boolean]>([
    ['Which one is right?', true],
    ['Which figure is correct?', true],
    ['Who is right?', true],
    ['Which should I believe?', true],
    ['Which of them is more accurate?', true],
    ['Which bus is right for the station?', false],
    ['Which one is cheaper?', false],
  ])('%s', (message, expected) => {
    expect(asksWhichRight(message)).toBe(expected);
  });
  it('are read as intents before anything else of their words', () => {
    expect(chatIntent('Is that still true?')).toEqual({ kind: 'recency', stillTrue: true });
    expect(chatIntent('Which one is right?')).toEqual({ kind: 'compare-sources', right: true });
  });
});

describe('sentences that say a document is newer, or how a figure was counted', () => {
  it.each<[string, boolean]>([
    ['This leaflet replaces the 2021 edition.', true],
    ['The previous guidance on nest boxes no longer applies.', true],
    ['The new bridge replaced a ford.', true],
    ['The hall opens at nine.', false],
  ])('saysReplaces: %s', (sentence, expected) => {
    expect(saysReplaces(sentence)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['Our total includes 40 volunteers who walked only part of the route.', true],
    ['The figure is based on 12 sample counts.', true],
    ['We count everyone who crossed the line.', false],
    ['312 walkers set out at dawn.', false],
  ])('saysHowCounted: %s', (sentence, expected) => {
    expect(saysHowCounted(sentence)).toBe(expected);
  });
});

describe('agreement where no source takes a side (agreementLine)', () => {
  it('never says one does', () => {
    const line = agreementLine('Is the lake safe to swim in?', [
      { title: 'Council notice', verdict: 'unstated' },
      { title: 'Swimmers club page', verdict: 'unstated' },
    ]);
    expect(line).not.toMatch(/only one source takes a side/);
    expect(line).toMatch(/none of the 2 sources gives a plain yes or no/);
  });
});

describe('the service answers how its sources stand', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'library-hours-2022.md': ['# Ashby library opening hours (2022)', '', 'The library opens at 9:30 on weekdays and closes at 17:00.', '', 'Loans last three weeks.', ''].join('\n'),
      'library-hours-2025.md': ['# Ashby library opening hours (updated June 2025)', '', 'This page replaces our 2022 opening hours.', '', 'From July 2025 the library opens at 9:00 on weekdays and closes at 18:00.', '', 'Loans last four weeks.', ''].join('\n'),
      'walk-news.md': ['# Charity walk raises record sum – Ashby Courier', '', 'A record 412 walkers completed the Ashby charity walk on Saturday.', '', 'The route follows the canal towpath to Moira.', ''].join('\n'),
      'walk-report.md': ['# Ashby charity walk: organisers\' report', '', 'In all, 468 walkers completed the Ashby charity walk this year.', '', 'Our total includes 56 walkers who joined at the halfway point at Moira.', ''].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Is that still true?": not claimed, the dates given, and the page that replaces the other named the newer', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What time does Ashby library open on weekdays?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Is that still true?');
    expect(reply).toMatch(/^Your sources cannot say whether this is still true today/);
    expect(reply).toMatch(/replaces or updates earlier information, so it is the newer account/);
    expect(reply).toMatch(/This page replaces .*2022 opening hours/);
    expect(reply).not.toMatch(/not in these sources/);
  });

  it('"Which one is right?": not judged, both figures, and how the organisers count', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How many walkers completed the Ashby charity walk?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Which one is right?');
    expect(reply).toMatch(/^Your sources do not say which of them is right/);
    expect(reply).toMatch(/412 walkers/);
    expect(reply).toMatch(/468 walkers/);
    expect(reply).toMatch(/includes 56 walkers who joined at the halfway point/);
  });
});
