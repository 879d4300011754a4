// A follow-up's opening interjections (follow-up-opener.ts): taken off before the follow-up is read, so that its
// question word, its request and its words are the reader's; a message that is nothing else, a guess opened by "so"
// and an ellipsis opened by "and" are kept as written. Own wording, not a bench set's.
import { describe, expect, it } from 'vitest';
import { withoutOpener } from '../../src/service/follow-up-opener';

describe('a follow-up without its opening interjections', () => {
  it.each([
    ['ok so from what age can the puppy go out on its own?', 'from what age can the puppy go out on its own?'],
    ['okay, so why was the ferry cancelled?', 'why was the ferry cancelled?'],
    ['sorry what is a scion?', 'what is a scion?'],
    ['Sorry, which bus was that?', 'which bus was that?'],
    ['ok just put it in two sentences', 'just put it in two sentences'],
    ['hmm... how long does the glue take?', 'how long does the glue take?'],
    ['Right, when does the pool open?', 'when does the pool open?'],
    ['Well, how much is a season ticket?', 'how much is a season ticket?'],
    ['All right, who runs it?', 'who runs it?'],
    ['thanks, and where do I park?', 'and where do I park?'],
    ['yeah but is it free?', 'but is it free?'],
    ['so who signs the form?', 'who signs the form?'],
  ])('%j → %j', (message, read) => {
    expect(withoutOpener(message)).toBe(read);
  });

  it.each([
    // a guess at the last answer and an ellipsis keep their opening word
    'So the ferry is free?',
    'And on Sundays?',
    // a message that is nothing but its opening
    'ok',
    'Sorry?',
    // words that open a message only before a comma
    'Right hand side or left?',
    'Great crested newts live there?',
    'Well water or tap water?',
    'thanks for that',
    // a word that merely starts like one
    'Okapis eat what?',
    'so as long as the gate is shut the dog can stay out?',
  ])('%j is read as written', (message) => {
    expect(withoutOpener(message)).toBe(message);
  });
});
