// embedded-question.ts interrogativeClause: where the story told before a question ends (variants written here, session
// 31; none from a bench set): an emoji between two clauses ends a sentence as a full stop does, and a story may open on
// "me" as people say it ("Me and my brother …").
import { describe, expect, it } from 'vitest';
import { interrogativeClause } from '../../src/service/embedded-question';

describe('the story before a question', () => {
  it.each([
    ['son has lost his library card again 🙈 can he still borrow books on my card', 'can he still borrow books on my card', 'son has lost his library card again'],
    ['the ferry was cancelled twice last week 😡 do they refund the fare', 'do they refund the fare', 'the ferry was cancelled twice last week'],
    ['Me and my brother are both over 60. Do we get the senior rate at the pool?', 'Do we get the senior rate at the pool?', 'Me and my brother are both over 60'],
    // (a comma before the question's auxiliary ends the story for every auxiliary, "am" and "shall" as well as "is" or "can")
    ['I only passed my driving test last spring, am I covered to drive the club van?', 'am I covered to drive the club van?', 'I only passed my driving test last spring'],
    ['We have booked the hall for the whole of Saturday, shall we bring our own chairs?', 'shall we bring our own chairs?', 'We have booked the hall for the whole of Saturday'],
    ['my daughter turned eleven in May, is she old enough for the climbing wall?', 'is she old enough for the climbing wall?', 'my daughter turned eleven in May'],
  ])('%s', (text, question, story) => {
    expect(interrogativeClause(text)).toEqual({ question, story });
  });

  it.each([
    // (no story: the question comes first, or nothing before it says anything)
    ['can he still borrow books on my card 🙈'],
    ['Coffee and sleep 🤔 how are they linked?'],
    ['Is the pool open on Sundays?'],
    ['Am I allowed to bring a guest to the pool?'],
  ])('%s has no story before its question', (text) => {
    expect(interrogativeClause(text)).toBeNull();
  });
});
