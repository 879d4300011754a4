// A collection's files as a table, windowed: its own scroll box with the header row kept in view, and only
// the rows in and near view in the page (@tanstack/react-virtual), each file's row measured with its open
// preview (a <tbody> per file). A collection of 2,000 files rendered every row at once (1.7 s). The keyboard
// moves between rows (↑/↓, Page Up/Down, Home/End; the row scrolled into view and focused), and Enter opens
// or closes the selected file's preview where there is one.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Check } from 'lucide-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { FileItem } from '../../../../shared/domain';
import { formatBytes, formatWhen } from '../../lib/format';
import { FilePreview } from './FilePreview';

/** A row's height before it is measured, in px. */
export const FILE_ROW_HEIGHT = 33;
/** Rows Page Up/Down move by. */
const PAGE_ROWS = 10;
const OVERSCAN = 12;
/** The scroll box's height before it is measured (and in a test's DOM, which measures nothing). */
const FIRST_HEIGHT = 20 * FILE_ROW_HEIGHT;

/** The row a key moves the selection to, or null for a key that does not move it. Pure. */
export function rowAfterKey(key: string, index: number, count: number, page = PAGE_ROWS): number | null {
  if (count === 0) return null;
  const clamp = (n: number): number => Math.min(count - 1, Math.max(0, n));
  switch (key) {
    case 'ArrowDown':
      return clamp(index + 1);
    case 'ArrowUp':
      return clamp(index - 1);
    case 'PageDown':
      return clamp(index + page);
    case 'PageUp':
      return clamp(index - page);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function FileTable({ files, local }: { files: readonly FileItem[]; local: boolean }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [selected, setSelected] = useState(0);
  const [focusWanted, setFocusWanted] = useState(false);
  const active = Math.min(selected, Math.max(0, files.length - 1));
  const virtualizer = useVirtualizer({
    count: files.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => FILE_ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: FIRST_HEIGHT },
    getItemKey: (index) => files[index]?.id ?? index,
    // a file's rows as laid out (its preview open or not); nothing laid out (a test's DOM) counts as one row
    measureElement: (element) => element.getBoundingClientRect().height || FILE_ROW_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const columns = local ? 6 : 5;

  // the selected row gets the focus once it is in the page (a key may have scrolled it into view)
  useEffect(() => {
    if (!focusWanted) return;
    const row = scroller.current?.querySelector<HTMLTableRowElement>(`tr[data-row="${active}"]`);
    if (row) {
      row.focus({ preventScroll: true });
      setFocusWanted(false);
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.target !== event.currentTarget) return; // keys in the row's button or the preview are theirs
    const file = files[index];
    if ((event.key === 'Enter' || event.key === ' ') && file && local && file.state === 'synced') {
      event.preventDefault();
      setPreviewId(previewId === file.id ? null : file.id);
      return;
    }
    const next = rowAfterKey(event.key, index, files.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
    setFocusWanted(true);
  };

  return (
    <div ref={scroller} className="file-table-scroll">
      <table className="file-table" aria-label="Files" aria-rowcount={files.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Size</th>
            <th scope="col">Uploaded</th>
            <th scope="col">Status</th>
            {local && <th scope="col"><span className="visually-hidden">Text</span></th>}
          </tr>
        </thead>
        {before > 0 && (
          <tbody aria-hidden="true">
            <tr className="file-table-spacer" style={{ height: before }} />
          </tbody>
        )}
        {items.map((item) => {
          const file = files[item.index];
          if (!file) return null;
          const open = previewId === file.id;
          return (
            <tbody key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
              <tr
                data-row={item.index}
                aria-rowindex={item.index + 2}
                tabIndex={item.index === active ? 0 : -1}
                aria-current={item.index === active ? 'true' : undefined}
                className="file-row"
                onFocus={() => setSelected(item.index)}
                onKeyDown={(event) => onKeyDown(event, item.index)}
              >
                <td>{file.fileName}</td>
                <td>{file.contentType}</td>
                <td>{formatBytes(file.size)}</td>
                <td>{formatWhen(file.createdAt)}</td>
                <td className={`file-state state-${file.state}`}>
                  {file.state === 'synced' ? (
                    <>
                      <Check size={12} aria-hidden="true" className="inline-icon" /> uploaded
                    </>
                  ) : file.state === 'failed' ? (
                    `failed: ${file.error ?? 'unknown reason'}`
                  ) : (
                    file.state
                  )}
                  {file.text && !file.text.indexed && <span className="file-text-note">{file.text.note}</span>}
                </td>
                {local && (
                  <td>
                    {file.state === 'synced' && (
                      <button type="button" className="ghost small" aria-expanded={open} aria-label={`${open ? 'Hide the text of' : 'Preview the text of'} ${file.fileName}`} onClick={() => setPreviewId(open ? null : file.id)}>
                        {open ? 'Hide text' : 'Preview text'}
                      </button>
                    )}
                  </td>
                )}
              </tr>
              {open && (
                <tr>
                  <td colSpan={columns}>
                    <FilePreview fileId={file.id} fileName={file.fileName} />
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
        {after > 0 && (
          <tbody aria-hidden="true">
            <tr className="file-table-spacer" style={{ height: after }} />
          </tbody>
        )}
      </table>
    </div>
  );
}
