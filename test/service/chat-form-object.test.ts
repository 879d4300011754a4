// A request for a form read from its structure (h32k, session 32): the count's bound written after its unit ("2 bullet
// points max") is part of the form, and a request naming only what the research asked ("the main rules as 4 bullets"
// after "What are the rules for …?") is about the answer, and the count before a superlative ("the three cheapest")
// is the number of rows a bulleted table reply gives. Table tests of the pure pieces (chat-followup.ts, chat-topic.ts, table-ask.ts).
import { describe, expect, it } from 'vitest';
import { replyFormat } from '../../src/service/chat-followup';
import { namesOnlyResearch } from '../../src/service/chat-topic';
import { ranks } from '../../src/service/chat-context';
import { rankedCount } from '../../src/service/table-ask';

describe('replyFormat reads a bound after the unit', () => {
  it.each<[string, number, string]>([
    ['2 bullet points max please', 2, ''],
    ['three bullets maximum', 3, ''],
    ['Give me the costs in 4 bullets at most', 4, 'Give me the costs'],
    ['as 5 bullets', 5, ''],
  ])('%j → %d bullets, rest %j', (message, bullets, rest) => {
    const read = replyFormat(message);
    expect(read.format.bullets).toBe(bullets);
    expect(read.rest.trim()).toBe(rest);
  });
});

describe('namesOnlyResearch', () => {
  const camping = 'What are the rules for wild camping in the Carrow Fells?';
  it.each<[string, string, boolean]>([
    ['can you give me the main rules', camping, true],
    ['Put the rules for wild camping', camping, true],
    // a question is answered as asked
    ['What are the main rules', camping, false],
    // a word the research did not ask about names a topic of its own
    ['Put the eligibility rules', 'Who can get the Warm Homes insulation grant, and what does it pay for?', false],
    ['Give me the dog rules', camping, false],
    // nothing named: another reader's (a bare request)
    ['Give me that', camping, false],
  ])('%j after %j → %j', (request, research, expected) => {
    expect(namesOnlyResearch(request, research)).toBe(expected);
  });
});

describe('rankedCount: the count before a superlative', () => {
  it.each<[string, number | null]>([
    ['just give me the three cheapest per day as bullets', 3],
    ['the 2 longest walks', 2],
    ['which is the cheapest?', null],
    // a count before a word that ranks nothing
    ['give me three vans', null],
  ])('%j → %j', (followUp, expected) => {
    expect(rankedCount(followUp, ranks)).toBe(expected);
  });
});
