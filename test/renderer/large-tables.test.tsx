// Large Markdown tables (lib/large-tables.ts, components/LargeTable.tsx): a 400 × 31 table took the reader seconds to
// open (the GFM parser) and put all 12,400 cells in the page, scrolling the whole pane. Now it is cut out of the text,
// read by a plain splitter and shown windowed in a scroll box of its own with its header row.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { delimiterRow, LARGE_TABLE_ROWS, splitLargeTables, tableCells } from '../../src/renderer/src/lib/large-tables';
import { MarkdownView } from '../../src/renderer/src/components/MarkdownView';

function table(rows: number, cols: number): string {
  const head = `| ${Array.from({ length: cols }, (_, c) => `Col ${c + 1}`).join(' | ')} |`;
  const sep = `|${Array.from({ length: cols }, () => '---').join('|')}|`;
  const body = Array.from({ length: rows }, (_, r) => `| ${Array.from({ length: cols }, (_, c) => `r${r + 1}c${c + 1}`).join(' | ')} |`);
  return [head, sep, ...body].join('\n');
}

describe('tableCells and delimiterRow', () => {
  it.each<[string, string[]]>([
    ['| a | b | c |', ['a', 'b', 'c']],
    ['a | b', ['a', 'b']],
    ['| a \\| b | c |', ['a | b', 'c']],
    ['| `x | y` | z |', ['`x | y`', 'z']],
    ['| | empty |', ['', 'empty']],
  ])('%j → %j', (line, cells) => expect(tableCells(line)).toEqual(cells));

  it.each<[string, ReturnType<typeof delimiterRow>]>([
    ['|---|---|', [null, null]],
    ['| :--- | :-: | --: |', ['left', 'center', 'right']],
    ['--- | ---', [null, null]],
    ['| a | b |', null],
    ['| - | x- |', null],
    ['plain text', null],
  ])('%j → %j', (line, align) => expect(delimiterRow(line)).toEqual(align));
});

describe('splitLargeTables', () => {
  it('a text without a large table is one Markdown part, unchanged', () => {
    const text = `# Notes\n\n${table(LARGE_TABLE_ROWS, 3)}\n\nAfter.`;
    expect(splitLargeTables(text)).toEqual([{ kind: 'markdown', text }]);
  });

  it('a large table is cut out between the text before and after it', () => {
    const parts = splitLargeTables(`# Rates\n\nBefore.\n\n${table(400, 31)}\n\nAfter [1].`);
    expect(parts.map((p) => p.kind)).toEqual(['markdown', 'table', 'markdown']);
    const t = parts[1]?.kind === 'table' ? parts[1].table : null;
    expect(t?.header).toHaveLength(31);
    expect(t?.rows).toHaveLength(400);
    expect(t?.rows[399]?.[30]).toBe('r400c31');
    expect(parts[0]).toEqual({ kind: 'markdown', text: '# Rates\n\nBefore.\n' });
    expect(parts[2]).toEqual({ kind: 'markdown', text: '\nAfter [1].' });
  });

  it('rows are padded or cut to the header, as GFM does; a table inside a code fence stays code', () => {
    const ragged = ['| a | b |', '|---|---|', ...Array.from({ length: 70 }, (_, i) => (i === 0 ? '| 1 |' : i === 1 ? '| 1 | 2 | 3 |' : `| ${i} | x |`))].join('\n');
    const t = splitLargeTables(ragged)[0];
    expect(t?.kind === 'table' ? t.table.rows.slice(0, 2) : null).toEqual([['1', ''], ['1', '2']]);
    const fenced = `\`\`\`\n${table(100, 2)}\n\`\`\``;
    expect(splitLargeTables(fenced)).toEqual([{ kind: 'markdown', text: fenced }]);
  });
});

describe('a large table in the window', () => {
  // jsdom lays nothing out: the table's scroll box is given its height so the virtualizer renders rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(504);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows its size, its header and a window of its rows in a scroll box of its own, not all 400', () => {
    const { container } = render(<MarkdownView text={`Before.\n\n${table(400, 31)}\n\nAfter.`} onOpenExternal={() => undefined} />);
    const region = screen.getByRole('region', { name: 'Table of 400 rows × 31 columns' });
    expect(screen.getByText('Table of 400 rows × 31 columns; scroll inside it to read every row.')).toBeInTheDocument();
    const grid = within(region).getByRole('table');
    expect(grid).toHaveAttribute('aria-rowcount', '401');
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(31);
    const rows = container.querySelectorAll('tbody tr[aria-rowindex]');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByText('r1c1')).toBeInTheDocument();
    expect(screen.queryByText('r400c31')).toBeNull();
    // the text around it is Markdown as before
    expect(screen.getByText('Before.')).toBeInTheDocument();
    expect(screen.getByText('After.')).toBeInTheDocument();
  });

  it('a small table is still a Markdown table, every row in the page', () => {
    render(<MarkdownView text={table(5, 3)} onOpenExternal={() => undefined} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('r5c3')).toBeInTheDocument();
  });
});
