// "Who decides …?" answered by a named body with what it does in a clause after it ("…refers the case to the Valuation
// Tribunal, which hears it within six months"): answer-shape.ts shapeFit('who') reads it as an agent. The sentences
// and documents are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeFit } from '../../src/service/answer-shape';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe("shapeFit('who'): a named body that acts in a clause after it", () => {
  it.each([
    // (the body's verb is not the question's: "rules on" / hears)
    ['Who rules on an appeal against the rates?', 'The council then refers the case to the Valuation Tribunal, which hears it within six months.', true],
    ['Who signs off a new badge?', 'Designs go to the Heraldry Society, who approves about one in three.', true],
    ['Who checks the water?', 'Samples are sent to Severn Laboratories, which tests them for lead.', true],
    ['who covers the cost of the repairs', 'The bill goes to the Harbour Trust, which pays it from the mooring fees.', true],
    // written after the rule (fresh): a plural body's verb without -s, another verb than the question's
    ['Who inspects the dam each year?', 'The reservoir owner must call in the Panel Engineers, who examine it every twelve months.', true],
    ['Who looks after the churchyard wall?', 'Repairs fall to Holme Parish Council, which maintains the wall and the lychgate.', true],
    ['Who sets the ferry fares?', 'Fares are agreed each spring with Island Transport, who publishes them in April.', true],
    // no named body, or the name opens the sentence, or nothing done in the clause after it
    ['Who hears an appeal against the rates?', 'An appeal is heard within six months of the request.', false],
    ['Who rules on an appeal against the rates?', 'Valuation Tribunal hearings are public.', false],
    ['Who checks the water?', 'The water comes from Severn Reservoir, which is 40 metres deep.', false],
    ['Who approves a new badge?', 'New badges are rare.', false],
  ])('%j over %j: %s', (query, text, agent) => {
    expect(shapeFit('who', text, query) > 0).toBe(agent);
  });
});

const DOCUMENTS: Record<string, string> = {
  'rates-appeal.md': `# Appealing against your business rates

## If you disagree with your bill
Write to the rates office within two months of the bill. If the office does not change the bill, it will usually confirm its decision within eight weeks.

## If you still disagree
If you keep up your appeal, the council cannot decide it itself. It refers the case to the Valuation Tribunal, which hears it within six months, usually in public.
`,
};

describe('a who-question over the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });
  it('"Who decides a business rates appeal that you keep up?" leads with the Valuation Tribunal', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Who decides a business rates appeal that you keep up?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const first = (job.content ?? '').split('\n\n').find((p) => /\[\d+\]/.test(p)) ?? '';
    expect(first).toContain('Valuation Tribunal');
  });
});
