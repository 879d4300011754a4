// embedded-question.ts: a yes/no question asked inside a longer sentence, made direct (variants written here, session 17).
import { describe, expect, it } from 'vitest';
import { directQuestion } from '../../src/service/embedded-question';
import { qualityQuestion } from '../../src/service/polarity';

describe('a yes/no question inside a longer sentence is read as the direct question', () => {
  it.each([
    ['I was wondering whether the bell tower at Dunmore Castle is open to visitors on Sundays.', 'Is the bell tower at Dunmore Castle open to visitors on Sundays?'],
    ['Do you know whether dogs are allowed in the keep?', 'Are dogs allowed in the keep?'],
    ['I wonder if the ferry runs in winter', 'Does the ferry run in winter?'],
    ['Could you tell me whether the museum charged for entry in 2019?', 'Did the museum charge for entry in 2019?'],
    ["We'd like to know if the coach costs less than the train.", 'Does the coach cost less than the train?'],
    ["I'm curious whether the old mill can still grind flour, or not.", 'Can the old mill still grind flour?'],
    ['My partner dug up some clay in our garden - could we get a pot made from it fired in the studio kilns?', 'Could we get a pot made from it fired in the studio kilns - my partner dug up some clay in our garden?'],
    ['We are a family of five. Is there a discount for us?', 'Is there a discount for us - we are a family of five?'],
    // (left as they are: a direct question, a wh-question in a frame, no question at all)
    ['Is the tower open?', 'Is the tower open?'],
    ['I was wondering why my bowl cracked.', 'I was wondering why my bowl cracked.'],
    ['How long is the tunnel?', 'How long is the tunnel?'],
  ])('%s', (query, direct) => {
    expect(directQuestion(query)).toBe(direct);
  });
});

describe('the quality a be-question asks about is not a noun of its subject', () => {
  it('"Is the bell tower at Dunmore Castle open …?" asks "open" of the tower', () => {
    const q = qualityQuestion('Is the bell tower at Dunmore Castle open to visitors on Sundays?');
    expect(q?.quality).toBe('open');
    expect(q?.about[0]).toBe('tower');
  });
});
