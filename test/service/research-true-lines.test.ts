// Lines an answer computes or notes it adds are true of what follows (table-units.ts, part-given.ts, through the real
// HTTP service): a ranking over a table column whose cells are in different units ("2 cups", "500 ml", "1 litre") is
// not stated; a note saying the answer leaves out "how full was it" is not said above a row giving the level in percent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const LIBRARY: Record<string, string> = {
  'bread-machine.md': `# Loafwell BM-2 bread machine: quick guide

## Water for each programme

Never run a programme without water: the kneading paddle jams and the motor cuts out.

| Programme | Water | Time |
|---|---|---|
| Basic white | 1.5 cups water | 3 h |
| Wholemeal | 400 ml water | 4 h |
| Rye | 1 litre water | 5 h |
| Dough only | 300 ml water | 1 h |

## Cleaning

Wipe the pan with a damp cloth once it has cooled.
`,
  'greystone-levels.md': `# Greystone lake storage 2024

| Month | Storage pct | Notes |
|---|---|---|
| 2024-06 | 81 | Normal |
| 2024-07 | 64 | Dry spell |
| 2024-08 | 39 | Lowest since 2003; old bridge visible |
| 2024-09 | 52 | Rain returned |
`,
};

describe('computed lines and notes that are true (HTTP)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(LIBRARY);
  });
  afterAll(async () => {
    await service.close();
  });

  it('states no order over a column of mixed units', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Which Loafwell programme needs the least water?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').not.toMatch(/\) < /);
  });

  it('says no part is left out when a row gives it', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'In which month of 2024 was Greystone lake at its lowest, and how full was it?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content ?? '').toMatch(/39/);
    expect(job.content ?? '').not.toMatch(/leaves out/);
  });
});
