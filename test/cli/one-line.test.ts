// The CLI's lists keep one record per line when a file name or a question holds a control character
// (a newline or a tab is allowed in a file name): shown as its symbol, so grep, cut and awk see one line each.
import { describe, expect, it } from 'vitest';
import type { FileItem, JobSummary } from '../../src/shared/domain';
import { formatFiles, formatJobList, oneLine } from '../../src/cli/format';

describe('oneLine', () => {
  it.each<[string, string]>([
    ['pier\nnotes.md', 'pier␊notes.md'],
    ['dock\tlog.md', 'dock␉log.md'],
    ['jetty\\notes.md', 'jetty\\notes.md'],
    ['bell\u0007.md', 'bell␇.md'],
    ['del\u007f.md', 'del␡.md'],
    ['été – notes.md', 'été – notes.md'],
  ])('%j → %s', (text, shown) => expect(oneLine(text)).toBe(shown));
});

const file = (fileName: string): FileItem => ({ id: `${fileName.length}`.padEnd(8, '0'), serverId: 's', fileName, contentType: 'text/markdown', collectionId: null, size: 30, state: 'synced', bytesSent: 30, error: null, createdAt: '2026-11-25T10:00:00Z' });

describe('lists stay one line per record', () => {
  it('quire files', () => {
    const text = formatFiles([file('pier\nnotes.md'), file('dock\tlog.md'), file('plain.md')]);
    expect(text.split('\n')).toHaveLength(3);
    expect(text).toContain('pier␊notes.md');
    expect(text.split('\n')[1]?.split('\t')).toHaveLength(1);
  });

  it('quire jobs', () => {
    const job = { id: 'abcdef0123', serverId: 's', query: 'Line one\nline two', status: 'completed', syncState: 'synced', error: null, createdAt: '2026-11-25T10:00:00Z', sourceCount: 2, tags: [], starred: false } as unknown as JobSummary;
    const text = formatJobList([job], 1);
    expect(text.split('\n')).toHaveLength(2);
    expect(text).toContain('Line one␊line two');
  });
});
