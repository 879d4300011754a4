// Why-leads whose reason has no cue word (src/service/reasons.ts explainedAfterBreak; compose.ts
// withoutBareConjunction; why-lead.ts whyLead's core without general verbs): a clause explained after a colon or a
// dash is a reason; a sentence tied to the one before only by "But"/"And"/"Yet" stands alone; a general verb ("be
// kept") is no core that a reason must name. Documents and wording written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutBareConjunction } from '../../src/service/compose';
import { explainedAfterBreak, reasonWithoutCue } from '../../src/service/reasons';
import { whyLead } from '../../src/service/why-lead';
import type { RunningService } from '../../src/service/server';
import { researchLead, startLibraryService } from './helpers';

describe('reasons without a cue word (pure)', () => {
  it.each([
    ['The plaster never cracks: the lime stays soft for years after it is laid.', true],
    ['The ferry was cancelled on Sunday — its rudder had jammed in the harbour.', true],
    ['The seedlings are covered at night - frost would kill them before they root.', true],
    ['Ewes are brought down in October: the hill grazing has run out by then.', true],
    // labels, lists and definitions are no explanation
    ['Opening times: Monday to Friday, 9 am to 5 pm.', false],
    ['We grow three grains: barley, oats and rye.', false],
    ['Lime is a binder: a powder that sets as it takes in carbon dioxide.', false],
    ['Year 2023: visitors 4,200; events 12.', false],
    ['The shop sells two fruits: apples and pears from the valley.', false],
  ])('explainedAfterBreak(%j) = %s', (text, explained) => {
    expect(explainedAfterBreak(text)).toBe(explained);
    expect(reasonWithoutCue(text) > 0).toBe(explained);
  });

  it.each([
    ['But the plaster never cracks: the lime stays soft.', 'The plaster never cracks: the lime stays soft.'],
    ['And the ferry still sails on Mondays in winter.', 'The ferry still sails on Mondays in winter.'],
    ['Yet the church was full every Sunday.', 'The church was full every Sunday.'],
    // what still needs the sentence before keeps its tie
    ['But it failed.', 'But it failed.'],
    ['But they were too late to save the roof.', 'But they were too late to save the roof.'],
    ['However the roof survived the storm.', 'However the roof survived the storm.'],
  ])('withoutBareConjunction(%j) = %j', (sentence, alone) => {
    expect(withoutBareConjunction(sentence)).toBe(alone);
  });

  it('a general verb in the question is no core a reason must name', () => {
    const candidates = [
      { score: 6, sentences: ['Never leave a violin in a car — the heat softens the glue, and the seams open within a week.'] },
      { score: 5.8, sentences: ['The bow is kept under light tension, which keeps the hair evenly spread.'] },
    ];
    const named = (text: string): string[] => ['violin', 'car', 'kept'].filter((w) => text.toLowerCase().includes(w === 'kept' ? 'kept' : w));
    expect(whyLead(candidates, 1, ['violin', 'kept', 'car'], named, ['violin'], ['kept'], true)).toBe(0);
  });
});

const DOCUMENTS: Record<string, string> = {
  'lime-plaster.md': `---
title: Working with lime plaster
url: https://example.org/lime-plaster
---

# Working with lime plaster

Lime plaster is mixed from slaked lime, sharp sand and a little animal hair. It goes on in three coats, and each coat must be kept damp for a week.

Old lime walls move with the seasons. But the plaster rarely cracks: the lime stays soft for years and gives a little as the wall moves. Gypsum plaster is harder because it sets in minutes.

Scaffold hire is charged by the week.
`,
  'harbour-notice.html': `<html><head><title>Harbour notices</title></head><body>
<h1>Harbour notices</h1>
<p>The slipway is closed on spring tides because the water covers the ramp.</p>
<p>The island ferry did not sail on Sunday — its rudder had jammed against the harbour wall during the night.</p>
<p>Parking on the quay is free after six.</p>
</body></html>
`,
};

describe('why-answers over the real service lead with the reason given without a cue word', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });
  const ask = (query: string): Promise<string> => researchLead(service, query);

  it('a reason after a colon, in a sentence opening with "But", leads on its own', async () => {
    const first = await ask('Why does lime plaster rarely crack on old walls?');
    expect(first).toContain('the lime stays soft');
    expect(first).not.toContain('seasons');
  });

  it('a reason after a dash leads over a "because" about something else', async () => {
    expect(await ask("Why didn't the island ferry sail on Sunday?")).toContain('rudder had jammed');
  });
});
