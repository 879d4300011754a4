// The word an amount question asks for is read past a trailing rate and in "what did X cost?" (src/service/
// amounts.ts askedWord, concepts.ts endingVerb): "How much was a keeper paid per week?" asks for "paid",
// which must itself be covered, so a library that never speaks of pay says so instead of citing the
// keeper's duties. The document (a lighthouse history) is written for this test.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedWord } from '../../src/service/amounts';
import { endingVerb } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, tempDir, waitForJob } from './helpers';

describe('askedWord and endingVerb for amounts (table)', () => {
  it.each<[string, string | null]>([
    ['How much was a lighthouse keeper paid per week?', 'paid'],
    ['How much did a ferry ticket cost each way?', 'cost'],
    ['What did the new lamp cost?', 'cost'],
    ['How much does the lens weigh?', 'weigh'],
    ['What did the keeper see?', null],
    ['How much did the lamp cost to run?', null],
  ])('askedWord(%j) → %j', (query, expected) => {
    expect(askedWord(query)).toBe(expected);
  });
  it('"what did the new lamp cost": the part ends in its verb, whose subject is the lamp', () => {
    expect(endingVerb('what did the new lamp cost')).toEqual({ verb: 'cost', before: ['the', 'new', 'lamp'] });
  });
  it('a noun of an amount is no verb: "which lamp has the lowest weight"', () => {
    expect(endingVerb('which lamp has the lowest weight')).toBeNull();
    expect(endingVerb('which lamp has the highest price')).toBeNull();
  });
});

describe('over the real service: pay no source speaks of is said to be missing', () => {
  let service: RunningService;
  beforeAll(async () => {
    const dir = tempDir('quire-asked-amount-');
    fs.writeFileSync(
      path.join(dir, 'lighthouse.md'),
      `# Keepers of the Skerry light\n\nThree keepers lived at the Skerry lighthouse in shifts of four weeks. Each day a keeper made the rounds of the lamp room, carried paraffin up the tower and wound the clockwork that turned the lens. The light was automated in 1987 and the last keepers left the rock that spring.\n`,
    );
    service = await startTestService({ sampleLibraryDir: dir, stepDelayMs: 0 });
  });
  afterAll(async () => {
    await service.close();
  });
  it('"How much was a Skerry keeper paid per week?" cites nothing and names "paid"', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much was a Skerry lighthouse keeper paid per week?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.results).toHaveLength(0);
    expect(job.content).toMatch(/"paid"/);
  });
});
