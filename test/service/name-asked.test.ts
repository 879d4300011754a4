// @vitest-environment node
// A name a question asks about is never one of the words an answer may leave out (src/service/concepts.ts,
// partCoverage): "What printing press did Shakespeare use?" over a library that never names Shakespeare is
// not answered with the Reformation's presses. A
// name in a list ("in Venice and Lisbon") is one of several asked about: the rest is answered, it is named as
// missing; a month sets the time. Through the HTTP service on the sample library.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSampleLibraryDir } from '../../src/service/library';
import { createJob, startTestService, waitForJob } from './helpers';

describe('a name asked about must be named by what answers it', () => {
  let service: Awaited<ReturnType<typeof startTestService>>;
  beforeAll(async () => {
    service = await startTestService({ sampleLibraryDir: defaultSampleLibraryDir(), stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });
  const ask = async (query: string) => waitForJob(service, await createJob(service, { query, reasoning_loops: 3 }));

  it.each([
    ['What printing press did Shakespeare use?', /shakespeare/i],
    ['Which press did Shakespeare print on?', /shakespeare/i],
  ])('%s → completed, nothing cited, the name said', async (query, name) => {
    const job = await ask(query);
    expect(job.status).toBe('completed');
    expect(job.results).toHaveLength(0);
    expect(job.content ?? '').toMatch(name);
    expect(job.content ?? '').not.toMatch(/SEI|Reformation|\[\d+\]/);
  });

  it('a name in a list: the named one answered, the other named as missing', async () => {
    const job = await ask('How did printing spread in Venice and Lisbon?');
    expect(job.results.length).toBeGreaterThan(0);
    expect(job.content ?? '').toMatch(/"lisbon"/i);
    expect(job.content ?? '').toMatch(/Venice/);
  });

  it('"Is it OK to…" asks whether one may: "OK" is no name and no topic word', async () => {
    const job = await ask('Is it OK to store a battery completely empty?');
    expect(job.results.length).toBeGreaterThan(0);
    expect(job.content ?? '').toMatch(/^Your sources point to no: Do not store a battery completely empty/);
    expect(job.content ?? '').not.toMatch(/"ok"/i);
  });

  it('a name the sources use still answers', async () => {
    const job = await ask('When was the Jikji printed?');
    expect(job.content ?? '').toMatch(/1377/);
  });
});
