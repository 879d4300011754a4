// @vitest-environment node
// An importance question ("Why are sea otters important for kelp forests?") asks for the subject's effect on
// what it matters to (src/service/importance.ts): table tests of the reading, then leads through the HTTP service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asksImportance } from '../../src/service/importance';
import { defaultSampleLibraryDir } from '../../src/service/library';
import { researchLead, startLibraryService, startTestService } from './helpers';

describe('asksImportance: a why-question about a thing\'s worth to something', () => {
  it.each([
    ['Why are sea otters important for kelp forests?', true],
    ['Why is peat so important to the climate?', true],
    ['Why are hedgerows considered valuable for farmland birds?', true],
    ['Why does the night shift matter to the bakery?', true],
    ['What makes mangroves so useful to fishing villages?', true],
    ['Why were the old gates essential?', true],
    ['Why is it important to store batteries cool?', false],
    ['Why is it vital that the pump runs at night?', false],
    ['Why are sea otters declining?', false],
    ['Why do otters rest in rafts?', false],
    ['What makes the oak gates leak?', false],
    ['Is peat important for the climate?', false],
  ])('%s → %s', (query, expected) => {
    expect(asksImportance(query)).toBe(expected);
  });
});

describe('an importance question leads with the subject\'s effect (through the service)', () => {
  let sample: Awaited<ReturnType<typeof startTestService>>;
  let written: Awaited<ReturnType<typeof startLibraryService>>;
  beforeAll(async () => {
    sample = await startTestService({ sampleLibraryDir: defaultSampleLibraryDir(), stepDelayMs: 0 });
    written = await startLibraryService({
      'hedgerows.md': `# Hedgerows on lowland farms\n\nHedgerows give farmland birds cover for their nests and a winter store of berries and insects. Where hedgerows are grubbed out, yellowhammers and linnets disappear from the fields within a few seasons.\n\nThe county council cuts the roadside verges in August to prevent the hedgerows spreading onto the carriageway, and farmers who join the stewardship scheme are paid to trim their hedges only every other winter.\n`,
      'survey.md': `# The 2023 hedgerow survey\n\nVolunteers walked 40 kilometres of hedgerow in June. Researchers are now studying whether planting new hedgerows could bring birds back to arable land over the long term.\n`,
    });
  });
  afterAll(async () => {
    await sample.close();
    await written.close();
  });

  it('sample library: the otters eat urchins that graze kelp, not divers paid to remove urchins', async () => {
    const lead = await researchLead(sample, 'Why are sea otters important for kelp forests?');
    expect(lead).toMatch(/feed heavily on sea urchins|urchin populations stay small|keystone/);
    expect(lead).not.toMatch(/divers|rafts/);
  });

  it('written documents: the birds\' cover and food, not a verge cut "to prevent" spreading', async () => {
    const lead = await researchLead(written, 'Why are hedgerows so important for farmland birds?');
    expect(lead).toMatch(/cover for their nests|disappear from the fields/);
    expect(lead).not.toMatch(/verges|studying whether/);
  });
});
