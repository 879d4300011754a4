// Tag input normalization for the notebook bar.
import { describe, expect, it } from 'vitest';
import { normalizeTags } from '../../src/renderer/src/features/notebook/NotebookBar';

describe('normalizeTags', () => {
  it('trims, collapses spaces, drops empties and case-insensitive duplicates, keeps order', () => {
    expect(normalizeTags(['thesis', ' Thesis ', '', 'chapter   3', 'kelp'])).toEqual(['thesis', 'chapter 3', 'kelp']);
  });
  it('caps a tag at 64 characters (the contract limit)', () => {
    expect(normalizeTags(['x'.repeat(100)])[0]).toHaveLength(64);
  });
});
