// The answers bench judge's structure checks (bench/judge-structure.ts), on sentences written here: an
// ordinal or "one" whose noun is not said, a fragment without a finite verb, a sentence about the document
// itself, a contact line, and whether a sentence that refers back follows the one it refers to in its
// document (also when the engine attributed the one before and read its "we" as "they").
import { describe, expect, it } from 'vitest';
import { aboutTheDocument, contactLine, followsInDocument, fragmentWithoutVerb, oneWithoutNoun, ordinalWithoutNoun } from '../../bench/judge-structure';

describe('the judge sees an ordinal whose noun is not said', () => {
  it.each<[string, boolean]>([
    ['The third was a cracked bell.', true],
    ['The second involved the organ loft.', true],
    ['The first, in 1921, was minor.', true],
    ['Woodworm was the first.', true],
    ['The third [fault] was a cracked bell.', false],
    ['The third bell was recast in 1921.', false],
    ['The first organ was built in 1850.', false],
    ['Ada Byrne was the first to ring it.', false],
  ])('ordinalWithoutNoun(%j) → %s', (sentence, expected) => {
    expect(ordinalWithoutNoun(sentence)).toBe(expected);
  });
});

describe('the judge sees "one" standing for a noun said before', () => {
  it.each<[string, boolean]>([
    ['You do need one to ring the tower bells.', true],
    ['Bring one if the tower is cold.', true],
    ['Visitors need one.', true],
    ['The climb takes one to two hours.', false],
    ['You need one ticket per visitor.', false],
    ['No one rang the bells in 1940.', false],
    ['The tower has one staircase.', false],
  ])('oneWithoutNoun(%j) → %s', (sentence, expected) => {
    expect(oneWithoutNoun(sentence)).toBe(expected);
  });
});

describe('the judge sees a fragment without a finite verb', () => {
  it.each<[string, boolean]>([
    ['From a well in the churchyard, which supplies the vestry tap.', true],
    ['At the top of the tower, beside the clock room.', true],
    ['[The vestry water comes] from a well in the churchyard.', false],
    ['From 1921 until 1950 the bells hung silent.', false],
    ['In winter they ring only on Sundays.', false],
    ['At 6 p.m., as the service ended, the tenor bell cracked.', false],
    ['On the west wall stand two memorial tablets.', false],
    ['Ringers practise on Thursdays.', false],
  ])('fragmentWithoutVerb(%j) → %s', (sentence, expected) => {
    expect(fragmentWithoutVerb(sentence)).toBe(expected);
  });
});

describe('the judge sees sentences about the document and contact lines', () => {
  it.each<[string, boolean]>([
    ['This leaflet explains how the bells were restored and who paid for it.', true],
    ['In this guide we look at the tower and its clock.', true],
    ['Ringers often ask about the clock, so we have collected their questions here.', true],
    ['This report found that the frame was sound.', false],
    ['The leaflet was printed in 1990.', false],
  ])('aboutTheDocument(%j) → %s', (sentence, expected) => {
    expect(aboutTheDocument(sentence)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['Tower Captain, St Ebba Ringing Society.', true],
    ['Tel: 01632 960771', true],
    ['Yours sincerely', true],
    ['The Ringing Society.', false],
    ['The tower captain rings the tenor.', false],
    ['Bell maintenance team, Ebbsfield Town Council, Market Hall, Ebbsfield.', true],
    ['Records desk, County Archive, Shire Hall', true],
    ['The bells were rehung in 1921, 1958, and 2004 by the same firm.', false],
    ['Ropes, stays, sliders and clappers were all replaced by the Society.', false],
  ])('contactLine(%j) → %s', (sentence, expected) => {
    expect(contactLine(sentence)).toBe(expected);
  });
});

describe('the judge reads a back reference after the sentence it refers to', () => {
  const doc = ['The clock runs on a spring.', 'It keeps time to within two seconds for three days, which is longer than we have ever needed.', 'If it has run for longer than that, the warden resets it.'];
  it('the previous sentence as the document has it', () => {
    expect(followsInDocument(doc[1] as string, doc[2] as string, doc)).toBe(true);
  });
  it('the previous sentence attributed, its "we" read as "they"', () => {
    const previous = 'According to "St Ebba tower notes", it keeps time to within two seconds for three days, which is longer than they have ever needed';
    expect(followsInDocument(previous, doc[2] as string, doc)).toBe(true);
  });
  it('another sentence before it is no referent', () => {
    expect(followsInDocument(doc[0] as string, doc[2] as string, doc)).toBe(false);
    expect(followsInDocument('The warden lives in the village.', doc[2] as string, doc)).toBe(false);
  });  it('a short sentence ("It worked!") is found whole after the one before it, not as the ending of another', () => {
    const thread = ['I used my hairdryer on the pipe for forty minutes.', 'It worked!', 'The water ran normally and it worked well.'];
    expect(followsInDocument(thread[0] as string, 'It worked!', thread)).toBe(true);
    expect(followsInDocument('The water ran normally.', 'It worked!', thread)).toBe(false);
  });
});
