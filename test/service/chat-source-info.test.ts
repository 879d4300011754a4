// @vitest-environment node
// "Who wrote source 1?", "When was it published?", "Where does it come from?" (issue #11, chat that
// answers): what a source says of itself (byline.ts: front matter, meta tags, a byline, "prepared
// by …", a dated line), never guessed; and a plain "Thanks!" is not searched as a topic. Table tests
// on the pure reading, then the real service over HTTP with documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { bylineOf } from '../../src/service/byline';
import { chatIntent } from '../../src/service/chat-intent';
import { askChat, createJob, waitForJob, type JobBody, startLibraryService } from './helpers';

describe('what a document says of its author and date (bylineOf)', () => {
  it.each<[string, string, { author: string | null; date: string | null; publisher?: { name: string; from: 'its title' | 'its page' } | null }]>([
    ['front matter', '---\ntitle: Tides\nauthor: Mairi Campbell\ndate: 2025-03-04\n---\n\nThe tide turns.', { author: 'Mairi Campbell', date: '2025-03-04' }],
    ['a byline in italics', '# Ferry keeps running\n\n*By Iona Fraser, Highland Courier*\n\nThe ferry ran.', { author: 'Iona Fraser, Highland Courier', date: null }],
    ['an HTML page', '<html><head><meta name="author" content="Tom Reyes"><meta property="article:published_time" content="2024-11-02"></head><body>Text</body></html>', { author: 'Tom Reyes', date: '2024-11-02' }],
    ['a report prepared by someone, with a dated line', 'Incident summary prepared by the duty harbour master from the radio log.\nPublished 4 March 2025.\nThe ferry ran.', { author: 'the duty harbour master', date: '4 March 2025' }],
    ['nothing said', '# Beach flags\n\nThe lifeguards fly one of three flags each day. By noon the flags change.', { author: null, date: null }],
    // who publishes it: a web page's title after its separator, or its site-name meta tag; a phrase after a dash is no name
    ['a web page titled with its site', '<html><head><title>Route 12 fares | Fenwick Coaches</title></head><body>Fares</body></html>', { author: null, date: null, publisher: { name: 'Fenwick Coaches', from: 'its title' } }],
    ['a site-name meta tag', '<html><head><meta property="og:site_name" content="Skerry Heritage Trust"></head><body>Text</body></html>', { author: null, date: null, publisher: { name: 'Skerry Heritage Trust', from: 'its page' } }],
    ['a title whose dash is part of it', '---\ntitle: Ferries – how the timetable was made\n---\n\nText.', { author: null, date: null, publisher: null }],
    // a credit line of its own near the top, with its role; a declaration made in the first person names its maker
    ['a credit line', 'RIVERSIDE ROWING CLUB\nSpring bulletin\nCompiled by: Hettie Marsh\n\nThe eights raced.', { author: 'Hettie Marsh (compiler)', date: null }],
    ['an editor line', 'Parish Pump\nEditor: Osman Daley\nNews from the parish.', { author: 'Osman Daley (editor)', date: null }],
    ['a first-person declaration', '# Notice of poll\n\nI, Petra Lund, the Clerk to Ashby Parish Council, give notice that a poll will be held.', { author: 'Petra Lund, the Clerk to Ashby Parish Council', date: null }],
    // "editor" inside a sentence is no credit line, and "I" in a quotation is no declaration
    ['an editor named in passing', 'The magazine thanked its editor: Osman Daley retires this year after ten issues.', { author: null, date: null }],
  ])('%s', (_name, raw, byline) => {
    expect(bylineOf(raw)).toEqual({ publisher: null, ...byline });
  });
});

describe('source questions and thanks (chatIntent)', () => {
  it.each([
    ['Who wrote source 1?', { kind: 'source-info', index: 1 }],
    ['When was the second source published?', { kind: 'source-info', index: 2 }],
    ['Where does it come from?', { kind: 'source-info', index: null }],
    ['Who wrote the sources?', { kind: 'source-info', index: null }],
    ['Thanks!', { kind: 'thanks' }],
    ['OK, thank you very much.', { kind: 'thanks' }],
    ['Who wrote the harbour bylaws?', { kind: 'question' }],
  ])('%j → %j', (message, intent) => {
    expect(chatIntent(message)).toEqual(intent);
  });

  // "who made it" with a noun of one source's title: that source's own byline, not a search for "together"
  const titled = [
    { index: 1, title: 'Riverside Rowing Club – spring bulletin' },
    { index: 2, title: 'Notice of poll for Ashby parish' },
  ];
  it.each([
    ['Who put the bulletin together?', { kind: 'source-info', index: 1 }],
    ['And who signed the notice?', { kind: 'source-info', index: 2 }],
    ['Who drew up the notice of poll?', { kind: 'source-info', index: 2 }],
    // not a title's noun, or a noun of no single source: a question for the sources
    ['Who signed the lease?', { kind: 'question' }],
    ['Who won the race?', { kind: 'question' }],
  ])('%j over titled sources → %j', (message, intent) => {
    expect(chatIntent(message, titled)).toEqual(intent);
  });
});

describe('who made a source, asked by its title\'s noun, over the service', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService({
      'rowing-bulletin.txt': 'RIVERSIDE ROWING CLUB\nSpring bulletin\nCompiled by: Hettie Marsh\n\nThe club eight won the Ashby head race on Saturday by eleven seconds. The coxless four came third in the Ashby head race after a late clash of blades.\n',
      'poll-notice.md': '---\ntitle: Notice of poll for Ashby parish\n---\n\n# Notice of poll\n\nI, Petra Lund, the Clerk to Ashby Parish Council, give notice that a poll will be held on 3 June to elect one councillor for the Ashby head ward.\n',
    });
    job = await waitForJob(service, await createJob(service, { query: 'How did the club eight do in the Ashby head race?', reasoning_loops: 1 }));
  });
  afterAll(async () => {
    await service.close();
  });

  it('names the compiler a bulletin credits, not "none of them uses the word together"', async () => {
    const bulletin = job.results.find((r) => /bulletin/i.test(r.title));
    expect(bulletin).toBeDefined();
    const reply = await askChat(service, job.id, 'Who put the bulletin together?');
    expect(reply).toContain('It names its author: Hettie Marsh (compiler).');
    expect(reply).not.toMatch(/together|not in these sources/);
    // that source's own account, no sentence cited as if the source said it
    expect(reply.startsWith(`Source [${bulletin?.citation_index ?? 0}], "${bulletin?.title ?? ''}", is a document in your local library (rowing-bulletin.txt).`)).toBe(true);
    expect(reply.replace(/^Source \[\d+\]/, '')).not.toMatch(/\[\d+\]/);
  });
});

describe('who wrote a source, over the service', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService({
      'ferry-news.md': '# Corran ferry keeps running through the gale\n\n*By Iona Fraser, Highland Courier*\n\nThe Corran ferry kept to its timetable on Tuesday despite the gale. Islanders praised the crew for keeping the Corran crossing open.\n',
      'ferry-log.txt': 'Harbour office log for Tuesday, kept for the harbour board.\nThe Corran ferry left the slip at 07:10 and the Corran crossing took 14 minutes in a swell of half a metre.\n',
    });
    job = await waitForJob(service, await createJob(service, { query: 'How did the Corran crossing go on Tuesday?', reasoning_loops: 1 }));
    expect(job.results).toHaveLength(2);
  });
  afterAll(async () => {
    await service.close();
  });

  it('names the author a source gives, and says so when a source names none; never cites', async () => {
    const news = job.results.find((r) => /gale/.test(r.title))?.citation_index ?? 0;
    const log = job.results.find((r) => /log/i.test(r.title))?.citation_index ?? 0;
    const one = await askChat(service, job.id, `Who wrote source ${news}?`);
    expect(one).toBe(`Source [${news}], "Corran ferry keeps running through the gale", is a document in your local library (ferry-news.md). It names its author: Iona Fraser, Highland Courier. It gives no date.`);
    const all = await askChat(service, job.id, 'Who wrote the sources?');
    expect(all).toContain(`Source [${log}], "${job.results.find((r) => r.citation_index === log)?.title ?? ''}", is a document in your local library (ferry-log.txt). It does not say who wrote it. It gives no date.`);
    expect(all).toContain('It names its author: Iona Fraser');
  });

  it('"Thanks!" gets a short reply, not a search', async () => {
    expect(await askChat(service, job.id, 'Thanks!')).toBe('Glad to help. Ask another follow-up any time, or start a new research job for a new question.');
  });
});
