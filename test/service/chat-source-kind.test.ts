// @vitest-environment node
// A source named by what it is (src/service/chat-source-kind.ts, chat.ts; issue #11 item 5): "the FAQ", "the
// spreadsheet", "the news piece", "the minutes", "the leaflet" name a source by its format and structure (a CSV
// file, question headings, a dateline or byline, a "Present:" line) or by its title words; the follow-up is then
// answered over that source alone, never refused for the words "FAQ" or "paper", and a kind none of the research's
// sources is points to the library's document of that kind. Table tests of the pure decisions, then the real service
// over documents written for this test (a village hall: its FAQ, a local paper's report, its bookings as a CSV, the
// committee's minutes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindNamed, kindsOf, sourceReference, sourcesNamed } from '../../src/service/chat-source-kind';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const HALL: Record<string, string> = {
  'hall-faq.md': `---
title: Oxley Village Hall: your questions
---
# Oxley Village Hall: your questions

## How much does it cost to hire the main room?
The main room costs £18 an hour on weekdays and £25 an hour at weekends.

## Is there parking?
There are twelve spaces behind the hall, two of them for blue badge holders.

## Can we serve alcohol?
Only with a temporary event notice from the district council, applied for at least ten working days ahead.
`,
  'hall-report.txt': `OXLEY COURIER, Thursday 2 October 2025

New roof for village hall after storm damage

By Dafydd Rhys

Oxley Village Hall will close for six weeks from 3 November while its roof is replaced. The storm in February lifted forty slates and let water into the main room.

The work will cost £58,000, of which £40,000 comes from the insurer and the rest from the hall's reserves, said the treasurer, Nia Blake.
`,
  'hall-bookings.csv': `month,room,bookings,hours
July,main hall,41,96
August,main hall,35,80
September,main hall,52,131
`,
  'hall-minutes.md': `---
title: Oxley Village Hall committee, 9 September 2025
---
Present: R. Hale (chair), N. Blake (treasurer), S. Idris.

1. Roof. The committee accepted the quote from Marsh Roofing for the new roof.
2. Hire charges. The weekend rate will rise to £28 an hour from January.
`,
};

describe('the kind of a document by its format and structure (kindsOf)', () => {
  it.each([
    ['hall-faq.md', ['faq']],
    ['hall-report.txt', ['news']],
    ['hall-bookings.csv', ['table']],
    ['hall-minutes.md', ['minutes']],
  ] as const)('%s → %j', (name, kinds) => {
    const raw = HALL[name] ?? '';
    const title = /^title:\s*(.+)$/m.exec(raw)?.[1] ?? name;
    expect(kindsOf({ title, url: `https://library.quire.local/${name}`, raw, rawFormat: name.split('.').pop() ?? '' })).toEqual(kinds);
  });
});

describe('where a follow-up names a source, and what is left to ask (sourceReference, kindNamed)', () => {
  it.each([
    ['What does the FAQ say about parking?', { rest: 'What about parking?', name: 'FAQ', kind: 'faq', made: false }],
    ['Which month had the most bookings in the spreadsheet?', { rest: 'Which month had the most bookings?', name: 'spreadsheet', kind: 'table', made: false }],
    ['According to the local paper, who paid for the roof?', { rest: 'who paid for the roof?', name: 'local paper', kind: 'news', made: false }],
    ['What did the minutes say?', { rest: '', name: 'minutes', kind: 'minutes', made: false }],
    ['Who put out the FAQ?', { rest: '', name: 'FAQ', kind: 'faq', made: true }],
    ['What does the leaflet say about parking?', { rest: 'What about parking?', name: 'leaflet', kind: null, made: false }],
    ['How many spaces are in the car park?', null],
    ['What happens in the winter?', null],
  ] as const)('%j → %j', (message, reference) => {
    expect(sourceReference(message)).toEqual(reference);
  });

  it.each([
    ['news piece', 'news'],
    ['local paper', 'news'],
    ['spreadsheet', 'table'],
    ['meeting', 'minutes'],
    ['leaflet', null],
  ] as const)('kindNamed(%j) = %j', (name, kind) => {
    expect(kindNamed(name)).toBe(kind);
  });

  it('a reference without a kind names the sources whose title has its words', () => {
    const sources = [
      { title: 'Oxley Village Hall: hire leaflet', kinds: [] },
      { title: 'Oxley Courier', kinds: ['news' as const] },
    ];
    expect(sourcesNamed({ rest: '', name: 'leaflet', kind: null, made: false }, sources).map((s) => s.title)).toEqual(['Oxley Village Hall: hire leaflet']);
    expect(sourcesNamed({ rest: '', name: 'paper', kind: 'news', made: false }, sources).map((s) => s.title)).toEqual(['Oxley Courier']);
    expect(sourcesNamed({ rest: '', name: 'brochure', kind: null, made: false }, sources)).toEqual([]);
  });
});

describe('sources named by their kind, over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(HALL);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What does the local paper say it will cost?": the report\'s own figure, not refused for "paper"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why is Oxley Village Hall closing in November?', reasoning_loops: 1 }));
    const report = job.results.find((r) => /COURIER/.test(r.title));
    expect(report).toBeDefined();
    const reply = await askChat(service, job.id, 'What does the local paper say the roof will cost?');
    expect(reply).toMatch(/£58,000/);
    expect(reply).not.toMatch(/uses the word/);
    expect(reply).toMatch(new RegExp(`\\[${report?.citation_index ?? 0}\\]`));
  });

  it('"Who put out the FAQ?" over a job that cites the FAQ: that source\'s own account of itself', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much does it cost to hire the main room at Oxley Village Hall?', reasoning_loops: 1 }));
    const faq = job.results.find((r) => /your questions/.test(r.title));
    expect(faq).toBeDefined();
    const reply = await askChat(service, job.id, 'Who put out the FAQ?');
    expect(reply).toMatch(new RegExp(`^Source \\[${faq?.citation_index ?? 0}\\], "Oxley Village Hall: your questions"`));
  });

  it('a kind none of the research\'s sources is: the library\'s document of that kind is named after the reply, uncited', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Is there parking at Oxley Village Hall?', reasoning_loops: 1 }));
    expect(job.results.map((r) => r.title).join(' ')).not.toMatch(/bookings/);
    const reply = await askChat(service, job.id, 'Which month had the most bookings in the spreadsheet?');
    expect(reply).toMatch(/None of this research's sources reads as the spreadsheet; your library has a document of that kind it did not use: "hall bookings"\. Start a new research job with this question to use it\.$/);
    const only = await askChat(service, job.id, 'What did the spreadsheet say?');
    expect(only).toMatch(/^None of this research's sources reads as the spreadsheet/);
    expect(only).not.toMatch(/\[\d\]/);
  });
});
