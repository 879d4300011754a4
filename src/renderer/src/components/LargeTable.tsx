// A large table of a document or note (lib/large-tables.ts), shown windowed: its own scroll box (about 18 rows high)
// with the header row kept in view, and only the rows in and near view in the page (@tanstack/react-virtual), so a
// 400 × 31 table opens at once and scrolling it leaves the reader's text where it is. A line above it says its size.
import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { LargeTable as Table } from '../lib/large-tables';
import { plural } from '../lib/format';

/** One row's height in px (cells stay on one line: .large-table td). */
export const LARGE_TABLE_ROW_HEIGHT = 28;
/** The scroll box's height before it is measured (and in a test's DOM, which measures nothing). */
const FIRST_HEIGHT = 18 * LARGE_TABLE_ROW_HEIGHT;
const OVERSCAN = 10;

export function LargeTable({ table }: { table: Table }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: table.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => LARGE_TABLE_ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: FIRST_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const columns = table.header.length;
  const size = `${plural(table.rows.length, 'row')} × ${plural(columns, 'column')}`;
  return (
    <figure className="large-table">
      <figcaption>Table of {size}; scroll inside it to read every row.</figcaption>
      <div ref={scroller} className="large-table-scroll" tabIndex={0} role="region" aria-label={`Table of ${size}`}>
        <table aria-rowcount={table.rows.length + 1} aria-colcount={columns}>
          <thead>
            <tr aria-rowindex={1}>
              {table.header.map((cell, c) => (
                <th key={c} scope="col" style={{ textAlign: table.align[c] ?? undefined }}>
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {before > 0 && <tr aria-hidden="true" className="large-table-spacer" style={{ height: before }} />}
            {items.map((item) => (
              <tr key={item.index} aria-rowindex={item.index + 2} style={{ height: LARGE_TABLE_ROW_HEIGHT }}>
                {(table.rows[item.index] ?? []).map((cell, c) => (
                  <td key={c} title={cell.length > 40 ? cell : undefined} style={{ textAlign: table.align[c] ?? undefined }}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
            {after > 0 && <tr aria-hidden="true" className="large-table-spacer" style={{ height: after }} />}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
