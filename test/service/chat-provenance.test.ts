// @vitest-environment node
// "Who says so?", "Where did you get that?" (issue #11, chat that answers; a researcher checks a claim before using
// it): the follow-up asks where the last reply's claim comes from, so the reply names the sources that reply cited,
// each described as its own byline states it, instead of "please ask a question with at least one searchable word".
// Table tests on the pure reading (chat-provenance.ts), then the real service over HTTP with documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { asksProvenance, citedIndexes, provenanceLines } from '../../src/service/chat-provenance';
import { chatIntent } from '../../src/service/chat-intent';
import { askChat, createJob, waitForJob, type JobBody, startLibraryService } from './helpers';

describe('a follow-up that asks where the last claim comes from (asksProvenance)', () => {
  it.each([
    ['Who says so?', true],
    ['Says who?', true],
    ['And which source says that?', true],
    ['What source said this?', true],
    ['Where did you get that from?', true],
    ['Where is that from?', true],
    ['Where does it say that?', true],
    ['According to whom?', true],
    ['How do you know?', true],
    ['Hmm, how do you know that?', true],
    ["What's the source for that?", true],
    ['Source?', true],
    ['Citation needed.', true],
    ['Is there any evidence for that?', true],
    ['Who told you that?', true],
    // a topic of its own: a question for the sources, or another intent
    ['Who says decaf has no caffeine?', false],
    ['Which source says the most?', false],
    ['Where does it come from?', false],
    ['How do you know when a battery is full?', false],
    ['Who was?', false],
    ['Where do otters live?', false],
  ])('%j → %s', (message, asked) => {
    expect(asksProvenance(message)).toBe(asked);
  });

  it('is its own intent, before a search for words', () => {
    expect(chatIntent('Who says so?')).toEqual({ kind: 'provenance' });
    expect(chatIntent('Which source says the most?')).toEqual({ kind: 'most-cited' });
    expect(chatIntent('Who wrote source 1?')).toEqual({ kind: 'source-info', index: 1 });
  });
});

describe('which sources a reply rests on (citedIndexes, provenanceLines)', () => {
  it.each([
    ['One claim [2]. Another [1][2].', [2, 1]],
    ['No citation here.', []],
    ['In short: x [3]. y [3].', [3]],
  ])('%j → %j', (reply, indexes) => {
    expect(citedIndexes(reply)).toEqual(indexes);
  });

  const sources = [
    { citation_index: 1, title: 'Decaf basics', url: 'https://library.quire.local/decaf.md' },
    { citation_index: 2, title: 'Sleep study', url: 'https://example.org/sleep' },
  ];
  const byline = (s: { citation_index: number }): { author: string | null; date: string | null } => (s.citation_index === 2 ? { author: 'Ana Ruiz', date: '2024-05-01' } : { author: null, date: null });

  it('names only the sources the last reply cited, in its order, each as it describes itself', () => {
    expect(provenanceLines('Most decaf has 2 to 15 mg [2].', false, sources, byline).map((l) => l.text)).toEqual([
      'The last reply rests on one source:',
      '- Source [2], "Sleep study", is a document in your local library that gives its address as https://example.org/sleep. It names its author: Ana Ruiz. It is dated 2024-05-01.',
    ]);
    expect(provenanceLines('A [2]. B [1].', true, sources, byline)[0]?.text).toBe("The answer's opening point rests on 2 sources:");
  });

  it('says a refusal rests on no source, and cites nothing', () => {
    expect(provenanceLines('None of your sources mentions cancer.', false, sources, byline)).toEqual([{ text: 'The last reply cites no source: it says what the sources do not cover, so no document stands behind it.', citations: [] }]);
  });
});

describe('"Who says so?" over the service', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService({
      'ferry-news.md': '# Corran ferry keeps running through the gale\n\n*By Iona Fraser, Highland Courier*\n\nThe Corran ferry kept to its timetable on Tuesday despite the gale. Islanders praised the crew for keeping the Corran crossing open.\n',
      'ferry-log.txt': 'Harbour office log for Tuesday, kept for the harbour board.\nThe Corran ferry left the slip at 07:10 and the Corran crossing took 14 minutes in a swell of half a metre.\n',
    });
    job = await waitForJob(service, await createJob(service, { query: 'Did the Corran ferry keep to its timetable in the gale on Tuesday?', reasoning_loops: 1 }));
    expect(job.results.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await service.close();
  });

  it("names the source behind the answer's opening point, then behind the last reply", async () => {
    const news = job.results.find((r) => /gale/.test(r.title));
    expect(news).toBeDefined();
    const first = await askChat(service, job.id, 'Who says so?');
    expect(first).toMatch(/^The answer's opening point rests on/);
    expect(first).toContain(`Source [${news?.citation_index ?? 0}], "Corran ferry keeps running through the gale", is a document in your local library (ferry-news.md). It names its author: Iona Fraser, Highland Courier.`);
    expect(first).not.toMatch(/searchable word/);
    const reply = await askChat(service, job.id, 'Who praised the crew?');
    expect(reply).toContain('Islanders praised the crew');
    const second = await askChat(service, job.id, 'Where did you get that from?');
    expect(second).toMatch(/^The last reply rests on one source:/);
    expect(second).toContain(`Source [${news?.citation_index ?? 0}]`);
    expect(second).toContain('(ferry-news.md)');
  });
});
