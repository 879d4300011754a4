// Threshold questions that count people (src/service/threshold.ts, verdict.ts): "Were more than
// thirty stewards at the match?" is answered by figures that count people in other words ("34
// volunteers", "28 club members", a label "Volunteers: 28"), never by a measure ("for 3 hours"); such
// a figure counts where its sentence names another of the question's concepts, and two documents
// whose figures fall on either side of the number disagree. Table tests over the pure functions on
// sentences written here, then the real service over documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { thresholdQuestion, thresholdVerdict } from '../../src/service/threshold';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('people counted in other words (thresholdVerdict)', () => {
  const q = thresholdQuestion('Were more than thirty stewards at the cup final?');
  if (!q) throw new Error('a threshold question');
  it.each<[string, 'yes' | 'no' | 'qualified' | null, 'same' | 'kind' | null]>([
    ['The club had 34 stewards at the ground.', 'yes', 'same'],
    ['We had 34 volunteers at the ground for the cup final.', 'yes', 'kind'],
    ['In all, 28 club members worked the gates at the final.', 'no', 'kind'],
    ['Volunteers: 28, from the club register.', 'no', 'kind'],
    // things whose rare senses reach "person" three levels up are no count of people
    ['In all, 34 homes near the ground were damaged at the cup final.', null, null],
    ['The stand has 40 rooms for guests at the final.', null, null],
    // a measure is no count of people
    ['The gates stayed open for 3 hours before the final.', null, null],
    ['The ground is 40 metres from the station.', null, null],
  ])('%j → %j (%j)', (sentence, verdict, counted) => {
    const reading = thresholdVerdict(sentence, q, true);
    expect(reading?.verdict ?? null).toBe(verdict);
    expect(reading?.counted ?? null).toBe(counted);
  });

  it('a question that counts things, not people, takes no other word for them', () => {
    const boats = thresholdQuestion('Were more than thirty boats in the regatta?');
    if (!boats) throw new Error('a threshold question');
    expect(thresholdVerdict('We had 34 volunteers at the regatta.', boats, true)).toBeNull();
  });

  it('without peopleInOtherWords only the question\'s own noun counts', () => {
    expect(thresholdVerdict('We had 34 volunteers at the ground for the cup final.', q)).toBeNull();
  });
});

describe('two documents counting people in other words, through the service (written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('"34 volunteers" against "28 club members": the sources disagree, both cited', async () => {
    const report = '# Cup final day at Brennock Park\n\nThe cup final at Brennock Park drew a crowd of 6,000. "We had 34 volunteers at the ground for the final," said the club secretary, Ana Ruiz. The gates opened at noon.\n';
    const log = '# Brennock Park match log\n\nSafety officer\'s log for the cup final. In all, 28 club members worked the gates at the ground for the cup final, with four more in the office. No incidents were recorded.\n';
    expect((await upload(service, 'brennock-report.md', report, 'text/markdown')).status).toBe(200);
    expect((await upload(service, 'brennock-log.md', log, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Were more than thirty stewards at the ground for the Brennock Park cup final?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const first = String(job.content).split('\n\n').find((p) => p.startsWith('Your sources')) ?? '';
    expect(first).toMatch(/^Your sources disagree: /);
    expect(first).toContain('34 volunteers');
    expect(first).toContain('28 club members');
  });
});
