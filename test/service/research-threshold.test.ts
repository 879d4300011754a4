// Yes/no questions against a number (src/service/threshold.ts, verdict.ts): the figure a source gives
// for the same thing is compared with the question's number ("nearly 20" is below 20, "about 20" is
// qualified); two documents whose figures answer opposite ways disagree, both cited. Table tests over
// the pure functions on sentences written here, then compose() and the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { numberValue, thresholdQuestion, thresholdVerdict } from '../../src/service/threshold';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('numbers and the threshold a question asks', () => {
  it.each<[string, number]>([
    ['twenty-three', 23],
    ['2,315', 2315],
    ['3 million', 3_000_000],
    ['a dozen', 12],
    ['two hundred', 200],
    ['4.5', 4.5],
  ])('numberValue(%j) = %j', (text, value) => {
    expect(numberValue(text)).toBe(value);
  });

  it.each([
    ['Did more than twenty workers die in the mill fire?', { op: '>', value: 20, of: 'worker' }],
    ['Is the mill pond deeper than 5 metres?', { op: '>', value: 5, of: 'metr' }],
    ['Does the kettle hold at least 2 litres?', { op: '>=', value: 2, of: 'litr' }],
    ['Were fewer than 100 looms destroyed?', { op: '<', value: 100, of: 'loom' }],
    ['Did the new roof cost more than £40,000?', { op: '>', value: 40_000, of: '£' }],
  ])('%j', (query, expected) => {
    expect(thresholdQuestion(query)).toEqual(expected);
  });

  it.each(['Did the fire start in the carding room?', 'Is the mill older than the church?', 'How many workers died in the fire?'])('%j asks no threshold', (query) => {
    expect(thresholdQuestion(query)).toBeNull();
  });
});

describe('the verdict a figure gives (thresholdVerdict)', () => {
  const q = thresholdQuestion('Did more than twenty workers die in the mill fire?');
  if (!q) throw new Error('a threshold question');
  it.each<[string, 'yes' | 'no' | 'qualified' | null]>([
    ['The fire killed 23 workers.', 'yes'],
    ['In all, 17 workers died.', 'no'],
    ['Exactly 20 workers died.', 'no'], // "more than twenty": twenty is not more
    ['Nearly 20 workers died in the blaze.', 'no'],
    ['More than 30 workers were killed.', 'yes'],
    ['About 20 workers died.', 'qualified'],
    ['Twenty-three workers lost their lives.', 'yes'],
    ['The mill employed 400 people.', null], // another thing counted
  ])('%j → %j', (sentence, verdict) => {
    expect(thresholdVerdict(sentence, q)?.verdict ?? null).toBe(verdict);
  });
});

describe('composed threshold verdicts', () => {
  const documents = new Map([
    ['mill', { title: 'The mill fire of 1911', url: 'https://mill.example' }],
    ['chronicle', { title: 'Town chronicle', url: 'https://chronicle.example' }],
  ]);
  const mill = { documentId: 'mill', text: 'The mill fire of March 1911 started in the carding room. The mill fire killed 23 workers, most of them on the top floor.' };

  it('one source: its figure decides', () => {
    expect(compose('Did more than twenty workers die in the mill fire?', [mill], documents).content).toMatch(/^Your sources point to yes: The mill fire killed 23 workers/);
  });

  it('two sources whose figures answer opposite ways disagree, and both are cited first', () => {
    const first = compose('Did more than twenty workers die in the mill fire?', [mill, { documentId: 'chronicle', text: 'The town chronicle records that 17 workers died in the mill fire of 1911.' }], documents).content.split('\n\n')[0] ?? '';
    expect(first).toMatch(/^Your sources disagree: /);
    expect(first).toContain('23 workers');
    expect(first).toContain('17 workers');
  });
});

describe('a threshold question through the service (uploaded document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Is the mill pond deeper than 5 metres?" is a no from "about 3 metres deep"', async () => {
    const doc = '# The mill pond\n\nThe mill pond was dug in 1820 to drive the wheel. The mill pond is about 3 metres deep at the sluice and shallower along the reeds.\n';
    expect((await upload(service, 'mill-pond.md', doc, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Is the mill pond deeper than 5 metres?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(String(job.content)).toMatch(/^(?:.*\n\n)?Your sources point to no: The mill pond is about 3 metres deep/);
  });
});
