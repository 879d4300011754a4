// A follow-up answered by its OWN ask (follow-up-ask.ts, chat.ts withAskLead): a reason, a manner, an agent or a
// difference read from the question's structure (idioms, a frame, decoration, a statement before an elliptic
// "By how much?"), and the sentence that GIVES that ask about the thing asked leads, not the research answer's
// sentences that share the research question's words. Own wording and documents (a community orchard, a canal
// tunnel notice), not a bench set's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { agentGiven, askOf, contrastSides, namesThing } from '../../src/service/follow-up-ask';
import { participialReason } from '../../src/service/reasons';
import { askChat, createJob, startLibraryService, waitForJob, type JobBody } from './helpers';

// variants written before the rule: 14 wordings, varied in structure
describe('the ask of a follow-up, read from its structure', () => {
  it.each([
    ['How come they prune the trees in July instead of in winter?', 'reason'],
    ['What made the roof start to come apart?', 'reason'],
    ['What are the grease bands round the trunks actually for?', 'reason'],
    ['I was wondering why the tunnel is so narrow.', 'reason'],
    ['**Why** do boats wait at the mooring rings?', 'reason'],
    ["What's the reason for the closure?", 'reason'],
    ['Last year was a bumper crop, I gather. By how much?', 'difference'],
    ['How much longer is this stoppage than the last one?', 'difference'],
    ['Who is actually doing the repairs?', 'agent'],
    ['Which company carries out the work?', 'agent'],
    ['How do boaters tell when it is their turn to go in?', 'manner'],
    ['In what way is the juice kept from spoiling?', 'manner'],
    ["What's the difference in price between the two grafts?", 'difference'],
    ['What was the gap this year?', 'difference'],
    // what sets two things apart is no amount compared: the sentences that say what each is (the composition's own)
    ["what's the difference between a scion and a rootstock anyway?", null],
    ['What is the difference between the winter and the summer timetable?', null],
    ['How many trees are there?', null],
    ['Is the orchard open on Sundays?', null],
    ['How would a volunteer go about grafting a tree?', null],
  ] as const)('%j asks %s', (message, ask) => {
    expect(askOf(message)).toBe(ask);
  });

  it.each([
    ['How come the falcons work where the scarecrows failed?', ['how come the falcons work ', 'where the scarecrows failed?']],
    ['Why prune in July rather than in winter?', ['why prune in july ', 'rather than in winter?']],
    ['Why do the trees need pruning?', null],
  ] as const)('%j sets two sides against each other: %j', (message, sides) => {
    expect(contrastSides(message)).toEqual(sides);
  });

  it.each([
    ['Cut in summer, a tree puts out far fewer water shoots.', true],
    ['Folded across the grain, the card cracks along its spine.', true],
    ['Cut a pencil-thick scion from a healthy tree.', false],
    ['Report compiled by Eleri Pugh, survey secretary.', false],
    ['Grease bands are tied round every trunk in October.', false],
  ] as const)('%j gives a reason by its opening participle: %s', (text, expected) => {
    expect(participialReason(text)).toBe(expected);
  });

  it.each([
    ['The work is carried out by Severn Heritage Masonry for the trust.', 1],
    ["Decisions to fell a tree are taken by the orchard's tree warden, Priya Nandakumar.", 1],
    ['The tunnel on the Teme Navigation will be closed while the lining is repaired.', 0],
    ['Volunteers carried the timber and cleaned the bells.', 0.6],
  ] as const)('%j gives an agent: %d', (text, expected) => {
    expect(agentGiven(text, new Set(['who', 'did', 'the', 'work']))).toBe(expected);
  });

  it.each([
    ['repairs', 'who is doing the repairs', true],
    ['tree', 'who says whether a tree is cut down', true],
    ['cut', 'who says whether a tree is cut down', false],
    ['slowly', 'why do the trucks crawl so slowly', false],
  ] as const)('%j in %j names a thing: %s', (term, question, expected) => {
    expect(namesThing(term, question.split(' '))).toBe(expected);
  });
});

const DOCUMENTS: Record<string, string> = {
  'hillcrest-orchard.md': `---
title: Hillcrest Community Orchard: the 2024 season
---

# Hillcrest Community Orchard: the 2024 season

The orchard on Hillcrest Lane has 86 trees, 61 of them apples, planted by volunteers between 1998 and 2004. It is open to the public every day from dawn to dusk.

## Pruning

The old standard trees are pruned in July rather than in the dormant season. Cut in summer, a tree puts out far fewer vigorous water shoots the following spring, and the wounds dry before the wet months when canker spores spread. Each volunteer prunes no more than three trees in a session.

## Juice

The juice is kept from spoiling by heating the filled bottles in a water bath to 75 degrees C for twenty minutes, which kills the yeasts. Unheated juice ferments within four days.
`,
  'marlow-tunnel.txt': `Marlow Hill canal tunnel: winter stoppage notice

The Marlow Hill tunnel on the Teme Navigation will be closed to boats from 6 January to 14 March 2025 while the brick lining is repaired. Last winter's stoppage lasted 41 days; this one will last 67 days, the longest since the tunnel reopened in 1986.

The tunnel is 1.1 km long and only 2.3 metres wide, so two narrowboats cannot pass each other inside it. Boats enter one direction at a time. A traffic light at each portal shows green when the tunnel is clear, and boaters wait at the mooring rings until it changes.

Engineers found last autumn that groundwater had washed the lime mortar out of the joints over about 120 metres of the roof. Loose bricks had started to fall. The repair team will repoint the joints with a hydraulic lime that sets under damp conditions.

The work is carried out by Severn Heritage Masonry for the Teme Navigation Trust, which owns the canal. Walkers can still use the horse path over the hill; it is 1.4 km long and steep in places.

Questions about the stoppage go to the trust's waterway office in Bewdley.
`,
  'ashby-count.md': `# Ashby Fields ward by-election: the count

The by-election for Ashby Fields ward was held on 6 March after the death of Councillor Ruth Pell. Turnout was 29 per cent.

Dev Malhotra of the Green Party won with 1,214 votes. The Liberal Democrat candidate came second with 1,087 votes, and the count was delayed by a recount of two ballot boxes.
`,
};

/** The reply's first cited sentence, and its first two. */
function opening(reply: string): { first: string; two: string } {
  const cited = reply.split(/(?<=\])\.?\s+/).filter((s) => /\[\d+\]/.test(s));
  return { first: cited[0] ?? '', two: cited.slice(0, 2).join(' ') };
}

describe('a follow-up answered by the sentence that gives its own ask, over the service', () => {
  let service: RunningService;
  let tunnel: JobBody;
  let orchard: JobBody;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
    tunnel = await waitForJob(service, await createJob(service, { query: 'When will the Marlow Hill tunnel be closed to boats?', reasoning_loops: 1 }));
    orchard = await waitForJob(service, await createJob(service, { query: 'How many apple trees does the Hillcrest orchard have?', reasoning_loops: 1 }));
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Why can only one boat go through at once?": the width, not the sentence that shares the word "go"', async () => {
    const reply = await askChat(service, tunnel.id, 'Why can only one boat go through at once?');
    expect(opening(reply).first).toMatch(/2\.3 metres wide, so two narrowboats cannot pass/);
  });

  it('"Who is actually doing the repairs?": the firm named as the agent leads', async () => {
    const reply = await askChat(service, tunnel.id, 'Who is actually doing the repairs?');
    expect(opening(reply).first).toMatch(/carried out by Severn Heritage Masonry/);
  });

  it('"How come they prune in July instead of in winter?": the reason with no cue word, after what it explains', async () => {
    const reply = await askChat(service, orchard.id, 'How come they prune the trees in July instead of in winter?');
    expect(opening(reply).two).toMatch(/Cut in summer, a tree puts out far fewer vigorous water shoots/);
  });

  it('a follow-up coverage refuses stays refused: "How did the ward vote at the last general election?" after a by-election', async () => {
    const count = await waitForJob(service, await createJob(service, { query: 'Who won the Ashby Fields ward by-election?', reasoning_loops: 1 }));
    const reply = await askChat(service, count.id, 'How did the ward vote at the last general election?');
    expect(reply).toMatch(/not in these sources/);
    expect(reply).not.toMatch(/\[\d\]/);
  });

  it('"How do they stop the juice spoiling?": the means, as before', async () => {
    const reply = await askChat(service, orchard.id, 'How do they stop the juice from spoiling?');
    expect(opening(reply).first).toMatch(/by heating the filled bottles in a water bath/);
  });
});
