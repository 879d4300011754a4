// A large table in the reader: the time to render a document with a 400 × 31 Markdown table against one with a 5 × 4
// table, through the window's own Markdown component (components/MarkdownView.tsx, rendered to markup by react-dom in
// this process: the parse and the React render, not the browser's layout). The GFM parser took seconds over the large
// table and the page got all 12,400 cells; a table of more than LARGE_TABLE_ROWS rows is now read by a plain splitter
// and shown windowed (LargeTable). Shown beside it: the same large table through the Markdown parser, as before.
import { median, RATIO_HEADER, ratioRow } from './lib';

// React's production build, as the built window runs it; the window's .tsx files compiled here with the classic JSX
// runtime (tsx reads no web tsconfig), which looks React up globally
process.env.NODE_ENV = 'production';
const React = await import('react');
(globalThis as { React?: unknown }).React = React;
const { createElement } = React;
const { renderToString } = await import('react-dom/server');
const { default: ReactMarkdown } = await import('react-markdown');
const { default: remarkGfm } = await import('remark-gfm');
// (imported by its address: the node project that typechecks the benchmarks compiles no JSX)
type View = (props: { text: string; passages?: string[]; onOpenExternal: (url: string) => void }) => ReturnType<typeof createElement>;
const { MarkdownView } = (await import(new URL('../src/renderer/src/components/MarkdownView.tsx', import.meta.url).href)) as { MarkdownView: View };

const RUNS = Number(process.env.QUIRE_BENCH_RUNS ?? 9);

function document(rows: number, cols: number): string {
  const head = `| ${Array.from({ length: cols }, (_, c) => `Column ${c + 1}`).join(' | ')} |`;
  const sep = `|${Array.from({ length: cols }, () => '---').join('|')}|`;
  const body = Array.from({ length: rows }, (_, r) => `| ${Array.from({ length: cols }, (_, c) => `${r + 1}.${c + 1} ${((r + 1) * (c + 7)) % 997}`).join(' | ')} |`);
  return ['# Station readings', '', 'Readings taken at each station, one row per day.', '', head, sep, ...body, '', 'Source: the field log [1].', ''].join('\n');
}

function timeRender(render: () => string): { ms: number; cells: number } {
  const started = performance.now();
  const html = render();
  return { ms: performance.now() - started, cells: (html.match(/<td/g) ?? []).length };
}

const large = document(400, 31);
const small = document(5, 4);
const view = (text: string) => () => renderToString(createElement(MarkdownView, { text, passages: ['Readings taken at each station'], onOpenExternal: () => undefined }));
const parsed = (text: string) => () => renderToString(createElement(ReactMarkdown, { remarkPlugins: [remarkGfm] }, text));

// warm-up: the modules' first run
view(small)();
parsed(small)();
const largeRuns: number[] = [];
const smallRuns: number[] = [];
const parsedRuns: number[] = [];
let largeCells = 0;
let parsedCells = 0;
for (let i = 0; i < RUNS; i += 1) {
  const l = timeRender(view(large));
  largeRuns.push(l.ms);
  largeCells = l.cells;
  smallRuns.push(timeRender(view(small)).ms);
  if (i < 2) {
    const p = timeRender(parsed(large));
    parsedRuns.push(p.ms);
    parsedCells = p.cells;
  }
}
console.log(`A document with a 400 × 31 table (${(large.length / 1024).toFixed(0)} KB of Markdown) against one with a 5 × 4 table, rendered by the window's Markdown component; ${RUNS} runs, medians.\n`);
console.log(RATIO_HEADER);
console.log(ratioRow('open a document with a 400 × 31 table vs a 5 × 4 one (parse and render, windowed; the parser path was ~800×)', largeRuns, smallRuns, 10));
console.log(`\nCells put in the page: ${largeCells} of 12,400 (windowed); through the Markdown parser as before: ${parsedCells}, in ${median(parsedRuns).toFixed(0)} ms (${(median(parsedRuns) / median(smallRuns)).toFixed(0)}× the small table).`);
