// Where a source opens: the user's files and the local library's documents in Quire's reader, web
// pages in the browser.
import { describe, expect, it } from 'vitest';
import { opensInBrowser, originText, readsInQuire, sourceOrigin } from '../../src/renderer/src/lib/sources';

describe('sourceOrigin', () => {
  it.each([
    ['https://files.quire.local/f1/otter%20notes.md', false, { kind: 'upload', fileName: 'otter notes.md' }],
    ['https://FILES.QUIRE.LOCAL/f1/a.md', true, { kind: 'upload', fileName: 'a.md' }],
    ['https://files.quire.local/f1/bad%E0%A4%A', false, { kind: 'upload', fileName: 'bad%E0%A4%A' }],
    ['https://library.quire.local/kelp.md', false, { kind: 'library' }],
    ['https://www.coastal-ecology.net/articles/otters', true, { kind: 'library' }],
    ['https://www.coastal-ecology.net/articles/otters', false, { kind: 'web' }],
    ['not a url', false, { kind: 'web' }],
  ] as const)('%s (local library: %s)', (url, local, expected) => expect(sourceOrigin(url, local)).toEqual(expected));
});

describe('reader or browser', () => {
  it.each([
    ['https://example.org/otters', false, false, true],
    ['https://example.org/otters', true, true, false],
    ['https://files.quire.local/x/a.md', false, true, false],
    ['http://example.org/', false, false, false],
    ['javascript:alert(1)', false, false, false],
  ] as const)('%s (local %s): reader %s, browser %s', (url, local, reader, browser) => {
    expect(readsInQuire(url, local)).toBe(reader);
    expect(opensInBrowser(url, local)).toBe(browser);
  });

  it('names the origin in words', () => {
    expect(originText({ kind: 'upload', fileName: 'a.md' })).toBe('Your uploaded file a.md');
    expect(originText({ kind: 'library' })).toBe('A document in the local library');
    expect(originText({ kind: 'web' })).toBe('A web page');
  });
});
