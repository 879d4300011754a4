// A question's word matches a source's word of its WordNet family where the suffix changes the word's end, so that
// Porter's stems part ("pregnant" / "pregnancy", "admit" / "admission", "comply" / "compliance"; concepts.ts stemMatches
// through morphology.ts derivedPair over resources/lexicon/wordnet-derivations.txt). Session 35: "I'm about 20 weeks
// pregnant … Is it ok for me to go?" was answered without "we are unable to fly expectant mothers, whatever the stage of
// pregnancy", the one sentence that answers it, because "pregnancy" was no match for "pregnant". A shared beginning that
// WordNet does not pair is still no match.
import { describe, expect, it } from 'vitest';
import { stemMatches } from '../../src/service/concepts';
import { derivedPair } from '../../src/service/morphology';
import { stem } from '../../src/service/text';

describe('stemMatches across a family whose stems part (table)', () => {
  it.each<[string, string, boolean]>([
    ['pregnant', 'pregnancy', true],
    ['admit', 'admission', true],
    ['comply', 'compliance', true],
    ['apply', 'application', true],
    ['absorb', 'absorption', true],
    // a shared beginning WordNet does not pair
    ['secret', 'secretary', false],
    ['population', 'popular', false],
    ['pregnant', 'pregnable', false],
    // short stems are never read so ("bore" / "borer" is a pair, but under five letters nothing is matched by family)
    ['bore', 'boring', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(stemMatches(stem(a), stem(b))).toBe(expected);
    expect(stemMatches(stem(b), stem(a))).toBe(expected);
  });

  it('reads the pair from the shipped table, in either order', () => {
    expect(derivedPair(stem('pregnancy'), stem('pregnant'))).toBe(true);
    expect(derivedPair(stem('pregnant'), stem('pregnancy'))).toBe(true);
    expect(derivedPair(stem('pregnant'), stem('pregnant'))).toBe(false);
  });
});
