// A PDF page's text as paragraphs, read from where its text sits (pdfjs gives runs of text with a font height and a
// position, not paragraphs): a run lower on the page than the last starts a new line; a line further below the one
// before than one and a half of the body's line spacing, or in another font size, starts a new paragraph; a line in a
// font clearly larger than the body's stands alone (a heading: "Regional Heritage Fund: Grant Decision 2024" was glued
// onto the first sentence under it); a line in a smaller font above or below all the body text is a running header or
// footer (a browser's print date, the file's address, "1/1") and is left out. Pure.

export interface PdfRun {
  str: string;
  /** Font height in page units (0 for the empty runs pdfjs emits at line ends). */
  height: number;
  /** Baseline position: x from the left, y from the bottom of the page. */
  x: number;
  y: number;
}

interface Line {
  text: string;
  height: number;
  y: number;
}

/** The runs grouped into lines, top to bottom as they come (a run whose baseline moves by more than a third of its height starts a line). */
function linesOf(runs: PdfRun[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  for (const run of runs) {
    if (run.str === '' && run.height === 0) continue;
    const size = run.height || current?.height || 0;
    if (current && Math.abs(run.y - current.y) <= Math.max(1, size / 3)) {
      current.text += run.str;
      current.height = Math.max(current.height, run.height);
      continue;
    }
    current = { text: run.str, height: run.height, y: run.y };
    lines.push(current);
  }
  return lines.map((l) => ({ ...l, text: l.text.replace(/\s+/g, ' ').trim() })).filter((l) => l.text !== '');
}

/** The height most of the page's characters are set in. */
function bodyHeight(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) weight.set(Math.round(line.height), (weight.get(Math.round(line.height)) ?? 0) + line.text.length);
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

/** The page's paragraphs, each one string; a heading line is a paragraph of its own. Pure. */
export function pdfPageParagraphs(runs: PdfRun[]): string[] {
  const lines = linesOf(runs);
  const body = bodyHeight(lines);
  if (body === 0) return lines.map((l) => l.text);
  const bodyLines = lines.filter((l) => Math.round(l.height) === body);
  const top = Math.max(...bodyLines.map((l) => l.y));
  const bottom = Math.min(...bodyLines.map((l) => l.y));
  const larger = (l: Line): boolean => l.height >= body * 1.15;
  // (a running header or footer: smaller than the body, above or below all of it)
  const kept = lines.filter((l) => !(l.height < body * 0.85 && (l.y > top || l.y < bottom)));
  // the usual spacing between body lines of one paragraph
  const gaps = kept.slice(1).map((l, i) => ({ gap: (kept[i] as Line).y - l.y, same: Math.round(l.height) === body && Math.round((kept[i] as Line).height) === body })).filter((g) => g.same && g.gap > 0).map((g) => g.gap).sort((a, b) => a - b);
  const spacing = gaps[0] ?? body * 1.2;
  const paragraphs: string[][] = [];
  kept.forEach((line, i) => {
    const before = kept[i - 1];
    const fresh = !before || larger(line) || larger(before) || Math.round(line.height) !== Math.round(before.height) || before.y - line.y > spacing * 1.5 || line.y > before.y;
    if (fresh) paragraphs.push([line.text]);
    else paragraphs.at(-1)?.push(line.text);
  });
  return paragraphs.map((p) => p.join(' '));
}

/** The page's heading set in the largest font, when it is larger than the body and comes first: the document's title. Pure. */
export function pdfTitle(runs: PdfRun[]): string | null {
  const lines = linesOf(runs);
  const body = bodyHeight(lines);
  const first = lines.find((l) => !(l.height < body * 0.85));
  return first && first.height >= body * 1.15 && first.text.length <= 120 ? first.text : null;
}
