// A why-question's own verb guides its lead only through a cause of the thing asked (compose.ts
// verbGuidedLead): when some point says the verb ("The reaction needs water to work, so masons keep each
// joint moist…" for "Why does lime mortar need a damp room…?") but none states a cause outright with it,
// the best-scored point no longer leads for that reason alone: the reason for what was asked is looked for
// among all the good points (why-lead.ts), as when the verb is said nowhere. The documents and questions
// are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verbGuidedLead } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('verbGuidedLead (table)', () => {
  const unit = (score: number, text: string): { score: number; sentences: string[] } => ({ score, sentences: [text] });
  it.each<[string, { score: number; sentences: string[] }[], number | null]>([
    ['the verb in a cause of the thing asked leads', [unit(3, 'The mill wheel was rebuilt in 1920.'), unit(2.5, 'The wheel collapsed because its axle rotted.')], 1],
    ['the verb said, but in no cause: no guide to a lead', [unit(3, 'Old oil can heat up on a rag, since oxidation gives off heat.'), unit(2.5, 'The oil needs warmth to take up oxygen, so new putty is left a week.')], -1],
    ['the verb said nowhere: no guide at all', [unit(3, 'The putty skins over in a week.')], null],
    ['a cause with the verb too far below the best does not lead', [unit(5, 'The putty is made of chalk and oil.'), unit(2, 'It needs warmth because the oil must take up oxygen.')], -1],
  ])('%s', (_name, chosen, expected) => {
    const query = /wheel/.test(JSON.stringify(chosen)) ? 'Why did the mill wheel collapse?' : 'Why does linseed putty need a mild week to set?';
    expect(verbGuidedLead(chosen, 'why', query)).toBe(expected);
  });
});

const LIME = `# Lime mortar: the binder that hardens in the damp

## Where it comes from

Lime mortar is made by burning limestone in a kiln and slaking the quicklime with water. A mason mixes it with sharp sand, about one part lime to three of sand.

## Why it hardens in dampness

Unlike cement, lime mortar does not harden by drying. It sets because calcium hydroxide in the mortar takes up carbon dioxide from the air and turns back into limestone. The reaction needs water to work, so masons keep each new joint moist under damp hessian for a week. In a dry room a joint can stay crumbly for months.

## Hazards

Fresh lime mortar causes burns much like oven cleaner, since both are strongly alkaline. Once fully carbonated, the mortar is harmless to touch.
`;

describe('over the real service: the reason for what was asked leads', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'lime-mortar.md': LIME });
  });
  afterAll(async () => {
    await service.close();
  });
  it('Why does lime mortar need a damp room to harden?', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why does lime mortar need a damp room to harden?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    // (before: the best-scored point led because another point said "needs", though not as a cause)
    expect(job.content).toMatch(/^[^\n]*: The reaction needs water to work, so masons keep each new joint moist/m);
    expect(job.content).not.toMatch(/^[^\n]*: Fresh lime mortar causes burns/m);
  });
});
