// The asked role and its filler (src/service/asked-filler.ts, follow-up-role.ts; compose.ts and chat.ts use them): a
// where/when/who/how-does-it question is answered by a sentence holding a place, a time, a person or body, a means;
// a sentence that only shares the question's words never leads, and a place none gives is said plainly. Documents and
// wording written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedRole, askedRoleReading, fillsRole, holdsAgent, holdsMeans, holdsPlace, holdsTime, roleLead, roleNotGiven } from '../../src/service/asked-filler';
import { asksPayer, roleReply } from '../../src/service/follow-up-role';
import type { RunningService } from '../../src/service/server';
import { answerLead, askChat, createJob, researchContent, startLibraryService, waitForJob } from './helpers';

describe('the role a question asks (pure)', () => {
  it.each([
    ['Where is the ferry kept over winter?', 'place'],
    ['And where did they land?', 'place'],
    // where a thing comes from: a place or a giver
    ['Where did the money come from?', 'origin'],
    ['When does the ferry start running?', 'time'],
    ['In what year was the pier built?', 'time'],
    ['By when must forms be in?', 'time'],
    ['Who repaired the organ?', 'agent'],
    ['Who pays for the repairs?', 'agent'],
    ['How do penguins keep their eggs warm?', 'means'],
    ['How does a siphon work?', 'means'],
    // what to do, asked of the reader, is no mechanism; a possessive asks no doer; other questions ask no role
    ['How do I prune a plum tree?', null],
    ['Whose idea was the bridge?', null],
    ['Why did the pier close?', null],
    ['What does the ferry cost?', null],
  ])('askedRole(%j) = %j', (question, role) => {
    expect(askedRole(question)).toBe(role);
  });
});

describe('fillers of each role (pure)', () => {
  it.each([
    ['The ferry is laid up on the slipway behind the boathouse from November.', true],
    ['Parcels can be left at the post office in Tollerby.', true],
    ['The ferry crossing takes twenty minutes.', false],
    ['Crossings stop in May for the nesting season.', false],
  ])('holdsPlace(%j) = %s', (text, holds) => {
    expect(holdsPlace(text)).toBe(holds);
  });

  it.each([
    ['The first crossing of the season is on 1 April.', true],
    ['The pier opened in 1871.', true],
    ['Crossings are suspended in winter.', true],
    ['The ferry carries twelve cars and sixty passengers.', false],
  ])('holdsTime(%j) = %s', (text, holds) => {
    expect(holdsTime(text)).toBe(holds);
  });

  it.each([
    ['The organ was rebuilt by the firm of Harrison and Cole in 1922.', true],
    ['The repairs are paid for by the harbour commissioners.', true],
    ['The parish council decides the opening hours.', true],
    ['The pier draws about 40,000 visitors a year.', false],
    ['Salt spray had rusted the pieces of the railing.', false],
  ])('holdsAgent(%j) = %s', (text, holds) => {
    expect(holdsAgent(text)).toBe(holds);
  });

  it.each([
    ['Penguins keep the egg warm by resting it on their feet under a fold of skin.', true],
    ['A siphon moves water using the pull of the falling column.', true],
    ['Warm days are rare on the ice shelf.', false],
  ])('holdsMeans(%j) = %s', (text, holds) => {
    expect(holdsMeans(text)).toBe(holds);
  });

  it('fillsRole reads the role asked', () => {
    expect(fillsRole('It sails from Quay Street at nine.', 'place')).toBe(true);
    expect(fillsRole('It sails from Quay Street at nine.', 'means')).toBe(false);
    expect(fillsRole('The harbour commissioners paid £48,000.', 'origin')).toBe(true);
    expect(fillsRole('The harbour commissioners paid £48,000.', 'place')).toBe(false);
  });
});

describe('the lead that fills the role (pure)', () => {
  const subject = new Set(['ferri', 'kept']);
  it('a lead with no filler gives way to the best point that has one and names the subject', () => {
    const pool = [
      { text: 'The ferry is kept busy all summer.', score: 3 },
      { text: 'Over winter the ferry is kept on the slipway at Calder Point.', score: 2 },
      { text: 'A second boat is stored at Ravenglass.', score: 2.5 },
    ];
    expect(roleLead('place', pool, 0, subject)).toBe(1);
  });

  it('a lead that holds a filler stays; no point with one is no change', () => {
    expect(roleLead('place', [{ text: 'The ferry is kept at Calder Point.', score: 1 }, { text: 'The ferry is kept on the slipway at Ravenglass.', score: 2 }], 0, subject)).toBe(-1);
    expect(roleLead('place', [{ text: 'The ferry is kept busy.', score: 1 }, { text: 'The ferry is kept painted.', score: 2 }], 0, subject)).toBe(-1);
  });

  it('the means is asked only where the lead repeats the question and says no means', () => {
    const pool = [
      { text: 'Warm weather is rare when penguins nest.', score: 3 },
      { text: 'Penguins keep their eggs off the ice by balancing them on their feet.', score: 2 },
    ];
    expect(askedRoleReading('How do penguins keep their eggs warm?', ['penguins'], pool, 0).lead).toBe(1);
    // (a lead that does not repeat the question's words is left to the other rules)
    expect(askedRoleReading('How do penguins keep their eggs warm?', ['penguins'], [{ text: 'Emperor penguins breed in the Antarctic.', score: 3 }, pool[1] as { text: string; score: number }], 0).lead).toBe(-1);
  });

  it('a place no point holds is said plainly, naming it', () => {
    const reading = askedRoleReading('Where is the rowing club based?', null, [{ text: 'The rowing club has 80 members.', score: 2 }], 0);
    expect(reading).toEqual({ lead: -1, missing: 'Your sources do not say where the rowing club is based: they give no place for it.' });
    expect(roleNotGiven('agent', 'Who paints the hull?')).toBe('Your sources give no person or body for "Who paints the hull?"');
  });
});

describe('the follow-up role reply (pure)', () => {
  const sentences = [
    { text: 'A survey in 2021 found rot in the timbers of the pier head.', heading: 'Why the pier closed', citation: 1 },
    { text: 'The repairs were carried out by shipwright Tomas Rudd and two apprentices.', heading: 'The work', citation: 1 },
    { text: 'The harbour commissioners paid £48,000 and the town raised the rest.', heading: 'Cost', citation: 1 },
    { text: 'The pier reopens to anglers on 3 May.', heading: 'Reopening', citation: 1 },
  ];
  it('"Who did the work?" is the sentence naming a doer under the work, not the lead again', () => {
    expect(roleReply('Who did the work?', 'A survey in 2021 found rot in the timbers of the pier head.', ['Why did the pier close?'], sentences)?.text).toMatch(/Tomas Rudd/);
  });
  it('a payer asked is the doer beside a sum', () => {
    expect(asksPayer('Who is footing the bill?')).toBe(true);
    expect(asksPayer('Who did the work?')).toBe(false);
    expect(roleReply('Who footed the bill?', null, ['Why did the pier close?'], sentences)?.text).toMatch(/commissioners/);
  });
  it('a lead that holds the filler and says the follow-up stays; nothing found keeps the reply', () => {
    expect(roleReply('When does the pier reopen?', 'The pier reopens to anglers on 3 May.', [], sentences)).toBeNull();
    expect(roleReply('Where was the timber bought?', null, ['Why did the pier close?'], sentences)).toBeNull();
  });
});

const DOCUMENTS: Record<string, string> = {
  'petrel-colony.md': `---
title: Storm petrels on Skarra
---

# Storm petrels on Skarra

Storm petrels are the smallest seabirds in Europe, hardly bigger than a sparrow. They spend most of the year far out at sea and come ashore only to breed.

On Skarra the birds nest deep in the old drystone walls of the abandoned crofts and under the boulder beach on the north shore. They come and go only after dark to avoid gulls.

A petrel chick stays warm in its burrow by huddling in a thick coat of grey down, and the parents feed it an oily paste of plankton. Warm summers bring more plankton to the island's waters.

The colony is counted each July by volunteers from the Skarra Bird Trust, who play recorded calls and listen for replies.
`,
  'pier-repairs.md': `---
title: Holmness pier reopens
---

# Holmness pier reopens

## Why it closed

A survey in 2021 found rot in the oak piles under the pier head, and the pier was closed to the public.

## The work

The repairs were carried out by the marine contractor Dunlin Civils, who drove twelve new greenheart piles.

## Cost

The repairs cost £310,000. The harbour commissioners paid £200,000 and a public appeal raised the rest.
`,
};

describe('the asked role through the real service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"How do petrel chicks stay warm?" leads with the means, not a sentence sharing "warm"', async () => {
    const lead = answerLead(await researchContent(service, 'How do petrel chicks stay warm?'));
    expect(lead).toMatch(/huddling|down/);
    expect(lead).not.toMatch(/Warm summers/);
  });

  it('a place the sources do not give is said plainly first', async () => {
    const content = await researchContent(service, 'Where is the Skarra Bird Trust based?');
    expect(content).toMatch(/^Your sources do not say where the Skarra Bird Trust is based: they give no place for it\./);
  });

  it('"Who did the work?" after a why-question names the contractor', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why was Holmness pier closed?' }));
    expect(job.status).toBe('completed');
    const reply = await askChat(service, job.id, 'Who did the work?');
    expect(reply).toMatch(/Dunlin Civils/);
  });
});
