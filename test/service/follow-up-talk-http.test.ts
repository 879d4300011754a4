// @vitest-environment node
// Follow-ups as people type them, over the real service (follow-up-talk.ts, chat-context.ts, chat.ts): conversational
// words ("get mine done", "how heavy", "like you would to a child") are no topic to refuse over, while a follow-up
// about a thing no source names stays refused plainly and uncited. A kayak care page written for this test (h20f, session 20).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const KAYAK: Record<string, string> = {
  'kayak-care.md': `---
title: Looking after a touring kayak
---

# Looking after a touring kayak

Rinse the hull with fresh water after every trip on the sea, because salt dries into crystals that wear the gelcoat.
Store the kayak on its side or upside down on padded racks, out of direct sunlight, so the hull does not warp.
A touring kayak should be serviced by a workshop once a year, and twice a year if it is paddled every week.
A single touring kayak weighs about 24 kg, and a double weighs about 35 kg.
The workshop at Hallow Quay charges £65 for a full service.
`,
};

describe('conversational follow-ups, over the service', () => {
  let service: RunningService;
  let jobId = '';
  beforeAll(async () => {
    service = await startLibraryService(KAYAK);
    jobId = (await waitForJob(service, await createJob(service, { query: 'How should I look after a touring kayak?', reasoning_loops: 1 }))).id;
  });
  afterAll(async () => {
    await service.close();
  });

  it('"So how often should I get mine done?": the servicing interval, not a refusal over "mine" or "done"', async () => {
    const reply = await askChat(service, jobId, 'So how often should I get mine done?');
    expect(reply).not.toMatch(/not in these sources/);
    expect(reply).toMatch(/once a year/);
    expect(reply).toMatch(/\[1\]/);
  });

  it('"How heavy is a double?": the weight stated, not a refusal over "heavy"', async () => {
    const reply = await askChat(service, jobId, 'How heavy is a double?');
    expect(reply).toMatch(/35 kg/);
  });

  it('"Explain it simply, like you would to a child.": a plain reply from the answer, not a refusal over "child"', async () => {
    const reply = await askChat(service, jobId, 'Explain it simply, like you would to a child.');
    expect(reply).not.toMatch(/not in these sources|child/);
    expect(reply).toMatch(/\[1\]/);
  });

  it('"Did anybody capsize?": still refused plainly and uncited', async () => {
    const reply = await askChat(service, jobId, 'Did anybody capsize?');
    expect(reply).not.toMatch(/\[\d+\]/);
    expect(reply).toMatch(/not in these sources|do not say|does not say|no source/i);
  });
});
