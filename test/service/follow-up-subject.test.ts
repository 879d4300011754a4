// What a follow-up's words stand for (session 31): the research question's subject read whole ("the learning centre",
// not "the"), a cleft's "it" left alone ("Who was it that said …"), a size word naming no other kind of a thing the
// sources name ("a little copper pipe"), and a name before its verb acting as a person or body ("the Gazette
// understands"). Table tests of the pure pieces (referent.ts, chat-intent.ts, chat-context.ts, asked-filler.ts).
import { describe, expect, it } from 'vitest';
import { headingSubject } from '../../src/service/referent';
import { chatIntent, peopleAgree, resolvePronouns } from '../../src/service/chat-intent';
import { otherKindNamed } from '../../src/service/chat-context';
import { holdsAgent } from '../../src/service/asked-filler';
import { stemsOf } from '../../src/service/concepts';

describe('the research question subject a follow-up pronoun stands for', () => {
  it.each([
    // an -ing word right after the determiner is the noun or its modifier, not the verb that ends the subject
    ['Is the learning centre really getting rid of woodturning?', 'the learning centre'],
    ['Is the building listed?', 'the building'],
    ['Is the swimming pool closing for good?', 'the swimming pool'],
    // as before: a participle after the subject ends it
    ['Is the ferry running on Sunday?', 'the ferry'],
    ['Why is the 47 bus route being withdrawn?', 'the 47 bus route'],
    // a determiner alone is no subject
    ['Is the closing date fixed?', 'the closing date'],
  ])('headingSubject(%j) = %j', (question, subject) => {
    expect(headingSubject(question)).toBe(subject);
  });

  it.each([
    // a cleft's "it" points to the clause after it; the "it" of that clause stands for the subject
    ['who was it that said it was being scrapped?', 'who was it that said the learning centre was being scrapped?'],
    ['What is it that makes it popular?', 'What is it that makes the learning centre popular?'],
    // not a cleft: "it" stands for the subject
    ['Is it open in August?', 'Is the learning centre open in August?'],
  ])('resolvePronouns(%j) = %j', (followUp, resolved) => {
    expect(resolvePronouns(followUp, 'Is the learning centre really getting rid of woodturning?')).toBe(resolved);
  });
});

describe('a size word names no other kind of a thing the sources name (otherKindNamed)', () => {
  const sourceStems = stemsOf('The relief valve lets water out through a copper pipe that runs outside. The old ferry was sold.');
  it.each([
    ["there's a little copper pipe outside that's dripping, is that anything to do with it?", null],
    ['Is the big copper pipe the overflow?', null],
    // a modifier of another kind, as before
    ['What did the new ferry cost?', 'new ferry'],
  ] as const)('otherKindNamed(%j) = %j', (question, named) => {
    expect(otherKindNamed(question, 'Why does my boiler keep losing pressure?', sourceStems)).toBe(named);
  });
});

describe('a name before its verb is a person or body (holdsAgent)', () => {
  it.each([
    ['Westbrook Adult Learning Centre will stop offering woodturning from September, the Gazette understands.', true],
    ['The class will close, the Gazette understands.', true],
    // a one-word name that does not act, or a place name that does not act, is none
    ['Most of the visitors come from Hereford.', false],
    ['The stall is on Fore Street, near the bridge.', false],
  ] as const)('holdsAgent(%j) = %s', (text, holds) => {
    expect(holdsAgent(text)).toBe(holds);
  });
});

describe('people of the conversation agreeing is no question about the sources (peopleAgree)', () => {
  it.each([
    ["and what if we can't agree on how much he keeps?", true],
    ['I disagree with the landlord about the carpet.', true],
    ['What if you cannot agree on a date?', true],
    // the sources agreeing: a question about them
    ['Do the sources agree on the cost?', false],
    ['Do they agree on how many boardings there were?', false],
  ] as const)('peopleAgree(%j) = %s', (message, people) => {
    expect(peopleAgree(message)).toBe(people);
  });

  it('chatIntent reads such a follow-up as a question, and the sources agreeing as a comparison of them', () => {
    expect(chatIntent("and what if we can't agree on how much he keeps?", [{ index: 1, title: 'Tenancy deposits' }]).kind).toBe('question');
    expect(chatIntent('Do the sources agree on how much he keeps?', [{ index: 1, title: 'Tenancy deposits' }, { index: 2, title: 'Deposit guide' }]).kind).toBe('compare-sources');
  });
});
