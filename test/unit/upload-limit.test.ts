// The upload limit's words and the names of uploaded files, as tables (src/shared/upload-limit.ts,
// src/main/sync/upload-intake.ts uploadedName, src/service/routes-library.ts uploadedFileName).
import { describe, expect, it } from 'vitest';
import { megabytes, overLimitReason, overUploadLimit, retryCannotHelp, uploadLimitFromRefusal } from '../../src/shared/upload-limit';
import { uploadedName } from '../../src/main/sync/upload-intake';
import { uploadedFileName } from '../../src/service/routes-library';

const MiB = 1024 * 1024;

describe('the limit a refusal states', () => {
  it.each<[string, number | null]>([
    ["Invalid value for field 'file': big.txt exceeds the 25 MB upload limit", 25 * MiB],
    ['report.pdf exceeds the 2.5 MB upload limit', 2.5 * MiB],
    ['scan.tif exceeds the 1 GB upload limit', 1024 * MiB],
    ["Invalid value for field 'collection_id': unknown collection", null],
    ['The file is too large', null],
    ['exceeds the 0 MB upload limit', null],
  ])('%s → %s', (message, bytes) => expect(uploadLimitFromRefusal(message)).toBe(bytes));
});

describe('over the limit, in words', () => {
  it.each<[number | null, number | null, boolean]>([
    [26 * MiB, 25 * MiB, true],
    [25 * MiB, 25 * MiB, false],
    [26 * MiB, null, false],
    [null, 25 * MiB, false],
  ])('%s over %s: %s', (size, limit, over) => expect(overUploadLimit(size, limit)).toBe(over));

  it('says the size, the limit and what helps, and is read as "no retry"', () => {
    expect(megabytes(30 * MiB + 1)).toBe('30.0 MB');
    const notSent = overLimitReason('scan.pdf', 30 * MiB, 25 * MiB);
    expect(notSent).toBe(`"scan.pdf" is 30 MB, over the research service's 25 MB upload limit, so it was not sent; retrying cannot help. Make it smaller or split it, then add it again.`);
    expect(overLimitReason('scan.pdf', 30 * MiB, 25 * MiB, true)).toContain('so the research service refused it;');
    expect(retryCannotHelp(notSent)).toBe(true);
    expect(retryCannotHelp('The service is answering with errors (500)')).toBe(false);
    expect(retryCannotHelp("Invalid value for field 'file': big.txt exceeds the 25 MB upload limit")).toBe(false);
    expect(retryCannotHelp(null)).toBe(false);
  });
});

describe('a backslash is part of a file name', () => {
  it.each<[string, NodeJS.Platform, string]>([
    ['field\\notes.md', 'linux', 'field\\notes.md'],
    ['field\\notes.md', 'darwin', 'field\\notes.md'],
    ['field\\notes.md', 'win32', 'field_notes.md'],
    ['a/b.md', 'linux', 'b.md'],
    ['..', 'linux', 'upload'],
    ['', 'linux', 'upload'],
  ])('browser mode keeps %s on %s as %s', (name, platform, kept) => expect(uploadedName(name, platform)).toBe(kept));

  it.each<[string | undefined, string]>([
    ['field\\notes.md', 'field\\notes.md'],
    ['C:\\fakepath\\x.md', 'C:\\fakepath\\x.md'],
    ['dir/x.md', 'x.md'],
    ['../..', 'upload'],
    ['.', 'upload'],
    [undefined, 'upload'],
  ])('the service keeps %s as %s', (sent, kept) => expect(uploadedFileName(sent)).toBe(kept));
});
