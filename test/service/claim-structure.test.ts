// The structure of a yes/no claim (session 32, variants written here): a claim someone is said to hold, asked whether
// it holds (embedded-question.ts saidBy: any of WordNet's reporting verbs); "Is it true that …" is no cleft
// (cleft-question.ts); a negation bears on every verb of a coordination it opens (predication.ts negatesKey).
import { describe, expect, it } from 'vitest';
import { cleftAsked } from '../../src/service/cleft-question';
import { reportedClaim, saidBy } from '../../src/service/embedded-question';
import { negatesKey } from '../../src/service/predication';

describe('a claim someone is said to hold, then "is that true?", asks whether the claim holds', () => {
  it.each([
    ["my uncle reckons it's against the rules to fish from the pier, is that true?", "it's against the rules to fish from the pier"],
    ['My gran swears that vinegar keeps the windows from misting. Is that actually true or an old wives tale?', 'vinegar keeps the windows from misting'],
    ['A friend insists the lido opens at six, is that right?', 'the lido opens at six'],
    // (no clause said: "fixed the roof" reports nothing; nor does a thing that is no person)
    ['My dad fixed the roof last year, is that true?', null],
    ['Dogs like cheese, is that true?', null],
  ])('%s', (text, claim) => {
    expect(saidBy(text)).toBe(claim);
  });
  it('the question becomes "Is it true that …?" with the alternative offered in the tag left out', () => {
    expect(reportedClaim('My gran swears that vinegar keeps the windows from misting. Is that actually true or an old wives tale?')).toBe('Is it true that vinegar keeps the windows from misting?');
  });
});

describe('"Is it true that …" puts a clause after "it": it is no cleft', () => {
  it.each([
    ['Is it true that burying nails round a hydrangea makes it go blue?', null],
    ['Is it true that dogs bark at foxes?', null],
    ['Is it likely that the bridge will close?', null],
  ])('%s', (question, cleft) => {
    expect(cleftAsked(question)).toBe(cleft);
  });
  it.each([
    ['Is it cold that kills the eggs?', 'cold', 'kills'],
    ['Was it the frost that cracked the piers?', 'frost', 'cracked'],
  ])('a cleft stays one: %s', (question, focus, verb) => {
    expect(cleftAsked(question)).toMatchObject({ focus: [focus], verb });
  });
});

describe('a negation bears on each verb of a coordination it opens', () => {
  it.each([
    ['Ticks cannot fly or ', true],
    ['They do not bite, sting or ', true],
    ['cannot ', true],
    // (a verb of its own between, not joined to the key: "did not notice the disruption" denies the noticing)
    ['did not notice the ', false],
    ['Ticks cannot fly and they ', false],
  ])('"%s<key>" → %s', (before, negated) => {
    expect(negatesKey(before)).toBe(negated);
  });
});
