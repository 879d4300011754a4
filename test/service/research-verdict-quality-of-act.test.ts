// A sentence that says the quality of the act in so many words answers a quality question (src/service/
// polarity.ts qualityOfAct): "…the glaze is fused and safe to drink from" answers "Is it safe to drink from
// a finished stoneware mug?" yes, though it does not name the mug (before, only a sentence naming the
// question's first word after the act, "finished", could speak to it, and the answer gave no verdict).
// Table tests over the pure function on sentences written here, then the real service over a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualityOfAct, qualityVerdict } from '../../src/service/polarity';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, upload, waitForJob } from './helpers';

describe('the quality of the act said in so many words (qualityOfAct)', () => {
  it.each<[string, string, string, boolean]>([
    ['Once fired, the glaze is fused and safe to drink from.', 'safe', 'drink', true],
    ['The towpath is all right to ride in daylight.', 'all right', 'ride', true],
    ['Raw glaze is not safe to handle without gloves.', 'safe', 'handle', true],
    // the quality without the act, the act without the quality, another act
    ['The kiln room is safe.', 'safe', 'drink', false],
    ['Drink from the mug once it has cooled.', 'safe', 'drink', false],
    ['The mug is safe to microwave.', 'safe', 'drink', false],
  ])('%j (%s to %s) → %s', (sentence, quality, act, expected) => {
    expect(qualityOfAct(sentence, quality, act)).toBe(expected);
  });

  it('decides a quality question whose object the sentence does not name', () => {
    const question = { quality: 'safe', act: 'drink', about: ['finished', 'stoneware', 'mug'] };
    expect(qualityVerdict('Once the second firing is over, the glaze is fused and safe to drink from.', question)).toBe('yes');
    expect(qualityVerdict('Unfired glaze is not safe to drink from.', question)).toBe('no');
    expect(qualityVerdict('A well-made mug holds about 350 millilitres.', question)).toBeNull();
  });
});

describe('the quality of the act through the service (a document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('"safe to drink from" answers "Is it safe to drink from a finished stoneware mug?" yes', async () => {
    const doc = [
      '# Making stoneware mugs',
      '',
      'A mug is thrown on the wheel, trimmed when leather-hard and fired twice. Unfired glaze contains raw metal oxides and should be handled with gloves. Once the second firing is over, the glaze is fused and safe to drink from. A well-made mug holds about 350 millilitres.',
      '',
    ].join('\n');
    expect((await upload(service, 'stoneware-mugs.md', doc, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'Is it safe to drink from a finished stoneware mug?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(String(job.content)).toMatch(/^(?:.*\n\n)?Your sources point to yes: Once the second firing is over, the glaze is fused and safe to drink from/);
  });
});
