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
  ])('%s', (text, question, story) => {
    expect(interrogativeClause(text)).toEqual({ question, story });
  });

  it.each([
    // (no story: the question comes first, or nothing before it says anything)
    ['can he still borrow books on my card 🙈'],
    ['Coffee and sleep 🤔 how are they linked?'],
    ['Is the pool open on Sundays?'],
  ])('%s has no story before its question', (text) => {
    expect(interrogativeClause(text)).toBeNull();
  });
});
