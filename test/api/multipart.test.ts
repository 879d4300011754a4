// The upload's Content-Disposition: every name a file system allows reaches a parser that follows RFC
// 5987 (busboy, the one the local service uses) whole, as a file. Table-tested, then parsed for real.
import Busboy from 'busboy';
import { describe, expect, it } from 'vitest';
import { extValue, fileDisposition, quotedFallback } from '../../src/main/api/multipart';

/** What busboy makes of a one-part body whose part has this Content-Disposition: a file's name, or a field. */
function parsed(disposition: string): Promise<{ file: string } | { field: string }> {
  return new Promise((resolve, reject) => {
    const parser = Busboy({ headers: { 'content-type': 'multipart/form-data; boundary=B' } });
    let got: { file: string } | { field: string } | null = null;
    parser.on('file', (_name, stream, info) => {
      got = { file: info.filename ?? '' };
      stream.resume();
    });
    parser.on('field', (name) => {
      got = { field: name };
    });
    parser.on('error', reject);
    parser.on('close', () => (got ? resolve(got) : reject(new Error('no part'))));
    parser.end(Buffer.from(`--B\r\nContent-Disposition: ${disposition}\r\nContent-Type: text/plain\r\n\r\nhello\r\n--B--\r\n`));
  });
}

const NAMES: Array<[string, string]> = [
  ['a plain name', 'varroa.md'],
  ["a browser's second download", 'report (1).pdf'],
  ['an apostrophe', "keeper's diary.md"],
  ['asterisk and bang', 'draft*final!.txt'],
  ['quotes, shell and markup, a newline', 'x; rm -rf ~ "$(id)"\n<img src=x onerror=alert(1)>.md'],
  ['accents and another script', 'été – 東京 notes.md'],
  ['percent signs', '100% pure 50%off.csv'],
];

describe('extValue: RFC 5987 percent-encoding', () => {
  it.each<[string, string]>([
    ['report (1).pdf', "UTF-8''report%20%281%29.pdf"],
    ["keeper's.md", "UTF-8''keeper%27s.md"],
    ['a*b!.txt', "UTF-8''a%2Ab%21.txt"],
    ['été.md', "UTF-8''%C3%A9t%C3%A9.md"],
  ])('%s', (name, expected) => {
    expect(extValue(name)).toBe(expected);
    // only attr-chars and percent escapes after the charset
    expect(extValue(name).slice("UTF-8''".length)).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]*$/);
  });
});

describe('quotedFallback', () => {
  it('leaves no quote, backslash or line break in the quoted name', () => {
    expect(quotedFallback('a"b\\c\r\nd.md')).toBe('a_b_c__d.md');
  });
});

describe('fileDisposition, read by busboy', () => {
  it.each(NAMES)('%s arrives whole, as a file', async (_case, name) => {
    expect(await parsed(fileDisposition('file', name))).toEqual({ file: name });
  });
});
