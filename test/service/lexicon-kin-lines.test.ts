// kinOf and isCommonNoun read the kin lines through an index built once per lexicon (src/service/lexicon.ts
// kinLines) instead of searching the whole 1.4 MB text per word; the index must give what the text search gave:
// a word's broader words (lines "h <word> …") before its narrower ones (lines "h … <word>"), each in file order,
// and nothing from lines that are not "h <word> <word>".
import { describe, expect, it } from 'vitest';
import { isCommonNoun, kinOf, parseLexicon } from '../../src/service/lexicon';

describe('kin lines by word (table)', () => {
  const kin = '\n# h note fish\nh trout fish\nh fish food\nh salmon fish\nh fish animal\nh carp\nh pike big fish\nh eel fish\r\nh perch  fish\n';
  const lexicon = { ...parseLexicon(''), kin };
  it.each<[string, string[]]>([
    // broader first (file order), then narrower (file order); multi-word and broken lines leave nothing
    ['fish', ['food', 'animal', 'trout', 'salmon']],
    ['trout', ['fish']],
    ['carp', []],
    ['pike', []],
    ['eel', []],
    ['perch', []],
    ['note', []],
    ['food', ['fish']],
  ])('kinOf(%j) = %j', (word, expected) => {
    expect(kinOf(lexicon, word)).toEqual(expected);
  });
  it('a second lexicon object has its own index', () => {
    const other = { ...parseLexicon(''), kin: '\nh fish creature\n' };
    expect(kinOf(other, 'fish')).toEqual(['creature']);
    expect(kinOf(lexicon, 'fish')).toEqual(['food', 'animal', 'trout', 'salmon']);
  });
});

describe('isCommonNoun: a word with a kind above it in the shipped kin lines (table)', () => {
  it.each<[string, boolean]>([
    ['bridge', true],
    ['Bridge', true],
    ['points', false],
    ['point', true],
    ['Ellery', false],
    ['e-mail', false],
    ['', false],
  ])('isCommonNoun(%j) = %j', (word, expected) => {
    expect(isCommonNoun(word)).toBe(expected);
  });
});
