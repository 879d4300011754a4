// "Is it all right to …?" asks a quality of an act like "Is it safe to …?" (src/service/polarity.ts
// qualityQuestion): the quality may be two words, so an instruction against the act ("Never ride the towpath
// after dark") answers it no. Before, "all" was read as the quality (a function word) and the question fell
// to the general reading. Table tests over the pure function on questions written here, then the real
// service over a guide written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualityQuestion } from '../../src/service/polarity';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('the quality a yes/no question asks of an act (qualityQuestion)', () => {
  it.each<[string, string | null, string | null]>([
    ['Is it all right to ride the towpath after dark?', 'all right', 'ride'],
    ['Is it all right for children to ride the towpath?', 'all right', 'ride'],
    ['Is it safe to ride the towpath after dark?', 'safe', 'ride'],
    ['Is it okay to ride the towpath after dark?', 'okay', 'ride'],
  ])('%j → quality %j, act %j', (query, quality, act) => {
    const q = qualityQuestion(query);
    expect(q?.quality ?? null).toBe(quality);
    expect(q?.act ?? null).toBe(act);
  });
  it('"all" alone is no quality ("Is it all to be repaved?")', () => {
    expect(qualityQuestion('Is it all to be repaved?')).toBeNull();
  });
});

describe('"is it all right to …" through the service (a guide written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('an instruction against the act answers no', async () => {
    const guide = [
      '# Riding the Kennet towpath',
      '',
      '1. Ring your bell twice when you come up behind walkers.',
      '2. Give way to anyone towing or mooring a boat.',
      '3. Never ride the towpath after dark: it has no lighting, and the bank drops straight into the canal.',
      '4. Walk your bike under the low bridges at Aldermaston and Woolhampton.',
      '',
    ].join('\n');
    expect((await upload(service, 'towpath-guide.md', guide, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Is it all right to ride the towpath after dark?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(String(job.content)).toMatch(/^(?:.*\n\n)?Your sources point to no: Never ride the towpath after dark/);
  });
});
