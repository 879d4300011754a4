// @vitest-environment node
// Follow-ups on a research job that cited no sources, over the real service (chat-stand-in.ts, chat.ts): the library's
// document on the research's question stands in for the sources it never cited, so a follow-up read with the chat's
// rules (its pronoun, the form asked) is answered in that document's words, named and uncited; a follow-up nothing in
// it answers is still refused plainly. An orchard page written for this test (h25c, session 25).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const ORCHARD: Record<string, string> = {
  'harrowfield-orchard.md': `---
title: Volunteering at Harrowfield Community Orchard
---

# Volunteering at Harrowfield Community Orchard

Work mornings run every second Saturday from 9:30 to 12:30, starting at the tool shed by the north gate.
New volunteers sign the safety form with the orchard warden before they use any tools.
Ladders are used only in pairs, with one person footing the ladder at all times.
At the end of each session, clean the secateurs, lock the tool shed and hang the key in the key safe.
Fruit picked on work mornings is shared among the volunteers, and the rest goes to the Harrowfield food bank.
`,
  'kelby-bus.md': `---
title: Kelby bus timetable changes
---

# Kelby bus timetable changes

From 1 March the 38 bus to Ashworth leaves Kelby at 07:10 on weekdays.
The last bus back from Ashworth leaves at 18:40.
`,
};

describe('follow-ups on a job with no sources, the library document on its question standing in', () => {
  let service: RunningService;
  let jobId = '';
  beforeAll(async () => {
    service = await startLibraryService(ORCHARD);
    const job = await waitForJob(service, await createJob(service, { query: 'What are the rules for volunteers at Harrowfield Community Orchard?', reasoning_loops: 1 }));
    expect(job.results).toEqual([]);
    jobId = job.id;
  });
  afterAll(async () => {
    await service.close();
  });

  it('a follow-up read with the research: the document named, its own words, nothing cited', async () => {
    const reply = await askChat(service, jobId, 'What should they do at the end?');
    expect(reply).toMatch(/^This research cited no sources/);
    expect(reply).toMatch(/"Volunteering at Harrowfield Community Orchard"/);
    expect(reply).toMatch(/lock the tool shed/);
    expect(reply).not.toMatch(/\[\d+\]/);
    expect(reply).not.toMatch(/your sources/i);
  });

  it('a who-question with a pronoun of the research: the person the document names', async () => {
    const reply = await askChat(service, jobId, 'Who do new ones sign the form with?');
    expect(reply).toMatch(/^This research cited no sources/);
    expect(reply).toMatch(/orchard warden/);
    expect(reply).not.toMatch(/\[\d+\]/);
  });

  it('a follow-up nothing in the library answers: refused plainly', async () => {
    const reply = await askChat(service, jobId, 'Is there a café at the orchard?');
    expect(reply).toMatch(/^That is not in these sources/);
    // (the refusal over the document standing in names what it lacks)
    expect(reply).toMatch(/"Volunteering at Harrowfield Community Orchard" does not say it either/);
    expect(reply).toMatch(/café/);
    expect(reply).not.toMatch(/\[\d+\]/);
  });
});
