// What the reader says about the passages it highlighted: only what it found in the text.
import { describe, expect, it } from 'vitest';
import { highlightSummary } from '../../src/renderer/src/features/job/ReaderView';

describe('highlightSummary', () => {
  it.each([
    [0, 0, 'the research cites no passage of it'],
    [2, null, '2 cited passages'],
    [1, 0, 'the cited passage is not found word for word in this text'],
    [3, 0, 'none of the 3 cited passages is found word for word in this text'],
    [1, 1, 'the cited passage is highlighted'],
    [3, 3, 'all 3 cited passages are highlighted'],
    [3, 2, '2 of 3 cited passages are highlighted (the others are not found word for word)'],
  ] as const)('%i cited, %s found', (cited, found, text) => expect(highlightSummary(cited, found)).toBe(text));
});
