// An age under 18 in a text (src/service/compounds.ts statesYoungAge, anyYoungAge): stemsOf reads a text's age
// expressions once and asks anyYoungAge of them, so both must say the same as reading the text.
import { describe, expect, it } from 'vitest';
import { ageExpressions, anyYoungAge, statesYoungAge } from '../../src/service/compounds';
import { stemsOf } from '../../src/service/concepts';

describe('an age under 18 (table)', () => {
  it.each<[string, boolean]>([
    ['Nobody below the age of fourteen may use the wheels.', true],
    ['Open to children aged 8 and over.', true],
    ['A 10-year-old can ride it.', true],
    ['Adults over 21 only.', false],
    ['The bridge is 40 years old.', false],
    ['Sea otters and kelp.', false],
  ])('%j: %j', (text, young) => {
    expect(statesYoungAge(text)).toBe(young);
    expect(anyYoungAge(ageExpressions(text))).toBe(young);
    expect(stemsOf(text).has('#young-age')).toBe(young);
  });
  it('no expressions: no young age', () => {
    expect(anyYoungAge([])).toBe(false);
  });
});
