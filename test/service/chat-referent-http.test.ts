// @vitest-environment node
// "They" read from the conversation, over the real service (chat-referent.ts, chat.ts; issue #11): a bird survey
// written for this test (h16h, session 16). After "When did they peak?" is answered about the lapwings, "What was
// drawing them there?" is asked of the lapwings (not of the survey the research question names), and its reply does
// not lead with the peak sentence again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const SURVEY: Record<string, string> = {
  'fenmoor-birds-2025.md': `---
title: Fenmoor bird survey: the 2025 counts
---

# Fenmoor bird survey: the 2025 counts

Volunteers walk twelve fixed transects across the reserve once a month and note every bird they see. The Fenmoor survey has drawn more volunteers there every year since it began in 2019.

## What we counted

The lapwing was the bird counted most often, with 412 sightings over the year. Redshank came second with 230, and snipe third with 95.

## The lapwing peak

Lapwing numbers on the east marsh rose through March and peaked in April, when 96 were seen on a single walk. We traced the rise to a new scrape dug on the east marsh in January: its shallow water draws the insects that lapwing chicks feed on.

## Next year

In 2026 the volunteers will add two transects on the west marsh and start walking them in February.
`,
};

describe('a pronoun read from the conversation, over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(SURVEY);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What was drawing them there?" after a reply about the lapwing peak: the scrape, not the peak again', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Which birds did the Fenmoor survey count most often in 2025?', reasoning_loops: 1 }));
    const peak = await askChat(service, job.id, 'When did they peak?');
    expect(peak).toMatch(/^(?:In short: )?Lapwing numbers on the east marsh/);
    const reply = await askChat(service, job.id, 'What was drawing them there?');
    // the lead (its first cited sentence) says what drew the lapwings: the scrape, not the volunteers the survey drew
    const lead = reply.split(/\[\d+\]\.?\s*/)[0] ?? '';
    expect(lead).toMatch(/scrape/);
    expect(lead).not.toMatch(/volunteers|Lapwing numbers/);
  });
});
