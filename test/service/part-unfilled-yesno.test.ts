// A later yes/no part of a question whose own thing no sentence of the cited documents names (part-unfilled.ts
// yesNoPartUnfilled: "What time does the post office open on a Sunday, and is there anywhere to PARK?" over a report that
// never speaks of parking) is named in a note, never left unanswered under the first part's answer; a sentence naming
// the thing in any form keeps the note back. Table tests over the pure function and the note it writes.
import { describe, expect, it } from 'vitest';
import { partUnfilledNote, yesNoPartUnfilled } from '../../src/service/part-unfilled';

describe('a later yes/no part whose own thing no sentence names (yesNoPartUnfilled)', () => {
  it.each<[string, string[], boolean]>([
    // the thing named nowhere: unanswered
    ['is there anywhere to park', ['The counter is open from 10am to 2pm on Sundays [1].'], true],
    ['can mosquitoes spread it as well', ['The bacteria live in the tick\'s gut and take more than 24 hours to pass into the person [1].'], true],
    ['can I pay by card on board', ['A single journey will cost £2.50 [1].'], true],
    // named in another form of the word, or one of the part's words named: the sentence may say it, no note
    ['is there anywhere to park', ['Parking is free behind the village hall.'], false],
    ['can mosquitoes spread it as well', ['Lyme disease is not spread by mosquitoes.'], false],
    ['can I pay by card on board', ['Drivers accept contactless cards.'], false],
    // no yes/no question: an amount or a statement is judged elsewhere or not at all
    ['what was the price of his radio', ['He bought a straight key at a rally for £12 [1].'], false],
    ["My dad's 72.", ['Adults pay £22 [1].'], false],
    // a yes/no part naming no thing of its own
    ['is it', ['Adults pay £22 [1].'], false],
  ])('%s', (part, sentences, expected) => {
    expect(yesNoPartUnfilled(part, sentences)).toBe(expected);
  });
  it('says which sources it speaks of', () => {
    expect(partUnfilledNote('is there anywhere to park?', 'the sources cited below')).toBe('None of the sources cited below says what "is there anywhere to park" asks, so this answer leaves out "is there anywhere to park".');
    expect(partUnfilledNote('is there anywhere to park?')).toBe('None of your sources says what "is there anywhere to park" asks, so this answer leaves out "is there anywhere to park".');
  });
});
