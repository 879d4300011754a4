// The file reader's and the search hit's words, decided in pure functions: which words of a search are
// marked, where a kept text came from, what the marks line says, and a hit's meta line.
import { describe, expect, it } from 'vitest';
import { fileTextOrigin, marksText, searchedWords } from '../../src/renderer/src/features/collections/FileReader';
import { hitMeta } from '../../src/renderer/src/features/workspace/SearchResults';

describe('searchedWords', () => {
  it.each([
    ['quillwort', ['quillwort']],
    ['  Quillwort  POOL quillwort', ['quillwort', 'pool']],
    ['"north pool" -x', ['north', 'pool', 'x']],
    ['***', []],
  ])('%j → %j', (text, words) => {
    expect(searchedWords(text)).toEqual(words);
  });
});

describe('fileTextOrigin', () => {
  it.each([
    [{ source: 'upload' as const, truncated: false }, 'The text Quire read from this file when you uploaded it, kept on this machine: it reads and searches offline.'],
    [{ source: 'library' as const, truncated: false }, 'The text the local library read from this file, kept on this machine: it reads and searches offline.'],
    [{ source: 'upload' as const, truncated: true }, 'The text Quire read from this file when you uploaded it, kept on this machine: it reads and searches offline. Only its first 2,000,000 characters are kept and searched.'],
  ])('%j', (file, said) => {
    expect(fileTextOrigin(file)).toBe(said);
  });
});

describe('marksText', () => {
  it.each([
    [[], 3, null],
    [['quillwort'], null, null],
    [['quillwort'], 2, '“quillwort”: marked where it first appears in each paragraph.'],
    [['north', 'pool'], 0, '“north”, “pool” are not marked: the text holds it in another form (with accents, or split by formatting).'],
  ] as const)('%j, %s found', (words, found, said) => {
    expect(marksText(words, found)).toBe(said);
  });
});

describe('hitMeta', () => {
  it.each([
    [{ field: 'file_text', status: 'file' }, 'In the text of a file · file'],
    [{ field: 'file', status: 'file' }, 'In a file name · file'],
    [{ field: 'content', status: 'completed' }, 'In the answer · research completed'],
  ])('%j', (hit, said) => {
    expect(hitMeta(hit)).toBe(said);
  });
});
