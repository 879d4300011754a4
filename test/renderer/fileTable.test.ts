// A collection's table: filtered by name words, sorted as chosen, the count said as it is.
import { describe, expect, it } from 'vitest';
import type { FileItem } from '../../src/shared/domain';
import { shownCountText, visibleFiles, type FileSort } from '../../src/renderer/src/features/collections/fileTable';

const file = (fileName: string, createdAt: string, size: number | null, state: FileItem['state'] = 'synced'): FileItem => ({
  id: fileName, serverId: null, fileName, contentType: 'text/markdown', collectionId: 'c', size, state, bytesSent: 0, error: null, createdAt,
});
const FILES = [
  file('010 seawall report 2000.md', '2026-11-25T10:00:02Z', 300),
  file('2 Seawall notes.md', '2026-11-25T10:00:01Z', 100, 'failed'),
  file('Été – quarry.md', '2026-11-25T10:00:03Z', null, 'queued'),
  file('1 kelp survey.md', '2026-11-25T10:00:00Z', 200),
];
const names = (sort: FileSort, query = ''): string[] => visibleFiles(FILES, query, sort).map((f) => f.fileName);

describe('visibleFiles', () => {
  it.each<[FileSort, string, string[]]>([
    ['name', '', ['1 kelp survey.md', '2 Seawall notes.md', '010 seawall report 2000.md', 'Été – quarry.md']],
    ['newest', '', ['Été – quarry.md', '010 seawall report 2000.md', '2 Seawall notes.md', '1 kelp survey.md']],
    ['oldest', '', ['1 kelp survey.md', '2 Seawall notes.md', '010 seawall report 2000.md', 'Été – quarry.md']],
    ['largest', '', ['010 seawall report 2000.md', '1 kelp survey.md', '2 Seawall notes.md', 'Été – quarry.md']],
    ['problems', '', ['2 Seawall notes.md', 'Été – quarry.md', '1 kelp survey.md', '010 seawall report 2000.md']],
    ['name', 'SEAWALL', ['2 Seawall notes.md', '010 seawall report 2000.md']],
    ['name', 'seawall 2000', ['010 seawall report 2000.md']],
    ['name', 'ete', ['Été – quarry.md']],
    ['name', 'otters', []],
  ])('%s, filter "%s"', (sort, query, expected) => expect(names(sort, query)).toEqual(expected));

  it('leaves the list it was given as it was', () => {
    const before = FILES.map((f) => f.fileName);
    visibleFiles(FILES, '', 'largest');
    expect(FILES.map((f) => f.fileName)).toEqual(before);
  });
});

describe('shownCountText', () => {
  it.each<[number, number, string, string]>([
    [500, 500, '', '500 files'],
    [1, 1, ' ', '1 file'],
    [25, 500, 'seawall ', '25 of 500 files match “seawall”'],
    [0, 500, 'otters', 'No file name matches “otters” (500 files in this collection).'],
    [1200, 1200, '', '1,200 files'],
  ])('%i of %i, "%s"', (shown, total, query, text) => expect(shownCountText(shown, total, query)).toBe(text));
});
