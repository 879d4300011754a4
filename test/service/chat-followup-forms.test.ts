// Follow-ups as researchers type them (issue #11 item 5; failure classes of a reviewer's chat set): "How
// come …?" asks why, "By when …?" asks when, politeness and an audience ("for someone who hates numbers")
// are no part of what is asked, "Bullets please" asks for bullets, a table may name its topic, "Do A and B
// agree on <X>?" compares the sources on X, "Write me a poem" is declined even when the research found
// nothing, and a follow-up the job's sources lack names the library document that has it. Table tests of
// the pure pieces, then the real service over documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyFormat } from '../../src/service/chat-followup';
import { chatIntent } from '../../src/service/chat-intent';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('reading a follow-up (pure)', () => {
  it.each([
    ['Say that in plain words for someone who hates numbers.', { plain: true, rest: '' }],
    ['Which three months were busiest? Bullets please.', { bullets: null, rest: 'Which three months were busiest?' }],
    ['Just the numbers, please.', { rest: 'Just the numbers.' }],
  ])('replyFormat(%j)', (message, expected) => {
    const { format, rest } = replyFormat(message);
    expect(rest).toBe(expected.rest);
    if ('plain' in expected) expect(format.plain).toBe(expected.plain);
    if ('bullets' in expected) expect(format.bullets).toBe(expected.bullets);
  });

  it.each([
    ['Put the passenger figures in a table.', { kind: 'table', column: 'figures', about: 'passenger' }],
    ['Do the ferry log and the newspaper agree on how many passengers there were?', { kind: 'compare-sources', about: 'how many passengers there were' }],
    ['Write me a short poem about the harbour.', { kind: 'write', what: 'write' }],
    ['Do the sources agree?', { kind: 'compare-sources' }],
  ])('chatIntent(%j)', (message, intent) => {
    expect(chatIntent(message)).toEqual(intent);
  });
});

const DOCUMENTS: Record<string, string> = {
  'harbour-log.txt':
    'Harbour office log, Tuesday 4 March.\nThe Corran ferry carried 38 passengers on its first crossing, at 07:10.\nThe crossing was delayed by twenty minutes because the ramp hydraulics failed in the cold.\nComments on the new timetable must reach the harbour board by 14 April.\n',
  'ferry-news.md':
    '# Corran ferry keeps running\n\nThe Corran ferry kept to its timetable on Tuesday despite the gale. Its first crossing of the day carried 41 passengers, the operator said.\n',
  'ferry-fares.html': '<html><head><title>Corran ferry fares | Highland Ferries</title></head><body><h1>Corran ferry fares</h1><p>A single ticket for a car on the Corran ferry costs £9.80. Tickets are sold on board.</p></body></html>',
  'harbour-dues.md': '# Harbour dues\n\nA yacht mooring in Corran harbour costs £14 a night in summer. Dues are collected by the harbour master each evening.\n',
};

describe('answers over the real service: follow-ups as typed', () => {
  let service: RunningService;
  let jobId: string;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
    const job = await waitForJob(service, await createJob(service, { query: 'How many passengers did the Corran ferry carry on its first crossing?', reasoning_loops: 2 }));
    expect(job.results.map((r) => r.title).sort()).toEqual(['Corran ferry keeps running', 'harbour log']);
    jobId = job.id;
  });
  afterAll(async () => {
    await service.close();
  });

  it('"How come …?" is answered as a why-question', async () => {
    const reply = await askChat(service, jobId, 'How come the first crossing was late?');
    expect(reply).toMatch(/ramp hydraulics failed[^[]*\[\d\]/);
  });

  it('"By when …?" is answered with the date', async () => {
    const reply = await askChat(service, jobId, 'By when must comments on the timetable be sent?');
    expect(reply.split(/(?<=\]\.)\s/)[0]).toMatch(/14 April/);
  });

  it('"Do A and B agree on <X>?" compares the figures each gives for X', async () => {
    const reply = await askChat(service, jobId, 'Do the log and the newspaper agree on how many passengers there were?');
    expect(reply).toMatch(/they give different figures: .*38 passengers \[\d\].*41 passengers \[\d\]/);
  });

  it('a follow-up the job\'s sources lack names the library document that answers it, and cites nothing', async () => {
    const reply = await askChat(service, jobId, 'How much does a yacht mooring cost?');
    expect(reply).toBe('That is not in this research\'s sources, but your library has a document on it that this research did not use: "Harbour dues". Start a new research job with this question to use it.');
  });

  it('a library document that only shares words with the follow-up is not named: it must state what is asked', async () => {
    const reply = await askChat(service, jobId, 'How much is the harbour master paid?');
    expect(reply).toMatch(/^That is not in these sources: /);
    expect(reply).not.toMatch(/Harbour dues|\[\d\]/);
  });

  it('"Who wrote this page?" over a web page without a byline names the site its title gives, as its title says', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What does a car ticket on the Corran ferry cost?', reasoning_loops: 1 }));
    expect(job.results.map((r) => r.title)).toEqual(['Corran ferry fares | Highland Ferries']);
    const reply = await askChat(service, job.id, 'Who wrote this page?');
    expect(reply).toMatch(/It names no author; its title says it is published by Highland Ferries\./);
  });

  it('"Write me a poem" is declined in one line, also after a research that found nothing', async () => {
    const empty = await waitForJob(service, await createJob(service, { query: 'What do the sources say about volcanoes?', reasoning_loops: 1 }));
    expect(empty.results).toHaveLength(0);
    const reply = await askChat(service, empty.id, 'Write me a short poem about the harbour.');
    expect(reply).toBe("Quire's built-in engine answers only with sentences quoted from your sources, so it does not write new text; ask for a summary, a list, a table or plain words instead.");
  });
});
