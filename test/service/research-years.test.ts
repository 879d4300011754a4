// @vitest-environment node
// A year in a question (src/service/concepts.ts, yearsAsked): the year a question is set in ("What
// happened in 1987?") is a concept a cited sentence must state, so the sentence with that year leads
// and a year no source names is said to be missing; a year the question is measured against ("before
// 1900", "between 1998 and 2014") only scores. Table tests on the pure reading, then the real service
// over HTTP with a library written here.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { conceptsOf, yearsAsked } from '../../src/service/concepts';
import { citationMarkers, createJob, startTestService, tempDir, waitForJob } from './helpers';

describe('the years a question names (yearsAsked)', () => {
  it.each<[string, { year: string; bound: boolean }[]]>([
    ['What happened in 1987?', [{ year: '1987', bound: false }]],
    ['What did the 1998 survey find?', [{ year: '1998', bound: false }]],
    ['Was the bridge rebuilt before 1900?', [{ year: '1900', bound: true }]],
    ['How did prices change between 2010 and 2020?', [{ year: '2010', bound: true }, { year: '2020', bound: true }]],
    ['Has it erupted since 1945?', [{ year: '1945', bound: true }]],
    // figures that are no years
    ['Is the summit higher than 1500 metres?', []],
    ['Did the crater reach 1200 m?', []],
    ['Were 1,987 ballots counted?', []],
    ['Did 2000 people attend?', []],
    ['What was the 2019/20 budget?', []],
  ])('%j → %j', (query, years) => {
    expect(yearsAsked(query)).toEqual(years);
  });

  it('a year asked about is a required concept; a bound only scores', () => {
    expect(conceptsOf('What happened at the mill in 1911?').find((c) => c.term === '1911')?.soft).toBe(false);
    expect(conceptsOf('Was the mill rebuilt before 1911?').find((c) => c.term === '1911')?.soft).toBe(true);
  });
});

describe('a question set in a year, over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    const dir = tempDir('quire-years-library-');
    fs.writeFileSync(
      path.join(dir, 'tidemill.md'),
      '# The Ashby tide mill\n\nThe Ashby tide mill stands on a creek of the river Alde. It was built by the Ashby estate to grind wheat for the villages along the creek. The mill pond fills on every rising tide through a pair of sluice gates. In 1911 a storm surge broke the sluice gates and flooded the grinding floor, and the mill stood idle for two years. The miller, Thomas Kerridge, ran the mill until his death. Today volunteers grind flour on summer weekends.\n',
    );
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What happened at the tide mill in 1911?" leads with the sentence of that year', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What happened at the tide mill in 1911?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const lead = (job.content ?? '').split(/\[\d+\]\./)[0] ?? '';
    expect(lead).toMatch(/In 1911 a storm surge broke the sluice gates/);
  });

  it('a year no source names is said to be missing, with no citation', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What happened at the tide mill in 1953?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/1953/);
    expect(job.content).not.toMatch(/storm surge/);
    expect(citationMarkers(job.content ?? '')).toEqual([]);
  });
});
