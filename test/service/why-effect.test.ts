// @vitest-environment node
// A why-lead gives a reason FOR what was asked (src/service/why-lead.ts): a cause given after its effect
// ("…closed in 2018 because abalone starved without kelp") explains that effect, not whatever its cause
// names; what a point names only inside an open question ("studying whether otters could help kelp
// recover") it does not state. Table tests, then leads through the HTTP service on the sample library.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainedEffect, openQuestionsOut, whySubjectHead } from '../../src/service/why-lead';
import { defaultSampleLibraryDir } from '../../src/service/library';
import { researchLead, startTestService } from './helpers';

describe('what a "because" explains', () => {
  it.each<[string, string | null]>([
    ['The recreational red abalone fishery was closed in 2018 because abalone starved without kelp.', 'The recreational red abalone fishery was closed in 2018'],
    ['The road flooded, and the school shut due to the storm.', 'the school shut'],
    ['Because the water is soft, the board doses it.', null],
    ['The mill stopped in 1921; the wheel broke because of the frost.', 'the wheel broke'],
    ['The mill stopped in 1921.', null],
  ])('%s', (text, effect) => {
    expect(explainedEffect(text)).toBe(effect);
  });
});

describe('open questions state nothing', () => {
  it.each<[string, string]>([
    ['Researchers are studying whether otters could help kelp recover.', 'Researchers are studying  .'],
    ['Nobody knows whether the bridge will reopen; the council meets in May.', 'Nobody knows  ; the council meets in May.'],
    ['The bridge reopened in May.', 'The bridge reopened in May.'],
  ])('%s', (text, out) => {
    expect(openQuestionsOut(text)).toBe(out);
  });
});

describe('the head of a why-question\'s subject', () => {
  it.each<[string, string[]]>([
    ['Why did kelp forests in California disappear?', ['kelp', 'forests']],
    ['Why did the kelp forests of northern California decline?', ['kelp', 'forests']],
    ['Why does the water board add phosphate?', ['water', 'board']],
    ['Why are sea otters important for kelp forests?', []],
  ])('%s', (query, head) => {
    expect(whySubjectHead(query)).toEqual(head);
  });
});

describe('why-leads on the sample library (through the service)', () => {
  let service: Awaited<ReturnType<typeof startTestService>>;
  beforeAll(async () => {
    service = await startTestService({ sampleLibraryDir: defaultSampleLibraryDir(), stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });

  it('the kelp forests disappeared after the heatwave, not "the fishery closed because abalone starved without kelp"', async () => {
    const lead = await researchLead(service, 'Why did kelp forests in California disappear?');
    expect(lead).toMatch(/heatwave|sea star|urchin/);
    expect(lead).not.toMatch(/fishery|divers/);
  });

  it('the fishery\'s own closing keeps its "because"', async () => {
    const lead = await researchLead(service, 'Why was the abalone fishery closed?');
    expect(lead).toMatch(/because abalone starved/);
  });
});
