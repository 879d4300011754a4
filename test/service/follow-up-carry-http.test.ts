// @vitest-environment node
// A follow-up read against the conversation, over the real service (follow-up-carry.ts, chat.ts; issue #11): a rowing
// club's page for new members, written for this test (h22f, session 22). "What will it set me back?" names nothing
// the page uses but "it": its words "set … back" only frame a sum asked of the club, answered by the fee under
// the page's cost heading, also where the page uses "back" elsewhere; the price of a thing the page never
// names ("kayak") is still refused, naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const CLUB: Record<string, string> = {
  'kestrel-rowing-new-members.md': `---
title: Kestrel Rowing Club – questions from new members
---

# Kestrel Rowing Club: questions from new members

The Kestrel Rowing Club on the River Ouse has taught adults to row since 1962.

## How much does it cost?

£95 a year, including the safety briefing and the loan of a boat. Juniors pay half.

## Who can join?

Anyone aged 14 or over who can swim 50 metres. Expectant mothers may row in the club's stable boats until the seventh month of pregnancy.

## When are the sessions?

Beginners row on Saturday mornings from April to September, in coxed fours with an experienced rower in each boat. Crews bring the boats back to the boathouse by noon.
`,
};

describe('a follow-up read against the conversation, over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(CLUB);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What will it set me back?": the fee, not a refusal over "back"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What does the Kestrel Rowing Club offer beginners?', reasoning_loops: 1 }));
    const cost = await askChat(service, job.id, 'When are the sessions?');
    expect(cost).toMatch(/Saturday/);
    const reply = await askChat(service, job.id, 'What will it set me back?');
    expect(reply).toMatch(/£95/);
    expect(reply).not.toMatch(/not in these sources/);
    // ("back" is a word of the page here, so the reply is composed: the sum it asks still rules which sentence leads)
    const season = await askChat(service, job.id, 'What will a year at the club set me back?');
    expect(season).toMatch(/^(?:In short: )?£95 a year/);
    const kayak = await askChat(service, job.id, 'How much does a kayak cost?');
    expect(kayak).toMatch(/kayak/);
    expect(kayak).not.toMatch(/\[\d+\]/);
  });
});
