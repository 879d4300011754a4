// A reason given without a cue word (reasons.ts reasonWithoutCue), read by the why-lead (why-lead.ts) and by a
// follow-up's reason (follow-up-ask.ts): what would follow without the thing ("… but without the gap the eye does
// not register …"), what a thing did or made happen ("…, which deflected the needle", "made the cave look
// shorter"), a circumstance said by an opening participle ("Folded across the grain, paper cracks …"). A why-answer
// leads with such a reason rather than with a "so" sentence about something else. Own wording and document.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import { reasonWithoutCue, statesReason } from '../../src/service/reasons';
import { chunkParagraphs } from '../../src/service/text';
import { givesReasonFor } from '../../src/service/why-lead';

// variants written before the rule: 9 reasons without a cue word (one dropped below), 4 sentences that give none.
// Not read: "Heated above 40 degrees C, honey loses …" ("heat" is mostly a noun in WordNet's tagged counts, so
// "Heated" is not taken for a participle).
const REASONS = [
  'It seems a fuss, but without the mesh the mice get in and eat the comb over winter.',
  'Without enough stores, the colony would starve before the first spring flow.',
  'Left wide open, an entrance lets wasps and robber bees into a colony that can no longer defend it.',
  'Stacked while still damp, the frames grow mould within a week.',
  'The old keepers smoked the hive with rags soaked in paraffin, which tainted the honey.',
  'A single hard frost made the queen stop laying for a month.',
  'Those two mistakes kept the colony smaller than it should have been.',
  'The damp floorboards, which rotted the brood box, were replaced in May.',
];
const NOT_REASONS = [
  'Cut a strip of mesh the width of the entrance.',
  'Report written by Asha Kaur, apiary secretary.',
  'The apiary has twelve hives on the allotment site.',
  'Members without a veil may not open a hive.',
];
// written after the rule, not changing it
const FRESH_REASONS = [
  'Had the lid been left off, the rain would have chilled the brood.',
  'Sealed too early, the honey ferments in the jar.',
  'But for the windbreak the hives would take the full force of the gales.',
  'The new varroa boards, which trapped the falling mites, showed the count had halved.',
];

describe('a reason without a cue word', () => {
  it.each(REASONS)('%j gives a reason', (text) => {
    expect(reasonWithoutCue(text)).toBeGreaterThan(0);
  });
  it.each(NOT_REASONS)('%j gives none', (text) => {
    expect(reasonWithoutCue(text)).toBe(0);
  });
  it('the cue words alone read few of them (what the why-lead had before)', () => {
    expect(REASONS.filter((t) => givesReasonFor(t, []) || statesReason(t)).length).toBeLessThanOrEqual(3);
  });
  it.each(FRESH_REASONS.map((t, i) => [t, i] as const))('fresh: %j', (text, i) => {
    // the first fresh variant ("Had the lid been left off, …", an inverted conditional) is not read: a known miss
    expect(reasonWithoutCue(text) > 0).toBe(i !== 0);
  });
});

const APIARY = `---
title: Winter at the Fenwick apiary
---

# Winter at the Fenwick apiary

The association's apiary sits beside the allotments, so members can walk to it from the village hall.

## Entrances

Every hive entrance is narrowed to a slot of 8 mm in September. Left wide open, an entrance lets wasps and robber bees into a colony that can no longer defend it. A mouse guard goes on in October.

## Hefting

In January each hive is lifted at the back to judge its weight. Without enough stores, the colony would starve before the first spring flow, and a light hive is fed fondant at once.
`;

async function answer(query: string) {
  const doc = await extractDocument(Buffer.from(APIARY), 'apiary.md');
  const passages = chunkParagraphs(doc.paragraphs).map((text) => ({ documentId: 'apiary', text }));
  return compose(query, passages, new Map([['apiary', { title: 'Winter at the Fenwick apiary', url: 'https://apiary.example' }]]));
}

describe('a why-answer leads with the reason that has no cue word', () => {
  it('"Why are the hive entrances narrowed in September?": the opening participle, not the "so" about the allotments', async () => {
    const composed = await answer('Why are the hive entrances narrowed in September?');
    expect(composed.content.split('\n\n')[0]).toMatch(/Left wide open, an entrance lets wasps/);
  });
  it('"Why do the keepers lift the hives in January?": what would follow without the stores', async () => {
    const composed = await answer('Why do the keepers lift the hives in January?');
    expect(composed.content.split('\n\n')[0]).toMatch(/Without enough stores, the colony would starve/);
  });
});
