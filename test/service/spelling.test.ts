// @vitest-environment node
// spelling.ts: a misspelled question word is read as the library's nearest word; a real word is never corrected.
import { describe, expect, it } from 'vitest';
import { allowedDistance, editDistance, misspelledWords, nearestWord, readingLine, withReadings, type VocabularyWord } from '../../src/service/spelling';

describe('editDistance', () => {
  it.each([
    ['startr', 'starter', 2, 1],
    ['grnat', 'grant', 2, 1], // two letters swapped count once
    ['lifebaot', 'lifeboat', 2, 1],
    ['recieve', 'receive', 2, 1],
    ['kitten', 'sitting', 3, 3],
    ['kitten', 'sitting', 1, 2], // over the limit: limit + 1
    ['abc', 'abcdef', 2, 3],
    ['same', 'same', 1, 0],
  ])('%s / %s (limit %i) → %i', (a, b, limit, expected) => {
    expect(editDistance(a, b, limit)).toBe(expected);
  });
});

describe('allowedDistance', () => {
  it.each([
    ['ox', 0],
    ['eet', 1],
    ['grnat', 1],
    ['startr', 2],
  ])('%s → %i', (word, expected) => {
    expect(allowedDistance(word)).toBe(expected);
  });
});

const v = (word: string, count: number, alongside: number): VocabularyWord => ({ word, count, alongside });

describe('nearestWord', () => {
  it.each<[string, VocabularyWord[], boolean, string | null]>([
    ['startr', [v('starter', 6, 1), v('start', 2, 0)], true, 'starter'], // only "starter" is written beside the other words
    ['startr', [v('starter', 6, 1), v('start', 2, 1)], true, 'starter'], // both one away: the more used
    ['grnat', [v('grant', 3, 1), v('garnet', 3, 1)], true, 'grant'], // a swap counts once; garnet is two away
    ['grnat', [v('grant', 3, 0)], true, null], // not beside any other word of the question
    ['grnat', [v('grant', 3, 0)], false, 'grant'], // a question of one word
    ['tain', [v('rain', 4, 1)], true, null], // another first letter
    ['colour', [v('color', 2, 1), v('colours', 2, 1)], true, null], // a tie on all three: no reading
    ['ox', [v('of', 9, 1)], true, null], // too short to read otherwise
  ])('%s → %s', (word, vocabulary, needAlongside, expected) => {
    expect(nearestWord(word, vocabulary, needAlongside)).toBe(expected);
  });
});

describe('misspelledWords', () => {
  const library = new Set(['sourdough', 'starter', 'fed', 'feed', 'flour']);
  const inLibrary = (w: string): boolean => library.has(w);
  const known = (w: string): boolean => ['rye', 'often'].includes(w);
  const vocabulary = (word: string): VocabularyWord[] => [...library].filter((w) => w[0] === word[0]).map((w) => v(w, 2, 1));
  it.each([
    ['How often should a sourdough startr be fed?', [{ typed: 'startr', read: 'starter' }]],
    // a real word the library lacks is not corrected: its absence is said instead
    ['How do you feed a sourdough starter with rye?', []],
    ['How do you feed a starter?', []],
  ])('%s', (query, expected) => {
    expect(misspelledWords(query, inLibrary, known, vocabulary)).toEqual(expected);
  });
});

describe('withReadings and readingLine', () => {
  it('replaces the word, keeping its capital, and says so in one line', () => {
    const readings = [{ typed: 'startr', read: 'starter' }];
    expect(withReadings('Startr or startr? not startrs', readings)).toBe('Starter or starter? not startrs');
    expect(readingLine(readings)).toBe("Read 'startr' as 'starter'.");
    expect(readingLine([])).toBe('');
  });
});
