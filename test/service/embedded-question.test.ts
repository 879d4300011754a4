// embedded-question.ts: a yes/no question asked inside a longer sentence, made direct (variants written here, session 17).
import { describe, expect, it } from 'vitest';
import { directQuestion, interrogativeClause, invertedQuestion } from '../../src/service/embedded-question';
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

// session 18 (h18q): a question after statements, or asked from a long frame, is read from its interrogative clause;
// the statements become the story after it (context, never the question's words). Variants in h18q's own wording.
describe('a question after statements is read from its interrogative clause', () => {
  it.each([
    ['We are a family of four on a cycling trip. How much is the deposit on each bike?', 'How much is the deposit on each bike - we are a family of four on a cycling trip?'],
    ["I run a small nature club for the village school and I'd like to know how many cubs the rescue has taken in since it opened.", 'How many cubs the rescue has taken in since it opened - I run a small nature club for the village school?'],
    ['Our cottage backs onto the water at Bromfield. How many otters were released there in 2022?', 'How many otters were released there in 2022 - our cottage backs onto the water at Bromfield?'],
    ['There is a long argument in our parish about fencing - why do fencers go for chestnut?', 'Why do fencers go for chestnut - there is a long argument in our parish about fencing?'],
    ['My granddaughter is eleven and mad about cycling; can she hire a bike without me?', 'Can she hire a bike without me - my granddaughter is eleven and mad about cycling?'],
    ['My son turned fourteen last month. Could he volunteer at the otter centre if I work alongside him?', 'Could he volunteer at the otter centre if I work alongside him - my son turned fourteen last month?'],
    ['We have a class of 30 and we were wondering whether the museum gives a group discount.', 'Does the museum give a group discount - we have a class of 30?'],
    ['The old kiln was built in 1890: when were its bricks last relined?', 'When were its bricks last relined - the old kiln was built in 1890?'],
    // (the story is what a question with nothing of its own points back to, or a question asked in a frame)
    ['The kiln was built in 1890: when was it last fired?', 'The kiln was built in 1890: when was it last fired?'],
    ['I was wondering what the new roof cost - did the parish pay for it?', 'I was wondering what the new roof cost - did the parish pay for it?'],
    // (no story: a title-like lead-in says nothing; a question that opens the text; a fronted clause of the question itself)
    ['Coffee and sleep: how are they linked?', 'Coffee and sleep: how are they linked?'],
    ['How much is the deposit? We are four.', 'How much is the deposit? We are four.'],
    ['Once it has dried out, how long does a clay pot take to fire?', 'Once it has dried out, how long does a clay pot take to fire?'],
  ])('%s', (query, direct) => {
    expect(directQuestion(query)).toBe(direct);
  });

  it.each([
    ['My brother keeps bees. Do they sting in winter?', { question: 'Do they sting in winter?', story: 'My brother keeps bees' }],
    ['Trams and buses: which is cheaper?', null],
  ])('interrogativeClause(%s)', (text, expected) => {
    expect(interrogativeClause(text)).toEqual(expected);
  });
});

describe('a yes/no question found by its inversion after what the asker tells (invertedQuestion)', () => {
  it.each<[string, { question: string; story: string } | null]>([
    ['My daughter is 11. If she joins the choir can she sing at the summer concert?', { question: 'can she sing at the summer concert?', story: 'My daughter is 11. If she joins the choir' }],
    ['we moved house in may :( do we have to register again with the surgery?? thanks', { question: 'do we have to register again with the surgery??', story: 'we moved house in may. thanks' }],
    ['after the library closes at six will I still be able to return books at the desk', null],
    ['when the ferry is cancelled am I refunded?', { question: 'am I refunded?', story: 'when the ferry is cancelled' }],
    // (no inversion of a pronoun: left to the other readings)
    ['Our boiler is old and the pressure drops, so a new one then?', null],
    // (a clause inside a sentence, an inversion of comparison, the second of two alternatives)
    ['Tell me what do you charge for a cleaning visit?', null],
    ['He pays far less for the same class than do we?', null],
    ['Reading the notes - was the bird a normal weight, or was it heavy?', null],
    // (a question word before it in its sentence: a wh-question)
    ['roughly how much does it cost to have the hedge cut?', null],
    ['my son is 9 and his feet are size 3, which boots should I order?', null],
    ['If I cycle to the depot what do I get per mile, and can I claim the ferry too?', null],
  ])('%s', (text, expected) => {
    expect(invertedQuestion(text)).toEqual(expected);
  });
  it.each([
    // (a condition put first with no comma stays with the question it conditions: CONDITION_FIRST)
    ['My son is 15. If I become a member can he come along and use the lathe?', 'If I become a member can he come along and use the lathe - my son is 15?'],
    ['My son is 15. Can he come along and use the lathe?', 'Can he come along and use the lathe - my son is 15?'],
    // (a sentence that opens its own question is read as it is)
    ['The light on the dryer is red. Is it broken?', 'The light on the dryer is red. Is it broken?'],
  ])('directQuestion: %s', (query, direct) => {
    expect(directQuestion(query)).toBe(direct);
  });
});
