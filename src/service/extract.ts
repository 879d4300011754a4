// Text extraction for library documents: plain text, Markdown (mdast), HTML (parse5 + turndown),
// DOCX (mammoth) and PDF (pdfjs-dist). Produces the raw form, a Markdown rendering and plain
// paragraphs for indexing. Unsupported or unreadable input throws ExtractError with a clear reason.
// Hostile input is bounded here (extract-limits.ts): a DOCX's zip is measured with yauzl (entries,
// declared and actually inflated sizes) before mammoth sees it, a PDF's pages and reading time are
// capped, and HTML is walked with an explicit stack (deep nesting cannot overflow the call stack).
// Uploads run this in a worker thread with memory and time limits (extract-runner.ts, extract-worker.ts).
import { fileTypeFromBuffer } from 'file-type';
import { parse as parseCsv } from 'csv-parse/sync';
import mammoth from 'mammoth';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as mdastToString } from 'mdast-util-to-string';
import { parse, serialize } from 'parse5';
import TurndownService from 'turndown';
import yauzl from 'yauzl';
import { blockPieces, pseudoHeadingDepths } from './heading-lines';
import { listPieces } from './list-lines';
import { chartOf } from './chart-lines';
import { withoutInlineCode } from './inline-code-html';
import { postHead } from './writer-role';
import { breadcrumbSteps, isChromeElement, isChromeText, mailSubject, pageTitle, plainBody } from './page-structure';
import { pdfPageParagraphs, pdfTitle, type PdfRun } from './pdf-layout';
import { EXTRACT_LIMITS, ExtractError, pdfPagesVerdict, pdfTimeVerdict, zipVerdict, type ExtractLimits } from './extract-limits';

export { ExtractError } from './extract-limits';

export interface ExtractedDocument {
  contentType: string;
  title: string;
  /** The original text (or HTML for HTML/DOCX sources). */
  raw: string;
  rawFormat: 'text' | 'markdown' | 'html';
  markdown: string;
  paragraphs: string[];
  /** Front matter fields of Markdown/text sources (e.g. url, title). */
  frontMatter: Record<string, string>;
}

const turndown = new TurndownService({ headingStyle: 'atx', bulletListMarker: '-', codeBlockStyle: 'fenced' });
// The <head> (title, styles) and scripts are not part of the readable document.
turndown.remove(['head', 'script', 'style', 'noscript', 'template']);

/** Parses a leading `---` block of `key: value` lines (the sample library's front matter). */
export function splitFrontMatter(source: string): { frontMatter: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  const frontMatter: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const kv = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (kv?.[1]) frontMatter[kv[1].toLowerCase()] = (kv[2] ?? '').trim().replace(/^["']|["']$/g, '');
  }
  return { frontMatter, body: source.slice(match[0].length) };
}

/**
 * Passage lines that are not running text (shared with chunking, text.ts, and composition):
 * - a section heading, "## When to repot" (depth 2–6): context for the paragraphs under it, indexed
 *   and counted for coverage, never cited as a sentence;
 * - a list item, "- a clear plastic pot one size larger": a citable sentence of its own;
 * - a table row, "| Type: Tubeless | Puncture resistance: high |": each cell with its column name.
 * A paragraph that ends with ":" and is followed by a list or table is kept with it (its lead-in).
 */
export function headingLine(depth: number, text: string): string {
  return `${'#'.repeat(Math.min(6, Math.max(2, depth)))} ${text.replace(/\s+/g, ' ').trim()}`;
}

export function listLine(text: string): string {
  return `- ${text.replace(/\s+/g, ' ').trim()}`;
}

/** A table row as one line of "Column: cell" pairs (pipes inside cells become "/"). */
export function tableRowLine(header: string[], cells: string[]): string {
  const clean = (t: string): string => t.replace(/\|/g, '/').replace(/\s+/g, ' ').trim();
  const pairs = cells.map((cell, i) => ({ name: clean(header[i] ?? ''), cell: clean(cell) })).filter((p) => p.cell !== '');
  return `| ${pairs.map((p) => (p.name ? `${p.name}: ${p.cell}` : p.cell)).join(' | ')} |`;
}

/** Cells of a Markdown pipe-table row ("| a | b \\| c |" → ["a", "b | c"]). */
function pipeCells(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  const body = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i] as string;
    if (ch === '\\' && body[i + 1] === '|') {
      current += '|';
      i += 1;
    } else if (ch === '|') {
      cells.push(current.trim());
      current = '';
    } else current += ch;
  }
  cells.push(current.trim());
  return cells;
}

/**
 * A GFM pipe table (a header row, a delimiter row of dashes, then rows) as row lines with their
 * column names; null when the lines are not such a table. Pure.
 */
export function pipeTableRows(lines: string[]): string[] | null {
  const rows = lines.map((l) => l.trim()).filter((l) => l !== '');
  if (rows.length < 3 || !rows.every((l) => l.includes('|'))) return null;
  const delimiter = pipeCells(rows[1] as string);
  if (!delimiter.every((c) => /^:?-{1,}:?$/.test(c))) return null;
  const header = pipeCells(rows[0] as string).map((h) => h.replace(/[*_`]/g, ''));
  return rows.slice(2).map((row) => tableRowLine(header, pipeCells(row).map((c) => c.replace(/[*_`]/g, ''))));
}

/** Joins list items and table rows to the paragraph before them when it leads into them (ends with ":"). */
export function groupLines(paragraphs: { text: string; lines?: boolean }[]): string[] {
  const out: string[] = [];
  let previousWasLeadIn = false;
  for (const p of paragraphs) {
    if (p.lines && out.length > 0 && previousWasLeadIn) out[out.length - 1] = `${out[out.length - 1]}\n${p.text}`;
    else out.push(p.text);
    previousWasLeadIn = !p.lines && !/^#/.test(p.text) && /:$/.test(p.text);
  }
  return out;
}

/**
 * The items of a numbered Markdown list as numbered sections when each one is a heading line over its
 * text ("1. SUMMARY" then "In 2022 the Trust…" on the next line), else null. Pure.
 */
export function numberedSections(items: string[], start: number): { text: string }[] | null {
  const out: { text: string }[] = [];
  for (const [i, item] of items.entries()) {
    const lines = item.split(/\r?\n/);
    const pieces = blockPieces([`${start + i}. ${lines[0] ?? ''}`, ...lines.slice(1)]);
    const [first, ...rest] = pieces;
    if (!first || !('heading' in first) || rest.length === 0) return null;
    for (const piece of pieces) out.push({ text: 'heading' in piece ? headingLine(piece.heading.depth, piece.heading.text) : piece.text });
  }
  return out.length > 0 ? out : null;
}

type MdListItem = Extract<ReturnType<typeof fromMarkdown>['children'][number], { type: 'list' }>['children'][number];

/**
 * A list item's text; a bold title sentence opening a step ("3. **Set up the detector.** For a heterodyne…") is kept
 * marked ("**Set up the detector.** For a heterodyne…"): passage.ts reads it as the step's heading, never as
 * part of its sentence.
 */
function listItemText(item: MdListItem): string {
  const whole = mdastToString(item, { includeHtml: false }).replace(/\s+/g, ' ').trim();
  const first = item.children[0];
  const strong = first?.type === 'paragraph' && first.children.length > 1 && first.children[0]?.type === 'strong' ? mdastToString(first.children[0]).replace(/\s+/g, ' ').trim() : '';
  const rest = whole.slice(strong.length).trim();
  // (a bold label ending in a colon, "**Water reed:** typical lifespan 40 years", names what the item is about: it stays)
  return strong && /[.!]$/.test(strong) && !strong.includes('*') && strong.split(' ').length <= 8 && whole.startsWith(strong) && /^\p{L}/u.test(rest) ? `**${strong}** ${rest}` : whole;
}

function markdownParagraphs(markdown: string): { title: string | null; paragraphs: string[] } {
  // (the code of an inline <script> or <style> is no text of the document: inline-code-html.ts)
  const tree = withoutInlineCode(fromMarkdown(markdown));
  const paragraphs: { text: string; lines?: boolean }[] = [];
  let title: string | null = null;
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const text = mdastToString(node).trim();
      if (title === null && node.depth === 1) title = text;
      else if (text) paragraphs.push({ text: headingLine(node.depth, text) }); // section context, never a passage of its own
      continue;
    }
    if (node.type === 'list') {
      // "1. SUMMARY" over its section's text, numbered as a list: numbered sections, not list items
      const sections = node.ordered ? numberedSections(node.children.map((item) => mdastToString(item, { includeHtml: false })), node.start ?? 1) : null;
      if (sections) {
        paragraphs.push(...sections);
        continue;
      }
      const items = node.children.map(listItemText).filter((t) => t !== '');
      if (items.length > 0) paragraphs.push({ text: items.map(listLine).join('\n'), lines: true });
      continue;
    }
    if (node.type === 'paragraph' || node.type === 'blockquote' || node.type === 'table') {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      const rawLines = node.type === 'paragraph' && start !== undefined && end !== undefined ? markdown.slice(start, end).split(/\r?\n/) : null;
      const chart = rawLines ? chartOf(rawLines) : null;
      const table = rawLines ? (pipeTableRows(rawLines) ?? (chart ? chart.rows.map((row) => tableRowLine(chart.header, row)) : null)) : null;
      if (table && table.length > 0) {
        paragraphs.push({ text: table.join('\n'), lines: true });
        continue;
      }
      const whole = mdastToString(node, { includeHtml: false });
      // a forum post's head over its text ("**Reply by old_plumber_pete:**" then the reply, a soft break): a
      // paragraph of its own, never the first words of the post's first sentence (writer-role.ts postsOf)
      const [headLine, ...bodyLines] = whole.split(/\r?\n/);
      const postOpens = node.type === 'paragraph' && bodyLines.length > 0 && postHead(headLine ?? '') !== null;
      if (postOpens) paragraphs.push({ text: (headLine ?? '').trim() });
      const text = postOpens ? bodyLines.join('\n') : whole;
      // "Step 1: …" or "• …" lines in one paragraph (no Markdown list): list items, one each (list-lines.ts)
      const listed = node.type === 'paragraph' ? listPieces(text.split(/\r?\n/)) : null;
      if (listed) {
        for (const piece of listed) {
          if ('items' in piece) paragraphs.push({ text: piece.items.map(listLine).join('\n'), lines: true });
          else for (const part of blockPieces(piece.lines, ['1'])) paragraphs.push({ text: 'heading' in part ? headingLine(part.heading.depth, part.heading.text) : part.text });
        }
        continue;
      }
      // "SUMMARY" on the line before the section's text (a soft break) is its heading, not its first word
      const pieces = node.type === 'paragraph' ? blockPieces(text.split(/\r?\n/)) : [{ text }];
      for (const piece of pieces) {
        if ('heading' in piece) paragraphs.push({ text: headingLine(piece.heading.depth, piece.heading.text) });
        // (a saved page's breadcrumb, link bar, button row, banner, greeting or sign-off is no text: page-structure.ts)
        else if (piece.text.trim() && !isChromeText(piece.text)) paragraphs.push({ text: piece.text.replace(/\s+/g, ' ').trim() });
      }
    }
  }
  return { title: title === null ? null : pageTitle(title), paragraphs: groupLines(withPseudoHeadings(paragraphs)) };
}

/** Paragraphs that hold more than section headings. */
function hasText(paragraphs: string[]): boolean {
  return paragraphs.some((p) => !/^#{1,6} /.test(p));
}

/**
 * The title of a plain-text file when its first line is one: a single line of at most 15 words, not
 * ending like a sentence, followed by more text ("Lab report: Effect of salt on …"). Pure.
 */
export function plainTitle(body: string): { title: string; rest: string; trail?: string } | null {
  const match = /^\s*([^\r\n]+)\r?\n\s*\r?\n([\s\S]*\S[\s\S]*)$/.exec(body);
  if (!match) return null;
  const line = (match[1] ?? '').trim();
  const wordCount = line.split(/\s+/).length;
  // a breadcrumb over the text ("Forum > Invertebrates > Cherry shrimp dying, help!") titles it by its last step
  // (the steps before it, less "Home", say where the page sits: its context, a heading over its text)
  const crumbs = breadcrumbSteps(line);
  if (crumbs) return { title: pageTitle(line), rest: match[2] ?? '', trail: crumbs.slice(0, -1).filter((step) => !/^home$/i.test(step)).join(' > ') };
  if (wordCount > 15 || line.length > 120 || /[.!?,;:]$/.test(line) || !/\p{L}/u.test(line) || /^[-*#|]/.test(line)) return null;
  return { title: line, rest: match[2] ?? '' };
}

/**
 * The paragraphs of a stored document's raw form (re-indexing after the passage format changed):
 * Markdown and HTML are extracted again, text is split into paragraphs; a CSV table (stored as text, its
 * Markdown form a table) is read as its table again, never as lines of commas. Pure.
 */
export function paragraphsOfRaw(raw: string, rawFormat: string, markdown = raw): string[] {
  // (a Markdown document's raw form keeps its front matter, which is no paragraph)
  if (rawFormat === 'markdown') return markdownParagraphs(splitFrontMatter(raw).body).paragraphs;
  // (nor a PDF's author line before its text: pdfRaw; a text file's own front matter was taken off before it was kept)
  if (rawFormat === 'text' && raw.startsWith('---\n')) return plainParagraphs(splitFrontMatter(raw).body);
  if (rawFormat === 'text' && markdown !== raw && /^\|.*\|\s*$/m.test(markdown)) {
    const table = csvAsMarkdown(raw);
    if (table) return markdownParagraphs(table).paragraphs;
  }
  if (rawFormat === 'html') return htmlText(/<body[\s>]/i.test(raw) ? raw : `<body>${raw}</body>`).paragraphs;
  return plainParagraphs(raw);
}

/**
 * The paragraphs of plain text (split on blank lines), with heading lines taken out of them as headings
 * (heading-lines.ts): "1. SUMMARY" on the line before "In 2022 the Trust…" opens its section.
 */
function plainParagraphs(whole: string): string[] {
  // the body of a saved page or mail: no signature, quoted mail, header fields or chrome lines (page-structure.ts)
  const text = plainBody(whole, (line) => postHead(line) !== null);
  const blocks = text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== ''))
    .filter((block) => block.length > 0);
  const pieces = (block: string[], next?: string[]): { text: string; lines?: boolean }[] =>
    blockPieces(block, next).map((piece) => ({ text: 'heading' in piece ? headingLine(piece.heading.depth, piece.heading.text) : piece.text.replace(/\s+/g, ' ').trim() }));
  // numbered or bulleted lines are list items, one each (list-lines.ts); the text before them as any block's; a
  // forum post's head over its text ("Reply by old_plumber_pete:", writer-role.ts postsOf) a paragraph of its own
  return groupLines(
    blocks.flatMap((whole, i) => {
      const head = whole.length > 1 && postHead(whole[0] ?? '') !== null ? [{ text: whole[0] ?? '' }] : [];
      const block = head.length > 0 ? whole.slice(1) : whole;
      // a chart of aligned cells is a table, one row a line (chart-lines.ts)
      const chart = chartOf(block);
      if (chart) return [...head, { text: chart.rows.map((row) => tableRowLine(chart.header, row)).join('\n'), lines: true }];
      const listed = listPieces(block);
      if (!listed) return [...head, ...pieces(block, blocks[i + 1])];
      // (what follows a piece of lines: the list's first item, which opens content as running text does, or the next block)
      const after = (k: number): string[] | undefined => {
        const next = listed[k + 1];
        if (!next) return blocks[i + 1];
        return 'items' in next ? next.items.slice(0, 1).map(listLine) : next.lines;
      };
      return [...head, ...listed.flatMap((piece, k) => ('items' in piece ? [{ text: piece.items.map(listLine).join('\n'), lines: true }] : pieces(piece.lines, after(k))))];
    }),
  );
}

/** Paragraphs that are headings in all but markup become headings (heading-lines.ts pseudoHeadingDepths). */
function withPseudoHeadings(paragraphs: { text: string; lines?: boolean }[]): { text: string; lines?: boolean }[] {
  const depths = pseudoHeadingDepths(paragraphs);
  return paragraphs.map((p, i) => ((depths[i] ?? 0) > 0 ? { text: headingLine(depths[i] ?? 2, p.text) } : p));
}

interface HtmlNode {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  content?: HtmlNode;
}

const BLOCK_ELEMENTS = new Set([
  'p', 'div', 'section', 'article', 'main', 'header', 'footer', 'aside', 'nav', 'li', 'dd', 'dt', 'blockquote', 'pre',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'tr', 'table', 'ul', 'ol', 'figure', 'figcaption', 'br', 'hr', 'body',
]);
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);

/** The text under a node, gathered without recursion. */
function textOf(root: HtmlNode): string {
  let text = '';
  const stack: HtmlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as HtmlNode;
    if (node.nodeName === '#text') text += node.value ?? '';
    const children = node.childNodes ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as HtmlNode);
  }
  return text;
}

const FLUSH = Symbol('flush');
const FLUSH_ITEM = Symbol('flush-item');

/** Rows of an HTML table as row lines with their column names (the first row holds the names). */
function htmlTableRows(table: HtmlNode): string[] {
  const rows: string[][] = [];
  const stack: HtmlNode[] = [table];
  while (stack.length > 0) {
    const node = stack.pop() as HtmlNode;
    if (node.nodeName === 'tr') {
      rows.push((node.childNodes ?? []).filter((c) => c.nodeName === 'td' || c.nodeName === 'th').map((c) => textOf(c).replace(/\s+/g, ' ').trim()));
      continue;
    }
    if (node.nodeName === 'table' && node !== table) continue; // a nested table is not part of this one's rows
    const children = node.childNodes ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as HtmlNode);
  }
  const [header, ...body] = rows.filter((r) => r.some((c) => c !== ''));
  if (!header) return [];
  if (body.length === 0) return [tableRowLine([], header)];
  return body.map((cells) => tableRowLine(header, cells));
}

/** Title, paragraphs, canonical URL and nesting depth of an HTML document; walked with an explicit stack. */
function htmlText(html: string, skipChrome = true): { title: string | null; paragraphs: string[]; canonicalUrl: string | null; depth: number } {
  const document = parse(html) as unknown as HtmlNode;
  const paragraphs: { text: string; lines?: boolean }[] = [];
  let title: string | null = null;
  let canonicalUrl: string | null = null;
  let firstHeading: string | null = null;
  let firstOther: string | null = null;
  let buffer = '';
  let depth = 0;
  const flush = (item = false): void => {
    const text = buffer.replace(/\s+/g, ' ').trim();
    if (text) {
      // consecutive list items form one paragraph of lines
      const last = paragraphs.at(-1);
      if (item && last?.lines && last.text.startsWith('- ')) last.text = `${last.text}\n${listLine(text)}`;
      else paragraphs.push(item ? { text: listLine(text), lines: true } : { text });
    }
    buffer = '';
  };
  const stack: (readonly [HtmlNode, number] | typeof FLUSH | typeof FLUSH_ITEM)[] = [[document, 0]];
  const pushChildren = (children: HtmlNode[], level: number, only?: (child: HtmlNode) => boolean): void => {
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i] as HtmlNode;
      if (!only || only(child)) stack.push([child, level]);
    }
  };
  while (stack.length > 0) {
    const step = stack.pop() as (typeof stack)[number];
    if (step === FLUSH || step === FLUSH_ITEM) {
      flush(step === FLUSH_ITEM);
      continue;
    }
    const [node, level] = step;
    if (level > depth) depth = level;
    if (node.nodeName === 'title') {
      title = textOf(node).replace(/\s+/g, ' ').trim() || null;
      continue;
    }
    if (node.nodeName === 'link') {
      const attr = (name: string): string | undefined => node.attrs?.find((a) => a.name === name)?.value;
      if (attr('rel')?.toLowerCase() === 'canonical' && attr('href')) canonicalUrl = attr('href') ?? null;
      continue;
    }
    // a page's chrome (nav, footer, aside, a cookie banner, share buttons, related links: page-structure.ts) is no text
    if (skipChrome && isChromeElement(node.nodeName, node.attrs)) continue;
    if (SKIPPED_ELEMENTS.has(node.nodeName)) {
      pushChildren(node.childNodes ?? [], level + 1, (child) => child.nodeName === 'title' || child.nodeName === 'link');
      continue;
    }
    if (node.nodeName === '#text') {
      buffer += node.value ?? '';
      continue;
    }
    const isBlock = BLOCK_ELEMENTS.has(node.nodeName);
    if (isBlock) flush();
    const heading = /^h([1-6])$/.exec(node.nodeName);
    if (heading) {
      const text = textOf(node).replace(/\s+/g, ' ').trim();
      // the first <h1> is the page's title; other headings are section context (indexed, never cited)
      if (heading[1] === '1' && firstHeading === null && text) firstHeading = text;
      else if (text) {
        firstOther ??= text;
        paragraphs.push({ text: headingLine(Number(heading[1]), text) });
      }
      continue;
    }
    if (node.nodeName === 'table') {
      const rows = htmlTableRows(node);
      if (rows.length > 0) paragraphs.push({ text: rows.join('\n'), lines: true });
      continue;
    }
    // Children first, then the template content, then the closing flush (a stack runs them in reverse).
    if (isBlock) stack.push(node.nodeName === 'li' ? FLUSH_ITEM : FLUSH);
    if (node.content) stack.push([node.content, level + 1]);
    pushChildren(node.childNodes ?? [], level + 1);
  }
  flush();
  const body = paragraphs.filter((p) => p.lines === true || /^#/.test(p.text) || !isChromeText(p.text));
  // (a page that is all chrome by its markup is read whole rather than not at all)
  if (skipChrome && !body.some((p) => !/^#/.test(p.text))) return htmlText(html, false);
  const named = title ?? firstHeading ?? firstOther;
  return { title: named === null ? null : pageTitle(named), paragraphs: groupLines(withPseudoHeadings(body)), canonicalUrl, depth };
}

/**
 * Markdown of an HTML page's <body> only (turndown would otherwise keep the <title> text). Turndown
 * and parse5's serializer recurse, so a tree deeper than the limit is rendered as its paragraphs.
 */
function htmlToMarkdown(html: string, walked: { paragraphs: string[]; depth: number }, limits: ExtractLimits): string {
  if (walked.depth > limits.htmlMaxMarkdownDepth) return walked.paragraphs.join('\n\n');
  const document = parse(html);
  const htmlElement = document.childNodes.find((n) => n.nodeName === 'html');
  const body = htmlElement && 'childNodes' in htmlElement ? htmlElement.childNodes.find((n) => n.nodeName === 'body') : undefined;
  const inner = body && 'childNodes' in body ? serialize(body) : html;
  return turndown.turndown(inner).trim();
}

/** A refusal decided by a limit: passed through as it is, not wrapped as "could not be read". */
class LimitError extends ExtractError {}

/**
 * The author a PDF's document information names (/Author), or null: none, blank, or a word processor's
 * stand-in for an account rather than a person ("Microsoft Office User", "Administrator", "user").
 */
export function pdfInfoAuthor(info: unknown): string | null {
  if (!info || typeof info !== 'object' || !('Author' in info) || typeof info.Author !== 'string') return null;
  const author = info.Author.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  if (author === '' || author.length > 120 || /^(?:microsoft office user|administrator|admin|user|owner|unknown|author|anonymous|none|n\/a|-+)$/i.test(author)) return null;
  return author;
}

/**
 * A PDF's text as it is kept, its author (from its document information) in a front-matter line before
 * it, as a Markdown file states it: read by byline.ts like any document's, and left out of its
 * paragraphs (paragraphsOfRaw).
 */
export function pdfRaw(text: string, author: string | null): string {
  return author ? `---\nauthor: ${author}\n---\n\n${text}` : text;
}

async function pdfParagraphs(data: Uint8Array, fileName: string, limits: ExtractLimits): Promise<{ paragraphs: string[]; title: string | null; author: string | null }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data, useSystemFonts: true, isEvalSupported: false });
  const pdf = await task.promise;
  try {
    const pagesVerdict = pdfPagesVerdict(fileName, pdf.numPages, limits);
    if (pagesVerdict) throw new LimitError(pagesVerdict);
    const started = Date.now();
    const paragraphs: string[] = [];
    let title: string | null = null;
    for (let pageNumber = 1; pageNumber <= pdf.numPages; pageNumber++) {
      const timeVerdict = pdfTimeVerdict(fileName, Date.now() - started, limits);
      if (timeVerdict) throw new LimitError(timeVerdict);
      const page = await pdf.getPage(pageNumber);
      const content = await page.getTextContent();
      // lines, paragraphs and headings from where the text sits; running headers and footers left out (pdf-layout.ts)
      const runs: PdfRun[] = content.items.flatMap((item) => ('str' in item ? [{ str: item.str, height: item.height, x: Number(item.transform[4] ?? 0), y: Number(item.transform[5] ?? 0) }] : []));
      if (pageNumber === 1) title = pdfTitle(runs);
      paragraphs.push(...plainParagraphs(pdfPageParagraphs(runs).join('\n\n')));
    }
    // (else the title its metadata gives, unless it is a file name or a word processor's "Microsoft Word - …")
    const info = (await pdf.getMetadata().catch(() => null))?.info ?? null;
    const metaTitle = info && typeof info === 'object' && 'Title' in info && typeof info.Title === 'string' ? info.Title.trim() : '';
    if (!title && metaTitle && !/\.(?:docx?|pdf|odt|txt|html?)$|^microsoft word\b|^untitled\b/i.test(metaTitle)) title = metaTitle;
    return { paragraphs, title, author: pdfInfoAuthor(info) };
  } finally {
    await pdf.destroy();
  }
}

/**
 * Measures a DOCX's zip before mammoth inflates it: entry count and declared sizes first, then every
 * entry is inflated and counted (yauzl also fails when an entry inflates to more than it declares).
 */
export async function checkZipArchive(buffer: Buffer, fileName: string, limits: ExtractLimits = EXTRACT_LIMITS): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  } catch (error) {
    throw new LimitError(`${fileName} could not be read as DOCX: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (zip.entryCount > limits.zipMaxEntries) throw new LimitError(zipVerdict(fileName, { entries: zip.entryCount, expandedBytes: 0 }, limits) ?? '');
  let entries = 0;
  let declared = 0;
  let inflated = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown): void => {
      try {
        zip.close();
      } catch {
        // already closed by the error that brought us here
      }
      reject(error instanceof LimitError ? error : new LimitError(`${fileName} could not be read as DOCX: ${error instanceof Error ? error.message : String(error)}`));
    };
    zip.on('error', fail);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      entries += 1;
      declared += entry.uncompressedSize;
      const verdict = zipVerdict(fileName, { entries, expandedBytes: declared }, limits);
      if (verdict) return fail(new LimitError(verdict));
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (openError, stream) => {
        if (openError) return fail(openError);
        stream.on('data', (chunk: Buffer) => {
          inflated += chunk.length;
          const inflatedVerdict = zipVerdict(fileName, { entries, expandedBytes: inflated }, limits);
          if (inflatedVerdict) stream.destroy(new LimitError(inflatedVerdict));
        });
        stream.on('error', fail);
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}

function titleFromFileName(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' ').trim() || fileName;
}

function decodeUtf8(buffer: Buffer, fileName: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    throw new ExtractError(`${fileName} is neither valid UTF-8 text nor a supported document (text, Markdown, HTML, PDF, DOCX)`);
  }
}

/** Extracts a document from file bytes; the type comes from magic bytes first, then the extension. */
export async function extractDocument(buffer: Buffer, fileName: string, declaredType?: string, limits: ExtractLimits = EXTRACT_LIMITS): Promise<ExtractedDocument> {
  const extension = (/\.([^.]+)$/.exec(fileName)?.[1] ?? '').toLowerCase();
  const sniffed = await fileTypeFromBuffer(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
  const fallbackTitle = titleFromFileName(fileName);

  if (sniffed?.mime === 'application/pdf') {
    let paragraphs: string[];
    let pdfTitleRead: string | null = null;
    let pdfAuthor: string | null = null;
    try {
      const read = await pdfParagraphs(new Uint8Array(buffer), fileName, limits);
      paragraphs = read.paragraphs;
      pdfTitleRead = read.title;
      pdfAuthor = read.author;
    } catch (error) {
      if (error instanceof LimitError) throw error;
      throw new ExtractError(`${fileName} could not be read as PDF: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (paragraphs.length === 0) throw new ExtractError(`${fileName} contains no extractable text (scanned PDFs are not supported)`);
    const text = paragraphs.join('\n\n');
    return { contentType: 'application/pdf', title: pdfTitleRead ?? fallbackTitle, raw: pdfRaw(text, pdfAuthor), rawFormat: 'text', markdown: text, paragraphs, frontMatter: pdfAuthor ? { author: pdfAuthor } : {} };
  }
  if (sniffed?.mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' || (sniffed?.mime === 'application/zip' && extension === 'docx')) {
    await checkZipArchive(buffer, fileName, limits);
    let html: string;
    try {
      html = (await mammoth.convertToHtml({ buffer })).value;
    } catch (error) {
      throw new ExtractError(`${fileName} could not be read as DOCX: ${error instanceof Error ? error.message : String(error)}`);
    }
    const walked = htmlText(`<body>${html}</body>`);
    const { title, paragraphs } = walked;
    if (!hasText(paragraphs)) throw new ExtractError(`${fileName} contains no text`);
    return {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      title: title ?? fallbackTitle,
      raw: html,
      rawFormat: 'html',
      markdown: htmlToMarkdown(html, walked, limits),
      paragraphs,
      frontMatter: {},
    };
  }
  if (sniffed) {
    throw new ExtractError(`Unsupported file type ${sniffed.mime} for ${fileName}: the local service indexes text, Markdown, HTML, PDF and DOCX`);
  }

  const source = decodeUtf8(buffer, fileName);
  const looksHtml = extension === 'html' || extension === 'htm' || declaredType === 'text/html' || /^\s*(<!doctype html|<html[\s>])/i.test(source);
  if (looksHtml) {
    const walked = htmlText(source);
    const { title, paragraphs, canonicalUrl } = walked;
    if (!hasText(paragraphs)) throw new ExtractError(`${fileName} contains no text`);
    // <link rel="canonical"> plays the role of front matter's url for HTML documents.
    const frontMatter: Record<string, string> = canonicalUrl ? { url: canonicalUrl } : {};
    return { contentType: 'text/html', title: title ?? fallbackTitle, raw: source, rawFormat: 'html', markdown: htmlToMarkdown(source, walked, limits), paragraphs, frontMatter };
  }
  const { frontMatter, body } = splitFrontMatter(source);
  const isMarkdown = extension === 'md' || extension === 'markdown' || declaredType === 'text/markdown';
  if (isMarkdown) {
    const { title, paragraphs } = markdownParagraphs(body);
    if (!hasText(paragraphs)) throw new ExtractError(`${fileName} contains no text`);
    // (the raw form keeps its front matter: the author and date it states are read from it later, byline.ts)
    return { contentType: 'text/markdown', title: frontMatter.title ? pageTitle(frontMatter.title) : (title ?? fallbackTitle), raw: source, rawFormat: 'markdown', markdown: body, paragraphs, frontMatter };
  }
  // a table kept as .csv reads as the Markdown table it is: each row citable with its column names
  if (extension === 'csv' || declaredType === 'text/csv') {
    const table = csvAsMarkdown(body);
    if (table) {
      const { paragraphs } = markdownParagraphs(table);
      if (hasText(paragraphs)) return { contentType: 'text/csv', title: frontMatter.title ?? fallbackTitle, raw: body, rawFormat: 'text', markdown: table, paragraphs, frontMatter };
    }
  }
  const contentType = extension === 'csv' ? 'text/csv' : extension === 'json' ? 'application/json' : 'text/plain';
  // a .txt file's first line is its title when it reads as one (and no front matter names it)
  // (a saved e-mail is titled by its subject line, which its text leaves out, never by its "From:" line)
  const subject = contentType === 'text/plain' && !frontMatter.title ? mailSubject(body) : null;
  const firstLine = contentType === 'text/plain' && !frontMatter.title && !subject && !/^\s*from\s*:/i.test(body) ? plainTitle(body) : null;
  const paragraphs = [...(firstLine?.trail ? [headingLine(2, firstLine.trail)] : []), ...plainParagraphs(firstLine?.rest ?? body)];
  if (paragraphs.length === 0) throw new ExtractError(`${fileName} is empty`);
  return { contentType, title: frontMatter.title ?? subject ?? firstLine?.title ?? fallbackTitle, raw: body, rawFormat: 'text', markdown: body, paragraphs, frontMatter };
}

/**
 * A CSV text (a header row, then rows; quoted fields and "" escapes, csv-parse) as a Markdown table, or
 * null when it is no table (fewer than two columns or no data row, or it does not parse). Pure.
 */
export function csvAsMarkdown(text: string): string | null {
  let rows: string[][];
  try {
    rows = parseCsv(text, { skip_empty_lines: true, relax_column_count: true, trim: true, bom: true }) as string[][];
  } catch {
    return null;
  }
  const [header, ...data] = rows;
  if (!header || header.length < 2 || data.length === 0) return null;
  const cell = (value: string | undefined): string => (value ?? '').replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
  // a column named like an identifier ("weight_kg") is read as its words ("weight kg"), not as Markdown emphasis
  const heading = (value: string | undefined): string => cell((value ?? '').replace(/(?<=\p{L}|\p{N})[_]+(?=\p{L}|\p{N})/gu, ' '));
  return [`| ${header.map(heading).join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...data.map((row) => `| ${header.map((_h, i) => cell(row[i])).join(' | ')} |`)].join('\n');
}
