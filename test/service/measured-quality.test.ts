// "How damp should the air be kept?": the lead gives a level of the quality asked, a figure with the quality said in
// the source's words (src/service/measured-quality.ts; compose.ts). The wording and documents are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedQuality, givesLevelOf, qualityStems } from '../../src/service/measured-quality';
import { attributesOf } from '../../src/service/table-columns';
import { wordSimilarity } from '../../src/service/embeddings';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const stemsFor = (quality: string): string[] => qualityStems(quality, attributesOf(quality).map((a) => a.noun));

describe('measured quality (pure)', () => {
  it.each([
    ['How damp should a violin case be kept?', 'damp'],
    ['how salty is the lagoon', 'salty'],
    ['I was wondering how steep the lane is.', 'steep'],
    ['How **loud** can the rides be at night?', 'loud'],
    ['How long is the lane?', null],
    ['How likely is a flood this winter?', null],
    ['How quickly does the ice melt?', null],
    ['Why is the lane so steep?', null],
  ])('askedQuality(%j) = %j', (query, quality) => {
    expect(askedQuality(query)).toBe(quality);
  });
  it.each([
    ['damp', 'Luthiers advise keeping the relative humidity inside the case between 45 and 55 per cent.', true],
    ['damp', 'In a dry, heated room the wood gives up moisture and shrinks.', false],
    ['salty', 'The salinity of the water is about 20 parts per thousand.', true],
    ['salty', 'The lagoon is 3 kilometres long and fed by salt marsh creeks.', false],
    ['dense', 'It has a density of 160 kilograms per cubic metre.', true],
    ['loud', 'After 11 pm the noise from any ride must stay below 55 decibels.', true],
    ['loud', 'The fair runs for 10 days in August, and 24 rides are booked.', false],
  ])('givesLevelOf(%j, %j) = %s', (quality, text, gives) => {
    expect(givesLevelOf(text, quality, stemsFor(quality), wordSimilarity)).toBe(gives);
  });
});

const DOCUMENTS: Record<string, string> = {
  'violin-care.md': `# Caring for a violin

A violin is made of thin spruce and maple, glued with hide glue. In a dry, heated room the wood gives up moisture and shrinks, and seams can open. Most violins are kept in a case when they are not played, and a case holds the instrument for 20 years or more.

## In the case
Luthiers advise keeping the relative humidity inside the case between 45 and 55 per cent, with a small humidifier tube in winter.
`,
};

describe('a how-<quality> question over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });
  it('"How damp should a violin case be kept?" leads with the humidity level, not the wood giving up moisture', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How damp should a violin case be kept?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const lead = (job.content ?? '').split('\n\n').find((p) => /\[\d+\]/.test(p))?.split(/(?<=\]\.)\s/)[0] ?? '';
    expect(lead).toContain('between 45 and 55 per cent');
  });
});
