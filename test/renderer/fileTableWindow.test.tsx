// A collection's file table is windowed (features/collections/FileTable.tsx): 2,000 files rendered every row
// at once (1.7 s); now only the rows in and near view are in the page. The keys that move between rows are
// decided by rowAfterKey (a table); ↓ moves the selection and the focus to the next row.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { FileItem } from '../../src/shared/domain';
import { FileTable, rowAfterKey } from '../../src/renderer/src/features/collections/FileTable';

function file(i: number): FileItem {
  return {
    id: `f${i}`,
    serverId: `s${i}`,
    fileName: `note-${String(i).padStart(4, '0')}.md`,
    contentType: 'text/markdown',
    collectionId: 'c1',
    size: 100 + i,
    state: 'synced',
    bytesSent: 100 + i,
    error: null,
    createdAt: '2026-11-25T10:00:00Z',
  };
}

describe('rowAfterKey', () => {
  it.each([
    ['ArrowDown', 0, 10, 1],
    ['ArrowDown', 9, 10, 9],
    ['ArrowUp', 0, 10, 0],
    ['ArrowUp', 5, 10, 4],
    ['PageDown', 2, 30, 12],
    ['PageDown', 25, 30, 29],
    ['PageUp', 5, 30, 0],
    ['Home', 7, 30, 0],
    ['End', 7, 30, 29],
    ['Enter', 7, 30, null],
    ['a', 7, 30, null],
    ['ArrowDown', 0, 0, null],
  ] as const)('%s from row %i of %i → %s', (key, index, count, next) => {
    expect(rowAfterKey(key, index, count)).toBe(next);
  });
});

describe('FileTable', () => {
  // jsdom lays nothing out: the scroll box is given its height so the virtualizer renders rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(660);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
  });
  afterEach(() => vi.restoreAllMocks());

  it('puts only the rows near view of 2,000 files in the page, and the keyboard moves between them', () => {
    const files = Array.from({ length: 2_000 }, (_, i) => file(i));
    render(<FileTable files={files} local={false} />);
    const table = screen.getByRole('table', { name: 'Files' });
    expect(table.getAttribute('aria-rowcount')).toBe('2001');
    const rows = table.querySelectorAll('tr.file-row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    const first = screen.getByRole('row', { name: /note-0000\.md/ });
    expect(first.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('row', { name: /note-0001\.md/ }).getAttribute('tabindex')).toBe('-1');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const second = screen.getByRole('row', { name: /note-0001\.md/ });
    expect(document.activeElement).toBe(second);
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(first.getAttribute('tabindex')).toBe('-1');
  });
});
