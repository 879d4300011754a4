// A why-question that names a contrast asks about the choice ("…with lime rather than cement?"), over the real
// service (compose.ts with why-lead.ts whyQuestionParts): the reason for the choice leads, not another reason
// the document gives about the same act and thing (why the bridge is not widened). The document is written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const BRIDGE = `# Repairing the packhorse bridge at Ashby Mill

## The work

The parish council repaired the old packhorse bridge at Ashby Mill over the summer of 2023. Two masons rebuilt the parapet of the bridge and repointed both arches of the old bridge with lime mortar mixed on site. The lime for the repair of the bridge came from a kiln near Ashby.

## Materials

Lime was chosen because it lets the stone breathe and gives a little as the frost moves, while cement would trap water behind it and crack the old stone. The new stone for the parapet came from the quarry that supplied the bridge in 1760.

## What comes next

The parish council says it repaired the old bridge instead of building a wider one for farm traffic, because the old bridge is a scheduled monument and its shape is protected.
`;

describe('a why-question with a contrast: the reason for the choice leads', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'packhorse-bridge.md': BRIDGE });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"…with lime rather than cement?" leads with what lime does that cement would not', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why did the parish council repair the old bridge with lime rather than cement?', reasoning_loops: 3 }));
    expect(job.status).toBe('completed');
    const lead = String(job.content ?? '').split('\n\n').find((p) => /^(?:In short|The main reason)/.test(p)) ?? '';
    expect(lead).toContain('lets the stone breathe');
    expect(lead).not.toContain('scheduled monument');
  });
});
