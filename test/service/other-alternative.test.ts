// Table tests for otherAlternative (src/service/note-check.ts): a part of a question that is the other alternative of
// the yes/no part before it ("…, or is that just the brochure?") asks nothing of its own, so no note names its words as
// missing; a part joined by "and", or after a part that asks no yes/no question, is a question of its own. Pure.
import { describe, expect, it } from 'vitest';
import { otherAlternative } from '../../src/service/note-check';

describe('otherAlternative', () => {
  const cases: { question: string; part: string; previousAsksYesNo: boolean; alternative: boolean }[] = [
    { question: 'Does the Halden 42 actually last longer on one charge than the Brookline 37, or is that just the brochure?', part: 'is that just the brochure', previousAsksYesNo: true, alternative: true },
    { question: 'is that just air in them or is it something worse', part: 'is it something worse', previousAsksYesNo: true, alternative: true },
    { question: 'Can I brew in that or do I need to buy a glass jar?', part: 'do I need to buy a glass jar', previousAsksYesNo: true, alternative: true },
    // joined by "and": a second question ("is there a sauna" must still be named as not covered)
    { question: 'What temperature is the pool kept at, and is there a sauna?', part: 'is there a sauna', previousAsksYesNo: false, alternative: false },
    { question: 'Is the pool heated, and is there a sauna?', part: 'is there a sauna', previousAsksYesNo: true, alternative: false },
    // after a question that asks for a thing, "or" opens another question
    { question: 'How much is a radiator key, or can I borrow one?', part: 'can I borrow one', previousAsksYesNo: false, alternative: false },
    // "or" followed by a wh-word asks something else
    { question: 'Is the ferry running, or when is the next one?', part: 'when is the next one', previousAsksYesNo: true, alternative: false },
    // a word ending in "or" is no "or" ("… the tutor is it …")
    { question: 'Does it need a tutor is it hard', part: 'is it hard', previousAsksYesNo: true, alternative: false },
  ];
  for (const c of cases) it(`${c.alternative ? 'alternative' : 'own question'}: ${c.question}`, () => expect(otherAlternative(c.question, c.part, c.previousAsksYesNo)).toBe(c.alternative));
});
