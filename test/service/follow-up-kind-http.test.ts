// @vitest-environment node
// The kind asked rules the reply, over the real service (follow-up-kind.ts, chat-table.ts, chat.ts): "When was that
// set up?" after a reply naming the trust answers with the trust's founding date from that reply, not with a sentence
// that only shares the word "set"; "Put the times in a table." tabulates the sources' times of day, one row each.
// A community orchard report written for this test (h20f, session 20).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

const ORCHARD: Record<string, string> = {
  'orchard-day.md': `---
title: Harvest day at Wexcombe community orchard
---

# Harvest day at Wexcombe community orchard

The orchard's apples are picked by volunteers on the first Saturday of October.
The gates opened at 09:30 and the first crates reached the press at 10:15.
Pickers use long-handled pole pickers, and the ladders are set on boards so they do not sink into the grass.
Grafting courses for the orchard are certified by the Marcher Fruit Trust, founded in 1987, which keeps a register of trained grafters.
The last of the juice was bottled at 16:40, and 420 bottles were sold at the gate.
`,
};

describe('the kind asked rules the reply, over the service', () => {
  let service: RunningService;
  let jobId = '';
  beforeAll(async () => {
    service = await startLibraryService(ORCHARD);
    jobId = (await waitForJob(service, await createJob(service, { query: 'How does harvest day work at Wexcombe community orchard?', reasoning_loops: 1 }))).id;
  });
  afterAll(async () => {
    await service.close();
  });

  it('"When was that set up?" after "Who certifies the grafting courses?": 1987, from the reply before', async () => {
    const who = await askChat(service, jobId, 'Who certifies the grafting courses?');
    expect(who).toMatch(/Marcher Fruit Trust/);
    const when = await askChat(service, jobId, 'When was that set up?');
    expect(when).toMatch(/1987/);
    expect(when).not.toMatch(/ladders/);
  });

  it('"When was the Marcher Fruit Trust set up?": the sentence of the sources that gives the date of that act', async () => {
    const reply = await askChat(service, jobId, 'When was the Marcher Fruit Trust set up?');
    expect(reply.split(/\[\d+\]/)[0]).toMatch(/1987/);
  });

  it('a count or a sum of the thing asked: given where a sentence gives it, else said plainly and uncited', async () => {
    expect(await askChat(service, jobId, 'How many bottles were sold?')).toMatch(/420 bottles/);
    for (const message of ['How many trees grow in the orchard?', 'How much did the press cost?']) {
      const reply = await askChat(service, jobId, message);
      expect(reply).toMatch(/^(?:Your sources do not give a (?:number|sum)|That is not in these sources)/);
      expect(reply).not.toMatch(/\[\d+\]/);
    }
  });

  it('"Put the times in a table.": one row for each time of day, nothing else', async () => {
    const table = await askChat(service, jobId, 'Put the times in a table.');
    const rows = table.split('\n').filter((l) => l.startsWith('|') && !/^\|\s*(?:Time|---)/.test(l));
    expect(rows.map((r) => /^\|\s*([^|]+?)\s*\|/.exec(r)?.[1])).toEqual(['09:30', '16:40']);
  });
});
