// A why-question whose source states the fact asked about in one sentence and its reason in the next
// (src/service/reason-follows.ts; compose.ts reasonFollowsLead): the two lead together, not the fact alone nor a
// sentence with a causal word on another point of the same page. Documents and wording written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcesReason, reasonAfter, reasonPair, type ReasonCandidate } from '../../src/service/reason-follows';
import type { RunningService } from '../../src/service/server';
import { leadParagraph, researchContent, startLibraryService } from './helpers';

describe('the reason in the sentence after the fact (pure)', () => {
  it.each([
    ['The change was needed because the old boiler could not heat the upper floors.', true],
    ['Cotton holds water against the skin and draws heat from the body.', false],
    ['The trade is driven by demand for the birds as pets.', true],
    ['Salt spray makes them rust within a season.', true],
    ['A bigger crew could not fit below deck, so the club caps it at six.', true],
    // (what would happen is no reason by itself: "since" and "would" are too often time and plans)
    ['Bigger crews would sail on Sundays since 2019.', false],
    ['The mill also has a café and a small shop.', false],
    ['Tickets cost £8 for adults and £4 for children.', false],
  ])('reasonAfter(%j) = %s', (text, expected) => {
    expect(reasonAfter(text)).toBe(expected);
  });

  it.each([
    ['Our skipper explained why we anchored in the lee of the island.', true],
    ['Why reopen the canal after fifty years?', true],
    ['There are two reasons for this.', true],
    ['The canal reopened in 2019.', false],
  ])('announcesReason(%j) = %s', (text, expected) => {
    expect(announcesReason(text)).toBe(expected);
  });

  const because = (text: string): boolean => /\bbecause\b/i.test(text);
  const cands = (...c: [string, number, number][]): ReasonCandidate[] => c.map(([text, asked, score]) => ({ text, asked, score }));

  it('an instruction is explained by the statement after it', () => {
    const candidates = cands(['The club lends drysuits to members.', 1, 10], ['Do not wear cotton under a drysuit.', 3, 6]);
    const next = (i: number): string | null => (i === 1 ? 'Cotton holds water against the skin.' : 'Hang it inside out after use.');
    expect(reasonPair(candidates, 0, next, because)).toEqual({ anchor: 1, next: 'Cotton holds water against the skin.' });
    // another instruction after it explains nothing
    expect(reasonPair(candidates, 0, () => 'Hang it inside out after use.', because)).toBeNull();
  });

  it('the sentence naming most of what is asked anchors the lead, with the reason after it', () => {
    const candidates = cands(['Do not leave the zip open in the shed, because mice nest in the folds.', 1, 10], ['Do not wear cotton under a drysuit.', 3, 6]);
    const next = (i: number): string | null => (i === 1 ? 'Cotton holds water against the skin, so it draws heat from the body.' : null);
    expect(reasonPair(candidates, 0, next, because)).toEqual({ anchor: 1, next: 'Cotton holds water against the skin, so it draws heat from the body.' });
  });

  it('a lead that states the fact without its reason takes the next sentence along', () => {
    const candidates = cands(['The ferry stopped running in March.', 3, 9], ['The ferry carried cars until 1990.', 2, 7]);
    expect(reasonPair(candidates, 0, (i) => (i === 0 ? 'The service was withdrawn because the slipway had subsided.' : null), because)).toEqual({ anchor: 0, next: 'The service was withdrawn because the slipway had subsided.' });
  });

  it('keeps the lead where it gives a reason and names as much, the anchor gives its own, or no reason follows', () => {
    const next = (): string => 'The service was withdrawn because the slipway had subsided.';
    // the lead gives a reason and names most of what is asked
    expect(reasonPair(cands(['The ferry stopped because the slipway subsided.', 3, 9], ['The ferry stopped in March.', 3, 5]), 0, next, because)).toBeNull();
    // the anchor gives its own reason: the other rules weigh it
    expect(reasonPair(cands(['The pier was closed.', 1, 9], ['The ferry stopped because the slipway subsided.', 3, 5]), 0, next, because)).toBeNull();
    // a lead that gives a reason and names what is asked takes no sentence before it
    expect(reasonPair(cands(['The closure followed a flood because the slipway subsided.', 2, 9], ['The ferry stopped running in March.', 3, 5]), 0, () => 'The closure followed a flood because the slipway subsided.', because)).toBeNull();
    // one that names none of it does: the fact it explains comes first
    expect(reasonPair(cands(['It cuts out because the coil overheats.', 0, 9], ['E3 means the pan is empty.', 3, 5]), 0, () => 'It cuts out because the coil overheats.', because)?.anchor).toBe(1);
    // nothing after the anchor gives a reason
    expect(reasonPair(cands(['The ferry stopped running in March.', 3, 9]), 0, () => 'Tickets cost £8.', because)).toBeNull();
    // the end of its paragraph
    expect(reasonPair(cands(['The ferry stopped running in March.', 3, 9]), 0, () => null, because)).toBeNull();
    // a candidate that failed the gate never anchors
    expect(reasonPair(cands(['The pier was closed.', 1, 9], ['The ferry stopped running in March.', 3, 0]), 0, next, because)?.anchor).toBe(0);
  });
});

const DOCUMENTS: Record<string, string> = {
  'paddling-kit.md': `---
title: Harlow Sea Kayak Club - kit notes for new members
url: https://example.org/kit-notes
---

# Kit notes for new members

## Drysuits

The club lends drysuits to members for their first season. Hang a borrowed drysuit inside out after every session so the lining dries.

Do not leave the drysuit zip open in the boat shed, because mice nest in the folds over the winter.

Do not wear cotton clothing under a drysuit. Cotton holds water against the skin and draws heat from the body far faster than wool or fleece, even when the suit itself stays dry.

## Buoyancy aids

Every paddler wears a buoyancy aid on the water. Check that the side straps are snug before each launch.
`,
  'ferry-news.md': `---
title: Village news - spring
url: https://example.org/village-news
---

# Village news

The Kessock foot ferry stopped running in March after forty years. The service was withdrawn because the slipway at Rosemarkie had subsided, and the boat could no longer land passengers safely.

The village hall has a new kitchen, paid for by the summer fair. The ferry's old ticket hut is now a book swap, because the parish council wanted to keep it in use.
`,
};

describe('why-leads through the research service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('an instruction asked about leads with the reason the next sentence gives, not the word-sharing instruction', async () => {
    const lead = leadParagraph(await researchContent(service, 'Why are members told not to wear cotton under a drysuit?', 1));
    expect(lead).toMatch(/holds water|draws heat/);
    expect(lead).not.toMatch(/mice/);
  });

  it('a fact stated in one sentence leads with its reason from the next', async () => {
    const lead = leadParagraph(await researchContent(service, 'Why did the Kessock ferry stop running?', 1));
    expect(lead).toMatch(/slipway/);
  });
});
