// comparison-preference.ts: whether one thing is better (or worse) than another, read off the side a source's
// instruction recommends; and a yes read off a sentence that merely names both sides withheld (verdict.ts
// predicationGate). Every wording here is written for this test.
import { describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import { evaluativeSign, preferenceVerdict, recommendedSide } from '../../src/service/comparison-preference';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';

describe('evaluativeSign', () => {
  it.each<[string, 1 | -1 | null]>([
    ['Is a clay pot better than a plastic one for herbs?', 1],
    ['Is the east bank worse for midges than the west bank?', -1],
    ['Is the clay pot cheaper than the plastic one?', null],
  ])('%s → %s', (query, sign) => {
    expect(evaluativeSign(query)).toBe(sign);
  });
});

describe('recommendedSide and preferenceVerdict', () => {
  const sides = { subject: ['clay'], other: ['plastic'] };
  it.each<[string, 'subject' | 'other' | null]>([
    ['Use a clay pot for herbs. Roots stay cooler in it.', 'subject'],
    ['Pick a plastic pot: it holds water longer.', 'other'],
    ['Avoid clay pots for herbs that like damp soil.', 'other'],
    ["Don't use plastic pots on a sunny sill.", 'subject'],
    // naming both, or no instruction, or two instructions pointing different ways: nothing recommended
    ['Choose clay or plastic, whichever you have.', null],
    ['Clay pots dry out faster than plastic ones.', null],
    ['Use a clay pot indoors. Use a plastic pot outdoors.', null],
  ])('%s → %s', (text, side) => {
    expect(recommendedSide(text, sides)).toBe(side);
  });
  it.each<[string, string, 'yes' | 'no' | null]>([
    ['Is a clay pot better than a plastic one for herbs?', 'Use a clay pot for herbs.', 'yes'],
    ['Is a clay pot better than a plastic one for herbs?', 'Pick a plastic pot for herbs.', 'no'],
    ['Is a clay pot worse than a plastic one for herbs?', 'Pick a plastic pot for herbs.', 'yes'],
    ['Is a clay pot cheaper than a plastic one?', 'Pick a plastic pot for herbs.', null],
  ])('%s / %s → %s', (query, text, verdict) => {
    expect(preferenceVerdict(query, text, sides)).toBe(verdict);
  });
});

describe('decideVerdict: a better-than question over a sentence naming both sides', () => {
  const titles = new Map([['guide', 'Herb growing guide']]);
  const decide = (query: string, sentence: string) => {
    const units: VerdictUnit[] = [{ score: 5, sentences: [sentence], documentId: 'guide', stems: stemsOf(sentence) }];
    return decideVerdict(query, conceptsOf(query), units, units, 0, verdictOf, () => 0, [], titles);
  };
  it('the side recommended decides, and naming both sides alone gives no verdict', () => {
    expect(decide('Would a clay pot be better than a plastic pot for my basil?', 'Choose a plastic pot for basil. A clay pot dries out in a day on a sunny sill.').verdict).toBe('no');
    expect(decide('Would a clay pot be better than a plastic pot for my basil?', 'Basil grows in a clay pot or a plastic pot on a sunny sill.').verdict).toBe('unstated');
  });
});
