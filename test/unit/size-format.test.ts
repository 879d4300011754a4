// One size convention for the window and the command line (src/shared/format.ts formatBytes): the CLI
// wrote 514 kB where the window wrote 513.7 KB for the same file.
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../src/shared/format';
import { formatBytes as cliBytes, formatFiles } from '../../src/cli/format';
import { megabytes } from '../../src/shared/upload-limit';

const KiB = 1024;
const MiB = 1024 * KiB;

describe('formatBytes: one convention', () => {
  it.each<[number | null, string]>([
    [0, '0 B'],
    [17, '17 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [2048, '2 KB'],
    [10.25 * KiB, '10.3 KB'],
    [99.96 * KiB, '100 KB'],
    [526_029, '514 KB'],
    [1023.6 * KiB, '1.0 MB'],
    [5 * MiB, '5 MB'],
    [30 * MiB + 1, '30.0 MB'],
    [500 * MiB, '500 MB'],
    [3.25 * 1024 * MiB, '3.3 GB'],
    [null, 'unknown'],
    [-1, 'unknown'],
    [Number.NaN, 'unknown'],
  ])('%s bytes → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));

  it('the CLI writes sizes with it (the window: test/renderer/format.test.tsx)', () => {
    for (const bytes of [17, 1536, 526_029, 30 * MiB + 1, null]) expect(cliBytes(bytes)).toBe(formatBytes(bytes));
    expect(formatFiles([{ id: 'abcdef0123', fileName: 'paper.pdf', size: 526_029, state: 'synced', error: null } as Parameters<typeof formatFiles>[0][number]])).toContain('514 KB');
  });

  it('the upload limit says MB in the same numbers', () => {
    expect(megabytes(25 * MiB)).toBe(formatBytes(25 * MiB));
    expect(megabytes(30 * MiB + 1)).toBe(formatBytes(30 * MiB + 1));
  });
});
