// Citation markers and notes in their place (src/service/compose.ts withMarker/withCitation, notes.ts
// isFramingVerb): a marker never sits inside a closing quotation ('"pay for themselves" [1].', not
// '"pay for themselves [1]."'), and a gap note on a part the answer covers does not name the verb that
// frames the question ("filed", "How do I add…"). The sentences and documents are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCitation } from '../../src/service/compose';
import { isFramingVerb } from '../../src/service/notes';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('withCitation and isFramingVerb (pure)', () => {
  it.each([
    ['Hedgehogs hibernate from November.', 'Hedgehogs hibernate from November [1].'],
    ['The keeper wrote that the lamp "burned all night."', 'The keeper wrote that the lamp "burned all night" [1].'],
    ['The rule (since 2019) covers vans (not cars).', 'The rule (since 2019) covers vans (not cars) [1].'],
    ['Will the ferry run in winter?', 'Will the ferry run in winter [1]?'],
    ['"Mind the gap," the guard said.', '"Mind the gap," the guard said [1].'],
  ])('withCitation(%j) → %j', (sentence, expected) => {
    expect(withCitation(sentence, [1])).toBe(expected);
  });
  it.each([
    ['filed', 'When was the complaint filed?', true],
    ['painted', 'Who painted the chapel ceiling?', true],
    ['add', 'How do I add a printer to the network?', true],
    ['printer', 'How do I add a printer to the network?', false],
    ['seed', 'How deep should I sow a bean seed?', false],
    ['hundred', 'Is it a hundred years old?', false],
    ['lightning', 'Can lightning strike twice?', false],
  ])('isFramingVerb(%j, %j) → %s', (term, question, expected) => {
    expect(isFramingVerb(term, question)).toBe(expected);
  });
});

const DOCUMENTS: Record<string, string> = {
  'keeper-log.md': `# The Keeper's Log

In his log for 1898 the keeper wrote that the new paraffin lamp "burned all night without smoking."
The lamp could be seen from 18 nautical miles away on a clear night.
`,
};

describe('answers over the real service: markers outside quotations', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('a quotation that ends the sentence keeps its closing mark before the marker', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How did the new paraffin lamp burn in 1898?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('"burned all night without smoking" [1].');
    expect(job.content).not.toMatch(/\[\d+\]\.["”]/);
  });
});
