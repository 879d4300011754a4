// @vitest-environment node
// A reply form that asks for fewer points than the answer has (N bullets, N sentences, a word limit) keeps the
// lead and then the points that name what the question asks by its telling words (src/service/form-picks.ts):
// "three bullets" on storing batteries keep the storage advice, not the definition of cycle ageing that every
// battery sentence shares words with. Table tests, then a system prompt through the HTTP service on the sample library.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inAnswerOrder, pointOrder } from '../../src/service/form-picks';
import { defaultSampleLibraryDir } from '../../src/service/library';
import { createJob, startTestService, waitForJob } from './helpers';

describe('which points a shorter form keeps', () => {
  const battery = [
    'Store lithium-ion batteries partly charged, in a cool and dry place.',
    'Cycle ageing is the capacity a lithium-ion battery loses through charging and discharging.',
    'A lithium-ion battery loses capacity even when it is not used.',
    'Check stored batteries every few months and top them up.',
    'Do not store a battery completely empty either.',
  ];
  it.each<[string, string[], number[]]>([
    // the compound's words name one thing; the act asked ("stored") tells the points apart
    ['How should lithium-ion batteries be stored for a long time?', battery, [0, 3, 4, 1, 2]],
    // nothing tells them apart: the answer's order
    ['What do the sources say?', ['One.', 'Two.', 'Three.'], [0, 1, 2]],
    // the rarest asked word weighs most
    ['Why do bakers rest dough in the fridge?', ['Bakers rest dough to relax the gluten.', 'Dough made by bakers rises.', 'A cold fridge slows the yeast in dough.'], [0, 2, 1]],
  ])('%s', (query, points, order) => {
    expect(pointOrder(points, query)).toEqual(order);
  });
  it('kept points are shown in the answer\'s order', () => {
    expect(inAnswerOrder(['c', 'a'], ['a', 'b', 'c'])).toEqual(['a', 'c']);
  });
});

describe('a system prompt asking for fewer points (through the service)', () => {
  let service: Awaited<ReturnType<typeof startTestService>>;
  beforeAll(async () => {
    service = await startTestService({ sampleLibraryDir: defaultSampleLibraryDir(), stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });

  it('three bullets on storing batteries keep storage advice, not cycle ageing', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How should lithium-ion batteries be stored for a long time?', reasoning_loops: 3, system_prompt: 'Answer in exactly three bullet points.' }));
    const bullets = (job.transformed_content ?? '').split('\n').filter((l) => l.startsWith('- '));
    expect(bullets).toHaveLength(3);
    expect(bullets.join('\n')).not.toMatch(/Cycle ageing is/);
    expect(bullets.filter((b) => /\bstor(?:e|ed|ing)\b/i.test(b)).length).toBeGreaterThanOrEqual(2);
  });
});
