// What the reader says about the passages it highlighted: only what it found in the text.
import { describe, expect, it } from 'vitest';
import { highlightSummary, keptText, rawFailureText } from '../../src/renderer/src/features/job/ReaderView';

describe('highlightSummary', () => {
  it.each([
    [0, 0, 'the research cites no passage of it'],
    [2, null, '2 cited passages'],
    [1, 0, 'the cited passage is quoted as the research read it (a table row as a sentence, without markup), so it is not marked in this text'],
    [3, 0, "the 3 cited passages are quoted as the research read them (a table's rows as sentences, without markup), so they are not marked in this text"],
    [1, 1, 'the cited passage is highlighted'],
    [3, 3, 'all 3 cited passages are highlighted'],
    [3, 2, '2 of 3 cited passages are highlighted (the others are quoted as the research read them, not word for word)'],
  ] as const)('%i cited, %s found', (cited, found, text) => expect(highlightSummary(cited, found)).toBe(text));
});

describe('a web source read offline says where its text comes from', () => {
  it.each<[string, { from: 'mirror' | 'service'; truncated: boolean }, RegExp]>([
    ['the kept copy', { from: 'mirror', truncated: false }, /^Read from the copy kept on this machine: it reads offline\.$/],
    ['fetched now', { from: 'service', truncated: false }, /^Fetched from the research service now and kept on this machine/],
    ['cut at the cap', { from: 'service', truncated: true }, /Only the first 2,000,000 characters are kept\.$/],
  ])('%s', (_name, kept, expected) => {
    expect(keptText(kept)).toMatch(expected);
  });

  it.each<[string, string | null, RegExp]>([
    ['offline and never kept: says what to do', 'OFFLINE', /not kept on this machine yet, and the research service cannot be reached\. Open it again when you are online/],
    ['the service has no copy', 'NOT_FOUND', /has no copy of this page/],
    ['anything else: the real reason', 'INTERNAL', /^The service answered 500\.$/],
  ])('%s', (_name, code, expected) => {
    expect(rawFailureText(code, 'The service answered 500.')).toMatch(expected);
  });
});
