// A plain-text document's header line is no sentence (src/service/compose.ts isHeadingLike): "<name> -
// <what it is>, prepared by …" has a spaced dash and no verb but a participle before "by", so it is
// never cited, let alone as a lead; a row or a list line with a colon ("Dover – Calais: hourly; …") and a
// sentence with a dash and a verb stay sentences. The lines and the log are written for this test.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHeadingLike } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, tempDir, waitForJob } from './helpers';

describe('isHeadingLike: header lines (table)', () => {
  it.each<[string, boolean]>([
    ['Lindholm Lifeboat Station - launch report for the station committee, launch 2025/017, prepared by the coxswain from the pager log.', true],
    ['Harbour works - progress note 3, written by the site engineer.', true],
    ['Lindholm – Sandvik: before May hourly; from May every 30 minutes.', false],
    ['The lifeboat - launched at 02:10 - reached the yacht within forty minutes.', false],
    ['The crew worked through the night - the swell was too high for a tow.', false],
  ])('%j → %s', (line, expected) => {
    expect(isHeadingLike(line, 'lindholm log')).toBe(expected);
  });
});

describe('over the real service: a .txt header line is never cited', () => {
  let service: RunningService;
  beforeAll(async () => {
    const dir = tempDir('quire-header-lines-');
    fs.writeFileSync(
      path.join(dir, 'lindholm-log.txt'),
      'Lindholm Lifeboat Station - launch report for the station committee, launch 2025/017, prepared by the coxswain from the pager log.\nPager alert from the coastguard at 01:52 for a yacht with a fouled propeller drifting towards the Sandvik reef. Lifeboat launched at 02:10 with six crew.\nThe yacht was reached at 02:49 and towed to Lindholm harbour, arriving at 04:30. Both sailors were unhurt.\n',
    );
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });
  it('the answer on the Lindholm launch cites the log, not its header', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'When did the Lindholm lifeboat launch, and how many crew went out?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/02:10/);
    expect(job.content).not.toMatch(/launch report for the station committee/);
  });
});
