// @vitest-environment node
// A closed compound of a question ("shipwreck", WordNet's compound table) is said by a source that
// names both its parts apart ("the wreck of the Ailsa, a paddle steamer … the ship"): retrieval also
// searches its head ("wreck") and coverage takes both parts in one document. One part alone is not
// enough. Table test on the concepts, then the real service over HTTP with documents written here.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { conceptsOf, mentioned, stemsOf } from '../../src/service/concepts';
import { citationMarkers, createJob, startTestService, tempDir, waitForJob } from './helpers';

describe('a closed compound said in its parts (concepts)', () => {
  const shipwreck = conceptsOf('Where does the shipwreck lie?').filter((c) => c.term === 'shipwreck');
  it.each<[string, boolean]>([
    ['The wreck of the Ailsa, a passenger ship, lies in 30 metres of water.', true],
    ['The shipwreck lies in 30 metres of water.', true],
    ['The wreck of the old pier was cleared in 1990.', false],
    ['The ship was sold to a breaker in 1952.', false],
  ])('%j says shipwreck: %s', (text, says) => {
    expect(mentioned(shipwreck, stemsOf(text)).length > 0).toBe(says);
  });
});

describe('a closed compound over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    const dir = tempDir('quire-compound-head-');
    fs.writeFileSync(
      path.join(dir, 'ailsa-wreck.md'),
      '# Diving the Ailsa\n\nThe Ailsa was a paddle steamer that carried passengers between Ardrossan and Brodick. The ship struck the Horse Isle reef in a gale in March 1893. Today the wreck lies upright in 30 metres of water, a mile south of the reef, and divers reach it from Ardrossan harbour.\n',
    );
    fs.writeFileSync(path.join(dir, 'pier-repairs.md'), '# Pier repairs at Largs\n\nThe wreck of the old timber pier was cleared in 1990. A concrete pier replaced it two years later.\n');
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Where does the shipwreck lie?" is answered from the source that names the ship and its wreck', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Where does the shipwreck lie?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/the wreck lies upright in 30 metres of water/);
    expect(job.content).not.toMatch(/none of them uses the word "shipwreck"/);
    expect(job.results.map((r) => r.title)).toEqual(['Diving the Ailsa']);
    expect(citationMarkers(job.content ?? '').length).toBeGreaterThan(0);
  });
});
