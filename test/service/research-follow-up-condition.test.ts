// @vitest-environment node
// A "what if" follow-up over the real service (follow-up-condition.ts, chat.ts): "what if I can't afford it?" after a
// question on a trip's cost is led by the sentence about members who cannot pay, not by the price again, and the
// reply carries no padding. A sailing club notice written for this test (h24c, session 24).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const DOCUMENTS: Record<string, string> = {
  'sailing-trip.md': `# Hollin Sailing Club: autumn trip to the Isle of Arran
Dear members,
Our autumn trip to Arran will run from 9 to 12 October 2026.
The cost per sailor is £260, which covers the ferry, three nights in the bunkhouse and the hire of two dinghies.
Sailors who cannot pay the full amount can apply to the club's bursary, which has £800 this year.
Please tell the commodore, Ellen Marsh, by 1 September whether you will come.
`,
};

describe('a "what if" follow-up, over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"what if I can\'t afford it?": the bursary leads, not the price; no padding', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much does the Hollin Sailing Club trip to Arran cost?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, "what if I can't afford it?");
    expect(reply.split(/\[\d+\]/)[0]).toMatch(/bursary/);
    expect(reply).not.toMatch(/commodore/);
  });
});
