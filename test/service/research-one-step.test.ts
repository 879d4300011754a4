// A how-to question about one detail of a procedure (steps.ts asksOneDetail) is answered by the step
// that gives it, not by the whole list; "How do you …?" with no detail still gets every step
// (research-steps.test.ts). Table tests of the pure decision, then answers over the real service on a
// document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { asksForProcedure, asksOneDetail } from '../../src/service/steps';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('one detail or the whole procedure (table)', () => {
  it.each<[string, boolean, boolean]>([
    ['How do you make plum jam?', false, true],
    ['How can I glaze a clay pot?', false, true],
    ['How do I know when the jam has set?', true, false],
    ['How do you glaze a pot, and at what temperature?', true, false],
    ['How do I sharpen a chisel and how often?', true, false],
    ['How should I cure the pots, and how long for?', true, false],
    ['How do I tell if the glaze is dry?', true, false],
    ['How do I choose which clay to use?', true, false],
    // a condition is no detail: the procedure is still asked for
    ['How do you fix a puncture if you have no patches?', false, true],
    ['How do you prune roses when they are young?', false, true],
    // not a procedure question at all
    ['At what temperature should the jars be sterilised?', true, false],
  ])('%s: one detail %s, whole procedure %s', (query, detail, procedure) => {
    expect(asksOneDetail(query)).toBe(detail);
    expect(asksForProcedure(query)).toBe(procedure);
  });
});

const JAM = `# Making plum jam

Plum jam needs no added pectin, because plum skins hold plenty of it.

## Steps

1. Wash a kilo of plums, halve them and take out the stones.
2. Put the fruit in a wide pan with 100 ml of water and simmer for ten minutes until the skins soften.
3. Stir in 800 grams of sugar over a low heat until it has dissolved.
4. Turn up the heat and boil hard for about eight minutes.
5. Spoon a little jam onto a saucer chilled in the freezer; if the surface wrinkles when you push it with a finger, the jam has set.
6. Ladle the jam into warm sterilised jars and seal them at once.
`;

describe('answers over the real service: one step or every step', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'plum-jam.md': JAM,
      'ferries.md': '# Island ferries\n\nThe island ferry sails twice a day in winter and every hour in summer.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('"How do I know when the jam has set?" gets the saucer test, not the whole list', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How do I know when the jam has set?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('the surface wrinkles when you push it');
    expect(job.content).not.toContain('The steps, as your source gives them');
    expect(job.content).not.toContain('take out the stones');
  });

  it('"How do you make plum jam?" still gets every step in order', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How do you make plum jam?', reasoning_loops: 2 }));
    expect(job.content).toMatch(/^The steps, as your source gives them: Wash a kilo of plums[\s\S]*take out the stones[\s\S]*Ladle the jam/);
  });
});
