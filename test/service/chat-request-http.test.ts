// @vitest-environment node
// Follow-up instructions and sources named by kind or by their maker, over the real service (chat-request.ts,
// chat-source-kind.ts, chat.ts; issue #11): documents written for this test (a community orchard's season report
// with its author in emphasis under the title, its harvest log as a CSV, a local news page whose byline is in HTML
// emphasis, a volunteers' FAQ), and follow-ups in my own words (h16h, session 16), none from a bench set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bylineOf } from '../../src/service/byline';
import { creditWords, kindsOf, sourceReference } from '../../src/service/chat-source-kind';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const ORCHARD: Record<string, string> = {
  'orchard-report-2025.md': `---
title: Kelsall community orchard: the 2025 season
url: https://www.kelsallorchard.example.org/reports/2025-season
---

# The 2025 season at Kelsall community orchard

*Ruth Kessel, orchard warden*

The orchard on Mill Lane has 48 trees: apples, pears, plums and two quinces, planted by volunteers between 2011 and 2016. Every tree's crop is weighed at picking and the weights are kept in a harvest log that volunteers fill in.

## What we picked

Apples were again the biggest crop, with 1,240 kg over the season. Pears came next with 310 kg, plums gave 95 kg and the quinces only 14 kg. Most of the apples (860 kg) came from the old orchard by the lane, where the trees are now mature.

## Why the plums failed

Plum blossom opened early, in the second week of March, and a hard frost on 28 March killed most of the open flowers. The plums set almost no fruit on the exposed upper row. The trees themselves were not harmed.

## Wasps and what we did

Wasps damaged many pears in August. The volunteers hung 30 wasp traps baited with old jam, picked the pears a week earlier than usual, and ripened them indoors in the cold room at the scout hut. Losses fell from about a third of the crop in 2024 to under a tenth.

## Next year

In 2026 we will plant a hedge along the top fence to break the wind, and add fleece covers for the plum blossom on frosty nights.
`,
  'orchard-harvest-log.csv': `month,fruit,kg,pickers
Aug,plum,95,6
Aug,pear,120,9
Sep,apple,610,14
Sep,pear,190,11
Oct,apple,630,15
Oct,quince,14,3
`,
  'orchard-news.html': `<!DOCTYPE html>
<html><head><title>Orchard volunteers beat the wasps</title></head>
<body>
<h1>Orchard volunteers beat the wasps</h1>
<p><em>By Joel Amankwah, community reporter. 2 October 2025</em></p>
<p>Volunteers at Kelsall's community orchard say this year's pear crop was the best they have had, after a summer spent fighting wasps.</p>
<p>"We lost a third of the pears last year," said volunteer Anwen Pike, who runs the picking days. "This year we picked early and it paid off." She blamed the warm spring for the wasps.</p>
<p>The orchard's harvest was about 1.7 tonnes in all, according to the volunteers, who sell juice at the Saturday market to pay for new trees.</p>
</body></html>
`,
  'orchard-volunteer-faq.md': `---
title: Volunteering at Kelsall orchard: common questions
url: https://www.kelsallorchard.example.org/volunteer/faq
---

# Volunteering at Kelsall orchard: common questions

**Who can volunteer?**
Anyone aged 14 or over. Under-18s need a parent's signed consent form.

**There used to be a waiting list. What happened to it?**
The waiting list for picking days was dropped in 2024. Everyone who was on it was given a place on the first picking day of 2025, and new volunteers now sign up online.

**Do I need my own tools?**
No. Gloves, ladders and secateurs are kept in the shed at the gate.

**Can I take fruit home?**
Yes: each volunteer may take up to 5 kg of fruit on a picking day. The rest is pressed for juice.
`,
};


describe('makers and kinds read through decoration (pure)', () => {
  it.each([
    ['orchard-report-2025.md', ['warden']],
    ['orchard-news.html', ['reporter']],
    ['orchard-volunteer-faq.md', []],
  ] as const)('creditWords(%s) = %j', (name, words) => {
    expect(creditWords(ORCHARD[name] ?? '')).toEqual(words);
  });
  it.each([
    ['<p><em>By Ann Price, health correspondent. 3 May 2025</em></p>', { author: 'Ann Price, health correspondent', date: '3 May 2025' }],
    ['**By Tom Reid**\n\nText.', { author: 'Tom Reid', date: null }],
    ['_By Mei Lin, Courier_', { author: 'Mei Lin, Courier', date: null }],
    ['Prepared for the board.\n\nBy the way, nothing here.', { author: null, date: null }],
  ])('bylineOf(%j)', (raw, expected) => {
    const byline = bylineOf(raw);
    expect({ author: byline.author, date: byline.date }).toEqual(expected);
  });
  it('a news page with its byline in <em> is news', () => {
    expect(kindsOf({ title: 'Orchard volunteers beat the wasps', url: 'https://library.quire.local/orchard-news.html', raw: ORCHARD['orchard-news.html'] ?? '', rawFormat: 'html' })).toEqual(['news']);
  });
  it.each([
    ['Recap the news story.', { rest: 'Recap.', name: 'news story', kind: 'news', made: false }],
    ["Boil the article's main point down.", { rest: 'Boil main point down.', name: 'article', kind: 'news', made: false }],
    ['What does the harvest spreadsheet show for October?', { rest: 'What for October?', name: 'harvest spreadsheet', kind: 'table', made: false }],
    ['Put the monthly figures in a table.', null],
  ] as const)('sourceReference(%j)', (message, expected) => {
    expect(sourceReference(message)).toEqual(expected);
  });
  it('a maker named by role is a source reference when a source names that role', () => {
    expect(sourceReference('What does the warden say about the plums?', new Set(['warden']))).toEqual({ rest: 'What about the plums?', name: 'warden', kind: null, made: false });
  });
});

describe('instructions and named sources, over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(ORCHARD);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Who wrote the news story?": the byline in <em> is read (name and role, then the date)', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How did the Kelsall orchard volunteers deal with wasps?', reasoning_loops: 1 }));
    const news = job.results.find((r) => /beat the wasps/.test(r.title));
    expect(news).toBeDefined();
    const reply = await askChat(service, job.id, 'Who wrote the news story?');
    expect(reply).toMatch(/It names its author: Joel Amankwah, community reporter\. It is dated 2 October 2025\./);
  });

  it('"Put the warden and the reporter side by side on …": the two sources set beside each other, not refused for "side"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How did the Kelsall orchard volunteers deal with wasps?', reasoning_loops: 1 }));
    expect(job.results.length).toBe(2);
    const reply = await askChat(service, job.id, 'Put the warden and the reporter side by side on why the pears did better.');
    expect(reply).not.toMatch(/uses the word/);
    expect(reply).toMatch(/^Quire cannot tell whether they agree on "why the pears did better"/);
    expect(reply.split('\n').filter((l) => l.startsWith('- "')).length).toBe(2);
  });

  it('"Recap the news story in two bullets": two bullets from that source alone, no byline', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How did the Kelsall orchard volunteers deal with wasps?', reasoning_loops: 1 }));
    const news = job.results.find((r) => /beat the wasps/.test(r.title));
    const reply = await askChat(service, job.id, 'Recap the news story in two bullets.');
    const lines = reply.split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatch(new RegExp(`^- .*\\[${news?.citation_index ?? 0}\\]\\.?$`));
      expect(line).not.toMatch(/^- By /);
    }
  });

  it('"Can you say that more simply?" after a reply: that reply\'s sentences, not the research answer\'s lead', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What fruit did the Kelsall community orchard pick in 2025?', reasoning_loops: 1 }));
    const previous = await askChat(service, job.id, 'What went wrong with the plums?');
    expect(previous).toMatch(/frost/);
    const reply = await askChat(service, job.id, 'Can you say that more simply?');
    expect(reply).toMatch(/frost/);
    expect(reply).not.toMatch(/uses the word/);
  });

  it('"Only the figures for each fruit": read as a request for the figures, each line a cited figure', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What fruit did the Kelsall community orchard pick in 2025?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Only the figures for each fruit.');
    const lines = reply.split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).toMatch(/^- .*\d.*\[\d\]\.?$/);
  });
});

const BRIDGE: Record<string, string> = {
  'bridge-news.md': `---
title: Footbridge reopens after repairs
---

# Footbridge reopens after repairs

*By Carys Held, local democracy reporter*

The Wenning footbridge reopened on Friday after eight weeks of repairs to its timber deck. A press statement on the reopening was issued by the parish council, which thanked residents for their patience during the closure.

The repairs cost £42,000 and were paid for by the county council.
`,
  'bridge-notice.md': `---
title: Wenning footbridge: closure notice
---

# Wenning footbridge: closure notice

The footbridge will close from 4 August while its deck is replaced. Walkers should use the road bridge at Bentham.
`,
};

describe('who made a source named by its kind, and what the sources say of it', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(BRIDGE);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Who issued the press statement?": the news source\'s byline, then the sentence that says who issued it', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When did the Wenning footbridge reopen?', reasoning_loops: 1 }));
    const news = job.results.find((r) => /reopens/.test(r.title));
    expect(news).toBeDefined();
    const reply = await askChat(service, job.id, 'Who issued the press statement?');
    expect(reply).toMatch(/It names its author: Carys Held, local democracy reporter\./);
    expect(reply).toMatch(/What your sources say on it: .*issued by the parish council/);
  });
});

