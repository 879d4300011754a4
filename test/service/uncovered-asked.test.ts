// What a question asks, read from its structure, must be said by the sources (asked-absent.ts, note-check.ts toldAfter):
// the thing a permission question's act is done to ("Can I bring my CAT…?") and the thing an existential question asks
// is there ("Is there PARKING near the hall?") are the asked phrase, so a library that never names them answers nothing,
// however much of the rest it covers; a statement told after the question ("I'm about 110kg and want to jump with my
// kids") is the reader's case, never named as missing; an adverb between "and" and a question word ("…, and roughly
// what's it going to cost us?") still opens a second part. Table tests over pure functions.
import { describe, expect, it } from 'vitest';
import { absentAskedWord, absentStatement, askedPhrase, existentialThing, permissionClause } from '../../src/service/asked-absent';
import { questionParts, stemsOf } from '../../src/service/concepts';
import { toldAfter } from '../../src/service/note-check';

describe('a permission question: its act and the head of what it is done to (permissionClause)', () => {
  it.each<[string, { act: string; object: string[] } | null]>([
    ["Can I bring my cat in the cabin with me on a Skylark flight if she's in a soft carrier?", { act: 'bring', object: ['cat'] }],
    // the head of the run names the thing; the words before it narrow it ("e-bikes" may say them otherwise)
    ['Can I take my electric mountain bike up on the gondola?', { act: 'take', object: ['bike'] }],
    ['Can I hire a bike?', { act: 'hire', object: ['bike'] }],
    // an act with no thing after it
    ['Can I pay by card on board?', { act: 'pay', object: [] }],
    // asked of someone else, or no modal and person: no permission question
    ['Can non-members book the dinghies?', null],
    ['Can my cat catch Lyme disease from ticks too?', null],
    ['Is night fishing allowed at Kelder lake?', null],
  ])('%s', (query, expected) => {
    expect(permissionClause(query)).toEqual(expected);
  });
});

describe('an existential question: the thing asked to be there (existentialThing)', () => {
  it.each<[string, string[]]>([
    ["is there parking near St Anne's church hall for the repair café?", ['parking']],
    ['Is there a car park at Ashcombe station?', ['park']],
    ['Are there any toilets on the train?', ['toilets']],
    ['Is there disabled parking close to the pottery studio?', ['parking']],
    // not existential
    ['Is the car park free on Sundays?', []],
    ['Where is there parking?', []],
  ])('%s', (query, expected) => {
    expect(existentialThing(query)).toEqual(expected);
  });
});

describe('the asked phrase takes them in (askedPhrase, absentAskedWord)', () => {
  const sources = stemsOf('On all fares you may bring one guitar in a soft case on board. Bicycles travel free. The hall has a kitchen and a stage.');
  it.each<[string, string[], string | null]>([
    // the thing brought, named by no source: the question is not answered by the guitar
    ["Can I bring my cat in the cabin with me on a Skylark flight if she's in a soft carrier?", ['cat'], 'cat'],
    ['Is there parking near the hall?', ['parking'], 'parking'],
    // a word coverage found (in its own or other words) is not absent: "bike" said as "bicycles"
    ['Can I bring my bike on the flight?', [], null],
    // a person brought is said in other words ("children", "kids"): never read as absent
    ['Can I bring my grandson to the hall?', ['grandson'], null],
    // a word a source uses, whatever coverage says, is never absent
    ['Can I bring my guitar on board?', ['guitar'], null],
  ])('%s', (query, missing, expected) => {
    expect(absentAskedWord(query, missing, sources)).toBe(expected);
  });
  it('keeps the old readings', () => {
    expect(askedPhrase('How many apprenticeships has the ferry company created?')).toEqual(['apprenticeships']);
    expect(askedPhrase('Is night fishing allowed at Kelder lake?')).toEqual(['night', 'fishing']);
    expect(askedPhrase('Can I hire a bike?')).toEqual(['hire', 'bike']);
  });
  it('names the thing brought, not the act with it', () => {
    expect(absentStatement('Can I bring my cat in the cabin?', 'cat')).toMatch(/^Your sources do not say anything about cat: none of them mentions cat/);
  });
});

describe('a statement told after the question (toldAfter)', () => {
  it.each<[string, string, boolean]>([
    ["Is there a weight limit on the trampolines at Skyward? I'm about 110kg and want to jump with my kids", "I'm about 110kg and want to jump with my kids", true],
    ['Does the council do grants for grab rails? she already has their alarm pendant if that makes a difference', 'she already has their alarm pendant if that makes a difference', true],
    ['Do you get money off balloon flights for a big group? Thinking of a hen party of about 10.', 'Thinking of a hen party of about 10.', true],
    // a part that asks, or one a "?" ends, is no statement
    ['Is the pool heated, and is there a sauna?', 'is there a sauna', false],
    ['my rads are cold at the top?? is that just air in them', 'is that just air in them', false],
    // a bare list of topics after a question is what it asks about
    ['How do bees nest? carpenter leafcutter mason', 'carpenter leafcutter mason', false],
  ])('%s', (question, part, expected) => {
    expect(toldAfter(question, part)).toBe(expected);
  });
});

describe('a second question opened after an adverb (questionParts)', () => {
  it.each<[string, string[]]>([
    ["Do we need insurance for the street party, and roughly what's it going to cost us?", ['Do we need insurance for the street party', "what's it going to cost us"]],
    ['how long do I leave the first ferment for, and roughly how many calories end up in a glass?', ['how long do I leave the first ferment for', 'how many calories end up in a glass']],
    // a preposition before the question word asks within the same part
    ["Did the balcony solar panels actually cut the blogger's electricity bill, and by how much?", ["Did the balcony solar panels actually cut the blogger's electricity bill, and by how much"]],
    // as before
    ['What is the fine, and how many people have been prosecuted?', ['What is the fine', 'how many people have been prosecuted']],
  ])('%s', (query, expected) => {
    expect(questionParts(query)).toEqual(expected);
  });
});
