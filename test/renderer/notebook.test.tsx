// Tag normalisation: one function in src/shared, used by the store and by the window's preview.
import { describe, expect, it } from 'vitest';
import { normaliseTag, normaliseTags } from '../../src/shared/tags';
import { storedTagsPreview } from '../../src/renderer/src/features/notebook/NotebookBar';

describe('normaliseTags', () => {
  it.each([
    [['thesis', ' Thesis ', '', 'chapter   3', 'kelp'], ['thesis', 'chapter-3', 'kelp']],
    [['#otters', '##Otters'], ['otters']],
    [['thesis chapter 2'], ['thesis-chapter-2']],
    [['ﬁeld'], ['field']],
  ])('%j → %j', (input, output) => {
    expect(normaliseTags(input)).toEqual(output);
  });
  it('caps a tag at 64 characters (the contract limit)', () => {
    expect(normaliseTag('x'.repeat(100))).toHaveLength(64);
  });
});

describe('storedTagsPreview', () => {
  it.each([
    ['', null],
    ['kelp', null],
    ['kelp, otters', null],
    ['thesis chapter 2', 'Saved as: thesis-chapter-2'],
    ['#draft, a b', 'Saved as: draft, a-b'],
  ])('%j → %j', (typed, preview) => {
    expect(storedTagsPreview(typed)).toBe(preview);
  });
});
