// How-to answers (steps.ts): "How do you …?" gets the source's list of steps whole and in its order,
// with the other points after it; a why-question over the same document does not. The service test
// uploads a how-to whose list is longer than one passage: the steps retrieval did not find are added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { createJob, startTestService, upload, waitForJob } from './helpers';
import { compose } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import { isProcedureQuestion, listOf, withWholeSteps } from '../../src/service/steps';
import { chunkParagraphs } from '../../src/service/text';

const RADIATOR = `---
title: Bleeding a radiator
---

# Bleeding a radiator

Air trapped at the top of a radiator leaves it cold at the top and warm at the bottom.

## You will need

- A radiator key
- An old cloth

## Steps

1. Turn the heating off and let the radiators cool for an hour.
2. Find the bleed valve, a small square nut at one top corner.
3. Hold the cloth under the valve and turn the key a quarter turn anticlockwise. You will hear a hiss as the air escapes.
4. Close the valve as soon as water starts to drip.
5. Check the boiler pressure gauge and top it up to about 1.5 bar if it has dropped.
6. Turn the heating back on and feel the radiator after twenty minutes.

## Tips

Bleed the radiators once a year, because air collects over the summer. Start with the radiator furthest from the boiler.
`;

async function answer(query: string) {
  const doc = await extractDocument(Buffer.from(RADIATOR), 'radiator.md');
  const passages = chunkParagraphs(doc.paragraphs).map((text) => ({ documentId: 'radiator', text }));
  return compose(query, passages, new Map([['radiator', { title: 'Bleeding a radiator', url: 'https://radiator.example' }]]));
}

describe('how-to answers keep the steps', () => {
  it.each([
    ['How do you bleed a radiator?', true],
    ['How can I repot an orchid?', true],
    ['How to descale a kettle?', true],
    ['What are the steps to change a bike tube?', true],
    ['How do radiators heat a room?', false],
    ['How does a heat pump work?', false],
    ['Why does a radiator stay cold at the top?', false],
  ])('%j asks for a procedure: %s', (query, expected) => {
    expect(isProcedureQuestion(query)).toBe(expected);
  });

  it('"How do you bleed a radiator?": every step, in the source\'s order, first; the other points after', async () => {
    const composed = await answer('How do you bleed a radiator?');
    const [first, rest] = composed.content.split('\n\n');
    expect(first).toMatch(/^The steps, as your source gives them: Turn the heating off/);
    const order = ['Turn the heating off', 'Find the bleed valve', 'turn the key a quarter turn', 'Close the valve', 'boiler pressure gauge', 'Turn the heating back on'].map((s) => first?.indexOf(s) ?? -1);
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // every step cited; the tools list is not a step
    expect(first?.match(/\[1\]/g)).toHaveLength(6);
    expect(first).not.toContain('radiator key');
    expect(rest).toContain('because air collects over the summer');
  });

  it('asked in other words, the same steps', async () => {
    const composed = await answer('How do I get the air out of a radiator?');
    expect(composed.content).toMatch(/^The steps, as your source gives them: Turn the heating off[\s\S]*Turn the heating back on/);
  });

  it('a why-question over the same document is not answered with the steps', async () => {
    const composed = await answer('Why does a radiator go cold at the top?');
    expect(composed.content).not.toContain('The steps, as your source gives them');
    expect(composed.content).toContain('Air trapped at the top of a radiator');
  });

  it('listOf: the items with the same headings and lead-in, in order; withWholeSteps needs two chosen steps when other points are chosen', () => {
    const ctx = new Set(['step']);
    const unit = (order: number, line?: 'item', context: Set<string> = ctx) => ({ documentId: 'd', order, sentences: [`s${order}.`], score: 0, ...(line ? { line } : {}), context });
    const units = [unit(1), unit(2, 'item'), unit(3, 'item'), unit(4, 'item'), unit(5), unit(6, 'item', new Set(['tips'])), unit(7, 'item', new Set(['tool']))];
    expect(listOf(units[2]!, units).map((u) => u.order)).toEqual([2, 3, 4]);
    expect(listOf(units[5]!, units).map((u) => u.order)).toEqual([6]);
    expect(listOf(units[0]!, units)).toEqual([]);
    // one chosen step beside a prose point: left as it is
    expect(withWholeSteps([units[0]!, units[2]!], units, 10).steps).toEqual([]);
    // two chosen steps: the whole list, in order, after the other points
    expect(withWholeSteps([units[0]!, units[3]!, units[1]!], units, 10).chosen.map((u) => u.order)).toEqual([1, 2, 3, 4]);
    // a step that carries the one before it ("Then …" with its referent) does not say that one twice
    const carried = { ...unit(3, 'item'), sentences: ['s2.', 'Then s3.'] };
    const withCarried = [units[1]!, carried, units[3]!];
    expect(withWholeSteps([carried, units[3]!], withCarried, 10).chosen.flatMap((u) => u.sentences)).toEqual(['s2.', 'Then s3.', 's4.']);
    // within the sentence budget: the other points go first, then the last steps (never below two)
    expect(withWholeSteps([units[0]!, units[4]!, units[3]!, units[1]!], units, 4).chosen.map((u) => u.order)).toEqual([1, 2, 3, 4]);
  });
});

describe('a list of steps longer than one passage (real service, uploaded file)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startTestService();
  });
  afterAll(async () => {
    await service.close();
  });

  const STEPS = [
    'Switch the power off at the wall and let everything cool completely before you start, so that nothing inside can burn you or move while your hands are in the drum area.',
    'Empty the lint screen and wipe the door seal with a damp cloth, pulling back the rubber fold to reach the grey residue that collects in its lowest point over the months.',
    'Unscrew the round cover at the bottom right of the front panel and pull out the short hose behind it, holding it over a shallow tray because the water inside comes out quickly.',
    'Open the cap at the end of the short hose slowly, let the water run into the tray, and close the cap again once the flow has stopped completely.',
    'Turn the large plastic handle anticlockwise and draw out the mesh insert, then rinse it under warm running water until no coins, hair pins or fluff are left in the mesh.',
    'Push the insert back in, turn the handle clockwise until it stops, refit the round cover and run a short rinse cycle to check that nothing leaks at the front.',
  ];
  const DOC = `# Looking after a front-loading washing machine\n\nA blocked pump filter is the most common reason a washing machine will not drain.\n\n## Steps\n\n${STEPS.map((s, i) => `${i + 1}. ${s}`).join('\n')}\n\n## Tips\n\nCheck the pump filter every three months, more often in a house with pets.\n`;

  it('"How do you clean the pump filter of a washing machine?" lists all six steps, in order', async () => {
    expect((await upload(service, 'washing-machine-care.md', DOC, 'text/markdown')).status).toBe(200);
    const job = await waitForJob(service, await createJob(service, { query: 'How do you clean the pump filter of a washing machine?', reasoning_loops: 2 }));
    expect(job.status).toBe('completed');
    const content = String(job.content);
    expect(content).toMatch(/^The steps, as your source gives them: Switch the power off/);
    const at = STEPS.map((step) => content.indexOf(step.slice(0, 40)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });
});
