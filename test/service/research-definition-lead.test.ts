// Definition questions lead with the sentence that says what the term is (src/service/definition.ts,
// compose.ts): "What is a leat?" is answered by "…through a leat, an open channel dug to carry water…",
// not by the sentence that uses the word most. Table tests of the pure pieces, then the real service
// over a document written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definedTerm, definesTerm, definitionLead } from '../../src/service/definition';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('definition questions (pure)', () => {
  it.each([
    ['What is a leat?', 'leat'],
    ['What are mill races?', 'mill races'],
    ['What is ABV?', 'ABV'],
    ['What does tailrace mean?', 'tailrace'],
    ['Define overshot wheel', 'overshot wheel'],
    ['What is the capital of Peru?', null],
    ['What is the leat made of?', null],
    ['What is it?', null],
    ['How deep is the leat?', null],
  ])('definedTerm(%j) = %j', (query, term) => {
    expect(definedTerm(query)).toBe(term);
  });

  it.each([
    ['The first mill drew its water through a leat, an open channel dug to carry water from the river.', 'leat', true],
    ['A leat is a channel that carries water to a mill wheel.', 'leat', true],
    ['Mill races: the channels that carry water to and from a wheel.', 'mill races', true],
    ['The tailrace (the channel below the wheel) is lined with stone.', 'tailrace', true], // a gloss in brackets says what it is
    ['The tailrace is lined with stone.', 'tailrace', false],
    ['The alcohol by volume (ABV) of the cider is 8 per cent.', 'ABV', true],
    ['Water from what is called the leat turns the wheel.', 'leat', true],
    ['An overshot wheel happens when… no.', 'leat', false],
    ['In dry summers the leat runs low.', 'leat', false],
    ['The leat was relined with clay in 1988.', 'leat', false],
    ['The leat is necessary for milling.', 'leat', false], // "is" + an adjective describes, does not define
  ])('definesTerm(%j, %j) = %j', (sentence, term, defines) => {
    expect(definesTerm(sentence, term)).toBe(defines);
  });

  it('definitionLead: the defining point within reach of the best leads; none, or the first, keeps the lead', () => {
    const unit = (score: number, text: string) => ({ score, sentences: [text] });
    const uses = unit(10, 'In dry summers the leat runs low.');
    const defines = unit(4, 'The first mill drew its water through a leat, an open channel dug to carry water.');
    expect(definitionLead([uses, defines], 'leat')).toBe(1);
    expect(definitionLead([uses, unit(2, defines.sentences[0] as string)], 'leat')).toBe(-1); // below 30% of the best
    expect(definitionLead([defines, uses], 'leat')).toBe(-1);
    expect(definitionLead([uses], 'leat')).toBe(-1);
  });
});

const DOCUMENTS: Record<string, string> = {
  'brackwater-leat.md': `# Water for the Brackwater mill

The Brackwater leat is 800 metres long and about 2 metres wide, and it falls 1.5 metres between the weir and the wheel. In dry summers the leat runs so low that the miller grinds only in the mornings. The leat was relined with puddled clay in 1988 after it leaked into the meadows, at a cost of £12,000.

The wheel takes its water from a leat, a dug channel. Below the wheel, the tailrace returns the water to the Tarn.
`,
};

describe('answers over the real service: a definition question leads with the definition', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });
  const firstCited = (content: string): string => content.split('\n\n').find((p) => /\[\d+\]/.test(p))?.split(/(?<=\]\.)\s/)[0] ?? '';

  it('"What is a leat?" leads with "a dug channel", not the leat\'s size, cost or summer levels', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What is a leat?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(firstCited(job.content ?? '')).toContain('a leat, a dug channel');
  });
});
