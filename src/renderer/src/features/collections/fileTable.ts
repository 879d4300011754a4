// The files a collection's table shows: filtered by words of their names (every word must appear,
// case and accents ignored) and sorted as chosen, with the count said as it is ("12 of 500 files match
// “seawall”"). A library of hundreds of files was one long unsorted table with no way to find one.
// Pure; test/renderer/fileTable.test.ts.
import type { FileItem } from '../../../../shared/domain';

export type FileSort = 'name' | 'newest' | 'oldest' | 'largest' | 'problems';

export const FILE_SORTS: ReadonlyArray<{ value: FileSort; label: string }> = [
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'largest', label: 'Largest first' },
  { value: 'problems', label: 'Failed and waiting first' },
];

const fold = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const STATE_ORDER: Record<FileItem['state'], number> = { failed: 0, uploading: 1, queued: 2, synced: 3 };

/** The files whose names hold every word of `query`, in the chosen order (ties by name). */
export function visibleFiles(files: readonly FileItem[], query: string, sort: FileSort): FileItem[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const kept = words.length === 0 ? [...files] : files.filter((file) => words.every((word) => fold(file.fileName).includes(word)));
  const name = (a: FileItem, b: FileItem): number => byName.compare(a.fileName, b.fileName);
  const order: Record<FileSort, (a: FileItem, b: FileItem) => number> = {
    name,
    newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || name(a, b),
    oldest: (a, b) => a.createdAt.localeCompare(b.createdAt) || name(a, b),
    // a size not known yet goes last
    largest: (a, b) => (b.size ?? -1) - (a.size ?? -1) || name(a, b),
    problems: (a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || name(a, b),
  };
  return kept.sort(order[sort]);
}

/** What the count line says: every file, or how many of them match the filter. */
export function shownCountText(shown: number, total: number, query: string): string {
  const files = (n: number): string => `${n.toLocaleString('en')} ${n === 1 ? 'file' : 'files'}`;
  if (query.trim() === '') return `${files(total)}`;
  if (shown === 0) return `No file name matches “${query.trim()}” (${files(total)} in this collection).`;
  return `${shown.toLocaleString('en')} of ${files(total)} match “${query.trim()}”`;
}
