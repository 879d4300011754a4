// Headings written as plain lines (extract.ts): a text file's "1. SUMMARY" or "PROBLEMS" on a line of its
// own, followed by the section's text on the next line, is a heading, never the first words of a sentence
// ("SUMMARY In 2022 the Trust blocked…"). The same holds for a Markdown paragraph whose first line is such a
// heading (a soft line break is no sentence break), and for a paragraph of its own in Markdown or HTML that
// is written in capitals, numbered, or asks a question (an FAQ's "<p><b>Do I need any experience?</b></p>").
// A line reads as a heading when it is short, ends without a sentence's full stop, and is written as
// headings are: all in capitals, numbered ("2.", "3.1", "IV."), in title case (every word capitalised but
// the small function words), or one question. It becomes one only when running text follows it: a block
// of such lines and nothing else (a list of names, an address, a title block) stays as it is. Pure.
import { isStopWord } from './text';

export interface HeadingShape {
  /** 2 for "SUMMARY" or "1. SUMMARY", 3 for "1.2 Methods", … (at most 6). */
  depth: number;
  /** The line as written, spaces collapsed. */
  text: string;
  /** How it reads as a heading. */
  form: 'capitals' | 'numbered' | 'title' | 'question';
}

const NUMBERING = /^((?:\d{1,2}\.)*\d{1,2}\.?|[IVX]{1,4}\.|[A-Z][.)]|\d{1,2}\))\s+(?=\S)/;
const SENTENCE_END = /[.!?]["'”’)\]]*$/;
/** What may open the running text under a heading: a capital, a figure, a quotation or bracket, a list mark. */
const TEXT_OPENS = /^["“‘'([\p{Lu}\p{N}*•-]/u;

/** A word without the punctuation around it ("(2025)" → 2025). */
function core(word: string): string {
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** Every word capitalised (or a figure) but small function words, and neither end a function word. */
function isTitleCase(words: string[]): boolean {
  const cores = words.map(core).filter((w) => w !== '');
  if (cores.length === 0) return false;
  const small = (w: string): boolean => isStopWord(w.toLowerCase()) && /^\p{Ll}/u.test(w);
  if (!/^[\p{Lu}\p{N}]/u.test(cores[0] ?? '') || isStopWord((cores.at(-1) ?? '').toLowerCase())) return false;
  return cores.every((w) => /^[\p{Lu}\p{N}]/u.test(w) || small(w));
}

/**
 * How a single line reads as a heading, or null when it reads as text: at most 10 words (15 for a
 * question) and 80 characters, no full stop, colon, comma or semicolon at its end, no list or table mark
 * before it, and written in capitals, numbered, in title case or as one question. A byline ("By Hannah
 * Lowe") is not a heading. Pure.
 */
export function headingShape(line: string): HeadingShape | null {
  const text = line.replace(/\s+/g, ' ').trim();
  if (text === '' || text.length > 80 || /^[-*•|#>+]/.test(text) || /\|/.test(text)) return null;
  const numbering = NUMBERING.exec(text);
  const body = numbering ? text.slice(numbering[0].length) : text;
  if (!/\p{L}/u.test(body) || /[:;,]$/.test(body) || /^by\s/i.test(body)) return null;
  const figures = numbering && /\d/.test(numbering[1] ?? '') ? (numbering[1] ?? '').replace(/[.)]$/, '').split('.').length : 1;
  const depth = Math.min(6, 1 + figures);
  const words = body.split(' ');
  if (/\?["'”’)]*$/.test(body)) {
    // one question, opening with a capital: "Do I need any experience?"
    const one = !/[.!?]\s/.test(body) && /^\p{Lu}/u.test(body) && words.length <= 15;
    return one ? { depth, text, form: 'question' } : null;
  }
  if (SENTENCE_END.test(body) || words.length > 10) return null;
  if (/\p{Lu}[^\p{Ll}]*\p{Lu}/u.test(body) && !/\p{Ll}/u.test(body)) return { depth, text, form: numbering ? 'numbered' : 'capitals' };
  if (!isTitleCase(words)) return null;
  return { depth, text, form: numbering ? 'numbered' : 'title' };
}

export type BlockPiece = { heading: HeadingShape } | { text: string };

/**
 * The lines of one block of plain text (between blank lines) as headings and running text. A heading
 * line opens the block or follows a line that ends a sentence (or another heading line), and running
 * text that opens like a sentence follows it, in this block or, for lines that end the block, as the
 * next block's first line (`nextBlock`). Consecutive heading lines nest ("PART 2" then "RESULTS"). Pure.
 */
export function blockPieces(lines: string[], nextBlock?: string[]): BlockPiece[] {
  const rows = lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l !== '');
  const shapes = rows.map(headingShape);
  const opensText = (line: string | undefined): boolean => line !== undefined && headingShape(line) === null && TEXT_OPENS.test(line);
  const isHeading = new Array<boolean>(rows.length).fill(false);
  let i = 0;
  while (i < rows.length) {
    const startsFresh = i === 0 || SENTENCE_END.test(rows[i - 1] ?? '');
    if (!shapes[i] || !startsFresh) {
      i += 1;
      continue;
    }
    let end = i;
    while (end + 1 < rows.length && shapes[end + 1]) end += 1;
    const after = end + 1 < rows.length ? rows[end + 1] : nextBlock?.map((l) => l.trim()).find((l) => l !== '');
    if (opensText(after)) for (let k = i; k <= end; k += 1) isHeading[k] = true;
    i = end + 1;
  }
  const pieces: BlockPiece[] = [];
  let text: string[] = [];
  let runDepth = 0;
  const flush = (): void => {
    if (text.length > 0) pieces.push({ text: text.join(' ') });
    text = [];
  };
  rows.forEach((row, k) => {
    const shape = shapes[k];
    if (!isHeading[k] || !shape) {
      text.push(row);
      runDepth = 0;
      return;
    }
    flush();
    // a heading right under another one is nested in it
    runDepth = runDepth > 0 ? Math.min(6, Math.max(shape.depth, runDepth + 1)) : shape.depth;
    pieces.push({ heading: { ...shape, depth: runDepth } });
  });
  flush();
  return pieces;
}

/**
 * Paragraphs of a Markdown or HTML document with the ones that are headings in all but markup marked as
 * headings: a paragraph of one line, written in capitals, numbered or as a question (title case alone is
 * too common in captions, bylines and footers to count here), followed by running text. Such a heading
 * sits one level under the last real heading before it ("## …" paragraphs). Returns each paragraph's
 * heading depth, or 0 for a paragraph that stays as it is. Pure.
 */
export function pseudoHeadingDepths(paragraphs: { text: string; lines?: boolean }[]): number[] {
  let realDepth = 1;
  return paragraphs.map((p, i) => {
    const real = /^(#{1,6}) /.exec(p.text);
    if (real) {
      realDepth = real[1]?.length ?? 2;
      return 0;
    }
    if (p.lines || p.text.includes('\n')) return 0;
    const shape = headingShape(p.text);
    if (!shape || shape.form === 'title') return 0;
    const next = paragraphs.slice(i + 1).find((q) => q.lines || /^#/.test(q.text) || !headingShape(q.text) || headingShape(q.text)?.form === 'title');
    const runningText = next !== undefined && (next.lines === true || (!/^#/.test(next.text) && TEXT_OPENS.test(next.text)));
    return runningText ? Math.min(6, realDepth + 1) : 0;
  });
}
