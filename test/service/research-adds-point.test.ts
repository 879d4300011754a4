// A sentence that adds a further point to the answer ("A second blow came from the landlord…", "At the same
// time…", "The other half of…", "In addition…") is a cause or mechanism of its own in a document about the
// question, though it repeats none of the question's words (src/service/compose.ts addsPoint, scoreUnits).
// Before, such a sentence scored like filler, and an answer of five sentences from one source kept the
// sentences that repeat the question's words instead (the team set's otters "metabolic" and kelp "sea
// star" facts). Table test, then an answer over HTTP on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addsPoint } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('a sentence that adds a point (table)', () => {
  it.each<[string, boolean]>([
    ['A second blow came from the landlord.', true],
    ['At the same time, the river silted up.', true],
    ['The other half of the answer is its diet.', true],
    ['In addition, the lease ran out.', true],
    ['Another factor was the cold spring.', true],
    ['Secondly, the roof leaked.', true],
    ['Moreover, the mill flooded twice.', true],
    ['The landlord refused to renew the lease.', false],
    ['The second floor was let to a tailor.', false],
    ['Others say the rent was the reason.', false],
  ])('%s → %s', (sentence, adds) => {
    expect(addsPoint(sentence)).toBe(adds);
  });
});

const DOCUMENTS: Record<string, string> = {
  'bakery.md': `# Why the Ferncastle Bakery Closed

The Ferncastle bakery on Mill Street closed in March after sixty years of trading. Regulars queued outside the bakery on its final morning, and the last rye loaf was sold by nine o'clock.

Flour prices doubled over two winters, and the bakery could not raise its bread prices fast enough to keep up. Its ovens, bought in 1987, also used far more gas than new ones.

A second blow came from the landlord, who refused to renew the lease on the shop and plans to turn it into flats.

The bakery had opened in 1963, and its rye bread won a regional prize in 1998. It was the last independent bakery in Ferncastle, and neighbours say the closure has left Mill Street quiet.

The bakery's sourdough starter, kept alive since 1963, has been given to the town's cookery school. The bakery's old sign now hangs in the Ferncastle museum.

The owners, Ruth and Alan Pask, now sell bread from a stall at the Saturday market. Bakery staff were offered jobs at a supermarket in the next town.
`,
  'market.md': `# Ferncastle Saturday Market

The Saturday market fills the square from eight until one. A bread stall run by the former owners of the Ferncastle bakery sells rye and spelt loaves, and a cheese van comes from the valley farms.
`,
};

describe('answers over the real service: every cause a document about the question gives', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Why did the Ferncastle bakery close?" gives the flour prices and the landlord\'s refusal', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why did the Ferncastle bakery close?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('Flour prices doubled');
    expect(job.content).toContain('refused to renew the lease');
  });
});
