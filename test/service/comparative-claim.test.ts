// @vitest-environment node
// A yes/no claim made with a comparative adjective is stated only by a sentence that says that quality
// (src/service/comparative-claim.ts): "Did the printing press make books cheaper?" over the sample library
// answered "yes" resting on "The Catholic Church also used the press, printing … the Index of Prohibited
// Books", which names books and not their price. Table tests, then through the HTTP service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparativeBases, qualityStems, speaksToQualities } from '../../src/service/comparative-claim';
import { stemsOf } from '../../src/service/concepts';
import { defaultSampleLibraryDir } from '../../src/service/library';
import { researchLead, startTestService } from './helpers';

describe('comparatives and the sentences that say their quality', () => {
  it('reads the base adjective of a comparative, not of a noun in -er', () => {
    expect(comparativeBases(['books', 'cheaper', 'bigger', 'happier', 'larger', 'water', 'paper', 'under', 'butter', 'richer'])).toEqual(['cheap', 'big', 'happy', 'large', 'rich']);
  });
  it.each<[string, boolean]>([
    ['The Catholic Church also used the press, printing catechisms and the Index of Prohibited Books.', false],
    ['Printed books were far cheaper than manuscripts.', true],
    ['Books became less expensive.', true],
  ])('%s → %s', (sentence, speaks) => {
    expect(speaksToQualities([qualityStems('cheap')], stemsOf(sentence))).toBe(speaks);
  });
  it('a denial or a disclaimer answers whatever the quality', () => {
    expect(speaksToQualities([qualityStems('rich')], stemsOf('The survey makes no claim about butterflies.'), 'The survey makes no claim about butterflies.')).toBe(true);
  });
  it('a claim without a comparative asks nothing of this', () => {
    expect(speaksToQualities([], stemsOf('Anything.'))).toBe(true);
  });
});

describe('a comparative claim over the sample library (through the service)', () => {
  let service: Awaited<ReturnType<typeof startTestService>>;
  beforeAll(async () => {
    service = await startTestService({ sampleLibraryDir: defaultSampleLibraryDir(), stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });
  it('"make books cheaper" never rests on the Index of Prohibited Books', async () => {
    const lead = await researchLead(service, 'Did the printing press make books cheaper?');
    expect(lead).not.toMatch(/Index of Prohibited Books/);
  });
});
