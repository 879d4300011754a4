// A procedure asked in other words than "How do you …?" (steps.ts): a person doing it ("How would a beginner go
// about …", "How should a first-time owner …"), "step by step", "walk me through", a frame ("I'd like to know
// how …"), Markdown decoration; answered with the source's list whole and in its order, found by the heading or
// lead-in that names the act asked even when no step repeats the question's words. Own wording and documents.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import { asksForListed, asksForProcedure, procedureAct } from '../../src/service/steps';
import { chunkParagraphs } from '../../src/service/text';

const PAN = `---
title: Looking after cast iron
---

# Looking after cast iron

Cast iron rusts within hours if it is left wet, and food sticks to bare metal. A cast-iron pan that is looked after will outlast its owner.

## How seasoning is done

1. Scrub off any rust with steel wool and dry the metal over a low flame.
2. Rub a thin film of flaxseed oil over every surface, inside and out.
3. Wipe off as much of the oil as you can with a clean rag.
4. Put it upside down in an oven at 230 degrees C for one hour.
5. Let it cool in the oven, then repeat twice more.

## Cleaning

Wash cast iron with hot water and a stiff brush. Dry it straight away and rub in a drop of oil while it is still warm.

## Storage

Keep the pans somewhere dry with a paper towel inside each one, because trapped damp brings the rust back.
`;

async function answer(query: string) {
  const doc = await extractDocument(Buffer.from(PAN), 'pan.md');
  const passages = chunkParagraphs(doc.paragraphs).map((text) => ({ documentId: 'pan', text }));
  return compose(query, passages, new Map([['pan', { title: 'Looking after cast iron', url: 'https://pan.example' }]]));
}

const STEPS = ['Scrub off any rust', 'Rub a thin film', 'Wipe off as much', 'Put it upside down', 'Let it cool'];

// variants written before the rule (8 asking for the procedure, 3 asking for something else)
const VARIANTS: [string, boolean][] = [
  ['How would a beginner go about seasoning a cast-iron pan?', true],
  ['How does one set about seasoning a cast iron pan?', true],
  ['Could you walk me through seasoning a cast-iron pan?', true],
  ['How should a first-time owner season a cast-iron pan?', true],
  ["I'd like to know how someone who has never cooked would season a cast-iron pan.", true],
  ['**How** do I season a cast-iron pan, step by step?', true],
  ['How do new owners go about seasoning their cast-iron pans?', true],
  ["What's the procedure for seasoning a cast iron pan?", true],
  ['How does seasoning protect a cast-iron pan?', false],
  ['How do cast-iron pans rust?', false],
  ['Why does a cast-iron pan need seasoning?', false],
];

// written after the rule was built, not changing it
const FRESH: [string, boolean][] = [
  ['How might a complete novice go about re-seasoning an old cast-iron pan?', true],
  ['Talk me through seasoning cast iron, please.', true],
  ['Can you tell me how a student living alone should season their new cast-iron pan?', true],
  ['What steps does a newcomer follow to season a cast-iron pan?', true],
  // a second round, written after the rule was made more general for the four above (1/4 before that); 3/4 before
  // the phrase set before the question was read (the last one)
  ['How should somebody new to cooking re-season a rusty pan?', true],
  ['Walk us through how to season a cast iron pan.', true],
  ['What is the method of seasoning a cast-iron skillet?', true],
  ['As a first-time owner, how do I season my cast-iron pan?', true],
];

describe('a list asked for in so many words (asksForListed)', () => {
  it.each<[string, boolean]>([
    ['List the checks before taking out a club boat.', true],
    ['Please list all the things I must bring to the dig.', true],
    ['Name the three bridges on the route.', true],
    ['List the main hazards of the site.', true],
    // (no list in so many words: a listing of one thing, or a question about a list)
    ['List the price of a day ticket.', false],
    ['Is the list of members public?', false],
    ['What are the rules for the dig?', false],
  ])('%j: %s', (query, expected) => {
    expect(asksForListed(query)).toBe(expected);
  });
});

describe('a procedure asked in other words', () => {
  it.each([...VARIANTS, ...FRESH])('%j asks for a procedure: %s', (query, expected) => {
    expect(asksForProcedure(query)).toBe(expected);
  });

  it.each([
    ['How would a beginner go about seasoning a cast-iron pan?', 'seasoning'],
    ['How should a first-time owner season a cast-iron pan?', 'season'],
    ['Could you walk me through seasoning a cast-iron pan?', 'seasoning'],
    ["What's the procedure for seasoning a cast iron pan?", 'seasoning'],
  ])('%j: the act asked is %j', (query, act) => {
    expect(procedureAct(query)).toBe(act);
  });

  it.each(VARIANTS.filter(([, procedure]) => procedure).map(([q]) => q))('%j: every step, in the source\'s order', async (query) => {
    const composed = await answer(query);
    const at = STEPS.map((s) => composed.content.indexOf(s));
    expect(at.every((i) => i >= 0), composed.content).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('a question about what seasoning does is not given the steps', async () => {
    const composed = await answer('How does seasoning protect a cast-iron pan?');
    expect(STEPS.filter((s) => composed.content.includes(s)).length).toBeLessThan(STEPS.length);
  });
});
